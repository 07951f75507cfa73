// builtin dialect: module (and unrealized_conversion_cast).

#include "core/dialects/dialects.h"

static const char* const kModuleAttrs[] = {"sym_name", "sym_visibility", NULL};

static const sr_op_info_t kBuiltinOps[] = {
    {"builtin.module",
     SR_OP_TRAIT_ISOLATED_FROM_ABOVE | SR_OP_TRAIT_NO_TERMINATOR |
         SR_OP_TRAIT_SYMBOL_TABLE | SR_OP_TRAIT_GRAPH_REGION |
         SR_OP_TRAIT_SYMBOL,
     NULL, NULL, NULL, kModuleAttrs},
    {"builtin.unrealized_conversion_cast", 0, NULL, NULL, NULL, NULL},
};

sr_dialect_ops_t sr__builtin_ops(void) {
  sr_dialect_ops_t ops = {kBuiltinOps,
                          sizeof(kBuiltinOps) / sizeof(kBuiltinOps[0])};
  return ops;
}
