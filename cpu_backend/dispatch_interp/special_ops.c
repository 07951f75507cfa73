// Ops with their own run-time code: linalg.softmax (decomposed as MLIR
// decomposes it: max, exp(x - max), sum, divide, each on the kernels) and
// linalg.pack / linalg.unpack (data-tiling layouts, element by element).

#include "cpu_backend/dispatch_interp/special_ops.h"

#include <string.h>

#include "cpu_backend/dispatch_interp/body_run.h"
#include "cpu_backend/dispatch_interp/exec_impl.h"
#include "cpu_backend/dispatch_interp/exec_support.h"
#include "kernels/dispatch.h"

//===----------------------------------------------------------------------===//
// Softmax
//===----------------------------------------------------------------------===//

typedef struct sr_di_softmax_t {
  const sr_k_table_t* kernels;
  sr_allocator_t allocator;
  const sr_di_tensor_t* in;
  sr_di_tensor_t* out;
  uint32_t dim;
  sr_k_dtype_t dtype;
  size_t size;
} sr_di_softmax_t;

static void sr_di_row_origin(const sr_di_tensor_t* t, uint32_t dim, size_t row,
                             ptrdiff_t* out_offset) {
  ptrdiff_t offset = 0;
  for (int i = (int)t->rank - 1; i >= 0; --i) {
    if ((uint32_t)i == dim) continue;
    size_t index = row % (size_t)t->shape[i];
    row /= (size_t)t->shape[i];
    offset += (ptrdiff_t)index * t->strides[i];
  }
  *out_offset = offset;
}

static void sr_di_fold(sr_k_binary_fn_t fn, uint8_t* buffer, size_t n,
                       size_t size) {
  while (n > 1) {
    size_t half = (n + 1) / 2;
    fn(n - half, buffer, 1, buffer, 1, buffer + half * size, 1);
    n = half;
  }
}

static sr_status_t sr_di_softmax_rows(void* user, size_t begin, size_t end) {
  const sr_di_softmax_t* j = (const sr_di_softmax_t*)user;
  const sr_k_table_t* k = j->kernels;
  size_t n = (size_t)j->in->shape[j->dim];
  // tmp: a row for the folds; splat: the max, then the sum, replicated so
  // the kernels read every operand with stride 1.
  uint8_t* tmp = NULL;
  SR_RETURN_IF_ERROR(
      sr_allocator_malloc(j->allocator, 2 * n * j->size + 16, (void**)&tmp));
  uint8_t* splat = tmp + n * j->size;
  sr_k_dtype_t t = j->dtype;
  ptrdiff_t in_stride = j->in->strides[j->dim];
  ptrdiff_t out_stride = j->out->strides[j->dim];
  uint8_t max[8], sum[8];
  for (size_t row = begin; row < end; ++row) {
    ptrdiff_t in_offset, out_offset;
    sr_di_row_origin(j->in, j->dim, row, &in_offset);
    sr_di_row_origin(j->out, j->dim, row, &out_offset);
    const uint8_t* x = j->in->data + in_offset * (ptrdiff_t)j->size;
    uint8_t* y = j->out->data + out_offset * (ptrdiff_t)j->size;
    sr_di_copy_elements(n, j->size, tmp, 1, x, in_stride);
    sr_di_fold(k->binary[SR_K_BINARY_MAXNUM][t], tmp, n, j->size);
    memcpy(max, tmp, j->size);
    sr_di_replicate(splat, max, j->size, n);
    k->binary[SR_K_BINARY_SUB][t](n, y, out_stride, x, in_stride, splat, 1);
    k->unary[SR_K_UNARY_EXP][t](n, y, out_stride, y, out_stride);
    sr_di_copy_elements(n, j->size, tmp, 1, y, out_stride);
    sr_di_fold(k->binary[SR_K_BINARY_ADD][t], tmp, n, j->size);
    memcpy(sum, tmp, j->size);
    sr_di_replicate(splat, sum, j->size, n);
    k->binary[SR_K_BINARY_DIV][t](n, y, out_stride, y, out_stride, splat, 1);
  }
  sr_allocator_free(j->allocator, tmp);
  return sr_ok_status();
}

