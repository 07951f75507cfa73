// Run time of bindings, dispatch tensor loads/stores and tensor ops.
//
// Views are free: loads of read-only bindings, extract_slice, expand_shape,
// most collapse_shapes and casts make a strided view of the same memory
// (sharing the buffer's reference). Writes go to an owned buffer: the
// operand's own when it dies here unshared, else a copy.

#include "cpu_backend/dispatch_interp/exec_tensor.h"

#include <string.h>

#include "core/base/checked_math.h"
#include "cpu_backend/dispatch_interp/body_run.h"
#include "cpu_backend/dispatch_interp/exec_impl.h"
#include "cpu_backend/dispatch_interp/exec_support.h"

//===----------------------------------------------------------------------===//
// Bindings and slices
//===----------------------------------------------------------------------===//

static sr_status_t sr_di_exec_subspan(sr_di_frame_t* frame,
                                      const sr_di_instr_t* instr) {
  const sr_di_subspan_t* s = (const sr_di_subspan_t*)instr->data;
  const sr_dispatch_state_t* d = frame->dispatch;
  if (s->binding >= d->binding_count) {
    return SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                       "binding %u not passed", s->binding);
  }
  int64_t offset = sr__di_slot_int(frame, s->offset_slot);
  size_t length = d->binding_lengths[s->binding];
  if (offset < 0 || (uint64_t)offset > length) {
    return SR_DI_ERROR(frame, instr, SR_STATUS_OUT_OF_RANGE,
                       "byte offset %lld outside the %zu-byte binding",
                       (long long)offset, length);
  }
  sr_di_value_t* v =
      &frame->slots[sr_di_result(instr, SR_STREAM_BINDING_SUBSPAN_RESULT)];
  sr__di_slot_clear(frame,
                    sr_di_result(instr, SR_STREAM_BINDING_SUBSPAN_RESULT));
  sr_di_tensor_t* t = &v->tensor;
  t->rank = s->shape.rank;
  t->dtype = s->shape.dtype;
  uint32_t next = 0;
  for (uint32_t i = 0; i < t->rank; ++i) {
    t->shape[i] = s->shape.dims[i] == SR_DYNAMIC_DIM
                      ? sr__di_slot_int(frame, s->shape.dynamic_slots[next++])
                      : s->shape.dims[i];
    if (t->shape[i] < 0) {
      return SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                         "negative dimension %lld", (long long)t->shape[i]);
    }
  }
  sr_di_tensor_set_dense_strides(t);
  uint64_t bytes = sr_dtype_size((sr_dtype_t)t->dtype);
  for (uint32_t i = 0; i < t->rank; ++i) {
    if (t->shape[i] && bytes > UINT64_MAX / (uint64_t)t->shape[i]) {
      bytes = UINT64_MAX;
      break;
    }
    bytes *= (uint64_t)t->shape[i];
  }
  if (sr_di_tensor_count(t) == 0) bytes = 0;
  if (bytes > length - (uint64_t)offset) {
    return SR_DI_ERROR(frame, instr, SR_STATUS_OUT_OF_RANGE,
                       "the %llu-byte view at offset %lld exceeds the "
                       "%zu-byte binding",
                       (unsigned long long)bytes, (long long)offset, length);
  }
  t->data = (uint8_t*)d->bindings[s->binding] + offset;
  // F9: IREE's codegen turns the byte offset into an element offset by
  // floor division, so an offset that is not a multiple of the element size
  // does not mean what it says (and here it made misaligned loads, UB).
  size_t element_bytes = sr_dtype_size((sr_dtype_t)t->dtype);
  if ((uintptr_t)t->data % element_bytes != 0) {
    return SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                       "the view at byte offset %lld of binding %u is not "
                       "aligned to its %s elements (%zu bytes)",
                       (long long)offset, s->binding,
                       sr_dtype_name((sr_dtype_t)t->dtype), element_bytes);
  }
  t->buffer = NULL;
  v->available = length - (size_t)offset;
  v->writable = s->writable;
  v->binding = (int32_t)s->binding;
  return sr_ok_status();
}

