// Generated programs of the scale suite. See scale_gen.h.

#include "perf/scale_gen.h"

#include <inttypes.h>
#include <stdarg.h>
#include <string.h>

// 16 slots of 4 x i32 (16 bytes each) in one 256-byte resource.
#define SR_SCALE_SLOTS 16
#define SR_SCALE_SLOT_BYTES 16
#define SR_SCALE_BYTES (SR_SCALE_SLOTS * SR_SCALE_SLOT_BYTES)
#define SR_SCALE_BLOB_BYTES (1u << 20)

static const char* const kShapeNames[SR_SCALE_SHAPE_COUNT] = {
    "dispatch", "copy", "executes", "weights"};

const char* sr_scale_shape_name(sr_scale_shape_t shape) {
  return shape < SR_SCALE_SHAPE_COUNT ? kShapeNames[shape] : "?";
}

sr_scale_shape_t sr_scale_shape_from_name(const char* name) {
  for (int s = 0; s < SR_SCALE_SHAPE_COUNT; ++s) {
    if (!strcmp(name, kShapeNames[s])) return (sr_scale_shape_t)s;
  }
  return SR_SCALE_SHAPE_COUNT;
}

// The executable every dispatch runs: slot += 1, elementwise.
static void sr_scale_write_executable(FILE* out) {
  fputs(
      "stream.executable private @ex {\n"
      "  stream.executable.export public @add1 workgroups() -> (index, "
      "index, index) {\n"
      "    %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()\n"
      "    stream.return %x, %y, %z : index, index, index\n"
      "  }\n"
      "  builtin.module {\n"
      "    func.func @add1(%b: !stream.binding) {\n"
      "      %c0 = arith.constant 0 : index\n"
      "      %one = arith.constant 1 : i32\n"
      "      %s = stream.binding.subspan %b[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<4xi32>>\n"
      "      %t = iree_tensor_ext.dispatch.tensor.load %s, offsets = [0], "
      "sizes = [4], strides = [1] : "
      "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<4xi32>> -> "
      "tensor<4xi32>\n"
      "      %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], "
      "iterator_types = [\"parallel\"]} outs(%t : tensor<4xi32>) {\n"
      "      ^bb0(%o: i32):\n"
      "        %a = arith.addi %o, %one : i32\n"
      "        linalg.yield %a : i32\n"
      "      } -> tensor<4xi32>\n"
      "      iree_tensor_ext.dispatch.tensor.store %r, %s, offsets = [0], "
      "sizes = [4], strides = [1] : tensor<4xi32> -> "
      "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<4xi32>>\n"
      "      return\n"
      "    }\n"
      "  }\n"
      "}\n",
      out);
}

// The resource type, for fputs and (doubled %) for printf formats.
#define SR_SCALE_RES "!stream.resource<external>{%csize}"
#define SR_SCALE_RES_FMT "!stream.resource<external>{%%csize}"

static void sr_scale_write_dispatch(FILE* out, const char* indent, uint32_t i) {
  fprintf(out,
          "%sstream.cmd.dispatch @ex::@add1 {\n"
          "%s  rw %%b[%%o%u for %%c16] : " SR_SCALE_RES_FMT
          "\n"
          "%s}\n",
          indent, indent, i % SR_SCALE_SLOTS, indent);
}

// Copy i moves source slot i % 8 to target slot 8 + (i + i / 8) % 8 (slot
// k was filled with k first): sources stay, each target ends up holding the
// last source copied into it.
static uint32_t sr_scale_copy_source(uint32_t i) { return i % 8; }
static uint32_t sr_scale_copy_target(uint32_t i) { return 8 + (i + i / 8) % 8; }

static void sr_scale_write_copy(FILE* out, uint32_t i) {
  fprintf(
      out,
      "    stream.cmd.copy %%b[%%o%u], %%b[%%o%u], %%c16 : " SR_SCALE_RES_FMT
      " -> " SR_SCALE_RES_FMT "\n",
      sr_scale_copy_source(i), sr_scale_copy_target(i));
}

