// Prepare: each op's row of the op table (ops.h), its groups from its
// schema, and the per-kind decoding of attributes.

#include <stdlib.h>
#include <string.h>

#include "core/dialects/op_schema.h"
#include "core/ir/op_registry.h"
#include "cpu_backend/decode.h"
#include "cpu_backend/exec.h"
#include "cpu_backend/exec_collective.h"
#include "cpu_backend/exec_hal.h"
#include "cpu_backend/exec_params.h"
#include "cpu_backend/exec_util.h"
#include "cpu_backend/ops.h"
#include "cpu_backend/phase.h"
#include "cpu_backend/prepare.h"
#include "cpu_backend/prepare_impl.h"
#include "cpu_backend/prepare_support.h"
#include "cpu_backend/region_prepare.h"
#include "cpu_backend/scalar.h"

//===----------------------------------------------------------------------===//
// Segments
//===----------------------------------------------------------------------===//

static sr_status_t sr_rt_unsupported(sr_rt_instr_t* instr);

// The op's operand and result groups, from its schema: what handlers read
// by name (sr_rt_operand(instr, SR_STREAM_CMD_FILL_TARGET, 0)).
static sr_status_t sr_rt_decode_groups(sr_rt_prepare_t* prep, const sr_op_t* op,
                                       sr_rt_instr_t* instr) {
  const sr_op_schema_t* schema = sr_op_schema(sr_op_id(op));
  uint32_t count = sr_op_schema_group_count(schema, false);
  uint32_t result_count = sr_op_schema_group_count(schema, true);
  if (count > SR_RT_MAX_SEGMENTS || result_count > SR_RT_MAX_RESULT_SEGMENTS) {
    return sr_rt_unsupported(instr);
  }
  uint32_t begin[SR_OP_SCHEMA_MAX_OPERAND_GROUPS];
  uint32_t size[SR_OP_SCHEMA_MAX_OPERAND_GROUPS];
  if (!sr_op_schema_group_ranges(schema, op, false, begin, size)) {
    return sr_context_make_status_at(
        prep->context, op->pos, SR_STATUS_INVALID_ARGUMENT,
        "the %u operands of '%.*s' do not fit its operand groups (check "
        "operandSegmentSizes)",
        op->num_operands, (int)op->name.size, op->name.data);
  }
  instr->segment_count = (uint8_t)count;
  for (uint32_t g = 0; g < count; ++g) {
    instr->segment_start[g] = begin[g];
    instr->segment_size[g] = size[g];
  }
  uint32_t result_begin[SR_OP_SCHEMA_MAX_RESULT_GROUPS];
  uint32_t result_size[SR_OP_SCHEMA_MAX_RESULT_GROUPS];
  // Results are not checked here (the verifier did): ranges that do not fit
  // come back clamped to the op's results.
  (void)sr_op_schema_group_ranges(schema, op, true, result_begin, result_size);
  instr->result_segment_count = (uint8_t)result_count;
  for (uint32_t g = 0; g < result_count; ++g) {
    instr->result_segment_start[g] = result_begin[g];
    instr->result_segment_size[g] = result_size[g];
  }
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Attribute helpers
//===----------------------------------------------------------------------===//

static sr_status_t sr_rt_int_array(sr_rt_prepare_t* prep, const sr_attr_t* a,
                                   sr_rt_instr_t* instr) {
  instr->ints = NULL;
  instr->int_count = 0;
  if (!a) return sr_ok_status();
  if (a->kind == SR_ATTR_ARRAY) {
    int64_t* values = sr__rt_alloc(prep, (a->array.count + 1) * 8);
    if (!values) return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "oom");
    for (uint32_t i = 0; i < a->array.count; ++i) {
      const sr_attr_t* e = a->array.elements[i];
      if (e->kind == SR_ATTR_ARRAY) {
        // Nested pairs (pack intervals): flatten.
        return SR_MAKE_STATUS(SR_STATUS_INTERNAL, "nested int array");
      }
      values[i] = e->kind == SR_ATTR_INTEGER ? sr_attr_int_value(e) : 0;
    }
    instr->ints = values;
    instr->int_count = a->array.count;
  } else if (a->kind == SR_ATTR_DENSE_ARRAY) {
    uint32_t count = a->dense_array.count;
    int64_t* values = sr__rt_alloc(prep, (count + 1) * 8);
    if (!values) return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "oom");
    size_t width = sr_type_bit_width(a->type) / 8;
    for (uint32_t i = 0; i < count; ++i) {
      int64_t v = 0;
      memcpy(&v, a->dense_array.data + i * width, width);
      values[i] = sr_rt_sext(v, (uint32_t)width * 8);
    }
    instr->ints = values;
    instr->int_count = count;
  }
  return sr_ok_status();
}

static const sr_type_t* sr_rt_type_attr(const sr_op_t* op, const char* name) {
  const sr_attr_t* a = sr_op_attr(op, name);
  return a && a->kind == SR_ATTR_TYPE ? a->type_value : NULL;
}

// Decodes the tensor types named by |names| (type attrs) or held in the
// type-array attribute |array_name| into instr->encodings.
static sr_status_t sr_rt_encodings(sr_rt_prepare_t* prep, const sr_op_t* op,
                                   const char* const* names, uint32_t count,
                                   sr_rt_instr_t* instr) {
  sr_rt_encoding_t* encodings =
      sr__rt_alloc(prep, (count + 1) * sizeof(sr_rt_encoding_t));
  if (!encodings) return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "oom");
  for (uint32_t i = 0; i < count; ++i) {
    SR_RETURN_IF_ERROR(sr_rt_encoding_decode(
        prep->context, op, sr_rt_type_attr(op, names[i]), &encodings[i]));
  }
  instr->encodings = encodings;
  instr->encoding_count = count;
  return sr_ok_status();
}

