// Resources, timepoints, the byte-level async and cmd ops and the builtin
// bodies (see exec_stream.h).

#include "cpu_backend/exec_stream.h"

#include <string.h>

#include "cpu_backend/exec_support.h"
#include "cpu_backend/scalar.h"

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

static sr_status_t sr_rt_load_scalar(sr_module_t* module,
                                     const sr_rt_instr_t* instr,
                                     const uint8_t* ptr, sr_rt_value_t* out) {
  uint64_t bits = 0;
  uint32_t bytes = (instr->type.bits + 7) / 8;
  memcpy(&bits, ptr, bytes);
  sr_rt_scalar_from_bits(bits, instr->type, out);
  (void)module;
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Resources
//===----------------------------------------------------------------------===//

// Assigns every slice its own aligned range (no aliasing at all, which
// satisfies the non-overlap rule for any lifetime intervals).
static sr_status_t sr_rt_exec_pack(sr_module_t* module,
                                   const sr_rt_instr_t* instr,
                                   sr_rt_value_t* frame) {
  const uint64_t kAlignment = 64;
  uint64_t base =
      instr->segment_size[0] ? sr_rt_u64(frame, sr_rt_operand(instr, 0, 0)) : 0;
  uint32_t count = instr->segment_size[1];
  if (instr->int_count != count * 2) {
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "%u lifetime bounds for %u slices", instr->int_count,
                       count);
  }
  if (count == 1) {
    sr_rt_value_set_int(&frame[instr->results[0]],
                        (int64_t)sr_rt_u64(frame, sr_rt_operand(instr, 1, 0)));
    sr_rt_value_set_int(&frame[instr->results[1]], (int64_t)base);
    return sr_ok_status();
  }
  uint64_t offset = 0;
  for (uint32_t i = 0; i < count; ++i) {
    uint64_t size = sr_rt_u64(frame, sr_rt_operand(instr, 1, i));
    sr_rt_value_set_int(&frame[instr->results[1 + i]],
                        (int64_t)(base + offset));
    offset += (size + kAlignment - 1) / kAlignment * kAlignment;
  }
  sr_rt_value_set_int(&frame[instr->results[0]], (int64_t)offset);
  return sr_ok_status();
}

static sr_status_t sr_rt_exec_constants(sr_module_t* module,
                                        const sr_rt_instr_t* instr,
                                        sr_rt_value_t* frame) {
  uint32_t count = instr->segment_size[0];
  for (uint32_t i = 0; i < count && i < instr->int_count; ++i) {
    const sr_rt_constant_t* c = &instr->constants[i];
    uint64_t size = sr_rt_u64(frame, sr_rt_operand(instr, 0, i));
    sr_rt_value_t* result = &frame[instr->results[i]];
    sr_rt_lifetime_t lifetime = sr_rt_lifetime_of(instr->op->results[i].type);
    if (size < c->length) {
      return sr_rt_error(module, instr, SR_STATUS_OUT_OF_RANGE,
                         "constant %u needs %zu bytes but its size is %llu", i,
                         c->length, (unsigned long long)size);
    }
    if (lifetime == SR_RT_LIFETIME_CONSTANT && size == c->length) {
      sr_rt_storage_retain(c->storage);
      sr_rt_value_set_view(result, c->storage, 0, size);
      continue;
    }
    SR_RETURN_IF_ERROR(sr_rt_allocate(module, instr, size, result));
    uint8_t* data = sr_rt_storage_data(result->view.storage);
    memcpy(data, c->data, c->length);
    memset(data + c->length, 0, size - c->length);
    if (lifetime == SR_RT_LIFETIME_CONSTANT) {
      result->view.storage->flags |= SR_RT_STORAGE_READ_ONLY;
    }
  }
  sr_rt_set_timepoint_or_immediate(
      &frame[instr->results[instr->result_count - 1]], NULL);
  return sr_ok_status();
}

