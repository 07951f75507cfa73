// Prepare: a func.func of an executable to a program (see program.h).
//
// Three passes over the function: number every value into a frame slot;
// find each tensor value's last use (the op of its defining block that
// contains the use); then compile op by op. An op that cannot be compiled
// (unknown, unsupported element type, encoded tensors) becomes an
// UNSUPPORTED instruction carrying its located error, so a program runs as
// long as it never reaches one.

#include "cpu_backend/dispatch_interp/compile.h"

#include <string.h>

#include "cpu_backend/dispatch_interp/compile_fuse.h"
#include "cpu_backend/dispatch_interp/compile_linalg.h"
#include "cpu_backend/dispatch_interp/compile_support.h"
#include "cpu_backend/dispatch_interp/compile_tensor.h"
#include "kernels/dispatch.h"

//===----------------------------------------------------------------------===//
// Slots and last uses
//===----------------------------------------------------------------------===//

static bool sr_di_is_tensor_type(const sr_type_t* type) {
  return type && type->kind == SR_TYPE_TENSOR;
}

static sr_status_t sr_di_number_value(sr_di_compiler_t* c,
                                      const sr_value_t* value) {
  return sr_ptr_map_set(&c->slots, value, c->program->num_slots++);
}

// Records the element type of every scalar slot (after numbering).
static sr_status_t sr_di_slot_dtypes_region(sr_di_compiler_t* c,
                                            const sr_region_t* region) {
  uint8_t* dtypes = c->program->slot_dtypes;
  for (const sr_block_t* block = region->first_block; block;
       block = block->next) {
    for (uint32_t i = 0; i < block->num_arguments; ++i) {
      sr_dtype_t dtype;
      if (sr_type_dtype(block->arguments[i]->type, &dtype)) {
        dtypes[sr__di_slot(c, block->arguments[i])] = (uint8_t)dtype;
      }
    }
    for (const sr_op_t* op = block->first_op; op; op = op->next) {
      for (uint32_t i = 0; i < op->num_results; ++i) {
        sr_dtype_t dtype;
        if (sr_type_dtype(op->results[i].type, &dtype)) {
          dtypes[sr__di_slot(c, &op->results[i])] = (uint8_t)dtype;
        }
      }
      for (uint32_t r = 0; r < op->num_regions; ++r) {
        SR_RETURN_IF_ERROR(sr_di_slot_dtypes_region(c, &op->regions[r]));
      }
    }
  }
  return sr_ok_status();
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
    SR_RETURN_IF_ERROR(sr_allocator_realloc(
        c->allocator, capacity * sizeof(uint32_t), &slots));
    c->kill_slots = slots;
    SR_RETURN_IF_ERROR(
        sr_allocator_realloc(c->allocator, capacity * sizeof(uint32_t), &next));
    c->kill_next = next;
    c->kill_capacity = capacity;
  }
  uint32_t head = UINT32_MAX;
  if (!sr_ptr_map_get(&c->kill_heads, op, &head)) head = UINT32_MAX;
  uint32_t entry = c->num_kill_entries++;
  c->kill_slots[entry] = slot;
  c->kill_next[entry] = head;
  return sr_ptr_map_set(&c->kill_heads, op, entry);
}

typedef struct sr_di_use_t {
  const sr_value_t* value;
  const sr_op_t* last;
} sr_di_use_t;

// Walks the region in program order; for every tensor value keeps the
// ancestor (in the value's block) of its latest use.
typedef struct sr_di_liveness_t {
  sr_ptr_map_t index;  // value -> entry
  sr_di_use_t* uses;
  uint32_t count;
  uint32_t capacity;
} sr_di_liveness_t;

