// Affine expression construction with MLIR's simplifications.
//
// MLIR simplifies affine expressions as it builds them (constants fold and
// move right, `x * 1` and `x + 0` vanish, `(d0 + 2) + 3` becomes `d0 + 5`).
// Doing the same here makes maps we parse print the way MLIR prints them.
// All constructors return NULL only on out-of-memory.
#ifndef STREAMREF_CORE_IR_AFFINE_H_
#define STREAMREF_CORE_IR_AFFINE_H_

#include "core/ir/context.h"

const sr_affine_expr_t* sr_affine_dim(sr_context_t* context, int64_t position);
const sr_affine_expr_t* sr_affine_symbol(sr_context_t* context,
                                         int64_t position);
const sr_affine_expr_t* sr_affine_constant(sr_context_t* context,
                                           int64_t value);
const sr_affine_expr_t* sr_affine_add(sr_context_t* context,
                                      const sr_affine_expr_t* lhs,
                                      const sr_affine_expr_t* rhs);
const sr_affine_expr_t* sr_affine_mul(sr_context_t* context,
                                      const sr_affine_expr_t* lhs,
                                      const sr_affine_expr_t* rhs);
const sr_affine_expr_t* sr_affine_floordiv(sr_context_t* context,
                                           const sr_affine_expr_t* lhs,
                                           const sr_affine_expr_t* rhs);
const sr_affine_expr_t* sr_affine_ceildiv(sr_context_t* context,
                                          const sr_affine_expr_t* lhs,
                                          const sr_affine_expr_t* rhs);
const sr_affine_expr_t* sr_affine_mod(sr_context_t* context,
                                      const sr_affine_expr_t* lhs,
                                      const sr_affine_expr_t* rhs);

// True if |expr| involves no dimensions.
bool sr_affine_is_symbolic_or_constant(const sr_affine_expr_t* expr);

// Evaluates |expr| with the given dimension and symbol values. Returns
// false on division by zero or a non-positive divisor.
bool sr_affine_evaluate(const sr_affine_expr_t* expr, const int64_t* dims,
                        const int64_t* symbols, int64_t* out_value);

#endif  // STREAMREF_CORE_IR_AFFINE_H_
