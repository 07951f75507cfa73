// The MLIR text parser: generic operation syntax, builtin types and
// attributes, aliases, resource sections, and the custom syntax of every op
// registered in core/ir/op_registry.h.
//
// Error policy: the parser stops at the first error, which carries the
// `file:line:col` of the offending token and a copy of its source line.
// Internally every parse function returns bool (true = success) and the
// first failure is recorded in the parser; sr_parse_source turns it into a
// status. That keeps the hundreds of small parse functions free of status
// plumbing while keeping one precise error.
//
// Custom op parsers (core/ir/op_registry.h) use the sr_parser_* functions
// declared below, the way MLIR's custom parsers use OpAsmParser.
#ifndef STREAMREF_CORE_PARSE_PARSER_H_
#define STREAMREF_CORE_PARSE_PARSER_H_

#include <stdbool.h>
#include <stdint.h>

#include "core/base/arena.h"
#include "core/ir/context.h"
#include "core/parse/lexer.h"

typedef struct sr_parser_t sr_parser_t;

typedef struct sr_parse_options_t {
  // Accept ops of dialects streamref does not know (always parsed in generic
  // form; custom syntax of unknown ops is an error regardless).
  bool allow_unregistered_dialects;
  // Line number of the first line of |text| (for `--split-input-file`
  // chunks). 0 means 1.
  uint32_t first_line;
  // Skip the checks that need all regions closed (for testing the parser
  // alone). Normally false.
  bool skip_verification;
  // Parse the context's source |source_id| (one added with
  // sr_context_add_source_text, so the text is not copied again) instead
  // of |name| and |text|. 0: add |text| as a new source.
  uint32_t source_id;
  // Called on the parsing thread after every SR_PARSE_PROGRESS_OPS ops and
  // once when the text has parsed (|bytes_parsed| then the text's length),
  // with the bytes of the text consumed and the ops parsed so far (nested
  // ops included). NULL: never; the parser then pays one predictable
  // branch per SR_PARSE_PROGRESS_OPS ops.
  void (*progress_fn)(void* user_data, uint64_t bytes_parsed,
                      uint64_t ops_parsed);
  void* progress_user_data;
} sr_parse_options_t;

// How many ops apart sr_parse_options_t.progress_fn is called (a power of
// two).
#define SR_PARSE_PROGRESS_OPS 4096u

// Parses |text| (|length| bytes, need not be NUL-terminated) named |name|
// into a top-level `builtin.module` op owned by |context|. Ops outside an
// explicit module are wrapped in one, as MLIR does.
SR_MUST_USE_RESULT sr_status_t sr_parse_source(
    sr_context_t* context, const char* name, const char* text, size_t length,
    const sr_parse_options_t* options, sr_op_t** out_module);

// Parses a standalone type or attribute spelled in |text| (NUL-terminated).
SR_MUST_USE_RESULT sr_status_t sr_parse_type_string(sr_context_t* context,
                                                    const char* text,
                                                    const sr_type_t** out_type);
SR_MUST_USE_RESULT sr_status_t sr_parse_attr_string(sr_context_t* context,
                                                    const char* text,
                                                    const sr_attr_t** out_attr);

//===----------------------------------------------------------------------===//
// Operation state: what a parser collects before the op is built
//===----------------------------------------------------------------------===//

// A parsed but unresolved operand (`%name` or `%name#3`).
typedef struct sr_unresolved_operand_t {
  sr_string_view_t name;  // without the '%'
  uint32_t number;        // result number after '#', 0 by default
  sr_source_pos_t pos;
} sr_unresolved_operand_t;

// A region parsed before its op exists.
typedef struct sr_parsed_region_t {
  sr_region_t region;
} sr_parsed_region_t;

