// The in-process transport: ranks are threads of one process, a group is
// a rendezvous in shared memory (README.md, "In-process ranks").
//
// Group collectives are rounds: each rank posts its call in its slot and
// waits; the rank that arrives last checks that the calls match and runs
// the whole collective for everyone (reductions in rank order, through a
// scratch buffer, so aliasing between a rank's send and recv ranges cannot
// change the result), then ends the round. A round completes only when
// every rank has arrived, so its outcome stays readable until the last
// waiter has read it (no rank can arrive at the next round before).
// Point-to-point ops meet in a mailbox per ordered pair of ranks: the
// sender posts its range and waits until the receiver has copied it.
//
// A waiter gives up at its deadline, or as soon as a rank it waits for has
// left the group (sr_channel_depart), withdrawing its call; the error names
// the ranks that joined and those that did not.

#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "cpu_backend/collective/channel.h"

// How often a waiter looks at the departures while it waits.
#define SR_LOCAL_POLL_NS (10 * 1000 * 1000)

// The ranks of one sr_channel_group_create_local call: which have left.
// Shared by every group split from it.
typedef struct sr_local_world_t {
  _Atomic int32_t ref_count;
  sr_allocator_t allocator;
  int32_t count;
  _Atomic bool* departed;  // [count]
} sr_local_world_t;

typedef struct sr_local_slot_t {
  bool arrived;
  bool is_split;
  sr_collective_call_t call;
  sr_collective_plan_t plan;
  int32_t color;
  int32_t key;
  sr_channel_t* split_out;  // the round's result for this rank
} sr_local_slot_t;

typedef struct sr_local_mail_t {
  bool posted;
  bool taken;
  sr_collective_call_t call;
  const uint8_t* data;
  uint64_t bytes;
  // Set by the receiver when the two calls do not match.
  sr_status_code_t code;
  char message[320];
} sr_local_mail_t;

typedef struct sr_local_group_t {
  _Atomic int32_t ref_count;  // one per channel
  sr_allocator_t allocator;
  sr_local_world_t* world;
  int32_t count;
  int32_t* world_ranks;  // [count]: member rank -> world rank
  int64_t timeout_ms;
  pthread_mutex_t mutex;
  pthread_cond_t cond;
  uint64_t generation;  // completed rounds
  int32_t arrived;
  sr_local_slot_t* slots;  // [count]
  // The outcome of the last completed round.
  sr_status_code_t outcome_code;
  char outcome[512];
  sr_local_mail_t* mail;  // [from * count + to]
} sr_local_group_t;

typedef struct sr_local_channel_t {
  sr_channel_t base;
  sr_local_group_t* group;
} sr_local_channel_t;

static const sr_channel_vtable_t kLocalVtable;

//===----------------------------------------------------------------------===//
// Worlds and groups
//===----------------------------------------------------------------------===//

static void sr_local_world_release(sr_local_world_t* world) {
  if (atomic_fetch_sub_explicit(&world->ref_count, 1, memory_order_acq_rel) ==
      1) {
    sr_allocator_free(world->allocator, (void*)world->departed);
    sr_allocator_free(world->allocator, world);
  }
}

static bool sr_local_departed(const sr_local_group_t* group, int32_t member) {
  return atomic_load_explicit(
      &group->world->departed[group->world_ranks[member]],
      memory_order_acquire);
}

static void sr_local_group_release(sr_local_group_t* group) {
  if (atomic_fetch_sub_explicit(&group->ref_count, 1, memory_order_acq_rel) !=
      1) {
    return;
  }
  pthread_mutex_destroy(&group->mutex);
  pthread_cond_destroy(&group->cond);
  sr_local_world_release(group->world);
  sr_allocator_t allocator = group->allocator;
  sr_allocator_free(allocator, group->world_ranks);
  sr_allocator_free(allocator, group->slots);
  sr_allocator_free(allocator, group->mail);
  sr_allocator_free(allocator, group);
}

