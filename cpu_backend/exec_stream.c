// Resources, timepoints, the byte-level async and cmd ops and the builtin
// bodies (see exec_stream.h). One handler per op, reading its operands by
// the op's schema groups; ops that share a handler share their groups (the
// static asserts check it against each op's schema).

#include "cpu_backend/exec_stream.h"

#include <string.h>

#include "cpu_backend/exec_support.h"
#include "cpu_backend/scalar.h"
#include "cpu_backend/value.h"

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
      sr_rt_group_size(instr, SR_STREAM_RESOURCE_PACK_OFFSET)
          ? sr_rt_arg_u64(frame, instr, SR_STREAM_RESOURCE_PACK_OFFSET)
          : 0;
  uint32_t count =
      sr_rt_group_size(instr, SR_STREAM_RESOURCE_PACK_DYNAMIC_SLICE_SIZES);
  if (instr->int_count != count * 2) {
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "%u lifetime bounds for %u slices", instr->int_count,
                       count);
  }
  sr_rt_value_t* total =
      sr_rt_out(frame, instr, SR_STREAM_RESOURCE_PACK_TOTAL_LENGTH, 0);
  if (count == 1) {
    sr_rt_value_set_int(
        total, (int64_t)sr_rt_arg_u64(
                   frame, instr, SR_STREAM_RESOURCE_PACK_DYNAMIC_SLICE_SIZES));
    sr_rt_value_set_int(
        sr_rt_out(frame, instr, SR_STREAM_RESOURCE_PACK_PACKED_OFFSETS, 0),
        (int64_t)base);
    return sr_ok_status();
  }
  uint64_t offset = 0;
  for (uint32_t i = 0; i < count; ++i) {
    uint64_t size =
        sr_rt_arg(frame, instr, SR_STREAM_RESOURCE_PACK_DYNAMIC_SLICE_SIZES, i)
            ->i;
    sr_rt_value_set_int(
        sr_rt_out(frame, instr, SR_STREAM_RESOURCE_PACK_PACKED_OFFSETS, i),
        (int64_t)(base + offset));
    offset += (size + kAlignment - 1) / kAlignment * kAlignment;
  }
  sr_rt_value_set_int(total, (int64_t)offset);
  return sr_ok_status();
}

static sr_status_t sr_rt_exec_constants(sr_module_t* module,
                                        const sr_rt_instr_t* instr,
                                        sr_rt_value_t* frame) {
  uint32_t count =
      sr_rt_group_size(instr, SR_STREAM_RESOURCE_CONSTANTS_RESULT_SIZES);
  for (uint32_t i = 0; i < count && i < instr->int_count; ++i) {
    const sr_rt_constant_t* c = &instr->constants[i];
    uint64_t size =
        sr_rt_arg(frame, instr, SR_STREAM_RESOURCE_CONSTANTS_RESULT_SIZES, i)
            ->i;
    sr_rt_value_t* result =
        sr_rt_out(frame, instr, SR_STREAM_RESOURCE_CONSTANTS_RESULTS, i);
    sr_rt_lifetime_t lifetime = sr_rt_lifetime_of(
        sr_rt_result_value(instr, SR_STREAM_RESOURCE_CONSTANTS_RESULTS, i)
            ->type);
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
      sr_rt_out(frame, instr, SR_STREAM_RESOURCE_CONSTANTS_RESULT_TIMEPOINT, 0),
      NULL);
  return sr_ok_status();
}

static sr_status_t sr_rt_exec_resource_alloc(sr_module_t* module,
                                             const sr_rt_instr_t* instr,
                                             sr_rt_value_t* frame) {
  return sr_rt_allocate(
      module, instr,
      sr_rt_arg_u64(frame, instr, SR_STREAM_RESOURCE_ALLOC_STORAGE_SIZE),
      sr_rt_out(frame, instr, SR_STREAM_RESOURCE_ALLOC_RESULT, 0));
}

static sr_status_t sr_rt_exec_resource_alloca(sr_module_t* module,
                                              const sr_rt_instr_t* instr,
                                              sr_rt_value_t* frame) {
  sr_rt_value_t* result =
      sr_rt_out(frame, instr, SR_STREAM_RESOURCE_ALLOCA_RESULT, 0);
  SR_RETURN_IF_ERROR(sr_rt_allocate(
      module, instr,
      sr_rt_arg_u64(frame, instr, SR_STREAM_RESOURCE_ALLOCA_STORAGE_SIZE),
      result));
  result->view.storage->flags |= SR_RT_STORAGE_QUEUE_ALLOCATED;
  // Usable once the await is reached: that is the result timepoint.
  sr_rt_set_timepoint_or_immediate(
      sr_rt_out(frame, instr, SR_STREAM_RESOURCE_ALLOCA_RESULT_TIMEPOINT, 0),
      sr_rt_optional_timepoint(frame, instr,
                               SR_STREAM_RESOURCE_ALLOCA_AWAIT_TIMEPOINT));
  return sr_ok_status();
}

static sr_status_t sr_rt_exec_resource_dealloca(sr_module_t* module,
                                                const sr_rt_instr_t* instr,
                                                sr_rt_value_t* frame) {
  const sr_rt_value_t* r =
      sr_rt_arg(frame, instr, SR_STREAM_RESOURCE_DEALLOCA_OPERAND, 0);
  if (r->kind != SR_RT_VALUE_VIEW) {
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "deallocating something that is not a resource");
  }
  // Memory returns when the last reference (including in-flight regions) is
  // gone, which is never before the await.
  sr_rt_set_timepoint_or_immediate(
      sr_rt_out(frame, instr, SR_STREAM_RESOURCE_DEALLOCA_RESULT_TIMEPOINT, 0),
      sr_rt_optional_timepoint(frame, instr,
                               SR_STREAM_RESOURCE_DEALLOCA_AWAIT_TIMEPOINT));
  return sr_ok_status();
}

static sr_status_t sr_rt_exec_resource_retain(sr_module_t* module,
                                              const sr_rt_instr_t* instr,
                                              sr_rt_value_t* frame) {
  (void)module;
  (void)instr;
  (void)frame;
  return sr_ok_status();
}

// resource.release and resource.is_terminal: the runtime's references are
// its own, so no resource is ever terminal (false).
_Static_assert((int)SR_STREAM_RESOURCE_RELEASE_RESULT ==
                   (int)SR_STREAM_RESOURCE_IS_TERMINAL_RESULT,
               "resource.release is resource.is_terminal's layout");

