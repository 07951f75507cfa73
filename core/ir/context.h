// The IR context: owner of all IR memory and of the uniquing tables.
//
// One context holds interned strings, uniqued types and attributes, the ops
// of every module parsed into it, and a copy of every source text (so that
// errors found later, at run time, can still quote the offending line).
// Destroying the context frees all of it at once.
//
// Uniquing means pointer equality is equality for strings (by data pointer),
// types and attributes, which keeps comparisons in the verifier and executor
// to one instruction.
//
// Getters return NULL only when memory runs out; the context then stays
// usable but sr_context_status() reports RESOURCE_EXHAUSTED until the next
// parse (sr_parse_source) begins, which reports only its own. Callers that
// build IR check for NULL (the parser turns it into a located error).
//
// Not thread-safe: build and mutate IR from one thread. A fully built module
// may be read from several threads.
#ifndef STREAMREF_CORE_IR_CONTEXT_H_
#define STREAMREF_CORE_IR_CONTEXT_H_

#include "core/base/arena.h"
#include "core/base/source_text.h"
#include "core/base/string_view.h"
#include "core/ir/attributes.h"
#include "core/ir/operation.h"
#include "core/ir/types.h"
#include "streamref/allocator.h"

typedef struct sr_context_t sr_context_t;

// A source text registered with the context.
typedef struct sr_source_t {
  const char* name;  // NUL-terminated file name ("<stdin>" for stdin)
  const char* text;  // copy owned by the context, NUL-terminated
  size_t length;
  // The file line of the text's first line (> 1 for a `// -----` split
  // of a larger file, whose locations keep the file's line numbers).
  uint32_t first_line;
  // Large texts live in a block of their own (|text| == storage.data),
  // whose pages sr_context_discard_text can give back; small ones in the
  // arena (storage empty).
  sr_source_text_t storage;
} sr_source_t;

SR_MUST_USE_RESULT sr_status_t sr_context_create(sr_allocator_t allocator,
                                                 sr_context_t** out_context);
void sr_context_destroy(sr_context_t* context);

sr_arena_t* sr_context_arena(sr_context_t* context);
sr_allocator_t sr_context_allocator(const sr_context_t* context);
// OK, or RESOURCE_EXHAUSTED if some getter ran out of memory since the
// current (or last) parse began.
sr_status_t sr_context_status(const sr_context_t* context);

// Copies |text| into the context and returns its id (>= 1) in
// |out_source_id|.
SR_MUST_USE_RESULT sr_status_t sr_context_add_source(sr_context_t* context,
                                                     const char* name,
                                                     const char* text,
                                                     size_t length,
                                                     uint32_t* out_source_id);
// Adds a source whose text the context takes over (read by
// sr_source_text_read: the file is then held once, not copied again).
// |text| is emptied.
SR_MUST_USE_RESULT sr_status_t
sr_context_add_source_text(sr_context_t* context, const char* name,
                           sr_source_text_t* text, uint32_t* out_source_id);

// Gives back the memory of the text in [begin, begin + size) of one of
// the context's sources, whole pages of large texts only: nothing may read
// that part of the text again (the hex of a decoded blob).
void sr_context_discard_text(sr_context_t* context, const char* begin,
                             size_t size);

// Records that source |source_id| starts at line |first_line| of its file.
void sr_context_set_source_first_line(sr_context_t* context, uint32_t source_id,
                                      uint32_t first_line);
// NULL for an unknown id. The pointer is valid until the next
// sr_context_add_source (the table grows); the source's text never moves.
const sr_source_t* sr_context_source(const sr_context_t* context,
                                     uint32_t source_id);
// The text of file line |line| (1-based) of a source, without its newline
// (empty when the source does not hold that line).
sr_string_view_t sr_source_line_text(const sr_source_t* source, uint32_t line);

// Builds a status located at |pos|, quoting the source line.
sr_status_t sr_context_make_status_at(const sr_context_t* context,
                                      sr_source_pos_t pos,
                                      sr_status_code_t code, const char* format,
                                      ...) SR_PRINTF_LIKE(4, 5);

//===----------------------------------------------------------------------===//
// File metadata: `{-# dialect_resources: {...} #-}`
//===----------------------------------------------------------------------===//

