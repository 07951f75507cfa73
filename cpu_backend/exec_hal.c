// hal ops in host code: what IREE's ABI wrappers and tools put into
// Stream-phase programs (buffer views and their asserts, buffers, devices,
// fences), with the meaning IREE's HAL module gives them
// (runtime/src/iree/modules/hal/module.c). Devices are the instance's
// (devices.h); fences are sched timepoints.

#include "cpu_backend/exec_hal.h"

#include <stdio.h>
#include <string.h>

#include "cpu_backend/buffer_view.h"
#include "cpu_backend/exec_support.h"
#include "cpu_backend/prepare_impl.h"
#include "cpu_backend/prepare_support.h"
#include "cpu_backend/scalar.h"
#include "cpu_backend/value.h"

//===----------------------------------------------------------------------===//
// Buffer views
//===----------------------------------------------------------------------===//

static void sr_rt_format_shape(char* buffer, size_t capacity, size_t rank,
                               const int64_t* dims,
                               sr_element_type_t element_type) {
  size_t n = 0;
  buffer[0] = 0;
  for (size_t i = 0; i < rank && n < capacity; ++i) {
    n +=
        (size_t)snprintf(buffer + n, capacity - n, "%lldx", (long long)dims[i]);
  }
  if (n < capacity) {
    sr_element_type_format(element_type, buffer + n, capacity - n);
  }
}

static bool sr_rt_element_types_compatible(sr_element_type_t a,
                                           sr_element_type_t b) {
  if (a == b) return true;
  // Signless and signed/unsigned integers of one width are interchangeable
  // (numpy inputs come in as si32 for an i32 argument).
  uint32_t na = sr_element_type_numerical(a), nb = sr_element_type_numerical(b);
  return sr_element_type_bit_count(a) == sr_element_type_bit_count(b) &&
         (na & 0xF0) == SR_NUMERICAL_INTEGER &&
         (nb & 0xF0) == SR_NUMERICAL_INTEGER && na != SR_NUMERICAL_BOOLEAN &&
         nb != SR_NUMERICAL_BOOLEAN;
}

// The assert's message attribute, or "tensor": formatted only for an error
// (every call asserts each argument).
static void sr_rt_assert_message(const sr_rt_instr_t* instr, char* message,
                                 size_t capacity) {
  const sr_attr_t* message_attr = sr_op_attr(instr->op, "message");
  snprintf(message, capacity, "tensor");
  if (message_attr && message_attr->kind == SR_ATTR_STRING) {
    snprintf(message, capacity, "%.*s", (int)message_attr->string.size,
             message_attr->string.data);
  }
}

static sr_status_t sr_rt_exec_buffer_view_assert(sr_module_t* module,
                                                 const sr_rt_instr_t* instr,
                                                 sr_rt_value_t* frame) {
  char message[128];
  const sr_rt_value_t* v =
      sr_rt_arg(frame, instr, SR_HAL_BUFFER_VIEW_ASSERT_BUFFER_VIEW, 0);
  if (v->kind != SR_RT_VALUE_BUFFER_VIEW || !v->buffer_view) {
    sr_rt_assert_message(instr, message, sizeof(message));
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "%s: expected a buffer view, got null", message);
  }
  sr_buffer_view_t* view = v->buffer_view;
  sr_element_type_t expected_type =
      (sr_element_type_t)sr_rt_arg(frame, instr,
                                   SR_HAL_BUFFER_VIEW_ASSERT_ELEMENT_TYPE, 0)
          ->i;
  uint32_t rank = sr_rt_group_size(instr, SR_HAL_BUFFER_VIEW_ASSERT_SHAPE);
  if (rank > SR_BUFFER_VIEW_MAX_RANK) {
    sr_rt_assert_message(instr, message, sizeof(message));
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "%s: expected rank %u is above %d", message, rank,
                       SR_BUFFER_VIEW_MAX_RANK);
  }
  // Every expected dim is read before any is compared: the message prints
  // them all (F3: stopping at the first mismatch left the rest of the
  // message to uninitialized stack words).
  int64_t expected[SR_BUFFER_VIEW_MAX_RANK] = {0};
  bool ok = rank == sr_buffer_view_rank(view);
  for (uint32_t i = 0; i < rank; ++i) {
    expected[i] =
        sr_rt_arg(frame, instr, SR_HAL_BUFFER_VIEW_ASSERT_SHAPE, i)->i;
    if (ok && expected[i] != sr_buffer_view_dim(view, i)) ok = false;
  }
  if (ok && !sr_rt_element_types_compatible(
                expected_type, sr_buffer_view_element_type(view))) {
    ok = false;
  }
  if (ok) return sr_ok_status();
  sr_rt_assert_message(instr, message, sizeof(message));
  char got[160], want[160];
  sr_rt_format_shape(got, sizeof(got), sr_buffer_view_rank(view),
                     sr_buffer_view_shape(view),
                     sr_buffer_view_element_type(view));
  sr_rt_format_shape(want, sizeof(want), rank, expected, expected_type);
  return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                     "%s: tensor shape/type mismatch: got %s, expected %s",
                     message, got, want);
}