// A group of |count| members, member i being |world_ranks|[i] of |world|,
// and its |count| channels in |out_channels|.
static sr_status_t sr_local_group_create(sr_local_world_t* world, int32_t count,
                                         const int32_t* world_ranks,
                                         int64_t timeout_ms,
                                         sr_channel_t** out_channels) {
  sr_allocator_t allocator = world->allocator;
  sr_local_group_t* group = NULL;
  SR_RETURN_IF_ERROR(
      sr_allocator_calloc(allocator, sizeof(*group), (void**)&group));
  size_t n = (size_t)count;
  sr_status_t status = sr_allocator_calloc(allocator, n * sizeof(int32_t),
                                           (void**)&group->world_ranks);
  if (!status) {
    status = sr_allocator_calloc(allocator, n * sizeof(sr_local_slot_t),
                                 (void**)&group->slots);
  }
  if (!status) {
    status = sr_allocator_calloc(allocator, n * n * sizeof(sr_local_mail_t),
                                 (void**)&group->mail);
  }
  if (status) {
    sr_allocator_free(allocator, group->world_ranks);
    sr_allocator_free(allocator, group->slots);
    sr_allocator_free(allocator, group);
    return status;
  }
  memcpy(group->world_ranks, world_ranks, n * sizeof(int32_t));
  group->allocator = allocator;
  group->world = world;
  atomic_fetch_add_explicit(&world->ref_count, 1, memory_order_relaxed);
  group->count = count;
  group->timeout_ms = timeout_ms;
  pthread_mutex_init(&group->mutex, NULL);
  pthread_condattr_t attr;
  pthread_condattr_init(&attr);
  pthread_condattr_setclock(&attr, CLOCK_MONOTONIC);
  pthread_cond_init(&group->cond, &attr);
  pthread_condattr_destroy(&attr);
  // One reference per channel made below; the loop's failure path drops
  // the references of the channels it could not make.
  atomic_init(&group->ref_count, count);
  for (int32_t r = 0; r < count; ++r) out_channels[r] = NULL;
  for (int32_t r = 0; r < count; ++r) {
    sr_local_channel_t* channel = NULL;
    status = sr_allocator_calloc(allocator, sizeof(*channel), (void**)&channel);
    if (status) {
      for (int32_t k = 0; k < r; ++k) {
        sr_channel_release(out_channels[k]);
        out_channels[k] = NULL;
      }
      for (int32_t k = r; k < count; ++k) sr_local_group_release(group);
      return status;
    }
    sr_channel_initialize(&kLocalVtable, allocator, r, count, timeout_ms,
                          &channel->base);
    channel->group = group;
    out_channels[r] = &channel->base;
  }
  return sr_ok_status();
}

sr_status_t sr_channel_group_create_local(int32_t count, int64_t timeout_ms,
                                          sr_allocator_t allocator,
                                          sr_channel_t** out_channels) {
  if (count < 1 || count > 65535) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "a group of %d ranks (1 to 65535)", count);
  }
  if (timeout_ms <= 0) timeout_ms = SR_CHANNEL_DEFAULT_TIMEOUT_MS;
  sr_local_world_t* world = NULL;
  SR_RETURN_IF_ERROR(
      sr_allocator_calloc(allocator, sizeof(*world), (void**)&world));
  int32_t* ranks = NULL;
  sr_status_t status =
      sr_allocator_calloc(allocator, (size_t)count * sizeof(_Atomic bool),
                          (void**)&world->departed);
  if (!status) {
    status = sr_allocator_calloc(allocator, (size_t)count * sizeof(int32_t),
                                 (void**)&ranks);
  }
  if (status) {
    sr_allocator_free(allocator, (void*)world->departed);
    sr_allocator_free(allocator, world);
    return status;
  }
  atomic_init(&world->ref_count, 1);
  world->allocator = allocator;
  world->count = count;
  for (int32_t r = 0; r < count; ++r) {
    atomic_init(&world->departed[r], false);
    ranks[r] = r;
  }
  status = sr_local_group_create(world, count, ranks, timeout_ms, out_channels);
  sr_allocator_free(allocator, ranks);
  sr_local_world_release(world);  // the group holds it now (or nobody)
  return status;
}

