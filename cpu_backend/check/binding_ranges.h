// The bytes a dispatch's executable really touches in each binding.
//
// A stream.cmd.dispatch declares one range per binding, but after IREE's
// fuse-dispatch-bindings (the `stream` phase) every binding covers the
// whole resource and the executable's stream.binding.subspan ops carry the
// offsets, as constants or as uniform operands. Two dispatches of one wave
// then write disjoint halves of a resource each declared whole. The checker
// reads the subspans: when every subspan of a binding has a known offset
// (an arith.constant, or a function argument fed by a uniform operand,
// possibly through index casts) and a static dense tensor type, the binding
// touches exactly those ranges with the tensor's access (readonly,
// writeonly, readwrite); otherwise the declared range, as declared.
#ifndef STREAMREF_CPU_BACKEND_CHECK_BINDING_RANGES_H_
#define STREAMREF_CPU_BACKEND_CHECK_BINDING_RANGES_H_

#include "cpu_backend/plan.h"

#define SR_RT_BINDING_RANGE_MAX_RANK 8

typedef struct sr_rt_binding_range_t {
  uint64_t offset;  // from the binding's start
  uint64_t length;
  bool write;  // writeonly or readwrite
  bool read;   // readonly or readwrite
  // The subspan's tensor (dynamic dimensions resolved), for dumps.
  sr_element_type_t element_type;
  uint32_t rank;
  int64_t shape[SR_RT_BINDING_RANGE_MAX_RANK];
} sr_rt_binding_range_t;

typedef struct sr_rt_binding_range_list_t {
  bool known;
  uint32_t count;
  sr_rt_binding_range_t* ranges;  // into the owner's pool
} sr_rt_binding_range_list_t;

typedef struct sr_rt_binding_ranges_t {
  uint32_t binding_count, binding_capacity;
  sr_rt_binding_range_list_t* bindings;
  uint32_t range_count, range_capacity;
  sr_rt_binding_range_t* pool;
} sr_rt_binding_ranges_t;

// Computes the ranges of every binding of the dispatch |instr| with the
// operands in |frame| (no export, no body: nothing known).
SR_MUST_USE_RESULT sr_status_t sr_rt_binding_ranges_compute(
    sr_allocator_t allocator, const sr_rt_instr_t* instr,
    const sr_rt_value_t* frame, sr_rt_binding_ranges_t* out);

// The known ranges of binding |index|, or NULL (use the declared range).
const sr_rt_binding_range_list_t* sr_rt_binding_ranges_get(
    const sr_rt_binding_ranges_t* ranges, uint32_t index);

void sr_rt_binding_ranges_free(sr_allocator_t allocator,
                               sr_rt_binding_ranges_t* ranges);

#endif  // STREAMREF_CPU_BACKEND_CHECK_BINDING_RANGES_H_
