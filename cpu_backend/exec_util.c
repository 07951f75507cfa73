// util ops of host code (see exec_util.h), with the meaning IREE's VM gives
// them (compiler/src/iree/compiler/Dialect/VM/Conversion/UtilToVM/).

#include "cpu_backend/exec_util.h"

#include <stdio.h>
#include <string.h>

#include "cpu_backend/exec_support.h"
#include "cpu_backend/list.h"
#include "cpu_backend/prepare_impl.h"
#include "cpu_backend/prepare_support.h"
#include "cpu_backend/scalar.h"
#include "cpu_backend/value.h"

//===----------------------------------------------------------------------===//
// Values: globals, pass-throughs, comparisons, sizes, constants
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
    case SR_RT_VALUE_CHANNEL:
      return a->channel == b->channel;
  }
  return false;
}

// The ops of sr_rt_exec_util_value with one result read it as group 0 (an
// op's only result group), and the pass-throughs pass group 0 to group 0.
#define SR_RT_ONE_RESULT(op) \
  _Static_assert((int)SR_##op##_RESULT == 0, #op " has one result group");
SR_RT_ONE_RESULT(UTIL_GLOBAL_LOAD)
SR_RT_ONE_RESULT(UTIL_NULL)
SR_RT_ONE_RESULT(UTIL_CMP_EQ)
SR_RT_ONE_RESULT(UTIL_CMP_NE)
SR_RT_ONE_RESULT(UTIL_ALIGN)
SR_RT_ONE_RESULT(UTIL_BUFFER_CONSTANT)
SR_RT_ONE_RESULT(UTIL_BUFFER_SIZE)
SR_RT_ONE_RESULT(TENSOR_EMPTY)
#undef SR_RT_ONE_RESULT
enum { SR_RT_VALUE_OP_RESULT = SR_UTIL_GLOBAL_LOAD_RESULT };
// util.sizeof's only result.
_Static_assert((int)SR_UTIL_SIZEOF_SIZE == 0, "util.sizeof has one result");
_Static_assert((int)SR_UTIL_CMP_NE_LHS == (int)SR_UTIL_CMP_EQ_LHS &&
                   (int)SR_UTIL_CMP_NE_RHS == (int)SR_UTIL_CMP_EQ_RHS,
               "util.cmp.ne is util.cmp.eq's layout");
#define SR_RT_PASSTHROUGH_LAYOUT(op, operands, results)                \
  _Static_assert((int)SR_##op##_##operands ==                          \
                         (int)SR_UTIL_OPTIMIZATION_BARRIER_OPERANDS && \
                     (int)SR_##op##_##results ==                       \
                         (int)SR_UTIL_OPTIMIZATION_BARRIER_RESULTS,    \
                 #op " passes group 0 to group 0");
SR_RT_PASSTHROUGH_LAYOUT(UTIL_ASSUME_INT, OPERANDS, RESULTS)
SR_RT_PASSTHROUGH_LAYOUT(UTIL_CAST, OPERAND, RESULT)
SR_RT_PASSTHROUGH_LAYOUT(UTIL_NUMERIC_OPTIONAL_NARROW, OPERAND, RESULT)
SR_RT_PASSTHROUGH_LAYOUT(IREE_TENSOR_EXT_DISPATCH_WORKLOAD_ORDINAL, OPERAND,
                         RESULT)
#undef SR_RT_PASSTHROUGH_LAYOUT

static sr_status_t sr_rt_exec_util_value(sr_module_t* module,
                                         const sr_rt_instr_t* instr,
                                         sr_rt_value_t* frame) {
  sr_rt_value_t* result =
      sr_rt_result_group_size(instr, SR_RT_VALUE_OP_RESULT)
          ? sr_rt_out(frame, instr, SR_RT_VALUE_OP_RESULT, 0)
          : NULL;
  switch (instr->kind) {
    case SR_RT_OP_GLOBAL_LOAD:
      pthread_mutex_lock(&module->globals_mutex);
      sr_rt_value_assign(result, &module->globals[instr->imm]);
      pthread_mutex_unlock(&module->globals_mutex);
      return sr_ok_status();
    case SR_RT_OP_GLOBAL_STORE:
      pthread_mutex_lock(&module->globals_mutex);
      sr_rt_value_assign(
          &module->globals[instr->imm],
          sr_rt_arg(frame, instr, SR_UTIL_GLOBAL_STORE_VALUE, 0));
      pthread_mutex_unlock(&module->globals_mutex);
      return sr_ok_status();
    case SR_RT_OP_UTIL_PASSTHROUGH:
    case SR_RT_OP_WORKLOAD_ORDINAL: {
      uint32_t count =
          sr_rt_result_group_size(instr, SR_UTIL_OPTIMIZATION_BARRIER_RESULTS);
      uint32_t operand_count =
          sr_rt_group_size(instr, SR_UTIL_OPTIMIZATION_BARRIER_OPERANDS);
      for (uint32_t i = 0; i < count && i < operand_count; ++i) {
        sr_rt_value_assign(
            sr_rt_out(frame, instr, SR_UTIL_OPTIMIZATION_BARRIER_RESULTS, i),
            sr_rt_arg(frame, instr, SR_UTIL_OPTIMIZATION_BARRIER_OPERANDS, i));
      }
      return sr_ok_status();
    }
    case SR_RT_OP_UTIL_NULL:
    case SR_RT_OP_BUILTIN_TENSOR_EMPTY:
      sr_rt_value_release(result);
      return sr_ok_status();
    case SR_RT_OP_UTIL_CMP_EQ:
    case SR_RT_OP_UTIL_CMP_NE: {
      bool same =
          sr_rt_same_value(sr_rt_arg(frame, instr, SR_UTIL_CMP_EQ_LHS, 0),
                           sr_rt_arg(frame, instr, SR_UTIL_CMP_EQ_RHS, 0));
      if (instr->kind == SR_RT_OP_UTIL_CMP_NE) same = !same;
      sr_rt_value_set_int(result, same ? -1 : 0);
      return sr_ok_status();
    }
    case SR_RT_OP_UTIL_ALIGN: {
      uint64_t value = sr_rt_arg_u64(frame, instr, SR_UTIL_ALIGN_VALUE);
      uint64_t alignment = sr_rt_arg_u64(frame, instr, SR_UTIL_ALIGN_ALIGNMENT);
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
      const sr_rt_value_t* b =
          sr_rt_arg(frame, instr, SR_UTIL_BUFFER_SIZE_OPERAND, 0);
      sr_rt_value_set_int(
          result, b->kind == SR_RT_VALUE_VIEW ? (int64_t)b->view.length : 0);
      return sr_ok_status();
    }
    case SR_RT_OP_UTIL_STATUS_CHECK_OK: {
      int64_t code =
          sr_rt_arg(frame, instr, SR_UTIL_STATUS_CHECK_OK_STATUS, 0)->i;
      if (code == 0) return sr_ok_status();
      const sr_attr_t* message = sr_op_attr(instr->op, "message");
      return sr_rt_error(
          module, instr, (sr_status_code_t)(code & 0x1F), "%.*s",
          message && message->kind == SR_ATTR_STRING ? (int)message->string.size
                                                     : 6,
          message && message->kind == SR_ATTR_STRING ? message->string.data
                                                     : "failed");
    }
    case SR_RT_OP_CONTEXT_RESOLVE: {
      uint32_t count =
          sr_rt_result_group_size(instr, SR_STREAM_CONTEXT_RESOLVE_RESULTS);
      for (uint32_t i = 0; i < count; ++i) {
        const sr_type_t* t =
            sr_rt_result_value(instr, SR_STREAM_CONTEXT_RESOLVE_RESULTS, i)
                ->type;
        sr_rt_value_t* out =
            sr_rt_out(frame, instr, SR_STREAM_CONTEXT_RESOLVE_RESULTS, i);
        if (t->kind == SR_TYPE_INTEGER || t->kind == SR_TYPE_INDEX) {
          sr_rt_value_set_int(out, -1);
        } else {
          sr_rt_value_release(out);
        }
      }
      return sr_ok_status();
    }
    case SR_RT_OP_WORKGROUP_COUNT_FROM_SLICE:
      // Stream-level bodies are not yet distributed: one workgroup covers
      // the whole problem.
      for (uint32_t g =
               SR_IREE_TENSOR_EXT_DISPATCH_WORKGROUP_COUNT_FROM_SLICE_X;
           g <= SR_IREE_TENSOR_EXT_DISPATCH_WORKGROUP_COUNT_FROM_SLICE_Z; ++g) {
        if (sr_rt_result_group_size(instr, g)) {
          sr_rt_value_set_int(sr_rt_out(frame, instr, g, 0), 1);
        }
      }
      return sr_ok_status();
    default:
      return sr_rt_error(module, instr, SR_STATUS_INTERNAL, "not a util op");
  }
}

//===----------------------------------------------------------------------===//
// Strings
//===----------------------------------------------------------------------===//

// Walks util.string.format's template: `{}` takes the next argument, `{N}`
// argument N, `{{` and `}}` are literal braces; the two placeholder forms
// do not mix. Calls |literal| for each run of text and |arg| for each
// placeholder; returns a description of what is wrong, or NULL.
typedef struct sr_rt_format_sink_t {
  void (*literal)(void* user, const char* text, size_t length);
  void (*arg)(void* user, uint32_t index);
  void* user;
} sr_rt_format_sink_t;

static const char* sr_rt_walk_format(sr_string_view_t format,
                                     uint32_t arg_count,
                                     const sr_rt_format_sink_t* sink) {
  uint32_t next = 0;
  bool sequential = false, explicit_index = false;
  size_t run = 0;
  for (size_t i = 0; i < format.size;) {
    char c = format.data[i];
    if (c == '}') {
      if (i + 1 < format.size && format.data[i + 1] == '}') {
        if (sink) sink->literal(sink->user, format.data + run, i + 1 - run);
        i += 2;
        run = i;
        continue;
      }
      return "unmatched '}'";
    }
    if (c != '{') {
      ++i;
      continue;
    }
    if (i + 1 < format.size && format.data[i + 1] == '{') {
      if (sink) sink->literal(sink->user, format.data + run, i + 1 - run);
      i += 2;
      run = i;
      continue;
    }
    if (sink && i > run) sink->literal(sink->user, format.data + run, i - run);
    size_t j = i + 1;
    uint64_t index = 0;
    bool digits = false;
    while (j < format.size && format.data[j] >= '0' && format.data[j] <= '9') {
      index = index * 10 + (uint64_t)(format.data[j] - '0');
      if (index > UINT32_MAX) return "placeholder index too large";
      digits = true;
      ++j;
    }
    if (j >= format.size || format.data[j] != '}') {
      return "expected '}' closing a placeholder";
    }
    if (digits) {
      explicit_index = true;
    } else {
      sequential = true;
      index = next++;
    }
    if (sequential && explicit_index) {
      return "cannot mix '{}' and '{N}' placeholders";
    }
    if (index >= arg_count) return "placeholder refers to a missing argument";
    if (sink) sink->arg(sink->user, (uint32_t)index);
    i = j + 1;
    run = i;
  }
  if (sink && format.size > run) {
    sink->literal(sink->user, format.data + run, format.size - run);
  }
  return NULL;
}

typedef struct sr_rt_format_state_t {
  const sr_rt_instr_t* instr;
  const sr_rt_value_t* frame;
  uint8_t* out;  // NULL: only count
  size_t length;
} sr_rt_format_state_t;

static void sr_rt_format_bytes(sr_rt_format_state_t* s, const void* data,
                               size_t length) {
  if (s->out) memcpy(s->out + s->length, data, length);
  s->length += length;
}

// Unsigned decimal of |value| as an integer of |bits| bits.
static size_t sr_rt_utoa(uint64_t value, uint32_t bits, char* out) {
  if (bits && bits < 64) value &= (UINT64_C(1) << bits) - 1;
  char digits[24];
  size_t n = 0;
  do {
    digits[n++] = (char)('0' + value % 10);
    value /= 10;
  } while (value);
  for (size_t i = 0; i < n; ++i) out[i] = digits[n - 1 - i];
  return n;
}

static void sr_rt_format_literal(void* user, const char* text, size_t length) {
  sr_rt_format_state_t* s = (sr_rt_format_state_t*)user;
  // `{{` / `}}` arrive as a run ending in the first brace of the pair.
  sr_rt_format_bytes(s, text, length);
}

static void sr_rt_format_arg(void* user, uint32_t index) {
  sr_rt_format_state_t* s = (sr_rt_format_state_t*)user;
  const sr_rt_value_t* v =
      sr_rt_arg(s->frame, s->instr, SR_UTIL_STRING_FORMAT_ARGS, index);
  if (v->kind == SR_RT_VALUE_VIEW) {
    uint8_t* base =
        v->view.storage ? sr_rt_storage_data(v->view.storage) : NULL;
    if (base) sr_rt_format_bytes(s, base + v->view.offset, v->view.length);
    return;
  }
  char digits[24];
  size_t n =
      sr_rt_utoa((uint64_t)v->i, (uint32_t)s->instr->ints[index], digits);
  sr_rt_format_bytes(s, digits, n);
}

static sr_status_t sr_rt_exec_string_format(sr_module_t* module,
                                            const sr_rt_instr_t* instr,
                                            sr_rt_value_t* frame) {
  uint32_t arg_count = sr_rt_group_size(instr, SR_UTIL_STRING_FORMAT_ARGS);
  for (uint32_t i = 0; i < arg_count; ++i) {
    const sr_rt_value_t* v =
        sr_rt_arg(frame, instr, SR_UTIL_STRING_FORMAT_ARGS, i);
    if (instr->ints[i] == 0 &&
        (v->kind != SR_RT_VALUE_VIEW || !v->view.storage ||
         !sr_rt_storage_data(v->view.storage))) {
      return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                         "argument %u is not a live !util.buffer", i);
    }
  }
  sr_rt_format_state_t state = {instr, frame, NULL, 0};
  sr_rt_format_sink_t sink = {sr_rt_format_literal, sr_rt_format_arg, &state};
  sr_string_view_t format = instr->attr->string;
  sr_rt_walk_format(format, arg_count, &sink);  // checked at prepare
  sr_rt_value_t result = {0};
  SR_RETURN_IF_ERROR(sr_rt_allocate(module, instr, state.length, &result));
  state.out = sr_rt_storage_data(result.view.storage);
  state.length = 0;
  sr_rt_walk_format(format, arg_count, &sink);
  sr_rt_value_move(sr_rt_out(frame, instr, SR_UTIL_STRING_FORMAT_RESULT, 0),
                   &result);
  return sr_ok_status();
}

static sr_status_t sr_rt_exec_string_itoa(sr_module_t* module,
                                          const sr_rt_instr_t* instr,
                                          sr_rt_value_t* frame) {
  char digits[24];
  size_t n = sr_rt_utoa(sr_rt_arg_u64(frame, instr, SR_UTIL_STRING_ITOA_VALUE),
                        instr->type2.bits, digits);
  sr_rt_value_t result = {0};
  SR_RETURN_IF_ERROR(sr_rt_allocate(module, instr, n, &result));
  memcpy(sr_rt_storage_data(result.view.storage), digits, n);
  sr_rt_value_move(sr_rt_out(frame, instr, SR_UTIL_STRING_ITOA_RESULT, 0),
                   &result);
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Buffers
//===----------------------------------------------------------------------===//

// SipHash-2-4 with the key 00 01 .. 0f (util.buffer.hash, as IREE's
// vm.buffer.hash).
static uint64_t sr_rt_rotl(uint64_t x, int b) {
  return (x << b) | (x >> (64 - b));
}

#define SR_RT_SIPROUND       \
  do {                       \
    v0 += v1;                \
    v1 = sr_rt_rotl(v1, 13); \
    v1 ^= v0;                \
    v0 = sr_rt_rotl(v0, 32); \
    v2 += v3;                \
    v3 = sr_rt_rotl(v3, 16); \
    v3 ^= v2;                \
    v0 += v3;                \
    v3 = sr_rt_rotl(v3, 21); \
    v3 ^= v0;                \
    v2 += v1;                \
    v1 = sr_rt_rotl(v1, 17); \
    v1 ^= v2;                \
    v2 = sr_rt_rotl(v2, 32); \
  } while (0)

static uint64_t sr_rt_siphash24(const uint8_t* data, size_t length) {
  const uint64_t k0 = UINT64_C(0x0706050403020100);
  const uint64_t k1 = UINT64_C(0x0f0e0d0c0b0a0908);
  uint64_t v0 = k0 ^ UINT64_C(0x736f6d6570736575);
  uint64_t v1 = k1 ^ UINT64_C(0x646f72616e646f6d);
  uint64_t v2 = k0 ^ UINT64_C(0x6c7967656e657261);
  uint64_t v3 = k1 ^ UINT64_C(0x7465646279746573);
  size_t whole = length - length % 8;
  for (size_t i = 0; i < whole; i += 8) {
    uint64_t m = 0;
    for (int b = 0; b < 8; ++b) m |= (uint64_t)data[i + b] << (8 * b);
    v3 ^= m;
    SR_RT_SIPROUND;
    SR_RT_SIPROUND;
    v0 ^= m;
  }
  uint64_t last = (uint64_t)length << 56;
  for (size_t b = 0; b < length % 8; ++b) {
    last |= (uint64_t)data[whole + b] << (8 * b);
  }
  v3 ^= last;
  SR_RT_SIPROUND;
  SR_RT_SIPROUND;
  v0 ^= last;
  v2 ^= 0xff;
  SR_RT_SIPROUND;
  SR_RT_SIPROUND;
  SR_RT_SIPROUND;
  SR_RT_SIPROUND;
  return v0 ^ v1 ^ v2 ^ v3;
}

#undef SR_RT_SIPROUND

// Bytes [offset, offset + length) of the !util.buffer of operand group
// |buffer| whose SSA size is operand group |size|.
static sr_status_t sr_rt_buffer_range(sr_module_t* module,
                                      const sr_rt_instr_t* instr,
                                      sr_rt_value_t* frame, uint32_t buffer,
                                      uint32_t size, uint64_t offset,
                                      uint64_t length, bool write,
                                      const char* role, uint8_t** out) {
  return sr_rt_resolve(module, instr, sr_rt_arg(frame, instr, buffer, 0),
                       sr_rt_arg_u64(frame, instr, size), offset, length, write,
                       role, out);
}

static sr_status_t sr_rt_check_element_aligned(sr_module_t* module,
                                               const sr_rt_instr_t* instr,
                                               uint64_t offset, uint64_t length,
                                               uint32_t bytes) {
  if (offset % bytes || length % bytes) {
    // IREE's VM addresses these in elements: a byte offset that is not a
    // multiple of the element size would silently round down there.
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "byte offset %llu / length %llu is not a multiple of "
                       "the %u-byte element",
                       (unsigned long long)offset, (unsigned long long)length,
                       bytes);
  }
  return sr_ok_status();
}

static uint32_t sr_rt_element_bytes(sr_rt_scalar_type_t type) {
  uint32_t bits = type.cls == SR_RT_SCALAR_INDEX ? 64 : type.bits;
  return bits <= 8 ? 1 : (bits + 7) / 8;
}

// The buffer ops' results are their only result group.
_Static_assert((int)SR_UTIL_BUFFER_ALLOC_RESULT == 0 &&
                   (int)SR_UTIL_BUFFER_SLICE_RESULT == 0 &&
                   (int)SR_UTIL_BUFFER_SUBSPAN_RESULT == 0 &&
                   (int)SR_UTIL_BUFFER_COMPARE_RESULT == 0 &&
                   (int)SR_UTIL_BUFFER_LOAD_RESULT == 0 &&
                   (int)SR_UTIL_BUFFER_HASH_RESULT == 0,
               "util.buffer ops have one result group");
_Static_assert((int)SR_UTIL_BUFFER_SUBSPAN_SOURCE ==
                       (int)SR_UTIL_BUFFER_SLICE_SOURCE &&
                   (int)SR_UTIL_BUFFER_SUBSPAN_SOURCE_SIZE ==
                       (int)SR_UTIL_BUFFER_SLICE_SOURCE_SIZE &&
                   (int)SR_UTIL_BUFFER_SUBSPAN_SOURCE_OFFSET ==
                       (int)SR_UTIL_BUFFER_SLICE_SOURCE_OFFSET &&
                   (int)SR_UTIL_BUFFER_SUBSPAN_RESULT_SIZE ==
                       (int)SR_UTIL_BUFFER_SLICE_RESULT_SIZE,
               "util.buffer.subspan is util.buffer.slice's layout");

static sr_status_t sr_rt_exec_buffer_op(sr_module_t* module,
                                        const sr_rt_instr_t* instr,
                                        sr_rt_value_t* frame) {
  sr_rt_value_t* result =
      sr_rt_result_group_size(instr, SR_UTIL_BUFFER_ALLOC_RESULT)
          ? sr_rt_out(frame, instr, SR_UTIL_BUFFER_ALLOC_RESULT, 0)
          : NULL;
  uint8_t* source = NULL;
  uint8_t* target = NULL;
  switch (instr->kind) {
    case SR_RT_OP_UTIL_BUFFER_ALLOC:
      return sr_rt_allocate(
          module, instr,
          sr_rt_arg_u64(frame, instr, SR_UTIL_BUFFER_ALLOC_STORAGE_SIZE),
          result);
    case SR_RT_OP_UTIL_BUFFER_DEALLOC:
      return sr_ok_status();  // freed with its last reference (IREE: erased)
    case SR_RT_OP_UTIL_BUFFER_SLICE:
    case SR_RT_OP_UTIL_BUFFER_SUBSPAN: {
      uint64_t offset =
          sr_rt_arg_u64(frame, instr, SR_UTIL_BUFFER_SLICE_SOURCE_OFFSET);
      uint64_t length =
          sr_rt_arg_u64(frame, instr, SR_UTIL_BUFFER_SLICE_RESULT_SIZE);
      SR_RETURN_IF_ERROR(
          sr_rt_buffer_range(module, instr, frame, SR_UTIL_BUFFER_SLICE_SOURCE,
                             SR_UTIL_BUFFER_SLICE_SOURCE_SIZE, offset, length,
                             false, "the source", &source));
      if (instr->kind == SR_RT_OP_UTIL_BUFFER_SUBSPAN) {
        const sr_rt_view_t* view =
            &sr_rt_arg(frame, instr, SR_UTIL_BUFFER_SUBSPAN_SOURCE, 0)->view;
        sr_rt_storage_retain(view->storage);
        sr_rt_value_set_view(result, view->storage, view->offset + offset,
                             length);
        return sr_ok_status();
      }
      sr_rt_value_t copy = {0};
      SR_RETURN_IF_ERROR(sr_rt_allocate(module, instr, length, &copy));
      memcpy(sr_rt_storage_data(copy.view.storage), source, length);
      sr_rt_value_move(result, &copy);
      return sr_ok_status();
    }
    case SR_RT_OP_UTIL_BUFFER_COPY: {
      uint64_t length = sr_rt_arg_u64(frame, instr, SR_UTIL_BUFFER_COPY_LENGTH);
      SR_RETURN_IF_ERROR(sr_rt_buffer_range(
          module, instr, frame, SR_UTIL_BUFFER_COPY_SOURCE,
          SR_UTIL_BUFFER_COPY_SOURCE_SIZE,
          sr_rt_arg_u64(frame, instr, SR_UTIL_BUFFER_COPY_SOURCE_OFFSET),
          length, false, "the source", &source));
      SR_RETURN_IF_ERROR(sr_rt_buffer_range(
          module, instr, frame, SR_UTIL_BUFFER_COPY_TARGET,
          SR_UTIL_BUFFER_COPY_TARGET_SIZE,
          sr_rt_arg_u64(frame, instr, SR_UTIL_BUFFER_COPY_TARGET_OFFSET),
          length, true, "the target", &target));
      memmove(target, source, length);
      return sr_ok_status();
    }
    case SR_RT_OP_UTIL_BUFFER_COMPARE: {
      uint64_t length =
          sr_rt_arg_u64(frame, instr, SR_UTIL_BUFFER_COMPARE_LENGTH);
      SR_RETURN_IF_ERROR(sr_rt_buffer_range(
          module, instr, frame, SR_UTIL_BUFFER_COMPARE_LHS,
          SR_UTIL_BUFFER_COMPARE_LHS_SIZE,
          sr_rt_arg_u64(frame, instr, SR_UTIL_BUFFER_COMPARE_LHS_OFFSET),
          length, false, "the lhs", &source));
      SR_RETURN_IF_ERROR(sr_rt_buffer_range(
          module, instr, frame, SR_UTIL_BUFFER_COMPARE_RHS,
          SR_UTIL_BUFFER_COMPARE_RHS_SIZE,
          sr_rt_arg_u64(frame, instr, SR_UTIL_BUFFER_COMPARE_RHS_OFFSET),
          length, false, "the rhs", &target));
      sr_rt_value_set_int(result, memcmp(source, target, length) == 0 ? -1 : 0);
      return sr_ok_status();
    }
    case SR_RT_OP_UTIL_BUFFER_FILL: {
      uint64_t offset =
          sr_rt_arg_u64(frame, instr, SR_UTIL_BUFFER_FILL_TARGET_OFFSET);
      uint64_t length = sr_rt_arg_u64(frame, instr, SR_UTIL_BUFFER_FILL_LENGTH);
      uint32_t bytes = sr_rt_element_bytes(instr->type2);
      SR_RETURN_IF_ERROR(
          sr_rt_check_element_aligned(module, instr, offset, length, bytes));
      SR_RETURN_IF_ERROR(
          sr_rt_buffer_range(module, instr, frame, SR_UTIL_BUFFER_FILL_TARGET,
                             SR_UTIL_BUFFER_FILL_TARGET_SIZE, offset, length,
                             true, "the target", &target));
      uint64_t pattern = sr_rt_scalar_to_bits(
          sr_rt_arg(frame, instr, SR_UTIL_BUFFER_FILL_PATTERN, 0),
          instr->type2);
      for (uint64_t i = 0; i < length; i += bytes) {
        memcpy(target + i, &pattern, bytes);  // little-endian host
      }
      return sr_ok_status();
    }
    case SR_RT_OP_UTIL_BUFFER_LOAD:
    case SR_RT_OP_UTIL_BUFFER_STORE: {
      bool store = instr->kind == SR_RT_OP_UTIL_BUFFER_STORE;
      uint32_t buffer =
          store ? SR_UTIL_BUFFER_STORE_TARGET : SR_UTIL_BUFFER_LOAD_SOURCE;
      uint32_t buffer_size = store ? SR_UTIL_BUFFER_STORE_TARGET_SIZE
                                   : SR_UTIL_BUFFER_LOAD_SOURCE_SIZE;
      uint64_t offset =
          sr_rt_arg_u64(frame, instr,
                        store ? SR_UTIL_BUFFER_STORE_TARGET_OFFSET
                              : SR_UTIL_BUFFER_LOAD_SOURCE_OFFSET);
      uint64_t length = sr_rt_arg_u64(
          frame, instr,
          store ? SR_UTIL_BUFFER_STORE_LENGTH : SR_UTIL_BUFFER_LOAD_LENGTH);
      uint32_t bytes = sr_rt_element_bytes(instr->type2);
      if (length != bytes) {
        return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                           "length %llu is not the %u bytes of the value",
                           (unsigned long long)length, bytes);
      }
      SR_RETURN_IF_ERROR(
          sr_rt_check_element_aligned(module, instr, offset, length, bytes));
      SR_RETURN_IF_ERROR(sr_rt_buffer_range(
          module, instr, frame, buffer, buffer_size, offset, length, store,
          store ? "the target" : "the source", &target));
      if (store) {
        uint64_t bits = sr_rt_scalar_to_bits(
            sr_rt_arg(frame, instr, SR_UTIL_BUFFER_STORE_SOURCE, 0),
            instr->type2);
        memcpy(target, &bits, bytes);
        return sr_ok_status();
      }
      uint64_t bits = 0;
      memcpy(&bits, target, bytes);
      sr_rt_value_t loaded = {0};
      sr_rt_scalar_from_bits(bits, instr->type2, &loaded);
      sr_rt_value_move(result, &loaded);
      return sr_ok_status();
    }
    case SR_RT_OP_UTIL_BUFFER_HASH: {
      uint64_t length = sr_rt_arg_u64(frame, instr, SR_UTIL_BUFFER_HASH_LENGTH);
      SR_RETURN_IF_ERROR(sr_rt_buffer_range(
          module, instr, frame, SR_UTIL_BUFFER_HASH_SOURCE,
          SR_UTIL_BUFFER_HASH_SOURCE_SIZE,
          sr_rt_arg_u64(frame, instr, SR_UTIL_BUFFER_HASH_SOURCE_OFFSET),
          length, false, "the source", &source));
      sr_rt_value_set_int(result, (int64_t)sr_rt_siphash24(source, length));
      return sr_ok_status();
    }
    default:
      return sr_rt_error(module, instr, SR_STATUS_INTERNAL,
                         "not a util.buffer op");
  }
}

