// The MPI transport: ranks are MPI processes (README.md, "MPI ranks").
//
// Every collective first exchanges a small header with each peer
// (point-to-point, so after a timeout the error can say which ranks never
// came); the headers must agree (the same check as in-process ranks). The
// data then moves as bytes (MPI_Iallgather, MPI_Ialltoall, MPI_Ibcast,
// MPI_Igather, MPI_Isend/Irecv) and every reduction runs here, in rank
// order, with the same kernels as in-process ranks: MPI's own reductions
// may combine in any order, ours give the same bits on every transport.
// Requests are polled until the channel's deadline, so nothing waits
// forever. A rank that leaves (sr_channel_depart) tells every peer of the
// world with a message the waiters look for.
//
// MPI is called under one process-wide mutex (MPI_THREAD_SERIALIZED is all
// we ask for); MPI_Init runs with the first channel and MPI_Finalize with
// the release of the last, unless someone else initialized MPI.

#include <mpi.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cpu_backend/collective/channel.h"

enum {
  SR_MPI_TAG_HEADER = 7101,
  SR_MPI_TAG_DATA = 7102,
  SR_MPI_TAG_DEPART = 7103,
  SR_MPI_MAGIC = 0x53524331,         // "SRC1": a collective's header
  SR_MPI_DEPART_MAGIC = 0x53524458,  // "SRDX": the sender left
};

typedef struct sr_mpi_header_t {
  uint32_t magic;
  uint8_t kind;
  uint8_t reduction;
  uint8_t type;
  uint8_t is_split;
  uint32_t param;
  uint32_t reserved;
  uint64_t count;
} sr_mpi_header_t;

typedef struct sr_mpi_channel_t sr_mpi_channel_t;
struct sr_mpi_channel_t {
  sr_channel_t base;
  MPI_Comm comm;
  // The sr_channel_create_mpi_world call it comes from (splits inherit
  // it): a departure covers the channels of one family.
  uint32_t family;
  bool departed;
  sr_mpi_channel_t* next;  // the live channels of this process
  sr_mpi_channel_t* prev;
};

static pthread_mutex_t g_mpi_mutex = PTHREAD_MUTEX_INITIALIZER;
static sr_mpi_channel_t* g_mpi_live = NULL;  // guarded
static int g_mpi_channels = 0;               // guarded
static bool g_mpi_owner = false;             // we called MPI_Init
static bool g_mpi_finalized = false;
static uint32_t g_mpi_families = 0;  // guarded

static const sr_channel_vtable_t kMpiVtable;

bool sr_channel_mpi_available(void) { return true; }

bool sr_channel_mpi_launched(void) {
  const char* names[] = {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_RANK"};
  for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); ++i) {
    const char* value = getenv(names[i]);
    if (value && value[0]) return true;
  }
  return false;
}

static sr_status_t sr_mpi_error(int code, const char* what) {
  char text[MPI_MAX_ERROR_STRING] = "";
  int length = 0;
  MPI_Error_string(code, text, &length);
  return SR_MAKE_STATUS(SR_STATUS_INTERNAL, "%s failed: %s", what, text);
}

#define SR_MPI_CALL(expr, what)                  \
  do {                                           \
    int sr_mpi_code_ = (expr);                   \
    if (sr_mpi_code_ != MPI_SUCCESS) {           \
      return sr_mpi_error(sr_mpi_code_, (what)); \
    }                                            \
  } while (0)

static uint64_t sr_mpi_now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

// Between two polls of a wait that began |waited_ns| ago (mutex not held).
// A small collective's peers usually answer within microseconds: the first
// 50 us only yield the processor, so such a collective adds no sleep to its
// latency (a fixed 100 us sleep per poll added up to 100 us to every one);
// after that the sleep grows with the wait, a quarter of it up to 100 us,
// so a long wait costs a few polls per 100 us and ends at most a quarter
// late.
static void sr_mpi_pause(uint64_t waited_ns) {
  if (waited_ns < 50 * 1000) {
    sched_yield();
    return;
  }
  uint64_t sleep_ns = waited_ns / 4;
  if (sleep_ns > 100 * 1000) sleep_ns = 100 * 1000;
  struct timespec ts = {0, (long)sleep_ns};
  nanosleep(&ts, NULL);
}

//===----------------------------------------------------------------------===//
// Channels
//===----------------------------------------------------------------------===//

