// Prepare: bindings, dispatch tensor loads/stores and tensor dialect ops.

#include "cpu_backend/dispatch_interp/compile_tensor.h"

#include <stdio.h>
#include <string.h>

#include "core/parse/parser.h"
#include "cpu_backend/dispatch_interp/compile_impl.h"
#include "cpu_backend/dispatch_interp/compile_support.h"
#include "cpu_backend/dispatch_interp/ext_attention.h"
#include "cpu_backend/dispatch_interp/ext_gather.h"
#include "cpu_backend/dispatch_interp/ext_scan.h"
#include "cpu_backend/dispatch_interp/ext_scatter.h"
#include "cpu_backend/dispatch_interp/ext_sort.h"
#include "cpu_backend/dispatch_interp/ext_topk.h"

//===----------------------------------------------------------------------===//
// Bindings
//===----------------------------------------------------------------------===//

// `iree_tensor_ext.dispatch.tensor<readwrite:tensor<?x4xf32>>`: the access
// and the tensor type.
static sr_status_t sr_di_dispatch_tensor_type(sr_di_compiler_t* c,
                                              const sr_op_t* op,
                                              const sr_type_t* type,
                                              bool* out_writable,
                                              const sr_type_t** out_tensor) {
  static const char kPrefix[] = "iree_tensor_ext.dispatch.tensor<";
  size_t n = sizeof(kPrefix) - 1;
  if (!type || type->kind != SR_TYPE_DIALECT ||
      type->dialect.text.size < n + 2 ||
      memcmp(type->dialect.text.data, kPrefix, n) != 0) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                          "only !iree_tensor_ext.dispatch.tensor bindings are "
                          "supported");
  }
  const char* body = type->dialect.text.data + n;
  size_t length = type->dialect.text.size - n - 1;  // without the final '>'
  const char* colon = memchr(body, ':', length);
  if (!colon) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          "malformed dispatch tensor type");
  }
  *out_writable = strncmp(body, "readonly", 8) != 0;
  size_t tensor_length = length - (size_t)(colon + 1 - body);
  char text[1024];
  if (tensor_length >= sizeof(text)) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                          "dispatch tensor type too long");
  }
  memcpy(text, colon + 1, tensor_length);
  text[tensor_length] = 0;
  sr_status_t status = sr_parse_type_string(c->context, text, out_tensor);
  if (status) {
    bool exhausted = sr_status_code(status) == SR_STATUS_RESOURCE_EXHAUSTED;
    sr_status_ignore(status);
    if (exhausted) {
      return SR_DI_OP_ERROR(c, op, SR_STATUS_RESOURCE_EXHAUSTED,
                            "out of memory parsing the dispatch tensor type "
                            "'%s'",
                            text);
    }
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          "cannot parse the dispatch tensor type '%s'", text);
  }
  return sr_ok_status();
}

static sr_status_t sr_di_compile_subspan(sr_di_compiler_t* c, const sr_op_t* op,
                                         sr_di_instr_t* instr) {
  if (op->num_operands < 2) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          "expected a binding and a byte offset");
  }
  sr_di_subspan_t* s = NULL;
  SR_RETURN_IF_ERROR(SR_ARENA_NEW(c->arena, sr_di_subspan_t, &s));
  const sr_type_t* tensor = NULL;
  SR_RETURN_IF_ERROR(sr_di_dispatch_tensor_type(
      c, op, sr__di_op_result(op, SR_STREAM_BINDING_SUBSPAN_RESULT)->type,
      &s->writable, &tensor));
  SR_RETURN_IF_ERROR(sr__di_decode_shape(
      c, op, tensor, SR_STREAM_BINDING_SUBSPAN_DYNAMIC_DIMS,
      op->num_operands - SR_STREAM_BINDING_SUBSPAN_DYNAMIC_DIMS, &s->shape));
  // The binding operand is a function argument: find its ordinal.
  uint32_t slot =
      sr__di_slot(c, sr__di_op_operand(op, SR_STREAM_BINDING_SUBSPAN_BINDING));
  const sr_di_program_t* p = c->program;
  bool found = false;
  for (uint32_t i = 0; i < p->num_params; ++i) {
    if (p->param_slots[i] == slot && p->param_is_binding[i]) {
      s->binding = p->param_ordinal[i];
      found = true;
    }
  }
  if (!found) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          "the binding is not an argument of the function");
  }
  s->offset_slot = sr__di_slot(
      c, sr__di_op_operand(op, SR_STREAM_BINDING_SUBSPAN_BYTE_OFFSET));
  instr->kind = SR_DI_I_SUBSPAN;
  instr->data = s;
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Slices
//===----------------------------------------------------------------------===//

