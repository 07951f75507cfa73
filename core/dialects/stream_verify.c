// Stream op verifiers: parent constraints and the op-specific invariants of
// IREE's StreamOps.cpp that matter when the program runs.
//
// The generic checks of every spec (format.c: group sizes, fixed types,
// attribute kinds, region counts) have already passed when these run, so
// group ranges can be trusted here.

#include "core/dialects/stream_verify.h"

#include <stdio.h>
#include <string.h>

#include "core/dialects/format.h"
#include "core/ir/verifier.h"
#include "core/print/printer.h"

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

static void sr_type_text(const sr_type_t* type, char* buffer, size_t size) {
  sr_string_builder_t b;
  sr_string_builder_initialize(sr_allocator_system(), &b);
  sr_print_type_to(type, &b);
  snprintf(buffer, size, "%s", b.data ? b.data : "");
  sr_string_builder_deinitialize(&b);
}

// The operands of group |name| of |op|.
typedef struct sr_group_t {
  uint32_t begin;
  uint32_t count;
} sr_group_t;

static sr_group_t sr_operands(const sr_op_t* op, const char* name) {
  sr_group_t group = {0, 0};
  sr_ods_group_range(op, false, name, &group.begin, &group.count);
  return group;
}

static const sr_type_t* sr_operand_type(const sr_op_t* op, uint32_t i) {
  return op->operands[i].value->type;
}

// The op named |name| directly in the body of symbol table |table|.
static const sr_op_t* sr_find_in_table(const sr_op_t* table,
                                       sr_string_view_t name) {
  if (!table || !table->num_regions) return NULL;
  const sr_block_t* block = table->regions[0].first_block;
  for (const sr_op_t* op = block ? block->first_op : NULL; op; op = op->next) {
    const sr_attr_t* sym = sr_op_attr(op, "sym_name");
    if (sym && sym->kind == SR_ATTR_STRING &&
        sr_string_view_equal(sym->string, name)) {
      return op;
    }
  }
  return NULL;
}

// Resolves `@root::@leaf` from |from| (MLIR's lookupNearestSymbolFrom).
static const sr_op_t* sr_resolve_symbol_ref(const sr_op_t* from,
                                            const sr_attr_t* ref) {
  if (!ref || ref->kind != SR_ATTR_SYMBOL_REF) return NULL;
  const sr_op_t* op = sr_lookup_symbol(from, ref->symbol.root);
  for (uint32_t i = 0; op && i < ref->symbol.num_nested; ++i) {
    op = sr_find_in_table(op, ref->symbol.nested[i]);
  }
  return op;
}

//===----------------------------------------------------------------------===//
// Parents
//===----------------------------------------------------------------------===//

static bool sr_name_in_list(sr_string_view_t name, const char* list) {
  const char* p = list;
  while (*p) {
    const char* end = strchr(p, ' ');
    size_t n = end ? (size_t)(end - p) : strlen(p);
    if (n == name.size && !memcmp(p, name.data, n)) return true;
    p += n;
    while (*p == ' ') ++p;
  }
  return false;
}

static sr_status_t sr_verify_parent(sr_context_t* context, const sr_op_t* op) {
  const char* parents = sr__stream_op_parents(op->name);
  if (!parents) return sr_ok_status();
  const sr_op_t* parent = sr_op_parent_op(op);
  if (parent && sr_name_in_list(parent->name, parents)) return sr_ok_status();
  if (!strchr(parents, ' ')) {
    return sr_verify_op_error(context, op, "expects parent op '%s'", parents);
  }
  // MLIR lists ParentOneOf alternatives comma-separated.
  char list[512];
  size_t n = 0;
  for (const char* p = parents; *p && n + 2 < sizeof(list); ++p) {
    if (*p == ' ') {
      list[n++] = ',';
      list[n++] = ' ';
    } else {
      list[n++] = *p;
    }
  }
  list[n] = 0;
  return sr_verify_op_error(context, op,
                            "expects parent op to be one of '%s'", list);
}

//===----------------------------------------------------------------------===//
// Dispatches
//===----------------------------------------------------------------------===//

// The workload must match the explicit arguments of the export's workgroup
// count region when it has one (IREE's verifyDispatchWorkload).
static sr_status_t sr_verify_dispatch_workload(sr_context_t* context,
                                               const sr_op_t* op,
                                               const sr_op_t* export_op) {
  if (!export_op->num_regions || !export_op->regions[0].first_block) {
    return sr_ok_status();
  }
  const sr_block_t* entry = export_op->regions[0].first_block;
  sr_group_t workload = sr_operands(op, "workload");
  if (entry->num_arguments != workload.count) {
    return sr_verify_op_error(context, op,
                              "workload mismatch; entry point expects %u "
                              "arguments but dispatch provides %u",
                              entry->num_arguments, workload.count);
  }
  for (uint32_t i = 0; i < workload.count; ++i) {
    const sr_type_t* expected = entry->arguments[i]->type;
    const sr_type_t* actual = sr_operand_type(op, workload.begin + i);
    if (expected == actual) continue;
    char e[128], a[128];
    sr_type_text(expected, e, sizeof(e));
    sr_type_text(actual, a, sizeof(a));
    return sr_verify_op_error(context, op,
                              "workload operand %u type mismatch; expected "
                              "%s but passed %s",
                              i, e, a);
  }
  return sr_ok_status();
}

