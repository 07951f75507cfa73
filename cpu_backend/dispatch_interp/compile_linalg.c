// Prepare: linalg ops to structured instructions.
//
// Every linalg op this interpreter runs is reduced to the generic form:
// operands with indexing maps (linear functions of the loops), iterator
// types and a region body. Named ops already carry their body (the parser
// builds it as MLIR's region builders do) and their maps (`indexing_maps`,
// or `linalg.memoized_indexing_maps` with strides and dilations folded in);
// fill, copy, transpose, broadcast, map and reduce get theirs here. Then the
// body is compiled to an element program and classified for the fast paths
// (fill, copy/transpose, contraction, reduction).

#include "cpu_backend/dispatch_interp/compile_linalg.h"

#include <string.h>

#include "cpu_backend/dispatch_interp/compile_impl.h"
#include "cpu_backend/dispatch_interp/compile_support.h"

//===----------------------------------------------------------------------===//
// Maps
//===----------------------------------------------------------------------===//

// Adds |scale| * expr to the linear form (coeff over loops, offset).
static bool sr_di_linearize(const sr_affine_expr_t* expr, int64_t scale,
                            uint32_t num_loops, int64_t* coeff,
                            int64_t* offset) {
  switch (expr->kind) {
    case SR_AFFINE_DIM:
      if (expr->value < 0 || (uint64_t)expr->value >= num_loops) return false;
      coeff[expr->value] += scale;
      return true;
    case SR_AFFINE_CONSTANT:
      *offset += scale * expr->value;
      return true;
    case SR_AFFINE_ADD:
      return sr_di_linearize(expr->lhs, scale, num_loops, coeff, offset) &&
             sr_di_linearize(expr->rhs, scale, num_loops, coeff, offset);
    case SR_AFFINE_MUL:
      if (expr->rhs->kind == SR_AFFINE_CONSTANT) {
        return sr_di_linearize(expr->lhs, scale * expr->rhs->value, num_loops,
                               coeff, offset);
      }
      if (expr->lhs->kind == SR_AFFINE_CONSTANT) {
        return sr_di_linearize(expr->rhs, scale * expr->lhs->value, num_loops,
                               coeff, offset);
      }
      return false;
    default:
      return false;
  }
}

static sr_status_t sr_di_decode_map(sr_di_compiler_t* c, const sr_op_t* op,
                                    const sr_affine_map_t* map,
                                    uint32_t num_loops,
                                    sr_di_operand_map_t* out) {
  if (map->num_dims != num_loops || map->num_symbols) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                          "indexing maps with symbols or different loop "
                          "counts are not supported");
  }
  if (map->num_results != out->rank) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          "an indexing map has %u results for a rank-%u "
                          "operand",
                          map->num_results, out->rank);
  }
  for (uint32_t r = 0; r < map->num_results; ++r) {
    if (!sr_di_linearize(map->results[r], 1, num_loops, out->coeff[r],
                         &out->offset[r])) {
      return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                            "only linear indexing maps (sums of loops times "
                            "constants) are supported");
    }
  }
  return sr_ok_status();
}

// True when result r of |map| is exactly loop d.
static bool sr_di_is_pure_dim(const sr_di_operand_map_t* map, uint32_t r,
                              uint32_t d, uint32_t num_loops) {
  if (map->offset[r] != 0 || map->coeff[r][d] != 1) return false;
  for (uint32_t e = 0; e < num_loops; ++e) {
    if (e != d && map->coeff[r][e] != 0) return false;
  }
  return true;
}

static void sr_di_identity(sr_di_operand_map_t* map, uint32_t num_loops) {
  for (uint32_t r = 0; r < map->rank && r < num_loops; ++r) {
    map->coeff[r][r] = 1;
  }
}

static const int64_t* sr_di_i64_array(const sr_op_t* op, const char* name,
                                      uint32_t* out_count) {
  const sr_attr_t* attr = sr_op_attr(op, name);
  if (!attr || attr->kind != SR_ATTR_DENSE_ARRAY ||
      sr_type_bit_width(attr->type) != 64) {
    *out_count = 0;
    return NULL;
  }
  *out_count = attr->dense_array.count;
  return (const int64_t*)attr->dense_array.data;
}

