// iree_linalg_ext.sort: sorts its outs tensors along one dimension, in
// place, by a comparator region over (lhs, rhs) pairs of every operand.
//
// The results follow IREE's CPU lowering exactly, not just "a sorted
// order": LinalgExtToLoops runs SortOp's scalar implementation, a bubble
// sort of n sweeps, each comparing every adjacent pair (j, j + 1) and
// swapping them (in every operand) unless the comparator yields true. So
// equal keys (a strict comparator yields false) are swapped on each
// visit, and NaNs move wherever the predicate sends them; a stable sort
// would give another order of equal keys, which a second operand (the
// indices of an argsort) makes visible. Matching it costs n * (n - 1)
// comparisons per row, as in IREE.
//
// The comparator runs as an element program over a block of rows at once:
// each row is gathered into a sort-dimension-major scratch (position j of
// every row of the block is contiguous), so one body run compares (j,
// j + 1) for the whole block. Rows are independent: blocks of rows are
// spread over the pool, and the bits do not depend on the split.

#include "cpu_backend/dispatch_interp/ext_sort.h"

#include <string.h>

#include "cpu_backend/dispatch_interp/compile_impl.h"
#include "cpu_backend/dispatch_interp/compile_support.h"
#include "cpu_backend/dispatch_interp/exec_impl.h"
#include "cpu_backend/dispatch_interp/exec_support.h"
#include "cpu_backend/dispatch_interp/ext_rows.h"

// Rows compared per body run.
#define SR_DI_SORT_BLOCK SR_DI_ROW_BLOCK
// Operands sorted together (keys plus carried values such as indices).
#define SR_DI_MAX_SORT_OPERANDS 8

typedef struct sr_di_sort_t {
  uint32_t dimension;
  uint32_t num_operands;
  sr_di_body_t body;  // 2 * num_operands arguments, yields one i1
} sr_di_sort_t;

//===----------------------------------------------------------------------===//
// Prepare
//===----------------------------------------------------------------------===//

sr_status_t sr__di_compile_sort(sr_di_compiler_t* c, const sr_op_t* op,
                                sr_di_instr_t* instr) {
  const sr_attr_t* dim = sr_op_attr(op, "dimension");
  // ins (unused by the lowering) then outs; the results are the outs.
  uint32_t num_outs = op->num_results;
  const sr_block_t* block = op->num_regions ? op->regions[0].first_block : NULL;
  if (!dim || dim->kind != SR_ATTR_INTEGER || !num_outs ||
      num_outs > SR_DI_MAX_SORT_OPERANDS || op->num_operands < num_outs ||
      !block || block->num_arguments != 2 * num_outs) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          "expected outs, a dimension and a comparator of "
                          "two arguments per operand");
  }
  int64_t d = sr_attr_int_value(dim);
  for (uint32_t i = 0; i < num_outs; ++i) {
    const sr_type_t* type = op->results[i].type;
    sr_dtype_t dtype;
    if (!type || type->kind != SR_TYPE_TENSOR || type->shaped.encoding ||
        !sr_type_dtype(type->shaped.element, &dtype) || d < 0 ||
        d >= (int64_t)type->shaped.rank) {
      return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                            "sort of tensor operands with a valid dimension "
                            "only");
    }
  }
  sr_di_sort_t* s = NULL;
  SR_RETURN_IF_ERROR(SR_ARENA_NEW(c->arena, sr_di_sort_t, &s));
  s->dimension = (uint32_t)d;
  s->num_operands = num_outs;
  SR_RETURN_IF_ERROR(sr__di_compile_body(c, block, &s->body));
  if (s->body.num_yields != 1 ||
      s->body.regs[s->body.yields[0]].dtype != SR_DTYPE_I1) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          "the comparator must yield one i1");
  }
  instr->kind = SR_DI_I_SORT;
  instr->data = s;
  return sr__di_instr_set_operands(c, instr, op, op->num_operands - num_outs,
                                   num_outs);
}

//===----------------------------------------------------------------------===//
// Run
//===----------------------------------------------------------------------===//

typedef struct sr_di_sort_job_t {
  sr_di_frame_t* frame;
  const sr_di_sort_t* sort;
  sr_di_tensor_t* tensors;  // the outs, owned and writable
  size_t sizes[SR_DI_MAX_SORT_OPERANDS];
  int64_t n;  // length of the sort dimension
} sr_di_sort_job_t;

// Gathers (|in|) or scatters back the rows [first, first + rows) of every
// operand to/from its lanes.
static void sr_di_sort_move(const sr_di_sort_job_t* job, uint8_t** lanes,
                            size_t first, size_t rows, bool in) {
  const sr_di_sort_t* s = job->sort;
  for (uint32_t o = 0; o < s->num_operands; ++o) {
    sr__di_rows_move(&job->tensors[o], s->dimension, job->n, first, rows,
                     lanes[o], in);
  }
}