// Wraps |comm| (owned) as a channel. Mutex held.
static sr_status_t sr_mpi_channel_wrap(MPI_Comm comm, uint32_t family,
                                       int64_t timeout_ms,
                                       sr_allocator_t allocator,
                                       sr_channel_t** out_channel) {
  int rank = 0, count = 0;
  MPI_Comm_rank(comm, &rank);
  MPI_Comm_size(comm, &count);
  sr_mpi_channel_t* channel = NULL;
  sr_status_t status =
      sr_allocator_calloc(allocator, sizeof(*channel), (void**)&channel);
  if (status) {
    MPI_Comm_free(&comm);
    return status;
  }
  sr_channel_initialize(&kMpiVtable, allocator, rank, count, timeout_ms,
                        &channel->base);
  channel->comm = comm;
  channel->family = family;
  channel->next = g_mpi_live;
  if (g_mpi_live) g_mpi_live->prev = channel;
  g_mpi_live = channel;
  ++g_mpi_channels;
  *out_channel = &channel->base;
  return sr_ok_status();
}

static sr_status_t sr_mpi_initialize_locked(void) {
  if (g_mpi_finalized) {
    return SR_MAKE_STATUS(SR_STATUS_FAILED_PRECONDITION,
                          "MPI was finalized in this process; it cannot "
                          "start again");
  }
  int initialized = 0;
  MPI_Initialized(&initialized);
  if (!initialized) {
    int provided = 0;
    SR_MPI_CALL(MPI_Init_thread(NULL, NULL, MPI_THREAD_SERIALIZED, &provided),
                "MPI_Init_thread");
    g_mpi_owner = true;
    // Errors come back as codes, not as an abort of the job.
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  }
  return sr_ok_status();
}

sr_status_t sr_channel_create_mpi_world(int64_t timeout_ms,
                                        sr_allocator_t allocator,
                                        sr_channel_t** out_channel) {
  *out_channel = NULL;
  pthread_mutex_lock(&g_mpi_mutex);
  sr_status_t status = sr_mpi_initialize_locked();
  MPI_Comm comm = MPI_COMM_NULL;
  if (!status) {
    int code = MPI_Comm_dup(MPI_COMM_WORLD, &comm);
    if (code != MPI_SUCCESS) status = sr_mpi_error(code, "MPI_Comm_dup");
  }
  if (!status) {
    MPI_Comm_set_errhandler(comm, MPI_ERRORS_RETURN);
    status = sr_mpi_channel_wrap(comm, ++g_mpi_families, timeout_ms, allocator,
                                 out_channel);
  }
  pthread_mutex_unlock(&g_mpi_mutex);
  return status;
}

static void sr_mpi_channel_destroy(sr_channel_t* base) {
  sr_mpi_channel_t* channel = (sr_mpi_channel_t*)base;
  pthread_mutex_lock(&g_mpi_mutex);
  if (channel->prev) channel->prev->next = channel->next;
  if (channel->next) channel->next->prev = channel->prev;
  if (g_mpi_live == channel) g_mpi_live = channel->next;
  if (!g_mpi_finalized) MPI_Comm_free(&channel->comm);
  if (--g_mpi_channels == 0 && g_mpi_owner && !g_mpi_finalized) {
    MPI_Finalize();
    g_mpi_finalized = true;
  }
  pthread_mutex_unlock(&g_mpi_mutex);
  sr_allocator_free(base->allocator, channel);
}

// This rank leaves |base|'s family: every peer of each of its live
// channels gets a departed header on both tags, in place of the next
// message it waits for. Other families (a tool's own world) go on.
static void sr_mpi_channel_depart(sr_channel_t* base) {
  static sr_mpi_header_t kGone = {SR_MPI_DEPART_MAGIC, 0, 0, 0, 0, 0, 0, 0};
  uint32_t family = ((sr_mpi_channel_t*)base)->family;
  pthread_mutex_lock(&g_mpi_mutex);
  for (sr_mpi_channel_t* c = g_mpi_live; c && !g_mpi_finalized; c = c->next) {
    if (c->family != family || c->departed) continue;
    c->departed = true;
    for (int r = 0; r < c->base.count; ++r) {
      if (r == c->base.rank) continue;
      int tags[2] = {SR_MPI_TAG_HEADER, SR_MPI_TAG_DATA};
      for (int t = 0; t < 2; ++t) {
        MPI_Request request;
        if (MPI_Isend(&kGone, (int)sizeof(kGone), MPI_BYTE, r, tags[t], c->comm,
                      &request) == MPI_SUCCESS) {
          MPI_Request_free(&request);
        }
      }
    }
  }
  pthread_mutex_unlock(&g_mpi_mutex);
}

