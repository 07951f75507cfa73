// The op printer: value and block naming, generic op form, regions and
// blocks, and the API custom printers use.

#include "core/print/printer.h"

#include <stdarg.h>
#include <string.h>

#include "core/base/hex.h"
#include "core/ir/op_registry.h"
#include "core/print/alias.h"

//===----------------------------------------------------------------------===//
// Pointer map: value/block -> number
//===----------------------------------------------------------------------===//

typedef struct sr_ptr_map_slot_t {
  const void* key;
  int64_t value;
} sr_ptr_map_slot_t;

typedef struct sr_ptr_map_t {
  sr_allocator_t allocator;
  sr_ptr_map_slot_t* slots;
  size_t capacity;
  size_t count;
  bool failed;
} sr_ptr_map_t;

static size_t sr_ptr_hash(const void* key) {
  uint64_t h = (uint64_t)(uintptr_t)key;
  h ^= h >> 29;
  h *= 0xbf58476d1ce4e5b9ull;
  h ^= h >> 32;
  return (size_t)h;
}

static void sr_ptr_map_put(sr_ptr_map_t* map, const void* key, int64_t value) {
  if ((map->count + 1) * 2 > map->capacity) {
    size_t capacity = map->capacity ? map->capacity * 2 : 256;
    sr_ptr_map_slot_t* slots = NULL;
    if (sr_status_consume_code(sr_allocator_calloc(
            map->allocator, capacity * sizeof(*slots), (void**)&slots))) {
      map->failed = true;
      return;
    }
    for (size_t i = 0; i < map->capacity; ++i) {
      if (!map->slots[i].key) continue;
      size_t j = sr_ptr_hash(map->slots[i].key) & (capacity - 1);
      while (slots[j].key) j = (j + 1) & (capacity - 1);
      slots[j] = map->slots[i];
    }
    sr_allocator_free(map->allocator, map->slots);
    map->slots = slots;
    map->capacity = capacity;
  }
  size_t mask = map->capacity - 1;
  size_t i = sr_ptr_hash(key) & mask;
  while (map->slots[i].key && map->slots[i].key != key) i = (i + 1) & mask;
  if (!map->slots[i].key) ++map->count;
  map->slots[i].key = key;
  map->slots[i].value = value;
}

static bool sr_ptr_map_get(const sr_ptr_map_t* map, const void* key,
                           int64_t* out_value) {
  if (!map->capacity) return false;
  size_t mask = map->capacity - 1;
  for (size_t i = sr_ptr_hash(key) & mask; map->slots[i].key;
       i = (i + 1) & mask) {
    if (map->slots[i].key == key) {
      *out_value = map->slots[i].value;
      return true;
    }
  }
  return false;
}

//===----------------------------------------------------------------------===//
// The printer
//===----------------------------------------------------------------------===//

typedef struct sr_used_name_t {
  size_t offset;  // into name_pool
  uint32_t scope;
  int64_t previous;  // earlier entry with the same name, or -1
} sr_used_name_t;

struct sr_printer_t {
  sr_context_t* context;
  sr_print_options_t options;
  sr_string_builder_t* out;
  unsigned indent;
  sr_ptr_map_t values;  // value (or first result) -> name id
  sr_ptr_map_t blocks;  // block -> number within its region
  // The op whose regions are being printed (for default dialects).
  const sr_op_t* enclosing;
  // Custom-form value names: a pool of NUL-separated names, the names in
  // use with the scope (region) that introduced each, and scope parents.
  sr_string_builder_t name_pool;
  sr_used_name_t* used;
  uint32_t num_used, used_capacity;
  uint32_t* scope_parents;
  uint32_t num_scopes, scopes_capacity;
  // name hash -> index of the newest used entry with that name (+1).
  sr_ptr_map_t name_index;
  // Attribute and type aliases (collecting, then substituting).
  sr_aliases_t* aliases;
};

sr_string_builder_t* sr_printer_stream(sr_printer_t* printer) {
  return printer->out;
}

sr_context_t* sr_printer_context(sr_printer_t* printer) {
  return printer->context;
}

const sr_print_options_t* sr_printer_options(const sr_printer_t* printer) {
  return &printer->options;
}

void sr_printer_print(sr_printer_t* printer, const char* text) {
  sr_string_builder_append_cstr(printer->out, text);
}

void sr_printer_printf(sr_printer_t* printer, const char* format, ...) {
  va_list args;
  va_start(args, format);
  sr_string_builder_appendv(printer->out, format, args);
  va_end(args);
}

void sr_printer_print_type(sr_printer_t* printer, const sr_type_t* type) {
  sr__print_type_aliased(printer->aliases, type, printer->out);
}

void sr_printer_print_attr(sr_printer_t* printer, const sr_attr_t* attr) {
  sr__print_attr_aliased(printer->aliases, attr, 0, printer->out);
}

