// The Stream dialect's op verifiers (IREE's StreamOps.cpp `verify()`
// methods and the parent constraints of StreamOps.td).
//
// Every stream op's spec points at sr__stream_verify, which the generic
// spec checks of format.c run first (group sizes, fixed types, attribute
// kinds); it then checks the op's parent and its op-specific invariants.
#ifndef STREAMREF_CORE_DIALECTS_STREAM_VERIFY_H_
#define STREAMREF_CORE_DIALECTS_STREAM_VERIFY_H_

#include "core/ir/context.h"
#include "core/ir/op_registry.h"

// One ParentOneOf/HasParent constraint: `parents` is a space-separated
// list of op names.
typedef struct sr_op_parents_t {
  const char* op;
  const char* parents;
} sr_op_parents_t;

// The parents |op_name| must have, or NULL when unconstrained (generated
// table in stream.c).
const char* sr__stream_op_parents(sr_string_view_t op_name);

sr_status_t sr__stream_verify(sr_context_t* context, const sr_op_t* op);

#endif  // STREAMREF_CORE_DIALECTS_STREAM_VERIFY_H_
