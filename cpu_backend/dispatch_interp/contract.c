// The contraction fast path: out (+)= lhs * rhs bodies (matmuls in every
// named or generic form, batched, transposed, and convolutions) on the
// kernels' matmul.
//
// At prepare each loop got a role: the operands it moves (lhs, rhs, out).
// Here one loop of each kernel role is chosen, m (lhs and out), n (rhs and
// out) and k (lhs and rhs), preferring long loops and unit strides; every
// other loop is iterated around the kernel: parallel ones (batch, the
// other m/n candidates, output-only) as units of work, reduction ones
// (a convolution's window taps) sequentially inside a unit, each call
// accumulating into the output. So a conv_2d is a sum over taps of
// [ow x c] * [c x f] matmuls without an im2col copy, and every output
// element sums in the same order (taps in loop order, then the kernel's
// fixed k order) however the units are spread over threads.
//
// The kernel stores with unit column stride; an output contiguous along m
// instead is computed transposed (out^T = rhs^T lhs^T). Layouts the kernel
// cannot take, and shapes too small for it to pay off, return UNAVAILABLE
// and run on the general loop nest.

#include <string.h>

#include "cpu_backend/dispatch_interp/structured.h"

typedef struct sr_di_matmul_job_t {
  const sr_di_sop_t* op;
  const sr_k_table_t* kernels;
  sr_allocator_t allocator;
  sr_k_matmul_t params;  // origin of every operand
  uint32_t operand[3];   // lhs, rhs, out operand indices (after transposing)
  size_t size[3];        // their element sizes
  uint32_t num_outer;
  uint32_t outer[SR_DI_MAX_LOOPS];  // parallel loops around the kernel
  uint32_t num_red;
  uint32_t red[SR_DI_MAX_LOOPS];  // reduction loops around the kernel
  size_t tile_m, tile_n, tiles_m, tiles_n;
  size_t scratch_size;
} sr_di_matmul_job_t;

static sr_status_t sr_di_matmul_chunk(void* user, size_t begin, size_t end) {
  const sr_di_matmul_job_t* job = (const sr_di_matmul_job_t*)user;
  const sr_di_sop_t* op = job->op;
  void* scratch = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_malloc_aligned(
      job->allocator, job->scratch_size + 64, 64, &scratch));
  sr_status_t status = sr_ok_status();
  for (size_t unit = begin; unit < end && !status; ++unit) {
    size_t tn = unit % job->tiles_n;
    size_t tm = (unit / job->tiles_n) % job->tiles_m;
    size_t rest = unit / (job->tiles_n * job->tiles_m);
    ptrdiff_t base[3] = {0, 0, 0};
    for (int i = (int)job->num_outer - 1; i >= 0; --i) {
      uint32_t d = job->outer[i];
      size_t index = rest % (size_t)op->sizes[d];
      rest /= (size_t)op->sizes[d];
      for (int o = 0; o < 3; ++o) {
        base[o] += op->strides[job->operand[o]][d] * (ptrdiff_t)index;
      }
    }
    size_t m0 = tm * job->tile_m, n0 = tn * job->tile_n;
    size_t m1 =
        m0 + job->tile_m < job->params.m ? m0 + job->tile_m : job->params.m;
    size_t n1 =
        n0 + job->tile_n < job->params.n ? n0 + job->tile_n : job->params.n;
    // The reduction loops around the kernel, in loop order.
    int64_t index[SR_DI_MAX_LOOPS] = {0};
    ptrdiff_t offset[3] = {base[0], base[1], base[2]};
    for (;;) {
      sr_k_matmul_t p = job->params;
      p.lhs = (const uint8_t*)p.lhs + offset[0] * (ptrdiff_t)job->size[0];
      p.rhs = (const uint8_t*)p.rhs + offset[1] * (ptrdiff_t)job->size[1];
      p.out = (uint8_t*)p.out + offset[2] * (ptrdiff_t)job->size[2];
      int rc = sr_k_matmul_tile(job->kernels, &p, 0, m0, m1, n0, n1, scratch,
                                job->scratch_size);
      if (rc) {
        status =
            SR_MAKE_STATUS(SR_STATUS_INTERNAL, "matmul kernel failed (%d)", rc);
        break;
      }
      int i = (int)job->num_red - 1;
      for (; i >= 0; --i) {
        uint32_t d = job->red[i];
        if (++index[i] < op->sizes[d]) {
          for (int o = 0; o < 3; ++o) {
            offset[o] += op->strides[job->operand[o]][d];
          }
          break;
        }
        for (int o = 0; o < 3; ++o) {
          offset[o] -=
              op->strides[job->operand[o]][d] * (ptrdiff_t)(op->sizes[d] - 1);
        }
        index[i] = 0;
      }
      if (i < 0) break;
    }
  }
  sr_allocator_free(job->allocator, scratch);
  return status;
}

// The loop of role |role| the kernel takes: the longest, preferring a unit
// stride in |prefer| (an operand), -1 if none.
static int32_t sr_di_pick(const sr_di_sop_t* op, uint8_t role,
                          uint32_t prefer) {
  const sr_di_contract_t* c = &op->s->contract;
  int32_t best = -1;
  int64_t best_score = -1;
  for (uint32_t d = 0; d < op->s->num_loops; ++d) {
    if (c->role[d] != role) continue;
    ptrdiff_t stride = op->strides[prefer][d];
    int64_t score =
        op->sizes[d] + ((stride == 1 || stride == -1) ? ((int64_t)1 << 40) : 0);
    if (score >= best_score) {
      best = (int32_t)d;
      best_score = score;
    }
  }
  return best;
}