//===----------------------------------------------------------------------===//
// Waiting
//===----------------------------------------------------------------------===//

// Polls |requests| until all complete or the deadline passes. Receive i
// (|headers|[i] non-NULL) that brings a departed header ends the wait:
// |peers|[i] left. Mutex held. On failure the point-to-point requests
// still pending are cancelled; a collective's cannot be (|headers| NULL:
// the process is failing, it stays pending).
static sr_status_t sr_mpi_wait(sr_mpi_channel_t* channel, int count,
                               MPI_Request* requests,
                               const sr_mpi_header_t* const* headers,
                               const int* peers, uint64_t deadline,
                               const char* what) {
  uint64_t start = sr_mpi_now_ns();
  for (;;) {
    bool all_done = true;
    int gone = -1;
    for (int i = 0; i < count; ++i) {
      if (requests[i] == MPI_REQUEST_NULL) continue;
      int done = 0;
      SR_MPI_CALL(MPI_Test(&requests[i], &done, MPI_STATUS_IGNORE), "MPI_Test");
      if (!done) {
        all_done = false;
      } else if (headers && headers[i] &&
                 headers[i]->magic == SR_MPI_DEPART_MAGIC && gone < 0) {
        gone = peers[i];
      }
    }
    if (all_done && gone < 0) return sr_ok_status();
    uint64_t now = sr_mpi_now_ns();
    bool late = now >= deadline;
    if (gone >= 0 || late) {
      for (int i = 0; headers && i < count; ++i) {
        if (requests[i] != MPI_REQUEST_NULL) {
          MPI_Cancel(&requests[i]);
          MPI_Request_free(&requests[i]);
        }
      }
      if (gone >= 0) {
        return SR_MAKE_STATUS(SR_STATUS_ABORTED,
                              "%s cannot complete: rank %d left before "
                              "joining it",
                              what, gone);
      }
      return SR_MAKE_STATUS(SR_STATUS_DEADLINE_EXCEEDED,
                            "%s timed out after %lld ms waiting for the other "
                            "ranks (MPI)",
                            what, (long long)channel->base.timeout_ms);
    }
    pthread_mutex_unlock(&g_mpi_mutex);
    sr_mpi_pause(now - start);
    pthread_mutex_lock(&g_mpi_mutex);
  }
}

// Sends |mine| to every peer and receives theirs into |all| (N headers).
// On a timeout the error names who joined. Mutex held.
static sr_status_t sr_mpi_exchange_headers(sr_mpi_channel_t* channel,
                                           const sr_mpi_header_t* mine,
                                           sr_mpi_header_t* all,
                                           uint64_t deadline,
                                           const char* what) {
  int n = channel->base.count;
  int me = channel->base.rank;
  MPI_Request* requests = calloc((size_t)n * 2, sizeof(MPI_Request));
  int* peers = calloc((size_t)n * 2, sizeof(int));
  const sr_mpi_header_t** headers =
      calloc((size_t)n * 2, sizeof(sr_mpi_header_t*));
  if (!requests || !peers || !headers) {
    free(requests);
    free(peers);
    free(headers);
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "out of memory");
  }
  all[me] = *mine;
  int k = 0;
  for (int r = 0; r < n; ++r) {
    if (r == me) continue;
    peers[k] = r;
    headers[k] = &all[r];
    MPI_Irecv(&all[r], (int)sizeof(*all), MPI_BYTE, r, SR_MPI_TAG_HEADER,
              channel->comm, &requests[k++]);
    peers[k] = r;
    headers[k] = NULL;
    MPI_Isend(mine, (int)sizeof(*mine), MPI_BYTE, r, SR_MPI_TAG_HEADER,
              channel->comm, &requests[k++]);
  }
  sr_status_t status =
      sr_mpi_wait(channel, k, requests, headers, peers, deadline, what);
  free(headers);
  if (status && sr_status_code(status) == SR_STATUS_DEADLINE_EXCEEDED) {
    bool* joined = calloc((size_t)n, sizeof(bool));
    if (joined) {
      joined[me] = true;
      for (int r = 0; r < n; ++r) {
        if (all[r].magic == SR_MPI_MAGIC) joined[r] = true;
      }
      char yes[160], no[160];
      sr_channel_format_ranks(joined, true, n, yes, sizeof(yes));
      sr_channel_format_ranks(joined, false, n, no, sizeof(no));
      sr_status_t named =
          SR_MAKE_STATUS(SR_STATUS_DEADLINE_EXCEEDED,
                         "%s (channel of %d ranks; joined: %s; missing: %s)",
                         sr_status_message(status), n, yes, no);
      sr_status_free(status);
      status = named;
      free(joined);
    }
  }
  free(requests);
  free(peers);
  return status;
}

