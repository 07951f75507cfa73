// The parser: modules, operations, regions, blocks and SSA names.
//
// Types and attributes live in parser_types.c and parser_attributes.c.

#include "core/parse/parser.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core/dialects/registry.h"
#include "core/ir/context_impl.h"
#include "core/ir/op_registry.h"
#include "core/parse/parser_impl.h"

//===----------------------------------------------------------------------===//
// Errors and tokens
//===----------------------------------------------------------------------===//

sr_source_pos_t sr__parser_pos_of(const sr_parser_t* parser,
                                  const sr_token_t* token) {
  sr_source_pos_t pos = {parser->source_id, token->line, token->column};
  return pos;
}

static bool sr_parser_verror_code_at(sr_parser_t* parser, sr_status_code_t code,
                                     sr_source_pos_t pos, const char* format,
                                     va_list args) {
  if (parser->error) return false;  // keep the first error
  sr_status_t status = NULL;
  sr_status_t exhausted = code == SR_STATUS_RESOURCE_EXHAUSTED
                              ? NULL
                              : sr_context_status(parser->context);
  if (exhausted) {
    // The context ran out of memory before (an interning, an arena block):
    // what failed next is a consequence (a type interned as nothing, a
    // dictionary not built), so the error says what happened.
    sr_status_ignore(exhausted);
    status = SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "out of memory");
  } else {
    status = sr_status_make_v(__FILE__, __LINE__, code, format, args);
  }
  // By id, never through a pointer kept across the parse: a nested parse
  // (a type spelled as text in an op table) adds a source and may move the
  // context's source table (F4: a use after free with eight ops needing
  // one, then a syntax error).
  const sr_source_t* source =
      sr_context_source(parser->context, parser->source_id);
  sr_string_view_t line = sr_source_line_text(source, pos.line);
  sr_ir_loc_t loc = {source ? source->name : "", pos.line, pos.column, 1};
  parser->error = sr_status_set_ir_loc(status, loc, line.data, line.size);
  return false;
}

static bool sr_parser_verror_at(sr_parser_t* parser, sr_source_pos_t pos,
                                const char* format, va_list args) {
  return sr_parser_verror_code_at(parser, SR_STATUS_INVALID_ARGUMENT, pos,
                                  format, args);
}

static bool sr_parser_error_code(sr_parser_t* parser, sr_status_code_t code,
                                 const char* format, ...) {
  va_list args;
  va_start(args, format);
  sr_parser_verror_code_at(
      parser, code, sr__parser_pos_of(parser, &parser->token), format, args);
  va_end(args);
  return false;
}

static bool sr_parser_error_code_at(sr_parser_t* parser, sr_status_code_t code,
                                    sr_source_pos_t pos, const char* format,
                                    ...) {
  va_list args;
  va_start(args, format);
  sr_parser_verror_code_at(parser, code, pos, format, args);
  va_end(args);
  return false;
}

bool sr__parser_out_of_memory(sr_parser_t* parser) {
  return sr_parser_error_code(parser, SR_STATUS_RESOURCE_EXHAUSTED,
                              "out of memory");
}

bool sr_parser_error_at(sr_parser_t* parser, sr_source_pos_t pos,
                        const char* format, ...) {
  va_list args;
  va_start(args, format);
  sr_parser_verror_at(parser, pos, format, args);
  va_end(args);
  return false;
}

// Where an error about the current token is reported. Like MLIR's
// emitWrongTokenError: when the token is the first thing on its line (or
// EOF), the error points at the end of the previous non-blank, non-comment
// text instead, which is where the missing piece belonged.
static sr_source_pos_t sr_parser_wrong_token_pos(const sr_parser_t* parser) {
  const sr_token_t* token = &parser->token;
  sr_source_pos_t original = sr__parser_pos_of(parser, token);
  const char* begin = parser->lexer.buffer;
  const char* at = token->start;
  if (token->kind == SR_TOK_EOF && at > begin) --at;
  const char* end = at;
  for (;;) {
    while (end > begin && (end[-1] == ' ' || end[-1] == '\t')) --end;
    if (end == begin) return original;
    if (end[-1] != '\n' && end[-1] != '\r') break;
    --end;
    // Drop a `//` comment on the line above.
    const char* line_start = end;
    while (line_start > begin && line_start[-1] != '\n') --line_start;
    for (const char* p = line_start; p + 1 < end; ++p) {
      if (p[0] == '/' && p[1] == '/') {
        end = p;
        break;
      }
    }
  }
  if (end == token->start) return original;
  // Line and column of |end| (the character after the previous text).
  uint32_t lines_back = 0;
  for (const char* p = end; p < token->start; ++p) lines_back += *p == '\n';
  const char* line_start = end;
  while (line_start > begin && line_start[-1] != '\n') --line_start;
  sr_source_pos_t pos = {parser->source_id, token->line - lines_back,
                         (uint32_t)(end - line_start) + 1};
  return pos;
}

// "expected ..." errors go through MLIR's emitWrongTokenError (which backs
// up over line breaks); other errors point at the current token.
bool sr_parser_error(sr_parser_t* parser, const char* format, ...) {
  va_list args;
  va_start(args, format);
  bool wrong_token = strncmp(format, "expected", 8) == 0;
  sr_parser_verror_at(parser,
                      wrong_token ? sr_parser_wrong_token_pos(parser)
                                  : sr__parser_pos_of(parser, &parser->token),
                      format, args);
  va_end(args);
  return false;
}

bool sr_parser_failed(const sr_parser_t* parser) { return parser->error; }

bool sr__parser_check_alloc(sr_parser_t* parser, const void* ptr) {
  if (ptr) return true;
  return sr__parser_out_of_memory(parser);
}

bool sr__parser_enter(sr_parser_t* parser) {
  if (++parser->depth > SR_PARSER_MAX_DEPTH) {
    return sr_parser_error(parser, "nesting deeper than %d levels",
                           SR_PARSER_MAX_DEPTH);
  }
  return true;
}

void sr__parser_leave(sr_parser_t* parser) { --parser->depth; }

sr_context_t* sr_parser_context(sr_parser_t* parser) { return parser->context; }
const sr_token_t* sr_parser_token(sr_parser_t* parser) {
  return &parser->token;
}
sr_source_pos_t sr_parser_token_pos(sr_parser_t* parser) {
  return sr__parser_pos_of(parser, &parser->token);
}

void sr_parser_consume(sr_parser_t* parser) {
  parser->token = sr_lexer_next(&parser->lexer);
  if (parser->token.kind == SR_TOK_ERROR) {
    // A stray '/' (not a `//` comment) reads as an unexpected token, as in
    // MLIR; other bad characters are reported where they are.
    bool stray = parser->token.start[0] == '/';
    sr_parser_error_at(parser,
                       stray ? sr_parser_wrong_token_pos(parser)
                             : sr__parser_pos_of(parser, &parser->token),
                       "%s", parser->lexer.error);
  }
}

bool sr_parser_consume_if(sr_parser_t* parser, sr_token_kind_t kind) {
  if (parser->token.kind != kind) return false;
  sr_parser_consume(parser);
  return !parser->error;
}

static const char* sr_token_spelling(sr_token_kind_t kind) {
  switch (kind) {
    case SR_TOK_ARROW:
      return "'->'";
    case SR_TOK_COLON:
      return "':'";
    case SR_TOK_COLON_COLON:
      return "'::'";
    case SR_TOK_COMMA:
      return "','";
    case SR_TOK_EQUAL:
      return "'='";
    case SR_TOK_LPAREN:
      return "'('";
    case SR_TOK_RPAREN:
      return "')'";
    case SR_TOK_LBRACKET:
      return "'['";
    case SR_TOK_RBRACKET:
      return "']'";
    case SR_TOK_LBRACE:
      return "'{'";
    case SR_TOK_RBRACE:
      return "'}'";
    case SR_TOK_LESS:
      return "'<'";
    case SR_TOK_GREATER:
      return "'>'";
    default:
      return "token";
  }
}