static sr_status_t sr_di_liveness_note(sr_di_compiler_t* c, sr_di_liveness_t* l,
                                       const sr_value_t* value,
                                       const sr_op_t* user) {
  if (!sr_di_is_tensor_type(value->type)) return sr_ok_status();
  const sr_block_t* block = sr_di_defining_block(value);
  const sr_op_t* a = user;
  while (a && a->parent != block) a = sr_op_parent_op(a);
  if (!a) return sr_ok_status();
  uint32_t entry = 0;
  if (sr_ptr_map_get(&l->index, value, &entry)) {
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
  return sr_ptr_map_set(&l->index, value, l->count++);
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
  sr_ptr_map_initialize(c->allocator, &l.index);
  sr_status_t status = sr_di_liveness_region(c, &l, region);
  for (uint32_t i = 0; !status && i < l.count; ++i) {
    status = sr_di_add_kill(c, l.uses[i].last, sr__di_slot(c, l.uses[i].value));
  }
  sr_ptr_map_deinitialize(&l.index);
  sr_allocator_free(c->allocator, l.uses);
  return status;
}

static sr_status_t sr_di_set_kills(sr_di_compiler_t* c, const sr_op_t* op,
                                   sr_di_instr_t* instr) {
  uint32_t head = UINT32_MAX;
  if (!sr_ptr_map_get(&c->kill_heads, op, &head)) return sr_ok_status();
  uint32_t count = 0;
  for (uint32_t e = head; e != UINT32_MAX; e = c->kill_next[e]) ++count;
  SR_RETURN_IF_ERROR(
      SR_ARENA_NEW_ARRAY(c->arena, uint32_t, count, &instr->kills));
  instr->num_kills = 0;
  for (uint32_t e = head; e != UINT32_MAX; e = c->kill_next[e]) {
    instr->kills[instr->num_kills++] = c->kill_slots[e];
  }
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Results
//===----------------------------------------------------------------------===//

static sr_status_t sr_di_set_results(sr_di_compiler_t* c, sr_di_instr_t* instr,
                                     const sr_op_t* op) {
  instr->num_results = op->num_results;
  if (op->num_results) {
    SR_RETURN_IF_ERROR(SR_ARENA_NEW_ARRAY(c->arena, uint32_t, op->num_results,
                                          &instr->results));
  }
  for (uint32_t i = 0; i < op->num_results; ++i) {
    instr->results[i] = sr__di_slot(c, &op->results[i]);
  }
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Control flow, affine, scalars
//===----------------------------------------------------------------------===//

static sr_status_t sr_di_compile_block(sr_di_compiler_t* c,
                                       const sr_block_t* block,
                                       sr_di_block_t* out);

static sr_status_t sr_di_compile_regions(sr_di_compiler_t* c, const sr_op_t* op,
                                         sr_di_instr_t* instr) {
  instr->num_regions = op->num_regions;
  SR_RETURN_IF_ERROR(SR_ARENA_NEW_ARRAY(c->arena, sr_di_block_t,
                                        op->num_regions + 1, &instr->regions));
  for (uint32_t r = 0; r < op->num_regions; ++r) {
    const sr_region_t* region = &op->regions[r];
    if (!region->first_block) continue;
    if (region->first_block != region->last_block) {
      return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                            "regions with several blocks are not supported");
    }
    SR_RETURN_IF_ERROR(
        sr_di_compile_block(c, region->first_block, &instr->regions[r]));
  }
  return sr_ok_status();
}

static sr_status_t sr_di_compile_scf(sr_di_compiler_t* c, const sr_op_t* op,
                                     sr_di_instr_t* instr) {
  if (sr_op_is(op, "scf.for")) {
    if (op->num_operands < 3 || op->num_regions != 1) goto bad;
    instr->kind = SR_DI_I_FOR;
  } else if (sr_op_is(op, "scf.if")) {
    if (op->num_operands != 1 || op->num_regions != 2) goto bad;
    instr->kind = SR_DI_I_IF;
  } else if (sr_op_is(op, "scf.while")) {
    if (op->num_regions != 2) goto bad;
    instr->kind = SR_DI_I_WHILE;
  } else {
    instr->kind = SR_DI_I_YIELD;  // scf.yield, scf.condition
  }
  SR_RETURN_IF_ERROR(
      sr__di_instr_set_operands(c, instr, op, 0, op->num_operands));
  return sr_di_compile_regions(c, op, instr);
bad:
  return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT, "malformed op");
}

// scf.forall: bounds from the static arrays and operandSegmentSizes
// (lower, upper, step, shared_outs); the in_parallel terminator's region
// becomes regions[1].
static sr_status_t sr_di_forall_bounds(sr_di_compiler_t* c, const sr_op_t* op,
                                       const char* name, uint32_t* next,
                                       sr_di_mixed_t* out) {
  memset(out, 0, sizeof(*out));
  const sr_attr_t* attr = sr_op_attr(op, name);
  if (!attr || attr->kind != SR_ATTR_DENSE_ARRAY) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT, "missing %s",
                          name);
  }
  out->count = attr->dense_array.count;
  SR_RETURN_IF_ERROR(
      SR_ARENA_NEW_ARRAY(c->arena, int64_t, out->count + 1, &out->values));
  SR_RETURN_IF_ERROR(
      SR_ARENA_NEW_ARRAY(c->arena, uint32_t, out->count + 1, &out->slots));
  for (uint32_t i = 0; i < out->count; ++i) {
    memcpy(&out->values[i], attr->dense_array.data + 8 * i, 8);
    if (out->values[i] == SR_DYNAMIC_DIM) {
      if (*next >= op->num_operands) {
        return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                              "missing bound operands");
      }
      out->slots[i] = sr__di_slot(c, op->operands[(*next)++].value);
    }
  }
  return sr_ok_status();
}

