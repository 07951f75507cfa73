// The context: interning tables, sources, and IR node allocation.

#include "core/ir/context.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core/base/hex.h"
#include "core/ir/context_impl.h"
// The public declarations (SR_API: sr_context_create/destroy are exported).
#include "streamref/ir.h"

//===----------------------------------------------------------------------===//
// Intern sets
//===----------------------------------------------------------------------===//

void* sr__intern_set_find(const sr_intern_set_t* set, uint64_t hash,
                          const void* key, sr_intern_equal_fn_t equal) {
  if (!set->capacity) return NULL;
  size_t mask = set->capacity - 1;
  for (size_t i = hash & mask;; i = (i + 1) & mask) {
    void* slot = set->slots[i];
    if (!slot) return NULL;
    if (set->hashes[i] == hash && equal(slot, key)) return slot;
  }
}

static void sr_intern_set_place(sr_intern_set_t* set, uint64_t hash,
                                void* value) {
  size_t mask = set->capacity - 1;
  size_t i = hash & mask;
  while (set->slots[i]) i = (i + 1) & mask;
  set->slots[i] = value;
  set->hashes[i] = hash;
  set->count++;
}

static bool sr_intern_set_grow(sr_context_t* context, sr_intern_set_t* set) {
  size_t capacity = set->capacity ? set->capacity * 2 : 256;
  void** slots = NULL;
  uint64_t* hashes = NULL;
  sr_status_t status = sr_allocator_calloc(
      context->allocator, capacity * sizeof(void*), (void**)&slots);
  if (!status) {
    status = sr_allocator_malloc(context->allocator,
                                 capacity * sizeof(uint64_t), (void**)&hashes);
  }
  if (status) {
    sr_status_ignore(status);
    sr_allocator_free(context->allocator, slots);
    return false;
  }
  sr_intern_set_t grown = {slots, hashes, capacity, 0};
  for (size_t i = 0; i < set->capacity; ++i) {
    if (set->slots[i])
      sr_intern_set_place(&grown, set->hashes[i], set->slots[i]);
  }
  sr_allocator_free(context->allocator, set->slots);
  sr_allocator_free(context->allocator, set->hashes);
  *set = grown;
  return true;
}

bool sr__intern_set_insert(sr_context_t* context, sr_intern_set_t* set,
                           uint64_t hash, void* value) {
  if ((set->count + 1) * 2 > set->capacity &&
      !sr_intern_set_grow(context, set)) {
    context->out_of_memory = true;
    return false;
  }
  sr_intern_set_place(set, hash, value);
  return true;
}

static void sr_intern_set_deinitialize(sr_context_t* context,
                                       sr_intern_set_t* set) {
  sr_allocator_free(context->allocator, set->slots);
  sr_allocator_free(context->allocator, set->hashes);
  memset(set, 0, sizeof(*set));
}

void* sr__context_alloc(sr_context_t* context, size_t size, size_t alignment) {
  void* ptr = NULL;
  sr_status_t status =
      sr_arena_allocate_zeroed(&context->arena, size, alignment, &ptr);
  if (status) {
    sr_status_ignore(status);
    context->out_of_memory = true;
    return NULL;
  }
  return ptr;
}

void* sr__context_copy(sr_context_t* context, const void* data, size_t size,
                       size_t alignment) {
  void* ptr = NULL;
  sr_status_t status =
      sr_arena_allocate(&context->arena, size ? size : 1, alignment, &ptr);
  if (status) {
    sr_status_ignore(status);
    context->out_of_memory = true;
    return NULL;
  }
  if (size) memcpy(ptr, data, size);
  return ptr;
}

//===----------------------------------------------------------------------===//
// Lifetime
//===----------------------------------------------------------------------===//

// Makes the cached common types and attributes; false on OOM.
bool sr__context_make_common(sr_context_t* context);

sr_status_t sr_context_create(sr_allocator_t allocator,
                              sr_context_t** out_context) {
  *out_context = NULL;
  sr_context_t* context = NULL;
  SR_RETURN_IF_ERROR(
      sr_allocator_calloc(allocator, sizeof(*context), (void**)&context));
  context->allocator = allocator;
  // 1 MiB blocks: a parsed 50 MB module makes tens of thousands of nodes a
  // block, and large blocks keep the block list short.
  sr_arena_initialize(allocator, 1024 * 1024, &context->arena);
  if (!sr__context_make_common(context)) {
    sr_context_destroy(context);
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                          "out of memory creating an IR context");
  }
  *out_context = context;
  return sr_ok_status();
}

