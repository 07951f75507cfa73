// The host interpreter: runs a function's plan on the calling thread.
//
// Control flow (branches, scf, calls) is handled here; every other
// instruction goes to sr_rt_exec_leaf. Execution regions are submitted as
// task graphs and return at once; timepoint.await blocks.

#include "cpu_backend/interp.h"

#include <stdlib.h>
#include <string.h>

#include "cpu_backend/check/check.h"
#include "cpu_backend/exec.h"
#include "cpu_backend/exec_support.h"
#include "cpu_backend/runtime_impl.h"
#include "cpu_backend/scalar.h"
#include "cpu_backend/value.h"

// Deep recursion through calls and nested regions: an IR loop that
// recurses without bound becomes an error, not a stack overflow.
#define SR_RT_MAX_CALL_DEPTH 256

typedef struct sr_rt_host_t {
  sr_module_t* module;
  uint32_t depth;
} sr_rt_host_t;

static sr_status_t sr_rt_run_block(sr_rt_host_t* host,
                                   const sr_rt_block_t* block,
                                   sr_rt_value_t* frame,
                                   const sr_rt_instr_t** out_terminator);

// frame[targets[i]] = frame[sources[i]] for all i, as a parallel copy (a
// loop's yield may permute its carried values).
static sr_status_t sr_rt_parallel_copy(sr_module_t* module,
                                       sr_rt_value_t* frame,
                                       const uint32_t* targets,
                                       const uint32_t* sources,
                                       uint32_t count) {
  if (count == 0) return sr_ok_status();
  if (sr_rt_check_current) {
    sr_rt_check_defined(sr_rt_check_current, frame, targets, count);
  }
  sr_rt_value_t stack[16];
  sr_rt_value_t* temp = stack;
  if (count > 16) {
    SR_RETURN_IF_ERROR(sr_allocator_malloc(sr_rt_scratch_allocator(module),
                                           count * sizeof(sr_rt_value_t),
                                           (void**)&temp));
  }
  for (uint32_t i = 0; i < count; ++i) {
    temp[i] = frame[sources[i]];
    sr_rt_value_retain(&temp[i]);
  }
  for (uint32_t i = 0; i < count; ++i) {
    sr_rt_value_move(&frame[targets[i]], &temp[i]);
  }
  if (temp != stack) sr_allocator_free(sr_rt_scratch_allocator(module), temp);
  return sr_ok_status();
}

static bool sr_rt_truthy(const sr_rt_value_t* value) {
  return value->kind == SR_RT_VALUE_INT ? (value->i & 1) != 0
                                        : value->kind != SR_RT_VALUE_NONE;
}

static sr_status_t sr_rt_run_if(sr_rt_host_t* host, const sr_rt_instr_t* instr,
                                sr_rt_value_t* frame) {
  const sr_rt_block_t* block =
      sr_rt_truthy(&frame[sr_rt_operand(instr, SR_SCF_IF_CONDITION, 0)])
          ? instr->blocks[0]
          : instr->blocks[1];
  if (!block) return sr_ok_status();
  const sr_rt_instr_t* yield = NULL;
  SR_RETURN_IF_ERROR(sr_rt_run_block(host, block, frame, &yield));
  if (!yield || yield->kind != SR_RT_OP_YIELD ||
      yield->operand_count != instr->result_count) {
    return sr_rt_error(host->module, instr, SR_STATUS_INTERNAL,
                       "scf.if region did not yield its results");
  }
  return sr_rt_parallel_copy(host->module, frame, instr->results,
                             yield->operands, instr->result_count);
}

// scf.index_switch: the region of the first case equal to the index
// (verified unique by MLIR), else the default region.
static sr_status_t sr_rt_run_index_switch(sr_rt_host_t* host,
                                          const sr_rt_instr_t* instr,
                                          sr_rt_value_t* frame) {
  int64_t value = frame[sr_rt_operand(instr, SR_SCF_INDEX_SWITCH_ARG, 0)].i;
  const sr_rt_block_t* block = instr->switch_blocks[0];
  for (uint32_t c = 0; c < instr->int_count; ++c) {
    if (instr->ints[c] == value) {
      block = instr->switch_blocks[c + 1];
      break;
    }
  }
  const sr_rt_instr_t* yield = NULL;
  SR_RETURN_IF_ERROR(sr_rt_run_block(host, block, frame, &yield));
  if (!yield || yield->kind != SR_RT_OP_YIELD ||
      yield->operand_count != instr->result_count) {
    return sr_rt_error(host->module, instr, SR_STATUS_INTERNAL,
                       "scf.index_switch region did not yield its results");
  }
  return sr_rt_parallel_copy(host->module, frame, instr->results,
                             yield->operands, instr->result_count);
}

