// The ops streamref knows by name: their traits, their inherent attributes,
// and their custom (pretty) syntax.
//
// An op that is not registered still parses and prints in generic form;
// registering it adds the custom syntax MLIR dialects print, structural
// traits the parser and verifier rely on (isolated from above, terminator,
// symbol table), and the list of inherent attributes that MLIR keeps in
// properties (`<{...}>` in generic form).
//
// Each dialect's table is constant data; the merged index is sorted once on
// first use (call_once) and read-only afterwards, so lookups are a lock-free
// binary search from any thread and no registration calls are needed.
#ifndef STREAMREF_CORE_IR_OP_REGISTRY_H_
#define STREAMREF_CORE_IR_OP_REGISTRY_H_

#include <stdbool.h>
#include <stdint.h>

#include "core/base/string_view.h"
#include "core/ir/operation.h"
#include "streamref/status.h"

typedef struct sr_parser_t sr_parser_t;
typedef struct sr_op_state_t sr_op_state_t;
typedef struct sr_printer_t sr_printer_t;
typedef struct sr_result_namer_t sr_result_namer_t;

// The namers' setters (sr_result_namer_set, sr_block_arg_namer_set) are
// the printer's: core/print/printer.h.

enum sr_op_trait_bits_e {
  // Regions cannot see values defined outside (func.func, module, ...).
  SR_OP_TRAIT_ISOLATED_FROM_ABOVE = 1u << 0,
  // Must be the last op of its block.
  SR_OP_TRAIT_TERMINATOR = 1u << 1,
  // Its regions' blocks need no terminator (module bodies).
  SR_OP_TRAIT_NO_TERMINATOR = 1u << 2,
  // Holds symbols that nested symbol references resolve against.
  SR_OP_TRAIT_SYMBOL_TABLE = 1u << 3,
  // Regions are graphs: no dominance requirement (module bodies).
  SR_OP_TRAIT_GRAPH_REGION = 1u << 4,
  // Defines a symbol through its `sym_name` attribute.
  SR_OP_TRAIT_SYMBOL = 1u << 5,
};
typedef uint32_t sr_op_traits_t;

// Parses the custom syntax after the op name into |state|. Returns false
// after recording an error in the parser.
typedef bool (*sr_op_parse_fn_t)(sr_parser_t* parser, const sr_op_info_t* info,
                                 sr_op_state_t* state);
// Prints the custom syntax after the op name (results and name are already
// printed).
typedef void (*sr_op_print_fn_t)(sr_printer_t* printer, const sr_op_t* op);
// Checks op-specific invariants (after the structural checks of its
// regions). Returns a located status.
typedef struct sr_context_t sr_context_t;
typedef sr_status_t (*sr_op_verify_fn_t)(sr_context_t* context,
                                         const sr_op_t* op);
// Names the op's results for printing (optional).
typedef void (*sr_op_name_results_fn_t)(const sr_op_t* op,
                                        sr_result_namer_t* namer);

typedef struct sr_block_arg_namer_t sr_block_arg_namer_t;
// Names the entry block arguments of region |region| of |op| (optional).
typedef void (*sr_op_name_block_args_fn_t)(const sr_op_t* op, uint32_t region,
                                           sr_block_arg_namer_t* namer);

struct sr_op_schema_t;

struct sr_op_info_t {
  const char* name;  // "arith.addi"
  sr_op_traits_t traits;
  // Dialect whose ops may drop their prefix inside this op's regions
  // ("func" for func.func), or NULL.
  const char* default_dialect;
  sr_op_parse_fn_t parse;  // NULL: no custom syntax
  sr_op_print_fn_t print;  // NULL: printed in generic form
  // NULL-terminated names of inherent attributes (kept in properties).
  const char* const* inherent_attrs;
  sr_op_name_results_fn_t name_results;        // NULL: results are numbered
  sr_op_verify_fn_t verify;                    // NULL: structural checks only
  sr_op_name_block_args_fn_t name_block_args;  // NULL: `%argN`
  // The op's schema row (core/dialects/op_schema.h: its groups by index),
  // set by the registry.
  const struct sr_op_schema_t* schema;
};

// The registry itself (lookup by name, the list of ops, known dialects) is
// core/dialects/registry.h: it is built from the dialects' tables, and
// ir/ knows no dialect.

// True if |name| is one of |info|'s inherent attributes.
bool sr_op_info_is_inherent(const sr_op_info_t* info, sr_string_view_t name);

static inline bool sr_op_has_trait(const sr_op_t* op, sr_op_traits_t trait) {
  return op->info && (op->info->traits & trait) == trait;
}

#endif  // STREAMREF_CORE_IR_OP_REGISTRY_H_
