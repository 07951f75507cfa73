// An interpreter for MLIR's declarative assembly formats.
//
// MLIR generates a C++ parser and printer for each op from the
// `assemblyFormat` in its ODS definition. streamref instead interprets the
// format at run time from each op's schema row (op_schema.h: its operand,
// result, attribute, region and successor groups and the format string
// copied from the .td file). One engine then serves every op whose syntax is
// declarative, and adding an op is a schema row, not code.
//
// Spec mini-language (strings in sr_op_schema_t):
//   operands/results: space-separated `name[?|*][:TYPE]`
//       `?` optional, `*` variadic. TYPE fixes the type when the format
//       does not print it: a type (`index`, `i1`, `!stream.timepoint`) or
//       `=other` (same type as the operand/result group `other`),
//       `@i1(other)` (i1 shaped like `other`: comparison results) or
//       `@elem(other)` (the element type of shaped group `other`).
//   attrs: space-separated `name[?]:KIND[=DEFAULT]`, all inherent:
//       any          a typed attribute printed with its type
//       int(T)       integer of type T printed bare (`int(i64)`, `int(index)`)
//       enum64(TBL)  an integer enum spelled as a keyword (TBL: cmpi, cmpf)
//       enum(P)      a dialect enum attribute `#P<kw>` printed as `<kw>`
//                    (e.g. enum(arith.fastmath)); DEFAULT is the keyword
//       unit, str, bool, type, dict, array, i64arr, i32arr
//       sym          symbol name: printed `@name`, stored as a string
//       symref       symbol reference `@a::@b`
//   regions/successors: space-separated names (`*` for variadic).
//   format: the ODS assembly format. Supported directives: `literal`,
//       $name, type(...), functional-type(...), attr-dict,
//       attr-dict-with-keyword, prop-dict, operands, results, regions,
//       successors, optional groups `( ... ^ ... )?` with `:` else groups,
//       custom<Name>(...), ref(...), qualified(...), and the ` ` / ``
//       spacing literals.
#ifndef STREAMREF_CORE_DIALECTS_FORMAT_H_
#define STREAMREF_CORE_DIALECTS_FORMAT_H_

#include <stdbool.h>
#include <stdint.h>

#include "core/dialects/op_schema.h"
#include "core/ir/op_registry.h"
#include "core/parse/parser.h"
#include "core/print/printer.h"

typedef struct sr_format_state_t sr_format_state_t;

// A custom<Name>(args) directive: C functions over the bound arguments.
typedef struct sr_format_arg_t sr_format_arg_t;
typedef bool (*sr_custom_parse_fn_t)(sr_parser_t* parser,
                                     sr_format_state_t* state,
                                     const sr_format_arg_t* const* args,
                                     uint32_t num_args);
typedef void (*sr_custom_print_fn_t)(sr_printer_t* printer,
                                     sr_format_state_t* state,
                                     const sr_format_arg_t* const* args,
                                     uint32_t num_args);
typedef struct sr_custom_directive_t {
  const char* name;
  sr_custom_parse_fn_t parse;
  sr_custom_print_fn_t print;
} sr_custom_directive_t;

// The C parts of a declarative op, which its schema row cannot hold: its
// verifier (IREE's and MLIR's verify() methods) and its result names
// (getAsmResultNames). Ops without any have no entry.
typedef struct sr_ods_op_t {
  sr_op_id_t op;  // its schema row
  // Space-separated SSA names for the result groups in custom form
  // (MLIR's getAsmResultNames), e.g. "result result_timepoint"; `-` leaves
  // a group numbered; "" names none (overrides the dialect's default).
  // NULL: the dialect's default.
  const char* result_names;
  sr_op_verify_fn_t verify;  // op-specific checks, or NULL
  // Computes result names (overrides |result_names|), or NULL.
  sr_op_name_results_fn_t name_results;
} sr_ods_op_t;

// Defaults a dialect gives its declarative ops.
typedef struct sr_ods_dialect_defaults_t {
  sr_op_verify_fn_t verify;  // op-specific checks of ops without their own
  // Ops with two or more result groups name their results after the groups
  // (as IREE's Stream ops do).
  bool name_results_by_group;
} sr_ods_dialect_defaults_t;

// Compiles the schema row |schema| (with its C parts |hooks|, or NULL, and
// its dialect's |defaults|, or NULL) into |out_info|, whose parse/print then
// run the row's format and whose verifier checks the row's structure.
// Returns false when the row is malformed; |error| receives a description
// (capacity 256).
bool sr_ods_compile(const sr_op_schema_t* schema, const sr_ods_op_t* hooks,
                    const sr_ods_dialect_defaults_t* defaults,
                    sr_op_info_t* out_info, char* error);

