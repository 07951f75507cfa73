// The channel layer (cpu_backend/collective/): the reduction kernels, the
// checks of a call, and the in-process transport with ranks as threads
// (values of every collective kind, splits, mismatches, timeouts and ranks
// that leave).

#include "cpu_backend/collective/channel.h"

#include <criterion/criterion.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "kernels/types.h"

//===----------------------------------------------------------------------===//
// Reductions
//===----------------------------------------------------------------------===//

static void reduce1(uint8_t reduction, uint8_t type, void* acc,
                    const void* value, uint64_t count) {
  sr_collective_reduce(reduction, type, (uint8_t*)acc, (const uint8_t*)value,
                       count);
}

Test(collective_reduce, integers_wrap_and_compare_by_signedness) {
  int8_t a[3] = {100, -128, -1};
  int8_t b[3] = {100, -1, 2};
  reduce1(SR_COLLECTIVE_REDUCTION_SUM, SR_COLLECTIVE_SI8, a, b, 3);
  cr_assert_eq(a[0], (int8_t)-56);  // 200 wraps
  cr_assert_eq(a[1], (int8_t)127);  // -129 wraps
  cr_assert_eq(a[2], 1);
  uint8_t u[2] = {200, 3};
  uint8_t v[2] = {100, 250};
  reduce1(SR_COLLECTIVE_REDUCTION_MINIMUM, SR_COLLECTIVE_UI8, u, v, 2);
  cr_assert_eq(u[0], 100);
  cr_assert_eq(u[1], 3);
  int16_t s[2] = {-5, 7};
  int16_t t[2] = {3, -9};
  reduce1(SR_COLLECTIVE_REDUCTION_MAXIMUM, SR_COLLECTIVE_SI16, s, t, 2);
  cr_assert_eq(s[0], 3);
  cr_assert_eq(s[1], 7);
  uint64_t p[1] = {UINT64_C(0x100000001)};
  uint64_t q[1] = {UINT64_C(0x100000001)};
  reduce1(SR_COLLECTIVE_REDUCTION_PRODUCT, SR_COLLECTIVE_UI64, p, q, 1);
  cr_assert_eq(p[0], UINT64_C(0x200000001));  // 2^64 wraps away
  int32_t avg[2] = {-7, 7};
  sr_collective_reduce_finish(SR_COLLECTIVE_REDUCTION_AVERAGE,
                              SR_COLLECTIVE_SI32, (uint8_t*)avg, 2, 2);
  cr_assert_eq(avg[0], -3);  // truncates toward zero
  cr_assert_eq(avg[1], 3);
}

Test(collective_reduce, floats_round_to_their_type) {
  // f16: 2048 + 1 is not representable (spacing 2 there): rounds to even.
  uint16_t h[2] = {sr_k_f32_to_f16(2048.0f), sr_k_f32_to_f16(1.5f)};
  uint16_t g[2] = {sr_k_f32_to_f16(1.0f), sr_k_f32_to_f16(0.25f)};
  reduce1(SR_COLLECTIVE_REDUCTION_SUM, SR_COLLECTIVE_F16, h, g, 2);
  cr_assert_eq(sr_k_f16_to_f32(h[0]), 2048.0f);
  cr_assert_eq(sr_k_f16_to_f32(h[1]), 1.75f);
  // bf16: 256 + 1 rounds to 256 (8 bits of precision).
  uint16_t bh[1] = {sr_k_f32_to_bf16(256.0f)};
  uint16_t bg[1] = {sr_k_f32_to_bf16(1.0f)};
  reduce1(SR_COLLECTIVE_REDUCTION_SUM, SR_COLLECTIVE_BF16, bh, bg, 1);
  cr_assert_eq(sr_k_bf16_to_f32(bh[0]), 256.0f);
  // f32 minimum: NaN propagates, -0 is below +0.
  float f[3] = {1.0f, 0.0f, 5.0f};
  float x[3] = {NAN, -0.0f, 4.0f};
  reduce1(SR_COLLECTIVE_REDUCTION_MINIMUM, SR_COLLECTIVE_F32, f, x, 3);
  cr_assert(isnan(f[0]));
  cr_assert(f[1] == 0.0f && signbit(f[1]));
  cr_assert_eq(f[2], 4.0f);
  double d[1] = {3.0};
  double e[1] = {4.0};
  reduce1(SR_COLLECTIVE_REDUCTION_AVERAGE, SR_COLLECTIVE_F64, d, e, 1);
  sr_collective_reduce_finish(SR_COLLECTIVE_REDUCTION_AVERAGE,
                              SR_COLLECTIVE_F64, (uint8_t*)d, 1, 2);
  cr_assert_eq(d[0], 3.5);
}

