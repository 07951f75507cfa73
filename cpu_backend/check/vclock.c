// Sparse vector clocks. See vclock.h.

#include "cpu_backend/check/vclock.h"

#include <string.h>

static sr_status_t sr_rt_vclock_reserve(sr_allocator_t allocator,
                                        sr_rt_vclock_t* vc, uint32_t count) {
  if (count <= vc->capacity) return sr_ok_status();
  uint32_t capacity = vc->capacity ? vc->capacity * 2 : 4;
  while (capacity < count) capacity *= 2;
  void* entries = vc->entries;
  SR_RETURN_IF_ERROR(sr_allocator_realloc(
      allocator, capacity * sizeof(sr_rt_epoch_t), &entries));
  vc->entries = entries;
  vc->capacity = capacity;
  return sr_ok_status();
}

// Index of the first entry with agent >= |agent|.
static uint32_t sr_rt_vclock_lower_bound(const sr_rt_vclock_t* vc,
                                         uint32_t agent) {
  uint32_t lo = 0, hi = vc->count;
  while (lo < hi) {
    uint32_t mid = lo + (hi - lo) / 2;
    if (vc->entries[mid].agent < agent) {
      lo = mid + 1;
    } else {
      hi = mid;
    }
  }
  return lo;
}

uint32_t sr_rt_vclock_get(const sr_rt_vclock_t* vc, uint32_t agent) {
  uint32_t i = sr_rt_vclock_lower_bound(vc, agent);
  return i < vc->count && vc->entries[i].agent == agent ? vc->entries[i].clock
                                                        : 0;
}

sr_status_t sr_rt_vclock_set(sr_allocator_t allocator, sr_rt_vclock_t* vc,
                             uint32_t agent, uint32_t clock) {
  uint32_t i = sr_rt_vclock_lower_bound(vc, agent);
  if (i < vc->count && vc->entries[i].agent == agent) {
    vc->entries[i].clock = clock;
    return sr_ok_status();
  }
  SR_RETURN_IF_ERROR(sr_rt_vclock_reserve(allocator, vc, vc->count + 1));
  memmove(&vc->entries[i + 1], &vc->entries[i],
          (vc->count - i) * sizeof(sr_rt_epoch_t));
  vc->entries[i].agent = agent;
  vc->entries[i].clock = clock;
  ++vc->count;
  return sr_ok_status();
}

sr_status_t sr_rt_vclock_join(sr_allocator_t allocator, sr_rt_vclock_t* dst,
                              const sr_rt_vclock_t* src) {
  if (!src->count) return sr_ok_status();
  // Merge from the back into room for both.
  SR_RETURN_IF_ERROR(
      sr_rt_vclock_reserve(allocator, dst, dst->count + src->count));
  // Count the union first.
  uint32_t i = 0, j = 0, n = 0;
  while (i < dst->count || j < src->count) {
    if (j == src->count ||
        (i < dst->count && dst->entries[i].agent < src->entries[j].agent)) {
      ++i;
    } else if (i == dst->count ||
               src->entries[j].agent < dst->entries[i].agent) {
      ++j;
    } else {
      ++i;
      ++j;
    }
    ++n;
  }
  int64_t a = (int64_t)dst->count - 1, b = (int64_t)src->count - 1;
  int64_t w = (int64_t)n - 1;
  while (b >= 0) {
    if (a >= 0 && dst->entries[a].agent > src->entries[b].agent) {
      dst->entries[w--] = dst->entries[a--];
    } else if (a >= 0 && dst->entries[a].agent == src->entries[b].agent) {
      sr_rt_epoch_t e = dst->entries[a--];
      if (src->entries[b].clock > e.clock) e.clock = src->entries[b].clock;
      --b;
      dst->entries[w--] = e;
    } else {
      dst->entries[w--] = src->entries[b--];
    }
  }
  dst->count = n;
  return sr_ok_status();
}

sr_status_t sr_rt_vclock_copy(sr_allocator_t allocator, sr_rt_vclock_t* dst,
                              const sr_rt_vclock_t* src) {
  if (dst == src) return sr_ok_status();
  SR_RETURN_IF_ERROR(sr_rt_vclock_reserve(allocator, dst, src->count));
  if (src->count) {
    memcpy(dst->entries, src->entries, src->count * sizeof(sr_rt_epoch_t));
  }
  dst->count = src->count;
  return sr_ok_status();
}

void sr_rt_vclock_free(sr_allocator_t allocator, sr_rt_vclock_t* vc) {
  sr_allocator_free(allocator, vc->entries);
  vc->entries = NULL;
  vc->count = vc->capacity = 0;
}
