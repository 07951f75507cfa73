// What every op compiler (compile.c's driver, compile_*.c, ext_*.c) uses
// (compile_support.c): slots, operand arrays, mixed lists and shapes,
// element programs. It uses none of the op compilers, so the driver's op
// table and the compilers it lists do not depend on each other in a
// circle.
#ifndef STREAMREF_CPU_BACKEND_DISPATCH_INTERP_COMPILE_SUPPORT_H_
#define STREAMREF_CPU_BACKEND_DISPATCH_INTERP_COMPILE_SUPPORT_H_

#include "cpu_backend/dispatch_interp/compile_impl.h"

// The slot of |value| (every value has one after numbering).
uint32_t sr__di_slot(const sr_di_compiler_t* c, const sr_value_t* value);

// The lookup callback element programs use for captured values.
bool sr__di_slot_lookup(void* user, const sr_value_t* value,
                        uint32_t* out_slot);

// Arena copies of the instruction's operand/result slot arrays.
SR_MUST_USE_RESULT sr_status_t sr__di_instr_set_operands(sr_di_compiler_t* c,
                                                         sr_di_instr_t* instr,
                                                         const sr_op_t* op,
                                                         uint32_t begin,
                                                         uint32_t count);

// Decodes the attribute |statics| (`static_sizes`) plus the dynamic operand
// group |group| of |op| (a named index of its schema, SR_TENSOR_PAD_LOW; or
// SR_DI_NO_GROUP) into a mixed list.
SR_MUST_USE_RESULT sr_status_t sr__di_decode_mixed(sr_di_compiler_t* c,
                                                   const sr_op_t* op,
                                                   uint32_t group,
                                                   const char* statics,
                                                   sr_di_mixed_t* out);

// A tensor type's static shape and element type; dynamic dims take the
// slots of |dims| (|num_dims| operands of |op| from |first|).
SR_MUST_USE_RESULT sr_status_t sr__di_decode_shape(
    sr_di_compiler_t* c, const sr_op_t* op, const sr_type_t* type,
    uint32_t first, uint32_t num_dims, sr_di_shape_t* out);

// Moves an element program's arrays into the program arena.
SR_MUST_USE_RESULT sr_status_t sr__di_body_finalize(sr_di_compiler_t* c,
                                                    sr_di_body_t* body);

// Compiles a region's block as an element program (tensor.generate,
// tensor.pad with a non-constant value).
SR_MUST_USE_RESULT sr_status_t sr__di_compile_body(sr_di_compiler_t* c,
                                                   const sr_block_t* block,
                                                   sr_di_body_t* out_body);

#endif  // STREAMREF_CPU_BACKEND_DISPATCH_INTERP_COMPILE_SUPPORT_H_