//===----------------------------------------------------------------------===//
// Checks
//===----------------------------------------------------------------------===//

static sr_collective_call_t make_call(uint8_t kind, uint8_t reduction,
                                      uint8_t type, uint64_t count,
                                      uint32_t param, const void* send,
                                      uint64_t send_length, void* recv,
                                      uint64_t recv_length) {
  sr_collective_call_t call;
  memset(&call, 0, sizeof(call));
  call.op.kind = kind;
  call.op.reduction = reduction;
  call.op.type = type;
  call.element_count = count;
  call.param = param;
  call.send = (const uint8_t*)send;
  call.send_length = send_length;
  call.recv = (uint8_t*)recv;
  call.recv_length = recv_length;
  return call;
}

static bool status_has(sr_status_t status, sr_status_code_t code,
                       const char* text) {
  bool ok = status && sr_status_code(status) == code &&
            strstr(sr_status_message(status), text) != NULL;
  if (!ok && status) sr_status_fprint(stderr, status);
  sr_status_free(status);
  return ok;
}

Test(collective_plan, all_gather_count_is_per_rank_or_gathered) {
  uint8_t send[8], recv[32];
  sr_collective_plan_t plan;
  // HAL: 2 f32 per rank -> 8 gathered over 4 ranks.
  sr_collective_call_t call = make_call(
      SR_COLLECTIVE_ALL_GATHER, 0, SR_COLLECTIVE_F32, 2, 0, send, 8, recv, 32);
  cr_assert_null(sr_collective_plan(&call, 1, 4, &plan));
  cr_assert_eq(plan.block_count, 2);
  // IREE's flow conversion: the gathered count (8) with a 2-element send.
  call.element_count = 8;
  cr_assert_null(sr_collective_plan(&call, 1, 4, &plan));
  cr_assert_eq(plan.block_count, 2);
  // Neither reading fits.
  call.element_count = 6;
  cr_assert(status_has(sr_collective_plan(&call, 1, 4, &plan),
                       SR_STATUS_OUT_OF_RANGE, "send range holds 8 bytes"));
}

Test(collective_plan, refuses_bad_roots_counts_and_reductions) {
  uint8_t buffer[64];
  sr_collective_plan_t plan;
  sr_collective_call_t call =
      make_call(SR_COLLECTIVE_BROADCAST, 0, SR_COLLECTIVE_SI32, 4, 3, buffer,
                16, buffer, 16);
  cr_assert(status_has(sr_collective_plan(&call, 0, 3, &plan),
                       SR_STATUS_INVALID_ARGUMENT, "source rank 3"));
  call = make_call(SR_COLLECTIVE_ALL_TO_ALL, 0, SR_COLLECTIVE_SI32, 5, 0,
                   buffer, 20, buffer, 20);
  cr_assert(status_has(sr_collective_plan(&call, 0, 2, &plan),
                       SR_STATUS_INVALID_ARGUMENT, "5 does not split"));
  call = make_call(SR_COLLECTIVE_ALL_REDUCE, SR_COLLECTIVE_REDUCTION_NONE,
                   SR_COLLECTIVE_F32, 4, 0, buffer, 16, buffer, 16);
  cr_assert(status_has(sr_collective_plan(&call, 0, 2, &plan),
                       SR_STATUS_INVALID_ARGUMENT, "needs a reduction"));
  call =
      make_call(SR_COLLECTIVE_ALL_REDUCE, SR_COLLECTIVE_REDUCTION_SUM,
                SR_COLLECTIVE_F64, UINT64_MAX / 4, 0, buffer, 64, buffer, 64);
  cr_assert(status_has(sr_collective_plan(&call, 0, 2, &plan),
                       SR_STATUS_OUT_OF_RANGE, "overflows"));
  call = make_call(SR_COLLECTIVE_SEND, 0, SR_COLLECTIVE_UI8, 4, 1, buffer, 4,
                   NULL, 0);
  cr_assert(status_has(sr_collective_plan(&call, 1, 2, &plan),
                       SR_STATUS_INVALID_ARGUMENT, "cannot send to itself"));
}

