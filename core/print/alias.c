// Alias collection, naming and substitution (see alias.h for the model).

#include "core/print/alias.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/dialects/registry.h"
#include "core/ir/op_registry.h"
#include "core/print/printer.h"

typedef enum sr_alias_entry_kind_e {
  SR_ALIAS_ENTRY_ATTR = 0,
  SR_ALIAS_ENTRY_TYPE = 1,
  SR_ALIAS_ENTRY_TEXT = 2,  // an attribute nested in a dialect body
} sr_alias_entry_kind_t;

typedef struct sr_alias_entry_t {
  const void* key;     // the attr/type, or the interned text
  const void* object;  // the attr or type (NULL for text entries)
  sr_string_view_t text;
  char* name;  // the alias name before numbering; NULL: no alias
  uint32_t depth;
  uint32_t order;   // first-visit order
  uint32_t suffix;  // 0: `#name`, N: `#nameN`
  uint8_t kind;
} sr_alias_entry_t;

struct sr_aliases_t {
  sr_context_t* context;
  sr_allocator_t allocator;
  bool emitting;
  bool failed;
  sr_alias_entry_t* entries;
  uint32_t count, capacity;
  // Open-addressing map key -> entry index + 1.
  const void** slot_keys;
  uint32_t* slot_values;
  uint32_t num_slots;
  // Indices of the named entries in definition order (after finalize).
  uint32_t* ordered;
  uint32_t num_ordered;
  // The largest depth among the children of the node being visited.
  uint32_t depth;
  // The key whose definition is being printed (printed in full, not as
  // its own alias).
  const void* defining;
  sr_string_builder_t scratch;
};

//===----------------------------------------------------------------------===//
// Table
//===----------------------------------------------------------------------===//

sr_status_t sr_aliases_create(sr_context_t* context, sr_allocator_t allocator,
                              sr_aliases_t** out_aliases) {
  *out_aliases = NULL;
  sr_aliases_t* aliases = NULL;
  SR_RETURN_IF_ERROR(
      sr_allocator_calloc(allocator, sizeof(*aliases), (void**)&aliases));
  aliases->context = context;
  aliases->allocator = allocator;
  sr_string_builder_initialize(allocator, &aliases->scratch);
  *out_aliases = aliases;
  return sr_ok_status();
}

void sr_aliases_destroy(sr_aliases_t* aliases) {
  if (!aliases) return;
  for (uint32_t i = 0; i < aliases->count; ++i) {
    sr_allocator_free(aliases->allocator, aliases->entries[i].name);
  }
  sr_allocator_free(aliases->allocator, aliases->entries);
  sr_allocator_free(aliases->allocator, aliases->slot_keys);
  sr_allocator_free(aliases->allocator, aliases->slot_values);
  sr_allocator_free(aliases->allocator, aliases->ordered);
  sr_string_builder_deinitialize(&aliases->scratch);
  sr_allocator_free(aliases->allocator, aliases);
}

static uint32_t sr_alias_slot(const sr_aliases_t* aliases, const void* key) {
  uint64_t h = (uint64_t)(uintptr_t)key;
  h ^= h >> 33;
  h *= 0xff51afd7ed558ccdull;
  h ^= h >> 33;
  uint32_t mask = aliases->num_slots - 1;
  uint32_t slot = (uint32_t)h & mask;
  while (aliases->slot_keys[slot] && aliases->slot_keys[slot] != key) {
    slot = (slot + 1) & mask;
  }
  return slot;
}

static sr_alias_entry_t* sr_alias_find(sr_aliases_t* aliases, const void* key) {
  if (!aliases->num_slots || !key) return NULL;
  uint32_t slot = sr_alias_slot(aliases, key);
  if (!aliases->slot_keys[slot]) return NULL;
  return &aliases->entries[aliases->slot_values[slot] - 1];
}

