// The contraction fast path: matmul-like linalg ops (named or generic,
// transposed operands, batch loops) on the kernels' matmul.
//
// The op's loops were classified at prepare (batch, m, n, k); here each
// operand's strides along them become the kernel's row/column strides.
// The kernel stores with unit column stride, so an output that is
// contiguous along m instead is computed transposed (out^T = rhs^T lhs^T).
// Tiles of the output spread over the pool; the kernel gives the same bits
// however the output is cut.

#include <string.h>

#include "cpu_backend/dispatch_interp/structured.h"

typedef struct sr_di_matmul_job_t {
  const sr_k_table_t* kernels;
  sr_k_matmul_t params;  // batch 0 origin
  size_t num_batch;      // batch points (row-major over the batch loops)
  const int64_t* batch_sizes;
  uint32_t batch_count;
  ptrdiff_t batch_strides[3][SR_DI_MAX_LOOPS];  // lhs, rhs, out (elements)
  size_t lhs_size, rhs_size, out_size;
  size_t tile_m, tile_n, tiles_m, tiles_n;
  size_t scratch_size;
  sr_allocator_t allocator;
} sr_di_matmul_job_t;

static sr_status_t sr_di_matmul_chunk(void* user, size_t begin, size_t end) {
  const sr_di_matmul_job_t* job = (const sr_di_matmul_job_t*)user;
  void* scratch = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_malloc_aligned(
      job->allocator, job->scratch_size + 64, 64, &scratch));
  sr_status_t status = sr_ok_status();
  for (size_t unit = begin; unit < end && !status; ++unit) {
    size_t tn = unit % job->tiles_n;
    size_t tm = (unit / job->tiles_n) % job->tiles_m;
    size_t b = unit / (job->tiles_n * job->tiles_m);
    sr_k_matmul_t p = job->params;
    ptrdiff_t offsets[3] = {0, 0, 0};
    for (int i = (int)job->batch_count - 1; i >= 0; --i) {
      size_t index = b % (size_t)job->batch_sizes[i];
      b /= (size_t)job->batch_sizes[i];
      for (int o = 0; o < 3; ++o) {
        offsets[o] += job->batch_strides[o][i] * (ptrdiff_t)index;
      }
    }
    p.lhs = (const uint8_t*)p.lhs + offsets[0] * (ptrdiff_t)job->lhs_size;
    p.rhs = (const uint8_t*)p.rhs + offsets[1] * (ptrdiff_t)job->rhs_size;
    p.out = (uint8_t*)p.out + offsets[2] * (ptrdiff_t)job->out_size;
    size_t m0 = tm * job->tile_m, n0 = tn * job->tile_n;
    size_t m1 = m0 + job->tile_m < p.m ? m0 + job->tile_m : p.m;
    size_t n1 = n0 + job->tile_n < p.n ? n0 + job->tile_n : p.n;
    int rc = sr_k_matmul_tile(job->kernels, &p, 0, m0, m1, n0, n1, scratch,
                              job->scratch_size);
    if (rc) {
      status = SR_MAKE_STATUS(SR_STATUS_INTERNAL, "matmul kernel failed (%d)",
                              rc);
    }
  }
  sr_allocator_free(job->allocator, scratch);
  return status;
}

static ptrdiff_t sr_di_loop_stride(const sr_di_sop_t* op, uint32_t k,
                                   int32_t loop) {
  return loop >= 0 ? op->strides[k][loop] : 0;
}

