// Run time of structured ops: the loop nest of a linalg op over its
// element program, split over the pool.
//
// Schedule. One parallel loop is the block dimension: the body runs over
// blocks of up to |block| elements along it, each operand read in place
// with its stride along that loop. The other parallel loops and the blocks
// make the units of work, spread over the pool in chunks whose size
// depends only on the shapes. Reduction loops run inside a unit, in loop
// order, with the outputs' block kept in an accumulator. Every output
// element is thus computed by one thread in the same order whatever the
// number of threads: the same bits on one thread and on all.
//
// Reductions whose body is out = combine(out, f(inputs)) and whose
// parallel loops are not contiguous in the inputs take the reduction path
// instead: blocks run along a reduction loop, f is evaluated over the
// block, folded by a pairwise tree of the combine kernel, and combined
// into the accumulator (order fixed by the reduction's length).

#include "cpu_backend/dispatch_interp/structured.h"

#include <string.h>

#include "cpu_backend/dispatch_interp/body_run.h"
#include "cpu_backend/dispatch_interp/contract.h"
#include "cpu_backend/dispatch_interp/exec_support.h"

//===----------------------------------------------------------------------===//
// Operands
//===----------------------------------------------------------------------===//

static sr_status_t sr_di_sop_bind(sr_di_sop_t* op, const sr_di_tensor_t* t,
                                  uint32_t k) {
  const sr_di_structured_t* s = op->s;
  const sr_di_operand_map_t* map = &s->maps[k];
  if (t->rank != map->rank || t->dtype != s->operand_dtypes[k]) {
    return SR_DI_ERROR(op->frame, op->instr, SR_STATUS_INVALID_ARGUMENT,
                       "operand %u is a rank-%u %s tensor; the op expects "
                       "rank %u %s",
                       k, t->rank, sr_dtype_name((sr_dtype_t)t->dtype),
                       map->rank,
                       sr_dtype_name((sr_dtype_t)s->operand_dtypes[k]));
  }
  ptrdiff_t offset = 0;
  for (uint32_t r = 0; r < map->rank; ++r) {
    offset += (ptrdiff_t)(map->offset[r] * t->strides[r]);
  }
  for (uint32_t d = 0; d < s->num_loops; ++d) {
    ptrdiff_t stride = 0;
    for (uint32_t r = 0; r < map->rank; ++r) {
      stride += (ptrdiff_t)(map->coeff[r][d] * t->strides[r]);
    }
    op->strides[k][d] = stride;
  }
  op->base[k] = t->data + offset * (ptrdiff_t)op->elem_size[k];
  return sr_ok_status();
}

// Every index an operand's map reaches must be inside its shape.
static sr_status_t sr_di_sop_check(sr_di_sop_t* op, const sr_di_tensor_t* t,
                                   uint32_t k) {
  const sr_di_structured_t* s = op->s;
  const sr_di_operand_map_t* map = &s->maps[k];
  for (uint32_t r = 0; r < map->rank; ++r) {
    int64_t lo = map->offset[r], hi = map->offset[r];
    for (uint32_t d = 0; d < s->num_loops; ++d) {
      int64_t reach = map->coeff[r][d] * (op->sizes[d] - 1);
      if (reach < 0)
        lo += reach;
      else
        hi += reach;
    }
    if (lo < 0 || hi >= t->shape[r]) {
      return SR_DI_ERROR(op->frame, op->instr, SR_STATUS_OUT_OF_RANGE,
                         "operand %u is indexed in [%lld, %lld] along "
                         "dimension %u of size %lld",
                         k, (long long)lo, (long long)hi, r,
                         (long long)t->shape[r]);
    }
  }
  return sr_ok_status();
}

