// The structural verifier: what MLIR's verifier checks for every op
// (terminators, dominance, symbol uniqueness, entry blocks) plus the
// per-op checks registered ops declare in their sr_op_info_t.
//
// Errors carry the `file:line:col` of the op at fault. The first error is
// returned; verification stops there.
#ifndef STREAMREF_CORE_IR_VERIFIER_H_
#define STREAMREF_CORE_IR_VERIFIER_H_

#include "core/ir/context.h"

SR_MUST_USE_RESULT sr_status_t sr_verify(sr_context_t* context,
                                         const sr_op_t* op);

// Builds an error located at |op| whose message starts with the op's name
// in quotes (`'func.return' op ...`), as MLIR's emitOpError does.
sr_status_t sr_verify_op_error(sr_context_t* context, const sr_op_t* op,
                               const char* format, ...) SR_PRINTF_LIKE(3, 4);

// The nearest enclosing op with the symbol-table trait and the op defining
// |name| in it (NULL if none).
const sr_op_t* sr_lookup_symbol(const sr_op_t* from, sr_string_view_t name);

#endif  // STREAMREF_CORE_IR_VERIFIER_H_