void sr_context_destroy(sr_context_t* context) {
  if (!context) return;
  sr_intern_set_deinitialize(context, &context->strings);
  sr_intern_set_deinitialize(context, &context->types);
  sr_intern_set_deinitialize(context, &context->attrs);
  sr_intern_set_deinitialize(context, &context->affine_exprs);
  for (uint32_t id = 1; id <= context->source_count; ++id) {
    sr_source_text_free(context->allocator, &context->sources[id].storage);
  }
  sr_allocator_free(context->allocator, context->sources);
  sr_allocator_free(context->allocator, context->resources);
  sr_arena_deinitialize(&context->arena);
  sr_allocator_free(context->allocator, context);
}

sr_arena_t* sr_context_arena(sr_context_t* context) { return &context->arena; }

sr_allocator_t sr_context_allocator(const sr_context_t* context) {
  return context->allocator;
}

sr_status_t sr_context_status(const sr_context_t* context) {
  if (!context->out_of_memory) return sr_ok_status();
  return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                        "out of memory building IR");
}

//===----------------------------------------------------------------------===//
// Sources
//===----------------------------------------------------------------------===//

// Room for one more source, and a copy of its name.
static sr_status_t sr_context_new_source(sr_context_t* context,
                                         const char* name, char** out_name) {
  if (context->source_count + 1 >= context->source_capacity) {
    uint32_t capacity =
        context->source_capacity ? context->source_capacity * 2 : 8;
    void* sources = context->sources;
    SR_RETURN_IF_ERROR(sr_allocator_realloc(
        context->allocator, capacity * sizeof(sr_source_t), &sources));
    context->sources = sources;
    if (!context->source_capacity)
      memset(context->sources, 0, sizeof(sr_source_t));
    context->source_capacity = capacity;
  }
  return sr_arena_strndup(&context->arena, name, strlen(name), out_name);
}

sr_status_t sr_context_add_source(sr_context_t* context, const char* name,
                                  const char* text, size_t length,
                                  uint32_t* out_source_id) {
  char* name_copy = NULL;
  SR_RETURN_IF_ERROR(sr_context_new_source(context, name, &name_copy));
  sr_source_text_t storage = {NULL, 0, 0};
  const char* text_copy = NULL;
  if (length >= SR_SOURCE_TEXT_MAP_BYTES) {
    // Large texts get a block of their own, whose pages can be given back.
    SR_RETURN_IF_ERROR(
        sr_source_text_copy(context->allocator, text, length, &storage));
    text_copy = storage.data;
  } else {
    char* copy = NULL;
    SR_RETURN_IF_ERROR(sr_arena_strndup(&context->arena, text, length, &copy));
    text_copy = copy;
  }
  uint32_t id = ++context->source_count;
  context->sources[id].name = name_copy;
  context->sources[id].text = text_copy;
  context->sources[id].length = length;
  context->sources[id].first_line = 1;
  context->sources[id].storage = storage;
  *out_source_id = id;
  return sr_ok_status();
}

sr_status_t sr_context_add_source_text(sr_context_t* context, const char* name,
                                       sr_source_text_t* text,
                                       uint32_t* out_source_id) {
  char* name_copy = NULL;
  SR_RETURN_IF_ERROR(sr_context_new_source(context, name, &name_copy));
  uint32_t id = ++context->source_count;
  context->sources[id].name = name_copy;
  context->sources[id].text = text->data;
  context->sources[id].length = text->length;
  context->sources[id].first_line = 1;
  context->sources[id].storage = *text;
  memset(text, 0, sizeof(*text));
  *out_source_id = id;
  return sr_ok_status();
}

void sr_context_discard_text(sr_context_t* context, const char* begin,
                             size_t size) {
  for (uint32_t id = 1; id <= context->source_count; ++id) {
    sr_source_t* source = &context->sources[id];
    if (source->storage.data && begin >= source->text &&
        begin + size <= source->text + source->length) {
      sr_source_text_discard(&source->storage, begin, size);
      return;
    }
  }
}

