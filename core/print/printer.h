// The MLIR text printer: generic operation form, builtin types and
// attributes, and the hooks custom op printers use.
//
// Output matches MLIR's AsmPrinter (value numbering, float spelling, block
// comments) so that text printed by streamref can be diffed against text
// printed by iree-opt.
#ifndef STREAMREF_CORE_PRINT_PRINTER_H_
#define STREAMREF_CORE_PRINT_PRINTER_H_

#include <stdbool.h>

#include "core/base/string_builder.h"
#include "core/ir/context.h"
#include "core/ir/op_registry.h"

typedef struct sr_printer_t sr_printer_t;

typedef struct sr_print_options_t {
  bool generic;     // --mlir-print-op-generic: every op in generic form
  bool debug_info;  // --mlir-print-debuginfo: print `loc(...)`
} sr_print_options_t;

// Prints |op| (usually a builtin.module) and a trailing newline, followed
// by the file's resource section when the context holds one.
SR_MUST_USE_RESULT sr_status_t sr_print_op(sr_context_t* context,
                                           const sr_op_t* op,
                                           const sr_print_options_t* options,
                                           sr_string_builder_t* out);

// Standalone printing of a type or attribute (no aliases).
void sr_print_type_to(const sr_type_t* type, sr_string_builder_t* out);
void sr_print_attr_to(const sr_attr_t* attr, sr_string_builder_t* out);
// `"text"` with MLIR's escaping.
void sr_print_escaped_string(sr_string_view_t text, sr_string_builder_t* out);
// A symbol name or dictionary key: bare when it is a valid identifier,
// quoted otherwise.
void sr_print_keyword_or_string(sr_string_view_t text,
                                sr_string_builder_t* out);

//===----------------------------------------------------------------------===//
// The printer API for custom op syntax
//===----------------------------------------------------------------------===//

sr_string_builder_t* sr_printer_stream(sr_printer_t* printer);
sr_context_t* sr_printer_context(sr_printer_t* printer);
const sr_print_options_t* sr_printer_options(const sr_printer_t* printer);

void sr_printer_print(sr_printer_t* printer, const char* text);
void sr_printer_printf(sr_printer_t* printer, const char* format, ...)
    SR_PRINTF_LIKE(2, 3);
void sr_printer_print_type(sr_printer_t* printer, const sr_type_t* type);
void sr_printer_print_attr(sr_printer_t* printer, const sr_attr_t* attr);
// Prints an attribute without its ` : type` suffix (MLIR's elided type).
void sr_printer_print_attr_without_type(sr_printer_t* printer,
                                        const sr_attr_t* attr);
// `%name` (with `#N` for results of multi-result ops).
void sr_printer_print_value(sr_printer_t* printer, const sr_value_t* value);
// `%a, %b`.
void sr_printer_print_operands(sr_printer_t* printer, const sr_op_t* op,
                               uint32_t begin, uint32_t end);
// `^bb1`.
void sr_printer_print_block_name(sr_printer_t* printer,
                                 const sr_block_t* block);
// Prints ` {a = 1, ...}` with the op's discardable attributes (and, when
// |include_props|, its properties), skipping |elided| names
// (NULL-terminated, may be NULL). Prints nothing when all are elided.
void sr_printer_print_optional_attr_dict(sr_printer_t* printer,
                                         const sr_op_t* op, bool include_props,
                                         const char* const* elided);
// As above, spelled ` attributes {...}`.
void sr_printer_print_optional_attr_dict_with_keyword(
    sr_printer_t* printer, const sr_op_t* op, bool include_props,
    const char* const* elided);
// Prints `{` region `}` at the current indentation.
void sr_printer_print_region(sr_printer_t* printer, const sr_region_t* region,
                             bool print_entry_block_args,
                             bool print_block_terminators);
// A newline followed by the current indentation; |delta| adjusts the
// indentation first (e.g. +2 for the cases of cf.switch).
void sr_printer_print_newline(sr_printer_t* printer);
void sr_printer_indent(sr_printer_t* printer, int delta);

// Trailing ` loc(...)` when debug info is on.
void sr_printer_print_optional_location(sr_printer_t* printer,
                                        const sr_attr_t* loc);

// Gives result |result| of the op being named the SSA name |name| (custom
// form only; MLIR's OpAsmOpInterface::getAsmResultNames). Names are made
// unique (`name_1`) and sanitized by the printer. Called by an op's
// name_results hook (core/ir/op_registry.h).
void sr_result_namer_set(sr_result_namer_t* namer, uint32_t result,
                         const char* name);

// Gives argument |arg| of the entry block being named the SSA name |name|
// (custom form only; MLIR's OpAsmOpInterface::getAsmBlockArgumentNames).
void sr_block_arg_namer_set(sr_block_arg_namer_t* namer, uint32_t arg,
                            const char* name);

#endif  // STREAMREF_CORE_PRINT_PRINTER_H_
