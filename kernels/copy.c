// Scalar copies and the strided-copy driver.
#include "kernels/copy.h"

#include "kernels/table_impl.h"

int sr_k_copy_scalar(void* target, const void* source, size_t length) {
  // memmove is the definition: it handles overlap in both directions.
  if (length) memmove(target, source, length);
  return SR_K_OK;
}

#define SR_K_TRANSPOSE_LOOP(T)                              \
  do {                                                      \
    T* t = (T*)target;                                      \
    const T* s = (const T*)source;                          \
    for (size_t i = 0; i < rows; ++i) {                     \
      for (size_t j = 0; j < cols; ++j) {                   \
        t[(ptrdiff_t)j * target_stride + (ptrdiff_t)i] =    \
            s[(ptrdiff_t)i * source_stride + (ptrdiff_t)j]; \
      }                                                     \
    }                                                       \
  } while (0)

int sr_k_transpose_scalar(void* target, ptrdiff_t target_stride,
                          const void* source, ptrdiff_t source_stride,
                          size_t rows, size_t cols, size_t element_size) {
  switch (element_size) {
    case 1:
      SR_K_TRANSPOSE_LOOP(uint8_t);
      return SR_K_OK;
    case 2:
      SR_K_TRANSPOSE_LOOP(uint16_t);
      return SR_K_OK;
    case 4:
      SR_K_TRANSPOSE_LOOP(uint32_t);
      return SR_K_OK;
    case 8:
      SR_K_TRANSPOSE_LOOP(uint64_t);
      return SR_K_OK;
    default:
      return SR_K_ERROR_INVALID_ARGUMENT;
  }
}

void sr_k_dense_strides(size_t rank, const size_t* shape,
                        ptrdiff_t* out_strides) {
  ptrdiff_t stride = 1;
  for (size_t d = rank; d-- > 0;) {
    out_strides[d] = stride;
    stride *= (ptrdiff_t)shape[d];
  }
}

//===----------------------------------------------------------------------===//
// Strided copy driver
//===----------------------------------------------------------------------===//
// The descriptor is first simplified: size-1 dimensions vanish and adjacent
// dimensions that are contiguous in both operands merge. What remains is then
// one of three shapes, each handed to the fastest primitive:
//   - innermost contiguous in both: a byte copy per row;
//   - the two innermost dimensions swapped (a 2-D transpose): the blocked
//     transpose kernel per outer index;
//   - anything else: an element loop over the innermost dimension.

typedef struct sr_k_dims_t {
  size_t rank;
  size_t shape[SR_K_MAX_RANK];
  ptrdiff_t t[SR_K_MAX_RANK];
  ptrdiff_t s[SR_K_MAX_RANK];
} sr_k_dims_t;

static void sr_k_simplify(const sr_k_strided_copy_t* desc, sr_k_dims_t* out) {
  out->rank = 0;
  for (size_t d = 0; d < desc->rank; ++d) {
    if (desc->shape[d] == 1) continue;
    size_t r = out->rank;
    if (r > 0 &&
        out->t[r - 1] == desc->target_strides[d] * (ptrdiff_t)desc->shape[d] &&
        out->s[r - 1] == desc->source_strides[d] * (ptrdiff_t)desc->shape[d]) {
      // Dimension d continues dimension r-1 contiguously: merge.
      out->shape[r - 1] *= desc->shape[d];
      out->t[r - 1] = desc->target_strides[d];
      out->s[r - 1] = desc->source_strides[d];
      continue;
    }
    out->shape[r] = desc->shape[d];
    out->t[r] = desc->target_strides[d];
    out->s[r] = desc->source_strides[d];
    out->rank = r + 1;
  }
}

// Copies |n| elements along one dimension with element strides.
static void sr_k_copy_line(uint8_t* t, ptrdiff_t ts, const uint8_t* s,
                           ptrdiff_t ss, size_t n, size_t es) {
#define SR_K_LINE(T)                                                   \
  for (size_t i = 0; i < n; ++i) {                                     \
    *(T*)(t + (ptrdiff_t)i * ts) = *(const T*)(s + (ptrdiff_t)i * ss); \
  }                                                                    \
  return
  ts *= (ptrdiff_t)es;
  ss *= (ptrdiff_t)es;
  switch (es) {
    case 1:
      SR_K_LINE(uint8_t);
    case 2:
      SR_K_LINE(uint16_t);
    case 4:
      SR_K_LINE(uint32_t);
    case 8:
      SR_K_LINE(uint64_t);
    default:
      for (size_t i = 0; i < n; ++i) {
        memcpy(t + (ptrdiff_t)i * ts, s + (ptrdiff_t)i * ss, es);
      }
      return;
  }
#undef SR_K_LINE
}

int sr_k_copy_strided(const sr_k_table_t* table, void* target,
                      const void* source, const sr_k_strided_copy_t* desc) {
  if (desc->rank > SR_K_MAX_RANK || desc->element_size == 0) {
    return SR_K_ERROR_INVALID_ARGUMENT;
  }
  for (size_t d = 0; d < desc->rank; ++d) {
    if (desc->shape[d] == 0) return SR_K_OK;
  }
  sr_k_dims_t dims;
  sr_k_simplify(desc, &dims);
  size_t es = desc->element_size;
  if (dims.rank == 0) {
    memcpy(target, source, es);
    return SR_K_OK;
  }
  size_t r = dims.rank;
  bool row_copy = dims.t[r - 1] == 1 && dims.s[r - 1] == 1;
  bool transpose = !row_copy && r >= 2 && dims.t[r - 2] == 1 &&
                   dims.s[r - 1] == 1 && (es & (es - 1)) == 0 && es <= 8;
  // Walk the outer dimensions (all but the innermost one or two) with an
  // odometer; each step hands one row or one 2-D tile to a primitive.
  size_t inner = transpose ? 2 : 1;
  size_t outer_rank = r - inner;
  size_t index[SR_K_MAX_RANK] = {0};
  ptrdiff_t t_off = 0, s_off = 0;
  const uint8_t* s_base = (const uint8_t*)source;
  uint8_t* t_base = (uint8_t*)target;
  for (;;) {
    uint8_t* t = t_base + t_off * (ptrdiff_t)es;
    const uint8_t* s = s_base + s_off * (ptrdiff_t)es;
    if (row_copy) {
      int rc = table->copy(t, s, dims.shape[r - 1] * es);
      if (rc) return rc;
    } else if (transpose) {
      // Target walks dimension r-2 contiguously, source walks r-1: rows of
      // the source tile are indexed by r-2.
      int rc = table->transpose(t, dims.t[r - 1], s, dims.s[r - 2],
                                dims.shape[r - 2], dims.shape[r - 1], es);
      if (rc) return rc;
    } else {
      sr_k_copy_line(t, dims.t[r - 1], s, dims.s[r - 1], dims.shape[r - 1], es);
    }
    size_t d = outer_rank;
    while (d > 0) {
      --d;
      ++index[d];
      t_off += dims.t[d];
      s_off += dims.s[d];
      if (index[d] < dims.shape[d]) break;
      t_off -= dims.t[d] * (ptrdiff_t)dims.shape[d];
      s_off -= dims.s[d] * (ptrdiff_t)dims.shape[d];
      index[d] = 0;
      if (d == 0) return SR_K_OK;
    }
    if (outer_rank == 0) return SR_K_OK;
  }
}

void sr_k__populate_copy_scalar(sr_k_table_t* table) {
  table->copy = sr_k_copy_scalar;
  table->transpose = sr_k_transpose_scalar;
}