static sr_status_t sr_di_compile_forall(sr_di_compiler_t* c, const sr_op_t* op,
                                        sr_di_instr_t* instr) {
  sr_di_forall_t* f = NULL;
  SR_RETURN_IF_ERROR(SR_ARENA_NEW(c->arena, sr_di_forall_t, &f));
  uint32_t next = 0;
  SR_RETURN_IF_ERROR(
      sr_di_forall_bounds(c, op, "staticLowerBound", &next, &f->lower));
  SR_RETURN_IF_ERROR(
      sr_di_forall_bounds(c, op, "staticUpperBound", &next, &f->upper));
  SR_RETURN_IF_ERROR(sr_di_forall_bounds(c, op, "staticStep", &next, &f->step));
  f->num_ivs = f->upper.count;
  f->num_outs = op->num_operands - next;
  if (f->lower.count != f->num_ivs || f->step.count != f->num_ivs ||
      f->num_outs != op->num_results || op->num_regions != 1 ||
      !op->regions[0].first_block) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT, "malformed op");
  }
  instr->kind = SR_DI_I_FORALL;
  instr->data = f;
  SR_RETURN_IF_ERROR(
      sr__di_instr_set_operands(c, instr, op, next, f->num_outs));
  instr->num_regions = 2;
  SR_RETURN_IF_ERROR(
      SR_ARENA_NEW_ARRAY(c->arena, sr_di_block_t, 2, &instr->regions));
  const sr_block_t* body = op->regions[0].first_block;
  SR_RETURN_IF_ERROR(sr_di_compile_block(c, body, &instr->regions[0]));
  // The terminator compiled as an empty instruction list above is the
  // in_parallel op: compile its region's parallel_insert_slice ops.
  const sr_op_t* terminator = body->last_op;
  if (terminator && sr_op_is(terminator, "scf.forall.in_parallel") &&
      terminator->num_regions == 1 && terminator->regions[0].first_block) {
    SR_RETURN_IF_ERROR(sr_di_compile_block(
        c, terminator->regions[0].first_block, &instr->regions[1]));
  }
  return sr_ok_status();
}

static sr_status_t sr_di_compile_affine(sr_di_compiler_t* c, const sr_op_t* op,
                                        sr_di_instr_t* instr) {
  const sr_attr_t* map = sr_op_attr(op, "map");
  if (!map || map->kind != SR_ATTR_AFFINE_MAP ||
      map->affine_map->num_dims + map->affine_map->num_symbols !=
          op->num_operands ||
      map->affine_map->num_dims + map->affine_map->num_symbols > 64) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          "malformed affine map operands");
  }
  if (sr_op_is(op, "affine.apply") && map->affine_map->num_results != 1) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          "affine.apply takes a map with one result");
  }
  if (!map->affine_map->num_results) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          "empty affine map");
  }
  instr->kind = sr_op_is(op, "affine.apply") ? SR_DI_I_AFFINE_APPLY
                : sr_op_is(op, "affine.min") ? SR_DI_I_AFFINE_MIN
                                             : SR_DI_I_AFFINE_MAX;
  instr->data = (void*)map->affine_map;
  return sr__di_instr_set_operands(c, instr, op, 0, op->num_operands);
}