// The buffer view queries read their buffer view as group 0 and return
// their only result.
#define SR_RT_BUFFER_VIEW_QUERY_LAYOUT(op)                          \
  _Static_assert((int)SR_HAL_BUFFER_VIEW_##op##_BUFFER_VIEW ==      \
                         (int)SR_HAL_BUFFER_VIEW_DIM_BUFFER_VIEW && \
                     (int)SR_HAL_BUFFER_VIEW_##op##_RESULT ==       \
                         (int)SR_HAL_BUFFER_VIEW_DIM_RESULT &&      \
                     (int)SR_HAL_BUFFER_VIEW_CREATE_RESULT ==       \
                         (int)SR_HAL_BUFFER_VIEW_DIM_RESULT,        \
                 "hal.buffer_view." #op " is a buffer view query");
SR_RT_BUFFER_VIEW_QUERY_LAYOUT(RANK)
SR_RT_BUFFER_VIEW_QUERY_LAYOUT(ELEMENT_TYPE)
SR_RT_BUFFER_VIEW_QUERY_LAYOUT(ENCODING_TYPE)
SR_RT_BUFFER_VIEW_QUERY_LAYOUT(BUFFER)
#undef SR_RT_BUFFER_VIEW_QUERY_LAYOUT

static const sr_rt_value_t* sr_rt_buffer_view_operand(
    sr_module_t* module, const sr_rt_instr_t* instr, sr_rt_value_t* frame,
    sr_status_t* out_status) {
  const sr_rt_value_t* a =
      sr_rt_arg(frame, instr, SR_HAL_BUFFER_VIEW_DIM_BUFFER_VIEW, 0);
  *out_status = sr_ok_status();
  if (a->kind != SR_RT_VALUE_BUFFER_VIEW || !a->buffer_view) {
    *out_status = sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                              "expected a buffer view, got null");
    return NULL;
  }
  return a;
}

static sr_status_t sr_rt_exec_buffer_view(sr_module_t* module,
                                          const sr_rt_instr_t* instr,
                                          sr_rt_value_t* frame) {
  sr_rt_value_t* result =
      sr_rt_result_group_size(instr, SR_HAL_BUFFER_VIEW_DIM_RESULT)
          ? sr_rt_out(frame, instr, SR_HAL_BUFFER_VIEW_DIM_RESULT, 0)
          : NULL;
  if (instr->kind == SR_RT_OP_HAL_BUFFER_VIEW_ASSERT) {
    return sr_rt_exec_buffer_view_assert(module, instr, frame);
  }
  if (instr->kind == SR_RT_OP_HAL_BUFFER_VIEW_CREATE) {
    const sr_rt_value_t* a =
        sr_rt_arg(frame, instr, SR_HAL_BUFFER_VIEW_CREATE_SOURCE_BUFFER, 0);
    if (a->kind != SR_RT_VALUE_VIEW) {
      return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                         "expected a buffer, got null");
    }
    uint64_t offset =
        sr_rt_arg_u64(frame, instr, SR_HAL_BUFFER_VIEW_CREATE_SOURCE_OFFSET);
    uint64_t length =
        sr_rt_arg_u64(frame, instr, SR_HAL_BUFFER_VIEW_CREATE_SOURCE_LENGTH);
    if (offset > a->view.length || length > a->view.length - offset) {
      return sr_rt_error(module, instr, SR_STATUS_OUT_OF_RANGE,
                         "buffer view range [%llu, %llu + %llu) out of "
                         "bounds of the %llu-byte buffer",
                         (unsigned long long)offset, (unsigned long long)offset,
                         (unsigned long long)length,
                         (unsigned long long)a->view.length);
    }
    size_t rank = sr_rt_group_size(instr, SR_HAL_BUFFER_VIEW_CREATE_SHAPE);
    int64_t shape[SR_BUFFER_VIEW_MAX_RANK];
    if (rank > SR_BUFFER_VIEW_MAX_RANK) {
      return sr_rt_error(module, instr, SR_STATUS_OUT_OF_RANGE,
                         "rank %zu too large", rank);
    }
    for (size_t i = 0; i < rank; ++i) {
      shape[i] =
          sr_rt_arg(frame, instr, SR_HAL_BUFFER_VIEW_CREATE_SHAPE, (uint32_t)i)
              ->i;
    }
    sr_buffer_view_t* view = NULL;
    SR_RETURN_IF_ERROR(sr_rt_buffer_view_create_over(
        module->instance->allocator, a->view.storage, a->view.offset + offset,
        length,
        (sr_element_type_t)sr_rt_arg(frame, instr,
                                     SR_HAL_BUFFER_VIEW_CREATE_ELEMENT_TYPE, 0)
            ->i,
        rank, shape, &view));
    sr_rt_value_t v = {.kind = SR_RT_VALUE_BUFFER_VIEW, .buffer_view = view};
    sr_rt_value_move(result, &v);
    return sr_ok_status();
  }
  sr_status_t status = sr_ok_status();
  const sr_rt_value_t* a =
      sr_rt_buffer_view_operand(module, instr, frame, &status);
  if (!a) return status;
  sr_buffer_view_t* view = a->buffer_view;
  switch (instr->kind) {
    case SR_RT_OP_HAL_BUFFER_VIEW_DIM:
      if (instr->imm < 0 || (size_t)instr->imm >= sr_buffer_view_rank(view)) {
        return sr_rt_error(module, instr, SR_STATUS_OUT_OF_RANGE,
                           "dimension %lld of a rank-%zu buffer view",
                           (long long)instr->imm, sr_buffer_view_rank(view));
      }
      sr_rt_value_set_int(result, sr_buffer_view_dim(view, (size_t)instr->imm));
      return sr_ok_status();
    case SR_RT_OP_HAL_BUFFER_VIEW_RANK:
      sr_rt_value_set_int(result, (int64_t)sr_buffer_view_rank(view));
      return sr_ok_status();
    case SR_RT_OP_HAL_BUFFER_VIEW_ELEMENT_TYPE:
      sr_rt_value_set_int(result, sr_buffer_view_element_type(view));
      return sr_ok_status();
    case SR_RT_OP_HAL_BUFFER_VIEW_ENCODING_TYPE:
      sr_rt_value_set_int(result, 1);  // dense row-major
      return sr_ok_status();
    case SR_RT_OP_HAL_BUFFER_VIEW_BUFFER: {
      sr_rt_storage_t* storage = NULL;
      uint64_t offset = 0, length = 0;
      sr_rt_buffer_view_range(view, &storage, &offset, &length);
      sr_rt_storage_retain(storage);
      sr_rt_value_set_view(result, storage, offset, length);
      return sr_ok_status();
    }
    default:
      return sr_rt_error(module, instr, SR_STATUS_INTERNAL,
                         "not a buffer view op");
  }
}

