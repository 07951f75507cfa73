// Chase-Lev deque; see ws_deque.h. Each atomic access names the access it
// pairs with. Differences from the paper, all for the same x86 code:
//  - push publishes `bottom` with a release store instead of a release fence
//    followed by a relaxed store (identical machine code, a plain mov; and
//    ThreadSanitizer understands release stores but not fences);
//  - pop's "relaxed store of bottom, then seq_cst fence" is an atomic
//    exchange (one locked xchg, cheaper than mov+mfence, which is what gcc
//    emits for a seq_cst store);
//  - steal's "acquire load of top, seq_cst fence, acquire load of bottom" are
//    two seq_cst loads (plain movs on x86). All accesses that the paper's
//    fences order are then seq_cst, and the total order over them gives the
//    same guarantee: owner and thief cannot both take the last item;
//  - a steal may take up to SR_WS_DEQUE_MAX_STEAL items with one CAS (half
//    of what it sees). The owner's CAS-free pop is therefore limited to
//    items at least that far from `top`: if a thief's batch [t, t+k) held
//    the owner's item i, then t > i - MAX >= top as the owner read it, so
//    the thief read `top` after the owner did, hence after the owner's
//    reservation of `bottom`, and its read of `bottom` excludes i. Nearer
//    the top, the owner gives the reservation back and steals from itself.
#include "sched/ws_deque.h"

#include <string.h>

struct sr_ws_deque_array_t {
  sr_ws_deque_array_t* retired_next;
  int64_t mask;  // capacity - 1
  _Atomic(sr_task_t*) slots[];
};

static sr_status_t sr_ws_deque_array_allocate(sr_allocator_t allocator,
                                              int64_t capacity,
                                              sr_ws_deque_array_t** out) {
  sr_ws_deque_array_t* array = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_malloc(
      allocator,
      sizeof(*array) + (size_t)capacity * sizeof(_Atomic(sr_task_t*)),
      (void**)&array));
  array->retired_next = NULL;
  array->mask = capacity - 1;
  *out = array;
  return sr_ok_status();
}

sr_status_t sr_ws_deque_initialize(sr_allocator_t allocator, size_t capacity,
                                   sr_ws_deque_t* out_deque) {
  int64_t rounded = 2;
  while ((size_t)rounded < capacity) rounded <<= 1;
  atomic_init(&out_deque->top, 0);
  atomic_init(&out_deque->bottom, 0);
  out_deque->top_cache = 0;
  out_deque->retired = NULL;
  out_deque->allocator = allocator;
  sr_ws_deque_array_t* array = NULL;
  SR_RETURN_IF_ERROR(sr_ws_deque_array_allocate(allocator, rounded, &array));
  atomic_init(&out_deque->array, array);
  return sr_ok_status();
}

void sr_ws_deque_deinitialize(sr_ws_deque_t* deque) {
  sr_allocator_free(deque->allocator,
                    atomic_load_explicit(&deque->array, memory_order_relaxed));
  while (deque->retired) {
    sr_ws_deque_array_t* next = deque->retired->retired_next;
    sr_allocator_free(deque->allocator, deque->retired);
    deque->retired = next;
  }
}

// Owner only: replaces a full |array| by one twice the size holding the live
// range [top, bottom). Returns NULL when out of memory.
static sr_ws_deque_array_t* sr_ws_deque_grow(sr_ws_deque_t* deque,
                                             sr_ws_deque_array_t* array,
                                             int64_t top, int64_t bottom) {
  sr_ws_deque_array_t* grown = NULL;
  sr_status_t status = sr_ws_deque_array_allocate(
      deque->allocator, (array->mask + 1) * 2, &grown);
  if (status) {
    sr_status_ignore(status);
    return NULL;
  }
  for (int64_t i = top; i < bottom; ++i) {
    // relaxed: only the owner writes slots, and it is us.
    sr_task_t* task = atomic_load_explicit(&array->slots[i & array->mask],
                                           memory_order_relaxed);
    atomic_store_explicit(&grown->slots[i & grown->mask], task,
                          memory_order_relaxed);
  }
  // release: pairs with the acquire load of `array` in try_steal, so a thief
  // that sees the new array sees the copied slots.
  atomic_store_explicit(&deque->array, grown, memory_order_release);
  array->retired_next = deque->retired;
  deque->retired = array;
  return grown;
}

