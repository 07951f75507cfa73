// Leaf executors for the tensor phase (stream.tensor.*): element
// coordinates become byte ranges through the encoding's dense layout.
//
// Slices, fills and updates act on the documented N-D box (not IREE's
// linearized lengths for fill, see SEMANTICS.md §4.1): rows of the box are
// contiguous runs, copied or filled one at a time.

#include "cpu_backend/exec_tensor.h"

#include <stdio.h>
#include <string.h>

#include "core/base/checked_math.h"
#include "cpu_backend/buffer_view.h"
#include "cpu_backend/exec_support.h"
#include "cpu_backend/scalar.h"
#include "cpu_backend/value.h"
#include "kernels/fill.h"

#define SR_RT_MAX_TENSOR_RANK 16

// Resolves the dims of encoding |e| whose dynamic dims are operand group
// |group| of |instr|.
static sr_status_t sr_rt_dims(sr_module_t* module, const sr_rt_instr_t* instr,
                              const sr_rt_value_t* frame,
                              const sr_rt_encoding_t* e, uint32_t group,
                              int64_t* out_dims) {
  if (e->rank > SR_RT_MAX_TENSOR_RANK) {
    return sr_rt_error(module, instr, SR_STATUS_UNIMPLEMENTED,
                       "rank %u above %d", e->rank, SR_RT_MAX_TENSOR_RANK);
  }
  if (sr_rt_group_size(instr, group) != e->dynamic_count) {
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "%u dynamic dims given for %u dynamic dimensions",
                       sr_rt_group_size(instr, group), e->dynamic_count);
  }
  int64_t dyn[SR_RT_MAX_TENSOR_RANK];
  for (uint32_t i = 0; i < e->dynamic_count; ++i) {
    dyn[i] = sr_rt_arg(frame, instr, group, i)->i;
    if (dyn[i] < 0) {
      return sr_rt_error(module, instr, SR_STATUS_OUT_OF_RANGE,
                         "negative dynamic dimension %lld", (long long)dyn[i]);
    }
  }
  sr_rt_encoding_dims(e, dyn, out_dims);
  return sr_ok_status();
}

static sr_status_t sr_rt_byte_size(sr_module_t* module,
                                   const sr_rt_instr_t* instr,
                                   const sr_rt_encoding_t* e,
                                   const int64_t* dims, uint64_t* out) {
  uint64_t count = 1;
  bool fits = true;
  for (uint32_t i = 0; fits && i < e->rank; ++i) {
    fits = dims[i] >= 0 && sr_checked_mul_u64(count, (uint64_t)dims[i], &count);
  }
  if (fits && e->elements_per_byte) {
    *out = count / e->elements_per_byte + (count % e->elements_per_byte != 0);
  } else if (fits) {
    fits = sr_checked_mul_u64(count, e->element_bytes, out);
  }
  if (!fits) {
    return sr_rt_error(module, instr, SR_STATUS_OUT_OF_RANGE,
                       "tensor size overflows");
  }
  return sr_ok_status();
}

static sr_status_t sr_rt_box(sr_module_t* module, const sr_rt_instr_t* instr,
                             const sr_rt_value_t* frame, uint32_t rank,
                             const int64_t* dims, uint32_t start_group,
                             int32_t length_group, int64_t* out_starts,
                             int64_t* out_lengths) {
  if (sr_rt_group_size(instr, start_group) != rank ||
      (length_group >= 0 &&
       sr_rt_group_size(instr, (uint32_t)length_group) != rank)) {
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "%u indices for a rank-%u tensor",
                       sr_rt_group_size(instr, start_group), rank);
  }
  for (uint32_t i = 0; i < rank; ++i) {
    out_starts[i] = sr_rt_arg(frame, instr, start_group, i)->i;
    out_lengths[i] = length_group >= 0
                         ? sr_rt_arg(frame, instr, (uint32_t)length_group, i)->i
                         : 1;
    if (out_starts[i] < 0 || out_lengths[i] < 0 ||
        out_starts[i] + out_lengths[i] > dims[i]) {
      return sr_rt_error(module, instr, SR_STATUS_OUT_OF_RANGE,
                         "dimension %u: [%lld, %lld) is out of bounds of %lld",
                         i, (long long)out_starts[i],
                         (long long)(out_starts[i] + out_lengths[i]),
                         (long long)dims[i]);
    }
  }
  return sr_ok_status();
}

typedef enum sr_rt_box_op_e {
  SR_RT_BOX_GATHER = 0,   // tensor box -> dense buffer
  SR_RT_BOX_SCATTER = 1,  // dense buffer -> tensor box
  SR_RT_BOX_FILL = 2,     // pattern -> tensor box
} sr_rt_box_op_t;