void sr_context_set_source_first_line(sr_context_t* context, uint32_t source_id,
                                      uint32_t first_line) {
  if (source_id == 0 || source_id > context->source_count) return;
  context->sources[source_id].first_line = first_line ? first_line : 1;
}

const sr_source_t* sr_context_source(const sr_context_t* context,
                                     uint32_t source_id) {
  if (source_id == 0 || source_id > context->source_count) return NULL;
  return &context->sources[source_id];
}

sr_string_view_t sr_source_line_text(const sr_source_t* source, uint32_t line) {
  const char* at = source->text;
  const char* end = source->text + source->length;
  uint32_t first = source->first_line ? source->first_line : 1;
  if (line < first) return sr_make_string_view(end, 0);
  line = line - first + 1;
  for (uint32_t i = 1; i < line && at < end; ++i) {
    const char* newline = memchr(at, '\n', (size_t)(end - at));
    if (!newline) return sr_make_string_view(end, 0);
    at = newline + 1;
  }
  const char* stop = memchr(at, '\n', (size_t)(end - at));
  if (!stop) stop = end;
  if (stop > at && stop[-1] == '\r') --stop;
  return sr_make_string_view(at, (size_t)(stop - at));
}

sr_status_t sr_context_make_status_at(const sr_context_t* context,
                                      sr_source_pos_t pos,
                                      sr_status_code_t code, const char* format,
                                      ...) {
  va_list args;
  va_start(args, format);
  sr_status_t status = sr_status_make_v(__FILE__, __LINE__, code, format, args);
  va_end(args);
  const sr_source_t* source = sr_context_source(context, pos.source_id);
  if (!source) return status;
  sr_string_view_t line = sr_source_line_text(source, pos.line);
  sr_ir_loc_t loc = {source->name, pos.line, pos.column, 1};
  return sr_status_set_ir_loc(status, loc, line.data, line.size);
}

//===----------------------------------------------------------------------===//
// Resources
//===----------------------------------------------------------------------===//

// Whether [data, data + size) lies in the text of one of the sources.
static bool sr_context_holds_text(const sr_context_t* context, const char* data,
                                  size_t size) {
  for (uint32_t id = 1; data && id <= context->source_count; ++id) {
    const sr_source_t* source = &context->sources[id];
    if (data >= source->text && size <= source->length &&
        data - source->text <= (ptrdiff_t)(source->length - size)) {
      return true;
    }
  }
  return false;
}

sr_status_t sr_context_add_resource(sr_context_t* context,
                                    const sr_resource_entry_t* entry) {
  if (context->resource_count == context->resource_capacity) {
    uint32_t capacity =
        context->resource_capacity ? context->resource_capacity * 2 : 8;
    void* resources = context->resources;
    SR_RETURN_IF_ERROR(sr_allocator_realloc(
        context->allocator, capacity * sizeof(sr_resource_entry_t),
        &resources));
    context->resources = resources;
    context->resource_capacity = capacity;
  }
  // A value inside one of the context's sources (every parsed one) stays a
  // view: interning a blob copied (and hashed) hundreds of megabytes.
  sr_string_view_t value = entry->value;
  if (!sr_context_holds_text(context, value.data, value.size)) {
    value = sr_context_intern(context, value);
  }
  sr_resource_entry_t copy = {sr_context_intern(context, entry->section),
                              sr_context_intern(context, entry->group),
                              sr_context_intern(context, entry->key),
                              value,
                              NULL,
                              0,
                              0,
                              false};
  if (!copy.section.data || !copy.group.data || !copy.key.data ||
      !copy.value.data) {
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                          "out of memory storing a resource");
  }
  context->resources[context->resource_count++] = copy;
  return sr_ok_status();
}

uint32_t sr_context_resource_count(const sr_context_t* context) {
  return context->resource_count;
}

const sr_resource_entry_t* sr_context_resource(const sr_context_t* context,
                                               uint32_t index) {
  return index < context->resource_count ? &context->resources[index] : NULL;
}