static sr_status_t sr_rt_exec_resource_release(sr_module_t* module,
                                               const sr_rt_instr_t* instr,
                                               sr_rt_value_t* frame) {
  (void)module;
  sr_rt_value_set_int(
      sr_rt_out(frame, instr, SR_STREAM_RESOURCE_RELEASE_RESULT, 0), 0);
  return sr_ok_status();
}

static sr_status_t sr_rt_exec_resource_size(sr_module_t* module,
                                            const sr_rt_instr_t* instr,
                                            sr_rt_value_t* frame) {
  (void)module;
  const sr_rt_value_t* r =
      sr_rt_arg(frame, instr, SR_STREAM_RESOURCE_SIZE_OPERAND, 0);
  sr_rt_value_set_int(
      sr_rt_out(frame, instr, SR_STREAM_RESOURCE_SIZE_RESULT, 0),
      r->kind == SR_RT_VALUE_VIEW ? (int64_t)r->view.length : 0);
  return sr_ok_status();
}

static sr_status_t sr_rt_exec_resource_try_map(sr_module_t* module,
                                               const sr_rt_instr_t* instr,
                                               sr_rt_value_t* frame) {
  const sr_rt_value_t* source =
      sr_rt_arg(frame, instr, SR_STREAM_RESOURCE_TRY_MAP_SOURCE, 0);
  uint64_t offset =
      sr_rt_arg_u64(frame, instr, SR_STREAM_RESOURCE_TRY_MAP_SOURCE_OFFSET);
  uint64_t size =
      sr_rt_arg_u64(frame, instr, SR_STREAM_RESOURCE_TRY_MAP_RESULT_SIZE);
  uint8_t* ptr = NULL;
  SR_RETURN_IF_ERROR(
      sr_rt_resolve(module, instr, source,
                    source->kind == SR_RT_VALUE_VIEW ? source->view.length : 0,
                    offset, size, false, "the source buffer", &ptr));
  sr_rt_lifetime_t lifetime = sr_rt_lifetime_of(
      sr_rt_result_value(instr, SR_STREAM_RESOURCE_TRY_MAP_RESULT, 0)->type);
  sr_rt_value_t* did_map =
      sr_rt_out(frame, instr, SR_STREAM_RESOURCE_TRY_MAP_DID_MAP, 0);
  sr_rt_value_t* result =
      sr_rt_out(frame, instr, SR_STREAM_RESOURCE_TRY_MAP_RESULT, 0);
  bool read_only = (source->view.storage->flags & SR_RT_STORAGE_READ_ONLY) != 0;
  if (read_only && lifetime != SR_RT_LIFETIME_CONSTANT) {
    // A mutable resource needs private memory: let the program fall back to
    // alloc + copy.
    sr_rt_value_set_int(did_map, 0);
    sr_rt_value_release(result);
    return sr_ok_status();
  }
  sr_rt_value_set_int(did_map, -1);
  sr_rt_storage_retain(source->view.storage);
  sr_rt_value_set_view(result, source->view.storage,
                       source->view.offset + offset, size);
  return sr_ok_status();
}

// resource.load and async.load read a scalar alike.
_Static_assert((int)SR_STREAM_ASYNC_LOAD_SOURCE ==
                       (int)SR_STREAM_RESOURCE_LOAD_SOURCE &&
                   (int)SR_STREAM_ASYNC_LOAD_SOURCE_SIZE ==
                       (int)SR_STREAM_RESOURCE_LOAD_SOURCE_SIZE &&
                   (int)SR_STREAM_ASYNC_LOAD_SOURCE_OFFSET ==
                       (int)SR_STREAM_RESOURCE_LOAD_SOURCE_OFFSET &&
                   (int)SR_STREAM_ASYNC_LOAD_RESULT ==
                       (int)SR_STREAM_RESOURCE_LOAD_RESULT,
               "async.load is resource.load's layout");

static sr_status_t sr_rt_exec_resource_load(sr_module_t* module,
                                            const sr_rt_instr_t* instr,
                                            sr_rt_value_t* frame) {
  uint8_t* ptr = NULL;
  SR_RETURN_IF_ERROR(sr_rt_resolve(
      module, instr, sr_rt_arg(frame, instr, SR_STREAM_RESOURCE_LOAD_SOURCE, 0),
      sr_rt_arg_u64(frame, instr, SR_STREAM_RESOURCE_LOAD_SOURCE_SIZE),
      sr_rt_arg_u64(frame, instr, SR_STREAM_RESOURCE_LOAD_SOURCE_OFFSET),
      sr_rt_scalar_bytes(instr->type), false, "the source", &ptr));
  uint64_t bits = 0;
  memcpy(&bits, ptr, sr_rt_scalar_bytes(instr->type));
  sr_rt_scalar_from_bits(
      bits, instr->type,
      sr_rt_out(frame, instr, SR_STREAM_RESOURCE_LOAD_RESULT, 0));
  return sr_ok_status();
}

// resource.store writes a scalar in place; async.store the same into its
// tied target, which it returns.
_Static_assert((int)SR_STREAM_ASYNC_STORE_TARGET ==
                       (int)SR_STREAM_RESOURCE_STORE_TARGET &&
                   (int)SR_STREAM_ASYNC_STORE_TARGET_SIZE ==
                       (int)SR_STREAM_RESOURCE_STORE_TARGET_SIZE &&
                   (int)SR_STREAM_ASYNC_STORE_TARGET_OFFSET ==
                       (int)SR_STREAM_RESOURCE_STORE_TARGET_OFFSET &&
                   (int)SR_STREAM_ASYNC_STORE_VALUE ==
                       (int)SR_STREAM_RESOURCE_STORE_VALUE,
               "async.store is resource.store's layout");

static sr_status_t sr_rt_exec_resource_store(sr_module_t* module,
                                             const sr_rt_instr_t* instr,
                                             sr_rt_value_t* frame) {
  sr_rt_scalar_type_t type =
      sr_rt_operand_type(instr, SR_STREAM_RESOURCE_STORE_VALUE);
  uint64_t size =
      sr_rt_arg_u64(frame, instr, SR_STREAM_RESOURCE_STORE_TARGET_SIZE);
  bool is_async = instr->kind == SR_RT_OP_ASYNC_STORE;
  sr_rt_value_t target = {0};
  sr_status_t status = sr_ok_status();
  if (is_async) {
    status = sr_rt_tied_target(module, instr, frame,
                               SR_STREAM_ASYNC_STORE_TARGET, size, &target);
  } else {
    sr_rt_value_assign(
        &target, sr_rt_arg(frame, instr, SR_STREAM_RESOURCE_STORE_TARGET, 0));
  }
  uint8_t* ptr = NULL;
  if (!status) {
    status = sr_rt_resolve(
        module, instr, &target, size,
        sr_rt_arg_u64(frame, instr, SR_STREAM_RESOURCE_STORE_TARGET_OFFSET),
        sr_rt_scalar_bytes(type), true, "the target", &ptr);
  }
  if (!status) {
    uint64_t bits = sr_rt_scalar_to_bits(
        sr_rt_arg(frame, instr, SR_STREAM_RESOURCE_STORE_VALUE, 0), type);
    memcpy(ptr, &bits, sr_rt_scalar_bytes(type));
    if (is_async) {
      sr_rt_value_assign(
          sr_rt_out(frame, instr, SR_STREAM_ASYNC_STORE_RESULT, 0), &target);
    }
  }
  sr_rt_value_release(&target);
  return status;
}