//===----------------------------------------------------------------------===//
// Buffers
//===----------------------------------------------------------------------===//

static sr_status_t sr_rt_buffer_operand(sr_module_t* module,
                                        const sr_rt_instr_t* instr,
                                        const sr_rt_value_t* value) {
  if (value->kind != SR_RT_VALUE_VIEW || !value->view.storage) {
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "expected a buffer, got null");
  }
  return sr_ok_status();
}

_Static_assert((int)SR_HAL_BUFFER_SUBSPAN_RESULT ==
                       (int)SR_HAL_BUFFER_LENGTH_RESULT &&
                   (int)SR_HAL_BUFFER_LOAD_RESULT ==
                       (int)SR_HAL_BUFFER_LENGTH_RESULT,
               "hal.buffer ops have one result group");

static sr_status_t sr_rt_exec_buffer(sr_module_t* module,
                                     const sr_rt_instr_t* instr,
                                     sr_rt_value_t* frame) {
  sr_rt_value_t* result =
      sr_rt_result_group_size(instr, SR_HAL_BUFFER_LENGTH_RESULT)
          ? sr_rt_out(frame, instr, SR_HAL_BUFFER_LENGTH_RESULT, 0)
          : NULL;
  switch (instr->kind) {
    case SR_RT_OP_HAL_BUFFER_LENGTH: {
      const sr_rt_value_t* buffer =
          sr_rt_arg(frame, instr, SR_HAL_BUFFER_LENGTH_BUFFER, 0);
      SR_RETURN_IF_ERROR(sr_rt_buffer_operand(module, instr, buffer));
      sr_rt_value_set_int(result, (int64_t)buffer->view.length);
      return sr_ok_status();
    }
    case SR_RT_OP_HAL_BUFFER_SUBSPAN: {
      const sr_rt_value_t* buffer =
          sr_rt_arg(frame, instr, SR_HAL_BUFFER_SUBSPAN_SOURCE_BUFFER, 0);
      SR_RETURN_IF_ERROR(sr_rt_buffer_operand(module, instr, buffer));
      uint64_t offset =
          sr_rt_arg_u64(frame, instr, SR_HAL_BUFFER_SUBSPAN_SOURCE_OFFSET);
      uint64_t length =
          sr_rt_arg_u64(frame, instr, SR_HAL_BUFFER_SUBSPAN_LENGTH);
      if (offset > buffer->view.length ||
          length > buffer->view.length - offset) {
        return sr_rt_error(module, instr, SR_STATUS_OUT_OF_RANGE,
                           "subspan [%llu, %llu + %llu) out of bounds of the "
                           "%llu-byte buffer",
                           (unsigned long long)offset,
                           (unsigned long long)offset,
                           (unsigned long long)length,
                           (unsigned long long)buffer->view.length);
      }
      sr_rt_storage_retain(buffer->view.storage);
      sr_rt_value_set_view(result, buffer->view.storage,
                           buffer->view.offset + offset, length);
      return sr_ok_status();
    }
    case SR_RT_OP_HAL_BUFFER_ASSERT: {
      // Host memory has every memory type and usage a CPU program asks
      // for; only the length can fail.
      const sr_rt_value_t* buffer =
          sr_rt_arg(frame, instr, SR_HAL_BUFFER_ASSERT_BUFFER, 0);
      const sr_attr_t* message = sr_op_attr(instr->op, "message");
      int message_length = message && message->kind == SR_ATTR_STRING
                               ? (int)message->string.size
                               : 6;
      const char* message_text = message && message->kind == SR_ATTR_STRING
                                     ? message->string.data
                                     : "buffer";
      if (buffer->kind != SR_RT_VALUE_VIEW || !buffer->view.storage) {
        return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                           "%.*s: expected a buffer, got null", message_length,
                           message_text);
      }
      uint64_t minimum =
          sr_rt_arg_u64(frame, instr, SR_HAL_BUFFER_ASSERT_MINIMUM_LENGTH);
      if (buffer->view.length < minimum) {
        return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                           "%.*s buffer byte length %llu less than expected "
                           "minimum %llu",
                           message_length, message_text,
                           (unsigned long long)buffer->view.length,
                           (unsigned long long)minimum);
      }
      return sr_ok_status();
    }
    case SR_RT_OP_HAL_BUFFER_LOAD:
    case SR_RT_OP_HAL_BUFFER_STORE: {
      bool store = instr->kind == SR_RT_OP_HAL_BUFFER_STORE;
      const sr_rt_value_t* buffer =
          sr_rt_arg(frame, instr,
                    store ? SR_HAL_BUFFER_STORE_TARGET_BUFFER
                          : SR_HAL_BUFFER_LOAD_SOURCE_BUFFER,
                    0);
      SR_RETURN_IF_ERROR(sr_rt_buffer_operand(module, instr, buffer));
      uint64_t offset = sr_rt_arg_u64(frame, instr,
                                      store ? SR_HAL_BUFFER_STORE_TARGET_OFFSET
                                            : SR_HAL_BUFFER_LOAD_SOURCE_OFFSET);
      uint32_t bytes = (instr->type.bits + 7) / 8;
      uint8_t* ptr = NULL;
      SR_RETURN_IF_ERROR(sr_rt_resolve(module, instr, buffer,
                                       buffer->view.length, offset, bytes,
                                       store, "the buffer", &ptr));
      if (store) {
        uint64_t bits = sr_rt_scalar_to_bits(
            sr_rt_arg(frame, instr, SR_HAL_BUFFER_STORE_VALUE, 0), instr->type);
        memcpy(ptr, &bits, bytes);  // little-endian host
        return sr_ok_status();
      }
      uint64_t bits = 0;
      memcpy(&bits, ptr, bytes);
      sr_rt_value_t loaded = {0};
      sr_rt_scalar_from_bits(bits, instr->type, &loaded);
      sr_rt_value_move(result, &loaded);
      return sr_ok_status();
    }
    default:
      return sr_rt_error(module, instr, SR_STATUS_INTERNAL, "not a buffer op");
  }
}

