// What every instruction family of a workgroup run uses: buffers, tensors in
// slots, copies and fills, scalar slots, the pool. See exec_support.h.

#include "cpu_backend/dispatch_interp/exec_support.h"

#include <string.h>

#include "kernels/dispatch.h"

//===----------------------------------------------------------------------===//
// Buffers and tensors
//===----------------------------------------------------------------------===//

sr_status_t sr__di_buffer_create(sr_di_frame_t* frame, size_t bytes, bool zero,
                                 sr_di_buffer_t** out) {
  *out = NULL;
  sr_allocator_t allocator = frame->program->allocator;
  // Header and elements in one block; elements start 64 bytes in.
  uint8_t* block = NULL;
  size_t total = 64 + (bytes ? bytes : 1);
  if (bytes > ((size_t)1 << 46)) {
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "tensor of %zu bytes",
                          bytes);
  }
  SR_RETURN_IF_ERROR(
      sr_allocator_malloc_aligned(allocator, total, 64, (void**)&block));
  sr_di_buffer_t* buffer = (sr_di_buffer_t*)block;
  buffer->refs = 1;
  buffer->size = bytes;
  buffer->data = block + 64;
  if (zero && bytes) memset(buffer->data, 0, bytes);
  *out = buffer;
  return sr_ok_status();
}

void sr__di_buffer_release(sr_di_frame_t* frame, sr_di_buffer_t* buffer) {
  if (buffer && --buffer->refs == 0) {
    sr_allocator_free(frame->program->allocator, buffer);
  }
}

sr_status_t sr__di_tensor_create(sr_di_frame_t* frame, sr_dtype_t dtype,
                                 uint32_t rank, const int64_t* shape, bool zero,
                                 sr_di_tensor_t* out) {
  memset(out, 0, sizeof(*out));
  out->rank = (uint8_t)rank;
  out->dtype = (uint8_t)dtype;
  size_t count = 1;
  for (uint32_t i = 0; i < rank; ++i) {
    if (shape[i] < 0) {
      return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                            "negative dimension %lld", (long long)shape[i]);
    }
    out->shape[i] = shape[i];
    if (shape[i] && count > SIZE_MAX / (size_t)shape[i]) {
      return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "tensor too large");
    }
    count *= (size_t)shape[i];
  }
  sr_di_tensor_set_dense_strides(out);
  SR_RETURN_IF_ERROR(sr__di_buffer_create(frame, count * sr_dtype_size(dtype),
                                          zero, &out->buffer));
  out->data = out->buffer->data;
  return sr_ok_status();
}

void sr__di_slot_clear(sr_di_frame_t* frame, uint32_t slot) {
  sr_di_value_t* v = &frame->slots[slot];
  sr__di_buffer_release(frame, v->tensor.buffer);
  v->tensor.buffer = NULL;
  v->tensor.data = NULL;
}

void sr__di_slot_set_tensor(sr_di_frame_t* frame, uint32_t slot,
                            const sr_di_tensor_t* tensor) {
  sr__di_buffer_retain(tensor->buffer);
  sr_di_tensor_t copy = *tensor;
  sr__di_slot_clear(frame, slot);
  frame->slots[slot].tensor = copy;
}

void sr__di_slot_move_tensor(sr_di_frame_t* frame, uint32_t slot,
                             sr_di_tensor_t* tensor) {
  sr_di_tensor_t copy = *tensor;
  tensor->buffer = NULL;
  sr__di_slot_clear(frame, slot);
  frame->slots[slot].tensor = copy;
}

sr_status_t sr__di_slot_tensor(sr_di_frame_t* frame, uint32_t slot,
                               sr_di_tensor_t** out) {
  sr_di_tensor_t* t = &frame->slots[slot].tensor;
  if (!t->data) {
    // A tensor.empty (or a value never produced): zeros.
    sr_di_tensor_t fresh;
    SR_RETURN_IF_ERROR(sr__di_tensor_create(frame, (sr_dtype_t)t->dtype,
                                            t->rank, t->shape, true, &fresh));
    sr__di_slot_move_tensor(frame, slot, &fresh);
  }
  *out = t;
  return sr_ok_status();
}

