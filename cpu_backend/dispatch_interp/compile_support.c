// What the op compilers (compile_*.c, ext_*.c) share: slots, operand
// arrays, mixed lists and shapes, element programs. See compile_support.h.

#include "cpu_backend/dispatch_interp/compile_support.h"

#include <string.h>

#include "cpu_backend/dispatch_interp/body_compile.h"

uint32_t sr__di_slot(const sr_di_compiler_t* c, const sr_value_t* value) {
  uint32_t slot = 0;
  sr_ptr_map_get(&c->slots, value, &slot);
  return slot;
}

bool sr__di_slot_lookup(void* user, const sr_value_t* value,
                        uint32_t* out_slot) {
  const sr_di_compiler_t* c = (const sr_di_compiler_t*)user;
  return sr_ptr_map_get(&c->slots, value, out_slot);
}

//===----------------------------------------------------------------------===//
// Helpers for op compilers
//===----------------------------------------------------------------------===//

sr_status_t sr__di_instr_set_operands(sr_di_compiler_t* c, sr_di_instr_t* instr,
                                      const sr_op_t* op, uint32_t begin,
                                      uint32_t count) {
  instr->num_operands = count;
  if (count) {
    SR_RETURN_IF_ERROR(
        SR_ARENA_NEW_ARRAY(c->arena, uint32_t, count, &instr->operands));
  }
  for (uint32_t i = 0; i < count; ++i) {
    instr->operands[i] = sr__di_slot(c, op->operands[begin + i].value);
  }
  return sr_ok_status();
}

static bool sr_di_dense_i64(const sr_attr_t* attr, uint32_t* out_count,
                            const int64_t** out_values) {
  if (!attr || attr->kind != SR_ATTR_DENSE_ARRAY || !attr->type ||
      sr_type_bit_width(attr->type) != 64) {
    return false;
  }
  *out_count = attr->dense_array.count;
  *out_values = (const int64_t*)attr->dense_array.data;
  return true;
}

sr_status_t sr__di_decode_mixed(sr_di_compiler_t* c, const sr_op_t* op,
                                uint32_t group, const char* statics,
                                sr_di_mixed_t* out) {
  memset(out, 0, sizeof(*out));
  uint32_t count = 0;
  const int64_t* values = NULL;
  if (!sr_di_dense_i64(sr_op_attr(op, statics), &count, &values)) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          "missing or malformed '%s'", statics);
  }
  uint32_t begin = 0, dynamic = 0;
  if (group != SR_DI_NO_GROUP &&
      !sr_op_operand_group(op, group, &begin, &dynamic)) {
    dynamic = 0;
  }
  out->count = count;
  SR_RETURN_IF_ERROR(
      SR_ARENA_NEW_ARRAY(c->arena, int64_t, count + 1, &out->values));
  SR_RETURN_IF_ERROR(
      SR_ARENA_NEW_ARRAY(c->arena, uint32_t, count + 1, &out->slots));
  uint32_t next = 0;
  for (uint32_t i = 0; i < count; ++i) {
    int64_t v;
    memcpy(&v, &values[i], 8);
    out->values[i] = v;
    if (v == SR_DYNAMIC_DIM) {
      if (next >= dynamic) {
        return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                              "'%s' has more dynamic entries than operands",
                              statics);
      }
      out->slots[i] = sr__di_slot(c, op->operands[begin + next++].value);
    }
  }
  return sr_ok_status();
}

sr_status_t sr__di_decode_shape(sr_di_compiler_t* c, const sr_op_t* op,
                                const sr_type_t* type, uint32_t first,
                                uint32_t num_dims, sr_di_shape_t* out) {
  memset(out, 0, sizeof(*out));
  if (!type || type->kind != SR_TYPE_TENSOR) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                          "expected a ranked tensor type");
  }
  if (type->shaped.encoding) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                          "tensors with encodings are not supported yet");
  }
  if (type->shaped.rank > SR_DI_MAX_RANK) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED, "rank %u above %d",
                          type->shaped.rank, SR_DI_MAX_RANK);
  }
  sr_dtype_t dtype;
  if (!sr_type_dtype(type->shaped.element, &dtype)) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                          "unsupported element type");
  }
  out->rank = (uint8_t)type->shaped.rank;
  out->dtype = (uint8_t)dtype;
  uint32_t next = 0;
  for (uint32_t i = 0; i < type->shaped.rank; ++i) {
    out->dims[i] = type->shaped.dims[i];
    if (out->dims[i] == SR_DYNAMIC_DIM) {
      if (next >= num_dims) {
        return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                              "fewer dynamic dimension operands than '?'s");
      }
      out->dynamic_slots[out->num_dynamic++] =
          sr__di_slot(c, op->operands[first + next++].value);
    }
  }
  return sr_ok_status();
}

sr_status_t sr__di_body_finalize(sr_di_compiler_t* c, sr_di_body_t* body) {
  sr_di_body_t copy = *body;
  sr_arena_t* arena = c->arena;
  sr_status_t status = sr_ok_status();
#define SR_DI_MOVE(field, type, count)                                    \
  if (!status && body->field) {                                           \
    status = SR_ARENA_NEW_ARRAY(arena, type, (count) + 1, &copy.field);   \
    if (!status) memcpy(copy.field, body->field, sizeof(type) * (count)); \
  }
  SR_DI_MOVE(regs, sr_di_reg_t, body->num_regs);
  SR_DI_MOVE(eops, sr_di_eop_t, body->num_eops);
  SR_DI_MOVE(arg_regs, uint16_t, body->num_args);
  SR_DI_MOVE(yields, uint16_t, body->num_yields);
  SR_DI_MOVE(reg_uses, uint8_t, body->num_regs);
#undef SR_DI_MOVE
  sr_di_body_release(c->allocator, body);
  *body = copy;
  if (status) memset(body, 0, sizeof(*body));
  return status;
}

sr_status_t sr__di_compile_body(sr_di_compiler_t* c, const sr_block_t* block,
                                sr_di_body_t* out_body) {
  memset(out_body, 0, sizeof(*out_body));
  sr_di_body_builder_t b;
  sr_di_body_builder_initialize(c->context, c->program->kernels, c->allocator,
                                sr__di_slot_lookup, c, out_body, &b);
  sr_status_t status = sr_di_body_compile_block(&b, block);
  sr_di_body_builder_deinitialize(&b);
  if (status) {
    sr_di_body_release(c->allocator, out_body);
    return status;
  }
  return sr__di_body_finalize(c, out_body);
}