static sr_status_t sr_di_sop_operands(sr_di_sop_t* op) {
  const sr_di_structured_t* s = op->s;
  sr_di_frame_t* frame = op->frame;
  const sr_di_instr_t* instr = op->instr;
  const sr_di_tensor_t* tensors[SR_DI_MAX_OPERANDS] = {NULL};
  for (uint32_t k = 0; k < op->num_operands; ++k) {
    op->elem_size[k] = sr_dtype_size((sr_dtype_t)s->operand_dtypes[k]);
    if (s->maps[k].is_scalar) {
      op->base[k] = (uint8_t*)&frame->slots[instr->operands[k]].bits;
      continue;
    }
    if (k < s->num_inputs) {
      sr_di_tensor_t* t = NULL;
      SR_RETURN_IF_ERROR(sr__di_slot_tensor(frame, instr->operands[k], &t));
      tensors[k] = t;
    } else {
      uint32_t j = k - s->num_inputs;
      if (s->fresh_output) {
        const sr_di_tensor_t* like = tensors[s->size_operand[0]];
        int64_t shape[SR_DI_MAX_RANK] = {0};
        if (like) memcpy(shape, like->shape, sizeof(shape));
        SR_RETURN_IF_ERROR(sr__di_tensor_create(
            frame, (sr_dtype_t)s->operand_dtypes[k], s->maps[k].rank, shape,
            false, &op->outputs[k]));
        tensors[k] = &op->outputs[k];
        continue;
      }
      // A fused zero fill: the run zeroes (or overwrites) every element.
      bool contents = !s->zero_init && (s->reads_output[j] || !s->covered[j] ||
                                        s->fast == SR_DI_FAST_CONTRACT);
      SR_RETURN_IF_ERROR(sr__di_take_tensor(frame, instr, k, s->in_place[j],
                                            contents, &op->outputs[k]));
      tensors[k] = &op->outputs[k];
    }
  }
  for (uint32_t d = 0; d < s->num_loops; ++d) {
    const sr_di_tensor_t* t = tensors[s->size_operand[d]];
    if (!t || t->rank <= s->size_dim[d]) {
      return SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                         "cannot size loop d%u", d);
    }
    op->sizes[d] = t->shape[s->size_dim[d]];
  }
  bool empty = false;
  for (uint32_t d = 0; d < s->num_loops; ++d) empty |= op->sizes[d] == 0;
  for (uint32_t k = 0; k < op->num_operands; ++k) {
    if (!tensors[k]) continue;
    SR_RETURN_IF_ERROR(sr_di_sop_bind(op, tensors[k], k));
    if (!empty) SR_RETURN_IF_ERROR(sr_di_sop_check(op, tensors[k], k));
  }
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Fast paths: fill and copy
//===----------------------------------------------------------------------===//

static sr_status_t sr_di_run_fill(sr_di_sop_t* op) {
  sr_di_tensor_t* out = &op->outputs[1];
  sr__di_fill_tensor(op->frame, out, op->base[0]);
  return sr_ok_status();
}

static sr_status_t sr_di_run_copy(sr_di_sop_t* op) {
  const sr_di_structured_t* s = op->s;
  sr_di_tensor_t dst, src;
  memset(&dst, 0, sizeof(dst));
  memset(&src, 0, sizeof(src));
  dst.rank = src.rank = (uint8_t)s->num_loops;
  dst.dtype = src.dtype = s->operand_dtypes[1];
  dst.data = op->base[1];
  src.data = op->base[0];
  for (uint32_t d = 0; d < s->num_loops; ++d) {
    dst.shape[d] = src.shape[d] = op->sizes[d];
    dst.strides[d] = op->strides[1][d];
    src.strides[d] = op->strides[0][d];
  }
  return sr__di_copy_tensor(op->frame, &dst, &src);
}

//===----------------------------------------------------------------------===//
// Schedule
//===----------------------------------------------------------------------===//

static bool sr_di_outputs_vary(const sr_di_sop_t* op, uint32_t d) {
  const sr_di_structured_t* s = op->s;
  for (uint32_t j = 0; j < s->num_outputs; ++j) {
    if (!op->strides[s->num_inputs + j][d]) return false;
  }
  return true;
}

static bool sr_di_inputs_contiguous(const sr_di_sop_t* op, uint32_t d) {
  const sr_di_structured_t* s = op->s;
  for (uint32_t k = 0; k < s->num_inputs; ++k) {
    if (s->maps[k].is_scalar) continue;
    ptrdiff_t stride = op->strides[k][d];
    if (stride != 0 && stride != 1 && stride != -1) return false;
  }
  return true;
}