void sr_printer_print_attr_without_type(sr_printer_t* printer,
                                        const sr_attr_t* attr) {
  sr__print_attr_aliased(printer->aliases, attr, 2, printer->out);
}

static void sr_printer_newline(sr_printer_t* printer) {
  sr_string_builder_append_char(printer->out, '\n');
  for (unsigned i = 0; i < printer->indent; ++i) {
    sr_string_builder_append_char(printer->out, ' ');
  }
}

void sr_printer_print_newline(sr_printer_t* printer) {
  sr_printer_newline(printer);
}

void sr_printer_indent(sr_printer_t* printer, int delta) {
  printer->indent = (unsigned)((int)printer->indent + delta);
}

//===----------------------------------------------------------------------===//
// Naming (MLIR's SSANameState)
//===----------------------------------------------------------------------===//

typedef struct sr_name_counters_t {
  int64_t next_value;
  int64_t next_argument;
  int64_t next_conflict;
} sr_name_counters_t;

typedef struct sr_region_work_t {
  const sr_region_t* region;
  sr_name_counters_t counters;
  uint32_t parent_scope;  // names scope of the enclosing region
} sr_region_work_t;

// Value codes: >= 0 numbered `%N`; [-2^31, -1] entry arguments `%argN`;
// <= SR_NAME_BASE named `%name` (pool offset SR_NAME_BASE - code).
#define SR_NAME_BASE (-((int64_t)1 << 40))

static bool sr_scope_is_ancestor(const sr_printer_t* printer, uint32_t ancestor,
                                 uint32_t scope) {
  for (;;) {
    if (scope == ancestor) return true;
    if (scope == 0) return false;
    scope = printer->scope_parents[scope];
  }
}

// A non-null key for the name map: the name's hash with the low bit set.
static const void* sr_name_key(const char* name) {
  uint64_t hash = sr_hash_bytes(name, strlen(name), 0x5eed);
  return (const void*)(uintptr_t)(hash | 1);
}

// The newest used entry whose name hashes like |name| (-1 if none).
static int64_t sr_name_head(const sr_printer_t* printer, const char* name) {
  int64_t head = 0;
  if (!sr_ptr_map_get(&printer->name_index, sr_name_key(name), &head)) {
    return -1;
  }
  return head - 1;
}

// True if |name| is already used in |scope| or an enclosing scope.
static bool sr_name_in_use(const sr_printer_t* printer, const char* name,
                           uint32_t scope) {
  for (int64_t i = sr_name_head(printer, name); i >= 0;
       i = printer->used[i].previous) {
    const sr_used_name_t* used = &printer->used[i];
    if (!strcmp(printer->name_pool.data + used->offset, name) &&
        sr_scope_is_ancestor(printer, used->scope, scope)) {
      return true;
    }
  }
  return false;
}

// MLIR's uniqueValueName: `name`, else `name_K` with K from the conflict
// counter. Returns the pool offset of the unique name.
static int64_t sr_unique_name(sr_printer_t* printer, const char* name,
                              uint32_t scope, sr_name_counters_t* counters) {
  char candidate[300];
  snprintf(candidate, sizeof(candidate), "%.250s", name);
  while (sr_name_in_use(printer, candidate, scope)) {
    snprintf(candidate, sizeof(candidate), "%.250s_%lld", name,
             (long long)counters->next_conflict++);
  }
  if (printer->num_used == printer->used_capacity) {
    uint32_t capacity =
        printer->used_capacity ? printer->used_capacity * 2 : 64;
    void* grown = printer->used;
    if (sr_status_consume_code(
            sr_allocator_realloc(printer->out->allocator,
                                 capacity * sizeof(sr_used_name_t), &grown))) {
      printer->values.failed = true;
      return 0;
    }
    printer->used = grown;
    printer->used_capacity = capacity;
  }
  int64_t offset = (int64_t)printer->name_pool.size;
  sr_string_builder_append(&printer->name_pool, candidate,
                           strlen(candidate) + 1);
  sr_used_name_t* used = &printer->used[printer->num_used];
  used->offset = (size_t)offset;
  used->scope = scope;
  used->previous = sr_name_head(printer, candidate);
  sr_ptr_map_put(&printer->name_index, sr_name_key(candidate),
                 (int64_t)printer->num_used + 1);
  ++printer->num_used;
  return offset;
}

// The names an op gives its results or a region's entry arguments: one
// code per value, |named| false where the op gave none. Ops name values
// far past the first few (a parameter load's timepoint after hundreds of
// results), so slots beyond the inline ones come from the allocator.
typedef struct sr_name_slots_t {
  uint32_t count;
  int64_t* codes;
  bool* named;
  int64_t inline_codes[64];
  bool inline_named[64];
} sr_name_slots_t;