static sr_status_t sr_rt_exec_resource_subview(sr_module_t* module,
                                               const sr_rt_instr_t* instr,
                                               sr_rt_value_t* frame) {
  const sr_rt_value_t* source =
      sr_rt_arg(frame, instr, SR_STREAM_RESOURCE_SUBVIEW_SOURCE, 0);
  uint64_t source_size =
      sr_rt_arg_u64(frame, instr, SR_STREAM_RESOURCE_SUBVIEW_SOURCE_SIZE);
  uint64_t offset =
      sr_rt_arg_u64(frame, instr, SR_STREAM_RESOURCE_SUBVIEW_SOURCE_OFFSET);
  uint64_t size =
      sr_rt_arg_u64(frame, instr, SR_STREAM_RESOURCE_SUBVIEW_RESULT_SIZE);
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
  sr_rt_value_set_view(
      sr_rt_out(frame, instr, SR_STREAM_RESOURCE_SUBVIEW_RESULT, 0),
      source->view.storage, source->view.offset + offset, size);
  return sr_ok_status();
}

static sr_status_t sr_rt_exec_resource_transients(sr_module_t* module,
                                                  const sr_rt_instr_t* instr,
                                                  sr_rt_value_t* frame) {
  (void)module;
  sr_rt_value_assign(
      sr_rt_out(frame, instr, SR_STREAM_RESOURCE_TRANSIENTS_RESULT, 0),
      sr_rt_arg(frame, instr, SR_STREAM_RESOURCE_TRANSIENTS_RESOURCE, 0));
  sr_rt_set_timepoint_or_immediate(
      sr_rt_out(frame, instr, SR_STREAM_RESOURCE_TRANSIENTS_RESULT_TIMEPOINT,
                0),
      sr_rt_optional_timepoint(frame, instr,
                               SR_STREAM_RESOURCE_TRANSIENTS_AWAIT_TIMEPOINT));
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Timepoints
//===----------------------------------------------------------------------===//

static sr_status_t sr_rt_exec_timepoint_immediate(sr_module_t* module,
                                                  const sr_rt_instr_t* instr,
                                                  sr_rt_value_t* frame) {
  (void)module;
  sr_rt_set_timepoint_or_immediate(
      sr_rt_out(frame, instr, SR_STREAM_TIMEPOINT_IMMEDIATE_RESULT_TIMEPOINT,
                0),
      NULL);
  return sr_ok_status();
}

// The timepoint of |value|, or NULL when it holds none.
static sr_timepoint_t* sr_rt_timepoint_of(const sr_rt_value_t* value) {
  return value->kind == SR_RT_VALUE_TIMEPOINT ? value->timepoint : NULL;
}

// timepoint.import: the imported fence (its first operand) is the
// timepoint.
static sr_status_t sr_rt_exec_timepoint_import(sr_module_t* module,
                                               const sr_rt_instr_t* instr,
                                               sr_rt_value_t* frame) {
  (void)module;
  sr_rt_set_timepoint_or_immediate(
      sr_rt_out(frame, instr, SR_STREAM_TIMEPOINT_IMPORT_RESULT_TIMEPOINT, 0),
      sr_rt_timepoint_of(
          sr_rt_arg(frame, instr, SR_STREAM_TIMEPOINT_IMPORT_OPERANDS, 0)));
  return sr_ok_status();
}

// timepoint.export: the timepoint is the first result, any others 0.
static sr_status_t sr_rt_exec_timepoint_export(sr_module_t* module,
                                               const sr_rt_instr_t* instr,
                                               sr_rt_value_t* frame) {
  (void)module;
  sr_rt_set_timepoint_or_immediate(
      sr_rt_out(frame, instr, SR_STREAM_TIMEPOINT_EXPORT_RESULTS, 0),
      sr_rt_timepoint_of(sr_rt_arg(
          frame, instr, SR_STREAM_TIMEPOINT_EXPORT_AWAIT_TIMEPOINT, 0)));
  uint32_t count =
      sr_rt_result_group_size(instr, SR_STREAM_TIMEPOINT_EXPORT_RESULTS);
  for (uint32_t i = 1; i < count; ++i) {
    sr_rt_value_set_int(
        sr_rt_out(frame, instr, SR_STREAM_TIMEPOINT_EXPORT_RESULTS, i), 0);
  }
  return sr_ok_status();
}

static sr_status_t sr_rt_exec_timepoint_chain_external(
    sr_module_t* module, const sr_rt_instr_t* instr, sr_rt_value_t* frame) {
  // Each fence completes on the thread that completes the source (now, when
  // the execute ran inline): a host awaiting the fence is not delayed by a
  // hop through the loop thread.
  sr_timepoint_t* source = sr_rt_optional_timepoint(
      frame, instr, SR_STREAM_TIMEPOINT_CHAIN_EXTERNAL_AWAIT_TIMEPOINT);
  uint32_t count = sr_rt_group_size(
      instr, SR_STREAM_TIMEPOINT_CHAIN_EXTERNAL_EXTERNAL_VALUES);
  for (uint32_t i = 0; i < count; ++i) {
    const sr_rt_value_t* f = sr_rt_arg(
        frame, instr, SR_STREAM_TIMEPOINT_CHAIN_EXTERNAL_EXTERNAL_VALUES, i);
    if (f->kind != SR_RT_VALUE_TIMEPOINT || !f->timepoint) continue;
    SR_RETURN_IF_ERROR(
        sr_timepoint_chain(source ? source : sr_timepoint_immediate(),
                           f->timepoint, module->instance->allocator));
  }
  return sr_ok_status();
}

static sr_status_t sr_rt_exec_timepoint_join(sr_module_t* module,
                                             const sr_rt_instr_t* instr,
                                             sr_rt_value_t* frame) {
  sr_timepoint_t* stack[32];
  sr_timepoint_t** list = stack;
  uint32_t count =
      sr_rt_group_size(instr, SR_STREAM_TIMEPOINT_JOIN_AWAIT_TIMEPOINTS);
  if (count > 32) {
    SR_RETURN_IF_ERROR(sr_allocator_malloc(
        module->instance->allocator, count * sizeof(void*), (void**)&list));
  }
  uint32_t n = 0;
  for (uint32_t i = 0; i < count; ++i) {
    const sr_rt_value_t* t =
        sr_rt_arg(frame, instr, SR_STREAM_TIMEPOINT_JOIN_AWAIT_TIMEPOINTS, i);
    if (t->kind == SR_RT_VALUE_TIMEPOINT && t->timepoint) {
      list[n++] = t->timepoint;
    }
  }
  sr_timepoint_t* joined = NULL;
  sr_status_t status =
      sr_timepoint_join(list, n, module->instance->allocator, &joined);
  if (list != stack) sr_allocator_free(module->instance->allocator, list);
  SR_RETURN_IF_ERROR(status);
  sr_rt_value_set_timepoint(
      sr_rt_out(frame, instr, SR_STREAM_TIMEPOINT_JOIN_RESULT_TIMEPOINT, 0),
      joined);
  return sr_ok_status();
}

static sr_status_t sr_rt_exec_timepoint_barrier(sr_module_t* module,
                                                const sr_rt_instr_t* instr,
                                                sr_rt_value_t* frame) {
  (void)module;
  sr_rt_value_assign(
      sr_rt_out(frame, instr, SR_STREAM_TIMEPOINT_BARRIER_RESULT, 0),
      sr_rt_arg(frame, instr, SR_STREAM_TIMEPOINT_BARRIER_RESOURCE, 0));
  sr_rt_set_timepoint_or_immediate(
      sr_rt_out(frame, instr, SR_STREAM_TIMEPOINT_BARRIER_RESULT_TIMEPOINT, 0),
      NULL);
  return sr_ok_status();
}

static sr_status_t sr_rt_exec_timepoint_await(sr_module_t* module,
                                              const sr_rt_instr_t* instr,
                                              sr_rt_value_t* frame) {
  SR_RETURN_IF_ERROR(sr_rt_wait_await(
      module, instr,
      sr_rt_optional_timepoint(frame, instr,
                               SR_STREAM_TIMEPOINT_AWAIT_AWAIT_TIMEPOINT)));
  uint32_t count =
      sr_rt_result_group_size(instr, SR_STREAM_TIMEPOINT_AWAIT_RESULTS);
  for (uint32_t i = 0; i < count; ++i) {
    sr_rt_value_assign(
        sr_rt_out(frame, instr, SR_STREAM_TIMEPOINT_AWAIT_RESULTS, i),
        sr_rt_arg(frame, instr, SR_STREAM_TIMEPOINT_AWAIT_RESOURCE_OPERANDS,
                  i));
  }
  return sr_ok_status();
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
  uint64_t size = sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_FILL_TARGET_SIZE);
  uint64_t offset =
      sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_FILL_TARGET_OFFSET);
  uint64_t end = sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_FILL_TARGET_END);
  uint64_t length =
      sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_FILL_TARGET_LENGTH);
  SR_RETURN_IF_ERROR(
      sr_rt_check_range_triple(module, instr, offset, end, length, "target"));
  sr_rt_value_t target = {0};
  sr_status_t status = sr_rt_tied_target(
      module, instr, frame, SR_STREAM_ASYNC_FILL_TARGET, size, &target);
  uint8_t* ptr = NULL;
  if (!status) {
    status = sr_rt_resolve(module, instr, &target, size, offset, length, true,
                           "the target", &ptr);
  }
  if (!status) {
    uint64_t pattern = 0;
    uint32_t bytes = 0;
    sr_rt_fill_pattern(sr_rt_arg(frame, instr, SR_STREAM_ASYNC_FILL_VALUE, 0),
                       sr_rt_operand_type(instr, SR_STREAM_ASYNC_FILL_VALUE),
                       &pattern, &bytes);
    status = sr_rt_fill(module, instr, ptr, offset, length, pattern, bytes);
  }
  if (!status) {
    sr_rt_value_assign(sr_rt_out(frame, instr, SR_STREAM_ASYNC_FILL_RESULT, 0),
                       &target);
  }
  sr_rt_value_release(&target);
  return status;
}