// A block loop when some output does not vary along any parallel loop
// (IREE's average pools carry a rank-0 output that every point
// overwrites with a constant): a parallel loop some output varies along,
// the largest, when every output that does not vary along it is never
// read by the body. Each point then overwrites those outputs' element
// in turn, so run in order (blocks in increasing order, elements within a
// block in order, on one thread: sr_di_units_overlap) the last point
// of the iteration space writes last, as in the loop nest. -1 when there
// is none.
static int32_t sr_di_overwrite_block(const sr_di_sop_t* op) {
  const sr_di_structured_t* s = op->s;
  int32_t best = -1;
  for (uint32_t d = 0; d < s->num_loops; ++d) {
    if (s->reduction[d] || op->sizes[d] < 2) continue;
    bool some = false, allowed = true;
    for (uint32_t j = 0; j < s->num_outputs; ++j) {
      if (op->strides[s->num_inputs + j][d]) {
        some = true;
      } else if (s->reads_output[j]) {
        allowed = false;
      }
    }
    if (some && allowed && (best < 0 || op->sizes[d] > op->sizes[best])) {
      best = (int32_t)d;
    }
  }
  return best;
}

// True when two units may write the same output element: an output that
// a parallel loop iterated across units (or the block loop) does not move.
// Such units run in order on one thread, so the last point writes last,
// as in the loop nest, on any number of threads.
static bool sr_di_units_overlap(const sr_di_sop_t* op) {
  const sr_di_structured_t* s = op->s;
  for (uint32_t j = 0; j < s->num_outputs; ++j) {
    const ptrdiff_t* strides = op->strides[s->num_inputs + j];
    for (uint32_t i = 0; i < op->num_outer; ++i) {
      uint32_t d = op->outer[i];
      if (!s->reduction[d] && op->sizes[d] > 1 && !strides[d]) return true;
    }
    if (!op->reduction_path && op->block_dim >= 0 && op->num_blocks > 1 &&
        !strides[op->block_dim]) {
      return true;
    }
  }
  return false;
}

static void sr_di_schedule(sr_di_sop_t* op) {
  const sr_di_structured_t* s = op->s;
  // The block dimension: a parallel loop every output varies along,
  // preferring unit output stride, then the larger extent.
  int32_t best = -1;
  int64_t best_score = -1;
  for (uint32_t d = 0; d < s->num_loops; ++d) {
    if (s->reduction[d] || op->sizes[d] < 2 || !sr_di_outputs_vary(op, d)) {
      continue;
    }
    ptrdiff_t out_stride = op->strides[s->num_inputs][d];
    int64_t score = op->sizes[d] + ((out_stride == 1) ? ((int64_t)1 << 40) : 0);
    if (score >= best_score) {
      best = (int32_t)d;
      best_score = score;
    }
  }
  // The reduction loop a reduction-path block would run along.
  int32_t red_block = -1;
  if (s->reduction_pattern && s->body.num_eops <= sizeof(op->skip)) {
    for (uint32_t d = 0; d < s->num_loops; ++d) {
      if (!s->reduction[d] || op->sizes[d] < 2) continue;
      if (red_block < 0 || sr_di_inputs_contiguous(op, d) ||
          !sr_di_inputs_contiguous(op, (uint32_t)red_block)) {
        red_block = (int32_t)d;
      }
    }
  }
  op->reduction_path =
      red_block >= 0 && !op->frame->program->reference_loops &&
      (best < 0 || (!sr_di_inputs_contiguous(op, (uint32_t)best) &&
                    sr_di_inputs_contiguous(op, (uint32_t)red_block) &&
                    op->sizes[red_block] >= 8));
  if (best < 0 && !op->reduction_path && !op->frame->program->reference_loops) {
    best = sr_di_overwrite_block(op);
  }
  op->num_outer = op->num_red = 0;
  if (op->reduction_path) {
    op->block_dim = red_block;
    for (uint32_t d = 0; d < s->num_loops; ++d) {
      if (!s->reduction[d])
        op->outer[op->num_outer++] = d;
      else if ((int32_t)d != red_block)
        op->red[op->num_red++] = d;
    }
  } else {
    op->block_dim = best;
    for (uint32_t d = 0; d < s->num_loops; ++d) {
      if ((int32_t)d == best) continue;
      if (s->reduction[d])
        op->red[op->num_red++] = d;
      else
        op->outer[op->num_outer++] = d;
    }
  }
  op->block_extent = op->block_dim >= 0 ? op->sizes[op->block_dim] : 1;
  // Merge outer parallel loops into the block when every operand walks
  // them contiguously (a 6x6x4 output runs as blocks of 144, not 4).
  if (!op->reduction_path && op->block_dim >= 0 && !s->body.uses_index) {
    while (op->num_outer) {
      uint32_t a = op->outer[op->num_outer - 1];
      bool nested = true;
      for (uint32_t k = 0; k < op->num_operands; ++k) {
        if (op->strides[k][a] !=
            op->strides[k][op->block_dim] * op->block_extent) {
          nested = false;
        }
      }
      if (!nested) break;
      op->block_extent *= op->sizes[a];
      --op->num_outer;
    }
  }
  size_t temps = s->body.num_temps ? s->body.num_temps : 1;
  size_t block = 8192 / temps;
  if (block > 1024) block = 1024;
  if (block < 64) block = 64;
  if (op->block_dim < 0) block = 1;
  op->block = block;
  op->num_blocks =
      op->block_extent > 0
          ? (size_t)((op->block_extent + (int64_t)block - 1) / (int64_t)block)
          : 0;
  op->units = op->reduction_path ? 1 : op->num_blocks;
  for (uint32_t i = 0; i < op->num_outer; ++i) {
    op->units *= (size_t)op->sizes[op->outer[i]];
  }
  op->serial = sr_di_units_overlap(op);
  memset(op->skip, 0, sizeof(op->skip));
  if (op->reduction_path) {
    for (uint32_t j = 0; j < s->num_outputs; ++j) {
      op->skip[s->combine_eop[j]] = 1;
    }
  }
}

