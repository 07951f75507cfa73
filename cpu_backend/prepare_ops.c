// Prepare: the op table (name -> kind, decided once) and the per-op
// decoding of operand segments and attributes.

#include <stdlib.h>
#include <string.h>

#include "core/ir/op_registry.h"
#include "cpu_backend/decode.h"
#include "cpu_backend/exec_hal.h"
#include "cpu_backend/exec_params.h"
#include "cpu_backend/exec_util.h"
#include "cpu_backend/phase.h"
#include "cpu_backend/prepare_impl.h"
#include "cpu_backend/region.h"
#include "cpu_backend/scalar.h"

typedef struct sr_rt_op_entry_t {
  const char* name;
  uint16_t kind;
  uint16_t sub_kind;
  // Operand segments: S single, O optional, V variadic. NULL: one segment.
  const char* segments;
} sr_rt_op_entry_t;

#define K(x) SR_RT_OP_##x

static const sr_rt_op_entry_t kOps[] = {
    // Control flow and calls.
    {"func.return", K(RETURN), 0, NULL},
    {"util.return", K(RETURN), 0, NULL},
    {"cf.br", K(BR), 0, NULL},
    {"cf.cond_br", K(COND_BR), 0, "SVV"},
    {"cf.switch", K(SWITCH), 0, "SVV"},
    {"scf.yield", K(YIELD), 0, NULL},
    {"scf.condition", K(YIELD), 0, "SV"},
    {"stream.yield", K(YIELD), 0, NULL},
    {"stream.return", K(YIELD), 0, NULL},
    {"func.call", K(CALL), 0, NULL},
    {"util.call", K(CALL), 0, NULL},
    {"scf.if", K(SCF_IF), 0, NULL},
    {"scf.for", K(SCF_FOR), 0, "SSSV"},
    {"scf.while", K(SCF_WHILE), 0, NULL},
    {"scf.index_switch", K(SCF_INDEX_SWITCH), 0, NULL},
    // Globals and util.
    {"util.global.load", K(GLOBAL_LOAD), 0, NULL},
    {"util.global.store", K(GLOBAL_STORE), 0, NULL},
    {"util.optimization_barrier", K(UTIL_PASSTHROUGH), 0, NULL},
    {"util.assume.int", K(UTIL_PASSTHROUGH), 0, NULL},
    {"util.null", K(UTIL_NULL), 0, NULL},
    {"util.cmp.eq", K(UTIL_CMP_EQ), 0, NULL},
    {"util.cmp.ne", K(UTIL_CMP_NE), 0, NULL},
    {"util.align", K(UTIL_ALIGN), 0, NULL},
    {"util.sizeof", K(UTIL_SIZEOF), 0, NULL},
    {"util.buffer.constant", K(UTIL_BUFFER_CONSTANT), 0, NULL},
    {"util.buffer.size", K(UTIL_BUFFER_SIZE), 0, NULL},
    {"util.status.check_ok", K(UTIL_STATUS_CHECK_OK), 0, NULL},
    {"util.cast", K(UTIL_PASSTHROUGH), 0, NULL},
    {"util.numeric.optional_narrow", K(UTIL_PASSTHROUGH), 0, NULL},
    {"util.string.format", K(UTIL_STRING_FORMAT), 0, NULL},
    {"util.string.itoa", K(UTIL_STRING_ITOA), 0, NULL},
    {"util.buffer.alloc", K(UTIL_BUFFER_ALLOC), 0, NULL},
    {"util.buffer.dealloc", K(UTIL_BUFFER_DEALLOC), 0, NULL},
    {"util.buffer.slice", K(UTIL_BUFFER_SLICE), 0, NULL},
    {"util.buffer.subspan", K(UTIL_BUFFER_SUBSPAN), 0, NULL},
    {"util.buffer.copy", K(UTIL_BUFFER_COPY), 0, NULL},
    {"util.buffer.compare", K(UTIL_BUFFER_COMPARE), 0, NULL},
    {"util.buffer.fill", K(UTIL_BUFFER_FILL), 0, NULL},
    {"util.buffer.load", K(UTIL_BUFFER_LOAD), 0, NULL},
    {"util.buffer.store", K(UTIL_BUFFER_STORE), 0, NULL},
    {"util.buffer.hash", K(UTIL_BUFFER_HASH), 0, NULL},
    {"util.list.create", K(UTIL_LIST_CREATE), 0, NULL},
    {"util.list.construct", K(UTIL_LIST_CONSTRUCT), 0, NULL},
    {"util.list.size", K(UTIL_LIST_SIZE), 0, NULL},
    {"util.list.resize", K(UTIL_LIST_RESIZE), 0, NULL},
    {"util.list.get", K(UTIL_LIST_GET), 0, NULL},
    {"util.list.set", K(UTIL_LIST_SET), 0, NULL},
    {"util.switch", K(UTIL_SWITCH), 0, NULL},
    {"util.range.min", K(UTIL_RANGE_MIN), 0, NULL},
    {"util.range.max", K(UTIL_RANGE_MAX), 0, NULL},
    {"util.range.extents", K(UTIL_RANGE_EXTENTS), 0, NULL},
    {"util.unreachable", K(UTIL_UNREACHABLE), 0, NULL},
    {"util.scf.unreachable", K(UTIL_UNREACHABLE), 0, NULL},
    {"util.global.address", K(UTIL_GLOBAL_ADDRESS), 0, NULL},
    {"util.global.load.indirect", K(UTIL_GLOBAL_LOAD_INDIRECT), 0, NULL},
    {"util.global.store.indirect", K(UTIL_GLOBAL_STORE_INDIRECT), 0, NULL},
    {"util.unfoldable_constant", K(CONSTANT), 0, NULL},
    // arith.
    {"arith.constant", K(CONSTANT), 0, NULL},
    {"arith.addi", K(INT_BINARY), SR_RT_IBIN_ADD, NULL},
    {"arith.subi", K(INT_BINARY), SR_RT_IBIN_SUB, NULL},
    {"arith.muli", K(INT_BINARY), SR_RT_IBIN_MUL, NULL},
    {"arith.divsi", K(INT_BINARY), SR_RT_IBIN_DIVSI, NULL},
    {"arith.divui", K(INT_BINARY), SR_RT_IBIN_DIVUI, NULL},
    {"arith.ceildivsi", K(INT_BINARY), SR_RT_IBIN_CEILDIVSI, NULL},
    {"arith.ceildivui", K(INT_BINARY), SR_RT_IBIN_CEILDIVUI, NULL},
    {"arith.floordivsi", K(INT_BINARY), SR_RT_IBIN_FLOORDIVSI, NULL},
    {"arith.remsi", K(INT_BINARY), SR_RT_IBIN_REMSI, NULL},
    {"arith.remui", K(INT_BINARY), SR_RT_IBIN_REMUI, NULL},
    {"arith.andi", K(INT_BINARY), SR_RT_IBIN_AND, NULL},
    {"arith.ori", K(INT_BINARY), SR_RT_IBIN_OR, NULL},
    {"arith.xori", K(INT_BINARY), SR_RT_IBIN_XOR, NULL},
    {"arith.shli", K(INT_BINARY), SR_RT_IBIN_SHL, NULL},
    {"arith.shrsi", K(INT_BINARY), SR_RT_IBIN_SHRSI, NULL},
    {"arith.shrui", K(INT_BINARY), SR_RT_IBIN_SHRUI, NULL},
    {"arith.maxsi", K(INT_BINARY), SR_RT_IBIN_MAXSI, NULL},
    {"arith.maxui", K(INT_BINARY), SR_RT_IBIN_MAXUI, NULL},
    {"arith.minsi", K(INT_BINARY), SR_RT_IBIN_MINSI, NULL},
    {"arith.minui", K(INT_BINARY), SR_RT_IBIN_MINUI, NULL},
    {"arith.addf", K(FLOAT_BINARY), SR_RT_FBIN_ADD, NULL},
    {"arith.subf", K(FLOAT_BINARY), SR_RT_FBIN_SUB, NULL},
    {"arith.mulf", K(FLOAT_BINARY), SR_RT_FBIN_MUL, NULL},
    {"arith.divf", K(FLOAT_BINARY), SR_RT_FBIN_DIV, NULL},
    {"arith.remf", K(FLOAT_BINARY), SR_RT_FBIN_REM, NULL},
    {"arith.maximumf", K(FLOAT_BINARY), SR_RT_FBIN_MAXIMUM, NULL},
    {"arith.minimumf", K(FLOAT_BINARY), SR_RT_FBIN_MINIMUM, NULL},
    {"arith.maxnumf", K(FLOAT_BINARY), SR_RT_FBIN_MAXNUM, NULL},
    {"arith.minnumf", K(FLOAT_BINARY), SR_RT_FBIN_MINNUM, NULL},
    {"arith.negf", K(FLOAT_UNARY), SR_RT_FUN_NEG, NULL},
    {"arith.cmpi", K(CMPI), 0, NULL},
    {"arith.cmpf", K(CMPF), 0, NULL},
    {"arith.select", K(SELECT), 0, NULL},
    {"arith.index_cast", K(CAST), SR_RT_CAST_INDEX, NULL},
    {"arith.index_castui", K(CAST), SR_RT_CAST_INDEXUI, NULL},
    {"arith.extsi", K(CAST), SR_RT_CAST_EXTSI, NULL},
    {"arith.extui", K(CAST), SR_RT_CAST_EXTUI, NULL},
    {"arith.trunci", K(CAST), SR_RT_CAST_TRUNCI, NULL},
    {"arith.sitofp", K(CAST), SR_RT_CAST_SITOFP, NULL},
    {"arith.uitofp", K(CAST), SR_RT_CAST_UITOFP, NULL},
    {"arith.fptosi", K(CAST), SR_RT_CAST_FPTOSI, NULL},
    {"arith.fptoui", K(CAST), SR_RT_CAST_FPTOUI, NULL},
    {"arith.extf", K(CAST), SR_RT_CAST_EXTF, NULL},
    {"arith.truncf", K(CAST), SR_RT_CAST_TRUNCF, NULL},
    {"arith.bitcast", K(CAST), SR_RT_CAST_BITCAST, NULL},
    // math.
    {"math.absf", K(FLOAT_UNARY), SR_RT_FUN_ABS, NULL},
    {"math.ceil", K(FLOAT_UNARY), SR_RT_FUN_CEIL, NULL},
    {"math.floor", K(FLOAT_UNARY), SR_RT_FUN_FLOOR, NULL},
    {"math.round", K(FLOAT_UNARY), SR_RT_FUN_ROUND, NULL},
    {"math.roundeven", K(FLOAT_UNARY), SR_RT_FUN_ROUNDEVEN, NULL},
    {"math.trunc", K(FLOAT_UNARY), SR_RT_FUN_TRUNC, NULL},
    {"math.sqrt", K(FLOAT_UNARY), SR_RT_FUN_SQRT, NULL},
    {"math.rsqrt", K(FLOAT_UNARY), SR_RT_FUN_RSQRT, NULL},
    {"math.exp", K(FLOAT_UNARY), SR_RT_FUN_EXP, NULL},
    {"math.exp2", K(FLOAT_UNARY), SR_RT_FUN_EXP2, NULL},
    {"math.expm1", K(FLOAT_UNARY), SR_RT_FUN_EXPM1, NULL},
    {"math.log", K(FLOAT_UNARY), SR_RT_FUN_LOG, NULL},
    {"math.log2", K(FLOAT_UNARY), SR_RT_FUN_LOG2, NULL},
    {"math.log10", K(FLOAT_UNARY), SR_RT_FUN_LOG10, NULL},
    {"math.log1p", K(FLOAT_UNARY), SR_RT_FUN_LOG1P, NULL},
    {"math.sin", K(FLOAT_UNARY), SR_RT_FUN_SIN, NULL},
    {"math.cos", K(FLOAT_UNARY), SR_RT_FUN_COS, NULL},
    {"math.tan", K(FLOAT_UNARY), SR_RT_FUN_TAN, NULL},
    {"math.tanh", K(FLOAT_UNARY), SR_RT_FUN_TANH, NULL},
    {"math.erf", K(FLOAT_UNARY), SR_RT_FUN_ERF, NULL},
    {"math.atan", K(FLOAT_UNARY), SR_RT_FUN_ATAN, NULL},
    {"math.asin", K(FLOAT_UNARY), SR_RT_FUN_ASIN, NULL},
    {"math.acos", K(FLOAT_UNARY), SR_RT_FUN_ACOS, NULL},
    {"math.sinh", K(FLOAT_UNARY), SR_RT_FUN_SINH, NULL},
    {"math.cosh", K(FLOAT_UNARY), SR_RT_FUN_COSH, NULL},
    {"math.cbrt", K(FLOAT_UNARY), SR_RT_FUN_CBRT, NULL},
    {"math.powf", K(FLOAT_BINARY), SR_RT_FBIN_POW, NULL},
    {"math.atan2", K(FLOAT_BINARY), SR_RT_FBIN_ATAN2, NULL},
    {"math.copysign", K(FLOAT_BINARY), SR_RT_FBIN_COPYSIGN, NULL},
    {"math.absi", K(INT_UNARY), SR_RT_IUN_ABS, NULL},
    {"math.ctlz", K(INT_UNARY), SR_RT_IUN_CTLZ, NULL},
    {"math.cttz", K(INT_UNARY), SR_RT_IUN_CTTZ, NULL},
    {"math.ctpop", K(INT_UNARY), SR_RT_IUN_CTPOP, NULL},
    {"math.fma", K(FMA), 0, NULL},
    // hal ABI ops at the Stream phase.
    {"hal.buffer_view.assert", K(HAL_BUFFER_VIEW_ASSERT), 0, NULL},
    {"hal.buffer_view.dim", K(HAL_BUFFER_VIEW_DIM), 0, NULL},
    {"hal.buffer_view.rank", K(HAL_BUFFER_VIEW_RANK), 0, NULL},
    {"hal.buffer_view.element_type", K(HAL_BUFFER_VIEW_ELEMENT_TYPE), 0, NULL},
    {"hal.buffer_view.encoding_type", K(HAL_BUFFER_VIEW_ENCODING_TYPE), 0,
     NULL},
    {"hal.buffer_view.buffer", K(HAL_BUFFER_VIEW_BUFFER), 0, NULL},
    {"hal.buffer_view.create", K(HAL_BUFFER_VIEW_CREATE), 0, NULL},
    {"hal.element_type", K(HAL_ELEMENT_TYPE), 0, NULL},
    {"hal.encoding_type", K(HAL_ENCODING_TYPE), 0, NULL},
    {"hal.buffer.length", K(HAL_BUFFER_LENGTH), 0, NULL},
    {"hal.buffer.subspan", K(HAL_BUFFER_SUBSPAN), 0, NULL},
    {"hal.buffer.assert", K(HAL_BUFFER_ASSERT), 0, NULL},
    {"hal.buffer.load", K(HAL_BUFFER_LOAD), 0, NULL},
    {"hal.buffer.store", K(HAL_BUFFER_STORE), 0, NULL},
    {"hal.devices.count", K(HAL_DEVICES_COUNT), 0, NULL},
    {"hal.devices.get", K(HAL_DEVICES_GET), 0, NULL},
    {"hal.device.resolve", K(HAL_DEVICE_RESOLVE), 0, NULL},
    {"hal.device.query", K(HAL_DEVICE_QUERY), 0, NULL},
    {"hal.fence.create", K(HAL_FENCE_CREATE), 0, NULL},
    {"hal.fence.join", K(HAL_FENCE_JOIN), 0, NULL},
    {"hal.fence.signal", K(HAL_FENCE_SIGNAL), 0, NULL},
    {"hal.fence.fail", K(HAL_FENCE_FAIL), 0, NULL},
    {"hal.fence.query", K(HAL_FENCE_QUERY), 0, NULL},
    {"hal.fence.await", K(HAL_FENCE_AWAIT), 0, NULL},
    // stream: context, resources, files.
    {"stream.context.resolve", K(CONTEXT_RESOLVE), 0, NULL},
    {"stream.resource.alloc", K(RESOURCE_ALLOC), 0, "S"},
    {"stream.resource.alloca", K(RESOURCE_ALLOCA), 0, "SO"},
    {"stream.resource.dealloca", K(RESOURCE_DEALLOCA), 0, "SSO"},
    {"stream.resource.retain", K(RESOURCE_RETAIN), 0, "SS"},
    {"stream.resource.release", K(RESOURCE_RELEASE), 0, "SS"},
    {"stream.resource.is_terminal", K(RESOURCE_IS_TERMINAL), 0, "SS"},
    {"stream.resource.size", K(RESOURCE_SIZE), 0, "S"},
    {"stream.resource.try_map", K(RESOURCE_TRY_MAP), 0, "SSS"},
    {"stream.resource.load", K(RESOURCE_LOAD), 0, "SSS"},
    {"stream.resource.store", K(RESOURCE_STORE), 0, "SSSS"},
    {"stream.resource.pack", K(RESOURCE_PACK), 0, "OV"},
    {"stream.resource.constants", K(RESOURCE_CONSTANTS), 0, "V"},
    {"stream.resource.subview", K(RESOURCE_SUBVIEW), 0, "SSSS"},
    {"stream.resource.transients", K(RESOURCE_TRANSIENTS), 0, "SSSSO"},
    {"stream.file.constant", K(FILE_CONSTANT), 0, "SSSS"},
    {"stream.file.read", K(FILE_READ), 0, "SSSSSSO"},
    {"stream.file.write", K(FILE_WRITE), 0, "SSSSSSO"},
// stream: parameters (exec_params.c).
#define P(name, sub)                                 \
  {                                                  \
    "stream." name, K(PARAMETER), SR_RT_PARAM_##sub, \
        SR_RT_PARAM_SEGMENTS_##sub                   \
  }
    P("tensor.parameter.load", TENSOR_LOAD),
    P("tensor.parameter.write", TENSOR_WRITE),
    P("async.parameter.load", ASYNC_LOAD),
    P("async.parameter.read", ASYNC_READ),
    P("async.parameter.write", ASYNC_WRITE),
    P("async.parameter.gather", ASYNC_GATHER),
    P("async.parameter.scatter", ASYNC_SCATTER),
    P("cmd.parameter.load", CMD_LOAD),
    P("cmd.parameter.read", CMD_READ),
    P("cmd.parameter.write", CMD_WRITE),
    P("cmd.parameter.gather", CMD_GATHER),
    P("cmd.parameter.scatter", CMD_SCATTER),
#undef P
    // stream: tensor phase.
    {"stream.tensor.import", K(TENSOR_IMPORT), 0, "SVS"},
    {"stream.tensor.export", K(TENSOR_EXPORT), 0, "SVS"},
    {"stream.tensor.sizeof", K(TENSOR_SIZEOF), 0, "V"},
    {"stream.tensor.empty", K(TENSOR_EMPTY), 0, "VS"},
    {"stream.tensor.constant", K(TENSOR_CONSTANT), 0, "V"},
    {"stream.tensor.splat", K(TENSOR_SPLAT), 0, "SVS"},
    {"stream.tensor.clone", K(TENSOR_CLONE), 0, "SVSVS"},
    {"stream.tensor.encode", K(TENSOR_ENCODE), 0, "SVSVS"},
    {"stream.tensor.slice", K(TENSOR_SLICE), 0, "SVSVVVS"},
    {"stream.tensor.fill", K(TENSOR_FILL), 0, "SVSVVS"},
    {"stream.tensor.update", K(TENSOR_UPDATE), 0, "SVSVSVS"},
    {"stream.tensor.load", K(TENSOR_LOAD), 0, "SVSV"},
    {"stream.tensor.store", K(TENSOR_STORE), 0, "SVSVS"},
    {"stream.tensor.trace", K(TENSOR_TRACE), 0, "VVV"},
    {"stream.tensor.dispatch", K(TENSOR_DISPATCH), 0, "VVVVVV"},
    // stream: async phase.
    {"stream.async.alloca", K(ASYNC_ALLOCA), 0, "S"},
    {"stream.async.constant", K(ASYNC_CONSTANT), 0, "OS"},
    {"stream.async.splat", K(ASYNC_SPLAT), 0, "OSS"},
    {"stream.async.clone", K(ASYNC_CLONE), 0, "SSS"},
    {"stream.async.slice", K(ASYNC_SLICE), 0, "SSSSS"},
    {"stream.async.fill", K(ASYNC_FILL), 0, "SSSSSS"},
    {"stream.async.update", K(ASYNC_UPDATE), 0, "SSSSSS"},
    {"stream.async.copy", K(ASYNC_COPY), 0, "SSSSSSSSS"},
    {"stream.async.barrier", K(ASYNC_BARRIER), 0, "SS"},
    {"stream.async.transfer", K(ASYNC_TRANSFER), 0, "SSS"},
    {"stream.async.cast", K(ASYNC_CAST), 0, "SSS"},
    {"stream.async.load", K(ASYNC_LOAD), 0, "SSS"},
    {"stream.async.store", K(ASYNC_STORE), 0, "SSSS"},
    {"stream.async.dispatch", K(ASYNC_DISPATCH), 0, "VVVVVVV"},
    {"stream.async.call", K(ASYNC_CALL), 0, "VVVVVV"},
    {"stream.async.execute", K(ASYNC_EXECUTE), 0, "VVVO"},
    {"stream.async.concurrent", K(ASYNC_CONCURRENT), 0, "VVV"},
    // stream: cmd phase.
    {"stream.cmd.flush", K(CMD_FLUSH), 0, "SSSS"},
    {"stream.cmd.invalidate", K(CMD_INVALIDATE), 0, "SSSS"},
    {"stream.cmd.discard", K(CMD_DISCARD), 0, "SSSS"},
    {"stream.cmd.fill", K(CMD_FILL), 0, "SSSSS"},
    {"stream.cmd.copy", K(CMD_COPY), 0, "SSSSSSS"},
    {"stream.cmd.dispatch", K(CMD_DISPATCH), 0, "VVVVVV"},
    {"stream.cmd.call", K(CMD_CALL), 0, "VVVVV"},
    {"stream.cmd.execute", K(CMD_EXECUTE), 0, "VVO"},
    {"stream.cmd.serial", K(CMD_SERIAL), 0, NULL},
    {"stream.cmd.concurrent", K(CMD_CONCURRENT), 0, NULL},
    // stream: timepoints.
    {"stream.timepoint.immediate", K(TIMEPOINT_IMMEDIATE), 0, NULL},
    {"stream.timepoint.import", K(TIMEPOINT_IMPORT), 0, NULL},
    {"stream.timepoint.export", K(TIMEPOINT_EXPORT), 0, NULL},
    {"stream.timepoint.chain_external", K(TIMEPOINT_CHAIN_EXTERNAL), 0, "SV"},
    {"stream.timepoint.join", K(TIMEPOINT_JOIN), 0, NULL},
    {"stream.timepoint.barrier", K(TIMEPOINT_BARRIER), 0, "SS"},
    {"stream.timepoint.await", K(TIMEPOINT_AWAIT), 0, "VVS"},
    // Inside executables.
    {"iree_tensor_ext.dispatch.workgroup_count_from_slice",
     K(WORKGROUP_COUNT_FROM_SLICE), 0, NULL},
    {"iree_tensor_ext.dispatch.workload.ordinal", K(WORKLOAD_ORDINAL), 0, NULL},
    {"stream.dispatch.workgroup.id", K(WORKGROUP_ID), 0, NULL},
    {"stream.dispatch.workgroup.count", K(WORKGROUP_COUNT), 0, NULL},
    {"stream.dispatch.workgroup.size", K(WORKGROUP_SIZE), 0, NULL},
    {"stream.binding.subspan", K(BINDING_SUBSPAN), 0, NULL},
    {"tensor.empty", K(BUILTIN_TENSOR_EMPTY), 0, NULL},
    {"linalg.fill", K(BUILTIN_LINALG_FILL), 0, "VV"},
    {"iree_tensor_ext.dispatch.tensor.store", K(BUILTIN_TENSOR_STORE), 0,
     "SSVVVV"},
};