//===----------------------------------------------------------------------===//
// Lists
//===----------------------------------------------------------------------===//

static sr_status_t sr_rt_list_operand(sr_module_t* module,
                                      const sr_rt_instr_t* instr,
                                      sr_rt_value_t* frame,
                                      sr_rt_list_t** out) {
  const sr_rt_value_t* v = sr_rt_arg(frame, instr, SR_UTIL_LIST_SIZE_LIST, 0);
  if (v->kind != SR_RT_VALUE_LIST || !v->list) {
    *out = NULL;
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "expected a list, got null");
  }
  *out = v->list;
  return sr_ok_status();
}

static sr_status_t sr_rt_list_index(sr_module_t* module,
                                    const sr_rt_instr_t* instr,
                                    const sr_rt_list_t* list, int64_t index) {
  if (index < 0 || (uint64_t)index >= list->count) {
    return sr_rt_error(module, instr, SR_STATUS_OUT_OF_RANGE,
                       "index %lld out of bounds of a list of %zu elements",
                       (long long)index, list->count);
  }
  return sr_ok_status();
}

// The list ops read their list as group 0 and an index as group 1, and
// return their only result group.
_Static_assert((int)SR_UTIL_LIST_GET_LIST == (int)SR_UTIL_LIST_SIZE_LIST &&
                   (int)SR_UTIL_LIST_SET_LIST == (int)SR_UTIL_LIST_SIZE_LIST &&
                   (int)SR_UTIL_LIST_RESIZE_LIST ==
                       (int)SR_UTIL_LIST_SIZE_LIST &&
                   (int)SR_UTIL_LIST_CREATE_RESULT == 0 &&
                   (int)SR_UTIL_LIST_CONSTRUCT_RESULT == 0 &&
                   (int)SR_UTIL_LIST_SIZE_RESULT == 0 &&
                   (int)SR_UTIL_LIST_GET_RESULT == 0,
               "util.list ops' list and result groups");