static sr_status_t sr_rt_exec_resource(sr_module_t* module,
                                       const sr_rt_instr_t* instr,
                                       sr_rt_value_t* frame) {
  sr_rt_value_t* result =
      instr->result_count ? &frame[instr->results[0]] : NULL;
  switch (instr->kind) {
    case SR_RT_OP_RESOURCE_ALLOC:
      return sr_rt_allocate(
          module, instr, sr_rt_u64(frame, sr_rt_operand(instr, 0, 0)), result);
    case SR_RT_OP_RESOURCE_ALLOCA:
      SR_RETURN_IF_ERROR(sr_rt_allocate(
          module, instr, sr_rt_u64(frame, sr_rt_operand(instr, 0, 0)), result));
      result->view.storage->flags |= SR_RT_STORAGE_QUEUE_ALLOCATED;
      // Usable once the await is reached: that is the result timepoint.
      sr_rt_set_timepoint_or_immediate(
          &frame[instr->results[1]], sr_rt_optional_timepoint(frame, instr, 1));
      return sr_ok_status();
    case SR_RT_OP_RESOURCE_DEALLOCA: {
      const sr_rt_value_t* r = sr_rt_arg(frame, instr, 0, 0);
      if (r->kind != SR_RT_VALUE_VIEW) {
        return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                           "deallocating something that is not a resource");
      }
      // Memory returns when the last reference (including in-flight
      // regions) is gone, which is never before the await.
      sr_rt_set_timepoint_or_immediate(
          result, sr_rt_optional_timepoint(frame, instr, 2));
      return sr_ok_status();
    }
    case SR_RT_OP_RESOURCE_RETAIN:
      return sr_ok_status();
    case SR_RT_OP_RESOURCE_RELEASE:
    case SR_RT_OP_RESOURCE_IS_TERMINAL:
      sr_rt_value_set_int(result, 0);
      return sr_ok_status();
    case SR_RT_OP_RESOURCE_SIZE: {
      const sr_rt_value_t* r = sr_rt_arg(frame, instr, 0, 0);
      sr_rt_value_set_int(
          result, r->kind == SR_RT_VALUE_VIEW ? (int64_t)r->view.length : 0);
      return sr_ok_status();
    }
    case SR_RT_OP_RESOURCE_TRY_MAP: {
      const sr_rt_value_t* source = sr_rt_arg(frame, instr, 0, 0);
      uint64_t offset = sr_rt_u64(frame, sr_rt_operand(instr, 1, 0));
      uint64_t size = sr_rt_u64(frame, sr_rt_operand(instr, 2, 0));
      uint8_t* ptr = NULL;
      SR_RETURN_IF_ERROR(sr_rt_resolve(
          module, instr, source,
          source->kind == SR_RT_VALUE_VIEW ? source->view.length : 0, offset,
          size, false, "the source buffer", &ptr));
      sr_rt_lifetime_t lifetime = sr_rt_lifetime_of(instr->op->results[1].type);
      bool read_only =
          (source->view.storage->flags & SR_RT_STORAGE_READ_ONLY) != 0;
      if (read_only && lifetime != SR_RT_LIFETIME_CONSTANT) {
        // A mutable resource needs private memory: let the program fall
        // back to alloc + copy.
        sr_rt_value_set_int(&frame[instr->results[0]], 0);
        sr_rt_value_release(&frame[instr->results[1]]);
        return sr_ok_status();
      }
      sr_rt_value_set_int(&frame[instr->results[0]], -1);
      sr_rt_storage_retain(source->view.storage);
      sr_rt_value_set_view(&frame[instr->results[1]], source->view.storage,
                           source->view.offset + offset, size);
      return sr_ok_status();
    }
    case SR_RT_OP_RESOURCE_LOAD:
    case SR_RT_OP_ASYNC_LOAD: {
      uint8_t* ptr = NULL;
      SR_RETURN_IF_ERROR(sr_rt_resolve(
          module, instr, sr_rt_arg(frame, instr, 0, 0),
          sr_rt_u64(frame, sr_rt_operand(instr, 1, 0)),
          sr_rt_u64(frame, sr_rt_operand(instr, 2, 0)),
          sr_rt_scalar_bytes(instr->type), false, "the source", &ptr));
      return sr_rt_load_scalar(module, instr, ptr, result);
    }
    case SR_RT_OP_RESOURCE_STORE:
    case SR_RT_OP_ASYNC_STORE: {
      sr_rt_scalar_type_t type = sr_rt_operand_type(instr, 3);
      uint64_t size = sr_rt_u64(frame, sr_rt_operand(instr, 1, 0));
      sr_rt_value_t target = {0};
      sr_status_t status = sr_ok_status();
      if (instr->kind == SR_RT_OP_ASYNC_STORE) {
        status = sr_rt_tied_target(module, instr, frame, 0, size, &target);
      } else {
        sr_rt_value_assign(&target, sr_rt_arg(frame, instr, 0, 0));
      }
      uint8_t* ptr = NULL;
      if (!status) {
        status =
            sr_rt_resolve(module, instr, &target, size,
                          sr_rt_u64(frame, sr_rt_operand(instr, 2, 0)),
                          sr_rt_scalar_bytes(type), true, "the target", &ptr);
      }
      if (!status) {
        uint64_t bits =
            sr_rt_scalar_to_bits(sr_rt_arg(frame, instr, 3, 0), type);
        memcpy(ptr, &bits, sr_rt_scalar_bytes(type));
        if (result) sr_rt_value_assign(result, &target);
      }
      sr_rt_value_release(&target);
      return status;
    }
    case SR_RT_OP_RESOURCE_PACK:
      return sr_rt_exec_pack(module, instr, frame);
    case SR_RT_OP_RESOURCE_CONSTANTS:
      return sr_rt_exec_constants(module, instr, frame);
    case SR_RT_OP_RESOURCE_SUBVIEW: {
      const sr_rt_value_t* source = sr_rt_arg(frame, instr, 0, 0);
      uint64_t source_size = sr_rt_u64(frame, sr_rt_operand(instr, 1, 0));
      uint64_t offset = sr_rt_u64(frame, sr_rt_operand(instr, 2, 0));
      uint64_t size = sr_rt_u64(frame, sr_rt_operand(instr, 3, 0));
      if (source->kind != SR_RT_VALUE_VIEW) {
        return sr_rt_error(module, instr, SR_STATUS_FAILED_PRECONDITION,
                           "the source is not a live resource");
      }
      if (source_size > source->view.length) {
        return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                           "size mismatch: the source is declared %llu bytes "
                           "but holds %llu",
                           (unsigned long long)source_size,
                           (unsigned long long)source->view.length);
      }
      if (offset > source_size || size > source_size - offset) {
        return sr_rt_error(module, instr, SR_STATUS_OUT_OF_RANGE,
                           "subview [%llu, %llu) is out of bounds of its "
                           "%llu-byte source",
                           (unsigned long long)offset,
                           (unsigned long long)(offset + size),
                           (unsigned long long)source_size);
      }
      sr_rt_storage_retain(source->view.storage);
      sr_rt_value_set_view(result, source->view.storage,
                           source->view.offset + offset, size);
      return sr_ok_status();
    }
    case SR_RT_OP_RESOURCE_TRANSIENTS:
      sr_rt_value_assign(result, sr_rt_arg(frame, instr, 0, 0));
      sr_rt_set_timepoint_or_immediate(
          &frame[instr->results[1]], sr_rt_optional_timepoint(frame, instr, 4));
      return sr_ok_status();
    default:
      return sr_rt_error(module, instr, SR_STATUS_INTERNAL,
                         "not a resource op");
  }
}