//===----------------------------------------------------------------------===//
// In-process ranks
//===----------------------------------------------------------------------===//

#define MAX_RANKS 4

typedef struct rank_ctx_t rank_ctx_t;
typedef sr_status_t (*rank_fn_t)(rank_ctx_t* ctx);

struct rank_ctx_t {
  int32_t rank;
  int32_t count;
  sr_channel_t* channel;
  rank_fn_t fn;
  sr_status_t status;
  // Per-test scratch.
  float f32_out[16];
  int32_t i32_out[16];
  uint16_t f16_out[16];
  sr_channel_t* split;
};

static void sleep_ms(int ms) {
  struct timespec ts = {0, (long)ms * 1000000L};
  nanosleep(&ts, NULL);
}

static void* rank_main(void* arg) {
  rank_ctx_t* ctx = (rank_ctx_t*)arg;
  ctx->status = ctx->fn(ctx);
  return NULL;
}

// Runs |fn| on |count| ranks, each a thread; |timeout_ms| per collective.
static void run_ranks(int32_t count, int64_t timeout_ms, rank_fn_t fn,
                      rank_ctx_t* ctxs) {
  sr_channel_t* channels[MAX_RANKS] = {0};
  cr_assert_null(sr_channel_group_create_local(
      count, timeout_ms, sr_allocator_system(), channels));
  pthread_t threads[MAX_RANKS];
  for (int32_t r = 0; r < count; ++r) {
    memset(&ctxs[r], 0, sizeof(ctxs[r]));
    ctxs[r].rank = r;
    ctxs[r].count = count;
    ctxs[r].channel = channels[r];
    ctxs[r].fn = fn;
    cr_assert_eq(pthread_create(&threads[r], NULL, rank_main, &ctxs[r]), 0);
  }
  for (int32_t r = 0; r < count; ++r) pthread_join(threads[r], NULL);
  for (int32_t r = 0; r < count; ++r) sr_channel_release(channels[r]);
}

// Contribution of rank r, element i: values whose f32 sum depends on the
// order they are added in.
static float contribution(int32_t r, int i) {
  static const float kValues[4] = {1e8f, 1.0f, -1e8f, 0.5f};
  return kValues[(r + i) % 4] * (float)(i + 1);
}

static sr_status_t all_reduce_rank(rank_ctx_t* ctx) {
  // Later ranks arrive first, so the last to arrive is rank 0.
  sleep_ms(5 * (ctx->count - 1 - ctx->rank));
  float send[8];
  for (int i = 0; i < 8; ++i) send[i] = contribution(ctx->rank, i);
  sr_collective_call_t call = make_call(
      SR_COLLECTIVE_ALL_REDUCE, SR_COLLECTIVE_REDUCTION_SUM, SR_COLLECTIVE_F32,
      8, 0, send, sizeof(send), ctx->f32_out, sizeof(send));
  return sr_channel_run(ctx->channel, &call);
}

Test(collective_local, all_reduce_sums_in_rank_order) {
  for (int32_t n = 1; n <= MAX_RANKS; ++n) {
    rank_ctx_t ctxs[MAX_RANKS];
    run_ranks(n, 5000, all_reduce_rank, ctxs);
    for (int i = 0; i < 8; ++i) {
      float expected = contribution(0, i);
      for (int32_t r = 1; r < n; ++r) expected += contribution(r, i);
      for (int32_t r = 0; r < n; ++r) {
        cr_assert_null(ctxs[r].status);
        uint32_t got_bits = sr_k_f32_bits(ctxs[r].f32_out[i]);
        cr_assert_eq(got_bits, sr_k_f32_bits(expected),
                     "n=%d rank %d element %d: %g != %g", n, r, i,
                     ctxs[r].f32_out[i], expected);
      }
    }
  }
}

