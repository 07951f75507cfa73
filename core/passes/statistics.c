// Stream statistics (see statistics.h). The section layout, wording and
// number formats follow DumpStatistics.cpp so that outputs diff cleanly.

#include "core/passes/statistics.h"

#include <inttypes.h>
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/string_builder.h"
#include "core/dialects/op_schema.h"
#include "core/passes/access_ranges.h"
#include "core/passes/op_traits.h"
#include "core/passes/walk.h"
#include "core/print/printer.h"

//===----------------------------------------------------------------------===//
// Storage sizes
//===----------------------------------------------------------------------===//

static int64_t sr_divide_ceil(int64_t a, int64_t b) { return (a + b - 1) / b; }

static int64_t sr_power_of_2_ceil(int64_t value) {
  int64_t result = 1;
  while (result < value) result <<= 1;
  return result;
}

// IREE::Util::getRoundedPhysicalStorageSize: bytes for |count| elements of
// |bits| each, sub-byte and odd widths packed into power-of-two words.
static int64_t sr_rounded_storage_size(int64_t count, int64_t bits) {
  switch (bits) {
    case 1:
      return count;
    case 8:
    case 16:
    case 32:
    case 64:
      return count * bits / 8;
    default:
      break;
  }
  if (bits <= 0) return -1;
  int64_t desired = bits * 2 < 64 ? bits * 2 : 64;
  int64_t physical = sr_power_of_2_ceil(sr_divide_ceil(desired, 8)) * 8;
  int64_t per_word = physical / bits;
  if (per_word == 0) per_word = 1;
  int64_t unaligned = sr_divide_ceil(count, per_word) * physical;
  int64_t aligned = sr_divide_ceil(unaligned, physical) * physical;
  return sr_divide_ceil(aligned, 8);
}

static int64_t sr_shaped_storage_size(const sr_type_t* type) {
  if (!type || !sr_type_is_ranked(type)) return -1;
  int64_t count = sr_type_element_count(type);
  if (count < 0) return -1;
  return sr_rounded_storage_size(count,
                                 sr_type_bit_width(type->shaped.element));
}

// `util.composite<512xi8, [...]>`: the leading byte count.
static int64_t sr_composite_storage_size(sr_string_view_t text) {
  static const char kPrefix[] = "util.composite<";
  if (!sr_string_view_starts_with(text, kPrefix)) return -1;
  int64_t size = 0;
  size_t i = sizeof(kPrefix) - 1;
  if (i >= text.size || text.data[i] < '0' || text.data[i] > '9') return -1;
  for (; i < text.size && text.data[i] >= '0' && text.data[i] <= '9'; ++i) {
    if (size > (INT64_MAX - 9) / 10) return -1;
    size = size * 10 + (text.data[i] - '0');
  }
  return size;
}

int64_t sr_constant_storage_size(const sr_attr_t* value) {
  if (!value) return -1;
  switch (value->kind) {
    case SR_ATTR_STRING:
      return (int64_t)value->string.size;  // IREE counts no NUL terminator
    case SR_ATTR_DENSE_ELEMENTS:
    case SR_ATTR_DENSE_RESOURCE:
      return sr_shaped_storage_size(value->type);
    case SR_ATTR_DIALECT:
      return sr_composite_storage_size(value->text.text);
    default:
      return -1;
  }
}

//===----------------------------------------------------------------------===//
// Usage analysis (IREE's UsageInfo + Statistics::analyze)
//===----------------------------------------------------------------------===//

static bool sr_resource_has_lifetime(const sr_type_t* type, const char* word) {
  if (!type || type->kind != SR_TYPE_DIALECT) return false;
  char expected[48];
  snprintf(expected, sizeof(expected), "stream.resource<%s>", word);
  return sr_string_view_equal_cstr(type->dialect.text, expected);
}

static void sr_count_global(const sr_op_t* op, sr_stream_statistics_t* stats) {
  const sr_attr_t* type = sr_op_attr(op, "type");
  if (!type || type->kind != SR_ATTR_TYPE) return;
  if (sr_resource_has_lifetime(type->type_value, "constant")) {
    ++stats->constant_count;
  } else if (sr_resource_has_lifetime(type->type_value, "variable")) {
    ++stats->variable_count;
  }
}

