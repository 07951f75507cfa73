// The table behind op_traits.h, transcribed from IREE's op definitions.
//
// Sources (IREE commit b48a5955, the one tests/corpus/iree-lit comes from):
// - Stream ops: the trait lists of StreamOps.td (Stream_TensorPhaseOp,
//   Stream_AsyncPhaseOp, Stream_CmdPhaseOp, Stream_AffinityOp,
//   Stream_StreamableOp, Stream_AsyncAccessOp, Util_ObjectLike) and the
//   isMetadata() overrides in StreamOps.cpp (resource.subview, tensor.empty,
//   async.alloca, async.constant, async.barrier).
// - flow/hal/util/arith ops: StreamExternalModels.cpp, which attaches
//   AffinityOpInterface and StreamableOpInterface to them.
// - ObjectLike executables of other dialects: FlowOps.td, HALOps.td.
// - Util_SizeAwareOp in the trait lists of StreamOps.td (SIZED).
//
// Kept sorted by name for a binary search (a test checks the order).

#include "core/passes/op_traits.h"

#include <stdlib.h>
#include <string.h>

enum {
  TENSOR = SR_PASS_TRAIT_TENSOR_PHASE,
  ASYNC = SR_PASS_TRAIT_ASYNC_PHASE,
  CMD = SR_PASS_TRAIT_CMD_PHASE,
  STREAMABLE = SR_PASS_TRAIT_STREAMABLE,
  METADATA = SR_PASS_TRAIT_METADATA,
  ACCESS = SR_PASS_TRAIT_ASYNC_ACCESS,
  AFFINITY = SR_PASS_TRAIT_AFFINITY,
  OBJECT = SR_PASS_TRAIT_OBJECT_LIKE,
  FUNCTION = SR_PASS_TRAIT_FUNCTION,
  SIZED = SR_PASS_TRAIT_SIZE_AWARE,
};

#define ALWAYS SR_AFFINITY_REQUIRED_ALWAYS
#define NEVER SR_AFFINITY_REQUIRED_NEVER