static sr_status_t sr_di_exec_softmax(sr_di_frame_t* frame,
                                      const sr_di_instr_t* instr) {
  sr_di_tensor_t* in = NULL;
  SR_RETURN_IF_ERROR(sr__di_slot_tensor(
      frame, sr_di_operand(instr, SR_LINALG_SOFTMAX_INPUT), &in));
  if (instr->code < 0 || instr->code >= in->rank) {
    return SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                       "dimension %d of a rank-%u tensor", instr->code,
                       in->rank);
  }
  bool steal = sr_di_operand(instr, SR_LINALG_SOFTMAX_INPUT) !=
               sr_di_operand(instr, SR_LINALG_SOFTMAX_OUTPUT);
  sr_di_tensor_t out;
  SR_RETURN_IF_ERROR(sr__di_take_tensor(frame, instr, SR_LINALG_SOFTMAX_OUTPUT,
                                        steal, false, &out));
  bool same = out.rank == in->rank && out.dtype == in->dtype;
  for (uint32_t i = 0; same && i < in->rank; ++i) {
    same = out.shape[i] == in->shape[i];
  }
  if (!same) {
    sr__di_buffer_release(frame, out.buffer);
    return SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                       "input and output shapes differ");
  }
  sr_di_softmax_t job = {frame->program->kernels,
                         frame->program->allocator,
                         in,
                         &out,
                         (uint32_t)instr->code,
                         sr_di_kernel_dtype((sr_dtype_t)in->dtype),
                         sr_dtype_size((sr_dtype_t)in->dtype)};
  size_t n = (size_t)in->shape[instr->code];
  size_t rows = n ? (size_t)(sr_di_tensor_count(in) / (int64_t)n) : 0;
  size_t grain = n ? (16384 + n - 1) / n : rows;
  sr_status_t status = sr_ok_status();
  if (rows && n) {
    status = sr__di_parallel_for(frame, rows, grain ? grain : 1,
                                 sr_di_softmax_rows, &job);
  }
  if (status) {
    sr__di_buffer_release(frame, out.buffer);
    return status;
  }
  sr__di_slot_move_tensor(frame, sr_di_result(instr, SR_LINALG_SOFTMAX_RESULT),
                          &out);
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Pack and unpack
//===----------------------------------------------------------------------===//

// The packed index of unpacked element |index|: outer dims (permuted by
// outer_dims_perm) then the tile positions.
static void sr_di_packed_index(const sr_di_pack_t* p, const int64_t* tiles,
                               uint32_t rank, const int64_t* index,
                               int64_t* out) {
  int64_t outer[SR_DI_MAX_RANK];
  for (uint32_t i = 0; i < rank; ++i) outer[i] = index[i];
  for (uint32_t t = 0; t < p->num_tiles; ++t) {
    uint32_t d = (uint32_t)p->inner_dims_pos[t];
    outer[d] = index[d] / tiles[t];
    out[rank + t] = index[d] % tiles[t];
  }
  for (uint32_t i = 0; i < rank; ++i) {
    out[i] = p->num_outer_perm ? outer[p->outer_dims_perm[i]] : outer[i];
  }
}

_Static_assert((int)SR_LINALG_UNPACK_SOURCE == (int)SR_LINALG_PACK_SOURCE &&
                   (int)SR_LINALG_UNPACK_DEST == (int)SR_LINALG_PACK_DEST &&
                   (int)SR_LINALG_UNPACK_RESULT == (int)SR_LINALG_PACK_RESULT,
               "linalg.unpack is read by linalg.pack's group names");