static void sr_local_channel_destroy(sr_channel_t* base) {
  sr_local_channel_t* channel = (sr_local_channel_t*)base;
  sr_local_group_t* group = channel->group;
  sr_allocator_free(base->allocator, channel);
  sr_local_group_release(group);
}

static void sr_local_channel_depart(sr_channel_t* base) {
  sr_local_channel_t* channel = (sr_local_channel_t*)base;
  sr_local_group_t* group = channel->group;
  atomic_store_explicit(&group->world->departed[group->world_ranks[base->rank]],
                        true, memory_order_release);
  pthread_mutex_lock(&group->mutex);
  pthread_cond_broadcast(&group->cond);
  pthread_mutex_unlock(&group->mutex);
}

//===----------------------------------------------------------------------===//
// Waiting
//===----------------------------------------------------------------------===//

static uint64_t sr_local_now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

// Waits on the group's condition until |deadline_ns| or one poll interval,
// whichever is first. Called with the mutex held.
static void sr_local_wait(sr_local_group_t* group, uint64_t deadline_ns) {
  uint64_t now = sr_local_now_ns();
  uint64_t until = now + SR_LOCAL_POLL_NS;
  if (deadline_ns < until) until = deadline_ns;
  struct timespec ts;
  ts.tv_sec = (time_t)(until / 1000000000ull);
  ts.tv_nsec = (long)(until % 1000000000ull);
  pthread_cond_timedwait(&group->cond, &group->mutex, &ts);
}

static uint64_t sr_local_deadline(const sr_local_group_t* group) {
  return sr_local_now_ns() + (uint64_t)group->timeout_ms * 1000000ull;
}

//===----------------------------------------------------------------------===//
// Group rounds
//===----------------------------------------------------------------------===//

static void sr_local_set_outcome(sr_local_group_t* group, sr_status_t status) {
  if (!status) {
    group->outcome_code = SR_STATUS_OK;
    group->outcome[0] = 0;
    return;
  }
  group->outcome_code = sr_status_code(status);
  snprintf(group->outcome, sizeof(group->outcome), "%s",
           sr_status_message(status));
  sr_status_free(status);
}

// The calls of the round, or the kind of round, disagree: names the first
// rank that differs from rank 0.
static sr_status_t sr_local_check_match(sr_local_group_t* group) {
  const sr_local_slot_t* first = &group->slots[0];
  for (int32_t r = 1; r < group->count; ++r) {
    const sr_local_slot_t* slot = &group->slots[r];
    if (slot->is_split != first->is_split) {
      return SR_MAKE_STATUS(
          SR_STATUS_FAILED_PRECONDITION,
          "ranks disagree: rank 0 %s while rank %d %s",
          first->is_split ? "splits the channel" : "runs a collective", r,
          slot->is_split ? "splits the channel" : "runs a collective");
    }
    if (!slot->is_split &&
        !sr_collective_calls_match(&first->call, &slot->call)) {
      char a[96], b[96];
      sr_collective_call_format(&first->call, a, sizeof(a));
      sr_collective_call_format(&slot->call, b, sizeof(b));
      return SR_MAKE_STATUS(SR_STATUS_FAILED_PRECONDITION,
                            "ranks disagree: rank 0 runs %s, rank %d runs %s",
                            a, r, b);
    }
  }
  return sr_ok_status();
}

// Reduces every rank's |offset|.. |count| elements of send into |scratch|,
// in rank order.
static void sr_local_reduce_into(sr_local_group_t* group, uint8_t* scratch,
                                 uint64_t offset_bytes, uint64_t count) {
  const sr_local_slot_t* slots = group->slots;
  const sr_collective_op_t* op = &slots[0].call.op;
  uint64_t bytes = count * slots[0].plan.element_bytes;
  memcpy(scratch, slots[0].call.send + offset_bytes, bytes);
  for (int32_t r = 1; r < group->count; ++r) {
    sr_collective_reduce(op->reduction, op->type, scratch,
                         slots[r].call.send + offset_bytes, count);
  }
  sr_collective_reduce_finish(op->reduction, op->type, scratch, count,
                              group->count);
}