static sr_mpi_header_t sr_mpi_header_of(const sr_collective_call_t* call,
                                        bool is_split) {
  sr_mpi_header_t h;
  memset(&h, 0, sizeof(h));
  h.magic = SR_MPI_MAGIC;
  h.is_split = is_split;
  if (call) {
    h.kind = call->op.kind;
    h.reduction = call->op.reduction;
    h.type = call->op.type;
    h.param = call->param;
    h.count = call->element_count;
  }
  return h;
}

static sr_collective_call_t sr_mpi_call_of(const sr_mpi_header_t* h) {
  sr_collective_call_t call;
  memset(&call, 0, sizeof(call));
  call.op.kind = h->kind;
  call.op.reduction = h->reduction;
  call.op.type = h->type;
  call.param = h->param;
  call.element_count = h->count;
  return call;
}

// The same check, and the same message, as in-process ranks.
static sr_status_t sr_mpi_check_headers(const sr_mpi_header_t* all, int n) {
  for (int r = 1; r < n; ++r) {
    if (all[r].is_split != all[0].is_split) {
      return SR_MAKE_STATUS(
          SR_STATUS_FAILED_PRECONDITION,
          "ranks disagree: rank 0 %s while rank %d %s",
          all[0].is_split ? "splits the channel" : "runs a collective", r,
          all[r].is_split ? "splits the channel" : "runs a collective");
    }
    if (all[0].is_split) continue;
    sr_collective_call_t a = sr_mpi_call_of(&all[0]);
    sr_collective_call_t b = sr_mpi_call_of(&all[r]);
    if (!sr_collective_calls_match(&a, &b)) {
      char ta[96], tb[96];
      sr_collective_call_format(&a, ta, sizeof(ta));
      sr_collective_call_format(&b, tb, sizeof(tb));
      return SR_MAKE_STATUS(SR_STATUS_FAILED_PRECONDITION,
                            "ranks disagree: rank 0 runs %s, rank %d runs %s",
                            ta, r, tb);
    }
  }
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

// Rank-order reduction of the N contributions at |parts| (each |count|
// elements, |stride| bytes apart) into |out|.
static void sr_mpi_reduce_parts(const sr_collective_call_t* call,
                                const uint8_t* parts, uint64_t stride,
                                uint64_t count, int n, uint8_t* out) {
  uint64_t bytes = count * sr_collective_type_bytes(call->op.type);
  memcpy(out, parts, bytes);
  for (int r = 1; r < n; ++r) {
    sr_collective_reduce(call->op.reduction, call->op.type, out,
                         parts + (uint64_t)r * stride, count);
  }
  sr_collective_reduce_finish(call->op.reduction, call->op.type, out, count, n);
}

static sr_status_t sr_mpi_check_int(uint64_t bytes, const char* what) {
  if (bytes > (uint64_t)0x7FFFFFFF) {
    return SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED,
                          "%s moves %llu bytes per rank: more than MPI's int "
                          "count; not supported by the MPI transport",
                          what, (unsigned long long)bytes);
  }
  return sr_ok_status();
}