// Maps of the destination-style ops without an indexing_maps attribute.
static sr_status_t sr_di_builtin_maps(sr_di_compiler_t* c, const sr_op_t* op,
                                      sr_di_structured_t* s,
                                      uint8_t* reduction) {
  sr_di_operand_map_t* maps = s->maps;
  uint32_t n = s->num_inputs + s->num_outputs;
  if (sr_op_is(op, "linalg.reduce")) {
    uint32_t count = 0;
    const int64_t* dims = sr_di_i64_array(op, "dimensions", &count);
    s->num_loops = maps[0].rank;
    for (uint32_t k = 0; k < s->num_inputs; ++k) {
      sr_di_identity(&maps[k], s->num_loops);
    }
    for (uint32_t i = 0; i < count; ++i) {
      int64_t d;
      memcpy(&d, &dims[i], 8);
      if (d < 0 || d >= (int64_t)s->num_loops) goto bad;
      reduction[d] = 1;
    }
    for (uint32_t j = 0; j < s->num_outputs; ++j) {
      sr_di_operand_map_t* map = &maps[s->num_inputs + j];
      uint32_t r = 0;
      for (uint32_t d = 0; d < s->num_loops; ++d) {
        if (reduction[d]) continue;
        if (r >= map->rank) goto bad;
        map->coeff[r++][d] = 1;
      }
      if (r != map->rank) goto bad;
    }
    return sr_ok_status();
  }
  // Everything else iterates over the output's dimensions.
  s->num_loops = maps[n - 1].rank;
  for (uint32_t k = 0; k < n; ++k) {
    if (!maps[k].is_scalar) sr_di_identity(&maps[k], s->num_loops);
  }
  if (sr_op_is(op, "linalg.fill")) {
    maps[0].rank = maps[0].is_scalar ? 0 : maps[0].rank;
    if (maps[0].rank) goto bad;
  } else if (sr_op_is(op, "linalg.transpose")) {
    uint32_t count = 0;
    const int64_t* perm = sr_di_i64_array(op, "permutation", &count);
    if (count != s->num_loops || maps[0].rank != count) goto bad;
    memset(maps[0].coeff, 0, sizeof(maps[0].coeff));
    // Result dim i is input dim perm[i]: input dim perm[i] reads loop i.
    for (uint32_t i = 0; i < count; ++i) {
      int64_t p;
      memcpy(&p, &perm[i], 8);
      if (p < 0 || p >= (int64_t)count) goto bad;
      maps[0].coeff[p][i] = 1;
    }
  } else if (sr_op_is(op, "linalg.broadcast")) {
    uint32_t count = 0;
    const int64_t* dims = sr_di_i64_array(op, "dimensions", &count);
    memset(maps[0].coeff, 0, sizeof(maps[0].coeff));
    uint8_t added[SR_DI_MAX_LOOPS] = {0};
    for (uint32_t i = 0; i < count; ++i) {
      int64_t d;
      memcpy(&d, &dims[i], 8);
      if (d < 0 || d >= (int64_t)s->num_loops) goto bad;
      added[d] = 1;
    }
    uint32_t r = 0;
    for (uint32_t d = 0; d < s->num_loops; ++d) {
      if (added[d]) continue;
      if (r >= maps[0].rank) goto bad;
      maps[0].coeff[r++][d] = 1;
    }
    if (r != maps[0].rank) goto bad;
  } else {
    // copy, map, elementwise: identities of equal rank.
    for (uint32_t k = 0; k < n; ++k) {
      if (!maps[k].is_scalar && maps[k].rank != s->num_loops) goto bad;
    }
  }
  return sr_ok_status();
bad:
  return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                        "operand ranks do not match the op's dimensions");
}