static const sr_pass_op_traits_t sr_pass_op_traits_entries[] = {
    {"arith.constant", AFFINITY, SR_AFFINITY_REQUIRED_IF_TENSOR_RESULT,
     "stream.affinity"},
    {"flow.call", AFFINITY, ALWAYS, "stream.affinity"},
    {"flow.channel.default", AFFINITY, ALWAYS, "stream.affinity"},
    {"flow.collective.all_gather", AFFINITY, ALWAYS, "stream.affinity"},
    {"flow.collective.all_reduce", AFFINITY, ALWAYS, "stream.affinity"},
    {"flow.collective.all_to_all", AFFINITY, ALWAYS, "stream.affinity"},
    {"flow.collective.reduce_scatter", AFFINITY, ALWAYS, "stream.affinity"},
    {"flow.collective.send_recv", AFFINITY, ALWAYS, "stream.affinity"},
    {"flow.dispatch", AFFINITY | STREAMABLE, ALWAYS, "stream.affinity"},
    {"flow.dispatch.region", AFFINITY, ALWAYS, "stream.affinity"},
    {"flow.dispatch.workgroups", AFFINITY, ALWAYS, "stream.affinity"},
    {"flow.executable", OBJECT, ALWAYS, NULL},
    {"flow.func", FUNCTION, ALWAYS, NULL},
    {"flow.tensor.alloca", AFFINITY | STREAMABLE, ALWAYS, "stream.affinity"},
    {"flow.tensor.barrier", AFFINITY, ALWAYS, "target"},
    {"flow.tensor.clone", AFFINITY, ALWAYS, "stream.affinity"},
    {"flow.tensor.constant", AFFINITY, ALWAYS, "stream.affinity"},
    {"flow.tensor.dynamic_constant", AFFINITY, ALWAYS, "stream.affinity"},
    {"flow.tensor.empty", AFFINITY | STREAMABLE, ALWAYS, "stream.affinity"},
    {"flow.tensor.encode", AFFINITY, ALWAYS, "stream.affinity"},
    {"flow.tensor.reshape", STREAMABLE, ALWAYS, NULL},
    {"flow.tensor.slice", AFFINITY, ALWAYS, "stream.affinity"},
    {"flow.tensor.splat", AFFINITY | STREAMABLE, ALWAYS, "stream.affinity"},
    {"flow.tensor.transfer", AFFINITY, ALWAYS, "target"},
    {"flow.tensor.update", AFFINITY, ALWAYS, "stream.affinity"},
    {"func.func", FUNCTION, ALWAYS, NULL},
    {"hal.executable", OBJECT, ALWAYS, NULL},
    {"hal.executable.source", OBJECT, ALWAYS, NULL},
    {"hal.tensor.alias", AFFINITY, NEVER, "affinity"},
    {"hal.tensor.export", AFFINITY, NEVER, "affinity"},
    {"hal.tensor.import", AFFINITY, NEVER, "affinity"},
    {"hal.tensor.transients", AFFINITY, NEVER, "affinity"},
    {"stream.async.alloca", ASYNC | AFFINITY | STREAMABLE | METADATA | SIZED,
     ALWAYS, NULL},
    {"stream.async.barrier", ASYNC | AFFINITY | STREAMABLE | METADATA | SIZED,
     ALWAYS, NULL},
    {"stream.async.call", ASYNC | AFFINITY | STREAMABLE | ACCESS | SIZED,
     ALWAYS, NULL},
    {"stream.async.cast", ASYNC | AFFINITY | SIZED, ALWAYS, NULL},
    {"stream.async.clone", ASYNC | AFFINITY | STREAMABLE | ACCESS | SIZED,
     ALWAYS, NULL},
    {"stream.async.collective", ASYNC | AFFINITY | STREAMABLE | ACCESS | SIZED,
     ALWAYS, NULL},
    {"stream.async.concurrent", ASYNC | AFFINITY | STREAMABLE | ACCESS | SIZED,
     ALWAYS, NULL},
    {"stream.async.constant",
     ASYNC | AFFINITY | STREAMABLE | METADATA | ACCESS | SIZED, ALWAYS, NULL},
    {"stream.async.copy", ASYNC | AFFINITY | STREAMABLE | ACCESS | SIZED,
     ALWAYS, NULL},
    {"stream.async.dispatch", ASYNC | AFFINITY | STREAMABLE | ACCESS | SIZED,
     ALWAYS, NULL},
    {"stream.async.execute", ASYNC | AFFINITY | ACCESS | SIZED, ALWAYS, NULL},
    {"stream.async.fill", ASYNC | AFFINITY | STREAMABLE | ACCESS | SIZED,
     ALWAYS, NULL},
    {"stream.async.func", ASYNC | FUNCTION, ALWAYS, NULL},
    {"stream.async.load", ASYNC | SIZED, ALWAYS, NULL},
    {"stream.async.parameter.gather", ASYNC | AFFINITY | ACCESS | SIZED, ALWAYS,
     NULL},
    {"stream.async.parameter.load", ASYNC | AFFINITY | ACCESS | SIZED, ALWAYS,
     NULL},
    {"stream.async.parameter.read", ASYNC | AFFINITY | ACCESS | SIZED, ALWAYS,
     NULL},
    {"stream.async.parameter.scatter", ASYNC | AFFINITY | ACCESS | SIZED,
     ALWAYS, NULL},
    {"stream.async.parameter.write", ASYNC | AFFINITY | ACCESS | SIZED, ALWAYS,
     NULL},
    {"stream.async.slice", ASYNC | AFFINITY | STREAMABLE | ACCESS | SIZED,
     ALWAYS, NULL},
    {"stream.async.splat", ASYNC | AFFINITY | STREAMABLE | ACCESS | SIZED,
     ALWAYS, NULL},
    {"stream.async.store", ASYNC | SIZED, ALWAYS, NULL},
    {"stream.async.transfer", ASYNC | AFFINITY | STREAMABLE | ACCESS | SIZED,
     ALWAYS, NULL},
    {"stream.async.update", ASYNC | AFFINITY | STREAMABLE | ACCESS | SIZED,
     ALWAYS, NULL},
    {"stream.channel.create", AFFINITY, ALWAYS, NULL},
    {"stream.cmd.call", CMD | STREAMABLE | SIZED, ALWAYS, NULL},
    {"stream.cmd.collective", CMD | STREAMABLE | SIZED, ALWAYS, NULL},
    {"stream.cmd.concurrent", CMD | STREAMABLE, ALWAYS, NULL},
    {"stream.cmd.copy", CMD | STREAMABLE | SIZED, ALWAYS, NULL},
    {"stream.cmd.discard", CMD | STREAMABLE | SIZED, ALWAYS, NULL},
    {"stream.cmd.dispatch", CMD | STREAMABLE | SIZED, ALWAYS, NULL},
    {"stream.cmd.execute", CMD | AFFINITY | SIZED, ALWAYS, NULL},
    {"stream.cmd.fill", CMD | STREAMABLE | SIZED, ALWAYS, NULL},
    {"stream.cmd.flush", CMD | STREAMABLE | SIZED, ALWAYS, NULL},
    {"stream.cmd.func", CMD | FUNCTION, ALWAYS, NULL},
    {"stream.cmd.invalidate", CMD | STREAMABLE | SIZED, ALWAYS, NULL},
    {"stream.cmd.parameter.gather", CMD | AFFINITY | SIZED, ALWAYS, NULL},
    {"stream.cmd.parameter.load", CMD | AFFINITY | SIZED, ALWAYS, NULL},
    {"stream.cmd.parameter.read", CMD | AFFINITY | SIZED, ALWAYS, NULL},
    {"stream.cmd.parameter.scatter", CMD | AFFINITY | SIZED, ALWAYS, NULL},
    {"stream.cmd.parameter.write", CMD | AFFINITY | SIZED, ALWAYS, NULL},
    {"stream.cmd.serial", CMD | STREAMABLE, ALWAYS, NULL},
    {"stream.context.resolve", AFFINITY, ALWAYS, NULL},
    {"stream.executable", OBJECT, ALWAYS, NULL},
    {"stream.file.constant", AFFINITY | SIZED, ALWAYS, NULL},
    {"stream.file.read", CMD | AFFINITY | SIZED, ALWAYS, NULL},
    {"stream.file.write", CMD | AFFINITY | SIZED, ALWAYS, NULL},
    {"stream.resource.alloc", AFFINITY | SIZED, ALWAYS, NULL},
    {"stream.resource.alloca", AFFINITY | SIZED, ALWAYS, NULL},
    {"stream.resource.constants", AFFINITY | SIZED, ALWAYS, NULL},
    {"stream.resource.dealloca", AFFINITY | SIZED, ALWAYS, NULL},
    {"stream.resource.is_terminal", CMD | SIZED, ALWAYS, NULL},
    {"stream.resource.load", SIZED, ALWAYS, NULL},
    {"stream.resource.pack", AFFINITY, ALWAYS, NULL},
    {"stream.resource.release", CMD | SIZED, ALWAYS, NULL},
    {"stream.resource.retain", CMD | SIZED, ALWAYS, NULL},
    {"stream.resource.size", SIZED, ALWAYS, NULL},
    {"stream.resource.store", SIZED, ALWAYS, NULL},
    {"stream.resource.subview", STREAMABLE | METADATA | SIZED, ALWAYS, NULL},
    {"stream.resource.transients", AFFINITY | SIZED, ALWAYS, NULL},
    {"stream.resource.try_map", AFFINITY | SIZED, ALWAYS, NULL},
    {"stream.tensor.clone", TENSOR | AFFINITY | STREAMABLE | SIZED, ALWAYS,
     NULL},
    {"stream.tensor.constant", TENSOR | AFFINITY | STREAMABLE, ALWAYS, NULL},
    {"stream.tensor.dispatch", TENSOR | AFFINITY | STREAMABLE | SIZED, ALWAYS,
     NULL},
    {"stream.tensor.empty", TENSOR | AFFINITY | STREAMABLE | METADATA | SIZED,
     ALWAYS, NULL},
    {"stream.tensor.encode", TENSOR | AFFINITY | STREAMABLE | SIZED, ALWAYS,
     NULL},
    {"stream.tensor.export", AFFINITY | SIZED, ALWAYS, NULL},
    {"stream.tensor.fill", TENSOR | AFFINITY | STREAMABLE | SIZED, ALWAYS,
     NULL},
    {"stream.tensor.import", AFFINITY | SIZED, ALWAYS, NULL},
    {"stream.tensor.load", TENSOR | SIZED, ALWAYS, NULL},
    {"stream.tensor.parameter.load", TENSOR | AFFINITY | STREAMABLE | SIZED,
     ALWAYS, NULL},
    {"stream.tensor.parameter.write", TENSOR | AFFINITY | SIZED, ALWAYS, NULL},
    {"stream.tensor.sizeof", TENSOR | AFFINITY, ALWAYS, NULL},
    {"stream.tensor.slice", TENSOR | AFFINITY | STREAMABLE | SIZED, ALWAYS,
     NULL},
    {"stream.tensor.splat", TENSOR | AFFINITY | STREAMABLE | SIZED, ALWAYS,
     NULL},
    {"stream.tensor.store", TENSOR | SIZED, ALWAYS, NULL},
    {"stream.tensor.trace", SIZED, ALWAYS, NULL},
    {"stream.tensor.update", TENSOR | AFFINITY | STREAMABLE | SIZED, ALWAYS,
     NULL},
    {"stream.test.timeline_op", SIZED, ALWAYS, NULL},
    {"stream.timepoint.await", SIZED, ALWAYS, NULL},
    {"stream.timepoint.barrier", AFFINITY | SIZED, ALWAYS, NULL},
    {"stream.timepoint.export", AFFINITY, ALWAYS, NULL},
    {"stream.timepoint.import", AFFINITY, ALWAYS, NULL},
    {"stream.yield", SIZED, ALWAYS, NULL},
    {"util.func", AFFINITY | FUNCTION, NEVER, "stream.affinity"},
    {"util.global", AFFINITY, SR_AFFINITY_REQUIRED_IF_TENSOR_GLOBAL,
     "stream.affinity"},
    {"util.initializer", AFFINITY | FUNCTION, NEVER, "stream.affinity"},
};