// The group collectives, after the headers matched. Mutex held.
static sr_status_t sr_mpi_run_group(sr_mpi_channel_t* channel,
                                    const sr_collective_call_t* call,
                                    const sr_collective_plan_t* plan,
                                    uint64_t deadline, const char* what) {
  int n = channel->base.count;
  int me = channel->base.rank;
  uint64_t block = plan->block_bytes;
  uint64_t scratch_bytes = block * (uint64_t)n;
  SR_RETURN_IF_ERROR(sr_mpi_check_int(scratch_bytes, what));
  uint8_t* scratch = malloc(scratch_bytes ? (size_t)scratch_bytes : 1);
  uint8_t* reduced = malloc(block ? (size_t)block : 1);
  if (!scratch || !reduced) {
    free(scratch);
    free(reduced);
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "out of memory");
  }
  MPI_Request request = MPI_REQUEST_NULL;
  int code = MPI_SUCCESS;
  int b = (int)block;
  int root = (int)call->param;
  switch ((sr_collective_kind_t)call->op.kind) {
    case SR_COLLECTIVE_ALL_GATHER:
    case SR_COLLECTIVE_ALL_REDUCE:
      code = MPI_Iallgather(call->send, b, MPI_BYTE, scratch, b, MPI_BYTE,
                            channel->comm, &request);
      break;
    case SR_COLLECTIVE_ALL_TO_ALL:
    case SR_COLLECTIVE_REDUCE_SCATTER:
      code = MPI_Ialltoall(call->send, b, MPI_BYTE, scratch, b, MPI_BYTE,
                           channel->comm, &request);
      break;
    case SR_COLLECTIVE_BROADCAST:
      if (me == root) memcpy(scratch, call->send, block);
      code = MPI_Ibcast(scratch, b, MPI_BYTE, root, channel->comm, &request);
      break;
    case SR_COLLECTIVE_REDUCE:
      code = MPI_Igather(call->send, b, MPI_BYTE, scratch, b, MPI_BYTE, root,
                         channel->comm, &request);
      break;
    default:
      code = MPI_ERR_OTHER;
      break;
  }
  sr_status_t status =
      code == MPI_SUCCESS
          ? sr_mpi_wait(channel, 1, &request, NULL, NULL, deadline, what)
          : sr_mpi_error(code, what);
  if (!status) {
    switch ((sr_collective_kind_t)call->op.kind) {
      case SR_COLLECTIVE_ALL_GATHER:
        memcpy(call->recv, scratch, scratch_bytes);
        break;
      case SR_COLLECTIVE_ALL_TO_ALL:
        memcpy(call->recv, scratch, scratch_bytes);
        break;
      case SR_COLLECTIVE_BROADCAST:
        memcpy(call->recv, scratch, block);
        break;
      case SR_COLLECTIVE_ALL_REDUCE:
      case SR_COLLECTIVE_REDUCE_SCATTER:
        // Both hold every rank's contribution of this rank's block.
        sr_mpi_reduce_parts(call, scratch, block, plan->block_count, n,
                            reduced);
        memcpy(call->recv, reduced, block);
        break;
      case SR_COLLECTIVE_REDUCE:
        if (me == root) {
          sr_mpi_reduce_parts(call, scratch, block, plan->block_count, n,
                              reduced);
          memcpy(call->recv, reduced, block);
        }
        break;
      default:
        break;
    }
  }
  free(scratch);
  free(reduced);
  return status;
}

// send, recv and send_recv: the message is the header then the data; the
// receiver checks the header. Mutex held.
static sr_status_t sr_mpi_run_point_to_point(sr_mpi_channel_t* channel,
                                             const sr_collective_call_t* call,
                                             const sr_collective_plan_t* plan,
                                             uint64_t deadline,
                                             const char* what) {
  uint64_t bytes = plan->block_bytes;
  SR_RETURN_IF_ERROR(sr_mpi_check_int(bytes + sizeof(sr_mpi_header_t), what));
  size_t message = sizeof(sr_mpi_header_t) + (size_t)bytes;
  uint8_t* out = plan->send_to >= 0 ? malloc(message) : NULL;
  uint8_t* in = plan->recv_from >= 0 ? calloc(1, message) : NULL;
  if ((plan->send_to >= 0 && !out) || (plan->recv_from >= 0 && !in)) {
    free(out);
    free(in);
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "out of memory");
  }
  MPI_Request requests[2] = {MPI_REQUEST_NULL, MPI_REQUEST_NULL};
  const sr_mpi_header_t* headers[2] = {NULL, NULL};
  int peers[2] = {-1, -1};
  int k = 0;
  if (in) {
    peers[k] = plan->recv_from;
    headers[k] = (const sr_mpi_header_t*)in;
    MPI_Irecv(in, (int)message, MPI_BYTE, plan->recv_from, SR_MPI_TAG_DATA,
              channel->comm, &requests[k++]);
  }
  if (out) {
    sr_mpi_header_t header = sr_mpi_header_of(call, false);
    memcpy(out, &header, sizeof(header));
    memcpy(out + sizeof(header), call->send, (size_t)bytes);
    peers[k] = plan->send_to;
    MPI_Isend(out, (int)message, MPI_BYTE, plan->send_to, SR_MPI_TAG_DATA,
              channel->comm, &requests[k++]);
  }
  sr_status_t status =
      sr_mpi_wait(channel, k, requests, headers, peers, deadline, what);
  if (!status && in) {
    sr_mpi_header_t header;
    memcpy(&header, in, sizeof(header));
    if (header.type != call->op.type || header.count != call->element_count) {
      sr_collective_call_t sent = sr_mpi_call_of(&header);
      char a[96], b[96];
      sr_collective_call_format(&sent, a, sizeof(a));
      sr_collective_call_format(call, b, sizeof(b));
      status = SR_MAKE_STATUS(SR_STATUS_FAILED_PRECONDITION,
                              "ranks disagree: rank %d sends %s to rank %d, "
                              "which receives %s",
                              plan->recv_from, a, channel->base.rank, b);
    } else {
      memcpy(call->recv, in + sizeof(header), (size_t)bytes);
    }
  } else if (!status && call->op.kind == SR_COLLECTIVE_SEND_RECV) {
    memset(call->recv, 0, (size_t)bytes);
  }
  free(out);
  free(in);
  return status;
}