static sr_status_t sr_di_iterators(sr_di_compiler_t* c, const sr_op_t* op,
                                   sr_di_structured_t* s,
                                   const uint8_t* builtin_reduction,
                                   bool have_builtin) {
  const sr_attr_t* types = sr_op_attr(op, "iterator_types");
  if (types && types->kind == SR_ATTR_ARRAY) {
    if (types->array.count != s->num_loops) {
      return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                            "%u iterator types for %u loops",
                            types->array.count, s->num_loops);
    }
    for (uint32_t d = 0; d < s->num_loops; ++d) {
      const sr_attr_t* t = types->array.elements[d];
      sr_string_view_t text = t->kind == SR_ATTR_DIALECT ? t->text.text
                              : t->kind == SR_ATTR_STRING
                                  ? t->string
                                  : sr_make_cstring_view("");
      bool reduction = false;
      for (size_t i = 0; i + 9 <= text.size; ++i) {
        if (memcmp(text.data + i, "reduction", 9) == 0) reduction = true;
      }
      s->reduction[d] = reduction;
    }
    return sr_ok_status();
  }
  if (have_builtin) {
    memcpy(s->reduction, builtin_reduction, SR_DI_MAX_LOOPS);
    return sr_ok_status();
  }
  // Named ops: a loop is parallel iff some output indexes by it.
  for (uint32_t d = 0; d < s->num_loops; ++d) {
    bool in_output = false;
    for (uint32_t j = 0; j < s->num_outputs; ++j) {
      const sr_di_operand_map_t* map = &s->maps[s->num_inputs + j];
      for (uint32_t r = 0; r < map->rank; ++r) {
        if (map->coeff[r][d]) in_output = true;
      }
    }
    s->reduction[d] = !in_output;
  }
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Body analysis
//===----------------------------------------------------------------------===//

static int32_t sr_di_producer(const sr_di_body_t* body, uint16_t reg) {
  for (int32_t e = (int32_t)body->num_eops - 1; e >= 0; --e) {
    if (body->eops[e].result == reg) return e;
  }
  return -1;
}

static bool sr_di_eop_reads(const sr_di_eop_t* eop, uint16_t reg) {
  for (uint32_t i = 0; i < eop->num_operands; ++i) {
    if (eop->operands[i] == reg) return true;
  }
  return false;
}

static bool sr_di_is_combiner(const sr_op_t* op) {
  static const char* const kNames[] = {
      "arith.addf",     "arith.mulf",    "arith.addi",    "arith.muli",
      "arith.andi",     "arith.ori",     "arith.xori",    "arith.maximumf",
      "arith.minimumf", "arith.maxnumf", "arith.minnumf", "arith.maxsi",
      "arith.minsi",    "arith.maxui",   "arith.minui"};
  for (size_t i = 0; i < SR_DI_ARRAY_COUNT(kNames); ++i) {
    if (sr_op_is(op, kNames[i])) return true;
  }
  return false;
}

// True when the output's map reaches every element: each result one loop,
// coefficient 1, parallel, no offset.
static bool sr_di_output_covered(const sr_di_structured_t* s, uint32_t k) {
  const sr_di_operand_map_t* map = &s->maps[k];
  for (uint32_t r = 0; r < map->rank; ++r) {
    uint32_t nonzero = 0;
    for (uint32_t d = 0; d < s->num_loops; ++d) {
      if (map->coeff[r][d]) {
        if (map->coeff[r][d] != 1 || s->reduction[d]) return false;
        ++nonzero;
      }
    }
    if (nonzero != 1 || map->offset[r]) return false;
  }
  return true;
}

static void sr_di_analyze_outputs(sr_di_structured_t* s) {
  const sr_di_body_t* body = &s->body;
  bool pattern = true;
  for (uint32_t j = 0; j < s->num_outputs; ++j) {
    s->covered[j] = sr_di_output_covered(s, s->num_inputs + j);
    uint32_t arg = s->num_inputs + j;
    int32_t out_reg = arg < body->num_args ? body->arg_regs[arg] : -1;
    s->reads_output[j] = out_reg >= 0 && body->reg_uses[out_reg] > 0;
    uint16_t y = body->yields[j];
    int32_t e = sr_di_producer(body, y);
    bool direct = e >= 0 && body->regs[y].kind == SR_DI_REG_TEMP &&
                  body->reg_uses[y] == 1;
    for (uint32_t f = (uint32_t)(e + 1);
         direct && out_reg >= 0 && f < body->num_eops; ++f) {
      if (sr_di_eop_reads(&body->eops[f], (uint16_t)out_reg)) direct = false;
    }
    s->direct_yield[j] = direct;
    // combine(out, x): the output read once, by a kernel combiner.
    s->combine_eop[j] = -1;
    if (e < 0 || out_reg < 0 || body->reg_uses[out_reg] != 1) {
      pattern = false;
      continue;
    }
    const sr_di_eop_t* eop = &body->eops[e];
    if (eop->kind != SR_DI_EOP_BINARY || !sr_di_is_combiner(eop->op) ||
        (eop->operands[SR_DI_EOP_A] == out_reg) ==
            (eop->operands[SR_DI_EOP_B] == out_reg) ||
        body->reg_uses[y] != 1) {
      pattern = false;
      continue;
    }
    s->combine_eop[j] = e;
  }
  bool any_reduction = false;
  for (uint32_t d = 0; d < s->num_loops; ++d) any_reduction |= s->reduction[d];
  s->reduction_pattern = pattern && any_reduction && s->num_outputs > 0;
}