static sr_status_t sr_rt_exec_list(sr_module_t* module,
                                   const sr_rt_instr_t* instr,
                                   sr_rt_value_t* frame) {
  sr_rt_value_t* result =
      sr_rt_result_group_size(instr, SR_UTIL_LIST_SIZE_RESULT)
          ? sr_rt_out(frame, instr, SR_UTIL_LIST_SIZE_RESULT, 0)
          : NULL;
  sr_rt_list_t* list = NULL;
  switch (instr->kind) {
    case SR_RT_OP_UTIL_LIST_CREATE:
    case SR_RT_OP_UTIL_LIST_CONSTRUCT: {
      bool construct = instr->kind == SR_RT_OP_UTIL_LIST_CONSTRUCT;
      uint32_t value_count =
          construct ? sr_rt_group_size(instr, SR_UTIL_LIST_CONSTRUCT_VALUES)
                    : 0;
      int64_t capacity =
          construct ? value_count
          : sr_rt_group_size(instr, SR_UTIL_LIST_CREATE_INITIAL_CAPACITY)
              ? sr_rt_arg(frame, instr, SR_UTIL_LIST_CREATE_INITIAL_CAPACITY, 0)
                    ->i
              : 0;
      if (capacity < 0) {
        return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                           "negative initial capacity %lld",
                           (long long)capacity);
      }
      sr_status_t status = sr_rt_list_create(module->instance->allocator,
                                             (size_t)capacity, &list);
      if (status) {
        sr_status_ignore(status);
        return sr_rt_error(module, instr, SR_STATUS_RESOURCE_EXHAUSTED,
                           "cannot allocate a list of %lld elements",
                           (long long)capacity);
      }
      if (construct) {
        sr_status_ignore(sr_rt_list_resize(list, value_count));
        for (uint32_t i = 0; i < value_count; ++i) {
          sr_rt_value_assign(
              &list->items[i],
              sr_rt_arg(frame, instr, SR_UTIL_LIST_CONSTRUCT_VALUES, i));
        }
      }
      sr_rt_value_t v = {.kind = SR_RT_VALUE_LIST, .list = list};
      sr_rt_value_move(result, &v);
      return sr_ok_status();
    }
    case SR_RT_OP_UTIL_LIST_SIZE:
      SR_RETURN_IF_ERROR(sr_rt_list_operand(module, instr, frame, &list));
      sr_rt_value_set_int(result, (int64_t)list->count);
      return sr_ok_status();
    case SR_RT_OP_UTIL_LIST_RESIZE: {
      SR_RETURN_IF_ERROR(sr_rt_list_operand(module, instr, frame, &list));
      int64_t size =
          sr_rt_arg(frame, instr, SR_UTIL_LIST_RESIZE_NEW_SIZE, 0)->i;
      sr_status_t status =
          size < 0 ? SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT, "negative")
                   : sr_rt_list_resize(list, (size_t)size);
      if (status) {
        sr_status_ignore(status);
        return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                           "cannot resize a list to %lld elements",
                           (long long)size);
      }
      return sr_ok_status();
    }
    case SR_RT_OP_UTIL_LIST_GET: {
      SR_RETURN_IF_ERROR(sr_rt_list_operand(module, instr, frame, &list));
      int64_t index = sr_rt_arg(frame, instr, SR_UTIL_LIST_GET_INDEX, 0)->i;
      SR_RETURN_IF_ERROR(sr_rt_list_index(module, instr, list, index));
      const sr_rt_value_t* item = &list->items[index];
      if (instr->type.cls == SR_RT_SCALAR_NONE) {
        sr_rt_value_assign(result, item);
      } else if (instr->type.cls == SR_RT_SCALAR_FLOAT) {
        // A null element of a scalar list reads as zero (the element
        // type's default, as vm.list.get.f32 gives).
        sr_rt_value_set_float(result, item->kind == SR_RT_VALUE_FLOAT ? item->f
                                      : item->kind == SR_RT_VALUE_INT
                                          ? (double)item->i
                                          : 0.0);
      } else {
        sr_rt_value_set_int(result,
                            item->kind == SR_RT_VALUE_INT ? item->i : 0);
      }
      return sr_ok_status();
    }
    case SR_RT_OP_UTIL_LIST_SET: {
      SR_RETURN_IF_ERROR(sr_rt_list_operand(module, instr, frame, &list));
      int64_t index = sr_rt_arg(frame, instr, SR_UTIL_LIST_SET_INDEX, 0)->i;
      SR_RETURN_IF_ERROR(sr_rt_list_index(module, instr, list, index));
      sr_rt_value_assign(&list->items[index],
                         sr_rt_arg(frame, instr, SR_UTIL_LIST_SET_VALUE, 0));
      return sr_ok_status();
    }
    default:
      return sr_rt_error(module, instr, SR_STATUS_INTERNAL,
                         "not a util.list op");
  }
}