static sr_status_t sr_mpi_channel_run(sr_channel_t* base,
                                      const sr_collective_call_t* call,
                                      const sr_collective_plan_t* plan) {
  sr_mpi_channel_t* channel = (sr_mpi_channel_t*)base;
  char what[160];
  sr_collective_call_format(call, what, sizeof(what));
  uint64_t deadline = sr_mpi_now_ns() + (uint64_t)base->timeout_ms * 1000000ull;
  uint8_t kind = call->op.kind;
  pthread_mutex_lock(&g_mpi_mutex);
  sr_status_t status = sr_ok_status();
  if (kind == SR_COLLECTIVE_SEND || kind == SR_COLLECTIVE_RECV ||
      kind == SR_COLLECTIVE_SEND_RECV) {
    status = sr_mpi_run_point_to_point(channel, call, plan, deadline, what);
  } else {
    sr_mpi_header_t* all = calloc((size_t)base->count, sizeof(*all));
    sr_mpi_header_t mine = sr_mpi_header_of(call, false);
    if (!all) {
      status = SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "out of memory");
    } else {
      status = sr_mpi_exchange_headers(channel, &mine, all, deadline, what);
      if (!status) status = sr_mpi_check_headers(all, base->count);
      if (status && sr_status_code(status) == SR_STATUS_FAILED_PRECONDITION) {
        sr_status_t named =
            SR_MAKE_STATUS(SR_STATUS_FAILED_PRECONDITION, "%s: %s", what,
                           sr_status_message(status));
        sr_status_free(status);
        status = named;
      }
      if (!status) {
        status = sr_mpi_run_group(channel, call, plan, deadline, what);
      }
      free(all);
    }
  }
  pthread_mutex_unlock(&g_mpi_mutex);
  return status;
}

static sr_status_t sr_mpi_channel_split(sr_channel_t* base, int32_t color,
                                        int32_t key,
                                        sr_channel_t** out_channel) {
  sr_mpi_channel_t* channel = (sr_mpi_channel_t*)base;
  *out_channel = NULL;
  uint64_t deadline = sr_mpi_now_ns() + (uint64_t)base->timeout_ms * 1000000ull;
  pthread_mutex_lock(&g_mpi_mutex);
  sr_mpi_header_t* all = calloc((size_t)base->count, sizeof(*all));
  sr_mpi_header_t mine = sr_mpi_header_of(NULL, true);
  sr_status_t status = sr_ok_status();
  if (!all) {
    status = SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "out of memory");
  } else {
    // Everyone is there (and splits) before the blocking MPI_Comm_split.
    status =
        sr_mpi_exchange_headers(channel, &mine, all, deadline, "channel split");
    if (!status) status = sr_mpi_check_headers(all, base->count);
    free(all);
  }
  MPI_Comm comm = MPI_COMM_NULL;
  if (!status) {
    int code = MPI_Comm_split(channel->comm, color < 0 ? MPI_UNDEFINED : color,
                              key, &comm);
    if (code != MPI_SUCCESS) status = sr_mpi_error(code, "MPI_Comm_split");
  }
  if (!status && comm != MPI_COMM_NULL) {
    MPI_Comm_set_errhandler(comm, MPI_ERRORS_RETURN);
    status = sr_mpi_channel_wrap(comm, channel->family, base->timeout_ms,
                                 base->allocator, out_channel);
  }
  pthread_mutex_unlock(&g_mpi_mutex);
  return status;
}

static const sr_channel_vtable_t kMpiVtable = {
    sr_mpi_channel_destroy,
    sr_mpi_channel_split,
    sr_mpi_channel_run,
    sr_mpi_channel_depart,
};