// out (+)= cast(a) * cast(b) over projected permutations, on the element
// types the matmul kernel takes.
static const sr_op_t* sr_di_def(const sr_value_t* v) {
  return v->kind == SR_VALUE_RESULT ? v->owner.op : NULL;
}

// The integer forms are read by the float forms' group names.
_Static_assert((int)SR_ARITH_EXTSI_IN == (int)SR_ARITH_EXTF_IN &&
                   (int)SR_ARITH_ADDI_LHS == (int)SR_ARITH_ADDF_LHS &&
                   (int)SR_ARITH_ADDI_RHS == (int)SR_ARITH_ADDF_RHS &&
                   (int)SR_ARITH_MULI_LHS == (int)SR_ARITH_MULF_LHS &&
                   (int)SR_ARITH_MULI_RHS == (int)SR_ARITH_MULF_RHS,
               "arith's integer and float ops number their groups alike");

static bool sr_di_contract_operand(const sr_value_t* v, const sr_block_t* b,
                                   uint32_t* out_arg, bool* out_ext,
                                   bool is_float) {
  const sr_op_t* def = sr_di_def(v);
  *out_ext = false;
  if (def && (sr_op_is(def, is_float ? "arith.extf" : "arith.extsi"))) {
    v = sr__di_op_operand(def, SR_ARITH_EXTF_IN);  // extsi: the same
    *out_ext = true;
  }
  if (v->kind != SR_VALUE_BLOCK_ARGUMENT || v->owner.block != b) return false;
  *out_arg = v->index;
  return true;
}

static void sr_di_detect_contract(const sr_op_t* op, sr_di_structured_t* s) {
  if (s->num_inputs != 2 || s->num_outputs != 1 || !op->num_regions) return;
  const sr_block_t* b = op->regions[0].first_block;
  if (!b || b->num_arguments != 3) return;
  const sr_op_t* yield = b->last_op;
  if (!yield || yield->num_operands != 1) return;
  // Exactly: [casts] mul add yield.
  uint32_t count = 0;
  for (const sr_op_t* o = b->first_op; o; o = o->next) ++count;
  const sr_op_t* add =
      sr_di_def(sr__di_op_operand(yield, SR_LINALG_YIELD_VALUES));
  sr_dtype_t out_dtype = (sr_dtype_t)s->operand_dtypes[2];
  bool is_float = out_dtype == SR_DTYPE_F32;
  if (!add || !(is_float || out_dtype == SR_DTYPE_I32)) return;
  if (!sr_op_is(add, is_float ? "arith.addf" : "arith.addi")) return;
  const sr_value_t* out = b->arguments[2];
  const sr_value_t* m = NULL;
  // addi and muli name their operands as addf and mulf do.
  const sr_value_t* add_lhs = sr__di_op_operand(add, SR_ARITH_ADDF_LHS);
  const sr_value_t* add_rhs = sr__di_op_operand(add, SR_ARITH_ADDF_RHS);
  if (add_lhs == out) m = add_rhs;
  if (add_rhs == out) m = add_lhs;
  const sr_op_t* mul = m ? sr_di_def(m) : NULL;
  if (!mul || !sr_op_is(mul, is_float ? "arith.mulf" : "arith.muli")) return;
  uint32_t a0, a1;
  bool e0, e1;
  if (!sr_di_contract_operand(sr__di_op_operand(mul, SR_ARITH_MULF_LHS), b, &a0,
                              &e0, is_float) ||
      !sr_di_contract_operand(sr__di_op_operand(mul, SR_ARITH_MULF_RHS), b, &a1,
                              &e1, is_float) ||
      a0 == a1 || a0 > 1 || a1 > 1 || count != 3u + e0 + e1) {
    return;
  }
  if (out->first_use && out->first_use->next_use) return;  // used once
  sr_dtype_t t0 = (sr_dtype_t)s->operand_dtypes[0];
  sr_dtype_t t1 = (sr_dtype_t)s->operand_dtypes[1];
  if (t0 != t1) return;
  // f32 unextended, f16/bf16 extended to f32, i8 extended to i32.
  bool supported =
      is_float ? (t0 == SR_DTYPE_F32 && !e0 && !e1) ||
                     ((t0 == SR_DTYPE_F16 || t0 == SR_DTYPE_BF16) && e0 && e1)
               : t0 == SR_DTYPE_I8 && e0 && e1;
  if (!supported) return;
  sr_k_dtype_t input = sr_di_kernel_dtype(t0);
  // Loop roles from the maps (any linear maps: convolutions too).
  sr_di_contract_t k;
  memset(&k, 0, sizeof(k));
  k.input_type = input;
  k.lhs = a0;
  uint32_t lhs = a0, rhs = 1 - a0;
  for (uint32_t d = 0; d < s->num_loops; ++d) {
    uint8_t role = 0;
    for (uint32_t r = 0; r < s->maps[lhs].rank; ++r) {
      if (s->maps[lhs].coeff[r][d]) role |= SR_DI_ROLE_LHS;
    }
    for (uint32_t r = 0; r < s->maps[rhs].rank; ++r) {
      if (s->maps[rhs].coeff[r][d]) role |= SR_DI_ROLE_RHS;
    }
    for (uint32_t r = 0; r < s->maps[2].rank; ++r) {
      if (s->maps[2].coeff[r][d]) role |= SR_DI_ROLE_OUT;
    }
    // Loops the output moves along are parallel; the others reduce.
    if (!role || ((role & SR_DI_ROLE_OUT) != 0) == (s->reduction[d] != 0)) {
      return;
    }
    k.role[d] = role;
  }
  if (s->maps[0].is_scalar || s->maps[1].is_scalar) return;
  s->contract = k;
  s->fast = SR_DI_FAST_CONTRACT;
}