static void sr_scale_write_ops_program(FILE* out, sr_scale_shape_t shape,
                                       uint32_t n) {
  if (shape != SR_SCALE_COPY) sr_scale_write_executable(out);
  fprintf(out,
          "util.func public @main() -> !hal.buffer_view {\n"
          "  %%c0 = arith.constant 0 : index\n"
          "  %%c16 = arith.constant 16 : index\n"
          "  %%csize = arith.constant %u : index\n",
          SR_SCALE_BYTES);
  for (uint32_t k = 0; k < SR_SCALE_SLOTS; ++k) {
    fprintf(out, "  %%o%u = arith.constant %u : index\n", k,
            k * SR_SCALE_SLOT_BYTES);
    if (shape == SR_SCALE_COPY) {
      fprintf(out, "  %%v%u = arith.constant %u : i32\n", k, k);
    }
  }
  fputs("  %zero = arith.constant 0 : i32\n", out);
  fputs("  %buf, %t0 = stream.resource.alloca uninitialized : " SR_SCALE_RES
        " => !stream.timepoint\n",
        out);
  const char* with = "with(%buf as %b: " SR_SCALE_RES ")";
  fprintf(out, "  %%t1 = stream.cmd.execute await(%%t0) => %s {\n", with);
  if (shape == SR_SCALE_COPY) {
    for (uint32_t k = 0; k < SR_SCALE_SLOTS; ++k) {
      fprintf(out,
              "    stream.cmd.fill %%v%u, %%b[%%o%u for %%c16] : i32 "
              "-> " SR_SCALE_RES_FMT "\n",
              k, k);
    }
  } else {
    fputs("    stream.cmd.fill %zero, %b[%c0 for %csize] : i32 -> " SR_SCALE_RES
          "\n",
          out);
  }
  uint32_t last = 1;
  if (shape == SR_SCALE_EXECUTES) {
    fputs("  } => !stream.timepoint\n", out);
    for (uint32_t i = 0; i < n; ++i) {
      fprintf(out, "  %%t%u = stream.cmd.execute await(%%t%u) => %s {\n", i + 2,
              i + 1, with);
      sr_scale_write_dispatch(out, "    ", i);
      fputs("  } => !stream.timepoint\n", out);
    }
    last = n + 1;
  } else {
    for (uint32_t i = 0; i < n; ++i) {
      if (shape == SR_SCALE_COPY) {
        sr_scale_write_copy(out, i);
      } else {
        sr_scale_write_dispatch(out, "    ", i);
      }
    }
    fputs("  } => !stream.timepoint\n", out);
  }
  fprintf(
      out,
      "  %%ready = stream.timepoint.await %%t%u => %%buf : " SR_SCALE_RES_FMT
      "\n"
      "  %%view = stream.tensor.export %%ready : tensor<%ux4xi32> "
      "in " SR_SCALE_RES_FMT
      " -> !hal.buffer_view\n"
      "  util.return %%view : !hal.buffer_view\n"
      "}\n",
      last, SR_SCALE_SLOTS);
}

uint8_t sr_scale_gen_blob_byte(uint32_t b, uint32_t j) {
  uint32_t x = (b + 1) * 2654435761u ^ (j * 40503u);
  return (uint8_t)(x ^ (x >> 13));
}