// affine.delinearize_index / affine.linearize_index (generic form): the
// basis as a mixed list (static_basis with dynamic operands), or all
// dynamic when there is no static_basis.
static sr_status_t sr_di_compile_linearize(sr_di_compiler_t* c,
                                           const sr_op_t* op,
                                           sr_di_instr_t* instr) {
  bool de = sr_op_is(op, "affine.delinearize_index");
  uint32_t indices = de ? 1 : 0;
  if (!de) {
    const sr_attr_t* sizes = sr_op_attr(op, "operandSegmentSizes");
    if (sizes && sizes->kind == SR_ATTR_DENSE_ARRAY &&
        sizes->dense_array.count == 2) {
      int32_t v[2];
      memcpy(v, sizes->dense_array.data, 8);
      if (v[0] < 0 || v[1] < 0 || (uint32_t)(v[0] + v[1]) != op->num_operands) {
        return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                              "bad operandSegmentSizes");
      }
      indices = (uint32_t)v[0];
    } else {
      return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                            "missing operandSegmentSizes");
    }
  }
  if (op->num_operands < indices) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT, "malformed op");
  }
  sr_di_mixed_t* basis = NULL;
  SR_RETURN_IF_ERROR(SR_ARENA_NEW(c->arena, sr_di_mixed_t, &basis));
  uint32_t dynamic = op->num_operands - indices;
  const sr_attr_t* statics = sr_op_attr(op, "static_basis");
  uint32_t count = statics && statics->kind == SR_ATTR_DENSE_ARRAY
                       ? statics->dense_array.count
                       : dynamic;
  basis->count = count;
  SR_RETURN_IF_ERROR(
      SR_ARENA_NEW_ARRAY(c->arena, int64_t, count + 1, &basis->values));
  SR_RETURN_IF_ERROR(
      SR_ARENA_NEW_ARRAY(c->arena, uint32_t, count + 1, &basis->slots));
  uint32_t next = indices;
  for (uint32_t i = 0; i < count; ++i) {
    int64_t v = SR_DYNAMIC_DIM;
    if (statics && statics->kind == SR_ATTR_DENSE_ARRAY) {
      memcpy(&v, statics->dense_array.data + 8 * i, 8);
    }
    basis->values[i] = v;
    if (v == SR_DYNAMIC_DIM) {
      if (next >= op->num_operands) {
        return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                              "missing basis operands");
      }
      basis->slots[i] = sr__di_slot(c, op->operands[next++].value);
    }
  }
  uint32_t n = de ? op->num_results : indices;
  if (count != n && count + 1 != n) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          "%u basis values for %u indices", count, n);
  }
  instr->kind = de ? SR_DI_I_DELINEARIZE : SR_DI_I_LINEARIZE;
  instr->data = basis;
  return sr__di_instr_set_operands(c, instr, op, 0, indices);
}

static sr_status_t sr_di_compile_workgroup(sr_di_compiler_t* c,
                                           const sr_op_t* op,
                                           sr_di_instr_t* instr) {
  const sr_attr_t* dim = sr_op_attr(op, "dimension");
  int64_t d = dim && dim->kind == SR_ATTR_INTEGER ? sr_attr_int_value(dim) : -1;
  if (d < 0 || d > 2) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          "dimension must be 0, 1 or 2");
  }
  instr->code = (int32_t)d;
  instr->kind = sr_op_is(op, "stream.dispatch.workgroup.id")
                    ? SR_DI_I_WORKGROUP_ID
                : sr_op_is(op, "stream.dispatch.workgroup.count")
                    ? SR_DI_I_WORKGROUP_COUNT
                    : SR_DI_I_WORKGROUP_SIZE;
  return sr_ok_status();
}

// Ops whose results are their first operands (hints and barriers).
static sr_status_t sr_di_compile_forward(sr_di_compiler_t* c, const sr_op_t* op,
                                         sr_di_instr_t* instr) {
  if (op->num_operands < op->num_results) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          "fewer operands than results");
  }
  instr->kind = SR_DI_I_FORWARD;
  return sr__di_instr_set_operands(c, instr, op, 0, op->num_results);
}

static sr_status_t sr_di_compile_return(sr_di_compiler_t* c, const sr_op_t* op,
                                        sr_di_instr_t* instr) {
  if (op->num_operands) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          "dispatch functions return nothing");
  }
  instr->kind = SR_DI_I_RETURN;
  return sr_ok_status();
}

// Top-level scalar ops: an element program whose registers are the frame
// slots, run with n = 1.
static sr_status_t sr_di_compile_scalar(sr_di_compiler_t* c, const sr_op_t* op,
                                        sr_di_instr_t* instr) {
  sr_di_body_t* body = NULL;
  SR_RETURN_IF_ERROR(SR_ARENA_NEW(c->arena, sr_di_body_t, &body));
  sr_di_body_builder_t b;
  sr_di_body_builder_initialize(c->context, c->program->kernels, c->allocator,
                                sr__di_slot_lookup, c, body, &b);
  sr_status_t status = sr_ok_status();
  uint16_t result_regs[4];
  if (op->num_results > 4) {
    status = SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED, "too many results");
  }
  for (uint32_t i = 0; !status && i < op->num_results; ++i) {
    sr_dtype_t dtype;
    if (!sr_type_dtype(op->results[i].type, &dtype)) {
      status = SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                              "unsupported result type");
      break;
    }
    status =
        sr_di_body_add_reg(&b, SR_DI_REG_SLOT, dtype,
                           sr__di_slot(c, &op->results[i]), &result_regs[i]);
  }
  if (!status) status = sr_di_body_add_op(&b, op, result_regs);
  sr_di_body_builder_deinitialize(&b);
  if (!status) status = sr__di_body_finalize(c, body);
  if (status) {
    sr_di_body_release(c->allocator, body);
    return status;
  }
  instr->kind = SR_DI_I_SCALAR;
  instr->data = body;
  return sr_ok_status();
}

