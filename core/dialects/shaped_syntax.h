// Syntax shared by IREE's util and stream dialects: size-aware types with
// their `{%size}`, shaped types with `{%dynamic_dims}`, tied results
// (`%operand as type`), symbol visibility and aliases.
//
// The custom directives registered by sr_shaped_syntax_directives()
// (ShapedTypeList, ShapedTiedResult, ShapedFunctionType, SymbolVisibility,
// SymbolAlias) are available to every dialect's formats; their C++ originals
// live in IREE's UtilOps.cpp / ClosureOpUtils.cpp.
#ifndef STREAMREF_CORE_DIALECTS_SHAPED_SYNTAX_H_
#define STREAMREF_CORE_DIALECTS_SHAPED_SYNTAX_H_

#include "core/dialects/dialects.h"

// True for types that carry a byte size operand (`!stream.resource<...>`,
// `!util.buffer`): IREE's SizeAwareTypeInterface.
bool sr_type_is_size_aware(const sr_type_t* type);
// Number of `?` dims of a ranked shaped type (0 otherwise).
uint32_t sr_type_dynamic_dim_count(const sr_type_t* type);

// Parses `type` then `{%size}` or `{%d0, %d1}` as the type requires,
// appending the size/dims operands to operand group |sizes_group| (when the
// type has none, nothing is added).
bool sr_parse_sized_type(sr_parser_t* parser, sr_format_state_t* state,
                         uint32_t sizes_group, const sr_type_t** out_type);
// Prints `type{%size}` / `type{%d0, %d1}`, taking the sizes from operand
// group |sizes_group| starting at *cursor (advanced).
void sr_print_sized_type(sr_printer_t* printer, sr_format_state_t* state,
                         const sr_type_t* type, uint32_t sizes_group,
                         uint32_t* cursor);

// Index of the operand named |name| in |state|'s unresolved group |group|,
// or -1.
int64_t sr_find_named_operand(sr_format_state_t* state, uint32_t group,
                              const sr_unresolved_operand_t* name);

// `[i : index, ...]` from tied operand indices (-1 = untied).
const sr_attr_t* sr_tied_operands_attr(sr_context_t* context,
                                       const int64_t* indices, uint32_t count);
// Tied operand index of result |result| from a tied_operands attribute
// (-1 when untied or absent).
int64_t sr_tied_operand_index(const sr_attr_t* tied_operands, uint32_t result);

// `type{%size}, %operand, %operand as type{%size}` result lists whose tied
// results name operands of |operands_group| (IREE's ShapedResultList).
// Appends result types to |result_types|' group, sizes to
// |result_sizes_group| and tied indices (-1 untied) to |*tied|, a parser
// scratch array of |*capacity| entries grown as results come (start both at
// NULL/0): IREE prints execute regions with hundreds of results.
bool sr__parse_shaped_result_list(sr_parser_t* parser, sr_format_state_t* state,
                                  uint32_t operands_group,
                                  const sr_format_arg_t* operand_types,
                                  const sr_format_arg_t* result_types,
                                  uint32_t result_sizes_group, int64_t** tied,
                                  uint32_t* capacity, uint32_t* inout_count);
void sr__print_shaped_result_list(sr_printer_t* printer,
                                  sr_format_state_t* state,
                                  uint32_t operands_group,
                                  const sr_format_arg_t* result_types,
                                  uint32_t result_sizes_group,
                                  const sr_attr_t* tied_operands);

// The directives above, for a dialect table's `directives`.
const sr_custom_directive_t* sr_shaped_syntax_directives(uint32_t* out_count);

#endif  // STREAMREF_CORE_DIALECTS_SHAPED_SYNTAX_H_