// Counts what one stream.cmd.execute submits.
static sr_walk_result_t sr_count_command(void* user_data, sr_op_t* op) {
  sr_stream_statistics_t* stats = user_data;
  if (sr_op_is(op, "stream.cmd.fill")) {
    ++stats->fill_count;
  } else if (sr_op_is(op, "stream.cmd.copy")) {
    ++stats->copy_count;
  } else if (sr_op_is(op, "stream.cmd.collective")) {
    ++stats->collective_count;
  } else if (sr_op_is(op, "stream.cmd.dispatch")) {
    ++stats->dispatch_count;
  } else if (sr_op_is(op, "stream.cmd.call")) {
    ++stats->call_count;
  }
  return SR_WALK_ADVANCE;
}

static sr_walk_result_t sr_count_function_op(void* user_data, sr_op_t* op) {
  sr_stream_statistics_t* stats = user_data;
  if (sr_op_is(op, "util.buffer.constant")) {
    int64_t size = sr_constant_storage_size(sr_op_attr(op, "value"));
    if (size > 0) stats->constant_size += size;
  } else if (sr_op_is(op, "stream.resource.alloca")) {
    int64_t size = 0;
    if (op->num_operands > 0 &&
        sr_match_constant_int(sr_op_operand(op, 0), &size)) {
      stats->transient_size += size;
    } else {
      stats->transient_size_dynamic = true;
    }
  } else if (sr_op_is(op, "stream.cmd.execute")) {
    ++stats->submission_count;
    sr_walk_preorder(op, sr_count_command, stats);
    return SR_WALK_SKIP;
  } else if (sr_op_is(op, "stream.timepoint.await")) {
    ++stats->await_count;
  }
  return SR_WALK_ADVANCE;
}

static bool sr_is_executable_op(const sr_op_t* op) {
  return sr_pass_op_has(op, SR_PASS_TRAIT_OBJECT_LIKE);
}

// Phase counts: ops outside executables by trait, ops inside them in bulk.
static sr_walk_result_t sr_count_phase_op(void* user_data, sr_op_t* op) {
  sr_stream_statistics_t* stats = user_data;
  if (sr_op_is(op, "builtin.module") && !op->parent) return SR_WALK_ADVANCE;
  sr_pass_traits_t traits = sr_pass_op_traits(op);
  if (traits & SR_PASS_TRAIT_TENSOR_PHASE) {
    ++stats->tensor_phase_ops;
  } else if (traits & SR_PASS_TRAIT_ASYNC_PHASE) {
    ++stats->async_phase_ops;
  } else if (traits & SR_PASS_TRAIT_CMD_PHASE) {
    ++stats->cmd_phase_ops;
  } else if (sr_string_view_equal_cstr(sr_op_dialect(op), "stream")) {
    ++stats->other_stream_ops;
  } else {
    ++stats->non_stream_ops;
  }
  return sr_is_executable_op(op) ? SR_WALK_SKIP : SR_WALK_ADVANCE;
}

static sr_walk_result_t sr_count_any_op(void* user_data, sr_op_t* op) {
  ++*(uint32_t*)user_data;
  return SR_WALK_ADVANCE;
}

static sr_walk_result_t sr_count_executable_bodies(void* user_data,
                                                   sr_op_t* op) {
  if (!sr_is_executable_op(op)) return SR_WALK_ADVANCE;
  uint32_t* count = user_data;
  uint32_t nested = 0;
  sr_walk_preorder(op, sr_count_any_op, &nested);
  *count += nested - 1;  // the executable itself was counted as a host op
  return SR_WALK_SKIP;
}

void sr_stream_statistics_compute(const sr_op_t* module,
                                  sr_stream_statistics_t* out_statistics) {
  sr_stream_statistics_t* stats = out_statistics;
  memset(stats, 0, sizeof(*stats));
  if (module->num_regions == 0) return;
  for (const sr_block_t* block = module->regions[0].first_block; block;
       block = block->next) {
    for (sr_op_t* op = block->first_op; op; op = op->next) {
      if (sr_op_is(op, "util.global")) {
        sr_count_global(op, stats);
      } else if (sr_op_is(op, "stream.executable")) {
        ++stats->executable_count;
      } else if (sr_pass_op_has(op, SR_PASS_TRAIT_FUNCTION)) {
        sr_walk_preorder(op, sr_count_function_op, stats);
      }
    }
  }
  sr_walk_preorder((sr_op_t*)module, sr_count_phase_op, stats);
  sr_walk_preorder((sr_op_t*)module, sr_count_executable_bodies,
                   &stats->executable_body_ops);
}

