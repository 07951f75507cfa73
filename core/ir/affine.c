// Affine expressions, simplified on construction as MLIR's AffineExpr.cpp
// does (the subset of its rules that decides how maps print).

#include "core/ir/affine.h"

static const sr_affine_expr_t* sr_make(sr_context_t* context,
                                       sr_affine_kind_t kind,
                                       const sr_affine_expr_t* lhs,
                                       const sr_affine_expr_t* rhs) {
  if (!lhs || !rhs) return NULL;
  return sr_affine_get(context, kind, 0, lhs, rhs);
}

const sr_affine_expr_t* sr_affine_dim(sr_context_t* context, int64_t position) {
  return sr_affine_get(context, SR_AFFINE_DIM, position, NULL, NULL);
}

const sr_affine_expr_t* sr_affine_symbol(sr_context_t* context,
                                         int64_t position) {
  return sr_affine_get(context, SR_AFFINE_SYMBOL, position, NULL, NULL);
}

const sr_affine_expr_t* sr_affine_constant(sr_context_t* context,
                                           int64_t value) {
  return sr_affine_get(context, SR_AFFINE_CONSTANT, value, NULL, NULL);
}

bool sr_affine_is_symbolic_or_constant(const sr_affine_expr_t* expr) {
  switch (expr->kind) {
    case SR_AFFINE_DIM:
      return false;
    case SR_AFFINE_SYMBOL:
    case SR_AFFINE_CONSTANT:
      return true;
    default:
      return sr_affine_is_symbolic_or_constant(expr->lhs) &&
             sr_affine_is_symbolic_or_constant(expr->rhs);
  }
}

static bool sr_is_const(const sr_affine_expr_t* expr) {
  return expr->kind == SR_AFFINE_CONSTANT;
}

static int64_t sr_floor_div(int64_t a, int64_t b) {
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}

static int64_t sr_ceil_div(int64_t a, int64_t b) {
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) == (b < 0))) ++q;
  return q;
}

static int64_t sr_mod(int64_t a, int64_t b) {
  int64_t r = a % b;
  return r < 0 ? r + b : r;
}

const sr_affine_expr_t* sr_affine_add(sr_context_t* context,
                                      const sr_affine_expr_t* lhs,
                                      const sr_affine_expr_t* rhs) {
  if (!lhs || !rhs) return NULL;
  if (sr_is_const(lhs) && sr_is_const(rhs)) {
    int64_t sum;
    if (!__builtin_add_overflow(lhs->value, rhs->value, &sum)) {
      return sr_affine_constant(context, sum);
    }
    return sr_make(context, SR_AFFINE_ADD, lhs, rhs);
  }
  // Constants (then symbolic terms) go to the right.
  if (sr_is_const(lhs) || (sr_affine_is_symbolic_or_constant(lhs) &&
                           !sr_affine_is_symbolic_or_constant(rhs))) {
    return sr_affine_add(context, rhs, lhs);
  }
  if (sr_is_const(rhs) && rhs->value == 0) return lhs;
  // (x + c1) + c2 -> x + (c1 + c2).
  int64_t folded;
  if (lhs->kind == SR_AFFINE_ADD && sr_is_const(rhs) && sr_is_const(lhs->rhs) &&
      !__builtin_add_overflow(lhs->rhs->value, rhs->value, &folded)) {
    return sr_affine_add(context, lhs->lhs,
                         sr_affine_constant(context, folded));
  }
  // c1 * x + c2 * x -> (c1 + c2) * x.
  const sr_affine_expr_t* first = lhs;
  int64_t first_factor = 1;
  if (lhs->kind == SR_AFFINE_MUL && sr_is_const(lhs->rhs)) {
    first = lhs->lhs;
    first_factor = lhs->rhs->value;
  }
  const sr_affine_expr_t* second = rhs;
  int64_t second_factor = 1;
  if (rhs->kind == SR_AFFINE_MUL && sr_is_const(rhs->rhs)) {
    second = rhs->lhs;
    second_factor = rhs->rhs->value;
  }
  // Through sr_affine_mul, as iree-opt prints it: `d0 - d0` is 0, not
  // `d0 * 0` (which would print as text that parses to 0: not stable).
  if (first == second &&
      !__builtin_add_overflow(first_factor, second_factor, &folded)) {
    return sr_affine_mul(context, first, sr_affine_constant(context, folded));
  }
  // (x + c) + y -> (x + y) + c (constants that overflow stay apart).
  if (lhs->kind == SR_AFFINE_ADD && sr_is_const(lhs->rhs) &&
      !sr_is_const(rhs)) {
    return sr_affine_add(context, sr_affine_add(context, lhs->lhs, rhs),
                         lhs->rhs);
  }
  return sr_make(context, SR_AFFINE_ADD, lhs, rhs);
}

