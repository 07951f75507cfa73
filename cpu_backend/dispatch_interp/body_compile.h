// Building element programs at prepare time (body_compile.c).
#ifndef STREAMREF_CPU_BACKEND_DISPATCH_INTERP_BODY_COMPILE_H_
#define STREAMREF_CPU_BACKEND_DISPATCH_INTERP_BODY_COMPILE_H_

#include "cpu_backend/dispatch_interp/body.h"

void sr_di_body_builder_initialize(const sr_context_t* context,
                                   const sr_k_table_t* kernels,
                                   sr_allocator_t allocator,
                                   sr_di_slot_lookup_fn_t lookup,
                                   void* lookup_user, sr_di_body_t* body,
                                   sr_di_body_builder_t* out_builder);
// Frees the builder's maps (not the body).
void sr_di_body_builder_deinitialize(sr_di_body_builder_t* builder);

// Adds a register; returns its index.
SR_MUST_USE_RESULT sr_status_t sr_di_body_add_reg(sr_di_body_builder_t* b,
                                                  sr_di_reg_kind_t kind,
                                                  sr_dtype_t dtype,
                                                  uint32_t index,
                                                  uint16_t* out_reg);
// Binds |value| to |reg| for ops compiled later.
SR_MUST_USE_RESULT sr_status_t sr_di_body_bind_value(sr_di_body_builder_t* b,
                                                     const sr_value_t* value,
                                                     uint16_t reg);
// The register of |value|: bound, a constant op, or a captured slot.
SR_MUST_USE_RESULT sr_status_t sr_di_body_value_reg(sr_di_body_builder_t* b,
                                                    const sr_value_t* value,
                                                    uint16_t* out_reg);

// Compiles one scalar op (arith, math, linalg.index, tensor.extract,
// arith.constant) whose results are bound to fresh TEMP registers, or to
// |result_regs| when not NULL. Returns UNIMPLEMENTED (located) for an op
// it does not know, INVALID_ARGUMENT for unsupported element types.
SR_MUST_USE_RESULT sr_status_t sr_di_body_add_op(sr_di_body_builder_t* b,
                                                 const sr_op_t* op,
                                                 const uint16_t* result_regs);

// Compiles a whole region block: arguments become ARG registers of their
// element types, ops are compiled in order, and the terminator's operands
// (linalg.yield, tensor.yield) become the yields.
SR_MUST_USE_RESULT sr_status_t
sr_di_body_compile_block(sr_di_body_builder_t* b, const sr_block_t* block);

// True when |op| is a scalar op sr_di_body_add_op knows.
bool sr_di_body_knows_op(const sr_op_t* op);

// Sets the values the body returns and computes register use counts (the
// last step of building a body by hand).
SR_MUST_USE_RESULT sr_status_t sr_di_body_set_yields(sr_di_body_builder_t* b,
                                                     uint32_t count,
                                                     const uint16_t* yields);

// Frees what a body owns.
void sr_di_body_release(sr_allocator_t allocator, sr_di_body_t* body);

// A located status for |op|: "'name': message".
sr_status_t sr_di_op_error(const sr_context_t* context, const sr_op_t* op,
                           sr_status_code_t code, const char* format, ...)
    SR_PRINTF_LIKE(4, 5);

#endif  // STREAMREF_CPU_BACKEND_DISPATCH_INTERP_BODY_COMPILE_H_