static ptrdiff_t sr_di_loop_stride(const sr_di_sop_t* op, uint32_t k,
                                   int32_t loop) {
  return loop >= 0 ? op->strides[k][loop] : 0;
}

sr_status_t sr__di_run_contract(sr_di_sop_t* op) {
  const sr_di_structured_t* s = op->s;
  const sr_di_contract_t* c = &s->contract;
  uint32_t lhs = c->lhs, rhs = 1 - c->lhs, out = 2;
  int32_t m = sr_di_pick(op, SR_DI_ROLE_LHS | SR_DI_ROLE_OUT, lhs);
  int32_t n = sr_di_pick(op, SR_DI_ROLE_RHS | SR_DI_ROLE_OUT, out);
  int32_t k = sr_di_pick(op, SR_DI_ROLE_LHS | SR_DI_ROLE_RHS, lhs);
  size_t ms = m >= 0 ? (size_t)op->sizes[m] : 1;
  size_t ns = n >= 0 ? (size_t)op->sizes[n] : 1;
  size_t ks = k >= 0 ? (size_t)op->sizes[k] : 1;
  // The kernel pays off on real matrix products; a dot product or a
  // depthwise window runs better on the loop nest.
  if (ks < 8 || ms * ns < 4) {
    return SR_MAKE_STATUS(SR_STATUS_UNAVAILABLE, "too small for the kernel");
  }
  sr_di_matmul_job_t job;
  memset(&job, 0, sizeof(job));
  job.op = op;
  job.kernels = op->frame->program->kernels;
  job.allocator = op->frame->program->allocator;
  ptrdiff_t out_m = sr_di_loop_stride(op, out, m);
  ptrdiff_t out_n = sr_di_loop_stride(op, out, n);
  bool transposed = false;
  if (ns > 1 && out_n != 1) {
    if (ms > 1 && out_m != 1) {
      return SR_MAKE_STATUS(SR_STATUS_UNAVAILABLE, "output not contiguous");
    }
    transposed = true;
  }
  sr_k_matmul_t* p = &job.params;
  p->input_type = c->input_type;
  p->batch = 1;
  p->k = ks;
  p->accumulate = true;
  if (!transposed) {
    job.operand[0] = lhs;
    job.operand[1] = rhs;
    p->m = ms;
    p->n = ns;
    p->lhs_row_stride = sr_di_loop_stride(op, lhs, m);
    p->lhs_col_stride = sr_di_loop_stride(op, lhs, k);
    p->rhs_row_stride = sr_di_loop_stride(op, rhs, k);
    p->rhs_col_stride = sr_di_loop_stride(op, rhs, n);
    p->out_row_stride = out_m;
  } else {
    job.operand[0] = rhs;
    job.operand[1] = lhs;
    p->m = ns;
    p->n = ms;
    p->lhs_row_stride = sr_di_loop_stride(op, rhs, n);
    p->lhs_col_stride = sr_di_loop_stride(op, rhs, k);
    p->rhs_row_stride = sr_di_loop_stride(op, lhs, k);
    p->rhs_col_stride = sr_di_loop_stride(op, lhs, m);
    p->out_row_stride = out_n;
  }
  job.operand[2] = out;
  p->lhs = op->base[job.operand[0]];
  p->rhs = op->base[job.operand[1]];
  p->out = op->base[out];
  for (int o = 0; o < 3; ++o) job.size[o] = op->elem_size[job.operand[o]];
  if (sr_k_matmul_validate(p) != SR_K_OK) {
    return SR_MAKE_STATUS(SR_STATUS_UNAVAILABLE, "the kernel declines");
  }
  for (uint32_t d = 0; d < s->num_loops; ++d) {
    if ((int32_t)d == m || (int32_t)d == n || (int32_t)d == k) continue;
    if (c->role[d] & SR_DI_ROLE_OUT)
      job.outer[job.num_outer++] = d;
    else
      job.red[job.num_red++] = d;
  }
  // Tiles: sized by the shape only (the kernel's results do not depend on
  // them anyway).
  const sr_k_matmul_ukernel_t* uk = c->input_type == SR_K_I8
                                        ? &job.kernels->matmul_i32
                                        : &job.kernels->matmul_f32;
  job.tile_m = uk->mr * 12;
  job.tile_n = uk->nr * 16;
  if (job.tile_m > p->m) job.tile_m = p->m;
  if (job.tile_n > p->n) job.tile_n = p->n;
  job.tiles_m = (p->m + job.tile_m - 1) / job.tile_m;
  job.tiles_n = (p->n + job.tile_n - 1) / job.tile_n;
  job.scratch_size = sr_k_matmul_scratch_size(job.kernels, p);
  size_t units = job.tiles_m * job.tiles_n;
  double flops = (double)p->m * (double)p->n * (double)p->k;
  for (uint32_t i = 0; i < job.num_outer; ++i) {
    units *= (size_t)op->sizes[job.outer[i]];
    flops *= (double)op->sizes[job.outer[i]];
  }
  for (uint32_t i = 0; i < job.num_red; ++i) {
    flops *= (double)op->sizes[job.red[i]];
  }
  size_t grain = 1;
  if (flops < 2e5) {
    grain = units;
  } else if (units) {
    double per_unit = flops / (double)units;
    if (per_unit < 1e5) grain = (size_t)(1e5 / per_unit) + 1;
  }
  return sr__di_parallel_for(op->frame, units, grain, sr_di_matmul_chunk, &job);
}