//===----------------------------------------------------------------------===//
// Chunks
//===----------------------------------------------------------------------===//

sr_status_t sr__di_chunk_begin(sr_di_sop_t* op, sr_di_chunk_t* c) {
  memset(c, 0, sizeof(*c));
  c->op = op;
  const sr_di_body_t* body = &op->s->body;
  size_t outputs = op->s->num_outputs;
  size_t scratch = sr_di_body_scratch_size(body, op->block);
  size_t acc = outputs * op->block * 8;
  size_t views = (body->num_regs + 1) * sizeof(sr_di_view_t);
  size_t bcast = op->block > 1 ? op->s->num_inputs * op->block * 8 : 0;
  uint8_t* block = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_malloc_aligned(
      op->frame->program->allocator, views + scratch + 2 * acc + bcast + 320,
      64, (void**)&block));
  c->views = (sr_di_view_t*)block;
  c->scratch = block + ((views + 63) & ~(size_t)63);
  c->acc = c->scratch + ((scratch + 63) & ~(size_t)63);
  c->tmp = c->acc + ((acc + 63) & ~(size_t)63);
  c->bcast = c->tmp + ((acc + 63) & ~(size_t)63);
  sr_di_body_bind(body, op->frame->slots, c->scratch, op->block, c->views);
  c->ctx.context = op->frame->program->context;
  c->ctx.kernels = op->frame->program->kernels;
  c->ctx.slots = op->frame->slots;
  c->ctx.loop_index = c->index;
  c->ctx.block_dim = op->block_dim;
  c->ctx.check = op->frame->check;
  c->ctx.workgroup = op->frame->workgroup;
  return sr_ok_status();
}

void sr__di_chunk_end(sr_di_chunk_t* c) {
  sr_allocator_free(c->op->frame->program->allocator, c->views);
}

static ptrdiff_t sr_di_block_stride(const sr_di_sop_t* op, uint32_t k) {
  return op->block_dim >= 0 ? op->strides[k][op->block_dim] : 0;
}