// arith.constant: scalars and dense tensors are preset in the frame.
static sr_status_t sr_di_compile_constant(sr_di_compiler_t* c,
                                          const sr_op_t* op,
                                          sr_di_instr_t* instr);

static const sr_di_op_compiler_t kTopOps[] = {
    {"arith.constant", sr_di_compile_constant},
    {"stream.dispatch.workgroup.id", sr_di_compile_workgroup},
    {"stream.dispatch.workgroup.count", sr_di_compile_workgroup},
    {"stream.dispatch.workgroup.size", sr_di_compile_workgroup},
    {"iree_tensor_ext.dispatch.workload.ordinal", sr_di_compile_forward},
    {"iree_tensor_ext.compute_barrier.start", sr_di_compile_forward},
    {"iree_tensor_ext.compute_barrier.end", sr_di_compile_forward},
    {"util.assume.int", sr_di_compile_forward},
    {"util.assume.divisible", sr_di_compile_forward},
    {"util.assume.narrow", sr_di_compile_forward},
    {"util.optimization_barrier", sr_di_compile_forward},
    {"scf.for", sr_di_compile_scf},
    {"scf.if", sr_di_compile_scf},
    {"scf.while", sr_di_compile_scf},
    {"scf.yield", sr_di_compile_scf},
    {"scf.condition", sr_di_compile_scf},
    {"scf.forall", sr_di_compile_forall},
    {"affine.apply", sr_di_compile_affine},
    {"affine.min", sr_di_compile_affine},
    {"affine.max", sr_di_compile_affine},
    {"affine.delinearize_index", sr_di_compile_linearize},
    {"affine.linearize_index", sr_di_compile_linearize},
    {"func.return", sr_di_compile_return},
    {"util.return", sr_di_compile_return},
};

static bool sr_di_results_are_scalars(const sr_op_t* op) {
  for (uint32_t i = 0; i < op->num_results; ++i) {
    sr_dtype_t dtype;
    if (!sr_type_dtype(op->results[i].type, &dtype)) return false;
  }
  return op->num_results > 0;
}

static sr_status_t sr_di_compile_op(sr_di_compiler_t* c, const sr_op_t* op,
                                    sr_di_instr_t* instr) {
  instr->op = op;
  SR_RETURN_IF_ERROR(sr_di_set_results(c, instr, op));
  for (size_t i = 0; i < SR_DI_ARRAY_COUNT(kTopOps); ++i) {
    if (sr_string_view_equal_cstr(op->name, kTopOps[i].name)) {
      return kTopOps[i].fn(c, op, instr);
    }
  }
  const sr_di_op_compiler_t* tensor = sr__di_tensor_op_compiler(op);
  if (tensor) return tensor->fn(c, op, instr);
  sr_string_view_t dialect = sr_op_dialect(op);
  if (sr_string_view_equal_cstr(dialect, "linalg")) {
    return sr__di_compile_structured(c, op, instr);
  }
  if (sr_di_body_knows_op(op) && sr_di_results_are_scalars(op)) {
    return sr_di_compile_scalar(c, op, instr);
  }
  if (sr_di_body_knows_op(op) && op->num_results == 1 &&
      op->results[SR_DI_RESULT].type->kind == SR_TYPE_TENSOR) {
    return sr__di_compile_elementwise(c, op, instr);
  }
  return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                        "op not supported by the dispatch interpreter");
}

// Turns a compile failure into an UNSUPPORTED instruction that fails with
// the same located status when a run reaches it.
static sr_status_t sr_di_defer(sr_di_compiler_t* c, sr_di_instr_t* instr,
                               sr_status_t status) {
  sr_di_deferred_t* d = NULL;
  sr_status_t alloc = SR_ARENA_NEW(c->arena, sr_di_deferred_t, &d);
  if (alloc) {
    sr_status_ignore(status);
    return alloc;
  }
  d->status = status;
  d->next = c->program->deferred;
  c->program->deferred = d;
  instr->kind = SR_DI_I_UNSUPPORTED;
  instr->data = d;
  instr->num_regions = 0;
  return sr_ok_status();
}

