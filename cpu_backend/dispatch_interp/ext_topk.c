// iree_linalg_ext.topk (values[, indices], out values, out indices): the K
// best of every row along |dimension|, inserted into the outs as TopkOp's
// scalar implementation does, so ties and the outs' initial contents give
// IREE's results:
//
//   for n in order: carry = (values[n], indices[n] or n as i32)
//     for k < K: f = cmp(carry.v, out.v[k]), r = cmp(out.v[k], carry.v)
//       take_index = f || (f == r && carry.i < out.i[k])
//       out.v[k], carry.v = f ? (carry.v, out.v[k]) : (out.v[k], carry.v)
//       out.i[k], carry.i = take_index ? (carry.i, out.i[k]) : unchanged
//
// (values and indices are selected by different conditions, exactly as
// there). The comparator runs as an element program over a block of rows
// per step (ext_rows.h); rows are independent, blocks go over the pool.

#include "cpu_backend/dispatch_interp/ext_topk.h"

#include <string.h>

#include "cpu_backend/dispatch_interp/compile_impl.h"
#include "cpu_backend/dispatch_interp/compile_support.h"
#include "cpu_backend/dispatch_interp/exec_impl.h"
#include "cpu_backend/dispatch_interp/exec_support.h"
#include "cpu_backend/dispatch_interp/ext_rows.h"

typedef struct sr_di_topk_t {
  uint32_t dimension;
  bool explicit_index;
  sr_di_body_t body;  // (x, y) -> i1
} sr_di_topk_t;

sr_status_t sr__di_compile_topk(sr_di_compiler_t* c, const sr_op_t* op,
                                sr_di_instr_t* instr) {
  const sr_attr_t* dim = sr_op_attr(op, "dimension");
  const sr_block_t* block = op->num_regions ? op->regions[0].first_block : NULL;
  const sr_type_t* type =
      op->num_operands
          ? sr__di_op_operand(op, SR_IREE_LINALG_EXT_TOPK_VALUES)->type
          : NULL;
  int64_t d = dim && dim->kind == SR_ATTR_INTEGER ? sr_attr_int_value(dim) : -1;
  if ((op->num_operands != 3 && op->num_operands != 4) ||
      op->num_results != 2 || !block || block->num_arguments != 2 || !type ||
      type->kind != SR_TYPE_TENSOR || type->shaped.encoding || d < 0 ||
      d >= (int64_t)type->shaped.rank) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          "expected values[, indices], two outs of tensors, "
                          "a valid dimension and a two-argument comparator");
  }
  sr_di_topk_t* t = NULL;
  SR_RETURN_IF_ERROR(SR_ARENA_NEW(c->arena, sr_di_topk_t, &t));
  t->dimension = (uint32_t)d;
  t->explicit_index = op->num_operands == 4;
  SR_RETURN_IF_ERROR(sr__di_compile_body(c, block, &t->body));
  if (t->body.num_yields != 1 ||
      t->body.regs[t->body.yields[0]].dtype != SR_DTYPE_I1) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          "the comparator must yield one i1");
  }
  instr->kind = SR_DI_I_TOPK;
  instr->data = t;
  return sr__di_instr_set_operands(c, instr, op, 0, op->num_operands);
}

typedef struct sr_di_topk_job_t {
  sr_di_frame_t* frame;
  const sr_di_topk_t* topk;
  const sr_di_tensor_t* values;
  const sr_di_tensor_t* indices;  // or NULL
  sr_di_tensor_t* out_values;
  sr_di_tensor_t* out_indices;
  int64_t n, k;
} sr_di_topk_job_t;

// cmp(a, b) for |rows| rows into |out| (one byte per row).
static sr_status_t sr_di_topk_compare(const sr_di_topk_job_t* job,
                                      uint8_t* scratch, sr_di_view_t* views,
                                      const uint8_t* a, const uint8_t* b,
                                      size_t rows, uint8_t* out) {
  const sr_di_body_t* body = &job->topk->body;
  sr_di_body_ctx_t ctx = {job->frame->program->context,
                          job->frame->program->kernels,
                          job->frame->slots,
                          NULL,
                          -1,
                          job->frame->check,
                          job->frame->workgroup};
  sr_di_body_bind(body, job->frame->slots, scratch, rows, views);
  views[body->arg_regs[0]].ptr = (uint8_t*)a;
  views[body->arg_regs[0]].stride = 1;
  views[body->arg_regs[1]].ptr = (uint8_t*)b;
  views[body->arg_regs[1]].stride = 1;
  SR_RETURN_IF_ERROR(sr_di_body_run(body, &ctx, views, rows));
  sr_di_view_t y = views[body->yields[0]];
  for (size_t r = 0; r < rows; ++r) out[r] = y.ptr[(ptrdiff_t)r * y.stride] & 1;
  return sr_ok_status();
}

