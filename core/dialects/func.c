// func dialect: func, call, call_indirect, constant, return.

#include "core/dialects/dialects.h"

static const char* const kFuncAttrs[] = {
    "sym_name",  "function_type", "sym_visibility",
    "arg_attrs", "res_attrs",     "no_inline",
    NULL};
static const char* const kCallAttrs[] = {"callee", "arg_attrs", "res_attrs",
                                         "no_inline", NULL};
static const char* const kConstantAttrs[] = {"value", NULL};

static const sr_op_info_t kFuncOps[] = {
    {"func.call", 0, NULL, NULL, NULL, kCallAttrs},
    {"func.call_indirect", 0, NULL, NULL, NULL, kCallAttrs},
    {"func.constant", 0, NULL, NULL, NULL, kConstantAttrs},
    {"func.func", SR_OP_TRAIT_ISOLATED_FROM_ABOVE | SR_OP_TRAIT_SYMBOL, "func",
     NULL, NULL, kFuncAttrs},
    {"func.return", SR_OP_TRAIT_TERMINATOR, NULL, NULL, NULL, NULL},
};

sr_dialect_ops_t sr__func_ops(void) {
  sr_dialect_ops_t ops = {kFuncOps, sizeof(kFuncOps) / sizeof(kFuncOps[0])};
  return ops;
}