// The compiled instruction of |op| in |block|, or NULL.
static const sr_di_instr_t* sr_di_find_instr(const sr_di_block_t* block,
                                             const sr_op_t* op) {
  for (uint32_t i = 0; i < block->num_instrs; ++i) {
    if (block->instrs[i].op == op) return &block->instrs[i];
  }
  return NULL;
}

// Follows a tensor.empty's value through ops that update it in place (it
// is their outs, its only use) to a dispatch tensor store of the final
// value, and returns that store (see sr_di_empty_t), or NULL.
static const sr_di_instr_t* sr_di_destination(const sr_op_t* empty,
                                              const sr_di_block_t* block) {
  const sr_value_t* value = sr__di_op_result(empty, SR_TENSOR_EMPTY_RESULT);
  for (int hop = 0; hop < 64; ++hop) {
    const sr_operand_t* use = value->first_use;
    if (!use || use->next_use || use->owner->parent != empty->parent) {
      return NULL;
    }
    const sr_op_t* user = use->owner;
    const sr_di_instr_t* instr = sr_di_find_instr(block, user);
    if (!instr) return NULL;
    uint32_t index = (uint32_t)(use - user->operands);
    if (instr->kind == SR_DI_I_STORE) return index == 0 ? instr : NULL;
    if (instr->kind != SR_DI_I_STRUCTURED) return NULL;
    const sr_di_structured_t* s = (const sr_di_structured_t*)instr->data;
    if (s->fresh_output || index < s->num_inputs ||
        index >= s->num_inputs + s->num_outputs) {
      return NULL;
    }
    uint32_t j = index - s->num_inputs;
    // The first op must not read the empty's (undefined) contents.
    if (!s->in_place[j] ||
        (hop == 0 && (s->reads_output[j] || !s->covered[j]))) {
      return NULL;
    }
    value = &user->results[j];
  }
  return NULL;
}

// Sets the destination of every tensor.empty of |block| whose store's
// operands (binding, offsets) are all defined before it.
static void sr_di_find_destinations(const sr_block_t* ir,
                                    sr_di_block_t* block) {
  uint32_t position = 0;
  for (const sr_op_t* op = ir->first_op; op; op = op->next, ++position) {
    sr_di_instr_t* instr = &block->instrs[position];
    if (instr->kind != SR_DI_I_EMPTY) continue;
    const sr_di_instr_t* store = sr_di_destination(op, block);
    if (!store) continue;
    bool ready = true;
    for (uint32_t i = 1; i < store->op->num_operands && ready; ++i) {
      const sr_value_t* v = store->op->operands[i].value;
      if (v->kind != SR_VALUE_RESULT || v->owner.op->parent != ir) continue;
      // Defined in this block: it must come before the empty.
      bool before = false;
      for (const sr_op_t* o = ir->first_op; o && o != op; o = o->next) {
        if (o == v->owner.op) before = true;
      }
      ready = before;
    }
    if (ready) ((sr_di_empty_t*)instr->data)->store = store;
  }
}

static sr_status_t sr_di_compile_block(sr_di_compiler_t* c,
                                       const sr_block_t* block,
                                       sr_di_block_t* out) {
  memset(out, 0, sizeof(*out));
  out->num_args = block->num_arguments;
  SR_RETURN_IF_ERROR(SR_ARENA_NEW_ARRAY(c->arena, uint32_t,
                                        block->num_arguments + 1, &out->args));
  for (uint32_t i = 0; i < block->num_arguments; ++i) {
    out->args[i] = sr__di_slot(c, block->arguments[i]);
  }
  uint32_t count = 0;
  for (const sr_op_t* op = block->first_op; op; op = op->next) ++count;
  SR_RETURN_IF_ERROR(
      SR_ARENA_NEW_ARRAY(c->arena, sr_di_instr_t, count + 1, &out->instrs));
  for (const sr_op_t* op = block->first_op; op; op = op->next) {
    sr_di_instr_t* instr = &out->instrs[out->num_instrs++];
    if (sr_op_is(op, "scf.forall.in_parallel")) {
      instr->kind = SR_DI_I_YIELD;  // handled by the scf.forall
      instr->op = op;
      continue;
    }
    sr_status_t status = sr_di_compile_op(c, op, instr);
    if (status) {
      if (sr_status_code(status) == SR_STATUS_RESOURCE_EXHAUSTED) {
        return status;
      }
      SR_RETURN_IF_ERROR(sr_di_defer(c, instr, status));
    }
    SR_RETURN_IF_ERROR(sr_di_set_kills(c, op, instr));
  }
  sr_di_find_destinations(block, out);
  return sr__di_fuse_block(c, block, out);
}

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

