// Collective operations: what `#stream.collective<kind [with reduction] :
// type>` means on byte ranges, shared by every transport (README.md says
// each decision and why).
//
// The enums mirror IREE's HAL ABI values (iree_hal_collective_*_e in
// runtime/src/iree/hal/command_buffer.h), which are also the order of
// Stream's attribute enums.
#ifndef STREAMREF_CPU_BACKEND_COLLECTIVE_COLLECTIVE_H_
#define STREAMREF_CPU_BACKEND_COLLECTIVE_COLLECTIVE_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "streamref/status.h"

typedef enum sr_collective_kind_e {
  SR_COLLECTIVE_ALL_GATHER = 0,
  SR_COLLECTIVE_ALL_REDUCE = 1,
  SR_COLLECTIVE_ALL_TO_ALL = 2,
  SR_COLLECTIVE_BROADCAST = 3,
  SR_COLLECTIVE_REDUCE = 4,
  SR_COLLECTIVE_REDUCE_SCATTER = 5,
  SR_COLLECTIVE_SEND = 6,
  SR_COLLECTIVE_RECV = 7,
  SR_COLLECTIVE_SEND_RECV = 8,
  SR_COLLECTIVE_KIND_COUNT,
} sr_collective_kind_t;

typedef enum sr_collective_reduction_e {
  SR_COLLECTIVE_REDUCTION_NONE = 0,
  SR_COLLECTIVE_REDUCTION_SUM = 1,
  SR_COLLECTIVE_REDUCTION_PRODUCT = 2,
  SR_COLLECTIVE_REDUCTION_MINIMUM = 3,
  SR_COLLECTIVE_REDUCTION_MAXIMUM = 4,
  SR_COLLECTIVE_REDUCTION_AVERAGE = 5,
  SR_COLLECTIVE_REDUCTION_COUNT,
} sr_collective_reduction_t;

typedef enum sr_collective_type_e {
  SR_COLLECTIVE_SI8 = 0,
  SR_COLLECTIVE_UI8 = 1,
  SR_COLLECTIVE_SI16 = 2,
  SR_COLLECTIVE_UI16 = 3,
  SR_COLLECTIVE_SI32 = 4,
  SR_COLLECTIVE_UI32 = 5,
  SR_COLLECTIVE_SI64 = 6,
  SR_COLLECTIVE_UI64 = 7,
  SR_COLLECTIVE_F16 = 8,
  SR_COLLECTIVE_F32 = 9,
  SR_COLLECTIVE_F64 = 10,
  SR_COLLECTIVE_BF16 = 11,
  SR_COLLECTIVE_TYPE_COUNT,
} sr_collective_type_t;

// send_recv's |param|: the rank to send to in the low 16 bits, the rank to
// receive from in the high 16 bits; this value in either means "none".
#define SR_COLLECTIVE_NO_PEER 0xFFFFu

typedef struct sr_collective_op_t {
  uint8_t kind;       // sr_collective_kind_t
  uint8_t reduction;  // sr_collective_reduction_t
  uint8_t type;       // sr_collective_type_t
  uint8_t reserved;
} sr_collective_op_t;

// One rank's part of a collective: its op, |param| (root or peer rank, or
// send_recv's pair), its element count as the op carries it, and its send
// and receive byte ranges (either may be absent for the kinds that do not
// use it). The ranges are this process's memory.
typedef struct sr_collective_call_t {
  sr_collective_op_t op;
  uint32_t param;
  uint64_t element_count;
  const uint8_t* send;
  uint64_t send_length;
  uint8_t* recv;
  uint64_t recv_length;
} sr_collective_call_t;

// What a call moves, derived from the call and the channel's rank and count
// (sr_collective_plan): per-rank counts in elements and bytes.
typedef struct sr_collective_plan_t {
  uint32_t element_bytes;
  // Elements each rank contributes (all_gather), receives (reduce_scatter's
  // block, all_to_all's part) or moves (everything else).
  uint64_t block_count;
  uint64_t block_bytes;
  // send_recv: the peers (-1: none); send / recv: the peer in both.
  int32_t send_to;
  int32_t recv_from;
} sr_collective_plan_t;

// "all_reduce", "sum", "f32"...
const char* sr_collective_kind_name(uint8_t kind);
const char* sr_collective_reduction_name(uint8_t reduction);
const char* sr_collective_type_name(uint8_t type);
// Bytes per element, 0 for an unknown type.
uint32_t sr_collective_type_bytes(uint8_t type);

// Whether the kind combines values (all_reduce, reduce, reduce_scatter).
bool sr_collective_kind_reduces(uint8_t kind);

// Formats "all_reduce with sum : f32 x 4 (param 1)" into |buffer|.
void sr_collective_call_format(const sr_collective_call_t* call, char* buffer,
                               size_t capacity);

// Checks |call| for rank |rank| of |count| and fills |out_plan|: enum
// values, the reduction where one is needed, the root or peers in range,
// the element count against the ranges (INVALID_ARGUMENT / OUT_OF_RANGE,
// with what was expected).
SR_MUST_USE_RESULT sr_status_t
sr_collective_plan(const sr_collective_call_t* call, int32_t rank,
                   int32_t count, sr_collective_plan_t* out_plan);

// Whether two ranks' calls can be matched: same kind, reduction, type and
// element count, and the same root for broadcast and reduce.
bool sr_collective_calls_match(const sr_collective_call_t* a,
                               const sr_collective_call_t* b);

// |accumulator|[i] = |accumulator|[i] (op) |value|[i] for |count| elements
// of |type|. Integers wrap (two's complement); floats are IEEE operations
// rounded to the type (f16 and bf16 through f32, exact for one operation);
// minimum and maximum propagate NaN and order -0 below +0. Average sums
// here (sr_collective_reduce_finish divides).
void sr_collective_reduce(uint8_t reduction, uint8_t type, uint8_t* accumulator,
                          const uint8_t* value, uint64_t count);

// Finishes a reduction of |rank_count| contributions: average divides the
// sum by |rank_count| (integers truncate toward zero); the others do
// nothing.
void sr_collective_reduce_finish(uint8_t reduction, uint8_t type,
                                 uint8_t* accumulator, uint64_t count,
                                 int32_t rank_count);

// Runs |call| on a channel of one rank: every kind is a copy of send to
// recv (or nothing), a reduction of one contribution (average divides by
// 1), send and recv to oneself are refused.
SR_MUST_USE_RESULT sr_status_t sr_collective_run_single(
    const sr_collective_call_t* call, const sr_collective_plan_t* plan);

#endif  // STREAMREF_CPU_BACKEND_COLLECTIVE_COLLECTIVE_H_
