// Element programs, prepare time: arith/math/linalg.index/tensor.extract
// ops to block operations (see body.h). Op names are looked up here once;
// the run loop only switches on the decoded kind.

#include "cpu_backend/dispatch_interp/body_compile.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core/dialects/op_schema.h"
#include "cpu_backend/dispatch_interp/body.h"

sr_status_t sr_di_op_error(const sr_context_t* context, const sr_op_t* op,
                           sr_status_code_t code, const char* format, ...) {
  char message[512];
  va_list args;
  va_start(args, format);
  vsnprintf(message, sizeof(message), format, args);
  va_end(args);
  return sr_context_make_status_at(context, op->pos, code, "'%.*s': %s",
                                   (int)op->name.size, op->name.data, message);
}

//===----------------------------------------------------------------------===//
// Builder
//===----------------------------------------------------------------------===//

void sr_di_body_builder_initialize(const sr_context_t* context,
                                   const sr_k_table_t* kernels,
                                   sr_allocator_t allocator,
                                   sr_di_slot_lookup_fn_t lookup,
                                   void* lookup_user, sr_di_body_t* body,
                                   sr_di_body_builder_t* out_builder) {
  memset(out_builder, 0, sizeof(*out_builder));
  out_builder->context = context;
  out_builder->kernels = kernels;
  out_builder->allocator = allocator;
  out_builder->lookup = lookup;
  out_builder->lookup_user = lookup_user;
  out_builder->body = body;
  out_builder->reg_capacity = body->num_regs;
  out_builder->eop_capacity = body->num_eops;
  sr_ptr_map_initialize(allocator, &out_builder->values);
}

void sr_di_body_builder_deinitialize(sr_di_body_builder_t* b) {
  sr_ptr_map_deinitialize(&b->values);
}

void sr_di_body_release(sr_allocator_t allocator, sr_di_body_t* body) {
  sr_allocator_free(allocator, body->regs);
  sr_allocator_free(allocator, body->eops);
  sr_allocator_free(allocator, body->arg_regs);
  sr_allocator_free(allocator, body->yields);
  sr_allocator_free(allocator, body->reg_uses);
  memset(body, 0, sizeof(*body));
}

static sr_status_t sr_di_grow(sr_allocator_t allocator, void** items,
                              uint32_t* capacity, uint32_t needed,
                              size_t item_size) {
  if (needed <= *capacity) return sr_ok_status();
  uint32_t grown = *capacity ? *capacity * 2 : 16;
  while (grown < needed) grown *= 2;
  void* p = *items;
  SR_RETURN_IF_ERROR(sr_allocator_realloc(allocator, grown * item_size, &p));
  *items = p;
  *capacity = grown;
  return sr_ok_status();
}

sr_status_t sr_di_body_add_reg(sr_di_body_builder_t* b, sr_di_reg_kind_t kind,
                               sr_dtype_t dtype, uint32_t index,
                               uint16_t* out_reg) {
  sr_di_body_t* body = b->body;
  if (body->num_regs >= 65000) {
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                          "element program too large");
  }
  SR_RETURN_IF_ERROR(sr_di_grow(b->allocator, (void**)&body->regs,
                                &b->reg_capacity, body->num_regs + 1,
                                sizeof(sr_di_reg_t)));
  sr_di_reg_t* reg = &body->regs[body->num_regs];
  memset(reg, 0, sizeof(*reg));
  reg->kind = (uint8_t)kind;
  reg->dtype = (uint8_t)dtype;
  reg->index = kind == SR_DI_REG_TEMP ? body->num_temps++ : index;
  *out_reg = (uint16_t)body->num_regs++;
  return sr_ok_status();
}

sr_status_t sr_di_body_bind_value(sr_di_body_builder_t* b,
                                  const sr_value_t* value, uint16_t reg) {
  return sr_ptr_map_set(&b->values, value, reg);
}

static bool sr_di_find_value(const sr_di_body_builder_t* b,
                             const sr_value_t* value, uint16_t* out_reg) {
  uint32_t reg = 0;
  if (!sr_ptr_map_get(&b->values, value, &reg)) return false;
  *out_reg = (uint16_t)reg;
  return true;
}

// The bits of a scalar arith.constant's value in its type's container.
static bool sr_di_constant_bits(const sr_op_t* op, sr_dtype_t* out_dtype,
                                uint64_t* out_bits) {
  const sr_attr_t* value = sr_op_attr(op, "value");
  if (!value || op->num_results != 1) return false;
  if (!sr_type_dtype(op->results[SR_ARITH_CONSTANT_RESULT].type, out_dtype))
    return false;
  uint8_t bytes[8] = {0};
  if (value->kind == SR_ATTR_INTEGER) {
    sr_di_store_int(bytes, *out_dtype, sr_attr_int_value(value));
  } else if (value->kind == SR_ATTR_FLOAT) {
    size_t size = sr_dtype_size(*out_dtype);
    if (value->flt.num_words < 1) return false;
    memcpy(bytes, value->flt.words, size);
  } else if (value->kind == SR_ATTR_BOOL) {
    bytes[0] = value->boolean ? 1 : 0;
  } else {
    return false;
  }
  memcpy(out_bits, bytes, 8);
  return true;
}