//===----------------------------------------------------------------------===//
// Devices
//===----------------------------------------------------------------------===//

// i1 results hold true as -1 (sign-extended, as arith.cmpi leaves them).
static int64_t sr_rt_widen(sr_rt_scalar_type_t type, int64_t value) {
  return sr_rt_sext((uint64_t)value, type.bits ? type.bits : 64);
}

static sr_status_t sr_rt_exec_device(sr_module_t* module,
                                     const sr_rt_instr_t* instr,
                                     sr_rt_value_t* frame) {
  const sr_rt_device_list_t* devices = &module->instance->devices;
  switch (instr->kind) {
    case SR_RT_OP_HAL_DEVICES_COUNT:
      sr_rt_value_set_int(
          sr_rt_out(frame, instr, SR_HAL_DEVICES_COUNT_RESULT, 0),
          devices->count);
      return sr_ok_status();
    case SR_RT_OP_HAL_DEVICES_GET: {
      int64_t index = sr_rt_arg(frame, instr, SR_HAL_DEVICES_GET_INDEX, 0)->i;
      sr_rt_value_set_device(
          sr_rt_out(frame, instr, SR_HAL_DEVICES_GET_RESULT, 0),
          index >= 0 && index < devices->count ? index : -1);
      return sr_ok_status();
    }
    case SR_RT_OP_HAL_DEVICE_RESOLVE: {
      // imm: the device global (-1: the first device); ints[0]: the queue
      // affinity mask.
      int64_t device = 0;
      if (instr->imm >= 0) {
        pthread_mutex_lock(&module->globals_mutex);
        const sr_rt_value_t* g = &module->globals[instr->imm];
        device = g->kind == SR_RT_VALUE_DEVICE ? g->i : -1;
        pthread_mutex_unlock(&module->globals_mutex);
        if (device < 0) {
          return sr_rt_error(module, instr, SR_STATUS_FAILED_PRECONDITION,
                             "device global @%s is not initialized",
                             module->program->globals[instr->imm].name);
        }
      }
      uint32_t count =
          sr_rt_result_group_size(instr, SR_HAL_DEVICE_RESOLVE_RESULTS);
      for (uint32_t i = 0; i < count; ++i) {
        sr_rt_value_t* r =
            sr_rt_out(frame, instr, SR_HAL_DEVICE_RESOLVE_RESULTS, i);
        const sr_type_t* type =
            sr_rt_result_value(instr, SR_HAL_DEVICE_RESOLVE_RESULTS, i)->type;
        if (type->kind == SR_TYPE_INTEGER) {
          sr_rt_value_set_int(r, instr->ints[0]);
        } else {
          sr_rt_value_set_device(r, device);  // the device or its allocator
        }
      }
      return sr_ok_status();
    }
    case SR_RT_OP_HAL_DEVICE_QUERY: {
      const sr_rt_value_t* d =
          sr_rt_arg(frame, instr, SR_HAL_DEVICE_QUERY_DEVICE, 0);
      if (d->kind != SR_RT_VALUE_DEVICE) {
        return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                           "expected a device, got null");
      }
      const sr_attr_t* category = sr_op_attr(instr->op, "category");
      const sr_attr_t* key = sr_op_attr(instr->op, "key");
      int64_t value = 0;
      bool ok = category && key && category->kind == SR_ATTR_STRING &&
                key->kind == SR_ATTR_STRING &&
                sr_rt_device_query(devices, d->i,
                                   sr_pool_worker_count(module->instance->pool),
                                   category->string, key->string, &value);
      if (!ok) value = instr->imm;  // the default value
      // With a default value the op is always `ok` (IREE's HALToVM: the
      // default has already stood in for an unknown key).
      if (instr->flags & SR_RT_INSTR_HAS_DEFAULT) ok = true;
      sr_rt_value_set_int(sr_rt_out(frame, instr, SR_HAL_DEVICE_QUERY_OK, 0),
                          ok ? -1 : 0);
      if (sr_rt_result_group_size(instr, SR_HAL_DEVICE_QUERY_VALUE)) {
        sr_rt_value_set_int(
            sr_rt_out(frame, instr, SR_HAL_DEVICE_QUERY_VALUE, 0),
            sr_rt_widen(instr->type2, value));
      }
      return sr_ok_status();
    }
    default:
      return sr_rt_error(module, instr, SR_STATUS_INTERNAL, "not a device op");
  }
}

