// Shared state of a workgroup run (exec.c, exec_tensor.c, structured.c,
// contract.c, special_ops.c). Internal to dispatch_interp/.
//
// Ownership: a slot holding a tensor with a buffer holds one reference.
// Instructions assign results with a reference of their own, then the
// instruction's kills release their slots. An op may update its operand in
// place when the operand dies at that op and its buffer has no other
// holder (refs == 1); otherwise it copies first (copy-on-write).
#ifndef STREAMREF_CPU_BACKEND_DISPATCH_INTERP_EXEC_IMPL_H_
#define STREAMREF_CPU_BACKEND_DISPATCH_INTERP_EXEC_IMPL_H_

#include "cpu_backend/dispatch_interp/program.h"

// Binding regions tensor.empty values were placed in (see
// sr_di_empty_t): a new one must not overlap an earlier one.
#define SR_DI_MAX_FORWARDED 16

typedef struct sr_di_frame_t {
  const sr_di_program_t* program;
  const sr_dispatch_state_t* dispatch;
  sr_di_value_t* slots;
  // Checked runs: where undefined behaviour goes (NULL when unchecked) and
  // the workgroup's linear index.
  sr_export_check_t* check;
  uint64_t workgroup;
  uint32_t num_forwarded;
  const uint8_t* forwarded[SR_DI_MAX_FORWARDED][2];  // [begin, end)
} sr_di_frame_t;

// A located error at the instruction's op.
#define SR_DI_ERROR(frame, instr, code, ...) \
  sr_di_op_error((frame)->program->context, (instr)->op, (code), __VA_ARGS__)

//===----------------------------------------------------------------------===//
// Buffers and tensors
//===----------------------------------------------------------------------===//

// A buffer of |bytes| (64-byte aligned, zeroed when |zero|), refs = 1.
SR_MUST_USE_RESULT sr_status_t sr__di_buffer_create(sr_di_frame_t* frame,
                                                    size_t bytes, bool zero,
                                                    sr_di_buffer_t** out);
void sr__di_buffer_release(sr_di_frame_t* frame, sr_di_buffer_t* buffer);
static inline void sr__di_buffer_retain(sr_di_buffer_t* buffer) {
  if (buffer) ++buffer->refs;
}

// A fresh dense tensor owning a new buffer (refs = 1).
SR_MUST_USE_RESULT sr_status_t
sr__di_tensor_create(sr_di_frame_t* frame, sr_dtype_t dtype, uint32_t rank,
                     const int64_t* shape, bool zero, sr_di_tensor_t* out);

// Stores |tensor| into |slot| with a new reference (the old content is
// released).
void sr__di_slot_set_tensor(sr_di_frame_t* frame, uint32_t slot,
                            const sr_di_tensor_t* tensor);
// Stores |tensor| into |slot|, taking over the caller's reference.
void sr__di_slot_move_tensor(sr_di_frame_t* frame, uint32_t slot,
                             sr_di_tensor_t* tensor);
// Releases the slot's tensor reference and clears it.
void sr__di_slot_clear(sr_di_frame_t* frame, uint32_t slot);

// The tensor in |slot| with its elements allocated (tensor.empty values
// are allocated, zeroed, when first read).
SR_MUST_USE_RESULT sr_status_t sr__di_slot_tensor(sr_di_frame_t* frame,
                                                  uint32_t slot,
                                                  sr_di_tensor_t** out);

// An owned, writable copy of operand |operand| of |instr| for an in-place
// update: the operand's own buffer when it dies here and nothing else
// holds it (|may_steal|), else a new dense buffer holding the operand's
// contents when |need_contents| (the caller overwrites every element
// otherwise).
SR_MUST_USE_RESULT sr_status_t sr__di_take_tensor(
    sr_di_frame_t* frame, const sr_di_instr_t* instr, uint32_t operand,
    bool may_steal, bool need_contents, sr_di_tensor_t* out);

// Copies |src| into |dst| element by element (same dtype and shape, any
// strides). Large copies are split over the pool.
SR_MUST_USE_RESULT sr_status_t sr__di_copy_tensor(sr_di_frame_t* frame,
                                                  sr_di_tensor_t* dst,
                                                  const sr_di_tensor_t* src);

// Fills every element of |dst| with the element at |value|.
void sr__di_fill_tensor(sr_di_frame_t* frame, sr_di_tensor_t* dst,
                        const void* value);

// An index/integer scalar slot as int64 (sign-extended by its type).
int64_t sr__di_slot_int(const sr_di_frame_t* frame, uint32_t slot);

// A mixed list's values.
void sr__di_resolve_mixed(const sr_di_frame_t* frame, const sr_di_mixed_t* m,
                          int64_t* out);

//===----------------------------------------------------------------------===//
// Instruction families
//===----------------------------------------------------------------------===//

SR_MUST_USE_RESULT sr_status_t sr__di_exec_tensor(sr_di_frame_t* frame,
                                                  const sr_di_instr_t* instr);
SR_MUST_USE_RESULT sr_status_t
sr__di_exec_structured(sr_di_frame_t* frame, const sr_di_instr_t* instr);
SR_MUST_USE_RESULT sr_status_t sr__di_exec_special(sr_di_frame_t* frame,
                                                   const sr_di_instr_t* instr);
SR_MUST_USE_RESULT sr_status_t sr__di_exec_sort(sr_di_frame_t* frame,
                                                const sr_di_instr_t* instr);
SR_MUST_USE_RESULT sr_status_t sr__di_exec_scan(sr_di_frame_t* frame,
                                                const sr_di_instr_t* instr);
SR_MUST_USE_RESULT sr_status_t sr__di_exec_gather(sr_di_frame_t* frame,
                                                  const sr_di_instr_t* instr);
SR_MUST_USE_RESULT sr_status_t sr__di_exec_topk(sr_di_frame_t* frame,
                                                const sr_di_instr_t* instr);
SR_MUST_USE_RESULT sr_status_t sr__di_exec_scatter(sr_di_frame_t* frame,
                                                   const sr_di_instr_t* instr);
SR_MUST_USE_RESULT sr_status_t
sr__di_exec_attention(sr_di_frame_t* frame, const sr_di_instr_t* instr);

// Runs |fn| over [0, count) in chunks of |grain| on the program's pool
// (inline when there is one chunk).
SR_MUST_USE_RESULT sr_status_t sr__di_parallel_for(sr_di_frame_t* frame,
                                                   size_t count, size_t grain,
                                                   sr_parallel_for_fn_t fn,
                                                   void* user_data);

// Elements of work below which an operation runs on the calling thread.
#define SR_DI_PARALLEL_MIN_WORK ((size_t)1 << 15)

#endif  // STREAMREF_CPU_BACKEND_DISPATCH_INTERP_EXEC_IMPL_H_