static sr_status_t sr_rt_exec_async_update(sr_module_t* module,
                                           const sr_rt_instr_t* instr,
                                           sr_rt_value_t* frame) {
  uint64_t size =
      sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_UPDATE_TARGET_SIZE);
  uint64_t offset =
      sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_UPDATE_TARGET_OFFSET);
  uint64_t end = sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_UPDATE_TARGET_END);
  uint64_t update_size =
      sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_UPDATE_UPDATE_SIZE);
  SR_RETURN_IF_ERROR(sr_rt_check_range_triple(module, instr, offset, end,
                                              update_size, "target"));
  uint8_t* source = NULL;
  SR_RETURN_IF_ERROR(sr_rt_resolve(
      module, instr, sr_rt_arg(frame, instr, SR_STREAM_ASYNC_UPDATE_UPDATE, 0),
      update_size, 0, update_size, false, "the update", &source));
  sr_rt_value_t target = {0};
  sr_status_t status = sr_rt_tied_target(
      module, instr, frame, SR_STREAM_ASYNC_UPDATE_TARGET, size, &target);
  uint8_t* ptr = NULL;
  if (!status) {
    status = sr_rt_resolve(module, instr, &target, size, offset, update_size,
                           true, "the target", &ptr);
  }
  if (!status) status = sr_rt_copy(module, instr, ptr, source, update_size);
  if (!status) {
    sr_rt_value_assign(
        sr_rt_out(frame, instr, SR_STREAM_ASYNC_UPDATE_RESULT, 0), &target);
  }
  sr_rt_value_release(&target);
  return status;
}

