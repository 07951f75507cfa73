// iree_linalg_ext.scan and iree_linalg_ext.arg_compare: the two ops that
// walk one dimension sequentially with a combiner region, run as IREE's
// CPU lowering (their scalar implementations) defines them.
//
// scan (ins: input; outs: output, accumulator): along |dimension|,
//   output[0] = inclusive ? input[0] : accumulator
//   output[j] = f(output[j - 1], inclusive ? input[j] : input[j - 1])
// and the accumulator becomes output[n - 1] when n > 1 (IREE stores it in
// the j > 0 branch only, so a length-1 scan leaves it as it was).
//
// arg_compare (ins: value[, index]; outs: value, index[; index_base]):
// for j in order, keep = f(input[j], best); if keep, best = input[j] and
// its index = the explicit index input, or index_base + j. The outs hold
// the initial best.
//
// Both run the region as an element program over a block of rows per step
// (ext_rows.h), blocks of rows spread over the pool: rows are independent,
// so the bits do not depend on the split.

#include "cpu_backend/dispatch_interp/ext_scan.h"

#include <string.h>

#include "cpu_backend/dispatch_interp/compile_impl.h"
#include "cpu_backend/dispatch_interp/compile_support.h"
#include "cpu_backend/dispatch_interp/exec_impl.h"
#include "cpu_backend/dispatch_interp/exec_support.h"
#include "cpu_backend/dispatch_interp/ext_rows.h"

typedef struct sr_di_scan_t {
  bool arg_compare;
  bool inclusive;       // scan
  bool explicit_index;  // arg_compare: an index input
  bool has_base;        // arg_compare: index_base
  uint32_t dimension;
  sr_di_body_t body;
} sr_di_scan_t;

//===----------------------------------------------------------------------===//
// Prepare
//===----------------------------------------------------------------------===//

// Segment sizes of arg_compare's operands (input value, input index,
// output value, output index, index base).
static bool sr_di_arg_compare_segments(const sr_op_t* op, int32_t* out) {
  const sr_attr_t* a = sr_op_attr(op, "operandSegmentSizes");
  if (!a) {
    int32_t plain[5] = {1, 0, 1, 1, 0};
    memcpy(out, plain, sizeof(plain));
    return op->num_operands == 3;
  }
  if (a->kind != SR_ATTR_DENSE_ARRAY || a->dense_array.count != 5) return false;
  memcpy(out, a->dense_array.data, 5 * sizeof(int32_t));
  return out[0] == 1 && out[1] <= 1 && out[2] == 1 && out[3] == 1 &&
         out[4] <= 1 &&
         (uint32_t)(out[0] + out[1] + out[2] + out[3] + out[4]) ==
             op->num_operands;
}

sr_status_t sr__di_compile_scan(sr_di_compiler_t* c, const sr_op_t* op,
                                sr_di_instr_t* instr) {
  sr_di_scan_t* s = NULL;
  SR_RETURN_IF_ERROR(SR_ARENA_NEW(c->arena, sr_di_scan_t, &s));
  s->arg_compare = sr_op_is(op, "iree_linalg_ext.arg_compare");
  const sr_attr_t* dim = sr_op_attr(op, "dimension");
  const sr_block_t* block = op->num_regions ? op->regions[0].first_block : NULL;
  int32_t segments[5] = {0};
  bool ok = dim && dim->kind == SR_ATTR_INTEGER && block &&
            block->num_arguments == 2 && op->num_results == 2;
  if (ok && s->arg_compare) {
    ok = sr_di_arg_compare_segments(op, segments);
  } else if (ok) {
    const sr_attr_t* inclusive = sr_op_attr(op, "inclusive");
    s->inclusive =
        inclusive && inclusive->kind == SR_ATTR_BOOL && inclusive->boolean;
    ok = op->num_operands == 3;
  }
  const sr_type_t* type =
      ok ? sr__di_op_operand(op, SR_IREE_LINALG_EXT_SCAN_INPUT)->type : NULL;
  int64_t d = ok ? sr_attr_int_value(dim) : -1;
  if (!ok || !type || type->kind != SR_TYPE_TENSOR || type->shaped.encoding ||
      d < 0 || d >= (int64_t)type->shaped.rank) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          "expected tensor operands, a valid dimension and a "
                          "two-argument region");
  }
  s->dimension = (uint32_t)d;
  s->explicit_index = segments[1] == 1;
  s->has_base = segments[4] == 1;
  SR_RETURN_IF_ERROR(sr__di_compile_body(c, block, &s->body));
  sr_dtype_t want = SR_DTYPE_I1;
  if (!s->arg_compare && !sr_type_dtype(type->shaped.element, &want)) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                          "unsupported element type");
  }
  if (s->body.num_yields != 1 ||
      s->body.regs[s->body.yields[0]].dtype != want) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          s->arg_compare
                              ? "the region must yield one i1"
                              : "the region must yield one input element");
  }
  instr->kind = SR_DI_I_SCAN;
  instr->data = s;
  return sr__di_instr_set_operands(c, instr, op, 0, op->num_operands);
}

