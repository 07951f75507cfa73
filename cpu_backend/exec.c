// Leaf execution: the switch over instruction kinds, scalar/util/hal ops,
// and the byte-level helpers every executor uses.

#include <stdarg.h>
#include <string.h>

#include "cpu_backend/check/check.h"
#include "cpu_backend/exec_hal.h"
#include "cpu_backend/exec_impl.h"
#include "cpu_backend/exec_params.h"
#include "cpu_backend/exec_util.h"
#include "cpu_backend/phase.h"
#include "cpu_backend/scalar.h"
#include "kernels/copy.h"
#include "kernels/fill.h"

sr_status_t sr_rt_error(const sr_module_t* module, const sr_rt_instr_t* instr,
                        sr_status_code_t code, const char* format, ...) {
  char message[512];
  va_list args;
  va_start(args, format);
  vsnprintf(message, sizeof(message), format, args);
  va_end(args);
  const sr_op_t* op = instr->op;
  return sr_context_make_status_at(module->program->context, op->pos, code,
                                   "'%.*s': %s", (int)op->name.size,
                                   op->name.data, message);
}

sr_status_t sr_rt_locate(const sr_module_t* module, const sr_rt_instr_t* instr,
                         sr_status_t status) {
  if (!status || sr_status_ir_loc(status).file) return status;
  sr_source_pos_t pos = instr->op->pos;
  const sr_source_t* source =
      sr_context_source(module->program->context, pos.source_id);
  if (!source) return status;
  sr_string_view_t line = sr_source_line_text(source, pos.line);
  sr_ir_loc_t loc = {source->name, pos.line, pos.column, 1};
  return sr_status_set_ir_loc(status, loc, line.data, line.size);
}

//===----------------------------------------------------------------------===//
// Byte helpers
//===----------------------------------------------------------------------===//

sr_status_t sr_rt_resolve(sr_module_t* module, const sr_rt_instr_t* instr,
                          const sr_rt_value_t* resource, uint64_t size,
                          uint64_t offset, uint64_t length, bool write,
                          const char* role, uint8_t** out_ptr) {
  *out_ptr = NULL;
  if (resource->kind != SR_RT_VALUE_VIEW || !resource->view.storage) {
    return sr_rt_error(module, instr, SR_STATUS_FAILED_PRECONDITION,
                       "%s is not a live resource", role);
  }
  const sr_rt_view_t* view = &resource->view;
  if (size > view->length) {
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "size mismatch: %s is declared %llu bytes but the "
                       "resource holds %llu",
                       role, (unsigned long long)size,
                       (unsigned long long)view->length);
  }
  if (offset > size || length > size - offset) {
    return sr_rt_error(module, instr, SR_STATUS_OUT_OF_RANGE,
                       "range [%llu, %llu) of %s is out of bounds of its %llu "
                       "bytes",
                       (unsigned long long)offset,
                       (unsigned long long)(offset + length), role,
                       (unsigned long long)size);
  }
  uint8_t* base = sr_rt_storage_data(view->storage);
  if (!base) {
    return sr_rt_error(module, instr, SR_STATUS_FAILED_PRECONDITION,
                       "%s has no storage (the region that produces it "
                       "failed or has not run)",
                       role);
  }
  if (sr_rt_check_current) {
    sr_rt_check_access(sr_rt_check_current, instr, view, offset, length, write,
                       role);
  }
  if (write && (view->storage->flags & SR_RT_STORAGE_READ_ONLY)) {
    return sr_rt_error(module, instr, SR_STATUS_PERMISSION_DENIED,
                       "%s is constant storage and cannot be written", role);
  }
  *out_ptr = base + view->offset + offset;
  return sr_ok_status();
}