static sr_status_t sr_rt_exec_async_copy(sr_module_t* module,
                                         const sr_rt_instr_t* instr,
                                         sr_rt_value_t* frame) {
  uint64_t target_size =
      sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_COPY_TARGET_SIZE);
  uint64_t target_offset =
      sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_COPY_TARGET_OFFSET);
  uint64_t target_end =
      sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_COPY_TARGET_END);
  uint64_t source_size =
      sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_COPY_SOURCE_SIZE);
  uint64_t source_offset =
      sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_COPY_SOURCE_OFFSET);
  uint64_t source_end =
      sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_COPY_SOURCE_END);
  uint64_t length = sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_COPY_LENGTH);
  SR_RETURN_IF_ERROR(sr_rt_check_range_triple(module, instr, target_offset,
                                              target_end, length, "target"));
  SR_RETURN_IF_ERROR(sr_rt_check_range_triple(module, instr, source_offset,
                                              source_end, length, "source"));
  uint8_t* source = NULL;
  SR_RETURN_IF_ERROR(sr_rt_resolve(
      module, instr, sr_rt_arg(frame, instr, SR_STREAM_ASYNC_COPY_SOURCE, 0),
      source_size, source_offset, length, false, "the source", &source));
  sr_rt_value_t target = {0};
  sr_status_t status = sr_rt_tied_target(
      module, instr, frame, SR_STREAM_ASYNC_COPY_TARGET, target_size, &target);
  uint8_t* ptr = NULL;
  if (!status) {
    status = sr_rt_resolve(module, instr, &target, target_size, target_offset,
                           length, true, "the target", &ptr);
  }
  if (!status) status = sr_rt_copy(module, instr, ptr, source, length);
  if (!status) {
    sr_rt_value_assign(sr_rt_out(frame, instr, SR_STREAM_ASYNC_COPY_RESULT, 0),
                       &target);
  }
  sr_rt_value_release(&target);
  return status;
}

// A fresh |result| of |result_size| holding bytes [offset, offset + size)
// of the source (clone, slice, transfer).
static sr_status_t sr_rt_copy_to_new(sr_module_t* module,
                                     const sr_rt_instr_t* instr,
                                     const sr_rt_value_t* source,
                                     uint64_t source_size, uint64_t offset,
                                     uint64_t result_size,
                                     sr_rt_value_t* out_result) {
  uint8_t* ptr = NULL;
  SR_RETURN_IF_ERROR(sr_rt_resolve(module, instr, source, source_size, offset,
                                   result_size, false, "the source", &ptr));
  sr_rt_value_t result = {0};
  SR_RETURN_IF_ERROR(sr_rt_allocate(module, instr, result_size, &result));
  sr_status_t status = sr_rt_copy(
      module, instr, sr_rt_storage_data(result.view.storage), ptr, result_size);
  if (!status) sr_rt_value_move(out_result, &result);
  sr_rt_value_release(&result);
  return status;
}

static sr_status_t sr_rt_exec_async_alloca(sr_module_t* module,
                                           const sr_rt_instr_t* instr,
                                           sr_rt_value_t* frame) {
  return sr_rt_allocate(
      module, instr,
      sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_ALLOCA_STORAGE_SIZE),
      sr_rt_out(frame, instr, SR_STREAM_ASYNC_ALLOCA_RESULT, 0));
}

static sr_status_t sr_rt_exec_async_constant(sr_module_t* module,
                                             const sr_rt_instr_t* instr,
                                             sr_rt_value_t* frame) {
  SR_RETURN_IF_ERROR(sr_rt_wait_await(
      module, instr,
      sr_rt_optional_timepoint(frame, instr,
                               SR_STREAM_ASYNC_CONSTANT_AWAIT_TIMEPOINT)));
  uint64_t size =
      sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_CONSTANT_RESULT_SIZE);
  const sr_rt_constant_t* c = instr->constants;
  if (size < c->length) {
    return sr_rt_error(module, instr, SR_STATUS_OUT_OF_RANGE,
                       "constant needs %zu bytes but its size is %llu",
                       c->length, (unsigned long long)size);
  }
  sr_rt_value_t* result =
      sr_rt_out(frame, instr, SR_STREAM_ASYNC_CONSTANT_RESULT, 0);
  SR_RETURN_IF_ERROR(sr_rt_allocate(module, instr, size, result));
  uint8_t* data = sr_rt_storage_data(result->view.storage);
  memcpy(data, c->data, c->length);
  memset(data + c->length, 0, size - c->length);
  return sr_ok_status();
}

static sr_status_t sr_rt_exec_async_splat(sr_module_t* module,
                                          const sr_rt_instr_t* instr,
                                          sr_rt_value_t* frame) {
  SR_RETURN_IF_ERROR(sr_rt_wait_await(
      module, instr,
      sr_rt_optional_timepoint(frame, instr,
                               SR_STREAM_ASYNC_SPLAT_AWAIT_TIMEPOINT)));
  uint64_t size =
      sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_SPLAT_RESULT_SIZE);
  uint64_t pattern = 0;
  uint32_t bytes = 0;
  sr_rt_fill_pattern(sr_rt_arg(frame, instr, SR_STREAM_ASYNC_SPLAT_VALUE, 0),
                     sr_rt_operand_type(instr, SR_STREAM_ASYNC_SPLAT_VALUE),
                     &pattern, &bytes);
  sr_rt_value_t value = {0};
  SR_RETURN_IF_ERROR(sr_rt_allocate(module, instr, size, &value));
  sr_status_t status =
      sr_rt_fill(module, instr, sr_rt_storage_data(value.view.storage), 0, size,
                 pattern, bytes);
  if (!status) {
    sr_rt_value_move(sr_rt_out(frame, instr, SR_STREAM_ASYNC_SPLAT_RESULT, 0),
                     &value);
  }
  sr_rt_value_release(&value);
  return status;
}

static sr_status_t sr_rt_exec_async_clone(sr_module_t* module,
                                          const sr_rt_instr_t* instr,
                                          sr_rt_value_t* frame) {
  return sr_rt_copy_to_new(
      module, instr, sr_rt_arg(frame, instr, SR_STREAM_ASYNC_CLONE_SOURCE, 0),
      sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_CLONE_SOURCE_SIZE), 0,
      sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_CLONE_RESULT_SIZE),
      sr_rt_out(frame, instr, SR_STREAM_ASYNC_CLONE_RESULT, 0));
}

static sr_status_t sr_rt_exec_async_slice(sr_module_t* module,
                                          const sr_rt_instr_t* instr,
                                          sr_rt_value_t* frame) {
  uint64_t offset =
      sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_SLICE_SOURCE_OFFSET);
  uint64_t end = sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_SLICE_SOURCE_END);
  uint64_t result_size =
      sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_SLICE_RESULT_SIZE);
  SR_RETURN_IF_ERROR(sr_rt_check_range_triple(module, instr, offset, end,
                                              result_size, "source"));
  return sr_rt_copy_to_new(
      module, instr, sr_rt_arg(frame, instr, SR_STREAM_ASYNC_SLICE_SOURCE, 0),
      sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_SLICE_SOURCE_SIZE), offset,
      result_size, sr_rt_out(frame, instr, SR_STREAM_ASYNC_SLICE_RESULT, 0));
}