bool sr_parser_expect(sr_parser_t* parser, sr_token_kind_t kind,
                      const char* what) {
  if (parser->error) return false;
  if (parser->token.kind == kind) {
    sr_parser_consume(parser);
    return !parser->error;
  }
  return sr_parser_error(parser, "expected %s",
                         what ? what : sr_token_spelling(kind));
}

bool sr_parser_at_keyword(sr_parser_t* parser, const char* keyword) {
  size_t n = strlen(keyword);
  return parser->token.kind == SR_TOK_BARE_ID && parser->token.length == n &&
         memcmp(parser->token.start, keyword, n) == 0;
}

bool sr_parser_consume_keyword(sr_parser_t* parser, const char* keyword) {
  if (!sr_parser_at_keyword(parser, keyword)) return false;
  sr_parser_consume(parser);
  return !parser->error;
}

bool sr_parser_expect_keyword(sr_parser_t* parser, const char* keyword) {
  if (sr_parser_consume_keyword(parser, keyword)) return true;
  if (parser->error) return false;
  // As MLIR's AsmParser::parseKeyword: at the current token (keywords are
  // not punctuation, so no emitWrongTokenError back-up).
  return sr_parser_error_at(parser, sr_parser_token_pos(parser),
                            "expected '%s'", keyword);
}

bool sr_parser_parse_keyword(sr_parser_t* parser, sr_string_view_t* out) {
  if (parser->token.kind != SR_TOK_BARE_ID) {
    return sr_parser_error_at(parser, sr_parser_token_pos(parser),
                              "expected valid keyword");
  }
  *out = sr_make_string_view(parser->token.start, parser->token.length);
  sr_parser_consume(parser);
  return !parser->error;
}

void* sr_parser_scratch(sr_parser_t* parser, size_t size) {
  void* ptr = NULL;
  sr_status_t status =
      sr_arena_allocate_zeroed(&parser->scratch, size ? size : 1, 16, &ptr);
  if (status) {
    sr_status_ignore(status);
    sr__parser_out_of_memory(parser);
    return NULL;
  }
  return ptr;
}

void* sr_parser_scratch_reused(sr_parser_t* parser, size_t size) {
  if (parser->recycled && parser->recycled_size == size) {
    void* ptr = parser->recycled;
    memcpy(&parser->recycled, ptr, sizeof(void*));
    memset(ptr, 0, size);
    return ptr;
  }
  return sr_parser_scratch(parser, size < sizeof(void*) ? sizeof(void*) : size);
}

void sr_parser_scratch_recycle(sr_parser_t* parser, void* ptr, size_t size) {
  if (!ptr || size < sizeof(void*)) return;
  if (parser->recycled && parser->recycled_size != size) return;  // one size
  memcpy(ptr, &parser->recycled, sizeof(void*));
  parser->recycled = ptr;
  parser->recycled_size = size;
}

// Grows a scratch array of |element_size| elements to hold one more.
bool sr_parser_grow_array(sr_parser_t* parser, void** array, uint32_t count,
                          uint32_t* capacity, size_t element_size) {
  if (count < *capacity) return true;
  uint32_t new_capacity = *capacity ? *capacity * 2 : 4;
  void* grown = sr_parser_scratch(parser, new_capacity * element_size);
  if (!grown) return false;
  if (count) memcpy(grown, *array, count * element_size);
  *array = grown;
  *capacity = new_capacity;
  return true;
}

//===----------------------------------------------------------------------===//
// Name maps
//===----------------------------------------------------------------------===//

void* sr__name_map_get(const sr_name_map_t* map, sr_string_view_t key) {
  if (!map->capacity) return NULL;
  uint64_t hash = sr_hash_bytes(key.data, key.size, 0);
  size_t mask = map->capacity - 1;
  for (size_t i = hash & mask;; i = (i + 1) & mask) {
    const sr_name_map_slot_t* slot = &map->slots[i];
    if (!slot->key.data) return NULL;
    if (slot->hash == hash && sr_string_view_equal(slot->key, key)) {
      return slot->value;
    }
  }
}

static bool sr_name_map_grow(sr_parser_t* parser, sr_name_map_t* map) {
  size_t capacity = map->capacity ? map->capacity * 2 : 64;
  sr_name_map_slot_t* slots =
      sr_parser_scratch(parser, capacity * sizeof(sr_name_map_slot_t));
  if (!slots) return false;
  size_t used = 0;
  for (size_t i = 0; i < map->capacity; ++i) {
    sr_name_map_slot_t* old = &map->slots[i];
    if (!old->key.data || !old->value) continue;  // drop tombstones
    size_t j = old->hash & (capacity - 1);
    while (slots[j].key.data) j = (j + 1) & (capacity - 1);
    slots[j] = *old;
    ++used;
  }
  map->slots = slots;
  map->capacity = capacity;
  map->used = used;
  return true;
}

bool sr__name_map_put(sr_parser_t* parser, sr_name_map_t* map,
                      sr_string_view_t key, void* value) {
  if ((map->used + 1) * 2 > map->capacity && !sr_name_map_grow(parser, map)) {
    return false;
  }
  uint64_t hash = sr_hash_bytes(key.data, key.size, 0);
  size_t mask = map->capacity - 1;
  for (size_t i = hash & mask;; i = (i + 1) & mask) {
    sr_name_map_slot_t* slot = &map->slots[i];
    if (!slot->key.data) {
      slot->key = key;
      slot->hash = hash;
      slot->value = value;
      ++map->used;
      return true;
    }
    if (slot->hash == hash && sr_string_view_equal(slot->key, key)) {
      slot->value = value;
      return true;
    }
  }
}

void sr__name_map_remove(sr_name_map_t* map, sr_string_view_t key) {
  if (!map->capacity) return;
  uint64_t hash = sr_hash_bytes(key.data, key.size, 0);
  size_t mask = map->capacity - 1;
  for (size_t i = hash & mask;; i = (i + 1) & mask) {
    sr_name_map_slot_t* slot = &map->slots[i];
    if (!slot->key.data) return;
    if (slot->hash == hash && sr_string_view_equal(slot->key, key)) {
      slot->value = NULL;  // tombstone: keeps probe chains intact
      return;
    }
  }
}

//===----------------------------------------------------------------------===//
// Operation state
//===----------------------------------------------------------------------===//

bool sr_op_state_add_operand(sr_parser_t* parser, sr_op_state_t* state,
                             sr_value_t* value) {
  if (!sr_parser_grow_array(parser, (void**)&state->operands,
                            state->num_operands, &state->operands_capacity,
                            sizeof(sr_value_t*))) {
    return false;
  }
  state->operands[state->num_operands++] = value;
  return true;
}

bool sr_op_state_add_result_type(sr_parser_t* parser, sr_op_state_t* state,
                                 const sr_type_t* type) {
  if (!sr_parser_grow_array(
          parser, (void**)&state->result_types, state->num_result_types,
          &state->result_types_capacity, sizeof(sr_type_t*))) {
    return false;
  }
  state->result_types[state->num_result_types++] = type;
  return true;
}

static bool sr_op_state_add_named(sr_parser_t* parser, sr_named_attr_t** array,
                                  uint32_t* count, uint32_t* capacity,
                                  sr_string_view_t name,
                                  const sr_attr_t* value) {
  if (!value) return sr__parser_out_of_memory(parser);
  if (!sr_parser_grow_array(parser, (void**)array, *count, capacity,
                            sizeof(sr_named_attr_t))) {
    return false;
  }
  (*array)[*count].name = name;
  (*array)[*count].value = value;
  ++*count;
  return true;
}

