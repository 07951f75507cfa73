// What every instruction family of a workgroup run uses (exec_support.c):
// buffers, tensors in slots, copies and fills, the pool. The families
// (exec.c, exec_tensor.c, structured.c, special_ops.c, ext_*.c) use this
// module; it uses none of them.
#ifndef STREAMREF_CPU_BACKEND_DISPATCH_INTERP_EXEC_SUPPORT_H_
#define STREAMREF_CPU_BACKEND_DISPATCH_INTERP_EXEC_SUPPORT_H_

#include "cpu_backend/dispatch_interp/exec_impl.h"

//===----------------------------------------------------------------------===//
// Buffers and tensors
//===----------------------------------------------------------------------===//

// A buffer of |bytes| (64-byte aligned, zeroed when |zero|), refs = 1.
SR_MUST_USE_RESULT sr_status_t sr__di_buffer_create(sr_di_frame_t* frame,
                                                    size_t bytes, bool zero,
                                                    sr_di_buffer_t** out);
void sr__di_buffer_release(sr_di_frame_t* frame, sr_di_buffer_t* buffer);

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

// Runs |fn| over [0, count) in chunks of |grain| on the program's pool
// (inline when there is one chunk).
SR_MUST_USE_RESULT sr_status_t sr__di_parallel_for(sr_di_frame_t* frame,
                                                   size_t count, size_t grain,
                                                   sr_parallel_for_fn_t fn,
                                                   void* user_data);

#endif  // STREAMREF_CPU_BACKEND_DISPATCH_INTERP_EXEC_SUPPORT_H_
