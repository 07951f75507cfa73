// iree_linalg_ext.scatter (updates, indices, original): every update
// element, in row-major order, is combined into the original tensor as
// ScatterOp's scalar implementation defines it:
//
//   D = |dimension_map|, U = rank(original) - D (update slice rank),
//   B = rank(updates) - U (batch rank),
//   starts = (D unset dims, u...), and for i < D:
//   starts[dimension_map[i]] += indices[b..., i] (no index dim: D = 1),
//   original[starts] = region(updates[b..., u...], original[starts]).
//
// Sequential, one element at a time: with repeated indices (not
// unique_indices) the order of the combines is the result, and it is the
// scalar implementation's order. An index outside the original is a
// located error (IREE leaves it undefined).

#include "cpu_backend/dispatch_interp/ext_scatter.h"

#include <string.h>

#include "cpu_backend/dispatch_interp/body_run.h"
#include "cpu_backend/dispatch_interp/compile_impl.h"
#include "cpu_backend/dispatch_interp/compile_support.h"
#include "cpu_backend/dispatch_interp/exec_impl.h"
#include "cpu_backend/dispatch_interp/exec_support.h"

typedef struct sr_di_scatter_t {
  uint32_t depth;  // D
  int64_t dimension_map[SR_DI_MAX_RANK];
  sr_di_body_t body;  // (update, original) -> original element
} sr_di_scatter_t;

// The instruction's operands are (updates, indices, original): no mask, so
// the original is at this position, not at its schema group index.
enum { SR_DI_SCATTER_ORIGINAL = 2 };

sr_status_t sr__di_compile_scatter(sr_di_compiler_t* c, const sr_op_t* op,
                                   sr_di_instr_t* instr) {
  const sr_attr_t* map = sr_op_attr(op, "dimension_map");
  const sr_type_t* original =
      op->num_operands == 3 ? op->operands[SR_DI_SCATTER_ORIGINAL].value->type
                            : NULL;
  const sr_block_t* block = op->num_regions ? op->regions[0].first_block : NULL;
  sr_dtype_t dtype;
  if (!original || original->kind != SR_TYPE_TENSOR ||
      original->shaped.encoding || op->num_results != 1 || !map ||
      map->kind != SR_ATTR_DENSE_ARRAY || !map->dense_array.count ||
      map->dense_array.count > original->shaped.rank || !block ||
      block->num_arguments != 2 ||
      !sr_type_dtype(original->shaped.element, &dtype)) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                          "scatter of (updates, indices, original) tensors "
                          "with a dimension_map and a two-argument region "
                          "only (no mask)");
  }
  sr_di_scatter_t* s = NULL;
  SR_RETURN_IF_ERROR(SR_ARENA_NEW(c->arena, sr_di_scatter_t, &s));
  s->depth = map->dense_array.count;
  memcpy(s->dimension_map, map->dense_array.data, s->depth * sizeof(int64_t));
  for (uint32_t i = 0; i < s->depth; ++i) {
    if (s->dimension_map[i] < 0 ||
        s->dimension_map[i] >= (int64_t)original->shaped.rank) {
      return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                            "dimension_map entry %lld outside the original",
                            (long long)s->dimension_map[i]);
    }
  }
  SR_RETURN_IF_ERROR(sr__di_compile_body(c, block, &s->body));
  if (s->body.num_yields != 1 ||
      s->body.regs[s->body.yields[0]].dtype != dtype) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          "the region must yield one original element");
  }
  instr->kind = SR_DI_I_SCATTER;
  instr->data = s;
  return sr__di_instr_set_operands(c, instr, op, 0, 3);
}

// Checks the shapes; sets the batch and slice ranks.
static bool sr_di_scatter_shapes(const sr_di_scatter_t* s,
                                 const sr_di_tensor_t* updates,
                                 const sr_di_tensor_t* indices,
                                 const sr_di_tensor_t* out, uint32_t* batch,
                                 uint32_t* slice, bool* index_dim) {
  if (out->rank < s->depth || updates->dtype != out->dtype ||
      sr_dtype_is_float((sr_dtype_t)indices->dtype)) {
    return false;
  }
  *slice = out->rank - s->depth;
  if (updates->rank < *slice) return false;
  *batch = updates->rank - *slice;
  *index_dim = indices->rank > *batch;
  if (indices->rank != *batch + (*index_dim ? 1 : 0)) return false;
  if (*index_dim ? indices->shape[*batch] != s->depth : s->depth != 1) {
    return false;
  }
  for (uint32_t i = 0; i < *batch; ++i) {
    if (indices->shape[i] != updates->shape[i]) return false;
  }
  // The update slice fits the trailing dims of the original.
  for (uint32_t i = 0; i < *slice; ++i) {
    if (updates->shape[*batch + i] > out->shape[s->depth + i]) return false;
  }
  return true;
}

