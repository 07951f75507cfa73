// Collective semantics shared by the transports: names, the checks of a
// call against its channel, the reduction kernels and the one-rank case.

#include "cpu_backend/collective/collective.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "kernels/types.h"

static const char* const kKindNames[SR_COLLECTIVE_KIND_COUNT] = {
    "all_gather",     "all_reduce", "all_to_all", "broadcast", "reduce",
    "reduce_scatter", "send",       "recv",       "send_recv",
};
static const char* const kReductionNames[SR_COLLECTIVE_REDUCTION_COUNT] = {
    "none", "sum", "product", "minimum", "maximum", "average",
};
static const char* const kTypeNames[SR_COLLECTIVE_TYPE_COUNT] = {
    "si8",  "ui8",  "si16", "ui16", "si32", "ui32",
    "si64", "ui64", "f16",  "f32",  "f64",  "bf16",
};
static const uint8_t kTypeBytes[SR_COLLECTIVE_TYPE_COUNT] = {
    1, 1, 2, 2, 4, 4, 8, 8, 2, 4, 8, 2,
};

const char* sr_collective_kind_name(uint8_t kind) {
  return kind < SR_COLLECTIVE_KIND_COUNT ? kKindNames[kind] : "?";
}

const char* sr_collective_reduction_name(uint8_t reduction) {
  return reduction < SR_COLLECTIVE_REDUCTION_COUNT ? kReductionNames[reduction]
                                                   : "?";
}

const char* sr_collective_type_name(uint8_t type) {
  return type < SR_COLLECTIVE_TYPE_COUNT ? kTypeNames[type] : "?";
}

uint32_t sr_collective_type_bytes(uint8_t type) {
  return type < SR_COLLECTIVE_TYPE_COUNT ? kTypeBytes[type] : 0;
}

bool sr_collective_kind_reduces(uint8_t kind) {
  return kind == SR_COLLECTIVE_ALL_REDUCE || kind == SR_COLLECTIVE_REDUCE ||
         kind == SR_COLLECTIVE_REDUCE_SCATTER;
}

void sr_collective_call_format(const sr_collective_call_t* call, char* buffer,
                               size_t capacity) {
  const sr_collective_op_t* op = &call->op;
  char reduction[32] = "";
  if (sr_collective_kind_reduces(op->kind)) {
    snprintf(reduction, sizeof(reduction), " with %s",
             sr_collective_reduction_name(op->reduction));
  }
  char param[32] = "";
  if (op->kind >= SR_COLLECTIVE_BROADCAST &&
      op->kind != SR_COLLECTIVE_REDUCE_SCATTER) {
    snprintf(param, sizeof(param), " (param %u)", call->param);
  }
  snprintf(buffer, capacity, "%s%s : %s x %llu%s",
           sr_collective_kind_name(op->kind), reduction,
           sr_collective_type_name(op->type),
           (unsigned long long)call->element_count, param);
}

bool sr_collective_calls_match(const sr_collective_call_t* a,
                               const sr_collective_call_t* b) {
  if (a->op.kind != b->op.kind || a->op.type != b->op.type ||
      a->element_count != b->element_count) {
    return false;
  }
  if (sr_collective_kind_reduces(a->op.kind) &&
      a->op.reduction != b->op.reduction) {
    return false;
  }
  if (a->op.kind == SR_COLLECTIVE_BROADCAST ||
      a->op.kind == SR_COLLECTIVE_REDUCE) {
    return a->param == b->param;
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Checks
//===----------------------------------------------------------------------===//

// |count| elements of |bytes| each, or UINT64_MAX when that overflows.
static uint64_t sr_collective_bytes(uint64_t count, uint64_t bytes) {
  if (bytes && count > UINT64_MAX / bytes) return UINT64_MAX;
  return count * bytes;
}

static sr_status_t sr_collective_need(const char* kind, const char* role,
                                      uint64_t need, uint64_t have) {
  if (need == UINT64_MAX) {
    return SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE,
                          "%s: the element count overflows the %s range's "
                          "byte size",
                          kind, role);
  }
  if (need > have) {
    return SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE,
                          "%s: the %s range holds %llu bytes but the op "
                          "moves %llu",
                          kind, role, (unsigned long long)have,
                          (unsigned long long)need);
  }
  return sr_ok_status();
}