//===----------------------------------------------------------------------===//
// Switch, ranges, unreachable, indirect globals
//===----------------------------------------------------------------------===//

static sr_status_t sr_rt_exec_misc(sr_module_t* module,
                                   const sr_rt_instr_t* instr,
                                   sr_rt_value_t* frame) {
  switch (instr->kind) {
    case SR_RT_OP_UTIL_SWITCH: {
      int64_t index = sr_rt_arg(frame, instr, SR_UTIL_SWITCH_INDEX, 0)->i;
      uint32_t count = sr_rt_group_size(instr, SR_UTIL_SWITCH_VALUES);
      const sr_rt_value_t* chosen =
          index >= 0 && (uint64_t)index < count
              ? sr_rt_arg(frame, instr, SR_UTIL_SWITCH_VALUES, (uint32_t)index)
              : sr_rt_arg(frame, instr, SR_UTIL_SWITCH_DEFAULT_VALUE, 0);
      sr_rt_value_assign(sr_rt_out(frame, instr, SR_UTIL_SWITCH_RESULT, 0),
                         chosen);
      return sr_ok_status();
    }
    case SR_RT_OP_UTIL_RANGE_MIN:
    case SR_RT_OP_UTIL_RANGE_MAX: {
      bool is_min = instr->kind == SR_RT_OP_UTIL_RANGE_MIN;
      int64_t best = sr_rt_arg(frame, instr, SR_UTIL_RANGE_MIN_OPERANDS, 0)->i;
      uint32_t count = sr_rt_group_size(instr, SR_UTIL_RANGE_MIN_OPERANDS);
      for (uint32_t i = 1; i < count; ++i) {
        int64_t v = sr_rt_arg(frame, instr, SR_UTIL_RANGE_MIN_OPERANDS, i)->i;
        if (is_min ? v < best : v > best) best = v;
      }
      sr_rt_value_set_int(sr_rt_out(frame, instr, SR_UTIL_RANGE_MIN_RESULT, 0),
                          best);
      return sr_ok_status();
    }
    case SR_RT_OP_UTIL_RANGE_EXTENTS: {
      // min(offsets), max(offset + length) - 1
      uint32_t n = sr_rt_group_size(instr, SR_UTIL_RANGE_EXTENTS_OFFSETS);
      if (sr_rt_group_size(instr, SR_UTIL_RANGE_EXTENTS_LENGTHS) < n) {
        n = sr_rt_group_size(instr, SR_UTIL_RANGE_EXTENTS_LENGTHS);
      }
      int64_t lo = INT64_MAX, hi = INT64_MIN;
      for (uint32_t i = 0; i < n; ++i) {
        int64_t offset =
            sr_rt_arg(frame, instr, SR_UTIL_RANGE_EXTENTS_OFFSETS, i)->i;
        uint64_t length =
            (uint64_t)sr_rt_arg(frame, instr, SR_UTIL_RANGE_EXTENTS_LENGTHS, i)
                ->i;
        int64_t end = (int64_t)((uint64_t)offset + length) - 1;
        if (offset < lo) lo = offset;
        if (end > hi) hi = end;
      }
      sr_rt_value_set_int(sr_rt_out(frame, instr, SR_UTIL_RANGE_EXTENTS_MIN, 0),
                          lo);
      sr_rt_value_set_int(sr_rt_out(frame, instr, SR_UTIL_RANGE_EXTENTS_MAX, 0),
                          hi);
      return sr_ok_status();
    }
    case SR_RT_OP_UTIL_UNREACHABLE: {
      const sr_attr_t* message = sr_op_attr(instr->op, "message");
      bool has = message && message->kind == SR_ATTR_STRING;
      return sr_rt_error(module, instr, SR_STATUS_FAILED_PRECONDITION,
                         "unreachable code reached%s%.*s", has ? ": " : "",
                         has ? (int)message->string.size : 0,
                         has ? message->string.data : "");
    }
    case SR_RT_OP_UTIL_GLOBAL_ADDRESS:
      sr_rt_value_set_int(
          sr_rt_out(frame, instr, SR_UTIL_GLOBAL_ADDRESS_RESULT, 0),
          instr->imm);
      return sr_ok_status();
    case SR_RT_OP_UTIL_GLOBAL_LOAD_INDIRECT:
    case SR_RT_OP_UTIL_GLOBAL_STORE_INDIRECT: {
      bool store = instr->kind == SR_RT_OP_UTIL_GLOBAL_STORE_INDIRECT;
      int64_t global = sr_rt_arg(frame, instr,
                                 store ? SR_UTIL_GLOBAL_STORE_INDIRECT_GLOBAL
                                       : SR_UTIL_GLOBAL_LOAD_INDIRECT_GLOBAL,
                                 0)
                           ->i;
      if (global < 0 || (uint64_t)global >= module->program->global_count) {
        return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                           "not the address of a global");
      }
      pthread_mutex_lock(&module->globals_mutex);
      if (store) {
        sr_rt_value_assign(
            &module->globals[global],
            sr_rt_arg(frame, instr, SR_UTIL_GLOBAL_STORE_INDIRECT_VALUE, 0));
      } else {
        sr_rt_value_assign(
            sr_rt_out(frame, instr, SR_UTIL_GLOBAL_LOAD_INDIRECT_RESULT, 0),
            &module->globals[global]);
      }
      pthread_mutex_unlock(&module->globals_mutex);
      return sr_ok_status();
    }
    default:
      return sr_rt_error(module, instr, SR_STATUS_INTERNAL, "not a util op");
  }
}

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