static void sr_name_slots_initialize(sr_printer_t* printer, uint32_t count,
                                     sr_name_slots_t* slots) {
  slots->count = count;
  slots->codes = slots->inline_codes;
  slots->named = slots->inline_named;
  memset(slots->inline_named, 0, sizeof(slots->inline_named));
  if (count <= 64) return;
  void* codes = NULL;
  void* named = NULL;
  sr_allocator_t allocator = printer->out->allocator;
  if (sr_status_consume_code(
          sr_allocator_malloc(allocator, count * sizeof(int64_t), &codes)) ||
      sr_status_consume_code(
          sr_allocator_calloc(allocator, count * sizeof(bool), &named))) {
    sr_allocator_free(allocator, codes);
    printer->values.failed = true;  // the print reports out of memory
    slots->count = 64;
    return;
  }
  slots->codes = codes;
  slots->named = named;
}

static void sr_name_slots_deinitialize(sr_printer_t* printer,
                                       sr_name_slots_t* slots) {
  if (slots->codes == slots->inline_codes) return;
  sr_allocator_free(printer->out->allocator, slots->codes);
  sr_allocator_free(printer->out->allocator, slots->named);
}

static bool sr_name_slots_is_named(const sr_name_slots_t* slots,
                                   uint32_t index) {
  return index < slots->count && slots->named[index];
}

// Collects the names an op gives its results (custom form only).
typedef struct sr_result_namer_t {
  sr_printer_t* printer;
  const sr_op_t* op;
  uint32_t scope;
  sr_name_counters_t* counters;
  sr_name_slots_t slots;
} sr_result_namer_t;

void sr_result_namer_set(sr_result_namer_t* namer, uint32_t result,
                         const char* name) {
  if (result >= namer->slots.count) return;
  // SSA names may hold letters, digits, `_$.-`; anything else becomes `_`.
  char sanitized[256];
  size_t n = 0;
  for (; name[n] && n < sizeof(sanitized) - 1; ++n) {
    char c = name[n];
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
              (c >= '0' && c <= '9') || c == '_' || c == '$' || c == '.' ||
              c == '-';
    sanitized[n] = ok ? c : '_';
  }
  sanitized[n] = 0;
  if (!n) return;
  int64_t offset =
      sr_unique_name(namer->printer, sanitized, namer->scope, namer->counters);
  namer->slots.codes[result] = SR_NAME_BASE - offset;
  namer->slots.named[result] = true;
}

// Names (or numbers) the results of |op|. Results named by the op start a
// group; results without names join the group before them, and an unnamed
// first result gets the next number.
static void sr_number_op_results(sr_printer_t* printer, const sr_op_t* op,
                                 uint32_t scope, sr_name_counters_t* counters) {
  sr_result_namer_t namer;
  namer.printer = printer;
  namer.op = op;
  namer.scope = scope;
  namer.counters = counters;
  bool named = !printer->options.generic && op->info && op->info->name_results;
  sr_name_slots_initialize(printer, named ? op->num_results : 0, &namer.slots);
  if (named) op->info->name_results(op, &namer);
  int64_t code = 0;
  for (uint32_t i = 0; i < op->num_results; ++i) {
    if (sr_name_slots_is_named(&namer.slots, i)) {
      code = namer.slots.codes[i];
    } else if (i == 0) {
      code = counters->next_value++;
    }
    sr_ptr_map_put(&printer->values, &op->results[i], code);
  }
  sr_name_slots_deinitialize(printer, &namer.slots);
}

// Collects the names an op gives the entry block arguments of a region.
struct sr_block_arg_namer_t {
  sr_printer_t* printer;
  const sr_block_t* block;
  uint32_t scope;
  sr_name_counters_t* counters;
  sr_name_slots_t slots;
};

void sr_block_arg_namer_set(sr_block_arg_namer_t* namer, uint32_t arg,
                            const char* name) {
  if (arg >= namer->slots.count || !name[0]) return;
  int64_t offset =
      sr_unique_name(namer->printer, name, namer->scope, namer->counters);
  namer->slots.codes[arg] = SR_NAME_BASE - offset;
  namer->slots.named[arg] = true;
}