static sr_status_t sr_collective_check_rank(const char* kind, const char* what,
                                            uint32_t value, int32_t count) {
  if (value >= (uint32_t)count) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "%s: %s %u is not a rank of this channel of %d", kind,
                          what, value, count);
  }
  return sr_ok_status();
}

sr_status_t sr_collective_plan(const sr_collective_call_t* call, int32_t rank,
                               int32_t count, sr_collective_plan_t* out_plan) {
  memset(out_plan, 0, sizeof(*out_plan));
  out_plan->send_to = -1;
  out_plan->recv_from = -1;
  const sr_collective_op_t* op = &call->op;
  if (op->kind >= SR_COLLECTIVE_KIND_COUNT ||
      op->type >= SR_COLLECTIVE_TYPE_COUNT ||
      op->reduction >= SR_COLLECTIVE_REDUCTION_COUNT) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "collective kind %u, reduction %u or element type "
                          "%u is not one of #stream.collective's",
                          op->kind, op->reduction, op->type);
  }
  if (count < 1 || rank < 0 || rank >= count) {
    return SR_MAKE_STATUS(SR_STATUS_INTERNAL, "rank %d of a channel of %d",
                          rank, count);
  }
  const char* kind = sr_collective_kind_name(op->kind);
  if (sr_collective_kind_reduces(op->kind) &&
      op->reduction == SR_COLLECTIVE_REDUCTION_NONE) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "%s needs a reduction (`with sum` ...)", kind);
  }
  uint32_t e = sr_collective_type_bytes(op->type);
  uint64_t n = (uint64_t)count;
  uint64_t c = call->element_count;
  uint64_t bytes = sr_collective_bytes(c, e);
  out_plan->element_bytes = e;
  out_plan->block_count = c;
  switch ((sr_collective_kind_t)op->kind) {
    case SR_COLLECTIVE_ALL_GATHER:
      // HAL and NCCL: the count each rank sends. IREE's flow->stream
      // conversion passes the gathered count instead; a send range too
      // small for the first reading takes the second (README.md).
      if (bytes > call->send_length && c % n == 0 &&
          sr_collective_bytes(c / n, e) <= call->send_length) {
        out_plan->block_count = c / n;
      }
      out_plan->block_bytes = sr_collective_bytes(out_plan->block_count, e);
      SR_RETURN_IF_ERROR(sr_collective_need(kind, "send", out_plan->block_bytes,
                                            call->send_length));
      return sr_collective_need(
          kind, "recv", sr_collective_bytes(out_plan->block_count, n * e),
          call->recv_length);
    case SR_COLLECTIVE_ALL_REDUCE:
      out_plan->block_bytes = bytes;
      SR_RETURN_IF_ERROR(
          sr_collective_need(kind, "send", bytes, call->send_length));
      return sr_collective_need(kind, "recv", bytes, call->recv_length);
    case SR_COLLECTIVE_ALL_TO_ALL:
      if (c % n != 0) {
        return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                              "%s: element count %llu does not split into "
                              "%d equal parts",
                              kind, (unsigned long long)c, count);
      }
      out_plan->block_count = c / n;
      out_plan->block_bytes = sr_collective_bytes(c / n, e);
      SR_RETURN_IF_ERROR(
          sr_collective_need(kind, "send", bytes, call->send_length));
      return sr_collective_need(kind, "recv", bytes, call->recv_length);
    case SR_COLLECTIVE_BROADCAST:
      SR_RETURN_IF_ERROR(
          sr_collective_check_rank(kind, "source rank", call->param, count));
      out_plan->block_bytes = bytes;
      if ((int32_t)call->param == rank) {
        SR_RETURN_IF_ERROR(
            sr_collective_need(kind, "send", bytes, call->send_length));
      }
      return sr_collective_need(kind, "recv", bytes, call->recv_length);
    case SR_COLLECTIVE_REDUCE:
      SR_RETURN_IF_ERROR(
          sr_collective_check_rank(kind, "target rank", call->param, count));
      out_plan->block_bytes = bytes;
      SR_RETURN_IF_ERROR(
          sr_collective_need(kind, "send", bytes, call->send_length));
      if ((int32_t)call->param != rank) return sr_ok_status();
      return sr_collective_need(kind, "recv", bytes, call->recv_length);
    case SR_COLLECTIVE_REDUCE_SCATTER:
      out_plan->block_bytes = bytes;
      SR_RETURN_IF_ERROR(sr_collective_need(
          kind, "send", sr_collective_bytes(c, n * e), call->send_length));
      return sr_collective_need(kind, "recv", bytes, call->recv_length);
    case SR_COLLECTIVE_SEND:
    case SR_COLLECTIVE_RECV: {
      bool is_send = op->kind == SR_COLLECTIVE_SEND;
      SR_RETURN_IF_ERROR(sr_collective_check_rank(
          kind, is_send ? "target rank" : "source rank", call->param, count));
      if ((int32_t)call->param == rank) {
        return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                              "%s: rank %d cannot %s itself", kind, rank,
                              is_send ? "send to" : "receive from");
      }
      out_plan->block_bytes = bytes;
      if (is_send) {
        out_plan->send_to = (int32_t)call->param;
        return sr_collective_need(kind, "send", bytes, call->send_length);
      }
      out_plan->recv_from = (int32_t)call->param;
      return sr_collective_need(kind, "recv", bytes, call->recv_length);
    }
    case SR_COLLECTIVE_SEND_RECV: {
      uint32_t to = call->param & 0xFFFFu;
      uint32_t from = call->param >> 16;
      if (to != SR_COLLECTIVE_NO_PEER) {
        SR_RETURN_IF_ERROR(
            sr_collective_check_rank(kind, "target rank", to, count));
        out_plan->send_to = (int32_t)to;
      }
      if (from != SR_COLLECTIVE_NO_PEER) {
        SR_RETURN_IF_ERROR(
            sr_collective_check_rank(kind, "source rank", from, count));
        out_plan->recv_from = (int32_t)from;
      }
      out_plan->block_bytes = bytes;
      if (out_plan->send_to >= 0) {
        SR_RETURN_IF_ERROR(
            sr_collective_need(kind, "send", bytes, call->send_length));
      }
      return sr_collective_need(kind, "recv", bytes, call->recv_length);
    }
    default:
      break;
  }
  return SR_MAKE_STATUS(SR_STATUS_INTERNAL, "unknown collective kind");
}