static sr_status_t sr_rt_encoding_array(sr_rt_prepare_t* prep,
                                        const sr_op_t* op,
                                        const char* const* names,
                                        uint32_t name_count,
                                        sr_rt_instr_t* instr) {
  uint32_t total = 0;
  for (uint32_t n = 0; n < name_count; ++n) {
    const sr_attr_t* a = sr_op_attr(op, names[n]);
    if (a && a->kind == SR_ATTR_ARRAY) total += a->array.count;
  }
  sr_rt_encoding_t* encodings =
      sr__rt_alloc(prep, (total + 1) * sizeof(sr_rt_encoding_t));
  if (!encodings) return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "oom");
  uint32_t k = 0;
  for (uint32_t n = 0; n < name_count; ++n) {
    const sr_attr_t* a = sr_op_attr(op, names[n]);
    if (!a || a->kind != SR_ATTR_ARRAY) continue;
    for (uint32_t i = 0; i < a->array.count; ++i) {
      const sr_attr_t* t = a->array.elements[i];
      const sr_type_t* type = t->kind == SR_ATTR_TYPE ? t->type_value : NULL;
      if (!type || type->kind != SR_TYPE_TENSOR) {
        ++k;  // !util.unused for primitive operands
        continue;
      }
      SR_RETURN_IF_ERROR(
          sr_rt_encoding_decode(prep->context, op, type, &encodings[k++]));
    }
  }
  instr->encodings = encodings;
  instr->encoding_count = total;
  return sr_ok_status();
}

// Registers bytes as a program constant with read-only storage.
static sr_status_t sr_rt_add_constant(sr_rt_prepare_t* prep, uint8_t* data,
                                      size_t length, sr_rt_constant_t** out) {
  sr_rt_program_t* program = prep->program;
  sr_rt_constant_t* c = sr__rt_alloc(prep, sizeof(*c));
  if (!c) return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "oom");
  c->data = data;
  c->length = length;
  SR_RETURN_IF_ERROR(
      sr_rt_program_wrap_constant(program, data, length, &c->storage));
  c->storage->flags |= SR_RT_STORAGE_READ_ONLY;
  void* grown = program->constants;
  sr_status_t status = sr_allocator_realloc(
      program->allocator, (program->constant_count + 1) * sizeof(void*),
      &grown);
  if (status) {
    sr_rt_storage_release(c->storage);
    return status;
  }
  program->constants = grown;
  program->constants[program->constant_count++] = c;
  *out = c;
  return sr_ok_status();
}

static sr_status_t sr_rt_constant_from_attr(sr_rt_prepare_t* prep,
                                            const sr_op_t* op,
                                            const sr_attr_t* attr,
                                            const sr_rt_encoding_t* encoding,
                                            sr_rt_constant_t** out) {
  uint8_t* data = NULL;
  size_t length = 0;
  if (sr_rt_param_attr_is_named(attr)) {
    // A placeholder the module's parameters fill when it loads.
    SR_RETURN_IF_ERROR(sr_rt_param_placeholder(
        prep->program, prep->context, prep->arena, op, attr, &data, &length));
    return sr_rt_add_constant(prep, data, length, out);
  }
  SR_RETURN_IF_ERROR(sr_rt_serialize_attr(prep->context, prep->arena, op, attr,
                                          encoding, &data, &length));
  return sr_rt_add_constant(prep, data, length, out);
}