//===----------------------------------------------------------------------===//
// Pretty printing
//===----------------------------------------------------------------------===//

static const char kSectionRule[] =
    "//============================================================"
    "================//\n";
static const char kItemRule[] =
    "//------------------------------------------------------------"
    "----------------//\n";

static void sr_print_section(FILE* stream, const char* title) {
  fprintf(stream, "%s// %s\n%s", kSectionRule, title, kSectionRule);
}

static void sr_print_item_header(FILE* stream, const char* title) {
  fprintf(stream, "%s// %s\n%s", kItemRule, title, kItemRule);
}

static sr_string_view_t sr_symbol_name(const sr_op_t* op) {
  const sr_attr_t* name = sr_op_attr(op, "sym_name");
  if (name && name->kind == SR_ATTR_STRING) return name->string;
  return sr_make_string_view(NULL, 0);
}

// `builtin.module > util.func @main > stream.cmd.execute`.
static void sr_print_breadcrumb(FILE* stream, const sr_op_t* op) {
  const sr_op_t* parent = sr_op_parent_op(op);
  if (parent) {
    sr_print_breadcrumb(stream, parent);
    fputs(" > ", stream);
  }
  fprintf(stream, "%.*s", (int)op->name.size, op->name.data);
  sr_string_view_t name = sr_symbol_name(op);
  if (name.data) fprintf(stream, " @%.*s", (int)name.size, name.data);
}

// formatv("{:F2}") of `bytes / (1024 * 1024.0f)`: computed in float as IREE
// does, so that the rounding matches.
static void sr_print_size(FILE* stream, bool dynamic, int64_t bytes) {
  float mib = (float)bytes / (1 * 1024 * 1024.0f);
  fprintf(stream, "%s%" PRId64 " B (%.2f MiB)\n", dynamic ? "minimum " : "",
          bytes, (double)mib);
}

// IREE prints `(int)roundf((1 - executables / (float)dispatches) * 100)`;
// with no dispatches that converts an infinity or NaN to int, which x86
// turns into INT_MIN (the text IREE prints). C leaves it undefined, so the
// value is spelled out.
static int sr_reuse_percent(uint32_t executables, uint32_t dispatches) {
  float reuse = (1.0f - ((float)executables / (float)dispatches)) * 100.0f;
  if (!isfinite(reuse)) return INT_MIN;
  float rounded = roundf(reuse);
  if (rounded < (float)INT_MIN || rounded >= -(float)INT_MIN) return INT_MIN;
  return (int)rounded;
}

static void sr_print_aggregate(FILE* stream,
                               const sr_stream_statistics_t* stats) {
  sr_print_section(stream, "Aggregate Statistics (static, whole-program)");
  fputs("//\n", stream);
  fprintf(stream, "//   Constants: %u, estimated storage of ",
          stats->constant_count);
  sr_print_size(stream, false, stats->constant_size);
  fprintf(stream, "//   Variables: %u, (TBD) ", stats->variable_count);
  sr_print_size(stream, false, stats->variable_size);
  fprintf(stream, "//  D->H Syncs: %u\n", stats->await_count);
  fprintf(stream, "// Submissions: %u, using cumulative ",
          stats->submission_count);
  sr_print_size(stream, stats->transient_size_dynamic, stats->transient_size);
  fprintf(stream, "//   DMA Fills: %u\n", stats->fill_count);
  fprintf(stream, "//  DMA Copies: %u\n", stats->copy_count);
  fprintf(stream, "// Collectives: %u\n", stats->collective_count);
  fprintf(stream, "//  Dispatches: %u\n", stats->dispatch_count);
  fprintf(stream, "// Async Calls: %u\n", stats->call_count);
  fprintf(stream, "// Executables: %u, %d%% reuse\n", stats->executable_count,
          sr_reuse_percent(stats->executable_count, stats->dispatch_count));
  fputs("//\n", stream);
}

static void sr_print_todo_section(FILE* stream, const char* title) {
  sr_print_section(stream, title);
  fputs("//\n// TODO\n//\n", stream);
}

// The stream.cmd.execute ops of the module's functions, in walk order.
typedef struct sr_execute_visit_t {
  FILE* stream;
  bool csv;
} sr_execute_visit_t;