// The full-rank box of a slice of |source| (offsets, sizes, strides),
// checked against its shape; |out| is the rank-reduced view.
static sr_status_t sr_di_slice_view(sr_di_frame_t* frame,
                                    const sr_di_instr_t* instr,
                                    const sr_di_slice_t* s,
                                    const sr_di_tensor_t* source,
                                    sr_di_tensor_t* out) {
  int64_t offsets[SR_DI_MAX_RANK], sizes[SR_DI_MAX_RANK],
      strides[SR_DI_MAX_RANK];
  sr__di_resolve_mixed(frame, &s->offsets, offsets);
  sr__di_resolve_mixed(frame, &s->sizes, sizes);
  sr__di_resolve_mixed(frame, &s->strides, strides);
  if (s->rank != source->rank) {
    return SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                       "a rank-%u slice of a rank-%u tensor", s->rank,
                       source->rank);
  }
  memset(out, 0, sizeof(*out));
  out->dtype = source->dtype;
  out->buffer = source->buffer;
  ptrdiff_t base = 0;
  bool empty = false;
  for (uint32_t i = 0; i < s->rank; ++i) {
    if (sizes[i] < 0) {
      return SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                         "negative size %lld in dimension %u",
                         (long long)sizes[i], i);
    }
    if (sizes[i] == 0) empty = true;
  }
  for (uint32_t i = 0; i < s->rank; ++i) {
    if (!empty) {
      // Checked (F8): with sizes [9] and strides [2^61] the unchecked
      // last index wrapped into range and the load read wild memory.
      int64_t last = 0;
      bool fits = sr_checked_mul_i64(sizes[i] - 1, strides[i], &last) &&
                  sr_checked_add_i64(offsets[i], last, &last);
      if (!fits || offsets[i] < 0 || offsets[i] >= source->shape[i] ||
          last < 0 || last >= source->shape[i]) {
        return SR_DI_ERROR(
            frame, instr, SR_STATUS_OUT_OF_RANGE,
            "slice [%lld, size %lld, stride %lld] out of bounds of dimension "
            "%u (size %lld)",
            (long long)offsets[i], (long long)sizes[i], (long long)strides[i],
            i, (long long)source->shape[i]);
      }
      base += (ptrdiff_t)(offsets[i] * source->strides[i]);
    }
    if (s->kept[i]) {
      out->shape[out->rank] = sizes[i];
      if (!sr_checked_mul_i64(source->strides[i], strides[i],
                              &out->strides[out->rank])) {
        return SR_DI_ERROR(frame, instr, SR_STATUS_OUT_OF_RANGE,
                           "slice stride %lld of dimension %u overflows",
                           (long long)strides[i], i);
      }
      ++out->rank;
    } else if (sizes[i] != 1) {
      return SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                         "dropped dimension %u has size %lld", i,
                         (long long)sizes[i]);
    }
  }
  out->data =
      source->data + base * (ptrdiff_t)sr_dtype_size((sr_dtype_t)out->dtype);
  return sr_ok_status();
}

static sr_status_t sr_di_check_shape(sr_di_frame_t* frame,
                                     const sr_di_instr_t* instr,
                                     const sr_di_tensor_t* a,
                                     const sr_di_tensor_t* b) {
  bool same = a->rank == b->rank && a->dtype == b->dtype;
  for (uint32_t i = 0; same && i < a->rank; ++i) {
    same = a->shape[i] == b->shape[i];
  }
  if (!same) {
    return SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                       "the value's shape does not match the slice");
  }
  return sr_ok_status();
}

static sr_status_t sr_di_exec_load(sr_di_frame_t* frame,
                                   const sr_di_instr_t* instr) {
  const sr_di_value_t* source = &frame->slots[sr_di_operand(
      instr, SR_IREE_TENSOR_EXT_DISPATCH_TENSOR_LOAD_SOURCE)];
  sr_di_tensor_t view;
  SR_RETURN_IF_ERROR(sr_di_slice_view(
      frame, instr, (const sr_di_slice_t*)instr->data, &source->tensor, &view));
  view.buffer = NULL;
  if (!source->writable) {
    // Read-only bindings cannot change during the dispatch: borrow.
    sr__di_slot_set_tensor(
        frame,
        sr_di_result(instr, SR_IREE_TENSOR_EXT_DISPATCH_TENSOR_LOAD_RESULT),
        &view);
    return sr_ok_status();
  }
  // A writable binding may be stored to later: snapshot the value.
  sr_di_tensor_t copy;
  SR_RETURN_IF_ERROR(sr__di_tensor_create(frame, (sr_dtype_t)view.dtype,
                                          view.rank, view.shape, false, &copy));
  sr_status_t status = sr__di_copy_tensor(frame, &copy, &view);
  if (status) {
    sr__di_buffer_release(frame, copy.buffer);
    return status;
  }
  sr__di_slot_move_tensor(
      frame,
      sr_di_result(instr, SR_IREE_TENSOR_EXT_DISPATCH_TENSOR_LOAD_RESULT),
      &copy);
  return sr_ok_status();
}

static sr_status_t sr_di_exec_store(sr_di_frame_t* frame,
                                    const sr_di_instr_t* instr) {
  sr_di_tensor_t* value = NULL;
  SR_RETURN_IF_ERROR(sr__di_slot_tensor(
      frame,
      sr_di_operand(instr, SR_IREE_TENSOR_EXT_DISPATCH_TENSOR_STORE_VALUE),
      &value));
  const sr_di_value_t* target = &frame->slots[sr_di_operand(
      instr, SR_IREE_TENSOR_EXT_DISPATCH_TENSOR_STORE_TARGET)];
  if (!target->writable) {
    return SR_DI_ERROR(frame, instr, SR_STATUS_PERMISSION_DENIED,
                       "store to a read-only binding");
  }
  sr_di_tensor_t view;
  SR_RETURN_IF_ERROR(sr_di_slice_view(
      frame, instr, (const sr_di_slice_t*)instr->data, &target->tensor, &view));
  SR_RETURN_IF_ERROR(sr_di_check_shape(frame, instr, &view, value));
  bool same = view.data == value->data;
  for (uint32_t i = 0; same && i < view.rank; ++i) {
    same = view.strides[i] == value->strides[i] || view.shape[i] == 1;
  }
  if (same) return sr_ok_status();  // computed in place (sr_di_empty_t)
  return sr__di_copy_tensor(frame, &view, value);
}