// Walks the rows of a box of |rank| dims inside a tensor of |dims| with
// |element_bytes| elements. The innermost box dimension is a contiguous
// row of the tensor.
static void sr_rt_box_walk(sr_rt_box_op_t op, uint8_t* tensor,
                           const int64_t* dims, const int64_t* starts,
                           const int64_t* lengths, uint32_t rank,
                           size_t element_bytes, uint8_t* dense,
                           uint64_t pattern, uint32_t pattern_bytes) {
  if (rank == 0) {
    if (op == SR_RT_BOX_GATHER) memcpy(dense, tensor, element_bytes);
    if (op == SR_RT_BOX_SCATTER) memcpy(tensor, dense, element_bytes);
    if (op == SR_RT_BOX_FILL) {
      sr_k_fill_scalar(tensor, element_bytes, pattern, pattern_bytes);
    }
    return;
  }
  int64_t strides[SR_RT_MAX_TENSOR_RANK];
  int64_t s = (int64_t)element_bytes;
  for (int32_t i = (int32_t)rank - 1; i >= 0; --i) {
    strides[i] = s;
    s *= dims[i];
  }
  size_t row = (size_t)lengths[rank - 1] * element_bytes;
  int64_t index[SR_RT_MAX_TENSOR_RANK] = {0};
  for (uint32_t i = 0; i < rank; ++i) {
    if (lengths[i] == 0) return;
  }
  uint8_t* out = dense;
  for (;;) {
    int64_t offset = 0;
    for (uint32_t i = 0; i < rank; ++i) {
      offset += (starts[i] + index[i]) * strides[i];
    }
    uint8_t* p = tensor + offset;
    if (op == SR_RT_BOX_GATHER) {
      memcpy(out, p, row);
    } else if (op == SR_RT_BOX_SCATTER) {
      memcpy(p, out, row);
    } else {
      sr_k_fill_scalar(p, row, pattern, pattern_bytes);
    }
    if (out) out += row;  // a fill has no dense side (NULL + n is UB)
    // Advance the outer indices (the innermost is the whole row).
    int32_t d = (int32_t)rank - 2;
    for (; d >= 0; --d) {
      if (++index[d] < lengths[d]) break;
      index[d] = 0;
    }
    if (d < 0) return;
  }
}

static bool sr_rt_box_is_full_rows(const sr_rt_encoding_t* e) {
  return e->elements_per_byte == 0;
}

// Packed sub-byte tensors: only boxes that are one contiguous, byte-aligned
// run of elements.
static sr_status_t sr_rt_packed_box_range(
    sr_module_t* module, const sr_rt_instr_t* instr, const sr_rt_encoding_t* e,
    const int64_t* dims, const int64_t* starts, const int64_t* lengths,
    uint64_t* out_offset, uint64_t* out_length) {
  uint64_t first = 0, count = 1;
  bool contiguous = true;
  bool inner_full = true;
  for (uint32_t i = 0; i < e->rank; ++i) {
    first = first * (uint64_t)dims[i] + (uint64_t)starts[i];
    if (!inner_full && lengths[i] != 1) contiguous = false;
    count *= (uint64_t)lengths[i];
    if (lengths[i] != dims[i]) inner_full = false;
  }
  // Row-major contiguity: once a dimension is partial, every outer one must
  // have length 1 (checked above in reverse order would be stricter; accept
  // the common cases).
  uint32_t per = e->elements_per_byte;
  if (!contiguous || first % per || (count % per && count != 0)) {
    return sr_rt_error(module, instr, SR_STATUS_UNIMPLEMENTED,
                       "sub-byte tensor box is not a byte-aligned contiguous "
                       "run");
  }
  *out_offset = first / per;
  *out_length = count / per;
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

static sr_status_t sr_rt_tensor_import(sr_module_t* module,
                                       const sr_rt_instr_t* instr,
                                       sr_rt_value_t* frame) {
  const sr_rt_value_t* source =
      sr_rt_arg(frame, instr, SR_STREAM_TENSOR_IMPORT_SOURCE, 0);
  uint64_t size =
      sr_rt_arg_u64(frame, instr, SR_STREAM_TENSOR_IMPORT_RESULT_SIZE);
  sr_rt_storage_t* storage = NULL;
  uint64_t offset = 0, length = 0;
  if (source->kind == SR_RT_VALUE_BUFFER_VIEW && source->buffer_view) {
    sr_rt_buffer_view_range(source->buffer_view, &storage, &offset, &length);
  } else if (source->kind == SR_RT_VALUE_VIEW) {
    storage = source->view.storage;
    offset = source->view.offset;
    length = source->view.length;
  } else {
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "imported value is null");
  }
  if (length < size) {
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "size mismatch: imported buffer holds %llu bytes, the "
                       "tensor needs %llu",
                       (unsigned long long)length, (unsigned long long)size);
  }
  sr_rt_storage_retain(storage);
  sr_rt_value_set_view(
      sr_rt_out(frame, instr, SR_STREAM_TENSOR_IMPORT_RESULT, 0), storage,
      offset, length);
  return sr_ok_status();
}

