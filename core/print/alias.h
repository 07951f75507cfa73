// Attribute and type aliases: `#map = affine_map<...>` at the top of a
// printed file and `#map` at every use, as MLIR's AsmPrinter produces them.
//
// MLIR asks each dialect for an alias name (OpAsmDialectInterface::getAlias)
// and builds the alias table by printing the whole operation once into a
// dummy stream, visiting every attribute and type in print order. We do the
// same: the printer runs a COLLECT pass into a scratch buffer, then
// sr_aliases_finalize orders and numbers the aliases, and the EMIT pass
// prints the definitions followed by the operation with aliases substituted.
//
// Ordering follows MLIR exactly: by depth (an alias is printed after every
// alias it contains; every nested attribute or type, aliased or not, adds a
// level), then types before attributes, then by name; equal names keep
// their first-visit order and are numbered `#map`, `#map1`, ...
// (`#name_1` when the name ends in a digit).
//
// Dialect attributes are held as text (streamref does not model every
// dialect's attributes), so nested attributes inside their bodies are found
// by scanning: `#dialect.mnemonic<...>`, `affine_map<...>` and
// `affine_set<...>` outside string literals, with `[`, `{` and `<` as
// nesting levels. Such nested attributes are keyed by their text.
#ifndef STREAMREF_CORE_PRINT_ALIAS_H_
#define STREAMREF_CORE_PRINT_ALIAS_H_

#include <stdbool.h>
#include <stdint.h>

#include "core/base/string_builder.h"
#include "core/ir/context.h"

typedef struct sr_aliases_t sr_aliases_t;

SR_MUST_USE_RESULT sr_status_t sr_aliases_create(sr_context_t* context,
                                                 sr_allocator_t allocator,
                                                 sr_aliases_t** out_aliases);
void sr_aliases_destroy(sr_aliases_t* aliases);

// Ends the COLLECT pass: names and orders the aliases and switches to EMIT.
SR_MUST_USE_RESULT sr_status_t sr_aliases_finalize(sr_aliases_t* aliases);

// Prints `#name = <definition>\n` for every alias (EMIT mode).
void sr_aliases_print_definitions(sr_aliases_t* aliases,
                                  sr_string_builder_t* out);

//===----------------------------------------------------------------------===//
// Hooks for the attribute and type printers
//===----------------------------------------------------------------------===//

// What the printer of an attribute or type does next.
typedef enum sr_alias_action_e {
  SR_ALIAS_PRINT_BODY = 0,  // print it, then call sr__aliases_leave
  SR_ALIAS_DONE = 1,        // the alias was printed / it was seen before
} sr_alias_action_t;

// Per-node bookkeeping between enter and leave.
typedef struct sr_alias_frame_t {
  uint32_t saved_depth;
  uint32_t entry;  // index + 1, or 0
  bool named;
} sr_alias_frame_t;

sr_alias_action_t sr__aliases_enter_attr(sr_aliases_t* aliases,
                                         const sr_attr_t* attr,
                                         sr_string_builder_t* out,
                                         sr_alias_frame_t* frame);
sr_alias_action_t sr__aliases_enter_type(sr_aliases_t* aliases,
                                         const sr_type_t* type,
                                         sr_string_builder_t* out,
                                         sr_alias_frame_t* frame);
void sr__aliases_leave(sr_aliases_t* aliases, const sr_alias_frame_t* frame);

// Prints a dialect attribute or type body (`dialect.mnemonic<...>`, without
// the sigil), substituting aliases for the attributes nested in it.
void sr__aliases_print_dialect_text(sr_aliases_t* aliases,
                                    sr_string_view_t text,
                                    sr_string_builder_t* out);

// Printing entry points of printer_attributes.c with an alias table
// (|aliases| may be NULL: no aliases).
void sr__print_type_aliased(sr_aliases_t* aliases, const sr_type_t* type,
                            sr_string_builder_t* out);
// |elision|: 0 print the type, 1 elide the default i64/f64, 2 never print.
void sr__print_attr_aliased(sr_aliases_t* aliases, const sr_attr_t* attr,
                            int elision, sr_string_builder_t* out);

#endif  // STREAMREF_CORE_PRINT_ALIAS_H_
