// What streamref-run and streamref-diff share: iree-run-module's input
// grammar (parsed into variants), results printed as iree-run-module prints
// them, numpy files, and the element comparison both tools report with.
//
// Tool code, not library code: it prints to the streams it is given and
// exits on out-of-memory like the tools do. Not thread-safe.
#ifndef STREAMREF_TOOLS_RUN_IO_H_
#define STREAMREF_TOOLS_RUN_IO_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "streamref/runtime.h"

//===----------------------------------------------------------------------===//
// Lists
//===----------------------------------------------------------------------===//

typedef struct sr_tool_string_list_t {
  size_t count;
  size_t capacity;
  char** values;
} sr_tool_string_list_t;

// Appends a copy of |value|.
void sr_tool_string_list_push(sr_tool_string_list_t* list, const char* value);
void sr_tool_string_list_free(sr_tool_string_list_t* list);

typedef struct sr_tool_variant_list_t {
  size_t count;
  size_t capacity;
  sr_variant_t* values;
} sr_tool_variant_list_t;

// Takes the reference |value| holds.
void sr_tool_variant_list_push(sr_tool_variant_list_t* list,
                               sr_variant_t value);
// Drops every reference and empties the list.
void sr_tool_variant_list_free(sr_tool_variant_list_t* list);

//===----------------------------------------------------------------------===//
// Files: streams opened once per path so `+` continues where `@` began
//===----------------------------------------------------------------------===//

typedef struct sr_tool_stream_t {
  char* path;
  FILE* file;
} sr_tool_stream_t;

typedef struct sr_tool_stream_list_t {
  size_t count;
  sr_tool_stream_t streams[64];
  const char* mode;  // "rb" or "wb"/"ab"
} sr_tool_stream_list_t;

// Opens |path| (or returns the stream already open for it, rewound unless
// |append|). |write_mode| non-NULL opens for writing. NULL on failure.
FILE* sr_tool_stream_open(sr_tool_stream_list_t* list, const char* path,
                          bool append, const char* write_mode);
// Closes every stream; DATA_LOSS naming the first one whose writes failed
// (they are buffered: a full disk shows only when the stream is flushed).
sr_status_t sr_tool_stream_list_close(sr_tool_stream_list_t* list);

// numpy .npy arrays (little-endian, C order).
sr_status_t sr_tool_npy_read(FILE* file, sr_buffer_view_t** out_view);
sr_status_t sr_tool_npy_write(FILE* file, const sr_buffer_view_t* view);
// Bytes of the view's elements in dense row-major order.
size_t sr_tool_dense_length(const sr_buffer_view_t* view);

//===----------------------------------------------------------------------===//
// Inputs
//===----------------------------------------------------------------------===//

// Trims white space in place; returns the first non-space character.
char* sr_tool_trim(char* s);

// Parses |specs| (iree-run-module's --input grammar) against the function's
// argument calling convention |cconv| ("rIi", ...) into |out|. Besides
// IREE's forms, a reference argument takes a resource:
//   resource<LIFETIME>{N}           N zero bytes
//   resource<LIFETIME>{N}=@f.bin    N bytes from f.bin (+f.bin continues)
//   resource<LIFETIME>=@f.bin       as many bytes as f.bin holds
//   resource<LIFETIME>{N}=1 2 3 4   bytes (one value splats, as tensors do)
// (LIFETIME is informational: `*`, external, transient, ...). The value is
// an N x i8 buffer view, which the runtime passes to a !stream.resource or
// !hal.buffer argument as its bytes.
sr_status_t sr_tool_parse_inputs(sr_tool_string_list_t* specs,
                                 const char* cconv,
                                 sr_tool_variant_list_t* out);

// A deep copy of |list| (buffer views get their own storage), so that a
// second run sees the same inputs even if the first wrote into them.
sr_status_t sr_tool_variant_list_clone(const sr_tool_variant_list_t* list,
                                       sr_tool_variant_list_t* out);

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

// IREE's text of |view| (malloc'd; NULL on out-of-memory).
char* sr_tool_format_view(const sr_buffer_view_t* view, size_t max_elements);
// A result as iree-run-module prints it (`hal.buffer_view\n4xf32=...`).
void sr_tool_print_variant(FILE* out, const sr_variant_t* v,
                           size_t max_elements);
// A scalar as a rank-0 view (a new reference), a view retained; NULL on OOM.
sr_buffer_view_t* sr_tool_variant_as_view(const sr_variant_t* v);
const char* sr_tool_variant_type_name(const sr_variant_t* v);
// `4x8xf32` of |view| into |buffer|.
void sr_tool_format_shape(char* buffer, size_t capacity,
                          const sr_buffer_view_t* view);
// One element at |p| of |type| in IREE's spelling of values.
void sr_tool_format_element(char* buffer, size_t capacity, const uint8_t* p,
                            sr_element_type_t type);
// A float element (f16, bf16, f32, f64) as a double.
double sr_tool_element_as_double(const uint8_t* p, sr_element_type_t type);

//===----------------------------------------------------------------------===//
// Comparison of results
//===----------------------------------------------------------------------===//

// Float element kinds tolerances are given for.
typedef enum sr_tool_float_kind_e {
  SR_TOOL_FLOAT_F16 = 0,
  SR_TOOL_FLOAT_BF16,
  SR_TOOL_FLOAT_F32,
  SR_TOOL_FLOAT_F64,
  SR_TOOL_FLOAT_KIND_COUNT,
} sr_tool_float_kind_t;

// Per float kind: an element matches when its bits are equal, or when a
// tolerance is set for its kind and
//   both are NaN (any payload), or
//   both are infinities of the same sign, or
//   neither is NaN or infinite and |a - b| <= atol + rtol * |b|, or
//   neither is NaN and they are at most `ulp` representable values apart
//   (+0 and -0 are 0 apart).
// A NaN never matches a number, an infinity never matches a finite value.
// No tolerance set (the default): bits must be equal, NaN payloads and
// the sign of zero included. Integers and booleans are always exact.
typedef struct sr_tool_compare_options_t {
  double atol[SR_TOOL_FLOAT_KIND_COUNT];  // < 0: unset
  double rtol[SR_TOOL_FLOAT_KIND_COUNT];  // < 0: unset
  int64_t ulp[SR_TOOL_FLOAT_KIND_COUNT];  // < 0: unset
} sr_tool_compare_options_t;

void sr_tool_compare_options_initialize(sr_tool_compare_options_t* options);

// Parses `--atol=`, `--rtol=`, `--ulp=` values: `X` sets every float kind,
// `f32:X` (f16, bf16, f32, f64) one kind; several comma-separated. |which|
// is "atol", "rtol" or "ulp". False on a malformed value.
bool sr_tool_compare_options_parse(sr_tool_compare_options_t* options,
                                   const char* which, const char* value);

// Where two result lists first differ.
typedef struct sr_tool_difference_t {
  size_t result;   // result index
  size_t element;  // element index (0 for scalars)
  char reason[128];
  char a[96];  // the element as the first list has it
  char b[96];  // as the second has it
} sr_tool_difference_t;

// Compares |a| and |b| result by result, element by element; false and
// |out| filled at the first difference (count, type, shape or value).
// Fences compare equal.
bool sr_tool_compare_results(const sr_variant_t* a, size_t a_count,
                             const sr_variant_t* b, size_t b_count,
                             const sr_tool_compare_options_t* options,
                             sr_tool_difference_t* out);

#endif  // STREAMREF_TOOLS_RUN_IO_H_