sr_status_t sr_rt_allocate(sr_module_t* module, const sr_rt_instr_t* instr,
                           uint64_t size, sr_rt_value_t* out) {
  if ((int64_t)size < 0) {
    return sr_rt_error(module, instr, SR_STATUS_OUT_OF_RANGE,
                       "allocation size %lld is negative", (long long)size);
  }
  sr_rt_storage_t* storage = NULL;
  sr_status_t status =
      sr_rt_storage_allocate(module->instance->allocator,
                             &module->instance->stats, (size_t)size, &storage);
  if (status) {
    sr_status_ignore(status);
    return sr_rt_error(module, instr, SR_STATUS_RESOURCE_EXHAUSTED,
                       "cannot allocate %llu bytes", (unsigned long long)size);
  }
  sr_rt_value_set_view(out, storage, 0, size);
  return sr_ok_status();
}

sr_status_t sr_rt_clone_value(sr_module_t* module, const sr_rt_instr_t* instr,
                              sr_rt_value_t* value, uint64_t size) {
  uint8_t* source = NULL;
  SR_RETURN_IF_ERROR(sr_rt_resolve(module, instr, value, size, 0, size, false,
                                   "the tied operand", &source));
  sr_rt_value_t copy = {0};
  SR_RETURN_IF_ERROR(sr_rt_allocate(module, instr, size, &copy));
  memcpy(sr_rt_storage_data(copy.view.storage), source, size);
  sr_rt_value_move(value, &copy);
  return sr_ok_status();
}

void sr_rt_fill_pattern(const sr_rt_value_t* value, sr_rt_scalar_type_t type,
                        uint64_t* out_pattern, uint32_t* out_bytes) {
  uint32_t bits = type.bits ? type.bits : 64;
  uint64_t raw = sr_rt_scalar_to_bits(value, type);
  if (type.cls != SR_RT_SCALAR_FLOAT && bits < 8) {
    // Sub-byte integers replicate into a byte (i1 zero-extends).
    uint64_t v = raw & ((1u << bits) - 1);
    if (bits == 2 || bits == 4) {
      uint64_t byte = 0;
      for (uint32_t b = 0; b < 8; b += bits) byte |= v << b;
      raw = byte;
    } else {
      raw = v;
    }
    bits = 8;
  }
  *out_pattern = raw;
  *out_bytes = (bits + 7) / 8;
}

typedef struct sr_rt_chunked_t {
  uint8_t* target;
  const uint8_t* source;
  uint64_t pattern;
  uint32_t pattern_bytes;
  const sr_k_table_t* kernels;
} sr_rt_chunked_t;

static sr_status_t sr_rt_fill_chunk(void* user_data, size_t begin, size_t end) {
  sr_rt_chunked_t* c = (sr_rt_chunked_t*)user_data;
  if (c->kernels->fill(c->target + begin, end - begin, c->pattern,
                       c->pattern_bytes)) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT, "fill kernel failed");
  }
  return sr_ok_status();
}

static sr_status_t sr_rt_copy_chunk(void* user_data, size_t begin, size_t end) {
  sr_rt_chunked_t* c = (sr_rt_chunked_t*)user_data;
  c->kernels->copy(c->target + begin, c->source + begin, end - begin);
  return sr_ok_status();
}

// Fills and copies of more than this many bytes are split across the
// pool; below it a single thread is faster than the fan-out.
#define SR_RT_PARALLEL_BYTES (1u << 20)
#define SR_RT_CHUNK_BYTES (256u << 10)
// Ranges this large are cut in pieces of SR_RT_STREAM_CHUNK_BYTES: the
// kernels switch to non-temporal stores for pieces of 4 MiB and more
// (kernels/arch/x86_64/stream_store.h), which a range beyond the caches
// needs to reach the memory's bandwidth; 256 KiB pieces kept a 64 MiB
// fill on normal stores at 15-41% of it. The cut depends on the length
// only, never on the number of threads.
#define SR_RT_STREAM_RANGE_BYTES ((uint64_t)16 << 20)
#define SR_RT_STREAM_CHUNK_BYTES ((size_t)4 << 20)