//===----------------------------------------------------------------------===//
// Fences
//===----------------------------------------------------------------------===//

static sr_status_t sr_rt_fence_operand(sr_module_t* module,
                                       const sr_rt_instr_t* instr,
                                       const sr_rt_value_t* value,
                                       sr_timepoint_t** out) {
  *out = NULL;
  if (value->kind != SR_RT_VALUE_TIMEPOINT || !value->timepoint) {
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "expected a fence, got null");
  }
  *out = value->timepoint;
  return sr_ok_status();
}

// hal.fence.await: OK when every fence is reached; a failed fence fails the
// op with the fence's own error (located where the work failed); a timeout
// returns DEADLINE_EXCEEDED as the status result (IREE's fence_await).
static sr_status_t sr_rt_exec_fence_await(sr_module_t* module,
                                          const sr_rt_instr_t* instr,
                                          sr_rt_value_t* frame) {
  int64_t timeout_millis =
      sr_rt_arg(frame, instr, SR_HAL_FENCE_AWAIT_TIMEOUT_MILLIS, 0)->i;
  uint64_t timeout_ns =
      (uint32_t)timeout_millis == UINT32_MAX
          ? SR_TIMEOUT_INFINITE
          : (uint64_t)(uint32_t)timeout_millis * UINT64_C(1000000);
  int64_t code = 0;
  uint32_t count = sr_rt_group_size(instr, SR_HAL_FENCE_AWAIT_FENCES);
  for (uint32_t i = 0; i < count; ++i) {
    const sr_rt_value_t* f =
        sr_rt_arg(frame, instr, SR_HAL_FENCE_AWAIT_FENCES, i);
    if (f->kind != SR_RT_VALUE_TIMEPOINT || !f->timepoint) continue;  // null
    sr_status_t status = sr_timepoint_wait(f->timepoint, timeout_ns);
    if (sr_status_code(status) == SR_STATUS_DEADLINE_EXCEEDED &&
        sr_timepoint_query(f->timepoint) == SR_TIMEPOINT_PENDING) {
      sr_status_ignore(status);
      code = SR_STATUS_DEADLINE_EXCEEDED;
      break;
    }
    if (status) return status;
  }
  sr_rt_value_set_int(sr_rt_out(frame, instr, SR_HAL_FENCE_AWAIT_STATUS, 0),
                      code);
  return sr_ok_status();
}

// The fence ops take their fence as group 0 and return their only result.
_Static_assert(
    (int)SR_HAL_FENCE_FAIL_FENCE == (int)SR_HAL_FENCE_SIGNAL_FENCE &&
        (int)SR_HAL_FENCE_QUERY_FENCE == (int)SR_HAL_FENCE_SIGNAL_FENCE &&
        (int)SR_HAL_FENCE_JOIN_RESULT == (int)SR_HAL_FENCE_CREATE_RESULT &&
        (int)SR_HAL_FENCE_QUERY_STATUS == (int)SR_HAL_FENCE_CREATE_RESULT,
    "hal.fence ops' fence and result groups");