#undef K

static const sr_rt_op_entry_t* sr_rt_lookup_op(sr_string_view_t name) {
  for (size_t i = 0; i < sizeof(kOps) / sizeof(kOps[0]); ++i) {
    if (sr_string_view_equal_cstr(name, kOps[i].name)) return &kOps[i];
  }
  return NULL;
}

static bool sr_rt_is_executable_only(sr_rt_op_kind_t kind) {
  return kind >= SR_RT_OP_WORKGROUP_COUNT_FROM_SLICE;
}

const char* sr_rt_op_kind_name(sr_rt_op_kind_t kind) {
  static const char* const kNames[] = {
#define SR_RT_OP_KIND_NAME(name) #name,
      SR_RT_OP_KIND_LIST(SR_RT_OP_KIND_NAME)
#undef SR_RT_OP_KIND_NAME
  };
  return (unsigned)kind < SR_RT_OP_KIND_COUNT ? kNames[kind] : "?";
}

//===----------------------------------------------------------------------===//
// Segments
//===----------------------------------------------------------------------===//

static sr_status_t sr_rt_decode_segments(sr_rt_prepare_t* prep,
                                         const sr_op_t* op, const char* spec,
                                         sr_rt_instr_t* instr) {
  if (!spec) {
    instr->segment_count = 1;
    instr->segment_start[0] = 0;
    instr->segment_size[0] = op->num_operands;
    return sr_ok_status();
  }
  size_t n = strlen(spec);
  instr->segment_count = (uint16_t)n;
  const sr_attr_t* sizes = sr_op_attr(op, "operandSegmentSizes");
  if (sizes && sizes->kind == SR_ATTR_DENSE_ARRAY &&
      sizes->dense_array.count == n) {
    const int32_t* values = (const int32_t*)sizes->dense_array.data;
    uint32_t start = 0;
    for (size_t i = 0; i < n; ++i) {
      int32_t v;
      memcpy(&v, &values[i], sizeof(v));
      instr->segment_start[i] = start;
      instr->segment_size[i] = (uint32_t)v;
      start += (uint32_t)v;
    }
    if (start != op->num_operands) {
      return sr_context_make_status_at(
          prep->context, op->pos, SR_STATUS_INVALID_ARGUMENT,
          "operandSegmentSizes sums to %u but the op has %u operands", start,
          op->num_operands);
    }
    return sr_ok_status();
  }
  // No segment sizes: every segment is one operand except at most one
  // variadic/optional segment that takes the rest.
  uint32_t fixed = 0, flexible = 0;
  for (size_t i = 0; i < n; ++i) {
    if (spec[i] == 'S') {
      ++fixed;
    } else {
      ++flexible;
    }
  }
  if (op->num_operands == fixed) flexible = 0;  // every flexible one empty
  if (flexible > 1 || op->num_operands < fixed) {
    return sr_context_make_status_at(
        prep->context, op->pos, SR_STATUS_INVALID_ARGUMENT,
        "cannot split the %u operands of '%.*s' without operandSegmentSizes",
        op->num_operands, (int)op->name.size, op->name.data);
  }
  uint32_t start = 0;
  for (size_t i = 0; i < n; ++i) {
    uint32_t size = spec[i] == 'S' ? 1 : op->num_operands - fixed;
    instr->segment_start[i] = start;
    instr->segment_size[i] = size;
    start += size;
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
    return sr_rt_value_is_private(def->operands[0].value, depth + 1);
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
  return sr_ok_status();
}

static sr_status_t sr_rt_prepare_branch(sr_rt_prepare_t* prep,
                                        const sr_op_t* op,
                                        sr_rt_instr_t* instr) {
  uint32_t count = op->num_successors;
  sr_rt_successor_t* successors =
      sr__rt_alloc(prep, (count + 1) * sizeof(sr_rt_successor_t));
  if (!successors) return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "oom");
  // cf.switch: successor 0 (default) takes segment 1; case i takes the
  // i-th run of segment 2, sized by case_operand_segments.
  const sr_attr_t* case_segments = instr->kind == SR_RT_OP_SWITCH
                                       ? sr_op_attr(op, "case_operand_segments")
                                       : NULL;
  uint32_t case_start = instr->segment_start[2];
  for (uint32_t i = 0; i < count; ++i) {
    uint32_t index = sr_rt_ptr_map_get(&prep->blocks, op->successors[i]);
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
        size = instr->segment_size[2] / (count - 1);
      }
      if (size < 0 || case_start + (uint32_t)size >
                          instr->segment_start[2] + instr->segment_size[2]) {
        return sr_context_make_status_at(
            prep->context, op->pos, SR_STATUS_INVALID_ARGUMENT,
            "case_operand_segments do not match the case operands");
      }
      successors[i].arg_count = (uint32_t)size;
      successors[i].args = instr->operands + case_start;
      case_start += (uint32_t)size;
      continue;
    }
    // cf.br: all operands; cf.cond_br: segment 1 / 2; cf.switch default: 1.
    uint32_t segment = instr->kind == SR_RT_OP_COND_BR  ? i + 1
                       : instr->kind == SR_RT_OP_SWITCH ? 1
                                                        : 0;
    successors[i].arg_count = instr->segment_size[segment];
    successors[i].args = instr->operands + instr->segment_start[segment];
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
      uint32_t bits = sr_type_bit_width(op->operands[0].value->type);
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
    uint32_t flag_bits = sr_type_bit_width(op->operands[0].value->type);
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
  if (op->num_results) instr->type = sr_rt_scalar_type_of(op->results[0].type);
  if (op->num_operands) {
    instr->type2 = sr_rt_scalar_type_of(op->operands[0].value->type);
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
      const char* names[] = {"target_encoding"};
      SR_RETURN_IF_ERROR(sr_rt_encodings(prep, op, names, 1, instr));
      sr_rt_decide_copy_on_write(op, op->operands[0].value, instr);
      return sr_ok_status();
    }
    case SR_RT_OP_TENSOR_UPDATE: {
      const char* names[] = {"target_encoding", "update_encoding"};
      SR_RETURN_IF_ERROR(sr_rt_encodings(prep, op, names, 2, instr));
      sr_rt_decide_copy_on_write(op, op->operands[0].value, instr);
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
// call with tied results.
static void sr_rt_dispatch_copy_on_write(const sr_op_t* op, uint32_t first,
                                         sr_rt_instr_t* instr) {
  if (instr->flags & SR_RT_INSTR_IN_REGION) return;
  for (uint32_t r = 0; r < instr->int_count && r < 63; ++r) {
    int64_t tied = instr->ints[r];
    if (tied < 0) continue;
    const sr_value_t* operand = op->operands[first + (uint32_t)tied].value;
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
      sr_rt_dispatch_copy_on_write(op, instr->segment_start[1], instr);
      return sr_ok_status();
    }
    case SR_RT_OP_ASYNC_DISPATCH:
      SR_RETURN_IF_ERROR(sr_rt_resolve_entry_point(prep, op, instr));
      SR_RETURN_IF_ERROR(
          sr_rt_int_array(prep, sr_op_attr(op, "tied_operands"), instr));
      sr_rt_dispatch_copy_on_write(op, instr->segment_start[1], instr);
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
        sr_rt_dispatch_copy_on_write(op, instr->segment_start[0], instr);
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

static sr_status_t sr_rt_prepare_stream(sr_rt_prepare_t* prep,
                                        const sr_op_t* op,
                                        sr_rt_instr_t* instr) {
  switch (instr->kind) {
    case SR_RT_OP_RESOURCE_ALLOCA:
      if (sr_op_attr(op, "indeterminate_lifetime")) {
        instr->flags |= SR_RT_INSTR_FLAG_A;
      }
      return sr_ok_status();
    case SR_RT_OP_RESOURCE_DEALLOCA:
      if (sr_op_attr(op, "prefer_origin")) instr->flags |= SR_RT_INSTR_FLAG_A;
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
      sr_rt_decide_copy_on_write(op, op->operands[0].value, instr);
      return sr_ok_status();
    case SR_RT_OP_ASYNC_LOAD:
    case SR_RT_OP_RESOURCE_LOAD:
    case SR_RT_OP_TENSOR_LOAD:
      if (op->num_results)
        instr->type = sr_rt_scalar_type_of(op->results[0].type);
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
      if (sr_op_attr(op, "sync")) instr->flags |= SR_RT_INSTR_FLAG_B;
      return sr_ok_status();
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
      const sr_type_t* value_type = op->operands[0].value->type;
      if (sr_type_is_shaped(value_type)) {
        instr->type = sr_rt_scalar_type_of(value_type->shaped.element);
      }
      return sr_ok_status();
    }
    default:
      return sr_ok_status();
  }
}

sr_status_t sr__rt_prepare_op(sr_rt_prepare_t* prep, const sr_op_t* op,
                              sr_rt_instr_t* instr) {
  if (!prep->in_executable) {
    sr_rt_phase_t phase = sr_rt_host_op_phase(op);
    if (phase != SR_RT_PHASE_STREAM) {
      instr->kind = SR_RT_OP_WRONG_PHASE;
      instr->sub_kind = (uint16_t)phase;
      return sr_ok_status();
    }
  }
  const sr_rt_op_entry_t* entry = sr_rt_lookup_op(op->name);
  if (!entry || (sr_rt_is_executable_only((sr_rt_op_kind_t)entry->kind) &&
                 !prep->in_executable)) {
    return sr_rt_unsupported(instr);
  }
  instr->kind = entry->kind;
  instr->sub_kind = entry->sub_kind;
  SR_RETURN_IF_ERROR(sr_rt_decode_segments(prep, op, entry->segments, instr));
  if (sr_rt_op_in_region(op)) instr->flags |= SR_RT_INSTR_IN_REGION;
  if (op->num_results) instr->type = sr_rt_scalar_type_of(op->results[0].type);
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