static size_t sr_rt_chunk_bytes(uint64_t length) {
  return length >= SR_RT_STREAM_RANGE_BYTES ? SR_RT_STREAM_CHUNK_BYTES
                                            : SR_RT_CHUNK_BYTES;
}

sr_status_t sr_rt_fill(sr_module_t* module, const sr_rt_instr_t* instr,
                       uint8_t* ptr, uint64_t offset, uint64_t length,
                       uint64_t pattern, uint32_t pattern_bytes) {
  if (pattern_bytes != 1 && pattern_bytes != 2 && pattern_bytes != 4 &&
      pattern_bytes != 8) {
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "fill pattern of %u bytes (must be 1, 2, 4 or 8)",
                       pattern_bytes);
  }
  if (offset % pattern_bytes || length % pattern_bytes) {
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "misaligned fill: offset %llu and length %llu must be "
                       "multiples of the %u-byte pattern",
                       (unsigned long long)offset, (unsigned long long)length,
                       pattern_bytes);
  }
  if (!length) return sr_ok_status();
  sr_rt_chunked_t c = {ptr, NULL, pattern, pattern_bytes,
                       module->instance->kernels};
  sr_rt_events_t* events = module->instance->events;
  sr_rt_event_t event;
  if (events) {
    sr_rt_event_init(&event, SR_EVENT_FILL, module, instr);
    event.e.bytes_written = length;
    sr_rt_events_begin(events, &event);
  }
  sr_status_t status =
      length < SR_RT_PARALLEL_BYTES
          ? sr_rt_fill_chunk(&c, 0, (size_t)length)
          : sr_pool_parallel_for(module->instance->pool, 0, (size_t)length,
                                 sr_rt_chunk_bytes(length), sr_rt_fill_chunk,
                                 &c);
  if (events) sr_rt_events_end(events, &event, status);
  return status;
}

sr_status_t sr_rt_copy(sr_module_t* module, const sr_rt_instr_t* instr,
                       uint8_t* target, const uint8_t* source,
                       uint64_t length) {
  if (!length || target == source) return sr_ok_status();
  sr_rt_chunked_t c = {target, source, 0, 0, module->instance->kernels};
  bool overlap = target < source + length && source < target + length;
  sr_rt_events_t* events = module->instance->events;
  sr_rt_event_t event;
  if (events) {
    sr_rt_event_init(&event, SR_EVENT_COPY, module, instr);
    event.e.bytes_read = event.e.bytes_written = length;
    sr_rt_events_begin(events, &event);
  }
  sr_status_t status =
      length < SR_RT_PARALLEL_BYTES || overlap
          ? sr_rt_copy_chunk(&c, 0, (size_t)length)
          : sr_pool_parallel_for(module->instance->pool, 0, (size_t)length,
                                 sr_rt_chunk_bytes(length), sr_rt_copy_chunk,
                                 &c);
  if (events) sr_rt_events_end(events, &event, status);
  return status;
}

//===----------------------------------------------------------------------===//
// Scalars
//===----------------------------------------------------------------------===//

static double sr_rt_as_float(const sr_rt_value_t* v) {
  return v->kind == SR_RT_VALUE_FLOAT ? v->f : (double)v->i;
}

