// iree_linalg_ext.gather (source, indices, output): for every output
// element, as GatherOp's scalar implementation defines it,
//
//   D = |dimension_map|, S = rank(source) - D (slice rank),
//   B = rank(output) - S (batch rank),
//   out[b..., s...] = source[starts], starts = (D unset dims, s...), and
//   for i < D: starts[dimension_map[i]] += indices[b..., i]
//   (indices[b...] when indices has no index dimension, D = 1).
//
// Indices are read signed (index_cast). An index outside the source is a
// located error (IREE leaves it undefined). Batch positions are spread
// over the pool; each output element is written once.

#include "cpu_backend/dispatch_interp/ext_gather.h"

#include <string.h>

#include "cpu_backend/dispatch_interp/compile_impl.h"
#include "cpu_backend/dispatch_interp/compile_support.h"
#include "cpu_backend/dispatch_interp/exec_impl.h"
#include "cpu_backend/dispatch_interp/exec_support.h"

typedef struct sr_di_gather_t {
  uint32_t depth;  // D
  int64_t dimension_map[SR_DI_MAX_RANK];
} sr_di_gather_t;

// The instruction's operands are (source, indices, output): no mask, so the
// output is at this position, not at its schema group index.
enum { SR_DI_GATHER_OUTPUT = 2 };

sr_status_t sr__di_compile_gather(sr_di_compiler_t* c, const sr_op_t* op,
                                  sr_di_instr_t* instr) {
  const sr_attr_t* map = sr_op_attr(op, "dimension_map");
  const sr_type_t* source =
      op->num_operands == 3
          ? sr__di_op_operand(op, SR_IREE_LINALG_EXT_GATHER_SOURCE)->type
          : NULL;
  if (!source || source->kind != SR_TYPE_TENSOR || op->num_results != 1 ||
      !map || map->kind != SR_ATTR_DENSE_ARRAY || !map->dense_array.count ||
      map->dense_array.count > source->shaped.rank) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                          "gather of (source, indices, output) tensors with "
                          "a dimension_map only (no mask)");
  }
  sr_di_gather_t* g = NULL;
  SR_RETURN_IF_ERROR(SR_ARENA_NEW(c->arena, sr_di_gather_t, &g));
  g->depth = map->dense_array.count;
  memcpy(g->dimension_map, map->dense_array.data, g->depth * sizeof(int64_t));
  for (uint32_t i = 0; i < g->depth; ++i) {
    if (g->dimension_map[i] < 0 ||
        g->dimension_map[i] >= (int64_t)source->shaped.rank) {
      return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                            "dimension_map entry %lld outside the source",
                            (long long)g->dimension_map[i]);
    }
  }
  instr->kind = SR_DI_I_GATHER;
  instr->data = g;
  return sr__di_instr_set_operands(c, instr, op, 0, 3);
}

typedef struct sr_di_gather_job_t {
  const sr_di_frame_t* frame;
  const sr_di_instr_t* instr;
  const sr_di_gather_t* g;
  const sr_di_tensor_t* source;
  const sr_di_tensor_t* indices;
  sr_di_tensor_t* out;
  uint32_t batch_rank, slice_rank;
  bool index_dim;
  size_t slice_count;
} sr_di_gather_job_t;