// Positions the unit: outer loop indices from |unit| (last outer loop
// fastest, blocks fastest of all) and the operands' origins.
static size_t sr_di_unit_origin(sr_di_chunk_t* c, size_t unit) {
  sr_di_sop_t* op = c->op;
  size_t start = 0;
  if (!op->reduction_path) {
    size_t b = unit % op->num_blocks;
    unit /= op->num_blocks;
    start = b * op->block;
  }
  memset(c->index, 0, sizeof(c->index));
  for (int i = (int)op->num_outer - 1; i >= 0; --i) {
    uint32_t d = op->outer[i];
    c->index[d] = (int64_t)(unit % (size_t)op->sizes[d]);
    unit /= (size_t)op->sizes[d];
  }
  if (op->block_dim >= 0 && !op->reduction_path) {
    c->index[op->block_dim] = (int64_t)start;
  }
  for (uint32_t k = 0; k < op->num_operands; ++k) {
    ptrdiff_t offset = 0;
    for (uint32_t i = 0; i < op->num_outer; ++i) {
      uint32_t d = op->outer[i];
      offset += op->strides[k][d] * (ptrdiff_t)c->index[d];
    }
    if (op->block_dim >= 0 && !op->reduction_path) {
      offset += op->strides[k][op->block_dim] * (ptrdiff_t)start;
    }
    c->ptr[k] = op->base[k] + offset * (ptrdiff_t)op->elem_size[k];
    c->stride[k] = sr_di_block_stride(op, k);
  }
  return start;
}

// Advances the reduction odometer; false when done. Updates |offsets|
// (elements per operand) incrementally.
static bool sr_di_next_red(sr_di_chunk_t* c, ptrdiff_t* offsets) {
  sr_di_sop_t* op = c->op;
  for (int i = (int)op->num_red - 1; i >= 0; --i) {
    uint32_t d = op->red[i];
    if (++c->index[d] < op->sizes[d]) {
      for (uint32_t k = 0; k < op->num_operands; ++k) {
        offsets[k] += op->strides[k][d];
      }
      return true;
    }
    for (uint32_t k = 0; k < op->num_operands; ++k) {
      offsets[k] -= op->strides[k][d] * (ptrdiff_t)(op->sizes[d] - 1);
    }
    c->index[d] = 0;
  }
  return false;
}

static void sr_di_bind_inputs(sr_di_chunk_t* c, const ptrdiff_t* offsets,
                              size_t n) {
  sr_di_sop_t* op = c->op;
  const sr_di_structured_t* s = op->s;
  uint32_t args =
      s->num_body_args < s->num_inputs ? s->num_body_args : s->num_inputs;
  for (uint32_t k = 0; k < args; ++k) {
    sr_di_view_t* v = &c->views[s->body.arg_regs[k]];
    v->ptr =
        c->ptr[k] + (offsets ? offsets[k] : 0) * (ptrdiff_t)op->elem_size[k];
    v->stride = s->maps[k].is_scalar ? 0 : c->stride[k];
    if (v->stride || n < 2 || !s->body.reg_uses[s->body.arg_regs[k]]) {
      continue;
    }
    uint8_t* copy = c->bcast + k * op->block * 8;
    if (c->bcast_src[k] != v->ptr || c->bcast_n[k] < n) {
      sr_di_replicate(copy, v->ptr, op->elem_size[k], n);
      c->bcast_src[k] = v->ptr;
      c->bcast_n[k] = n;
    }
    v->ptr = copy;
    v->stride = 1;
  }
}

sr_status_t sr__di_chunk_run_block(sr_di_chunk_t* c, size_t n) {
  sr_di_sop_t* op = c->op;
  const sr_di_structured_t* s = op->s;
  const sr_di_body_t* body = &s->body;
  uint32_t outs = s->num_outputs;
  sr_di_bind_inputs(c, NULL, n);
  for (uint32_t j = 0; j < outs; ++j) {
    uint32_t k = s->num_inputs + j;
    sr_di_view_t out = {c->ptr[k], c->stride[k]};
    if (k < s->num_body_args) c->views[body->arg_regs[k]] = out;
    if (s->direct_yield[j]) c->views[body->yields[j]] = out;
  }
  SR_RETURN_IF_ERROR(sr_di_body_run(body, &c->ctx, c->views, n));
  for (uint32_t j = 0; j < outs; ++j) {
    if (s->direct_yield[j]) continue;
    uint32_t k = s->num_inputs + j;
    sr_di_view_t y = c->views[body->yields[j]];
    sr_di_copy_elements(n, op->elem_size[k], c->ptr[k], c->stride[k], y.ptr,
                        y.stride);
  }
  return sr_ok_status();
}