// MLIR's computeRankReductionMask: greedily keep the dimensions of the full
// sizes that match the reduced shape; the others must be 1.
static bool sr_di_rank_reduction(const sr_di_mixed_t* sizes,
                                 const sr_type_t* reduced,
                                 sr_di_slice_t* slice) {
  uint32_t rank = sizes->count;
  uint32_t reduced_rank = reduced->shaped.rank;
  uint32_t j = 0;
  for (uint32_t i = 0; i < rank; ++i) {
    int64_t size = sizes->values[i];
    int64_t want = j < reduced_rank ? reduced->shaped.dims[j] : 0;
    if (j < reduced_rank && size != 1 &&
        (size == SR_DYNAMIC_DIM || want == SR_DYNAMIC_DIM)) {
      slice->kept[i] = 1;
      ++j;
      continue;
    }
    if (j < reduced_rank && size == want) {
      slice->kept[i] = 1;
      ++j;
      continue;
    }
    slice->kept[i] = 0;
    if (size != 1) return false;
  }
  slice->rank = rank;
  slice->reduced_rank = reduced_rank;
  return j == reduced_rank;
}

// The offsets, sizes and strides groups of a slicing op sit one after the
// other in each op's schema; |offsets| is the first (a named index:
// SR_TENSOR_EXTRACT_SLICE_OFFSETS).
_Static_assert(
    SR_TENSOR_EXTRACT_SLICE_SIZES == SR_TENSOR_EXTRACT_SLICE_OFFSETS + 1 &&
        SR_TENSOR_EXTRACT_SLICE_STRIDES ==
            SR_TENSOR_EXTRACT_SLICE_OFFSETS + 2 &&
        SR_TENSOR_INSERT_SLICE_SIZES == SR_TENSOR_INSERT_SLICE_OFFSETS + 1 &&
        SR_TENSOR_INSERT_SLICE_STRIDES == SR_TENSOR_INSERT_SLICE_OFFSETS + 2 &&
        SR_IREE_TENSOR_EXT_DISPATCH_TENSOR_LOAD_SIZES ==
            SR_IREE_TENSOR_EXT_DISPATCH_TENSOR_LOAD_OFFSETS + 1 &&
        SR_IREE_TENSOR_EXT_DISPATCH_TENSOR_LOAD_STRIDES ==
            SR_IREE_TENSOR_EXT_DISPATCH_TENSOR_LOAD_OFFSETS + 2 &&
        SR_IREE_TENSOR_EXT_DISPATCH_TENSOR_STORE_SIZES ==
            SR_IREE_TENSOR_EXT_DISPATCH_TENSOR_STORE_OFFSETS + 1 &&
        SR_IREE_TENSOR_EXT_DISPATCH_TENSOR_STORE_STRIDES ==
            SR_IREE_TENSOR_EXT_DISPATCH_TENSOR_STORE_OFFSETS + 2,
    "a slice's sizes and strides follow its offsets");
// tensor.parallel_insert_slice is compiled as tensor.insert_slice.
_Static_assert((int)SR_TENSOR_PARALLEL_INSERT_SLICE_SOURCE ==
                       (int)SR_TENSOR_INSERT_SLICE_SOURCE &&
                   (int)SR_TENSOR_PARALLEL_INSERT_SLICE_OFFSETS ==
                       (int)SR_TENSOR_INSERT_SLICE_OFFSETS &&
                   (int)SR_TENSOR_PARALLEL_INSERT_SLICE_SIZES ==
                       (int)SR_TENSOR_INSERT_SLICE_SIZES &&
                   (int)SR_TENSOR_PARALLEL_INSERT_SLICE_STRIDES ==
                       (int)SR_TENSOR_INSERT_SLICE_STRIDES,
               "parallel_insert_slice is read by insert_slice's group names");