#undef ALWAYS
#undef NEVER

static int sr_pass_op_traits_compare(const void* key, const void* entry) {
  const sr_string_view_t* name = key;
  const char* entry_name = ((const sr_pass_op_traits_t*)entry)->name;
  size_t entry_length = strlen(entry_name);
  size_t common = name->size < entry_length ? name->size : entry_length;
  int order = memcmp(name->data, entry_name, common);
  if (order) return order;
  return (name->size > entry_length) - (name->size < entry_length);
}

const sr_pass_op_traits_t* sr_pass_op_traits_lookup(const sr_op_t* op) {
  return bsearch(
      &op->name, sr_pass_op_traits_entries,
      sizeof(sr_pass_op_traits_entries) / sizeof(sr_pass_op_traits_entries[0]),
      sizeof(sr_pass_op_traits_entries[0]), sr_pass_op_traits_compare);
}

sr_pass_traits_t sr_pass_op_traits(const sr_op_t* op) {
  const sr_pass_op_traits_t* entry = sr_pass_op_traits_lookup(op);
  return entry ? entry->traits : 0;
}

const sr_pass_op_traits_t* sr_pass_op_traits_table(uint32_t* out_count) {
  *out_count = (uint32_t)(sizeof(sr_pass_op_traits_entries) /
                          sizeof(sr_pass_op_traits_entries[0]));
  return sr_pass_op_traits_entries;
}