static bool sr_alias_grow_slots(sr_aliases_t* aliases) {
  uint32_t old_slots = aliases->num_slots;
  const void** old_keys = aliases->slot_keys;
  uint32_t* old_values = aliases->slot_values;
  uint32_t num_slots = old_slots ? old_slots * 2 : 256;
  const void** keys = NULL;
  uint32_t* values = NULL;
  if (!sr_status_is_ok(sr_allocator_calloc(
          aliases->allocator, num_slots * sizeof(*keys), (void**)&keys))) {
    return false;
  }
  if (!sr_status_is_ok(sr_allocator_calloc(
          aliases->allocator, num_slots * sizeof(*values), (void**)&values))) {
    sr_allocator_free(aliases->allocator, keys);
    return false;
  }
  aliases->slot_keys = keys;
  aliases->slot_values = values;
  aliases->num_slots = num_slots;
  for (uint32_t i = 0; i < old_slots; ++i) {
    if (!old_keys[i]) continue;
    uint32_t slot = sr_alias_slot(aliases, old_keys[i]);
    keys[slot] = old_keys[i];
    values[slot] = old_values[i];
  }
  sr_allocator_free(aliases->allocator, old_keys);
  sr_allocator_free(aliases->allocator, old_values);
  return true;
}

// Adds an entry for |key| (not present); takes ownership of |name|.
static sr_alias_entry_t* sr_alias_add(sr_aliases_t* aliases, const void* key,
                                      sr_alias_entry_kind_t kind, char* name) {
  if (!aliases->failed && (aliases->count + 1) * 2 > aliases->num_slots &&
      !sr_alias_grow_slots(aliases)) {
    aliases->failed = true;
  }
  if (!aliases->failed && aliases->count == aliases->capacity) {
    uint32_t capacity = aliases->capacity ? aliases->capacity * 2 : 64;
    void* entries = aliases->entries;
    if (sr_status_is_ok(sr_allocator_realloc(
            aliases->allocator, capacity * sizeof(sr_alias_entry_t),
            &entries))) {
      aliases->entries = entries;
      aliases->capacity = capacity;
    } else {
      aliases->failed = true;
    }
  }
  if (aliases->failed) {
    sr_allocator_free(aliases->allocator, name);
    return NULL;
  }
  uint32_t index = aliases->count++;
  sr_alias_entry_t* entry = &aliases->entries[index];
  memset(entry, 0, sizeof(*entry));
  entry->key = key;
  entry->kind = (uint8_t)kind;
  entry->name = name;
  entry->order = index;
  uint32_t slot = sr_alias_slot(aliases, key);
  aliases->slot_keys[slot] = key;
  aliases->slot_values[slot] = index + 1;
  return entry;
}

//===----------------------------------------------------------------------===//
// Alias names (the dialects' OpAsmDialectInterface::getAlias)
//===----------------------------------------------------------------------===//

static bool sr_is_ident_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
         (c >= '0' && c <= '9') || c == '_' || c == '$' || c == '.';
}

static bool sr_is_digit(char c) { return c >= '0' && c <= '9'; }

// Index just past the string literal that starts at p[i] == '"'.
static size_t sr_skip_string(const char* p, size_t i, size_t n) {
  for (++i; i < n; ++i) {
    if (p[i] == '\\') {
      ++i;
    } else if (p[i] == '"') {
      return i + 1;
    }
  }
  return n;
}

static bool sr_is_closer(const char* p, size_t i, size_t n) {
  char c = p[i];
  if (c == ']' || c == '}' || c == ')') return true;
  // `->` and `>=` belong to affine maps and sets.
  return c == '>' && !(i > 0 && p[i - 1] == '-') &&
         !(i + 1 < n && p[i + 1] == '=');
}

static bool sr_is_opener(char c) {
  return c == '<' || c == '[' || c == '{' || c == '(';
}