bool sr_op_state_add_attr(sr_parser_t* parser, sr_op_state_t* state,
                          const char* name, const sr_attr_t* value) {
  return sr_op_state_add_named(parser, &state->attrs, &state->num_attrs,
                               &state->attrs_capacity,
                               sr_make_cstring_view(name), value);
}

bool sr_op_state_add_prop(sr_parser_t* parser, sr_op_state_t* state,
                          const char* name, const sr_attr_t* value) {
  return sr_op_state_add_named(parser, &state->props, &state->num_props,
                               &state->props_capacity,
                               sr_make_cstring_view(name), value);
}

sr_region_t* sr_op_state_add_region(sr_parser_t* parser, sr_op_state_t* state) {
  if (!sr_parser_grow_array(parser, (void**)&state->regions, state->num_regions,
                            &state->regions_capacity, sizeof(sr_region_t*))) {
    return NULL;
  }
  sr_region_t* region = sr_parser_scratch(parser, sizeof(sr_region_t));
  if (!region) return NULL;
  state->regions[state->num_regions++] = region;
  return region;
}

bool sr_op_state_add_successor(sr_parser_t* parser, sr_op_state_t* state,
                               sr_block_t* block) {
  if (!sr_parser_grow_array(parser, (void**)&state->successors,
                            state->num_successors, &state->successors_capacity,
                            sizeof(sr_block_t*))) {
    return false;
  }
  state->successors[state->num_successors++] = block;
  return true;
}

//===----------------------------------------------------------------------===//
// SSA names
//===----------------------------------------------------------------------===//

static bool sr_push_ssa_scope(sr_parser_t* parser) {
  sr_ssa_scope_t* scope = sr_parser_scratch(parser, sizeof(*scope));
  sr_definition_list_t* defs = sr_parser_scratch(parser, sizeof(*defs));
  if (!scope || !defs) return false;
  scope->parent = parser->ssa_scope;
  scope->definitions = defs;
  parser->ssa_scope = scope;
  return true;
}

// Pops an isolated scope; fails if any forward reference stayed unresolved.
static bool sr_pop_ssa_scope(sr_parser_t* parser) {
  sr_ssa_scope_t* scope = parser->ssa_scope;
  bool ok = true;
  if (scope->forward_references && !parser->error) {
    // Report the earliest unresolved use.
    sr_source_pos_t first = {0, UINT32_MAX, UINT32_MAX};
    sr_string_view_t first_name = {NULL, 0};
    for (size_t i = 0; i < scope->values.capacity; ++i) {
      sr_name_map_slot_t* slot = &scope->values.slots[i];
      if (!slot->key.data || !slot->value) continue;
      sr_ssa_entry_t* entry = slot->value;
      for (uint32_t r = 0; r < entry->count; ++r) {
        sr_value_t* value = entry->values[r];
        if (!value || value->kind != SR_VALUE_PLACEHOLDER) continue;
        sr_source_pos_t pos = entry->use_positions[r];
        if (pos.line < first.line ||
            (pos.line == first.line && pos.column < first.column)) {
          first = pos;
          first_name = slot->key;
        }
      }
    }
    if (first_name.data) {
      ok = sr_parser_error_at(parser, first,
                              "use of undeclared SSA value name '%%%.*s'",
                              (int)first_name.size, first_name.data);
    }
  }
  parser->ssa_scope = scope->parent;
  return ok && !parser->error;
}

static bool sr_push_definition_level(sr_parser_t* parser) {
  sr_definition_list_t* defs = sr_parser_scratch(parser, sizeof(*defs));
  if (!defs) return false;
  defs->parent = parser->ssa_scope->definitions;
  parser->ssa_scope->definitions = defs;
  return true;
}

static void sr_pop_definition_level(sr_parser_t* parser) {
  sr_ssa_scope_t* scope = parser->ssa_scope;
  sr_definition_list_t* defs = scope->definitions;
  for (uint32_t i = 0; i < defs->count; ++i) {
    sr__name_map_remove(&scope->values, defs->names[i]);
  }
  scope->definitions = defs->parent;
}

static sr_ssa_entry_t* sr_ssa_entry(sr_parser_t* parser, sr_string_view_t name,
                                    uint32_t min_count, bool create) {
  sr_ssa_scope_t* scope = parser->ssa_scope;
  sr_ssa_entry_t* entry = sr__name_map_get(&scope->values, name);
  if (!entry) {
    if (!create) return NULL;
    entry = sr_parser_scratch(parser, sizeof(*entry));
    if (!entry || !sr__name_map_put(parser, &scope->values, name, entry)) {
      return NULL;
    }
  }
  if (min_count > entry->capacity) {
    uint32_t capacity = min_count > 4 ? min_count : 4;
    sr_value_t** values = sr_parser_scratch(parser, capacity * sizeof(void*));
    sr_source_pos_t* positions =
        sr_parser_scratch(parser, capacity * sizeof(sr_source_pos_t));
    if (!values || !positions) return NULL;
    if (entry->count) {
      memcpy(values, entry->values, entry->count * sizeof(void*));
      memcpy(positions, entry->use_positions,
             entry->count * sizeof(sr_source_pos_t));
    }
    entry->values = values;
    entry->use_positions = positions;
    entry->capacity = capacity;
  }
  if (min_count > entry->count) entry->count = min_count;
  return entry;
}

static bool sr_entry_is_defined(const sr_ssa_entry_t* entry) {
  for (uint32_t i = 0; i < entry->count; ++i) {
    if (entry->values[i] && entry->values[i]->kind != SR_VALUE_PLACEHOLDER) {
      return true;
    }
  }
  return false;
}

static void sr_format_type(sr_parser_t* parser, const sr_type_t* type,
                           char* buffer, size_t capacity);

// Binds |count| values to `%name` in the current scope.
static bool sr_define_values(sr_parser_t* parser,
                             const sr_unresolved_operand_t* name,
                             sr_value_t** values, uint32_t count) {
  sr_ssa_entry_t* existing =
      sr__name_map_get(&parser->ssa_scope->values, name->name);
  if (existing && sr_entry_is_defined(existing)) {
    return sr_parser_error_at(parser, name->pos,
                              "redefinition of SSA value '%%%.*s'",
                              (int)name->name.size, name->name.data);
  }
  if (existing && existing->count > count) {
    return sr_parser_error_at(parser,
                              existing->use_positions[existing->count - 1],
                              "reference to invalid result number");
  }
  sr_ssa_entry_t* entry = sr_ssa_entry(parser, name->name, count, true);
  if (!entry) return false;
  for (uint32_t i = 0; i < count; ++i) {
    sr_value_t* previous = entry->values[i];
    if (previous && previous->kind == SR_VALUE_PLACEHOLDER) {
      if (previous->type != values[i]->type) {
        char expected[128], actual[128];
        sr_format_type(parser, previous->type, expected, sizeof(expected));
        sr_format_type(parser, values[i]->type, actual, sizeof(actual));
        return sr_parser_error_at(
            parser, entry->use_positions[i],
            "use of value '%%%.*s' expects different type than prior uses: "
            "'%s' vs '%s'",
            (int)name->name.size, name->name.data, expected, actual);
      }
      sr_value_replace_all_uses(previous, values[i]);
      --parser->ssa_scope->forward_references;
    }
    entry->values[i] = values[i];
    entry->use_positions[i] = name->pos;
  }
  sr_definition_list_t* defs = parser->ssa_scope->definitions;
  if (!sr_parser_grow_array(parser, (void**)&defs->names, defs->count,
                            &defs->capacity, sizeof(sr_string_view_t))) {
    return false;
  }
  defs->names[defs->count++] = name->name;
  return true;
}

bool sr_parser_at_operand(sr_parser_t* parser) {
  return parser->token.kind == SR_TOK_PERCENT_ID;
}