// The function an export runs: `function_ref` in the executable's inner
// builtin.module (ExecutableExportOp::lookupFunctionRef).
static const sr_op_t* sr_export_function(const sr_op_t* export_op) {
  const sr_op_t* executable = sr_op_parent_op(export_op);
  if (!executable || !executable->num_regions) return NULL;
  const sr_block_t* body = executable->regions[0].first_block;
  const sr_op_t* inner = NULL;
  for (const sr_op_t* op = body ? body->first_op : NULL; op; op = op->next) {
    if (sr_op_is(op, "builtin.module")) {
      inner = op;
      break;
    }
  }
  const sr_attr_t* ref = sr_op_attr(export_op, "function_ref");
  if (!inner || !ref || ref->kind != SR_ATTR_SYMBOL_REF) return NULL;
  return sr_find_in_table(inner, ref->symbol.root);
}

// The entry points resolve to exports whose workload and (for
// stream.cmd.dispatch) function signature match. Unresolved entry points
// are accepted, as IREE does (tests dispatch to executables they omit);
// the runtime reports them when it cannot run them.
static sr_status_t sr_verify_dispatch(sr_context_t* context,
                                      const sr_op_t* op) {
  const sr_attr_t* entry_points = sr_op_attr(op, "entry_points");
  if (!entry_points || entry_points->kind != SR_ATTR_ARRAY ||
      entry_points->array.count == 0) {
    return sr_verify_op_error(context, op,
                              "at least one entry point must be defined");
  }
  bool is_cmd = sr_op_is(op, "stream.cmd.dispatch");
  for (uint32_t e = 0; e < entry_points->array.count; ++e) {
    const sr_op_t* export_op =
        sr_resolve_symbol_ref(op, entry_points->array.elements[e]);
    if (!export_op || !sr_op_is(export_op, "stream.executable.export")) {
      continue;
    }
    SR_RETURN_IF_ERROR(sr_verify_dispatch_workload(context, op, export_op));
    if (!is_cmd) continue;
    const sr_op_t* func = sr_export_function(export_op);
    const sr_attr_t* type_attr = func ? sr_op_attr(func, "function_type")
                                      : NULL;
    if (!type_attr || type_attr->kind != SR_ATTR_TYPE ||
        type_attr->type_value->kind != SR_TYPE_FUNCTION) {
      continue;
    }
    const sr_type_t* type = type_attr->type_value;
    sr_group_t uniform = sr_operands(op, "uniform_operands");
    sr_group_t resources = sr_operands(op, "resources");
    uint32_t bindings = 0, uniforms = 0;
    const sr_type_t* uniform_types[64];
    for (uint32_t i = 0; i < type->function.num_inputs; ++i) {
      const sr_type_t* input = type->function.inputs[i];
      if (input->kind == SR_TYPE_DIALECT &&
          sr_string_view_equal_cstr(input->dialect.text, "stream.binding")) {
        ++bindings;
      } else {
        if (uniforms < 64) uniform_types[uniforms] = input;
        ++uniforms;
      }
    }
    if (uniform.count != uniforms) {
      return sr_verify_op_error(context, op,
                                "function type mismatch; expected %u uniform "
                                "arguments on exported function, but has %u",
                                uniform.count, uniforms);
    }
    if (resources.count != bindings) {
      return sr_verify_op_error(context, op,
                                "function type mismatch; expected %u binding "
                                "arguments on exported function, but has %u",
                                resources.count, bindings);
    }
    for (uint32_t i = 0; i < uniform.count && i < 64; ++i) {
      const sr_type_t* actual = sr_operand_type(op, uniform.begin + i);
      if (actual == uniform_types[i]) continue;
      char e[128], a[128];
      sr_type_text(actual, e, sizeof(e));
      sr_type_text(uniform_types[i], a, sizeof(a));
      return sr_verify_op_error(context, op,
                                "uniform dispatch argument type mismatch: "
                                "expected %s but got %s",
                                e, a);
    }
  }
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Entry point
//===----------------------------------------------------------------------===//

typedef sr_status_t (*sr_stream_verify_fn_t)(sr_context_t* context,
                                             const sr_op_t* op);

typedef struct sr_stream_verifier_t {
  const char* op;
  sr_stream_verify_fn_t verify;
} sr_stream_verifier_t;

static const sr_stream_verifier_t kVerifiers[] = {
    {"stream.async.dispatch", sr_verify_dispatch},
    {"stream.cmd.dispatch", sr_verify_dispatch},
    {"stream.tensor.dispatch", sr_verify_dispatch},
};

sr_status_t sr__stream_verify(sr_context_t* context, const sr_op_t* op) {
  SR_RETURN_IF_ERROR(sr_verify_parent(context, op));
  for (size_t i = 0; i < sizeof(kVerifiers) / sizeof(kVerifiers[0]); ++i) {
    if (sr_string_view_equal_cstr(op->name, kVerifiers[i].op)) {
      return kVerifiers[i].verify(context, op);
    }
  }
  return sr_ok_status();
}
