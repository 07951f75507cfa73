// Scalar reductions: the definition of the fixed summation order (see
// reduce.h). SIMD variants implement the same order lane for lane.
#include "kernels/reduce.h"

#include <math.h>

#include "kernels/math_ref.h"
#include "kernels/reduce_impl.h"
#include "kernels/table_impl.h"

const char* sr_k_reduce_op_name(sr_k_reduce_op_t op) {
  static const char* const kNames[SR_K_REDUCE_COUNT] = {"sum", "product", "min",
                                                        "max"};
  return op < SR_K_REDUCE_COUNT ? kNames[op] : "?";
}

//===----------------------------------------------------------------------===//
// Float inner reductions
//===----------------------------------------------------------------------===//

// Loads element i of a float row of |type| as f32 or f64 compute value.
static double sr_k_reduce_load(sr_k_dtype_t type, const void* row, size_t i) {
  switch (type) {
    case SR_K_F32:
      return ((const float*)row)[i];
    case SR_K_F64:
      return ((const double*)row)[i];
    case SR_K_F16:
      return sr_k_f16_to_f32(((const uint16_t*)row)[i]);
    default:
      return sr_k_bf16_to_f32(((const uint16_t*)row)[i]);
  }
}

// One chunk (<= SR_K_REDUCE_CHUNK elements) in the 16-lane order. f32
// compute types round every step to float, as the SIMD lanes do.
static double sr_k_reduce_chunk(sr_k_reduce_op_t op, sr_k_dtype_t type,
                                const void* row, size_t begin, size_t end) {
  bool is_f64 = type == SR_K_F64;
  bool sum = op == SR_K_REDUCE_SUM;
  double lane[SR_K_REDUCE_LANES];
  for (int j = 0; j < SR_K_REDUCE_LANES; ++j) lane[j] = sum ? -0.0 : 1.0;
  for (size_t i = begin; i < end; ++i) {
    double x = sr_k_reduce_load(type, row, i);
    int j = (int)((i - begin) % SR_K_REDUCE_LANES);
    double v = sum ? lane[j] + x : lane[j] * x;
    lane[j] = is_f64 ? v : (double)(float)v;
  }
  for (int width = SR_K_REDUCE_LANES / 2; width >= 1; width /= 2) {
    for (int j = 0; j < width; ++j) {
      double v = sum ? lane[j] + lane[j + width] : lane[j] * lane[j + width];
      lane[j] = is_f64 ? v : (double)(float)v;
    }
  }
  return lane[0];
}

double sr_k__reduce_pairwise(sr_k_reduce_op_t op, sr_k_dtype_t type,
                             const void* row, size_t n, size_t lo, size_t hi,
                             sr_k_reduce_chunk_fn_t chunk) {
  if (hi - lo == 1) {
    size_t begin = lo * SR_K_REDUCE_CHUNK;
    size_t end = begin + SR_K_REDUCE_CHUNK < n ? begin + SR_K_REDUCE_CHUNK : n;
    return chunk(op, type, row, begin, end);
  }
  size_t mid = lo + (hi - lo) / 2;
  double a = sr_k__reduce_pairwise(op, type, row, n, lo, mid, chunk);
  double b = sr_k__reduce_pairwise(op, type, row, n, mid, hi, chunk);
  double v = op == SR_K_REDUCE_SUM ? a + b : a * b;
  return type == SR_K_F64 ? v : (double)(float)v;
}

// MIN/MAX: minimumf/maximumf folded left to right (order-independent).
static double sr_k_reduce_minmax(sr_k_reduce_op_t op, sr_k_dtype_t type,
                                 const void* row, size_t n) {
  double acc = op == SR_K_REDUCE_MIN ? INFINITY : -INFINITY;
  for (size_t i = 0; i < n; ++i) {
    double x = sr_k_reduce_load(type, row, i);
    acc =
        op == SR_K_REDUCE_MIN ? sr_k_minimum_d(acc, x) : sr_k_maximum_d(acc, x);
  }
  return acc;
}

int sr_k__reduce_inner_float(sr_k_reduce_op_t op, sr_k_dtype_t type,
                             size_t rows, size_t n, void* out,
                             ptrdiff_t out_stride, const void* in,
                             ptrdiff_t in_row_stride,
                             sr_k_reduce_chunk_fn_t chunk) {
  size_t es = sr_k_dtype_size(type);
  for (size_t r = 0; r < rows; ++r) {
    const void* row =
        (const uint8_t*)in + (ptrdiff_t)r * in_row_stride * (ptrdiff_t)es;
    double v;
    if (op == SR_K_REDUCE_MIN || op == SR_K_REDUCE_MAX) {
      v = sr_k_reduce_minmax(op, type, row, n);
    } else if (n == 0) {
      v = op == SR_K_REDUCE_SUM ? -0.0 : 1.0;
    } else {
      size_t chunks = (n + SR_K_REDUCE_CHUNK - 1) / SR_K_REDUCE_CHUNK;
      v = sr_k__reduce_pairwise(op, type, row, n, 0, chunks, chunk);
    }
    sr_k__reduce_store(type, out, (ptrdiff_t)r * out_stride, v);
  }
  return SR_K_OK;
}

