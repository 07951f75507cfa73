// stream dialect: the C parts of IREE's Stream ops.
//
// What each op is made of (groups, attributes, regions, assembly format,
// parents) is its schema row, generated from StreamOps.td
// (op_schema_table.c); here are the verifier every op runs
// (stream_verify.c), the result names IREE's C++ gives and the custom
// directives (stream_directives.c, shaped_syntax.c).

#include <stdio.h>

#include "core/dialects/shaped_syntax.h"
#include "core/dialects/stream_verify.h"

const sr_custom_directive_t* sr__stream_directives(uint32_t* out_count);

// `%workgroup_id_0`: the name carries the dimension.
static void sr_stream_workgroup_name(const sr_op_t* op,
                                     sr_result_namer_t* namer,
                                     const char* prefix) {
  char name[64];
  snprintf(name, sizeof(name), "%s%lld", prefix,
           (long long)sr_attr_int_value(sr_op_attr(op, "dimension")));
  sr_result_namer_set(namer, 0, name);
}
static void sr_stream_workgroup_id_name(const sr_op_t* op,
                                        sr_result_namer_t* namer) {
  sr_stream_workgroup_name(op, namer, "workgroup_id_");
}
static void sr_stream_workgroup_count_name(const sr_op_t* op,
                                           sr_result_namer_t* namer) {
  sr_stream_workgroup_name(op, namer, "workgroup_count_");
}
static void sr_stream_workgroup_size_name(const sr_op_t* op,
                                          sr_result_namer_t* namer) {
  sr_stream_workgroup_name(op, namer, "workgroup_size_");
}

// What IREE's C++ names differently from the default (results named after
// their groups when an op has two or more: `%result, %result_timepoint`).
// clang-format off
static const sr_ods_op_t kStreamSpecs[] = {
    {SR_OPID_STREAM_RESOURCE_RELEASE, .result_names = "is_terminal"},
    {SR_OPID_STREAM_RESOURCE_IS_TERMINAL, .result_names = "is_terminal"},
    {SR_OPID_STREAM_RESOURCE_PACK, .result_names = ""},
    {SR_OPID_STREAM_FILE_CONSTANT, .result_names = "file"},
    {SR_OPID_STREAM_TENSOR_EMPTY, .result_names = "empty"},
    {SR_OPID_STREAM_TENSOR_CONSTANT, .result_names = "cst"},
    {SR_OPID_STREAM_ASYNC_CONSTANT, .result_names = "cst"},
    {SR_OPID_STREAM_CHANNEL_CREATE, .result_names = "channel"},
    {SR_OPID_STREAM_CHANNEL_SPLIT, .result_names = "channel"},
    {SR_OPID_STREAM_CHANNEL_RANK, .result_names = "ccl_rank"},
    {SR_OPID_STREAM_CHANNEL_COUNT, .result_names = "ccl_count"},
    {SR_OPID_STREAM_DISPATCH_WORKGROUP_ID, .name_results = sr_stream_workgroup_id_name},
    {SR_OPID_STREAM_DISPATCH_WORKGROUP_COUNT, .name_results = sr_stream_workgroup_count_name},
    {SR_OPID_STREAM_DISPATCH_WORKGROUP_SIZE, .name_results = sr_stream_workgroup_size_name},
};
// clang-format on

sr_dialect_ops_t sr__stream_ops(void) {
  uint32_t count = 0;
  const sr_custom_directive_t* directives = sr__stream_directives(&count);
  sr_dialect_ops_t ops = {
      NULL,       0,     kStreamSpecs, SR_ARRAY_COUNT(kStreamSpecs),
      directives, count, "stream",     {sr__stream_verify, true}};
  return ops;
}

sr_dialect_ops_t sr__shaped_syntax_ops(void) {
  uint32_t count = 0;
  const sr_custom_directive_t* directives = sr_shaped_syntax_directives(&count);
  sr_dialect_ops_t ops = {NULL, 0, NULL, 0, directives, count};
  return ops;
}
