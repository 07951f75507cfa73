// Binding ranges from an executable's stream.binding.subspan ops. See
// binding_ranges.h.

#include "cpu_backend/check/binding_ranges.h"

#include <stdlib.h>
#include <string.h>

#include "core/ir/attributes.h"
#include "core/ir/operation.h"
#include "core/ir/types.h"

static bool sr_rt_is_resource_type(const sr_type_t* type) {
  return sr_type_is_dialect(type, "stream.resource");
}

// The |k|-th uniform (non-resource) operand of the dispatch, as an integer.
static bool sr_rt_uniform_operand(const sr_rt_instr_t* instr,
                                  const sr_rt_value_t* frame, uint32_t k,
                                  uint64_t* out) {
  // cmd.dispatch's uniform operands are async.dispatch's and
  // tensor.dispatch's operands less their resources.
  _Static_assert((int)SR_STREAM_CMD_DISPATCH_UNIFORM_OPERANDS ==
                         (int)SR_STREAM_ASYNC_DISPATCH_RESOURCE_OPERANDS &&
                     (int)SR_STREAM_TENSOR_DISPATCH_MIXED_OPERANDS ==
                         (int)SR_STREAM_ASYNC_DISPATCH_RESOURCE_OPERANDS,
                 "the dispatches' operand groups");
  const uint32_t group = SR_STREAM_ASYNC_DISPATCH_RESOURCE_OPERANDS;
  uint32_t count = sr_rt_group_size(instr, group);
  uint32_t seen = 0;
  for (uint32_t i = 0; i < count; ++i) {
    if (instr->kind != SR_RT_OP_CMD_DISPATCH &&
        sr_rt_is_resource_type(sr_rt_operand_value(instr, group, i)->type)) {
      continue;
    }
    if (seen++ != k) continue;
    const sr_rt_value_t* v = &frame[sr_rt_operand(instr, group, i)];
    if (v->kind != SR_RT_VALUE_INT) return false;
    *out = (uint64_t)v->i;
    return true;
  }
  return false;
}