static sr_status_t sr_rt_tensor_export(sr_module_t* module,
                                       const sr_rt_instr_t* instr,
                                       sr_rt_value_t* frame) {
  const sr_rt_encoding_t* e = &instr->encodings[0];
  int64_t dims[SR_RT_MAX_TENSOR_RANK];
  SR_RETURN_IF_ERROR(sr_rt_dims(module, instr, frame, e,
                                SR_STREAM_TENSOR_EXPORT_SOURCE_ENCODING_DIMS,
                                dims));
  uint64_t size =
      sr_rt_arg_u64(frame, instr, SR_STREAM_TENSOR_EXPORT_SOURCE_SIZE);
  const sr_rt_value_t* source =
      sr_rt_arg(frame, instr, SR_STREAM_TENSOR_EXPORT_SOURCE, 0);
  if (source->kind != SR_RT_VALUE_VIEW) {
    return sr_rt_error(module, instr, SR_STATUS_FAILED_PRECONDITION,
                       "exported value is not a live resource");
  }
  if (size > source->view.length) {
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "size mismatch: exporting %llu bytes of a %llu-byte "
                       "resource",
                       (unsigned long long)size,
                       (unsigned long long)source->view.length);
  }
  // F2: a tensor larger than the bytes exported was printed, written and
  // compared past the end of the resource.
  uint64_t needed = 0;
  SR_RETURN_IF_ERROR(sr_rt_byte_size(module, instr, e, dims, &needed));
  if (needed > size) {
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "size mismatch: the exported tensor needs %llu bytes "
                       "but the resource size is %llu",
                       (unsigned long long)needed, (unsigned long long)size);
  }
  sr_rt_value_t* result =
      sr_rt_out(frame, instr, SR_STREAM_TENSOR_EXPORT_RESULT, 0);
  if (!sr_type_is_dialect(
          sr_rt_result_value(instr, SR_STREAM_TENSOR_EXPORT_RESULT, 0)->type,
          "hal.buffer_view")) {
    // !hal.buffer (and anything else): the storage itself.
    sr_rt_storage_retain(source->view.storage);
    sr_rt_value_set_view(result, source->view.storage, source->view.offset,
                         size);
    return sr_ok_status();
  }
  sr_buffer_view_t* view = NULL;
  SR_RETURN_IF_ERROR(sr_rt_buffer_view_create_over(
      module->instance->allocator, source->view.storage, source->view.offset,
      size, e->element_type, e->rank, dims, &view));
  sr_rt_value_t v = {.kind = SR_RT_VALUE_BUFFER_VIEW, .buffer_view = view};
  sr_rt_value_move(result, &v);
  return sr_ok_status();
}

// The fill pattern of operand group |group| (a splat's or fill's value).
static sr_status_t sr_rt_tensor_splat_or_fill_pattern(
    const sr_rt_instr_t* instr, const sr_rt_encoding_t* e,
    const sr_rt_value_t* frame, uint32_t group, uint64_t* out_pattern,
    uint32_t* out_bytes) {
  sr_rt_scalar_type_t type =
      sr_rt_scalar_type_of(sr_rt_operand_value(instr, group, 0)->type);
  sr_rt_fill_pattern(sr_rt_arg(frame, instr, group, 0), type, out_pattern,
                     out_bytes);
  if (e->elements_per_byte == 8) {
    // Packed i1: replicate the bit into all 8 of the byte.
    *out_pattern = (*out_pattern & 1) ? 0xFF : 0x00;
  }
  return sr_ok_status();
}

static sr_status_t sr_rt_tensor_slice(sr_module_t* module,
                                      const sr_rt_instr_t* instr,
                                      sr_rt_value_t* frame) {
  const sr_rt_encoding_t* se = &instr->encodings[0];
  int64_t dims[SR_RT_MAX_TENSOR_RANK];
  int64_t starts[SR_RT_MAX_TENSOR_RANK], lengths[SR_RT_MAX_TENSOR_RANK];
  SR_RETURN_IF_ERROR(sr_rt_dims(module, instr, frame, se,
                                SR_STREAM_TENSOR_SLICE_SOURCE_ENCODING_DIMS,
                                dims));
  SR_RETURN_IF_ERROR(sr_rt_box(module, instr, frame, se->rank, dims,
                               SR_STREAM_TENSOR_SLICE_START_INDICES,
                               SR_STREAM_TENSOR_SLICE_LENGTHS, starts,
                               lengths));
  uint64_t source_size =
      sr_rt_arg_u64(frame, instr, SR_STREAM_TENSOR_SLICE_SOURCE_SIZE);
  uint64_t result_size =
      sr_rt_arg_u64(frame, instr, SR_STREAM_TENSOR_SLICE_RESULT_SIZE);
  uint64_t needed = 0;
  SR_RETURN_IF_ERROR(sr_rt_byte_size(module, instr, se, lengths, &needed));
  if (needed > result_size) {
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "size mismatch: the slice needs %llu bytes, the result "
                       "has %llu",
                       (unsigned long long)needed,
                       (unsigned long long)result_size);
  }
  uint8_t* source = NULL;
  SR_RETURN_IF_ERROR(sr_rt_resolve(
      module, instr, sr_rt_arg(frame, instr, SR_STREAM_TENSOR_SLICE_SOURCE, 0),
      source_size, 0, source_size, false, "the source", &source));
  sr_rt_value_t result = {0};
  SR_RETURN_IF_ERROR(sr_rt_allocate(module, instr, result_size, &result));
  uint8_t* out = sr_rt_storage_data(result.view.storage);
  sr_status_t status = sr_ok_status();
  if (sr_rt_box_is_full_rows(se)) {
    uint64_t total = 0;
    sr_rt_byte_size(module, instr, se, dims, &total);
    if (total > source_size) {
      status = sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                           "size mismatch: source tensor needs %llu bytes, "
                           "its size is %llu",
                           (unsigned long long)total,
                           (unsigned long long)source_size);
    } else {
      sr_rt_box_walk(SR_RT_BOX_GATHER, source, dims, starts, lengths, se->rank,
                     se->element_bytes, out, 0, 0);
    }
  } else {
    uint64_t offset = 0, length = 0;
    status = sr_rt_packed_box_range(module, instr, se, dims, starts, lengths,
                                    &offset, &length);
    if (!status) memcpy(out, source + offset, length);
  }
  if (!status) {
    sr_rt_value_move(sr_rt_out(frame, instr, SR_STREAM_TENSOR_SLICE_RESULT, 0),
                     &result);
  }
  sr_rt_value_release(&result);
  return status;
}