bool sr_parser_parse_operand(sr_parser_t* parser,
                             sr_unresolved_operand_t* out_operand) {
  if (parser->token.kind != SR_TOK_PERCENT_ID) {
    return sr_parser_error(parser, "expected SSA operand");
  }
  out_operand->name =
      sr_make_string_view(parser->token.start + 1, parser->token.length - 1);
  out_operand->pos = sr_parser_token_pos(parser);
  out_operand->number = 0;
  sr_parser_consume(parser);
  if (parser->error) return false;
  if (parser->token.kind == SR_TOK_HASH_ID) {
    const char* digits = parser->token.start + 1;
    size_t n = parser->token.length - 1;
    uint64_t number = 0;
    for (size_t i = 0; i < n; ++i) {
      if (digits[i] < '0' || digits[i] > '9' || number > UINT32_MAX / 10) {
        return sr_parser_error(parser, "invalid SSA value result number");
      }
      number = number * 10 + (uint64_t)(digits[i] - '0');
    }
    out_operand->number = (uint32_t)number;
    sr_parser_consume(parser);
  }
  return !parser->error;
}

bool sr_parser_resolve_operand(sr_parser_t* parser,
                               const sr_unresolved_operand_t* operand,
                               const sr_type_t* type, sr_value_t** out_value) {
  *out_value = NULL;
  // Look through enclosing non-isolated levels: all share one map per
  // isolated scope, so a single lookup sees every visible definition.
  sr_ssa_entry_t* entry =
      sr_ssa_entry(parser, operand->name, 0, /*create=*/false);
  if (entry && operand->number < entry->count &&
      entry->values[operand->number]) {
    sr_value_t* value = entry->values[operand->number];
    if (value->type != type) {
      char expected[128], actual[128];
      sr_format_type(parser, type, expected, sizeof(expected));
      sr_format_type(parser, value->type, actual, sizeof(actual));
      if (value->kind == SR_VALUE_PLACEHOLDER) {
        return sr_parser_error_at(
            parser, operand->pos,
            "use of value '%%%.*s' expects different type than prior uses: "
            "'%s' vs '%s'",
            (int)operand->name.size, operand->name.data, expected, actual);
      }
      return sr_parser_error_at(
          parser, operand->pos,
          "use of value '%%%.*s' expects different type than prior uses: "
          "'%s' vs '%s'",
          (int)operand->name.size, operand->name.data, expected, actual);
    }
    *out_value = value;
    return true;
  }
  if (entry && sr_entry_is_defined(entry)) {
    return sr_parser_error_at(parser, operand->pos,
                              "reference to invalid result number");
  }
  // A forward reference: a placeholder resolved when the definition comes.
  entry = sr_ssa_entry(parser, operand->name, operand->number + 1, true);
  if (!entry) return false;
  sr_value_t* placeholder =
      sr_value_allocate_placeholder(parser->context, type);
  if (!sr__parser_check_alloc(parser, placeholder)) return false;
  placeholder->pos = operand->pos;
  entry->values[operand->number] = placeholder;
  entry->use_positions[operand->number] = operand->pos;
  ++parser->ssa_scope->forward_references;
  *out_value = placeholder;
  return true;
}

//===----------------------------------------------------------------------===//
// Blocks
//===----------------------------------------------------------------------===//

static sr_block_info_t* sr_block_lookup(sr_parser_t* parser,
                                        sr_string_view_t name,
                                        sr_source_pos_t pos) {
  sr_block_scope_t* scope = parser->block_scope;
  sr_block_info_t* info = sr__name_map_get(&scope->blocks, name);
  if (info) return info;
  info = sr_parser_scratch(parser, sizeof(*info));
  if (!info) return NULL;
  info->block = sr_block_allocate(parser->context);
  if (!sr__parser_check_alloc(parser, info->block)) return NULL;
  info->first_use = pos;
  if (!sr__name_map_put(parser, &scope->blocks, name, info)) return NULL;
  ++scope->undefined;
  return info;
}

bool sr_parser_parse_successor(sr_parser_t* parser, sr_block_t** out_block) {
  if (parser->token.kind != SR_TOK_CARET_ID) {
    return sr_parser_error(parser, "expected block name");
  }
  if (!parser->block_scope) {
    return sr_parser_error(parser, "successor outside of a region");
  }
  sr_string_view_t name =
      sr_make_string_view(parser->token.start, parser->token.length);
  sr_block_info_t* info =
      sr_block_lookup(parser, name, sr_parser_token_pos(parser));
  if (!info) return false;
  *out_block = info->block;
  sr_parser_consume(parser);
  return !parser->error;
}

//===----------------------------------------------------------------------===//
// Operations
//===----------------------------------------------------------------------===//

static bool sr_parse_operation(sr_parser_t* parser, sr_block_t* block);

// Builds the op described by |state| and appends it to |block|.
static sr_op_t* sr_create_op(sr_parser_t* parser, sr_op_state_t* state,
                             const sr_op_info_t* info, sr_block_t* block) {
  sr_context_t* context = parser->context;
  sr_string_view_t name = sr_context_intern(context, state->name);
  if (!sr__parser_check_alloc(parser, name.data)) return NULL;
  sr_op_t* op = sr_op_allocate(context, name, state->num_operands,
                               state->num_result_types, state->num_regions,
                               state->num_successors);
  if (!sr__parser_check_alloc(parser, op)) return NULL;
  op->info = info;
  op->pos = state->pos;
  for (uint32_t i = 0; i < state->num_operands; ++i) {
    sr_operand_set(&op->operands[i], state->operands[i]);
  }
  for (uint32_t i = 0; i < state->num_result_types; ++i) {
    op->results[i].type = state->result_types[i];
    op->results[i].pos = state->pos;
  }
  for (uint32_t i = 0; i < state->num_regions; ++i) {
    op->regions[i] = *state->regions[i];
    op->regions[i].parent = op;
    for (sr_block_t* b = op->regions[i].first_block; b; b = b->next) {
      b->parent = &op->regions[i];
    }
  }
  for (uint32_t i = 0; i < state->num_successors; ++i) {
    op->successors[i] = state->successors[i];
  }
  // Registered ops keep inherent attributes in properties, wherever the
  // text put them (old generic syntax spelled them in the attr dict).
  if (info && state->num_attrs) {
    uint32_t kept = 0;
    for (uint32_t i = 0; i < state->num_attrs; ++i) {
      if (sr_op_info_is_inherent(info, state->attrs[i].name)) {
        if (!sr_op_state_add_prop(parser, state, "", state->attrs[i].value)) {
          return NULL;
        }
        state->props[state->num_props - 1].name = state->attrs[i].name;
      } else {
        state->attrs[kept++] = state->attrs[i];
      }
    }
    state->num_attrs = kept;
  }
  // Properties a registered op does not have are dropped, as iree-opt
  // drops them (an op reads only its own names from `<{...}>`).
  if (info && info->inherent_attrs && state->num_props) {
    uint32_t kept = 0;
    for (uint32_t i = 0; i < state->num_props; ++i) {
      if (sr_op_info_is_inherent(info, state->props[i].name)) {
        state->props[kept++] = state->props[i];
      }
    }
    state->num_props = kept;
  }
  sr_string_view_t duplicate = {NULL, 0};
  op->attrs = sr_attr_get_dictionary(context, state->num_attrs, state->attrs,
                                     &duplicate);
  if (!op->attrs) {
    if (duplicate.data) {
      sr_parser_error_at(parser, state->pos,
                         "attribute '%.*s' occurs more than once in the "
                         "attribute list",
                         (int)duplicate.size, duplicate.data);
    } else {
      sr__parser_out_of_memory(parser);
    }
    return NULL;
  }
  if (state->properties) {
    op->properties = state->properties;
  } else {
    op->properties = sr_attr_get_dictionary(context, state->num_props,
                                            state->props, &duplicate);
    if (!op->properties) {
      sr_parser_error_at(parser, state->pos,
                         "property '%.*s' occurs more than once",
                         (int)duplicate.size, duplicate.data);
      return NULL;
    }
  }
  op->has_properties = state->has_properties || state->num_props > 0;
  sr_block_append_op(block, op);
  return op;
}