//===----------------------------------------------------------------------===//
// Run
//===----------------------------------------------------------------------===//

typedef struct sr_di_scan_job_t {
  sr_di_frame_t* frame;
  const sr_di_scan_t* scan;
  const sr_di_tensor_t* input;
  const sr_di_tensor_t* input_index;  // or NULL
  sr_di_tensor_t* output;             // scan: output; arg_compare: value
  sr_di_tensor_t* second;             // scan: accumulator; arg_compare: index
  int64_t base;
  int64_t n;
} sr_di_scan_job_t;

// One step of |rows| rows: the region over (a, b) into *out_result.
static sr_status_t sr_di_scan_step(const sr_di_scan_job_t* job,
                                   uint8_t* scratch, sr_di_view_t* views,
                                   const uint8_t* a, const uint8_t* b,
                                   size_t rows, sr_di_view_t* out_result) {
  const sr_di_body_t* body = &job->scan->body;
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
  *out_result = views[body->yields[0]];
  return sr_ok_status();
}

// Scans |rows| gathered rows: |in| and |out| are n lanes, |acc| one.
static sr_status_t sr_di_scan_rows(const sr_di_scan_job_t* job, uint8_t* in,
                                   uint8_t* out, uint8_t* acc, size_t rows,
                                   uint8_t* scratch, sr_di_view_t* views) {
  size_t size = sr_dtype_size((sr_dtype_t)job->output->dtype);
  size_t lane = rows * size;
  bool inclusive = job->scan->inclusive;
  memcpy(out, inclusive ? in : acc, lane);
  for (int64_t j = 1; j < job->n; ++j) {
    sr_di_view_t y;
    const uint8_t* x = in + (size_t)(inclusive ? j : j - 1) * lane;
    SR_RETURN_IF_ERROR(sr_di_scan_step(
        job, scratch, views, out + (size_t)(j - 1) * lane, x, rows, &y));
    sr_di_copy_elements(rows, size, out + (size_t)j * lane, 1, y.ptr, y.stride);
  }
  if (job->n > 1) memcpy(acc, out + (size_t)(job->n - 1) * lane, lane);
  return sr_ok_status();
}

// arg_compare over |rows| gathered rows: |in| (and |in_index|) are n
// lanes, |best| and |best_index| one.
static sr_status_t sr_di_arg_compare_rows(const sr_di_scan_job_t* job,
                                          uint8_t* in, uint8_t* in_index,
                                          uint8_t* best, uint8_t* best_index,
                                          size_t rows, uint8_t* scratch,
                                          sr_di_view_t* views) {
  size_t size = sr_dtype_size((sr_dtype_t)job->output->dtype);
  sr_dtype_t index_dtype = (sr_dtype_t)job->second->dtype;
  size_t index_size = sr_dtype_size(index_dtype);
  for (int64_t j = 0; j < job->n; ++j) {
    sr_di_view_t keep;
    uint8_t* x = in + (size_t)j * rows * size;
    SR_RETURN_IF_ERROR(
        sr_di_scan_step(job, scratch, views, x, best, rows, &keep));
    for (size_t r = 0; r < rows; ++r) {
      if (!(keep.ptr[(ptrdiff_t)r * keep.stride] & 1)) continue;
      memcpy(best + r * size, x + r * size, size);
      uint8_t* to = best_index + r * index_size;
      if (in_index) {
        memcpy(to, in_index + ((size_t)j * rows + r) * index_size, index_size);
      } else {
        sr_di_store_int(to, index_dtype, job->base + j);
      }
    }
  }
  return sr_ok_status();
}