sr_status_t sr_di_body_value_reg(sr_di_body_builder_t* b,
                                 const sr_value_t* value, uint16_t* out_reg) {
  if (sr_di_find_value(b, value, out_reg)) return sr_ok_status();
  sr_dtype_t dtype;
  if (!sr_type_dtype(value->type, &dtype)) {
    return sr_context_make_status_at(
        b->context, value->pos, SR_STATUS_UNIMPLEMENTED,
        "element programs take integer, index and float values only");
  }
  // A constant defined outside the body: fold it into a CONST register.
  if (value->kind == SR_VALUE_RESULT &&
      sr_op_is(value->owner.op, "arith.constant")) {
    uint64_t bits = 0;
    if (sr_di_constant_bits(value->owner.op, &dtype, &bits)) {
      SR_RETURN_IF_ERROR(
          sr_di_body_add_reg(b, SR_DI_REG_CONST, dtype, 0, out_reg));
      b->body->regs[*out_reg].bits = bits;
      return sr_di_body_bind_value(b, value, *out_reg);
    }
  }
  uint32_t slot = 0;
  if (!b->lookup || !b->lookup(b->lookup_user, value, &slot)) {
    return sr_context_make_status_at(b->context, value->pos, SR_STATUS_INTERNAL,
                                     "value used before its definition");
  }
  SR_RETURN_IF_ERROR(
      sr_di_body_add_reg(b, SR_DI_REG_SLOT, dtype, slot, out_reg));
  return sr_di_body_bind_value(b, value, *out_reg);
}