// The first entry point of |op| that names a known export.
static sr_status_t sr_rt_resolve_entry_point(sr_rt_prepare_t* prep,
                                             const sr_op_t* op,
                                             sr_rt_instr_t* instr) {
  const sr_attr_t* entries = sr_op_attr(op, "entry_points");
  if (!entries || entries->kind != SR_ATTR_ARRAY || !entries->array.count) {
    return sr_context_make_status_at(prep->context, op->pos,
                                     SR_STATUS_INVALID_ARGUMENT,
                                     "dispatch has no entry points");
  }
  for (uint32_t i = 0; i < entries->array.count; ++i) {
    const sr_attr_t* ref = entries->array.elements[i];
    if (ref->kind != SR_ATTR_SYMBOL_REF || ref->symbol.num_nested != 1)
      continue;
    sr_rt_export_t* e =
        sr__rt_find_export(prep, ref->symbol.root, ref->symbol.nested[0]);
    if (e) {
      instr->dispatch_export = e;
      return sr_ok_status();
    }
  }
  // Not declared in this module: the dispatch still runs if a kernel is
  // registered under the first name (or fails with a located error).
  instr->attr = entries->array.elements[0];
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Copy-on-write analysis for host-level tied ops
//===----------------------------------------------------------------------===//

static bool sr_rt_op_in_region(const sr_op_t* op) {
  for (const sr_op_t* p = sr_op_parent_op(op); p; p = sr_op_parent_op(p)) {
    if (sr_op_is(p, "stream.async.execute") ||
        sr_op_is(p, "stream.async.concurrent") ||
        sr_op_is(p, "stream.cmd.execute")) {
      return true;
    }
    if (sr_op_is(p, "util.func") || sr_op_is(p, "func.func") ||
        sr_op_is(p, "util.initializer")) {
      return false;
    }
  }
  return false;
}

// True when |value| is storage this op may write in place: made fresh by
// the producing op and used by nobody else. Everything else (arguments,
// imports, globals, values with other uses) is cloned first.
static bool sr_rt_value_is_private(const sr_value_t* value, int depth) {
  if (depth > 16 || value->kind != SR_VALUE_RESULT) return false;
  if (sr_value_use_count(value) != 1) return false;
  const sr_op_t* def = value->owner.op;
  static const char* const kFresh[] = {
      "stream.tensor.empty",    "stream.tensor.splat",
      "stream.tensor.clone",    "stream.tensor.slice",
      "stream.tensor.fill",     "stream.tensor.update",
      "stream.tensor.store",    "stream.tensor.encode",
      "stream.tensor.dispatch", "stream.tensor.constant",
      "stream.async.alloca",    "stream.async.splat",
      "stream.async.clone",     "stream.async.slice",
      "stream.async.fill",      "stream.async.update",
      "stream.async.copy",      "stream.async.store",
      "stream.async.dispatch",  "stream.async.transfer",
      "stream.async.call",      "stream.async.constant",
  };
  for (size_t i = 0; i < sizeof(kFresh) / sizeof(kFresh[0]); ++i) {
    if (sr_op_is(def, kFresh[i])) return true;
  }
  if (sr_op_is(def, "stream.async.cast") ||
      sr_op_is(def, "stream.async.barrier")) {
    // Their source (async.cast's is the same group, exec_stream.c).
    const sr_value_t* source =
        sr_op_group_operand(def, SR_STREAM_ASYNC_BARRIER_SOURCE, 0);
    return source && sr_rt_value_is_private(source, depth + 1);
  }
  return false;
}

static void sr_rt_decide_copy_on_write(const sr_op_t* op,
                                       const sr_value_t* tied,
                                       sr_rt_instr_t* instr) {
  if (instr->flags & SR_RT_INSTR_IN_REGION) return;
  if (!sr_rt_value_is_private(tied, 0)) {
    instr->flags |= SR_RT_INSTR_COPY_ON_WRITE;
  }
}

//===----------------------------------------------------------------------===//
// Per-op decoding
//===----------------------------------------------------------------------===//

static sr_status_t sr_rt_unsupported(sr_rt_instr_t* instr) {
  instr->kind = SR_RT_OP_UNSUPPORTED;
  instr->exec = sr_rt_exec_unsupported;
  return sr_ok_status();
}

static sr_status_t sr_rt_prepare_branch(sr_rt_prepare_t* prep,
                                        const sr_op_t* op,
                                        sr_rt_instr_t* instr) {
  uint32_t count = op->num_successors;
  sr_rt_successor_t* successors =
      sr__rt_alloc(prep, (count + 1) * sizeof(sr_rt_successor_t));
  if (!successors) return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "oom");
  // cf.switch: successor 0 (default) takes the default operands; case i
  // takes the i-th run of the case operands, sized by
  // case_operand_segments.
  const sr_attr_t* case_segments = instr->kind == SR_RT_OP_SWITCH
                                       ? sr_op_attr(op, "case_operand_segments")
                                       : NULL;
  uint32_t case_start = instr->segment_start[SR_CF_SWITCH_CASE_OPERANDS];
  uint32_t case_end =
      case_start + sr_rt_group_size(instr, SR_CF_SWITCH_CASE_OPERANDS);
  for (uint32_t i = 0; i < count; ++i) {
    uint32_t index = sr_ptr_map_find(&prep->blocks, op->successors[i]);
    if (index == UINT32_MAX) {
      return sr_context_make_status_at(
          prep->context, op->pos, SR_STATUS_UNIMPLEMENTED,
          "branches are only supported between blocks of a function body");
    }
    successors[i].block = index;
    if (instr->kind == SR_RT_OP_SWITCH && i > 0) {
      int64_t size = 0;
      if (case_segments && case_segments->kind == SR_ATTR_DENSE_ARRAY &&
          i - 1 < case_segments->dense_array.count) {
        int32_t v = 0;
        memcpy(&v, case_segments->dense_array.data + (i - 1) * 4, 4);
        size = v;
      } else if (count > 1) {
        size =
            sr_rt_group_size(instr, SR_CF_SWITCH_CASE_OPERANDS) / (count - 1);
      }
      if (size < 0 || case_start + (uint32_t)size > case_end) {
        return sr_context_make_status_at(
            prep->context, op->pos, SR_STATUS_INVALID_ARGUMENT,
            "case_operand_segments do not match the case operands");
      }
      successors[i].arg_count = (uint32_t)size;
      successors[i].args = instr->operands + case_start;
      case_start += (uint32_t)size;
      continue;
    }
    uint32_t group = SR_CF_BR_DEST_OPERANDS;
    if (instr->kind == SR_RT_OP_COND_BR) {
      group = i == 0 ? SR_CF_COND_BR_TRUE_DEST_OPERANDS
                     : SR_CF_COND_BR_FALSE_DEST_OPERANDS;
    } else if (instr->kind == SR_RT_OP_SWITCH) {
      group = SR_CF_SWITCH_DEFAULT_OPERANDS;
    }
    successors[i].arg_count = sr_rt_group_size(instr, group);
    successors[i].args = sr_rt_group_slots(instr, group);
  }
  if (instr->kind == SR_RT_OP_SWITCH) {
    // Case values as sign-extended integers, one per case successor.
    const sr_attr_t* values = sr_op_attr(op, "case_values");
    int64_t* cases = sr__rt_alloc(prep, (size_t)count * 8 + 8);
    if (!cases) return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "oom");
    uint32_t case_count = count ? count - 1 : 0;
    if (case_count) {
      uint8_t* data = NULL;
      size_t length = 0;
      if (!values) {
        return sr_context_make_status_at(prep->context, op->pos,
                                         SR_STATUS_INVALID_ARGUMENT,
                                         "cf.switch with cases but no "
                                         "case_values");
      }
      SR_RETURN_IF_ERROR(sr_rt_serialize_attr(prep->context, prep->arena, op,
                                              values, NULL, &data, &length));
      uint32_t bits = sr_type_bit_width(
          sr_rt_operand_value(instr, SR_CF_SWITCH_FLAG, 0)->type);
      size_t width = bits <= 8 ? 1 : (bits + 7) / 8;
      if (length < case_count * width) {
        return sr_context_make_status_at(prep->context, op->pos,
                                         SR_STATUS_INVALID_ARGUMENT,
                                         "cf.switch has %u cases but %zu "
                                         "bytes of case_values",
                                         case_count, length);
      }
      for (uint32_t c = 0; c < case_count; ++c) {
        int64_t v = 0;
        memcpy(&v, data + c * width, width);
        cases[c] = sr_rt_sext(v, (uint32_t)width * 8);
      }
    }
    instr->ints = cases;
    instr->int_count = case_count;
    uint32_t flag_bits = sr_type_bit_width(
        sr_rt_operand_value(instr, SR_CF_SWITCH_FLAG, 0)->type);
    instr->imm = flag_bits && flag_bits < 64 ? flag_bits : 64;
  }
  instr->successors = successors;
  instr->successor_count = count;
  return sr_ok_status();
}