static sr_status_t sr_rt_exec_util_host(sr_module_t* module,
                                        const sr_rt_instr_t* instr,
                                        sr_rt_value_t* frame) {
  switch (instr->kind) {
    case SR_RT_OP_UTIL_STRING_FORMAT:
      return sr_rt_exec_string_format(module, instr, frame);
    case SR_RT_OP_UTIL_STRING_ITOA:
      return sr_rt_exec_string_itoa(module, instr, frame);
    case SR_RT_OP_UTIL_LIST_CREATE:
    case SR_RT_OP_UTIL_LIST_CONSTRUCT:
    case SR_RT_OP_UTIL_LIST_SIZE:
    case SR_RT_OP_UTIL_LIST_RESIZE:
    case SR_RT_OP_UTIL_LIST_GET:
    case SR_RT_OP_UTIL_LIST_SET:
      return sr_rt_exec_list(module, instr, frame);
    case SR_RT_OP_UTIL_SWITCH:
    case SR_RT_OP_UTIL_RANGE_MIN:
    case SR_RT_OP_UTIL_RANGE_MAX:
    case SR_RT_OP_UTIL_RANGE_EXTENTS:
    case SR_RT_OP_UTIL_UNREACHABLE:
    case SR_RT_OP_UTIL_GLOBAL_ADDRESS:
    case SR_RT_OP_UTIL_GLOBAL_LOAD_INDIRECT:
    case SR_RT_OP_UTIL_GLOBAL_STORE_INDIRECT:
      return sr_rt_exec_misc(module, instr, frame);
    default:
      return sr_rt_exec_buffer_op(module, instr, frame);
  }
}

