// func dialect: func, call, call_indirect, constant, return.

#include "core/dialects/function_syntax.h"

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
    {"func.call", 0, 0, "operands*", "result*",
     "callee:symref arg_attrs?:array res_attrs?:array no_inline?:unit", NULL,
     NULL,
     "$callee `(` $operands `)` attr-dict `:` functional-type($operands, "
     "results)"},
    {"func.constant", 0, 0, NULL, "result", "value:symref", NULL, NULL,
     "attr-dict $value `:` type($result)"},
    {"func.return", SR_OP_TRAIT_TERMINATOR, 0, "operands*", NULL, NULL, NULL,
     NULL, "attr-dict ($operands^ `:` type($operands))?"},
};

sr_dialect_ops_t sr__func_ops(void) {
  sr_dialect_ops_t ops = {kFuncOps,   SR_ARRAY_COUNT(kFuncOps),
                          kFuncSpecs, SR_ARRAY_COUNT(kFuncSpecs),
                          NULL,       0};
  return ops;
}