static sr_status_t sr_rt_exec_fence(sr_module_t* module,
                                    const sr_rt_instr_t* instr,
                                    sr_rt_value_t* frame) {
  sr_rt_value_t* result =
      sr_rt_result_group_size(instr, SR_HAL_FENCE_CREATE_RESULT)
          ? sr_rt_out(frame, instr, SR_HAL_FENCE_CREATE_RESULT, 0)
          : NULL;
  const sr_rt_value_t* fence_operand =
      sr_rt_group_size(instr, SR_HAL_FENCE_SIGNAL_FENCE)
          ? sr_rt_arg(frame, instr, SR_HAL_FENCE_SIGNAL_FENCE, 0)
          : NULL;
  sr_timepoint_t* fence = NULL;
  switch (instr->kind) {
    case SR_RT_OP_HAL_FENCE_CREATE: {
      if (sr_rt_arg(frame, instr, SR_HAL_FENCE_CREATE_DEVICE, 0)->kind !=
          SR_RT_VALUE_DEVICE) {
        return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                           "expected a device, got null");
      }
      SR_RETURN_IF_ERROR(
          sr_timepoint_create(module->instance->allocator, &fence));
      // Observed: the host's hal.fence.await on it becomes a traced wait.
      if (module->instance->events) {
        sr_rt_events_observe(module->instance->events, fence);
      }
      sr_rt_value_set_timepoint(result, fence);
      return sr_ok_status();
    }
    case SR_RT_OP_HAL_FENCE_JOIN: {
      // Null fences are skipped; a join of none is the null fence.
      sr_timepoint_t* stack[16];
      sr_timepoint_t** fences = stack;
      uint32_t count = 0;
      uint32_t fence_count = sr_rt_group_size(instr, SR_HAL_FENCE_JOIN_FENCES);
      if (fence_count > 16) {
        SR_RETURN_IF_ERROR(sr_allocator_malloc(
            module->instance->allocator, fence_count * sizeof(sr_timepoint_t*),
            (void**)&fences));
      }
      for (uint32_t i = 0; i < fence_count; ++i) {
        const sr_rt_value_t* f =
            sr_rt_arg(frame, instr, SR_HAL_FENCE_JOIN_FENCES, i);
        if (f->kind == SR_RT_VALUE_TIMEPOINT && f->timepoint) {
          fences[count++] = f->timepoint;
        }
      }
      sr_status_t status = sr_ok_status();
      if (!count) {
        sr_rt_value_release(result);
      } else {
        sr_timepoint_t* joined = NULL;
        status = sr_timepoint_join(fences, count, module->instance->allocator,
                                   &joined);
        if (!status) sr_rt_value_set_timepoint(result, joined);
      }
      if (fences != stack)
        sr_allocator_free(module->instance->allocator, fences);
      return status;
    }
    case SR_RT_OP_HAL_FENCE_SIGNAL:
      SR_RETURN_IF_ERROR(
          sr_rt_fence_operand(module, instr, fence_operand, &fence));
      if (sr_timepoint_query(fence) != SR_TIMEPOINT_PENDING) {
        return sr_rt_error(module, instr, SR_STATUS_FAILED_PRECONDITION,
                           "the fence has already been signaled or failed");
      }
      sr_status_ignore(sr_timepoint_signal(fence));
      return sr_ok_status();
    case SR_RT_OP_HAL_FENCE_FAIL: {
      SR_RETURN_IF_ERROR(
          sr_rt_fence_operand(module, instr, fence_operand, &fence));
      int64_t code =
          sr_rt_arg(frame, instr, SR_HAL_FENCE_FAIL_STATUS, 0)->i & 0x1F;
      if (!code) code = SR_STATUS_UNKNOWN;
      sr_status_ignore(sr_timepoint_fail(
          fence, sr_rt_error(module, instr, (sr_status_code_t)code,
                             "the fence was failed by the program (%s)",
                             sr_status_code_string((sr_status_code_t)code))));
      return sr_ok_status();
    }
    case SR_RT_OP_HAL_FENCE_QUERY: {
      SR_RETURN_IF_ERROR(
          sr_rt_fence_operand(module, instr, fence_operand, &fence));
      int64_t code = 0;
      switch (sr_timepoint_query(fence)) {
        case SR_TIMEPOINT_PENDING:
          code = SR_STATUS_DEFERRED;
          break;
        case SR_TIMEPOINT_REACHED:
          code = 0;
          break;
        case SR_TIMEPOINT_FAILED:
          code = sr_status_code(sr_timepoint_failure(fence));
          break;
      }
      sr_rt_value_set_int(result, code);
      return sr_ok_status();
    }
    case SR_RT_OP_HAL_FENCE_AWAIT:
      return sr_rt_exec_fence_await(module, instr, frame);
    default:
      return sr_rt_error(module, instr, SR_STATUS_INTERNAL, "not a fence op");
  }
}

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

// At file scope: a declaration may not follow a case label before C23.
_Static_assert((int)SR_HAL_ENCODING_TYPE_RESULT ==
                   (int)SR_HAL_ELEMENT_TYPE_RESULT,
               "hal.encoding_type is hal.element_type's layout");