//===----------------------------------------------------------------------===//
// Timepoints
//===----------------------------------------------------------------------===//

static sr_status_t sr_rt_exec_timepoint(sr_module_t* module,
                                        const sr_rt_instr_t* instr,
                                        sr_rt_value_t* frame) {
  sr_rt_value_t* result =
      instr->result_count ? &frame[instr->results[0]] : NULL;
  switch (instr->kind) {
    case SR_RT_OP_TIMEPOINT_IMMEDIATE:
      sr_rt_set_timepoint_or_immediate(result, NULL);
      return sr_ok_status();
    case SR_RT_OP_TIMEPOINT_IMPORT:
    case SR_RT_OP_TIMEPOINT_EXPORT: {
      const sr_rt_value_t* a = &frame[instr->operands[0]];
      sr_rt_set_timepoint_or_immediate(
          result, a->kind == SR_RT_VALUE_TIMEPOINT ? a->timepoint : NULL);
      for (uint32_t i = 1; i < instr->result_count; ++i) {
        sr_rt_value_set_int(&frame[instr->results[i]], 0);
      }
      return sr_ok_status();
    }
    case SR_RT_OP_TIMEPOINT_CHAIN_EXTERNAL: {
      // Each fence completes on the thread that completes the source (now,
      // when the execute ran inline): a host awaiting the fence is not
      // delayed by a hop through the loop thread.
      sr_timepoint_t* source = sr_rt_optional_timepoint(frame, instr, 0);
      for (uint32_t i = 0; i < instr->segment_size[1]; ++i) {
        const sr_rt_value_t* f = sr_rt_arg(frame, instr, 1, i);
        if (f->kind != SR_RT_VALUE_TIMEPOINT || !f->timepoint) continue;
        SR_RETURN_IF_ERROR(
            sr_timepoint_chain(source ? source : sr_timepoint_immediate(),
                               f->timepoint, module->instance->allocator));
      }
      return sr_ok_status();
    }
    case SR_RT_OP_TIMEPOINT_JOIN: {
      sr_timepoint_t* stack[32];
      sr_timepoint_t** list = stack;
      uint32_t count = instr->operand_count;
      if (count > 32) {
        SR_RETURN_IF_ERROR(sr_allocator_malloc(
            module->instance->allocator, count * sizeof(void*), (void**)&list));
      }
      uint32_t n = 0;
      for (uint32_t i = 0; i < count; ++i) {
        const sr_rt_value_t* t = &frame[instr->operands[i]];
        if (t->kind == SR_RT_VALUE_TIMEPOINT && t->timepoint) {
          list[n++] = t->timepoint;
        }
      }
      sr_timepoint_t* joined = NULL;
      sr_status_t status =
          sr_timepoint_join(list, n, module->instance->allocator, &joined);
      if (list != stack) sr_allocator_free(module->instance->allocator, list);
      SR_RETURN_IF_ERROR(status);
      sr_rt_value_set_timepoint(result, joined);
      return sr_ok_status();
    }
    case SR_RT_OP_TIMEPOINT_BARRIER:
      sr_rt_value_assign(result, sr_rt_arg(frame, instr, 0, 0));
      sr_rt_set_timepoint_or_immediate(&frame[instr->results[1]], NULL);
      return sr_ok_status();
    case SR_RT_OP_TIMEPOINT_AWAIT: {
      SR_RETURN_IF_ERROR(sr_rt_wait_await(
          module, instr, sr_rt_optional_timepoint(frame, instr, 2)));
      for (uint32_t i = 0; i < instr->result_count; ++i) {
        sr_rt_value_assign(&frame[instr->results[i]],
                           sr_rt_arg(frame, instr, 0, i));
      }
      return sr_ok_status();
    }
    default:
      return sr_rt_error(module, instr, SR_STATUS_INTERNAL,
                         "not a timepoint op");
  }
}

//===----------------------------------------------------------------------===//
// Async byte ops
//===----------------------------------------------------------------------===//

static sr_status_t sr_rt_check_range_triple(sr_module_t* module,
                                            const sr_rt_instr_t* instr,
                                            uint64_t offset, uint64_t end,
                                            uint64_t length, const char* role) {
  if (end < offset || end - offset != length) {
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "%s range [%llu to %llu for %llu] is inconsistent", role,
                       (unsigned long long)offset, (unsigned long long)end,
                       (unsigned long long)length);
  }
  return sr_ok_status();
}