static void sr_print_stream_item(FILE* stream, const sr_op_t* execute) {
  const sr_op_t* function = sr_op_parent_op(execute);
  while (function && !sr_pass_op_has(function, SR_PASS_TRAIT_FUNCTION)) {
    function = sr_op_parent_op(function);
  }
  char title[256];
  snprintf(title, sizeof(title), "stream.cmd.execute %.*s",
           function ? (int)function->name.size : 0,
           function ? function->name.data : "");
  sr_print_item_header(stream, title);
  fputs("// ", stream);
  sr_print_breadcrumb(stream, execute);
  fputs("\n//\n// TODO\n//\n", stream);
}

static void sr_print_csv_execute(FILE* stream, const sr_op_t* execute);

static sr_walk_result_t sr_visit_execute(void* user_data, sr_op_t* op) {
  sr_execute_visit_t* visit = user_data;
  if (!sr_op_is(op, "stream.cmd.execute")) return SR_WALK_ADVANCE;
  if (visit->csv) {
    sr_print_csv_execute(visit->stream, op);
  } else {
    sr_print_stream_item(visit->stream, op);
  }
  return SR_WALK_SKIP;
}

static void sr_for_each_execute(const sr_op_t* module, FILE* stream, bool csv) {
  sr_execute_visit_t visit = {stream, csv};
  if (module->num_regions == 0) return;
  for (const sr_block_t* block = module->regions[0].first_block; block;
       block = block->next) {
    for (sr_op_t* op = block->first_op; op; op = op->next) {
      if (sr_pass_op_has(op, SR_PASS_TRAIT_FUNCTION)) {
        sr_walk_preorder(op, sr_visit_execute, &visit);
      }
    }
  }
}

// The function an export runs: `function_ref` (default: the export's own
// name) in the executable's inner module.
static const sr_op_t* sr_export_function(const sr_op_t* executable,
                                         const sr_op_t* export_op) {
  const sr_attr_t* ref = sr_op_attr(export_op, "function_ref");
  sr_string_view_t name = ref && ref->kind == SR_ATTR_SYMBOL_REF
                              ? ref->symbol.root
                              : sr_symbol_name(export_op);
  const sr_op_t* inner = executable->regions[0].first_block
                             ? executable->regions[0].first_block->first_op
                             : NULL;
  for (; inner; inner = inner->next) {
    if (!sr_op_is(inner, "builtin.module") || inner->num_regions == 0) continue;
    for (const sr_block_t* block = inner->regions[0].first_block; block;
         block = block->next) {
      for (const sr_op_t* op = block->first_op; op; op = op->next) {
        if (sr_string_view_equal(sr_symbol_name(op), name)) return op;
      }
    }
  }
  return NULL;
}

static void sr_print_executable(FILE* stream, const sr_op_t* executable) {
  if (executable->num_regions == 0) return;
  sr_string_view_t name = sr_symbol_name(executable);
  for (const sr_block_t* block = executable->regions[0].first_block; block;
       block = block->next) {
    for (const sr_op_t* op = block->first_op; op; op = op->next) {
      if (!sr_op_is(op, "stream.executable.export")) continue;
      sr_string_view_t export_name = sr_symbol_name(op);
      char title[512];
      snprintf(title, sizeof(title), "stream.executable.export @%.*s::@%.*s",
               (int)name.size, name.data ? name.data : "",
               (int)export_name.size, export_name.data ? export_name.data : "");
      sr_print_item_header(stream, title);
      fputs("// ", stream);
      const sr_op_t* function = sr_export_function(executable, op);
      if (function) sr_print_breadcrumb(stream, function);
      fputs("\n//\n// TODO\n", stream);
    }
  }
}

// Op counts by name (sorted), for the verbose section.
static int sr_compare_names(const void* a, const void* b) {
  const sr_string_view_t* x = a;
  const sr_string_view_t* y = b;
  size_t common = x->size < y->size ? x->size : y->size;
  int order = memcmp(x->data, y->data, common);
  return order ? order : (x->size > y->size) - (x->size < y->size);
}

typedef struct sr_name_list_t {
  sr_string_view_t* names;
  size_t count;
  size_t capacity;
  sr_allocator_t allocator;
  bool failed;
} sr_name_list_t;

static sr_walk_result_t sr_collect_name(void* user_data, sr_op_t* op) {
  sr_name_list_t* list = user_data;
  if (sr_op_is(op, "builtin.module") && !op->parent) return SR_WALK_ADVANCE;
  if (list->count == list->capacity) {
    size_t capacity = list->capacity ? list->capacity * 2 : 256;
    void* grown = list->names;
    sr_status_t status = sr_allocator_realloc(
        list->allocator, capacity * sizeof(sr_string_view_t), &grown);
    if (status) {
      sr_status_ignore(status);
      list->failed = true;
      return SR_WALK_INTERRUPT;
    }
    list->names = grown;
    list->capacity = capacity;
  }
  list->names[list->count++] = op->name;
  return sr_is_executable_op(op) ? SR_WALK_SKIP : SR_WALK_ADVANCE;
}