static sr_status_t sr_rt_prepare_call(sr_rt_prepare_t* prep, const sr_op_t* op,
                                      sr_rt_instr_t* instr) {
  const sr_attr_t* callee = sr_op_attr(op, "callee");
  if (!callee || callee->kind != SR_ATTR_SYMBOL_REF) {
    return sr_context_make_status_at(prep->context, op->pos,
                                     SR_STATUS_INVALID_ARGUMENT,
                                     "call without a callee");
  }
  instr->callee = sr__rt_find_function(prep, callee->symbol.root);
  if (!instr->callee) {
    instr->extern_fn = sr__rt_find_extern(prep, callee->symbol.root);
  }
  if (!instr->callee && !instr->extern_fn) {
    return sr_context_make_status_at(
        prep->context, op->pos, SR_STATUS_NOT_FOUND,
        "call to undefined function @%.*s", (int)callee->symbol.root.size,
        callee->symbol.root.data);
  }
  return sr_ok_status();
}

static sr_status_t sr_rt_prepare_scalar(sr_rt_prepare_t* prep,
                                        const sr_op_t* op,
                                        sr_rt_instr_t* instr) {
  // instr->type is the result's (sr_rt_prepare_known_op); type2 the first
  // operand's, whatever its role: the operand type of the casts and
  // compares, which have it first (exec_scalar.c asserts their layouts).
  if (op->num_operands) {
    instr->type2 = sr_rt_scalar_type_of(
        op->operands[0].value->type);  // positional-ok: the family's first
  }
  switch (instr->kind) {
    case SR_RT_OP_CONSTANT: {
      const sr_attr_t* value = sr_op_attr(op, "value");
      if (!value || instr->type.cls == SR_RT_SCALAR_NONE) {
        return sr_rt_unsupported(instr);
      }
      if (value->kind == SR_ATTR_INTEGER) {
        instr->imm = sr_attr_int_value(value);
      } else if (value->kind == SR_ATTR_BOOL) {
        instr->imm = value->boolean ? 1 : 0;
      } else if (value->kind == SR_ATTR_FLOAT) {
        instr->fimm = sr_attr_float_value(value);
      } else {
        return sr_rt_unsupported(instr);
      }
      if (instr->type.cls != SR_RT_SCALAR_FLOAT) {
        instr->imm = sr_rt_sext(instr->imm, instr->type.bits);
      }
      return sr_ok_status();
    }
    case SR_RT_OP_CMPI:
    case SR_RT_OP_CMPF: {
      const sr_attr_t* p = sr_op_attr(op, "predicate");
      instr->sub_kind = p ? (uint16_t)sr_attr_int_value(p) : 0;
      return sr_ok_status();
    }
    default:
      break;
  }
  if ((instr->kind == SR_RT_OP_INT_BINARY || instr->kind == SR_RT_OP_CAST ||
       instr->kind == SR_RT_OP_FLOAT_BINARY ||
       instr->kind == SR_RT_OP_FLOAT_UNARY ||
       instr->kind == SR_RT_OP_INT_UNARY) &&
      (instr->type.cls == SR_RT_SCALAR_NONE ||
       instr->type2.cls == SR_RT_SCALAR_NONE)) {
    // Vector or tensor arith on the host: not a scalar op.
    return sr_rt_unsupported(instr);
  }
  return sr_ok_status();
}