// The value of an index computed from constants and uniform operands.
static bool sr_rt_eval_index(const sr_rt_instr_t* instr,
                             const sr_rt_value_t* frame, const sr_block_t* body,
                             const bool* is_binding, uint32_t param_count,
                             const sr_value_t* value, int depth,
                             uint64_t* out) {
  if (depth > 16) return false;
  if (value->kind == SR_VALUE_BLOCK_ARGUMENT) {
    if (value->owner.block != body || value->index >= param_count ||
        is_binding[value->index]) {
      return false;
    }
    uint32_t k = 0;
    for (uint32_t p = 0; p < value->index; ++p) k += !is_binding[p];
    return sr_rt_uniform_operand(instr, frame, k, out);
  }
  const sr_op_t* op = value->owner.op;
  if (!op) return false;
  if (sr_op_is(op, "arith.constant")) {
    const sr_attr_t* attr = sr_op_attr(op, "value");
    if (!attr || attr->kind != SR_ATTR_INTEGER) return false;
    *out = (uint64_t)sr_attr_int_value(attr);
    return true;
  }
  bool zext = sr_op_is(op, "arith.index_castui") || sr_op_is(op, "arith.extui");
  if (zext || sr_op_is(op, "arith.index_cast") || sr_op_is(op, "arith.extsi")) {
    _Static_assert((int)SR_ARITH_INDEX_CASTUI_IN == (int)SR_ARITH_EXTSI_IN &&
                       (int)SR_ARITH_EXTUI_IN == (int)SR_ARITH_EXTSI_IN &&
                       (int)SR_ARITH_INDEX_CAST_IN == (int)SR_ARITH_EXTSI_IN,
                   "the integer casts read `in`");
    const sr_value_t* source = sr_op_group_operand(op, SR_ARITH_EXTSI_IN, 0);
    if (!source) return false;
    uint64_t v = 0;
    if (!sr_rt_eval_index(instr, frame, body, is_binding, param_count, source,
                          depth + 1, &v)) {
      return false;
    }
    uint32_t bits = sr_type_bit_width(source->type);
    if (zext && bits && bits < 64) v &= (1ull << bits) - 1;
    *out = v;
    return true;
  }
  // Offsets split into i32 push constants and put back together.
  static const char* const kBinary[] = {"arith.shli", "arith.ori",
                                        "arith.addi", "arith.muli",
                                        "arith.andi", "arith.subi"};
  for (uint32_t k = 0; k < sizeof(kBinary) / sizeof(kBinary[0]); ++k) {
    if (!sr_op_is(op, kBinary[k]) || op->num_operands != 2) continue;
    // Every arith binary op is (lhs, rhs) -> result (exec_scalar.c checks
    // it against each op's schema).
    const sr_value_t* lhs = sr_op_group_operand(op, SR_ARITH_ADDI_LHS, 0);
    const sr_value_t* rhs = sr_op_group_operand(op, SR_ARITH_ADDI_RHS, 0);
    uint64_t a = 0, b = 0;
    if (!lhs || !rhs ||
        !sr_rt_eval_index(instr, frame, body, is_binding, param_count, lhs,
                          depth + 1, &a) ||
        !sr_rt_eval_index(instr, frame, body, is_binding, param_count, rhs,
                          depth + 1, &b)) {
      return false;
    }
    switch (k) {
      case 0:
        if (b >= 64) return false;
        *out = a << b;
        break;
      case 1:
        *out = a | b;
        break;
      case 2:
        *out = a + b;
        break;
      case 3:
        *out = a * b;
        break;
      case 4:
        *out = a & b;
        break;
      default:
        *out = a - b;
        break;
    }
    uint32_t bits = sr_type_bit_width(value->type);
    if (bits && bits < 64) *out &= (1ull << bits) - 1;
    return true;
  }
  if (sr_op_is(op, "iree_tensor_ext.dispatch.workload.ordinal")) {
    const sr_value_t* operand = sr_op_group_operand(
        op, SR_IREE_TENSOR_EXT_DISPATCH_WORKLOAD_ORDINAL_OPERAND, 0);
    return operand && sr_rt_eval_index(instr, frame, body, is_binding,
                                       param_count, operand, depth + 1, out);
  }
  if (sr_op_is(op, "flow.dispatch.workload.ordinal") && op->num_operands) {
    // Older IR's spelling, which has no schema row: its one operand.
    return sr_rt_eval_index(instr, frame, body, is_binding, param_count,
                            op->operands[0].value,  // positional-ok: no schema
                            depth + 1, out);
  }
  if (sr_op_is(op, "util.assume.int")) {
    // Result i assumes a range of operand i.
    const sr_value_t* operand =
        sr_op_group_operand(op, SR_UTIL_ASSUME_INT_OPERANDS, value->index);
    return operand && sr_rt_eval_index(instr, frame, body, is_binding,
                                       param_count, operand, depth + 1, out);
  }
  return false;
}