static sr_status_t sr_rt_run_for(sr_rt_host_t* host, const sr_rt_instr_t* instr,
                                 sr_rt_value_t* frame) {
  const sr_rt_block_t* body = instr->blocks[0];
  int64_t lb = frame[sr_rt_operand(instr, SR_SCF_FOR_LOWER_BOUND, 0)].i;
  int64_t ub = frame[sr_rt_operand(instr, SR_SCF_FOR_UPPER_BOUND, 0)].i;
  int64_t step = frame[sr_rt_operand(instr, SR_SCF_FOR_STEP, 0)].i;
  uint32_t iter_count = sr_rt_group_size(instr, SR_SCF_FOR_INIT_ARGS);
  if (!body || body->arg_count != iter_count + 1) {
    return sr_rt_error(host->module, instr, SR_STATUS_INTERNAL,
                       "malformed scf.for");
  }
  if (step <= 0) {
    return sr_rt_error(host->module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "scf.for step must be positive (got %lld)",
                       (long long)step);
  }
  // Iteration values start as the inits.
  SR_RETURN_IF_ERROR(sr_rt_parallel_copy(
      host->module, frame, body->args + 1,
      sr_rt_group_slots(instr, SR_SCF_FOR_INIT_ARGS), iter_count));
  sr_rt_scalar_type_t iv_type = sr_rt_scalar_type_of(
      instr->op->regions[0].first_block->arguments[0]->type);
  uint32_t bits = iv_type.bits ? iv_type.bits : 64;
  for (int64_t iv = lb; sr_rt_sext(iv, bits) < sr_rt_sext(ub, bits);) {
    sr_rt_value_set_int(&frame[body->args[0]], iv);
    const sr_rt_instr_t* yield = NULL;
    SR_RETURN_IF_ERROR(sr_rt_run_block(host, body, frame, &yield));
    if (!yield || yield->operand_count != iter_count) {
      return sr_rt_error(host->module, instr, SR_STATUS_INTERNAL,
                         "scf.for body did not yield its iteration values");
    }
    SR_RETURN_IF_ERROR(sr_rt_parallel_copy(host->module, frame, body->args + 1,
                                           yield->operands, iter_count));
    int64_t next = sr_rt_sext((int64_t)((uint64_t)iv + (uint64_t)step), bits);
    if (next <= iv) break;  // wrapped around
    iv = next;
  }
  return sr_rt_parallel_copy(host->module, frame, instr->results,
                             body->args + 1, iter_count);
}

static sr_status_t sr_rt_run_while(sr_rt_host_t* host,
                                   const sr_rt_instr_t* instr,
                                   sr_rt_value_t* frame) {
  const sr_rt_block_t* before = instr->blocks[0];
  const sr_rt_block_t* after = instr->blocks[1];
  if (!before || !after) {
    return sr_rt_error(host->module, instr, SR_STATUS_INTERNAL,
                       "malformed scf.while");
  }
  SR_RETURN_IF_ERROR(sr_rt_parallel_copy(host->module, frame, before->args,
                                         instr->operands,
                                         instr->operand_count));
  for (;;) {
    const sr_rt_instr_t* condition = NULL;
    SR_RETURN_IF_ERROR(sr_rt_run_block(host, before, frame, &condition));
    if (!condition || sr_op_id(condition->op) != SR_OPID_SCF_CONDITION) {
      return sr_rt_error(host->module, instr, SR_STATUS_INTERNAL,
                         "scf.while condition region without scf.condition");
    }
    const uint32_t* args = sr_rt_group_slots(condition, SR_SCF_CONDITION_ARGS);
    uint32_t arg_count = sr_rt_group_size(condition, SR_SCF_CONDITION_ARGS);
    if (!sr_rt_truthy(
            &frame[sr_rt_operand(condition, SR_SCF_CONDITION_CONDITION, 0)])) {
      return sr_rt_parallel_copy(host->module, frame, instr->results, args,
                                 arg_count);
    }
    SR_RETURN_IF_ERROR(
        sr_rt_parallel_copy(host->module, frame, after->args, args, arg_count));
    const sr_rt_instr_t* yield = NULL;
    SR_RETURN_IF_ERROR(sr_rt_run_block(host, after, frame, &yield));
    if (!yield) {
      return sr_rt_error(host->module, instr, SR_STATUS_INTERNAL,
                         "scf.while body did not yield");
    }
    SR_RETURN_IF_ERROR(sr_rt_parallel_copy(host->module, frame, before->args,
                                           yield->operands,
                                           yield->operand_count));
  }
}