sr_status_t sr__di_take_tensor(sr_di_frame_t* frame, const sr_di_instr_t* instr,
                               uint32_t operand, bool may_steal,
                               bool need_contents, sr_di_tensor_t* out) {
  uint32_t slot = instr->operands[operand];
  sr_di_tensor_t* t = &frame->slots[slot].tensor;
  if (may_steal && t->buffer && t->buffer->refs == 1 &&
      sr__di_instr_kills(instr, slot)) {
    *out = *t;
    t->buffer = NULL;
    t->data = NULL;
    return sr_ok_status();
  }
  // A tensor.empty's contents are zeros when read; otherwise they are
  // overwritten, and need no clearing.
  SR_RETURN_IF_ERROR(sr__di_tensor_create(frame, (sr_dtype_t)t->dtype, t->rank,
                                          t->shape, !t->data && need_contents,
                                          out));
  if (need_contents && t->data) {
    sr_status_t status = sr__di_copy_tensor(frame, out, t);
    if (status) {
      sr__di_buffer_release(frame, out->buffer);
      out->buffer = NULL;
      return status;
    }
  }
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Copies and fills
//===----------------------------------------------------------------------===//

typedef struct sr_di_copy_job_t {
  const sr_k_table_t* kernels;
  const sr_di_tensor_t* dst;
  const sr_di_tensor_t* src;
  uint32_t outer;  // dimensions iterated here (the rest go to the kernel)
} sr_di_copy_job_t;

// Copies the elements whose outer index (row-major over the first |outer|
// dims) is in [begin, end).
static sr_status_t sr_di_copy_chunk(void* user, size_t begin, size_t end) {
  const sr_di_copy_job_t* job = (const sr_di_copy_job_t*)user;
  const sr_di_tensor_t* dst = job->dst;
  const sr_di_tensor_t* src = job->src;
  size_t size = sr_dtype_size((sr_dtype_t)dst->dtype);
  sr_k_strided_copy_t desc;
  memset(&desc, 0, sizeof(desc));
  desc.element_size = size;
  desc.rank = dst->rank - job->outer;
  for (uint32_t i = 0; i < desc.rank; ++i) {
    desc.shape[i] = (size_t)dst->shape[job->outer + i];
    desc.target_strides[i] = dst->strides[job->outer + i];
    desc.source_strides[i] = src->strides[job->outer + i];
  }
  for (size_t o = begin; o < end; ++o) {
    ptrdiff_t d = 0, s = 0;
    size_t rest = o;
    for (int i = (int)job->outer - 1; i >= 0; --i) {
      size_t index = rest % (size_t)dst->shape[i];
      rest /= (size_t)dst->shape[i];
      d += (ptrdiff_t)index * dst->strides[i];
      s += (ptrdiff_t)index * src->strides[i];
    }
    int rc = sr_k_copy_strided(job->kernels, dst->data + d * (ptrdiff_t)size,
                               src->data + s * (ptrdiff_t)size, &desc);
    if (rc) {
      return SR_MAKE_STATUS(SR_STATUS_INTERNAL, "strided copy failed (%d)", rc);
    }
  }
  return sr_ok_status();
}

sr_status_t sr__di_copy_tensor(sr_di_frame_t* frame, sr_di_tensor_t* dst,
                               const sr_di_tensor_t* src) {
  int64_t count = sr_di_tensor_count(dst);
  if (count == 0) return sr_ok_status();
  size_t size = sr_dtype_size((sr_dtype_t)dst->dtype);
  if (sr_di_tensor_is_dense(dst) && sr_di_tensor_is_dense(src) &&
      count * (int64_t)size < (int64_t)SR_DI_PARALLEL_MIN_WORK * 16) {
    memmove(dst->data, src->data, (size_t)count * size);
    return sr_ok_status();
  }
  sr_di_copy_job_t job = {frame->program->kernels, dst, src, 0};
  // The kernel takes the innermost six dimensions; split the outermost
  // ones over the pool when the copy is large.
  job.outer = dst->rank > SR_K_MAX_RANK ? dst->rank - SR_K_MAX_RANK : 0;
  size_t outer_count = 1;
  for (uint32_t i = 0; i < job.outer; ++i) outer_count *= dst->shape[i];
  if (job.outer < dst->rank && (size_t)count * size >= (1u << 20)) {
    outer_count *= (size_t)dst->shape[job.outer];
    job.outer += 1;
  }
  size_t per = (size_t)count / outer_count;
  size_t grain = per ? ((1u << 18) + per - 1) / per : outer_count;
  return sr__di_parallel_for(frame, outer_count, grain ? grain : 1,
                             sr_di_copy_chunk, &job);
}

void sr__di_fill_tensor(sr_di_frame_t* frame, sr_di_tensor_t* dst,
                        const void* value) {
  size_t size = sr_dtype_size((sr_dtype_t)dst->dtype);
  int64_t count = sr_di_tensor_count(dst);
  if (!count) return;
  uint64_t pattern = 0;
  memcpy(&pattern, value, size);
  if (sr_di_tensor_is_dense(dst)) {
    frame->program->kernels->fill(dst->data, (size_t)count * size, pattern,
                                  size);
    return;
  }
  // Strided: a stride-0 source copy.
  sr_di_tensor_t src = *dst;
  for (uint32_t i = 0; i < src.rank; ++i) src.strides[i] = 0;
  src.data = (uint8_t*)&pattern;
  sr_status_ignore(sr__di_copy_tensor(frame, dst, &src));
}

//===----------------------------------------------------------------------===//
// Scalar slots
//===----------------------------------------------------------------------===//

int64_t sr__di_slot_int(const sr_di_frame_t* frame, uint32_t slot) {
  uint8_t dtype = frame->program->slot_dtypes[slot];
  if (dtype >= SR_DTYPE_COUNT) dtype = SR_DTYPE_I64;
  return sr_di_load_int((const uint8_t*)&frame->slots[slot].bits,
                        (sr_dtype_t)dtype, false);
}

void sr__di_resolve_mixed(const sr_di_frame_t* frame, const sr_di_mixed_t* m,
                          int64_t* out) {
  for (uint32_t i = 0; i < m->count; ++i) {
    out[i] = m->values[i] == SR_DYNAMIC_DIM
                 ? sr__di_slot_int(frame, m->slots[i])
                 : m->values[i];
  }
}

//===----------------------------------------------------------------------===//
// The pool
//===----------------------------------------------------------------------===//

sr_status_t sr__di_parallel_for(sr_di_frame_t* frame, size_t count,
                                size_t grain, sr_parallel_for_fn_t fn,
                                void* user_data) {
  if (!count) return sr_ok_status();
  if (!grain) grain = 1;
  if (grain >= count || !frame->program->pool) return fn(user_data, 0, count);
  return sr_pool_parallel_for(frame->program->pool, 0, count, grain, fn,
                              user_data);
}
