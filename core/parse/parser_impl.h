// Parser internals shared by parser.c, parser_types.c and
// parser_attributes.c. Not for use outside core/parse.
#ifndef STREAMREF_CORE_PARSE_PARSER_IMPL_H_
#define STREAMREF_CORE_PARSE_PARSER_IMPL_H_

#include "core/parse/parser.h"

//===----------------------------------------------------------------------===//
// A string-keyed map in the scratch arena (aliases, SSA names, blocks)
//===----------------------------------------------------------------------===//

typedef struct sr_name_map_slot_t {
  sr_string_view_t key;  // data NULL: empty slot
  uint64_t hash;
  void* value;  // NULL: removed (tombstone) when key.data is set
} sr_name_map_slot_t;

typedef struct sr_name_map_t {
  sr_name_map_slot_t* slots;
  size_t capacity;  // power of two or 0
  size_t used;      // slots with a key (live or tombstone)
} sr_name_map_t;

void* sr__name_map_get(const sr_name_map_t* map, sr_string_view_t key);
// Inserts or overwrites. False on OOM.
bool sr__name_map_put(sr_parser_t* parser, sr_name_map_t* map,
                      sr_string_view_t key, void* value);
void sr__name_map_remove(sr_name_map_t* map, sr_string_view_t key);

//===----------------------------------------------------------------------===//
// SSA and block scopes
//===----------------------------------------------------------------------===//

// All results (or the one block argument) bound to one `%name`.
typedef struct sr_ssa_entry_t {
  uint32_t count;
  uint32_t capacity;
  sr_value_t** values;  // by result number; NULL or placeholders when
                        // referenced before defined
  sr_source_pos_t* use_positions;  // first forward use of each placeholder
} sr_ssa_entry_t;

// Names defined in one (non-isolated) region level, removed on exit.
typedef struct sr_definition_list_t {
  struct sr_definition_list_t* parent;
  uint32_t count, capacity;
  sr_string_view_t* names;
} sr_definition_list_t;

// One isolated-from-above scope (a module or function body, ...).
typedef struct sr_ssa_scope_t {
  struct sr_ssa_scope_t* parent;
  sr_name_map_t values;               // name -> sr_ssa_entry_t*
  sr_definition_list_t* definitions;  // innermost region level
  uint32_t forward_references;        // unresolved placeholders
} sr_ssa_scope_t;

// Blocks of the region being parsed.
typedef struct sr_block_scope_t {
  struct sr_block_scope_t* parent;
  sr_name_map_t blocks;  // name -> sr_block_info_t*
  uint32_t undefined;    // referenced but not yet defined
} sr_block_scope_t;

typedef struct sr_block_info_t {
  sr_block_t* block;
  bool defined;
  sr_source_pos_t first_use;
} sr_block_info_t;

//===----------------------------------------------------------------------===//
// The parser
//===----------------------------------------------------------------------===//

// Deepest nesting of regions, types or attributes accepted: deeper inputs
// are rejected rather than risking the C stack (the fuzzer finds those).
enum { SR_PARSER_MAX_DEPTH = 256 };

struct sr_parser_t {
  sr_context_t* context;
  sr_parse_options_t options;
  // The source by id only (sr_context_source): the context's source table
  // moves when a nested parse adds a source.
  uint32_t source_id;
  sr_lexer_t lexer;
  sr_token_t token;
  sr_status_t error;  // the first error
  sr_arena_t scratch;
  // Blocks handed back by sr_parser_scratch_recycle, all of
  // |recycled_size| bytes, linked through their first word.
  void* recycled;
  size_t recycled_size;

  sr_name_map_t attr_aliases;  // name (with '#') -> const sr_attr_t*
  sr_name_map_t type_aliases;  // name (with '!') -> const sr_type_t*

  sr_ssa_scope_t* ssa_scope;
  sr_block_scope_t* block_scope;
  // Name of the innermost op whose region is being parsed (for default
  // dialects: `return` inside func.func is func.return).
  const sr_op_info_t* enclosing_op_info;

  uint32_t depth;
  uint64_t ops_parsed;  // for options.progress_fn
};

sr_source_pos_t sr__parser_pos_of(const sr_parser_t* parser,
                                  const sr_token_t* token);
bool sr__parser_enter(sr_parser_t* parser);
void sr__parser_leave(sr_parser_t* parser);
// Records a RESOURCE_EXHAUSTED error; returns false.
bool sr__parser_out_of_memory(sr_parser_t* parser);
// Returns false with an out-of-memory error when |ptr| is NULL.
bool sr__parser_check_alloc(sr_parser_t* parser, const void* ptr);

// Parsing of builtin types and attributes (parser_types.c,
// parser_attributes.c).
bool sr__parse_dimension_list(sr_parser_t* parser, bool allow_unranked,
                              bool allow_scalable, int32_t* out_rank,
                              int64_t** out_dims, bool** out_scalable);
bool sr__parse_location(sr_parser_t* parser, const sr_attr_t** out_loc);
bool sr__parse_location_body(sr_parser_t* parser, const sr_attr_t** out_loc);
bool sr__parse_affine_map_body(sr_parser_t* parser, bool is_set,
                               const sr_attr_t** out_attr);
bool sr__parse_dialect_body(sr_parser_t* parser, char sigil,
                            sr_string_view_t identifier,
                            sr_string_view_t* out_text);
// Validates a dialect type or attribute body (|text|, which starts at
// |source| + 1 in the input when no alias was expanded in it) with the
// dialect hooks; reports the dialect's error at its place. For attributes,
// *out_implied_type receives the type an untyped attribute has.
bool sr__check_dialect_text(sr_parser_t* parser, bool is_type,
                            const char* source, sr_source_pos_t pos,
                            sr_string_view_t text,
                            const sr_type_t** out_implied_type);
bool sr__parse_resource_section(sr_parser_t* parser);
bool sr__parse_dictionary_entries(sr_parser_t* parser, sr_named_attr_t** out,
                                  uint32_t* out_count);

#endif  // STREAMREF_CORE_PARSE_PARSER_IMPL_H_