static sr_status_t sr_rt_prepare_tensor(sr_rt_prepare_t* prep,
                                        const sr_op_t* op,
                                        sr_rt_instr_t* instr) {
  switch (instr->kind) {
    case SR_RT_OP_TENSOR_IMPORT:
    case SR_RT_OP_TENSOR_EMPTY:
    case SR_RT_OP_TENSOR_SPLAT: {
      const char* names[] = {"result_encoding"};
      return sr_rt_encodings(prep, op, names, 1, instr);
    }
    case SR_RT_OP_TENSOR_CONSTANT: {
      const char* names[] = {"result_encoding"};
      SR_RETURN_IF_ERROR(sr_rt_encodings(prep, op, names, 1, instr));
      sr_rt_constant_t* c = NULL;
      SR_RETURN_IF_ERROR(sr_rt_constant_from_attr(
          prep, op, sr_op_attr(op, "value"), &instr->encodings[0], &c));
      instr->constants = c;
      return sr_ok_status();
    }
    case SR_RT_OP_TENSOR_EXPORT:
    case SR_RT_OP_TENSOR_LOAD: {
      const char* names[] = {"source_encoding"};
      return sr_rt_encodings(prep, op, names, 1, instr);
    }
    case SR_RT_OP_TENSOR_SIZEOF: {
      const char* names[] = {"encoding"};
      return sr_rt_encodings(prep, op, names, 1, instr);
    }
    case SR_RT_OP_TENSOR_CLONE:
    case SR_RT_OP_TENSOR_ENCODE:
    case SR_RT_OP_TENSOR_SLICE: {
      const char* names[] = {"source_encoding", "result_encoding"};
      return sr_rt_encodings(prep, op, names, 2, instr);
    }
    case SR_RT_OP_TENSOR_FILL:
    case SR_RT_OP_TENSOR_STORE: {
      _Static_assert((int)SR_STREAM_TENSOR_STORE_TARGET ==
                         (int)SR_STREAM_TENSOR_FILL_TARGET,
                     "tensor.store's target is tensor.fill's");
      const char* names[] = {"target_encoding"};
      SR_RETURN_IF_ERROR(sr_rt_encodings(prep, op, names, 1, instr));
      sr_rt_decide_copy_on_write(
          op, sr_rt_operand_value(instr, SR_STREAM_TENSOR_FILL_TARGET, 0),
          instr);
      return sr_ok_status();
    }
    case SR_RT_OP_TENSOR_UPDATE: {
      const char* names[] = {"target_encoding", "update_encoding"};
      SR_RETURN_IF_ERROR(sr_rt_encodings(prep, op, names, 2, instr));
      sr_rt_decide_copy_on_write(
          op, sr_rt_operand_value(instr, SR_STREAM_TENSOR_UPDATE_TARGET, 0),
          instr);
      return sr_ok_status();
    }
    case SR_RT_OP_TENSOR_TRACE: {
      const char* names[] = {"resource_encodings"};
      return sr_rt_encoding_array(prep, op, names, 1, instr);
    }
    default:
      return sr_ok_status();
  }
}

// Sets the per-result copy-on-write mask (imm) of a host-level dispatch or
// call with tied results (tied to operands of group |group|).
static void sr_rt_dispatch_copy_on_write(uint32_t group, sr_rt_instr_t* instr) {
  if (instr->flags & SR_RT_INSTR_IN_REGION) return;
  for (uint32_t r = 0; r < instr->int_count && r < 63; ++r) {
    int64_t tied = instr->ints[r];
    if (tied < 0 || (uint32_t)tied >= sr_rt_group_size(instr, group)) continue;
    const sr_value_t* operand =
        sr_rt_operand_value(instr, group, (uint32_t)tied);
    if (!sr_rt_value_is_private(operand, 0)) instr->imm |= (int64_t)1 << r;
  }
}

static sr_status_t sr_rt_prepare_dispatch_like(sr_rt_prepare_t* prep,
                                               const sr_op_t* op,
                                               sr_rt_instr_t* instr) {
  switch (instr->kind) {
    case SR_RT_OP_TENSOR_DISPATCH: {
      const char* names[] = {"operand_encodings", "result_encodings"};
      SR_RETURN_IF_ERROR(sr_rt_encoding_array(prep, op, names, 2, instr));
      SR_RETURN_IF_ERROR(sr_rt_resolve_entry_point(prep, op, instr));
      SR_RETURN_IF_ERROR(
          sr_rt_int_array(prep, sr_op_attr(op, "tied_operands"), instr));
      sr_rt_dispatch_copy_on_write(SR_STREAM_TENSOR_DISPATCH_MIXED_OPERANDS,
                                   instr);
      return sr_ok_status();
    }
    case SR_RT_OP_ASYNC_DISPATCH:
      SR_RETURN_IF_ERROR(sr_rt_resolve_entry_point(prep, op, instr));
      SR_RETURN_IF_ERROR(
          sr_rt_int_array(prep, sr_op_attr(op, "tied_operands"), instr));
      sr_rt_dispatch_copy_on_write(SR_STREAM_ASYNC_DISPATCH_RESOURCE_OPERANDS,
                                   instr);
      return sr_ok_status();
    case SR_RT_OP_CMD_DISPATCH:
      SR_RETURN_IF_ERROR(sr_rt_resolve_entry_point(prep, op, instr));
      return sr_rt_int_array(prep, sr_op_attr(op, "resource_accesses"), instr);
    case SR_RT_OP_ASYNC_CALL:
    case SR_RT_OP_CMD_CALL: {
      const sr_attr_t* callee = sr_op_attr(op, "callee");
      if (callee && callee->kind == SR_ATTR_SYMBOL_REF) {
        instr->extern_fn = sr__rt_find_extern(prep, callee->symbol.root);
      }
      if (!instr->extern_fn) {
        return sr_context_make_status_at(
            prep->context, op->pos, SR_STATUS_NOT_FOUND,
            "call target is not a stream.async.func/stream.cmd.func "
            "declaration");
      }
      if (instr->kind == SR_RT_OP_ASYNC_CALL) {
        SR_RETURN_IF_ERROR(
            sr_rt_int_array(prep, sr_op_attr(op, "tied_operands"), instr));
        sr_rt_dispatch_copy_on_write(SR_STREAM_ASYNC_CALL_RESOURCE_OPERANDS,
                                     instr);
      } else {
        SR_RETURN_IF_ERROR(sr_rt_int_array(
            prep, sr_op_attr(op, "resource_operand_accesses"), instr));
      }
      return sr_ok_status();
    }
    default:
      return sr_ok_status();
  }
}