static sr_status_t sr_rt_exec_hal(sr_module_t* module,
                                  const sr_rt_instr_t* instr,
                                  sr_rt_value_t* frame) {
  switch (instr->kind) {
    case SR_RT_OP_HAL_ELEMENT_TYPE:
    case SR_RT_OP_HAL_ENCODING_TYPE:
      sr_rt_value_set_int(
          sr_rt_out(frame, instr, SR_HAL_ELEMENT_TYPE_RESULT, 0), instr->imm);
      return sr_ok_status();
    case SR_RT_OP_HAL_BUFFER_VIEW_ASSERT:
    case SR_RT_OP_HAL_BUFFER_VIEW_DIM:
    case SR_RT_OP_HAL_BUFFER_VIEW_RANK:
    case SR_RT_OP_HAL_BUFFER_VIEW_ELEMENT_TYPE:
    case SR_RT_OP_HAL_BUFFER_VIEW_ENCODING_TYPE:
    case SR_RT_OP_HAL_BUFFER_VIEW_BUFFER:
    case SR_RT_OP_HAL_BUFFER_VIEW_CREATE:
      return sr_rt_exec_buffer_view(module, instr, frame);
    case SR_RT_OP_HAL_BUFFER_LENGTH:
    case SR_RT_OP_HAL_BUFFER_SUBSPAN:
    case SR_RT_OP_HAL_BUFFER_ASSERT:
    case SR_RT_OP_HAL_BUFFER_LOAD:
    case SR_RT_OP_HAL_BUFFER_STORE:
      return sr_rt_exec_buffer(module, instr, frame);
    case SR_RT_OP_HAL_DEVICES_COUNT:
    case SR_RT_OP_HAL_DEVICES_GET:
    case SR_RT_OP_HAL_DEVICE_RESOLVE:
    case SR_RT_OP_HAL_DEVICE_QUERY:
      return sr_rt_exec_device(module, instr, frame);
    case SR_RT_OP_HAL_FENCE_CREATE:
    case SR_RT_OP_HAL_FENCE_JOIN:
    case SR_RT_OP_HAL_FENCE_SIGNAL:
    case SR_RT_OP_HAL_FENCE_FAIL:
    case SR_RT_OP_HAL_FENCE_QUERY:
    case SR_RT_OP_HAL_FENCE_AWAIT:
      return sr_rt_exec_fence(module, instr, frame);
    default:
      return sr_rt_error(module, instr, SR_STATUS_INTERNAL, "not a hal op");
  }
}

static int64_t sr_rt_attr_as_int(const sr_attr_t* attr) {
  if (!attr) return 0;
  if (attr->kind == SR_ATTR_BOOL) return attr->boolean ? 1 : 0;
  if (attr->kind == SR_ATTR_INTEGER) return sr_attr_int_value(attr);
  return 0;
}

sr_status_t sr_rt_prepare_hal(sr_rt_prepare_t* prep, const sr_op_t* op,
                              sr_rt_instr_t* instr) {
  switch (instr->kind) {
    case SR_RT_OP_HAL_DEVICE_RESOLVE: {
      const sr_attr_t* affinity = sr_op_attr(op, "affinity");
      sr_string_view_t global = {0};
      int64_t* mask = sr__rt_alloc(prep, sizeof(int64_t));
      if (!mask) return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "oom");
      *mask = -1;
      instr->imm = -1;
      if (affinity) {
        SR_RETURN_IF_ERROR(
            sr_rt_affinity_decode(prep->context, affinity, &global, mask));
        if (!global.data) {
          return sr_context_make_status_at(
              prep->context, op->pos, SR_STATUS_INVALID_ARGUMENT,
              "hal.device.resolve needs a #hal.device.affinity<@device>");
        }
        instr->imm = sr__rt_find_global(prep, global);
        if (instr->imm < 0) {
          return sr_context_make_status_at(
              prep->context, op->pos, SR_STATUS_NOT_FOUND,
              "the affinity names @%.*s, which is not a global of the program",
              (int)global.size, global.data);
        }
      }
      instr->ints = mask;
      instr->int_count = 1;
      return sr_ok_status();
    }
    case SR_RT_OP_HAL_DEVICE_QUERY:
      if (sr_rt_result_group_size(instr, SR_HAL_DEVICE_QUERY_VALUE)) {
        instr->type2 = sr_rt_scalar_type_of(
            sr_rt_result_value(instr, SR_HAL_DEVICE_QUERY_VALUE, 0)->type);
      }
      instr->imm = sr_rt_attr_as_int(sr_op_attr(op, "default_value"));
      if (sr_op_attr(op, "default_value")) {
        instr->flags |= SR_RT_INSTR_HAS_DEFAULT;
      }
      return sr_ok_status();
    case SR_RT_OP_HAL_BUFFER_LOAD:
    case SR_RT_OP_HAL_BUFFER_STORE:
      // Scalars only (vector loads are not host code IREE emits).
      instr->type =
          instr->kind == SR_RT_OP_HAL_BUFFER_LOAD
              ? (sr_rt_result_group_size(instr, SR_HAL_BUFFER_LOAD_RESULT)
                     ? sr_rt_scalar_type_of(
                           sr_rt_result_value(instr, SR_HAL_BUFFER_LOAD_RESULT,
                                              0)
                               ->type)
                     : instr->type)
              : sr_rt_scalar_type_of(
                    sr_rt_operand_value(instr, SR_HAL_BUFFER_STORE_VALUE, 0)
                        ->type);
      if (instr->type.cls == SR_RT_SCALAR_NONE) {
        instr->kind = SR_RT_OP_UNSUPPORTED;
      }
      return sr_ok_status();
    default:
      return sr_ok_status();
  }
}

