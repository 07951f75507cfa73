// iree_linalg_ext.attention (query, key, value, scale[, mask], output) with
// projected-permutation indexing maps, computed as IREE's decomposition
// (AttentionOp::decomposeOperation) defines it, in f32:
//
//   q' = q * (scale * log2(e))                  (rounded to q's type)
//   s[j] = region(sum_i q'[i] * k[j, i])        (the region sees s in log2
//                                                units, as in IREE)
//   s[j] += mask: 0 / -inf for an integer mask (its low bit), or
//           mask * log2(e) for a float one
//   p = exp2(s - max_j s); p /= sum_j p;  out[n] = sum_j p[j] * v[j, n]
//
// The loops are classified by the maps: outer (in the query and the
// output: batch and m), k1 (query, not output), k2 (neither: key and
// value) and n (output, not query). Each outer point is one unit of work
// over the pool; its result depends only on its own data, so the bits do
// not depend on the thread count. Float results follow IREE's to rounding
// (sums reordered, exp2 of our kernels).

#include "cpu_backend/dispatch_interp/ext_attention.h"

#include <float.h>
#include <math.h>
#include <string.h>

#include "cpu_backend/dispatch_interp/body_run.h"
#include "cpu_backend/dispatch_interp/compile_impl.h"
#include "cpu_backend/dispatch_interp/compile_support.h"
#include "cpu_backend/dispatch_interp/exec_impl.h"
#include "cpu_backend/dispatch_interp/exec_support.h"

enum { SR_DI_ATT_Q, SR_DI_ATT_K, SR_DI_ATT_V, SR_DI_ATT_M, SR_DI_ATT_O };

typedef struct sr_di_attention_t {
  uint32_t num_loops;
  bool has_mask;
  // Per tensor operand (q, k, v, mask, out): the loop of each dimension.
  uint32_t rank[5];
  uint8_t loop[5][SR_DI_MAX_RANK];
  // Loop classes, in loop order.
  uint32_t num_outer, num_k1, num_k2, num_n;
  uint8_t outer[SR_DI_MAX_LOOPS], k1[SR_DI_MAX_LOOPS], k2[SR_DI_MAX_LOOPS],
      n[SR_DI_MAX_LOOPS];
  sr_di_body_t body;  // score -> score
} sr_di_attention_t;

// The operand position (0..5) of tensor operand |t| in the op.
static uint32_t sr_di_att_operand(const sr_di_attention_t* a, uint32_t t) {
  if (t <= SR_DI_ATT_V) return t;
  if (t == SR_DI_ATT_M) return 4;
  return a->has_mask ? 5 : 4;
}

static bool sr_di_att_uses(const sr_di_attention_t* a, uint32_t t, uint32_t d) {
  for (uint32_t r = 0; r < a->rank[t]; ++r) {
    if (a->loop[t][r] == d) return true;
  }
  return false;
}