// Copy-on-write of the target (operand group |group|) of host-level tied
// tensor ops.
static sr_status_t sr_rt_tensor_target(sr_module_t* module,
                                       const sr_rt_instr_t* instr,
                                       sr_rt_value_t* frame, uint32_t group,
                                       uint64_t size, sr_rt_value_t* out) {
  sr_rt_value_assign(out, sr_rt_arg(frame, instr, group, 0));
  bool read_only = out->kind == SR_RT_VALUE_VIEW && out->view.storage &&
                   (out->view.storage->flags & SR_RT_STORAGE_READ_ONLY);
  if ((instr->flags & SR_RT_INSTR_COPY_ON_WRITE) || read_only) {
    return sr_rt_clone_value(module, instr, out, size);
  }
  return sr_ok_status();
}

static sr_status_t sr_rt_tensor_fill(sr_module_t* module,
                                     const sr_rt_instr_t* instr,
                                     sr_rt_value_t* frame) {
  const sr_rt_encoding_t* e = &instr->encodings[0];
  int64_t dims[SR_RT_MAX_TENSOR_RANK];
  int64_t starts[SR_RT_MAX_TENSOR_RANK], lengths[SR_RT_MAX_TENSOR_RANK];
  SR_RETURN_IF_ERROR(sr_rt_dims(module, instr, frame, e,
                                SR_STREAM_TENSOR_FILL_TARGET_ENCODING_DIMS,
                                dims));
  SR_RETURN_IF_ERROR(sr_rt_box(module, instr, frame, e->rank, dims,
                               SR_STREAM_TENSOR_FILL_START_INDICES,
                               SR_STREAM_TENSOR_FILL_LENGTHS, starts, lengths));
  uint64_t size =
      sr_rt_arg_u64(frame, instr, SR_STREAM_TENSOR_FILL_TARGET_SIZE);
  uint64_t pattern = 0;
  uint32_t bytes = 0;
  sr_rt_tensor_splat_or_fill_pattern(
      instr, e, frame, SR_STREAM_TENSOR_FILL_VALUE, &pattern, &bytes);
  sr_rt_value_t target = {0};
  sr_status_t status = sr_rt_tensor_target(
      module, instr, frame, SR_STREAM_TENSOR_FILL_TARGET, size, &target);
  uint8_t* base = NULL;
  if (!status) {
    status = sr_rt_resolve(module, instr, &target, size, 0, size, true,
                           "the target", &base);
  }
  if (!status && sr_rt_box_is_full_rows(e)) {
    if (bytes > e->element_bytes || e->element_bytes % bytes) {
      status = sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                           "fill value does not match the element type");
    } else {
      sr_rt_box_walk(SR_RT_BOX_FILL, base, dims, starts, lengths, e->rank,
                     e->element_bytes, NULL, pattern, bytes);
    }
  } else if (!status) {
    uint64_t offset = 0, length = 0;
    status = sr_rt_packed_box_range(module, instr, e, dims, starts, lengths,
                                    &offset, &length);
    if (!status) memset(base + offset, (int)(pattern & 0xFF), length);
  }
  if (!status) {
    sr_rt_value_assign(sr_rt_out(frame, instr, SR_STREAM_TENSOR_FILL_RESULT, 0),
                       &target);
  }
  sr_rt_value_release(&target);
  return status;
}

