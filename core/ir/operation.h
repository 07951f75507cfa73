// Operations, regions, blocks and values: the structure of a program.
//
// The shape is MLIR's: an op has operands, results, attributes, properties,
// regions and successors; a region holds blocks; a block holds arguments and
// a list of ops. Values keep a list of their uses so that passes and the
// verifier can walk def-use chains.
//
// Everything here is allocated in the owning context's arena and is freed
// with the context; nothing is freed one at a time.
#ifndef STREAMREF_CORE_IR_OPERATION_H_
#define STREAMREF_CORE_IR_OPERATION_H_

#include <stdbool.h>
#include <stdint.h>

#include "core/ir/attributes.h"
#include "core/ir/types.h"

typedef struct sr_block_t sr_block_t;
typedef struct sr_op_t sr_op_t;
typedef struct sr_operand_t sr_operand_t;
typedef struct sr_region_t sr_region_t;
typedef struct sr_value_t sr_value_t;
typedef struct sr_op_info_t sr_op_info_t;

// Where an op or value appears in the text it was parsed from. Kept
// separately from the `loc(...)` attribute: this one always points at the
// file streamref read, which is where run-time errors are reported.
typedef struct sr_source_pos_t {
  uint32_t source_id;  // index into the context's source table; 0 = none
  uint32_t line;       // 1-based
  uint32_t column;     // 1-based
} sr_source_pos_t;

typedef enum sr_value_kind_e {
  SR_VALUE_RESULT = 0,
  SR_VALUE_BLOCK_ARGUMENT = 1,
  // Created by the parser for a use seen before its definition; replaced
  // when the definition is parsed. Never survives a successful parse.
  SR_VALUE_PLACEHOLDER = 2,
} sr_value_kind_t;

struct sr_value_t {
  sr_value_kind_t kind;
  uint32_t index;  // result number or argument number
  const sr_type_t* type;
  union {
    sr_op_t* op;        // defining op (results)
    sr_block_t* block;  // owning block (block arguments)
  } owner;
  sr_operand_t* first_use;
  const sr_attr_t* loc;  // block arguments may carry a location
  sr_source_pos_t pos;
};

// One use of a value by an op.
struct sr_operand_t {
  sr_value_t* value;
  sr_op_t* owner;
  sr_operand_t* next_use;
  sr_operand_t* prev_use;
};

struct sr_op_t {
  // Name and (for ops streamref knows) its registered info.
  sr_string_view_t name;     // interned, e.g. "stream.cmd.execute"
  const sr_op_info_t* info;  // NULL for unknown ops

  uint32_t num_operands;
  uint32_t num_results;
  uint32_t num_regions;
  uint32_t num_successors;
  sr_operand_t* operands;
  sr_value_t* results;
  sr_region_t* regions;
  sr_block_t** successors;

  // Discardable attributes `{...}` and inherent properties `<{...}>`; both
  // dictionaries (the empty dictionary when absent), or a non-dictionary
  // properties attribute as MLIR allows.
  const sr_attr_t* attrs;
  const sr_attr_t* properties;
  // True when the text spelled properties with `<{...}>`. Registered ops
  // keep their inherent attributes in properties regardless.
  bool has_properties;
  // Position in the parent block, valid while the block's order_epoch is
  // the one its numbering pass set (the verifier numbers blocks lazily, as
  // MLIR's Operation::orderIndex, so "a before b" is one comparison).
  uint32_t order;

  const sr_attr_t* loc;  // the `loc(...)`; unknown when absent
  sr_source_pos_t pos;

  sr_block_t* parent;
  sr_op_t* prev;
  sr_op_t* next;
};

struct sr_block_t {
  uint32_t num_arguments;
  uint32_t arguments_capacity;
  sr_value_t** arguments;
  sr_op_t* first_op;
  sr_op_t* last_op;
  sr_region_t* parent;
  sr_block_t* next;
  sr_source_pos_t pos;
  // Which numbering pass last set |order| (of this block in its region) and
  // the ops' order; 0: never numbered. See sr_op_t.order.
  uint32_t order_epoch;
  uint32_t order;
};

struct sr_region_t {
  sr_block_t* first_block;
  sr_block_t* last_block;
  sr_op_t* parent;
};

//===----------------------------------------------------------------------===//
// Queries
//===----------------------------------------------------------------------===//

static inline sr_value_t* sr_op_operand(const sr_op_t* op, uint32_t i) {
  return op->operands[i].value;
}
static inline sr_value_t* sr_op_result(sr_op_t* op, uint32_t i) {
  return &op->results[i];
}
static inline bool sr_op_is(const sr_op_t* op, const char* name) {
  return sr_string_view_equal_cstr(op->name, name);
}
// Dialect prefix of the op name ("stream" for "stream.cmd.execute").
sr_string_view_t sr_op_dialect(const sr_op_t* op);

// An attribute by name, looked up in properties then in attrs.
const sr_attr_t* sr_op_attr(const sr_op_t* op, const char* name);

// The op that owns the region owning |block| (NULL for a top-level block).
sr_op_t* sr_block_parent_op(const sr_block_t* block);
// The op immediately enclosing |op| (NULL at the top).
sr_op_t* sr_op_parent_op(const sr_op_t* op);
// True if |block| is the first block of its region.
bool sr_block_is_entry(const sr_block_t* block);
// Number of uses of a value.
uint32_t sr_value_use_count(const sr_value_t* value);

//===----------------------------------------------------------------------===//
// Mutation (used by the parser and passes)
//===----------------------------------------------------------------------===//

// Points operand |operand| at |value| (unlinking it from its old value's
// use list).
void sr_operand_set(sr_operand_t* operand, sr_value_t* value);
// Redirects every use of |from| to |to|.
void sr_value_replace_all_uses(sr_value_t* from, sr_value_t* to);
// Appends |op| to |block|.
void sr_block_append_op(sr_block_t* block, sr_op_t* op);
// Appends |block| to |region|.
void sr_region_append_block(sr_region_t* region, sr_block_t* block);

#endif  // STREAMREF_CORE_IR_OPERATION_H_
