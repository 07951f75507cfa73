// Emitting diagnostics from passes (the internal side of sr_diag_list_t).
//
// Passes report at ops, the way MLIR's op->emitOpError() does: the message
// starts with the op name in quotes and the location is the op's position in
// the text it was parsed from (IREE reports the op name token, and so does
// our parser's sr_op_t.pos).
#ifndef STREAMREF_CORE_PASSES_DIAGNOSTICS_H_
#define STREAMREF_CORE_PASSES_DIAGNOSTICS_H_

#include <stdarg.h>

#include "core/ir/context.h"
#include "streamref/passes.h"

// Appends `'<op name>' op <message>` located at |op|.
void sr_diag_emit_op(sr_diag_list_t* list, const sr_context_t* context,
                     const sr_op_t* op, sr_diag_severity_t severity,
                     const char* format, ...) SR_PRINTF_LIKE(5, 6);
void sr_diag_emit_op_v(sr_diag_list_t* list, const sr_context_t* context,
                       const sr_op_t* op, sr_diag_severity_t severity,
                       const char* format, va_list args);

// Appends |message| as is, located at |op| (MLIR's op->emitError()).
void sr_diag_emit_at(sr_diag_list_t* list, const sr_context_t* context,
                     const sr_op_t* op, sr_diag_severity_t severity,
                     const char* message);

#endif  // STREAMREF_CORE_PASSES_DIAGNOSTICS_H_