static sr_rt_scalar_type_t sr_rt_value_type(const sr_value_t* value) {
  return sr_rt_scalar_type_of(value->type);
}

sr_status_t sr_rt_prepare_util(sr_rt_prepare_t* prep, const sr_op_t* op,
                               sr_rt_instr_t* instr) {
  switch (instr->kind) {
    case SR_RT_OP_UTIL_STRING_FORMAT: {
      const sr_attr_t* format = sr_op_attr(op, "format");
      if (!format || format->kind != SR_ATTR_STRING) {
        return sr_context_make_status_at(prep->context, op->pos,
                                         SR_STATUS_INVALID_ARGUMENT,
                                         "util.string.format needs a format");
      }
      uint32_t arg_count = sr_rt_group_size(instr, SR_UTIL_STRING_FORMAT_ARGS);
      const char* why = sr_rt_walk_format(format->string, arg_count, NULL);
      if (why) {
        return sr_context_make_status_at(
            prep->context, op->pos, SR_STATUS_INVALID_ARGUMENT,
            "util.string.format \"%.*s\": %s", (int)format->string.size,
            format->string.data, why);
      }
      // Per argument: its integer width (index: 64), 0 for a !util.buffer.
      int64_t* bits = sr__rt_alloc(prep, (arg_count + 1) * 8);
      if (!bits) return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "oom");
      for (uint32_t i = 0; i < arg_count; ++i) {
        sr_rt_scalar_type_t t = sr_rt_value_type(
            sr_rt_operand_value(instr, SR_UTIL_STRING_FORMAT_ARGS, i));
        bits[i] = t.cls == SR_RT_SCALAR_INDEX ? 64
                  : t.cls == SR_RT_SCALAR_INT ? t.bits
                                              : 0;
      }
      instr->ints = bits;
      instr->int_count = arg_count;
      instr->attr = format;
      return sr_ok_status();
    }
    case SR_RT_OP_UTIL_STRING_ITOA:
      instr->type2 = sr_rt_value_type(
          sr_rt_operand_value(instr, SR_UTIL_STRING_ITOA_VALUE, 0));
      if (instr->type2.cls == SR_RT_SCALAR_INDEX) instr->type2.bits = 64;
      return sr_ok_status();
    case SR_RT_OP_UTIL_BUFFER_FILL:
      instr->type2 = sr_rt_value_type(
          sr_rt_operand_value(instr, SR_UTIL_BUFFER_FILL_PATTERN, 0));
      break;
    case SR_RT_OP_UTIL_BUFFER_STORE:
      instr->type2 = sr_rt_value_type(
          sr_rt_operand_value(instr, SR_UTIL_BUFFER_STORE_SOURCE, 0));
      break;
    case SR_RT_OP_UTIL_BUFFER_LOAD:
      instr->type2 = sr_rt_value_type(
          sr_rt_result_value(instr, SR_UTIL_BUFFER_LOAD_RESULT, 0));
      break;
    case SR_RT_OP_UTIL_GLOBAL_ADDRESS: {
      const sr_attr_t* g = sr_op_attr(op, "global");
      instr->imm = g && g->kind == SR_ATTR_SYMBOL_REF
                       ? sr__rt_find_global(prep, g->symbol.root)
                       : -1;
      if (instr->imm < 0) {
        return sr_context_make_status_at(prep->context, op->pos,
                                         SR_STATUS_NOT_FOUND,
                                         "reference to an undefined global");
      }
      return sr_ok_status();
    }
    default:
      return sr_ok_status();
  }
  // fill/load/store: scalars of 1, 2, 4 or 8 bytes.
  if (instr->type2.cls == SR_RT_SCALAR_NONE) instr->kind = SR_RT_OP_UNSUPPORTED;
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// The family's rows
//===----------------------------------------------------------------------===//