static sr_status_t sr_di_decode_slice(sr_di_compiler_t* c, const sr_op_t* op,
                                      uint32_t offsets,
                                      const sr_type_t* reduced,
                                      sr_di_slice_t** out_slice) {
  sr_di_slice_t* s = NULL;
  SR_RETURN_IF_ERROR(SR_ARENA_NEW(c->arena, sr_di_slice_t, &s));
  SR_RETURN_IF_ERROR(
      sr__di_decode_mixed(c, op, offsets, "static_offsets", &s->offsets));
  SR_RETURN_IF_ERROR(
      sr__di_decode_mixed(c, op, offsets + 1, "static_sizes", &s->sizes));
  SR_RETURN_IF_ERROR(
      sr__di_decode_mixed(c, op, offsets + 2, "static_strides", &s->strides));
  if (s->offsets.count != s->sizes.count ||
      s->strides.count != s->sizes.count || s->sizes.count > SR_DI_MAX_RANK) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          "offsets, sizes and strides of different lengths "
                          "(or rank above %d)",
                          SR_DI_MAX_RANK);
  }
  if (!reduced || reduced->kind != SR_TYPE_TENSOR) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                          "expected a ranked tensor");
  }
  if (reduced->shaped.encoding) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                          "tensors with encodings are not supported yet");
  }
  if (!sr_di_rank_reduction(&s->sizes, reduced, s)) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          "the slice type does not match its sizes");
  }
  *out_slice = s;
  return sr_ok_status();
}

static sr_status_t sr_di_compile_load(sr_di_compiler_t* c, const sr_op_t* op,
                                      sr_di_instr_t* instr) {
  sr_di_slice_t* s = NULL;
  SR_RETURN_IF_ERROR(sr_di_decode_slice(
      c, op, SR_IREE_TENSOR_EXT_DISPATCH_TENSOR_LOAD_OFFSETS,
      sr__di_op_result(op, SR_IREE_TENSOR_EXT_DISPATCH_TENSOR_LOAD_RESULT)
          ->type,
      &s));
  instr->kind = SR_DI_I_LOAD;
  instr->data = s;
  return sr__di_instr_set_operands(c, instr, op, 0, 1);
}

static sr_status_t sr_di_compile_store(sr_di_compiler_t* c, const sr_op_t* op,
                                       sr_di_instr_t* instr) {
  sr_di_slice_t* s = NULL;
  SR_RETURN_IF_ERROR(sr_di_decode_slice(
      c, op, SR_IREE_TENSOR_EXT_DISPATCH_TENSOR_STORE_OFFSETS,
      sr__di_op_operand(op, SR_IREE_TENSOR_EXT_DISPATCH_TENSOR_STORE_VALUE)
          ->type,
      &s));
  instr->kind = SR_DI_I_STORE;
  instr->data = s;
  return sr__di_instr_set_operands(c, instr, op, 0, 2);
}

static sr_status_t sr_di_compile_extract_slice(sr_di_compiler_t* c,
                                               const sr_op_t* op,
                                               sr_di_instr_t* instr) {
  sr_di_slice_t* s = NULL;
  SR_RETURN_IF_ERROR(sr_di_decode_slice(
      c, op, SR_TENSOR_EXTRACT_SLICE_OFFSETS,
      sr__di_op_result(op, SR_TENSOR_EXTRACT_SLICE_RESULT)->type, &s));
  instr->kind = SR_DI_I_EXTRACT_SLICE;
  instr->data = s;
  return sr__di_instr_set_operands(c, instr, op, 0, 1);
}