// Growable arrays living in the parser's scratch arena.
typedef struct sr_op_state_t {
  sr_string_view_t name;
  sr_source_pos_t pos;
  uint32_t num_operands, operands_capacity;
  sr_value_t** operands;
  uint32_t num_result_types, result_types_capacity;
  const sr_type_t** result_types;
  uint32_t num_attrs, attrs_capacity;
  sr_named_attr_t* attrs;
  uint32_t num_props, props_capacity;
  sr_named_attr_t* props;       // inherent attributes (printed in <{...}>)
  const sr_attr_t* properties;  // non-dictionary properties (rare)
  bool has_properties;
  uint32_t num_regions, regions_capacity;
  sr_region_t** regions;
  uint32_t num_successors, successors_capacity;
  sr_block_t** successors;
} sr_op_state_t;

bool sr_op_state_add_operand(sr_parser_t* parser, sr_op_state_t* state,
                             sr_value_t* value);
bool sr_op_state_add_result_type(sr_parser_t* parser, sr_op_state_t* state,
                                 const sr_type_t* type);
// Adds a discardable attribute (printed in the trailing `{...}`).
bool sr_op_state_add_attr(sr_parser_t* parser, sr_op_state_t* state,
                          const char* name, const sr_attr_t* value);
// Adds an inherent attribute (a property, printed in `<{...}>`).
bool sr_op_state_add_prop(sr_parser_t* parser, sr_op_state_t* state,
                          const char* name, const sr_attr_t* value);
// A new empty region owned by the state (NULL on error).
sr_region_t* sr_op_state_add_region(sr_parser_t* parser, sr_op_state_t* state);
bool sr_op_state_add_successor(sr_parser_t* parser, sr_op_state_t* state,
                               sr_block_t* block);

//===----------------------------------------------------------------------===//
// The parser API for custom op syntax
//===----------------------------------------------------------------------===//

sr_context_t* sr_parser_context(sr_parser_t* parser);
const sr_token_t* sr_parser_token(sr_parser_t* parser);
sr_source_pos_t sr_parser_token_pos(sr_parser_t* parser);

// Records an error at the current token (or |pos|) and returns false.
bool sr_parser_error(sr_parser_t* parser, const char* format, ...)
    SR_PRINTF_LIKE(2, 3);
bool sr_parser_error_at(sr_parser_t* parser, sr_source_pos_t pos,
                        const char* format, ...) SR_PRINTF_LIKE(3, 4);
bool sr_parser_failed(const sr_parser_t* parser);

// Consumes the current token.
void sr_parser_consume(sr_parser_t* parser);
// Consumes a token of |kind| if present.
bool sr_parser_consume_if(sr_parser_t* parser, sr_token_kind_t kind);
// Consumes a token of |kind| or fails with "expected <what>".
bool sr_parser_expect(sr_parser_t* parser, sr_token_kind_t kind,
                      const char* what);
// True (and consumed) if the current token is the bare identifier |keyword|.
bool sr_parser_consume_keyword(sr_parser_t* parser, const char* keyword);
bool sr_parser_expect_keyword(sr_parser_t* parser, const char* keyword);
// True if the current token is the bare identifier |keyword| (not consumed).
bool sr_parser_at_keyword(sr_parser_t* parser, const char* keyword);
// Parses any bare identifier (also accepts keywords) into |out|.
bool sr_parser_parse_keyword(sr_parser_t* parser, sr_string_view_t* out);

bool sr_parser_parse_type(sr_parser_t* parser, const sr_type_t** out_type);
// True if the current token can begin a type.
bool sr_parser_at_type(sr_parser_t* parser);
// Types separated by commas, optionally in parentheses when |parens|.
bool sr_parser_parse_type_list(sr_parser_t* parser, const sr_type_t*** out,
                               uint32_t* out_count);
// `(T, ...)` or a single type without parens.
bool sr_parser_parse_function_result_types(sr_parser_t* parser,
                                           const sr_type_t*** out,
                                           uint32_t* out_count);