// One `key: value` entry of a resource section, kept as text so it prints
// back unchanged. Blobs are `"0x<alignment:4 bytes LE><data>"` strings.
typedef struct sr_resource_entry_t {
  sr_string_view_t section;  // "dialect_resources" or "external_resources"
  sr_string_view_t group;    // the dialect ("builtin") or external group
  sr_string_view_t key;
  // The value's text as written: a view into the source text when it came
  // from one (a blob is never copied), else the context's copy.
  sr_string_view_t value;
  // Builtin blobs once decoded (sr_context_decode_blob): where the bytes
  // live, and the alignment from the blob's first 4 bytes. When
  // |text_discarded|, the hex is gone and printers encode |data| instead.
  const uint8_t* data;
  size_t data_length;
  uint32_t alignment;
  bool text_discarded;
} sr_resource_entry_t;

SR_MUST_USE_RESULT sr_status_t sr_context_add_resource(
    sr_context_t* context, const sr_resource_entry_t* entry);
uint32_t sr_context_resource_count(const sr_context_t* context);
const sr_resource_entry_t* sr_context_resource(const sr_context_t* context,
                                               uint32_t index);
// Builtin blobs (`key: "0x<alignment: 4 bytes LE><data>"`) are decoded
// once, on first use, into the storage their user gives them, and served
// from there afterwards; the hex text is then given back (see
// sr_context_discard_text).
//
// The length of blob |key|'s data (without the alignment word) and its
// alignment. False if there is no such blob or it is malformed.
bool sr_context_blob_info(sr_context_t* context, sr_string_view_t key,
                          size_t* out_length, uint32_t* out_alignment);
// Decodes blob |key|'s data into |dst| (sr_context_blob_info bytes) and
// from then on serves the blob from |dst|, which must stay valid as long as
// the context. If the blob was already decoded elsewhere, copies it from
// there instead. False if there is no such blob or it is malformed.
bool sr_context_decode_blob(sr_context_t* context, sr_string_view_t key,
                            uint8_t* dst);
// Where blob |key| was decoded (and its length), or NULL when it has not
// been yet (or does not exist).
const uint8_t* sr_context_blob_decoded(sr_context_t* context,
                                       sr_string_view_t key,
                                       size_t* out_length);
// The bytes of blob |key|: where they were decoded, or decoded now into
// the context's arena (64-byte aligned). False if there is no such blob or
// it is malformed.
bool sr_context_find_blob(sr_context_t* context, sr_string_view_t key,
                          const uint8_t** out_data, size_t* out_length,
                          uint32_t* out_alignment);

//===----------------------------------------------------------------------===//
// Strings
//===----------------------------------------------------------------------===//

// The interned copy of |text| (.data NULL on OOM). Interned views of equal
// text have equal data pointers and are NUL-terminated.
sr_string_view_t sr_context_intern(sr_context_t* context,
                                   sr_string_view_t text);

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

const sr_type_t* sr_type_get_index(sr_context_t* context);
const sr_type_t* sr_type_get_none(sr_context_t* context);
const sr_type_t* sr_type_get_integer(sr_context_t* context, uint32_t width,
                                     sr_signedness_t signedness);
const sr_type_t* sr_type_get_float(sr_context_t* context, sr_float_kind_t kind);
const sr_type_t* sr_type_get_complex(sr_context_t* context,
                                     const sr_type_t* element);
const sr_type_t* sr_type_get_tensor(sr_context_t* context, uint32_t rank,
                                    const int64_t* dims,
                                    const sr_type_t* element,
                                    const sr_attr_t* encoding);
const sr_type_t* sr_type_get_unranked_tensor(sr_context_t* context,
                                             const sr_type_t* element);
const sr_type_t* sr_type_get_vector(sr_context_t* context, uint32_t rank,
                                    const int64_t* dims, const bool* scalable,
                                    const sr_type_t* element);
const sr_type_t* sr_type_get_memref(sr_context_t* context, uint32_t rank,
                                    const int64_t* dims,
                                    const sr_type_t* element,
                                    const sr_attr_t* layout,
                                    const sr_attr_t* memory_space);
const sr_type_t* sr_type_get_unranked_memref(sr_context_t* context,
                                             const sr_type_t* element,
                                             const sr_attr_t* memory_space);
const sr_type_t* sr_type_get_tuple(sr_context_t* context, uint32_t count,
                                   const sr_type_t* const* types);
const sr_type_t* sr_type_get_function(sr_context_t* context,
                                      uint32_t num_inputs,
                                      const sr_type_t* const* inputs,
                                      uint32_t num_results,
                                      const sr_type_t* const* results);
// |text| is the dialect type's text after '!' ("stream.resource<external>").
const sr_type_t* sr_type_get_dialect(sr_context_t* context,
                                     sr_string_view_t text);

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