sr_status_t sr__di_compile_attention(sr_di_compiler_t* c, const sr_op_t* op,
                                     sr_di_instr_t* instr) {
  sr_di_attention_t* a = NULL;
  SR_RETURN_IF_ERROR(SR_ARENA_NEW(c->arena, sr_di_attention_t, &a));
  a->has_mask = op->num_operands == 6;
  const sr_attr_t* maps = sr_op_attr(op, "indexing_maps");
  const sr_block_t* block = op->num_regions ? op->regions[0].first_block : NULL;
  bool ok = (op->num_operands == 5 || op->num_operands == 6) &&
            op->num_results == 1 && maps && maps->kind == SR_ATTR_ARRAY &&
            maps->array.count == op->num_operands && block &&
            block->num_arguments == 1;
  for (uint32_t t = 0; ok && t < 5; ++t) {
    if (t == SR_DI_ATT_M && !a->has_mask) continue;
    uint32_t k = sr_di_att_operand(a, t);
    const sr_attr_t* m = maps->array.elements[k];
    ok = m->kind == SR_ATTR_AFFINE_MAP && !m->affine_map->num_symbols &&
         m->affine_map->num_results <= SR_DI_MAX_RANK &&
         m->affine_map->num_dims <= SR_DI_MAX_LOOPS;
    if (!ok) break;
    a->num_loops = m->affine_map->num_dims;
    a->rank[t] = m->affine_map->num_results;
    for (uint32_t r = 0; ok && r < a->rank[t]; ++r) {
      const sr_affine_expr_t* e = m->affine_map->results[r];
      ok = e->kind == SR_AFFINE_DIM;
      if (ok) a->loop[t][r] = (uint8_t)e->value;
    }
  }
  if (!ok) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                          "attention with (query, key, value, scale[, mask], "
                          "output), projected-permutation maps and a "
                          "one-argument region only");
  }
  for (uint32_t d = 0; d < a->num_loops; ++d) {
    bool q = sr_di_att_uses(a, SR_DI_ATT_Q, d);
    bool o = sr_di_att_uses(a, SR_DI_ATT_O, d);
    bool k = sr_di_att_uses(a, SR_DI_ATT_K, d);
    bool v = sr_di_att_uses(a, SR_DI_ATT_V, d);
    if (q && o)
      a->outer[a->num_outer++] = (uint8_t)d;
    else if (q && k)
      a->k1[a->num_k1++] = (uint8_t)d;
    else if (!q && !o && k && v)
      a->k2[a->num_k2++] = (uint8_t)d;
    else if (o && v)
      a->n[a->num_n++] = (uint8_t)d;
    else
      ok = false;
  }
  if (!ok) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                          "an attention loop is neither batch/m, k1, k2 "
                          "nor n");
  }
  SR_RETURN_IF_ERROR(sr__di_compile_body(c, block, &a->body));
  if (a->body.num_yields != 1 ||
      a->body.regs[a->body.yields[0]].dtype != SR_DTYPE_F32 ||
      a->body.regs[a->body.arg_regs[0]].dtype != SR_DTYPE_F32) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                          "the score region must take and yield one f32");
  }
  instr->kind = SR_DI_I_ATTENTION;
  instr->data = a;
  return sr__di_instr_set_operands(c, instr, op, 0, op->num_operands);
}

//===----------------------------------------------------------------------===//
// Run
//===----------------------------------------------------------------------===//

typedef struct sr_di_att_job_t {
  sr_di_frame_t* frame;
  const sr_di_instr_t* instr;
  const sr_di_attention_t* a;
  const sr_di_tensor_t* t[5];  // q, k, v, mask (or NULL), out
  int64_t size[SR_DI_MAX_LOOPS];
  // Element strides of each operand per loop (0 when it does not use it).
  ptrdiff_t stride[5][SR_DI_MAX_LOOPS];
  size_t k1_count, k2_count, n_count;
  float scale;  // scale * log2(e)
} sr_di_att_job_t;

// Offset of flat index |index| over the loops |loops| in operand |t|.
static ptrdiff_t sr_di_att_offset(const sr_di_att_job_t* j, uint32_t t,
                                  const uint8_t* loops, uint32_t count,
                                  size_t index) {
  ptrdiff_t offset = 0;
  for (int i = (int)count - 1; i >= 0; --i) {
    size_t size = (size_t)j->size[loops[i]];
    offset += (ptrdiff_t)(index % size) * j->stride[t][loops[i]];
    index /= size;
  }
  return offset;
}

static float sr_di_att_load(const sr_di_tensor_t* t, ptrdiff_t offset) {
  sr_dtype_t dtype = (sr_dtype_t)t->dtype;
  const uint8_t* p = t->data + offset * (ptrdiff_t)sr_dtype_size(dtype);
  if (sr_dtype_is_float(dtype)) return (float)sr_di_load_float(p, dtype);
  return (float)sr_di_load_int(p, dtype, false);
}