static sr_status_t sr_di_exec_extract_slice(sr_di_frame_t* frame,
                                            const sr_di_instr_t* instr) {
  sr_di_tensor_t* source = NULL;
  SR_RETURN_IF_ERROR(sr__di_slot_tensor(
      frame, sr_di_operand(instr, SR_TENSOR_EXTRACT_SLICE_SOURCE), &source));
  sr_di_tensor_t view;
  SR_RETURN_IF_ERROR(sr_di_slice_view(
      frame, instr, (const sr_di_slice_t*)instr->data, source, &view));
  sr__di_slot_set_tensor(
      frame, sr_di_result(instr, SR_TENSOR_EXTRACT_SLICE_RESULT), &view);
  return sr_ok_status();
}

_Static_assert((int)SR_TENSOR_PARALLEL_INSERT_SLICE_SOURCE ==
                       (int)SR_TENSOR_INSERT_SLICE_SOURCE &&
                   (int)SR_TENSOR_PARALLEL_INSERT_SLICE_DEST ==
                       (int)SR_TENSOR_INSERT_SLICE_DEST,
               "parallel_insert_slice is read by insert_slice's group names");

static sr_status_t sr_di_exec_insert_slice(sr_di_frame_t* frame,
                                           const sr_di_instr_t* instr) {
  sr_di_tensor_t* source = NULL;
  SR_RETURN_IF_ERROR(sr__di_slot_tensor(
      frame, sr_di_operand(instr, SR_TENSOR_INSERT_SLICE_SOURCE), &source));
  const sr_di_slice_t* s = (const sr_di_slice_t*)instr->data;
  if (!instr->num_results) {
    // tensor.parallel_insert_slice: into the scf.forall's private output.
    sr_di_tensor_t* dest = NULL;
    SR_RETURN_IF_ERROR(sr__di_slot_tensor(
        frame, sr_di_operand(instr, SR_TENSOR_INSERT_SLICE_DEST), &dest));
    sr_di_tensor_t view;
    SR_RETURN_IF_ERROR(sr_di_slice_view(frame, instr, s, dest, &view));
    SR_RETURN_IF_ERROR(sr_di_check_shape(frame, instr, &view, source));
    return sr__di_copy_tensor(frame, &view, source);
  }
  bool steal = sr_di_operand(instr, SR_TENSOR_INSERT_SLICE_SOURCE) !=
               sr_di_operand(instr, SR_TENSOR_INSERT_SLICE_DEST);
  sr_di_tensor_t dest;
  SR_RETURN_IF_ERROR(sr__di_take_tensor(
      frame, instr, SR_TENSOR_INSERT_SLICE_DEST, steal, true, &dest));
  sr_di_tensor_t view;
  sr_status_t status = sr_di_slice_view(frame, instr, s, &dest, &view);
  if (!status) status = sr_di_check_shape(frame, instr, &view, source);
  if (!status && view.data != source->data) {
    status = sr__di_copy_tensor(frame, &view, source);
  }
  if (status) {
    sr__di_buffer_release(frame, dest.buffer);
    return status;
  }
  sr__di_slot_move_tensor(
      frame, sr_di_result(instr, SR_TENSOR_INSERT_SLICE_RESULT), &dest);
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Creation and elements
//===----------------------------------------------------------------------===//

static sr_status_t sr_di_resolve_shape(sr_di_frame_t* frame,
                                       const sr_di_instr_t* instr,
                                       const sr_di_shape_t* shape,
                                       int64_t* out) {
  uint32_t next = 0;
  for (uint32_t i = 0; i < shape->rank; ++i) {
    out[i] = shape->dims[i] == SR_DYNAMIC_DIM
                 ? sr__di_slot_int(frame, shape->dynamic_slots[next++])
                 : shape->dims[i];
    if (out[i] < 0) {
      return SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                         "negative dimension %lld", (long long)out[i]);
    }
  }
  return sr_ok_status();
}

// Byte range [begin, end) a tensor view spans.
static void sr_di_view_range(const sr_di_tensor_t* t, const uint8_t** begin,
                             const uint8_t** end) {
  ptrdiff_t lo = 0, hi = 0;
  for (uint32_t i = 0; i < t->rank; ++i) {
    ptrdiff_t reach = (ptrdiff_t)(t->shape[i] - 1) * t->strides[i];
    if (reach < 0)
      lo += reach;
    else
      hi += reach;
  }
  ptrdiff_t size = (ptrdiff_t)sr_dtype_size((sr_dtype_t)t->dtype);
  *begin = t->data + lo * size;
  *end = t->data + (hi + 1) * size;
}

static bool sr_di_overlaps(const uint8_t* a0, const uint8_t* a1,
                           const uint8_t* b0, const uint8_t* b1) {
  return a0 < b1 && b0 < a1;
}