static const sr_rt_op_def_t kUtilOps[] = {
    {SR_OPID_UTIL_GLOBAL_LOAD, SR_RT_OP_GLOBAL_LOAD, 0, 0,
     sr_rt_exec_util_value},
    {SR_OPID_UTIL_GLOBAL_STORE, SR_RT_OP_GLOBAL_STORE, 0, 0,
     sr_rt_exec_util_value},
    {SR_OPID_UTIL_OPTIMIZATION_BARRIER, SR_RT_OP_UTIL_PASSTHROUGH, 0, 0,
     sr_rt_exec_util_value},
    {SR_OPID_UTIL_ASSUME_INT, SR_RT_OP_UTIL_PASSTHROUGH, 0, 0,
     sr_rt_exec_util_value},
    {SR_OPID_UTIL_NULL, SR_RT_OP_UTIL_NULL, 0, 0, sr_rt_exec_util_value},
    {SR_OPID_UTIL_CMP_EQ, SR_RT_OP_UTIL_CMP_EQ, 0, 0, sr_rt_exec_util_value},
    {SR_OPID_UTIL_CMP_NE, SR_RT_OP_UTIL_CMP_NE, 0, 0, sr_rt_exec_util_value},
    {SR_OPID_UTIL_ALIGN, SR_RT_OP_UTIL_ALIGN, 0, 0, sr_rt_exec_util_value},
    {SR_OPID_UTIL_SIZEOF, SR_RT_OP_UTIL_SIZEOF, 0, 0, sr_rt_exec_util_value},
    {SR_OPID_UTIL_BUFFER_CONSTANT, SR_RT_OP_UTIL_BUFFER_CONSTANT, 0, 0,
     sr_rt_exec_util_value},
    {SR_OPID_UTIL_BUFFER_SIZE, SR_RT_OP_UTIL_BUFFER_SIZE, 0, 0,
     sr_rt_exec_util_value},
    {SR_OPID_UTIL_STATUS_CHECK_OK, SR_RT_OP_UTIL_STATUS_CHECK_OK, 0, 0,
     sr_rt_exec_util_value},
    {SR_OPID_UTIL_CAST, SR_RT_OP_UTIL_PASSTHROUGH, 0, 0, sr_rt_exec_util_value},
    {SR_OPID_UTIL_NUMERIC_OPTIONAL_NARROW, SR_RT_OP_UTIL_PASSTHROUGH, 0, 0,
     sr_rt_exec_util_value},
    {SR_OPID_UTIL_STRING_FORMAT, SR_RT_OP_UTIL_STRING_FORMAT, 0, 0,
     sr_rt_exec_util_host},
    {SR_OPID_UTIL_STRING_ITOA, SR_RT_OP_UTIL_STRING_ITOA, 0, 0,
     sr_rt_exec_util_host},
    {SR_OPID_UTIL_BUFFER_ALLOC, SR_RT_OP_UTIL_BUFFER_ALLOC, 0, 0,
     sr_rt_exec_util_host},
    {SR_OPID_UTIL_BUFFER_DEALLOC, SR_RT_OP_UTIL_BUFFER_DEALLOC, 0, 0,
     sr_rt_exec_util_host},
    {SR_OPID_UTIL_BUFFER_SLICE, SR_RT_OP_UTIL_BUFFER_SLICE, 0, 0,
     sr_rt_exec_util_host},
    {SR_OPID_UTIL_BUFFER_SUBSPAN, SR_RT_OP_UTIL_BUFFER_SUBSPAN, 0, 0,
     sr_rt_exec_util_host},
    {SR_OPID_UTIL_BUFFER_COPY, SR_RT_OP_UTIL_BUFFER_COPY, 0, 0,
     sr_rt_exec_util_host},
    {SR_OPID_UTIL_BUFFER_COMPARE, SR_RT_OP_UTIL_BUFFER_COMPARE, 0, 0,
     sr_rt_exec_util_host},
    {SR_OPID_UTIL_BUFFER_FILL, SR_RT_OP_UTIL_BUFFER_FILL, 0, 0,
     sr_rt_exec_util_host},
    {SR_OPID_UTIL_BUFFER_LOAD, SR_RT_OP_UTIL_BUFFER_LOAD, 0, 0,
     sr_rt_exec_util_host},
    {SR_OPID_UTIL_BUFFER_STORE, SR_RT_OP_UTIL_BUFFER_STORE, 0, 0,
     sr_rt_exec_util_host},
    {SR_OPID_UTIL_BUFFER_HASH, SR_RT_OP_UTIL_BUFFER_HASH, 0, 0,
     sr_rt_exec_util_host},
    {SR_OPID_UTIL_LIST_CREATE, SR_RT_OP_UTIL_LIST_CREATE, 0, 0,
     sr_rt_exec_util_host},
    {SR_OPID_UTIL_LIST_CONSTRUCT, SR_RT_OP_UTIL_LIST_CONSTRUCT, 0, 0,
     sr_rt_exec_util_host},
    {SR_OPID_UTIL_LIST_SIZE, SR_RT_OP_UTIL_LIST_SIZE, 0, 0,
     sr_rt_exec_util_host},
    {SR_OPID_UTIL_LIST_RESIZE, SR_RT_OP_UTIL_LIST_RESIZE, 0, 0,
     sr_rt_exec_util_host},
    {SR_OPID_UTIL_LIST_GET, SR_RT_OP_UTIL_LIST_GET, 0, 0, sr_rt_exec_util_host},
    {SR_OPID_UTIL_LIST_SET, SR_RT_OP_UTIL_LIST_SET, 0, 0, sr_rt_exec_util_host},
    {SR_OPID_UTIL_SWITCH, SR_RT_OP_UTIL_SWITCH, 0, 0, sr_rt_exec_util_host},
    {SR_OPID_UTIL_RANGE_MIN, SR_RT_OP_UTIL_RANGE_MIN, 0, 0,
     sr_rt_exec_util_host},
    {SR_OPID_UTIL_RANGE_MAX, SR_RT_OP_UTIL_RANGE_MAX, 0, 0,
     sr_rt_exec_util_host},
    {SR_OPID_UTIL_RANGE_EXTENTS, SR_RT_OP_UTIL_RANGE_EXTENTS, 0, 0,
     sr_rt_exec_util_host},
    {SR_OPID_UTIL_UNREACHABLE, SR_RT_OP_UTIL_UNREACHABLE, 0, 0,
     sr_rt_exec_util_host},
    {SR_OPID_UTIL_SCF_UNREACHABLE, SR_RT_OP_UTIL_UNREACHABLE, 0, 0,
     sr_rt_exec_util_host},
    {SR_OPID_UTIL_GLOBAL_ADDRESS, SR_RT_OP_UTIL_GLOBAL_ADDRESS, 0, 0,
     sr_rt_exec_util_host},
    {SR_OPID_UTIL_GLOBAL_LOAD_INDIRECT, SR_RT_OP_UTIL_GLOBAL_LOAD_INDIRECT, 0,
     0, sr_rt_exec_util_host},
    {SR_OPID_UTIL_GLOBAL_STORE_INDIRECT, SR_RT_OP_UTIL_GLOBAL_STORE_INDIRECT, 0,
     0, sr_rt_exec_util_host},
    {SR_OPID_STREAM_CONTEXT_RESOLVE, SR_RT_OP_CONTEXT_RESOLVE, 0, 0,
     sr_rt_exec_util_value},
    {SR_OPID_IREE_TENSOR_EXT_DISPATCH_WORKGROUP_COUNT_FROM_SLICE,
     SR_RT_OP_WORKGROUP_COUNT_FROM_SLICE, 0, SR_RT_OP_DEF_EXECUTABLE_ONLY,
     sr_rt_exec_util_value},
    {SR_OPID_IREE_TENSOR_EXT_DISPATCH_WORKLOAD_ORDINAL,
     SR_RT_OP_WORKLOAD_ORDINAL, 0, SR_RT_OP_DEF_EXECUTABLE_ONLY,
     sr_rt_exec_util_value},
    {SR_OPID_TENSOR_EMPTY, SR_RT_OP_BUILTIN_TENSOR_EMPTY, 0,
     SR_RT_OP_DEF_EXECUTABLE_ONLY, sr_rt_exec_util_value},
};

sr_rt_op_defs_t sr_rt_util_ops(void) { return SR_RT_OP_DEFS(kUtilOps); }