// One outer point: scores over k2, the region, the mask, softmax, P V.
static sr_status_t sr_di_att_point(const sr_di_att_job_t* j, size_t point,
                                   float* s, float* q, uint8_t* scratch,
                                   sr_di_view_t* views) {
  const sr_di_attention_t* a = j->a;
  const sr_di_tensor_t* Q = j->t[SR_DI_ATT_Q];
  ptrdiff_t base[5];
  for (uint32_t t = 0; t < 5; ++t) {
    base[t] =
        j->t[t] ? sr_di_att_offset(j, t, a->outer, a->num_outer, point) : 0;
  }
  // q' = q * scale, rounded to the query's type as IREE scales in place.
  for (size_t i = 0; i < j->k1_count; ++i) {
    float x = sr_di_att_load(
        Q, base[SR_DI_ATT_Q] +
               sr_di_att_offset(j, SR_DI_ATT_Q, a->k1, a->num_k1, i));
    uint8_t bits[8];
    sr_di_store_float(bits, (sr_dtype_t)Q->dtype, (double)x * j->scale);
    q[i] = (float)sr_di_load_float(bits, (sr_dtype_t)Q->dtype);
  }
  for (size_t k = 0; k < j->k2_count; ++k) {
    ptrdiff_t kk = base[SR_DI_ATT_K] +
                   sr_di_att_offset(j, SR_DI_ATT_K, a->k2, a->num_k2, k);
    float sum = 0;
    for (size_t i = 0; i < j->k1_count; ++i) {
      sum += q[i] * sr_di_att_load(j->t[SR_DI_ATT_K],
                                   kk + sr_di_att_offset(j, SR_DI_ATT_K, a->k1,
                                                         a->num_k1, i));
    }
    s[k] = sum;
  }
  // The score region over all k2 at once.
  sr_di_body_ctx_t ctx = {j->frame->program->context,
                          j->frame->program->kernels,
                          j->frame->slots,
                          NULL,
                          -1,
                          j->frame->check,
                          j->frame->workgroup};
  for (size_t done = 0; done < j->k2_count; done += 256) {
    size_t n = j->k2_count - done < 256 ? j->k2_count - done : 256;
    sr_di_body_bind(&a->body, j->frame->slots, scratch, n, views);
    views[a->body.arg_regs[0]].ptr = (uint8_t*)(s + done);
    views[a->body.arg_regs[0]].stride = 1;
    SR_RETURN_IF_ERROR(sr_di_body_run(&a->body, &ctx, views, n));
    sr_di_view_t y = views[a->body.yields[0]];
    sr_di_copy_elements(n, 4, (uint8_t*)(s + done), 1, y.ptr, y.stride);
  }
  const sr_di_tensor_t* M = j->t[SR_DI_ATT_M];
  if (M) {
    bool integer = !sr_dtype_is_float((sr_dtype_t)M->dtype);
    for (size_t k = 0; k < j->k2_count; ++k) {
      // The mask's own loops: its outer and k2 dims (others absent).
      ptrdiff_t at = base[SR_DI_ATT_M] +
                     sr_di_att_offset(j, SR_DI_ATT_M, a->k2, a->num_k2, k);
      float m = sr_di_att_load(M, at);
      if (integer) {
        int64_t bit = (int64_t)m & 1;
        s[k] += bit ? 0.0f : -INFINITY;
      } else {
        s[k] += m * (float)M_LOG2E;
      }
    }
  }
  float max = -FLT_MAX;  // maximumf's finite identity, as IREE fills it
  for (size_t k = 0; k < j->k2_count; ++k) max = fmaxf(max, s[k]);
  float sum = 0;
  for (size_t k = 0; k < j->k2_count; ++k) {
    s[k] = exp2f(s[k] - max);
    sum += s[k];
  }
  for (size_t k = 0; k < j->k2_count; ++k) s[k] /= sum;
  const sr_di_tensor_t* V = j->t[SR_DI_ATT_V];
  const sr_di_tensor_t* O = j->t[SR_DI_ATT_O];
  for (size_t n = 0; n < j->n_count; ++n) {
    ptrdiff_t vn =
        base[SR_DI_ATT_V] + sr_di_att_offset(j, SR_DI_ATT_V, a->n, a->num_n, n);
    float acc = 0;
    for (size_t k = 0; k < j->k2_count; ++k) {
      acc += s[k] *
             sr_di_att_load(
                 V, vn + sr_di_att_offset(j, SR_DI_ATT_V, a->k2, a->num_k2, k));
    }
    ptrdiff_t o =
        base[SR_DI_ATT_O] + sr_di_att_offset(j, SR_DI_ATT_O, a->n, a->num_n, n);
    sr_di_store_float(
        O->data + o * (ptrdiff_t)sr_dtype_size((sr_dtype_t)O->dtype),
        (sr_dtype_t)O->dtype, acc);
  }
  return sr_ok_status();
}

static sr_status_t sr_di_att_chunk(void* user, size_t begin, size_t end) {
  const sr_di_att_job_t* j = (const sr_di_att_job_t*)user;
  sr_allocator_t allocator = j->frame->program->allocator;
  size_t floats = j->k2_count + j->k1_count + 16;
  size_t scratch_size = sr_di_body_scratch_size(&j->a->body, 256);
  uint8_t* memory = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_malloc_aligned(
      allocator, floats * 4 + scratch_size + 128, 64, (void**)&memory));
  sr_di_view_t* views = NULL;
  sr_status_t status = sr_allocator_calloc(
      allocator, (j->a->body.num_regs + 1) * sizeof(sr_di_view_t),
      (void**)&views);
  float* s = (float*)memory;
  float* q = s + j->k2_count + 8;
  uint8_t* scratch = memory + ((floats * 4 + 63) & ~(size_t)63);
  for (size_t p = begin; !status && p < end; ++p) {
    status = sr_di_att_point(j, p, s, q, scratch, views);
  }
  sr_allocator_free(allocator, views);
  sr_allocator_free(allocator, memory);
  return status;
}