const sr_attr_t* sr_attr_get_unit(sr_context_t* context);
const sr_attr_t* sr_attr_get_bool(sr_context_t* context, bool value);
// |words| little-endian, |num_words| = ceil(width / 64) (1 for index).
const sr_attr_t* sr_attr_get_integer_words(sr_context_t* context,
                                           const sr_type_t* type,
                                           uint32_t num_words,
                                           const uint64_t* words);
const sr_attr_t* sr_attr_get_integer(sr_context_t* context,
                                     const sr_type_t* type, int64_t value);
const sr_attr_t* sr_attr_get_float_bits(sr_context_t* context,
                                        const sr_type_t* type,
                                        uint32_t num_words,
                                        const uint64_t* words);
// |type| may be NULL (untyped string).
const sr_attr_t* sr_attr_get_string(sr_context_t* context,
                                    sr_string_view_t value,
                                    const sr_type_t* type);
const sr_attr_t* sr_attr_get_type(sr_context_t* context, const sr_type_t* type);
const sr_attr_t* sr_attr_get_array(sr_context_t* context, uint32_t count,
                                   const sr_attr_t* const* elements);
// Sorts and checks |entries|; returns NULL and sets *out_duplicate to the
// duplicated name when a name repeats (out_duplicate may be NULL).
const sr_attr_t* sr_attr_get_dictionary(sr_context_t* context, uint32_t count,
                                        const sr_named_attr_t* entries,
                                        sr_string_view_t* out_duplicate);
const sr_attr_t* sr_attr_get_empty_dictionary(sr_context_t* context);
const sr_attr_t* sr_attr_get_dense_array(sr_context_t* context,
                                         const sr_type_t* element_type,
                                         uint32_t count, const void* data);
const sr_attr_t* sr_attr_get_dense_elements(sr_context_t* context,
                                            const sr_type_t* shaped_type,
                                            bool splat, const void* data,
                                            size_t byte_length);
const sr_attr_t* sr_attr_get_dense_strings(sr_context_t* context,
                                           const sr_type_t* shaped_type,
                                           bool splat, uint32_t count,
                                           const sr_string_view_t* strings);
const sr_attr_t* sr_attr_get_dense_resource(sr_context_t* context,
                                            const sr_type_t* shaped_type,
                                            sr_string_view_t handle);
// kind is SR_ATTR_SPARSE_ELEMENTS or SR_ATTR_DIALECT; |type| may be NULL.
const sr_attr_t* sr_attr_get_text(sr_context_t* context, sr_attr_kind_t kind,
                                  sr_string_view_t text, const sr_type_t* type);
const sr_attr_t* sr_attr_get_symbol_ref(sr_context_t* context,
                                        sr_string_view_t root,
                                        uint32_t num_nested,
                                        const sr_string_view_t* nested);
const sr_attr_t* sr_attr_get_affine_map(sr_context_t* context,
                                        const sr_affine_map_t* map);
const sr_attr_t* sr_attr_get_integer_set(sr_context_t* context,
                                         const sr_integer_set_t* set);
const sr_attr_t* sr_attr_get_strided_layout(sr_context_t* context,
                                            int64_t offset, uint32_t rank,
                                            const int64_t* strides);
const sr_attr_t* sr_attr_get_distinct(sr_context_t* context, uint64_t id,
                                      const sr_attr_t* referenced);
const sr_attr_t* sr_attr_get_location(sr_context_t* context,
                                      const sr_location_t* location);
const sr_attr_t* sr_attr_get_unknown_location(sr_context_t* context);

// Affine expressions are uniqued too, so structural equality of maps is
// pointer equality of their results.
const sr_affine_expr_t* sr_affine_get(sr_context_t* context,
                                      sr_affine_kind_t kind, int64_t value,
                                      const sr_affine_expr_t* lhs,
                                      const sr_affine_expr_t* rhs);

//===----------------------------------------------------------------------===//
// IR construction
//===----------------------------------------------------------------------===//

// Allocates an op with room for the given counts; operands/results/regions
// are zeroed and must be filled in. NULL on OOM.
sr_op_t* sr_op_allocate(sr_context_t* context, sr_string_view_t name,
                        uint32_t num_operands, uint32_t num_results,
                        uint32_t num_regions, uint32_t num_successors);
sr_block_t* sr_block_allocate(sr_context_t* context);
// Adds an argument to |block|; NULL on OOM.
sr_value_t* sr_block_add_argument(sr_context_t* context, sr_block_t* block,
                                  const sr_type_t* type, const sr_attr_t* loc);
// A fresh placeholder value (parser forward references).
sr_value_t* sr_value_allocate_placeholder(sr_context_t* context,
                                          const sr_type_t* type);

#endif  // STREAMREF_CORE_IR_CONTEXT_H_