static sr_status_t sr_rt_tensor_update(sr_module_t* module,
                                       const sr_rt_instr_t* instr,
                                       sr_rt_value_t* frame) {
  const sr_rt_encoding_t* te = &instr->encodings[0];
  const sr_rt_encoding_t* ue = &instr->encodings[1];
  int64_t dims[SR_RT_MAX_TENSOR_RANK], udims[SR_RT_MAX_TENSOR_RANK];
  int64_t starts[SR_RT_MAX_TENSOR_RANK], ones[SR_RT_MAX_TENSOR_RANK];
  SR_RETURN_IF_ERROR(sr_rt_dims(module, instr, frame, te,
                                SR_STREAM_TENSOR_UPDATE_TARGET_ENCODING_DIMS,
                                dims));
  SR_RETURN_IF_ERROR(sr_rt_dims(module, instr, frame, ue,
                                SR_STREAM_TENSOR_UPDATE_UPDATE_ENCODING_DIMS,
                                udims));
  if (ue->rank != te->rank) {
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "update of rank %u into a rank-%u target", ue->rank,
                       te->rank);
  }
  SR_RETURN_IF_ERROR(sr_rt_box(module, instr, frame, te->rank, dims,
                               SR_STREAM_TENSOR_UPDATE_START_INDICES, -1,
                               starts, ones));
  for (uint32_t i = 0; i < te->rank; ++i) {
    if (starts[i] + udims[i] > dims[i]) {
      return sr_rt_error(module, instr, SR_STATUS_OUT_OF_RANGE,
                         "dimension %u: update [%lld, %lld) is out of bounds "
                         "of %lld",
                         i, (long long)starts[i],
                         (long long)(starts[i] + udims[i]), (long long)dims[i]);
    }
  }
  uint64_t size =
      sr_rt_arg_u64(frame, instr, SR_STREAM_TENSOR_UPDATE_TARGET_SIZE);
  uint64_t update_size =
      sr_rt_arg_u64(frame, instr, SR_STREAM_TENSOR_UPDATE_UPDATE_SIZE);
  uint8_t* update = NULL;
  SR_RETURN_IF_ERROR(sr_rt_resolve(
      module, instr, sr_rt_arg(frame, instr, SR_STREAM_TENSOR_UPDATE_UPDATE, 0),
      update_size, 0, update_size, false, "the update", &update));
  sr_rt_value_t target = {0};
  sr_status_t status = sr_rt_tensor_target(
      module, instr, frame, SR_STREAM_TENSOR_UPDATE_TARGET, size, &target);
  uint8_t* base = NULL;
  if (!status) {
    status = sr_rt_resolve(module, instr, &target, size, 0, size, true,
                           "the target", &base);
  }
  if (!status && sr_rt_box_is_full_rows(te)) {
    uint64_t needed = 0;
    sr_rt_byte_size(module, instr, ue, udims, &needed);
    if (needed > update_size) {
      status = sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                           "size mismatch: the update needs %llu bytes, its "
                           "size is %llu",
                           (unsigned long long)needed,
                           (unsigned long long)update_size);
    } else {
      sr_rt_box_walk(SR_RT_BOX_SCATTER, base, dims, starts, udims, te->rank,
                     te->element_bytes, update, 0, 0);
    }
  } else if (!status) {
    uint64_t offset = 0, length = 0;
    status = sr_rt_packed_box_range(module, instr, te, dims, starts, udims,
                                    &offset, &length);
    if (!status) memcpy(base + offset, update, length);
  }
  if (!status) {
    sr_rt_value_assign(
        sr_rt_out(frame, instr, SR_STREAM_TENSOR_UPDATE_RESULT, 0), &target);
  }
  sr_rt_value_release(&target);
  return status;
}

// tensor.load and tensor.store address one element the same way: the
// groups they share.
_Static_assert((int)SR_STREAM_TENSOR_LOAD_SOURCE ==
                       (int)SR_STREAM_TENSOR_STORE_TARGET &&
                   (int)SR_STREAM_TENSOR_LOAD_SOURCE_ENCODING_DIMS ==
                       (int)SR_STREAM_TENSOR_STORE_TARGET_ENCODING_DIMS &&
                   (int)SR_STREAM_TENSOR_LOAD_SOURCE_SIZE ==
                       (int)SR_STREAM_TENSOR_STORE_TARGET_SIZE &&
                   (int)SR_STREAM_TENSOR_LOAD_INDICES ==
                       (int)SR_STREAM_TENSOR_STORE_INDICES,
               "tensor.load and tensor.store address elements alike");

// The byte offset of the element a tensor.load / tensor.store addresses,
// its tensor's size, and the element's width.
static sr_status_t sr_rt_tensor_element(
    sr_module_t* module, const sr_rt_instr_t* instr, const sr_rt_value_t* frame,
    sr_rt_scalar_type_t type, uint64_t* out_size, uint64_t* out_offset,
    uint32_t* out_bytes) {
  const sr_rt_encoding_t* e = &instr->encodings[0];
  if (e->elements_per_byte) {
    return sr_rt_error(module, instr, SR_STATUS_UNIMPLEMENTED,
                       "element access to packed sub-byte tensors");
  }
  int64_t dims[SR_RT_MAX_TENSOR_RANK];
  int64_t index[SR_RT_MAX_TENSOR_RANK], ones[SR_RT_MAX_TENSOR_RANK];
  SR_RETURN_IF_ERROR(sr_rt_dims(module, instr, frame, e,
                                SR_STREAM_TENSOR_LOAD_SOURCE_ENCODING_DIMS,
                                dims));
  SR_RETURN_IF_ERROR(sr_rt_box(module, instr, frame, e->rank, dims,
                               SR_STREAM_TENSOR_LOAD_INDICES, -1, index, ones));
  *out_size = sr_rt_arg_u64(frame, instr, SR_STREAM_TENSOR_LOAD_SOURCE_SIZE);
  *out_offset = sr_rt_encoding_offset(e, dims, index);
  *out_bytes = (type.bits + 7) / 8;
  return sr_ok_status();
}