// Index of the bracket closing the one at p[i], or n when unbalanced.
static size_t sr_match_close(const char* p, size_t i, size_t n) {
  int depth = 0;
  for (; i < n; ++i) {
    if (p[i] == '"') {
      i = sr_skip_string(p, i, n) - 1;
    } else if (sr_is_opener(p[i])) {
      ++depth;
    } else if (sr_is_closer(p, i, n) && --depth == 0) {
      return i;
    }
  }
  return n;
}

// MLIR's sanitizeIdentifier for alias names (`$_-` allowed): a space
// becomes `_`, other invalid characters their hex code, and a leading
// digit gets a `_` prefix.
static char* sr_alias_sanitize(sr_aliases_t* aliases, const char* name,
                               size_t length) {
  sr_string_builder_t* b = &aliases->scratch;
  sr_string_builder_reset(b);
  if (length && sr_is_digit(name[0])) sr_string_builder_append_char(b, '_');
  for (size_t i = 0; i < length; ++i) {
    char c = name[i];
    bool valid = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                 sr_is_digit(c) || c == '$' || c == '_' || c == '-';
    if (valid) {
      sr_string_builder_append_char(b, c);
    } else if (c == ' ') {
      sr_string_builder_append_char(b, '_');
    } else {
      sr_string_builder_appendf(b, "%X", (unsigned)(unsigned char)c);
    }
  }
  char* copy = NULL;
  if (b->failed || !sr_status_is_ok(sr_allocator_malloc(
                       aliases->allocator, b->size + 1, (void**)&copy))) {
    aliases->failed = true;
    return NULL;
  }
  memcpy(copy, sr_string_builder_cstr(b), b->size + 1);
  return copy;
}

// IREE's sanitizeSymbolName of the lower-cased |text|: [a-z0-9_] kept,
// anything else becomes `_`.
static void sr_append_symbol_fragment(sr_string_builder_t* b, const char* text,
                                      size_t length) {
  for (size_t i = 0; i < length; ++i) {
    char c = text[i];
    if (c >= 'A' && c <= 'Z') c = (char)(c - 'A' + 'a');
    bool keep = (c >= 'a' && c <= 'z') || sr_is_digit(c) || c == '_';
    sr_string_builder_append_char(b, keep ? c : '_');
  }
}

// The |index|th string literal at the top level of a body `<...>`
// (contents without the quotes).
static bool sr_body_string(const char* body, size_t n, int index,
                           sr_string_view_t* out) {
  int depth = 0, seen = 0;
  for (size_t i = 0; i < n; ++i) {
    if (body[i] == '"') {
      size_t end = sr_skip_string(body, i, n);
      if (depth == 1 && seen++ == index) {
        *out = sr_make_string_view(body + i + 1, end - i - 2);
        return true;
      }
      i = end - 1;
    } else if (sr_is_opener(body[i])) {
      ++depth;
    } else if (sr_is_closer(body, i, n)) {
      --depth;
    }
  }
  return false;
}

// `ordinal = N` in the top-level dictionary of a body.
static bool sr_body_ordinal(const char* body, size_t n, long long* out) {
  int depth = 0;
  for (size_t i = 0; i < n; ++i) {
    if (body[i] == '"') {
      i = sr_skip_string(body, i, n) - 1;
    } else if (sr_is_opener(body[i])) {
      ++depth;
    } else if (sr_is_closer(body, i, n)) {
      --depth;
    } else if (depth == 2 && n - i > 10 &&
               !memcmp(body + i, "ordinal = ", 10) &&
               (body[i - 1] == '{' || body[i - 1] == ' ')) {
      char* end = NULL;
      *out = strtoll(body + i + 10, &end, 10);
      return end != body + i + 10;
    }
  }
  return false;
}

