// scf dialect: structured control flow.

#include "core/dialects/dialects.h"

static const char* const kForall[] = {"staticLowerBound",    "staticUpperBound",
                                      "staticStep",          "mapping",
                                      "operandSegmentSizes", NULL};
static const char* const kSegments[] = {"operandSegmentSizes", NULL};
static const char* const kIndexSwitch[] = {"cases", NULL};
static const char* const kFor[] = {"unsignedCmp", NULL};

static const sr_op_info_t kScfOps[] = {
    {"scf.condition", SR_OP_TRAIT_TERMINATOR, NULL, NULL, NULL, NULL},
    {"scf.execute_region", 0, NULL, NULL, NULL, NULL},
    {"scf.for", 0, NULL, NULL, NULL, kFor},
    {"scf.forall", 0, NULL, NULL, NULL, kForall},
    {"scf.forall.in_parallel", SR_OP_TRAIT_TERMINATOR, NULL, NULL, NULL, NULL},
    {"scf.if", 0, NULL, NULL, NULL, NULL},
    {"scf.index_switch", 0, NULL, NULL, NULL, kIndexSwitch},
    {"scf.parallel", 0, NULL, NULL, NULL, kSegments},
    {"scf.reduce", SR_OP_TRAIT_TERMINATOR, NULL, NULL, NULL, NULL},
    {"scf.reduce.return", SR_OP_TRAIT_TERMINATOR, NULL, NULL, NULL, NULL},
    {"scf.while", 0, NULL, NULL, NULL, NULL},
    {"scf.yield", SR_OP_TRAIT_TERMINATOR, NULL, NULL, NULL, NULL},
};

sr_dialect_ops_t sr__scf_ops(void) {
  sr_dialect_ops_t ops = {kScfOps, sizeof(kScfOps) / sizeof(kScfOps[0])};
  return ops;
}
