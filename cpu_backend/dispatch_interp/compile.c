// Prepare: a func.func of an executable to a program (see program.h).
//
// Three passes over the function: number every value into a frame slot;
// find each tensor value's last use (the op of its defining block that
// contains the use); then compile op by op. An op that cannot be compiled
// (unknown, unsupported element type, encoded tensors) becomes an
// UNSUPPORTED instruction carrying its located error, so a program runs as
// long as it never reaches one.

#include <string.h>

#include "cpu_backend/dispatch_interp/compile_impl.h"
#include "kernels/dispatch.h"

uint32_t sr__di_slot(const sr_di_compiler_t* c, const sr_value_t* value) {
  uint32_t slot = 0;
  sr_di_value_map_get(&c->slots, value, &slot);
  return slot;
}

bool sr__di_slot_lookup(void* user, const sr_value_t* value,
                        uint32_t* out_slot) {
  const sr_di_compiler_t* c = (const sr_di_compiler_t*)user;
  return sr_di_value_map_get(&c->slots, value, out_slot);
}

bool sr__di_instr_kills(const sr_di_instr_t* instr, uint32_t slot) {
  for (uint32_t i = 0; i < instr->num_kills; ++i) {
    if (instr->kills[i] == slot) return true;
  }
  return false;
}

//===----------------------------------------------------------------------===//
// Slots and last uses
//===----------------------------------------------------------------------===//

static bool sr_di_is_tensor_type(const sr_type_t* type) {
  return type && type->kind == SR_TYPE_TENSOR;
}

static sr_status_t sr_di_number_value(sr_di_compiler_t* c,
                                      const sr_value_t* value) {
  return sr_di_value_map_set(&c->slots, value, c->program->num_slots++);
}

static sr_status_t sr_di_number_region(sr_di_compiler_t* c,
                                       const sr_region_t* region) {
  for (const sr_block_t* block = region->first_block; block;
       block = block->next) {
    for (uint32_t i = 0; i < block->num_arguments; ++i) {
      SR_RETURN_IF_ERROR(sr_di_number_value(c, block->arguments[i]));
    }
    for (const sr_op_t* op = block->first_op; op; op = op->next) {
      for (uint32_t i = 0; i < op->num_results; ++i) {
        SR_RETURN_IF_ERROR(sr_di_number_value(c, &op->results[i]));
      }
      for (uint32_t r = 0; r < op->num_regions; ++r) {
        SR_RETURN_IF_ERROR(sr_di_number_region(c, &op->regions[r]));
      }
    }
  }
  return sr_ok_status();
}

static const sr_block_t* sr_di_defining_block(const sr_value_t* value) {
  return value->kind == SR_VALUE_RESULT ? value->owner.op->parent
                                        : value->owner.block;
}

static sr_status_t sr_di_add_kill(sr_di_compiler_t* c, const sr_op_t* op,
                                  uint32_t slot) {
  if (c->num_kill_entries == c->kill_capacity) {
    uint32_t capacity = c->kill_capacity ? c->kill_capacity * 2 : 64;
    void* slots = c->kill_slots;
    void* next = c->kill_next;
    SR_RETURN_IF_ERROR(
        sr_allocator_realloc(c->allocator, capacity * sizeof(uint32_t), &slots));
    c->kill_slots = slots;
    SR_RETURN_IF_ERROR(
        sr_allocator_realloc(c->allocator, capacity * sizeof(uint32_t), &next));
    c->kill_next = next;
    c->kill_capacity = capacity;
  }
  uint32_t head = UINT32_MAX;
  if (!sr_di_value_map_get(&c->kill_heads, op, &head)) head = UINT32_MAX;
  uint32_t entry = c->num_kill_entries++;
  c->kill_slots[entry] = slot;
  c->kill_next[entry] = head;
  return sr_di_value_map_set(&c->kill_heads, op, entry);
}

typedef struct sr_di_use_t {
  const sr_value_t* value;
  const sr_op_t* last;
} sr_di_use_t;

// Walks the region in program order; for every tensor value keeps the
// ancestor (in the value's block) of its latest use.
typedef struct sr_di_liveness_t {
  sr_di_value_map_t index;  // value -> entry
  sr_di_use_t* uses;
  uint32_t count;
  uint32_t capacity;
} sr_di_liveness_t;