// The alias name of the dialect attribute |text| (`dialect.mnemonic<...>`
// without the sigil), or NULL: IREE's dialects' getAlias hooks.
static char* sr_dialect_attr_alias(sr_aliases_t* aliases, const char* text,
                                   size_t n) {
  size_t ident = 0;
  while (ident < n && sr_is_ident_char(text[ident])) ++ident;
  sr_string_view_t mnemonic = sr_make_string_view(text, ident);
  const char* body = text + ident;
  size_t body_size = n - ident;
  static const struct {
    const char* attr;
    const char* alias;
  } kFixed[] = {
      {"iree_encoding.encoding", "encoding"},
      {"iree_encoding.layout", "encoding"},
      {"iree_encoding.testing", "encoding"},
      {"iree_encoding.unknown", "encoding"},
      {"hal.pipeline.layout", "pipeline_layout"},
      {"iree_codegen.translation_info", "translation"},
      {"iree_codegen.compilation_info", "compilation"},
      {"iree_codegen.lowering_config", "config"},
      {"iree_cpu.lowering_config", "config"},
      {"iree_map.pack_map", "pack_map"},
      {"iree_map.pack_layout", "pack_layout"},
      {"iree_vector_ext.nested_layout", "nested"},
  };
  for (size_t i = 0; i < sizeof(kFixed) / sizeof(kFixed[0]); ++i) {
    if (sr_string_view_equal_cstr(mnemonic, kFixed[i].attr)) {
      return sr_alias_sanitize(aliases, kFixed[i].alias,
                               strlen(kFixed[i].alias));
    }
  }
  sr_string_builder_t name;
  sr_string_builder_initialize(aliases->allocator, &name);
  sr_string_view_t field;
  if (sr_string_view_equal_cstr(mnemonic, "hal.executable.target") &&
      sr_body_string(body, body_size, 1, &field)) {
    // ExecutableTargetAttr::getSymbolNameFragment: the format.
    sr_string_builder_append_cstr(&name, "executable_target_");
    sr_append_symbol_fragment(&name, field.data, field.size);
  } else if (sr_string_view_equal_cstr(mnemonic, "hal.device.target") &&
             sr_body_string(body, body_size, 0, &field)) {
    // DeviceTargetAttr::getSymbolNameFragment: the device id, then
    // `_<ordinal>_` when the configuration has one.
    sr_string_builder_append_cstr(&name, "device_target_");
    sr_append_symbol_fragment(&name, field.data, field.size);
    long long ordinal = 0;
    if (sr_body_ordinal(body, body_size, &ordinal)) {
      char digits[32];
      int length = snprintf(digits, sizeof(digits), "_%lld_", ordinal);
      sr_append_symbol_fragment(&name, digits, (size_t)length);
    }
  } else if (sr_string_view_equal_cstr(mnemonic, "util.composite")) {
    // CompositeAttr: `composite_of_<total length>b`; the total length
    // leads the body (`<512xi8, [...]>`).
    char* end = NULL;
    long long length = body_size > 1 ? strtoll(body + 1, &end, 10) : 0;
    if (end && end != body + 1 && *end == 'x') {
      sr_string_builder_appendf(&name, "composite_of_%lldb", length);
    }
  }
  char* result = NULL;
  if (name.failed) {
    aliases->failed = true;
  } else if (name.size) {
    result = sr_alias_sanitize(aliases, name.data, name.size);
  }
  sr_string_builder_deinitialize(&name);
  return result;
}

// Builtin aliases (BuiltinOpAsmDialectInterface) and the dialects'.
static char* sr_attr_alias_name(sr_aliases_t* aliases, const sr_attr_t* attr) {
  switch (attr->kind) {
    case SR_ATTR_AFFINE_MAP:
      return sr_alias_sanitize(aliases, "map", 3);
    case SR_ATTR_INTEGER_SET:
      return sr_alias_sanitize(aliases, "set", 3);
    case SR_ATTR_DISTINCT:
      return sr_alias_sanitize(aliases, "distinct", 8);
    case SR_ATTR_DIALECT:
      return sr_dialect_attr_alias(aliases, attr->text.text.data,
                                   attr->text.text.size);
    default:
      return NULL;
  }
}