static sr_status_t sr_di_add_eop(sr_di_body_builder_t* b,
                                 const sr_di_eop_t* eop) {
  sr_di_body_t* body = b->body;
  SR_RETURN_IF_ERROR(sr_di_grow(b->allocator, (void**)&body->eops,
                                &b->eop_capacity, body->num_eops + 1,
                                sizeof(sr_di_eop_t)));
  body->eops[body->num_eops++] = *eop;
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// The op table
//===----------------------------------------------------------------------===//

typedef enum sr_di_op_class_e {
  SR_DI_CLASS_FLOAT_BINARY = 0,  // kernel binary op on floats
  SR_DI_CLASS_INT_BINARY,        // kernel binary op on integers (+fallback)
  SR_DI_CLASS_INT_FALLBACK,      // INT_BINARY fallback only
  SR_DI_CLASS_FLOAT_UNARY,       // kernel unary op on floats
  SR_DI_CLASS_INT_UNARY,         // kernel unary op on integers
  SR_DI_CLASS_INT_UNARY_FALLBACK,
  SR_DI_CLASS_FLOAT_FALLBACK_UNARY,
  SR_DI_CLASS_FLOAT_FALLBACK_BINARY,
  SR_DI_CLASS_CLASSIFY,
  SR_DI_CLASS_CONVERT,  // param: kernel convert kind; param2: signed cast
  SR_DI_CLASS_INDEX_CAST,
  SR_DI_CLASS_BITCAST,
  SR_DI_CLASS_CMPF,
  SR_DI_CLASS_CMPI,
  SR_DI_CLASS_SELECT,
  SR_DI_CLASS_FMA,
  SR_DI_CLASS_CONSTANT,
  SR_DI_CLASS_POISON,
  SR_DI_CLASS_INDEX,
  SR_DI_CLASS_EXTRACT,
} sr_di_op_class_t;

typedef struct sr_di_op_row_t {
  const char* name;
  sr_di_op_class_t op_class;
  int kernel_op;  // sr_k_*_op_t, -1 for none
  int code;       // fallback code, or -1
} sr_di_op_row_t;

static const sr_di_op_row_t kOps[] = {
    // arith, floats
    {"arith.addf", SR_DI_CLASS_FLOAT_BINARY, SR_K_BINARY_ADD, -1},
    {"arith.subf", SR_DI_CLASS_FLOAT_BINARY, SR_K_BINARY_SUB, -1},
    {"arith.mulf", SR_DI_CLASS_FLOAT_BINARY, SR_K_BINARY_MUL, -1},
    {"arith.divf", SR_DI_CLASS_FLOAT_BINARY, SR_K_BINARY_DIV, -1},
    {"arith.remf", SR_DI_CLASS_FLOAT_BINARY, SR_K_BINARY_REM, -1},
    {"arith.maximumf", SR_DI_CLASS_FLOAT_BINARY, SR_K_BINARY_MAXIMUM, -1},
    {"arith.minimumf", SR_DI_CLASS_FLOAT_BINARY, SR_K_BINARY_MINIMUM, -1},
    {"arith.maxnumf", SR_DI_CLASS_FLOAT_BINARY, SR_K_BINARY_MAXNUM, -1},
    {"arith.minnumf", SR_DI_CLASS_FLOAT_BINARY, SR_K_BINARY_MINNUM, -1},
    {"arith.negf", SR_DI_CLASS_FLOAT_UNARY, SR_K_UNARY_NEG, -1},
    // arith, integers
    {"arith.addi", SR_DI_CLASS_INT_BINARY, SR_K_BINARY_ADD, SR_DI_INT_ADD},
    {"arith.subi", SR_DI_CLASS_INT_BINARY, SR_K_BINARY_SUB, SR_DI_INT_SUB},
    {"arith.muli", SR_DI_CLASS_INT_BINARY, SR_K_BINARY_MUL, SR_DI_INT_MUL},
    {"arith.divsi", SR_DI_CLASS_INT_BINARY, SR_K_BINARY_DIV, SR_DI_INT_DIVSI},
    {"arith.divui", SR_DI_CLASS_INT_BINARY, SR_K_BINARY_DIVU, SR_DI_INT_DIVUI},
    {"arith.remsi", SR_DI_CLASS_INT_BINARY, SR_K_BINARY_REM, SR_DI_INT_REMSI},
    {"arith.remui", SR_DI_CLASS_INT_BINARY, SR_K_BINARY_REMU, SR_DI_INT_REMUI},
    {"arith.ceildivsi", SR_DI_CLASS_INT_FALLBACK, -1, SR_DI_INT_CEILDIVSI},
    {"arith.ceildivui", SR_DI_CLASS_INT_FALLBACK, -1, SR_DI_INT_CEILDIVUI},
    {"arith.floordivsi", SR_DI_CLASS_INT_FALLBACK, -1, SR_DI_INT_FLOORDIVSI},
    {"arith.andi", SR_DI_CLASS_INT_BINARY, SR_K_BINARY_AND, SR_DI_INT_AND},
    {"arith.ori", SR_DI_CLASS_INT_BINARY, SR_K_BINARY_OR, SR_DI_INT_OR},
    {"arith.xori", SR_DI_CLASS_INT_BINARY, SR_K_BINARY_XOR, SR_DI_INT_XOR},
    {"arith.shli", SR_DI_CLASS_INT_BINARY, SR_K_BINARY_SHL, SR_DI_INT_SHL},
    {"arith.shrsi", SR_DI_CLASS_INT_BINARY, SR_K_BINARY_SHRS, SR_DI_INT_SHRSI},
    {"arith.shrui", SR_DI_CLASS_INT_BINARY, SR_K_BINARY_SHRU, SR_DI_INT_SHRUI},
    {"arith.maxsi", SR_DI_CLASS_INT_BINARY, SR_K_BINARY_MAXS, SR_DI_INT_MAXSI},
    {"arith.minsi", SR_DI_CLASS_INT_BINARY, SR_K_BINARY_MINS, SR_DI_INT_MINSI},
    {"arith.maxui", SR_DI_CLASS_INT_BINARY, SR_K_BINARY_MAXU, SR_DI_INT_MAXUI},
    {"arith.minui", SR_DI_CLASS_INT_BINARY, SR_K_BINARY_MINU, SR_DI_INT_MINUI},
    // casts
    {"arith.extf", SR_DI_CLASS_CONVERT, SR_K_CONVERT_EXTF, 0},
    {"arith.truncf", SR_DI_CLASS_CONVERT, SR_K_CONVERT_TRUNCF, 0},
    {"arith.extsi", SR_DI_CLASS_CONVERT, SR_K_CONVERT_EXTSI, 0},
    {"arith.extui", SR_DI_CLASS_CONVERT, SR_K_CONVERT_EXTUI, 1},
    {"arith.trunci", SR_DI_CLASS_CONVERT, SR_K_CONVERT_TRUNCI, 0},
    {"arith.fptosi", SR_DI_CLASS_CONVERT, SR_K_CONVERT_FPTOSI, 0},
    {"arith.fptoui", SR_DI_CLASS_CONVERT, SR_K_CONVERT_FPTOUI, 0},
    {"arith.sitofp", SR_DI_CLASS_CONVERT, SR_K_CONVERT_SITOFP, 0},
    {"arith.uitofp", SR_DI_CLASS_CONVERT, SR_K_CONVERT_UITOFP, 1},
    {"arith.index_cast", SR_DI_CLASS_INDEX_CAST, -1, 0},
    {"arith.index_castui", SR_DI_CLASS_INDEX_CAST, -1, 1},
    {"arith.bitcast", SR_DI_CLASS_BITCAST, -1, -1},
    {"arith.cmpf", SR_DI_CLASS_CMPF, -1, -1},
    {"arith.cmpi", SR_DI_CLASS_CMPI, -1, -1},
    {"arith.select", SR_DI_CLASS_SELECT, SR_K_TERNARY_SELECT, -1},
    {"arith.constant", SR_DI_CLASS_CONSTANT, -1, -1},
    {"ub.poison", SR_DI_CLASS_POISON, -1, -1},
    // math
    {"math.absf", SR_DI_CLASS_FLOAT_UNARY, SR_K_UNARY_ABS, -1},
    {"math.absi", SR_DI_CLASS_INT_UNARY, SR_K_UNARY_ABS, SR_ARITH_INT_ABS},
    {"math.sqrt", SR_DI_CLASS_FLOAT_UNARY, SR_K_UNARY_SQRT, -1},
    {"math.rsqrt", SR_DI_CLASS_FLOAT_UNARY, SR_K_UNARY_RSQRT, -1},
    {"math.exp", SR_DI_CLASS_FLOAT_UNARY, SR_K_UNARY_EXP, -1},
    {"math.exp2", SR_DI_CLASS_FLOAT_UNARY, SR_K_UNARY_EXP2, -1},
    {"math.expm1", SR_DI_CLASS_FLOAT_UNARY, SR_K_UNARY_EXPM1, -1},
    {"math.log", SR_DI_CLASS_FLOAT_UNARY, SR_K_UNARY_LOG, -1},
    {"math.log2", SR_DI_CLASS_FLOAT_UNARY, SR_K_UNARY_LOG2, -1},
    {"math.log1p", SR_DI_CLASS_FLOAT_UNARY, SR_K_UNARY_LOG1P, -1},
    {"math.tanh", SR_DI_CLASS_FLOAT_UNARY, SR_K_UNARY_TANH, -1},
    {"math.erf", SR_DI_CLASS_FLOAT_UNARY, SR_K_UNARY_ERF, -1},
    {"math.sin", SR_DI_CLASS_FLOAT_UNARY, SR_K_UNARY_SIN, -1},
    {"math.cos", SR_DI_CLASS_FLOAT_UNARY, SR_K_UNARY_COS, -1},
    {"math.floor", SR_DI_CLASS_FLOAT_UNARY, SR_K_UNARY_FLOOR, -1},
    {"math.ceil", SR_DI_CLASS_FLOAT_UNARY, SR_K_UNARY_CEIL, -1},
    {"math.round", SR_DI_CLASS_FLOAT_UNARY, SR_K_UNARY_ROUND, -1},
    {"math.roundeven", SR_DI_CLASS_FLOAT_UNARY, SR_K_UNARY_ROUNDEVEN, -1},
    {"math.trunc", SR_DI_CLASS_FLOAT_UNARY, SR_K_UNARY_TRUNC, -1},
    {"math.powf", SR_DI_CLASS_FLOAT_BINARY, SR_K_BINARY_POW, -1},
    {"math.copysign", SR_DI_CLASS_FLOAT_BINARY, SR_K_BINARY_COPYSIGN, -1},
    {"math.fma", SR_DI_CLASS_FMA, SR_K_TERNARY_FMA, -1},
    {"math.log10", SR_DI_CLASS_FLOAT_FALLBACK_UNARY, -1, SR_ARITH_FLOAT_LOG10},
    {"math.tan", SR_DI_CLASS_FLOAT_FALLBACK_UNARY, -1, SR_ARITH_FLOAT_TAN},
    {"math.atan", SR_DI_CLASS_FLOAT_FALLBACK_UNARY, -1, SR_ARITH_FLOAT_ATAN},
    {"math.asin", SR_DI_CLASS_FLOAT_FALLBACK_UNARY, -1, SR_ARITH_FLOAT_ASIN},
    {"math.acos", SR_DI_CLASS_FLOAT_FALLBACK_UNARY, -1, SR_ARITH_FLOAT_ACOS},
    {"math.sinh", SR_DI_CLASS_FLOAT_FALLBACK_UNARY, -1, SR_ARITH_FLOAT_SINH},
    {"math.cosh", SR_DI_CLASS_FLOAT_FALLBACK_UNARY, -1, SR_ARITH_FLOAT_COSH},
    {"math.asinh", SR_DI_CLASS_FLOAT_FALLBACK_UNARY, -1, SR_ARITH_FLOAT_ASINH},
    {"math.acosh", SR_DI_CLASS_FLOAT_FALLBACK_UNARY, -1, SR_ARITH_FLOAT_ACOSH},
    {"math.atanh", SR_DI_CLASS_FLOAT_FALLBACK_UNARY, -1, SR_ARITH_FLOAT_ATANH},
    {"math.cbrt", SR_DI_CLASS_FLOAT_FALLBACK_UNARY, -1, SR_ARITH_FLOAT_CBRT},
    {"math.erfc", SR_DI_CLASS_FLOAT_FALLBACK_UNARY, -1, SR_ARITH_FLOAT_ERFC},
    {"math.atan2", SR_DI_CLASS_FLOAT_FALLBACK_BINARY, -1, SR_DI_FLOAT_ATAN2},
    {"math.fpowi", SR_DI_CLASS_FLOAT_FALLBACK_BINARY, -1, SR_DI_FLOAT_FPOWI},
    {"math.ipowi", SR_DI_CLASS_INT_FALLBACK, -1, SR_DI_INT_IPOWI},
    {"math.ctpop", SR_DI_CLASS_INT_UNARY_FALLBACK, -1, SR_ARITH_INT_CTPOP},
    {"math.ctlz", SR_DI_CLASS_INT_UNARY_FALLBACK, -1, SR_ARITH_INT_CTLZ},
    {"math.cttz", SR_DI_CLASS_INT_UNARY_FALLBACK, -1, SR_ARITH_INT_CTTZ},
    {"math.isnan", SR_DI_CLASS_CLASSIFY, -1, SR_DI_FLOAT_ISNAN},
    {"math.isinf", SR_DI_CLASS_CLASSIFY, -1, SR_DI_FLOAT_ISINF},
    {"math.isfinite", SR_DI_CLASS_CLASSIFY, -1, SR_DI_FLOAT_ISFINITE},
    {"math.isnormal", SR_DI_CLASS_CLASSIFY, -1, SR_DI_FLOAT_ISNORMAL},
    // structured-op and tensor helpers
    {"linalg.index", SR_DI_CLASS_INDEX, -1, -1},
    {"tensor.extract", SR_DI_CLASS_EXTRACT, -1, -1},
};

static const sr_di_op_row_t* sr_di_find_row(const sr_op_t* op) {
  for (size_t i = 0; i < SR_DI_ARRAY_COUNT(kOps); ++i) {
    if (sr_string_view_equal_cstr(op->name, kOps[i].name)) return &kOps[i];
  }
  return NULL;
}

bool sr_di_body_knows_op(const sr_op_t* op) {
  return sr_di_find_row(op) != NULL;
}

//===----------------------------------------------------------------------===//
// Compiling one op
//===----------------------------------------------------------------------===//

typedef struct sr_di_op_compile_t {
  sr_di_body_builder_t* b;
  const sr_op_t* op;
  uint16_t operands[SR_DI_EOP_MAX_OPERANDS];
  sr_dtype_t operand_dtypes[SR_DI_EOP_MAX_OPERANDS];
  uint16_t result;
  sr_dtype_t result_dtype;
} sr_di_op_compile_t;

static sr_status_t sr_di_emit(sr_di_op_compile_t* c, sr_di_eop_kind_t kind,
                              sr_dtype_t dtype, uint32_t num_operands,
                              uint16_t code, uint16_t code2, void* fn) {
  sr_di_eop_t eop;
  memset(&eop, 0, sizeof(eop));
  eop.kind = (uint8_t)kind;
  eop.dtype = (uint8_t)dtype;
  eop.out_dtype = (uint8_t)c->result_dtype;
  eop.num_operands = (uint8_t)num_operands;
  eop.code = code;
  eop.code2 = code2;
  eop.result = c->result;
  for (uint32_t i = 0; i < num_operands; ++i) eop.operands[i] = c->operands[i];
  eop.fn.unary = (sr_k_unary_fn_t)fn;
  eop.op = c->op;
  return sr_di_add_eop(c->b, &eop);
}

static sr_status_t sr_di_unsupported_type(sr_di_op_compile_t* c) {
  return sr_di_op_error(c->b->context, c->op, SR_STATUS_UNIMPLEMENTED,
                        "not supported on %s",
                        sr_dtype_name(c->operand_dtypes[0]));
}

static sr_status_t sr_di_compile_binary(sr_di_op_compile_t* c,
                                        const sr_di_op_row_t* row) {
  sr_dtype_t dtype = c->operand_dtypes[0];
  const sr_k_table_t* k = c->b->kernels;
  bool is_float = sr_dtype_is_float(dtype);
  if (row->op_class == SR_DI_CLASS_FLOAT_BINARY) {
    if (!is_float) return sr_di_unsupported_type(c);
    sr_k_binary_fn_t fn = k->binary[row->kernel_op][sr_di_kernel_dtype(dtype)];
    if (!fn) return sr_di_unsupported_type(c);
    return sr_di_emit(c, SR_DI_EOP_BINARY, dtype, 2, 0, 0, (void*)fn);
  }
  if (is_float) return sr_di_unsupported_type(c);
  // i1 runs the i8 kernels only for the bitwise ops (0/1 closed under
  // them); everything else takes the widened fallback.
  bool bitwise = row->kernel_op == SR_K_BINARY_AND ||
                 row->kernel_op == SR_K_BINARY_OR ||
                 row->kernel_op == SR_K_BINARY_XOR;
  if (row->op_class == SR_DI_CLASS_INT_BINARY &&
      (dtype != SR_DTYPE_I1 || bitwise)) {
    sr_k_binary_fn_t fn = k->binary[row->kernel_op][sr_di_kernel_dtype(dtype)];
    if (fn) return sr_di_emit(c, SR_DI_EOP_BINARY, dtype, 2, 0, 0, (void*)fn);
  }
  return sr_di_emit(c, SR_DI_EOP_INT_BINARY, dtype, 2, (uint16_t)row->code, 0,
                    NULL);
}

static sr_status_t sr_di_compile_unary(sr_di_op_compile_t* c,
                                       const sr_di_op_row_t* row) {
  sr_dtype_t dtype = c->operand_dtypes[0];
  const sr_k_table_t* k = c->b->kernels;
  bool is_float = sr_dtype_is_float(dtype);
  switch (row->op_class) {
    case SR_DI_CLASS_FLOAT_UNARY: {
      if (!is_float) return sr_di_unsupported_type(c);
      sr_k_unary_fn_t fn = k->unary[row->kernel_op][sr_di_kernel_dtype(dtype)];
      if (!fn) return sr_di_unsupported_type(c);
      return sr_di_emit(c, SR_DI_EOP_UNARY, dtype, 1, 0, 0, (void*)fn);
    }
    case SR_DI_CLASS_INT_UNARY: {
      if (is_float) return sr_di_unsupported_type(c);
      sr_k_unary_fn_t fn = k->unary[row->kernel_op][sr_di_kernel_dtype(dtype)];
      if (fn && dtype != SR_DTYPE_I1) {
        return sr_di_emit(c, SR_DI_EOP_UNARY, dtype, 1, 0, 0, (void*)fn);
      }
      return sr_di_emit(c, SR_DI_EOP_INT_UNARY, dtype, 1, (uint16_t)row->code,
                        0, NULL);
    }
    case SR_DI_CLASS_INT_UNARY_FALLBACK:
      if (is_float) return sr_di_unsupported_type(c);
      return sr_di_emit(c, SR_DI_EOP_INT_UNARY, dtype, 1, (uint16_t)row->code,
                        0, NULL);
    case SR_DI_CLASS_FLOAT_FALLBACK_UNARY:
      if (!is_float) return sr_di_unsupported_type(c);
      return sr_di_emit(c, SR_DI_EOP_FLOAT_UNARY, dtype, 1, (uint16_t)row->code,
                        0, NULL);
    case SR_DI_CLASS_CLASSIFY:
      if (!is_float) return sr_di_unsupported_type(c);
      return sr_di_emit(c, SR_DI_EOP_FLOAT_CLASSIFY, dtype, 1,
                        (uint16_t)row->code, 0, NULL);
    default:
      return sr_di_unsupported_type(c);
  }
}

// Casts: the kernel conversion when the table has it and i1 is not
// involved (i1 reads as 0/-1 when signed), else the per-element one.
static sr_status_t sr_di_compile_cast(sr_di_op_compile_t* c,
                                      sr_k_convert_kind_t kind,
                                      bool is_unsigned) {
  sr_dtype_t from = c->operand_dtypes[0];
  sr_dtype_t to = c->result_dtype;
  if (from != SR_DTYPE_I1 && to != SR_DTYPE_I1) {
    sr_k_unary_fn_t fn =
        c->b->kernels
            ->convert[kind][sr_di_kernel_dtype(from)][sr_di_kernel_dtype(to)];
    if (fn) return sr_di_emit(c, SR_DI_EOP_CONVERT, from, 1, 0, 0, (void*)fn);
  }
  return sr_di_emit(c, SR_DI_EOP_CAST, from, 1, (uint16_t)kind,
                    is_unsigned ? 1 : 0, NULL);
}

static sr_status_t sr_di_compile_index_cast(sr_di_op_compile_t* c,
                                            bool is_unsigned) {
  sr_dtype_t from = c->operand_dtypes[0];
  sr_dtype_t to = c->result_dtype;
  size_t from_size = sr_dtype_size(from), to_size = sr_dtype_size(to);
  if (from == to) return sr_di_emit(c, SR_DI_EOP_COPY, from, 1, 0, 0, NULL);
  sr_k_convert_kind_t kind = from_size > to_size ? SR_K_CONVERT_TRUNCI
                             : is_unsigned       ? SR_K_CONVERT_EXTUI
                                                 : SR_K_CONVERT_EXTSI;
  if (from_size == to_size && from != SR_DTYPE_I1 && to != SR_DTYPE_I1) {
    return sr_di_emit(c, SR_DI_EOP_COPY, from, 1, 0, 0, NULL);
  }
  return sr_di_compile_cast(c, kind, is_unsigned);
}

static sr_status_t sr_di_compile_cmp(sr_di_op_compile_t* c, bool is_float) {
  const sr_attr_t* predicate = sr_op_attr(c->op, "predicate");
  if (!predicate || predicate->kind != SR_ATTR_INTEGER) {
    return sr_di_op_error(c->b->context, c->op, SR_STATUS_INVALID_ARGUMENT,
                          "missing predicate");
  }
  int64_t p = sr_attr_int_value(predicate);
  sr_dtype_t dtype = c->operand_dtypes[0];
  if (is_float != sr_dtype_is_float(dtype) || p < 0 ||
      p > (is_float ? 15 : 9)) {
    return sr_di_op_error(c->b->context, c->op, SR_STATUS_INVALID_ARGUMENT,
                          "bad predicate %lld on %s", (long long)p,
                          sr_dtype_name(dtype));
  }
  if (!is_float && dtype == SR_DTYPE_I1) {
    return sr_di_emit(c, SR_DI_EOP_INT_CMP, dtype, 2, (uint16_t)p, 0, NULL);
  }
  // arith.cmpf's predicates are the kernels' first 16, cmpi's the next 10.
  int kernel_predicate = is_float ? (int)p : SR_K_CMP_EQ + (int)p;
  sr_k_binary_fn_t fn =
      c->b->kernels->cmp[kernel_predicate][sr_di_kernel_dtype(dtype)];
  if (!fn) {
    if (is_float) return sr_di_unsupported_type(c);
    return sr_di_emit(c, SR_DI_EOP_INT_CMP, dtype, 2, (uint16_t)p, 0, NULL);
  }
  return sr_di_emit(c, SR_DI_EOP_CMP, dtype, 2, 0, 0, (void*)fn);
}

static sr_status_t sr_di_compile_extract(sr_di_op_compile_t* c) {
  const sr_op_t* op = c->op;
  sr_di_body_builder_t* b = c->b;
  const sr_value_t* tensor = op->operands[SR_TENSOR_EXTRACT_TENSOR].value;
  uint32_t slot = 0;
  if (!b->lookup || !b->lookup(b->lookup_user, tensor, &slot)) {
    return sr_di_op_error(b->context, op, SR_STATUS_UNIMPLEMENTED,
                          "extracting from a tensor defined inside the body");
  }
  uint32_t rank = op->num_operands - 1;
  if (rank > SR_DI_MAX_RANK) {
    return sr_di_op_error(b->context, op, SR_STATUS_UNIMPLEMENTED,
                          "rank %u above %d", rank, SR_DI_MAX_RANK);
  }
  for (uint32_t i = 0; i < rank; ++i) {
    c->operands[i] = c->operands[i + 1];
  }
  sr_di_eop_t eop;
  memset(&eop, 0, sizeof(eop));
  eop.kind = SR_DI_EOP_EXTRACT;
  eop.dtype = (uint8_t)c->result_dtype;
  eop.out_dtype = (uint8_t)c->result_dtype;
  eop.num_operands = (uint8_t)rank;
  eop.result = c->result;
  memcpy(eop.operands, c->operands, sizeof(eop.operands));
  eop.slot = slot;
  eop.op = op;
  b->body->uses_index = true;
  return sr_di_add_eop(b, &eop);
}

// Constants inside the body become CONST registers bound to the result.
static sr_status_t sr_di_compile_constant(sr_di_op_compile_t* c,
                                          const uint16_t* result_regs,
                                          bool poison) {
  sr_dtype_t dtype;
  uint64_t bits = 0;
  if (poison) {
    if (!sr_type_dtype(c->op->results[SR_DI_RESULT].type, &dtype)) {
      return sr_di_op_error(c->b->context, c->op, SR_STATUS_UNIMPLEMENTED,
                            "poison of a non-scalar type");
    }
  } else if (!sr_di_constant_bits(c->op, &dtype, &bits)) {
    return sr_di_op_error(c->b->context, c->op, SR_STATUS_UNIMPLEMENTED,
                          "only scalar integer and float constants here");
  }
  if (result_regs) {
    // A top-level constant: the result is a frame slot; copy once.
    c->result_dtype = dtype;
    uint16_t reg;
    SR_RETURN_IF_ERROR(
        sr_di_body_add_reg(c->b, SR_DI_REG_CONST, dtype, 0, &reg));
    c->b->body->regs[reg].bits = bits;
    c->operands[SR_DI_EOP_A] = reg;
    c->result = result_regs[0];
    return sr_di_emit(c, SR_DI_EOP_COPY, dtype, 1, 0, 0, NULL);
  }
  uint16_t reg;
  SR_RETURN_IF_ERROR(sr_di_body_add_reg(c->b, SR_DI_REG_CONST, dtype, 0, &reg));
  c->b->body->regs[reg].bits = bits;
  return sr_di_body_bind_value(c->b, &c->op->results[SR_DI_RESULT], reg);
}

// True when |op|'s overflowFlags attribute (`overflow<nsw, nuw>`) names
// |flag|.
static bool sr_di_has_overflow_flag(const sr_op_t* op, const char* flag) {
  const sr_attr_t* attr = sr_op_attr(op, "overflowFlags");
  if (!attr) return false;
  sr_string_view_t text = attr->kind == SR_ATTR_DIALECT ? attr->text.text
                          : attr->kind == SR_ATTR_STRING
                              ? attr->string
                              : (sr_string_view_t){NULL, 0};
  size_t n = strlen(flag);
  for (size_t i = 0; text.data && i + n <= text.size; ++i) {
    if (memcmp(text.data + i, flag, n) == 0) return true;
  }
  return false;
}

// What a checked run verifies before |eop| (see SR_DI_CHECK_*): decided
// here so that unchecked runs pay nothing per element.
static void sr_di_mark_checks(const sr_op_t* op, int code, sr_di_eop_t* eop) {
  bool shift = code == SR_DI_INT_SHL || code == SR_DI_INT_SHRSI ||
               code == SR_DI_INT_SHRUI;
  // shli carries overflow flags too; the right shifts do not.
  bool flags = code == SR_DI_INT_ADD || code == SR_DI_INT_SUB ||
               code == SR_DI_INT_MUL || code == SR_DI_INT_SHL;
  uint8_t check = shift ? SR_DI_CHECK_SHIFT : 0;
  if (flags && sr_di_has_overflow_flag(op, "nsw")) check |= SR_DI_CHECK_NSW;
  if (flags && sr_di_has_overflow_flag(op, "nuw")) check |= SR_DI_CHECK_NUW;
  eop->check = check;
  eop->check_op = (uint8_t)code;
}

sr_status_t sr_di_body_add_op(sr_di_body_builder_t* b, const sr_op_t* op,
                              const uint16_t* result_regs) {
  const sr_di_op_row_t* row = sr_di_find_row(op);
  if (!row) {
    return sr_di_op_error(b->context, op, SR_STATUS_UNIMPLEMENTED,
                          "op not supported in dispatch bodies");
  }
  sr_di_op_compile_t c;
  memset(&c, 0, sizeof(c));
  c.b = b;
  c.op = op;
  if (row->op_class == SR_DI_CLASS_CONSTANT ||
      row->op_class == SR_DI_CLASS_POISON) {
    return sr_di_compile_constant(&c, result_regs,
                                  row->op_class == SR_DI_CLASS_POISON);
  }
  if (op->num_results == 1 && result_regs) {
    c.result_dtype = (sr_dtype_t)b->body->regs[result_regs[0]].dtype;
  } else if (op->num_results != 1 ||
             !sr_type_dtype(op->results[SR_DI_RESULT].type, &c.result_dtype)) {
    return sr_di_op_error(b->context, op, SR_STATUS_UNIMPLEMENTED,
                          "only scalar integer, index and float results are "
                          "supported here");
  }
  if (op->num_operands > SR_DI_EOP_MAX_OPERANDS) {
    return sr_di_op_error(b->context, op, SR_STATUS_UNIMPLEMENTED,
                          "too many operands");
  }
  uint32_t first = row->op_class == SR_DI_CLASS_EXTRACT ? 1 : 0;
  for (uint32_t i = first; i < op->num_operands; ++i) {
    SR_RETURN_IF_ERROR(
        sr_di_body_value_reg(b, op->operands[i].value, &c.operands[i]));
    c.operand_dtypes[i] = (sr_dtype_t)b->body->regs[c.operands[i]].dtype;
  }
  if (result_regs) {
    c.result = result_regs[0];
  } else {
    SR_RETURN_IF_ERROR(
        sr_di_body_add_reg(b, SR_DI_REG_TEMP, c.result_dtype, 0, &c.result));
  }
  sr_status_t status = sr_ok_status();
  switch (row->op_class) {
    case SR_DI_CLASS_FLOAT_BINARY:
    case SR_DI_CLASS_INT_BINARY:
    case SR_DI_CLASS_INT_FALLBACK:
      if (op->num_operands != 2) goto arity;
      status = sr_di_compile_binary(&c, row);
      if (!status && row->op_class == SR_DI_CLASS_INT_BINARY) {
        sr_di_mark_checks(op, row->code, &b->body->eops[b->body->num_eops - 1]);
      }
      break;
    case SR_DI_CLASS_FLOAT_FALLBACK_BINARY:
      if (op->num_operands != 2) goto arity;
      if (!sr_dtype_is_float(c.operand_dtypes[0])) {
        status = sr_di_unsupported_type(&c);
        break;
      }
      status =
          sr_di_emit(&c, SR_DI_EOP_FLOAT_BINARY, c.operand_dtypes[0], 2,
                     (uint16_t)row->code, (uint16_t)c.operand_dtypes[1], NULL);
      break;
    case SR_DI_CLASS_FLOAT_UNARY:
    case SR_DI_CLASS_INT_UNARY:
    case SR_DI_CLASS_INT_UNARY_FALLBACK:
    case SR_DI_CLASS_FLOAT_FALLBACK_UNARY:
    case SR_DI_CLASS_CLASSIFY:
      if (op->num_operands != 1) goto arity;
      status = sr_di_compile_unary(&c, row);
      break;
    case SR_DI_CLASS_CONVERT:
      if (op->num_operands != 1) goto arity;
      status = sr_di_compile_cast(&c, (sr_k_convert_kind_t)row->kernel_op,
                                  row->code == 1);
      break;
    case SR_DI_CLASS_INDEX_CAST:
      if (op->num_operands != 1) goto arity;
      status = sr_di_compile_index_cast(&c, row->code == 1);
      break;
    case SR_DI_CLASS_BITCAST:
      if (op->num_operands != 1) goto arity;
      if (sr_dtype_size(c.operand_dtypes[0]) != sr_dtype_size(c.result_dtype)) {
        status = sr_di_unsupported_type(&c);
        break;
      }
      status =
          sr_di_emit(&c, SR_DI_EOP_COPY, c.operand_dtypes[0], 1, 0, 0, NULL);
      break;
    case SR_DI_CLASS_CMPF:
    case SR_DI_CLASS_CMPI:
      if (op->num_operands != 2) goto arity;
      status = sr_di_compile_cmp(&c, row->op_class == SR_DI_CLASS_CMPF);
      break;
    case SR_DI_CLASS_SELECT: {
      if (op->num_operands != 3) goto arity;
      sr_k_ternary_fn_t fn =
          b->kernels->ternary[SR_K_TERNARY_SELECT]
                             [sr_di_kernel_dtype(c.result_dtype)];
      status =
          sr_di_emit(&c, SR_DI_EOP_TERNARY, c.result_dtype, 3, 0, 0, (void*)fn);
      break;
    }
    case SR_DI_CLASS_FMA: {
      if (op->num_operands != 3) goto arity;
      if (!sr_dtype_is_float(c.result_dtype)) {
        status = sr_di_unsupported_type(&c);
        break;
      }
      sr_k_ternary_fn_t fn =
          b->kernels
              ->ternary[SR_K_TERNARY_FMA][sr_di_kernel_dtype(c.result_dtype)];
      status =
          sr_di_emit(&c, SR_DI_EOP_TERNARY, c.result_dtype, 3, 0, 0, (void*)fn);
      break;
    }
    case SR_DI_CLASS_INDEX: {
      const sr_attr_t* dim = sr_op_attr(op, "dim");
      int64_t d =
          dim && dim->kind == SR_ATTR_INTEGER ? sr_attr_int_value(dim) : -1;
      if (d < 0 || d >= SR_DI_MAX_LOOPS) {
        status = sr_di_op_error(b->context, op, SR_STATUS_INVALID_ARGUMENT,
                                "bad dimension");
        break;
      }
      b->body->uses_index = true;
      status = sr_di_emit(&c, SR_DI_EOP_INDEX, SR_DTYPE_I64, 0, (uint16_t)d, 0,
                          NULL);
      break;
    }
    case SR_DI_CLASS_EXTRACT:
      status = sr_di_compile_extract(&c);
      break;
    default:
      status = sr_di_op_error(b->context, op, SR_STATUS_UNIMPLEMENTED,
                              "op not supported in dispatch bodies");
      break;
  }
  SR_RETURN_IF_ERROR(status);
  if (!result_regs) {
    SR_RETURN_IF_ERROR(
        sr_di_body_bind_value(b, &op->results[SR_DI_RESULT], c.result));
  }
  return sr_ok_status();
arity:
  return sr_di_op_error(b->context, op, SR_STATUS_INVALID_ARGUMENT,
                        "unexpected number of operands (%u)", op->num_operands);
}

sr_status_t sr_di_body_compile_block(sr_di_body_builder_t* b,
                                     const sr_block_t* block) {
  sr_di_body_t* body = b->body;
  sr_allocator_t allocator = b->allocator;
  body->num_args = block->num_arguments;
  if (block->num_arguments) {
    SR_RETURN_IF_ERROR(
        sr_allocator_calloc(allocator, block->num_arguments * sizeof(uint16_t),
                            (void**)&body->arg_regs));
  }
  for (uint32_t i = 0; i < block->num_arguments; ++i) {
    const sr_value_t* arg = block->arguments[i];
    sr_dtype_t dtype;
    if (!sr_type_dtype(arg->type, &dtype)) {
      return sr_context_make_status_at(
          b->context, arg->pos, SR_STATUS_UNIMPLEMENTED,
          "region argument of an unsupported element type");
    }
    SR_RETURN_IF_ERROR(
        sr_di_body_add_reg(b, SR_DI_REG_ARG, dtype, i, &body->arg_regs[i]));
    SR_RETURN_IF_ERROR(sr_di_body_bind_value(b, arg, body->arg_regs[i]));
  }
  const sr_op_t* terminator = NULL;
  for (const sr_op_t* op = block->first_op; op; op = op->next) {
    if (!op->next &&
        (sr_op_is(op, "linalg.yield") || sr_op_is(op, "tensor.yield") ||
         sr_op_is(op, "iree_linalg_ext.yield"))) {
      terminator = op;
      break;
    }
    SR_RETURN_IF_ERROR(sr_di_body_add_op(b, op, NULL));
  }
  if (!terminator) {
    const sr_op_t* last = block->last_op;
    if (!last) {
      return sr_context_make_status_at(b->context, block->pos,
                                       SR_STATUS_INVALID_ARGUMENT,
                                       "empty region body");
    }
    return sr_di_op_error(b->context, last, SR_STATUS_UNIMPLEMENTED,
                          "unexpected region terminator");
  }
  uint16_t yields[256];
  if (terminator->num_operands > 256) {
    return sr_di_op_error(b->context, terminator, SR_STATUS_UNIMPLEMENTED,
                          "too many yielded values");
  }
  for (uint32_t i = 0; i < terminator->num_operands; ++i) {
    SR_RETURN_IF_ERROR(
        sr_di_body_value_reg(b, terminator->operands[i].value, &yields[i]));
  }
  return sr_di_body_set_yields(b, terminator->num_operands, yields);
}

sr_status_t sr_di_body_set_yields(sr_di_body_builder_t* b, uint32_t count,
                                  const uint16_t* yields) {
  sr_di_body_t* body = b->body;
  sr_allocator_t allocator = b->allocator;
  body->num_yields = count;
  if (count) {
    SR_RETURN_IF_ERROR(sr_allocator_calloc(allocator, count * sizeof(uint16_t),
                                           (void**)&body->yields));
    memcpy(body->yields, yields, count * sizeof(uint16_t));
  }
  // Use counts: eop reads plus yields.
  SR_RETURN_IF_ERROR(sr_allocator_calloc(allocator, body->num_regs + 1,
                                         (void**)&body->reg_uses));
  for (uint32_t e = 0; e < body->num_eops; ++e) {
    const sr_di_eop_t* eop = &body->eops[e];
    for (uint32_t i = 0; i < eop->num_operands; ++i) {
      uint8_t* u = &body->reg_uses[eop->operands[i]];
      if (*u < 255) ++*u;
    }
  }
  for (uint32_t i = 0; i < body->num_yields; ++i) {
    uint8_t* u = &body->reg_uses[body->yields[i]];
    if (*u < 255) ++*u;
  }
  return sr_ok_status();
}