// Bubble-sorts |rows| gathered rows (see the file comment).
static sr_status_t sr_di_sort_rows(const sr_di_sort_job_t* job, uint8_t** lanes,
                                   size_t rows, uint8_t* scratch,
                                   sr_di_view_t* views) {
  const sr_di_sort_t* s = job->sort;
  const sr_di_body_t* body = &s->body;
  sr_di_body_ctx_t ctx = {job->frame->program->context,
                          job->frame->program->kernels,
                          job->frame->slots,
                          NULL,
                          -1,
                          job->frame->check,
                          job->frame->workgroup};
  size_t n = (size_t)job->n;
  for (size_t sweep = 0; sweep < n; ++sweep) {
    for (size_t j = 0; j + 1 < n; ++j) {
      sr_di_body_bind(body, job->frame->slots, scratch, rows, views);
      for (uint32_t o = 0; o < s->num_operands; ++o) {
        size_t size = job->sizes[o];
        views[body->arg_regs[2 * o]].ptr = lanes[o] + j * rows * size;
        views[body->arg_regs[2 * o]].stride = 1;
        views[body->arg_regs[2 * o + 1]].ptr = lanes[o] + (j + 1) * rows * size;
        views[body->arg_regs[2 * o + 1]].stride = 1;
      }
      SR_RETURN_IF_ERROR(sr_di_body_run(body, &ctx, views, rows));
      sr_di_view_t keep = views[body->yields[0]];
      for (size_t r = 0; r < rows; ++r) {
        if (keep.ptr[(ptrdiff_t)r * keep.stride] & 1) continue;
        for (uint32_t o = 0; o < s->num_operands; ++o) {
          size_t size = job->sizes[o];
          uint8_t* a = lanes[o] + (j * rows + r) * size;
          uint8_t* b = a + rows * size;
          uint8_t tmp[8];
          memcpy(tmp, a, size);
          memcpy(a, b, size);
          memcpy(b, tmp, size);
        }
      }
    }
  }
  return sr_ok_status();
}

static sr_status_t sr_di_sort_chunk(void* user, size_t begin, size_t end) {
  const sr_di_sort_job_t* job = (const sr_di_sort_job_t*)user;
  const sr_di_sort_t* s = job->sort;
  const sr_di_body_t* body = &s->body;
  sr_allocator_t allocator = job->frame->program->allocator;
  size_t lane_bytes = 0;
  for (uint32_t o = 0; o < s->num_operands; ++o) {
    lane_bytes += (size_t)job->n * SR_DI_SORT_BLOCK * job->sizes[o] + 64;
  }
  size_t scratch_bytes = sr_di_body_scratch_size(body, SR_DI_SORT_BLOCK);
  uint8_t* memory = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_malloc_aligned(
      allocator, lane_bytes + scratch_bytes + 64, 64, (void**)&memory));
  sr_di_view_t* views = NULL;
  sr_status_t status = sr_allocator_calloc(
      allocator, (body->num_regs + 1) * sizeof(sr_di_view_t), (void**)&views);
  uint8_t* lanes[SR_DI_MAX_SORT_OPERANDS];
  uint8_t* p = memory;
  for (uint32_t o = 0; o < s->num_operands; ++o) {
    lanes[o] = p;
    p += ((size_t)job->n * SR_DI_SORT_BLOCK * job->sizes[o] + 63) & ~(size_t)63;
  }
  for (size_t first = begin; !status && first < end;
       first += SR_DI_SORT_BLOCK) {
    size_t rows =
        end - first < SR_DI_SORT_BLOCK ? end - first : SR_DI_SORT_BLOCK;
    sr_di_sort_move(job, lanes, first, rows, true);
    status = sr_di_sort_rows(job, lanes, rows, p, views);
    if (!status) sr_di_sort_move(job, lanes, first, rows, false);
  }
  sr_allocator_free(allocator, views);
  sr_allocator_free(allocator, memory);
  return status;
}

sr_status_t sr__di_exec_sort(sr_di_frame_t* frame, const sr_di_instr_t* instr) {
  const sr_di_sort_t* s = (const sr_di_sort_t*)instr->data;
  sr_di_sort_job_t job;
  memset(&job, 0, sizeof(job));
  job.frame = frame;
  job.sort = s;
  sr_di_tensor_t tensors[SR_DI_MAX_SORT_OPERANDS];
  job.tensors = tensors;
  sr_status_t status = sr_ok_status();
  uint32_t taken = 0;
  while (taken < s->num_operands && !status) {
    // An operand used twice must not be stolen by its first use here.
    bool repeated = false;
    for (uint32_t i = 0; i < taken; ++i) {
      repeated |= instr->operands[i] == instr->operands[taken];
    }
    status = sr__di_take_tensor(frame, instr, taken, !repeated, true,
                                &tensors[taken]);
    if (status) break;
    const sr_di_tensor_t* t = &tensors[taken++];
    job.sizes[taken - 1] = sr_dtype_size((sr_dtype_t)t->dtype);
    bool same = t->rank == tensors[0].rank && s->dimension < t->rank;
    for (uint32_t d = 0; same && d < t->rank; ++d) {
      same = t->shape[d] == tensors[0].shape[d];
    }
    if (!same) {
      status = SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                           "the sorted operands differ in shape");
    }
  }
  if (!status) {
    job.n = tensors[0].shape[s->dimension];
    int64_t count = sr_di_tensor_count(&tensors[0]);
    size_t rows = job.n ? (size_t)(count / job.n) : 0;
    if (rows && job.n > 1) {
      // Chunks of whole blocks, sized by the work (n^2 per row) only.
      size_t per_row = (size_t)(job.n * job.n);
      size_t blocks =
          (SR_DI_PARALLEL_MIN_WORK + per_row * SR_DI_SORT_BLOCK - 1) /
          (per_row * SR_DI_SORT_BLOCK);
      size_t grain = (blocks ? blocks : 1) * SR_DI_SORT_BLOCK;
      status = sr__di_parallel_for(frame, rows, grain, sr_di_sort_chunk, &job);
    }
  }
  for (uint32_t i = 0; i < taken; ++i) {
    if (status) {
      sr__di_buffer_release(frame, tensors[i].buffer);
    } else {
      sr__di_slot_move_tensor(frame, instr->results[i], &tensors[i]);
    }
  }
  return status;
}
