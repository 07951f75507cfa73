// check dialect (IREE's test assertions): expect_true/false/all_true,
// expect_eq, expect_eq_const.
//
// Formats are those of IREE's Modules/Check/IR/CheckOps.td.

#include "core/dialects/dialects.h"

#define SR_DEVICE "(`` `<` $device^ `>`)? `` "

static const sr_ods_op_t kCheckSpecs[] = {
    {"check.expect_all_true", 0, 0, "device?:!hal.device operand", NULL, NULL,
     NULL, NULL, SR_DEVICE "`(` $operand `)` attr-dict `:` type($operand)"},
    {"check.expect_eq", 0, 0, "device?:!hal.device lhs rhs:=lhs", NULL, NULL,
     NULL, NULL, SR_DEVICE "`(` $lhs `,` $rhs `)` attr-dict `:` type($lhs)"},
    {"check.expect_eq_const", 0, 0, "device?:!hal.device lhs", NULL,
     "value:any", NULL, NULL,
     SR_DEVICE "`(` $lhs `,` $value `)` attr-dict `:` type($lhs)"},
    {"check.expect_false", 0, 0, "operand", NULL, NULL, NULL, NULL,
     "`(` $operand `)` attr-dict `:` type($operand)"},
    {"check.expect_true", 0, 0, "operand", NULL, NULL, NULL, NULL,
     "`(` $operand `)` attr-dict `:` type($operand)"},
};

sr_dialect_ops_t sr__check_ops(void) {
  sr_dialect_ops_t ops = {NULL, 0, kCheckSpecs, SR_ARRAY_COUNT(kCheckSpecs),
                          NULL, 0};
  return ops;
}