static sr_status_t sr_rt_prepare_regions(sr_rt_prepare_t* prep,
                                         const sr_op_t* op,
                                         sr_rt_instr_t* instr) {
  for (uint32_t r = 0; r < op->num_regions && r < 3; ++r) {
    SR_RETURN_IF_ERROR(
        sr__rt_compile_region(prep, &op->regions[r], &instr->blocks[r]));
  }
  return sr_ok_status();
}

// scf.index_switch: `cases` (array<i64: ...>) and one region per case after
// the default region, so the regions go to |switch_blocks|, any number.
static sr_status_t sr_rt_prepare_index_switch(sr_rt_prepare_t* prep,
                                              const sr_op_t* op,
                                              sr_rt_instr_t* instr) {
  const sr_attr_t* cases = sr_op_attr(op, "cases");
  if (!cases || cases->kind != SR_ATTR_DENSE_ARRAY) {
    return sr_context_make_status_at(prep->context, op->pos,
                                     SR_STATUS_INVALID_ARGUMENT,
                                     "scf.index_switch without `cases`");
  }
  SR_RETURN_IF_ERROR(sr_rt_int_array(prep, cases, instr));
  if (instr->operand_count != 1 || op->num_regions != instr->int_count + 1) {
    return sr_context_make_status_at(
        prep->context, op->pos, SR_STATUS_INVALID_ARGUMENT,
        "scf.index_switch has %u case values but %u case regions",
        instr->int_count, op->num_regions ? op->num_regions - 1 : 0);
  }
  const sr_rt_block_t** blocks =
      sr__rt_alloc(prep, op->num_regions * sizeof(*blocks));
  if (!blocks) return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "oom");
  for (uint32_t r = 0; r < op->num_regions; ++r) {
    SR_RETURN_IF_ERROR(
        sr__rt_compile_region(prep, &op->regions[r], &blocks[r]));
    if (!blocks[r]) {
      return sr_context_make_status_at(
          prep->context, op->pos, SR_STATUS_INVALID_ARGUMENT,
          "scf.index_switch region %u is empty", r);
    }
  }
  instr->switch_blocks = blocks;
  return sr_ok_status();
}

// At file scope: a declaration may not follow a case label before C23.
_Static_assert((int)SR_STREAM_ASYNC_LOAD_RESULT ==
                       (int)SR_STREAM_RESOURCE_LOAD_RESULT &&
                   (int)SR_STREAM_TENSOR_LOAD_RESULT ==
                       (int)SR_STREAM_RESOURCE_LOAD_RESULT,
               "the loads' results");