// Runs the matched collective of the round for every rank.
static sr_status_t sr_local_run_round(sr_local_group_t* group) {
  sr_local_slot_t* slots = group->slots;
  const sr_collective_call_t* call = &slots[0].call;
  const sr_collective_plan_t* plan = &slots[0].plan;
  int32_t n = group->count;
  uint64_t block = plan->block_bytes;
  uint64_t scratch_bytes = 0;
  switch ((sr_collective_kind_t)call->op.kind) {
    case SR_COLLECTIVE_ALL_GATHER:
    case SR_COLLECTIVE_REDUCE_SCATTER:
      scratch_bytes = block * (uint64_t)n;
      break;
    case SR_COLLECTIVE_ALL_TO_ALL:
      scratch_bytes = block * (uint64_t)n * (uint64_t)n;
      break;
    default:
      scratch_bytes = block;
      break;
  }
  uint8_t* scratch = NULL;
  if (scratch_bytes > SIZE_MAX) {
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                          "collective scratch of %llu bytes",
                          (unsigned long long)scratch_bytes);
  }
  SR_RETURN_IF_ERROR(sr_allocator_malloc(
      group->allocator, scratch_bytes ? (size_t)scratch_bytes : 1,
      (void**)&scratch));
  switch ((sr_collective_kind_t)call->op.kind) {
    case SR_COLLECTIVE_ALL_GATHER:
      for (int32_t j = 0; j < n; ++j) {
        memcpy(scratch + (uint64_t)j * block, slots[j].call.send, block);
      }
      for (int32_t r = 0; r < n; ++r) {
        memcpy(slots[r].call.recv, scratch, scratch_bytes);
      }
      break;
    case SR_COLLECTIVE_ALL_REDUCE:
      sr_local_reduce_into(group, scratch, 0, plan->block_count);
      for (int32_t r = 0; r < n; ++r)
        memcpy(slots[r].call.recv, scratch, block);
      break;
    case SR_COLLECTIVE_ALL_TO_ALL:
      // scratch[r][j] = rank j's part r: rank r's recv, part j.
      for (int32_t r = 0; r < n; ++r) {
        for (int32_t j = 0; j < n; ++j) {
          memcpy(scratch + ((uint64_t)r * n + j) * block,
                 slots[j].call.send + (uint64_t)r * block, block);
        }
      }
      for (int32_t r = 0; r < n; ++r) {
        memcpy(slots[r].call.recv, scratch + (uint64_t)r * n * block,
               (uint64_t)n * block);
      }
      break;
    case SR_COLLECTIVE_BROADCAST:
      memcpy(scratch, slots[call->param].call.send, block);
      for (int32_t r = 0; r < n; ++r)
        memcpy(slots[r].call.recv, scratch, block);
      break;
    case SR_COLLECTIVE_REDUCE:
      sr_local_reduce_into(group, scratch, 0, plan->block_count);
      memcpy(slots[call->param].call.recv, scratch, block);
      break;
    case SR_COLLECTIVE_REDUCE_SCATTER:
      sr_local_reduce_into(group, scratch, 0, plan->block_count * (uint64_t)n);
      for (int32_t r = 0; r < n; ++r) {
        memcpy(slots[r].call.recv, scratch + (uint64_t)r * block, block);
      }
      break;
    default:
      sr_allocator_free(group->allocator, scratch);
      return SR_MAKE_STATUS(SR_STATUS_INTERNAL,
                            "point-to-point op in a group round");
  }
  sr_allocator_free(group->allocator, scratch);
  return sr_ok_status();
}