static sr_status_t sr_rt_tensor_load(sr_module_t* module,
                                     const sr_rt_instr_t* instr,
                                     sr_rt_value_t* frame) {
  uint64_t size = 0, offset = 0;
  uint32_t bytes = 0;
  SR_RETURN_IF_ERROR(sr_rt_tensor_element(module, instr, frame, instr->type,
                                          &size, &offset, &bytes));
  uint8_t* ptr = NULL;
  SR_RETURN_IF_ERROR(sr_rt_resolve(
      module, instr, sr_rt_arg(frame, instr, SR_STREAM_TENSOR_LOAD_SOURCE, 0),
      size, offset, bytes, false, "the source", &ptr));
  uint64_t bits = 0;
  memcpy(&bits, ptr, bytes);
  sr_rt_scalar_from_bits(
      bits, instr->type,
      sr_rt_out(frame, instr, SR_STREAM_TENSOR_LOAD_RESULT, 0));
  return sr_ok_status();
}

static sr_status_t sr_rt_tensor_store(sr_module_t* module,
                                      const sr_rt_instr_t* instr,
                                      sr_rt_value_t* frame) {
  sr_rt_scalar_type_t type = sr_rt_scalar_type_of(
      sr_rt_operand_value(instr, SR_STREAM_TENSOR_STORE_VALUE, 0)->type);
  uint64_t size = 0, offset = 0;
  uint32_t bytes = 0;
  SR_RETURN_IF_ERROR(
      sr_rt_tensor_element(module, instr, frame, type, &size, &offset, &bytes));
  sr_rt_value_t target = {0};
  sr_status_t status = sr_rt_tensor_target(
      module, instr, frame, SR_STREAM_TENSOR_STORE_TARGET, size, &target);
  uint8_t* ptr = NULL;
  if (!status) {
    status = sr_rt_resolve(module, instr, &target, size, offset, bytes, true,
                           "the target", &ptr);
  }
  if (!status) {
    uint64_t bits = sr_rt_scalar_to_bits(
        sr_rt_arg(frame, instr, SR_STREAM_TENSOR_STORE_VALUE, 0), type);
    memcpy(ptr, &bits, bytes);
    sr_rt_value_assign(
        sr_rt_out(frame, instr, SR_STREAM_TENSOR_STORE_RESULT, 0), &target);
  }
  sr_rt_value_release(&target);
  return status;
}

static sr_status_t sr_rt_tensor_trace(sr_module_t* module,
                                      const sr_rt_instr_t* instr,
                                      sr_rt_value_t* frame) {
  // Every traced resource is checked (readable, sizes right) and wrapped in
  // a buffer view for the instance's trace sink, as the HAL lowering does
  // (hal.buffer_view.trace); the library itself prints nothing.
  uint32_t count = sr_rt_group_size(instr, SR_STREAM_TENSOR_TRACE_RESOURCES);
  uint32_t dim_count =
      sr_rt_group_size(instr, SR_STREAM_TENSOR_TRACE_RESOURCE_ENCODING_DIMS);
  sr_buffer_view_t* stack[8];
  sr_buffer_view_t** views = stack;
  sr_allocator_t allocator = module->instance->allocator;
  if (count > 8) {
    SR_RETURN_IF_ERROR(
        sr_allocator_calloc(allocator, count * sizeof(void*), (void**)&views));
  }
  memset(views, 0, (count < 8 ? 8 : count) * sizeof(void*));
  sr_status_t status = sr_ok_status();
  uint32_t dim_index = 0;
  for (uint32_t i = 0; i < count && !status; ++i) {
    const sr_rt_encoding_t* e = &instr->encodings[i];
    uint64_t size = sr_rt_u64(
        frame, sr_rt_operand(instr, SR_STREAM_TENSOR_TRACE_RESOURCE_SIZES, i));
    const sr_rt_value_t* resource =
        sr_rt_arg(frame, instr, SR_STREAM_TENSOR_TRACE_RESOURCES, i);
    uint8_t* ptr = NULL;
    status = sr_rt_resolve(module, instr, resource, size, 0, size, false,
                           "a traced resource", &ptr);
    int64_t dims[SR_RT_MAX_TENSOR_RANK] = {0};
    int64_t dyn[SR_RT_MAX_TENSOR_RANK] = {0};
    for (uint32_t d = 0; !status && d < e->dynamic_count; ++d) {
      if (dim_index + d >= dim_count) break;
      dyn[d] =
          sr_rt_arg(frame, instr, SR_STREAM_TENSOR_TRACE_RESOURCE_ENCODING_DIMS,
                    dim_index + d)
              ->i;
    }
    dim_index += e->dynamic_count;
    if (!status && e->rank > SR_RT_MAX_TENSOR_RANK) {
      status = sr_rt_error(module, instr, SR_STATUS_UNIMPLEMENTED,
                           "rank %u above %d", e->rank, SR_RT_MAX_TENSOR_RANK);
    }
    if (!status) {
      sr_rt_encoding_dims(e, dyn, dims);
      status = sr_rt_buffer_view_create_over(
          allocator, resource->view.storage, resource->view.offset, size,
          e->element_type, e->rank, dims, &views[i]);
    }
  }
  if (!status && module->instance->trace_fn) {
    const sr_attr_t* key = sr_op_attr(instr->op, "key");
    char text[256] = "";
    if (key && key->kind == SR_ATTR_STRING) {
      snprintf(text, sizeof(text), "%.*s", (int)key->string.size,
               key->string.data);
    }
    module->instance->trace_fn(module->instance->trace_user_data, text, count,
                               views);
  }
  for (uint32_t i = 0; i < count; ++i) sr_buffer_view_release(views[i]);
  if (views != stack) sr_allocator_free(allocator, views);
  return status;
}