static sr_status_t sr_rt_prepare_stream(sr_rt_prepare_t* prep,
                                        const sr_op_t* op,
                                        sr_rt_instr_t* instr) {
  switch (instr->kind) {
    case SR_RT_OP_RESOURCE_ALLOCA:
      if (sr_op_attr(op, "indeterminate_lifetime")) {
        instr->flags |= SR_RT_INSTR_INDETERMINATE_LIFETIME;
      }
      return sr_ok_status();
    case SR_RT_OP_RESOURCE_DEALLOCA:
      if (sr_op_attr(op, "prefer_origin")) {
        instr->flags |= SR_RT_INSTR_PREFER_ORIGIN;
      }
      return sr_ok_status();
    case SR_RT_OP_RESOURCE_PACK: {
      const sr_attr_t* intervals = sr_op_attr(op, "lifetime_intervals");
      return sr_rt_int_array(prep, intervals, instr);
    }
    case SR_RT_OP_RESOURCE_CONSTANTS: {
      const sr_attr_t* values = sr_op_attr(op, "values");
      uint32_t count =
          values && values->kind == SR_ATTR_ARRAY ? values->array.count : 0;
      sr_rt_constant_t* constants =
          sr__rt_alloc(prep, (count + 1) * sizeof(sr_rt_constant_t));
      if (!constants)
        return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "oom");
      for (uint32_t i = 0; i < count; ++i) {
        sr_rt_constant_t* c = NULL;
        SR_RETURN_IF_ERROR(sr_rt_constant_from_attr(
            prep, op, values->array.elements[i], NULL, &c));
        constants[i] = *c;
      }
      instr->constants = constants;
      instr->int_count = count;
      return sr_ok_status();
    }
    case SR_RT_OP_ASYNC_CONSTANT: {
      sr_rt_constant_t* c = NULL;
      SR_RETURN_IF_ERROR(sr_rt_constant_from_attr(
          prep, op, sr_op_attr(op, "value"), NULL, &c));
      instr->constants = c;
      return sr_ok_status();
    }
    case SR_RT_OP_ASYNC_FILL:
    case SR_RT_OP_ASYNC_UPDATE:
    case SR_RT_OP_ASYNC_COPY:
    case SR_RT_OP_ASYNC_STORE:
      // The tied target (the same group of each: check.c asserts it).
      sr_rt_decide_copy_on_write(
          op, sr_rt_operand_value(instr, SR_STREAM_ASYNC_FILL_TARGET, 0),
          instr);
      return sr_ok_status();
    case SR_RT_OP_ASYNC_LOAD:
    case SR_RT_OP_RESOURCE_LOAD:
    case SR_RT_OP_TENSOR_LOAD:
      if (sr_rt_result_group_size(instr, SR_STREAM_RESOURCE_LOAD_RESULT)) {
        instr->type = sr_rt_scalar_type_of(
            sr_rt_result_value(instr, SR_STREAM_RESOURCE_LOAD_RESULT, 0)->type);
      }
      return sr_ok_status();
    case SR_RT_OP_ASYNC_EXECUTE:
    case SR_RT_OP_CMD_EXECUTE:
      // The body is compiled by sr__rt_prepare_region, on its own frame.
      if (instr->kind == SR_RT_OP_ASYNC_EXECUTE) {
        SR_RETURN_IF_ERROR(
            sr_rt_int_array(prep, sr_op_attr(op, "tied_operands"), instr));
      }
      return sr__rt_prepare_region(prep, op, instr);
    case SR_RT_OP_ASYNC_CONCURRENT:
      SR_RETURN_IF_ERROR(sr_rt_prepare_regions(prep, op, instr));
      return sr_rt_int_array(prep, sr_op_attr(op, "tied_operands"), instr);
    case SR_RT_OP_CMD_SERIAL:
    case SR_RT_OP_CMD_CONCURRENT:
      return sr_rt_prepare_regions(prep, op, instr);
    case SR_RT_OP_PARAMETER: {
      // async.parameter.read/gather write their tied target in place.
      int32_t target = sr_rt_param_tied_target(instr);
      if (target >= 0) {
        sr_rt_decide_copy_on_write(op, op->operands[target].value, instr);
      }
      return sr_ok_status();
    }
    case SR_RT_OP_TIMEPOINT_AWAIT:
      if (sr_op_attr(op, "sync")) instr->flags |= SR_RT_INSTR_SYNC;
      return sr_ok_status();
    case SR_RT_OP_ASYNC_COLLECTIVE:
      // The target is tied to the result.
      sr_rt_decide_copy_on_write(
          op, sr_rt_operand_value(instr, SR_STREAM_ASYNC_COLLECTIVE_TARGET, 0),
          instr);
      return sr_rt_prepare_collective(prep, op, instr);
    case SR_RT_OP_CMD_COLLECTIVE:
    case SR_RT_OP_CHANNEL_CREATE:
      return sr_rt_prepare_collective(prep, op, instr);
    case SR_RT_OP_TEST_TIMELINE_OP:
      return sr_rt_int_array(prep, sr_op_attr(op, "tied_operands"), instr);
    default:
      return sr_ok_status();
  }
}

static sr_status_t sr_rt_prepare_host(sr_rt_prepare_t* prep, const sr_op_t* op,
                                      sr_rt_instr_t* instr) {
  switch (instr->kind) {
    case SR_RT_OP_BR:
    case SR_RT_OP_COND_BR:
    case SR_RT_OP_SWITCH:
      return sr_rt_prepare_branch(prep, op, instr);
    case SR_RT_OP_CALL:
      return sr_rt_prepare_call(prep, op, instr);
    case SR_RT_OP_SCF_IF:
    case SR_RT_OP_SCF_FOR:
    case SR_RT_OP_SCF_WHILE:
      return sr_rt_prepare_regions(prep, op, instr);
    case SR_RT_OP_SCF_INDEX_SWITCH:
      return sr_rt_prepare_index_switch(prep, op, instr);
    case SR_RT_OP_GLOBAL_LOAD:
    case SR_RT_OP_GLOBAL_STORE: {
      const sr_attr_t* g = sr_op_attr(op, "global");
      int32_t index = g && g->kind == SR_ATTR_SYMBOL_REF
                          ? sr__rt_find_global(prep, g->symbol.root)
                          : -1;
      if (index < 0) {
        return sr_context_make_status_at(prep->context, op->pos,
                                         SR_STATUS_NOT_FOUND,
                                         "reference to an undefined global");
      }
      instr->imm = index;
      return sr_ok_status();
    }
    case SR_RT_OP_UTIL_SIZEOF: {
      const sr_type_t* t = sr_rt_type_attr(op, "sizedType");
      uint32_t bits = t ? sr_type_bit_width(t) : 0;
      if (!bits) return sr_rt_unsupported(instr);
      instr->imm = (bits + 7) / 8;
      return sr_ok_status();
    }
    case SR_RT_OP_UTIL_BUFFER_CONSTANT: {
      sr_rt_constant_t* c = NULL;
      SR_RETURN_IF_ERROR(sr_rt_constant_from_attr(
          prep, op, sr_op_attr(op, "value"), NULL, &c));
      instr->constants = c;
      return sr_ok_status();
    }
    case SR_RT_OP_HAL_ELEMENT_TYPE: {
      const sr_type_t* t = sr_rt_type_attr(op, "type");
      instr->imm = (int64_t)sr_rt_element_type_of(t);
      return sr_ok_status();
    }
    case SR_RT_OP_HAL_ENCODING_TYPE:
      instr->imm = 1;  // dense row-major (the only encoding IREE emits)
      return sr_ok_status();
    case SR_RT_OP_HAL_BUFFER_VIEW_DIM: {
      const sr_attr_t* index = sr_op_attr(op, "index");
      instr->imm = index ? sr_attr_int_value(index) : 0;
      return sr_ok_status();
    }
    case SR_RT_OP_WORKGROUP_ID:
    case SR_RT_OP_WORKGROUP_COUNT:
    case SR_RT_OP_WORKGROUP_SIZE: {
      const sr_attr_t* dim = sr_op_attr(op, "dimension");
      instr->imm = dim ? sr_attr_int_value(dim) : 0;
      return sr_ok_status();
    }
    case SR_RT_OP_BUILTIN_TENSOR_STORE: {
      const sr_attr_t* offsets = sr_op_attr(op, "static_offsets");
      const sr_attr_t* sizes = sr_op_attr(op, "static_sizes");
      SR_RETURN_IF_ERROR(sr_rt_int_array(prep, offsets, instr));
      const int64_t* offset_values = instr->ints;
      uint32_t offset_count = instr->int_count;
      SR_RETURN_IF_ERROR(sr_rt_int_array(prep, sizes, instr));
      if (offset_count != 1 || instr->int_count != 1) {
        return sr_rt_unsupported(instr);
      }
      instr->imm = offset_values[0];
      const sr_type_t* value_type =
          sr_rt_operand_value(instr,
                              SR_IREE_TENSOR_EXT_DISPATCH_TENSOR_STORE_VALUE, 0)
              ->type;
      if (sr_type_is_shaped(value_type)) {
        instr->type = sr_rt_scalar_type_of(value_type->shaped.element);
      }
      return sr_ok_status();
    }
    default:
      return sr_ok_status();
  }
}

