// The Stream dialect's op verifiers (IREE's StreamOps.cpp `verify()` and
// `verifySymbolUses()` methods and the parent constraints of StreamOps.td).
//
// sr__stream_verify is the verifier of every stream op (the dialect's
// default, stream.c); the generic checks of its schema row run first
// (format.c: group sizes, fixed types, attribute kinds); it then checks the
// op's parent (the row's `parents`) and its op-specific invariants.
//
// The checks live in two files: stream_verify.c (the entry point, the
// per-op table, value sizes and dynamic dimensions, and the checks of
// single ops) and stream_verify_regions.c (execution regions, dispatches and
// calls: what needs to look at other ops).
#ifndef STREAMREF_CORE_DIALECTS_STREAM_VERIFY_H_
#define STREAMREF_CORE_DIALECTS_STREAM_VERIFY_H_

#include "core/ir/context.h"
#include "core/ir/op_registry.h"

sr_status_t sr__stream_verify(sr_context_t* context, const sr_op_t* op);

//===----------------------------------------------------------------------===//
// Shared by stream_verify*.c only
//===----------------------------------------------------------------------===//

// An operand or result group of an op.
typedef struct sr__stream_values_t {
  const sr_op_t* op;
  bool results;
  uint32_t begin;
  uint32_t count;
} sr__stream_values_t;

// By the generated index of the op's schema (SR_STREAM_CMD_FILL_TARGET):
// what the per-op checks use.
sr__stream_values_t sr__stream_operands(const sr_op_t* op, uint32_t group);
sr__stream_values_t sr__stream_results(const sr_op_t* op, uint32_t group);
// By name (a search of the row's group names), for the checks shared by
// several ops whose groups are named alike but numbered apart.
sr__stream_values_t sr__stream_operands_named(const sr_op_t* op,
                                              const char* name);
sr__stream_values_t sr__stream_results_named(const sr_op_t* op,
                                             const char* name);
const sr_value_t* sr__stream_value(sr__stream_values_t values, uint32_t i);

// True for `!stream.resource<...>`.
bool sr__stream_is_resource(const sr_type_t* type);

// Prints |type| into |buffer| (truncated to |size|) as MLIR's diagnostics
// do, without the quotes they add.
void sr__stream_type_text(const sr_type_t* type, char* buffer, size_t size);

// IREE's verifyOpValueSizes: |sizes| has one value for each size-aware
// value (resource or buffer) of |values|.
sr_status_t sr__stream_verify_value_sizes(sr_context_t* context,
                                          const sr_op_t* op,
                                          sr__stream_values_t values,
                                          sr__stream_values_t sizes);

// The region checks of stream_verify_regions.c, in the shape of the
// per-op table's hooks.
sr_status_t sr__stream_verify_async_dispatch(sr_context_t* context,
                                             const sr_op_t* op);
sr_status_t sr__stream_verify_async_call(sr_context_t* context,
                                         const sr_op_t* op);
sr_status_t sr__stream_verify_async_region(sr_context_t* context,
                                           const sr_op_t* op);
sr_status_t sr__stream_verify_cmd_call(sr_context_t* context,
                                       const sr_op_t* op);
sr_status_t sr__stream_verify_cmd_dispatch(sr_context_t* context,
                                           const sr_op_t* op);
sr_status_t sr__stream_verify_cmd_execute(sr_context_t* context,
                                          const sr_op_t* op);
sr_status_t sr__stream_verify_cmd_nested(sr_context_t* context,
                                         const sr_op_t* op);
// The symbol uses of stream.tensor.dispatch (its entry points).
sr_status_t sr__stream_verify_dispatch_symbols(sr_context_t* context,
                                               const sr_op_t* op);
// The `tied_operands` of |op| tie results of group |results| to operands
// of group |operands|: in range, and of compatible types.
sr_status_t sr__stream_verify_tied_operands(sr_context_t* context,
                                            const sr_op_t* op,
                                            const char* operands,
                                            const char* results);

#endif  // STREAMREF_CORE_DIALECTS_STREAM_VERIFY_H_