static void sr_di_detect_fast(const sr_op_t* op, sr_di_structured_t* s) {
  const sr_di_body_t* body = &s->body;
  bool all_parallel = true;
  for (uint32_t d = 0; d < s->num_loops; ++d) {
    if (s->reduction[d]) all_parallel = false;
  }
  if (s->num_inputs == 1 && s->num_outputs == 1 && body->num_eops == 0 &&
      body->num_args >= 1 && body->yields[0] == body->arg_regs[0] &&
      all_parallel && s->operand_dtypes[0] == s->operand_dtypes[1]) {
    const sr_di_operand_map_t* in = &s->maps[0];
    const sr_di_operand_map_t* out = &s->maps[1];
    if (in->is_scalar || in->rank == 0) {
      s->fast = SR_DI_FAST_FILL;
      return;
    }
    bool permutation = out->rank == s->num_loops && s->num_loops <= 6;
    for (uint32_t r = 0; permutation && r < out->rank; ++r) {
      bool pure = false;
      for (uint32_t d = 0; d < s->num_loops; ++d) {
        if (sr_di_is_pure_dim(out, r, d, s->num_loops)) pure = true;
      }
      permutation = pure;
    }
    if (permutation) {
      s->fast = SR_DI_FAST_COPY;
      return;
    }
  }
  sr_di_detect_contract(op, s);
}

//===----------------------------------------------------------------------===//
// The op
//===----------------------------------------------------------------------===//

static sr_status_t sr_di_split_operands(sr_di_compiler_t* c, const sr_op_t* op,
                                        uint32_t* out_inputs,
                                        uint32_t* out_outputs) {
  const sr_attr_t* sizes = sr_op_attr(op, "operandSegmentSizes");
  uint32_t n = op->num_operands;
  if (sizes && sizes->kind == SR_ATTR_DENSE_ARRAY &&
      sizes->dense_array.count == 2) {
    int32_t v[2];
    memcpy(v, sizes->dense_array.data, 8);
    if (v[0] < 0 || v[1] < 0 || (uint32_t)(v[0] + v[1]) != n) goto bad;
    *out_inputs = (uint32_t)v[0];
    *out_outputs = (uint32_t)v[1];
    return sr_ok_status();
  }
  if (sr_op_is(op, "linalg.reduce")) {
    if (n % 2) goto bad;
    *out_inputs = *out_outputs = n / 2;
    return sr_ok_status();
  }
  if (n < 1) goto bad;
  *out_inputs = n - 1;
  *out_outputs = 1;
  return sr_ok_status();
bad:
  return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                        "cannot split the operands into ins and outs");
}