void sr_k__reduce_store(sr_k_dtype_t type, void* out, ptrdiff_t index,
                        double v) {
  switch (type) {
    case SR_K_F32:
      ((float*)out)[index] = (float)v;
      return;
    case SR_K_F64:
      ((double*)out)[index] = v;
      return;
    case SR_K_F16:
      // v is an f32 value here (f32 accumulation), so one rounding.
      ((uint16_t*)out)[index] = sr_k_f32_to_f16((float)v);
      return;
    default:
      ((uint16_t*)out)[index] = sr_k_f32_to_bf16((float)v);
      return;
  }
}

//===----------------------------------------------------------------------===//
// Float outer reductions: sequential per column
//===----------------------------------------------------------------------===//

int sr_k__reduce_outer_float_scalar(sr_k_reduce_op_t op, sr_k_dtype_t type,
                                    size_t rows, size_t n, size_t j0, void* out,
                                    const void* in, ptrdiff_t in_row_stride) {
  size_t es = sr_k_dtype_size(type);
  bool is_f64 = type == SR_K_F64;
  for (size_t j = j0; j < n; ++j) {
    double acc = op == SR_K_REDUCE_SUM       ? -0.0
                 : op == SR_K_REDUCE_PRODUCT ? 1.0
                 : op == SR_K_REDUCE_MIN     ? INFINITY
                                             : -INFINITY;
    for (size_t i = 0; i < rows; ++i) {
      const void* row =
          (const uint8_t*)in + (ptrdiff_t)i * in_row_stride * (ptrdiff_t)es;
      double x = sr_k_reduce_load(type, row, j);
      double v;
      switch (op) {
        case SR_K_REDUCE_SUM:
          v = acc + x;
          break;
        case SR_K_REDUCE_PRODUCT:
          v = acc * x;
          break;
        case SR_K_REDUCE_MIN:
          v = sr_k_minimum_d(acc, x);
          break;
        default:
          v = sr_k_maximum_d(acc, x);
          break;
      }
      acc = is_f64 ? v : (double)(float)v;
    }
    sr_k__reduce_store(type, out, (ptrdiff_t)j, acc);
  }
  return SR_K_OK;
}

//===----------------------------------------------------------------------===//
// Integer reductions: wrapping, so any order gives the same result
//===----------------------------------------------------------------------===//

static int64_t sr_k_reduce_load_int(sr_k_dtype_t type, const void* row,
                                    size_t i) {
  switch (type) {
    case SR_K_I8:
      return ((const int8_t*)row)[i];
    case SR_K_I16:
      return ((const int16_t*)row)[i];
    case SR_K_I32:
      return ((const int32_t*)row)[i];
    default:
      return ((const int64_t*)row)[i];
  }
}

static void sr_k_reduce_store_int(sr_k_dtype_t type, void* out, ptrdiff_t index,
                                  uint64_t v) {
  switch (type) {
    case SR_K_I8:
      ((uint8_t*)out)[index] = (uint8_t)v;
      return;
    case SR_K_I16:
      ((uint16_t*)out)[index] = (uint16_t)v;
      return;
    case SR_K_I32:
      ((uint32_t*)out)[index] = (uint32_t)v;
      return;
    default:
      ((uint64_t*)out)[index] = v;
      return;
  }
}

static uint64_t sr_k_reduce_int_identity(sr_k_reduce_op_t op,
                                         sr_k_dtype_t type) {
  int bits = (int)sr_k_dtype_size(type) * 8;
  uint64_t max = bits == 64 ? (uint64_t)INT64_MAX : (1ull << (bits - 1)) - 1;
  switch (op) {
    case SR_K_REDUCE_SUM:
      return 0;
    case SR_K_REDUCE_PRODUCT:
      return 1;
    case SR_K_REDUCE_MIN:
      return max;
    default:
      return (uint64_t)(-(int64_t)max - 1);
  }
}

static uint64_t sr_k_reduce_int_step(sr_k_reduce_op_t op, uint64_t acc,
                                     int64_t x) {
  switch (op) {
    case SR_K_REDUCE_SUM:
      return acc + (uint64_t)x;
    case SR_K_REDUCE_PRODUCT:
      return acc * (uint64_t)x;
    case SR_K_REDUCE_MIN:
      return (int64_t)acc < x ? acc : (uint64_t)x;
    default:
      return (int64_t)acc > x ? acc : (uint64_t)x;
  }
}