//===----------------------------------------------------------------------===//
// Reductions
//===----------------------------------------------------------------------===//

// Integers: unsigned arithmetic (wraps without undefined behaviour, same
// bits as two's complement), signed or unsigned compares.
#define SR_REDUCE_INT(T, U)                                               \
  static void sr_reduce_##T(uint8_t reduction, uint8_t* acc_bytes,        \
                            const uint8_t* value_bytes, uint64_t count) { \
    for (uint64_t i = 0; i < count; ++i) {                                \
      T a, b;                                                             \
      memcpy(&a, acc_bytes + i * sizeof(T), sizeof(T));                   \
      memcpy(&b, value_bytes + i * sizeof(T), sizeof(T));                 \
      T r = a;                                                            \
      switch (reduction) {                                                \
        case SR_COLLECTIVE_REDUCTION_SUM:                                 \
        case SR_COLLECTIVE_REDUCTION_AVERAGE:                             \
          r = (T)((U)a + (U)b);                                           \
          break;                                                          \
        case SR_COLLECTIVE_REDUCTION_PRODUCT:                             \
          r = (T)((U)a * (U)b);                                           \
          break;                                                          \
        case SR_COLLECTIVE_REDUCTION_MINIMUM:                             \
          r = b < a ? b : a;                                              \
          break;                                                          \
        case SR_COLLECTIVE_REDUCTION_MAXIMUM:                             \
          r = b > a ? b : a;                                              \
          break;                                                          \
        default:                                                          \
          break;                                                          \
      }                                                                   \
      memcpy(acc_bytes + i * sizeof(T), &r, sizeof(T));                   \
    }                                                                     \
  }