static sr_status_t sr_rt_invoke_at_depth(sr_rt_host_t* host,
                                         const sr_rt_function_t* function,
                                         const sr_rt_value_t* args,
                                         sr_rt_value_t* results);

static sr_status_t sr_rt_run_call(sr_rt_host_t* host,
                                  const sr_rt_instr_t* instr,
                                  sr_rt_value_t* frame) {
  sr_module_t* module = host->module;
  sr_allocator_t allocator = sr_rt_scratch_allocator(module);
  uint32_t n = instr->operand_count + instr->result_count;
  sr_rt_value_t* values = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_calloc(
      allocator, (n + 1) * sizeof(sr_rt_value_t), (void**)&values));
  sr_rt_value_t* args = values;
  sr_rt_value_t* results = values + instr->operand_count;
  for (uint32_t i = 0; i < instr->operand_count; ++i) {
    args[i] = frame[instr->operands[i]];  // borrowed
  }
  sr_status_t status = sr_ok_status();
  if (instr->callee) {
    if (instr->callee->arg_count != instr->operand_count ||
        instr->callee->result_count != instr->result_count) {
      status = sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                           "call does not match @%s's signature",
                           instr->callee->name);
    } else {
      status = sr_rt_invoke_at_depth(host, instr->callee, args, results);
    }
  } else {
    status = sr_rt_error(module, instr, SR_STATUS_UNIMPLEMENTED,
                         "call to external function @%s: host-level extern "
                         "calls are not supported",
                         instr->extern_fn->name);
  }
  for (uint32_t r = 0; r < instr->result_count; ++r) {
    if (!status) sr_rt_value_move(&frame[instr->results[r]], &results[r]);
    sr_rt_value_release(&results[r]);
  }
  sr_allocator_free(allocator, values);
  return status;
}

static sr_status_t sr_rt_run_block(sr_rt_host_t* host,
                                   const sr_rt_block_t* block,
                                   sr_rt_value_t* frame,
                                   const sr_rt_instr_t** out_terminator) {
  *out_terminator = NULL;
  for (uint32_t i = 0; i < block->instr_count; ++i) {
    const sr_rt_instr_t* instr = &block->instrs[i];
    switch (instr->kind) {
      case SR_RT_OP_RETURN:
      case SR_RT_OP_BR:
      case SR_RT_OP_COND_BR:
      case SR_RT_OP_SWITCH:
      case SR_RT_OP_YIELD:
        *out_terminator = instr;
        return sr_ok_status();
      case SR_RT_OP_SCF_IF:
        SR_RETURN_IF_ERROR(sr_rt_locate(host->module, instr,
                                        sr_rt_run_if(host, instr, frame)));
        break;
      case SR_RT_OP_SCF_FOR:
        SR_RETURN_IF_ERROR(sr_rt_locate(host->module, instr,
                                        sr_rt_run_for(host, instr, frame)));
        break;
      case SR_RT_OP_SCF_WHILE:
        SR_RETURN_IF_ERROR(sr_rt_locate(host->module, instr,
                                        sr_rt_run_while(host, instr, frame)));
        break;
      case SR_RT_OP_SCF_INDEX_SWITCH:
        SR_RETURN_IF_ERROR(sr_rt_locate(
            host->module, instr, sr_rt_run_index_switch(host, instr, frame)));
        break;
      case SR_RT_OP_CALL:
        SR_RETURN_IF_ERROR(sr_rt_locate(host->module, instr,
                                        sr_rt_run_call(host, instr, frame)));
        break;
      default:
        SR_RETURN_IF_ERROR(sr_rt_exec_leaf(host->module, instr, frame));
        break;
    }
  }
  return sr_ok_status();
}

