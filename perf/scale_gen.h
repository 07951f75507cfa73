// Generated programs for the scale suite (perf/scale_bench.c) and the
// scale tests: Stream programs of N tiny ops, to measure how loading,
// running and memory grow with the size of a program.
//
// Shapes (every one valid for iree-opt and streamref, custom syntax):
//   dispatch        one stream.cmd.execute holding N dispatches of a tiny
//                   interpreted executable (adds 1 to 4 x i32 in place),
//                   over 16 slots of one resource
//   copy            one stream.cmd.execute holding N 16-byte cmd.copy ops
//                   between those slots
//   executes        N stream.cmd.execute regions of one dispatch each,
//                   chained by timepoints
//   weights         N MiB of dense_resource blobs (1 MiB each) packed in a
//                   #util.composite constant the way iree-compile emits a
//                   model's inline weights (util.initializer + try_map);
//                   @main copies 16 bytes out of each blob
//
// Each program's @main returns one buffer view whose text (as
// iree-run-module and streamref-run print it) sr_scale_gen_expected gives.
#ifndef STREAMREF_PERF_SCALE_GEN_H_
#define STREAMREF_PERF_SCALE_GEN_H_

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef enum sr_scale_shape_e {
  SR_SCALE_DISPATCH = 0,
  SR_SCALE_COPY,
  SR_SCALE_EXECUTES,
  SR_SCALE_WEIGHTS,
  SR_SCALE_SHAPE_COUNT,
} sr_scale_shape_t;

// "dispatch", "copy", "executes", "weights".
const char* sr_scale_shape_name(sr_scale_shape_t shape);
// The shape named |name|, or SR_SCALE_SHAPE_COUNT.
sr_scale_shape_t sr_scale_shape_from_name(const char* name);

// Writes the program of |shape| with |n| ops (MiB for weights) to |out|.
// Returns 0, or -1 when writing failed.
int sr_scale_gen_write(FILE* out, sr_scale_shape_t shape, uint32_t n);

// Byte |j| of blob |b| of the weights program.
uint8_t sr_scale_gen_blob_byte(uint32_t b, uint32_t j);

// The result line streamref-run prints for the program
// ("16x4xi32=[..][..]..."), without a newline, in |out| (NUL-terminated;
// truncated to |capacity|). Returns the length it needs.
size_t sr_scale_gen_expected(sr_scale_shape_t shape, uint32_t n, char* out,
                             size_t capacity);

#endif  // STREAMREF_PERF_SCALE_GEN_H_