SR_REDUCE_INT(int8_t, uint8_t)
SR_REDUCE_INT(uint8_t, uint8_t)
SR_REDUCE_INT(int16_t, uint16_t)
SR_REDUCE_INT(uint16_t, uint16_t)
SR_REDUCE_INT(int32_t, uint32_t)
SR_REDUCE_INT(uint32_t, uint32_t)
SR_REDUCE_INT(int64_t, uint64_t)
SR_REDUCE_INT(uint64_t, uint64_t)

// IEEE minimum / maximum (arith.minimumf / maximumf): NaN if either is,
// -0 below +0.
static double sr_reduce_fmin(double a, double b) {
  if (isnan(a)) return a;
  if (isnan(b)) return b;
  if (a == b) return signbit(a) ? a : b;
  return b < a ? b : a;
}

static double sr_reduce_fmax(double a, double b) {
  if (isnan(a)) return a;
  if (isnan(b)) return b;
  if (a == b) return signbit(a) ? b : a;
  return b > a ? b : a;
}

static float sr_reduce_f32_op(uint8_t reduction, float a, float b) {
  switch (reduction) {
    case SR_COLLECTIVE_REDUCTION_SUM:
    case SR_COLLECTIVE_REDUCTION_AVERAGE:
      return a + b;
    case SR_COLLECTIVE_REDUCTION_PRODUCT:
      return a * b;
    case SR_COLLECTIVE_REDUCTION_MINIMUM:
      return (float)sr_reduce_fmin(a, b);
    case SR_COLLECTIVE_REDUCTION_MAXIMUM:
      return (float)sr_reduce_fmax(a, b);
    default:
      return a;
  }
}

static double sr_reduce_f64_op(uint8_t reduction, double a, double b) {
  switch (reduction) {
    case SR_COLLECTIVE_REDUCTION_SUM:
    case SR_COLLECTIVE_REDUCTION_AVERAGE:
      return a + b;
    case SR_COLLECTIVE_REDUCTION_PRODUCT:
      return a * b;
    case SR_COLLECTIVE_REDUCTION_MINIMUM:
      return sr_reduce_fmin(a, b);
    case SR_COLLECTIVE_REDUCTION_MAXIMUM:
      return sr_reduce_fmax(a, b);
    default:
      return a;
  }
}

// f16 and bf16: one f32 operation rounded once to the type is the IEEE
// operation of the type (f32 has more than twice their precision plus two
// bits), so the result is what f16/bf16 hardware would give.
static void sr_reduce_half(uint8_t reduction, bool brain, uint8_t* acc_bytes,
                           const uint8_t* value_bytes, uint64_t count) {
  for (uint64_t i = 0; i < count; ++i) {
    uint16_t a, b;
    memcpy(&a, acc_bytes + i * 2, 2);
    memcpy(&b, value_bytes + i * 2, 2);
    float fa = brain ? sr_k_bf16_to_f32(a) : sr_k_f16_to_f32(a);
    float fb = brain ? sr_k_bf16_to_f32(b) : sr_k_f16_to_f32(b);
    float fr = sr_reduce_f32_op(reduction, fa, fb);
    uint16_t r = brain ? sr_k_f32_to_bf16(fr) : sr_k_f32_to_f16(fr);
    memcpy(acc_bytes + i * 2, &r, 2);
  }
}

static void sr_reduce_f32(uint8_t reduction, uint8_t* acc_bytes,
                          const uint8_t* value_bytes, uint64_t count) {
  for (uint64_t i = 0; i < count; ++i) {
    float a, b;
    memcpy(&a, acc_bytes + i * 4, 4);
    memcpy(&b, value_bytes + i * 4, 4);
    float r = sr_reduce_f32_op(reduction, a, b);
    memcpy(acc_bytes + i * 4, &r, 4);
  }
}