static sr_status_t sr_rt_exec_async_transfer(sr_module_t* module,
                                             const sr_rt_instr_t* instr,
                                             sr_rt_value_t* frame) {
  uint64_t source_size =
      sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_TRANSFER_SOURCE_SIZE);
  uint64_t result_size =
      sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_TRANSFER_RESULT_SIZE);
  if (result_size != source_size) {
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "size mismatch: transfer of %llu bytes into a "
                       "%llu-byte result",
                       (unsigned long long)source_size,
                       (unsigned long long)result_size);
  }
  return sr_rt_copy_to_new(
      module, instr,
      sr_rt_arg(frame, instr, SR_STREAM_ASYNC_TRANSFER_SOURCE, 0), source_size,
      0, result_size,
      sr_rt_out(frame, instr, SR_STREAM_ASYNC_TRANSFER_RESULT, 0));
}

// async.barrier and async.cast pass their source through.
_Static_assert((int)SR_STREAM_ASYNC_CAST_SOURCE ==
                       (int)SR_STREAM_ASYNC_BARRIER_SOURCE &&
                   (int)SR_STREAM_ASYNC_CAST_RESULT ==
                       (int)SR_STREAM_ASYNC_BARRIER_RESULT,
               "async.cast is async.barrier's layout");

static sr_status_t sr_rt_exec_async_barrier(sr_module_t* module,
                                            const sr_rt_instr_t* instr,
                                            sr_rt_value_t* frame) {
  (void)module;
  sr_rt_value_assign(
      sr_rt_out(frame, instr, SR_STREAM_ASYNC_BARRIER_RESULT, 0),
      sr_rt_arg(frame, instr, SR_STREAM_ASYNC_BARRIER_SOURCE, 0));
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Cmd ops
//===----------------------------------------------------------------------===//

// cmd.flush, cmd.invalidate and cmd.discard: coherent host memory, nothing
// to do but the range check.
#define SR_RT_CMD_RANGE_LAYOUT(OP)                                           \
  _Static_assert(                                                            \
      (int)SR_STREAM_CMD_##OP##_TARGET == (int)SR_STREAM_CMD_FLUSH_TARGET && \
          (int)SR_STREAM_CMD_##OP##_TARGET_SIZE ==                           \
              (int)SR_STREAM_CMD_FLUSH_TARGET_SIZE &&                        \
          (int)SR_STREAM_CMD_##OP##_TARGET_OFFSET ==                         \
              (int)SR_STREAM_CMD_FLUSH_TARGET_OFFSET &&                      \
          (int)SR_STREAM_CMD_##OP##_TARGET_LENGTH ==                         \
              (int)SR_STREAM_CMD_FLUSH_TARGET_LENGTH,                        \
      "cmd." #OP " is cmd.flush's layout");
SR_RT_CMD_RANGE_LAYOUT(INVALIDATE)
SR_RT_CMD_RANGE_LAYOUT(DISCARD)
#undef SR_RT_CMD_RANGE_LAYOUT

static sr_status_t sr_rt_exec_cmd_flush(sr_module_t* module,
                                        const sr_rt_instr_t* instr,
                                        sr_rt_value_t* frame) {
  uint8_t* ptr = NULL;
  return sr_rt_resolve(
      module, instr, sr_rt_arg(frame, instr, SR_STREAM_CMD_FLUSH_TARGET, 0),
      sr_rt_arg_u64(frame, instr, SR_STREAM_CMD_FLUSH_TARGET_SIZE),
      sr_rt_arg_u64(frame, instr, SR_STREAM_CMD_FLUSH_TARGET_OFFSET),
      sr_rt_arg_u64(frame, instr, SR_STREAM_CMD_FLUSH_TARGET_LENGTH), false,
      "the target", &ptr);
}

static sr_status_t sr_rt_exec_cmd_fill(sr_module_t* module,
                                       const sr_rt_instr_t* instr,
                                       sr_rt_value_t* frame) {
  uint64_t offset =
      sr_rt_arg_u64(frame, instr, SR_STREAM_CMD_FILL_TARGET_OFFSET);
  uint64_t length =
      sr_rt_arg_u64(frame, instr, SR_STREAM_CMD_FILL_TARGET_LENGTH);
  uint8_t* ptr = NULL;
  SR_RETURN_IF_ERROR(sr_rt_resolve(
      module, instr, sr_rt_arg(frame, instr, SR_STREAM_CMD_FILL_TARGET, 0),
      sr_rt_arg_u64(frame, instr, SR_STREAM_CMD_FILL_TARGET_SIZE), offset,
      length, true, "the target", &ptr));
  uint64_t pattern = 0;
  uint32_t bytes = 0;
  sr_rt_fill_pattern(sr_rt_arg(frame, instr, SR_STREAM_CMD_FILL_VALUE, 0),
                     sr_rt_operand_type(instr, SR_STREAM_CMD_FILL_VALUE),
                     &pattern, &bytes);
  return sr_rt_fill(module, instr, ptr, offset, length, pattern, bytes);
}

static sr_status_t sr_rt_exec_cmd_copy(sr_module_t* module,
                                       const sr_rt_instr_t* instr,
                                       sr_rt_value_t* frame) {
  const sr_rt_value_t* source =
      sr_rt_arg(frame, instr, SR_STREAM_CMD_COPY_SOURCE, 0);
  const sr_rt_value_t* target =
      sr_rt_arg(frame, instr, SR_STREAM_CMD_COPY_TARGET, 0);
  uint64_t source_offset =
      sr_rt_arg_u64(frame, instr, SR_STREAM_CMD_COPY_SOURCE_OFFSET);
  uint64_t target_offset =
      sr_rt_arg_u64(frame, instr, SR_STREAM_CMD_COPY_TARGET_OFFSET);
  uint64_t length = sr_rt_arg_u64(frame, instr, SR_STREAM_CMD_COPY_LENGTH);
  uint8_t* src = NULL;
  uint8_t* dst = NULL;
  SR_RETURN_IF_ERROR(
      sr_rt_resolve(module, instr, source,
                    sr_rt_arg_u64(frame, instr, SR_STREAM_CMD_COPY_SOURCE_SIZE),
                    source_offset, length, false, "the source", &src));
  SR_RETURN_IF_ERROR(
      sr_rt_resolve(module, instr, target,
                    sr_rt_arg_u64(frame, instr, SR_STREAM_CMD_COPY_TARGET_SIZE),
                    target_offset, length, true, "the target", &dst));
  if (length && src != dst && src < dst + length && dst < src + length) {
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "source and target ranges of the copy overlap");
  }
  return sr_rt_copy(module, instr, dst, src, length);
}

// cmd.serial / cmd.concurrent / async.concurrent run as parts of their
// execution region (region.c); reached on their own they are misplaced.
static sr_status_t sr_rt_exec_outside_region(sr_module_t* module,
                                             const sr_rt_instr_t* instr,
                                             sr_rt_value_t* frame) {
  (void)frame;
  return sr_rt_error(module, instr, SR_STATUS_INTERNAL,
                     "'%s' outside an execution region",
                     sr_rt_op_kind_name((sr_rt_op_kind_t)instr->kind));
}

//===----------------------------------------------------------------------===//
// Builtin bodies (inside executables)
//===----------------------------------------------------------------------===//

// The builtin bodies run one workgroup: id 0 of a count and size of 1.
_Static_assert((int)SR_STREAM_DISPATCH_WORKGROUP_COUNT_RESULT ==
                       (int)SR_STREAM_DISPATCH_WORKGROUP_ID_RESULT &&
                   (int)SR_STREAM_DISPATCH_WORKGROUP_SIZE_RESULT ==
                       (int)SR_STREAM_DISPATCH_WORKGROUP_ID_RESULT,
               "workgroup id, count and size have one result alike");

static sr_status_t sr_rt_exec_workgroup_info(sr_module_t* module,
                                             const sr_rt_instr_t* instr,
                                             sr_rt_value_t* frame) {
  (void)module;
  sr_rt_value_set_int(
      sr_rt_out(frame, instr, SR_STREAM_DISPATCH_WORKGROUP_ID_RESULT, 0),
      instr->kind == SR_RT_OP_WORKGROUP_ID ? 0 : 1);
  return sr_ok_status();
}

static sr_status_t sr_rt_exec_binding_subspan(sr_module_t* module,
                                              const sr_rt_instr_t* instr,
                                              sr_rt_value_t* frame) {
  const sr_rt_value_t* binding =
      sr_rt_arg(frame, instr, SR_STREAM_BINDING_SUBSPAN_BINDING, 0);
  uint64_t offset =
      sr_rt_arg_u64(frame, instr, SR_STREAM_BINDING_SUBSPAN_BYTE_OFFSET);
  if (binding->kind != SR_RT_VALUE_VIEW || offset > binding->view.length) {
    return sr_rt_error(module, instr, SR_STATUS_OUT_OF_RANGE,
                       "subspan at %llu is outside its binding",
                       (unsigned long long)offset);
  }
  sr_rt_storage_retain(binding->view.storage);
  sr_rt_value_set_view(
      sr_rt_out(frame, instr, SR_STREAM_BINDING_SUBSPAN_RESULT, 0),
      binding->view.storage, binding->view.offset + offset,
      binding->view.length - offset);
  return sr_ok_status();
}

// linalg.fill in a builtin body: its result is the fill value, which the
// tensor store that follows writes.
static sr_status_t sr_rt_exec_builtin_linalg_fill(sr_module_t* module,
                                                  const sr_rt_instr_t* instr,
                                                  sr_rt_value_t* frame) {
  (void)module;
  sr_rt_value_assign(sr_rt_out(frame, instr, SR_LINALG_FILL_RESULT_TENSORS, 0),
                     sr_rt_arg(frame, instr, SR_LINALG_FILL_INPUTS, 0));
  return sr_ok_status();
}

static sr_status_t sr_rt_exec_builtin_tensor_store(sr_module_t* module,
                                                   const sr_rt_instr_t* instr,
                                                   sr_rt_value_t* frame) {
  const sr_rt_value_t* target = sr_rt_arg(
      frame, instr, SR_IREE_TENSOR_EXT_DISPATCH_TENSOR_STORE_TARGET, 0);
  int64_t offset = instr->imm;
  if (offset == INT64_MIN) {
    offset = sr_rt_arg(frame, instr,
                       SR_IREE_TENSOR_EXT_DISPATCH_TENSOR_STORE_OFFSETS, 0)
                 ->i;
  }
  int64_t count = instr->ints[0];
  if (count == INT64_MIN) {
    count = sr_rt_arg(frame, instr,
                      SR_IREE_TENSOR_EXT_DISPATCH_TENSOR_STORE_SIZES, 0)
                ->i;
  }
  uint64_t pattern = 0;
  uint32_t bytes = 0;
  sr_rt_fill_pattern(
      sr_rt_arg(frame, instr, SR_IREE_TENSOR_EXT_DISPATCH_TENSOR_STORE_VALUE,
                0),
      instr->type, &pattern, &bytes);
  uint8_t* ptr = NULL;
  SR_RETURN_IF_ERROR(
      sr_rt_resolve(module, instr, target,
                    target->kind == SR_RT_VALUE_VIEW ? target->view.length : 0,
                    (uint64_t)offset * bytes, (uint64_t)count * bytes, true,
                    "the output binding", &ptr));
  return sr_rt_fill(module, instr, ptr, 0, (uint64_t)count * bytes, pattern,
                    bytes);
}

//===----------------------------------------------------------------------===//
// The family's rows
//===----------------------------------------------------------------------===//

#define SR_RT_ROW(op, kind, handler) \
  {SR_OPID_##op, SR_RT_OP_##kind, 0, 0, handler},
#define SR_RT_BODY_ROW(op, kind, handler) \
  {SR_OPID_##op, SR_RT_OP_##kind, 0, SR_RT_OP_DEF_EXECUTABLE_ONLY, handler},

// clang-format off
static const sr_rt_op_def_t kStreamOps[] = {
    SR_RT_ROW(STREAM_RESOURCE_ALLOC, RESOURCE_ALLOC, sr_rt_exec_resource_alloc)
    SR_RT_ROW(STREAM_RESOURCE_ALLOCA, RESOURCE_ALLOCA, sr_rt_exec_resource_alloca)
    SR_RT_ROW(STREAM_RESOURCE_DEALLOCA, RESOURCE_DEALLOCA, sr_rt_exec_resource_dealloca)
    SR_RT_ROW(STREAM_RESOURCE_RETAIN, RESOURCE_RETAIN, sr_rt_exec_resource_retain)
    SR_RT_ROW(STREAM_RESOURCE_RELEASE, RESOURCE_RELEASE, sr_rt_exec_resource_release)
    SR_RT_ROW(STREAM_RESOURCE_IS_TERMINAL, RESOURCE_IS_TERMINAL, sr_rt_exec_resource_release)
    SR_RT_ROW(STREAM_RESOURCE_SIZE, LEAF, sr_rt_exec_resource_size)
    SR_RT_ROW(STREAM_RESOURCE_TRY_MAP, RESOURCE_TRY_MAP, sr_rt_exec_resource_try_map)
    SR_RT_ROW(STREAM_RESOURCE_LOAD, RESOURCE_LOAD, sr_rt_exec_resource_load)
    SR_RT_ROW(STREAM_RESOURCE_STORE, RESOURCE_STORE, sr_rt_exec_resource_store)
    SR_RT_ROW(STREAM_RESOURCE_PACK, RESOURCE_PACK, sr_rt_exec_pack)
    SR_RT_ROW(STREAM_RESOURCE_CONSTANTS, RESOURCE_CONSTANTS, sr_rt_exec_constants)
    SR_RT_ROW(STREAM_RESOURCE_SUBVIEW, RESOURCE_SUBVIEW, sr_rt_exec_resource_subview)
    SR_RT_ROW(STREAM_RESOURCE_TRANSIENTS, RESOURCE_TRANSIENTS, sr_rt_exec_resource_transients)
    SR_RT_ROW(STREAM_ASYNC_ALLOCA, ASYNC_ALLOCA, sr_rt_exec_async_alloca)
    SR_RT_ROW(STREAM_ASYNC_CONSTANT, ASYNC_CONSTANT, sr_rt_exec_async_constant)
    SR_RT_ROW(STREAM_ASYNC_SPLAT, ASYNC_SPLAT, sr_rt_exec_async_splat)
    SR_RT_ROW(STREAM_ASYNC_CLONE, ASYNC_CLONE, sr_rt_exec_async_clone)
    SR_RT_ROW(STREAM_ASYNC_SLICE, ASYNC_SLICE, sr_rt_exec_async_slice)
    SR_RT_ROW(STREAM_ASYNC_FILL, ASYNC_FILL, sr_rt_exec_async_fill)
    SR_RT_ROW(STREAM_ASYNC_UPDATE, ASYNC_UPDATE, sr_rt_exec_async_update)
    SR_RT_ROW(STREAM_ASYNC_COPY, ASYNC_COPY, sr_rt_exec_async_copy)
    SR_RT_ROW(STREAM_ASYNC_BARRIER, ASYNC_BARRIER, sr_rt_exec_async_barrier)
    SR_RT_ROW(STREAM_ASYNC_TRANSFER, ASYNC_TRANSFER, sr_rt_exec_async_transfer)
    SR_RT_ROW(STREAM_ASYNC_CAST, ASYNC_CAST, sr_rt_exec_async_barrier)
    SR_RT_ROW(STREAM_ASYNC_LOAD, ASYNC_LOAD, sr_rt_exec_resource_load)
    SR_RT_ROW(STREAM_ASYNC_STORE, ASYNC_STORE, sr_rt_exec_resource_store)
    SR_RT_ROW(STREAM_ASYNC_CONCURRENT, ASYNC_CONCURRENT, sr_rt_exec_outside_region)
    SR_RT_ROW(STREAM_CMD_FLUSH, CMD_FLUSH, sr_rt_exec_cmd_flush)
    SR_RT_ROW(STREAM_CMD_INVALIDATE, CMD_INVALIDATE, sr_rt_exec_cmd_flush)
    SR_RT_ROW(STREAM_CMD_DISCARD, CMD_DISCARD, sr_rt_exec_cmd_flush)
    SR_RT_ROW(STREAM_CMD_FILL, CMD_FILL, sr_rt_exec_cmd_fill)
    SR_RT_ROW(STREAM_CMD_COPY, CMD_COPY, sr_rt_exec_cmd_copy)
    SR_RT_ROW(STREAM_CMD_SERIAL, CMD_SERIAL, sr_rt_exec_outside_region)
    SR_RT_ROW(STREAM_CMD_CONCURRENT, CMD_CONCURRENT, sr_rt_exec_outside_region)
    SR_RT_ROW(STREAM_TIMEPOINT_IMMEDIATE, TIMEPOINT_IMMEDIATE, sr_rt_exec_timepoint_immediate)
    SR_RT_ROW(STREAM_TIMEPOINT_IMPORT, TIMEPOINT_IMPORT, sr_rt_exec_timepoint_import)
    SR_RT_ROW(STREAM_TIMEPOINT_EXPORT, TIMEPOINT_EXPORT, sr_rt_exec_timepoint_export)
    SR_RT_ROW(STREAM_TIMEPOINT_CHAIN_EXTERNAL, TIMEPOINT_CHAIN_EXTERNAL, sr_rt_exec_timepoint_chain_external)
    SR_RT_ROW(STREAM_TIMEPOINT_JOIN, TIMEPOINT_JOIN, sr_rt_exec_timepoint_join)
    SR_RT_ROW(STREAM_TIMEPOINT_BARRIER, TIMEPOINT_BARRIER, sr_rt_exec_timepoint_barrier)
    SR_RT_ROW(STREAM_TIMEPOINT_AWAIT, TIMEPOINT_AWAIT, sr_rt_exec_timepoint_await)
    SR_RT_BODY_ROW(STREAM_DISPATCH_WORKGROUP_ID, WORKGROUP_ID, sr_rt_exec_workgroup_info)
    SR_RT_BODY_ROW(STREAM_DISPATCH_WORKGROUP_COUNT, WORKGROUP_COUNT, sr_rt_exec_workgroup_info)
    SR_RT_BODY_ROW(STREAM_DISPATCH_WORKGROUP_SIZE, WORKGROUP_SIZE, sr_rt_exec_workgroup_info)
    SR_RT_BODY_ROW(STREAM_BINDING_SUBSPAN, BINDING_SUBSPAN, sr_rt_exec_binding_subspan)
    SR_RT_BODY_ROW(LINALG_FILL, BUILTIN_LINALG_FILL, sr_rt_exec_builtin_linalg_fill)
    SR_RT_BODY_ROW(IREE_TENSOR_EXT_DISPATCH_TENSOR_STORE, BUILTIN_TENSOR_STORE, sr_rt_exec_builtin_tensor_store)
};
// clang-format on
#undef SR_RT_ROW
#undef SR_RT_BODY_ROW

sr_rt_op_defs_t sr_rt_stream_ops(void) { return SR_RT_OP_DEFS(kStreamOps); }