// Interns |text| as an alias key (NULL on OOM).
static const void* sr_alias_text_key(sr_aliases_t* aliases,
                                     sr_string_view_t text) {
  sr_string_view_t interned = sr_context_intern(aliases->context, text);
  if (!interned.data) aliases->failed = true;
  return interned.data;
}

// The key of |attr|. Named attributes that may also be spelled inside a
// dialect body (dialect attributes without a type, affine maps and sets)
// are keyed by their text so that both spellings share one alias.
static const void* sr_attr_key(sr_aliases_t* aliases, const sr_attr_t* attr,
                               bool named) {
  if (!named) return attr;
  sr_string_builder_t* b = &aliases->scratch;
  sr_string_builder_reset(b);
  if (attr->kind == SR_ATTR_DIALECT && !attr->type) {
    sr_string_builder_append_char(b, '#');
    sr_string_builder_append_view(b, attr->text.text);
  } else if (attr->kind == SR_ATTR_AFFINE_MAP ||
             attr->kind == SR_ATTR_INTEGER_SET) {
    sr_print_attr_to(attr, b);
  } else {
    return attr;
  }
  if (b->failed) {
    aliases->failed = true;
    return attr;
  }
  return sr_alias_text_key(aliases, sr_make_string_view(b->data, b->size));
}

//===----------------------------------------------------------------------===//
// Visiting
//===----------------------------------------------------------------------===//

static void sr_alias_print_reference(const sr_alias_entry_t* entry,
                                     sr_string_builder_t* out) {
  sr_string_builder_append_char(out,
                                entry->kind == SR_ALIAS_ENTRY_TYPE ? '!' : '#');
  sr_string_builder_append_cstr(out, entry->name);
  if (entry->suffix) {
    size_t length = strlen(entry->name);
    // `#name1` would read as a different alias when the name ends in a
    // digit: `#x86_64_1`.
    if (length && sr_is_digit(entry->name[length - 1])) {
      sr_string_builder_append_char(out, '_');
    }
    sr_string_builder_appendf(out, "%u", entry->suffix);
  }
}

static void sr_frame_begin(sr_aliases_t* aliases, sr_alias_frame_t* frame,
                           uint32_t entry, bool named) {
  frame->saved_depth = aliases->depth;
  frame->entry = entry;
  frame->named = named;
  aliases->depth = 0;
}

// A node's depth: one more than its deepest child when it has children
// with a depth, else 1 if it has an alias and 0 if not.
void sr__aliases_leave(sr_aliases_t* aliases, const sr_alias_frame_t* frame) {
  uint32_t child = aliases->depth;
  uint32_t depth = child ? child + 1 : (frame->named ? 1 : 0);
  if (frame->entry && !aliases->emitting) {
    aliases->entries[frame->entry - 1].depth = depth;
  }
  aliases->depth = depth > frame->saved_depth ? depth : frame->saved_depth;
}

// Enter logic once the key and name are known; takes ownership of |name|.
static sr_alias_action_t sr_alias_enter(sr_aliases_t* aliases, const void* key,
                                        const void* object,
                                        sr_alias_entry_kind_t kind, char* name,
                                        sr_string_builder_t* out,
                                        sr_alias_frame_t* frame) {
  bool named = name != NULL;
  if (aliases->emitting) {
    sr_allocator_free(aliases->allocator, name);
    sr_frame_begin(aliases, frame, 0, named);
    if (key == aliases->defining) return SR_ALIAS_PRINT_BODY;
    sr_alias_entry_t* entry = sr_alias_find(aliases, key);
    if (entry && entry->name) {
      sr_alias_print_reference(entry, out);
      aliases->depth = frame->saved_depth;
      return SR_ALIAS_DONE;
    }
    return SR_ALIAS_PRINT_BODY;
  }
  sr_alias_entry_t* entry = sr_alias_find(aliases, key);
  if (entry) {
    // Seen before: its depth counts, its text does not matter (the
    // collecting pass prints into a scratch buffer).
    sr_allocator_free(aliases->allocator, name);
    if (entry->depth > aliases->depth) aliases->depth = entry->depth;
    return SR_ALIAS_DONE;
  }
  entry = sr_alias_add(aliases, key, kind, name);
  uint32_t index = 0;
  if (entry) {
    entry->object = object;
    index = (uint32_t)(entry - aliases->entries) + 1;
  }
  sr_frame_begin(aliases, frame, index, named);
  return SR_ALIAS_PRINT_BODY;
}