static sr_status_t sr_rt_exec_scalar(sr_module_t* module,
                                     const sr_rt_instr_t* instr,
                                     sr_rt_value_t* frame) {
  sr_rt_value_t* result =
      instr->result_count ? &frame[instr->results[0]] : NULL;
  const sr_rt_value_t* a =
      instr->operand_count > 0 ? &frame[instr->operands[0]] : NULL;
  const sr_rt_value_t* b =
      instr->operand_count > 1 ? &frame[instr->operands[1]] : NULL;
  switch (instr->kind) {
    case SR_RT_OP_CONSTANT:
      if (instr->type.cls == SR_RT_SCALAR_FLOAT) {
        sr_rt_value_set_float(result, instr->fimm);
      } else {
        sr_rt_value_set_int(result, instr->imm);
      }
      return sr_ok_status();
    case SR_RT_OP_INT_BINARY: {
      int64_t r = 0;
      if (!sr_rt_eval_int_binary((sr_rt_int_binary_t)instr->sub_kind,
                                 instr->type, a->i, b->i, &r)) {
        return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                           "integer division by zero or overflow (%lld, %lld)",
                           (long long)a->i, (long long)b->i);
      }
      sr_rt_value_set_int(result, r);
      return sr_ok_status();
    }
    case SR_RT_OP_FLOAT_BINARY:
      sr_rt_value_set_float(
          result, sr_rt_eval_float_binary((sr_rt_float_binary_t)instr->sub_kind,
                                          instr->type, sr_rt_as_float(a),
                                          sr_rt_as_float(b)));
      return sr_ok_status();
    case SR_RT_OP_FLOAT_UNARY:
      sr_rt_value_set_float(
          result, sr_rt_eval_float_unary((sr_rt_float_unary_t)instr->sub_kind,
                                         instr->type, sr_rt_as_float(a)));
      return sr_ok_status();
    case SR_RT_OP_INT_UNARY:
      sr_rt_value_set_int(
          result, sr_rt_eval_int_unary((sr_rt_int_unary_t)instr->sub_kind,
                                       instr->type, a->i));
      return sr_ok_status();
    case SR_RT_OP_FMA: {
      const sr_rt_value_t* c = &frame[instr->operands[2]];
      double r = sr_rt_as_float(a) * sr_rt_as_float(b) + sr_rt_as_float(c);
      sr_rt_value_set_float(result, sr_rt_round_float(r, instr->type));
      return sr_ok_status();
    }
    case SR_RT_OP_CMPI:
      sr_rt_value_set_int(result, sr_rt_eval_cmpi((sr_rt_cmpi_t)instr->sub_kind,
                                                  instr->type2, a->i, b->i)
                                      ? -1  // i1 true, sign-extended
                                      : 0);
      return sr_ok_status();
    case SR_RT_OP_CMPF:
      sr_rt_value_set_int(result,
                          sr_rt_eval_cmpf((sr_rt_cmpf_t)instr->sub_kind,
                                          sr_rt_as_float(a), sr_rt_as_float(b))
                              ? -1
                              : 0);
      return sr_ok_status();
    case SR_RT_OP_SELECT: {
      const sr_rt_value_t* chosen =
          (a->i & 1) ? &frame[instr->operands[1]] : &frame[instr->operands[2]];
      sr_rt_value_assign(result, chosen);
      return sr_ok_status();
    }
    case SR_RT_OP_CAST: {
      sr_rt_value_t out = {0};
      sr_rt_eval_cast((sr_rt_cast_t)instr->sub_kind, instr->type2, instr->type,
                      a, &out);
      sr_rt_value_move(result, &out);
      return sr_ok_status();
    }
    default:
      return sr_rt_error(module, instr, SR_STATUS_INTERNAL, "not a scalar op");
  }
}

//===----------------------------------------------------------------------===//
// Globals, util, hal
//===----------------------------------------------------------------------===//

static bool sr_rt_same_value(const sr_rt_value_t* a, const sr_rt_value_t* b) {
  if (a->kind != b->kind) return false;
  switch (a->kind) {
    case SR_RT_VALUE_NONE:
      return true;
    case SR_RT_VALUE_INT:
      return a->i == b->i;
    case SR_RT_VALUE_FLOAT:
      return a->f == b->f;
    case SR_RT_VALUE_VIEW:
      return a->view.storage == b->view.storage &&
             a->view.offset == b->view.offset &&
             a->view.length == b->view.length;
    case SR_RT_VALUE_TIMEPOINT:
      return a->timepoint == b->timepoint;
    case SR_RT_VALUE_BUFFER_VIEW:
      return a->buffer_view == b->buffer_view;
    case SR_RT_VALUE_DEVICE:
      return a->i == b->i;
    case SR_RT_VALUE_LIST:
      return a->list == b->list;
  }
  return false;
}