static sr_status_t sr_di_compile_insert_slice(sr_di_compiler_t* c,
                                              const sr_op_t* op,
                                              sr_di_instr_t* instr) {
  sr_di_slice_t* s = NULL;
  SR_RETURN_IF_ERROR(sr_di_decode_slice(
      c, op, SR_TENSOR_INSERT_SLICE_OFFSETS,
      sr__di_op_operand(op, SR_TENSOR_INSERT_SLICE_SOURCE)->type, &s));
  instr->kind = SR_DI_I_INSERT_SLICE;
  instr->data = s;
  return sr__di_instr_set_operands(c, instr, op, 0, 2);
}

//===----------------------------------------------------------------------===//
// Shapes
//===----------------------------------------------------------------------===//

static sr_status_t sr_di_compile_empty(sr_di_compiler_t* c, const sr_op_t* op,
                                       sr_di_instr_t* instr) {
  sr_di_empty_t* e = NULL;
  SR_RETURN_IF_ERROR(SR_ARENA_NEW(c->arena, sr_di_empty_t, &e));
  SR_RETURN_IF_ERROR(sr__di_decode_shape(
      c, op, sr__di_op_result(op, SR_TENSOR_EMPTY_RESULT)->type,
      SR_TENSOR_EMPTY_DYNAMIC_SIZES, op->num_operands, &e->shape));
  instr->kind = SR_DI_I_EMPTY;
  instr->data = e;
  return sr_ok_status();
}

static sr_status_t sr_di_compile_splat(sr_di_compiler_t* c, const sr_op_t* op,
                                       sr_di_instr_t* instr) {
  sr_di_shape_t* s = NULL;
  SR_RETURN_IF_ERROR(SR_ARENA_NEW(c->arena, sr_di_shape_t, &s));
  SR_RETURN_IF_ERROR(sr__di_decode_shape(
      c, op, sr__di_op_result(op, SR_TENSOR_SPLAT_AGGREGATE)->type,
      SR_TENSOR_SPLAT_DYNAMIC_SIZES,
      op->num_operands - SR_TENSOR_SPLAT_DYNAMIC_SIZES, s));
  instr->kind = SR_DI_I_SPLAT;
  instr->data = s;
  return sr__di_instr_set_operands(c, instr, op, 0, 1);
}

static sr_status_t sr_di_compile_from_elements(sr_di_compiler_t* c,
                                               const sr_op_t* op,
                                               sr_di_instr_t* instr) {
  sr_di_shape_t* s = NULL;
  SR_RETURN_IF_ERROR(SR_ARENA_NEW(c->arena, sr_di_shape_t, &s));
  SR_RETURN_IF_ERROR(sr__di_decode_shape(
      c, op, sr__di_op_result(op, SR_TENSOR_FROM_ELEMENTS_RESULT)->type, 0, 0,
      s));
  instr->kind = SR_DI_I_FROM_ELEMENTS;
  instr->data = s;
  return sr__di_instr_set_operands(c, instr, op, 0, op->num_operands);
}

// Reassociation `[[0, 1], [2]]`: the group of each dimension of the
// higher-rank side.
static sr_status_t sr_di_decode_groups(sr_di_compiler_t* c, const sr_op_t* op,
                                       uint32_t high_rank, sr_di_shape_t* s) {
  const sr_attr_t* groups = sr_op_attr(op, "reassociation");
  if (!groups || groups->kind != SR_ATTR_ARRAY) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          "missing reassociation");
  }
  s->num_groups = groups->array.count;
  uint32_t seen = 0;
  for (uint32_t g = 0; g < groups->array.count; ++g) {
    const sr_attr_t* group = groups->array.elements[g];
    if (group->kind != SR_ATTR_ARRAY) goto bad;
    for (uint32_t i = 0; i < group->array.count; ++i) {
      const sr_attr_t* dim = group->array.elements[i];
      if (dim->kind != SR_ATTR_INTEGER) goto bad;
      int64_t d = sr_attr_int_value(dim);
      if (d != (int64_t)seen || d >= (int64_t)high_rank) goto bad;
      s->group_of[seen++] = (uint8_t)g;
    }
  }
  if (seen != high_rank) goto bad;
  return sr_ok_status();
bad:
  return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                        "malformed reassociation");
}

