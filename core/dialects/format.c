// The declarative assembly format interpreter (see format.h).
//
// Specs compile once (at registry construction) into a flat program of
// format elements. Parsing walks the program filling a sr_format_state_t,
// then resolves operand types and builds the op state; printing walks the
// same program over a built op, reproducing ODS's spacing rules.

#include "core/dialects/format.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/ir/context.h"
#include "core/ir/dialect_types.h"
#include "core/ir/float_format.h"
#include "core/ir/verifier.h"

//===----------------------------------------------------------------------===//
// Compiled specs
//===----------------------------------------------------------------------===//

typedef enum sr_arity_e {
  SR_ARITY_SINGLE = 0,
  SR_ARITY_OPTIONAL = 1,
  SR_ARITY_VARIADIC = 2,
} sr_arity_t;

typedef struct sr_ods_group_t {
  const char* name;
  size_t name_length;
  sr_arity_t arity;
  const char* type_text;  // fixed type (NUL-terminated copy) or NULL
  int same_as;            // group index whose type this one copies, or -1
  bool same_as_result;    // |same_as| names a result group
  // `~name`: a type constraint that admits several types (IREE's resource
  // lifetimes), checked by the verifier only.
  const char* constraint;
} sr_ods_group_t;

typedef enum sr_attr_kind_spec_e {
  SR_AK_ANY = 0,
  SR_AK_INT,
  SR_AK_ENUM64,
  SR_AK_ENUM,
  SR_AK_UNIT,
  SR_AK_STR,
  SR_AK_BOOL,
  SR_AK_TYPE,
  SR_AK_DICT,
  SR_AK_ARRAY,
  SR_AK_I64ARR,
  SR_AK_I32ARR,
  SR_AK_SYM,
  SR_AK_SYMREF,
  SR_AK_AFFINITY,  // an attribute implementing Stream's AffinityAttr
} sr_attr_kind_spec_t;

typedef struct sr_ods_attr_t {
  const char* name;
  sr_attr_kind_spec_t kind;
  bool optional;
  const char* arg;           // int type text, enum prefix or table name
  const char* default_text;  // keyword (enums) or attribute text, or NULL
  uint32_t enum_width;       // enum64 / enum32: width of the stored integer
} sr_ods_attr_t;

typedef enum sr_element_kind_e {
  SR_EL_LITERAL = 0,
  SR_EL_SPACE,    // ` `
  SR_EL_EMPTY,    // ``
  SR_EL_NEWLINE,  // `\n`
  SR_EL_OPERAND,
  SR_EL_RESULT,
  SR_EL_ATTR,
  SR_EL_REGION,
  SR_EL_SUCCESSOR,
  SR_EL_TYPE,        // type(refs)
  SR_EL_FUNCTIONAL,  // functional-type(a, b)
  SR_EL_ATTR_DICT,
  SR_EL_ATTR_DICT_KW,
  SR_EL_PROP_DICT,
  SR_EL_OPERANDS,    // all operands
  SR_EL_REGIONS,     // all regions
  SR_EL_SUCCESSORS,  // all successors
  SR_EL_OPTIONAL,
  SR_EL_CUSTOM,
} sr_element_kind_t;

enum { SR_MAX_REFS = 12 };

typedef struct sr_element_t {
  sr_element_kind_t kind;
  const char* text;  // literal
  size_t length;
  uint32_t index;  // operand/result/attr/region/successor index
  uint32_t num_refs;
  sr_format_arg_t refs[SR_MAX_REFS];  // type(...), functional, custom
  sr_format_arg_t storage[SR_MAX_REFS];
  // Optional groups: children are elements [then_begin, then_end) and
  // [else_begin, else_end) of the program; |anchor| is an element index.
  uint32_t then_begin, then_end, else_begin, else_end;
  int anchor;
  const sr_custom_directive_t* directive;
} sr_element_t;

typedef struct sr_ods_compiled_t {
  const sr_op_schema_t* schema;
  sr_op_verify_fn_t verify;  // the op's own checks, or NULL
  uint32_t num_operands, num_results, num_attrs, num_regions, num_successors;
  sr_ods_group_t operands[16];
  sr_ods_group_t results[16];
  sr_ods_attr_t attrs[24];
  const char* regions[8];
  bool regions_variadic;
  const char* successors[8];
  bool successors_variadic;
  uint32_t num_elements;
  sr_element_t* elements;
  uint32_t top_end;  // top-level elements are [0, top_end)
  // The attrs' names, the segment sizes (sr_add_segment_names), NULL.
  const char* inherent[28];
  const char* result_names[16];
} sr_ods_compiled_t;

// Compiled specs by op info (the info's inherent_attrs points into the
// compiled record, which is how we find it again).
static sr_ods_compiled_t* sr_compiled_of(const sr_op_info_t* info) {
  return (sr_ods_compiled_t*)((char*)info->inherent_attrs -
                              offsetof(sr_ods_compiled_t, inherent));
}

//===----------------------------------------------------------------------===//
// Custom directive registry
//===----------------------------------------------------------------------===//

enum { SR_MAX_DIRECTIVES = 128 };
static const sr_custom_directive_t* g_directives[SR_MAX_DIRECTIVES];
static uint32_t g_directive_count;

void sr_format_register_directives(const sr_custom_directive_t* directives,
                                   uint32_t count) {
  for (uint32_t i = 0; i < count && g_directive_count < SR_MAX_DIRECTIVES;
       ++i) {
    g_directives[g_directive_count++] = &directives[i];
  }
}

static const sr_custom_directive_t* sr_find_directive(const char* name,
                                                      size_t length) {
  for (uint32_t i = 0; i < g_directive_count; ++i) {
    if (strlen(g_directives[i]->name) == length &&
        !memcmp(g_directives[i]->name, name, length)) {
      return g_directives[i];
    }
  }
  return NULL;
}

//===----------------------------------------------------------------------===//
// Registry memory
//===----------------------------------------------------------------------===//

// Compiled specs back the op registry: built once per process (under the
// registry's once flag, so no lock here), read-only after, shared by every
// context. No context owns them, so no injected allocator applies; rather
// than the heap (which valgrind saw as 5.6 MB "possibly lost" on every run,
// and which had to be tracked block by block to be freed at exit) they live
// in one static arena: no allocation, nothing to free, and BSS pages cost
// memory only once touched. The build needs 5.8 MB, about a third of it
// (sr__registry_arena_used; tests/core checks the margin), so a schema that
// outgrows it fails the registry build with "out of memory", never silently.
#define SR_REGISTRY_ARENA_BYTES ((size_t)16 << 20)
#define SR_REGISTRY_ALIGN ((size_t)16)

// Each block is preceded by its size, so that growing the last block can
// extend it in place and growing another can copy it.
typedef struct sr_registry_block_t {
  size_t size;
  size_t reserved;  // keeps the block SR_REGISTRY_ALIGN-aligned
} sr_registry_block_t;

static _Alignas(16) unsigned char g_arena[SR_REGISTRY_ARENA_BYTES];
static size_t g_arena_used;
static void* g_arena_last;

static size_t sr_registry_round(size_t size) {
  return (size + SR_REGISTRY_ALIGN - 1) & ~(SR_REGISTRY_ALIGN - 1);
}

// A zeroed block of |size| bytes, NULL when the arena is full.
static void* sr_registry_alloc(size_t size) {
  size_t need = sizeof(sr_registry_block_t) + sr_registry_round(size);
  if (size > SR_REGISTRY_ARENA_BYTES ||
      need > SR_REGISTRY_ARENA_BYTES - g_arena_used) {
    return NULL;
  }
  sr_registry_block_t* header = (sr_registry_block_t*)&g_arena[g_arena_used];
  header->size = size;
  g_arena_used += need;
  g_arena_last = header + 1;
  return header + 1;  // BSS, never handed out before: already zero
}

static void* sr_registry_calloc(size_t count, size_t size) {
  size_t total;
  if (__builtin_mul_overflow(count, size, &total)) return NULL;
  return sr_registry_alloc(total);
}

static size_t sr_registry_size(const void* block) {
  return ((const sr_registry_block_t*)block - 1)->size;
}

// Grows |block| to |size| bytes (the new bytes zeroed); the old block stays
// valid when this fails.
static void* sr_registry_realloc(void* block, size_t size) {
  if (!block) return sr_registry_alloc(size);
  size_t old = sr_registry_size(block);
  if (size <= old) return block;
  if (block == g_arena_last) {
    size_t start = (size_t)((unsigned char*)block - g_arena);
    size_t rounded = sr_registry_round(size);
    if (rounded > SR_REGISTRY_ARENA_BYTES - start) return NULL;
    g_arena_used = start + rounded;
    ((sr_registry_block_t*)block - 1)->size = size;
    return block;
  }
  void* grown = sr_registry_alloc(size);
  if (grown) memcpy(grown, block, old);
  return grown;
}

// Gives |block| back when it is the last one (a spec that failed to
// compile, a type text resolved at once); otherwise its bytes stay unused.
static void sr_registry_free(void* block) {
  if (!block || block != g_arena_last) return;
  sr_registry_block_t* header = (sr_registry_block_t*)block - 1;
  memset(block, 0, header->size);
  g_arena_used = (size_t)((unsigned char*)header - g_arena);
  g_arena_last = NULL;
}

size_t sr__registry_arena_used(size_t* out_capacity) {
  if (out_capacity) *out_capacity = SR_REGISTRY_ARENA_BYTES;
  return g_arena_used;
}

//===----------------------------------------------------------------------===//
// Spec compilation
//===----------------------------------------------------------------------===//

static char* sr_strndup_static(const char* text, size_t length) {
  char* copy = sr_registry_alloc(length + 1);
  if (!copy) return NULL;
  memcpy(copy, text, length);
  copy[length] = 0;
  return copy;
}

typedef struct sr_spec_cursor_t {
  const char* p;
  char* error;
} sr_spec_cursor_t;

static bool sr_spec_word(sr_spec_cursor_t* c, const char** out,
                         size_t* out_length) {
  while (*c->p == ' ') ++c->p;
  if (!*c->p) return false;
  const char* start = c->p;
  // A word ends at a space not inside <...> or (...).
  int depth = 0;
  while (*c->p && (*c->p != ' ' || depth > 0)) {
    if (*c->p == '<' || *c->p == '(') ++depth;
    if (*c->p == '>' || *c->p == ')') --depth;
    ++c->p;
  }
  *out = start;
  *out_length = (size_t)(c->p - start);
  return true;
}

static bool sr_compile_groups(const char* text, sr_ods_group_t* groups,
                              uint32_t* out_count, uint32_t max, char* error) {
  sr_spec_cursor_t c = {text ? text : "", error};
  const char* word;
  size_t length;
  uint32_t count = 0;
  while (sr_spec_word(&c, &word, &length)) {
    if (count == max) {
      snprintf(error, 256, "too many groups");
      return false;
    }
    sr_ods_group_t* g = &groups[count++];
    memset(g, 0, sizeof(*g));
    g->same_as = -1;
    const char* colon = memchr(word, ':', length);
    size_t name_length = colon ? (size_t)(colon - word) : length;
    if (name_length &&
        (word[name_length - 1] == '?' || word[name_length - 1] == '*')) {
      g->arity =
          word[name_length - 1] == '?' ? SR_ARITY_OPTIONAL : SR_ARITY_VARIADIC;
      --name_length;
    }
    g->name = word;
    g->name_length = name_length;
    if (colon) {
      const char* type = colon + 1;
      size_t type_length = length - (size_t)(type - word);
      if (type_length && type[0] == '~') {
        g->constraint = sr_strndup_static(type + 1, type_length - 1);
        if (!g->constraint) return false;
      } else {
        g->type_text = sr_strndup_static(type, type_length);
        if (!g->type_text) return false;
      }
    }
  }
  *out_count = count;
  return true;
}

static int sr_find_group(const sr_ods_group_t* groups, uint32_t count,
                         const char* name, size_t length) {
  for (uint32_t i = 0; i < count; ++i) {
    if (groups[i].name_length == length &&
        !memcmp(groups[i].name, name, length)) {
      return (int)i;
    }
  }
  return -1;
}

// Resolves `=other` type references once all groups are known.
static bool sr_link_same_as(sr_ods_compiled_t* compiled, sr_ods_group_t* g,
                            char* error) {
  if (!g->type_text || g->type_text[0] != '=') return true;
  const char* name = g->type_text + 1;
  size_t length = strlen(name);
  int index =
      sr_find_group(compiled->operands, compiled->num_operands, name, length);
  if (index >= 0) {
    g->same_as = index;
  } else {
    index =
        sr_find_group(compiled->results, compiled->num_results, name, length);
    if (index < 0) {
      snprintf(error, 256, "unknown group '%s' in type reference", name);
      return false;
    }
    g->same_as = index;
    g->same_as_result = true;
  }
  sr_registry_free((char*)g->type_text);  // resolved to an index
  g->type_text = NULL;
  return true;
}

static bool sr_compile_attrs(sr_ods_compiled_t* compiled, const char* text,
                             char* error) {
  sr_spec_cursor_t c = {text ? text : "", error};
  const char* word;
  size_t length;
  static const struct {
    const char* name;
    sr_attr_kind_spec_t kind;
  } kKinds[] = {
      {"any", SR_AK_ANY},       {"int", SR_AK_INT},
      {"enum64", SR_AK_ENUM64}, {"enum32", SR_AK_ENUM64},
      {"enum", SR_AK_ENUM},     {"unit", SR_AK_UNIT},
      {"str", SR_AK_STR},       {"bool", SR_AK_BOOL},
      {"type", SR_AK_TYPE},     {"dict", SR_AK_DICT},
      {"array", SR_AK_ARRAY},   {"i64arr", SR_AK_I64ARR},
      {"i32arr", SR_AK_I32ARR}, {"sym", SR_AK_SYM},
      {"symref", SR_AK_SYMREF}, {"affinity", SR_AK_AFFINITY},
  };
  while (sr_spec_word(&c, &word, &length)) {
    if (compiled->num_attrs ==
        sizeof(compiled->attrs) / sizeof(compiled->attrs[0])) {
      snprintf(error, 256, "too many attributes");
      return false;
    }
    sr_ods_attr_t* a = &compiled->attrs[compiled->num_attrs++];
    memset(a, 0, sizeof(*a));
    char* copy = sr_strndup_static(word, length);
    if (!copy) return false;
    char* colon = strchr(copy, ':');
    if (!colon) {
      snprintf(error, 256, "attribute '%s' has no kind", copy);
      return false;
    }
    *colon = 0;
    size_t name_length = strlen(copy);
    if (name_length && copy[name_length - 1] == '?') {
      a->optional = true;
      copy[--name_length] = 0;
    }
    a->name = copy;
    char* kind = colon + 1;
    char* equals = strchr(kind, '=');
    if (equals) {
      *equals = 0;
      a->default_text = equals + 1;
    }
    char* paren = strchr(kind, '(');
    if (paren) {
      *paren = 0;
      char* close = strrchr(paren + 1, ')');
      if (!close) {
        snprintf(error, 256, "unbalanced '(' in attribute kind");
        return false;
      }
      *close = 0;
      a->arg = paren + 1;
    }
    bool found = false;
    a->enum_width = strcmp(kind, "enum32") ? 64 : 32;
    for (size_t k = 0; k < sizeof(kKinds) / sizeof(kKinds[0]); ++k) {
      if (!strcmp(kind, kKinds[k].name)) {
        a->kind = kKinds[k].kind;
        found = true;
      }
    }
    if (!found) {
      snprintf(error, 256, "unknown attribute kind '%s'", kind);
      return false;
    }
    compiled->inherent[compiled->num_attrs - 1] = a->name;
  }
  return true;
}