static sr_status_t sr_rt_exec_util(sr_module_t* module,
                                   const sr_rt_instr_t* instr,
                                   sr_rt_value_t* frame) {
  sr_rt_value_t* result =
      instr->result_count ? &frame[instr->results[0]] : NULL;
  switch (instr->kind) {
    case SR_RT_OP_GLOBAL_LOAD:
      pthread_mutex_lock(&module->globals_mutex);
      sr_rt_value_assign(result, &module->globals[instr->imm]);
      pthread_mutex_unlock(&module->globals_mutex);
      return sr_ok_status();
    case SR_RT_OP_GLOBAL_STORE:
      pthread_mutex_lock(&module->globals_mutex);
      sr_rt_value_assign(&module->globals[instr->imm],
                         &frame[instr->operands[0]]);
      pthread_mutex_unlock(&module->globals_mutex);
      return sr_ok_status();
    case SR_RT_OP_UTIL_PASSTHROUGH:
    case SR_RT_OP_WORKLOAD_ORDINAL:
      for (uint32_t i = 0; i < instr->result_count && i < instr->operand_count;
           ++i) {
        sr_rt_value_assign(&frame[instr->results[i]],
                           &frame[instr->operands[i]]);
      }
      return sr_ok_status();
    case SR_RT_OP_UTIL_NULL:
    case SR_RT_OP_BUILTIN_TENSOR_EMPTY:
      sr_rt_value_release(result);
      return sr_ok_status();
    case SR_RT_OP_UTIL_CMP_EQ:
    case SR_RT_OP_UTIL_CMP_NE: {
      bool same = sr_rt_same_value(&frame[instr->operands[0]],
                                   &frame[instr->operands[1]]);
      if (instr->kind == SR_RT_OP_UTIL_CMP_NE) same = !same;
      sr_rt_value_set_int(result, same ? -1 : 0);
      return sr_ok_status();
    }
    case SR_RT_OP_UTIL_ALIGN: {
      uint64_t value = sr_rt_u64(frame, instr->operands[0]);
      uint64_t alignment = sr_rt_u64(frame, instr->operands[1]);
      if (!alignment) {
        return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                           "alignment of 0");
      }
      sr_rt_value_set_int(
          result, (int64_t)((value + alignment - 1) / alignment * alignment));
      return sr_ok_status();
    }
    case SR_RT_OP_UTIL_SIZEOF:
      sr_rt_value_set_int(result, instr->imm);
      return sr_ok_status();
    case SR_RT_OP_UTIL_BUFFER_CONSTANT: {
      const sr_rt_constant_t* c = instr->constants;
      sr_rt_storage_retain(c->storage);
      sr_rt_value_set_view(result, c->storage, 0, c->length);
      return sr_ok_status();
    }
    case SR_RT_OP_UTIL_BUFFER_SIZE: {
      const sr_rt_value_t* b = &frame[instr->operands[0]];
      sr_rt_value_set_int(
          result, b->kind == SR_RT_VALUE_VIEW ? (int64_t)b->view.length : 0);
      return sr_ok_status();
    }
    case SR_RT_OP_UTIL_STATUS_CHECK_OK: {
      int64_t code = frame[instr->operands[0]].i;
      if (code == 0) return sr_ok_status();
      const sr_attr_t* message = sr_op_attr(instr->op, "message");
      return sr_rt_error(
          module, instr, (sr_status_code_t)(code & 0x1F), "%.*s",
          message && message->kind == SR_ATTR_STRING ? (int)message->string.size
                                                     : 6,
          message && message->kind == SR_ATTR_STRING ? message->string.data
                                                     : "failed");
    }
    case SR_RT_OP_CONTEXT_RESOLVE:
      for (uint32_t i = 0; i < instr->result_count; ++i) {
        const sr_type_t* t = instr->op->results[i].type;
        if (t->kind == SR_TYPE_INTEGER || t->kind == SR_TYPE_INDEX) {
          sr_rt_value_set_int(&frame[instr->results[i]], -1);
        } else {
          sr_rt_value_release(&frame[instr->results[i]]);
        }
      }
      return sr_ok_status();
    case SR_RT_OP_WORKGROUP_COUNT_FROM_SLICE:
      // Stream-level bodies are not yet distributed: one workgroup covers
      // the whole problem.
      for (uint32_t i = 0; i < instr->result_count; ++i) {
        sr_rt_value_set_int(&frame[instr->results[i]], 1);
      }
      return sr_ok_status();
    default:
      return sr_rt_error(module, instr, SR_STATUS_INTERNAL, "not a util op");
  }
}