sr_status_t sr__di_run_contract(sr_di_sop_t* op) {
  const sr_di_structured_t* s = op->s;
  const sr_di_contract_t* c = &s->contract;
  uint32_t lhs = c->lhs, rhs = 1 - c->lhs, out = 2;
  sr_di_matmul_job_t job;
  memset(&job, 0, sizeof(job));
  job.kernels = op->frame->program->kernels;
  job.allocator = op->frame->program->allocator;
  sr_k_matmul_t* p = &job.params;
  p->input_type = c->input_type;
  p->batch = 1;
  p->m = c->m >= 0 ? (size_t)op->sizes[c->m] : 1;
  p->n = c->n >= 0 ? (size_t)op->sizes[c->n] : 1;
  p->k = c->k >= 0 ? (size_t)op->sizes[c->k] : 1;
  p->accumulate = true;
  ptrdiff_t lhs_m = sr_di_loop_stride(op, lhs, c->m);
  ptrdiff_t lhs_k = sr_di_loop_stride(op, lhs, c->k);
  ptrdiff_t rhs_k = sr_di_loop_stride(op, rhs, c->k);
  ptrdiff_t rhs_n = sr_di_loop_stride(op, rhs, c->n);
  ptrdiff_t out_m = sr_di_loop_stride(op, out, c->m);
  ptrdiff_t out_n = sr_di_loop_stride(op, out, c->n);
  bool transposed = false;
  if (p->n > 1 && out_n != 1) {
    if (p->m > 1 && out_m != 1) {
      return SR_MAKE_STATUS(SR_STATUS_UNAVAILABLE, "output not contiguous");
    }
    transposed = true;
  }
  const uint8_t* lhs_ptr = op->base[lhs];
  const uint8_t* rhs_ptr = op->base[rhs];
  if (!transposed) {
    p->lhs = lhs_ptr;
    p->lhs_row_stride = lhs_m;
    p->lhs_col_stride = lhs_k;
    p->rhs = rhs_ptr;
    p->rhs_row_stride = rhs_k;
    p->rhs_col_stride = rhs_n;
    p->out_row_stride = out_m;
  } else {
    size_t t = p->m;
    p->m = p->n;
    p->n = t;
    p->lhs = rhs_ptr;
    p->lhs_row_stride = rhs_n;
    p->lhs_col_stride = rhs_k;
    p->rhs = lhs_ptr;
    p->rhs_row_stride = lhs_k;
    p->rhs_col_stride = lhs_m;
    p->out_row_stride = out_n;
  }
  p->out = op->base[out];
  job.lhs_size = op->elem_size[transposed ? rhs : lhs];
  job.rhs_size = op->elem_size[transposed ? lhs : rhs];
  job.out_size = op->elem_size[out];
  if (sr_k_matmul_validate(p) != SR_K_OK) {
    return SR_MAKE_STATUS(SR_STATUS_UNAVAILABLE, "kernel declines");
  }
  job.batch_count = c->num_batch;
  job.batch_sizes = op->sizes;
  int64_t batch_sizes[SR_DI_MAX_LOOPS];
  job.num_batch = 1;
  for (uint32_t i = 0; i < c->num_batch; ++i) {
    uint32_t d = c->batch[i];
    batch_sizes[i] = op->sizes[d];
    job.num_batch *= (size_t)op->sizes[d];
    job.batch_strides[0][i] = op->strides[transposed ? rhs : lhs][d];
    job.batch_strides[1][i] = op->strides[transposed ? lhs : rhs][d];
    job.batch_strides[2][i] = op->strides[out][d];
  }
  job.batch_sizes = batch_sizes;
  // Tiles: sized by the shape only (the kernel's results do not depend on
  // them anyway); small products run as one tile on the calling thread.
  const sr_k_matmul_ukernel_t* uk = c->input_type == SR_K_I8
                                        ? &job.kernels->matmul_i32
                                        : &job.kernels->matmul_f32;
  job.tile_m = uk->mr * 12;
  job.tile_n = uk->nr * 16;
  if (job.tile_m > p->m) job.tile_m = p->m ? p->m : 1;
  if (job.tile_n > p->n) job.tile_n = p->n ? p->n : 1;
  job.tiles_m = (p->m + job.tile_m - 1) / job.tile_m;
  job.tiles_n = (p->n + job.tile_n - 1) / job.tile_n;
  job.scratch_size = sr_k_matmul_scratch_size(job.kernels, p);
  size_t units = job.num_batch * job.tiles_m * job.tiles_n;
  double flops = (double)job.num_batch * (double)p->m * (double)p->n *
                 (double)p->k;
  size_t grain = flops < 2e5 ? units : 1;
  return sr__di_parallel_for(op->frame, units, grain, sr_di_matmul_chunk,
                             &job);
}