sr_alias_action_t sr__aliases_enter_attr(sr_aliases_t* aliases,
                                         const sr_attr_t* attr,
                                         sr_string_builder_t* out,
                                         sr_alias_frame_t* frame) {
  char* name = sr_attr_alias_name(aliases, attr);
  const void* key = sr_attr_key(aliases, attr, name != NULL);
  return sr_alias_enter(aliases, key, attr, SR_ALIAS_ENTRY_ATTR, name, out,
                        frame);
}

sr_alias_action_t sr__aliases_enter_type(sr_aliases_t* aliases,
                                         const sr_type_t* type,
                                         sr_string_builder_t* out,
                                         sr_alias_frame_t* frame) {
  // Builtin: tuples of more than 16 types are `!tuple`.
  char* name = NULL;
  if (type->kind == SR_TYPE_TUPLE && type->tuple.count > 16) {
    name = sr_alias_sanitize(aliases, "tuple", 5);
  }
  return sr_alias_enter(aliases, type, type, SR_ALIAS_ENTRY_TYPE, name, out,
                        frame);
}

static void sr_alias_scan(sr_aliases_t* aliases, const char* p, size_t n,
                          sr_string_builder_t* out);

// Prints `ident<body>` scanning the body (|text| starts at the ident).
static void sr_alias_print_scanned(sr_aliases_t* aliases, const char* text,
                                   size_t n, sr_string_builder_t* out) {
  size_t ident = 0;
  while (ident < n && sr_is_ident_char(text[ident])) ++ident;
  sr_string_builder_append(out, text, ident);
  if (ident < n && text[ident] == '<') {
    size_t close = sr_match_close(text, ident, n);
    sr_string_builder_append_char(out, '<');
    sr_alias_scan(aliases, text + ident + 1, close - ident - 1, out);
    if (close < n) sr_string_builder_append(out, text + close, n - close);
  } else {
    sr_string_builder_append(out, text + ident, n - ident);
  }
}

// `#dialect.mnemonic<...>` nested in a dialect body (text[0] == '#').
static void sr_alias_visit_nested_attr(sr_aliases_t* aliases, const char* text,
                                       size_t n, sr_string_builder_t* out) {
  char* name = sr_dialect_attr_alias(aliases, text + 1, n - 1);
  sr_alias_frame_t frame;
  if (name) {
    const void* key = sr_alias_text_key(aliases, sr_make_string_view(text, n));
    if (!key) {
      sr_allocator_free(aliases->allocator, name);
      sr_string_builder_append(out, text, n);
      return;
    }
    if (sr_alias_enter(aliases, key, NULL, SR_ALIAS_ENTRY_TEXT, name, out,
                       &frame) == SR_ALIAS_DONE) {
      return;
    }
    if (!aliases->emitting && frame.entry) {
      aliases->entries[frame.entry - 1].text =
          sr_make_string_view((const char*)key, n);
    }
  } else {
    sr_frame_begin(aliases, &frame, 0, false);
  }
  sr_string_builder_append_char(out, '#');
  sr_alias_print_scanned(aliases, text + 1, n - 1, out);
  sr__aliases_leave(aliases, &frame);
}

