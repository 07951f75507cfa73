// The handlers' shared helpers (see exec_support.h).

#include "cpu_backend/exec_support.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cpu_backend/check/check.h"
#include "cpu_backend/scalar.h"
#include "cpu_backend/value.h"
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
// Operands
//===----------------------------------------------------------------------===//

sr_rt_scalar_type_t sr_rt_operand_type(const sr_rt_instr_t* instr,
                                       uint32_t group) {
  const sr_op_t* op = instr->op;
  uint32_t index = instr->segment_start[group];
  return index < op->num_operands
             ? sr_rt_scalar_type_of(op->operands[index].value->type)
             : (sr_rt_scalar_type_t){0, 0, 0};
}

sr_timepoint_t* sr_rt_optional_timepoint(const sr_rt_value_t* frame,
                                         const sr_rt_instr_t* instr,
                                         uint32_t group) {
  if (group >= instr->segment_count || !instr->segment_size[group]) {
    return NULL;
  }
  const sr_rt_value_t* v = sr_rt_arg(frame, instr, group, 0);
  return v->kind == SR_RT_VALUE_TIMEPOINT ? v->timepoint : NULL;
}

void sr_rt_set_timepoint_or_immediate(sr_rt_value_t* slot,
                                      sr_timepoint_t* timepoint) {
  if (!timepoint) timepoint = sr_timepoint_immediate();
  sr_timepoint_retain(timepoint);
  sr_rt_value_set_timepoint(slot, timepoint);
}

sr_status_t sr_rt_wait_await(sr_module_t* module, const sr_rt_instr_t* instr,
                             sr_timepoint_t* timepoint) {
  if (!timepoint) return sr_ok_status();
  // Helping: the host runs the pool's work (the region it waits for) until
  // the timepoint is reached, instead of sleeping until a worker wakes.
  sr_status_t status =
      sr_pool_wait(module->instance->pool, timepoint, SR_TIMEOUT_INFINITE);
  if (!status) return sr_ok_status();
  sr_ir_loc_t loc = sr_status_ir_loc(status);
  if (loc.line) return status;  // already points at the op that failed
  sr_status_t located =
      sr_rt_error(module, instr, sr_status_code(status),
                  "awaited timepoint failed: %s", sr_status_message(status));
  sr_status_ignore(status);
  return located;
}

sr_status_t sr_rt_tied_target(sr_module_t* module, const sr_rt_instr_t* instr,
                              sr_rt_value_t* frame, uint32_t group,
                              uint64_t size, sr_rt_value_t* out_target) {
  sr_rt_value_assign(out_target, sr_rt_arg(frame, instr, group, 0));
  if (instr->flags & SR_RT_INSTR_COPY_ON_WRITE) {
    return sr_rt_clone_value(module, instr, out_target, size);
  }
  if (out_target->kind == SR_RT_VALUE_VIEW && out_target->view.storage &&
      (out_target->view.storage->flags & SR_RT_STORAGE_READ_ONLY) &&
      !(instr->flags & SR_RT_INSTR_IN_REGION)) {
    // Constants are cloned too (the copy-on-write rule for constants).
    return sr_rt_clone_value(module, instr, out_target, size);
  }
  return sr_ok_status();
}