// |type| may be NULL (attribute types inferred, e.g. `1` is i64).
bool sr_parser_parse_attribute(sr_parser_t* parser, const sr_type_t* type,
                               const sr_attr_t** out_attr);
// `{a = 1, b}` into |state| attrs (or props when |as_props|). Optional: no
// '{' means nothing.
bool sr_parser_parse_optional_attr_dict(sr_parser_t* parser,
                                        sr_op_state_t* state, bool as_props);
// `attributes {...}` (the keyword form functions use).
bool sr_parser_parse_optional_attr_dict_with_keyword(sr_parser_t* parser,
                                                     sr_op_state_t* state);
// `@name` into an interned string (without '@').
bool sr_parser_parse_symbol_name(sr_parser_t* parser, sr_string_view_t* out);
bool sr_parser_parse_string(sr_parser_t* parser, sr_string_view_t* out);
// Integer literal with optional leading '-'.
bool sr_parser_parse_integer(sr_parser_t* parser, int64_t* out_value);

// `%name` / `%name#N`.
bool sr_parser_parse_operand(sr_parser_t* parser,
                             sr_unresolved_operand_t* out_operand);
bool sr_parser_at_operand(sr_parser_t* parser);
// Resolves an operand to a value of |type| (forward references allowed).
bool sr_parser_resolve_operand(sr_parser_t* parser,
                               const sr_unresolved_operand_t* operand,
                               const sr_type_t* type, sr_value_t** out_value);

// Parses `{ ... }` into |region|. |entry_args| (may be NULL) are the entry
// block's arguments declared by the op's syntax (function arguments, loop
// induction variables): names and types, defined in the region's scope.
typedef struct sr_region_argument_t {
  sr_unresolved_operand_t name;
  const sr_type_t* type;
  const sr_attr_t* loc;  // may be NULL
} sr_region_argument_t;
bool sr_parser_parse_region(sr_parser_t* parser, sr_region_t* region,
                            const sr_region_argument_t* entry_args,
                            uint32_t num_entry_args, bool isolated);
// As sr_parser_parse_region, but returns true without parsing if there is
// no '{'.
bool sr_parser_parse_optional_region(sr_parser_t* parser, sr_region_t* region,
                                     const sr_region_argument_t* entry_args,
                                     uint32_t num_entry_args, bool isolated,
                                     bool* out_parsed);
// `^name` in a successor position.
bool sr_parser_parse_successor(sr_parser_t* parser, sr_block_t** out_block);
// Optional trailing `loc(...)`.
bool sr_parser_parse_optional_location(sr_parser_t* parser,
                                       const sr_attr_t** out_loc);

// Appends a `|terminator|` op without operands to the last block of
// |region| unless it already ends in a terminator, creating the block when
// the region has none (MLIR's ensureTerminator for implicit terminators).
bool sr_parser_ensure_terminator(sr_parser_t* parser, sr_region_t* region,
                                 const char* terminator);

// Scratch memory valid until the parse ends.
void* sr_parser_scratch(sr_parser_t* parser, size_t size);
// Zeroed scratch of |size| bytes that the caller hands back with
// sr_parser_scratch_recycle once done (the per-op state of a custom
// parser): blocks are reused, so a module of N ops holds as many as are
// live at once (the nesting depth), not N.
void* sr_parser_scratch_reused(sr_parser_t* parser, size_t size);
void sr_parser_scratch_recycle(sr_parser_t* parser, void* ptr, size_t size);
// Grows |*array|, a scratch array of |element_size| elements holding
// |count|, so that it holds one more (doubling |*capacity|, from 4). Custom
// parsers collect lists with it instead of reserving a worst case per op:
// scratch lives until the parse ends, so fixed reservations add up to
// gigabytes on large modules.
bool sr_parser_grow_array(sr_parser_t* parser, void** array, uint32_t count,
                          uint32_t* capacity, size_t element_size);

#endif  // STREAMREF_CORE_PARSE_PARSER_H_