// Splits the group as the slots' colors and keys say; every member's new
// channel goes in its slot.
static sr_status_t sr_local_run_split(sr_local_group_t* group) {
  int32_t n = group->count;
  int32_t* members = NULL;
  int32_t* world_ranks = NULL;
  sr_status_t status = sr_allocator_calloc(
      group->allocator, (size_t)n * 2 * sizeof(int32_t), (void**)&members);
  if (status) return status;
  world_ranks = members + n;
  bool* done = NULL;
  status = sr_allocator_calloc(group->allocator, (size_t)n, (void**)&done);
  sr_channel_t** channels = NULL;
  if (!status) {
    status = sr_allocator_calloc(
        group->allocator, (size_t)n * sizeof(sr_channel_t*), (void**)&channels);
  }
  for (int32_t r = 0; r < n && !status; ++r) {
    if (done[r] || group->slots[r].color < 0) continue;
    // Members of r's color, ordered by (key, parent rank): insertion sort
    // over parent ranks in increasing order keeps ties in rank order.
    int32_t m = 0;
    for (int32_t q = r; q < n; ++q) {
      if (group->slots[q].color != group->slots[r].color) continue;
      done[q] = true;
      int32_t at = m++;
      while (at > 0 &&
             group->slots[members[at - 1]].key > group->slots[q].key) {
        members[at] = members[at - 1];
        --at;
      }
      members[at] = q;
    }
    for (int32_t i = 0; i < m; ++i) {
      world_ranks[i] = group->world_ranks[members[i]];
    }
    status = sr_local_group_create(group->world, m, world_ranks,
                                   group->timeout_ms, channels);
    for (int32_t i = 0; i < m && !status; ++i) {
      group->slots[members[i]].split_out = channels[i];
    }
  }
  if (status) {
    for (int32_t r = 0; r < n; ++r) {
      sr_channel_release(group->slots[r].split_out);
      group->slots[r].split_out = NULL;
    }
  }
  sr_allocator_free(group->allocator, channels);
  sr_allocator_free(group->allocator, done);
  sr_allocator_free(group->allocator, members);
  return status;
}

// Ends the round: every rank has arrived. Mutex held.
static void sr_local_complete_round(sr_local_group_t* group) {
  sr_status_t status = sr_local_check_match(group);
  if (!status) {
    status = group->slots[0].is_split ? sr_local_run_split(group)
                                      : sr_local_run_round(group);
  }
  sr_local_set_outcome(group, status);
  for (int32_t r = 0; r < group->count; ++r) group->slots[r].arrived = false;
  group->arrived = 0;
  ++group->generation;
  pthread_cond_broadcast(&group->cond);
}

// The message of a round that will not complete: |what| and who joined.
static sr_status_t sr_local_abandon(sr_local_group_t* group, int32_t rank,
                                    sr_status_code_t code, const char* what) {
  bool flags[256];
  int32_t shown = group->count < 256 ? group->count : 256;
  for (int32_t r = 0; r < shown; ++r) flags[r] = group->slots[r].arrived;
  char joined[160], missing[160];
  sr_channel_format_ranks(flags, true, shown, joined, sizeof(joined));
  sr_channel_format_ranks(flags, false, shown, missing, sizeof(missing));
  // Withdraw this rank's call.
  group->slots[rank].arrived = false;
  group->slots[rank].split_out = NULL;
  --group->arrived;
  return SR_MAKE_STATUS(code,
                        "%s (channel of %d ranks; joined: %s; missing: %s)",
                        what, group->count, joined, missing);
}