static void sr_number_region(sr_printer_t* printer, const sr_region_t* region,
                             uint32_t scope, sr_name_counters_t* counters) {
  // MLIR names the entry arguments first (getAsmBlockArgumentNames); named
  // arguments do not take an `%argN` number.
  sr_block_arg_namer_t namer;
  const sr_op_t* parent = region->parent;
  bool named = !printer->options.generic && parent && parent->info &&
               parent->info->name_block_args && region->first_block;
  sr_name_slots_initialize(
      printer, named ? region->first_block->num_arguments : 0, &namer.slots);
  if (named) {
    namer.printer = printer;
    namer.block = region->first_block;
    namer.scope = scope;
    namer.counters = counters;
    parent->info->name_block_args(parent, (uint32_t)(region - parent->regions),
                                  &namer);
  }
  int64_t block_id = 0;
  for (const sr_block_t* block = region->first_block; block;
       block = block->next) {
    sr_ptr_map_put(&printer->blocks, block, block_id++);
    bool entry = block == region->first_block;
    for (uint32_t i = 0; i < block->num_arguments; ++i) {
      int64_t id = entry && sr_name_slots_is_named(&namer.slots, i)
                       ? namer.slots.codes[i]
                   : entry ? -(counters->next_argument++) - 1
                           : counters->next_value++;
      sr_ptr_map_put(&printer->values, block->arguments[i], id);
    }
    for (const sr_op_t* op = block->first_op; op; op = op->next) {
      if (op->num_results) sr_number_op_results(printer, op, scope, counters);
    }
  }
  sr_name_slots_deinitialize(printer, &namer.slots);
}

static uint32_t sr_new_scope(sr_printer_t* printer, uint32_t parent) {
  if (printer->num_scopes == printer->scopes_capacity) {
    uint32_t capacity =
        printer->scopes_capacity ? printer->scopes_capacity * 2 : 64;
    void* grown = printer->scope_parents;
    if (sr_status_consume_code(sr_allocator_realloc(
            printer->out->allocator, capacity * sizeof(uint32_t), &grown))) {
      printer->values.failed = true;
      return parent;
    }
    printer->scope_parents = grown;
    printer->scopes_capacity = capacity;
  }
  printer->scope_parents[printer->num_scopes] = parent;
  return printer->num_scopes++;
}

// Numbers every value under |top| (MLIR's SSANameState). In generic form
// MLIR keeps numbers unique across the whole op ("unique SSA ids"); in
// custom form sibling regions restart from their parent's counters.
static bool sr_number_values(sr_printer_t* printer, const sr_op_t* top) {
  sr_name_counters_t counters = {0, 0, 0};
  uint32_t root_scope = sr_new_scope(printer, 0);
  if (top->num_results) {
    sr_number_op_results(printer, top, root_scope, &counters);
  }
  size_t count = 0, capacity = 64;
  sr_region_work_t* stack = NULL;
  sr_allocator_t allocator = printer->out->allocator;
  if (sr_status_consume_code(sr_allocator_malloc(
          allocator, capacity * sizeof(*stack), (void**)&stack))) {
    return false;
  }
  bool unique = printer->options.generic;
  bool ok = true;
  for (uint32_t i = 0; i < top->num_regions; ++i) {
    stack[count].region = &top->regions[i];
    stack[count].counters = counters;
    stack[count].parent_scope = root_scope;
    ++count;
  }
  while (count && ok) {
    sr_region_work_t work = stack[--count];
    if (!unique) counters = work.counters;
    uint32_t scope = sr_new_scope(printer, work.parent_scope);
    sr_number_region(printer, work.region, scope, &counters);
    for (const sr_block_t* block = work.region->first_block; block && ok;
         block = block->next) {
      for (const sr_op_t* op = block->first_op; op && ok; op = op->next) {
        for (uint32_t i = 0; i < op->num_regions; ++i) {
          if (count == capacity) {
            capacity *= 2;
            void* grown = stack;
            if (sr_status_consume_code(sr_allocator_realloc(
                    allocator, capacity * sizeof(*stack), &grown))) {
              ok = false;
              break;
            }
            stack = grown;
          }
          stack[count].region = &op->regions[i];
          stack[count].counters = counters;
          stack[count].parent_scope = scope;
          ++count;
        }
      }
    }
  }
  sr_allocator_free(allocator, stack);
  return ok && !printer->values.failed && !printer->blocks.failed &&
         !printer->name_pool.failed;
}

static void sr_print_value_code(sr_printer_t* printer, int64_t code) {
  if (code <= SR_NAME_BASE) {
    sr_string_builder_append_char(printer->out, '%');
    sr_string_builder_append_cstr(
        printer->out, printer->name_pool.data + (SR_NAME_BASE - code));
  } else if (code < 0) {
    sr_string_builder_append(printer->out, "%arg", 4);
    sr_string_builder_append_int(printer->out, -code - 1);
  } else {
    sr_string_builder_append_char(printer->out, '%');
    sr_string_builder_append_int(printer->out, code);
  }
}

// The code of result |i| of |op| (results share their group's code).
static int64_t sr_result_code(sr_printer_t* printer, const sr_op_t* op,
                              uint32_t i, bool* out_found) {
  int64_t code = 0;
  *out_found = sr_ptr_map_get(&printer->values, &op->results[i], &code);
  return code;
}

