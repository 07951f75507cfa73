// Shared syntax of function-like ops (func.func, util.func): the signature
// `@name(%arg0: T {attrs}, ...) -> (R {attrs}, ...)`, argument and result
// attributes, visibility, and the body region. Also small syntax helpers the
// IREE-adjacent dialects (util, hal, flow, ...) share.
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

// Variants of function syntax.
typedef struct sr_function_syntax_t {
  // util.func (IREE's FuncOp): results may be tied to arguments
  // (`-> (%arg0, %arg1 as T, R)`, kept in `tied_operands`, set whenever
  // there are results), visibility is printed even when public, and
  // arguments print as `%argN` also in declarations.
  bool util;
  bool reserved;
} sr_function_syntax_t;

// As above with a syntax variant (NULL: func.func's).
bool sr_function_parse_with(sr_parser_t* parser, sr_op_state_t* state,
                            const sr_function_syntax_t* syntax);
void sr_function_print_with(sr_printer_t* printer, const sr_op_t* op,
                            const char* const* elided,
                            const sr_function_syntax_t* syntax);

//===----------------------------------------------------------------------===//
// Helpers shared by the IREE-adjacent dialects
//===----------------------------------------------------------------------===//

// `[1 : index, -1 : index]`: MLIR's getIndexArrayAttr (tied operands).
const sr_attr_t* sr_index_array_attr(sr_context_t* context,
                                     const int64_t* values, uint32_t count);
// Element |i| of such an array, or -1 when absent.
int64_t sr_index_array_get(const sr_attr_t* array, uint32_t i);

// Consumes a balanced `<...>` at the current token (strings and `->`
// aware) and returns its text, brackets included.
bool sr_parse_angle_body(sr_parser_t* parser, sr_string_view_t* out_body);
// MLIR's parseCustomAttributeWithFallback for a dialect attribute spelled
// without its `#prefix` (`<umin = 0>` for `#util.int.assumption<umin = 0>`):
// a `<...>` body becomes the dialect attribute |prefix| + body; anything
// else parses as a full attribute.
bool sr_parse_stripped_attr(sr_parser_t* parser, const char* prefix,
                            const sr_attr_t** out_attr);
// printStrippedAttrOrType: the body after |prefix| when |attr| is that
// dialect attribute, else the whole attribute.
void sr_print_stripped_attr(sr_printer_t* printer, const char* prefix,
                            const sr_attr_t* attr);

// IREE's custom<ShapedFunctionSignature> (flow.func, stream.*.func):
// `(%arg0: T {attrs}, ...) -> (%arg0 as R {attrs}, ...)` without the name
// and body. Parsing always builds arg_attrs/res_attrs arrays when there are
// arguments/results (empty dictionaries included) and tied_operands when
// there are results, as IREE does.
typedef struct sr_shaped_signature_t {
  const sr_type_t* type;  // function type
  const sr_attr_t* tied_operands;
  const sr_attr_t* arg_attrs;
  const sr_attr_t* res_attrs;
} sr_shaped_signature_t;
bool sr_shaped_signature_parse(sr_parser_t* parser, sr_shaped_signature_t* out);
void sr_shaped_signature_print(sr_printer_t* printer,
                               const sr_shaped_signature_t* signature);

#endif  // STREAMREF_CORE_DIALECTS_FUNCTION_SYNTAX_H_