static int sr_scale_write_weights(FILE* out, uint32_t n) {
  uint64_t total = (uint64_t)n * SR_SCALE_BLOB_BYTES;
  uint32_t words = SR_SCALE_BLOB_BYTES / 4;
  fputs(
      "util.global private @__constant_weights : !stream.resource<constant>\n"
      "util.initializer {\n"
      "  %c0 = arith.constant 0 : index\n"
      "  %c0_i64 = arith.constant 0 : i64\n"
      "  %0 = stream.timepoint.immediate => !stream.timepoint\n",
      out);
  fprintf(out,
          "  %%buffer_cst = util.buffer.constant <alignment = 64> : "
          "!util.buffer = #util.composite<%" PRIu64 "xi8, [\n",
          total);
  for (uint32_t b = 0; b < n; ++b) {
    fprintf(out, "  dense_resource<w%u> : tensor<%uxi32>,\n", b, words);
  }
  fprintf(
      out,
      "]>\n"
      "  %%ctotal = arith.constant %" PRIu64
      " : index\n"
      "  %%did_map, %%result = stream.resource.try_map %%buffer_cst[%%c0] : "
      "!util.buffer -> i1, !stream.resource<constant>{%%ctotal}\n"
      "  cf.cond_br %%did_map, ^bb2(%%0, %%result : !stream.timepoint, "
      "!stream.resource<constant>), ^bb1\n"
      "^bb1:\n"
      "  %%1 = stream.resource.alloc uninitialized : "
      "!stream.resource<constant>{%%ctotal}\n"
      "  %%file = stream.file.constant %%buffer_cst[%%c0 for %%ctotal] : "
      "!util.buffer{%%ctotal} -> !stream.file\n"
      "  %%2 = stream.file.read await(%%0) => %%file[%%c0_i64], %%1[%%c0], "
      "%%ctotal : !stream.file -> !stream.resource<constant>{%%ctotal} => "
      "!stream.timepoint\n"
      "  cf.br ^bb2(%%2, %%1 : !stream.timepoint, "
      "!stream.resource<constant>)\n"
      "^bb2(%%3: !stream.timepoint, %%4: !stream.resource<constant>):\n"
      "  %%5 = stream.timepoint.await sync %%3 => %%4 : "
      "!stream.resource<constant>{%%ctotal}\n"
      "  util.global.store %%5, @__constant_weights : "
      "!stream.resource<constant>\n"
      "  util.return\n"
      "}\n",
      total);
  // @main: bytes [0, 16) of each blob, in order.
  fprintf(out,
          "util.func public @main() -> !hal.buffer_view {\n"
          "  %%c16 = arith.constant 16 : index\n"
          "  %%ctotal = arith.constant %" PRIu64
          " : index\n"
          "  %%cout = arith.constant %u : index\n"
          "  %%w = util.global.load immutable @__constant_weights : "
          "!stream.resource<constant>\n"
          "  %%out, %%t0 = stream.resource.alloca uninitialized : "
          "!stream.resource<external>{%%cout} => !stream.timepoint\n",
          total, n * 16);
  for (uint32_t b = 0; b < n; ++b) {
    fprintf(out, "  %%src%u = arith.constant %" PRIu64 " : index\n", b,
            (uint64_t)b * SR_SCALE_BLOB_BYTES);
    fprintf(out, "  %%dst%u = arith.constant %u : index\n", b, b * 16);
  }
  fputs(
      "  %t1 = stream.cmd.execute await(%t0) => with(%w as %a: "
      "!stream.resource<constant>{%ctotal}, %out as %o: "
      "!stream.resource<external>{%cout}) {\n",
      out);
  for (uint32_t b = 0; b < n; ++b) {
    fprintf(out,
            "    stream.cmd.copy %%a[%%src%u], %%o[%%dst%u], %%c16 : "
            "!stream.resource<constant>{%%ctotal} -> "
            "!stream.resource<external>{%%cout}\n",
            b, b);
  }
  fprintf(out,
          "  } => !stream.timepoint\n"
          "  %%ready = stream.timepoint.await %%t1 => %%out : "
          "!stream.resource<external>{%%cout}\n"
          "  %%view = stream.tensor.export %%ready : tensor<%ux4xi32> in "
          "!stream.resource<external>{%%cout} -> !hal.buffer_view\n"
          "  util.return %%view : !hal.buffer_view\n"
          "}\n",
          n);
  // The blobs: "0x" + alignment 4 (LE) + the bytes, uppercase as MLIR
  // prints them.
  static const char kHex[] = "0123456789ABCDEF";
  char line[2 * 4096];
  fputs("{-#\n  dialect_resources: {\n    builtin: {\n", out);
  for (uint32_t b = 0; b < n; ++b) {
    fprintf(out, "      w%u: \"0x04000000", b);
    for (uint32_t j = 0; j < SR_SCALE_BLOB_BYTES; j += 4096) {
      for (uint32_t k = 0; k < 4096; ++k) {
        uint8_t v = sr_scale_gen_blob_byte(b, j + k);
        line[2 * k] = kHex[v >> 4];
        line[2 * k + 1] = kHex[v & 15];
      }
      if (fwrite(line, 1, sizeof(line), out) != sizeof(line)) return -1;
    }
    fputs(b + 1 < n ? "\",\n" : "\"\n", out);
  }
  fputs("    }\n  }\n#-}\n", out);
  return 0;
}