static sr_status_t sr_rt_exec_async_fill(sr_module_t* module,
                                         const sr_rt_instr_t* instr,
                                         sr_rt_value_t* frame) {
  uint64_t size = sr_rt_u64(frame, sr_rt_operand(instr, 1, 0));
  uint64_t offset = sr_rt_u64(frame, sr_rt_operand(instr, 2, 0));
  uint64_t end = sr_rt_u64(frame, sr_rt_operand(instr, 3, 0));
  uint64_t length = sr_rt_u64(frame, sr_rt_operand(instr, 4, 0));
  SR_RETURN_IF_ERROR(
      sr_rt_check_range_triple(module, instr, offset, end, length, "target"));
  sr_rt_value_t target = {0};
  sr_status_t status =
      sr_rt_tied_target(module, instr, frame, 0, size, &target);
  uint8_t* ptr = NULL;
  if (!status) {
    status = sr_rt_resolve(module, instr, &target, size, offset, length, true,
                           "the target", &ptr);
  }
  if (!status) {
    uint64_t pattern = 0;
    uint32_t bytes = 0;
    sr_rt_fill_pattern(sr_rt_arg(frame, instr, 5, 0),
                       sr_rt_operand_type(instr, 5), &pattern, &bytes);
    status = sr_rt_fill(module, instr, ptr, offset, length, pattern, bytes);
  }
  if (!status) sr_rt_value_assign(&frame[instr->results[0]], &target);
  sr_rt_value_release(&target);
  return status;
}

static sr_status_t sr_rt_exec_async_update(sr_module_t* module,
                                           const sr_rt_instr_t* instr,
                                           sr_rt_value_t* frame) {
  uint64_t size = sr_rt_u64(frame, sr_rt_operand(instr, 1, 0));
  uint64_t offset = sr_rt_u64(frame, sr_rt_operand(instr, 2, 0));
  uint64_t end = sr_rt_u64(frame, sr_rt_operand(instr, 3, 0));
  uint64_t update_size = sr_rt_u64(frame, sr_rt_operand(instr, 5, 0));
  SR_RETURN_IF_ERROR(sr_rt_check_range_triple(module, instr, offset, end,
                                              update_size, "target"));
  uint8_t* source = NULL;
  SR_RETURN_IF_ERROR(sr_rt_resolve(module, instr, sr_rt_arg(frame, instr, 4, 0),
                                   update_size, 0, update_size, false,
                                   "the update", &source));
  sr_rt_value_t target = {0};
  sr_status_t status =
      sr_rt_tied_target(module, instr, frame, 0, size, &target);
  uint8_t* ptr = NULL;
  if (!status) {
    status = sr_rt_resolve(module, instr, &target, size, offset, update_size,
                           true, "the target", &ptr);
  }
  if (!status) status = sr_rt_copy(module, instr, ptr, source, update_size);
  if (!status) sr_rt_value_assign(&frame[instr->results[0]], &target);
  sr_rt_value_release(&target);
  return status;
}

static sr_status_t sr_rt_exec_async_copy(sr_module_t* module,
                                         const sr_rt_instr_t* instr,
                                         sr_rt_value_t* frame) {
  uint64_t target_size = sr_rt_u64(frame, sr_rt_operand(instr, 1, 0));
  uint64_t target_offset = sr_rt_u64(frame, sr_rt_operand(instr, 2, 0));
  uint64_t target_end = sr_rt_u64(frame, sr_rt_operand(instr, 3, 0));
  uint64_t source_size = sr_rt_u64(frame, sr_rt_operand(instr, 5, 0));
  uint64_t source_offset = sr_rt_u64(frame, sr_rt_operand(instr, 6, 0));
  uint64_t source_end = sr_rt_u64(frame, sr_rt_operand(instr, 7, 0));
  uint64_t length = sr_rt_u64(frame, sr_rt_operand(instr, 8, 0));
  SR_RETURN_IF_ERROR(sr_rt_check_range_triple(module, instr, target_offset,
                                              target_end, length, "target"));
  SR_RETURN_IF_ERROR(sr_rt_check_range_triple(module, instr, source_offset,
                                              source_end, length, "source"));
  uint8_t* source = NULL;
  SR_RETURN_IF_ERROR(sr_rt_resolve(module, instr, sr_rt_arg(frame, instr, 4, 0),
                                   source_size, source_offset, length, false,
                                   "the source", &source));
  sr_rt_value_t target = {0};
  sr_status_t status =
      sr_rt_tied_target(module, instr, frame, 0, target_size, &target);
  uint8_t* ptr = NULL;
  if (!status) {
    status = sr_rt_resolve(module, instr, &target, target_size, target_offset,
                           length, true, "the target", &ptr);
  }
  if (!status) status = sr_rt_copy(module, instr, ptr, source, length);
  if (!status) sr_rt_value_assign(&frame[instr->results[0]], &target);
  sr_rt_value_release(&target);
  return status;
}