// Places a tensor.empty in the binding region its value is stored to,
// when that region is writable, has the empty's shape and overlaps no
// other binding and no region placed before. |t| then owns a header-only
// buffer over binding memory: the ops updating it in place write the
// binding directly and the final store finds nothing to copy.
static bool sr_di_forward_empty(sr_di_frame_t* frame, const sr_di_empty_t* e,
                                sr_di_tensor_t* t) {
  const sr_di_instr_t* store = e->store;
  const sr_di_value_t* target = &frame->slots[sr_di_operand(
      store, SR_IREE_TENSOR_EXT_DISPATCH_TENSOR_STORE_TARGET)];
  if (!target->writable || !target->tensor.data ||
      frame->num_forwarded == SR_DI_MAX_FORWARDED || !sr_di_tensor_count(t)) {
    return false;
  }
  sr_di_tensor_t view;
  sr_status_t status = sr_di_slice_view(
      frame, store, (const sr_di_slice_t*)store->data, &target->tensor, &view);
  if (status) {
    sr_status_ignore(status);  // the store reports it
    return false;
  }
  if (view.rank != t->rank || view.dtype != t->dtype) return false;
  for (uint32_t i = 0; i < t->rank; ++i) {
    if (view.shape[i] != t->shape[i]) return false;
  }
  const uint8_t *begin, *end;
  sr_di_view_range(&view, &begin, &end);
  const sr_dispatch_state_t* d = frame->dispatch;
  for (uint32_t i = 0; i < d->binding_count; ++i) {
    if ((int32_t)i == target->binding) continue;
    const uint8_t* b = (const uint8_t*)d->bindings[i];
    if (sr_di_overlaps(begin, end, b, b + d->binding_lengths[i])) return false;
  }
  for (uint32_t i = 0; i < frame->num_forwarded; ++i) {
    if (sr_di_overlaps(begin, end, frame->forwarded[i][0],
                       frame->forwarded[i][1])) {
      return false;
    }
  }
  sr_di_buffer_t* header = NULL;
  if (sr_status_consume_code(sr_allocator_malloc(
          frame->program->allocator, sizeof(*header), (void**)&header))) {
    return false;
  }
  header->refs = 1;
  header->size = (size_t)(end - begin);
  header->data = view.data;
  frame->forwarded[frame->num_forwarded][0] = begin;
  frame->forwarded[frame->num_forwarded][1] = end;
  ++frame->num_forwarded;
  *t = view;
  t->buffer = header;
  return true;
}

static sr_status_t sr_di_exec_empty(sr_di_frame_t* frame,
                                    const sr_di_instr_t* instr) {
  const sr_di_empty_t* e = (const sr_di_empty_t*)instr->data;
  sr_di_tensor_t t;
  memset(&t, 0, sizeof(t));
  t.rank = e->shape.rank;
  t.dtype = e->shape.dtype;
  SR_RETURN_IF_ERROR(sr_di_resolve_shape(frame, instr, &e->shape, t.shape));
  sr_di_tensor_set_dense_strides(&t);
  if (e->store && sr_di_forward_empty(frame, e, &t)) {
    sr__di_slot_move_tensor(frame, sr_di_result(instr, SR_TENSOR_EMPTY_RESULT),
                            &t);
    return sr_ok_status();
  }
  // Allocated when first read or written (see sr__di_slot_tensor).
  sr__di_slot_set_tensor(frame, sr_di_result(instr, SR_TENSOR_EMPTY_RESULT),
                         &t);
  return sr_ok_status();
}

static sr_status_t sr_di_exec_splat(sr_di_frame_t* frame,
                                    const sr_di_instr_t* instr) {
  const sr_di_shape_t* shape = (const sr_di_shape_t*)instr->data;
  int64_t dims[SR_DI_MAX_RANK];
  SR_RETURN_IF_ERROR(sr_di_resolve_shape(frame, instr, shape, dims));
  sr_di_tensor_t t;
  SR_RETURN_IF_ERROR(sr__di_tensor_create(frame, (sr_dtype_t)shape->dtype,
                                          shape->rank, dims, false, &t));
  sr__di_fill_tensor(
      frame, &t,
      &frame->slots[sr_di_operand(instr, SR_TENSOR_SPLAT_INPUT)].bits);
  sr__di_slot_move_tensor(frame, sr_di_result(instr, SR_TENSOR_SPLAT_AGGREGATE),
                          &t);
  return sr_ok_status();
}

static sr_status_t sr_di_exec_from_elements(sr_di_frame_t* frame,
                                            const sr_di_instr_t* instr) {
  const sr_di_shape_t* shape = (const sr_di_shape_t*)instr->data;
  sr_di_tensor_t t;
  SR_RETURN_IF_ERROR(sr__di_tensor_create(frame, (sr_dtype_t)shape->dtype,
                                          shape->rank, shape->dims, false, &t));
  size_t size = sr_dtype_size((sr_dtype_t)shape->dtype);
  if ((int64_t)instr->num_operands != sr_di_tensor_count(&t)) {
    sr__di_buffer_release(frame, t.buffer);
    return SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                       "%u elements for %lld", instr->num_operands,
                       (long long)sr_di_tensor_count(&t));
  }
  for (uint32_t i = 0; i < instr->num_operands; ++i) {
    memcpy(t.data + i * size, &frame->slots[instr->operands[i]].bits, size);
  }
  sr__di_slot_move_tensor(
      frame, sr_di_result(instr, SR_TENSOR_FROM_ELEMENTS_RESULT), &t);
  return sr_ok_status();
}