//===----------------------------------------------------------------------===//
// The switch
//===----------------------------------------------------------------------===//

static sr_status_t sr_rt_exec_leaf_unchecked(sr_module_t* module,
                                             const sr_rt_instr_t* instr,
                                             sr_rt_value_t* frame);

sr_status_t sr_rt_exec_leaf(sr_module_t* module, const sr_rt_instr_t* instr,
                            sr_rt_value_t* frame) {
  sr_rt_check_t* check = sr_rt_check_current;
  if (!check) {
    return sr_rt_locate(module, instr,
                        sr_rt_exec_leaf_unchecked(module, instr, frame));
  }
  sr_rt_check_before(check, instr, frame);
  sr_status_t status = sr_rt_exec_leaf_unchecked(module, instr, frame);
  sr_rt_check_after(check, instr, frame, status);
  return sr_rt_locate(module, instr, status);
}

static sr_status_t sr_rt_exec_leaf_unchecked(sr_module_t* module,
                                             const sr_rt_instr_t* instr,
                                             sr_rt_value_t* frame) {
  switch (instr->kind) {
    case SR_RT_OP_CONSTANT:
    case SR_RT_OP_INT_BINARY:
    case SR_RT_OP_FLOAT_BINARY:
    case SR_RT_OP_INT_UNARY:
    case SR_RT_OP_FLOAT_UNARY:
    case SR_RT_OP_CMPI:
    case SR_RT_OP_CMPF:
    case SR_RT_OP_SELECT:
    case SR_RT_OP_CAST:
    case SR_RT_OP_FMA:
      return sr_rt_exec_scalar(module, instr, frame);
    case SR_RT_OP_GLOBAL_LOAD:
    case SR_RT_OP_GLOBAL_STORE:
    case SR_RT_OP_UTIL_PASSTHROUGH:
    case SR_RT_OP_UTIL_NULL:
    case SR_RT_OP_UTIL_CMP_EQ:
    case SR_RT_OP_UTIL_CMP_NE:
    case SR_RT_OP_UTIL_ALIGN:
    case SR_RT_OP_UTIL_SIZEOF:
    case SR_RT_OP_UTIL_BUFFER_CONSTANT:
    case SR_RT_OP_UTIL_BUFFER_SIZE:
    case SR_RT_OP_UTIL_STATUS_CHECK_OK:
    case SR_RT_OP_CONTEXT_RESOLVE:
    case SR_RT_OP_WORKGROUP_COUNT_FROM_SLICE:
    case SR_RT_OP_WORKLOAD_ORDINAL:
    case SR_RT_OP_BUILTIN_TENSOR_EMPTY:
      return sr_rt_exec_util(module, instr, frame);
    case SR_RT_OP_HAL_BUFFER_VIEW_ASSERT:
    case SR_RT_OP_HAL_BUFFER_VIEW_DIM:
    case SR_RT_OP_HAL_BUFFER_VIEW_RANK:
    case SR_RT_OP_HAL_BUFFER_VIEW_ELEMENT_TYPE:
    case SR_RT_OP_HAL_BUFFER_VIEW_ENCODING_TYPE:
    case SR_RT_OP_HAL_BUFFER_VIEW_BUFFER:
    case SR_RT_OP_HAL_BUFFER_VIEW_CREATE:
    case SR_RT_OP_HAL_ELEMENT_TYPE:
    case SR_RT_OP_HAL_ENCODING_TYPE:
    case SR_RT_OP_HAL_BUFFER_LENGTH:
    case SR_RT_OP_HAL_BUFFER_SUBSPAN:
    case SR_RT_OP_HAL_BUFFER_ASSERT:
    case SR_RT_OP_HAL_BUFFER_LOAD:
    case SR_RT_OP_HAL_BUFFER_STORE:
    case SR_RT_OP_HAL_DEVICES_COUNT:
    case SR_RT_OP_HAL_DEVICES_GET:
    case SR_RT_OP_HAL_DEVICE_RESOLVE:
    case SR_RT_OP_HAL_DEVICE_QUERY:
    case SR_RT_OP_HAL_FENCE_CREATE:
    case SR_RT_OP_HAL_FENCE_JOIN:
    case SR_RT_OP_HAL_FENCE_SIGNAL:
    case SR_RT_OP_HAL_FENCE_FAIL:
    case SR_RT_OP_HAL_FENCE_QUERY:
    case SR_RT_OP_HAL_FENCE_AWAIT:
      return sr_rt_exec_hal(module, instr, frame);
    case SR_RT_OP_TENSOR_DISPATCH:
    case SR_RT_OP_ASYNC_DISPATCH:
    case SR_RT_OP_CMD_DISPATCH:
      return sr_rt_exec_dispatch(module, instr, frame);
    case SR_RT_OP_ASYNC_CALL:
    case SR_RT_OP_CMD_CALL:
      return sr_rt_exec_call(module, instr, frame);
    case SR_RT_OP_PARAMETER:
      return sr_rt_exec_params(module, instr, frame);
    case SR_RT_OP_WRONG_PHASE:
      return sr_rt_error(
          module, instr, SR_STATUS_UNIMPLEMENTED,
          "%s in host code: this program is not at the Stream phase. "
          "streamref runs what `iree-compile --compile-to=stream` prints "
          "(with --iree-hal-target-device=local "
          "--iree-hal-local-target-device-backends=llvm-cpu; "
          "--dump-compilation-phases-to=DIR writes every phase)",
          instr->sub_kind == SR_RT_PHASE_FLOW ? "flow-phase IR"
          : instr->sub_kind == SR_RT_PHASE_ABI
              ? "IR from before the Stream conversion (which rewrites "
                "hal.tensor.* into stream ops)"
              : "input-level IR (tensor values or front-end ops)");
    case SR_RT_OP_UNSUPPORTED:
    case SR_RT_OP_HAL_TENSOR_IMPORT:
    case SR_RT_OP_HAL_TENSOR_EXPORT:
    case SR_RT_OP_HAL_TENSOR_BARRIER:
    case SR_RT_OP_SWITCH:
    case SR_RT_OP_SCF_INDEX_SWITCH:
      return sr_rt_error(module, instr, SR_STATUS_UNIMPLEMENTED,
                         "op not supported yet by the streamref runtime");
    default:
      break;
  }
  if (instr->kind >= SR_RT_OP_UTIL_STRING_FORMAT &&
      instr->kind <= SR_RT_OP_UTIL_GLOBAL_STORE_INDIRECT) {
    return sr_rt_exec_util_host(module, instr, frame);
  }
  if (instr->kind >= SR_RT_OP_TENSOR_IMPORT &&
      instr->kind <= SR_RT_OP_TENSOR_TRACE) {
    return sr_rt_exec_tensor(module, instr, frame);
  }
  return sr_rt_exec_stream(module, instr, frame);
}