_Static_assert(
    (int)SR_TENSOR_EXPAND_SHAPE_SRC == (int)SR_TENSOR_RESHAPE_SOURCE &&
        (int)SR_TENSOR_COLLAPSE_SHAPE_SRC == (int)SR_TENSOR_RESHAPE_SOURCE &&
        (int)SR_TENSOR_EXPAND_SHAPE_RESULT == (int)SR_TENSOR_RESHAPE_RESULT &&
        (int)SR_TENSOR_COLLAPSE_SHAPE_RESULT == (int)SR_TENSOR_RESHAPE_RESULT,
    "the reshapes are read by tensor.reshape's group names");

static sr_status_t sr_di_compile_reshape(sr_di_compiler_t* c, const sr_op_t* op,
                                         sr_di_instr_t* instr) {
  sr_di_shape_t* s = NULL;
  SR_RETURN_IF_ERROR(SR_ARENA_NEW(c->arena, sr_di_shape_t, &s));
  // expand_shape and collapse_shape: the same positions (src, result).
  const sr_type_t* result =
      sr__di_op_result(op, SR_TENSOR_RESHAPE_RESULT)->type;
  const sr_type_t* source =
      sr__di_op_operand(op, SR_TENSOR_RESHAPE_SOURCE)->type;
  if (sr_op_is(op, "tensor.expand_shape")) {
    sr_di_mixed_t shape;
    SR_RETURN_IF_ERROR(sr__di_decode_mixed(c, op,
                                           SR_TENSOR_EXPAND_SHAPE_OUTPUT_SHAPE,
                                           "static_output_shape", &shape));
    SR_RETURN_IF_ERROR(sr__di_decode_shape(c, op, result, 0, 0, s));
    s->num_dynamic = 0;
    for (uint32_t i = 0; i < shape.count && i < s->rank; ++i) {
      s->dims[i] = shape.values[i];
      if (shape.values[i] == SR_DYNAMIC_DIM) {
        s->dynamic_slots[s->num_dynamic++] = shape.slots[i];
      }
    }
    SR_RETURN_IF_ERROR(sr_di_decode_groups(c, op, s->rank, s));
    instr->code = 1;  // expand
  } else if (sr_op_is(op, "tensor.collapse_shape")) {
    SR_RETURN_IF_ERROR(sr__di_decode_shape(c, op, result, 0, 0, s));
    if (!source || source->kind != SR_TYPE_TENSOR) {
      return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                            "expected a ranked tensor");
    }
    SR_RETURN_IF_ERROR(sr_di_decode_groups(c, op, source->shaped.rank, s));
    instr->code = 2;  // collapse
  } else {
    // tensor.reshape: the shape comes from a 1-D tensor operand.
    SR_RETURN_IF_ERROR(sr__di_decode_shape(c, op, result, 0, 0, s));
    instr->code = 3;
  }
  instr->kind = SR_DI_I_RESHAPE;
  instr->data = s;
  return sr__di_instr_set_operands(c, instr, op, 0, instr->code == 3 ? 2 : 1);
}

static sr_status_t sr_di_compile_cast(sr_di_compiler_t* c, const sr_op_t* op,
                                      sr_di_instr_t* instr) {
  sr_di_shape_t* s = NULL;
  SR_RETURN_IF_ERROR(SR_ARENA_NEW(c->arena, sr_di_shape_t, &s));
  SR_RETURN_IF_ERROR(sr__di_decode_shape(
      c, op, sr__di_op_result(op, SR_TENSOR_CAST_DEST)->type, 0, 0, s));
  instr->kind = SR_DI_I_CAST;
  instr->data = s;
  return sr__di_instr_set_operands(c, instr, op, 0, 1);
}