static sr_status_t sr_di_exec_insert(sr_di_frame_t* frame,
                                     const sr_di_instr_t* instr) {
  sr_di_tensor_t dest;
  SR_RETURN_IF_ERROR(sr__di_take_tensor(frame, instr, SR_TENSOR_INSERT_DEST,
                                        true, true, &dest));
  ptrdiff_t offset = 0;
  if (instr->num_operands - 2 != dest.rank) {
    sr__di_buffer_release(frame, dest.buffer);
    return SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                       "%u indices for a rank-%u tensor",
                       instr->num_operands - 2, dest.rank);
  }
  for (uint32_t i = 0; i < dest.rank; ++i) {
    int64_t index =
        sr__di_slot_int(frame, instr->operands[SR_TENSOR_INSERT_INDICES + i]);
    if (index < 0 || index >= dest.shape[i]) {
      sr__di_buffer_release(frame, dest.buffer);
      return SR_DI_ERROR(frame, instr, SR_STATUS_OUT_OF_RANGE,
                         "index %lld out of range [0, %lld) in dimension %u",
                         (long long)index, (long long)dest.shape[i], i);
    }
    offset += (ptrdiff_t)(index * dest.strides[i]);
  }
  size_t size = sr_dtype_size((sr_dtype_t)dest.dtype);
  memcpy(dest.data + offset * (ptrdiff_t)size,
         &frame->slots[sr_di_operand(instr, SR_TENSOR_INSERT_SCALAR)].bits,
         size);
  sr__di_slot_move_tensor(frame, sr_di_result(instr, SR_TENSOR_INSERT_RESULT),
                          &dest);
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Reshapes and casts
//===----------------------------------------------------------------------===//

// A dense copy of |t| when it is not dense already (then |t| is updated to
// the copy and |*owned| holds its reference).
static sr_status_t sr_di_make_dense(sr_di_frame_t* frame, sr_di_tensor_t* t,
                                    sr_di_buffer_t** owned) {
  *owned = NULL;
  if (sr_di_tensor_is_dense(t)) return sr_ok_status();
  sr_di_tensor_t copy;
  SR_RETURN_IF_ERROR(sr__di_tensor_create(frame, (sr_dtype_t)t->dtype, t->rank,
                                          t->shape, false, &copy));
  sr_status_t status = sr__di_copy_tensor(frame, &copy, t);
  if (status) {
    sr__di_buffer_release(frame, copy.buffer);
    return status;
  }
  *t = copy;
  *owned = copy.buffer;
  return sr_ok_status();
}

// collapse_shape as a view: each group's non-unit dimensions must nest.
static bool sr_di_collapse_view(const sr_di_tensor_t* src,
                                const sr_di_shape_t* shape,
                                sr_di_tensor_t* out) {
  *out = *src;
  out->rank = (uint8_t)shape->num_groups;
  for (uint32_t g = 0; g < shape->num_groups; ++g) {
    int64_t size = 1, stride = 1;
    int32_t last = -1;
    for (uint32_t i = 0; i < src->rank; ++i) {
      if (shape->group_of[i] != g) continue;
      size *= src->shape[i];
      if (src->shape[i] == 1) continue;
      if (last >= 0 && src->strides[last] != src->strides[i] * src->shape[i]) {
        return false;
      }
      last = (int32_t)i;
      stride = src->strides[i];
    }
    out->shape[g] = size;
    out->strides[g] = stride;
  }
  return true;
}

_Static_assert((int)SR_TENSOR_EXPAND_SHAPE_SRC ==
                       (int)SR_TENSOR_RESHAPE_SOURCE &&
                   (int)SR_TENSOR_COLLAPSE_SHAPE_SRC ==
                       (int)SR_TENSOR_RESHAPE_SOURCE,
               "the reshapes are read by tensor.reshape's group names");

static sr_status_t sr_di_exec_reshape(sr_di_frame_t* frame,
                                      const sr_di_instr_t* instr) {
  const sr_di_shape_t* shape = (const sr_di_shape_t*)instr->data;
  sr_di_tensor_t* source = NULL;
  SR_RETURN_IF_ERROR(sr__di_slot_tensor(
      frame, sr_di_operand(instr, SR_TENSOR_RESHAPE_SOURCE), &source));
  sr_di_tensor_t src = *source;
  sr_di_tensor_t out;
  memset(&out, 0, sizeof(out));
  out.dtype = src.dtype;
  sr_di_buffer_t* owned = NULL;
  if (instr->code == 1) {  // expand: always a view
    int64_t dims[SR_DI_MAX_RANK];
    SR_RETURN_IF_ERROR(sr_di_resolve_shape(frame, instr, shape, dims));
    out = src;
    out.rank = shape->rank;
    for (int i = (int)shape->rank - 1; i >= 0; --i) {
      uint32_t g = shape->group_of[i];
      if (g >= src.rank) goto bad;
      bool innermost = i == (int)shape->rank - 1 || shape->group_of[i + 1] != g;
      out.shape[i] = dims[i];
      out.strides[i] =
          innermost ? src.strides[g] : out.strides[i + 1] * out.shape[i + 1];
    }
    for (uint32_t g = 0; g < src.rank; ++g) {
      int64_t product = 1;
      for (uint32_t i = 0; i < shape->rank; ++i) {
        if (shape->group_of[i] == g) product *= out.shape[i];
      }
      if (product != src.shape[g]) goto bad;
    }
  } else if (instr->code == 2) {  // collapse
    if (!sr_di_collapse_view(&src, shape, &out)) {
      SR_RETURN_IF_ERROR(sr_di_make_dense(frame, &src, &owned));
      sr_di_collapse_view(&src, shape, &out);
    }
  } else {  // tensor.reshape from a shape tensor
    sr_di_tensor_t* dims = NULL;
    SR_RETURN_IF_ERROR(sr__di_slot_tensor(
        frame, sr_di_operand(instr, SR_TENSOR_RESHAPE_SHAPE), &dims));
    if (dims->rank != 1 || dims->shape[0] != shape->rank) goto bad;
    SR_RETURN_IF_ERROR(sr_di_make_dense(frame, &src, &owned));
    out = src;
    out.rank = shape->rank;
    size_t size = sr_dtype_size((sr_dtype_t)dims->dtype);
    for (uint32_t i = 0; i < shape->rank; ++i) {
      out.shape[i] = sr_di_load_int(
          dims->data + (ptrdiff_t)i * dims->strides[0] * (ptrdiff_t)size,
          (sr_dtype_t)dims->dtype, false);
    }
    sr_di_tensor_set_dense_strides(&out);
    if (sr_di_tensor_count(&out) != sr_di_tensor_count(&src)) {
      sr__di_buffer_release(frame, owned);
      goto bad;
    }
  }
  if (owned) {
    sr__di_slot_move_tensor(
        frame, sr_di_result(instr, SR_TENSOR_RESHAPE_RESULT), &out);
  } else {
    sr__di_slot_set_tensor(frame, sr_di_result(instr, SR_TENSOR_RESHAPE_RESULT),
                           &out);
  }
  return sr_ok_status();
bad:
  return SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                     "the reshaped sizes do not match the source");
}

