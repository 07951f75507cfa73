// Rows of a tensor along one dimension, for the iree_linalg_ext ops that
// walk a dimension sequentially (sort, scan, arg_compare): a block of rows
// is gathered into a dimension-major scratch ("lanes": position j of every
// row of the block is contiguous), so that one element-program run handles
// step j of the whole block. Internal to dispatch_interp/.
#ifndef STREAMREF_CPU_BACKEND_DISPATCH_INTERP_EXT_ROWS_H_
#define STREAMREF_CPU_BACKEND_DISPATCH_INTERP_EXT_ROWS_H_

#include "cpu_backend/dispatch_interp/body_run.h"
#include "cpu_backend/dispatch_interp/exec_impl.h"

// Rows handled per element-program run.
#define SR_DI_ROW_BLOCK 64

// The offset (in elements) of row |row| of |t|: rows are row-major over
// every dimension but |dim| (|dim| may be t->rank: no dimension skipped).
static inline ptrdiff_t sr__di_row_offset(const sr_di_tensor_t* t, uint32_t dim,
                                          size_t row) {
  ptrdiff_t offset = 0;
  for (int i = (int)t->rank - 1; i >= 0; --i) {
    if ((uint32_t)i == dim) continue;
    offset += (ptrdiff_t)(row % (size_t)t->shape[i]) * t->strides[i];
    row /= (size_t)t->shape[i];
  }
  return offset;
}

// Copies rows [first, first + rows) of |t| along |dim| (|n| elements each)
// into |lanes| (|in|) or back from it.
static inline void sr__di_rows_move(const sr_di_tensor_t* t, uint32_t dim,
                                    int64_t n, size_t first, size_t rows,
                                    uint8_t* lanes, bool in) {
  size_t size = sr_dtype_size((sr_dtype_t)t->dtype);
  ptrdiff_t step = t->strides[dim];
  for (size_t r = 0; r < rows; ++r) {
    uint8_t* row =
        t->data + sr__di_row_offset(t, dim, first + r) * (ptrdiff_t)size;
    uint8_t* lane = lanes + r * size;
    if (in) {
      sr_di_copy_elements((size_t)n, size, lane, (ptrdiff_t)rows, row, step);
    } else {
      sr_di_copy_elements((size_t)n, size, row, step, lane, (ptrdiff_t)rows);
    }
  }
}

#endif  // STREAMREF_CPU_BACKEND_DISPATCH_INTERP_EXT_ROWS_H_
