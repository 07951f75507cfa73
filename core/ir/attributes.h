// Attributes: MLIR's builtin attributes, modeled; dialect attributes as text.
//
// Uniqued by the context like types: equal attributes are the same pointer.
// Locations are attributes too (as in MLIR), so `loc(...)` forms are kept
// exactly and can be printed back or decoded into `file:line:col`.
#ifndef STREAMREF_CORE_IR_ATTRIBUTES_H_
#define STREAMREF_CORE_IR_ATTRIBUTES_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/base/string_view.h"
#include "core/ir/types.h"

typedef enum sr_attr_kind_e {
  SR_ATTR_UNIT = 0,
  SR_ATTR_BOOL,
  SR_ATTR_INTEGER,
  SR_ATTR_FLOAT,
  SR_ATTR_STRING,
  SR_ATTR_TYPE,
  SR_ATTR_ARRAY,
  SR_ATTR_DICTIONARY,
  SR_ATTR_DENSE_ARRAY,      // array<i32: 1, 2>
  SR_ATTR_DENSE_ELEMENTS,   // dense<...> of ints, floats, complex
  SR_ATTR_DENSE_STRINGS,    // dense<["a", "b"]>
  SR_ATTR_DENSE_RESOURCE,   // dense_resource<name>
  SR_ATTR_SPARSE_ELEMENTS,  // sparse<...>, kept as text
  SR_ATTR_SYMBOL_REF,       // @a::@b
  SR_ATTR_AFFINE_MAP,
  SR_ATTR_INTEGER_SET,
  SR_ATTR_STRIDED_LAYOUT,  // strided<[s0, s1], offset: o>
  SR_ATTR_DISTINCT,        // distinct[N]<attr>
  SR_ATTR_DIALECT,         // `#dialect.mnemonic<...>` kept as text
  SR_ATTR_LOCATION,
} sr_attr_kind_t;

typedef struct sr_named_attr_t {
  sr_string_view_t name;  // interned
  const sr_attr_t* value;
} sr_named_attr_t;

//===----------------------------------------------------------------------===//
// Affine expressions, maps and sets
//===----------------------------------------------------------------------===//

typedef enum sr_affine_kind_e {
  SR_AFFINE_DIM = 0,
  SR_AFFINE_SYMBOL,
  SR_AFFINE_CONSTANT,
  SR_AFFINE_ADD,
  SR_AFFINE_MUL,
  SR_AFFINE_MOD,
  SR_AFFINE_FLOORDIV,
  SR_AFFINE_CEILDIV,
} sr_affine_kind_t;

typedef struct sr_affine_expr_t sr_affine_expr_t;
struct sr_affine_expr_t {
  sr_affine_kind_t kind;
  int64_t value;  // position for dims/symbols, value for constants
  const sr_affine_expr_t* lhs;
  const sr_affine_expr_t* rhs;
};

typedef struct sr_affine_map_t {
  uint32_t num_dims;
  uint32_t num_symbols;
  uint32_t num_results;
  const sr_affine_expr_t* const* results;
} sr_affine_map_t;

typedef struct sr_integer_set_t {
  uint32_t num_dims;
  uint32_t num_symbols;
  uint32_t num_constraints;
  const sr_affine_expr_t* const* constraints;
  const bool* is_equality;  // `== 0` when true, `>= 0` otherwise
} sr_integer_set_t;

//===----------------------------------------------------------------------===//
// Locations
//===----------------------------------------------------------------------===//

typedef enum sr_loc_kind_e {
  SR_LOC_UNKNOWN = 0,
  SR_LOC_FILE_LINE_COL,  // "file":line:col [to [line]:col]
  SR_LOC_NAME,           // "name" or "name"(child)
  SR_LOC_CALLSITE,       // callsite(callee at caller)
  SR_LOC_FUSED,          // fused<metadata>[a, b]
  SR_LOC_OPAQUE,         // anything else (dialect location attrs), as text
  // `#locN` used before its definition (printers put location aliases at
  // the end of the file); resolved when parsing ends. Never seen outside
  // the parser.
  SR_LOC_UNRESOLVED_ALIAS,
} sr_loc_kind_t;