static sr_status_t sr_di_exec_cast(sr_di_frame_t* frame,
                                   const sr_di_instr_t* instr) {
  const sr_di_shape_t* shape = (const sr_di_shape_t*)instr->data;
  sr_di_tensor_t* src =
      &frame->slots[sr_di_operand(instr, SR_TENSOR_CAST_SOURCE)].tensor;
  if (src->rank != shape->rank) {
    return SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                       "rank mismatch");
  }
  for (uint32_t i = 0; i < shape->rank; ++i) {
    if (shape->dims[i] != SR_DYNAMIC_DIM && shape->dims[i] != src->shape[i]) {
      return SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                         "dimension %u is %lld, the cast expects %lld", i,
                         (long long)src->shape[i], (long long)shape->dims[i]);
    }
  }
  sr__di_slot_set_tensor(frame, sr_di_result(instr, SR_TENSOR_CAST_DEST), src);
  return sr_ok_status();
}

_Static_assert((int)SR_IREE_TENSOR_EXT_BITCAST_SOURCE ==
                       (int)SR_TENSOR_BITCAST_SOURCE &&
                   (int)SR_IREE_TENSOR_EXT_BITCAST_RESULT ==
                       (int)SR_TENSOR_BITCAST_DEST,
               "both bitcasts are read by tensor.bitcast's group names");

static sr_status_t sr_di_exec_bitcast(sr_di_frame_t* frame,
                                      const sr_di_instr_t* instr) {
  const sr_di_shape_t* shape = (const sr_di_shape_t*)instr->data;
  sr_di_tensor_t* source = NULL;
  SR_RETURN_IF_ERROR(sr__di_slot_tensor(
      frame, sr_di_operand(instr, SR_TENSOR_BITCAST_SOURCE), &source));
  sr_di_tensor_t src = *source;
  size_t from = sr_dtype_size((sr_dtype_t)src.dtype);
  size_t to = sr_dtype_size((sr_dtype_t)shape->dtype);
  if (from == to && src.rank == shape->rank) {
    src.dtype = shape->dtype;
    sr__di_slot_set_tensor(frame, sr_di_result(instr, SR_TENSOR_BITCAST_DEST),
                           &src);
    return sr_ok_status();
  }
  // Byte reinterpretation of a dense tensor with a new shape.
  int64_t dims[SR_DI_MAX_RANK];
  SR_RETURN_IF_ERROR(sr_di_resolve_shape(frame, instr, shape, dims));
  sr_di_buffer_t* owned = NULL;
  SR_RETURN_IF_ERROR(sr_di_make_dense(frame, &src, &owned));
  sr_di_tensor_t out = src;
  out.dtype = shape->dtype;
  out.rank = shape->rank;
  memcpy(out.shape, dims, sizeof(dims));
  sr_di_tensor_set_dense_strides(&out);
  if (sr_di_tensor_count(&out) * (int64_t)to !=
      sr_di_tensor_count(&src) * (int64_t)from) {
    sr__di_buffer_release(frame, owned);
    return SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                       "bitcast between different byte sizes");
  }
  if (owned)
    sr__di_slot_move_tensor(frame, sr_di_result(instr, SR_TENSOR_BITCAST_DEST),
                            &out);
  else
    sr__di_slot_set_tensor(frame, sr_di_result(instr, SR_TENSOR_BITCAST_DEST),
                           &out);
  return sr_ok_status();
}