bool sr_ws_deque_push_owner(sr_ws_deque_t* deque, sr_task_t* task) {
  // relaxed: only the owner writes `bottom`.
  int64_t bottom = atomic_load_explicit(&deque->bottom, memory_order_relaxed);
  // relaxed: only the owner writes `array`.
  sr_ws_deque_array_t* array =
      atomic_load_explicit(&deque->array, memory_order_relaxed);
  if (bottom - deque->top_cache > array->mask) {
    // acquire: pairs with the thieves' CAS on `top`, so a thief has
    // finished reading a slot before we see it gone and reuse the slot.
    int64_t top = atomic_load_explicit(&deque->top, memory_order_acquire);
    deque->top_cache = top;
    if (bottom - top > array->mask) {
      array = sr_ws_deque_grow(deque, array, top, bottom);
      if (!array) return false;
    }
  }
  // relaxed: published by the release store of `bottom` below.
  atomic_store_explicit(&array->slots[bottom & array->mask], task,
                        memory_order_relaxed);
  // release: pairs with the seq_cst (acquire) load of `bottom` in try_steal;
  // a thief that sees the new bottom sees the slot and the task's contents.
  atomic_store_explicit(&deque->bottom, bottom + 1, memory_order_release);
  return true;
}

sr_task_t* sr_ws_deque_pop_owner(sr_ws_deque_t* deque) {
  // relaxed: only the owner writes `bottom` and `array`.
  int64_t bottom =
      atomic_load_explicit(&deque->bottom, memory_order_relaxed) - 1;
  sr_ws_deque_array_t* array =
      atomic_load_explicit(&deque->array, memory_order_relaxed);
  // seq_cst: reserves the bottom item before looking at `top`. Pairs with
  // the seq_cst loads of `top` and `bottom` in try_steal: in the total order
  // either the thief sees this reservation or we see the thief's CAS.
  atomic_exchange_explicit(&deque->bottom, bottom, memory_order_seq_cst);
  int64_t top = atomic_load_explicit(&deque->top, memory_order_seq_cst);
  if (top + SR_WS_DEQUE_MAX_STEAL <= bottom) {
    // Far from the top: no thief's batch can reach this item (a thief that
    // could read top that high reads `bottom` after our reservation).
    // relaxed: we wrote this slot ourselves.
    return atomic_load_explicit(&array->slots[bottom & array->mask],
                                memory_order_relaxed);
  }
  // Empty, or within reach of a batch: give the reservation back and take
  // the oldest item the way thieves do. release: keeps every value of
  // `bottom` a thief may read a release, pairing with its acquire.
  atomic_store_explicit(&deque->bottom, bottom + 1, memory_order_release);
  if (top > bottom) return NULL;
  for (;;) {
    sr_task_t* task = NULL;
    int64_t count = 0;
    sr_ws_deque_steal_t result =
        sr_ws_deque_try_steal_batch(deque, &task, 1, &count);
    if (result == SR_WS_DEQUE_STOLEN) return task;
    if (result == SR_WS_DEQUE_EMPTY) return NULL;
  }
}