// The whole insertion for |rows| gathered rows. |in|, |in_index|: n lanes;
// |out|, |out_index|: k lanes; |carry|, |carry_index|, |f|, |r|: one.
typedef struct sr_di_topk_lanes_t {
  uint8_t *in, *in_index, *out, *out_index, *carry, *carry_index, *f, *r;
} sr_di_topk_lanes_t;

static sr_status_t sr_di_topk_rows(const sr_di_topk_job_t* job,
                                   const sr_di_topk_lanes_t* l, size_t rows,
                                   uint8_t* scratch, sr_di_view_t* views) {
  size_t vs = sr_dtype_size((sr_dtype_t)job->out_values->dtype);
  sr_dtype_t it = (sr_dtype_t)job->out_indices->dtype;
  size_t is = sr_dtype_size(it);
  for (int64_t n = 0; n < job->n; ++n) {
    memcpy(l->carry, l->in + (size_t)n * rows * vs, rows * vs);
    for (size_t r = 0; r < rows; ++r) {
      uint8_t* ci = l->carry_index + r * is;
      if (l->in_index) {
        memcpy(ci, l->in_index + ((size_t)n * rows + r) * is, is);
      } else {
        sr_di_store_int(ci, it, (int32_t)n);  // index_cast to i32
      }
    }
    for (int64_t k = 0; k < job->k; ++k) {
      uint8_t* ov = l->out + (size_t)k * rows * vs;
      uint8_t* oi = l->out_index + (size_t)k * rows * is;
      SR_RETURN_IF_ERROR(
          sr_di_topk_compare(job, scratch, views, l->carry, ov, rows, l->f));
      SR_RETURN_IF_ERROR(
          sr_di_topk_compare(job, scratch, views, ov, l->carry, rows, l->r));
      for (size_t r = 0; r < rows; ++r) {
        uint8_t* cv = l->carry + r * vs;
        uint8_t* ci = l->carry_index + r * is;
        bool first = sr_di_load_int(ci, it, false) <
                     sr_di_load_int(oi + r * is, it, false);
        bool take_index = l->f[r] || (l->f[r] == l->r[r] && first);
        uint8_t tmp[8];
        if (l->f[r]) {
          memcpy(tmp, ov + r * vs, vs);
          memcpy(ov + r * vs, cv, vs);
          memcpy(cv, tmp, vs);
        }
        if (take_index) {
          memcpy(tmp, oi + r * is, is);
          memcpy(oi + r * is, ci, is);
          memcpy(ci, tmp, is);
        }
      }
    }
  }
  return sr_ok_status();
}

static sr_status_t sr_di_topk_chunk(void* user, size_t begin, size_t end) {
  const sr_di_topk_job_t* job = (const sr_di_topk_job_t*)user;
  const sr_di_topk_t* t = job->topk;
  sr_allocator_t allocator = job->frame->program->allocator;
  size_t vs = sr_dtype_size((sr_dtype_t)job->out_values->dtype);
  size_t is = sr_dtype_size((sr_dtype_t)job->out_indices->dtype);
  size_t R = SR_DI_ROW_BLOCK;
  size_t sizes[9] = {(size_t)job->n * R * vs,
                     (size_t)job->n * R * is,
                     (size_t)job->k * R * vs,
                     (size_t)job->k * R * is,
                     R * vs,
                     R * is,
                     R,
                     R,
                     sr_di_body_scratch_size(&t->body, R)};
  size_t total = 0;
  for (int i = 0; i < 9; ++i) total += (sizes[i] + 63) & ~(size_t)63;
  uint8_t* memory = NULL;
  SR_RETURN_IF_ERROR(
      sr_allocator_malloc_aligned(allocator, total + 64, 64, (void**)&memory));
  uint8_t* part[9];
  uint8_t* p = memory;
  for (int i = 0; i < 9; ++i) {
    part[i] = p;
    p += (sizes[i] + 63) & ~(size_t)63;
  }
  sr_di_topk_lanes_t l = {part[0], job->indices ? part[1] : NULL,
                          part[2], part[3],
                          part[4], part[5],
                          part[6], part[7]};
  sr_di_view_t* views = NULL;
  sr_status_t status = sr_allocator_calloc(
      allocator, (t->body.num_regs + 1) * sizeof(sr_di_view_t), (void**)&views);
  uint32_t dim = t->dimension;
  for (size_t first = begin; !status && first < end; first += R) {
    size_t rows = end - first < R ? end - first : R;
    sr__di_rows_move(job->values, dim, job->n, first, rows, l.in, true);
    if (job->indices) {
      sr__di_rows_move(job->indices, dim, job->n, first, rows, l.in_index,
                       true);
    }
    sr__di_rows_move(job->out_values, dim, job->k, first, rows, l.out, true);
    sr__di_rows_move(job->out_indices, dim, job->k, first, rows, l.out_index,
                     true);
    status = sr_di_topk_rows(job, &l, rows, part[8], views);
    if (status) break;
    sr__di_rows_move(job->out_values, dim, job->k, first, rows, l.out, false);
    sr__di_rows_move(job->out_indices, dim, job->k, first, rows, l.out_index,
                     false);
  }
  sr_allocator_free(allocator, views);
  sr_allocator_free(allocator, memory);
  return status;
}

