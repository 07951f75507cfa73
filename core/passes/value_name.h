// A value's name as MLIR's Value::printAsOperand prints it in diagnostics
// (`%arg0`, `%0`, `%c128`, `%result#1`): the name the value gets when the
// whole module is printed in custom form.
#ifndef STREAMREF_CORE_PASSES_VALUE_NAME_H_
#define STREAMREF_CORE_PASSES_VALUE_NAME_H_

#include "core/base/string_builder.h"
#include "core/ir/context.h"

// Appends the name of |value|, used by |user| (an op in |root|'s body), to
// |out|. Prints `<<UNKNOWN SSA VALUE>>` (MLIR's spelling) when the name
// cannot be found.
//
// The printer does not export its value numbering, so this prints |root|
// with a result-less probe op that uses |value| placed just before |user|
// (an op without results changes no numbering), reads the name back from
// the probe's operand list and removes the probe. It costs one print of the
// module, which is fine on the error paths that use it.
void sr_value_name(sr_context_t* context, sr_op_t* root, sr_op_t* user,
                   sr_value_t* value, sr_string_builder_t* out);

#endif  // STREAMREF_CORE_PASSES_VALUE_NAME_H_