int64_t sr_ws_deque_pop_batch_owner(sr_ws_deque_t* deque, sr_task_t** out_tasks,
                                    int64_t max_count) {
  // relaxed: only the owner writes `bottom` and `array`.
  int64_t bottom = atomic_load_explicit(&deque->bottom, memory_order_relaxed);
  // A stale top only underestimates how far we are from it: if even that
  // says "short", do not bother reserving a batch.
  if (max_count > 1 &&
      bottom - deque->top_cache >= SR_WS_DEQUE_MAX_STEAL + max_count) {
    sr_ws_deque_array_t* array =
        atomic_load_explicit(&deque->array, memory_order_relaxed);
    int64_t reserved = bottom - max_count;
    // seq_cst: as in pop_owner, for the whole batch at once.
    atomic_exchange_explicit(&deque->bottom, reserved, memory_order_seq_cst);
    int64_t top = atomic_load_explicit(&deque->top, memory_order_seq_cst);
    deque->top_cache = top;
    if (top + SR_WS_DEQUE_MAX_STEAL <= reserved) {
      // The same argument as pop_owner's fast path covers every reserved
      // item, since the lowest one is the nearest to the thieves.
      for (int64_t i = 0; i < max_count; ++i) {
        out_tasks[i] = atomic_load_explicit(
            &array->slots[(reserved + i) & array->mask], memory_order_relaxed);
      }
      return max_count;
    }
    // Thieves got close meanwhile: give the reservation back. release: as
    // in pop_owner.
    atomic_store_explicit(&deque->bottom, bottom, memory_order_release);
  }
  sr_task_t* task = sr_ws_deque_pop_owner(deque);
  if (!task) return 0;
  out_tasks[0] = task;
  return 1;
}

sr_ws_deque_steal_t sr_ws_deque_try_steal_batch(sr_ws_deque_t* deque,
                                                sr_task_t** out_tasks,
                                                int64_t max_count,
                                                int64_t* out_count) {
  *out_count = 0;
  // seq_cst: pairs with the owner's seq_cst exchange of `bottom` in pop (see
  // there); acquire part pairs with other thieves' CAS.
  int64_t top = atomic_load_explicit(&deque->top, memory_order_seq_cst);
  // seq_cst: as above; acquire part pairs with push's release store of
  // `bottom`, making the slots and the tasks visible.
  int64_t bottom = atomic_load_explicit(&deque->bottom, memory_order_seq_cst);
  int64_t available = bottom - top;
  if (available <= 0) return SR_WS_DEQUE_EMPTY;
  // Half of what is there, so the owner keeps work too.
  int64_t count = available / 2;
  if (count < 1) count = 1;
  if (count > max_count) count = max_count;
  if (count > SR_WS_DEQUE_MAX_STEAL) count = SR_WS_DEQUE_MAX_STEAL;
  // acquire: pairs with the release store in grow.
  sr_ws_deque_array_t* array =
      atomic_load_explicit(&deque->array, memory_order_acquire);
  for (int64_t i = 0; i < count; ++i) {
    // relaxed: the values only count if the CAS below succeeds, and the
    // owner never overwrites these slots before seeing that CAS (push's
    // acquire load of `top`).
    out_tasks[i] = atomic_load_explicit(&array->slots[(top + i) & array->mask],
                                        memory_order_relaxed);
  }
  // seq_cst: pairs with the owner's seq_cst accesses and other thieves'.
  if (!atomic_compare_exchange_strong_explicit(&deque->top, &top, top + count,
                                               memory_order_seq_cst,
                                               memory_order_relaxed)) {
    return SR_WS_DEQUE_LOST_RACE;
  }
  *out_count = count;
  return SR_WS_DEQUE_STOLEN;
}

sr_ws_deque_steal_t sr_ws_deque_try_steal(sr_ws_deque_t* deque,
                                          sr_task_t** out_task) {
  *out_task = NULL;
  int64_t count = 0;
  return sr_ws_deque_try_steal_batch(deque, out_task, 1, &count);
}

bool sr_ws_deque_looks_empty(sr_ws_deque_t* deque) {
  // seq_cst: these loads take part in the parking protocol's Dekker pair
  // (see worker.c): a parking worker re-checks the deques after announcing
  // itself.
  int64_t top = atomic_load_explicit(&deque->top, memory_order_seq_cst);
  int64_t bottom = atomic_load_explicit(&deque->bottom, memory_order_seq_cst);
  return top >= bottom;
}
