// cf dialect: unstructured control flow.

#include "core/dialects/dialects.h"

static const char* const kAssert[] = {"msg", NULL};
static const char* const kSegments[] = {"operandSegmentSizes", NULL};
static const char* const kSwitch[] = {"case_values", "case_operand_segments",
                                      "operandSegmentSizes", NULL};

static const sr_op_info_t kCfOps[] = {
    {"cf.assert", 0, NULL, NULL, NULL, kAssert},
    {"cf.br", SR_OP_TRAIT_TERMINATOR, NULL, NULL, NULL, NULL},
    {"cf.cond_br", SR_OP_TRAIT_TERMINATOR, NULL, NULL, NULL, kSegments},
    {"cf.switch", SR_OP_TRAIT_TERMINATOR, NULL, NULL, NULL, kSwitch},
};

sr_dialect_ops_t sr__cf_ops(void) {
  sr_dialect_ops_t ops = {kCfOps, sizeof(kCfOps) / sizeof(kCfOps[0])};
  return ops;
}