static int sr_k_reduce_inner_int(sr_k_reduce_op_t op, sr_k_dtype_t type,
                                 size_t rows, size_t n, void* out,
                                 ptrdiff_t out_stride, const void* in,
                                 ptrdiff_t in_row_stride) {
  size_t es = sr_k_dtype_size(type);
  for (size_t r = 0; r < rows; ++r) {
    const void* row =
        (const uint8_t*)in + (ptrdiff_t)r * in_row_stride * (ptrdiff_t)es;
    uint64_t acc = sr_k_reduce_int_identity(op, type);
    for (size_t i = 0; i < n; ++i) {
      acc = sr_k_reduce_int_step(op, acc, sr_k_reduce_load_int(type, row, i));
    }
    sr_k_reduce_store_int(type, out, (ptrdiff_t)r * out_stride, acc);
  }
  return SR_K_OK;
}

static int sr_k_reduce_outer_int(sr_k_reduce_op_t op, sr_k_dtype_t type,
                                 size_t rows, size_t n, void* out,
                                 const void* in, ptrdiff_t in_row_stride) {
  size_t es = sr_k_dtype_size(type);
  for (size_t j = 0; j < n; ++j) {
    uint64_t acc = sr_k_reduce_int_identity(op, type);
    for (size_t i = 0; i < rows; ++i) {
      const void* row =
          (const uint8_t*)in + (ptrdiff_t)i * in_row_stride * (ptrdiff_t)es;
      acc = sr_k_reduce_int_step(op, acc, sr_k_reduce_load_int(type, row, j));
    }
    sr_k_reduce_store_int(type, out, (ptrdiff_t)j, acc);
  }
  return SR_K_OK;
}

//===----------------------------------------------------------------------===//
// Table: one trampoline per (op, type)
//===----------------------------------------------------------------------===//

#define SR_K_REDUCE_TRAMPOLINES(OP, DT, KIND)                                 \
  static int sr_k_reduce_inner_##OP##_##DT##_scalar(                          \
      size_t rows, size_t n, void* out, ptrdiff_t os, const void* in,         \
      ptrdiff_t irs) {                                                        \
    return KIND == 0 ? sr_k__reduce_inner_float(SR_K_REDUCE_##OP, SR_K_##DT,  \
                                                rows, n, out, os, in, irs,    \
                                                sr_k_reduce_chunk)            \
                     : sr_k_reduce_inner_int(SR_K_REDUCE_##OP, SR_K_##DT,     \
                                             rows, n, out, os, in, irs);      \
  }                                                                           \
  static int sr_k_reduce_outer_##OP##_##DT##_scalar(                          \
      size_t rows, size_t n, void* out, const void* in, ptrdiff_t irs) {      \
    return KIND == 0                                                          \
               ? sr_k__reduce_outer_float_scalar(SR_K_REDUCE_##OP, SR_K_##DT, \
                                                 rows, n, 0, out, in, irs)    \
               : sr_k_reduce_outer_int(SR_K_REDUCE_##OP, SR_K_##DT, rows, n,  \
                                       out, in, irs);                         \
  }
#define SR_K_REDUCE_TYPES(X, OP) \
  X(OP, F32, 0)                  \
  X(OP, F64, 0)                  \
  X(OP, F16, 0)                  \
  X(OP, BF16, 0) X(OP, I8, 1) X(OP, I16, 1) X(OP, I32, 1) X(OP, I64, 1)
SR_K_REDUCE_TYPES(SR_K_REDUCE_TRAMPOLINES, SUM)
SR_K_REDUCE_TYPES(SR_K_REDUCE_TRAMPOLINES, PRODUCT)
SR_K_REDUCE_TYPES(SR_K_REDUCE_TRAMPOLINES, MIN)
SR_K_REDUCE_TYPES(SR_K_REDUCE_TRAMPOLINES, MAX)

void sr_k__populate_reduce_scalar(sr_k_table_t* table) {
#define SR_K_SET(OP, DT, KIND)                       \
  table->reduce_inner[SR_K_REDUCE_##OP][SR_K_##DT] = \
      sr_k_reduce_inner_##OP##_##DT##_scalar;        \
  table->reduce_outer[SR_K_REDUCE_##OP][SR_K_##DT] = \
      sr_k_reduce_outer_##OP##_##DT##_scalar;
  SR_K_REDUCE_TYPES(SR_K_SET, SUM)
  SR_K_REDUCE_TYPES(SR_K_SET, PRODUCT)
  SR_K_REDUCE_TYPES(SR_K_SET, MIN)
  SR_K_REDUCE_TYPES(SR_K_SET, MAX)
#undef SR_K_SET
}