// One rank's part of a round: posts |slot| and waits for the round to end.
static sr_status_t sr_local_round(sr_local_group_t* group, int32_t rank,
                                  const sr_local_slot_t* slot,
                                  sr_channel_t** out_split) {
  char what[160];
  if (slot->is_split) {
    snprintf(what, sizeof(what), "channel split");
  } else {
    sr_collective_call_format(&slot->call, what, sizeof(what));
  }
  uint64_t deadline = sr_local_deadline(group);
  pthread_mutex_lock(&group->mutex);
  sr_local_slot_t* mine = &group->slots[rank];
  if (mine->arrived) {
    pthread_mutex_unlock(&group->mutex);
    return SR_MAKE_STATUS(SR_STATUS_FAILED_PRECONDITION,
                          "%s: rank %d already waits in another collective "
                          "on this channel",
                          what, rank);
  }
  uint64_t generation = group->generation;
  *mine = *slot;
  mine->arrived = true;
  mine->split_out = NULL;
  if (++group->arrived == group->count) {
    sr_local_complete_round(group);
  }
  sr_status_t status = sr_ok_status();
  while (group->generation == generation) {
    int32_t gone = -1;
    for (int32_t r = 0; r < group->count && gone < 0; ++r) {
      if (!group->slots[r].arrived && sr_local_departed(group, r)) gone = r;
    }
    if (gone >= 0) {
      char message[256];
      snprintf(message, sizeof(message),
               "%s cannot complete: rank %d left before joining it", what,
               gone);
      status = sr_local_abandon(group, rank, SR_STATUS_ABORTED, message);
      break;
    }
    if (sr_local_now_ns() >= deadline) {
      char message[256];
      snprintf(message, sizeof(message),
               "%s timed out after %lld ms waiting for the other ranks", what,
               (long long)group->timeout_ms);
      status =
          sr_local_abandon(group, rank, SR_STATUS_DEADLINE_EXCEEDED, message);
      break;
    }
    sr_local_wait(group, deadline);
  }
  if (!status) {
    if (group->outcome_code != SR_STATUS_OK) {
      status =
          SR_MAKE_STATUS(group->outcome_code, "%s: %s", what, group->outcome);
    } else if (out_split) {
      *out_split = mine->split_out;
      mine->split_out = NULL;
    }
  }
  pthread_mutex_unlock(&group->mutex);
  return status;
}

//===----------------------------------------------------------------------===//
// Point to point
//===----------------------------------------------------------------------===//

static sr_status_t sr_local_peer_status(sr_local_group_t* group, int32_t rank,
                                        int32_t peer, uint64_t deadline,
                                        const char* what,
                                        const char* waiting_for) {
  if (sr_local_departed(group, peer)) {
    return SR_MAKE_STATUS(SR_STATUS_ABORTED,
                          "%s cannot complete: rank %d waits for rank %d to "
                          "%s, but rank %d left",
                          what, rank, peer, waiting_for, peer);
  }
  if (sr_local_now_ns() >= deadline) {
    return SR_MAKE_STATUS(SR_STATUS_DEADLINE_EXCEEDED,
                          "%s timed out after %lld ms: rank %d waited for "
                          "rank %d to %s",
                          what, (long long)group->timeout_ms, rank, peer,
                          waiting_for);
  }
  return sr_ok_status();
}

// Copies the receive out of |mail| (mutex held, mail posted).
static sr_status_t sr_local_take(sr_local_group_t* group, sr_local_mail_t* mail,
                                 const sr_collective_call_t* call,
                                 const sr_collective_plan_t* plan, int32_t rank,
                                 int32_t from) {
  sr_status_t status = sr_ok_status();
  if (mail->call.op.type != call->op.type ||
      mail->call.element_count != call->element_count) {
    char a[96], b[96];
    sr_collective_call_format(&mail->call, a, sizeof(a));
    sr_collective_call_format(call, b, sizeof(b));
    mail->code = SR_STATUS_FAILED_PRECONDITION;
    snprintf(mail->message, sizeof(mail->message),
             "ranks disagree: rank %d sends %s to rank %d, which receives %s",
             from, a, rank, b);
    status = SR_MAKE_STATUS(mail->code, "%s", mail->message);
  } else {
    memcpy(call->recv, mail->data, plan->block_bytes);
  }
  mail->taken = true;
  pthread_cond_broadcast(&group->cond);
  return status;
}