// Bytes and access of `...dispatch.tensor<MODE:tensor<DxDxT>>` (`?` dims
// from |dynamic|, in order) with whole-byte elements and no encoding.
static bool sr_rt_subspan_extent(const sr_type_t* type, const uint64_t* dynamic,
                                 uint32_t dynamic_count,
                                 sr_rt_binding_range_t* out) {
  if (type->kind != SR_TYPE_DIALECT) return false;
  const char* text = type->dialect.text.data;
  size_t size = type->dialect.text.size;
  static const char kTensor[] = "dispatch.tensor<";
  const char* end = text + size;
  const char* p = NULL;
  for (const char* q = text; q + sizeof(kTensor) - 1 <= end; ++q) {
    if (memcmp(q, kTensor, sizeof(kTensor) - 1) == 0) {
      p = q + sizeof(kTensor) - 1;
      break;
    }
  }
  if (!p) return false;
  if ((size_t)(end - p) > 9 && memcmp(p, "readonly:", 9) == 0) {
    out->write = false;
    out->read = true;
    p += 9;
  } else if ((size_t)(end - p) > 10 && memcmp(p, "writeonly:", 10) == 0) {
    out->write = true;
    out->read = false;
    p += 10;
  } else if ((size_t)(end - p) > 10 && memcmp(p, "readwrite:", 10) == 0) {
    out->write = true;
    out->read = true;
    p += 10;
  } else {
    return false;
  }
  if ((size_t)(end - p) < 7 || memcmp(p, "tensor<", 7) != 0) return false;
  p += 7;
  uint64_t elements = 1;
  uint32_t dynamic_used = 0;
  while (p < end && ((*p >= '0' && *p <= '9') || *p == '?')) {
    uint64_t dim = 0;
    if (*p == '?') {
      if (dynamic_used >= dynamic_count) return false;
      dim = dynamic[dynamic_used++];
      if (dim > (1ull << 40)) return false;
      ++p;
    }
    while (p < end && *p >= '0' && *p <= '9') {
      dim = dim * 10 + (uint64_t)(*p - '0');
      if (dim > (1ull << 40)) return false;
      ++p;
    }
    if (p >= end || *p != 'x') return false;
    ++p;
    if (out->rank == SR_RT_BINDING_RANGE_MAX_RANK) return false;
    out->shape[out->rank++] = (int64_t)dim;
    elements *= dim;
    if (elements > (1ull << 48)) return false;
  }
  const char* type_begin = p;
  while (p < end && *p != '>' && *p != ',') ++p;
  if (p >= end || *p != '>') return false;  // dynamic dims or an encoding
  sr_element_type_t element = SR_ELEMENT_TYPE_NONE;
  sr_status_t status =
      sr_element_type_parse(type_begin, (size_t)(p - type_begin), &element);
  if (status) {
    sr_status_ignore(status);
    return false;
  }
  uint32_t bits = sr_element_type_bit_count(element);
  if (!bits || bits % 8) return false;
  out->element_type = element;
  out->length = elements * (bits / 8);
  return true;
}

static sr_status_t sr_rt_ranges_push(sr_allocator_t allocator,
                                     sr_rt_binding_ranges_t* out,
                                     sr_rt_binding_range_t range) {
  if (out->range_count == out->range_capacity) {
    uint32_t capacity = out->range_capacity ? out->range_capacity * 2 : 16;
    void* grown = out->pool;
    SR_RETURN_IF_ERROR(sr_allocator_realloc(
        allocator, capacity * sizeof(sr_rt_binding_range_t), &grown));
    out->pool = grown;
    out->range_capacity = capacity;
  }
  out->pool[out->range_count++] = range;
  return sr_ok_status();
}