static bool sr_di_builtin_op(const sr_op_t* op) {
  return sr_op_is(op, "linalg.fill") || sr_op_is(op, "linalg.copy") ||
         sr_op_is(op, "linalg.transpose") || sr_op_is(op, "linalg.broadcast") ||
         sr_op_is(op, "linalg.map") || sr_op_is(op, "linalg.reduce") ||
         sr_op_is(op, "linalg.elementwise");
}

static sr_status_t sr_di_decode_operands(sr_di_compiler_t* c, const sr_op_t* op,
                                         sr_di_structured_t* s) {
  uint32_t n = s->num_inputs + s->num_outputs;
  for (uint32_t k = 0; k < n; ++k) {
    const sr_type_t* type = op->operands[k].value->type;
    sr_dtype_t dtype;
    if (type->kind == SR_TYPE_TENSOR) {
      if (type->shaped.encoding) {
        return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                              "tensors with encodings are not supported yet");
      }
      if (type->shaped.rank > SR_DI_MAX_RANK ||
          !sr_type_dtype(type->shaped.element, &dtype)) {
        return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                              "operand %u: unsupported element type or rank",
                              k);
      }
      s->maps[k].rank = type->shaped.rank;
    } else if (k < s->num_inputs && sr_type_dtype(type, &dtype)) {
      s->maps[k].is_scalar = true;
    } else {
      return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                            "operand %u: only tensors (and scalar inputs) "
                            "are supported",
                            k);
    }
    s->operand_dtypes[k] = (uint8_t)dtype;
  }
  for (uint32_t j = 0; j < s->num_outputs; ++j) {
    if (s->maps[s->num_inputs + j].is_scalar) {
      return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                            "outputs must be tensors");
    }
  }
  if (op->num_results != s->num_outputs) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          "one tensor result per output expected");
  }
  return sr_ok_status();
}

static sr_status_t sr_di_decode_maps(sr_di_compiler_t* c, const sr_op_t* op,
                                     sr_di_structured_t* s) {
  uint32_t n = s->num_inputs + s->num_outputs;
  uint8_t builtin_reduction[SR_DI_MAX_LOOPS] = {0};
  const sr_attr_t* maps = sr_op_attr(op, "indexing_maps");
  if (!maps) maps = sr_op_attr(op, "linalg.memoized_indexing_maps");
  bool builtin = false;
  if (maps && maps->kind == SR_ATTR_ARRAY) {
    if (maps->array.count != n) {
      return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                            "%u indexing maps for %u operands",
                            maps->array.count, n);
    }
    for (uint32_t k = 0; k < n; ++k) {
      const sr_attr_t* m = maps->array.elements[k];
      if (m->kind != SR_ATTR_AFFINE_MAP) {
        return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                              "indexing map %u is not an affine map", k);
      }
      if (k == 0) s->num_loops = m->affine_map->num_dims;
    }
    if (s->num_loops > SR_DI_MAX_LOOPS) {
      return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                            "%u loops, above %d", s->num_loops,
                            SR_DI_MAX_LOOPS);
    }
    for (uint32_t k = 0; k < n; ++k) {
      SR_RETURN_IF_ERROR(sr_di_decode_map(c, op,
                                          maps->array.elements[k]->affine_map,
                                          s->num_loops, &s->maps[k]));
    }
  } else if (sr_di_builtin_op(op)) {
    SR_RETURN_IF_ERROR(sr_di_builtin_maps(c, op, s, builtin_reduction));
    builtin = true;
  } else {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                          "linalg op without indexing maps");
  }
  SR_RETURN_IF_ERROR(sr_di_iterators(c, op, s, builtin_reduction, builtin));
  // Each loop's size comes from an operand dimension indexed by it alone.
  for (uint32_t d = 0; d < s->num_loops; ++d) {
    bool found = false;
    for (uint32_t k = 0; k < n && !found; ++k) {
      const sr_di_operand_map_t* map = &s->maps[k];
      for (uint32_t r = 0; r < map->rank && !found; ++r) {
        if (sr_di_is_pure_dim(map, r, d, s->num_loops)) {
          s->size_operand[d] = (uint16_t)k;
          s->size_dim[d] = (uint8_t)r;
          found = true;
        }
      }
    }
    if (!found) {
      return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                            "loop d%u indexes no operand dimension by itself",
                            d);
    }
  }
  return sr_ok_status();
}