// One unit of the general path.
static sr_status_t sr_di_general_unit(sr_di_chunk_t* c, size_t unit) {
  sr_di_sop_t* op = c->op;
  const sr_di_structured_t* s = op->s;
  const sr_di_body_t* body = &s->body;
  size_t start = sr_di_unit_origin(c, unit);
  size_t n = op->block_dim >= 0 ? (size_t)op->block_extent - start < op->block
                                      ? (size_t)op->block_extent - start
                                      : op->block
                                : 1;
  uint32_t outs = s->num_outputs;
  if (!op->num_red) return sr__di_chunk_run_block(c, n);
  // Reductions inside: the outputs' block accumulates in |acc|.
  for (uint32_t j = 0; j < outs; ++j) {
    uint32_t k = s->num_inputs + j;
    uint8_t* acc = c->acc + j * op->block * 8;
    sr_di_copy_elements(n, op->elem_size[k], acc, 1, c->ptr[k],
                        sr_di_block_stride(op, k));
    sr_di_view_t view = {acc, 1};
    if (k < s->num_body_args) c->views[body->arg_regs[k]] = view;
    if (s->direct_yield[j]) c->views[body->yields[j]] = view;
  }
  ptrdiff_t offsets[SR_DI_MAX_OPERANDS] = {0};
  do {
    sr_di_bind_inputs(c, offsets, n);
    SR_RETURN_IF_ERROR(sr_di_body_run(body, &c->ctx, c->views, n));
    for (uint32_t j = 0; j < outs; ++j) {
      if (s->direct_yield[j]) continue;
      uint32_t k = s->num_inputs + j;
      sr_di_view_t y = c->views[body->yields[j]];
      sr_di_copy_elements(n, op->elem_size[k], c->acc + j * op->block * 8, 1,
                          y.ptr, y.stride);
    }
  } while (sr_di_next_red(c, offsets));
  for (uint32_t j = 0; j < outs; ++j) {
    uint32_t k = s->num_inputs + j;
    sr_di_copy_elements(n, op->elem_size[k], c->ptr[k],
                        sr_di_block_stride(op, k), c->acc + j * op->block * 8,
                        1);
  }
  return sr_ok_status();
}

// Folds |n| contiguous elements at |buffer| into buffer[0] by a pairwise
// tree (the order depends on n only).
static void sr_di_tree_fold(sr_k_binary_fn_t fn, uint8_t* buffer, size_t n,
                            size_t size) {
  while (n > 1) {
    size_t half = (n + 1) / 2;
    fn(n - half, buffer, 1, buffer, 1, buffer + half * size, 1);
    n = half;
  }
}