// A fresh result of |result_size| holding bytes [offset, offset + size) of
// the source (clone, slice, transfer).
static sr_status_t sr_rt_copy_to_new(sr_module_t* module,
                                     const sr_rt_instr_t* instr,
                                     sr_rt_value_t* frame,
                                     const sr_rt_value_t* source,
                                     uint64_t source_size, uint64_t offset,
                                     uint64_t result_size) {
  uint8_t* ptr = NULL;
  SR_RETURN_IF_ERROR(sr_rt_resolve(module, instr, source, source_size, offset,
                                   result_size, false, "the source", &ptr));
  sr_rt_value_t result = {0};
  SR_RETURN_IF_ERROR(sr_rt_allocate(module, instr, result_size, &result));
  sr_status_t status = sr_rt_copy(
      module, instr, sr_rt_storage_data(result.view.storage), ptr, result_size);
  if (!status) sr_rt_value_move(&frame[instr->results[0]], &result);
  sr_rt_value_release(&result);
  return status;
}

static sr_status_t sr_rt_exec_async(sr_module_t* module,
                                    const sr_rt_instr_t* instr,
                                    sr_rt_value_t* frame) {
  sr_rt_value_t* result =
      instr->result_count ? &frame[instr->results[0]] : NULL;
  switch (instr->kind) {
    case SR_RT_OP_ASYNC_ALLOCA:
      return sr_rt_allocate(
          module, instr, sr_rt_u64(frame, sr_rt_operand(instr, 0, 0)), result);
    case SR_RT_OP_ASYNC_CONSTANT: {
      SR_RETURN_IF_ERROR(sr_rt_wait_await(
          module, instr, sr_rt_optional_timepoint(frame, instr, 0)));
      uint64_t size = sr_rt_u64(frame, sr_rt_operand(instr, 1, 0));
      const sr_rt_constant_t* c = instr->constants;
      if (size < c->length) {
        return sr_rt_error(module, instr, SR_STATUS_OUT_OF_RANGE,
                           "constant needs %zu bytes but its size is %llu",
                           c->length, (unsigned long long)size);
      }
      SR_RETURN_IF_ERROR(sr_rt_allocate(module, instr, size, result));
      uint8_t* data = sr_rt_storage_data(result->view.storage);
      memcpy(data, c->data, c->length);
      memset(data + c->length, 0, size - c->length);
      return sr_ok_status();
    }
    case SR_RT_OP_ASYNC_SPLAT: {
      SR_RETURN_IF_ERROR(sr_rt_wait_await(
          module, instr, sr_rt_optional_timepoint(frame, instr, 0)));
      uint64_t size = sr_rt_u64(frame, sr_rt_operand(instr, 2, 0));
      uint64_t pattern = 0;
      uint32_t bytes = 0;
      sr_rt_fill_pattern(sr_rt_arg(frame, instr, 1, 0),
                         sr_rt_operand_type(instr, 1), &pattern, &bytes);
      sr_rt_value_t value = {0};
      SR_RETURN_IF_ERROR(sr_rt_allocate(module, instr, size, &value));
      sr_status_t status =
          sr_rt_fill(module, instr, sr_rt_storage_data(value.view.storage), 0,
                     size, pattern, bytes);
      if (!status) sr_rt_value_move(result, &value);
      sr_rt_value_release(&value);
      return status;
    }
    case SR_RT_OP_ASYNC_CLONE:
      return sr_rt_copy_to_new(module, instr, frame,
                               sr_rt_arg(frame, instr, 0, 0),
                               sr_rt_u64(frame, sr_rt_operand(instr, 1, 0)), 0,
                               sr_rt_u64(frame, sr_rt_operand(instr, 2, 0)));
    case SR_RT_OP_ASYNC_SLICE: {
      uint64_t offset = sr_rt_u64(frame, sr_rt_operand(instr, 2, 0));
      uint64_t end = sr_rt_u64(frame, sr_rt_operand(instr, 3, 0));
      uint64_t result_size = sr_rt_u64(frame, sr_rt_operand(instr, 4, 0));
      SR_RETURN_IF_ERROR(sr_rt_check_range_triple(module, instr, offset, end,
                                                  result_size, "source"));
      return sr_rt_copy_to_new(
          module, instr, frame, sr_rt_arg(frame, instr, 0, 0),
          sr_rt_u64(frame, sr_rt_operand(instr, 1, 0)), offset, result_size);
    }
    case SR_RT_OP_ASYNC_TRANSFER: {
      uint64_t source_size = sr_rt_u64(frame, sr_rt_operand(instr, 1, 0));
      uint64_t result_size = sr_rt_u64(frame, sr_rt_operand(instr, 2, 0));
      if (result_size != source_size) {
        return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                           "size mismatch: transfer of %llu bytes into a "
                           "%llu-byte result",
                           (unsigned long long)source_size,
                           (unsigned long long)result_size);
      }
      return sr_rt_copy_to_new(module, instr, frame,
                               sr_rt_arg(frame, instr, 0, 0), source_size, 0,
                               result_size);
    }
    case SR_RT_OP_ASYNC_FILL:
      return sr_rt_exec_async_fill(module, instr, frame);
    case SR_RT_OP_ASYNC_UPDATE:
      return sr_rt_exec_async_update(module, instr, frame);
    case SR_RT_OP_ASYNC_COPY:
      return sr_rt_exec_async_copy(module, instr, frame);
    case SR_RT_OP_ASYNC_BARRIER:
    case SR_RT_OP_ASYNC_CAST:
      sr_rt_value_assign(result, sr_rt_arg(frame, instr, 0, 0));
      return sr_ok_status();
    default:
      return sr_rt_error(module, instr, SR_STATUS_INTERNAL, "not an async op");
  }
}