sr_status_t sr__di_exec_attention(sr_di_frame_t* frame,
                                  const sr_di_instr_t* instr) {
  const sr_di_attention_t* a = (const sr_di_attention_t*)instr->data;
  sr_di_att_job_t j;
  memset(&j, 0, sizeof(j));
  j.frame = frame;
  j.instr = instr;
  j.a = a;
  for (uint32_t t = 0; t < SR_DI_ATT_O; ++t) {
    if (t == SR_DI_ATT_M && !a->has_mask) continue;
    sr_di_tensor_t* tensor = NULL;
    SR_RETURN_IF_ERROR(sr__di_slot_tensor(
        frame, instr->operands[sr_di_att_operand(a, t)], &tensor));
    j.t[t] = tensor;
  }
  j.scale = (float)(sr_di_load_float(
                        (const uint8_t*)&frame
                            ->slots[sr_di_operand(
                                instr, SR_IREE_LINALG_EXT_ATTENTION_SCALE)]
                            .bits,
                        (sr_dtype_t)frame->program->slot_dtypes[sr_di_operand(
                            instr, SR_IREE_LINALG_EXT_ATTENTION_SCALE)]) *
                    M_LOG2E);
  sr_di_tensor_t out;
  SR_RETURN_IF_ERROR(sr__di_take_tensor(
      frame, instr, sr_di_att_operand(a, SR_DI_ATT_O), true, false, &out));
  j.t[SR_DI_ATT_O] = &out;
  // Loop sizes from the operands, each checked against every other use.
  bool ok = true;
  for (uint32_t d = 0; d < a->num_loops; ++d) j.size[d] = -1;
  for (uint32_t t = 0; ok && t < 5; ++t) {
    if (!j.t[t]) continue;
    ok = j.t[t]->rank == a->rank[t] &&
         (t == SR_DI_ATT_M || sr_dtype_is_float((sr_dtype_t)j.t[t]->dtype));
    for (uint32_t r = 0; ok && r < a->rank[t]; ++r) {
      uint32_t d = a->loop[t][r];
      ok = j.size[d] < 0 || j.size[d] == j.t[t]->shape[r];
      j.size[d] = j.t[t]->shape[r];
      j.stride[t][d] = j.t[t]->strides[r];
    }
  }
  for (uint32_t d = 0; ok && d < a->num_loops; ++d) ok = j.size[d] >= 0;
  ok = ok && sr_dtype_is_float((sr_dtype_t)out.dtype);
  if (!ok) {
    sr__di_buffer_release(frame, out.buffer);
    return SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                       "the attention operand shapes do not match their "
                       "indexing maps");
  }
  size_t points = 1;
  j.k1_count = j.k2_count = j.n_count = 1;
  for (uint32_t i = 0; i < a->num_outer; ++i) points *= j.size[a->outer[i]];
  for (uint32_t i = 0; i < a->num_k1; ++i) j.k1_count *= j.size[a->k1[i]];
  for (uint32_t i = 0; i < a->num_k2; ++i) j.k2_count *= j.size[a->k2[i]];
  for (uint32_t i = 0; i < a->num_n; ++i) j.n_count *= j.size[a->n[i]];
  sr_status_t status = sr_ok_status();
  if (points && j.n_count) {
    if (!j.k2_count) {
      // No keys: IREE's P V sums nothing.
      uint64_t zero = 0;
      sr__di_fill_tensor(frame, &out, &zero);
    } else {
      size_t work = j.k2_count * (j.k1_count + j.n_count);
      size_t grain = SR_DI_PARALLEL_MIN_WORK / (work ? work : 1) + 1;
      status = sr__di_parallel_for(frame, points, grain, sr_di_att_chunk, &j);
    }
  }
  if (status) {
    sr__di_buffer_release(frame, out.buffer);
    return status;
  }
  sr__di_slot_move_tensor(
      frame, sr_di_result(instr, SR_IREE_LINALG_EXT_ATTENTION_RESULTS), &out);
  return sr_ok_status();
}