// One unit of the reduction path: one point of the parallel loops.
static sr_status_t sr_di_reduction_unit(sr_di_chunk_t* c, size_t unit) {
  sr_di_sop_t* op = c->op;
  const sr_di_structured_t* s = op->s;
  const sr_di_body_t* body = &s->body;
  sr_di_unit_origin(c, unit);
  uint32_t rb = (uint32_t)op->block_dim;
  uint32_t outs = s->num_outputs;
  for (uint32_t j = 0; j < outs; ++j) {
    uint32_t k = s->num_inputs + j;
    memcpy(c->acc + j * 8, c->ptr[k], op->elem_size[k]);
  }
  ptrdiff_t offsets[SR_DI_MAX_OPERANDS] = {0};
  do {
    for (int64_t start = 0; start < op->sizes[rb];
         start += (int64_t)op->block) {
      size_t n = (size_t)(op->sizes[rb] - start) < op->block
                     ? (size_t)(op->sizes[rb] - start)
                     : op->block;
      c->index[rb] = start;
      ptrdiff_t block_offsets[SR_DI_MAX_OPERANDS];
      for (uint32_t k = 0; k < op->num_operands; ++k) {
        block_offsets[k] = offsets[k] + op->strides[k][rb] * (ptrdiff_t)start;
      }
      sr_di_bind_inputs(c, block_offsets, n);
      SR_RETURN_IF_ERROR(
          sr_di_body_run_masked(body, &c->ctx, c->views, n, op->skip));
      for (uint32_t j = 0; j < outs; ++j) {
        uint32_t k = s->num_inputs + j;
        const sr_di_eop_t* combine = &body->eops[s->combine_eop[j]];
        uint16_t out_reg = body->arg_regs[k];
        bool out_first = combine->operands[SR_DI_EOP_A] == out_reg;
        sr_di_view_t x =
            c->views[combine->operands[out_first ? SR_DI_EOP_B : SR_DI_EOP_A]];
        uint8_t* tmp = c->tmp + j * op->block * 8;
        sr_di_copy_elements(n, op->elem_size[k], tmp, 1, x.ptr, x.stride);
        sr_di_tree_fold(combine->fn.binary, tmp, n, op->elem_size[k]);
        uint8_t* acc = c->acc + j * 8;
        if (out_first)
          combine->fn.binary(1, acc, 1, acc, 1, tmp, 1);
        else
          combine->fn.binary(1, acc, 1, tmp, 1, acc, 1);
      }
    }
    c->index[rb] = 0;
  } while (sr_di_next_red(c, offsets));
  for (uint32_t j = 0; j < outs; ++j) {
    uint32_t k = s->num_inputs + j;
    memcpy(c->ptr[k], c->acc + j * 8, op->elem_size[k]);
  }
  return sr_ok_status();
}

static sr_status_t sr_di_chunk(void* user, size_t begin, size_t end) {
  sr_di_sop_t* op = (sr_di_sop_t*)user;
  sr_di_chunk_t c;
  SR_RETURN_IF_ERROR(sr__di_chunk_begin(op, &c));
  sr_status_t status = sr_ok_status();
  for (size_t u = begin; u < end && !status; ++u) {
    status = op->reduction_path ? sr_di_reduction_unit(&c, u)
                                : sr_di_general_unit(&c, u);
  }
  sr__di_chunk_end(&c);
  return status;
}

static sr_status_t sr_di_run_loops(sr_di_sop_t* op) {
  sr_di_schedule(op);
  if (!op->units) return sr_ok_status();
  size_t per_unit =
      op->reduction_path ? (size_t)op->sizes[op->block_dim] : op->block;
  for (uint32_t i = 0; i < op->num_red; ++i) {
    per_unit *= (size_t)op->sizes[op->red[i]];
  }
  size_t ops = op->s->body.num_eops ? op->s->body.num_eops : 1;
  per_unit *= ops;
  size_t grain = per_unit ? (64 * 1024 + per_unit - 1) / per_unit : op->units;
  if (per_unit * op->units < SR_DI_PARALLEL_MIN_WORK || op->serial) {
    grain = op->units;  // (serial: the units in order, on one thread)
  }
  return sr__di_parallel_for(op->frame, op->units, grain ? grain : 1,
                             sr_di_chunk, op);
}

static bool sr_di_sop_empty(const sr_di_sop_t* op) {
  for (uint32_t d = 0; d < op->s->num_loops; ++d) {
    if (op->sizes[d] == 0) return true;
  }
  return false;
}

// Runs a structured op without fusion: its fast path or the loop nest.
static sr_status_t sr_di_run_op(sr_di_sop_t* op) {
  const sr_di_structured_t* s = op->s;
  if (s->zero_init) {
    // A fused zero fill the GEMM did not do.
    uint64_t zero = 0;
    sr__di_fill_tensor(op->frame, &op->outputs[s->num_inputs], &zero);
  }
  if (sr_di_sop_empty(op)) return sr_ok_status();
  switch (op->frame->program->reference_loops ? SR_DI_FAST_NONE : s->fast) {
    case SR_DI_FAST_FILL:
      return sr_di_run_fill(op);
    case SR_DI_FAST_COPY:
      return sr_di_run_copy(op);
    default:
      return sr_di_run_loops(op);
  }
}