static sr_status_t sr_rt_prepare_known_op(sr_rt_prepare_t* prep,
                                          const sr_op_t* op,
                                          sr_rt_instr_t* instr);

sr_status_t sr__rt_prepare_op(sr_rt_prepare_t* prep, const sr_op_t* op,
                              sr_rt_instr_t* instr) {
  if (!prep->in_executable) {
    sr_rt_phase_t phase = sr_rt_host_op_phase(op);
    if (phase != SR_RT_PHASE_STREAM) {
      instr->kind = SR_RT_OP_WRONG_PHASE;
      instr->sub_kind = (uint16_t)phase;
      instr->exec = sr_rt_exec_wrong_phase;
      return sr_ok_status();
    }
  }
  const sr_rt_op_def_t* def = sr_rt_op_def(sr_op_id(op));
  if (!def ||
      ((def->flags & SR_RT_OP_DEF_EXECUTABLE_ONLY) && !prep->in_executable)) {
    return sr_rt_unsupported(instr);
  }
  instr->kind = def->kind;
  instr->sub_kind = def->sub_kind;
  instr->exec = def->exec;
  SR_RETURN_IF_ERROR(sr_rt_prepare_known_op(prep, op, instr));
  // A decoder may find a form the runtime does not run.
  if (instr->kind == SR_RT_OP_UNSUPPORTED) {
    instr->exec = sr_rt_exec_unsupported;
  }
  return sr_ok_status();
}

// What the op's kind needs decoded beyond its groups.
static sr_status_t sr_rt_prepare_known_op(sr_rt_prepare_t* prep,
                                          const sr_op_t* op,
                                          sr_rt_instr_t* instr) {
  SR_RETURN_IF_ERROR(sr_rt_decode_groups(prep, op, instr));
  if (instr->kind == SR_RT_OP_UNSUPPORTED) return sr_ok_status();
  if (sr_rt_op_in_region(op)) instr->flags |= SR_RT_INSTR_IN_REGION;
  // The first result's type, whatever its role: what the scalar and load
  // handlers produce (each kind's decoding refines it).
  if (op->num_results) {
    instr->type =
        sr_rt_scalar_type_of(op->results[0].type);  // positional-ok: any op
  }
  instr->queue = sr__rt_queue_of(prep, sr_rt_affinity_of(op, NULL));
  if (instr->kind >= SR_RT_OP_CONSTANT && instr->kind <= SR_RT_OP_FMA) {
    return sr_rt_prepare_scalar(prep, op, instr);
  }
  if (instr->kind >= SR_RT_OP_TENSOR_IMPORT &&
      instr->kind <= SR_RT_OP_TENSOR_TRACE) {
    return sr_rt_prepare_tensor(prep, op, instr);
  }
  if (instr->kind >= SR_RT_OP_UTIL_STRING_FORMAT &&
      instr->kind <= SR_RT_OP_UTIL_GLOBAL_STORE_INDIRECT) {
    return sr_rt_prepare_util(prep, op, instr);
  }
  if (instr->kind >= SR_RT_OP_HAL_BUFFER_VIEW_ASSERT &&
      instr->kind <= SR_RT_OP_HAL_TENSOR_BARRIER) {
    SR_RETURN_IF_ERROR(sr_rt_prepare_hal(prep, op, instr));
  }
  switch (instr->kind) {
    case SR_RT_OP_TENSOR_DISPATCH:
    case SR_RT_OP_ASYNC_DISPATCH:
    case SR_RT_OP_CMD_DISPATCH:
    case SR_RT_OP_ASYNC_CALL:
    case SR_RT_OP_CMD_CALL:
      return sr_rt_prepare_dispatch_like(prep, op, instr);
    default:
      break;
  }
  if (instr->kind >= SR_RT_OP_CONTEXT_RESOLVE &&
      instr->kind <= SR_RT_OP_TIMEPOINT_AWAIT) {
    return sr_rt_prepare_stream(prep, op, instr);
  }
  return sr_rt_prepare_host(prep, op, instr);
}