//===----------------------------------------------------------------------===//
// Cmd ops
//===----------------------------------------------------------------------===//

static sr_status_t sr_rt_exec_cmd(sr_module_t* module,
                                  const sr_rt_instr_t* instr,
                                  sr_rt_value_t* frame) {
  switch (instr->kind) {
    case SR_RT_OP_CMD_FLUSH:
    case SR_RT_OP_CMD_INVALIDATE:
    case SR_RT_OP_CMD_DISCARD: {
      // Coherent host memory: nothing to do but the range check.
      uint8_t* ptr = NULL;
      return sr_rt_resolve(module, instr, sr_rt_arg(frame, instr, 0, 0),
                           sr_rt_u64(frame, sr_rt_operand(instr, 1, 0)),
                           sr_rt_u64(frame, sr_rt_operand(instr, 2, 0)),
                           sr_rt_u64(frame, sr_rt_operand(instr, 3, 0)), false,
                           "the target", &ptr);
    }
    case SR_RT_OP_CMD_FILL: {
      uint64_t offset = sr_rt_u64(frame, sr_rt_operand(instr, 2, 0));
      uint64_t length = sr_rt_u64(frame, sr_rt_operand(instr, 3, 0));
      uint8_t* ptr = NULL;
      SR_RETURN_IF_ERROR(
          sr_rt_resolve(module, instr, sr_rt_arg(frame, instr, 0, 0),
                        sr_rt_u64(frame, sr_rt_operand(instr, 1, 0)), offset,
                        length, true, "the target", &ptr));
      uint64_t pattern = 0;
      uint32_t bytes = 0;
      sr_rt_fill_pattern(sr_rt_arg(frame, instr, 4, 0),
                         sr_rt_operand_type(instr, 4), &pattern, &bytes);
      return sr_rt_fill(module, instr, ptr, offset, length, pattern, bytes);
    }
    case SR_RT_OP_CMD_COPY: {
      const sr_rt_value_t* source = sr_rt_arg(frame, instr, 0, 0);
      const sr_rt_value_t* target = sr_rt_arg(frame, instr, 3, 0);
      uint64_t source_offset = sr_rt_u64(frame, sr_rt_operand(instr, 2, 0));
      uint64_t target_offset = sr_rt_u64(frame, sr_rt_operand(instr, 5, 0));
      uint64_t length = sr_rt_u64(frame, sr_rt_operand(instr, 6, 0));
      uint8_t* src = NULL;
      uint8_t* dst = NULL;
      SR_RETURN_IF_ERROR(sr_rt_resolve(
          module, instr, source, sr_rt_u64(frame, sr_rt_operand(instr, 1, 0)),
          source_offset, length, false, "the source", &src));
      SR_RETURN_IF_ERROR(sr_rt_resolve(
          module, instr, target, sr_rt_u64(frame, sr_rt_operand(instr, 4, 0)),
          target_offset, length, true, "the target", &dst));
      if (length && src != dst && src < dst + length && dst < src + length) {
        return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                           "source and target ranges of the copy overlap");
      }
      return sr_rt_copy(module, instr, dst, src, length);
    }
    default:
      return sr_rt_error(module, instr, SR_STATUS_INTERNAL,
                         "'%s' outside an execution region",
                         sr_rt_op_kind_name((sr_rt_op_kind_t)instr->kind));
  }
}

//===----------------------------------------------------------------------===//
// Builtin bodies (inside executables)
//===----------------------------------------------------------------------===//

static sr_status_t sr_rt_exec_builtin_body(sr_module_t* module,
                                           const sr_rt_instr_t* instr,
                                           sr_rt_value_t* frame) {
  sr_rt_value_t* result =
      instr->result_count ? &frame[instr->results[0]] : NULL;
  switch (instr->kind) {
    case SR_RT_OP_WORKGROUP_ID:
      sr_rt_value_set_int(result, 0);
      return sr_ok_status();
    case SR_RT_OP_WORKGROUP_COUNT:
    case SR_RT_OP_WORKGROUP_SIZE:
      sr_rt_value_set_int(result, 1);
      return sr_ok_status();
    case SR_RT_OP_BINDING_SUBSPAN: {
      const sr_rt_value_t* binding = &frame[instr->operands[0]];
      uint64_t offset = sr_rt_u64(frame, instr->operands[1]);
      if (binding->kind != SR_RT_VALUE_VIEW || offset > binding->view.length) {
        return sr_rt_error(module, instr, SR_STATUS_OUT_OF_RANGE,
                           "subspan at %llu is outside its binding",
                           (unsigned long long)offset);
      }
      sr_rt_storage_retain(binding->view.storage);
      sr_rt_value_set_view(result, binding->view.storage,
                           binding->view.offset + offset,
                           binding->view.length - offset);
      return sr_ok_status();
    }
    case SR_RT_OP_BUILTIN_LINALG_FILL:
      sr_rt_value_assign(result, sr_rt_arg(frame, instr, 0, 0));
      return sr_ok_status();
    case SR_RT_OP_BUILTIN_TENSOR_STORE: {
      const sr_rt_value_t* target = sr_rt_arg(frame, instr, 1, 0);
      int64_t offset = instr->imm;
      if (offset == INT64_MIN) offset = sr_rt_arg(frame, instr, 3, 0)->i;
      int64_t count = instr->ints[0];
      if (count == INT64_MIN) count = sr_rt_arg(frame, instr, 4, 0)->i;
      uint64_t pattern = 0;
      uint32_t bytes = 0;
      sr_rt_fill_pattern(sr_rt_arg(frame, instr, 0, 0), instr->type, &pattern,
                         &bytes);
      uint8_t* ptr = NULL;
      SR_RETURN_IF_ERROR(sr_rt_resolve(
          module, instr, target,
          target->kind == SR_RT_VALUE_VIEW ? target->view.length : 0,
          (uint64_t)offset * bytes, (uint64_t)count * bytes, true,
          "the output binding", &ptr));
      return sr_rt_fill(module, instr, ptr, 0, (uint64_t)count * bytes, pattern,
                        bytes);
    }
    default:
      return sr_rt_error(module, instr, SR_STATUS_INTERNAL, "not a body op");
  }
}

