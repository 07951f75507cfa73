// Shared syntax of function-like ops (func.func, util.func): the signature
// `@name(%arg0: T {attrs}, ...) -> (R {attrs}, ...)`, argument and result
// attributes, visibility, and the body region.
#ifndef STREAMREF_CORE_DIALECTS_FUNCTION_SYNTAX_H_
#define STREAMREF_CORE_DIALECTS_FUNCTION_SYNTAX_H_

#include "core/dialects/dialects.h"

// Parses `[visibility] @name(args) [-> results] [attributes {...}] [body]`
// into |state|: sym_name, sym_visibility, function_type, arg_attrs,
// res_attrs and one region (empty for declarations).
bool sr_function_parse(sr_parser_t* parser, sr_op_state_t* state);

// Prints what sr_function_parse reads. |elided| are extra attribute names
// not to print in `attributes {...}`.
void sr_function_print(sr_printer_t* printer, const sr_op_t* op,
                       const char* const* elided);

#endif  // STREAMREF_CORE_DIALECTS_FUNCTION_SYNTAX_H_
