// Operation, block and value queries and mutation.

#include "core/ir/operation.h"

sr_string_view_t sr_op_dialect(const sr_op_t* op) {
  size_t dot = 0;
  while (dot < op->name.size && op->name.data[dot] != '.') ++dot;
  return sr_make_string_view(op->name.data, dot);
}

const sr_attr_t* sr_op_attr(const sr_op_t* op, const char* name) {
  const sr_attr_t* value = sr_dict_get(op->properties, name);
  return value ? value : sr_dict_get(op->attrs, name);
}

sr_op_t* sr_block_parent_op(const sr_block_t* block) {
  return block && block->parent ? block->parent->parent : NULL;
}

sr_op_t* sr_op_parent_op(const sr_op_t* op) {
  return op->parent ? sr_block_parent_op(op->parent) : NULL;
}

bool sr_block_is_entry(const sr_block_t* block) {
  return block->parent && block->parent->first_block == block;
}

uint32_t sr_value_use_count(const sr_value_t* value) {
  uint32_t count = 0;
  for (const sr_operand_t* use = value->first_use; use; use = use->next_use) {
    ++count;
  }
  return count;
}

static void sr_operand_unlink(sr_operand_t* operand) {
  if (!operand->value) return;
  if (operand->prev_use) {
    operand->prev_use->next_use = operand->next_use;
  } else {
    operand->value->first_use = operand->next_use;
  }
  if (operand->next_use) operand->next_use->prev_use = operand->prev_use;
  operand->next_use = operand->prev_use = NULL;
  operand->value = NULL;
}

void sr_operand_set(sr_operand_t* operand, sr_value_t* value) {
  sr_operand_unlink(operand);
  operand->value = value;
  if (!value) return;
  operand->next_use = value->first_use;
  if (value->first_use) value->first_use->prev_use = operand;
  value->first_use = operand;
}

void sr_value_replace_all_uses(sr_value_t* from, sr_value_t* to) {
  while (from->first_use) sr_operand_set(from->first_use, to);
}

void sr_block_append_op(sr_block_t* block, sr_op_t* op) {
  op->parent = block;
  op->prev = block->last_op;
  op->next = NULL;
  if (block->last_op) {
    block->last_op->next = op;
  } else {
    block->first_op = op;
  }
  block->last_op = op;
}

void sr_region_append_block(sr_region_t* region, sr_block_t* block) {
  block->parent = region;
  block->next = NULL;
  if (region->last_block) {
    region->last_block->next = block;
  } else {
    region->first_block = block;
  }
  region->last_block = block;
}