// True when |a| and |b| have the same shape except along |dim|.
static bool sr_di_topk_same_rows(const sr_di_tensor_t* a,
                                 const sr_di_tensor_t* b, uint32_t dim) {
  if (a->rank != b->rank) return false;
  for (uint32_t i = 0; i < a->rank; ++i) {
    if (i != dim && a->shape[i] != b->shape[i]) return false;
  }
  return true;
}

sr_status_t sr__di_exec_topk(sr_di_frame_t* frame, const sr_di_instr_t* instr) {
  const sr_di_topk_t* t = (const sr_di_topk_t*)instr->data;
  sr_di_topk_job_t job;
  memset(&job, 0, sizeof(job));
  job.frame = frame;
  job.topk = t;
  sr_di_tensor_t* values = NULL;
  SR_RETURN_IF_ERROR(sr__di_slot_tensor(
      frame, sr_di_operand(instr, SR_IREE_LINALG_EXT_TOPK_VALUES), &values));
  job.values = values;
  uint32_t next = 1;
  if (t->explicit_index) {
    sr_di_tensor_t* indices = NULL;
    SR_RETURN_IF_ERROR(sr__di_slot_tensor(
        frame, sr_di_operand(instr, SR_IREE_LINALG_EXT_TOPK_INDICES),
        &indices));
    job.indices = indices;
    next = 2;
  }
  sr_di_tensor_t outs[2];
  SR_RETURN_IF_ERROR(
      sr__di_take_tensor(frame, instr, next, true, true, &outs[0]));
  sr_status_t status =
      sr__di_take_tensor(frame, instr, next + 1, true, true, &outs[1]);
  if (status) {
    sr__di_buffer_release(frame, outs[0].buffer);
    return status;
  }
  job.out_values = &outs[0];
  job.out_indices = &outs[1];
  uint32_t dim = t->dimension;
  bool ok = dim < values->rank && outs[0].dtype == values->dtype &&
            !sr_dtype_is_float((sr_dtype_t)outs[1].dtype) &&
            sr_di_topk_same_rows(values, &outs[0], dim) &&
            sr_di_topk_same_rows(values, &outs[1], dim) &&
            outs[0].shape[dim] == outs[1].shape[dim];
  if (ok && job.indices) {
    ok = sr_di_topk_same_rows(values, job.indices, dim) &&
         job.indices->shape[dim] == values->shape[dim] &&
         job.indices->dtype == outs[1].dtype;
  }
  if (!ok) {
    status = SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                         "the operand shapes or element types do not match");
  }
  if (!status) {
    job.n = values->shape[dim];
    job.k = outs[0].shape[dim];
    int64_t count = sr_di_tensor_count(values);
    size_t rows = job.n ? (size_t)(count / job.n) : 0;
    if (rows && job.k) {
      size_t per_block = (size_t)(job.n * job.k) * SR_DI_ROW_BLOCK;
      size_t blocks = (SR_DI_PARALLEL_MIN_WORK + per_block - 1) / per_block;
      status = sr__di_parallel_for(frame, rows, blocks * SR_DI_ROW_BLOCK,
                                   sr_di_topk_chunk, &job);
    }
  }
  for (int i = 0; i < 2; ++i) {
    if (status) {
      sr__di_buffer_release(frame, outs[i].buffer);
    } else {
      sr__di_slot_move_tensor(frame, instr->results[i], &outs[i]);
    }
  }
  return status;
}