sr_status_t sr__di_exec_scatter(sr_di_frame_t* frame,
                                const sr_di_instr_t* instr) {
  const sr_di_scatter_t* s = (const sr_di_scatter_t*)instr->data;
  sr_di_tensor_t* updates = NULL;
  sr_di_tensor_t* indices = NULL;
  SR_RETURN_IF_ERROR(sr__di_slot_tensor(
      frame, sr_di_operand(instr, SR_IREE_LINALG_EXT_SCATTER_UPDATES),
      &updates));
  SR_RETURN_IF_ERROR(sr__di_slot_tensor(
      frame, sr_di_operand(instr, SR_IREE_LINALG_EXT_SCATTER_INDICES),
      &indices));
  sr_di_tensor_t out;
  SR_RETURN_IF_ERROR(sr__di_take_tensor(frame, instr, SR_DI_SCATTER_ORIGINAL,
                                        true, true, &out));
  uint32_t B = 0, U = 0;
  bool index_dim = false;
  if (!sr_di_scatter_shapes(s, updates, indices, &out, &B, &U, &index_dim)) {
    sr__di_buffer_release(frame, out.buffer);
    return SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                       "the updates, indices and original shapes do not "
                       "match");
  }
  const sr_di_body_t* body = &s->body;
  sr_allocator_t allocator = frame->program->allocator;
  uint8_t* scratch = NULL;
  sr_di_view_t* views = NULL;
  sr_status_t status = sr_allocator_malloc(
      allocator, sr_di_body_scratch_size(body, 1) + 64, (void**)&scratch);
  if (!status) {
    status = sr_allocator_calloc(
        allocator, (body->num_regs + 1) * sizeof(sr_di_view_t), (void**)&views);
  }
  sr_di_body_ctx_t ctx = {frame->program->context,
                          frame->program->kernels,
                          frame->slots,
                          NULL,
                          -1,
                          frame->check,
                          frame->workgroup};
  size_t size = sr_dtype_size((sr_dtype_t)out.dtype);
  sr_dtype_t index_dtype = (sr_dtype_t)indices->dtype;
  size_t index_size = sr_dtype_size(index_dtype);
  int64_t count = sr_di_tensor_count(updates);
  int64_t at[SR_DI_MAX_RANK] = {0};  // the update element's index
  for (int64_t e = 0; !status && e < count; ++e) {
    ptrdiff_t index_origin = 0, from = 0, to = 0;
    for (uint32_t i = 0; i < updates->rank; ++i) {
      from += (ptrdiff_t)at[i] * updates->strides[i];
      if (i < B) index_origin += (ptrdiff_t)at[i] * indices->strides[i];
    }
    int64_t start[SR_DI_MAX_RANK] = {0};
    for (uint32_t i = 0; i < U; ++i) start[s->depth + i] = at[B + i];
    for (uint32_t i = 0; i < s->depth; ++i) {
      ptrdiff_t p =
          index_origin + (index_dim ? (ptrdiff_t)i * indices->strides[B] : 0);
      start[s->dimension_map[i]] += sr_di_load_int(
          indices->data + p * (ptrdiff_t)index_size, index_dtype, false);
    }
    for (uint32_t d = 0; !status && d < out.rank; ++d) {
      if (start[d] < 0 || start[d] >= out.shape[d]) {
        status = SR_DI_ERROR(frame, instr, SR_STATUS_OUT_OF_RANGE,
                             "index %lld is out of bounds of dimension %u "
                             "(size %lld)",
                             (long long)start[d], d, (long long)out.shape[d]);
      }
      to += (ptrdiff_t)start[d] * out.strides[d];
    }
    if (status) break;
    uint8_t* dst = out.data + to * (ptrdiff_t)size;
    sr_di_body_bind(body, frame->slots, scratch, 1, views);
    views[body->arg_regs[0]].ptr = updates->data + from * (ptrdiff_t)size;
    views[body->arg_regs[0]].stride = 1;
    views[body->arg_regs[1]].ptr = dst;
    views[body->arg_regs[1]].stride = 1;
    status = sr_di_body_run(body, &ctx, views, 1);
    if (status) break;
    memmove(dst, views[body->yields[0]].ptr, size);
    for (int i = (int)updates->rank - 1; i >= 0; --i) {
      if (++at[i] < updates->shape[i]) break;
      at[i] = 0;
    }
  }
  sr_allocator_free(allocator, scratch);
  sr_allocator_free(allocator, views);
  if (status) {
    sr__di_buffer_release(frame, out.buffer);
    return status;
  }
  sr__di_slot_move_tensor(
      frame, sr_di_result(instr, SR_IREE_LINALG_EXT_SCATTER_RESULTS), &out);
  return sr_ok_status();
}
