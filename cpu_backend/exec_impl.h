// Helpers shared by the leaf executors (exec.c, exec_stream.c,
// exec_tensor.c, dispatch.c). Not for use elsewhere.
#ifndef STREAMREF_CPU_BACKEND_EXEC_IMPL_H_
#define STREAMREF_CPU_BACKEND_EXEC_IMPL_H_

#include "cpu_backend/decode.h"
#include "cpu_backend/runtime_impl.h"

static inline uint64_t sr_rt_u64(const sr_rt_value_t* frame, uint32_t slot) {
  return (uint64_t)frame[slot].i;
}

// An operand of a segment.
static inline const sr_rt_value_t* sr_rt_arg(const sr_rt_value_t* frame,
                                             const sr_rt_instr_t* instr,
                                             uint32_t segment, uint32_t index) {
  return &frame[sr_rt_operand(instr, segment, index)];
}

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

// Executors by area.
sr_status_t sr_rt_exec_stream(sr_module_t* module, const sr_rt_instr_t* instr,
                              sr_rt_value_t* frame);
sr_status_t sr_rt_exec_tensor(sr_module_t* module, const sr_rt_instr_t* instr,
                              sr_rt_value_t* frame);
sr_status_t sr_rt_exec_dispatch(sr_module_t* module, const sr_rt_instr_t* instr,
                                sr_rt_value_t* frame);
sr_status_t sr_rt_exec_call(sr_module_t* module, const sr_rt_instr_t* instr,
                            sr_rt_value_t* frame);
// stream.file.* (exec_file.c): file.read/write are jobs on the loop.
sr_status_t sr_rt_exec_file(sr_module_t* module, const sr_rt_instr_t* instr,
                            sr_rt_value_t* frame);

// Copy-on-write: replaces |value| by a private copy of its first |size|
// bytes.
SR_MUST_USE_RESULT sr_status_t sr_rt_clone_value(sr_module_t* module,
                                                 const sr_rt_instr_t* instr,
                                                 sr_rt_value_t* value,
                                                 uint64_t size);

#endif  // STREAMREF_CPU_BACKEND_EXEC_IMPL_H_