// `affine_map<...>` / `affine_set<...>` nested in a dialect body.
static void sr_alias_visit_nested_affine(sr_aliases_t* aliases,
                                         const char* text, size_t n,
                                         bool is_set,
                                         sr_string_builder_t* out) {
  const void* key = sr_alias_text_key(aliases, sr_make_string_view(text, n));
  char* name =
      key ? sr_alias_sanitize(aliases, is_set ? "set" : "map", 3) : NULL;
  if (!name) {
    sr_string_builder_append(out, text, n);
    return;
  }
  sr_alias_frame_t frame;
  if (sr_alias_enter(aliases, key, NULL, SR_ALIAS_ENTRY_TEXT, name, out,
                     &frame) == SR_ALIAS_DONE) {
    return;
  }
  if (!aliases->emitting && frame.entry) {
    aliases->entries[frame.entry - 1].text =
        sr_make_string_view((const char*)key, n);
  }
  sr_string_builder_append(out, text, n);
  sr__aliases_leave(aliases, &frame);
}

// Copies p[0, n) to |out|, visiting the attributes nested in it. `[`, `{`
// and `<` open a nesting level (an array, a dictionary or a nested
// parameter in MLIR's attribute tree).
static void sr_alias_scan(sr_aliases_t* aliases, const char* p, size_t n,
                          sr_string_builder_t* out) {
  size_t i = 0, run = 0;
  while (i < n) {
    char c = p[i];
    if (c == '"') {
      i = sr_skip_string(p, i, n);
      continue;
    }
    if (c == '#' && i + 1 < n && sr_is_ident_char(p[i + 1])) {
      size_t end = i + 1;
      while (end < n && sr_is_ident_char(p[end])) ++end;
      if (!memchr(p + i + 1, '.', end - i - 1)) {
        i = end;
        continue;
      }
      if (end < n && p[end] == '<') {
        size_t close = sr_match_close(p, end, n);
        end = close < n ? close + 1 : n;
      }
      sr_string_builder_append(out, p + run, i - run);
      sr_alias_visit_nested_attr(aliases, p + i, end - i, out);
      i = run = end;
      continue;
    }
    if (c == 'a' && (i == 0 || !sr_is_ident_char(p[i - 1])) && n - i > 11 &&
        (!memcmp(p + i, "affine_map<", 11) ||
         !memcmp(p + i, "affine_set<", 11))) {
      size_t close = sr_match_close(p, i + 10, n);
      size_t end = close < n ? close + 1 : n;
      sr_string_builder_append(out, p + run, i - run);
      sr_alias_visit_nested_affine(aliases, p + i, end - i, p[i + 7] == 's',
                                   out);
      i = run = end;
      continue;
    }
    if (c == '[' || c == '{' || c == '<') {
      size_t close = sr_match_close(p, i, n);
      if (close < n) {
        sr_string_builder_append(out, p + run, i + 1 - run);
        sr_alias_frame_t frame;
        sr_frame_begin(aliases, &frame, 0, false);
        sr_alias_scan(aliases, p + i + 1, close - i - 1, out);
        sr__aliases_leave(aliases, &frame);
        i = run = close;  // the closer starts the next run
        continue;
      }
    }
    ++i;
  }
  sr_string_builder_append(out, p + run, n - run);
}

void sr__aliases_print_dialect_text(sr_aliases_t* aliases,
                                    sr_string_view_t text,
                                    sr_string_builder_t* out) {
  // A dialect IREE does not register is opaque text to MLIR, printed as it
  // is: nothing nested in it gets an alias (F11 of issue 20: an affine_map
  // inside `#foo.bar<...>` was hoisted into `#map`, unlike iree-opt).
  size_t dialect = 0;
  while (dialect < text.size && text.data[dialect] != '.' &&
         text.data[dialect] != '<') {
    ++dialect;
  }
  if (!aliases ||
      !sr_dialect_is_known(sr_make_string_view(text.data, dialect))) {
    sr_string_builder_append_view(out, text);
    return;
  }
  sr_alias_print_scanned(aliases, text.data, text.size, out);
}

//===----------------------------------------------------------------------===//
// Naming and definitions
//===----------------------------------------------------------------------===//