void sr_printer_print_value(sr_printer_t* printer, const sr_value_t* value) {
  int64_t code = 0;
  bool found = sr_ptr_map_get(&printer->values, value, &code);
  if (!found) {
    sr_printer_print(printer, "<<UNKNOWN SSA VALUE>>");
    return;
  }
  sr_print_value_code(printer, code);
  if (value->kind != SR_VALUE_RESULT) return;
  // `#k` within a group of several results sharing one name.
  const sr_op_t* op = value->owner.op;
  uint32_t begin = value->index, end = value->index + 1;
  bool same = false;
  while (begin > 0 && sr_result_code(printer, op, begin - 1, &same) == code &&
         same) {
    --begin;
  }
  while (end < op->num_results &&
         sr_result_code(printer, op, end, &same) == code && same) {
    ++end;
  }
  if (end - begin > 1) sr_printer_printf(printer, "#%u", value->index - begin);
}

void sr_printer_print_operands(sr_printer_t* printer, const sr_op_t* op,
                               uint32_t begin, uint32_t end) {
  for (uint32_t i = begin; i < end; ++i) {
    if (i != begin) sr_printer_print(printer, ", ");
    sr_printer_print_value(printer, op->operands[i].value);
  }
}

void sr_printer_print_block_name(sr_printer_t* printer,
                                 const sr_block_t* block) {
  int64_t id = 0;
  if (!sr_ptr_map_get(&printer->blocks, block, &id)) {
    sr_printer_print(printer, "^INVALIDBLOCK");
    return;
  }
  sr_string_builder_append(printer->out, "^bb", 3);
  sr_string_builder_append_int(printer->out, id);
}

//===----------------------------------------------------------------------===//
// Attribute dictionaries and locations
//===----------------------------------------------------------------------===//

static bool sr_name_is_elided(sr_string_view_t name,
                              const char* const* elided) {
  for (; elided && *elided; ++elided) {
    if (sr_string_view_equal_cstr(name, *elided)) return true;
  }
  return false;
}

static uint32_t sr_count_printed(const sr_attr_t* dict,
                                 const char* const* elided) {
  uint32_t count = 0;
  if (!dict || dict->kind != SR_ATTR_DICTIONARY) return 0;
  for (uint32_t i = 0; i < dict->dictionary.count; ++i) {
    if (!sr_name_is_elided(dict->dictionary.entries[i].name, elided)) ++count;
  }
  return count;
}

// Merges properties and attrs in name order, as MLIR prints the combined
// dictionary of a custom op.
static void sr_print_merged_dict(sr_printer_t* printer, const sr_op_t* op,
                                 bool include_props,
                                 const char* const* elided) {
  const sr_attr_t* a = include_props ? op->properties : NULL;
  const sr_attr_t* b = op->attrs;
  uint32_t na = a && a->kind == SR_ATTR_DICTIONARY ? a->dictionary.count : 0;
  uint32_t nb = b && b->kind == SR_ATTR_DICTIONARY ? b->dictionary.count : 0;
  uint32_t i = 0, j = 0;
  bool first = true;
  sr_printer_print(printer, "{");
  while (i < na || j < nb) {
    const sr_named_attr_t* entry;
    if (j >= nb) {
      entry = &a->dictionary.entries[i++];
    } else if (i >= na) {
      entry = &b->dictionary.entries[j++];
    } else {
      sr_string_view_t x = a->dictionary.entries[i].name;
      sr_string_view_t y = b->dictionary.entries[j].name;
      size_t n = x.size < y.size ? x.size : y.size;
      int c = memcmp(x.data, y.data, n);
      if (c == 0) c = (x.size > y.size) - (x.size < y.size);
      entry =
          c <= 0 ? &a->dictionary.entries[i++] : &b->dictionary.entries[j++];
    }
    if (sr_name_is_elided(entry->name, elided)) continue;
    sr_printer_print(printer, first ? "" : ", ");
    first = false;
    sr_print_keyword_or_string(entry->name, printer->out);
    if (entry->value->kind != SR_ATTR_UNIT) {
      sr_printer_print(printer, " = ");
      sr_printer_print_attr(printer, entry->value);
    }
  }
  sr_printer_print(printer, "}");
}

void sr_printer_print_optional_attr_dict(sr_printer_t* printer,
                                         const sr_op_t* op, bool include_props,
                                         const char* const* elided) {
  uint32_t count = sr_count_printed(op->attrs, elided);
  if (include_props) count += sr_count_printed(op->properties, elided);
  if (!count) return;
  sr_printer_print(printer, " ");
  sr_print_merged_dict(printer, op, include_props, elided);
}

void sr_printer_print_optional_attr_dict_with_keyword(
    sr_printer_t* printer, const sr_op_t* op, bool include_props,
    const char* const* elided) {
  uint32_t count = sr_count_printed(op->attrs, elided);
  if (include_props) count += sr_count_printed(op->properties, elided);
  if (!count) return;
  sr_printer_print(printer, " attributes ");
  sr_print_merged_dict(printer, op, include_props, elided);
}