sr_status_t sr__di_compile_structured(sr_di_compiler_t* c, const sr_op_t* op,
                                      sr_di_instr_t* instr) {
  sr_di_structured_t* s = NULL;
  SR_RETURN_IF_ERROR(SR_ARENA_NEW(c->arena, sr_di_structured_t, &s));
  SR_RETURN_IF_ERROR(
      sr_di_split_operands(c, op, &s->num_inputs, &s->num_outputs));
  uint32_t n = s->num_inputs + s->num_outputs;
  if (!s->num_outputs) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                          "linalg op without outputs");
  }
  SR_RETURN_IF_ERROR(
      SR_ARENA_NEW_ARRAY(c->arena, sr_di_operand_map_t, n, &s->maps));
  SR_RETURN_IF_ERROR(
      SR_ARENA_NEW_ARRAY(c->arena, uint8_t, n + 1, &s->operand_dtypes));
  SR_RETURN_IF_ERROR(sr_di_decode_operands(c, op, s));
  SR_RETURN_IF_ERROR(sr_di_decode_maps(c, op, s));
  const sr_block_t* block = op->num_regions ? op->regions[0].first_block : NULL;
  if (!block || block->num_arguments > n) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                          "linalg op without a region body");
  }
  SR_RETURN_IF_ERROR(sr__di_compile_body(c, block, &s->body));
  s->num_body_args = block->num_arguments;
  if (s->body.num_yields != s->num_outputs) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          "the body yields %u values for %u outputs",
                          s->body.num_yields, s->num_outputs);
  }
  for (uint32_t j = 0; j < s->num_outputs; ++j) {
    if (s->body.regs[s->body.yields[j]].dtype !=
        s->operand_dtypes[s->num_inputs + j]) {
      return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                            "yield %u does not match the output's element "
                            "type",
                            j);
    }
  }
  for (uint32_t k = 0; k < block->num_arguments; ++k) {
    if (s->body.regs[s->body.arg_regs[k]].dtype != s->operand_dtypes[k]) {
      return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                            "region argument %u does not match its operand's "
                            "element type",
                            k);
    }
  }
  SR_RETURN_IF_ERROR(
      SR_ARENA_NEW_ARRAY(c->arena, uint8_t, s->num_outputs, &s->reads_output));
  SR_RETURN_IF_ERROR(
      SR_ARENA_NEW_ARRAY(c->arena, uint8_t, s->num_outputs, &s->direct_yield));
  SR_RETURN_IF_ERROR(
      SR_ARENA_NEW_ARRAY(c->arena, uint8_t, s->num_outputs, &s->in_place));
  SR_RETURN_IF_ERROR(
      SR_ARENA_NEW_ARRAY(c->arena, uint8_t, s->num_outputs, &s->covered));
  SR_RETURN_IF_ERROR(
      SR_ARENA_NEW_ARRAY(c->arena, int32_t, s->num_outputs, &s->combine_eop));
  sr_di_analyze_outputs(s);
  // An output may be updated in place only if no other operand is the
  // same value (the run also needs it to die here, unshared).
  for (uint32_t j = 0; j < s->num_outputs; ++j) {
    const sr_value_t* v = op->operands[s->num_inputs + j].value;
    s->in_place[j] = 1;
    for (uint32_t k = 0; k < n; ++k) {
      if (k != s->num_inputs + j && op->operands[k].value == v) {
        s->in_place[j] = 0;
      }
    }
  }
  sr_di_detect_fast(op, s);
  instr->kind = SR_DI_I_STRUCTURED;
  instr->data = s;
  return sr__di_instr_set_operands(c, instr, op, 0, n);
}

//===----------------------------------------------------------------------===//
// Arith and math on tensors
//===----------------------------------------------------------------------===//