static bool sr_parse_successor_list(sr_parser_t* parser, sr_op_state_t* state) {
  if (!sr_parser_consume_if(parser, SR_TOK_LBRACKET)) return !parser->error;
  do {
    sr_block_t* block = NULL;
    if (!sr_parser_parse_successor(parser, &block) ||
        !sr_op_state_add_successor(parser, state, block)) {
      return false;
    }
  } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  return sr_parser_expect(parser, SR_TOK_RBRACKET, "']'");
}

static bool sr_parse_generic_region_list(sr_parser_t* parser,
                                         sr_op_state_t* state, bool isolated) {
  // `({...}, {...})`
  if (parser->token.kind != SR_TOK_LPAREN) return true;
  sr_parser_consume(parser);
  if (parser->error) return false;
  do {
    sr_region_t* region = sr_op_state_add_region(parser, state);
    if (!region || !sr_parser_parse_region(parser, region, NULL, 0, isolated)) {
      return false;
    }
  } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  return sr_parser_expect(parser, SR_TOK_RPAREN, "')' to end region list");
}

// `"name"(%a, %b) [^bb1] <{props}> ({...}) {attrs} : (T, T) -> T`
static bool sr_parse_generic_operation(sr_parser_t* parser,
                                       sr_op_state_t* state,
                                       const sr_op_info_t** out_info) {
  size_t max_name = parser->token.length;
  char* name = sr_parser_scratch(parser, max_name + 1);
  if (!name) return false;
  const char* decode_error = NULL;
  long length = sr_lexer_decode_string(&parser->token, name, &decode_error);
  if (length <= 0) {
    return sr_parser_error(parser, "%s",
                           length == 0 ? "empty operation name" : decode_error);
  }
  state->name = sr_make_string_view(name, (size_t)length);
  const sr_op_info_t* info = sr_op_registry_lookup(state->name);
  *out_info = info;
  if (!info && !parser->options.allow_unregistered_dialects &&
      memchr(name, '.', (size_t)length) == NULL) {
    return sr_parser_error(parser, "operation name '%s' has no dialect prefix",
                           name);
  }
  sr_parser_consume(parser);
  if (!sr_parser_expect(parser, SR_TOK_LPAREN, "'(' to start operand list")) {
    return false;
  }
  // Operand names first; they are resolved once the function type gives
  // their types.
  uint32_t num_names = 0, names_capacity = 0;
  sr_unresolved_operand_t* names = NULL;
  if (parser->token.kind != SR_TOK_RPAREN) {
    do {
      if (!sr_parser_grow_array(parser, (void**)&names, num_names,
                                &names_capacity, sizeof(*names)) ||
          !sr_parser_parse_operand(parser, &names[num_names])) {
        return false;
      }
      ++num_names;
    } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  }
  if (!sr_parser_expect(parser, SR_TOK_RPAREN, "')' to end operand list")) {
    return false;
  }
  if (!sr_parse_successor_list(parser, state)) return false;
  if (parser->token.kind == SR_TOK_LESS) {
    // Properties: `<{...}>` or any attribute.
    sr_parser_consume(parser);
    const sr_attr_t* props = NULL;
    if (!sr_parser_parse_attribute(parser, NULL, &props)) return false;
    if (!sr_parser_expect(parser, SR_TOK_GREATER, "'>' to close properties")) {
      return false;
    }
    if (props->kind == SR_ATTR_DICTIONARY) {
      for (uint32_t i = 0; i < props->dictionary.count; ++i) {
        if (!sr_op_state_add_named(parser, &state->props, &state->num_props,
                                   &state->props_capacity,
                                   props->dictionary.entries[i].name,
                                   props->dictionary.entries[i].value)) {
          return false;
        }
      }
    } else {
      state->properties = props;
    }
    state->has_properties = true;
  }
  bool isolated = info && (info->traits & SR_OP_TRAIT_ISOLATED_FROM_ABOVE);
  const sr_op_info_t* saved = parser->enclosing_op_info;
  parser->enclosing_op_info = info;
  bool ok = sr_parse_generic_region_list(parser, state, isolated);
  parser->enclosing_op_info = saved;
  if (!ok) return false;
  if (!sr_parser_parse_optional_attr_dict(parser, state, false)) return false;
  sr_source_pos_t type_pos;
  if (!sr_parser_expect(parser, SR_TOK_COLON,
                        "':' followed by operation type")) {
    return false;
  }
  type_pos = sr_parser_token_pos(parser);
  const sr_type_t* type = NULL;
  if (!sr_parser_parse_type(parser, &type)) return false;
  if (type->kind != SR_TYPE_FUNCTION) {
    return sr_parser_error_at(parser, type_pos, "expected function type");
  }
  if (type->function.num_inputs != num_names) {
    return sr_parser_error_at(
        parser, type_pos, "expected %u operand type%s but had %u", num_names,
        num_names == 1 ? "" : "s", type->function.num_inputs);
  }
  for (uint32_t i = 0; i < num_names; ++i) {
    sr_value_t* value = NULL;
    if (!sr_parser_resolve_operand(parser, &names[i], type->function.inputs[i],
                                   &value) ||
        !sr_op_state_add_operand(parser, state, value)) {
      return false;
    }
  }
  for (uint32_t i = 0; i < type->function.num_results; ++i) {
    if (!sr_op_state_add_result_type(parser, state,
                                     type->function.results[i])) {
      return false;
    }
  }
  return true;
}

// Finds the registered op for a custom-syntax name, trying the enclosing
// op's default dialect and `builtin` for unprefixed names (as MLIR does).
static const sr_op_info_t* sr_lookup_custom_op(sr_parser_t* parser,
                                               sr_string_view_t name,
                                               sr_string_view_t* out_name) {
  *out_name = name;
  const sr_op_info_t* info = sr_op_registry_lookup(name);
  if (info || memchr(name.data, '.', name.size)) return info;
  const char* dialects[2] = {parser->enclosing_op_info
                                 ? parser->enclosing_op_info->default_dialect
                                 : NULL,
                             "builtin"};
  for (int i = 0; i < 2; ++i) {
    if (!dialects[i]) continue;
    size_t prefix = strlen(dialects[i]);
    char* full = sr_parser_scratch(parser, prefix + 1 + name.size + 1);
    if (!full) return NULL;
    memcpy(full, dialects[i], prefix);
    full[prefix] = '.';
    memcpy(full + prefix + 1, name.data, name.size);
    sr_string_view_t candidate =
        sr_make_string_view(full, prefix + 1 + name.size);
    info = sr_op_registry_lookup(candidate);
    if (info) {
      *out_name = candidate;
      return info;
    }
  }
  return NULL;
}

// Dialects of ML front ends: their ops never reach the Stream phase, so a
// file holding them is a model before iree-compile, not a program for
// streamref.
static bool sr_is_front_end_op(sr_string_view_t name) {
  static const char* const kPrefixes[] = {
      "torch.", "torch_c.", "stablehlo.", "chlo.",
      "mhlo.",  "tosa.",    "tm_tensor.", "ml_program."};
  for (size_t i = 0; i < sizeof(kPrefixes) / sizeof(kPrefixes[0]); ++i) {
    if (sr_string_view_starts_with(name, kPrefixes[i])) return true;
  }
  return false;
}