static sr_status_t sr_di_compile_bitcast(sr_di_compiler_t* c, const sr_op_t* op,
                                         sr_di_instr_t* instr) {
  sr_di_shape_t* s = NULL;
  SR_RETURN_IF_ERROR(SR_ARENA_NEW(c->arena, sr_di_shape_t, &s));
  uint32_t begin = 0, count = 0;
  if (sr_op_is(op, "tensor.bitcast")) {
    // Same shape as the source (dims come from it at run time): only the
    // element type matters.
    const sr_type_t* type = sr__di_op_result(op, SR_TENSOR_BITCAST_DEST)->type;
    sr_dtype_t dtype;
    if (!type || type->kind != SR_TYPE_TENSOR || type->shaped.encoding ||
        type->shaped.rank > SR_DI_MAX_RANK ||
        !sr_type_dtype(type->shaped.element, &dtype)) {
      return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                            "unsupported tensor type");
    }
    s->rank = (uint8_t)type->shaped.rank;
    s->dtype = (uint8_t)dtype;
    instr->kind = SR_DI_I_BITCAST;
    instr->data = s;
    return sr__di_instr_set_operands(c, instr, op, 0, 1);
  }
  if (!sr_op_operand_group(op, SR_IREE_TENSOR_EXT_BITCAST_RESULT_DIMS, &begin,
                           &count)) {
    begin = 1;
    count = 0;
  }
  SR_RETURN_IF_ERROR(sr__di_decode_shape(
      c, op, sr__di_op_result(op, SR_IREE_TENSOR_EXT_BITCAST_RESULT)->type,
      begin, count, s));
  instr->kind = SR_DI_I_BITCAST;
  instr->data = s;
  return sr__di_instr_set_operands(c, instr, op, 0, 1);
}

static sr_status_t sr_di_compile_dim(sr_di_compiler_t* c, const sr_op_t* op,
                                     sr_di_instr_t* instr) {
  instr->kind = sr_op_is(op, "tensor.rank") ? SR_DI_I_RANK : SR_DI_I_DIM;
  return sr__di_instr_set_operands(c, instr, op, 0, op->num_operands);
}

static sr_status_t sr_di_compile_insert(sr_di_compiler_t* c, const sr_op_t* op,
                                        sr_di_instr_t* instr) {
  instr->kind = SR_DI_I_INSERT;
  return sr__di_instr_set_operands(c, instr, op, 0, op->num_operands);
}

static sr_status_t sr_di_compile_concat(sr_di_compiler_t* c, const sr_op_t* op,
                                        sr_di_instr_t* instr) {
  const sr_attr_t* dim = sr_op_attr(op, "dim");
  if (!dim || dim->kind != SR_ATTR_INTEGER) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT, "missing dim");
  }
  instr->kind = SR_DI_I_CONCAT;
  instr->code = (int32_t)sr_attr_int_value(dim);
  return sr__di_instr_set_operands(c, instr, op, 0, op->num_operands);
}

static sr_status_t sr_di_compile_pad(sr_di_compiler_t* c, const sr_op_t* op,
                                     sr_di_instr_t* instr) {
  sr_di_pad_t* p = NULL;
  SR_RETURN_IF_ERROR(SR_ARENA_NEW(c->arena, sr_di_pad_t, &p));
  SR_RETURN_IF_ERROR(
      sr__di_decode_mixed(c, op, SR_TENSOR_PAD_LOW, "static_low", &p->low));
  SR_RETURN_IF_ERROR(
      sr__di_decode_mixed(c, op, SR_TENSOR_PAD_HIGH, "static_high", &p->high));
  const sr_block_t* block = op->num_regions ? op->regions[0].first_block : NULL;
  const sr_op_t* yield = block ? block->last_op : NULL;
  if (!yield || !sr_op_is(yield, "tensor.yield") || yield->num_operands != 1) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          "expected a tensor.yield of the padding value");
  }
  const sr_value_t* value = sr__di_op_operand(yield, SR_TENSOR_YIELD_VALUE);
  bool outside = value->kind == SR_VALUE_RESULT
                     ? value->owner.op->parent != block
                     : value->owner.block != block;
  if (!outside) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                          "padding values computed from the indices are not "
                          "supported");
  }
  if (value->kind == SR_VALUE_RESULT &&
      sr_op_is(value->owner.op, "arith.constant")) {
    const sr_attr_t* attr = sr_op_attr(value->owner.op, "value");
    sr_dtype_t dtype;
    if (!sr_type_dtype(value->type, &dtype) || !attr) {
      return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                            "unsupported padding value");
    }
    uint8_t bytes[8] = {0};
    if (attr->kind == SR_ATTR_INTEGER) {
      sr_di_store_int(bytes, dtype, sr_attr_int_value(attr));
    } else if (attr->kind == SR_ATTR_FLOAT && attr->flt.num_words) {
      memcpy(bytes, attr->flt.words, sr_dtype_size(dtype));
    }
    memcpy(&p->value_bits, bytes, 8);
    p->value_constant = true;
  } else {
    p->value_slot = sr__di_slot(c, value);
  }
  instr->kind = SR_DI_I_PAD;
  instr->data = p;
  return sr__di_instr_set_operands(c, instr, op, 0, 1);
}