// The inherent attributes that |info| (an op compiled from a spec) gives
// default values, as an op built without them would carry them (MLIR's
// default-valued properties, e.g. `fastmath = #arith.fastmath<none>`).
// Writes up to |capacity| entries to |out| and returns how many; 0 for ops
// not compiled from a spec.
uint32_t sr_ods_default_properties(const sr_op_info_t* info,
                                   sr_context_t* context, sr_named_attr_t* out,
                                   uint32_t capacity);

// Bytes of the op registry's static arena its compiled specs use, and its
// capacity (for the test that keeps a margin).
size_t sr__registry_arena_used(size_t* out_capacity);

// The NULL-terminated names of every inherent attribute of |schema|'s op
// (its declared attributes, then the segment sizes it keeps in its
// properties), for ops with custom syntax, whose C records name none.
// Registry memory; NULL when out of memory.
const char* const* sr__ods_inherent_names(const sr_op_schema_t* schema);

// Registers the custom directives an op table uses (before compiling).

void sr_format_register_directives(const sr_custom_directive_t* directives,
                                   uint32_t count);

//===----------------------------------------------------------------------===//
// Access to bindings from custom directives
//===----------------------------------------------------------------------===//

typedef enum sr_format_arg_kind_e {
  SR_FORMAT_ARG_OPERAND = 0,  // an operand group
  SR_FORMAT_ARG_RESULT,       // a result group
  SR_FORMAT_ARG_ATTR,
  SR_FORMAT_ARG_REGION,
  SR_FORMAT_ARG_SUCCESSOR,
  SR_FORMAT_ARG_TYPE_OF,  // type(...) of an operand or result group
  SR_FORMAT_ARG_ATTR_DICT,
} sr_format_arg_kind_t;

struct sr_format_arg_t {
  sr_format_arg_kind_t kind;
  uint32_t index;  // group / attribute / region / successor index
  bool is_ref;     // ref(...): already bound earlier in the format
  bool of_result;  // TYPE_OF: the group is a result group
};

// Operand group |index|: during parsing, the unresolved operands; during
// printing, the op's values.
uint32_t sr_format_operand_count(sr_format_state_t* state, uint32_t index);
sr_value_t* sr_format_operand_value(sr_format_state_t* state, uint32_t index,
                                    uint32_t i);
const sr_unresolved_operand_t* sr_format_operand_unresolved(
    sr_format_state_t* state, uint32_t index, uint32_t i);
bool sr_format_add_operand(sr_parser_t* parser, sr_format_state_t* state,
                           uint32_t index,
                           const sr_unresolved_operand_t* operand);
// Drops parsed operands of group |index| beyond the first |count|.
void sr__format_truncate_operands(sr_format_state_t* state, uint32_t index,
                                  uint32_t count);
// Types of an operand or result group (|result| picks which).
uint32_t sr_format_type_count(sr_format_state_t* state, bool result,
                              uint32_t index);
const sr_type_t* sr_format_type(sr_format_state_t* state, bool result,
                                uint32_t index, uint32_t i);
bool sr_format_add_type(sr_parser_t* parser, sr_format_state_t* state,
                        bool result, uint32_t index, const sr_type_t* type);
// Attribute |index| (NULL when absent).
const sr_attr_t* sr_format_attr(sr_format_state_t* state, uint32_t index);
void sr_format_set_attr(sr_format_state_t* state, uint32_t index,
                        const sr_attr_t* value);
// Region |index|: while printing, the op's region; while parsing, the region
// created by sr_format_add_region (NULL before).
sr_region_t* sr_format_region(sr_format_state_t* state, uint32_t index);
// Parsing: creates region |index| of the op (in order of creation; create
// regions in index order) for the directive to parse into.
sr_region_t* sr_format_add_region(sr_parser_t* parser, sr_format_state_t* state,
                                  uint32_t index);
// Number of results the op has (printing) or result types parsed so far.
uint32_t sr_format_num_results(sr_format_state_t* state);
// The op being printed (NULL while parsing).
const sr_op_t* sr_format_op(sr_format_state_t* state);
sr_context_t* sr_format_context(sr_format_state_t* state);

#endif  // STREAMREF_CORE_DIALECTS_FORMAT_H_