static void sr_reduce_f64(uint8_t reduction, uint8_t* acc_bytes,
                          const uint8_t* value_bytes, uint64_t count) {
  for (uint64_t i = 0; i < count; ++i) {
    double a, b;
    memcpy(&a, acc_bytes + i * 8, 8);
    memcpy(&b, value_bytes + i * 8, 8);
    double r = sr_reduce_f64_op(reduction, a, b);
    memcpy(acc_bytes + i * 8, &r, 8);
  }
}

static void sr_reduce_f16(uint8_t reduction, uint8_t* acc_bytes,
                          const uint8_t* value_bytes, uint64_t count) {
  sr_reduce_half(reduction, false, acc_bytes, value_bytes, count);
}

static void sr_reduce_bf16(uint8_t reduction, uint8_t* acc_bytes,
                           const uint8_t* value_bytes, uint64_t count) {
  sr_reduce_half(reduction, true, acc_bytes, value_bytes, count);
}

// Averages: the sum divided by the number of ranks (C division: toward
// zero for integers; rounded once for floats).
#define SR_AVERAGE_INT(T)                                          \
  static void sr_average_##T(uint8_t* accumulator, uint64_t count, \
                             int32_t rank_count) {                 \
    for (uint64_t i = 0; i < count; ++i) {                         \
      T a;                                                         \
      memcpy(&a, accumulator + i * sizeof(T), sizeof(T));          \
      a = (T)(a / (T)rank_count);                                  \
      memcpy(accumulator + i * sizeof(T), &a, sizeof(T));          \
    }                                                              \
  }

SR_AVERAGE_INT(int8_t)
SR_AVERAGE_INT(uint8_t)
SR_AVERAGE_INT(int16_t)
SR_AVERAGE_INT(uint16_t)
SR_AVERAGE_INT(int32_t)
SR_AVERAGE_INT(uint32_t)
SR_AVERAGE_INT(int64_t)
SR_AVERAGE_INT(uint64_t)

static void sr_average_half(bool brain, uint8_t* accumulator, uint64_t count,
                            int32_t rank_count) {
  for (uint64_t i = 0; i < count; ++i) {
    uint16_t h;
    memcpy(&h, accumulator + i * 2, 2);
    float f = brain ? sr_k_bf16_to_f32(h) : sr_k_f16_to_f32(h);
    f = f / (float)rank_count;
    h = brain ? sr_k_f32_to_bf16(f) : sr_k_f32_to_f16(f);
    memcpy(accumulator + i * 2, &h, 2);
  }
}

static void sr_average_f16(uint8_t* accumulator, uint64_t count,
                           int32_t rank_count) {
  sr_average_half(false, accumulator, count, rank_count);
}

static void sr_average_bf16(uint8_t* accumulator, uint64_t count,
                            int32_t rank_count) {
  sr_average_half(true, accumulator, count, rank_count);
}

static void sr_average_f32(uint8_t* accumulator, uint64_t count,
                           int32_t rank_count) {
  for (uint64_t i = 0; i < count; ++i) {
    float f;
    memcpy(&f, accumulator + i * 4, 4);
    f = f / (float)rank_count;
    memcpy(accumulator + i * 4, &f, 4);
  }
}

static void sr_average_f64(uint8_t* accumulator, uint64_t count,
                           int32_t rank_count) {
  for (uint64_t i = 0; i < count; ++i) {
    double f;
    memcpy(&f, accumulator + i * 8, 8);
    f = f / (double)rank_count;
    memcpy(accumulator + i * 8, &f, 8);
  }
}

// How each element type combines two ranks' values and finishes an
// average, indexed by sr_collective_type_t.
typedef struct sr_reduce_type_t {
  void (*reduce)(uint8_t reduction, uint8_t* accumulator, const uint8_t* value,
                 uint64_t count);
  void (*average)(uint8_t* accumulator, uint64_t count, int32_t rank_count);
} sr_reduce_type_t;