//===----------------------------------------------------------------------===//
// The family's rows
//===----------------------------------------------------------------------===//

static const sr_rt_op_def_t kStreamOps[] = {
    {SR_OPID_STREAM_RESOURCE_ALLOC, SR_RT_OP_RESOURCE_ALLOC, 0, 0,
     sr_rt_exec_resource},
    {SR_OPID_STREAM_RESOURCE_ALLOCA, SR_RT_OP_RESOURCE_ALLOCA, 0, 0,
     sr_rt_exec_resource},
    {SR_OPID_STREAM_RESOURCE_DEALLOCA, SR_RT_OP_RESOURCE_DEALLOCA, 0, 0,
     sr_rt_exec_resource},
    {SR_OPID_STREAM_RESOURCE_RETAIN, SR_RT_OP_RESOURCE_RETAIN, 0, 0,
     sr_rt_exec_resource},
    {SR_OPID_STREAM_RESOURCE_RELEASE, SR_RT_OP_RESOURCE_RELEASE, 0, 0,
     sr_rt_exec_resource},
    {SR_OPID_STREAM_RESOURCE_IS_TERMINAL, SR_RT_OP_RESOURCE_IS_TERMINAL, 0, 0,
     sr_rt_exec_resource},
    {SR_OPID_STREAM_RESOURCE_SIZE, SR_RT_OP_RESOURCE_SIZE, 0, 0,
     sr_rt_exec_resource},
    {SR_OPID_STREAM_RESOURCE_TRY_MAP, SR_RT_OP_RESOURCE_TRY_MAP, 0, 0,
     sr_rt_exec_resource},
    {SR_OPID_STREAM_RESOURCE_LOAD, SR_RT_OP_RESOURCE_LOAD, 0, 0,
     sr_rt_exec_resource},
    {SR_OPID_STREAM_RESOURCE_STORE, SR_RT_OP_RESOURCE_STORE, 0, 0,
     sr_rt_exec_resource},
    {SR_OPID_STREAM_RESOURCE_PACK, SR_RT_OP_RESOURCE_PACK, 0, 0,
     sr_rt_exec_resource},
    {SR_OPID_STREAM_RESOURCE_CONSTANTS, SR_RT_OP_RESOURCE_CONSTANTS, 0, 0,
     sr_rt_exec_resource},
    {SR_OPID_STREAM_RESOURCE_SUBVIEW, SR_RT_OP_RESOURCE_SUBVIEW, 0, 0,
     sr_rt_exec_resource},
    {SR_OPID_STREAM_RESOURCE_TRANSIENTS, SR_RT_OP_RESOURCE_TRANSIENTS, 0, 0,
     sr_rt_exec_resource},
    {SR_OPID_STREAM_ASYNC_ALLOCA, SR_RT_OP_ASYNC_ALLOCA, 0, 0,
     sr_rt_exec_async},
    {SR_OPID_STREAM_ASYNC_CONSTANT, SR_RT_OP_ASYNC_CONSTANT, 0, 0,
     sr_rt_exec_async},
    {SR_OPID_STREAM_ASYNC_SPLAT, SR_RT_OP_ASYNC_SPLAT, 0, 0, sr_rt_exec_async},
    {SR_OPID_STREAM_ASYNC_CLONE, SR_RT_OP_ASYNC_CLONE, 0, 0, sr_rt_exec_async},
    {SR_OPID_STREAM_ASYNC_SLICE, SR_RT_OP_ASYNC_SLICE, 0, 0, sr_rt_exec_async},
    {SR_OPID_STREAM_ASYNC_FILL, SR_RT_OP_ASYNC_FILL, 0, 0, sr_rt_exec_async},
    {SR_OPID_STREAM_ASYNC_UPDATE, SR_RT_OP_ASYNC_UPDATE, 0, 0,
     sr_rt_exec_async},
    {SR_OPID_STREAM_ASYNC_COPY, SR_RT_OP_ASYNC_COPY, 0, 0, sr_rt_exec_async},
    {SR_OPID_STREAM_ASYNC_BARRIER, SR_RT_OP_ASYNC_BARRIER, 0, 0,
     sr_rt_exec_async},
    {SR_OPID_STREAM_ASYNC_TRANSFER, SR_RT_OP_ASYNC_TRANSFER, 0, 0,
     sr_rt_exec_async},
    {SR_OPID_STREAM_ASYNC_CAST, SR_RT_OP_ASYNC_CAST, 0, 0, sr_rt_exec_async},
    {SR_OPID_STREAM_ASYNC_LOAD, SR_RT_OP_ASYNC_LOAD, 0, 0, sr_rt_exec_resource},
    {SR_OPID_STREAM_ASYNC_STORE, SR_RT_OP_ASYNC_STORE, 0, 0,
     sr_rt_exec_resource},
    {SR_OPID_STREAM_ASYNC_CONCURRENT, SR_RT_OP_ASYNC_CONCURRENT, 0, 0,
     sr_rt_exec_cmd},
    {SR_OPID_STREAM_CMD_FLUSH, SR_RT_OP_CMD_FLUSH, 0, 0, sr_rt_exec_cmd},
    {SR_OPID_STREAM_CMD_INVALIDATE, SR_RT_OP_CMD_INVALIDATE, 0, 0,
     sr_rt_exec_cmd},
    {SR_OPID_STREAM_CMD_DISCARD, SR_RT_OP_CMD_DISCARD, 0, 0, sr_rt_exec_cmd},
    {SR_OPID_STREAM_CMD_FILL, SR_RT_OP_CMD_FILL, 0, 0, sr_rt_exec_cmd},
    {SR_OPID_STREAM_CMD_COPY, SR_RT_OP_CMD_COPY, 0, 0, sr_rt_exec_cmd},
    {SR_OPID_STREAM_CMD_SERIAL, SR_RT_OP_CMD_SERIAL, 0, 0, sr_rt_exec_cmd},
    {SR_OPID_STREAM_CMD_CONCURRENT, SR_RT_OP_CMD_CONCURRENT, 0, 0,
     sr_rt_exec_cmd},
    {SR_OPID_STREAM_TIMEPOINT_IMMEDIATE, SR_RT_OP_TIMEPOINT_IMMEDIATE, 0, 0,
     sr_rt_exec_timepoint},
    {SR_OPID_STREAM_TIMEPOINT_IMPORT, SR_RT_OP_TIMEPOINT_IMPORT, 0, 0,
     sr_rt_exec_timepoint},
    {SR_OPID_STREAM_TIMEPOINT_EXPORT, SR_RT_OP_TIMEPOINT_EXPORT, 0, 0,
     sr_rt_exec_timepoint},
    {SR_OPID_STREAM_TIMEPOINT_CHAIN_EXTERNAL, SR_RT_OP_TIMEPOINT_CHAIN_EXTERNAL,
     0, 0, sr_rt_exec_timepoint},
    {SR_OPID_STREAM_TIMEPOINT_JOIN, SR_RT_OP_TIMEPOINT_JOIN, 0, 0,
     sr_rt_exec_timepoint},
    {SR_OPID_STREAM_TIMEPOINT_BARRIER, SR_RT_OP_TIMEPOINT_BARRIER, 0, 0,
     sr_rt_exec_timepoint},
    {SR_OPID_STREAM_TIMEPOINT_AWAIT, SR_RT_OP_TIMEPOINT_AWAIT, 0, 0,
     sr_rt_exec_timepoint},
    {SR_OPID_STREAM_DISPATCH_WORKGROUP_ID, SR_RT_OP_WORKGROUP_ID, 0,
     SR_RT_OP_DEF_EXECUTABLE_ONLY, sr_rt_exec_builtin_body},
    {SR_OPID_STREAM_DISPATCH_WORKGROUP_COUNT, SR_RT_OP_WORKGROUP_COUNT, 0,
     SR_RT_OP_DEF_EXECUTABLE_ONLY, sr_rt_exec_builtin_body},
    {SR_OPID_STREAM_DISPATCH_WORKGROUP_SIZE, SR_RT_OP_WORKGROUP_SIZE, 0,
     SR_RT_OP_DEF_EXECUTABLE_ONLY, sr_rt_exec_builtin_body},
    {SR_OPID_STREAM_BINDING_SUBSPAN, SR_RT_OP_BINDING_SUBSPAN, 0,
     SR_RT_OP_DEF_EXECUTABLE_ONLY, sr_rt_exec_builtin_body},
    {SR_OPID_LINALG_FILL, SR_RT_OP_BUILTIN_LINALG_FILL, 0,
     SR_RT_OP_DEF_EXECUTABLE_ONLY, sr_rt_exec_builtin_body},
    {SR_OPID_IREE_TENSOR_EXT_DISPATCH_TENSOR_STORE,
     SR_RT_OP_BUILTIN_TENSOR_STORE, 0, SR_RT_OP_DEF_EXECUTABLE_ONLY,
     sr_rt_exec_builtin_body},
};

sr_rt_op_defs_t sr_rt_stream_ops(void) { return SR_RT_OP_DEFS(kStreamOps); }