static sr_status_t kinds_rank(rank_ctx_t* ctx) {
  int32_t r = ctx->rank;
  int32_t n = ctx->count;
  int32_t send[16];
  for (int i = 0; i < 16; ++i) send[i] = 100 * r + i;
  int32_t* out = ctx->i32_out;
  // all_gather of 2 per rank.
  sr_collective_call_t call =
      make_call(SR_COLLECTIVE_ALL_GATHER, 0, SR_COLLECTIVE_SI32, 2, 0, send, 8,
                out, 4 * 2 * (uint64_t)n);
  SR_RETURN_IF_ERROR(sr_channel_run(ctx->channel, &call));
  for (int32_t j = 0; j < n; ++j) {
    if (out[2 * j] != 100 * j || out[2 * j + 1] != 100 * j + 1) {
      return SR_MAKE_STATUS(SR_STATUS_INTERNAL, "all_gather: %d at %d",
                            out[2 * j], 2 * j);
    }
  }
  // all_to_all in place: part j of rank r is {100 r + 2 j, 100 r + 2 j + 1}.
  int32_t buffer[8];
  for (int i = 0; i < 2 * n; ++i) buffer[i] = 100 * r + i;
  call = make_call(SR_COLLECTIVE_ALL_TO_ALL, 0, SR_COLLECTIVE_SI32,
                   2 * (uint64_t)n, 0, buffer, 8 * (uint64_t)n, buffer,
                   8 * (uint64_t)n);
  SR_RETURN_IF_ERROR(sr_channel_run(ctx->channel, &call));
  for (int32_t j = 0; j < n; ++j) {
    if (buffer[2 * j] != 100 * j + 2 * r) {
      return SR_MAKE_STATUS(SR_STATUS_INTERNAL, "all_to_all: %d at %d",
                            buffer[2 * j], 2 * j);
    }
  }
  // broadcast from the last rank.
  int32_t value[2] = {r, -r};
  int32_t got[2] = {0, 0};
  call = make_call(SR_COLLECTIVE_BROADCAST, 0, SR_COLLECTIVE_SI32, 2,
                   (uint32_t)(n - 1), value, 8, got, 8);
  SR_RETURN_IF_ERROR(sr_channel_run(ctx->channel, &call));
  if (got[0] != n - 1 || got[1] != -(n - 1)) {
    return SR_MAKE_STATUS(SR_STATUS_INTERNAL, "broadcast: %d", got[0]);
  }
  // reduce (max) to rank 0; other ranks' recv untouched.
  int32_t reduced[1] = {-7};
  call = make_call(SR_COLLECTIVE_REDUCE, SR_COLLECTIVE_REDUCTION_MAXIMUM,
                   SR_COLLECTIVE_SI32, 1, 0, &send[3], 4, reduced, 4);
  SR_RETURN_IF_ERROR(sr_channel_run(ctx->channel, &call));
  int32_t want = r == 0 ? 100 * (n - 1) + 3 : -7;
  if (reduced[0] != want) {
    return SR_MAKE_STATUS(SR_STATUS_INTERNAL, "reduce: %d", reduced[0]);
  }
  // reduce_scatter (sum) of 1 per rank: rank r gets sum_j (100 j + r).
  int32_t scattered[1] = {0};
  call =
      make_call(SR_COLLECTIVE_REDUCE_SCATTER, SR_COLLECTIVE_REDUCTION_SUM,
                SR_COLLECTIVE_SI32, 1, 0, send, 4 * (uint64_t)n, scattered, 4);
  SR_RETURN_IF_ERROR(sr_channel_run(ctx->channel, &call));
  want = 100 * n * (n - 1) / 2 + n * r;
  if (scattered[0] != want) {
    return SR_MAKE_STATUS(SR_STATUS_INTERNAL, "reduce_scatter: %d != %d",
                          scattered[0], want);
  }
  // send_recv around the ring: send to r+1, receive from r-1; in place.
  int32_t ring[2] = {r, 1000 + r};
  uint32_t to = (uint32_t)((r + 1) % n);
  uint32_t from = (uint32_t)((r + n - 1) % n);
  call = make_call(SR_COLLECTIVE_SEND_RECV, 0, SR_COLLECTIVE_SI32, 2,
                   to | (from << 16), ring, 8, ring, 8);
  SR_RETURN_IF_ERROR(sr_channel_run(ctx->channel, &call));
  if (ring[0] != (int32_t)from || ring[1] != 1000 + (int32_t)from) {
    return SR_MAKE_STATUS(SR_STATUS_INTERNAL, "send_recv: %d", ring[0]);
  }
  // send_recv with no source: zeros.
  int32_t zeros[2] = {5, 5};
  call = make_call(SR_COLLECTIVE_SEND_RECV, 0, SR_COLLECTIVE_SI32, 2,
                   0xFFFFu | (0xFFFFu << 16), NULL, 0, zeros, 8);
  SR_RETURN_IF_ERROR(sr_channel_run(ctx->channel, &call));
  if (zeros[0] != 0 || zeros[1] != 0) {
    return SR_MAKE_STATUS(SR_STATUS_INTERNAL, "send_recv none: %d", zeros[0]);
  }
  // send / recv: rank 0 sends to every other rank in turn.
  if (n > 1) {
    if (r == 0) {
      for (int32_t j = 1; j < n; ++j) {
        int32_t message[1] = {42 + j};
        call = make_call(SR_COLLECTIVE_SEND, 0, SR_COLLECTIVE_SI32, 1,
                         (uint32_t)j, message, 4, NULL, 0);
        SR_RETURN_IF_ERROR(sr_channel_run(ctx->channel, &call));
      }
    } else {
      int32_t message[1] = {0};
      call = make_call(SR_COLLECTIVE_RECV, 0, SR_COLLECTIVE_SI32, 1, 0, NULL, 0,
                       message, 4);
      SR_RETURN_IF_ERROR(sr_channel_run(ctx->channel, &call));
      if (message[0] != 42 + r) {
        return SR_MAKE_STATUS(SR_STATUS_INTERNAL, "recv: %d", message[0]);
      }
    }
  }
  return sr_ok_status();
}