static sr_status_t sr_print_op_counts(FILE* stream, const sr_op_t* module,
                                      const sr_stream_statistics_t* stats,
                                      sr_allocator_t allocator) {
  sr_print_section(stream, "Op Counts (streamref; outside executables)");
  fputs("//\n", stream);
  const struct {
    const char* label;
    uint32_t count;
  } rows[] = {
      {"Tensor phase", stats->tensor_phase_ops},
      {"Async phase", stats->async_phase_ops},
      {"Cmd phase", stats->cmd_phase_ops},
      {"Other stream", stats->other_stream_ops},
      {"Non-stream", stats->non_stream_ops},
      {"In executables", stats->executable_body_ops},
  };
  for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); ++i) {
    fprintf(stream, "// %14s: %u\n", rows[i].label, rows[i].count);
  }
  fputs("//\n", stream);
  sr_name_list_t list = {.allocator = allocator};
  sr_walk_preorder((sr_op_t*)module, sr_collect_name, &list);
  if (list.failed) {
    sr_allocator_free(allocator, list.names);
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                          "out of memory counting ops");
  }
  if (list.count) {
    qsort(list.names, list.count, sizeof(list.names[0]), sr_compare_names);
  }
  for (size_t i = 0; i < list.count;) {
    size_t j = i + 1;
    while (j < list.count &&
           sr_string_view_equal(list.names[i], list.names[j])) {
      ++j;
    }
    fprintf(stream, "// %8zu %.*s\n", j - i, (int)list.names[i].size,
            list.names[i].data);
    i = j;
  }
  fputs("//\n", stream);
  sr_allocator_free(allocator, list.names);
  return sr_ok_status();
}

static sr_status_t sr_print_pretty(FILE* stream, const sr_op_t* module,
                                   const sr_stream_statistics_t* stats,
                                   bool verbose, sr_allocator_t allocator) {
  sr_print_aggregate(stream, stats);
  sr_print_todo_section(stream, "Constants / Variables");
  sr_print_todo_section(stream, "Synchronization");
  sr_print_todo_section(stream, "Streams");
  sr_for_each_execute(module, stream, false);
  sr_print_todo_section(stream, "Executables");
  if (module->num_regions && module->regions[0].first_block) {
    for (const sr_block_t* block = module->regions[0].first_block; block;
         block = block->next) {
      for (const sr_op_t* op = block->first_op; op; op = op->next) {
        if (!sr_op_is(op, "stream.executable")) continue;
        sr_print_executable(stream, op);
        fputs("//\n", stream);
      }
    }
  }
  if (!verbose) return sr_ok_status();
  return sr_print_op_counts(stream, module, stats, allocator);
}

//===----------------------------------------------------------------------===//
// CSV
//===----------------------------------------------------------------------===//

// APInt-like printing of a constant operand: IREE prints the matched value,
// or an unset APInt (0) when the operand is not constant.
static int64_t sr_constant_or_zero(const sr_value_t* value) {
  int64_t result = 0;
  return sr_match_constant_int(value, &result) ? result : 0;
}