// Appends the ranges of the binding argument |arg| to the pool; false when
// they are not all known.
static bool sr_rt_binding_collect(
    sr_allocator_t allocator, const sr_rt_instr_t* instr,
    const sr_rt_value_t* frame, const sr_block_t* body, const bool* is_binding,
    uint32_t param_count, const sr_value_t* arg, sr_rt_binding_ranges_t* out,
    sr_status_t* status) {
  if (!arg->first_use) return false;
  for (const sr_operand_t* use = arg->first_use; use; use = use->next_use) {
    const sr_op_t* user = use->owner;
    if (!sr_op_is(user, "stream.binding.subspan")) return false;
    const sr_value_t* binding =
        sr_op_group_operand(user, SR_STREAM_BINDING_SUBSPAN_BINDING, 0);
    const sr_value_t* byte_offset =
        sr_op_group_operand(user, SR_STREAM_BINDING_SUBSPAN_BYTE_OFFSET, 0);
    const sr_value_t* result =
        sr_op_group_result(user, SR_STREAM_BINDING_SUBSPAN_RESULT, 0);
    uint32_t dims_begin = 0, dynamic_count = 0;
    if (binding != arg || !byte_offset || !result ||
        !sr_op_operand_group(user, SR_STREAM_BINDING_SUBSPAN_DYNAMIC_DIMS,
                             &dims_begin, &dynamic_count)) {
      return false;
    }
    sr_rt_binding_range_t range;
    memset(&range, 0, sizeof(range));
    uint64_t dynamic[8];
    if (dynamic_count > 8) return false;
    for (uint32_t d = 0; d < dynamic_count; ++d) {
      if (!sr_rt_eval_index(
              instr, frame, body, is_binding, param_count,
              sr_op_group_operand(user, SR_STREAM_BINDING_SUBSPAN_DYNAMIC_DIMS,
                                  d),
              0, &dynamic[d])) {
        return false;
      }
    }
    if (!sr_rt_eval_index(instr, frame, body, is_binding, param_count,
                          byte_offset, 0, &range.offset) ||
        !sr_rt_subspan_extent(result->type, dynamic, dynamic_count, &range)) {
      return false;
    }
    *status = sr_rt_ranges_push(allocator, out, range);
    if (*status) return false;
  }
  return true;
}

sr_status_t sr_rt_binding_ranges_compute(sr_allocator_t allocator,
                                         const sr_rt_instr_t* instr,
                                         const sr_rt_value_t* frame,
                                         sr_rt_binding_ranges_t* out) {
  out->binding_count = 0;
  out->range_count = 0;
  const sr_rt_export_t* e = instr->dispatch_export;
  if (!e || !e->function_op || !e->param_is_binding ||
      !e->function_op->num_regions) {
    return sr_ok_status();
  }
  const sr_block_t* body = e->function_op->regions[0].first_block;
  if (!body || body->num_arguments < e->param_count) return sr_ok_status();
  uint32_t bindings = 0;
  for (uint32_t p = 0; p < e->param_count; ++p)
    bindings += e->param_is_binding[p];
  if (bindings > out->binding_capacity) {
    void* grown = out->bindings;
    SR_RETURN_IF_ERROR(sr_allocator_realloc(
        allocator, bindings * sizeof(sr_rt_binding_range_list_t), &grown));
    out->bindings = grown;
    out->binding_capacity = bindings;
  }
  // Ranges go to the pool binding after binding; list pointers are set
  // once the pool stops moving.
  uint32_t* starts = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_calloc(
      allocator, (bindings + 1) * sizeof(uint32_t), (void**)&starts));
  sr_status_t status = sr_ok_status();
  uint32_t b = 0;
  for (uint32_t p = 0; p < e->param_count && !status; ++p) {
    if (!e->param_is_binding[p]) continue;
    sr_rt_binding_range_list_t* list = &out->bindings[b];
    starts[b] = out->range_count;
    list->known = sr_rt_binding_collect(allocator, instr, frame, body,
                                        e->param_is_binding, e->param_count,
                                        body->arguments[p], out, &status);
    if (!list->known) out->range_count = starts[b];
    list->count = out->range_count - starts[b];
    ++b;
  }
  if (!status) {
    for (uint32_t i = 0; i < b; ++i) {
      out->bindings[i].ranges = out->pool ? out->pool + starts[i] : NULL;
    }
    out->binding_count = b;
  }
  sr_allocator_free(allocator, starts);
  return status;
}

const sr_rt_binding_range_list_t* sr_rt_binding_ranges_get(
    const sr_rt_binding_ranges_t* ranges, uint32_t index) {
  if (index >= ranges->binding_count || !ranges->bindings[index].known) {
    return NULL;
  }
  return &ranges->bindings[index];
}

void sr_rt_binding_ranges_free(sr_allocator_t allocator,
                               sr_rt_binding_ranges_t* ranges) {
  sr_allocator_free(allocator, ranges->bindings);
  sr_allocator_free(allocator, ranges->pool);
  memset(ranges, 0, sizeof(*ranges));
}