const sr_affine_expr_t* sr_affine_mul(sr_context_t* context,
                                      const sr_affine_expr_t* lhs,
                                      const sr_affine_expr_t* rhs) {
  if (!lhs || !rhs) return NULL;
  if (sr_is_const(lhs) && sr_is_const(rhs)) {
    int64_t product;
    if (!__builtin_mul_overflow(lhs->value, rhs->value, &product)) {
      return sr_affine_constant(context, product);
    }
    return sr_make(context, SR_AFFINE_MUL, lhs, rhs);
  }
  if (!sr_affine_is_symbolic_or_constant(lhs) &&
      !sr_affine_is_symbolic_or_constant(rhs)) {
    return sr_make(context, SR_AFFINE_MUL, lhs, rhs);  // semi-affine
  }
  if (!sr_affine_is_symbolic_or_constant(rhs) || sr_is_const(lhs)) {
    return sr_affine_mul(context, rhs, lhs);
  }
  if (sr_is_const(rhs)) {
    if (rhs->value == 1) return lhs;
    if (rhs->value == 0) return rhs;
  }
  int64_t folded;
  if (lhs->kind == SR_AFFINE_MUL && sr_is_const(rhs) && sr_is_const(lhs->rhs) &&
      !__builtin_mul_overflow(lhs->rhs->value, rhs->value, &folded)) {
    return sr_affine_mul(context, lhs->lhs,
                         sr_affine_constant(context, folded));
  }
  if (lhs->kind == SR_AFFINE_MUL && sr_is_const(lhs->rhs) &&
      !sr_is_const(rhs)) {  // (constant factors that overflow stay apart)
    return sr_affine_mul(context, sr_affine_mul(context, lhs->lhs, rhs),
                         lhs->rhs);
  }
  return sr_make(context, SR_AFFINE_MUL, lhs, rhs);
}

const sr_affine_expr_t* sr_affine_floordiv(sr_context_t* context,
                                           const sr_affine_expr_t* lhs,
                                           const sr_affine_expr_t* rhs) {
  if (!lhs || !rhs) return NULL;
  if (!sr_is_const(rhs) || rhs->value < 1) {
    return sr_make(context, SR_AFFINE_FLOORDIV, lhs, rhs);
  }
  if (sr_is_const(lhs)) {
    return sr_affine_constant(context, sr_floor_div(lhs->value, rhs->value));
  }
  if (rhs->value == 1) return lhs;
  if (lhs->kind == SR_AFFINE_MUL && sr_is_const(lhs->rhs) &&
      lhs->rhs->value % rhs->value == 0) {
    return sr_affine_mul(
        context, lhs->lhs,
        sr_affine_constant(context, lhs->rhs->value / rhs->value));
  }
  return sr_make(context, SR_AFFINE_FLOORDIV, lhs, rhs);
}

const sr_affine_expr_t* sr_affine_ceildiv(sr_context_t* context,
                                          const sr_affine_expr_t* lhs,
                                          const sr_affine_expr_t* rhs) {
  if (!lhs || !rhs) return NULL;
  if (!sr_is_const(rhs) || rhs->value < 1) {
    return sr_make(context, SR_AFFINE_CEILDIV, lhs, rhs);
  }
  if (sr_is_const(lhs)) {
    return sr_affine_constant(context, sr_ceil_div(lhs->value, rhs->value));
  }
  if (rhs->value == 1) return lhs;
  if (lhs->kind == SR_AFFINE_MUL && sr_is_const(lhs->rhs) &&
      lhs->rhs->value % rhs->value == 0) {
    return sr_affine_mul(
        context, lhs->lhs,
        sr_affine_constant(context, lhs->rhs->value / rhs->value));
  }
  return sr_make(context, SR_AFFINE_CEILDIV, lhs, rhs);
}

const sr_affine_expr_t* sr_affine_mod(sr_context_t* context,
                                      const sr_affine_expr_t* lhs,
                                      const sr_affine_expr_t* rhs) {
  if (!lhs || !rhs) return NULL;
  if (!sr_is_const(rhs) || rhs->value < 1) {
    return sr_make(context, SR_AFFINE_MOD, lhs, rhs);
  }
  if (sr_is_const(lhs)) {
    return sr_affine_constant(context, sr_mod(lhs->value, rhs->value));
  }
  if (rhs->value == 1) return sr_affine_constant(context, 0);
  if (lhs->kind == SR_AFFINE_MUL && sr_is_const(lhs->rhs) &&
      lhs->rhs->value % rhs->value == 0) {
    return sr_affine_constant(context, 0);
  }
  return sr_make(context, SR_AFFINE_MOD, lhs, rhs);
}

bool sr_affine_evaluate(const sr_affine_expr_t* expr, const int64_t* dims,
                        const int64_t* symbols, int64_t* out_value) {
  switch (expr->kind) {
    case SR_AFFINE_DIM:
      *out_value = dims[expr->value];
      return true;
    case SR_AFFINE_SYMBOL:
      *out_value = symbols[expr->value];
      return true;
    case SR_AFFINE_CONSTANT:
      *out_value = expr->value;
      return true;
    default:
      break;
  }
  int64_t a, b;
  if (!sr_affine_evaluate(expr->lhs, dims, symbols, &a) ||
      !sr_affine_evaluate(expr->rhs, dims, symbols, &b)) {
    return false;
  }
  switch (expr->kind) {
    case SR_AFFINE_ADD:
      *out_value = (int64_t)((uint64_t)a + (uint64_t)b);
      return true;
    case SR_AFFINE_MUL:
      *out_value = (int64_t)((uint64_t)a * (uint64_t)b);
      return true;
    case SR_AFFINE_FLOORDIV:
      if (b < 1) return false;
      *out_value = sr_floor_div(a, b);
      return true;
    case SR_AFFINE_CEILDIV:
      if (b < 1) return false;
      *out_value = sr_ceil_div(a, b);
      return true;
    case SR_AFFINE_MOD:
      if (b < 1) return false;
      *out_value = sr_mod(a, b);
      return true;
    default:
      return false;
  }
}