static sr_status_t sr_di_add_preset(sr_di_compiler_t* c, uint32_t slot,
                                    const sr_di_value_t* value) {
  sr_di_program_t* p = c->program;
  uint32_t n = p->num_presets;
  // Presets are few: grow the arena arrays by copying.
  uint32_t* slots = NULL;
  sr_di_value_t* values = NULL;
  SR_RETURN_IF_ERROR(SR_ARENA_NEW_ARRAY(c->arena, uint32_t, n + 1, &slots));
  SR_RETURN_IF_ERROR(
      SR_ARENA_NEW_ARRAY(c->arena, sr_di_value_t, n + 1, &values));
  if (n) {
    memcpy(slots, p->preset_slots, n * sizeof(uint32_t));
    memcpy(values, p->preset_values, n * sizeof(sr_di_value_t));
  }
  slots[n] = slot;
  values[n] = *value;
  p->preset_slots = slots;
  p->preset_values = values;
  p->num_presets = n + 1;
  return sr_ok_status();
}

static sr_status_t sr_di_compile_constant(sr_di_compiler_t* c,
                                          const sr_op_t* op,
                                          sr_di_instr_t* instr) {
  const sr_attr_t* attr = sr_op_attr(op, "value");
  const sr_type_t* type = op->results[SR_DI_RESULT].type;
  sr_di_value_t value;
  memset(&value, 0, sizeof(value));
  instr->kind = SR_DI_I_FORWARD;  // nothing to do at run time
  instr->num_results = 0;
  sr_dtype_t dtype;
  if (sr_type_dtype(type, &dtype)) {
    uint8_t bytes[8] = {0};
    if (attr && attr->kind == SR_ATTR_INTEGER) {
      sr_di_store_int(bytes, dtype, sr_attr_int_value(attr));
    } else if (attr && attr->kind == SR_ATTR_FLOAT && attr->flt.num_words) {
      memcpy(bytes, attr->flt.words, sr_dtype_size(dtype));
    } else if (attr && attr->kind == SR_ATTR_BOOL) {
      bytes[0] = attr->boolean;
    } else {
      return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                            "unsupported constant");
    }
    memcpy(&value.bits, bytes, 8);
    return sr_di_add_preset(c, sr__di_slot(c, &op->results[SR_DI_RESULT]),
                            &value);
  }
  sr_di_shape_t shape;
  SR_RETURN_IF_ERROR(sr__di_decode_shape(c, op, type, 0, 0, &shape));
  sr_di_tensor_t* t = &value.tensor;
  t->rank = shape.rank;
  t->dtype = shape.dtype;
  for (uint32_t i = 0; i < shape.rank; ++i) t->shape[i] = shape.dims[i];
  sr_di_tensor_set_dense_strides(t);
  size_t size = sr_dtype_size((sr_dtype_t)shape.dtype);
  size_t count = (size_t)sr_di_tensor_count(t);
  const uint8_t* data = NULL;
  size_t length = 0;
  bool splat = false;
  if (attr && attr->kind == SR_ATTR_DENSE_ELEMENTS) {
    data = attr->dense.data;
    length = attr->dense.byte_length;
    splat = attr->dense.splat;
  } else if (attr && attr->kind == SR_ATTR_DENSE_RESOURCE) {
    uint32_t alignment = 0;
    if (!sr_context_find_blob(c->context, attr->resource_handle, &data, &length,
                              &alignment)) {
      return SR_DI_OP_ERROR(c, op, SR_STATUS_NOT_FOUND,
                            "no blob for dense_resource");
    }
  } else {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                          "unsupported tensor constant");
  }
  if (splat || (length == size && count != 1)) {
    uint8_t* copy = NULL;
    SR_RETURN_IF_ERROR(
        sr_arena_allocate(c->arena, count * size + 1, 64, (void**)&copy));
    for (size_t i = 0; i < count; ++i) memcpy(copy + i * size, data, size);
    data = copy;
  } else if (length < count * size) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          "constant holds %zu bytes, expected %zu", length,
                          count * size);
  }
  t->data = (uint8_t*)data;  // borrowed: never written in place
  return sr_di_add_preset(c, sr__di_slot(c, &op->results[SR_DI_RESULT]),
                          &value);
}

//===----------------------------------------------------------------------===//
// The program
//===----------------------------------------------------------------------===//