static sr_status_t sr_rt_tensor_sizeof(sr_module_t* module,
                                       const sr_rt_instr_t* instr,
                                       sr_rt_value_t* frame) {
  int64_t dims[SR_RT_MAX_TENSOR_RANK];
  uint64_t size = 0;
  SR_RETURN_IF_ERROR(sr_rt_dims(module, instr, frame, &instr->encodings[0],
                                SR_STREAM_TENSOR_SIZEOF_ENCODING_DIMS, dims));
  SR_RETURN_IF_ERROR(
      sr_rt_byte_size(module, instr, &instr->encodings[0], dims, &size));
  sr_rt_value_set_int(
      sr_rt_out(frame, instr, SR_STREAM_TENSOR_SIZEOF_STORAGE_SIZE, 0),
      (int64_t)size);
  return sr_ok_status();
}

static sr_status_t sr_rt_tensor_empty(sr_module_t* module,
                                      const sr_rt_instr_t* instr,
                                      sr_rt_value_t* frame) {
  return sr_rt_allocate(
      module, instr,
      sr_rt_arg_u64(frame, instr, SR_STREAM_TENSOR_EMPTY_RESULT_SIZE),
      sr_rt_out(frame, instr, SR_STREAM_TENSOR_EMPTY_RESULT, 0));
}

static sr_status_t sr_rt_tensor_constant(sr_module_t* module,
                                         const sr_rt_instr_t* instr,
                                         sr_rt_value_t* frame) {
  int64_t dims[SR_RT_MAX_TENSOR_RANK];
  uint64_t size = 0;
  const sr_rt_encoding_t* e = &instr->encodings[0];
  SR_RETURN_IF_ERROR(sr_rt_dims(module, instr, frame, e,
                                SR_STREAM_TENSOR_CONSTANT_RESULT_ENCODING_DIMS,
                                dims));
  SR_RETURN_IF_ERROR(sr_rt_byte_size(module, instr, e, dims, &size));
  const sr_rt_constant_t* c = instr->constants;
  if (size != c->length) {
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "size mismatch: the constant has %zu bytes, the "
                       "tensor needs %llu",
                       c->length, (unsigned long long)size);
  }
  sr_rt_value_t* result =
      sr_rt_out(frame, instr, SR_STREAM_TENSOR_CONSTANT_RESULT, 0);
  SR_RETURN_IF_ERROR(sr_rt_allocate(module, instr, size, result));
  memcpy(sr_rt_storage_data(result->view.storage), c->data, c->length);
  return sr_ok_status();
}

static sr_status_t sr_rt_tensor_splat(sr_module_t* module,
                                      const sr_rt_instr_t* instr,
                                      sr_rt_value_t* frame) {
  uint64_t size =
      sr_rt_arg_u64(frame, instr, SR_STREAM_TENSOR_SPLAT_RESULT_SIZE);
  uint64_t pattern = 0;
  uint32_t bytes = 0;
  sr_rt_tensor_splat_or_fill_pattern(instr, &instr->encodings[0], frame,
                                     SR_STREAM_TENSOR_SPLAT_VALUE, &pattern,
                                     &bytes);
  sr_rt_value_t value = {0};
  SR_RETURN_IF_ERROR(sr_rt_allocate(module, instr, size, &value));
  sr_status_t status =
      sr_rt_fill(module, instr, sr_rt_storage_data(value.view.storage), 0, size,
                 pattern, bytes);
  if (!status) {
    sr_rt_value_move(sr_rt_out(frame, instr, SR_STREAM_TENSOR_SPLAT_RESULT, 0),
                     &value);
  }
  sr_rt_value_release(&value);
  return status;
}