static sr_status_t sr_di_compile_generate(sr_di_compiler_t* c,
                                          const sr_op_t* op,
                                          sr_di_instr_t* instr) {
  sr_di_generate_t* g = NULL;
  SR_RETURN_IF_ERROR(SR_ARENA_NEW(c->arena, sr_di_generate_t, &g));
  SR_RETURN_IF_ERROR(sr__di_decode_shape(
      c, op, sr__di_op_result(op, SR_TENSOR_GENERATE_RESULT)->type, 0,
      op->num_operands, &g->shape));
  const sr_block_t* block = op->num_regions ? op->regions[0].first_block : NULL;
  if (!block || block->num_arguments != g->shape.rank) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          "expected one index argument per dimension");
  }
  SR_RETURN_IF_ERROR(sr__di_compile_body(c, block, &g->body));
  if (g->body.num_yields != 1 ||
      g->body.regs[g->body.yields[0]].dtype != g->shape.dtype) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          "the body must yield one element");
  }
  instr->kind = SR_DI_I_GENERATE;
  instr->data = g;
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// linalg.pack / linalg.unpack
//===----------------------------------------------------------------------===//

static sr_status_t sr_di_compile_pack(sr_di_compiler_t* c, const sr_op_t* op,
                                      sr_di_instr_t* instr) {
  sr_di_pack_t* p = NULL;
  SR_RETURN_IF_ERROR(SR_ARENA_NEW(c->arena, sr_di_pack_t, &p));
  bool pack = sr_op_is(op, "linalg.pack");
  uint32_t count = 0;
  const int64_t* values = NULL;
  const sr_attr_t* pos = sr_op_attr(op, "inner_dims_pos");
  if (!pos || pos->kind != SR_ATTR_DENSE_ARRAY ||
      pos->dense_array.count > SR_DI_MAX_RANK) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          "missing inner_dims_pos");
  }
  count = pos->dense_array.count;
  values = (const int64_t*)pos->dense_array.data;
  p->num_tiles = count;
  memcpy(p->inner_dims_pos, values, count * sizeof(int64_t));
  const sr_attr_t* perm = sr_op_attr(op, "outer_dims_perm");
  if (perm && perm->kind == SR_ATTR_DENSE_ARRAY &&
      perm->dense_array.count <= SR_DI_MAX_RANK) {
    p->num_outer_perm = perm->dense_array.count;
    memcpy(p->outer_dims_perm, perm->dense_array.data,
           p->num_outer_perm * sizeof(int64_t));
  }
  SR_RETURN_IF_ERROR(sr__di_decode_mixed(
      c, op, pack ? SR_LINALG_PACK_INNER_TILES : SR_LINALG_UNPACK_INNER_TILES,
      "static_inner_tiles", &p->inner_tiles));
  uint32_t begin = 0, n = 0;
  p->has_padding =
      pack &&
      sr_op_operand_group(op, SR_LINALG_PACK_PADDING_VALUE, &begin, &n) &&
      n == 1;
  instr->kind = pack ? SR_DI_I_PACK : SR_DI_I_UNPACK;
  instr->data = p;
  // source, dest[, padding]
  SR_RETURN_IF_ERROR(sr__di_instr_set_operands(c, instr, op, 0, 2));
  if (p->has_padding) {
    uint32_t* operands = NULL;
    SR_RETURN_IF_ERROR(SR_ARENA_NEW_ARRAY(c->arena, uint32_t, 3, &operands));
    operands[SR_LINALG_PACK_SOURCE] =
        sr_di_operand(instr, SR_LINALG_PACK_SOURCE);
    operands[SR_LINALG_PACK_DEST] = sr_di_operand(instr, SR_LINALG_PACK_DEST);
    operands[SR_LINALG_PACK_PADDING_VALUE] =
        sr__di_slot(c, op->operands[begin].value);
    instr->operands = operands;
    instr->num_operands = 3;
  }
  return sr_ok_status();
}