static void sr_print_csv_dispatch(FILE* stream, int depth, const sr_op_t* op) {
  uint32_t begin = 0, count = 0;
  sr_op_group_by_name(op, false, "workload", &begin, &count);
  int64_t invocations = 1;
  sr_string_builder_t workload;
  sr_string_builder_initialize(sr_allocator_system(), &workload);
  for (uint32_t i = 0; i < count; ++i) {
    if (i) sr_string_builder_append_char(&workload, ';');
    int64_t dim = 0;
    if (sr_match_constant_int(sr_op_operand(op, begin + i), &dim)) {
      sr_string_builder_appendf(&workload, "%" PRId64, dim);
      invocations = (int64_t)((uint64_t)invocations * (uint64_t)dim);
    } else {
      sr_string_builder_append_char(&workload, '?');
    }
  }
  sr_string_builder_t entry;
  sr_string_builder_initialize(sr_allocator_system(), &entry);
  const sr_attr_t* entry_points = sr_op_attr(op, "entry_points");
  if (entry_points && entry_points->kind == SR_ATTR_ARRAY &&
      entry_points->array.count) {
    sr_print_attr_to(entry_points->array.elements[0], &entry);
  } else if (entry_points) {
    sr_print_attr_to(entry_points, &entry);
  }
  uint32_t uniform_begin = 0, uniform_count = 0;
  uint32_t resources_begin = 0, resources_count = 0;
  sr_op_group_by_name(op, false, "uniform_operands", &uniform_begin,
                      &uniform_count);
  sr_op_group_by_name(op, false, "resources", &resources_begin,
                      &resources_count);
  fprintf(stream, "%d,\"dispatch\",\"%s\",,%" PRId64 ",\"%s\",%u,%u\n", depth,
          sr_string_builder_cstr(&entry), invocations,
          sr_string_builder_cstr(&workload), uniform_count, resources_count);
  sr_string_builder_deinitialize(&entry);
  sr_string_builder_deinitialize(&workload);
}

static void sr_print_csv_rows(FILE* stream, int depth, const sr_op_t* parent) {
  if (parent->num_regions == 0 || !parent->regions[0].first_block) return;
  for (const sr_op_t* op = parent->regions[0].first_block->first_op; op;
       op = op->next) {
    if (sr_op_is(op, "stream.cmd.serial") ||
        sr_op_is(op, "stream.cmd.concurrent")) {
      sr_print_csv_rows(stream, depth + 1, op);
    } else if (sr_op_is(op, "stream.cmd.fill")) {
      uint32_t begin = 0, count = 0;
      sr_op_group_by_name(op, false, "target_length", &begin, &count);
      fprintf(stream, "%d,\"fill\",,%" PRId64 ",,,,\n", depth,
              count ? sr_constant_or_zero(sr_op_operand(op, begin)) : 0);
    } else if (sr_op_is(op, "stream.cmd.copy")) {
      uint32_t begin = 0, count = 0;
      sr_op_group_by_name(op, false, "length", &begin, &count);
      fprintf(stream, "%d,\"copy\",,%" PRId64 ",,,,\n", depth,
              count ? sr_constant_or_zero(sr_op_operand(op, begin)) : 0);
    } else if (sr_op_is(op, "stream.cmd.dispatch")) {
      sr_print_csv_dispatch(stream, depth, op);
    }
  }
}

static void sr_print_csv_execute(FILE* stream, const sr_op_t* execute) {
  fputs("; ", stream);
  sr_print_breadcrumb(stream, execute);
  fputs(
      "\n\"Depth\",\"Command\",\"Symbol\",\"Length\",\"Invocations\","
      "\"Workload\",\"Operands\",\"Resources\"\n",
      stream);
  sr_print_csv_rows(stream, 0, execute);
  fputs("\n", stream);
}

static void sr_print_csv(FILE* stream, const sr_op_t* module,
                         const sr_stream_statistics_t* stats) {
  fputs(";\n; Aggregate Statistics (static, whole-program)\n;\n\n", stream);
  fputs(
      "\"Constants\",\"Constant Size\",\"Variables\",\"Variable Size\","
      "\"Awaits\",\"Submissions\",\"Transient Size\",\"Fills\",\"Copies\","
      "\"Dispatches\",\"Async Calls\",\"Executables\"\n",
      stream);
  fprintf(stream,
          "%u,%" PRId64 ",%u,%" PRId64 ",%u,%u,%" PRId64 ",%u,%u,%u,%u,%u\n\n",
          stats->constant_count, stats->constant_size, stats->variable_count,
          stats->variable_size, stats->await_count, stats->submission_count,
          stats->transient_size, stats->fill_count, stats->copy_count,
          stats->dispatch_count, stats->call_count, stats->executable_count);
  fputs(";\n; Execution\n;\n\n", stream);
  sr_for_each_execute(module, stream, true);
}

sr_status_t sr_dump_statistics(const sr_op_t* module,
                               sr_statistics_format_t format,
                               sr_allocator_t allocator, FILE* stream) {
  sr_stream_statistics_t stats;
  sr_stream_statistics_compute(module, &stats);
  if (format == SR_STATISTICS_FORMAT_CSV) {
    sr_print_csv(stream, module, &stats);
    return sr_ok_status();
  }
  return sr_print_pretty(stream, module, &stats,
                         format == SR_STATISTICS_FORMAT_VERBOSE, allocator);
}