// tensor.encode copies bytes as tensor.clone does (the dense layout is the
// only one): the groups they share.
_Static_assert((int)SR_STREAM_TENSOR_ENCODE_SOURCE ==
                       (int)SR_STREAM_TENSOR_CLONE_SOURCE &&
                   (int)SR_STREAM_TENSOR_ENCODE_SOURCE_SIZE ==
                       (int)SR_STREAM_TENSOR_CLONE_SOURCE_SIZE &&
                   (int)SR_STREAM_TENSOR_ENCODE_RESULT_SIZE ==
                       (int)SR_STREAM_TENSOR_CLONE_RESULT_SIZE &&
                   (int)SR_STREAM_TENSOR_ENCODE_RESULT ==
                       (int)SR_STREAM_TENSOR_CLONE_RESULT,
               "tensor.encode is tensor.clone's layout");

static sr_status_t sr_rt_tensor_clone(sr_module_t* module,
                                      const sr_rt_instr_t* instr,
                                      sr_rt_value_t* frame) {
  uint64_t source_size =
      sr_rt_arg_u64(frame, instr, SR_STREAM_TENSOR_CLONE_SOURCE_SIZE);
  uint64_t result_size =
      sr_rt_arg_u64(frame, instr, SR_STREAM_TENSOR_CLONE_RESULT_SIZE);
  if (result_size > source_size) {
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "size mismatch: %llu-byte result from a %llu-byte "
                       "source",
                       (unsigned long long)result_size,
                       (unsigned long long)source_size);
  }
  uint8_t* source = NULL;
  SR_RETURN_IF_ERROR(sr_rt_resolve(
      module, instr, sr_rt_arg(frame, instr, SR_STREAM_TENSOR_CLONE_SOURCE, 0),
      source_size, 0, result_size, false, "the source", &source));
  sr_rt_value_t value = {0};
  SR_RETURN_IF_ERROR(sr_rt_allocate(module, instr, result_size, &value));
  sr_status_t status =
      sr_rt_copy(module, instr, sr_rt_storage_data(value.view.storage), source,
                 result_size);
  if (!status) {
    sr_rt_value_move(sr_rt_out(frame, instr, SR_STREAM_TENSOR_CLONE_RESULT, 0),
                     &value);
  }
  sr_rt_value_release(&value);
  return status;
}

//===----------------------------------------------------------------------===//
// The family's rows
//===----------------------------------------------------------------------===//

static const sr_rt_op_def_t kTensorOps[] = {
    {SR_OPID_STREAM_TENSOR_IMPORT, SR_RT_OP_TENSOR_IMPORT, 0, 0,
     sr_rt_tensor_import},
    {SR_OPID_STREAM_TENSOR_EXPORT, SR_RT_OP_TENSOR_EXPORT, 0, 0,
     sr_rt_tensor_export},
    {SR_OPID_STREAM_TENSOR_SIZEOF, SR_RT_OP_TENSOR_SIZEOF, 0, 0,
     sr_rt_tensor_sizeof},
    {SR_OPID_STREAM_TENSOR_EMPTY, SR_RT_OP_TENSOR_EMPTY, 0, 0,
     sr_rt_tensor_empty},
    {SR_OPID_STREAM_TENSOR_CONSTANT, SR_RT_OP_TENSOR_CONSTANT, 0, 0,
     sr_rt_tensor_constant},
    {SR_OPID_STREAM_TENSOR_SPLAT, SR_RT_OP_TENSOR_SPLAT, 0, 0,
     sr_rt_tensor_splat},
    {SR_OPID_STREAM_TENSOR_CLONE, SR_RT_OP_TENSOR_CLONE, 0, 0,
     sr_rt_tensor_clone},
    {SR_OPID_STREAM_TENSOR_ENCODE, SR_RT_OP_TENSOR_ENCODE, 0, 0,
     sr_rt_tensor_clone},
    {SR_OPID_STREAM_TENSOR_SLICE, SR_RT_OP_TENSOR_SLICE, 0, 0,
     sr_rt_tensor_slice},
    {SR_OPID_STREAM_TENSOR_FILL, SR_RT_OP_TENSOR_FILL, 0, 0, sr_rt_tensor_fill},
    {SR_OPID_STREAM_TENSOR_UPDATE, SR_RT_OP_TENSOR_UPDATE, 0, 0,
     sr_rt_tensor_update},
    {SR_OPID_STREAM_TENSOR_LOAD, SR_RT_OP_TENSOR_LOAD, 0, 0, sr_rt_tensor_load},
    {SR_OPID_STREAM_TENSOR_STORE, SR_RT_OP_TENSOR_STORE, 0, 0,
     sr_rt_tensor_store},
    {SR_OPID_STREAM_TENSOR_TRACE, SR_RT_OP_TENSOR_TRACE, 0, 0,
     sr_rt_tensor_trace},
};

sr_rt_op_defs_t sr_rt_tensor_ops(void) { return SR_RT_OP_DEFS(kTensorOps); }