static sr_status_t sr_di_exec_pack(sr_di_frame_t* frame,
                                   const sr_di_instr_t* instr) {
  const sr_di_pack_t* p = (const sr_di_pack_t*)instr->data;
  bool pack = instr->kind == SR_DI_I_PACK;
  sr_di_tensor_t* src = NULL;
  SR_RETURN_IF_ERROR(sr__di_slot_tensor(
      frame, sr_di_operand(instr, SR_LINALG_PACK_SOURCE), &src));
  sr_di_tensor_t dest;
  SR_RETURN_IF_ERROR(sr__di_take_tensor(frame, instr, SR_LINALG_PACK_DEST, true,
                                        false, &dest));
  const sr_di_tensor_t* packed = pack ? &dest : src;
  const sr_di_tensor_t* unpacked = pack ? src : &dest;
  uint32_t rank = unpacked->rank;
  int64_t tiles[SR_DI_MAX_RANK];
  sr__di_resolve_mixed(frame, &p->inner_tiles, tiles);
  bool ok = packed->rank == rank + p->num_tiles &&
            p->inner_tiles.count == p->num_tiles &&
            packed->dtype == unpacked->dtype &&
            (!p->num_outer_perm || p->num_outer_perm == rank);
  for (uint32_t t = 0; ok && t < p->num_tiles; ++t) {
    ok = tiles[t] > 0 && p->inner_dims_pos[t] >= 0 &&
         p->inner_dims_pos[t] < rank && packed->shape[rank + t] == tiles[t];
  }
  for (uint32_t i = 0; ok && i < p->num_outer_perm; ++i) {
    ok = p->outer_dims_perm[i] >= 0 && p->outer_dims_perm[i] < rank;
  }
  if (!ok) {
    sr__di_buffer_release(frame, dest.buffer);
    return SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                       "the packed and unpacked shapes do not match");
  }
  size_t size = sr_dtype_size((sr_dtype_t)src->dtype);
  uint64_t padding =
      pack && p->has_padding
          ? frame->slots[sr_di_operand(instr, SR_LINALG_PACK_PADDING_VALUE)]
                .bits
          : 0;
  if (pack) sr__di_fill_tensor(frame, &dest, &padding);
  // Every unpacked element goes to (or comes from) its packed position.
  int64_t index[SR_DI_MAX_RANK] = {0};
  int64_t count = sr_di_tensor_count(unpacked);
  for (int64_t e = 0; e < count; ++e) {
    int64_t at[2 * SR_DI_MAX_RANK];
    sr_di_packed_index(p, tiles, rank, index, at);
    ptrdiff_t po = 0, uo = 0;
    bool inside = true;
    for (uint32_t i = 0; i < packed->rank; ++i) {
      if (at[i] >= packed->shape[i]) inside = false;
      po += (ptrdiff_t)(at[i] * packed->strides[i]);
    }
    for (uint32_t i = 0; i < rank; ++i) {
      uo += (ptrdiff_t)(index[i] * unpacked->strides[i]);
    }
    if (inside) {
      if (pack) {
        memcpy(dest.data + po * (ptrdiff_t)size,
               src->data + uo * (ptrdiff_t)size, size);
      } else {
        memcpy(dest.data + uo * (ptrdiff_t)size,
               src->data + po * (ptrdiff_t)size, size);
      }
    }
    for (int i = (int)rank - 1; i >= 0; --i) {
      if (++index[i] < unpacked->shape[i]) break;
      index[i] = 0;
    }
  }
  sr__di_slot_move_tensor(frame, sr_di_result(instr, SR_LINALG_PACK_RESULT),
                          &dest);
  return sr_ok_status();
}

sr_status_t sr__di_exec_special(sr_di_frame_t* frame,
                                const sr_di_instr_t* instr) {
  if (instr->kind == SR_DI_I_SOFTMAX) return sr_di_exec_softmax(frame, instr);
  return sr_di_exec_pack(frame, instr);
}