static sr_status_t sr_di_scan_chunk(void* user, size_t begin, size_t end) {
  const sr_di_scan_job_t* job = (const sr_di_scan_job_t*)user;
  const sr_di_scan_t* s = job->scan;
  sr_allocator_t allocator = job->frame->program->allocator;
  size_t size = sr_dtype_size((sr_dtype_t)job->output->dtype);
  size_t second_size = sr_dtype_size((sr_dtype_t)job->second->dtype);
  size_t lanes = (size_t)job->n * SR_DI_ROW_BLOCK;
  // input, output (scan) or input index (arg_compare), the one-lane
  // accumulator or best value and index, the body's scratch.
  size_t sizes[5] = {lanes * size,
                     lanes * (s->arg_compare ? second_size : size),
                     SR_DI_ROW_BLOCK * size, SR_DI_ROW_BLOCK * second_size,
                     sr_di_body_scratch_size(&s->body, SR_DI_ROW_BLOCK)};
  size_t total = 0;
  for (int i = 0; i < 5; ++i) total += (sizes[i] + 63) & ~(size_t)63;
  uint8_t* memory = NULL;
  SR_RETURN_IF_ERROR(
      sr_allocator_malloc_aligned(allocator, total + 64, 64, (void**)&memory));
  uint8_t* part[5];
  uint8_t* p = memory;
  for (int i = 0; i < 5; ++i) {
    part[i] = p;
    p += (sizes[i] + 63) & ~(size_t)63;
  }
  sr_di_view_t* views = NULL;
  sr_status_t status = sr_allocator_calloc(
      allocator, (s->body.num_regs + 1) * sizeof(sr_di_view_t), (void**)&views);
  uint32_t dim = s->dimension;
  uint32_t no_dim = job->second->rank;  // the outs without |dim|: all dims
  for (size_t first = begin; !status && first < end; first += SR_DI_ROW_BLOCK) {
    size_t rows = end - first < SR_DI_ROW_BLOCK ? end - first : SR_DI_ROW_BLOCK;
    sr__di_rows_move(job->input, dim, job->n, first, rows, part[0], true);
    if (s->arg_compare) {
      if (job->input_index) {
        sr__di_rows_move(job->input_index, dim, job->n, first, rows, part[1],
                         true);
      }
      sr__di_rows_move(job->output, job->output->rank, 1, first, rows, part[2],
                       true);
      sr__di_rows_move(job->second, no_dim, 1, first, rows, part[3], true);
      status = sr_di_arg_compare_rows(job, part[0],
                                      job->input_index ? part[1] : NULL,
                                      part[2], part[3], rows, part[4], views);
      if (status) break;
      sr__di_rows_move(job->output, job->output->rank, 1, first, rows, part[2],
                       false);
      sr__di_rows_move(job->second, no_dim, 1, first, rows, part[3], false);
    } else {
      sr__di_rows_move(job->second, no_dim, 1, first, rows, part[2], true);
      status =
          sr_di_scan_rows(job, part[0], part[1], part[2], rows, part[4], views);
      if (status) break;
      sr__di_rows_move(job->output, dim, job->n, first, rows, part[1], false);
      sr__di_rows_move(job->second, no_dim, 1, first, rows, part[2], false);
    }
  }
  sr_allocator_free(allocator, views);
  sr_allocator_free(allocator, memory);
  return status;
}