static sr_status_t sr_rt_run_function_body(sr_rt_host_t* host,
                                           const sr_rt_function_t* function,
                                           sr_rt_value_t* frame,
                                           sr_rt_value_t* results) {
  uint32_t block_index = 0;
  for (;;) {
    if (block_index >= function->block_count) {
      return SR_MAKE_STATUS(SR_STATUS_INTERNAL, "branch to a missing block");
    }
    const sr_rt_instr_t* terminator = NULL;
    SR_RETURN_IF_ERROR(sr_rt_run_block(host, &function->blocks[block_index],
                                       frame, &terminator));
    if (!terminator) {
      return SR_MAKE_STATUS(SR_STATUS_INTERNAL,
                            "block of @%s ends without a terminator",
                            function->name);
    }
    switch (terminator->kind) {
      case SR_RT_OP_RETURN:
      case SR_RT_OP_YIELD: {
        uint32_t count = terminator->operand_count < function->result_count
                             ? terminator->operand_count
                             : function->result_count;
        for (uint32_t r = 0; r < count; ++r) {
          sr_rt_value_assign(&results[r], &frame[terminator->operands[r]]);
        }
        return sr_ok_status();
      }
      case SR_RT_OP_BR:
      case SR_RT_OP_COND_BR:
      case SR_RT_OP_SWITCH: {
        const sr_rt_successor_t* next = &terminator->successors[0];
        if (terminator->kind == SR_RT_OP_COND_BR &&
            !sr_rt_truthy(&frame[sr_rt_operand(terminator,
                                               SR_CF_COND_BR_CONDITION, 0)])) {
          next = &terminator->successors[1];
        } else if (terminator->kind == SR_RT_OP_SWITCH) {
          // Compared at the flag's width (case values are sign-extended).
          int64_t flag = sr_rt_sext(
              frame[sr_rt_operand(terminator, SR_CF_SWITCH_FLAG, 0)].i,
              (uint32_t)terminator->imm);
          for (uint32_t c = 0; c < terminator->int_count; ++c) {
            if (terminator->ints[c] == flag) {
              next = &terminator->successors[c + 1];
              break;
            }
          }
        }
        const sr_rt_block_t* target = &function->blocks[next->block];
        SR_RETURN_IF_ERROR(sr_rt_parallel_copy(
            host->module, frame, target->args, next->args, next->arg_count));
        block_index = next->block;
        break;
      }
      default:
        return sr_rt_error(host->module, terminator, SR_STATUS_INTERNAL,
                           "unexpected terminator");
    }
  }
}

static sr_status_t sr_rt_invoke_at_depth(sr_rt_host_t* host,
                                         const sr_rt_function_t* function,
                                         const sr_rt_value_t* args,
                                         sr_rt_value_t* results) {
  if (host->depth >= SR_RT_MAX_CALL_DEPTH) {
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                          "call depth exceeds %d calling @%s",
                          SR_RT_MAX_CALL_DEPTH, function->name);
  }
  if (!function->block_count) {
    return SR_MAKE_STATUS(SR_STATUS_INTERNAL, "@%s has no body",
                          function->name);
  }
  // Frames come from the module's recycling allocator: a call made again
  // reuses the block of the last one (block_cache.h).
  sr_allocator_t allocator = sr_rt_scratch_allocator(host->module);
  sr_rt_value_t* frame = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_calloc(
      allocator, (function->frame_size + 1) * sizeof(sr_rt_value_t),
      (void**)&frame));
  const sr_rt_block_t* entry = &function->blocks[0];
  for (uint32_t i = 0; i < entry->arg_count && i < function->arg_count; ++i) {
    sr_rt_value_assign(&frame[entry->args[i]], &args[i]);
  }
  ++host->depth;
  sr_status_t status = sr_rt_run_function_body(host, function, frame, results);
  --host->depth;
  if (sr_rt_check_current) sr_rt_check_frame_end(sr_rt_check_current, frame);
  for (uint32_t i = 0; i < function->frame_size; ++i) {
    sr_rt_value_release(&frame[i]);
  }
  sr_allocator_free(allocator, frame);
  return status;
}

sr_status_t sr_rt_invoke(sr_module_t* module, const sr_rt_function_t* function,
                         const sr_rt_value_t* args, sr_rt_value_t* results) {
  sr_rt_host_t host = {module, 0};
  return sr_rt_invoke_at_depth(&host, function, args, results);
}