// The entry of builtin blob |key| (its last definition), or NULL.
static sr_resource_entry_t* sr_context_blob_entry(sr_context_t* context,
                                                  sr_string_view_t key) {
  for (uint32_t i = context->resource_count; i-- > 0;) {
    sr_resource_entry_t* entry = &context->resources[i];
    if (sr_string_view_equal(entry->key, key) &&
        sr_string_view_equal_cstr(entry->group, "builtin")) {
      return entry;
    }
  }
  return NULL;
}

// The hex of |entry|'s data (after `"0x` and the 8 digits of alignment)
// and its alignment; false when the text is not a blob.
static bool sr_blob_text(const sr_resource_entry_t* entry, const char** out_hex,
                         size_t* out_length, uint32_t* out_alignment) {
  sr_string_view_t v = entry->value;
  if (v.size < 12 || v.data[0] != '"' || v.data[1] != '0' ||
      (v.data[2] != 'x' && v.data[2] != 'X') || v.data[v.size - 1] != '"' ||
      (v.size - 4) % 2 != 0) {
    return false;
  }
  uint8_t word[4];
  if (!sr_hex_decode(v.data + 3, 4, word)) return false;
  *out_alignment = (uint32_t)word[0] | (uint32_t)word[1] << 8 |
                   (uint32_t)word[2] << 16 | (uint32_t)word[3] << 24;
  *out_hex = v.data + 11;
  *out_length = (v.size - 12) / 2;
  return true;
}

bool sr_context_blob_info(sr_context_t* context, sr_string_view_t key,
                          size_t* out_length, uint32_t* out_alignment) {
  const sr_resource_entry_t* entry = sr_context_blob_entry(context, key);
  if (!entry) return false;
  if (entry->data) {
    *out_length = entry->data_length;
    *out_alignment = entry->alignment;
    return true;
  }
  const char* hex = NULL;
  return sr_blob_text(entry, &hex, out_length, out_alignment);
}

bool sr_context_decode_blob(sr_context_t* context, sr_string_view_t key,
                            uint8_t* dst) {
  sr_resource_entry_t* entry = sr_context_blob_entry(context, key);
  if (!entry) return false;
  if (entry->data) {
    if (entry->data_length) memcpy(dst, entry->data, entry->data_length);
    return true;
  }
  const char* hex = NULL;
  size_t length = 0;
  uint32_t alignment = 0;
  if (!sr_blob_text(entry, &hex, &length, &alignment) ||
      !sr_hex_decode(hex, length, dst)) {
    return false;
  }
  entry->data = dst;
  entry->data_length = length;
  entry->alignment = alignment;
  // Nothing reads the hex again (printers encode |data|): its pages go.
  sr_context_discard_text(context, hex, 2 * length);
  entry->text_discarded = true;
  return true;
}

const uint8_t* sr_context_blob_decoded(sr_context_t* context,
                                       sr_string_view_t key,
                                       size_t* out_length) {
  const sr_resource_entry_t* entry = sr_context_blob_entry(context, key);
  if (!entry || !entry->data) return NULL;
  *out_length = entry->data_length;
  return entry->data;
}

bool sr_context_find_blob(sr_context_t* context, sr_string_view_t key,
                          const uint8_t** out_data, size_t* out_length,
                          uint32_t* out_alignment) {
  size_t length = 0;
  uint32_t alignment = 0;
  if (!sr_context_blob_info(context, key, &length, &alignment)) return false;
  const sr_resource_entry_t* entry = sr_context_blob_entry(context, key);
  if (!entry->data) {
    uint8_t* data = sr__context_alloc(context, length ? length : 1, 64);
    if (!data || !sr_context_decode_blob(context, key, data)) return false;
  }
  *out_data = entry->data;
  *out_length = entry->data_length;
  *out_alignment = entry->alignment;
  return true;
}

//===----------------------------------------------------------------------===//
// Strings
//===----------------------------------------------------------------------===//

static bool sr_string_equal(const void* stored, const void* key) {
  const sr_string_view_t* a = stored;
  const sr_string_view_t* b = key;
  return sr_string_view_equal(*a, *b);
}

