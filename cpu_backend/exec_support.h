// What every op handler uses: located errors, operand access, resource
// range resolution, allocation, fills and copies, timepoint operands and
// host-level copy-on-write. The handlers (exec_*.c, dispatch.c, region.c)
// use this module; it uses none of them.
#ifndef STREAMREF_CPU_BACKEND_EXEC_SUPPORT_H_
#define STREAMREF_CPU_BACKEND_EXEC_SUPPORT_H_

#include "cpu_backend/decode.h"
#include "cpu_backend/runtime_impl.h"

// Builds a status located at |instr|'s op: "'op.name': message".
sr_status_t sr_rt_error(const sr_module_t* module, const sr_rt_instr_t* instr,
                        sr_status_code_t code, const char* format, ...)
    SR_PRINTF_LIKE(4, 5);

// |status| located at |instr|'s op when it carries no location yet (an
// out-of-memory or a helper's error): every failure of a run names an op.
sr_status_t sr_rt_locate(const sr_module_t* module, const sr_rt_instr_t* instr,
                         sr_status_t status);

//===----------------------------------------------------------------------===//
// Operands
//===----------------------------------------------------------------------===//

static inline uint64_t sr_rt_u64(const sr_rt_value_t* frame, uint32_t slot) {
  return (uint64_t)frame[slot].i;
}

// Operand |index| of group |group| (a named group index of the op's
// schema).
static inline const sr_rt_value_t* sr_rt_arg(const sr_rt_value_t* frame,
                                             const sr_rt_instr_t* instr,
                                             uint32_t group, uint32_t index) {
  return &frame[sr_rt_operand(instr, group, index)];
}

// The first operand of group |group| as an unsigned integer (sizes,
// offsets, lengths).
static inline uint64_t sr_rt_arg_u64(const sr_rt_value_t* frame,
                                     const sr_rt_instr_t* instr,
                                     uint32_t group) {
  return (uint64_t)frame[sr_rt_operand(instr, group, 0)].i;
}

// Result |index| of result group |group|.
static inline sr_rt_value_t* sr_rt_out(sr_rt_value_t* frame,
                                       const sr_rt_instr_t* instr,
                                       uint32_t group, uint32_t index) {
  return &frame[sr_rt_result(instr, group, index)];
}

// The scalar type of the first operand of group |group| (NONE when it is
// not a scalar).
sr_rt_scalar_type_t sr_rt_operand_type(const sr_rt_instr_t* instr,
                                       uint32_t group);

// The timepoint of optional operand group |group|, or NULL when absent (or
// not a timepoint).
sr_timepoint_t* sr_rt_optional_timepoint(const sr_rt_value_t* frame,
                                         const sr_rt_instr_t* instr,
                                         uint32_t group);

// Sets |slot| to |timepoint| (retained) or to immediate when NULL.
void sr_rt_set_timepoint_or_immediate(sr_rt_value_t* slot,
                                      sr_timepoint_t* timepoint);

// Host wait on an await operand (timepoint.await, and host-level async
// constants and splats, which run when their await is reached). A failure
// without a location is located at |instr|.
SR_MUST_USE_RESULT sr_status_t sr_rt_wait_await(sr_module_t* module,
                                                const sr_rt_instr_t* instr,
                                                sr_timepoint_t* timepoint);

//===----------------------------------------------------------------------===//
// Resources
//===----------------------------------------------------------------------===//

// Resolves bytes [offset, offset + length) of |resource| (whose SSA size is
// |size|) to a host pointer, checking: a resource is there and has storage,
// the SSA size fits the resource, the range fits the SSA size, and writes do
// not target constant storage. |role| names the operand in errors.
SR_MUST_USE_RESULT sr_status_t
sr_rt_resolve(sr_module_t* module, const sr_rt_instr_t* instr,
              const sr_rt_value_t* resource, uint64_t size, uint64_t offset,
              uint64_t length, bool write, const char* role, uint8_t** out_ptr);

// A fresh resource of |size| bytes into |out| (contents undefined).
SR_MUST_USE_RESULT sr_status_t sr_rt_allocate(sr_module_t* module,
                                              const sr_rt_instr_t* instr,
                                              uint64_t size,
                                              sr_rt_value_t* out);

// Fills |length| bytes at |ptr| with the |pattern_bytes|-wide pattern,
// after checking the HAL alignment rule against the IR |offset|.
SR_MUST_USE_RESULT sr_status_t sr_rt_fill(sr_module_t* module,
                                          const sr_rt_instr_t* instr,
                                          uint8_t* ptr, uint64_t offset,
                                          uint64_t length, uint64_t pattern,
                                          uint32_t pattern_bytes);

// memmove of |length| bytes, split across the pool when large.
SR_MUST_USE_RESULT sr_status_t sr_rt_copy(sr_module_t* module,
                                          const sr_rt_instr_t* instr,
                                          uint8_t* target,
                                          const uint8_t* source,
                                          uint64_t length);

// The fill pattern of a scalar value of |type| (floats bitcast) and its
// width in bytes (sub-byte ints widen to one byte).
void sr_rt_fill_pattern(const sr_rt_value_t* value, sr_rt_scalar_type_t type,
                        uint64_t* out_pattern, uint32_t* out_bytes);

// Copy-on-write: replaces |value| by a private copy of its first |size|
// bytes.
SR_MUST_USE_RESULT sr_status_t sr_rt_clone_value(sr_module_t* module,
                                                 const sr_rt_instr_t* instr,
                                                 sr_rt_value_t* value,
                                                 uint64_t size);

// The target of a host-level tied op (operand group |group|, |size| bytes)
// into |out_target|: a private copy when prepare decided copy-on-write or
// the target is constant storage outside a region, the operand itself
// otherwise.
SR_MUST_USE_RESULT sr_status_t sr_rt_tied_target(sr_module_t* module,
                                                 const sr_rt_instr_t* instr,
                                                 sr_rt_value_t* frame,
                                                 uint32_t group, uint64_t size,
                                                 sr_rt_value_t* out_target);

// Bytes of one scalar of |type| (0 for NONE).
static inline uint32_t sr_rt_scalar_bytes(sr_rt_scalar_type_t type) {
  return type.cls == SR_RT_SCALAR_NONE ? 0 : (type.bits + 7) / 8;
}

#endif  // STREAMREF_CPU_BACKEND_EXEC_SUPPORT_H_