// True when |reduced| is |full| without dimension |dim|.
static bool sr_di_scan_reduced_shape(const sr_di_tensor_t* full,
                                     const sr_di_tensor_t* reduced,
                                     uint32_t dim) {
  if (reduced->rank + 1 != full->rank) return false;
  for (uint32_t i = 0, j = 0; i < full->rank; ++i) {
    if (i == dim) continue;
    if (reduced->shape[j++] != full->shape[i]) return false;
  }
  return true;
}

_Static_assert((int)SR_IREE_LINALG_EXT_SCAN_INPUT ==
                   (int)SR_IREE_LINALG_EXT_ARG_COMPARE_INPUT_VALUE,
               "scan is read by arg_compare's group names");

sr_status_t sr__di_exec_scan(sr_di_frame_t* frame, const sr_di_instr_t* instr) {
  const sr_di_scan_t* s = (const sr_di_scan_t*)instr->data;
  sr_di_scan_job_t job;
  memset(&job, 0, sizeof(job));
  job.frame = frame;
  job.scan = s;
  sr_di_tensor_t* input = NULL;
  SR_RETURN_IF_ERROR(sr__di_slot_tensor(
      frame, sr_di_operand(instr, SR_IREE_LINALG_EXT_ARG_COMPARE_INPUT_VALUE),
      &input));
  job.input = input;
  uint32_t next = 1;
  if (s->explicit_index) {
    sr_di_tensor_t* index = NULL;
    SR_RETURN_IF_ERROR(sr__di_slot_tensor(
        frame, sr_di_operand(instr, SR_IREE_LINALG_EXT_ARG_COMPARE_INPUT_INDEX),
        &index));
    job.input_index = index;
    next = 2;
  }
  if (s->has_base) job.base = sr__di_slot_int(frame, instr->operands[next + 2]);
  sr_di_tensor_t outs[2];
  SR_RETURN_IF_ERROR(
      sr__di_take_tensor(frame, instr, next, true, true, &outs[0]));
  sr_status_t status =
      sr__di_take_tensor(frame, instr, next + 1, true, true, &outs[1]);
  if (status) {
    sr__di_buffer_release(frame, outs[0].buffer);
    return status;
  }
  job.output = &outs[0];
  job.second = &outs[1];
  const sr_di_tensor_t* value_out = &outs[0];
  bool ok = s->dimension < input->rank;
  if (ok && !s->arg_compare) {
    ok = value_out->rank == input->rank && value_out->dtype == input->dtype;
    for (uint32_t i = 0; ok && i < input->rank; ++i) {
      ok = value_out->shape[i] == input->shape[i];
    }
    ok = ok && outs[1].dtype == input->dtype &&
         sr_di_scan_reduced_shape(input, &outs[1], s->dimension);
  } else if (ok) {
    ok = value_out->dtype == input->dtype &&
         sr_di_scan_reduced_shape(input, value_out, s->dimension) &&
         sr_di_scan_reduced_shape(input, &outs[1], s->dimension) &&
         !sr_dtype_is_float((sr_dtype_t)outs[1].dtype);
    if (ok && job.input_index) {
      ok = job.input_index->rank == input->rank &&
           job.input_index->dtype == outs[1].dtype;
      for (uint32_t i = 0; ok && i < input->rank; ++i) {
        ok = job.input_index->shape[i] == input->shape[i];
      }
    }
  }
  if (!ok) {
    status = SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                         "the operand shapes or element types do not match");
  }
  if (!status) {
    job.n = input->shape[s->dimension];
    int64_t count = sr_di_tensor_count(input);
    size_t rows = job.n ? (size_t)(count / job.n) : 0;
    if (rows) {
      size_t per_block = (size_t)job.n * SR_DI_ROW_BLOCK;
      size_t blocks = (SR_DI_PARALLEL_MIN_WORK + per_block - 1) / per_block;
      status = sr__di_parallel_for(frame, rows, blocks * SR_DI_ROW_BLOCK,
                                   sr_di_scan_chunk, &job);
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
