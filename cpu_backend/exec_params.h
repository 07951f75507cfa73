// Parameters in the runtime: the stream.*.parameter.* ops, and
// #stream.parameter.named constants and global initial values.
//
// How it plugs into the executor (the only touch points in files of the
// runtime proper):
//   ops.c          the twelve parameter ops are SR_RT_OP_PARAMETER rows
//                  with a sub kind (sr_rt_param_op_t), sr_rt_param_ops;
//                  their operand groups are their schema's;
//   prepare_ops.c  #stream.parameter.named constants become placeholders
//                  (sr_rt_param_placeholder);
//   prepare.c      the same for globals' initial values;
//   runtime.c      sr_rt_params_bind fills the placeholders when a module
//                  loads, before its initializers run;
//   exec.c         SR_RT_OP_PARAMETER instructions run the rows' handler.
// The index, formats and files are io/ (no IR there).
#ifndef STREAMREF_CPU_BACKEND_EXEC_PARAMS_H_
#define STREAMREF_CPU_BACKEND_EXEC_PARAMS_H_

#include "core/base/arena.h"
#include "core/ir/context.h"
#include "cpu_backend/op_def.h"
#include "cpu_backend/plan.h"
#include "cpu_backend/value.h"

// Sub kinds of SR_RT_OP_PARAMETER.
typedef enum sr_rt_param_op_e {
  SR_RT_PARAM_TENSOR_LOAD = 0,
  SR_RT_PARAM_TENSOR_WRITE,
  SR_RT_PARAM_ASYNC_LOAD,
  SR_RT_PARAM_ASYNC_READ,
  SR_RT_PARAM_ASYNC_WRITE,
  SR_RT_PARAM_ASYNC_GATHER,
  SR_RT_PARAM_ASYNC_SCATTER,
  SR_RT_PARAM_CMD_LOAD,
  SR_RT_PARAM_CMD_READ,
  SR_RT_PARAM_CMD_WRITE,
  SR_RT_PARAM_CMD_GATHER,
  SR_RT_PARAM_CMD_SCATTER,
  SR_RT_PARAM_OP_COUNT,
} sr_rt_param_op_t;

// The operand index of the resource an op writes in place and returns tied
// (async.parameter.read/gather's target), or -1. Host-level copy-on-write
// applies to it as to other tied ops.
int32_t sr_rt_param_tied_target(const sr_rt_instr_t* instr);

// A #stream.parameter.named value to read when the module loads.
typedef struct sr_rt_param_ref_t {
  struct sr_rt_param_ref_t* next;
  const sr_op_t* op;  // the constant op or util.global, for errors
  const char* scope;
  size_t scope_length;
  const char* key;
  size_t key_length;
  uint64_t offset;  // config `offset`
  uint64_t length;  // config `length`, else the type's storage size
  uint8_t* data;    // the placeholder, |length| bytes
} sr_rt_param_ref_t;

// True for `#stream.parameter.named<...>`.
bool sr_rt_param_attr_is_named(const sr_attr_t* attr);

// Decodes |attr| (a #stream.parameter.named on |op|) and returns a zeroed
// placeholder of the parameter's storage size, allocated in |arena|, that
// sr_rt_params_bind fills. The reference is recorded in |program|.
SR_MUST_USE_RESULT sr_status_t sr_rt_param_placeholder(
    sr_rt_program_t* program, sr_context_t* context, sr_arena_t* arena,
    const sr_op_t* op, const sr_attr_t* attr, uint8_t** out_data,
    size_t* out_length);

// Reads every placeholder of |module|'s program from the instance's
// parameters (all requests issued together, then awaited). Errors are
// located at the op or global that names the parameter.
SR_MUST_USE_RESULT sr_status_t sr_rt_params_bind(sr_module_t* module);

// The twelve parameter ops' rows (one handler, told apart by sub kind).
sr_rt_op_defs_t sr_rt_param_ops(void);

#endif  // STREAMREF_CPU_BACKEND_EXEC_PARAMS_H_