static sr_status_t sr_di_exec_dim(sr_di_frame_t* frame,
                                  const sr_di_instr_t* instr) {
  const sr_di_tensor_t* t =
      &frame->slots[sr_di_operand(instr, SR_TENSOR_DIM_SOURCE)].tensor;
  int64_t value = t->rank;
  if (instr->kind == SR_DI_I_DIM) {
    int64_t index =
        sr__di_slot_int(frame, sr_di_operand(instr, SR_TENSOR_DIM_INDEX));
    if (index < 0 || index >= t->rank) {
      return SR_DI_ERROR(frame, instr, SR_STATUS_OUT_OF_RANGE,
                         "dimension %lld of a rank-%u tensor", (long long)index,
                         t->rank);
    }
    value = t->shape[index];
  }
  frame->slots[sr_di_result(instr, SR_TENSOR_DIM_RESULT)].bits =
      (uint64_t)value;
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Pad, concat, generate
//===----------------------------------------------------------------------===//

static sr_status_t sr_di_exec_pad(sr_di_frame_t* frame,
                                  const sr_di_instr_t* instr) {
  const sr_di_pad_t* p = (const sr_di_pad_t*)instr->data;
  sr_di_tensor_t* src = NULL;
  SR_RETURN_IF_ERROR(sr__di_slot_tensor(
      frame, sr_di_operand(instr, SR_TENSOR_PAD_SOURCE), &src));
  int64_t low[SR_DI_MAX_RANK], high[SR_DI_MAX_RANK], dims[SR_DI_MAX_RANK];
  if (p->low.count != src->rank || p->high.count != src->rank) {
    return SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                       "padding of the wrong rank");
  }
  sr__di_resolve_mixed(frame, &p->low, low);
  sr__di_resolve_mixed(frame, &p->high, high);
  for (uint32_t i = 0; i < src->rank; ++i) {
    if (low[i] < 0 || high[i] < 0) {
      return SR_DI_ERROR(frame, instr, SR_STATUS_UNIMPLEMENTED,
                         "negative padding");
    }
    dims[i] = src->shape[i] + low[i] + high[i];
  }
  sr_di_tensor_t out;
  SR_RETURN_IF_ERROR(sr__di_tensor_create(frame, (sr_dtype_t)src->dtype,
                                          src->rank, dims, false, &out));
  uint64_t value =
      p->value_constant ? p->value_bits : frame->slots[p->value_slot].bits;
  sr__di_fill_tensor(frame, &out, &value);
  sr_di_tensor_t interior = out;
  ptrdiff_t base = 0;
  for (uint32_t i = 0; i < src->rank; ++i) {
    base += (ptrdiff_t)(low[i] * out.strides[i]);
    interior.shape[i] = src->shape[i];
  }
  interior.data += base * (ptrdiff_t)sr_dtype_size((sr_dtype_t)out.dtype);
  sr_status_t status = sr__di_copy_tensor(frame, &interior, src);
  if (status) {
    sr__di_buffer_release(frame, out.buffer);
    return status;
  }
  sr__di_slot_move_tensor(frame, sr_di_result(instr, SR_TENSOR_PAD_RESULT),
                          &out);
  return sr_ok_status();
}

static sr_status_t sr_di_exec_concat(sr_di_frame_t* frame,
                                     const sr_di_instr_t* instr) {
  int32_t dim = instr->code;
  sr_di_tensor_t* first = NULL;
  SR_RETURN_IF_ERROR(sr__di_slot_tensor(
      frame, sr_di_operand(instr, SR_TENSOR_CONCAT_INPUTS), &first));
  if (dim < 0 || dim >= first->rank) {
    return SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                       "concat dimension out of range");
  }
  int64_t dims[SR_DI_MAX_RANK];
  memcpy(dims, first->shape, sizeof(dims));
  dims[dim] = 0;
  for (uint32_t k = 0; k < instr->num_operands; ++k) {
    sr_di_tensor_t* t = NULL;
    SR_RETURN_IF_ERROR(sr__di_slot_tensor(frame, instr->operands[k], &t));
    for (uint32_t i = 0; i < first->rank; ++i) {
      if (t->rank != first->rank ||
          ((int32_t)i != dim && t->shape[i] != first->shape[i])) {
        return SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                           "operand %u's shape does not match", k);
      }
    }
    dims[dim] += t->shape[dim];
  }
  sr_di_tensor_t out;
  SR_RETURN_IF_ERROR(sr__di_tensor_create(frame, (sr_dtype_t)first->dtype,
                                          first->rank, dims, false, &out));
  size_t size = sr_dtype_size((sr_dtype_t)out.dtype);
  int64_t offset = 0;
  for (uint32_t k = 0; k < instr->num_operands; ++k) {
    sr_di_tensor_t* t = &frame->slots[instr->operands[k]].tensor;
    sr_di_tensor_t part = out;
    part.shape[dim] = t->shape[dim];
    part.data += (ptrdiff_t)(offset * out.strides[dim]) * (ptrdiff_t)size;
    sr_status_t status = sr__di_copy_tensor(frame, &part, t);
    if (status) {
      sr__di_buffer_release(frame, out.buffer);
      return status;
    }
    offset += t->shape[dim];
  }
  sr__di_slot_move_tensor(frame, sr_di_result(instr, SR_TENSOR_CONCAT_RESULT),
                          &out);
  return sr_ok_status();
}

