// func dialect: func, call, call_indirect, constant, return.

#include "core/base/string_builder.h"
#include "core/dialects/function_syntax.h"
#include "core/ir/verifier.h"
#include "core/print/printer.h"

// The function type of the func.func enclosing |op|, or NULL.
static const sr_op_t* sr_enclosing_function(const sr_op_t* op) {
  for (const sr_op_t* parent = sr_op_parent_op(op); parent;
       parent = sr_op_parent_op(parent)) {
    if (sr_op_is(parent, "func.func")) return parent;
  }
  return NULL;
}

static const sr_type_t* sr_function_type_of(const sr_op_t* func) {
  const sr_attr_t* attr = func ? sr_op_attr(func, "function_type") : NULL;
  return attr && attr->kind == SR_ATTR_TYPE &&
                 attr->type_value->kind == SR_TYPE_FUNCTION
             ? attr->type_value
             : NULL;
}

static void sr_type_text(const sr_type_t* type, char* buffer, size_t size) {
  sr_string_builder_t builder;
  sr_string_builder_initialize(sr_allocator_system(), &builder);
  sr_print_type_to(type, &builder);
  snprintf(buffer, size, "%s", sr_string_builder_cstr(&builder));
  sr_string_builder_deinitialize(&builder);
}

static sr_status_t sr_return_verify(sr_context_t* context, const sr_op_t* op) {
  const sr_op_t* func = sr_enclosing_function(op);
  const sr_type_t* type = sr_function_type_of(func);
  if (!type) return sr_ok_status();
  const sr_attr_t* name = sr_op_attr(func, "sym_name");
  int name_size = name ? (int)name->string.size : 0;
  const char* name_data = name ? name->string.data : "";
  if (op->num_operands != type->function.num_results) {
    return sr_verify_op_error(context, op,
                              "has %u operands, but enclosing function (@%.*s) "
                              "returns %u",
                              op->num_operands, name_size, name_data,
                              type->function.num_results);
  }
  for (uint32_t i = 0; i < op->num_operands; ++i) {
    const sr_type_t* actual = op->operands[i].value->type;
    if (actual != type->function.results[i]) {
      char a[256], e[256];
      sr_type_text(actual, a, sizeof(a));
      sr_type_text(type->function.results[i], e, sizeof(e));
      return sr_context_make_status_at(
          context, op->pos, SR_STATUS_INVALID_ARGUMENT,
          "type of return operand %u ('%s') doesn't match function result "
          "type ('%s') in function @%.*s",
          i, a, e, name_size, name_data);
    }
  }
  return sr_ok_status();
}

static sr_status_t sr_call_verify(sr_context_t* context, const sr_op_t* op) {
  const sr_attr_t* callee = sr_op_attr(op, "callee");
  if (!callee || callee->kind != SR_ATTR_SYMBOL_REF) {
    return sr_verify_op_error(context, op,
                              "requires a 'callee' symbol "
                              "reference attribute");
  }
  const sr_op_t* target = sr_lookup_symbol(op, callee->symbol.root);
  const sr_type_t* type = sr_function_type_of(target);
  if (!target || !sr_op_is(target, "func.func") || !type) {
    return sr_verify_op_error(
        context, op, "'%.*s' does not reference a valid function",
        (int)callee->symbol.root.size, callee->symbol.root.data);
  }
  if (type->function.num_inputs != op->num_operands) {
    return sr_verify_op_error(context, op,
                              "incorrect number of operands for callee");
  }
  for (uint32_t i = 0; i < op->num_operands; ++i) {
    if (op->operands[i].value->type != type->function.inputs[i]) {
      char a[256], e[256];
      sr_type_text(op->operands[i].value->type, a, sizeof(a));
      sr_type_text(type->function.inputs[i], e, sizeof(e));
      return sr_verify_op_error(context, op,
                                "operand type mismatch: expected operand type "
                                "'%s', but provided '%s' for operand number %u",
                                e, a, i);
    }
  }
  if (type->function.num_results != op->num_results) {
    return sr_verify_op_error(context, op,
                              "incorrect number of results for callee");
  }
  for (uint32_t i = 0; i < op->num_results; ++i) {
    if (op->results[i].type != type->function.results[i]) {
      return sr_verify_op_error(context, op, "result type mismatch at index %u",
                                i);
    }
  }
  return sr_ok_status();
}

static const char* const kFuncAttrs[] = {
    "sym_name",  "function_type", "sym_visibility",
    "arg_attrs", "res_attrs",     "no_inline",
    NULL};

static bool sr_func_parse(sr_parser_t* parser, const sr_op_info_t* info,
                          sr_op_state_t* state) {
  return sr_function_parse(parser, state);
}

static void sr_func_print(sr_printer_t* printer, const sr_op_t* op) {
  sr_function_print(printer, op, NULL);
}

static const sr_op_info_t kFuncOps[] = {
    {"func.func", SR_OP_TRAIT_ISOLATED_FROM_ABOVE | SR_OP_TRAIT_SYMBOL, "func",
     sr_func_parse, sr_func_print, kFuncAttrs},
};

static const sr_ods_op_t kFuncSpecs[] = {
    {SR_OPID_FUNC_CALL, .verify = sr_call_verify},
    {SR_OPID_FUNC_RETURN, .verify = sr_return_verify},
};

sr_dialect_ops_t sr__func_ops(void) {
  sr_dialect_ops_t ops = {kFuncOps,   SR_ARRAY_COUNT(kFuncOps),
                          kFuncSpecs, SR_ARRAY_COUNT(kFuncSpecs),
                          NULL,       0};
  return ops;
}
