// --iree-stream-dump-statistics (DumpStatistics.cpp): what a Stream module
// will do at run time, counted statically.
//
// The pretty and CSV outputs are IREE's, byte for byte, so that they can be
// diffed against `iree-opt --iree-stream-dump-statistics`. IREE's
// `verbose` level prints the same as pretty there; ours appends a section
// with the op counts per Stream phase and per op name (our reading of the
// level IREE reserved for "additional IR").
#ifndef STREAMREF_CORE_PASSES_STATISTICS_H_
#define STREAMREF_CORE_PASSES_STATISTICS_H_

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "core/ir/context.h"
#include "streamref/passes.h"

// IREE's aggregate `Statistics`, plus the op counts.
typedef struct sr_stream_statistics_t {
  // Globals: resource globals by lifetime; util.buffer.constant bytes.
  uint32_t constant_count;
  int64_t constant_size;
  uint32_t variable_count;
  int64_t variable_size;  // IREE: TBD, always 0
  // Synchronization: stream.timepoint.await ops.
  uint32_t await_count;
  // Execution: stream.cmd.execute ops and what they contain.
  uint32_t submission_count;
  int64_t transient_size;  // constant stream.resource.alloca sizes
  bool transient_size_dynamic;
  uint32_t fill_count;
  uint32_t copy_count;
  uint32_t collective_count;
  uint32_t dispatch_count;
  uint32_t call_count;
  // stream.executable ops.
  uint32_t executable_count;
  // Ops outside executables by Stream phase trait, other stream ops, ops of
  // other dialects; and all ops inside executables.
  uint32_t tensor_phase_ops;
  uint32_t async_phase_ops;
  uint32_t cmd_phase_ops;
  uint32_t other_stream_ops;
  uint32_t non_stream_ops;
  uint32_t executable_body_ops;
} sr_stream_statistics_t;

// Computes the statistics of |module|.
void sr_stream_statistics_compute(const sr_op_t* module,
                                  sr_stream_statistics_t* out_statistics);

// Bytes a util.buffer.constant value occupies (SizedStorageAttr's
// getStorageSize): strings, dense elements, dense resources and
// `#util.composite<Nxi8, ...>`; -1 when the attribute has no static size.
int64_t sr_constant_storage_size(const sr_attr_t* value);

// Writes the statistics of |module| to |stream| in |format|.
SR_MUST_USE_RESULT sr_status_t sr_dump_statistics(const sr_op_t* module,
                                                  sr_statistics_format_t format,
                                                  sr_allocator_t allocator,
                                                  FILE* stream);

#endif  // STREAMREF_CORE_PASSES_STATISTICS_H_