// tensor.generate: the body runs along the innermost dimension in blocks,
// its index arguments bound to the current position.
static sr_status_t sr_di_exec_generate(sr_di_frame_t* frame,
                                       const sr_di_instr_t* instr) {
  const sr_di_generate_t* g = (const sr_di_generate_t*)instr->data;
  const sr_di_body_t* body = &g->body;
  int64_t dims[SR_DI_MAX_RANK];
  SR_RETURN_IF_ERROR(sr_di_resolve_shape(frame, instr, &g->shape, dims));
  sr_di_tensor_t out;
  SR_RETURN_IF_ERROR(sr__di_tensor_create(frame, (sr_dtype_t)g->shape.dtype,
                                          g->shape.rank, dims, false, &out));
  const size_t block = 256;
  sr_allocator_t allocator = frame->program->allocator;
  size_t scratch_size = sr_di_body_scratch_size(body, block) + block * 8;
  uint8_t* scratch = NULL;
  sr_di_view_t* views = NULL;
  sr_status_t status =
      sr_allocator_malloc(allocator, scratch_size + 8, (void**)&scratch);
  if (!status) {
    status = sr_allocator_calloc(
        allocator, (body->num_regs + 1) * sizeof(sr_di_view_t), (void**)&views);
  }
  int64_t count = sr_di_tensor_count(&out);
  uint32_t rank = g->shape.rank;
  int64_t index[SR_DI_MAX_RANK] = {0};
  int64_t* lane =
      (int64_t*)(scratch ? scratch + scratch_size - block * 8 : NULL);
  size_t size = sr_dtype_size((sr_dtype_t)out.dtype);
  int64_t inner = rank ? dims[rank - 1] : 1;
  sr_di_body_ctx_t ctx = {frame->program->context,
                          frame->program->kernels,
                          frame->slots,
                          NULL,
                          -1,
                          frame->check,
                          frame->workgroup};
  for (int64_t done = 0; !status && count && done < count; done += inner) {
    if (!status) sr_di_body_bind(body, frame->slots, scratch, block, views);
    for (int64_t j = 0; !status && j < inner; j += (int64_t)block) {
      size_t n = inner - j < (int64_t)block ? (size_t)(inner - j) : block;
      for (size_t l = 0; l < n; ++l) lane[l] = j + (int64_t)l;
      for (uint32_t a = 0; a < rank; ++a) {
        sr_di_view_t* v = &views[body->arg_regs[a]];
        v->ptr = a == rank - 1 ? (uint8_t*)lane : (uint8_t*)&index[a];
        v->stride = a == rank - 1 ? 1 : 0;
      }
      status = sr_di_body_run(body, &ctx, views, n);
      if (status) break;
      sr_di_view_t y = views[body->yields[0]];
      sr_di_copy_elements(n, size, out.data + (done + j) * (int64_t)size, 1,
                          y.ptr, y.stride);
    }
    // Next row (row-major over the outer dimensions).
    for (int a = (int)rank - 2; a >= 0; --a) {
      if (++index[a] < dims[a]) break;
      index[a] = 0;
    }
  }
  sr_allocator_free(allocator, scratch);
  sr_allocator_free(allocator, views);
  if (status) {
    sr__di_buffer_release(frame, out.buffer);
    return status;
  }
  sr__di_slot_move_tensor(frame, sr_di_result(instr, SR_TENSOR_GENERATE_RESULT),
                          &out);
  return sr_ok_status();
}

sr_status_t sr__di_exec_tensor(sr_di_frame_t* frame,
                               const sr_di_instr_t* instr) {
  switch ((sr_di_instr_kind_t)instr->kind) {
    case SR_DI_I_SUBSPAN:
      return sr_di_exec_subspan(frame, instr);
    case SR_DI_I_LOAD:
      return sr_di_exec_load(frame, instr);
    case SR_DI_I_STORE:
      return sr_di_exec_store(frame, instr);
    case SR_DI_I_EMPTY:
      return sr_di_exec_empty(frame, instr);
    case SR_DI_I_SPLAT:
      return sr_di_exec_splat(frame, instr);
    case SR_DI_I_FROM_ELEMENTS:
      return sr_di_exec_from_elements(frame, instr);
    case SR_DI_I_EXTRACT_SLICE:
      return sr_di_exec_extract_slice(frame, instr);
    case SR_DI_I_INSERT_SLICE:
      return sr_di_exec_insert_slice(frame, instr);
    case SR_DI_I_INSERT:
      return sr_di_exec_insert(frame, instr);
    case SR_DI_I_RESHAPE:
      return sr_di_exec_reshape(frame, instr);
    case SR_DI_I_CAST:
      return sr_di_exec_cast(frame, instr);
    case SR_DI_I_BITCAST:
      return sr_di_exec_bitcast(frame, instr);
    case SR_DI_I_DIM:
    case SR_DI_I_RANK:
      return sr_di_exec_dim(frame, instr);
    case SR_DI_I_PAD:
      return sr_di_exec_pad(frame, instr);
    case SR_DI_I_CONCAT:
      return sr_di_exec_concat(frame, instr);
    case SR_DI_I_GENERATE:
      return sr_di_exec_generate(frame, instr);
    default:
      return SR_DI_ERROR(frame, instr, SR_STATUS_INTERNAL,
                         "unknown instruction kind %u", instr->kind);
  }
}