static const sr_reduce_type_t kReduceTypes[SR_COLLECTIVE_TYPE_COUNT] = {
    [SR_COLLECTIVE_SI8] = {sr_reduce_int8_t, sr_average_int8_t},
    [SR_COLLECTIVE_UI8] = {sr_reduce_uint8_t, sr_average_uint8_t},
    [SR_COLLECTIVE_SI16] = {sr_reduce_int16_t, sr_average_int16_t},
    [SR_COLLECTIVE_UI16] = {sr_reduce_uint16_t, sr_average_uint16_t},
    [SR_COLLECTIVE_SI32] = {sr_reduce_int32_t, sr_average_int32_t},
    [SR_COLLECTIVE_UI32] = {sr_reduce_uint32_t, sr_average_uint32_t},
    [SR_COLLECTIVE_SI64] = {sr_reduce_int64_t, sr_average_int64_t},
    [SR_COLLECTIVE_UI64] = {sr_reduce_uint64_t, sr_average_uint64_t},
    [SR_COLLECTIVE_F16] = {sr_reduce_f16, sr_average_f16},
    [SR_COLLECTIVE_F32] = {sr_reduce_f32, sr_average_f32},
    [SR_COLLECTIVE_F64] = {sr_reduce_f64, sr_average_f64},
    [SR_COLLECTIVE_BF16] = {sr_reduce_bf16, sr_average_bf16},
};

void sr_collective_reduce(uint8_t reduction, uint8_t type, uint8_t* accumulator,
                          const uint8_t* value, uint64_t count) {
  if (type >= SR_COLLECTIVE_TYPE_COUNT) return;
  kReduceTypes[type].reduce(reduction, accumulator, value, count);
}

void sr_collective_reduce_finish(uint8_t reduction, uint8_t type,
                                 uint8_t* accumulator, uint64_t count,
                                 int32_t rank_count) {
  if (reduction != SR_COLLECTIVE_REDUCTION_AVERAGE || rank_count <= 1) return;
  if (type >= SR_COLLECTIVE_TYPE_COUNT) return;
  kReduceTypes[type].average(accumulator, count, rank_count);
}

//===----------------------------------------------------------------------===//
// One rank
//===----------------------------------------------------------------------===//

sr_status_t sr_collective_run_single(const sr_collective_call_t* call,
                                     const sr_collective_plan_t* plan) {
  switch ((sr_collective_kind_t)call->op.kind) {
    case SR_COLLECTIVE_SEND:
    case SR_COLLECTIVE_RECV:
      // sr_collective_plan refused the only peer there is (itself).
      return SR_MAKE_STATUS(SR_STATUS_INTERNAL, "send/recv on one rank");
    case SR_COLLECTIVE_SEND_RECV:
      if (plan->recv_from < 0) {
        memset(call->recv, 0, plan->block_bytes);
        return sr_ok_status();
      }
      if (plan->send_to < 0) {
        return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                              "send_recv: rank 0 receives from itself but "
                              "sends nothing: the receive can never complete");
      }
      memmove(call->recv, call->send, plan->block_bytes);
      return sr_ok_status();
    case SR_COLLECTIVE_ALL_GATHER:
    case SR_COLLECTIVE_ALL_TO_ALL:
    case SR_COLLECTIVE_BROADCAST:
    case SR_COLLECTIVE_REDUCE_SCATTER:
      memmove(call->recv, call->send, plan->block_bytes);
      return sr_ok_status();
    case SR_COLLECTIVE_ALL_REDUCE:
    case SR_COLLECTIVE_REDUCE:
      memmove(call->recv, call->send, plan->block_bytes);
      sr_collective_reduce_finish(call->op.reduction, call->op.type, call->recv,
                                  plan->block_count, 1);
      return sr_ok_status();
    default:
      break;
  }
  return SR_MAKE_STATUS(SR_STATUS_INTERNAL, "unknown collective kind");
}
