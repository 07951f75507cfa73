// Types: MLIR's builtin types, modeled; every dialect type kept as text.
//
// Types are uniqued by the context (sr_context_t): two types are equal iff
// their pointers are equal. They are immutable and live as long as the
// context.
//
// Dialect types (`!stream.resource<external>`, `!hal.buffer_view`, ...) are
// kept as their printed text after the `!`, with aliases already expanded, so
// any dialect we do not model still round-trips. Helpers elsewhere decode
// the ones streamref executes.
#ifndef STREAMREF_CORE_IR_TYPES_H_
#define STREAMREF_CORE_IR_TYPES_H_

#include <stdbool.h>
#include <stdint.h>

#include "core/base/element_type.h"
#include "core/base/string_view.h"

typedef struct sr_attr_t sr_attr_t;
typedef struct sr_type_t sr_type_t;

// MLIR's ShapedType::kDynamic: a `?` dimension.
#define SR_DYNAMIC_DIM INT64_MIN

typedef enum sr_type_kind_e {
  SR_TYPE_INDEX = 0,
  SR_TYPE_INTEGER,
  SR_TYPE_FLOAT,
  SR_TYPE_NONE,
  SR_TYPE_COMPLEX,
  SR_TYPE_TENSOR,  // ranked
  SR_TYPE_UNRANKED_TENSOR,
  SR_TYPE_VECTOR,
  SR_TYPE_MEMREF,  // ranked
  SR_TYPE_UNRANKED_MEMREF,
  SR_TYPE_TUPLE,
  SR_TYPE_FUNCTION,
  SR_TYPE_DIALECT,  // opaque: `!dialect.mnemonic<...>`
} sr_type_kind_t;

typedef enum sr_signedness_e {
  SR_SIGNLESS = 0,  // iN
  SR_SIGNED = 1,    // siN
  SR_UNSIGNED = 2,  // uiN
} sr_signedness_t;

// Every float format MLIR's builtin dialect spells.
typedef enum sr_float_kind_e {
  SR_FLOAT_F16 = 0,
  SR_FLOAT_BF16,
  SR_FLOAT_F32,
  SR_FLOAT_F64,
  SR_FLOAT_F80,
  SR_FLOAT_F128,
  SR_FLOAT_TF32,
  SR_FLOAT_F8E5M2,
  SR_FLOAT_F8E4M3,
  SR_FLOAT_F8E4M3FN,
  SR_FLOAT_F8E5M2FNUZ,
  SR_FLOAT_F8E4M3FNUZ,
  SR_FLOAT_F8E4M3B11FNUZ,
  SR_FLOAT_F8E3M4,
  SR_FLOAT_F8E8M0FNU,
  SR_FLOAT_F6E2M3FN,
  SR_FLOAT_F6E3M2FN,
  SR_FLOAT_F4E2M1FN,
  SR_FLOAT_KIND_COUNT,
} sr_float_kind_t;

// How a float format encodes non-finite values.
typedef enum sr_float_nonfinite_e {
  SR_FLOAT_IEEE = 0,      // inf and NaN as IEEE 754
  SR_FLOAT_NAN_ALL_ONES,  // "FN": no inf; NaN is all exponent and mantissa ones
  SR_FLOAT_NAN_NEG_ZERO,  // "FNUZ": no inf, no -0; NaN is the -0 pattern
  SR_FLOAT_NO_NONFINITE,  // f4/f6 "FN" types: neither inf nor NaN
} sr_float_nonfinite_t;

typedef struct sr_float_semantics_t {
  const char* name;    // spelling, e.g. "f8E4M3FN"
  uint32_t bit_width;  // storage bits
  uint32_t exponent_bits;
  uint32_t mantissa_bits;  // stored fraction bits
  int32_t bias;
  bool explicit_integer_bit;  // x87 f80
  bool has_sign;              // false for f8E8M0FNU
  bool has_zero;              // false for f8E8M0FNU
  sr_float_nonfinite_t nonfinite;
} sr_float_semantics_t;

const sr_float_semantics_t* sr_float_semantics(sr_float_kind_t kind);

struct sr_type_t {
  sr_type_kind_t kind;
  uint64_t hash;
  union {
    struct {
      uint32_t width;
      sr_signedness_t signedness;
    } integer;
    struct {
      sr_float_kind_t kind;
    } flt;
    struct {
      const sr_type_t* element;
    } complex;
    // tensor, unranked tensor, vector, memref, unranked memref.
    struct {
      uint32_t rank;
      const int64_t* dims;   // rank entries; SR_DYNAMIC_DIM for `?`
      const bool* scalable;  // vector only, may be NULL (none scalable)
      const sr_type_t* element;
      const sr_attr_t* encoding;      // tensor encoding or memref layout; NULL
      const sr_attr_t* memory_space;  // memref only; NULL
    } shaped;
    struct {
      uint32_t count;
      const sr_type_t* const* types;
    } tuple;
    struct {
      uint32_t num_inputs;
      uint32_t num_results;
      const sr_type_t* const* inputs;
      const sr_type_t* const* results;
    } function;
    struct {
      sr_string_view_t dialect;  // "stream"
      sr_string_view_t text;     // "stream.resource<external>" (after '!')
    } dialect;
  };
};

static inline bool sr_type_is_integer(const sr_type_t* type) {
  return type->kind == SR_TYPE_INTEGER;
}
static inline bool sr_type_is_float(const sr_type_t* type) {
  return type->kind == SR_TYPE_FLOAT;
}
static inline bool sr_type_is_shaped(const sr_type_t* type) {
  return type->kind >= SR_TYPE_TENSOR && type->kind <= SR_TYPE_UNRANKED_MEMREF;
}
static inline bool sr_type_is_ranked(const sr_type_t* type) {
  return type->kind == SR_TYPE_TENSOR || type->kind == SR_TYPE_VECTOR ||
         type->kind == SR_TYPE_MEMREF;
}
// True for `!<dialect>.<mnemonic>...` with exactly that prefix up to the
// first `<` or end: sr_type_is_dialect(t, "stream.resource").
bool sr_type_is_dialect(const sr_type_t* type, const char* qualified_name);

// Bit width of an integer, float or index (64) type; 0 otherwise.
uint32_t sr_type_bit_width(const sr_type_t* type);

// The in-tree element type (core/base/element_type.h) that stores |type|:
// i1/i8/i16/i32/i64 of any signedness, index (as i64), f16, bf16, f32,
// f64. False for anything else.
bool sr_type_dtype(const sr_type_t* type, sr_dtype_t* out_dtype);
// The dtype of a float format: f16, bf16, f32, f64; false for the others.
bool sr_float_kind_dtype(sr_float_kind_t kind, sr_dtype_t* out_dtype);

// Number of elements of a ranked static shape; -1 if any dim is dynamic.
int64_t sr_type_element_count(const sr_type_t* type);

#endif  // STREAMREF_CORE_IR_TYPES_H_