static sr_status_t sr_di_compile_params(sr_di_compiler_t* c,
                                        const sr_block_t* entry) {
  sr_di_program_t* p = c->program;
  uint32_t n = entry->num_arguments;
  p->num_params = n;
  SR_RETURN_IF_ERROR(
      SR_ARENA_NEW_ARRAY(c->arena, uint32_t, n + 1, &p->param_slots));
  SR_RETURN_IF_ERROR(
      SR_ARENA_NEW_ARRAY(c->arena, uint8_t, n + 1, &p->param_is_binding));
  SR_RETURN_IF_ERROR(
      SR_ARENA_NEW_ARRAY(c->arena, uint32_t, n + 1, &p->param_ordinal));
  SR_RETURN_IF_ERROR(
      SR_ARENA_NEW_ARRAY(c->arena, uint8_t, n + 1, &p->param_dtypes));
  for (uint32_t i = 0; i < n; ++i) {
    const sr_value_t* arg = entry->arguments[i];
    p->param_slots[i] = sr__di_slot(c, arg);
    if (sr_type_is_dialect(arg->type, "stream.binding")) {
      p->param_is_binding[i] = 1;
      p->param_ordinal[i] = p->num_bindings++;
      continue;
    }
    sr_dtype_t dtype;
    if (!sr_type_dtype(arg->type, &dtype)) {
      return sr_context_make_status_at(
          c->context, arg->pos, SR_STATUS_UNIMPLEMENTED,
          "dispatch function parameters are bindings, integers, index or "
          "floats");
    }
    p->param_dtypes[i] = (uint8_t)dtype;
    p->param_ordinal[i] = p->num_constants++;
  }
  return sr_ok_status();
}

void sr_di_program_release(sr_di_program_t* program) {
  if (!program) return;
  for (sr_di_deferred_t* d = program->deferred; d; d = d->next) {
    sr_status_free(d->status);
  }
  sr_allocator_t allocator = program->allocator;
  sr_arena_deinitialize(&program->arena);
  sr_allocator_free(allocator, program);
}

sr_status_t sr_di_program_create(sr_context_t* context,
                                 const sr_op_t* function_op, sr_pool_t* pool,
                                 sr_allocator_t allocator,
                                 sr_di_program_t** out_program) {
  *out_program = NULL;
  if (!function_op || function_op->num_regions != 1 ||
      !function_op->regions[0].first_block) {
    return SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED,
                          "the export has no function body");
  }
  const sr_k_table_t* kernels = NULL;
  if (sr_k_table_get(&kernels) != SR_K_OK) {
    return SR_MAKE_STATUS(SR_STATUS_UNAVAILABLE, "kernels: %s",
                          sr_k_dispatch_error());
  }
  sr_di_program_t* p = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_calloc(allocator, sizeof(*p), (void**)&p));
  p->allocator = allocator;
  p->context = context;
  p->kernels = kernels;
  p->pool = pool;
  p->function_op = function_op;
  sr_arena_initialize(allocator, 64 * 1024, &p->arena);
  sr_di_compiler_t c;
  memset(&c, 0, sizeof(c));
  c.program = p;
  c.context = context;
  c.arena = &p->arena;
  c.allocator = allocator;
  sr_ptr_map_initialize(allocator, &c.slots);
  sr_ptr_map_initialize(allocator, &c.kill_heads);
  const sr_region_t* region = &function_op->regions[0];
  const sr_block_t* entry = region->first_block;
  sr_status_t status = sr_ok_status();
  if (entry != region->last_block) {
    status = sr_di_op_error(context, function_op, SR_STATUS_UNIMPLEMENTED,
                            "dispatch functions with several blocks are not "
                            "supported");
  }
  if (!status) status = sr_di_number_region(&c, region);
  if (!status) status = sr_di_compute_kills(&c, region);
  if (!status) status = sr_di_compile_params(&c, entry);
  if (!status) {
    status =
        SR_ARENA_NEW_ARRAY(c.arena, uint8_t, p->num_slots + 1, &p->slot_dtypes);
  }
  if (!status) {
    memset(p->slot_dtypes, SR_DTYPE_COUNT, p->num_slots + 1);
    status = sr_di_slot_dtypes_region(&c, region);
  }
  if (!status) status = sr_di_compile_block(&c, entry, &p->entry);
  sr_ptr_map_deinitialize(&c.slots);
  sr_ptr_map_deinitialize(&c.kill_heads);
  sr_allocator_free(allocator, c.kill_slots);
  sr_allocator_free(allocator, c.kill_next);
  if (status) {
    sr_di_program_release(p);
    return status;
  }
  *out_program = p;
  return sr_ok_status();
}