void sr_printer_print_optional_location(sr_printer_t* printer,
                                        const sr_attr_t* loc) {
  if (!printer->options.debug_info || !loc) return;
  sr_printer_print(printer, " ");
  sr_print_attr_to(loc, printer->out);
}

//===----------------------------------------------------------------------===//
// Ops, regions, blocks
//===----------------------------------------------------------------------===//

static void sr_print_op_impl(sr_printer_t* printer, const sr_op_t* op);

static void sr_print_block_predecessors(sr_printer_t* printer,
                                        const sr_block_t* block) {
  // Predecessors: one per successor use, from terminators in this region.
  const sr_region_t* region = block->parent;
  int64_t preds[64];
  uint32_t count = 0;
  bool overflow = false;
  const sr_block_t* single = NULL;
  bool all_same = true;
  for (const sr_block_t* b = region->first_block; b; b = b->next) {
    for (const sr_op_t* op = b->first_op; op; op = op->next) {
      for (uint32_t s = 0; s < op->num_successors; ++s) {
        if (op->successors[s] != block) continue;
        if (!single)
          single = b;
        else if (single != b)
          all_same = false;
        int64_t id = 0;
        sr_ptr_map_get(&printer->blocks, b, &id);
        if (count < 64)
          preds[count++] = id;
        else
          overflow = true;
      }
    }
  }
  if (!single) {
    if (!sr_block_is_entry(block))
      sr_printer_print(printer, "  // no predecessors");
    return;
  }
  // MLIR's getSinglePredecessor counts uses: a cond_br to the same block
  // twice is two predecessors.
  if (all_same && count == 1) {
    sr_printer_print(printer, "  // pred: ");
    sr_printer_print_block_name(printer, single);
    return;
  }
  // Sorted by block order, as MLIR prints them.
  for (uint32_t i = 1; i < count; ++i) {
    int64_t v = preds[i];
    uint32_t j = i;
    while (j > 0 && preds[j - 1] > v) {
      preds[j] = preds[j - 1];
      --j;
    }
    preds[j] = v;
  }
  sr_printer_printf(printer, "  // %u preds: ", count);
  for (uint32_t i = 0; i < count; ++i) {
    sr_printer_printf(printer, i ? ", ^bb%lld" : "^bb%lld",
                      (long long)preds[i]);
  }
  if (overflow) sr_printer_print(printer, ", ...");
}

static void sr_print_block(sr_printer_t* printer, const sr_block_t* block,
                           bool print_label, bool print_terminator) {
  if (print_label) {
    sr_printer_newline(printer);
    sr_printer_print_block_name(printer, block);
    if (block->num_arguments) {
      sr_printer_print(printer, "(");
      for (uint32_t i = 0; i < block->num_arguments; ++i) {
        if (i) sr_printer_print(printer, ", ");
        sr_printer_print_value(printer, block->arguments[i]);
        sr_printer_print(printer, ": ");
        sr_printer_print_type(printer, block->arguments[i]->type);
        sr_printer_print_optional_location(printer, block->arguments[i]->loc);
      }
      sr_printer_print(printer, ")");
    }
    sr_printer_print(printer, ":");
    sr_print_block_predecessors(printer, block);
  }
  printer->indent += 2;
  for (const sr_op_t* op = block->first_op; op; op = op->next) {
    if (!print_terminator && !op->next &&
        sr_op_has_trait(op, SR_OP_TRAIT_TERMINATOR)) {
      break;
    }
    sr_printer_newline(printer);
    sr_print_op_impl(printer, op);
  }
  printer->indent -= 2;
}

// MLIR's printRegion: the entry block's header is printed when it has
// arguments to show, or (generic form) when it is empty.
static void sr_print_region_impl(sr_printer_t* printer,
                                 const sr_region_t* region,
                                 bool print_entry_block_args,
                                 bool print_block_terminators,
                                 bool print_empty_block) {
  sr_printer_print(printer, "{");
  for (const sr_block_t* block = region->first_block; block;
       block = block->next) {
    bool entry = block == region->first_block;
    bool label = !entry || (print_entry_block_args && block->num_arguments) ||
                 (print_empty_block && !block->first_op);
    sr_print_block(printer, block, label, print_block_terminators);
  }
  sr_printer_newline(printer);
  sr_printer_print(printer, "}");
}

void sr_printer_print_region(sr_printer_t* printer, const sr_region_t* region,
                             bool print_entry_block_args,
                             bool print_block_terminators) {
  sr_print_region_impl(printer, region, print_entry_block_args,
                       print_block_terminators, false);
}

