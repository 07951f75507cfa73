// Walks over nested ops, as MLIR's Operation::walk (pre- and post-order).
//
// Iterative (parent links, no recursion), so deeply nested IR cannot
// overflow the stack.
#ifndef STREAMREF_CORE_PASSES_WALK_H_
#define STREAMREF_CORE_PASSES_WALK_H_

#include <stdbool.h>

#include "core/ir/operation.h"

typedef enum sr_walk_result_e {
  SR_WALK_ADVANCE = 0,  // visit the op's regions next
  SR_WALK_SKIP,         // do not visit the op's regions
  SR_WALK_INTERRUPT,    // stop the walk
} sr_walk_result_t;

typedef sr_walk_result_t (*sr_walk_fn_t)(void* user_data, sr_op_t* op);

// Visits |root| and every op nested in it, parents before children, in
// region, block and op order. Returns false when |fn| interrupted the walk.
bool sr_walk_preorder(sr_op_t* root, sr_walk_fn_t fn, void* user_data);

// Visits the ops nested in |root| and then |root|, children before parents
// (MLIR's default Operation::walk order). SR_WALK_SKIP acts as ADVANCE.
// Returns false when |fn| interrupted the walk.
bool sr_walk_postorder(sr_op_t* root, sr_walk_fn_t fn, void* user_data);

// The nearest ancestor of |op| named |name|, or NULL.
sr_op_t* sr_walk_find_ancestor(const sr_op_t* op, const char* name);

#endif  // STREAMREF_CORE_PASSES_WALK_H_