static sr_status_t sr_di_gather_chunk(void* user, size_t begin, size_t end) {
  const sr_di_gather_job_t* j = (const sr_di_gather_job_t*)user;
  const sr_di_tensor_t* src = j->source;
  size_t size = sr_dtype_size((sr_dtype_t)src->dtype);
  sr_dtype_t index_dtype = (sr_dtype_t)j->indices->dtype;
  size_t index_size = sr_dtype_size(index_dtype);
  uint32_t B = j->batch_rank, S = j->slice_rank, D = j->g->depth;
  for (size_t b = begin; b < end; ++b) {
    // The batch index, its indices row and output origin.
    int64_t batch[SR_DI_MAX_RANK];
    size_t rest = b;
    for (int i = (int)B - 1; i >= 0; --i) {
      batch[i] = (int64_t)(rest % (size_t)j->out->shape[i]);
      rest /= (size_t)j->out->shape[i];
    }
    ptrdiff_t index_origin = 0, out_origin = 0;
    for (uint32_t i = 0; i < B; ++i) {
      index_origin += (ptrdiff_t)batch[i] * j->indices->strides[i];
      out_origin += (ptrdiff_t)batch[i] * j->out->strides[i];
    }
    int64_t offset[SR_DI_MAX_RANK] = {0};
    for (uint32_t i = 0; i < D; ++i) {
      ptrdiff_t at = index_origin +
                     (j->index_dim ? (ptrdiff_t)i * j->indices->strides[B] : 0);
      offset[j->g->dimension_map[i]] += sr_di_load_int(
          j->indices->data + at * (ptrdiff_t)index_size, index_dtype, false);
    }
    // Every slice element: source dims D.. take the slice index.
    int64_t s[SR_DI_MAX_RANK] = {0};
    for (size_t e = 0; e < j->slice_count; ++e) {
      ptrdiff_t from = 0, to = out_origin;
      for (uint32_t d = 0; d < src->rank; ++d) {
        int64_t v = offset[d] + (d >= D ? s[d - D] : 0);
        if (v < 0 || v >= src->shape[d]) {
          return sr_di_op_error(j->frame->program->context, j->instr->op,
                                SR_STATUS_OUT_OF_RANGE,
                                "index %lld is out of bounds of dimension %u "
                                "(size %lld)",
                                (long long)v, d, (long long)src->shape[d]);
        }
        from += (ptrdiff_t)v * src->strides[d];
      }
      for (uint32_t d = 0; d < S; ++d) {
        to += (ptrdiff_t)s[d] * j->out->strides[B + d];
      }
      memcpy(j->out->data + to * (ptrdiff_t)size,
             src->data + from * (ptrdiff_t)size, size);
      for (int d = (int)S - 1; d >= 0; --d) {
        if (++s[d] < j->out->shape[B + d]) break;
        s[d] = 0;
      }
    }
  }
  return sr_ok_status();
}

sr_status_t sr__di_exec_gather(sr_di_frame_t* frame,
                               const sr_di_instr_t* instr) {
  const sr_di_gather_t* g = (const sr_di_gather_t*)instr->data;
  sr_di_tensor_t* source = NULL;
  sr_di_tensor_t* indices = NULL;
  SR_RETURN_IF_ERROR(sr__di_slot_tensor(
      frame, sr_di_operand(instr, SR_IREE_LINALG_EXT_GATHER_SOURCE), &source));
  SR_RETURN_IF_ERROR(sr__di_slot_tensor(
      frame, sr_di_operand(instr, SR_IREE_LINALG_EXT_GATHER_INDICES),
      &indices));
  sr_di_tensor_t out;
  SR_RETURN_IF_ERROR(
      sr__di_take_tensor(frame, instr, SR_DI_GATHER_OUTPUT, true, false, &out));
  sr_di_gather_job_t job = {frame, instr, g, source, indices,
                            &out,  0,     0, false,  1};
  bool ok = source->rank >= g->depth && out.dtype == source->dtype &&
            !sr_dtype_is_float((sr_dtype_t)indices->dtype);
  if (ok) {
    job.slice_rank = source->rank - g->depth;
    ok = out.rank >= job.slice_rank;
  }
  if (ok) {
    job.batch_rank = out.rank - job.slice_rank;
    job.index_dim = indices->rank > job.batch_rank;
    ok = indices->rank == job.batch_rank + (job.index_dim ? 1 : 0) &&
         (job.index_dim ? indices->shape[job.batch_rank] == g->depth
                        : g->depth == 1);
    for (uint32_t i = 0; ok && i < job.batch_rank; ++i) {
      ok = indices->shape[i] == out.shape[i];
    }
    for (uint32_t i = 0; ok && i < job.slice_rank; ++i) {
      job.slice_count *= (size_t)out.shape[job.batch_rank + i];
    }
  }
  if (!ok) {
    sr__di_buffer_release(frame, out.buffer);
    return SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                       "the source, indices and output shapes do not match");
  }
  size_t batches = 1;
  for (uint32_t i = 0; i < job.batch_rank; ++i) {
    batches *= (size_t)out.shape[i];
  }
  sr_status_t status = sr_ok_status();
  if (batches && job.slice_count) {
    size_t grain = SR_DI_PARALLEL_MIN_WORK / job.slice_count + 1;
    status =
        sr__di_parallel_for(frame, batches, grain, sr_di_gather_chunk, &job);
  }
  if (status) {
    sr__di_buffer_release(frame, out.buffer);
    return status;
  }
  sr__di_slot_move_tensor(
      frame, sr_di_result(instr, SR_IREE_LINALG_EXT_GATHER_RESULTS), &out);
  return sr_ok_status();
}