sr_status_t sr__di_compile_elementwise(sr_di_compiler_t* c, const sr_op_t* op,
                                       sr_di_instr_t* instr) {
  const sr_type_t* result = op->results[SR_DI_RESULT].type;
  if (result->shaped.encoding || result->shaped.rank > SR_DI_MAX_RANK) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                          "unsupported tensor type");
  }
  sr_di_structured_t* s = NULL;
  SR_RETURN_IF_ERROR(SR_ARENA_NEW(c->arena, sr_di_structured_t, &s));
  s->num_inputs = op->num_operands;
  s->num_outputs = 1;
  s->fresh_output = true;
  s->num_loops = result->shaped.rank;
  uint32_t n = s->num_inputs + 1;
  SR_RETURN_IF_ERROR(
      SR_ARENA_NEW_ARRAY(c->arena, sr_di_operand_map_t, n, &s->maps));
  SR_RETURN_IF_ERROR(
      SR_ARENA_NEW_ARRAY(c->arena, uint8_t, n + 1, &s->operand_dtypes));
  sr_dtype_t dtype;
  bool have_tensor = false;
  for (uint32_t k = 0; k < s->num_inputs; ++k) {
    const sr_type_t* type = op->operands[k].value->type;
    if (type->kind == SR_TYPE_TENSOR) {
      if (type->shaped.rank != s->num_loops || type->shaped.encoding ||
          !sr_type_dtype(type->shaped.element, &dtype)) {
        return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                              "operand %u: unsupported tensor type", k);
      }
      s->maps[k].rank = s->num_loops;
      sr_di_identity(&s->maps[k], s->num_loops);
      if (!have_tensor) {
        for (uint32_t d = 0; d < s->num_loops; ++d) {
          s->size_operand[d] = (uint16_t)k;
          s->size_dim[d] = (uint8_t)d;
        }
      }
      have_tensor = true;
    } else if (sr_type_dtype(type, &dtype)) {
      s->maps[k].is_scalar = true;
    } else {
      return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                            "operand %u: unsupported type", k);
    }
    s->operand_dtypes[k] = (uint8_t)dtype;
  }
  if (!have_tensor || !sr_type_dtype(result->shaped.element, &dtype)) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                          "unsupported elementwise op on tensors");
  }
  s->operand_dtypes[s->num_inputs] = (uint8_t)dtype;
  s->maps[s->num_inputs].rank = s->num_loops;
  sr_di_identity(&s->maps[s->num_inputs], s->num_loops);
  // The body: one argument per operand, the op, its result yielded.
  sr_di_body_builder_t b;
  sr_di_body_builder_initialize(c->context, c->program->kernels, c->allocator,
                                sr__di_slot_lookup, c, &s->body, &b);
  sr_status_t status =
      sr_allocator_calloc(c->allocator, (s->num_inputs + 1) * sizeof(uint16_t),
                          (void**)&s->body.arg_regs);
  s->body.num_args = s->num_inputs;
  for (uint32_t k = 0; !status && k < s->num_inputs; ++k) {
    status =
        sr_di_body_add_reg(&b, SR_DI_REG_ARG, (sr_dtype_t)s->operand_dtypes[k],
                           k, &s->body.arg_regs[k]);
    if (!status) {
      status =
          sr_di_body_bind_value(&b, op->operands[k].value, s->body.arg_regs[k]);
    }
  }
  uint16_t result_reg = 0;
  if (!status) {
    status = sr_di_body_add_reg(&b, SR_DI_REG_TEMP, dtype, 0, &result_reg);
  }
  if (!status) status = sr_di_body_add_op(&b, op, &result_reg);
  if (!status) status = sr_di_body_set_yields(&b, 1, &result_reg);
  sr_di_body_builder_deinitialize(&b);
  if (!status) status = sr__di_body_finalize(c, &s->body);
  if (status) {
    sr_di_body_release(c->allocator, &s->body);
    return status;
  }
  s->num_body_args = s->num_inputs;
  SR_RETURN_IF_ERROR(
      SR_ARENA_NEW_ARRAY(c->arena, uint8_t, 1, &s->reads_output));
  SR_RETURN_IF_ERROR(
      SR_ARENA_NEW_ARRAY(c->arena, uint8_t, 1, &s->direct_yield));
  SR_RETURN_IF_ERROR(SR_ARENA_NEW_ARRAY(c->arena, uint8_t, 1, &s->in_place));
  SR_RETURN_IF_ERROR(SR_ARENA_NEW_ARRAY(c->arena, uint8_t, 1, &s->covered));
  SR_RETURN_IF_ERROR(SR_ARENA_NEW_ARRAY(c->arena, int32_t, 1, &s->combine_eop));
  sr_di_analyze_outputs(s);
  instr->kind = SR_DI_I_STRUCTURED;
  instr->data = s;
  return sr__di_instr_set_operands(c, instr, op, 0, s->num_inputs);
}