static void sr_print_result_names(sr_printer_t* printer, const sr_op_t* op) {
  if (!op->num_results) return;
  // One entry per group of consecutive results sharing a code: `%0:2` or
  // `%low, %high`.
  uint32_t i = 0;
  while (i < op->num_results) {
    bool found = false;
    int64_t code = sr_result_code(printer, op, i, &found);
    uint32_t end = i + 1;
    bool same = false;
    while (end < op->num_results &&
           sr_result_code(printer, op, end, &same) == code && same) {
      ++end;
    }
    if (i) sr_printer_print(printer, ", ");
    sr_print_value_code(printer, code);
    if (end - i > 1) sr_printer_printf(printer, ":%u", end - i);
    i = end;
  }
  sr_printer_print(printer, " = ");
}

static void sr_print_generic_op(sr_printer_t* printer, const sr_op_t* op) {
  sr_print_escaped_string(op->name, printer->out);
  sr_printer_print(printer, "(");
  sr_printer_print_operands(printer, op, 0, op->num_operands);
  sr_printer_print(printer, ")");
  if (op->num_successors) {
    sr_printer_print(printer, "[");
    for (uint32_t i = 0; i < op->num_successors; ++i) {
      if (i) sr_printer_print(printer, ", ");
      sr_printer_print_block_name(printer, op->successors[i]);
    }
    sr_printer_print(printer, "]");
  }
  const sr_attr_t* props = op->properties;
  bool has_props = props && (props->kind != SR_ATTR_DICTIONARY ||
                             props->dictionary.count > 0);
  if (has_props) {
    sr_printer_print(printer, " <");
    sr_printer_print_attr(printer, props);
    sr_printer_print(printer, ">");
  }
  if (op->num_regions) {
    sr_printer_print(printer, " (");
    const sr_op_t* saved = printer->enclosing;
    printer->enclosing = op;
    for (uint32_t i = 0; i < op->num_regions; ++i) {
      if (i) sr_printer_print(printer, ", ");
      sr_print_region_impl(printer, &op->regions[i], true, true, true);
    }
    printer->enclosing = saved;
    sr_printer_print(printer, ")");
  }
  if (op->attrs && op->attrs->dictionary.count) {
    sr_printer_print(printer, " ");
    sr_printer_print_attr(printer, op->attrs);
  }
  sr_printer_print(printer, " : (");
  for (uint32_t i = 0; i < op->num_operands; ++i) {
    if (i) sr_printer_print(printer, ", ");
    sr_printer_print_type(printer, op->operands[i].value->type);
  }
  sr_printer_print(printer, ") -> ");
  bool wrap =
      op->num_results != 1 || op->results[0].type->kind == SR_TYPE_FUNCTION;
  if (wrap) sr_printer_print(printer, "(");
  for (uint32_t i = 0; i < op->num_results; ++i) {
    if (i) sr_printer_print(printer, ", ");
    sr_printer_print_type(printer, op->results[i].type);
  }
  if (wrap) sr_printer_print(printer, ")");
}

// The op name as custom syntax spells it: without the default dialect
// prefix of the enclosing op. As in MLIR, the top level defaults to
// `builtin` and an op without a default dialect resets it, so a nested
// `builtin.module` keeps its prefix inside `stream.executable`.
static void sr_print_custom_op_name(sr_printer_t* printer, const sr_op_t* op) {
  sr_string_view_t name = op->name;
  const char* dialect = "builtin";
  if (printer->enclosing) {
    dialect = printer->enclosing->info
                  ? printer->enclosing->info->default_dialect
                  : NULL;
  }
  size_t n = dialect ? strlen(dialect) : 0;
  if (n && name.size > n + 1 && memcmp(name.data, dialect, n) == 0 &&
      name.data[n] == '.' &&
      !memchr(name.data + n + 1, '.', name.size - n - 1)) {
    name.data += n + 1;
    name.size -= n + 1;
  }
  sr_string_builder_append_view(printer->out, name);
}

static void sr_print_op_impl(sr_printer_t* printer, const sr_op_t* op) {
  sr_print_result_names(printer, op);
  if (!printer->options.generic && op->info && op->info->print) {
    sr_print_custom_op_name(printer, op);
    const sr_op_t* saved = printer->enclosing;
    printer->enclosing = op;
    op->info->print(printer, op);
    printer->enclosing = saved;
  } else {
    sr_print_generic_op(printer, op);
  }
  sr_printer_print_optional_location(printer, op->loc);
}

// A blob whose hex was given back once decoded: encoded again from its
// bytes, as MLIR prints every blob ("0x", the alignment word, uppercase).
static void sr_print_blob(sr_printer_t* printer,
                          const sr_resource_entry_t* entry) {
  uint8_t word[4] = {
      (uint8_t)entry->alignment, (uint8_t)(entry->alignment >> 8),
      (uint8_t)(entry->alignment >> 16), (uint8_t)(entry->alignment >> 24)};
  char chunk[2 * 4096];
  sr_string_builder_append(printer->out, "\"0x", 3);
  sr_hex_encode_upper(word, 4, chunk);
  sr_string_builder_append(printer->out, chunk, 8);
  for (size_t i = 0; i < entry->data_length; i += 4096) {
    size_t n = entry->data_length - i < 4096 ? entry->data_length - i : 4096;
    sr_hex_encode_upper(entry->data + i, n, chunk);
    sr_string_builder_append(printer->out, chunk, 2 * n);
  }
  sr_string_builder_append_char(printer->out, '"');
}

