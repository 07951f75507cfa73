// Syntax of regions whose entry-block arguments an op's custom format spells
// before the body: `(%arg0: T, %arg1: U loc(...)) { ... }` (MLIR's
// parseArgumentList with types), and the workgroup count regions that stream,
// flow and hal ops share: `(%arg0: index, ...) -> (index, index, index)
// { ... }` after the op's own keyword (`workgroups`, `count`).
#ifndef STREAMREF_CORE_DIALECTS_REGION_SYNTAX_H_
#define STREAMREF_CORE_DIALECTS_REGION_SYNTAX_H_

#include "core/dialects/dialects.h"

// Parses `(` [`%name : type [loc(...)]` (`,` ...)*] `)` into an array in the
// parser's scratch (valid until the end of the parse).
bool sr_parse_region_argument_list(sr_parser_t* parser,
                                   sr_region_argument_t** out_args,
                                   uint32_t* out_count);

// Parses a workgroup count region after its keyword: the argument list,
// `-> (index, index, index)` (anything else is the located error "workgroup
// count region must return the XYZ dimension counts") and the isolated
// region, whose entry block gets the arguments.
bool sr_parse_workgroup_count_region(sr_parser_t* parser, sr_region_t* region);

// Prints what sr_parse_workgroup_count_region reads, preceded by |prefix|
// (the keyword and its spacing, e.g. " count" or "workgroups"). Prints
// nothing for a missing or empty region (the count region was omitted).
void sr_print_workgroup_count_region(sr_printer_t* printer,
                                     const sr_region_t* region,
                                     const char* prefix);

#endif  // STREAMREF_CORE_DIALECTS_REGION_SYNTAX_H_