static sr_status_t sr_di_liveness_note(sr_di_compiler_t* c,
                                       sr_di_liveness_t* l,
                                       const sr_value_t* value,
                                       const sr_op_t* user) {
  if (!sr_di_is_tensor_type(value->type)) return sr_ok_status();
  const sr_block_t* block = sr_di_defining_block(value);
  const sr_op_t* a = user;
  while (a && a->parent != block) a = sr_op_parent_op(a);
  if (!a) return sr_ok_status();
  uint32_t entry = 0;
  if (sr_di_value_map_get(&l->index, value, &entry)) {
    l->uses[entry].last = a;
    return sr_ok_status();
  }
  if (l->count == l->capacity) {
    uint32_t capacity = l->capacity ? l->capacity * 2 : 64;
    void* uses = l->uses;
    SR_RETURN_IF_ERROR(sr_allocator_realloc(
        c->allocator, capacity * sizeof(sr_di_use_t), &uses));
    l->uses = uses;
    l->capacity = capacity;
  }
  l->uses[l->count].value = value;
  l->uses[l->count].last = a;
  return sr_di_value_map_set(&l->index, value, l->count++);
}

static sr_status_t sr_di_liveness_region(sr_di_compiler_t* c,
                                         sr_di_liveness_t* l,
                                         const sr_region_t* region) {
  for (const sr_block_t* block = region->first_block; block;
       block = block->next) {
    for (const sr_op_t* op = block->first_op; op; op = op->next) {
      for (uint32_t i = 0; i < op->num_operands; ++i) {
        SR_RETURN_IF_ERROR(
            sr_di_liveness_note(c, l, op->operands[i].value, op));
      }
      // A result nobody uses dies at its definition.
      for (uint32_t i = 0; i < op->num_results; ++i) {
        if (!op->results[i].first_use) {
          SR_RETURN_IF_ERROR(sr_di_liveness_note(c, l, &op->results[i], op));
        }
      }
      for (uint32_t r = 0; r < op->num_regions; ++r) {
        SR_RETURN_IF_ERROR(sr_di_liveness_region(c, l, &op->regions[r]));
      }
    }
  }
  return sr_ok_status();
}

static sr_status_t sr_di_compute_kills(sr_di_compiler_t* c,
                                       const sr_region_t* region) {
  sr_di_liveness_t l;
  memset(&l, 0, sizeof(l));
  sr_di_value_map_initialize(c->allocator, &l.index);
  sr_status_t status = sr_di_liveness_region(c, &l, region);
  for (uint32_t i = 0; !status && i < l.count; ++i) {
    status = sr_di_add_kill(c, l.uses[i].last, sr__di_slot(c, l.uses[i].value));
  }
  sr_di_value_map_deinitialize(&l.index);
  sr_allocator_free(c->allocator, l.uses);
  return status;
}

static sr_status_t sr_di_set_kills(sr_di_compiler_t* c, const sr_op_t* op,
                                   sr_di_instr_t* instr) {
  uint32_t head = UINT32_MAX;
  if (!sr_di_value_map_get(&c->kill_heads, op, &head)) return sr_ok_status();
  uint32_t count = 0;
  for (uint32_t e = head; e != UINT32_MAX; e = c->kill_next[e]) ++count;
  SR_RETURN_IF_ERROR(SR_ARENA_NEW_ARRAY(c->arena, uint32_t, count,
                                        &instr->kills));
  instr->num_kills = 0;
  for (uint32_t e = head; e != UINT32_MAX; e = c->kill_next[e]) {
    instr->kills[instr->num_kills++] = c->kill_slots[e];
  }
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Helpers for op compilers
//===----------------------------------------------------------------------===//

sr_status_t sr__di_instr_set_operands(sr_di_compiler_t* c,
                                      sr_di_instr_t* instr, const sr_op_t* op,
                                      uint32_t begin, uint32_t count) {
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

static sr_status_t sr_di_set_results(sr_di_compiler_t* c,
                                     sr_di_instr_t* instr, const sr_op_t* op) {
  instr->num_results = op->num_results;
  if (op->num_results) {
    SR_RETURN_IF_ERROR(SR_ARENA_NEW_ARRAY(c->arena, uint32_t,
                                          op->num_results, &instr->results));
  }
  for (uint32_t i = 0; i < op->num_results; ++i) {
    instr->results[i] = sr__di_slot(c, &op->results[i]);
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
                                const char* group, const char* statics,
                                sr_di_mixed_t* out) {
  memset(out, 0, sizeof(*out));
  uint32_t count = 0;
  const int64_t* values = NULL;
  if (!sr_di_dense_i64(sr_op_attr(op, statics), &count, &values)) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          "missing or malformed '%s'", statics);
  }
  uint32_t begin = 0, dynamic = 0;
  if (group && !sr_ods_group_range(op, false, group, &begin, &dynamic)) {
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
    return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                          "rank %u above %d", type->shaped.rank,
                          SR_DI_MAX_RANK);
  }
  sr_di_dtype_t dtype;
  if (!sr_di_dtype_from_type(type->shaped.element, &dtype)) {
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
#define SR_DI_MOVE(field, type, count)                                     \
  if (!status && body->field) {                                            \
    status = SR_ARENA_NEW_ARRAY(arena, type, (count) + 1, &copy.field);    \
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