int sr_scale_gen_write(FILE* out, sr_scale_shape_t shape, uint32_t n) {
  if (shape == SR_SCALE_WEIGHTS) {
    if (!n || sr_scale_write_weights(out, n)) return -1;
  } else if (shape < SR_SCALE_SHAPE_COUNT) {
    sr_scale_write_ops_program(out, shape, n);
  } else {
    return -1;
  }
  return ferror(out) ? -1 : 0;
}

// Appends to |out| (|capacity| bytes, may be NULL with 0) at *|length|,
// counting what would have been written once the buffer is full, as
// snprintf does. A function rather than a macro around snprintf: GCC's
// -Wformat-truncation at -O3 flags the NULL destination of the sizing pass.
static void sr_scale_gen_appendf(char* out, size_t capacity, size_t* length,
                                 const char* format, ...) {
  char none = 0;
  size_t at = *length < capacity ? *length : capacity;
  char* destination = out ? out + at : &none;
  size_t room = out ? capacity - at : 0;
  va_list args;
  va_start(args, format);
  int k = vsnprintf(destination, room, format, args);
  va_end(args);
  if (k > 0) *length += (size_t)k;
}

size_t sr_scale_gen_expected(sr_scale_shape_t shape, uint32_t n, char* out,
                             size_t capacity) {
  uint32_t rows = shape == SR_SCALE_WEIGHTS ? n : SR_SCALE_SLOTS;
  int64_t slots[SR_SCALE_SLOTS][4];
  size_t length = 0;
#define SR_SCALE_APPEND(...) \
  sr_scale_gen_appendf(out, capacity, &length, __VA_ARGS__)
  if (out && capacity) out[0] = 0;
  SR_SCALE_APPEND("%ux4xi32=", rows);
  if (shape == SR_SCALE_WEIGHTS) {
    for (uint32_t b = 0; b < n; ++b) {
      SR_SCALE_APPEND("[");
      for (uint32_t e = 0; e < 4; ++e) {
        uint32_t word = 0;
        for (uint32_t k = 0; k < 4; ++k) {
          word |= (uint32_t)sr_scale_gen_blob_byte(b, e * 4 + k) << (8 * k);
        }
        SR_SCALE_APPEND(e ? " %d" : "%d", (int32_t)word);
      }
      SR_SCALE_APPEND("]");
    }
    return length;
  }
  for (uint32_t k = 0; k < SR_SCALE_SLOTS; ++k) {
    for (uint32_t e = 0; e < 4; ++e) {
      slots[k][e] = shape == SR_SCALE_COPY ? k : 0;
    }
  }
  for (uint32_t i = 0; i < n; ++i) {
    for (uint32_t e = 0; e < 4; ++e) {
      if (shape == SR_SCALE_COPY) {
        slots[sr_scale_copy_target(i)][e] = slots[sr_scale_copy_source(i)][e];
      } else {
        slots[i % SR_SCALE_SLOTS][e] += 1;
      }
    }
  }
  for (uint32_t k = 0; k < SR_SCALE_SLOTS; ++k) {
    SR_SCALE_APPEND("[%" PRId64 " %" PRId64 " %" PRId64 " %" PRId64 "]",
                    slots[k][0], slots[k][1], slots[k][2], slots[k][3]);
  }
#undef SR_SCALE_APPEND
  return length;
}
