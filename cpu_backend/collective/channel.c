// The channel front: refcounts, checks, the one-rank channel, and the
// calls every transport shares.

#include "cpu_backend/collective/channel.h"

#include <stdio.h>
#include <string.h>

void sr_channel_initialize(const sr_channel_vtable_t* vtable,
                           sr_allocator_t allocator, int32_t rank,
                           int32_t count, int64_t timeout_ms,
                           sr_channel_t* out_channel) {
  atomic_init(&out_channel->ref_count, 1);
  out_channel->vtable = vtable;
  out_channel->allocator = allocator;
  out_channel->rank = rank;
  out_channel->count = count;
  out_channel->timeout_ms =
      timeout_ms > 0 ? timeout_ms : SR_CHANNEL_DEFAULT_TIMEOUT_MS;
}

void sr_channel_retain(sr_channel_t* channel) {
  if (channel) {
    atomic_fetch_add_explicit(&channel->ref_count, 1, memory_order_relaxed);
  }
}

void sr_channel_release(sr_channel_t* channel) {
  if (!channel) return;
  // acq_rel: the last release sees every other holder's writes.
  if (atomic_fetch_sub_explicit(&channel->ref_count, 1, memory_order_acq_rel) ==
      1) {
    channel->vtable->destroy(channel);
  }
}

int32_t sr_channel_rank(const sr_channel_t* channel) {
  return channel ? channel->rank : -1;
}

int32_t sr_channel_count(const sr_channel_t* channel) {
  return channel ? channel->count : 0;
}

void sr_channel_depart(sr_channel_t* channel) {
  if (channel && channel->vtable->depart) channel->vtable->depart(channel);
}

void sr_channel_format_ranks(const bool* flags, bool want, int32_t count,
                             char* buffer, size_t capacity) {
  size_t used = 0;
  int32_t listed = 0;
  int32_t total = 0;
  for (int32_t r = 0; r < count; ++r) total += flags[r] == want;
  used = (size_t)snprintf(buffer, capacity, "%s",
                          total == 0   ? "no rank"
                          : total == 1 ? "rank "
                                       : "ranks ");
  if (used >= capacity) return;
  for (int32_t r = 0; r < count && used + 16 < capacity; ++r) {
    if (flags[r] != want) continue;
    const char* sep = listed == 0 ? "" : listed + 1 == total ? " and " : ", ";
    used += (size_t)snprintf(buffer + used, capacity - used, "%s%d", sep, r);
    ++listed;
  }
  if (listed < total && used + 4 < capacity) {
    snprintf(buffer + used, capacity - used, "...");
  }
}

//===----------------------------------------------------------------------===//
// One rank
//===----------------------------------------------------------------------===//

static void sr_channel_single_destroy(sr_channel_t* channel) {
  sr_allocator_free(channel->allocator, channel);
}

static sr_status_t sr_channel_single_split(sr_channel_t* channel, int32_t color,
                                           int32_t key,
                                           sr_channel_t** out_channel) {
  (void)color;
  (void)key;
  return sr_channel_create_single(channel->allocator, out_channel);
}

static const sr_channel_vtable_t kSingleVtable = {
    sr_channel_single_destroy,
    sr_channel_single_split,
    NULL,
    NULL,
};

sr_status_t sr_channel_create_single(sr_allocator_t allocator,
                                     sr_channel_t** out_channel) {
  *out_channel = NULL;
  sr_channel_t* channel = NULL;
  SR_RETURN_IF_ERROR(
      sr_allocator_calloc(allocator, sizeof(*channel), (void**)&channel));
  sr_channel_initialize(&kSingleVtable, allocator, 0, 1, 0, channel);
  *out_channel = channel;
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Front
//===----------------------------------------------------------------------===//

sr_status_t sr_channel_split(sr_channel_t* channel, int32_t color, int32_t key,
                             sr_channel_t** out_channel) {
  *out_channel = NULL;
  if (channel->count == 1) {
    if (color < 0) return sr_ok_status();
    return sr_channel_create_single(channel->allocator, out_channel);
  }
  return channel->vtable->split(channel, color, key, out_channel);
}

sr_status_t sr_channel_run(sr_channel_t* channel,
                           const sr_collective_call_t* call) {
  sr_collective_plan_t plan;
  SR_RETURN_IF_ERROR(
      sr_collective_plan(call, channel->rank, channel->count, &plan));
  if (channel->count == 1 || !channel->vtable->run) {
    return sr_collective_run_single(call, &plan);
  }
  return channel->vtable->run(channel, call, &plan);
}

sr_status_t sr_channel_all_gather_bytes(sr_channel_t* channel, const void* data,
                                        uint64_t length, void* out) {
  sr_collective_call_t call;
  memset(&call, 0, sizeof(call));
  call.op.kind = SR_COLLECTIVE_ALL_GATHER;
  call.op.type = SR_COLLECTIVE_UI8;
  call.element_count = length;
  call.send = (const uint8_t*)data;
  call.send_length = length;
  call.recv = (uint8_t*)out;
  call.recv_length = length * (uint64_t)channel->count;
  return sr_channel_run(channel, &call);
}