// MLIR's order: depth, then types before attributes, then name, then
// first visit.
static int sr_alias_compare(const sr_alias_entry_t* x,
                            const sr_alias_entry_t* y) {
  if (x->depth != y->depth) return x->depth < y->depth ? -1 : 1;
  bool x_type = x->kind == SR_ALIAS_ENTRY_TYPE;
  bool y_type = y->kind == SR_ALIAS_ENTRY_TYPE;
  if (x_type != y_type) return x_type ? -1 : 1;
  int names = strcmp(x->name, y->name);
  if (names) return names;
  return x->order < y->order ? -1 : x->order > y->order;
}

// Merge sort of entry indices (qsort has no user pointer in C11).
static void sr_alias_sort(uint32_t* items, uint32_t count, uint32_t* scratch,
                          const sr_alias_entry_t* entries) {
  if (count < 2) return;
  uint32_t half = count / 2;
  sr_alias_sort(items, half, scratch, entries);
  sr_alias_sort(items + half, count - half, scratch, entries);
  uint32_t i = 0, j = half, k = 0;
  while (i < half && j < count) {
    if (sr_alias_compare(&entries[items[j]], &entries[items[i]]) < 0) {
      scratch[k++] = items[j++];
    } else {
      scratch[k++] = items[i++];
    }
  }
  while (i < half) scratch[k++] = items[i++];
  while (j < count) scratch[k++] = items[j++];
  memcpy(items, scratch, count * sizeof(*items));
}

sr_status_t sr_aliases_finalize(sr_aliases_t* aliases) {
  aliases->emitting = true;
  aliases->depth = 0;
  if (aliases->failed) {
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                          "out of memory collecting aliases");
  }
  uint32_t named = 0;
  for (uint32_t i = 0; i < aliases->count; ++i) {
    if (aliases->entries[i].name) ++named;
  }
  if (!named) return sr_ok_status();
  uint32_t* items = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_malloc(aliases->allocator,
                                         2 * (size_t)named * sizeof(uint32_t),
                                         (void**)&items));
  aliases->ordered = items;
  aliases->num_ordered = named;
  uint32_t k = 0;
  for (uint32_t i = 0; i < aliases->count; ++i) {
    if (aliases->entries[i].name) items[k++] = i;
  }
  sr_alias_sort(items, named, items + named, aliases->entries);
  // Number equal names in definition order. Sorting groups equal names
  // within a depth; the same name at several depths continues counting.
  for (uint32_t i = 0; i < named; ++i) {
    sr_alias_entry_t* entry = &aliases->entries[items[i]];
    entry->suffix = 0;
    for (uint32_t j = i; j-- > 0;) {
      const sr_alias_entry_t* prior = &aliases->entries[items[j]];
      if (!strcmp(prior->name, entry->name)) {
        entry->suffix = prior->suffix + 1;
        break;
      }
    }
  }
  return sr_ok_status();
}

void sr_aliases_print_definitions(sr_aliases_t* aliases,
                                  sr_string_builder_t* out) {
  for (uint32_t i = 0; i < aliases->num_ordered; ++i) {
    const sr_alias_entry_t* entry = &aliases->entries[aliases->ordered[i]];
    sr_alias_print_reference(entry, out);
    sr_string_builder_append_cstr(out, " = ");
    aliases->defining = entry->key;
    switch (entry->kind) {
      case SR_ALIAS_ENTRY_ATTR:
        sr__print_attr_aliased(aliases, entry->object, 0, out);
        break;
      case SR_ALIAS_ENTRY_TYPE:
        sr__print_type_aliased(aliases, entry->object, out);
        break;
      case SR_ALIAS_ENTRY_TEXT:
        if (entry->text.size && entry->text.data[0] == '#') {
          sr_alias_visit_nested_attr(aliases, entry->text.data,
                                     entry->text.size, out);
        } else {
          sr_string_builder_append_view(out, entry->text);
        }
        break;
    }
    aliases->defining = NULL;
    sr_string_builder_append_char(out, '\n');
  }
}