// Binds an op's operands into |op| (the caller's storage; release with
// sr_di_sop_release even when this fails). Only what is read before it is
// written is cleared: the whole record is ~5 KB, and zeroing it for every
// structured op of every workgroup was a third of a small program's
// instructions per call.
static sr_status_t sr_di_sop_create(sr_di_frame_t* frame,
                                    const sr_di_instr_t* instr,
                                    sr_di_sop_t* op) {
  const sr_di_structured_t* s = (const sr_di_structured_t*)instr->data;
  uint32_t n = s->num_inputs + s->num_outputs;
  op->frame = frame;
  op->instr = instr;
  op->s = s;
  op->num_operands = 0;  // nothing to release yet
  if (n > SR_DI_MAX_OPERANDS) {
    return SR_DI_ERROR(frame, instr, SR_STATUS_UNIMPLEMENTED,
                       "more than %d operands", SR_DI_MAX_OPERANDS);
  }
  op->num_operands = n;
  memset(op->sizes, 0, sizeof(op->sizes));
  for (uint32_t k = 0; k < n; ++k) {
    op->base[k] = NULL;
    // Scalars and unbound operands walk no loop.
    memset(op->strides[k], 0, s->num_loops * sizeof(op->strides[k][0]));
    op->outputs[k].buffer = NULL;
  }
  op->reduction_path = false;
  op->block_dim = -1;
  op->block_extent = 0;
  op->block = 0;
  op->num_blocks = 0;
  op->num_outer = 0;
  op->num_red = 0;
  op->units = 0;
  return sr_di_sop_operands(op);
}

// Moves the op's outputs into its result slots (|status| OK) or drops
// them.
static void sr_di_sop_release(sr_di_sop_t* op, sr_status_t status) {
  if (!op || !op->num_operands) return;
  const sr_di_structured_t* s = op->s;
  for (uint32_t j = 0; j < s->num_outputs; ++j) {
    sr_di_tensor_t* out = &op->outputs[s->num_inputs + j];
    if (!status) {
      sr__di_slot_move_tensor(op->frame, op->instr->results[j], out);
    } else {
      sr__di_buffer_release(op->frame, out->buffer);
      out->buffer = NULL;
    }
  }
}

sr_status_t sr__di_exec_structured(sr_di_frame_t* frame,
                                   const sr_di_instr_t* instr) {
  const sr_di_structured_t* s = (const sr_di_structured_t*)instr->data;
  // On the stack: no allocation per structured op per workgroup.
  sr_di_sop_t op_storage, epilogue_storage;
  sr_di_sop_t* op = &op_storage;
  sr_di_sop_t* epilogue = NULL;
  sr_status_t status = sr_di_sop_create(frame, instr, op);
  if (!status && s->epilogue) {
    // The epilogue's operands include this op's result: visible now.
    sr__di_slot_set_tensor(frame, sr_di_result(instr, SR_DI_RESULT),
                           &op->outputs[s->num_inputs]);
    epilogue = &epilogue_storage;
    status = sr_di_sop_create(frame, s->epilogue, epilogue);
    if (!status) {
      size_t temps =
          epilogue->s->body.num_temps ? epilogue->s->body.num_temps : 1;
      size_t block = 8192 / temps;
      epilogue->block = block > 1024 ? 1024 : block < 64 ? 64 : block;
      epilogue->block_dim = -1;
    }
  }
  bool done = false;
  if (!status && s->fast == SR_DI_FAST_CONTRACT &&
      !frame->program->reference_loops && !sr_di_sop_empty(op)) {
    status = sr__di_run_contract(op, epilogue);
    done = !status;
    if (sr_status_code(status) == SR_STATUS_UNAVAILABLE) {
      sr_status_ignore(status);  // a shape the kernel cannot take
      status = sr_ok_status();
    }
  }
  if (!status && !done) {
    status = sr_di_run_op(op);
    if (!status && epilogue) status = sr_di_run_op(epilogue);
  }
  sr_di_sop_release(op, status);
  sr_di_sop_release(epilogue, status);
  return status;
}