typedef struct sr_location_t {
  sr_loc_kind_t kind;
  sr_string_view_t name;  // file name or location name
  uint32_t line, column;
  uint32_t end_line, end_column;  // 0 when not a range
  bool has_end_line;              // `to 3:4` versus `to :4`
  const sr_attr_t* child;         // name child; callsite callee
  const sr_attr_t* caller;        // callsite caller
  const sr_attr_t* metadata;      // fused metadata or NULL
  uint32_t count;                 // fused: number of locations
  const sr_attr_t* const* locations;
} sr_location_t;

//===----------------------------------------------------------------------===//
// The attribute
//===----------------------------------------------------------------------===//

struct sr_attr_t {
  sr_attr_kind_t kind;
  uint64_t hash;
  // The type printed after ` : ` (integers, floats, typed strings, elements)
  // or NULL.
  const sr_type_t* type;
  union {
    bool boolean;
    // Integers of any width: little-endian 64-bit words, two's complement,
    // sign- or zero-extended past the width. index is 64 bits wide.
    struct {
      uint32_t num_words;
      const uint64_t* words;
    } integer;
    // Floats: the raw bit pattern, little-endian words.
    struct {
      uint32_t num_words;
      const uint64_t* words;
    } flt;
    sr_string_view_t string;
    const sr_type_t* type_value;
    struct {
      uint32_t count;
      const sr_attr_t* const* elements;
    } array;
    // Sorted by name, unique names.
    struct {
      uint32_t count;
      const sr_named_attr_t* entries;
    } dictionary;
    // array<T: v...>: element type in |type|, values raw, packed at the
    // element's byte width (i1 as one byte).
    struct {
      uint32_t count;
      const uint8_t* data;
    } dense_array;
    // dense<...> : shaped type in |type|. |data| holds every element (or one
    // element when |splat|), each at the element's byte width (i1 as one
    // byte, complex as two parts), little-endian.
    struct {
      bool splat;
      size_t byte_length;
      const uint8_t* data;
    } dense;
    struct {
      bool splat;
      uint32_t count;
      const sr_string_view_t* strings;
    } dense_strings;
    sr_string_view_t resource_handle;  // dense_resource<handle>
    // sparse, dialect attributes, integer-set-like text we do not model.
    struct {
      sr_string_view_t dialect;  // "" for builtin text attrs
      sr_string_view_t text;     // printed form after '#' (dialect attrs) or
                                 // the whole attribute (sparse)
    } text;
    struct {
      sr_string_view_t root;  // without '@'
      uint32_t num_nested;
      const sr_string_view_t* nested;
    } symbol;
    const sr_affine_map_t* affine_map;
    const sr_integer_set_t* integer_set;
    struct {
      int64_t offset;  // SR_DYNAMIC_DIM for `?`
      uint32_t rank;
      const int64_t* strides;
    } strided;
    struct {
      uint64_t id;
      const sr_attr_t* referenced;
    } distinct;
    sr_location_t location;
  };
};

// Looks up |name| in a dictionary attribute (NULL if absent or not a dict).
const sr_attr_t* sr_dict_get(const sr_attr_t* dict, const char* name);
const sr_attr_t* sr_dict_get_view(const sr_attr_t* dict, sr_string_view_t name);

// Value of an integer attribute sign- or zero-extended from its width.
int64_t sr_attr_int_value(const sr_attr_t* attr);
// Value of a float attribute as a double (exact for f64 and narrower).
double sr_attr_float_value(const sr_attr_t* attr);

// Byte width of one element of a dense attribute's element type: whole
// bytes of its bit width (complex counts both parts; i1 is one byte).
size_t sr_dense_element_byte_width(const sr_type_t* element_type);

// True if |attr| is a location attribute.
static inline bool sr_attr_is_location(const sr_attr_t* attr) {
  return attr && attr->kind == SR_ATTR_LOCATION;
}

// The first file:line:col found in a location (depth first), if any.
bool sr_location_find_file_line_col(const sr_attr_t* location,
                                    sr_string_view_t* out_file,
                                    uint32_t* out_line, uint32_t* out_column);

#endif  // STREAMREF_CORE_IR_ATTRIBUTES_H_