sr_string_view_t sr_context_intern(sr_context_t* context,
                                   sr_string_view_t text) {
  uint64_t hash = sr_hash_bytes(text.data, text.size, 0);
  sr_string_view_t* found =
      sr__intern_set_find(&context->strings, hash, &text, sr_string_equal);
  if (found) return *found;
  sr_string_view_t* entry =
      sr__context_alloc(context, sizeof(*entry), _Alignof(sr_string_view_t));
  char* copy = entry ? sr__context_alloc(context, text.size + 1, 1) : NULL;
  if (!copy) return sr_make_string_view(NULL, 0);
  if (text.size) memcpy(copy, text.data, text.size);
  entry->data = copy;
  entry->size = text.size;
  if (!sr__intern_set_insert(context, &context->strings, hash, entry)) {
    return sr_make_string_view(NULL, 0);
  }
  return *entry;
}

//===----------------------------------------------------------------------===//
// IR nodes
//===----------------------------------------------------------------------===//

sr_op_t* sr_op_allocate(sr_context_t* context, sr_string_view_t name,
                        uint32_t num_operands, uint32_t num_results,
                        uint32_t num_regions, uint32_t num_successors) {
  sr_op_t* op = sr__context_alloc(context, sizeof(*op), _Alignof(sr_op_t));
  if (!op) return NULL;
  op->name = name;
  op->num_operands = num_operands;
  op->num_results = num_results;
  op->num_regions = num_regions;
  op->num_successors = num_successors;
  if (num_operands) {
    op->operands = sr__context_alloc(
        context, num_operands * sizeof(sr_operand_t), _Alignof(sr_operand_t));
    if (!op->operands) return NULL;
    for (uint32_t i = 0; i < num_operands; ++i) op->operands[i].owner = op;
  }
  if (num_results) {
    op->results = sr__context_alloc(context, num_results * sizeof(sr_value_t),
                                    _Alignof(sr_value_t));
    if (!op->results) return NULL;
    for (uint32_t i = 0; i < num_results; ++i) {
      op->results[i].kind = SR_VALUE_RESULT;
      op->results[i].index = i;
      op->results[i].owner.op = op;
    }
  }
  if (num_regions) {
    op->regions = sr__context_alloc(context, num_regions * sizeof(sr_region_t),
                                    _Alignof(sr_region_t));
    if (!op->regions) return NULL;
    for (uint32_t i = 0; i < num_regions; ++i) op->regions[i].parent = op;
  }
  if (num_successors) {
    op->successors = sr__context_alloc(
        context, num_successors * sizeof(sr_block_t*), _Alignof(sr_block_t*));
    if (!op->successors) return NULL;
  }
  op->attrs = context->empty_dictionary;
  op->properties = context->empty_dictionary;
  op->loc = context->unknown_location;
  return op;
}

sr_block_t* sr_block_allocate(sr_context_t* context) {
  return sr__context_alloc(context, sizeof(sr_block_t), _Alignof(sr_block_t));
}

sr_value_t* sr_block_add_argument(sr_context_t* context, sr_block_t* block,
                                  const sr_type_t* type, const sr_attr_t* loc) {
  if (block->num_arguments == block->arguments_capacity) {
    uint32_t capacity =
        block->arguments_capacity ? block->arguments_capacity * 2 : 4;
    sr_value_t** arguments = sr__context_alloc(
        context, capacity * sizeof(sr_value_t*), _Alignof(sr_value_t*));
    if (!arguments) return NULL;
    if (block->num_arguments) {
      memcpy(arguments, block->arguments,
             block->num_arguments * sizeof(sr_value_t*));
    }
    block->arguments = arguments;
    block->arguments_capacity = capacity;
  }
  sr_value_t* value =
      sr__context_alloc(context, sizeof(sr_value_t), _Alignof(sr_value_t));
  if (!value) return NULL;
  value->kind = SR_VALUE_BLOCK_ARGUMENT;
  value->index = block->num_arguments;
  value->type = type;
  value->owner.block = block;
  value->loc = loc ? loc : context->unknown_location;
  block->arguments[block->num_arguments++] = value;
  return value;
}

sr_value_t* sr_value_allocate_placeholder(sr_context_t* context,
                                          const sr_type_t* type) {
  sr_value_t* value =
      sr__context_alloc(context, sizeof(sr_value_t), _Alignof(sr_value_t));
  if (!value) return NULL;
  value->kind = SR_VALUE_PLACEHOLDER;
  value->type = type;
  return value;
}