static sr_status_t sr_di_compile_softmax(sr_di_compiler_t* c, const sr_op_t* op,
                                         sr_di_instr_t* instr) {
  const sr_attr_t* dim = sr_op_attr(op, "dimension");
  if (!dim || dim->kind != SR_ATTR_INTEGER || op->num_operands != 2) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_INVALID_ARGUMENT,
                          "expected an input, an output and a dimension");
  }
  const sr_type_t* type = sr__di_op_operand(op, SR_LINALG_SOFTMAX_INPUT)->type;
  sr_dtype_t dtype;
  if (!type || type->kind != SR_TYPE_TENSOR ||
      !sr_type_dtype(type->shaped.element, &dtype) ||
      !sr_dtype_is_float(dtype)) {
    return SR_DI_OP_ERROR(c, op, SR_STATUS_UNIMPLEMENTED,
                          "softmax of a float tensor only");
  }
  instr->kind = SR_DI_I_SOFTMAX;
  instr->code = (int32_t)sr_attr_int_value(dim);
  return sr__di_instr_set_operands(c, instr, op, 0, 2);
}

//===----------------------------------------------------------------------===//
// The table
//===----------------------------------------------------------------------===//

static const sr_di_op_compiler_t kTensorOps[] = {
    {"stream.binding.subspan", sr_di_compile_subspan},
    {"iree_tensor_ext.dispatch.tensor.load", sr_di_compile_load},
    {"iree_tensor_ext.dispatch.tensor.store", sr_di_compile_store},
    {"iree_tensor_ext.bitcast", sr_di_compile_bitcast},
    {"tensor.empty", sr_di_compile_empty},
    {"tensor.splat", sr_di_compile_splat},
    {"tensor.from_elements", sr_di_compile_from_elements},
    {"tensor.extract_slice", sr_di_compile_extract_slice},
    {"tensor.insert_slice", sr_di_compile_insert_slice},
    {"tensor.parallel_insert_slice", sr_di_compile_insert_slice},
    {"tensor.insert", sr_di_compile_insert},
    {"tensor.expand_shape", sr_di_compile_reshape},
    {"tensor.collapse_shape", sr_di_compile_reshape},
    {"tensor.reshape", sr_di_compile_reshape},
    {"tensor.cast", sr_di_compile_cast},
    {"tensor.bitcast", sr_di_compile_bitcast},
    {"tensor.dim", sr_di_compile_dim},
    {"tensor.rank", sr_di_compile_dim},
    {"tensor.pad", sr_di_compile_pad},
    {"tensor.concat", sr_di_compile_concat},
    {"tensor.generate", sr_di_compile_generate},
    {"linalg.pack", sr_di_compile_pack},
    {"linalg.unpack", sr_di_compile_pack},
    {"linalg.softmax", sr_di_compile_softmax},
    {"iree_linalg_ext.sort", sr__di_compile_sort},
    {"iree_linalg_ext.scan", sr__di_compile_scan},
    {"iree_linalg_ext.arg_compare", sr__di_compile_scan},
    {"iree_linalg_ext.gather", sr__di_compile_gather},
    {"iree_linalg_ext.topk", sr__di_compile_topk},
    {"iree_linalg_ext.scatter", sr__di_compile_scatter},
    {"iree_linalg_ext.attention", sr__di_compile_attention},
};

const sr_di_op_compiler_t* sr__di_tensor_op_compiler(const sr_op_t* op) {
  for (size_t i = 0; i < SR_DI_ARRAY_COUNT(kTensorOps); ++i) {
    if (sr_string_view_equal_cstr(op->name, kTensorOps[i].name)) {
      return &kTensorOps[i];
    }
  }
  return NULL;
}
