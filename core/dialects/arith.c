// arith dialect: integer and float arithmetic, comparisons, casts.

#include "core/dialects/dialects.h"

static const char* const kOverflow[] = {"overflowFlags", NULL};
static const char* const kFastmath[] = {"fastmath", NULL};
static const char* const kCmpf[] = {"predicate", "fastmath", NULL};
static const char* const kCmpi[] = {"predicate", NULL};
static const char* const kConstant[] = {"value", NULL};
static const char* const kTruncf[] = {"roundingmode", "fastmath", NULL};
static const char* const kExact[] = {"isExact", NULL};

#define SR_ARITH(name, attrs) \
  { "arith." name, 0, NULL, NULL, NULL, attrs }

static const sr_op_info_t kArithOps[] = {
    SR_ARITH("addf", kFastmath),
    SR_ARITH("addi", kOverflow),
    SR_ARITH("addui_extended", NULL),
    SR_ARITH("andi", NULL),
    SR_ARITH("bitcast", NULL),
    SR_ARITH("ceildivsi", NULL),
    SR_ARITH("ceildivui", NULL),
    SR_ARITH("cmpf", kCmpf),
    SR_ARITH("cmpi", kCmpi),
    SR_ARITH("constant", kConstant),
    SR_ARITH("divf", kFastmath),
    SR_ARITH("divsi", kExact),
    SR_ARITH("divui", kExact),
    SR_ARITH("extf", kFastmath),
    SR_ARITH("extsi", NULL),
    SR_ARITH("extui", NULL),
    SR_ARITH("floordivsi", NULL),
    SR_ARITH("fptosi", NULL),
    SR_ARITH("fptoui", NULL),
    SR_ARITH("index_cast", NULL),
    SR_ARITH("index_castui", NULL),
    SR_ARITH("maximumf", kFastmath),
    SR_ARITH("maxnumf", kFastmath),
    SR_ARITH("maxsi", NULL),
    SR_ARITH("maxui", NULL),
    SR_ARITH("minimumf", kFastmath),
    SR_ARITH("minnumf", kFastmath),
    SR_ARITH("minsi", NULL),
    SR_ARITH("minui", NULL),
    SR_ARITH("mulf", kFastmath),
    SR_ARITH("muli", kOverflow),
    SR_ARITH("mulsi_extended", NULL),
    SR_ARITH("mului_extended", NULL),
    SR_ARITH("negf", kFastmath),
    SR_ARITH("ori", NULL),
    SR_ARITH("remf", kFastmath),
    SR_ARITH("remsi", NULL),
    SR_ARITH("remui", NULL),
    SR_ARITH("scaling_extf", kFastmath),
    SR_ARITH("scaling_truncf", kTruncf),
    SR_ARITH("select", NULL),
    SR_ARITH("shli", kOverflow),
    SR_ARITH("shrsi", kExact),
    SR_ARITH("shrui", kExact),
    SR_ARITH("sitofp", NULL),
    SR_ARITH("subf", kFastmath),
    SR_ARITH("subi", kOverflow),
    SR_ARITH("truncf", kTruncf),
    SR_ARITH("trunci", kOverflow),
    SR_ARITH("uitofp", NULL),
    SR_ARITH("xori", NULL),
};

sr_dialect_ops_t sr__arith_ops(void) {
  sr_dialect_ops_t ops = {kArithOps, sizeof(kArithOps) / sizeof(kArithOps[0])};
  return ops;
}