static bool sr_compile_names(const char* text, const char** names,
                             uint32_t* count, bool* variadic, char* error) {
  sr_spec_cursor_t c = {text ? text : "", error};
  const char* word;
  size_t length;
  *count = 0;
  while (sr_spec_word(&c, &word, &length)) {
    if (*count == 8) {
      snprintf(error, 256, "too many regions or successors");
      return false;
    }
    if (word[length - 1] == '*') {
      *variadic = true;
      --length;
    }
    names[(*count)++] = sr_strndup_static(word, length);
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Format string compilation
//===----------------------------------------------------------------------===//

typedef struct sr_format_compiler_t {
  sr_ods_compiled_t* compiled;
  const char* p;
  char* error;
  sr_element_t* elements;
  uint32_t count, capacity;
  // Open optional groups (element indices) and, per nesting depth, the last
  // element created directly at that depth (what a `^` marks).
  uint32_t depth;
  uint32_t open_groups[16];
  int last_child[17];
} sr_format_compiler_t;

static sr_element_t* sr_new_element(sr_format_compiler_t* fc,
                                    sr_element_kind_t kind) {
  if (fc->count == fc->capacity) {
    fc->capacity = fc->capacity ? fc->capacity * 2 : 32;
    sr_element_t* grown =
        sr_registry_realloc(fc->elements, fc->capacity * sizeof(sr_element_t));
    if (!grown) return NULL;
    fc->elements = grown;
  }
  sr_element_t* el = &fc->elements[fc->count++];
  memset(el, 0, sizeof(*el));
  el->kind = kind;
  el->anchor = -1;
  fc->last_child[fc->depth] = (int)(fc->count - 1);
  return el;
}

static void sr_fc_skip_space(sr_format_compiler_t* fc) {
  while (*fc->p == ' ' || *fc->p == '\n' || *fc->p == '\t') ++fc->p;
}

static bool sr_fc_ident(sr_format_compiler_t* fc, const char** out,
                        size_t* out_length) {
  const char* start = fc->p;
  while (isalnum((unsigned char)*fc->p) || *fc->p == '_' || *fc->p == '-') {
    ++fc->p;
  }
  *out = start;
  *out_length = (size_t)(fc->p - start);
  return *out_length > 0;
}

// `$name` resolved against operands, results, attributes, regions and
// successors (in that order, as ODS names are unique per op).
static bool sr_fc_variable(sr_format_compiler_t* fc, sr_format_arg_t* out) {
  ++fc->p;  // '$'
  const char* name;
  size_t length;
  if (!sr_fc_ident(fc, &name, &length)) {
    snprintf(fc->error, 256, "expected variable name after '$'");
    return false;
  }
  sr_ods_compiled_t* c = fc->compiled;
  int index = sr_find_group(c->operands, c->num_operands, name, length);
  if (index >= 0) {
    out->kind = SR_FORMAT_ARG_OPERAND;
    out->index = (uint32_t)index;
    return true;
  }
  index = sr_find_group(c->results, c->num_results, name, length);
  if (index >= 0) {
    out->kind = SR_FORMAT_ARG_RESULT;
    out->index = (uint32_t)index;
    return true;
  }
  for (uint32_t i = 0; i < c->num_attrs; ++i) {
    if (strlen(c->attrs[i].name) == length &&
        !memcmp(c->attrs[i].name, name, length)) {
      out->kind = SR_FORMAT_ARG_ATTR;
      out->index = i;
      return true;
    }
  }
  for (uint32_t i = 0; i < c->num_regions; ++i) {
    if (strlen(c->regions[i]) == length &&
        !memcmp(c->regions[i], name, length)) {
      out->kind = SR_FORMAT_ARG_REGION;
      out->index = i;
      return true;
    }
  }
  for (uint32_t i = 0; i < c->num_successors; ++i) {
    if (strlen(c->successors[i]) == length &&
        !memcmp(c->successors[i], name, length)) {
      out->kind = SR_FORMAT_ARG_SUCCESSOR;
      out->index = i;
      return true;
    }
  }
  snprintf(fc->error, 256, "unknown variable '$%.*s'", (int)length, name);
  return false;
}

static bool sr_fc_elements(sr_format_compiler_t* fc, char terminator);

// An argument of type(...), functional-type(...), custom<>(...), ref(...).
static bool sr_fc_arg(sr_format_compiler_t* fc, sr_format_arg_t* out) {
  sr_fc_skip_space(fc);
  memset(out, 0, sizeof(*out));
  if (*fc->p == '$') return sr_fc_variable(fc, out);
  const char* name;
  size_t length;
  if (!sr_fc_ident(fc, &name, &length)) {
    snprintf(fc->error, 256, "expected directive argument near '%.20s'", fc->p);
    return false;
  }
  bool wrapped = false;
  sr_format_arg_kind_t wrapper = SR_FORMAT_ARG_OPERAND;
  if ((length == 4 && !memcmp(name, "type", 4)) ||
      (length == 3 && !memcmp(name, "ref", 3)) ||
      (length == 9 && !memcmp(name, "qualified", 9))) {
    wrapped = true;
    wrapper = name[0] == 't' ? SR_FORMAT_ARG_TYPE_OF : SR_FORMAT_ARG_OPERAND;
    bool is_ref = name[0] == 'r';
    sr_fc_skip_space(fc);
    if (*fc->p != '(') {
      snprintf(fc->error, 256, "expected '(' after directive");
      return false;
    }
    ++fc->p;
    sr_format_arg_t inner;
    if (!sr_fc_arg(fc, &inner)) return false;
    sr_fc_skip_space(fc);
    if (*fc->p != ')') {
      snprintf(fc->error, 256, "expected ')' after directive argument");
      return false;
    }
    ++fc->p;
    *out = inner;
    if (wrapper == SR_FORMAT_ARG_TYPE_OF) {
      out->of_result = inner.kind == SR_FORMAT_ARG_RESULT;
      out->kind = SR_FORMAT_ARG_TYPE_OF;
    } else if (is_ref) {
      out->is_ref = true;
    }
    return true;
  }
  if (length == 9 && !memcmp(name, "attr-dict", 9)) {
    out->kind = SR_FORMAT_ARG_ATTR_DICT;
    return true;
  }
  if ((length == 8 && !memcmp(name, "operands", 8)) ||
      (length == 7 && !memcmp(name, "results", 7))) {
    // All operands / results (functional-type uses every group anyway).
    out->kind = name[0] == 'o' ? SR_FORMAT_ARG_OPERAND : SR_FORMAT_ARG_RESULT;
    out->index = UINT32_MAX;
    return true;
  }
  (void)wrapped;
  snprintf(fc->error, 256, "unsupported directive argument '%.*s'", (int)length,
           name);
  return false;
}

static bool sr_fc_args(sr_format_compiler_t* fc, sr_element_t* el) {
  sr_fc_skip_space(fc);
  if (*fc->p != '(') {
    snprintf(fc->error, 256, "expected '(' after directive");
    return false;
  }
  ++fc->p;
  sr_fc_skip_space(fc);
  while (*fc->p != ')') {
    if (el->num_refs == SR_MAX_REFS) {
      snprintf(fc->error, 256, "too many directive arguments");
      return false;
    }
    if (!sr_fc_arg(fc, &el->refs[el->num_refs])) return false;
    ++el->num_refs;
    sr_fc_skip_space(fc);
    if (*fc->p == ',') ++fc->p;
    sr_fc_skip_space(fc);
    if (!*fc->p) {
      snprintf(fc->error, 256, "unterminated directive arguments");
      return false;
    }
  }
  ++fc->p;
  return true;
}

static bool sr_fc_element(sr_format_compiler_t* fc) {
  sr_fc_skip_space(fc);
  char c = *fc->p;
  if (c == '`') {
    const char* start = ++fc->p;
    while (*fc->p && *fc->p != '`') ++fc->p;
    if (!*fc->p) {
      snprintf(fc->error, 256, "unterminated literal");
      return false;
    }
    size_t length = (size_t)(fc->p - start);
    ++fc->p;
    sr_element_kind_t kind = length == 0                        ? SR_EL_EMPTY
                             : (length == 1 && start[0] == ' ') ? SR_EL_SPACE
                                                                : SR_EL_LITERAL;
    if (length == 2 && start[0] == '\\' && start[1] == 'n') {
      kind = SR_EL_NEWLINE;
    }
    sr_element_t* el = sr_new_element(fc, kind);
    if (!el) return false;
    el->text = start;
    el->length = length;
    return true;
  }
  if (c == '$') {
    sr_format_arg_t arg;
    if (!sr_fc_variable(fc, &arg)) return false;
    static const sr_element_kind_t kKinds[] = {
        [SR_FORMAT_ARG_OPERAND] = SR_EL_OPERAND,
        [SR_FORMAT_ARG_RESULT] = SR_EL_RESULT,
        [SR_FORMAT_ARG_ATTR] = SR_EL_ATTR,
        [SR_FORMAT_ARG_REGION] = SR_EL_REGION,
        [SR_FORMAT_ARG_SUCCESSOR] = SR_EL_SUCCESSOR,
    };
    sr_element_t* el = sr_new_element(fc, kKinds[arg.kind]);
    if (!el) return false;
    el->index = arg.index;
    return true;
  }
  if (c == '(') {
    // Optional group: `( elements )` `?`, with an optional `:` else group.
    ++fc->p;
    if (fc->depth == 15) {
      snprintf(fc->error, 256, "optional groups nested too deeply");
      return false;
    }
    if (!sr_new_element(fc, SR_EL_OPTIONAL)) return false;
    uint32_t group_index = fc->count - 1;
    fc->open_groups[fc->depth++] = group_index;
    fc->last_child[fc->depth] = -1;
    uint32_t begin = fc->count;
    bool ok = sr_fc_elements(fc, ')');
    --fc->depth;
    if (!ok) return false;
    sr_element_t* group = &fc->elements[group_index];
    group->then_begin = begin;
    group->then_end = fc->count;
    group->else_begin = group->else_end = fc->count;
    ++fc->p;  // ')'
    sr_fc_skip_space(fc);
    if (*fc->p == ':') {
      ++fc->p;
      sr_fc_skip_space(fc);
      if (*fc->p != '(') {
        snprintf(fc->error, 256, "expected '(' for else group");
        return false;
      }
      ++fc->p;
      uint32_t else_begin = fc->count;
      ++fc->depth;
      fc->last_child[fc->depth] = -1;
      ok = sr_fc_elements(fc, ')');
      --fc->depth;
      if (!ok) return false;
      group = &fc->elements[group_index];
      group->else_begin = else_begin;
      group->else_end = fc->count;
      ++fc->p;
      sr_fc_skip_space(fc);
    }
    if (*fc->p != '?') {
      snprintf(fc->error, 256, "expected '?' after optional group");
      return false;
    }
    ++fc->p;
    if (group->then_end == group->then_begin) {
      snprintf(fc->error, 256, "empty optional group");
      return false;
    }
    if (group->anchor < 0) group->anchor = (int)group->then_begin;
    fc->last_child[fc->depth] = (int)group_index;
    return true;
  }
  if (c == '^') {
    ++fc->p;
    if (fc->depth == 0 || fc->last_child[fc->depth] < 0) {
      snprintf(fc->error, 256, "'^' outside an optional group");
      return false;
    }
    fc->elements[fc->open_groups[fc->depth - 1]].anchor =
        fc->last_child[fc->depth];
    return true;
  }
  const char* name;
  size_t length;
  if (!sr_fc_ident(fc, &name, &length)) {
    snprintf(fc->error, 256, "unexpected format text near '%.20s'", fc->p);
    return false;
  }
#define SR_IS(word) (length == strlen(word) && !memcmp(name, word, length))
  if (SR_IS("attr-dict")) return sr_new_element(fc, SR_EL_ATTR_DICT) != NULL;
  if (SR_IS("attr-dict-with-keyword")) {
    return sr_new_element(fc, SR_EL_ATTR_DICT_KW) != NULL;
  }
  if (SR_IS("prop-dict")) return sr_new_element(fc, SR_EL_PROP_DICT) != NULL;
  if (SR_IS("operands")) return sr_new_element(fc, SR_EL_OPERANDS) != NULL;
  if (SR_IS("regions")) return sr_new_element(fc, SR_EL_REGIONS) != NULL;
  if (SR_IS("successors")) return sr_new_element(fc, SR_EL_SUCCESSORS) != NULL;
  if (SR_IS("type") || SR_IS("qualified")) {
    sr_element_t* el = sr_new_element(fc, SR_EL_TYPE);
    if (!el) return false;
    uint32_t index = fc->count - 1;
    sr_element_t tmp = *el;
    if (!sr_fc_args(fc, &tmp)) return false;
    if (SR_IS("qualified") && tmp.num_refs == 1 &&
        tmp.refs[0].kind == SR_FORMAT_ARG_ATTR) {
      // qualified($attr): the attribute printed with its dialect prefix,
      // which is how streamref prints every attribute anyway.
      sr_element_t* attr = &fc->elements[index];
      attr->kind = SR_EL_ATTR;
      attr->index = tmp.refs[0].index;
      return true;
    }
    // qualified(type($x)) parses as a type directive wrapping the arg.
    for (uint32_t i = 0; i < tmp.num_refs; ++i) {
      if (tmp.refs[i].kind != SR_FORMAT_ARG_TYPE_OF) {
        tmp.refs[i].of_result = tmp.refs[i].kind == SR_FORMAT_ARG_RESULT;
        tmp.refs[i].kind = SR_FORMAT_ARG_TYPE_OF;
      }
    }
    fc->elements[index] = tmp;
    return true;
  }
  if (SR_IS("functional-type")) {
    sr_element_t* el = sr_new_element(fc, SR_EL_FUNCTIONAL);
    if (!el) return false;
    uint32_t index = fc->count - 1;
    sr_element_t tmp = *el;
    if (!sr_fc_args(fc, &tmp)) return false;
    if (tmp.num_refs != 2) {
      snprintf(fc->error, 256, "functional-type takes two arguments");
      return false;
    }
    fc->elements[index] = tmp;
    return true;
  }
  if (SR_IS("custom")) {
    if (*fc->p != '<') {
      snprintf(fc->error, 256, "expected '<' after custom");
      return false;
    }
    const char* start = ++fc->p;
    while (*fc->p && *fc->p != '>') ++fc->p;
    size_t name_length = (size_t)(fc->p - start);
    ++fc->p;
    const sr_custom_directive_t* directive =
        sr_find_directive(start, name_length);
    if (!directive) {
      snprintf(fc->error, 256, "unknown custom directive '%.*s'",
               (int)name_length, start);
      return false;
    }
    sr_element_t* el = sr_new_element(fc, SR_EL_CUSTOM);
    if (!el) return false;
    uint32_t index = fc->count - 1;
    sr_element_t tmp = *el;
    tmp.directive = directive;
    if (!sr_fc_args(fc, &tmp)) return false;
    fc->elements[index] = tmp;
    return true;
  }
#undef SR_IS
  snprintf(fc->error, 256, "unsupported format directive '%.*s'", (int)length,
           name);
  return false;
}

static bool sr_fc_elements(sr_format_compiler_t* fc, char terminator) {
  for (;;) {
    sr_fc_skip_space(fc);
    if (*fc->p == terminator) return true;
    if (!*fc->p) {
      snprintf(fc->error, 256, "unexpected end of format");
      return false;
    }
    if (!sr_fc_element(fc)) return false;
  }
}

static bool sr_ods_parse_hook(sr_parser_t* parser, const sr_op_info_t* info,
                              sr_op_state_t* state);
static void sr_ods_print_hook(sr_printer_t* printer, const sr_op_t* op);
static void sr_ods_name_results(const sr_op_t* op, sr_result_namer_t* namer);
static sr_status_t sr_ods_verify(sr_context_t* context, const sr_op_t* op);
static void sr_compute_groups(sr_format_state_t* state, bool results);

// The result names of |schema|'s op: its hooks' names, else its groups'
// names when its dialect names results that way; NULL: numbered.
static const char* sr_ods_result_names(
    const sr_op_schema_t* schema, const sr_ods_op_t* hooks,
    const sr_ods_dialect_defaults_t* defaults, char* buffer, size_t capacity) {
  if (hooks && hooks->result_names) {
    return hooks->result_names[0] ? hooks->result_names : NULL;
  }
  if (!defaults || !defaults->name_results_by_group ||
      sr_op_schema_group_count(schema, true) < 2) {
    return NULL;
  }
  // The group names: each word of the results spec up to its arity/type.
  size_t n = 0;
  for (const char* p = schema->results; *p && n + 1 < capacity;) {
    while (*p == ' ') ++p;
    if (!*p) break;
    if (n) buffer[n++] = ' ';
    while (*p && *p != ' ' && *p != '?' && *p != '*' && *p != ':' &&
           n + 1 < capacity) {
      buffer[n++] = *p++;
    }
    while (*p && *p != ' ') ++p;
  }
  buffer[n] = 0;
  return buffer;
}

// The row's arity codes (what group ranges are computed from) must say what
// its group specs say.
static bool sr_check_arity(const sr_op_schema_t* schema,
                           const sr_ods_compiled_t* compiled, char* error) {
  static const char kCodes[] = {SR_OP_GROUP_SINGLE, SR_OP_GROUP_OPTIONAL,
                                SR_OP_GROUP_VARIADIC};
  for (int results = 0; results < 2; ++results) {
    const char* arity = results ? schema->result_arity : schema->operand_arity;
    uint32_t n = results ? compiled->num_results : compiled->num_operands;
    const sr_ods_group_t* groups =
        results ? compiled->results : compiled->operands;
    bool ok = (arity ? strlen(arity) : 0) == n;
    for (uint32_t g = 0; ok && g < n; ++g) {
      ok = arity[g] == kCodes[groups[g].arity];
    }
    if (!ok) {
      snprintf(error, 256, "%s arity codes do not match the groups",
               results ? "result" : "operand");
      return false;
    }
  }
  return true;
}

// Appends to |names| (|count| used) the segment sizes |schema|'s op keeps
// in its properties, as MLIR's AttrSizedOperandSegments and
// AttrSizedResultSegments do (unless the op records them as a discardable
// attribute), and the NULL that ends the list.
static void sr_add_segment_names(const sr_op_schema_t* schema,
                                 const char** names, uint32_t count) {
  if (!(schema->flags & SR_OP_SCHEMA_DISCARDABLE_SEGMENTS)) {
    if (schema->flags & SR_OP_SCHEMA_OPERAND_SEGMENTS) {
      names[count++] = "operandSegmentSizes";
    }
    if (schema->flags & SR_OP_SCHEMA_RESULT_SEGMENTS) {
      names[count++] = "resultSegmentSizes";
    }
  }
  names[count] = NULL;
}

const char* const* sr__ods_inherent_names(const sr_op_schema_t* schema) {
  sr_spec_cursor_t c = {schema->attrs ? schema->attrs : "", NULL};
  const char* word;
  size_t length;
  uint32_t count = 0;
  while (sr_spec_word(&c, &word, &length)) ++count;
  const char** names =
      sr_registry_calloc((size_t)count + 3, sizeof(const char*));
  if (!names) return NULL;
  c.p = schema->attrs ? schema->attrs : "";
  uint32_t n = 0;
  while (n < count && sr_spec_word(&c, &word, &length)) {
    const char* colon = memchr(word, ':', length);
    size_t name_length = colon ? (size_t)(colon - word) : length;
    if (name_length && word[name_length - 1] == '?') --name_length;
    char* name = sr_strndup_static(word, name_length);
    if (!name) return NULL;  // the arena keeps what was taken
    names[n++] = name;
  }
  sr_add_segment_names(schema, names, n);
  return names;
}

bool sr_ods_compile(const sr_op_schema_t* schema, const sr_ods_op_t* hooks,
                    const sr_ods_dialect_defaults_t* defaults,
                    sr_op_info_t* out_info, char* error) {
  sr_ods_compiled_t* compiled = sr_registry_alloc(sizeof(*compiled));
  if (!compiled) {
    snprintf(error, 256, "out of memory");
    return false;
  }
  compiled->schema = schema;
  compiled->verify = hooks && hooks->verify ? hooks->verify
                     : defaults             ? defaults->verify
                                            : NULL;
  bool ok = sr_compile_groups(schema->operands, compiled->operands,
                              &compiled->num_operands, 16, error) &&
            sr_compile_groups(schema->results, compiled->results,
                              &compiled->num_results, 16, error) &&
            sr_compile_attrs(compiled, schema->attrs, error) &&
            sr_compile_names(schema->regions, compiled->regions,
                             &compiled->num_regions,
                             &compiled->regions_variadic, error) &&
            sr_compile_names(schema->successors, compiled->successors,
                             &compiled->num_successors,
                             &compiled->successors_variadic, error);
  if (ok) sr_add_segment_names(schema, compiled->inherent, compiled->num_attrs);
  ok = ok && sr_check_arity(schema, compiled, error);
  for (uint32_t i = 0; ok && i < compiled->num_operands; ++i) {
    ok = sr_link_same_as(compiled, &compiled->operands[i], error);
  }
  for (uint32_t i = 0; ok && i < compiled->num_results; ++i) {
    ok = sr_link_same_as(compiled, &compiled->results[i], error);
  }
  if (ok && schema->format) {
    sr_format_compiler_t fc;
    memset(&fc, 0, sizeof(fc));
    fc.compiled = compiled;
    fc.p = schema->format;
    fc.error = error;
    fc.last_child[0] = -1;
    ok = sr_fc_elements(&fc, 0);
    compiled->elements = fc.elements;
    compiled->num_elements = fc.count;
    // Top-level elements: those not inside any optional group.
    compiled->top_end = fc.count;
  }
  if (!ok) {
    sr_registry_free(compiled->elements);
    sr_registry_free(compiled);
    return false;
  }
  char names_buffer[256];
  const char* result_names = sr_ods_result_names(
      schema, hooks, defaults, names_buffer, sizeof(names_buffer));
  if (result_names) {
    sr_spec_cursor_t cursor = {result_names, error};
    const char* word;
    size_t length;
    for (uint32_t g = 0; g < 16 && sr_spec_word(&cursor, &word, &length); ++g) {
      compiled->result_names[g] = length == 1 && word[0] == '-'
                                      ? NULL
                                      : sr_strndup_static(word, length);
    }
  }
  memset(out_info, 0, sizeof(*out_info));
  out_info->name = schema->name;
  out_info->schema = schema;
  if (result_names) out_info->name_results = sr_ods_name_results;
  if (hooks && hooks->name_results) {
    out_info->name_results = hooks->name_results;
  }
  // The row's structure (group sizes, fixed types, attribute kinds, region
  // counts) is checked for every op, then the op's own verifier.
  out_info->verify = sr_ods_verify;
  out_info->traits = schema->traits;
  out_info->inherent_attrs = compiled->inherent;
  if (schema->format) {
    out_info->parse = sr_ods_parse_hook;
    out_info->print = sr_ods_print_hook;
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Format state
//===----------------------------------------------------------------------===//

typedef struct sr_operand_list_t {
  uint32_t count, capacity;
  sr_unresolved_operand_t* items;
} sr_operand_list_t;

typedef struct sr_type_list_t {
  uint32_t count, capacity;
  const sr_type_t** items;
  bool set;  // the format provided the types
} sr_type_list_t;

struct sr_format_state_t {
  sr_ods_compiled_t* compiled;
  sr_context_t* context;
  sr_parser_t* parser;      // parsing
  sr_op_state_t* op_state;  // parsing
  const sr_op_t* op;        // printing
  sr_printer_t* printer;    // printing
  sr_operand_list_t operands[16];
  sr_type_list_t operand_types[16];
  sr_type_list_t result_types[16];
  const sr_attr_t* attrs[24];
  sr_region_t* regions[8];
  sr_block_t* successors[8];
  // Printing: each operand / result group as a [begin, end) range.
  uint32_t operand_begin[16], operand_end[16];
  uint32_t result_begin[16], result_end[16];
  bool should_emit_space;
  bool last_was_punctuation;
};

uint32_t sr_format_operand_count(sr_format_state_t* state, uint32_t index) {
  if (state->op) return state->operand_end[index] - state->operand_begin[index];
  return state->operands[index].count;
}

sr_value_t* sr_format_operand_value(sr_format_state_t* state, uint32_t index,
                                    uint32_t i) {
  return state->op->operands[state->operand_begin[index] + i].value;
}

const sr_unresolved_operand_t* sr_format_operand_unresolved(
    sr_format_state_t* state, uint32_t index, uint32_t i) {
  return &state->operands[index].items[i];
}

bool sr_format_add_operand(sr_parser_t* parser, sr_format_state_t* state,
                           uint32_t index,
                           const sr_unresolved_operand_t* operand) {
  sr_operand_list_t* list = &state->operands[index];
  if (list->count == list->capacity) {
    uint32_t capacity = list->capacity ? list->capacity * 2 : 4;
    sr_unresolved_operand_t* items =
        sr_parser_scratch(parser, capacity * sizeof(*items));
    if (!items) return false;
    if (list->count) memcpy(items, list->items, list->count * sizeof(*items));
    list->items = items;
    list->capacity = capacity;
  }
  list->items[list->count++] = *operand;
  return true;
}

void sr__format_truncate_operands(sr_format_state_t* state, uint32_t index,
                                  uint32_t count) {
  if (count < state->operands[index].count)
    state->operands[index].count = count;
}

uint32_t sr_format_type_count(sr_format_state_t* state, bool result,
                              uint32_t index) {
  if (state->op) {
    return result ? state->result_end[index] - state->result_begin[index]
                  : state->operand_end[index] - state->operand_begin[index];
  }
  return result ? state->result_types[index].count
                : state->operand_types[index].count;
}

const sr_type_t* sr_format_type(sr_format_state_t* state, bool result,
                                uint32_t index, uint32_t i) {
  if (state->op) {
    return result ? state->op->results[state->result_begin[index] + i].type
                  : state->op->operands[state->operand_begin[index] + i]
                        .value->type;
  }
  return result ? state->result_types[index].items[i]
                : state->operand_types[index].items[i];
}

bool sr_format_add_type(sr_parser_t* parser, sr_format_state_t* state,
                        bool result, uint32_t index, const sr_type_t* type) {
  sr_type_list_t* list =
      result ? &state->result_types[index] : &state->operand_types[index];
  list->set = true;
  if (list->count == list->capacity) {
    uint32_t capacity = list->capacity ? list->capacity * 2 : 4;
    const sr_type_t** items =
        sr_parser_scratch(parser, capacity * sizeof(void*));
    if (!items) return false;
    if (list->count) memcpy(items, list->items, list->count * sizeof(void*));
    list->items = items;
    list->capacity = capacity;
  }
  list->items[list->count++] = type;
  return true;
}

const sr_attr_t* sr_format_attr(sr_format_state_t* state, uint32_t index) {
  if (state->op) {
    return sr_op_attr(state->op, state->compiled->attrs[index].name);
  }
  return state->attrs[index];
}

void sr_format_set_attr(sr_format_state_t* state, uint32_t index,
                        const sr_attr_t* value) {
  state->attrs[index] = value;
}

sr_region_t* sr_format_region(sr_format_state_t* state, uint32_t index) {
  if (state->op) return &((sr_op_t*)state->op)->regions[index];
  return state->regions[index];
}

sr_region_t* sr_format_add_region(sr_parser_t* parser, sr_format_state_t* state,
                                  uint32_t index) {
  sr_region_t* region = sr_op_state_add_region(parser, state->op_state);
  if (region && index < 8) state->regions[index] = region;
  return region;
}

uint32_t sr_format_num_results(sr_format_state_t* state) {
  if (state->op) return state->op->num_results;
  uint32_t count = 0;
  for (uint32_t g = 0; g < state->compiled->num_results; ++g) {
    count += state->result_types[g].count;
  }
  return count;
}

const sr_op_t* sr_format_op(sr_format_state_t* state) { return state->op; }
sr_context_t* sr_format_context(sr_format_state_t* state) {
  return state->context;
}

//===----------------------------------------------------------------------===//
// Attribute kinds
//===----------------------------------------------------------------------===//

static const char* const kCmpiPredicates[] = {
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge", NULL};
static const char* const kCmpfPredicates[] = {
    "false", "oeq", "ogt", "oge", "olt", "ole", "one",  "ord", "ueq",
    "ugt",   "uge", "ult", "ule", "une", "uno", "true", NULL};

static const char* const kRoundingModes[] = {"to_nearest_even", "downward",
                                             "upward",          "toward_zero",
                                             "to_nearest_away", NULL};

static const char* const* sr_enum_table(const char* name) {
  if (!strcmp(name, "rounding")) return kRoundingModes;
  if (!strcmp(name, "cmpi")) return kCmpiPredicates;
  if (!strcmp(name, "cmpf")) return kCmpfPredicates;
  return NULL;
}

static const sr_type_t* sr_fixed_type(sr_context_t* context, const char* text) {
  if (text[0] == '!') {
    return sr_type_get_dialect(context, sr_make_cstring_view(text + 1));
  }
  if (!strcmp(text, "index")) return sr_type_get_index(context);
  if (text[0] == 'i' && isdigit((unsigned char)text[1])) {
    return sr_type_get_integer(context, (uint32_t)atoi(text + 1), SR_SIGNLESS);
  }
  const sr_type_t* type = NULL;
  sr_status_t status = sr_parse_type_string(context, text, &type);
  if (status) {
    sr_status_ignore(status);
    return NULL;
  }
  return type;
}

// The attribute an enum keyword stands for: `#prefix<keyword>`.
static const sr_attr_t* sr_enum_attr(sr_context_t* context, const char* prefix,
                                     sr_string_view_t body) {
  char buffer[256];
  int n = snprintf(buffer, sizeof(buffer), "%s%.*s", prefix, (int)body.size,
                   body.data);
  if (n < 0 || n >= (int)sizeof(buffer)) return NULL;
  return sr_attr_get_text(context, SR_ATTR_DIALECT,
                          sr_make_string_view(buffer, (size_t)n), NULL);
}

// |attr| (`prefix<body>`, parsed from the body at |pos|) as valid as the
// generic form's checks require; the error at the body's offset otherwise.
static bool sr_check_enum_body(sr_parser_t* parser, sr_source_pos_t pos,
                               size_t prefix_length, const sr_attr_t* attr) {
  sr_string_builder_t message;
  sr_string_builder_initialize(sr_context_allocator(sr_parser_context(parser)),
                               &message);
  sr_dialect_check_t check = {.message = &message};
  bool ok = sr_dialect_check_attr(attr->text.text, &check);
  if (!ok) {
    if (check.error_offset > prefix_length) {
      pos.column += (uint32_t)(check.error_offset - prefix_length);
    }
    sr_parser_error_at(parser, pos, "%s", sr_string_builder_cstr(&message));
  }
  sr_string_builder_deinitialize(&message);
  return ok;
}

// The default value of |a|, or NULL when it has none.
static const sr_attr_t* sr_attr_default(sr_context_t* context,
                                        const sr_ods_attr_t* a) {
  if (!a->default_text) return NULL;
  if (a->kind == SR_AK_ENUM) {
    char body[128];
    snprintf(body, sizeof(body), "<%s>", a->default_text);
    return sr_enum_attr(context, a->arg, sr_make_cstring_view(body));
  }
  if (a->kind == SR_AK_INT) {
    const sr_type_t* type = sr_fixed_type(context, a->arg ? a->arg : "i64");
    return type ? sr_attr_get_integer(context, type,
                                      strtoll(a->default_text, NULL, 10))
                : NULL;
  }
  if (a->kind == SR_AK_BOOL) {
    return sr_attr_get_bool(context, !strcmp(a->default_text, "true"));
  }
  const sr_attr_t* attr = NULL;
  sr_status_t status = sr_parse_attr_string(context, a->default_text, &attr);
  if (status) {
    sr_status_ignore(status);
    return NULL;
  }
  return attr;
}

// True for the attributes that implement IREE::Stream::AffinityAttr
// (HAL's device affinity, promise, optimal and fallback).
static bool sr_is_affinity_attr(const sr_attr_t* attr) {
  static const char* const kAffinities[] = {
      "hal.device.affinity", "hal.device.promise", "hal.device.optimal",
      "hal.device.fallback", NULL};
  if (attr->kind != SR_ATTR_DIALECT) return false;
  sr_string_view_t text = attr->text.text;
  for (const char* const* name = kAffinities; *name; ++name) {
    size_t n = strlen(*name);
    if (text.size >= n && !memcmp(text.data, *name, n) &&
        (text.size == n || text.data[n] == '<')) {
      return true;
    }
  }
  return false;
}

static bool sr_parse_attr_kind(sr_parser_t* parser, sr_format_state_t* state,
                               const sr_ods_attr_t* a, const sr_attr_t** out) {
  sr_context_t* context = state->context;
  switch (a->kind) {
    case SR_AK_AFFINITY: {
      sr_source_pos_t pos = sr_parser_token_pos(parser);
      if (!sr_parser_parse_attribute(parser, NULL, out)) return false;
      if (sr_is_affinity_attr(*out)) return true;
      return sr_parser_error_at(
          parser, pos, "custom op '%s' invalid kind of attribute specified",
          state->compiled->schema->name);
    }
    case SR_AK_INT: {
      const sr_type_t* type = sr_fixed_type(context, a->arg ? a->arg : "i64");
      sr_token_kind_t kind = sr_parser_token(parser)->kind;
      if (type && (kind == SR_TOK_INTEGER || kind == SR_TOK_MINUS)) {
        // A bare integer: a `: type` after it belongs to the format.
        int64_t value = 0;
        if (!sr_parser_parse_integer(parser, &value)) return false;
        *out = sr_attr_get_integer(context, type, value);
        return *out != NULL;
      }
      return sr_parser_parse_attribute(parser, type, out);
    }
    case SR_AK_ENUM64: {
      const char* const* table = sr_enum_table(a->arg);
      sr_string_view_t keyword;
      if (!sr_parser_parse_keyword(parser, &keyword)) return false;
      for (int64_t i = 0; table && table[i]; ++i) {
        if (sr_string_view_equal_cstr(keyword, table[i])) {
          *out = sr_attr_get_integer(
              context, sr_type_get_integer(context, a->enum_width, SR_SIGNLESS),
              i);
          return *out != NULL;
        }
      }
      return sr_parser_error(parser, "invalid predicate '%.*s'",
                             (int)keyword.size, keyword.data);
    }
    case SR_AK_ENUM: {
      // `<kw, kw>` body after the (elided) dialect prefix.
      if (sr_parser_token(parser)->kind != SR_TOK_LESS) {
        return sr_parser_error(parser, "expected '<'");
      }
      const sr_token_t* token = sr_parser_token(parser);
      // Re-scan the balanced body from the '<' token.
      sr_string_view_t prefix = sr_make_cstring_view("");
      (void)prefix;
      const char* start = token->start;
      int depth = 0;
      const char* p = start;
      for (; *p; ++p) {
        if (*p == '<') ++depth;
        if (*p == '>' && --depth == 0) break;
      }
      if (!*p) return sr_parser_error(parser, "expected '>'");
      sr_string_view_t body =
          sr_make_string_view(start, (size_t)(p - start + 1));
      sr_source_pos_t pos = sr_parser_token_pos(parser);
      // Consume tokens up to and including the matching '>'.
      while (sr_parser_token(parser)->start <= p &&
             sr_parser_token(parser)->kind != SR_TOK_EOF) {
        sr_parser_consume(parser);
        if (sr_parser_failed(parser)) return false;
      }
      *out = sr_enum_attr(context, a->arg, body);
      if (!*out) return false;
      // The body is checked as the generic form's `#prefix<body>` is (an
      // element type `f05` would print as an attribute that does not parse).
      return sr_check_enum_body(parser, pos, strlen(a->arg), *out);
    }
    case SR_AK_STR: {
      // A StrAttr is spelled as a bare string: a `: type` after it belongs
      // to the format, not to the attribute.
      if (sr_parser_token(parser)->kind != SR_TOK_STRING) {
        return sr_parser_parse_attribute(parser, NULL, out);
      }
      sr_string_view_t text;
      if (!sr_parser_parse_string(parser, &text)) return false;
      *out = sr_attr_get_string(context, text, NULL);
      return *out != NULL;
    }
    case SR_AK_SYM: {
      sr_string_view_t name;
      if (!sr_parser_parse_symbol_name(parser, &name)) return false;
      *out = sr_attr_get_string(context, name, NULL);
      return *out != NULL;
    }
    case SR_AK_UNIT:
      *out = sr_attr_get_unit(context);
      return true;
    case SR_AK_I64ARR:
    case SR_AK_I32ARR: {
      // `[1, 2]` stored as array<i64: 1, 2>.
      if (!sr_parser_expect(parser, SR_TOK_LBRACKET, "'['")) return false;
      uint32_t width = a->kind == SR_AK_I64ARR ? 64 : 32;
      int64_t values[256];
      uint32_t count = 0;
      if (sr_parser_token(parser)->kind != SR_TOK_RBRACKET) {
        do {
          if (count == 256) return sr_parser_error(parser, "array too long");
          if (!sr_parser_parse_integer(parser, &values[count++])) return false;
        } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
      }
      if (!sr_parser_expect(parser, SR_TOK_RBRACKET, "']'")) return false;
      uint8_t data[256 * 8];
      for (uint32_t i = 0; i < count; ++i) {
        if (width == 64)
          memcpy(data + 8 * i, &values[i], 8);
        else {
          int32_t v = (int32_t)values[i];
          memcpy(data + 4 * i, &v, 4);
        }
      }
      *out = sr_attr_get_dense_array(
          context, sr_type_get_integer(context, width, SR_SIGNLESS), count,
          data);
      return *out != NULL;
    }
    case SR_AK_TYPE: {
      const sr_type_t* type = NULL;
      if (!sr_parser_parse_type(parser, &type)) return false;
      *out = sr_attr_get_type(context, type);
      return *out != NULL;
    }
    default:
      return sr_parser_parse_attribute(parser, NULL, out);
  }
}

static void sr_print_attr_kind(sr_printer_t* printer, const sr_ods_attr_t* a,
                               const sr_attr_t* attr) {
  sr_string_builder_t* out = sr_printer_stream(printer);
  switch (a->kind) {
    case SR_AK_INT:
      sr_printer_print_attr_without_type(printer, attr);
      return;
    case SR_AK_ENUM64: {
      const char* const* table = sr_enum_table(a->arg);
      int64_t value = sr_attr_int_value(attr);
      int64_t count = 0;
      while (table && table[count]) ++count;
      if (value >= 0 && value < count) {
        sr_printer_print(printer, table[value]);
      } else {
        sr_printer_print_attr(printer, attr);
      }
      return;
    }
    case SR_AK_ENUM:
      if (attr->kind == SR_ATTR_DIALECT) {
        size_t prefix = strlen(a->arg);
        sr_string_view_t text = attr->text.text;
        if (text.size > prefix && !memcmp(text.data, a->arg, prefix)) {
          sr_string_builder_append(out, text.data + prefix, text.size - prefix);
          return;
        }
      }
      sr_printer_print_attr(printer, attr);
      return;
    case SR_AK_SYM:
      if (attr->kind == SR_ATTR_STRING) {
        sr_printer_print(printer, "@");
        sr_print_keyword_or_string(attr->string, out);
        return;
      }
      sr_printer_print_attr(printer, attr);
      return;
    case SR_AK_I64ARR:
    case SR_AK_I32ARR:
      if (attr->kind == SR_ATTR_DENSE_ARRAY) {
        size_t width = sr_dense_element_byte_width(attr->type);
        sr_printer_print(printer, "[");
        for (uint32_t i = 0; i < attr->dense_array.count; ++i) {
          int64_t v = 0;
          if (width == 8) {
            memcpy(&v, attr->dense_array.data + 8 * i, 8);
          } else {
            int32_t v32;
            memcpy(&v32, attr->dense_array.data + 4 * i, 4);
            v = v32;
          }
          sr_printer_printf(printer, i ? ", %lld" : "%lld", (long long)v);
        }
        sr_printer_print(printer, "]");
        return;
      }
      sr_printer_print_attr(printer, attr);
      return;
    case SR_AK_TYPE:
      if (attr->kind == SR_ATTR_TYPE) {
        sr_printer_print_type(printer, attr->type_value);
        return;
      }
      sr_printer_print_attr(printer, attr);
      return;
    default:
      sr_printer_print_attr(printer, attr);
      return;
  }
}

//===----------------------------------------------------------------------===//
// Parsing
//===----------------------------------------------------------------------===//

static bool sr_token_starts_type(const sr_token_t* token) {
  if (token->kind == SR_TOK_BANG_ID || token->kind == SR_TOK_LPAREN) {
    return true;
  }
  if (token->kind != SR_TOK_BARE_ID) return false;
  static const char* const kTypeWords[] = {
      "index", "none", "tensor", "vector", "memref", "tuple", "complex", "f16",
      "bf16",  "f32",  "f64",    "f80",    "f128",   "tf32",  NULL};
  for (const char* const* w = kTypeWords; *w; ++w) {
    if (token->length == strlen(*w) &&
        !memcmp(token->start, *w, token->length)) {
      return true;
    }
  }
  const char* p = token->start;
  if (p[0] == 'f' && token->length > 2 &&
      (p[1] == '8' || p[1] == '6' || p[1] == '4')) {
    return true;
  }
  size_t skip = (p[0] == 's' || p[0] == 'u') && token->length > 2 && p[1] == 'i'
                    ? 2
                : p[0] == 'i' ? 1
                              : 0;
  if (!skip || skip >= token->length) return false;
  for (size_t i = skip; i < token->length; ++i) {
    if (!isdigit((unsigned char)p[i])) return false;
  }
  return true;
}

// Whether |token| can begin an attribute (MLIR's parseOptionalAttribute),
// except `{`: an attr-dict usually follows optional attributes.
static bool sr_token_starts_attr(const sr_token_t* token) {
  switch (token->kind) {
    case SR_TOK_AT_ID:
    case SR_TOK_FLOAT:
    case SR_TOK_INTEGER:
    case SR_TOK_HASH_ID:
    case SR_TOK_STRING:
    case SR_TOK_LBRACKET:
    case SR_TOK_MINUS:
    case SR_TOK_BANG_ID:
    case SR_TOK_LPAREN:
      return true;
    case SR_TOK_BARE_ID: {
      static const char* const kWords[] = {
          "affine_map", "affine_set", "dense",   "dense_resource",
          "false",      "true",       "unit",    "sparse",
          "loc",        "array",      "strided", "distinct",
          NULL};
      for (const char* const* w = kWords; *w; ++w) {
        if (token->length == strlen(*w) &&
            !memcmp(token->start, *w, token->length)) {
          return true;
        }
      }
      return sr_token_starts_type(token);
    }
    default:
      return false;
  }
}

static sr_token_kind_t sr_literal_token(const char* text, size_t length) {
  if (length == 2 && !memcmp(text, "->", 2)) return SR_TOK_ARROW;
  if (length == 2 && !memcmp(text, "::", 2)) return SR_TOK_COLON_COLON;
  if (length == 3 && !memcmp(text, "...", 3)) return SR_TOK_ELLIPSIS;
  if (length != 1) return SR_TOK_ERROR;
  switch (text[0]) {
    case ':':
      return SR_TOK_COLON;
    case ',':
      return SR_TOK_COMMA;
    case '=':
      return SR_TOK_EQUAL;
    case '(':
      return SR_TOK_LPAREN;
    case ')':
      return SR_TOK_RPAREN;
    case '[':
      return SR_TOK_LBRACKET;
    case ']':
      return SR_TOK_RBRACKET;
    case '{':
      return SR_TOK_LBRACE;
    case '}':
      return SR_TOK_RBRACE;
    case '<':
      return SR_TOK_LESS;
    case '>':
      return SR_TOK_GREATER;
    case '?':
      return SR_TOK_QUESTION;
    case '*':
      return SR_TOK_STAR;
    case '+':
      return SR_TOK_PLUS;
    case '-':
      return SR_TOK_MINUS;
    case '|':
      return SR_TOK_VERTICAL_BAR;
    default:
      return SR_TOK_ERROR;
  }
}

static bool sr_literal_is_keyword(const char* text) {
  return isalpha((unsigned char)text[0]) || text[0] == '_';
}

static bool sr_at_literal(sr_parser_t* parser, const sr_element_t* el) {
  const sr_token_t* token = sr_parser_token(parser);
  if (sr_literal_is_keyword(el->text)) {
    return token->kind == SR_TOK_BARE_ID && token->length == el->length &&
           !memcmp(token->start, el->text, el->length);
  }
  return token->kind == sr_literal_token(el->text, el->length);
}

static bool sr_parse_elements(sr_format_state_t* state, uint32_t begin,
                              uint32_t end);

// Whether the optional group starting with element |first| is present.
static bool sr_group_present(sr_format_state_t* state,
                             const sr_element_t* first) {
  sr_parser_t* parser = state->parser;
  const sr_token_t* token = sr_parser_token(parser);
  switch (first->kind) {
    case SR_EL_LITERAL:
      return sr_at_literal(parser, first);
    case SR_EL_OPERAND:
    case SR_EL_OPERANDS:
      return token->kind == SR_TOK_PERCENT_ID;
    case SR_EL_REGION:
    case SR_EL_REGIONS:
      return token->kind == SR_TOK_LBRACE;
    case SR_EL_SUCCESSOR:
    case SR_EL_SUCCESSORS:
      return token->kind == SR_TOK_CARET_ID;
    case SR_EL_TYPE:
    case SR_EL_FUNCTIONAL:
      return sr_token_starts_type(token);
    case SR_EL_ATTR: {
      const sr_ods_attr_t* a = &state->compiled->attrs[first->index];
      switch (a->kind) {
        case SR_AK_SYM:
        case SR_AK_SYMREF:
          return token->kind == SR_TOK_AT_ID;
        case SR_AK_STR:
          return token->kind == SR_TOK_STRING;
        case SR_AK_ENUM:
          return token->kind == SR_TOK_LESS;
        case SR_AK_ARRAY:
        case SR_AK_I64ARR:
        case SR_AK_I32ARR:
          return token->kind == SR_TOK_LBRACKET;
        case SR_AK_DICT:
          return token->kind == SR_TOK_LBRACE;
        case SR_AK_INT:
          return token->kind == SR_TOK_INTEGER || token->kind == SR_TOK_MINUS;
        case SR_AK_TYPE:
          return sr_token_starts_type(token);
        case SR_AK_ENUM64:
          return token->kind == SR_TOK_BARE_ID;
        default:
          return sr_token_starts_attr(token);
      }
    }
    case SR_EL_ATTR_DICT:
      return token->kind == SR_TOK_LBRACE;
    case SR_EL_ATTR_DICT_KW:
      return token->kind == SR_TOK_BARE_ID;
    case SR_EL_CUSTOM:
      return true;
    default:
      return false;
  }
}

// Parses one type of |group|. A group of a fixed parameterless dialect
// type (`!stream.timepoint`) is parsed as MLIR's generated parsers do with
// parseCustomTypeWithFallback: another type is rejected right there.
static bool sr_parse_group_type(sr_format_state_t* state,
                                const sr_ods_group_t* group,
                                const sr_type_t** out_type) {
  sr_parser_t* parser = state->parser;
  sr_source_pos_t pos = sr_parser_token_pos(parser);
  if (!sr_parser_parse_type(parser, out_type)) return false;
  const char* fixed = group->type_text;
  if (!fixed || fixed[0] != '!' || strchr(fixed, '<')) return true;
  const sr_type_t* type = *out_type;
  if (type->kind == SR_TYPE_DIALECT &&
      sr_string_view_equal_cstr(type->dialect.text, fixed + 1)) {
    return true;
  }
  sr_string_builder_t printed;
  sr_string_builder_initialize(sr_context_allocator(state->context), &printed);
  sr_print_type_to(type, &printed);
  bool ok = sr_parser_error_at(
      parser, pos,
      "custom op '%s' invalid kind of type specified: expected %s, but "
      "found '%s'",
      state->compiled->schema->name, fixed + 1,
      sr_string_builder_cstr(&printed));
  sr_string_builder_deinitialize(&printed);
  return ok;
}

// Parses types into the group named by |ref|.
static bool sr_parse_type_ref(sr_format_state_t* state,
                              const sr_format_arg_t* ref) {
  sr_parser_t* parser = state->parser;
  bool result = ref->of_result;
  const sr_ods_group_t* group = result ? &state->compiled->results[ref->index]
                                       : &state->compiled->operands[ref->index];
  if (group->arity == SR_ARITY_SINGLE) {
    const sr_type_t* type = NULL;
    return sr_parse_group_type(state, group, &type) &&
           sr_format_add_type(parser, state, result, ref->index, type);
  }
  if (!result && group->arity == SR_ARITY_OPTIONAL &&
      state->operands[ref->index].count == 0) {
    state->operand_types[ref->index].set = true;
    return true;
  }
  if (!sr_token_starts_type(sr_parser_token(parser))) {
    (result ? &state->result_types[ref->index]
            : &state->operand_types[ref->index])
        ->set = true;
    return true;
  }
  do {
    const sr_type_t* type = NULL;
    if (!sr_parse_group_type(state, group, &type) ||
        !sr_format_add_type(parser, state, result, ref->index, type)) {
      return false;
    }
    if (group->arity == SR_ARITY_OPTIONAL) break;
  } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  return !sr_parser_failed(parser);
}

static bool sr_parse_operand_group(sr_format_state_t* state, uint32_t index) {
  sr_parser_t* parser = state->parser;
  const sr_ods_group_t* group = &state->compiled->operands[index];
  if (group->arity != SR_ARITY_SINGLE && !sr_parser_at_operand(parser)) {
    return true;
  }
  do {
    sr_unresolved_operand_t operand;
    if (!sr_parser_parse_operand(parser, &operand) ||
        !sr_format_add_operand(parser, state, index, &operand)) {
      return false;
    }
    if (group->arity != SR_ARITY_VARIADIC) break;
  } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  return !sr_parser_failed(parser);
}

// Distributes a list of types over all operand (or result) groups in
// order, each group taking as many as it has operands (results: variadic
// groups take the remainder).
static bool sr_assign_types(sr_format_state_t* state, bool result,
                            const sr_type_t* const* types, uint32_t count) {
  sr_ods_compiled_t* c = state->compiled;
  uint32_t num_groups = result ? c->num_results : c->num_operands;
  uint32_t next = 0;
  for (uint32_t g = 0; g < num_groups; ++g) {
    uint32_t take;
    if (result) {
      uint32_t singles_after = 0;
      for (uint32_t h = g + 1; h < num_groups; ++h) {
        singles_after += c->results[h].arity == SR_ARITY_SINGLE;
      }
      take = c->results[g].arity == SR_ARITY_SINGLE
                 ? 1
                 : (count - next > singles_after ? count - next - singles_after
                                                 : 0);
    } else {
      take = state->operands[g].count;
    }
    for (uint32_t i = 0; i < take; ++i) {
      if (next >= count) {
        return sr_parser_error(state->parser, "expected %u types", next + 1);
      }
      if (!sr_format_add_type(state->parser, state, result, g, types[next++])) {
        return false;
      }
    }
    (result ? &state->result_types[g] : &state->operand_types[g])->set = true;
  }
  if (next != count) {
    return sr_parser_error(state->parser, "%u types given but %u expected",
                           count, next);
  }
  return true;
}

// Whether attribute |index| is bound by an element of the format other
// than prop-dict (then prop-dict leaves it out).
static bool sr_attr_bound(const sr_ods_compiled_t* c, uint32_t index) {
  for (uint32_t i = 0; i < c->num_elements; ++i) {
    const sr_element_t* el = &c->elements[i];
    if (el->kind == SR_EL_ATTR && el->index == index) return true;
    if (el->kind != SR_EL_CUSTOM) continue;
    for (uint32_t r = 0; r < el->num_refs; ++r) {
      if (el->refs[r].kind == SR_FORMAT_ARG_ATTR &&
          el->refs[r].index == index) {
        return true;
      }
    }
  }
  return false;
}

// prop-dict's entries after `<`: `name = value, ...>`, each value spelled
// as its attribute kind prints it (MLIR's property syntax).
static bool sr_parse_prop_entries(sr_format_state_t* state) {
  sr_parser_t* parser = state->parser;
  sr_ods_compiled_t* c = state->compiled;
  if (sr_parser_consume_if(parser, SR_TOK_GREATER)) return true;
  do {
    sr_source_pos_t pos = sr_parser_token_pos(parser);
    sr_string_view_t name;
    if (!sr_parser_parse_keyword(parser, &name) ||
        !sr_parser_expect(parser, SR_TOK_EQUAL, "'='")) {
      return false;
    }
    uint32_t a = 0;
    while (a < c->num_attrs &&
           !sr_string_view_equal_cstr(name, c->attrs[a].name)) {
      ++a;
    }
    if (a == c->num_attrs) {
      return sr_parser_error_at(parser, pos, "unknown property '%.*s'",
                                (int)name.size, name.data);
    }
    const sr_attr_t* value = NULL;
    if (!sr_parse_attr_kind(parser, state, &c->attrs[a], &value)) {
      return false;
    }
    state->attrs[a] = value;
  } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  return sr_parser_expect(parser, SR_TOK_GREATER, "'>'");
}

// With `prop-dict` in the format, MLIR's generated parsers reject an
// inherent attribute spelled in the attr-dict (strict properties): IREE
// 3.13 only reads `util.buffer.constant <{alignment = 32}>`-style text.
static bool sr_check_strict_properties(sr_format_state_t* state,
                                       uint32_t first_attr,
                                       sr_source_pos_t pos) {
  const sr_ods_compiled_t* c = state->compiled;
  bool prop_dict = false;
  for (uint32_t i = 0; i < c->num_elements && !prop_dict; ++i) {
    prop_dict = c->elements[i].kind == SR_EL_PROP_DICT;
  }
  if (!prop_dict) return true;
  const sr_op_state_t* op_state = state->op_state;
  for (uint32_t a = first_attr; a < op_state->num_attrs; ++a) {
    sr_string_view_t name = op_state->attrs[a].name;
    for (uint32_t k = 0; k < c->num_attrs; ++k) {
      if (!sr_string_view_equal_cstr(name, c->attrs[k].name)) continue;
      return sr_parser_error_at(
          state->parser, pos,
          "custom op '%s' inherent attribute '%.*s' cannot be parsed from "
          "attr-dict when strict properties in assembly format is enabled",
          c->schema->name, (int)name.size, name.data);
    }
  }
  return true;
}

static bool sr_parse_element(sr_format_state_t* state, uint32_t i,
                             uint32_t* next) {
  sr_parser_t* parser = state->parser;
  const sr_element_t* el = &state->compiled->elements[i];
  *next = i + 1;
  switch (el->kind) {
    case SR_EL_LITERAL:
      // Copied, not formatted: every literal of every op parsed comes here.
      if (sr_literal_is_keyword(el->text)) {
        char keyword[64];
        size_t n =
            el->length < sizeof(keyword) - 1 ? el->length : sizeof(keyword) - 1;
        memcpy(keyword, el->text, n);
        keyword[n] = 0;
        return sr_parser_expect_keyword(parser, keyword);
      } else {
        char what[16];
        size_t n =
            el->length < sizeof(what) - 3 ? el->length : sizeof(what) - 3;
        what[0] = '\'';
        memcpy(what + 1, el->text, n);
        what[n + 1] = '\'';
        what[n + 2] = 0;
        return sr_parser_expect(parser, sr_literal_token(el->text, el->length),
                                what);
      }
    case SR_EL_SPACE:
    case SR_EL_EMPTY:
    case SR_EL_NEWLINE:
      return true;
    case SR_EL_OPERAND:
      return sr_parse_operand_group(state, el->index);
    case SR_EL_OPERANDS:
      for (uint32_t g = 0; g < state->compiled->num_operands; ++g) {
        if (g && !sr_parser_consume_if(parser, SR_TOK_COMMA)) break;
        if (!sr_parse_operand_group(state, g)) return false;
      }
      return true;
    case SR_EL_ATTR: {
      const sr_ods_attr_t* a = &state->compiled->attrs[el->index];
      const sr_attr_t* value = NULL;
      if (!sr_parse_attr_kind(parser, state, a, &value)) return false;
      state->attrs[el->index] = value;
      return true;
    }
    case SR_EL_REGION: {
      sr_region_t* region = sr_op_state_add_region(parser, state->op_state);
      if (!region) return false;
      state->regions[el->index] = region;
      bool isolated =
          state->compiled->schema->traits & SR_OP_TRAIT_ISOLATED_FROM_ABOVE;
      const char* terminator = state->compiled->schema->implicit_terminator;
      return sr_parser_parse_region(parser, region, NULL, 0, isolated) &&
             (!terminator ||
              sr_parser_ensure_terminator(parser, region, terminator));
    }
    case SR_EL_REGIONS: {
      bool isolated =
          state->compiled->schema->traits & SR_OP_TRAIT_ISOLATED_FROM_ABOVE;
      for (uint32_t r = 0; sr_parser_token(parser)->kind == SR_TOK_LBRACE;
           ++r) {
        sr_region_t* region = sr_op_state_add_region(parser, state->op_state);
        if (region && r < 8) state->regions[r] = region;
        const char* terminator = state->compiled->schema->implicit_terminator;
        if (!region ||
            !sr_parser_parse_region(parser, region, NULL, 0, isolated) ||
            (terminator &&
             !sr_parser_ensure_terminator(parser, region, terminator))) {
          return false;
        }
        if (!sr_parser_consume_if(parser, SR_TOK_COMMA)) break;
      }
      return !sr_parser_failed(parser);
    }
    case SR_EL_SUCCESSOR: {
      sr_block_t* block = NULL;
      if (!sr_parser_parse_successor(parser, &block)) return false;
      state->successors[el->index] = block;
      return sr_op_state_add_successor(parser, state->op_state, block);
    }
    case SR_EL_SUCCESSORS:
      while (sr_parser_token(parser)->kind == SR_TOK_CARET_ID) {
        sr_block_t* block = NULL;
        if (!sr_parser_parse_successor(parser, &block) ||
            !sr_op_state_add_successor(parser, state->op_state, block)) {
          return false;
        }
        if (!sr_parser_consume_if(parser, SR_TOK_COMMA)) break;
      }
      return !sr_parser_failed(parser);
    case SR_EL_TYPE:
      for (uint32_t r = 0; r < el->num_refs; ++r) {
        if (r && !sr_parser_expect(parser, SR_TOK_COMMA, "','")) return false;
        if (!sr_parse_type_ref(state, &el->refs[r])) return false;
      }
      return true;
    case SR_EL_FUNCTIONAL: {
      const sr_type_t* type = NULL;
      sr_source_pos_t pos = sr_parser_token_pos(parser);
      if (!sr_parser_parse_type(parser, &type)) return false;
      if (type->kind != SR_TYPE_FUNCTION) {
        return sr_parser_error_at(parser, pos, "expected function type");
      }
      // functional-type($group, ...) binds to that group; `operands` and
      // `results` spread over all groups.
      const sr_format_arg_t* in = &el->refs[0];
      const sr_format_arg_t* out = &el->refs[1];
      bool ok = true;
      if (in->index == UINT32_MAX) {
        ok = sr_assign_types(state, false, type->function.inputs,
                             type->function.num_inputs);
      } else {
        for (uint32_t i = 0; ok && i < type->function.num_inputs; ++i) {
          ok = sr_format_add_type(parser, state, false, in->index,
                                  type->function.inputs[i]);
        }
      }
      if (!ok) return false;
      if (out->index == UINT32_MAX) {
        return sr_assign_types(state, true, type->function.results,
                               type->function.num_results);
      }
      for (uint32_t i = 0; i < type->function.num_results; ++i) {
        if (!sr_format_add_type(parser, state, true, out->index,
                                type->function.results[i])) {
          return false;
        }
      }
      state->result_types[out->index].set = true;
      return true;
    }
    case SR_EL_ATTR_DICT: {
      sr_source_pos_t pos = sr_parser_token_pos(parser);
      uint32_t before = state->op_state->num_attrs;
      if (!sr_parser_parse_optional_attr_dict(parser, state->op_state, false)) {
        return false;
      }
      return sr_check_strict_properties(state, before, pos);
    }
    case SR_EL_ATTR_DICT_KW:
      return sr_parser_parse_optional_attr_dict_with_keyword(parser,
                                                             state->op_state);
    case SR_EL_PROP_DICT:
      if (sr_parser_token(parser)->kind != SR_TOK_LESS) return true;
      sr_parser_consume(parser);
      if (sr_parser_token(parser)->kind == SR_TOK_LBRACE) {
        return sr_parser_parse_optional_attr_dict(parser, state->op_state,
                                                  true) &&
               sr_parser_expect(parser, SR_TOK_GREATER, "'>'");
      }
      return sr_parse_prop_entries(state);
    case SR_EL_OPTIONAL: {
      // The first element that reads input decides (spacing literals don't).
      uint32_t first_index = el->then_begin;
      while (first_index + 1 < el->then_end &&
             (state->compiled->elements[first_index].kind == SR_EL_EMPTY ||
              state->compiled->elements[first_index].kind == SR_EL_SPACE ||
              state->compiled->elements[first_index].kind == SR_EL_NEWLINE)) {
        ++first_index;
      }
      const sr_element_t* first = &state->compiled->elements[first_index];
      bool present = sr_group_present(state, first);
      *next = el->else_end > el->then_end ? el->else_end : el->then_end;
      if (present) {
        // A unit attribute anchor that is not printed becomes present.
        const sr_element_t* anchor = &state->compiled->elements[el->anchor];
        if (anchor->kind == SR_EL_ATTR &&
            state->compiled->attrs[anchor->index].kind == SR_AK_UNIT) {
          state->attrs[anchor->index] = sr_attr_get_unit(state->context);
        }
        return sr_parse_elements(state, el->then_begin, el->then_end);
      }
      if (el->else_end > el->else_begin) {
        return sr_parse_elements(state, el->else_begin, el->else_end);
      }
      return true;
    }
    case SR_EL_CUSTOM: {
      const sr_format_arg_t* args[SR_MAX_REFS];
      for (uint32_t r = 0; r < el->num_refs; ++r) args[r] = &el->refs[r];
      return el->directive->parse(parser, state, args, el->num_refs);
    }
    case SR_EL_RESULT:
      return sr_parser_error(parser, "results cannot be parsed in a format");
  }
  return false;
}

static bool sr_parse_elements(sr_format_state_t* state, uint32_t begin,
                              uint32_t end) {
  for (uint32_t i = begin; i < end;) {
    uint32_t next = i + 1;
    if (!sr_parse_element(state, i, &next)) return false;
    i = next;
  }
  return true;
}

// Applies fixed and same-as type rules until every group has its types.
static bool sr_resolve_types(sr_format_state_t* state) {
  sr_ods_compiled_t* c = state->compiled;
  for (int round = 0; round < 4; ++round) {
    for (int side = 0; side < 2; ++side) {
      bool result = side == 1;
      uint32_t n = result ? c->num_results : c->num_operands;
      for (uint32_t g = 0; g < n; ++g) {
        const sr_ods_group_t* group = result ? &c->results[g] : &c->operands[g];
        sr_type_list_t* list =
            result ? &state->result_types[g] : &state->operand_types[g];
        if (list->set) continue;
        uint32_t want = result ? (group->arity == SR_ARITY_SINGLE ? 1 : 0)
                               : state->operands[g].count;
        if (group->type_text && group->type_text[0] == '@') {
          // `@i1(x)`: i1 with the shape of group x (comparison results);
          // `@elem(x)`: the element type of shaped group x.
          bool elem = !strncmp(group->type_text, "@elem(", 6);
          const char* ref = group->type_text + (elem ? 6 : 4);
          size_t ref_length = strlen(ref) - 1;
          sr_type_list_t* from = NULL;
          int source =
              sr_find_group(c->operands, c->num_operands, ref, ref_length);
          if (source >= 0) {
            from = &state->operand_types[source];
          } else {
            source = sr_find_group(c->results, c->num_results, ref, ref_length);
            if (source >= 0) from = &state->result_types[source];
          }
          if (!from || !from->set || !from->count) continue;
          const sr_type_t* like = from->items[0];
          const sr_type_t* type = NULL;
          if (elem) {
            type = sr_type_is_shaped(like)         ? like->shaped.element
                   : like->kind == SR_TYPE_COMPLEX ? like->complex.element
                                                   : like;
          } else {
            const sr_type_t* i1 =
                sr_type_get_integer(state->context, 1, SR_SIGNLESS);
            type = i1;
            if (like->kind == SR_TYPE_VECTOR) {
              type = sr_type_get_vector(state->context, like->shaped.rank,
                                        like->shaped.dims,
                                        like->shaped.scalable, i1);
            } else if (like->kind == SR_TYPE_TENSOR) {
              type = sr_type_get_tensor(state->context, like->shaped.rank,
                                        like->shaped.dims, i1, NULL);
            } else if (like->kind == SR_TYPE_UNRANKED_TENSOR) {
              type = sr_type_get_unranked_tensor(state->context, i1);
            }
          }
          for (uint32_t i = 0; i < want; ++i) {
            if (!sr_format_add_type(state->parser, state, result, g, type)) {
              return false;
            }
          }
          list->set = true;
        } else if (group->type_text) {
          const sr_type_t* type =
              sr_fixed_type(state->context, group->type_text);
          if (!type) {
            return sr_parser_error(state->parser, "bad fixed type '%s'",
                                   group->type_text);
          }
          for (uint32_t i = 0; i < want; ++i) {
            if (!sr_format_add_type(state->parser, state, result, g, type)) {
              return false;
            }
          }
          list->set = true;
        } else if (group->same_as >= 0) {
          sr_type_list_t* source = group->same_as_result
                                       ? &state->result_types[group->same_as]
                                       : &state->operand_types[group->same_as];
          if (!source->set) continue;
          const sr_type_t* type = source->count ? source->items[0] : NULL;
          const sr_ods_group_t* from = group->same_as_result
                                           ? &c->results[group->same_as]
                                           : &c->operands[group->same_as];
          if (group->arity == SR_ARITY_VARIADIC &&
              from->arity == SR_ARITY_VARIADIC) {
            // A variadic group typed like another variadic group takes its
            // types one for one (`results*:=operands`: optimization
            // barriers, SameOperandsAndResultType).
            if (result) want = source->count;
            if (want != source->count) {
              return sr_parser_error(state->parser,
                                     "%u types given but %u expected",
                                     source->count, want);
            }
            for (uint32_t i = 0; i < want; ++i) {
              if (!sr_format_add_type(state->parser, state, result, g,
                                      source->items[i])) {
                return false;
              }
            }
            list->set = true;
            continue;
          }
          for (uint32_t i = 0; i < want; ++i) {
            if (!type) {
              return sr_parser_error(state->parser,
                                     "cannot infer the type "
                                     "of '%.*s'",
                                     (int)group->name_length, group->name);
            }
            if (!sr_format_add_type(state->parser, state, result, g, type)) {
              return false;
            }
          }
          list->set = true;
        } else if (!result && want == 0) {
          list->set = true;
        } else if (result && group->arity != SR_ARITY_SINGLE) {
          list->set = true;
        }
      }
    }
  }
  return true;
}

// Builds |op_state| from the parsed bindings.
static bool sr_build_op_state(sr_format_state_t* state) {
  sr_ods_compiled_t* c = state->compiled;
  sr_parser_t* parser = state->parser;
  sr_op_state_t* op_state = state->op_state;
  if (!sr_resolve_types(state)) return false;
  for (uint32_t g = 0; g < c->num_operands; ++g) {
    const sr_ods_group_t* group = &c->operands[g];
    sr_operand_list_t* operands = &state->operands[g];
    sr_type_list_t* types = &state->operand_types[g];
    if (group->arity == SR_ARITY_SINGLE && operands->count != 1) {
      return sr_parser_error(parser, "expected operand '%.*s'",
                             (int)group->name_length, group->name);
    }
    if (types->count != operands->count) {
      sr_source_pos_t pos = operands->count ? operands->items[0].pos
                                            : sr_parser_token_pos(parser);
      return sr_parser_error_at(parser, pos,
                                "%u operands present, but expected %u",
                                operands->count, types->count);
    }
    for (uint32_t i = 0; i < operands->count; ++i) {
      sr_value_t* value = NULL;
      if (!sr_parser_resolve_operand(parser, &operands->items[i],
                                     types->items[i], &value) ||
          !sr_op_state_add_operand(parser, op_state, value)) {
        return false;
      }
    }
  }
  for (uint32_t g = 0; g < c->num_results; ++g) {
    sr_type_list_t* types = &state->result_types[g];
    if (c->results[g].arity == SR_ARITY_SINGLE && types->count != 1) {
      return sr_parser_error(parser, "cannot infer the type of result '%.*s'",
                             (int)c->results[g].name_length,
                             c->results[g].name);
    }
    for (uint32_t i = 0; i < types->count; ++i) {
      if (!sr_op_state_add_result_type(parser, op_state, types->items[i])) {
        return false;
      }
    }
  }
  // Every declared region exists (empty when its optional group was absent),
  // in declaration order.
  if (!c->regions_variadic && c->num_regions) {
    for (uint32_t r = 0; r < c->num_regions; ++r) {
      if (!state->regions[r] &&
          !(state->regions[r] = sr_op_state_add_region(parser, op_state))) {
        return false;
      }
    }
    for (uint32_t r = 0; r < c->num_regions; ++r) {
      op_state->regions[r] = state->regions[r];
    }
  }
  for (uint32_t a = 0; a < c->num_attrs; ++a) {
    const sr_attr_t* value = state->attrs[a];
    if (!value) value = sr_attr_default(state->context, &c->attrs[a]);
    if (!value) continue;
    if (!sr_op_state_add_prop(parser, op_state, c->attrs[a].name, value)) {
      return false;
    }
  }
  if (c->schema->flags &
      (SR_OP_SCHEMA_OPERAND_SEGMENTS | SR_OP_SCHEMA_RESULT_SEGMENTS)) {
    bool results = !(c->schema->flags & SR_OP_SCHEMA_OPERAND_SEGMENTS);
    for (int pass = results ? 1 : 0; pass < 2; ++pass) {
      bool is_result = pass == 1;
      if (is_result && !(c->schema->flags & SR_OP_SCHEMA_RESULT_SEGMENTS))
        break;
      uint32_t n = is_result ? c->num_results : c->num_operands;
      int32_t sizes[16];
      for (uint32_t g = 0; g < n; ++g) {
        sizes[g] = (int32_t)(is_result ? state->result_types[g].count
                                       : state->operands[g].count);
      }
      const sr_attr_t* attr = sr_attr_get_dense_array(
          state->context, sr_type_get_integer(state->context, 32, SR_SIGNLESS),
          n, sizes);
      const char* name =
          is_result ? "resultSegmentSizes" : "operandSegmentSizes";
      if (c->schema->flags & SR_OP_SCHEMA_DISCARDABLE_SEGMENTS
              ? !sr_op_state_add_attr(parser, op_state, name, attr)
              : !sr_op_state_add_prop(parser, op_state, name, attr)) {
        return false;
      }
    }
  }
  return true;
}

uint32_t sr_ods_default_properties(const sr_op_info_t* info,
                                   sr_context_t* context, sr_named_attr_t* out,
                                   uint32_t capacity) {
  if (!info || info->parse != sr_ods_parse_hook) return 0;
  sr_ods_compiled_t* c = sr_compiled_of(info);
  uint32_t count = 0;
  for (uint32_t a = 0; a < c->num_attrs && count < capacity; ++a) {
    const sr_attr_t* value = sr_attr_default(context, &c->attrs[a]);
    if (!value) continue;
    out[count].name =
        sr_context_intern(context, sr_make_cstring_view(c->attrs[a].name));
    out[count].value = value;
    ++count;
  }
  return count;
}

static bool sr_ods_parse_hook(sr_parser_t* parser, const sr_op_info_t* info,
                              sr_op_state_t* op_state) {
  sr_ods_compiled_t* c = sr_compiled_of(info);
  // The state lives while this op parses (sr_build_op_state copies what
  // the op keeps), so nested ops reuse the states of finished ones.
  sr_format_state_t* state = sr_parser_scratch_reused(parser, sizeof(*state));
  if (!state) return false;
  state->compiled = c;
  state->context = sr_parser_context(parser);
  state->parser = parser;
  state->op_state = op_state;
  bool ok =
      sr_parse_elements(state, 0, c->num_elements) && sr_build_op_state(state);
  sr_parser_scratch_recycle(parser, state, sizeof(*state));
  return ok;
}

//===----------------------------------------------------------------------===//
// Verification of the spec's structure
//===----------------------------------------------------------------------===//
//
// What MLIR's generated verifiers check for every op: operand and result
// group sizes (with segment sizes when the op records them), fixed types,
// same-type groups, required attributes and their kinds, region and
// successor counts. An op read in generic form gets these checks too, so
// nothing downstream meets an op of the wrong shape.

static void sr_ods_type_text(const sr_type_t* type, char* buffer, size_t size) {
  sr_string_builder_t b;
  sr_string_builder_initialize(sr_allocator_system(), &b);
  sr_print_type_to(type, &b);
  snprintf(buffer, size, "%s", b.data ? b.data : "");
  sr_string_builder_deinitialize(&b);
}

// Checks the sizes of the operand (or result) groups and computes where
// each group starts; |begin| has one more entry than groups.
static sr_status_t sr_ods_verify_groups(sr_context_t* context,
                                        const sr_op_t* op,
                                        const sr_ods_compiled_t* c,
                                        bool results, uint32_t* begin) {
  uint32_t n = results ? c->num_results : c->num_operands;
  uint32_t total = results ? op->num_results : op->num_operands;
  const sr_ods_group_t* groups = results ? c->results : c->operands;
  const char* what = results ? "result" : "operand";
  bool segmented = c->schema->flags & (results ? SR_OP_SCHEMA_RESULT_SEGMENTS
                                               : SR_OP_SCHEMA_OPERAND_SEGMENTS);
  if (segmented) {
    const char* name = results ? "resultSegmentSizes" : "operandSegmentSizes";
    const sr_attr_t* sizes = sr_op_attr(op, name);
    if (!sizes || sizes->kind != SR_ATTR_DENSE_ARRAY ||
        sr_type_bit_width(sizes->type) != 32) {
      return sr_verify_op_error(
          context, op, "requires dense i32 array attribute '%s'", name);
    }
    if (sizes->dense_array.count != n) {
      return sr_verify_op_error(
          context, op,
          "'%s' attribute for specifying %s segments must have %u "
          "elements, but got %u",
          name, what, n, sizes->dense_array.count);
    }
    uint64_t sum = 0;
    for (uint32_t g = 0; g < n; ++g) {
      int32_t size;
      memcpy(&size, sizes->dense_array.data + 4 * g, 4);
      bool bad = size < 0 ||
                 (groups[g].arity == SR_ARITY_SINGLE && size != 1) ||
                 (groups[g].arity == SR_ARITY_OPTIONAL && size > 1);
      if (bad) {
        return sr_verify_op_error(
            context, op,
            "%s group '%.*s' has %d values in '%s', which its "
            "arity does not allow",
            what, (int)groups[g].name_length, groups[g].name, (int)size, name);
      }
      begin[g] = (uint32_t)sum;
      sum += (uint64_t)size;
    }
    begin[n] = (uint32_t)sum;
    if (sum != total) {
      return sr_verify_op_error(context, op,
                                "%s count (%u) does not match with the total "
                                "size (%llu) specified in attribute '%s'",
                                what, total, (unsigned long long)sum, name);
    }
    return sr_ok_status();
  }
  uint32_t fixed = 0, variable = 0, optional = 0;
  for (uint32_t g = 0; g < n; ++g) {
    fixed += groups[g].arity == SR_ARITY_SINGLE;
    variable += groups[g].arity != SR_ARITY_SINGLE;
    optional += groups[g].arity == SR_ARITY_OPTIONAL;
  }
  if (!variable && total != fixed) {
    return sr_verify_op_error(context, op, "expected %u %ss, but found %u",
                              fixed, what, total);
  }
  if (total < fixed) {
    return sr_verify_op_error(context, op,
                              "expected %u or more %ss, but found %u", fixed,
                              what, total);
  }
  uint32_t rest = total - fixed;
  if (variable > 1 && rest % variable) {
    return sr_verify_op_error(
        context, op,
        "%u %ss cannot be split evenly over its %u variadic "
        "groups",
        total, what, variable);
  }
  uint32_t share = variable ? rest / variable : 0;
  if (optional && share > 1) {
    return sr_verify_op_error(context, op,
                              "expected at most %u %ss, but found %u",
                              fixed + variable, what, total);
  }
  uint32_t next = 0;
  for (uint32_t g = 0; g < n; ++g) {
    begin[g] = next;
    next += groups[g].arity == SR_ARITY_SINGLE ? 1 : share;
  }
  begin[n] = next;
  return sr_ok_status();
}

// IREE's resource constraints (StreamTypes.td): `~resource` is any
// !stream.resource, `~stream` one of the lifetimes streams may use (unknown,
// external, transient, variable, constant), `~staging` the staging
// lifetime. Returns the ODS summary to report, or NULL when |type| passes.
static const char* sr_ods_constraint_failure(const char* constraint,
                                             const sr_type_t* type) {
  static const char kPrefix[] = "stream.resource<";
  const char* lifetime = NULL;
  size_t lifetime_length = 0;
  if (type->kind == SR_TYPE_DIALECT &&
      type->dialect.text.size > sizeof(kPrefix) &&
      !memcmp(type->dialect.text.data, kPrefix, sizeof(kPrefix) - 1)) {
    lifetime = type->dialect.text.data + sizeof(kPrefix) - 1;
    lifetime_length = type->dialect.text.size - sizeof(kPrefix);
  }
#define SR_LIFETIME_IS(name)              \
  (lifetime_length == sizeof(name) - 1 && \
   !memcmp(lifetime, name, sizeof(name) - 1))
  if (!strcmp(constraint, "resource")) {
    return lifetime ? NULL : "any stream-compatible type";
  }
  if (!strcmp(constraint, "staging")) {
    return lifetime && SR_LIFETIME_IS("staging") ? NULL : "staging resource";
  }
  if (!strcmp(constraint, "stream")) {
    bool ok =
        lifetime && (SR_LIFETIME_IS("*") || SR_LIFETIME_IS("external") ||
                     SR_LIFETIME_IS("transient") ||
                     SR_LIFETIME_IS("variable") || SR_LIFETIME_IS("constant"));
    return ok ? NULL
              : "resource or external resource or transient resource or "
                "variable resource or constant resource";
  }
#undef SR_LIFETIME_IS
  return NULL;
}

// Fixed types and same-type groups.
static sr_status_t sr_ods_verify_types(sr_context_t* context, const sr_op_t* op,
                                       const sr_ods_compiled_t* c, bool results,
                                       const uint32_t* begin,
                                       const uint32_t* other_begin) {
  uint32_t n = results ? c->num_results : c->num_operands;
  const sr_ods_group_t* groups = results ? c->results : c->operands;
  for (uint32_t g = 0; g < n; ++g) {
    const sr_ods_group_t* group = &groups[g];
    for (uint32_t i = begin[g]; group->constraint && i < begin[g + 1]; ++i) {
      const sr_type_t* type =
          results ? op->results[i].type : op->operands[i].value->type;
      const char* summary = sr_ods_constraint_failure(group->constraint, type);
      if (!summary) continue;
      char got[256];
      sr_ods_type_text(type, got, sizeof(got));
      return sr_verify_op_error(context, op, "%s #%u must be %s, but got '%s'",
                                results ? "result" : "operand", i, summary,
                                got);
    }
    const sr_type_t* want = NULL;
    if (group->type_text && group->type_text[0] != '@') {
      want = sr_fixed_type(context, group->type_text);
    }
    // `=other`: typed like group |other|; a variadic group typed like a
    // variadic group takes its types one for one (SameOperandsAndResultType
    // on optimization barriers), otherwise the first value fixes the type.
    const uint32_t* from = NULL;
    const sr_ods_group_t* other = NULL;
    bool one_for_one = false;
    if (!want && group->same_as >= 0) {
      from = group->same_as_result == results ? begin : other_begin;
      other = group->same_as_result ? &c->results[group->same_as]
                                    : &c->operands[group->same_as];
      one_for_one = group->arity == SR_ARITY_VARIADIC &&
                    other->arity == SR_ARITY_VARIADIC;
      uint32_t first = from[group->same_as];
      uint32_t last = from[group->same_as + 1];
      if (one_for_one && last - first != begin[g + 1] - begin[g]) {
        return sr_verify_op_error(
            context, op, "%s group '%.*s' has %u values but '%.*s' has %u",
            results ? "result" : "operand", (int)group->name_length,
            group->name, begin[g + 1] - begin[g], (int)other->name_length,
            other->name, last - first);
      }
      if (first < last) {
        want = group->same_as_result ? op->results[first].type
                                     : op->operands[first].value->type;
      }
    }
    if (!want) continue;
    for (uint32_t i = begin[g]; i < begin[g + 1]; ++i) {
      const sr_type_t* type =
          results ? op->results[i].type : op->operands[i].value->type;
      if (one_for_one) {
        uint32_t j = from[group->same_as] + (i - begin[g]);
        want = group->same_as_result ? op->results[j].type
                                     : op->operands[j].value->type;
      }
      if (type == want) continue;
      char got[256], expected[256];
      sr_ods_type_text(type, got, sizeof(got));
      sr_ods_type_text(want, expected, sizeof(expected));
      return sr_verify_op_error(
          context, op, "%s #%u must be '%s', but got '%s'",
          results ? "result" : "operand", i, expected, got);
    }
  }
  return sr_ok_status();
}

static bool sr_ods_attr_kind_ok(const sr_ods_attr_t* a, const sr_attr_t* v) {
  switch (a->kind) {
    case SR_AK_INT:
    case SR_AK_ENUM64:
      return v->kind == SR_ATTR_INTEGER;
    case SR_AK_ENUM: {
      size_t n = a->arg ? strlen(a->arg) : 0;
      return v->kind == SR_ATTR_DIALECT && v->text.text.size > n &&
             !memcmp(v->text.text.data, a->arg, n) &&
             v->text.text.data[n] == '<';
    }
    case SR_AK_UNIT:
      return v->kind == SR_ATTR_UNIT;
    case SR_AK_STR:
    case SR_AK_SYM:
      return v->kind == SR_ATTR_STRING;
    case SR_AK_BOOL:
      return v->kind == SR_ATTR_BOOL ||
             (v->kind == SR_ATTR_INTEGER && sr_type_bit_width(v->type) == 1);
    case SR_AK_TYPE:
      return v->kind == SR_ATTR_TYPE;
    case SR_AK_DICT:
      return v->kind == SR_ATTR_DICTIONARY;
    case SR_AK_ARRAY:
      return v->kind == SR_ATTR_ARRAY;
    case SR_AK_I64ARR:
    case SR_AK_I32ARR:
      // The element type is part of the constraint (DenseI64ArrayAttr is
      // array<i64: ...>): every reader copies 8 or 4 bytes per element, so
      // array<i28: ...> read as i64 ran past its data.
      return v->kind == SR_ATTR_DENSE_ARRAY && sr_type_is_integer(v->type) &&
             sr_type_bit_width(v->type) == (a->kind == SR_AK_I64ARR ? 64 : 32);
    case SR_AK_SYMREF:
      return v->kind == SR_ATTR_SYMBOL_REF;
    case SR_AK_AFFINITY:
      return sr_is_affinity_attr(v);
    case SR_AK_ANY:
      return true;
  }
  return true;
}

static const char* sr_ods_attr_kind_name(sr_attr_kind_spec_t kind) {
  switch (kind) {
    case SR_AK_INT:
    case SR_AK_ENUM64:
      return "an integer attribute";
    case SR_AK_ENUM:
      return "an enum attribute";
    case SR_AK_UNIT:
      return "unit attribute";
    case SR_AK_STR:
      return "string attribute";
    case SR_AK_SYM:
      return "a symbol name";
    case SR_AK_BOOL:
      return "bool attribute";
    case SR_AK_TYPE:
      return "any type attribute";
    case SR_AK_DICT:
      return "dictionary of named attribute values";
    case SR_AK_ARRAY:
      return "array attribute";
    case SR_AK_I64ARR:
      return "i64 dense array attribute";
    case SR_AK_I32ARR:
      return "i32 dense array attribute";
    case SR_AK_SYMREF:
      return "symbol reference attribute";
    case SR_AK_AFFINITY:
      return "an affinity attribute";
    case SR_AK_ANY:
      return "any attribute";
  }
  return "?";
}

// The ops IREE declares SingleBlockImplicitTerminator<T> whose schema rows
// name no implicit terminator (their custom directives add T themselves).
static const char* sr_ods_single_block_terminator(const sr_op_t* op) {
  static const char* const kOps[] = {"stream.async.execute",
                                     "stream.async.concurrent",
                                     "stream.cmd.execute", NULL};
  for (const char* const* name = kOps; *name; ++name) {
    if (sr_op_is(op, *name)) return "stream.yield";
  }
  return NULL;
}

// SingleBlockImplicitTerminator<T>, as MLIR checks it: each region has at
// most one block, and a block ends in T. The custom form leaves T out (or
// its parser adds it), so a block ending in anything else would print as
// text that means T is there.
static sr_status_t sr_ods_verify_implicit_terminator(
    sr_context_t* context, const sr_op_t* op, const sr_ods_compiled_t* c) {
  const char* terminator = c->schema->implicit_terminator;
  if (!terminator) terminator = sr_ods_single_block_terminator(op);
  if (!terminator) return sr_ok_status();
  for (uint32_t r = 0; r < op->num_regions; ++r) {
    const sr_region_t* region = &op->regions[r];
    const sr_block_t* block = region->first_block;
    if (!block) continue;
    if (block->next) {
      return sr_verify_op_error(context, op,
                                "expects region #%u to have 0 or 1 blocks", r);
    }
    const sr_op_t* last = block->last_op;
    if (!last) {
      return sr_verify_op_error(context, op, "expects a non-empty block");
    }
    if (!sr_op_is(last, terminator)) {
      return sr_verify_op_error(context, op,
                                "expects regions to end with '%s', found "
                                "'%.*s'",
                                terminator, (int)last->name.size,
                                last->name.data);
    }
  }
  return sr_ok_status();
}

static sr_status_t sr_ods_verify(sr_context_t* context, const sr_op_t* op) {
  const sr_ods_compiled_t* c = sr_compiled_of(op->info);
  uint32_t operand_begin[17], result_begin[17];
  SR_RETURN_IF_ERROR(
      sr_ods_verify_groups(context, op, c, false, operand_begin));
  SR_RETURN_IF_ERROR(sr_ods_verify_groups(context, op, c, true, result_begin));
  SR_RETURN_IF_ERROR(
      sr_ods_verify_types(context, op, c, false, operand_begin, result_begin));
  SR_RETURN_IF_ERROR(
      sr_ods_verify_types(context, op, c, true, result_begin, operand_begin));
  for (uint32_t i = 0; i < c->num_attrs; ++i) {
    const sr_ods_attr_t* a = &c->attrs[i];
    const sr_attr_t* value = sr_op_attr(op, a->name);
    if (!value) {
      if (a->optional || a->default_text || a->kind == SR_AK_UNIT) continue;
      return sr_verify_op_error(context, op, "requires attribute '%s'",
                                a->name);
    }
    if (!sr_ods_attr_kind_ok(a, value)) {
      return sr_verify_op_error(
          context, op, "attribute '%s' failed to satisfy constraint: %s",
          a->name, sr_ods_attr_kind_name(a->kind));
    }
  }
  if (!c->regions_variadic && op->num_regions != c->num_regions) {
    return sr_verify_op_error(context, op, "requires %u region%s",
                              c->num_regions, c->num_regions == 1 ? "" : "s");
  }
  if (!c->successors_variadic && op->num_successors != c->num_successors) {
    return sr_verify_op_error(context, op, "requires %u successor%s",
                              c->num_successors,
                              c->num_successors == 1 ? "" : "s");
  }
  SR_RETURN_IF_ERROR(sr_ods_verify_implicit_terminator(context, op, c));
  return c->verify ? c->verify(context, op) : sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

// Splits the op's operands (or results) into the spec's groups.
static void sr_compute_groups(sr_format_state_t* state, bool results) {
  sr_ods_compiled_t* c = state->compiled;
  uint32_t n = results ? c->num_results : c->num_operands;
  uint32_t* begin = results ? state->result_begin : state->operand_begin;
  uint32_t* end = results ? state->result_end : state->operand_end;
  uint32_t size[16];
  sr_op_schema_group_ranges(c->schema, state->op, results, begin, size);
  for (uint32_t g = 0; g < n; ++g) end[g] = begin[g] + size[g];
}

static bool sr_should_space_before(const char* text, size_t length,
                                   bool last_was_punctuation) {
  if (length != 1 && !(length == 2 && !memcmp(text, "->", 2))) return true;
  if (last_was_punctuation) return !strchr(">)}],", text[0]);
  return !strchr("<>(){}[],", text[0]);
}

static void sr_print_space_if_needed(sr_format_state_t* state) {
  if (state->should_emit_space || !state->last_was_punctuation) {
    sr_printer_print(state->printer, " ");
  }
  state->last_was_punctuation = false;
  state->should_emit_space = true;
}

static bool sr_attr_is_default(sr_format_state_t* state, uint32_t index,
                               const sr_attr_t* value) {
  const sr_attr_t* def =
      sr_attr_default(state->context, &state->compiled->attrs[index]);
  return def && def == value;
}

// Whether the anchor of an optional group is present on the op.
static bool sr_anchor_present(sr_format_state_t* state,
                              const sr_element_t* anchor) {
  switch (anchor->kind) {
    case SR_EL_OPERAND:
      return state->operand_end[anchor->index] >
             state->operand_begin[anchor->index];
    case SR_EL_RESULT:
      return state->result_end[anchor->index] >
             state->result_begin[anchor->index];
    case SR_EL_ATTR: {
      const sr_attr_t* value = sr_format_attr(state, anchor->index);
      return value && !sr_attr_is_default(state, anchor->index, value);
    }
    case SR_EL_REGION:
      return anchor->index < state->op->num_regions &&
             state->op->regions[anchor->index].first_block != NULL;
    case SR_EL_SUCCESSOR:
      return anchor->index < state->op->num_successors;
    case SR_EL_TYPE: {
      const sr_format_arg_t* ref = &anchor->refs[0];
      return sr_format_type_count(state, ref->of_result, ref->index) > 0;
    }
    case SR_EL_CUSTOM: {
      // custom<X>($a, ...) anchors on its first argument.
      const sr_format_arg_t* ref = &anchor->refs[0];
      if (ref->kind == SR_FORMAT_ARG_OPERAND) {
        return state->operand_end[ref->index] >
               state->operand_begin[ref->index];
      }
      if (ref->kind == SR_FORMAT_ARG_ATTR) {
        return sr_format_attr(state, ref->index) != NULL;
      }
      if (ref->kind == SR_FORMAT_ARG_REGION) {
        return ref->index < state->op->num_regions &&
               state->op->regions[ref->index].first_block != NULL;
      }
      return true;
    }
    default:
      return true;
  }
}

static void sr_print_type_list(sr_format_state_t* state, bool result,
                               uint32_t index) {
  uint32_t count = sr_format_type_count(state, result, index);
  for (uint32_t i = 0; i < count; ++i) {
    if (i) sr_printer_print(state->printer, ", ");
    sr_printer_print_type(state->printer,
                          sr_format_type(state, result, index, i));
  }
}

// Names elided from attr-dict: bound in the format, segment sizes, and
// attributes equal to their default.
static const char* const* sr_elided_names(sr_format_state_t* state,
                                          const char** storage) {
  uint32_t n = 0;
  sr_ods_compiled_t* c = state->compiled;
  for (uint32_t i = 0; i < c->num_elements; ++i) {
    const sr_element_t* el = &c->elements[i];
    if (el->kind == SR_EL_ATTR) storage[n++] = c->attrs[el->index].name;
    if (el->kind == SR_EL_CUSTOM) {
      for (uint32_t r = 0; r < el->num_refs; ++r) {
        if (el->refs[r].kind == SR_FORMAT_ARG_ATTR) {
          storage[n++] = c->attrs[el->refs[r].index].name;
        }
      }
    }
  }
  bool prop_dict = false;
  for (uint32_t i = 0; i < c->num_elements; ++i) {
    prop_dict |= c->elements[i].kind == SR_EL_PROP_DICT;
  }
  for (uint32_t a = 0; a < c->num_attrs; ++a) {
    const sr_attr_t* value = sr_format_attr(state, a);
    if (prop_dict || (value && sr_attr_is_default(state, a, value))) {
      storage[n++] = c->attrs[a].name;
    }
  }
  storage[n++] = "operandSegmentSizes";
  storage[n++] = "resultSegmentSizes";
  storage[n] = NULL;
  return storage;
}

static void sr_print_elements(sr_format_state_t* state, uint32_t begin,
                              uint32_t end);

// ODS prints an implicit terminator only when it carries operands or
// attributes.
static bool sr_print_terminators(sr_format_state_t* state,
                                 const sr_region_t* region) {
  const char* terminator = state->compiled->schema->implicit_terminator;
  if (!terminator) return true;
  const sr_block_t* block = region->last_block;
  const sr_op_t* last = block ? block->last_op : NULL;
  if (!last || !sr_op_is(last, terminator)) return true;
  bool has_attrs = last->attrs && last->attrs->dictionary.count;
  return last->num_operands > 0 || has_attrs;
}

// Updates the spacing state as printing elements [begin, end) would,
// without printing (ODS's compile-time view of skipped groups).
static void sr_static_spacing(sr_format_state_t* state, uint32_t begin,
                              uint32_t end) {
  for (uint32_t i = begin; i < end;) {
    const sr_element_t* el = &state->compiled->elements[i];
    uint32_t next = i + 1;
    switch (el->kind) {
      case SR_EL_LITERAL:
        state->should_emit_space =
            el->length != 1 || !strchr("<({[", el->text[0]);
        state->last_was_punctuation =
            el->text[0] != '_' && !isalpha((unsigned char)el->text[0]);
        break;
      case SR_EL_SPACE:
        state->last_was_punctuation = false;
        state->should_emit_space = false;
        break;
      case SR_EL_EMPTY:
        state->last_was_punctuation = true;
        state->should_emit_space = false;
        break;
      case SR_EL_NEWLINE:
        break;
      case SR_EL_ATTR_DICT:
      case SR_EL_ATTR_DICT_KW:
        state->last_was_punctuation = false;
        break;
      case SR_EL_OPTIONAL:
        next = el->else_end > el->then_end ? el->else_end : el->then_end;
        for (uint32_t j = el->then_begin; j < el->then_end;) {
          const sr_element_t* child = &state->compiled->elements[j];
          if ((int)j == el->anchor && j != el->then_begin &&
              child->kind == SR_EL_ATTR &&
              state->compiled->attrs[child->index].kind == SR_AK_UNIT) {
            ++j;
            continue;
          }
          const sr_element_t* c = child;
          uint32_t after =
              c->kind == SR_EL_OPTIONAL
                  ? (c->else_end > c->then_end ? c->else_end : c->then_end)
                  : j + 1;
          sr_static_spacing(state, j, j + 1 == after ? after : after);
          j = after;
        }
        sr_static_spacing(state, el->else_begin, el->else_end);
        break;
      case SR_EL_PROP_DICT:
        break;
      default:
        state->last_was_punctuation = false;
        state->should_emit_space = true;
        break;
    }
    i = next;
  }
}

static void sr_print_element(sr_format_state_t* state, uint32_t i,
                             uint32_t* next) {
  sr_printer_t* printer = state->printer;
  const sr_element_t* el = &state->compiled->elements[i];
  *next = i + 1;
  switch (el->kind) {
    case SR_EL_LITERAL:
      if (state->should_emit_space &&
          sr_should_space_before(el->text, el->length,
                                 state->last_was_punctuation)) {
        sr_printer_print(printer, " ");
      }
      sr_string_builder_append(sr_printer_stream(printer), el->text,
                               el->length);
      state->should_emit_space =
          el->length != 1 || !strchr("<({[", el->text[0]);
      state->last_was_punctuation =
          el->text[0] != '_' && !isalpha((unsigned char)el->text[0]);
      return;
    case SR_EL_SPACE:
      sr_printer_print(printer, " ");
      state->last_was_punctuation = false;
      state->should_emit_space = false;
      return;
    case SR_EL_EMPTY:
      state->last_was_punctuation = true;
      state->should_emit_space = false;
      return;
    case SR_EL_NEWLINE:
      // printNewline: a newline at the op's indentation; spacing state is
      // left as it was.
      sr_printer_print_newline(printer);
      return;
    case SR_EL_ATTR_DICT:
    case SR_EL_ATTR_DICT_KW: {
      const char* storage[64];
      const char* const* elided = sr_elided_names(state, storage);
      if (el->kind == SR_EL_ATTR_DICT) {
        sr_printer_print_optional_attr_dict(printer, state->op, true, elided);
      } else {
        sr_printer_print_optional_attr_dict_with_keyword(printer, state->op,
                                                         true, elided);
      }
      state->last_was_punctuation = false;
      return;
    }
    case SR_EL_OPTIONAL: {
      *next = el->else_end > el->then_end ? el->else_end : el->then_end;
      const sr_element_t* anchor = &state->compiled->elements[el->anchor];
      // ODS tracks spacing statically while generating the printer, so the
      // state after a group (and entering its else branch) is the state
      // after its then-elements, whether or not they were printed.
      if (sr_anchor_present(state, anchor)) {
        // A unit attribute anchor that is not the first element is implied
        // by the group's presence and not printed.
        for (uint32_t j = el->then_begin; j < el->then_end;) {
          const sr_element_t* child = &state->compiled->elements[j];
          if ((int)j == el->anchor && j != el->then_begin &&
              child->kind == SR_EL_ATTR &&
              state->compiled->attrs[child->index].kind == SR_AK_UNIT) {
            ++j;
            continue;
          }
          uint32_t after = j + 1;
          sr_print_element(state, j, &after);
          j = after;
        }
        sr_static_spacing(state, el->else_begin, el->else_end);
      } else {
        sr_static_spacing(state, el->then_begin, el->then_end);
        sr_print_elements(state, el->else_begin, el->else_end);
      }
      return;
    }
    default:
      break;
  }
  // Everything else: a space unless just after an opening punctuation.
  if (el->kind != SR_EL_CUSTOM && el->kind != SR_EL_PROP_DICT) {
    sr_print_space_if_needed(state);
  }
  switch (el->kind) {
    case SR_EL_OPERAND:
      sr_printer_print_operands(printer, state->op,
                                state->operand_begin[el->index],
                                state->operand_end[el->index]);
      return;
    case SR_EL_OPERANDS:
      sr_printer_print_operands(printer, state->op, 0, state->op->num_operands);
      return;
    case SR_EL_RESULT:
      return;
    case SR_EL_ATTR: {
      const sr_attr_t* value = sr_format_attr(state, el->index);
      const sr_ods_attr_t* a = &state->compiled->attrs[el->index];
      if (a->kind == SR_AK_UNIT) {
        // A unit attribute as the first element of its group prints as its
        // name (MLIR prints the keyword).
        sr_printer_print(printer, a->name);
        return;
      }
      if (value) sr_print_attr_kind(printer, a, value);
      return;
    }
    case SR_EL_REGION:
      sr_printer_print_region(
          printer, &state->op->regions[el->index], true,
          sr_print_terminators(state, &state->op->regions[el->index]));
      return;
    case SR_EL_REGIONS:
      for (uint32_t r = 0; r < state->op->num_regions; ++r) {
        if (r) sr_printer_print(printer, ", ");
        sr_printer_print_region(
            printer, &state->op->regions[r], true,
            sr_print_terminators(state, &state->op->regions[r]));
      }
      return;
    case SR_EL_SUCCESSOR:
      if (el->index < state->op->num_successors) {
        sr_printer_print_block_name(printer, state->op->successors[el->index]);
      }
      return;
    case SR_EL_SUCCESSORS:
      for (uint32_t s = 0; s < state->op->num_successors; ++s) {
        if (s) sr_printer_print(printer, ", ");
        sr_printer_print_block_name(printer, state->op->successors[s]);
      }
      return;
    case SR_EL_TYPE:
      for (uint32_t r = 0; r < el->num_refs; ++r) {
        if (r) sr_printer_print(printer, ", ");
        sr_print_type_list(state, el->refs[r].of_result, el->refs[r].index);
      }
      return;
    case SR_EL_FUNCTIONAL: {
      const sr_format_arg_t* in = &el->refs[0];
      const sr_format_arg_t* out = &el->refs[1];
      uint32_t in_begin = 0, in_end = state->op->num_operands;
      uint32_t out_begin = 0, out_end = state->op->num_results;
      if (in->index != UINT32_MAX) {
        in_begin = state->operand_begin[in->index];
        in_end = state->operand_end[in->index];
      }
      if (out->index != UINT32_MAX) {
        out_begin = state->result_begin[out->index];
        out_end = state->result_end[out->index];
      }
      sr_printer_print(printer, "(");
      for (uint32_t i2 = in_begin; i2 < in_end; ++i2) {
        if (i2 != in_begin) sr_printer_print(printer, ", ");
        sr_printer_print_type(printer, state->op->operands[i2].value->type);
      }
      sr_printer_print(printer, ") -> ");
      bool wrap = out_end - out_begin != 1 ||
                  state->op->results[out_begin].type->kind == SR_TYPE_FUNCTION;
      if (wrap) sr_printer_print(printer, "(");
      for (uint32_t r = out_begin; r < out_end; ++r) {
        if (r != out_begin) sr_printer_print(printer, ", ");
        sr_printer_print_type(printer, state->op->results[r].type);
      }
      if (wrap) sr_printer_print(printer, ")");
      return;
    }
    case SR_EL_PROP_DICT: {
      // ` <name = value, ...>` with the inherent attributes the format does
      // not bind elsewhere, in declaration order (MLIR's strict properties).
      sr_ods_compiled_t* c = state->compiled;
      bool first = true;
      for (uint32_t a = 0; a < c->num_attrs; ++a) {
        const sr_attr_t* value = sr_format_attr(state, a);
        if (!value || sr_attr_is_default(state, a, value) ||
            sr_attr_bound(c, a)) {
          continue;
        }
        if (first) {
          sr_print_space_if_needed(state);
          sr_printer_print(printer, "<");
        } else {
          sr_printer_print(printer, ", ");
        }
        first = false;
        sr_printer_printf(printer, "%s = ", c->attrs[a].name);
        sr_print_attr_kind(printer, &c->attrs[a], value);
      }
      if (!first) sr_printer_print(printer, ">");
      return;
    }
    case SR_EL_CUSTOM: {
      const sr_format_arg_t* args[SR_MAX_REFS];
      for (uint32_t r = 0; r < el->num_refs; ++r) args[r] = &el->refs[r];
      sr_print_space_if_needed(state);
      el->directive->print(printer, state, args, el->num_refs);
      return;
    }
    default:
      return;
  }
}

static void sr_print_elements(sr_format_state_t* state, uint32_t begin,
                              uint32_t end) {
  for (uint32_t i = begin; i < end;) {
    uint32_t next = i + 1;
    sr_print_element(state, i, &next);
    i = next;
  }
}

static void sr_ods_print_hook(sr_printer_t* printer, const sr_op_t* op) {
  sr_ods_compiled_t* c = sr_compiled_of(op->info);
  sr_format_state_t state;
  memset(&state, 0, sizeof(state));
  state.compiled = c;
  state.op = op;
  state.printer = printer;
  state.context = sr_printer_context(printer);
  state.should_emit_space = true;
  state.last_was_punctuation = false;
  sr_compute_groups(&state, false);
  sr_compute_groups(&state, true);
  sr_print_elements(&state, 0, c->num_elements);
}

static void sr_ods_name_results(const sr_op_t* op, sr_result_namer_t* namer) {
  sr_ods_compiled_t* c = sr_compiled_of(op->info);
  sr_format_state_t state;
  memset(&state, 0, sizeof(state));
  state.compiled = c;
  state.op = op;
  sr_compute_groups(&state, true);
  for (uint32_t g = 0; g < c->num_results; ++g) {
    if (c->result_names[g] && state.result_end[g] > state.result_begin[g]) {
      sr_result_namer_set(namer, state.result_begin[g], c->result_names[g]);
    }
  }
}
