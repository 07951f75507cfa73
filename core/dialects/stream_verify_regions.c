// Stream verifiers that look beyond the op itself: execution regions (what
// they may contain, what they capture, what they yield), dispatches against
// the exports they name, calls against their callees, and tied operands.

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/dialects/op_schema.h"
#include "core/dialects/stream_verify.h"
#include "core/ir/verifier.h"

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

static uint32_t sr_count_resources(sr__stream_values_t values) {
  uint32_t count = 0;
  for (uint32_t i = 0; i < values.count; ++i) {
    count += sr__stream_is_resource(sr__stream_value(values, i)->type);
  }
  return count;
}

static uint32_t sr_array_count(const sr_op_t* op, const char* name) {
  const sr_attr_t* attr = sr_op_attr(op, name);
  return attr && attr->kind == SR_ATTR_ARRAY ? attr->array.count : 0;
}

// The name of the flat symbol reference attribute |name| of |op|.
static sr_string_view_t sr_callee_name(const sr_op_t* op, const char* name) {
  const sr_attr_t* ref = sr_op_attr(op, name);
  if (!ref || ref->kind != SR_ATTR_SYMBOL_REF) {
    return sr_make_string_view(NULL, 0);
  }
  return ref->symbol.root;
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
// Tied operands
//===----------------------------------------------------------------------===//

// IREE itself only checks the count (and, for stream.tensor.dispatch, the
// range through the encodings). A tie out of range or onto a value of
// another kind would make the executor alias a result with nothing it can
// hold, so both are checked here; IREE never prints such ties.
sr_status_t sr__stream_verify_tied_operands(sr_context_t* context,
                                            const sr_op_t* op,
                                            const char* operand_group,
                                            const char* result_group) {
  const sr_attr_t* tied = sr_op_attr(op, "tied_operands");
  if (!tied || tied->kind != SR_ATTR_ARRAY) return sr_ok_status();
  sr__stream_values_t operands = sr__stream_operands_named(op, operand_group);
  sr__stream_values_t results = sr__stream_results_named(op, result_group);
  if (tied->array.count > results.count) {
    // emitError, not emitOpError: no op name in front.
    return sr_context_make_status_at(context, op->pos,
                                     SR_STATUS_INVALID_ARGUMENT,
                                     "op results/tied operand indices "
                                     "mismatch");
  }
  for (uint32_t i = 0; i < tied->array.count; ++i) {
    const sr_attr_t* element = tied->array.elements[i];
    if (element->kind != SR_ATTR_INTEGER) {
      return sr_verify_op_error(context, op,
                                "tied operand %u is not an integer", i);
    }
    int64_t index = sr_attr_int_value(element);
    if (index == -1) continue;
    if (index < 0 || index >= (int64_t)operands.count) {
      return sr_verify_op_error(context, op,
                                "result %u is tied to operand %lld, out of "
                                "range of the %u tiable operand(s)",
                                i, (long long)index, operands.count);
    }
    const sr_type_t* operand =
        sr__stream_value(operands, (uint32_t)index)->type;
    const sr_type_t* result = sr__stream_value(results, i)->type;
    // Resources alias whatever their lifetimes; anything else must match.
    if (operand == result ||
        (sr__stream_is_resource(operand) && sr__stream_is_resource(result))) {
      continue;
    }
    char o[256], r[256];
    sr__stream_type_text(operand, o, sizeof(o));
    sr__stream_type_text(result, r, sizeof(r));
    return sr_verify_op_error(context, op,
                              "result %u of type '%s' is tied to operand "
                              "%lld of type '%s'",
                              i, r, (long long)index, o);
  }
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Dispatch entry points
//===----------------------------------------------------------------------===//

// MLIR's diagnostics quote types.
static sr_status_t sr_type_mismatch(sr_context_t* context, const sr_op_t* op,
                                    const char* format, const sr_type_t* first,
                                    const sr_type_t* second) {
  char a[256], b[256];
  sr__stream_type_text(first, a, sizeof(a));
  sr__stream_type_text(second, b, sizeof(b));
  return sr_verify_op_error(context, op, format, a, b);
}

// The workload must match the explicit arguments of the export's workgroup
// count region when it has one (IREE's verifyDispatchWorkload). Devices are
// captured implicitly and are not part of the workload.
static sr_status_t sr_verify_dispatch_workload(sr_context_t* context,
                                               const sr_op_t* op,
                                               const sr_op_t* export_op) {
  if (!export_op->num_regions || !export_op->regions[0].first_block) {
    return sr_ok_status();
  }
  const sr_block_t* entry = export_op->regions[0].first_block;
  const sr_type_t* explicit_types[64];
  uint32_t explicit_count = 0;
  for (uint32_t i = 0; i < entry->num_arguments; ++i) {
    const sr_type_t* type = entry->arguments[i]->type;
    if (sr_type_is_dialect(type, "hal.device")) continue;
    if (explicit_count < 64) explicit_types[explicit_count] = type;
    ++explicit_count;
  }
  sr__stream_values_t workload = sr__stream_operands_named(op, "workload");
  if (explicit_count != workload.count) {
    return sr_verify_op_error(context, op,
                              "workload mismatch; entry point expects %u "
                              "arguments but dispatch provides %u",
                              explicit_count, workload.count);
  }
  for (uint32_t i = 0; i < workload.count && i < 64; ++i) {
    const sr_type_t* actual = sr__stream_value(workload, i)->type;
    if (explicit_types[i] == actual) continue;
    char format[128];
    snprintf(format, sizeof(format),
             "workload operand %u type mismatch; expected '%%s' but passed "
             "'%%s'",
             i);
    return sr_type_mismatch(context, op, format, explicit_types[i], actual);
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

// stream.cmd.dispatch passes its uniform operands and its resources (as
// bindings) to the exported function: the counts and uniform types match.
static sr_status_t sr_verify_dispatch_function(sr_context_t* context,
                                               const sr_op_t* op,
                                               const sr_type_t* type) {
  sr__stream_values_t uniform =
      sr__stream_operands_named(op, "uniform_operands");
  sr__stream_values_t resources = sr__stream_operands_named(op, "resources");
  uint32_t bindings = 0, uniforms = 0;
  const sr_type_t* uniform_types[64];
  for (uint32_t i = 0; i < type->function.num_inputs; ++i) {
    const sr_type_t* input = type->function.inputs[i];
    if (sr_type_is_dialect(input, "stream.binding")) {
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
    const sr_type_t* actual = sr__stream_value(uniform, i)->type;
    if (actual == uniform_types[i]) continue;
    return sr_type_mismatch(context, op,
                            "uniform dispatch argument type mismatch: "
                            "expected '%s' but got '%s'",
                            actual, uniform_types[i]);
  }
  return sr_ok_status();
}

// The entry points resolve to exports whose workload and (for
// stream.cmd.dispatch) function signature match. As in IREE, the first
// entry point that does not resolve ends the checks (tests dispatch to
// executables they omit); the runtime reports them when it cannot run them.
static sr_status_t sr_verify_entry_points(sr_context_t* context,
                                          const sr_op_t* op,
                                          bool check_function) {
  const sr_attr_t* entry_points = sr_op_attr(op, "entry_points");
  if (!entry_points || entry_points->kind != SR_ATTR_ARRAY ||
      entry_points->array.count == 0) {
    return sr_verify_op_error(context, op,
                              "at least one entry point must be defined");
  }
  for (uint32_t e = 0; e < entry_points->array.count; ++e) {
    const sr_op_t* export_op =
        sr_resolve_symbol_ref(op, entry_points->array.elements[e]);
    if (!export_op || !sr_op_is(export_op, "stream.executable.export")) {
      return sr_ok_status();
    }
    SR_RETURN_IF_ERROR(sr_verify_dispatch_workload(context, op, export_op));
    if (!check_function) continue;
    const sr_op_t* func = sr_export_function(export_op);
    const sr_attr_t* type = func ? sr_op_attr(func, "function_type") : NULL;
    if (!type || type->kind != SR_ATTR_TYPE ||
        type->type_value->kind != SR_TYPE_FUNCTION) {
      return sr_ok_status();
    }
    SR_RETURN_IF_ERROR(
        sr_verify_dispatch_function(context, op, type->type_value));
  }
  return sr_ok_status();
}

sr_status_t sr__stream_verify_dispatch_symbols(sr_context_t* context,
                                               const sr_op_t* op) {
  return sr_verify_entry_points(context, op, false);
}

//===----------------------------------------------------------------------===//
// Dispatches and calls
//===----------------------------------------------------------------------===//

// Each resource among |operands| has an offset, an end and a length (async
// ops) or an offset and a length (|ends| NULL: stream.cmd.call).
static sr_status_t sr_verify_resource_ranges(sr_context_t* context,
                                             const sr_op_t* op,
                                             const char* ends) {
  uint32_t required =
      sr_count_resources(sr__stream_operands_named(op, "resource_operands"));
  uint32_t present =
      sr__stream_operands_named(op, "resource_operand_offsets").count;
  uint32_t lengths =
      sr__stream_operands_named(op, "resource_operand_lengths").count;
  if (ends && (sr__stream_operands_named(op, ends).count != present ||
               lengths != present)) {
    return sr_verify_op_error(context, op,
                              "mismatch on resource range offsets/ends/"
                              "lengths; counts must match");
  }
  if (!ends && lengths != present) {
    return sr_verify_op_error(context, op,
                              "mismatch on resource range offsets/lengths; "
                              "counts must match");
  }
  if (present != required) {
    return sr_verify_op_error(context, op,
                              "expects %u resource range operand sets but %u "
                              "are present",
                              required, present);
  }
  return sr_ok_status();
}

sr_status_t sr__stream_verify_async_dispatch(sr_context_t* context,
                                             const sr_op_t* op) {
  SR_RETURN_IF_ERROR(
      sr_verify_resource_ranges(context, op, "resource_operand_ends"));
  SR_RETURN_IF_ERROR(sr__stream_verify_tied_operands(
      context, op, "resource_operands", "results"));
  return sr_verify_entry_points(context, op, false);
}

sr_status_t sr__stream_verify_cmd_dispatch(sr_context_t* context,
                                           const sr_op_t* op) {
  uint32_t n = sr__stream_operands(op, SR_STREAM_CMD_DISPATCH_RESOURCES).count;
  if (sr__stream_operands(op, SR_STREAM_CMD_DISPATCH_RESOURCE_SIZES).count !=
          n ||
      sr__stream_operands(op, SR_STREAM_CMD_DISPATCH_RESOURCE_OFFSETS).count !=
          n ||
      sr__stream_operands(op, SR_STREAM_CMD_DISPATCH_RESOURCE_LENGTHS).count !=
          n ||
      sr_array_count(op, "resource_accesses") != n) {
    return sr_verify_op_error(context, op,
                              "dispatch with %u resources has mismatched "
                              "associated ranges",
                              n);
  }
  // IREE reads any keyword as an access and stores 0 for an unknown one,
  // which then prints as nothing and no longer parses; we require one of
  // the three (stricter than iree-opt, which accepts such text).
  const sr_attr_t* accesses = sr_op_attr(op, "resource_accesses");
  for (uint32_t i = 0; i < n; ++i) {
    const sr_attr_t* access = accesses->array.elements[i];
    int64_t bits =
        access->kind == SR_ATTR_INTEGER ? sr_attr_int_value(access) : 0;
    if (bits < 1 || bits > 3) {
      return sr_verify_op_error(context, op,
                                "resource %u access must be ro, wo or rw", i);
    }
  }
  return sr_verify_entry_points(context, op, true);
}

// Appends `(a, b) -> c` (MLIR's FunctionType spelling) for the types of
// |inputs| and |results| to |buffer|.
static void sr_call_type_text(sr__stream_values_t inputs,
                              sr__stream_values_t results, char* buffer,
                              size_t size) {
  size_t n = 0;
  char type[256];
  n += (size_t)snprintf(buffer + n, size - n, "(");
  for (uint32_t i = 0; i < inputs.count && n < size; ++i) {
    sr__stream_type_text(sr__stream_value(inputs, i)->type, type, sizeof(type));
    n += (size_t)snprintf(buffer + n, size - n, "%s%s", i ? ", " : "", type);
  }
  bool wrap = results.count != 1 ||
              sr__stream_value(results, 0)->type->kind == SR_TYPE_FUNCTION;
  if (n < size) {
    n += (size_t)snprintf(buffer + n, size - n, ") -> %s", wrap ? "(" : "");
  }
  for (uint32_t i = 0; i < results.count && n < size; ++i) {
    sr__stream_type_text(sr__stream_value(results, i)->type, type,
                         sizeof(type));
    n += (size_t)snprintf(buffer + n, size - n, "%s%s", i ? ", " : "", type);
  }
  if (wrap && n < size) snprintf(buffer + n, size - n, ")");
}

// An async.func argument or result of unknown lifetime (`*`) takes any
// resource; otherwise the types are the same.
static bool sr_call_types_compatible(const sr_type_t* callee,
                                     const sr_type_t* call) {
  if (callee == call) return true;
  return sr_type_is_dialect(callee, "stream.resource") &&
         sr__stream_is_resource(call) &&
         sr_string_view_equal_cstr(callee->dialect.text, "stream.resource<*>");
}

// The callee is a stream.async.func whose signature the call matches.
static sr_status_t sr_verify_async_callee(sr_context_t* context,
                                          const sr_op_t* op) {
  sr_string_view_t name = sr_callee_name(op, "callee");
  const sr_op_t* callee = sr_lookup_symbol(op, name);
  const sr_attr_t* type_attr = callee && sr_op_is(callee, "stream.async.func")
                                   ? sr_op_attr(callee, "function_type")
                                   : NULL;
  if (!type_attr || type_attr->kind != SR_ATTR_TYPE ||
      type_attr->type_value->kind != SR_TYPE_FUNCTION) {
    return sr_verify_op_error(context, op, "undefined external call: %.*s",
                              (int)name.size, name.data);
  }
  const sr_type_t* type = type_attr->type_value;
  sr__stream_values_t inputs =
      sr__stream_operands_named(op, "resource_operands");
  sr__stream_values_t results = sr__stream_results_named(op, "results");
  if (type->function.num_inputs != inputs.count ||
      type->function.num_results != results.count) {
    char expected[512], actual[512];
    sr_call_type_text(inputs, results, expected, sizeof(expected));
    sr__stream_type_text(type, actual, sizeof(actual));
    return sr_verify_op_error(context, op,
                              "function type mismatch; expected '%s' but "
                              "callee is '%s'",
                              expected, actual);
  }
  for (uint32_t i = 0; i < inputs.count; ++i) {
    const sr_type_t* expected = sr__stream_value(inputs, i)->type;
    if (sr_call_types_compatible(type->function.inputs[i], expected)) continue;
    return sr_type_mismatch(context, op,
                            "function argument type mismatch; expected '%s' "
                            "but callee provides '%s'",
                            expected, type->function.inputs[i]);
  }
  for (uint32_t i = 0; i < results.count; ++i) {
    const sr_type_t* expected = sr__stream_value(results, i)->type;
    if (sr_call_types_compatible(type->function.results[i], expected)) {
      continue;
    }
    return sr_type_mismatch(context, op,
                            "function result type mismatch; expected '%s' "
                            "but callee provides '%s'",
                            expected, type->function.results[i]);
  }
  return sr_ok_status();
}

sr_status_t sr__stream_verify_async_call(sr_context_t* context,
                                         const sr_op_t* op) {
  SR_RETURN_IF_ERROR(
      sr_verify_resource_ranges(context, op, "resource_operand_ends"));
  sr__stream_values_t results =
      sr__stream_results(op, SR_STREAM_ASYNC_CALL_RESULTS);
  if (sr_count_resources(results) != results.count) {
    return sr_verify_op_error(context, op,
                              "non-resource return values are not yet "
                              "supported on async calls");
  }
  SR_RETURN_IF_ERROR(sr__stream_verify_tied_operands(
      context, op, "resource_operands", "results"));
  return sr_verify_async_callee(context, op);
}

sr_status_t sr__stream_verify_cmd_call(sr_context_t* context,
                                       const sr_op_t* op) {
  SR_RETURN_IF_ERROR(sr_verify_resource_ranges(context, op, NULL));
  uint32_t resources = sr_count_resources(
      sr__stream_operands(op, SR_STREAM_CMD_CALL_RESOURCE_OPERANDS));
  uint32_t accesses = sr_array_count(op, "resource_operand_accesses");
  if (accesses != resources) {
    return sr_verify_op_error(context, op,
                              "expects %u resource access specifiers but %u "
                              "are present",
                              resources, accesses);
  }
  SR_RETURN_IF_ERROR(sr__stream_verify_tied_operands(
      context, op, "resource_operands", "results"));
  // Any symbol will do: IREE does not check the callee's signature yet.
  sr_string_view_t name = sr_callee_name(op, "callee");
  if (!sr_lookup_symbol(op, name)) {
    return sr_verify_op_error(context, op, "undefined external call: %.*s",
                              (int)name.size, name.data);
  }
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Execution regions
//===----------------------------------------------------------------------===//

static const char kCapturedError[] =
    "used resource not listed in explicit captures (or produced internally)";

// IREE's verifyAllResourcesCaptured: the ops of the region's first block
// use only resources that are its arguments or results of ops in it.
static sr_status_t sr_verify_captured(sr_context_t* context,
                                      const sr_region_t* region) {
  const sr_block_t* front = region->first_block;
  for (const sr_op_t* op = front ? front->first_op : NULL; op; op = op->next) {
    for (uint32_t i = 0; i < op->num_operands; ++i) {
      const sr_value_t* value = op->operands[i].value;
      if (!sr__stream_is_resource(value->type)) continue;
      bool local = value->kind == SR_VALUE_BLOCK_ARGUMENT
                       ? value->owner.block == front
                       : value->owner.op->parent == front;
      if (!local) return sr_verify_op_error(context, op, kCapturedError);
    }
  }
  return sr_ok_status();
}

// True if |value| is defined inside |region| (at any depth).
static bool sr_defined_within(const sr_value_t* value,
                              const sr_region_t* region) {
  const sr_block_t* block = value->kind == SR_VALUE_BLOCK_ARGUMENT
                                ? value->owner.block
                                : value->owner.op->parent;
  while (block) {
    if (block->parent == region) return true;
    const sr_op_t* op = sr_block_parent_op(block);
    block = op ? op->parent : NULL;
  }
  return false;
}

// The ops nested in serial and concurrent regions of a stream.cmd.execute
// also use only resources from inside it. IREE checks the first level only,
// but the executor resolves every resource of a command buffer through the
// execute's captures, so a deeper op reaching outside has nothing to use.
static sr_status_t sr_verify_nested_captured(sr_context_t* context,
                                             const sr_op_t* op,
                                             const sr_region_t* body) {
  for (uint32_t r = 0; r < op->num_regions; ++r) {
    for (const sr_block_t* block = op->regions[r].first_block; block;
         block = block->next) {
      for (const sr_op_t* nested = block->first_op; nested;
           nested = nested->next) {
        for (uint32_t i = 0; i < nested->num_operands; ++i) {
          const sr_value_t* value = nested->operands[i].value;
          if (sr__stream_is_resource(value->type) &&
              !sr_defined_within(value, body)) {
            return sr_verify_op_error(context, nested, kCapturedError);
          }
        }
        SR_RETURN_IF_ERROR(sr_verify_nested_captured(context, nested, body));
      }
    }
  }
  return sr_ok_status();
}

// IREE's verifyEscapingResources: every stream.yield of the region returns
// the parent's results with their types and sizes.
static sr_status_t sr_verify_escaping(sr_context_t* context,
                                      const sr_op_t* op) {
  sr__stream_values_t results = sr__stream_results_named(op, "results");
  sr__stream_values_t sizes = sr__stream_operands_named(op, "result_sizes");
  for (const sr_block_t* block = op->regions[0].first_block; block;
       block = block->next) {
    for (const sr_op_t* yield = block->first_op; yield; yield = yield->next) {
      if (!sr_op_is(yield, "stream.yield")) continue;
      sr__stream_values_t values =
          sr__stream_operands_named(yield, "resource_operands");
      sr__stream_values_t yield_sizes =
          sr__stream_operands_named(yield, "resource_operand_sizes");
      if (values.count != results.count) {
        return sr_verify_op_error(context, yield,
                                  "yield result count mismatch with parent "
                                  "op");
      }
      for (uint32_t i = 0; i < results.count; ++i) {
        const sr_type_t* outer = sr__stream_value(results, i)->type;
        const sr_type_t* inner = sr__stream_value(values, i)->type;
        if (outer == inner) continue;
        return sr_type_mismatch(context, yield,
                                "result type mismatch: expected '%s' but got "
                                "'%s'",
                                outer, inner);
      }
      for (uint32_t i = 0; i < sizes.count && i < yield_sizes.count; ++i) {
        if (sr__stream_value(sizes, i) != sr__stream_value(yield_sizes, i)) {
          return sr_verify_op_error(context, yield, "result size mismatch");
        }
      }
    }
  }
  return sr_ok_status();
}

// The body's entry block takes one argument per resource operand, of its
// type: MLIR's RegionBranchOpInterface check, with its message (F10 of
// issue 20: `with(%arg0 as )` was accepted and printed unparseably).
static sr_status_t sr_verify_entry_arguments(sr_context_t* context,
                                             const sr_op_t* op) {
  sr__stream_values_t operands =
      sr__stream_operands_named(op, "resource_operands");
  const sr_block_t* entry = op->regions[0].first_block;
  uint32_t inputs = entry ? entry->num_arguments : 0;
  if (inputs != operands.count) {
    return sr_verify_op_error(context, op,
                              "along control flow edge from parent to Region "
                              "#0: region branch point has %u operands, but "
                              "region successor needs %u inputs",
                              operands.count, inputs);
  }
  for (uint32_t i = 0; i < inputs; ++i) {
    const sr_type_t* source = sr__stream_value(operands, i)->type;
    const sr_type_t* input = entry->arguments[i]->type;
    if (source == input) continue;
    char s[256], t[256];
    sr__stream_type_text(source, s, sizeof(s));
    sr__stream_type_text(input, t, sizeof(t));
    return sr_verify_op_error(context, op,
                              "along control flow edge from parent to Region "
                              "#0: source type #%u '%s' should match input "
                              "type #%u '%s'",
                              i, s, i, t);
  }
  return sr_ok_status();
}

sr_status_t sr__stream_verify_async_region(sr_context_t* context,
                                           const sr_op_t* op) {
  if (!op->num_regions) return sr_ok_status();
  SR_RETURN_IF_ERROR(sr_verify_entry_arguments(context, op));
  SR_RETURN_IF_ERROR(sr_verify_captured(context, &op->regions[0]));
  SR_RETURN_IF_ERROR(sr_verify_escaping(context, op));
  return sr__stream_verify_tied_operands(context, op, "resource_operands",
                                         "results");
}

// The ops an explicit (stream.cmd.*) region may hold: IREE's CmdPhaseOp
// trait, the StreamableOpInterface (the flow ops are IREE's external
// models of it) and stream.yield. Sorted for binary search.
static const char* const kCmdRegionOps[] = {
    "flow.dispatch",
    "flow.tensor.alloca",
    "flow.tensor.empty",
    "flow.tensor.reshape",
    "flow.tensor.splat",
    "stream.async.alloca",
    "stream.async.barrier",
    "stream.async.call",
    "stream.async.clone",
    "stream.async.collective",
    "stream.async.concurrent",
    "stream.async.constant",
    "stream.async.copy",
    "stream.async.dispatch",
    "stream.async.fill",
    "stream.async.slice",
    "stream.async.splat",
    "stream.async.transfer",
    "stream.async.update",
    "stream.cmd.call",
    "stream.cmd.collective",
    "stream.cmd.concurrent",
    "stream.cmd.copy",
    "stream.cmd.discard",
    "stream.cmd.dispatch",
    "stream.cmd.execute",
    "stream.cmd.fill",
    "stream.cmd.flush",
    "stream.cmd.func",
    "stream.cmd.invalidate",
    "stream.cmd.parameter.gather",
    "stream.cmd.parameter.load",
    "stream.cmd.parameter.read",
    "stream.cmd.parameter.scatter",
    "stream.cmd.parameter.write",
    "stream.cmd.serial",
    "stream.file.read",
    "stream.file.write",
    "stream.resource.is_terminal",
    "stream.resource.release",
    "stream.resource.retain",
    "stream.resource.subview",
    "stream.tensor.clone",
    "stream.tensor.constant",
    "stream.tensor.dispatch",
    "stream.tensor.empty",
    "stream.tensor.encode",
    "stream.tensor.fill",
    "stream.tensor.parameter.load",
    "stream.tensor.slice",
    "stream.tensor.splat",
    "stream.tensor.update",
    "stream.yield",
};

static int sr_compare_name(const void* key, const void* entry) {
  const sr_string_view_t* name = key;
  const char* other = *(const char* const*)entry;
  size_t n = strlen(other);
  int c = memcmp(name->data, other, name->size < n ? name->size : n);
  if (c) return c;
  return name->size < n ? -1 : name->size > n ? 1 : 0;
}

// IREE's verifyCmdOp over the ops of the first block of |op|'s region.
static sr_status_t sr_verify_cmd_ops(sr_context_t* context, const sr_op_t* op) {
  const sr_block_t* front = op->num_regions ? op->regions[0].first_block : NULL;
  for (const sr_op_t* nested = front ? front->first_op : NULL; nested;
       nested = nested->next) {
    if (bsearch(&nested->name, kCmdRegionOps,
                sizeof(kCmdRegionOps) / sizeof(kCmdRegionOps[0]),
                sizeof(kCmdRegionOps[0]), sr_compare_name)) {
      continue;
    }
    return sr_verify_op_error(context, nested,
                              "explicit execution regions must only contain "
                              "explicit ops");
  }
  return sr_ok_status();
}

sr_status_t sr__stream_verify_cmd_execute(sr_context_t* context,
                                          const sr_op_t* op) {
  if (!op->num_regions) return sr_ok_status();
  SR_RETURN_IF_ERROR(sr_verify_entry_arguments(context, op));
  const sr_region_t* body = &op->regions[0];
  SR_RETURN_IF_ERROR(sr_verify_captured(context, body));
  SR_RETURN_IF_ERROR(sr_verify_cmd_ops(context, op));
  const sr_block_t* front = body->first_block;
  for (const sr_op_t* nested = front ? front->first_op : NULL; nested;
       nested = nested->next) {
    SR_RETURN_IF_ERROR(sr_verify_nested_captured(context, nested, body));
  }
  return sr_ok_status();
}

sr_status_t sr__stream_verify_cmd_nested(sr_context_t* context,
                                         const sr_op_t* op) {
  return sr_verify_cmd_ops(context, op);
}