static sr_status_t sr_local_point_to_point(sr_local_group_t* group,
                                           int32_t rank,
                                           const sr_collective_call_t* call,
                                           const sr_collective_plan_t* plan) {
  char what[160];
  sr_collective_call_format(call, what, sizeof(what));
  int32_t n = group->count;
  int32_t to = plan->send_to;
  int32_t from = plan->recv_from;
  // A send range the receive overwrites (in place) is sent from a copy.
  const uint8_t* send = call->send;
  uint8_t* snapshot = NULL;
  if (to >= 0 && from >= 0 && call->recv < call->send + plan->block_bytes &&
      call->send < call->recv + plan->block_bytes) {
    SR_RETURN_IF_ERROR(sr_allocator_malloc(
        group->allocator, plan->block_bytes + 1, (void**)&snapshot));
    memcpy(snapshot, call->send, plan->block_bytes);
    send = snapshot;
  }
  uint64_t deadline = sr_local_deadline(group);
  sr_status_t status = sr_ok_status();
  pthread_mutex_lock(&group->mutex);
  sr_local_mail_t* out = to >= 0 ? &group->mail[(size_t)rank * n + to] : NULL;
  if (out) {
    if (out->posted) {
      status = SR_MAKE_STATUS(SR_STATUS_FAILED_PRECONDITION,
                              "%s: rank %d already sends to rank %d", what,
                              rank, to);
      out = NULL;
    } else {
      out->posted = true;
      out->taken = false;
      out->call = *call;
      out->data = send;
      out->bytes = plan->block_bytes;
      out->code = SR_STATUS_OK;
      out->message[0] = 0;
      pthread_cond_broadcast(&group->cond);
    }
  }
  if (!status && from >= 0) {
    sr_local_mail_t* in = &group->mail[(size_t)from * n + rank];
    while (!(in->posted && !in->taken)) {
      status =
          sr_local_peer_status(group, rank, from, deadline, what, "send to it");
      if (status) break;
      sr_local_wait(group, deadline);
    }
    if (!status) status = sr_local_take(group, in, call, plan, rank, from);
  } else if (!status && call->op.kind == SR_COLLECTIVE_SEND_RECV) {
    memset(call->recv, 0, plan->block_bytes);  // no source: zeros
  }
  if (out) {
    // Wait for the receiver even after a failed receive: the send range
    // must not be read after this call returns.
    sr_status_t wait_status = sr_ok_status();
    while (!out->taken) {
      wait_status = sr_local_peer_status(group, rank, to, deadline, what,
                                         "receive from it");
      if (wait_status) break;
      sr_local_wait(group, deadline);
    }
    if (!wait_status && out->code != SR_STATUS_OK) {
      wait_status = SR_MAKE_STATUS(out->code, "%s", out->message);
    }
    out->posted = false;
    out->taken = false;
    status = sr_status_join(status, wait_status);
  }
  pthread_mutex_unlock(&group->mutex);
  sr_allocator_free(group->allocator, snapshot);
  return status;
}

//===----------------------------------------------------------------------===//
// The vtable
//===----------------------------------------------------------------------===//

static sr_status_t sr_local_channel_run(sr_channel_t* base,
                                        const sr_collective_call_t* call,
                                        const sr_collective_plan_t* plan) {
  sr_local_channel_t* channel = (sr_local_channel_t*)base;
  uint8_t kind = call->op.kind;
  if (kind == SR_COLLECTIVE_SEND || kind == SR_COLLECTIVE_RECV ||
      kind == SR_COLLECTIVE_SEND_RECV) {
    return sr_local_point_to_point(channel->group, base->rank, call, plan);
  }
  sr_local_slot_t slot;
  memset(&slot, 0, sizeof(slot));
  slot.call = *call;
  slot.plan = *plan;
  return sr_local_round(channel->group, base->rank, &slot, NULL);
}

static sr_status_t sr_local_channel_split(sr_channel_t* base, int32_t color,
                                          int32_t key,
                                          sr_channel_t** out_channel) {
  sr_local_channel_t* channel = (sr_local_channel_t*)base;
  sr_local_slot_t slot;
  memset(&slot, 0, sizeof(slot));
  slot.is_split = true;
  slot.color = color < 0 ? -1 : color;
  slot.key = key;
  return sr_local_round(channel->group, base->rank, &slot, out_channel);
}

static const sr_channel_vtable_t kLocalVtable = {
    sr_local_channel_destroy,
    sr_local_channel_split,
    sr_local_channel_run,
    sr_local_channel_depart,
};