//===----------------------------------------------------------------------===//
// The family's rows
//===----------------------------------------------------------------------===//

static const sr_rt_op_def_t kHalOps[] = {
    {SR_OPID_HAL_BUFFER_VIEW_ASSERT, SR_RT_OP_HAL_BUFFER_VIEW_ASSERT, 0, 0,
     sr_rt_exec_hal},
    {SR_OPID_HAL_BUFFER_VIEW_DIM, SR_RT_OP_HAL_BUFFER_VIEW_DIM, 0, 0,
     sr_rt_exec_hal},
    {SR_OPID_HAL_BUFFER_VIEW_RANK, SR_RT_OP_HAL_BUFFER_VIEW_RANK, 0, 0,
     sr_rt_exec_hal},
    {SR_OPID_HAL_BUFFER_VIEW_ELEMENT_TYPE,
     SR_RT_OP_HAL_BUFFER_VIEW_ELEMENT_TYPE, 0, 0, sr_rt_exec_hal},
    {SR_OPID_HAL_BUFFER_VIEW_ENCODING_TYPE,
     SR_RT_OP_HAL_BUFFER_VIEW_ENCODING_TYPE, 0, 0, sr_rt_exec_hal},
    {SR_OPID_HAL_BUFFER_VIEW_BUFFER, SR_RT_OP_HAL_BUFFER_VIEW_BUFFER, 0, 0,
     sr_rt_exec_hal},
    {SR_OPID_HAL_BUFFER_VIEW_CREATE, SR_RT_OP_HAL_BUFFER_VIEW_CREATE, 0, 0,
     sr_rt_exec_hal},
    {SR_OPID_HAL_ELEMENT_TYPE, SR_RT_OP_HAL_ELEMENT_TYPE, 0, 0, sr_rt_exec_hal},
    {SR_OPID_HAL_ENCODING_TYPE, SR_RT_OP_HAL_ENCODING_TYPE, 0, 0,
     sr_rt_exec_hal},
    {SR_OPID_HAL_BUFFER_LENGTH, SR_RT_OP_HAL_BUFFER_LENGTH, 0, 0,
     sr_rt_exec_hal},
    {SR_OPID_HAL_BUFFER_SUBSPAN, SR_RT_OP_HAL_BUFFER_SUBSPAN, 0, 0,
     sr_rt_exec_hal},
    {SR_OPID_HAL_BUFFER_ASSERT, SR_RT_OP_HAL_BUFFER_ASSERT, 0, 0,
     sr_rt_exec_hal},
    {SR_OPID_HAL_BUFFER_LOAD, SR_RT_OP_HAL_BUFFER_LOAD, 0, 0, sr_rt_exec_hal},
    {SR_OPID_HAL_BUFFER_STORE, SR_RT_OP_HAL_BUFFER_STORE, 0, 0, sr_rt_exec_hal},
    {SR_OPID_HAL_DEVICES_COUNT, SR_RT_OP_HAL_DEVICES_COUNT, 0, 0,
     sr_rt_exec_hal},
    {SR_OPID_HAL_DEVICES_GET, SR_RT_OP_HAL_DEVICES_GET, 0, 0, sr_rt_exec_hal},
    {SR_OPID_HAL_DEVICE_RESOLVE, SR_RT_OP_HAL_DEVICE_RESOLVE, 0, 0,
     sr_rt_exec_hal},
    {SR_OPID_HAL_DEVICE_QUERY, SR_RT_OP_HAL_DEVICE_QUERY, 0, 0, sr_rt_exec_hal},
    {SR_OPID_HAL_FENCE_CREATE, SR_RT_OP_HAL_FENCE_CREATE, 0, 0, sr_rt_exec_hal},
    {SR_OPID_HAL_FENCE_JOIN, SR_RT_OP_HAL_FENCE_JOIN, 0, 0, sr_rt_exec_hal},
    {SR_OPID_HAL_FENCE_SIGNAL, SR_RT_OP_HAL_FENCE_SIGNAL, 0, 0, sr_rt_exec_hal},
    {SR_OPID_HAL_FENCE_FAIL, SR_RT_OP_HAL_FENCE_FAIL, 0, 0, sr_rt_exec_hal},
    {SR_OPID_HAL_FENCE_QUERY, SR_RT_OP_HAL_FENCE_QUERY, 0, 0, sr_rt_exec_hal},
    {SR_OPID_HAL_FENCE_AWAIT, SR_RT_OP_HAL_FENCE_AWAIT, 0, 0, sr_rt_exec_hal},
};

sr_rt_op_defs_t sr_rt_hal_ops(void) { return SR_RT_OP_DEFS(kHalOps); }
