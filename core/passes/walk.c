// Op walks (see walk.h).

#include "core/passes/walk.h"

// The first op of the first non-empty block in regions |from| and later of
// |op|, or NULL.
static sr_op_t* sr_walk_first_nested(const sr_op_t* op, uint32_t from) {
  for (uint32_t r = from; r < op->num_regions; ++r) {
    for (sr_block_t* block = op->regions[r].first_block; block;
         block = block->next) {
      if (block->first_op) return block->first_op;
    }
  }
  return NULL;
}

// The deepest first descendant of |op| (|op| itself when it has none): where
// a post-order walk of |op| starts.
static sr_op_t* sr_walk_deepest_first(sr_op_t* op) {
  for (sr_op_t* child = sr_walk_first_nested(op, 0); child;
       child = sr_walk_first_nested(op, 0)) {
    op = child;
  }
  return op;
}

// The op after |op| among its siblings in walk order (the next op of its
// block, else the first op of a later block or region of its parent), or
// NULL when |op| is the last.
static sr_op_t* sr_walk_next_sibling(const sr_op_t* op) {
  if (op->next) return op->next;
  sr_block_t* block = op->parent;
  for (sr_block_t* next = block->next; next; next = next->next) {
    if (next->first_op) return next->first_op;
  }
  sr_region_t* region = block->parent;
  if (!region || !region->parent) return NULL;
  const sr_op_t* owner = region->parent;
  return sr_walk_first_nested(owner, (uint32_t)(region - owner->regions) + 1);
}

// The op after |op| in pre-order once |op|'s regions are done (or skipped),
// staying within |root|; NULL at the end.
static sr_op_t* sr_walk_next_after(sr_op_t* op, const sr_op_t* root) {
  while (op && op != root && op->parent) {
    sr_op_t* sibling = sr_walk_next_sibling(op);
    if (sibling) return sibling;
    op = sr_op_parent_op(op);
  }
  return NULL;
}

bool sr_walk_preorder(sr_op_t* root, sr_walk_fn_t fn, void* user_data) {
  sr_op_t* op = root;
  while (op) {
    sr_walk_result_t result = fn(user_data, op);
    if (result == SR_WALK_INTERRUPT) return false;
    sr_op_t* child =
        result == SR_WALK_ADVANCE ? sr_walk_first_nested(op, 0) : NULL;
    op = child ? child : sr_walk_next_after(op, root);
  }
  return true;
}

bool sr_walk_postorder(sr_op_t* root, sr_walk_fn_t fn, void* user_data) {
  sr_op_t* op = sr_walk_deepest_first(root);
  for (;;) {
    if (fn(user_data, op) == SR_WALK_INTERRUPT) return false;
    if (op == root || !op->parent) return true;
    sr_op_t* sibling = sr_walk_next_sibling(op);
    op = sibling ? sr_walk_deepest_first(sibling) : sr_op_parent_op(op);
    if (!op) return true;
  }
}

sr_op_t* sr_walk_find_ancestor(const sr_op_t* op, const char* name) {
  for (sr_op_t* parent = sr_op_parent_op(op); parent;
       parent = sr_op_parent_op(parent)) {
    if (sr_op_is(parent, name)) return parent;
  }
  return NULL;
}