Test(collective_local, every_kind_on_one_to_four_ranks) {
  for (int32_t n = 1; n <= MAX_RANKS; ++n) {
    rank_ctx_t ctxs[MAX_RANKS];
    run_ranks(n, 5000, kinds_rank, ctxs);
    for (int32_t r = 0; r < n; ++r) {
      if (ctxs[r].status) sr_status_fprint(stderr, ctxs[r].status);
      cr_assert_null(ctxs[r].status, "n=%d rank %d", n, r);
    }
  }
}

static sr_status_t f16_average_rank(rank_ctx_t* ctx) {
  uint16_t send[2] = {sr_k_f32_to_f16((float)(ctx->rank + 1)),
                      sr_k_f32_to_f16(-0.5f * (float)ctx->rank)};
  sr_collective_call_t call =
      make_call(SR_COLLECTIVE_ALL_REDUCE, SR_COLLECTIVE_REDUCTION_AVERAGE,
                SR_COLLECTIVE_F16, 2, 0, send, 4, ctx->f16_out, 4);
  return sr_channel_run(ctx->channel, &call);
}

Test(collective_local, f16_average) {
  rank_ctx_t ctxs[MAX_RANKS];
  run_ranks(4, 5000, f16_average_rank, ctxs);
  for (int32_t r = 0; r < 4; ++r) {
    cr_assert_null(ctxs[r].status);
    cr_assert_eq(sr_k_f16_to_f32(ctxs[r].f16_out[0]), 2.5f);    // 10 / 4
    cr_assert_eq(sr_k_f16_to_f32(ctxs[r].f16_out[1]), -0.75f);  // -3 / 4
  }
}

// Ranks 0..3 split by parity, keyed so that the order reverses.
static sr_status_t split_rank(rank_ctx_t* ctx) {
  int32_t color = ctx->rank == 3 ? -1 : ctx->rank % 2;
  SR_RETURN_IF_ERROR(
      sr_channel_split(ctx->channel, color, -ctx->rank, &ctx->split));
  if (!ctx->split) return sr_ok_status();
  int32_t send[1] = {10 + ctx->rank};
  int32_t* out = ctx->i32_out;
  sr_collective_call_t call =
      make_call(SR_COLLECTIVE_ALL_GATHER, 0, SR_COLLECTIVE_SI32, 1, 0, send, 4,
                out, 4 * (uint64_t)sr_channel_count(ctx->split));
  return sr_channel_run(ctx->split, &call);
}