static bool sr_parse_custom_operation(sr_parser_t* parser, sr_op_state_t* state,
                                      const sr_op_info_t** out_info) {
  sr_string_view_t spelled =
      sr_make_string_view(parser->token.start, parser->token.length);
  sr_string_view_t name;
  const sr_op_info_t* info = sr_lookup_custom_op(parser, spelled, &name);
  if (parser->error) return false;
  if (!info && sr_is_front_end_op(spelled)) {
    return sr_parser_error(
        parser,
        "'%.*s' is a front-end op: this is an input model, not a Stream-phase "
        "program. streamref runs what `iree-compile --compile-to=stream` "
        "prints (with --iree-hal-target-device=local "
        "--iree-hal-local-target-device-backends=llvm-cpu)",
        (int)spelled.size, spelled.data);
  }
  if (!info || !info->parse) {
    return sr_parser_error(
        parser,
        "custom op '%.*s' is unknown or has no custom syntax in streamref "
        "(print it with --mlir-print-op-generic)",
        (int)spelled.size, spelled.data);
  }
  state->name = name;
  *out_info = info;
  sr_parser_consume(parser);
  if (parser->error) return false;
  const sr_op_info_t* saved = parser->enclosing_op_info;
  parser->enclosing_op_info = info;
  bool ok = info->parse(parser, info, state);
  parser->enclosing_op_info = saved;
  if (!ok && !parser->error) {
    sr_parser_error(parser, "failed to parse '%s'", info->name);
  }
  return ok;
}

// `%a, %b:2 =` result names.
typedef struct sr_result_name_t {
  sr_unresolved_operand_t name;
  uint32_t count;
} sr_result_name_t;

static bool sr_parse_result_names(sr_parser_t* parser, sr_result_name_t** out,
                                  uint32_t* out_count, uint32_t* out_total) {
  uint32_t count = 0, capacity = 0, total = 0;
  sr_result_name_t* names = NULL;
  do {
    if (!sr_parser_grow_array(parser, (void**)&names, count, &capacity,
                              sizeof(*names))) {
      return false;
    }
    sr_result_name_t* name = &names[count];
    if (parser->token.kind != SR_TOK_PERCENT_ID) {
      return sr_parser_error(parser, "expected SSA value name");
    }
    name->name.name =
        sr_make_string_view(parser->token.start + 1, parser->token.length - 1);
    name->name.pos = sr_parser_token_pos(parser);
    name->name.number = 0;
    name->count = 1;
    sr_parser_consume(parser);
    if (parser->error) return false;
    if (sr_parser_consume_if(parser, SR_TOK_COLON)) {
      int64_t n = 0;
      if (parser->token.kind != SR_TOK_INTEGER ||
          !sr_parser_parse_integer(parser, &n) || n < 1 || n > 1 << 20) {
        return sr_parser_error(parser, "expected integer number of results");
      }
      name->count = (uint32_t)n;
    }
    total += name->count;
    ++count;
  } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  if (!sr_parser_expect(parser, SR_TOK_EQUAL, "'=' after SSA name")) {
    return false;
  }
  *out = names;
  *out_count = count;
  *out_total = total;
  return true;
}

// The progress callback with what has been consumed: the text up to the
// current token (the whole text at the end).
static void sr_parser_report_progress(sr_parser_t* parser, bool done) {
  const char* at = done ? parser->lexer.end : parser->token.start;
  // A token from elsewhere (an expanded alias) counts as the cursor.
  if (!at || at < parser->lexer.buffer || at > parser->lexer.end) {
    at = parser->lexer.cursor;
  }
  uint64_t bytes = (uint64_t)(at - parser->lexer.buffer);
  parser->options.progress_fn(parser->options.progress_user_data, bytes,
                              parser->ops_parsed);
}