static void sr_print_resources(sr_printer_t* printer) {
  uint32_t count = sr_context_resource_count(printer->context);
  if (!count) return;
  sr_printer_print(printer, "\n{-#");
  sr_string_view_t section = {NULL, 0}, group = {NULL, 0};
  for (uint32_t i = 0; i < count; ++i) {
    const sr_resource_entry_t* entry = sr_context_resource(printer->context, i);
    bool new_section =
        !section.data || !sr_string_view_equal(section, entry->section);
    bool new_group = new_section || !sr_string_view_equal(group, entry->group);
    if (new_group && group.data) sr_printer_print(printer, "\n    }");
    if (new_section && section.data) sr_printer_print(printer, "\n  },");
    if (new_section) {
      sr_printer_printf(printer, "\n  %.*s: {", (int)entry->section.size,
                        entry->section.data);
    } else if (new_group) {
      sr_printer_print(printer, ",");
    }
    if (new_group) {
      sr_printer_printf(printer, "\n    %.*s: {", (int)entry->group.size,
                        entry->group.data);
    } else {
      sr_printer_print(printer, ",");
    }
    sr_printer_printf(printer, "\n      %.*s: ", (int)entry->key.size,
                      entry->key.data);
    if (entry->text_discarded) {
      sr_print_blob(printer, entry);
    } else {
      sr_string_builder_append_view(printer->out, entry->value);
    }
    section = entry->section;
    group = entry->group;
  }
  sr_printer_print(printer, "\n    }\n  }\n#-}\n");
}

// One printing of |op| into printer->out: numbers values, prints, and
// drops the naming state (the alias pass and the real pass each name
// values afresh).
static bool sr_print_pass(sr_printer_t* printer, const sr_op_t* op) {
  sr_allocator_t allocator = printer->out->allocator;
  printer->values = (sr_ptr_map_t){.allocator = allocator};
  printer->blocks = (sr_ptr_map_t){.allocator = allocator};
  printer->name_index = (sr_ptr_map_t){.allocator = allocator};
  printer->used = NULL;
  printer->num_used = printer->used_capacity = 0;
  printer->scope_parents = NULL;
  printer->num_scopes = printer->scopes_capacity = 0;
  printer->indent = 0;
  printer->enclosing = NULL;
  sr_string_builder_initialize(allocator, &printer->name_pool);
  bool ok = sr_number_values(printer, op);
  if (ok) sr_print_op_impl(printer, op);
  sr_allocator_free(allocator, printer->values.slots);
  sr_allocator_free(allocator, printer->blocks.slots);
  sr_allocator_free(allocator, printer->used);
  sr_allocator_free(allocator, printer->name_index.slots);
  sr_allocator_free(allocator, printer->scope_parents);
  sr_string_builder_deinitialize(&printer->name_pool);
  return ok;
}

sr_status_t sr_print_op(sr_context_t* context, const sr_op_t* op,
                        const sr_print_options_t* options,
                        sr_string_builder_t* out) {
  sr_printer_t printer;
  memset(&printer, 0, sizeof(printer));
  printer.context = context;
  if (options) printer.options = *options;
  // As MLIR's AliasInitializer: print once into a scratch buffer to visit
  // every attribute and type the output will hold, in print order.
  sr_status_t status =
      sr_aliases_create(context, out->allocator, &printer.aliases);
  bool ok = sr_status_is_ok(status);
  if (ok) {
    sr_string_builder_t scratch;
    sr_string_builder_initialize(out->allocator, &scratch);
    printer.out = &scratch;
    ok = sr_print_pass(&printer, op);
    if (ok) status = sr_string_builder_status(&scratch);
    sr_string_builder_deinitialize(&scratch);
    if (ok && sr_status_is_ok(status)) {
      status = sr_aliases_finalize(printer.aliases);
    }
    ok = ok && sr_status_is_ok(status);
  }
  printer.out = out;
  if (ok) {
    sr_aliases_print_definitions(printer.aliases, out);
    ok = sr_print_pass(&printer, op);
  }
  if (ok) {
    // MLIR ends the operation with a newline, then the resource section
    // (`\n{-#...#-}\n`) if any; the tools add a final newline.
    sr_string_builder_append_char(out, '\n');
    sr_print_resources(&printer);
    sr_string_builder_append_char(out, '\n');
  }
  sr_aliases_destroy(printer.aliases);
  if (!sr_status_is_ok(status)) return status;
  if (!ok) {
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                          "out of memory naming values for printing");
  }
  return sr_string_builder_status(out);
}