Test(collective_local, split_by_color_and_key) {
  rank_ctx_t ctxs[MAX_RANKS];
  run_ranks(4, 5000, split_rank, ctxs);
  for (int32_t r = 0; r < 4; ++r) cr_assert_null(ctxs[r].status);
  cr_assert_null(ctxs[3].split);
  // Color 0: ranks 0 and 2, keys 0 and -2: rank 2 first.
  cr_assert_eq(sr_channel_count(ctxs[0].split), 2);
  cr_assert_eq(sr_channel_rank(ctxs[0].split), 1);
  cr_assert_eq(sr_channel_rank(ctxs[2].split), 0);
  cr_assert_eq(ctxs[0].i32_out[0], 12);
  cr_assert_eq(ctxs[0].i32_out[1], 10);
  // Color 1: rank 1 alone.
  cr_assert_eq(sr_channel_count(ctxs[1].split), 1);
  cr_assert_eq(ctxs[1].i32_out[0], 11);
  for (int32_t r = 0; r < 3; ++r) sr_channel_release(ctxs[r].split);
}

static sr_status_t mismatch_rank(rank_ctx_t* ctx) {
  float send[4] = {1, 2, 3, 4};
  sr_collective_call_t call = make_call(
      SR_COLLECTIVE_ALL_REDUCE, SR_COLLECTIVE_REDUCTION_SUM, SR_COLLECTIVE_F32,
      ctx->rank == 1 ? 2 : 4, 0, send, 16, ctx->f32_out, 16);
  return sr_channel_run(ctx->channel, &call);
}

Test(collective_local, mismatched_counts_fail_every_rank) {
  rank_ctx_t ctxs[MAX_RANKS];
  run_ranks(3, 5000, mismatch_rank, ctxs);
  for (int32_t r = 0; r < 3; ++r) {
    cr_assert(status_has(ctxs[r].status, SR_STATUS_FAILED_PRECONDITION,
                         "rank 1 runs all_reduce with sum : f32 x 2"),
              "rank %d", r);
  }
}

static sr_status_t absent_rank(rank_ctx_t* ctx) {
  if (ctx->rank == 2) return sr_ok_status();  // never joins, never leaves
  return all_reduce_rank(ctx);
}

Test(collective_local, a_rank_that_never_joins_times_out) {
  rank_ctx_t ctxs[MAX_RANKS];
  run_ranks(3, 200, absent_rank, ctxs);
  // The rank that gives up second also names the first, which withdrew.
  for (int32_t r = 0; r < 2; ++r) {
    cr_assert(status_has(ctxs[r].status, SR_STATUS_DEADLINE_EXCEEDED, " 2)"),
              "rank %d", r);
  }
}

static sr_status_t leaving_rank(rank_ctx_t* ctx) {
  if (ctx->rank == 1) {
    sr_channel_depart(ctx->channel);
    return sr_ok_status();
  }
  return all_reduce_rank(ctx);
}

Test(collective_local, a_rank_that_leaves_fails_the_others_at_once) {
  rank_ctx_t ctxs[MAX_RANKS];
  // A 60 s timeout: the test only ends in time because the departure is
  // seen.
  run_ranks(3, 60000, leaving_rank, ctxs);
  cr_assert(status_has(ctxs[0].status, SR_STATUS_ABORTED,
                       "rank 1 left before joining"));
  cr_assert(status_has(ctxs[2].status, SR_STATUS_ABORTED,
                       "rank 1 left before joining"));
}

static sr_status_t recv_from_leaver_rank(rank_ctx_t* ctx) {
  if (ctx->rank == 1) {
    sleep_ms(20);
    sr_channel_depart(ctx->channel);
    return sr_ok_status();
  }
  int32_t message[1];
  sr_collective_call_t call = make_call(
      SR_COLLECTIVE_RECV, 0, SR_COLLECTIVE_SI32, 1, 1, NULL, 0, message, 4);
  return sr_channel_run(ctx->channel, &call);
}

Test(collective_local, a_receive_from_a_rank_that_leaves_fails) {
  rank_ctx_t ctxs[MAX_RANKS];
  run_ranks(2, 60000, recv_from_leaver_rank, ctxs);
  cr_assert(status_has(ctxs[0].status, SR_STATUS_ABORTED, "rank 1 left"));
}