static bool sr_parse_operation(sr_parser_t* parser, sr_block_t* block) {
  if ((++parser->ops_parsed & (SR_PARSE_PROGRESS_OPS - 1)) == 0 &&
      parser->options.progress_fn) {
    sr_parser_report_progress(parser, false);
  }
  sr_source_pos_t op_pos = sr_parser_token_pos(parser);
  sr_result_name_t* result_names = NULL;
  uint32_t num_result_names = 0, total_results = 0;
  if (parser->token.kind == SR_TOK_PERCENT_ID &&
      !sr_parse_result_names(parser, &result_names, &num_result_names,
                             &total_results)) {
    return false;
  }
  sr_op_state_t state;
  memset(&state, 0, sizeof(state));
  state.pos = sr_parser_token_pos(parser);
  const sr_op_info_t* info = NULL;
  bool ok;
  if (parser->token.kind == SR_TOK_STRING) {
    ok = sr_parse_generic_operation(parser, &state, &info);
  } else if (parser->token.kind == SR_TOK_BARE_ID) {
    ok = sr_parse_custom_operation(parser, &state, &info);
  } else {
    return sr_parser_error(parser, "expected operation name in quotes");
  }
  if (!ok) return false;
  if (parser->context->out_of_memory) {
    // A custom parser that built an attribute or type as nothing without
    // noticing: the op it was parsing is where memory ran out.
    return sr_parser_error_code_at(parser, SR_STATUS_RESOURCE_EXHAUSTED,
                                   state.pos, "out of memory");
  }
  const sr_attr_t* loc = NULL;
  if (!sr_parser_parse_optional_location(parser, &loc)) return false;
  if (num_result_names && total_results != state.num_result_types) {
    return sr_parser_error_at(
        parser, op_pos,
        "operation defines %u results but was provided %u to "
        "bind",
        state.num_result_types, total_results);
  }
  sr_op_t* op = sr_create_op(parser, &state, info, block);
  if (!op) return false;
  if (loc) op->loc = loc;
  uint32_t next = 0;
  for (uint32_t i = 0; i < num_result_names; ++i) {
    sr_value_t* values[64];
    sr_value_t** bound = values;
    if (result_names[i].count > 64) {
      bound = sr_parser_scratch(parser, result_names[i].count * sizeof(void*));
      if (!bound) return false;
    }
    for (uint32_t j = 0; j < result_names[i].count; ++j) {
      bound[j] = &op->results[next++];
    }
    if (!sr_define_values(parser, &result_names[i].name, bound,
                          result_names[i].count)) {
      return false;
    }
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Regions and blocks
//===----------------------------------------------------------------------===//

// `^bb0(%a: i32 loc(...), %b: f32):`
static bool sr_parse_block_header(sr_parser_t* parser, sr_block_t** out_block) {
  sr_string_view_t name =
      sr_make_string_view(parser->token.start, parser->token.length);
  sr_source_pos_t pos = sr_parser_token_pos(parser);
  sr_block_info_t* info = sr_block_lookup(parser, name, pos);
  if (!info) return false;
  if (info->defined) {
    return sr_parser_error(parser, "redefinition of block '%.*s'",
                           (int)name.size, name.data);
  }
  info->defined = true;
  --parser->block_scope->undefined;
  sr_block_t* block = info->block;
  block->pos = pos;
  sr_parser_consume(parser);
  if (parser->error) return false;
  if (sr_parser_consume_if(parser, SR_TOK_LPAREN)) {
    if (parser->token.kind != SR_TOK_RPAREN) {
      do {
        sr_unresolved_operand_t arg;
        const sr_type_t* type = NULL;
        const sr_attr_t* loc = NULL;
        if (!sr_parser_parse_operand(parser, &arg)) return false;
        if (arg.number) {
          return sr_parser_error_at(parser, arg.pos,
                                    "invalid block argument name");
        }
        if (!sr_parser_expect(parser, SR_TOK_COLON,
                              "':' and type for SSA operand") ||
            !sr_parser_parse_type(parser, &type) ||
            !sr_parser_parse_optional_location(parser, &loc)) {
          return false;
        }
        sr_value_t* value =
            sr_block_add_argument(parser->context, block, type, loc);
        if (!sr__parser_check_alloc(parser, value)) return false;
        value->pos = arg.pos;
        if (!sr_define_values(parser, &arg, &value, 1)) return false;
      } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
    }
    if (!sr_parser_expect(parser, SR_TOK_RPAREN, "')' to end argument list")) {
      return false;
    }
  }
  if (!sr_parser_expect(parser, SR_TOK_COLON, "':' after block name")) {
    return false;
  }
  *out_block = block;
  return true;
}

static bool sr_parse_block_body(sr_parser_t* parser, sr_block_t* block) {
  while (parser->token.kind != SR_TOK_CARET_ID &&
         parser->token.kind != SR_TOK_RBRACE) {
    if (parser->token.kind == SR_TOK_EOF) {
      return sr_parser_error(parser, "expected '}' to end region");
    }
    if (!sr_parse_operation(parser, block)) return false;
  }
  return true;
}

static bool sr_parse_region_body(sr_parser_t* parser, sr_region_t* region,
                                 const sr_region_argument_t* entry_args,
                                 uint32_t num_entry_args) {
  sr_source_pos_t open_pos = sr_parser_token_pos(parser);
  sr_parser_consume(parser);  // '{'
  if (parser->error) return false;
  if (parser->token.kind == SR_TOK_RBRACE && num_entry_args == 0) {
    sr_parser_consume(parser);
    return !parser->error;
  }
  sr_block_t* entry = NULL;
  if (num_entry_args || parser->token.kind != SR_TOK_CARET_ID) {
    // An unlabeled entry block (or one whose arguments the op declared).
    entry = sr_block_allocate(parser->context);
    if (!sr__parser_check_alloc(parser, entry)) return false;
    entry->pos = open_pos;
    for (uint32_t i = 0; i < num_entry_args; ++i) {
      sr_value_t* value = sr_block_add_argument(
          parser->context, entry, entry_args[i].type, entry_args[i].loc);
      if (!sr__parser_check_alloc(parser, value)) return false;
      value->pos = entry_args[i].name.pos;
      if (entry_args[i].name.name.data &&
          !sr_define_values(parser, &entry_args[i].name, &value, 1)) {
        return false;
      }
    }
    sr_region_append_block(region, entry);
    if (num_entry_args && parser->token.kind == SR_TOK_CARET_ID) {
      return sr_parser_error(parser,
                             "invalid block name in region with named "
                             "arguments");
    }
    if (!sr_parse_block_body(parser, entry)) return false;
  }
  while (parser->token.kind == SR_TOK_CARET_ID) {
    sr_block_t* block = NULL;
    if (!sr_parse_block_header(parser, &block)) return false;
    sr_region_append_block(region, block);
    if (!sr_parse_block_body(parser, block)) return false;
  }
  return sr_parser_expect(parser, SR_TOK_RBRACE, "'}' to end region");
}

bool sr_parser_parse_region(sr_parser_t* parser, sr_region_t* region,
                            const sr_region_argument_t* entry_args,
                            uint32_t num_entry_args, bool isolated) {
  if (parser->token.kind != SR_TOK_LBRACE) {
    return sr_parser_error(parser, "expected '{' to begin a region");
  }
  if (!sr__parser_enter(parser)) return false;
  bool ok =
      isolated ? sr_push_ssa_scope(parser) : sr_push_definition_level(parser);
  sr_block_scope_t* blocks =
      ok ? sr_parser_scratch(parser, sizeof(*blocks)) : NULL;
  if (!blocks) {
    sr__parser_leave(parser);
    return false;
  }
  blocks->parent = parser->block_scope;
  parser->block_scope = blocks;
  ok = sr_parse_region_body(parser, region, entry_args, num_entry_args);
  if (ok && blocks->undefined) {
    for (size_t i = 0; i < blocks->blocks.capacity; ++i) {
      sr_name_map_slot_t* slot = &blocks->blocks.slots[i];
      sr_block_info_t* info = slot->key.data ? slot->value : NULL;
      if (info && !info->defined) {
        ok = sr_parser_error_at(parser, info->first_use,
                                "reference to an undefined block");
        break;
      }
    }
  }
  parser->block_scope = blocks->parent;
  if (isolated) {
    ok = sr_pop_ssa_scope(parser) && ok;
  } else {
    sr_pop_definition_level(parser);
  }
  sr__parser_leave(parser);
  return ok && !parser->error;
}

bool sr_parser_ensure_terminator(sr_parser_t* parser, sr_region_t* region,
                                 const char* terminator) {
  sr_context_t* context = parser->context;
  if (!region->first_block) {
    sr_block_t* block = sr_block_allocate(context);
    if (!sr__parser_check_alloc(parser, block)) return false;
    block->pos = sr_parser_token_pos(parser);
    sr_region_append_block(region, block);
  }
  sr_block_t* block = region->last_block;
  if (block->last_op &&
      sr_op_has_trait(block->last_op, SR_OP_TRAIT_TERMINATOR)) {
    return true;
  }
  sr_string_view_t name =
      sr_context_intern(context, sr_make_cstring_view(terminator));
  sr_op_t* op = name.data ? sr_op_allocate(context, name, 0, 0, 0, 0) : NULL;
  if (!sr__parser_check_alloc(parser, op)) return false;
  op->info = sr_op_registry_lookup(name);
  op->pos = block->last_op ? block->last_op->pos : block->pos;
  sr_block_append_op(block, op);
  return true;
}

bool sr_parser_parse_optional_region(sr_parser_t* parser, sr_region_t* region,
                                     const sr_region_argument_t* entry_args,
                                     uint32_t num_entry_args, bool isolated,
                                     bool* out_parsed) {
  *out_parsed = parser->token.kind == SR_TOK_LBRACE;
  if (!*out_parsed) return true;
  return sr_parser_parse_region(parser, region, entry_args, num_entry_args,
                                isolated);
}

//===----------------------------------------------------------------------===//
// Top level
//===----------------------------------------------------------------------===//

// `#name = attr` or `!name = type`.
static bool sr_parse_alias_definition(sr_parser_t* parser) {
  bool is_attr = parser->token.kind == SR_TOK_HASH_ID;
  sr_string_view_t name =
      sr_make_string_view(parser->token.start, parser->token.length);
  sr_source_pos_t pos = sr_parser_token_pos(parser);
  sr_name_map_t* map = is_attr ? &parser->attr_aliases : &parser->type_aliases;
  if (sr__name_map_get(map, name)) {
    return sr_parser_error(parser, "redefinition of %s alias id '%.*s'",
                           is_attr ? "attribute" : "type", (int)name.size - 1,
                           name.data + 1);
  }
  if (memchr(name.data, '.', name.size)) {
    return sr_parser_error(parser,
                           "%s names with a '.' are reserved for "
                           "dialect-defined names",
                           is_attr ? "attribute" : "type");
  }
  sr_parser_consume(parser);
  if (!sr_parser_expect(parser, SR_TOK_EQUAL, "'=' in alias definition")) {
    return false;
  }
  void* value = NULL;
  if (is_attr) {
    const sr_attr_t* attr = NULL;
    if (!sr_parser_parse_attribute(parser, NULL, &attr)) return false;
    value = (void*)attr;
  } else {
    const sr_type_t* type = NULL;
    if (!sr_parser_parse_type(parser, &type)) return false;
    value = (void*)type;
  }
  (void)pos;
  return sr__name_map_put(parser, map, name, value);
}

static bool sr_parse_top_level(sr_parser_t* parser, sr_block_t* top) {
  for (;;) {
    switch (parser->token.kind) {
      case SR_TOK_EOF:
        return true;
      case SR_TOK_HASH_ID:
      case SR_TOK_BANG_ID:
        if (!sr_parse_alias_definition(parser)) return false;
        break;
      case SR_TOK_FILE_METADATA_BEGIN:
        if (!sr__parse_resource_section(parser)) return false;
        break;
      case SR_TOK_ERROR:
        return false;
      default:
        if (!sr_parse_operation(parser, top)) return false;
        break;
    }
    if (parser->error) return false;
  }
}

// Resolves one location that named a `#loc` alias before its definition.
static bool sr_resolve_location(sr_parser_t* parser, const sr_attr_t** loc) {
  const sr_attr_t* l = *loc;
  if (!l || l->kind != SR_ATTR_LOCATION ||
      l->location.kind != SR_LOC_UNRESOLVED_ALIAS) {
    return true;
  }
  const sr_attr_t* target =
      sr__name_map_get(&parser->attr_aliases, l->location.name);
  if (!target || target->kind != SR_ATTR_LOCATION) {
    sr_source_pos_t pos = {parser->source_id, l->location.line,
                           l->location.column};
    return sr_parser_error_at(parser, pos, "undefined symbol alias id '%.*s'",
                              (int)l->location.name.size - 1,
                              l->location.name.data + 1);
  }
  *loc = target;
  return true;
}

// Printers put location aliases after the ops that use them; fix those
// references up now that every alias is known.
static bool sr_resolve_deferred_locations(sr_parser_t* parser,
                                          sr_block_t* block) {
  for (sr_op_t* op = block->first_op; op; op = op->next) {
    if (!sr_resolve_location(parser, &op->loc)) return false;
    for (uint32_t r = 0; r < op->num_regions; ++r) {
      for (sr_block_t* b = op->regions[r].first_block; b; b = b->next) {
        for (uint32_t a = 0; a < b->num_arguments; ++a) {
          if (!sr_resolve_location(parser, &b->arguments[a]->loc)) {
            return false;
          }
        }
        if (!sr_resolve_deferred_locations(parser, b)) return false;
      }
    }
  }
  return true;
}

// Wraps the top-level ops in a builtin.module unless the text is exactly
// one module op (MLIR's rule).
static sr_op_t* sr_finish_module(sr_parser_t* parser, sr_block_t* top) {
  sr_op_t* first = top->first_op;
  if (first && first == top->last_op &&
      sr_string_view_equal_cstr(first->name, "builtin.module")) {
    first->parent = NULL;
    first->prev = first->next = NULL;
    return first;
  }
  sr_op_t* module =
      sr_op_allocate(parser->context,
                     sr_context_intern(parser->context,
                                       sr_make_cstring_view("builtin.module")),
                     0, 0, 1, 0);
  if (!sr__parser_check_alloc(parser, module)) return NULL;
  module->info = sr_op_registry_lookup(sr_make_cstring_view("builtin.module"));
  module->pos.source_id = parser->source_id;
  module->pos.line = 1;
  module->pos.column = 1;
  sr_region_append_block(&module->regions[0], top);
  return module;
}

sr_status_t sr_parse_source(sr_context_t* context, const char* name,
                            const char* text, size_t length,
                            const sr_parse_options_t* options,
                            sr_op_t** out_module) {
  *out_module = NULL;
  // Running out of memory is this parse's to report, not an earlier one's:
  // a context whose last parse ran out parses again once memory is back.
  context->out_of_memory = false;
  sr_parser_t parser;
  memset(&parser, 0, sizeof(parser));
  parser.context = context;
  if (options) parser.options = *options;
  if (parser.options.source_id) {
    if (!sr_context_source(context, parser.options.source_id)) {
      return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT, "no source %u",
                            parser.options.source_id);
    }
    parser.source_id = parser.options.source_id;
  } else {
    SR_RETURN_IF_ERROR(
        sr_context_add_source(context, name, text, length, &parser.source_id));
  }
  const sr_source_t* source = sr_context_source(context, parser.source_id);
  sr_arena_initialize(sr_context_allocator(context), 256 * 1024,
                      &parser.scratch);
  uint32_t first_line =
      parser.options.first_line ? parser.options.first_line : 1;
  sr_context_set_source_first_line(context, parser.source_id, first_line);
  // The text lives in the context's arena (or its own block) and never
  // moves.
  sr_lexer_initialize(source->text, source->length, first_line, &parser.lexer);
  sr_op_t* module = NULL;
  sr_block_t* top = sr_block_allocate(context);
  if (sr__parser_check_alloc(&parser, top) && sr_push_ssa_scope(&parser)) {
    sr_block_scope_t* blocks = sr_parser_scratch(&parser, sizeof(*blocks));
    parser.block_scope = blocks;
    sr_parser_consume(&parser);
    if (blocks && !parser.error && sr_parse_top_level(&parser, top) &&
        sr_pop_ssa_scope(&parser) &&
        sr_resolve_deferred_locations(&parser, top)) {
      module = sr_finish_module(&parser, top);
    }
  }
  sr_arena_deinitialize(&parser.scratch);
  if (!parser.error) parser.error = sr_context_status(context);
  if (!parser.error && parser.options.progress_fn) {
    sr_parser_report_progress(&parser, true);
  }
  if (parser.error) return parser.error;
  *out_module = module;
  return sr_ok_status();
}

// Types and attributes from strings (op tables name fixed types as text).
static sr_status_t sr_parse_entity_string(sr_context_t* context,
                                          const char* text, bool is_type,
                                          const void** out) {
  sr_parser_t parser;
  memset(&parser, 0, sizeof(parser));
  parser.context = context;
  // Only this text's own failures make its errors "out of memory"; what ran
  // out before (in the parse that called it) stays marked afterwards.
  bool ran_out_before = context->out_of_memory;
  context->out_of_memory = false;
  sr_status_t added = sr_context_add_source(context, "<builtin>", text,
                                            strlen(text), &parser.source_id);
  if (added) {
    context->out_of_memory =
        ran_out_before || sr_status_code(added) == SR_STATUS_RESOURCE_EXHAUSTED;
    return added;
  }
  const sr_source_t* source = sr_context_source(context, parser.source_id);
  sr_arena_initialize(sr_context_allocator(context), 4096, &parser.scratch);
  sr_lexer_initialize(source->text, source->length, 1, &parser.lexer);
  sr_parser_consume(&parser);
  bool ok = false;
  if (is_type) {
    const sr_type_t* type = NULL;
    ok = sr_parser_parse_type(&parser, &type);
    *out = type;
  } else {
    const sr_attr_t* attr = NULL;
    ok = sr_parser_parse_attribute(&parser, NULL, &attr);
    *out = attr;
  }
  if (ok && parser.token.kind != SR_TOK_EOF) {
    sr_parser_error(&parser, "unexpected trailing text");
  }
  sr_arena_deinitialize(&parser.scratch);
  // Callers often only ask whether the text parsed (a dialect's custom
  // parser reading a fixed attribute): the context remembers that memory
  // ran out, so the error they report says so (sr_parser_verror_code_at).
  if (ran_out_before ||
      sr_status_code(parser.error) == SR_STATUS_RESOURCE_EXHAUSTED) {
    context->out_of_memory = true;
  }
  return parser.error;
}

sr_status_t sr_parse_type_string(sr_context_t* context, const char* text,
                                 const sr_type_t** out_type) {
  return sr_parse_entity_string(context, text, true, (const void**)out_type);
}

sr_status_t sr_parse_attr_string(sr_context_t* context, const char* text,
                                 const sr_attr_t** out_attr) {
  return sr_parse_entity_string(context, text, false, (const void**)out_attr);
}

//===----------------------------------------------------------------------===//
// Small helpers
//===----------------------------------------------------------------------===//

#include "core/print/printer.h"

static void sr_format_type(sr_parser_t* parser, const sr_type_t* type,
                           char* buffer, size_t capacity) {
  sr_string_builder_t builder;
  sr_string_builder_initialize(sr_context_allocator(parser->context), &builder);
  sr_print_type_to(type, &builder);
  snprintf(buffer, capacity, "%s", sr_string_builder_cstr(&builder));
  sr_string_builder_deinitialize(&builder);
}
