// A workgroup run: the frame and the instruction loop with its control flow
// (scf, affine, workgroup queries, scalars). Buffers, slots, copies and the
// pool: exec_support.c.

#include "cpu_backend/dispatch_interp/exec.h"

#include <string.h>

#include "core/ir/affine.h"
#include "cpu_backend/dispatch_interp/body_run.h"
#include "cpu_backend/dispatch_interp/exec_impl.h"
#include "cpu_backend/dispatch_interp/exec_support.h"
#include "cpu_backend/dispatch_interp/exec_tensor.h"
#include "cpu_backend/dispatch_interp/ext_attention.h"
#include "cpu_backend/dispatch_interp/ext_gather.h"
#include "cpu_backend/dispatch_interp/ext_scan.h"
#include "cpu_backend/dispatch_interp/ext_scatter.h"
#include "cpu_backend/dispatch_interp/ext_sort.h"
#include "cpu_backend/dispatch_interp/ext_topk.h"
#include "cpu_backend/dispatch_interp/special_ops.h"
#include "cpu_backend/dispatch_interp/structured.h"
#include "kernels/dispatch.h"

//===----------------------------------------------------------------------===//
// Scalars
//===----------------------------------------------------------------------===//

static void sr_di_set_int(sr_di_frame_t* frame, uint32_t slot, int64_t v) {
  uint8_t dtype = frame->program->slot_dtypes[slot];
  if (dtype >= SR_DTYPE_COUNT) dtype = SR_DTYPE_I64;
  frame->slots[slot].bits = 0;
  sr_di_store_int((uint8_t*)&frame->slots[slot].bits, (sr_dtype_t)dtype, v);
}

static sr_status_t sr_di_exec_scalar(sr_di_frame_t* frame,
                                     const sr_di_instr_t* instr) {
  const sr_di_body_t* body = (const sr_di_body_t*)instr->data;
  sr_di_view_t views_storage[32];
  uint8_t scratch_storage[32 * 8];
  sr_di_view_t* views = views_storage;
  uint8_t* scratch = scratch_storage;
  sr_allocator_t allocator = frame->program->allocator;
  bool heap = body->num_regs > 32 || body->num_temps > 32;
  if (heap) {
    SR_RETURN_IF_ERROR(sr_allocator_calloc(
        allocator, body->num_regs * sizeof(sr_di_view_t), (void**)&views));
    sr_status_t status = sr_allocator_calloc(allocator, body->num_temps * 8 + 8,
                                             (void**)&scratch);
    if (status) {
      sr_allocator_free(allocator, views);
      return status;
    }
  }
  sr_di_body_bind(body, frame->slots, scratch, 1, views);
  sr_di_body_ctx_t ctx = {frame->program->context,
                          frame->program->kernels,
                          frame->slots,
                          NULL,
                          -1,
                          frame->check,
                          frame->workgroup};
  sr_status_t status = sr_di_body_run(body, &ctx, views, 1);
  if (heap) {
    sr_allocator_free(allocator, views);
    sr_allocator_free(allocator, scratch);
  }
  return status;
}

static sr_status_t sr_di_exec_affine(sr_di_frame_t* frame,
                                     const sr_di_instr_t* instr) {
  const sr_affine_map_t* map = (const sr_affine_map_t*)instr->data;
  int64_t operands[64];
  for (uint32_t i = 0; i < instr->num_operands; ++i) {
    operands[i] = sr__di_slot_int(frame, instr->operands[i]);
  }
  int64_t result = 0;
  for (uint32_t r = 0; r < map->num_results; ++r) {
    int64_t v = 0;
    if (!sr_affine_evaluate(map->results[r], operands, operands + map->num_dims,
                            &v)) {
      return SR_DI_ERROR(frame, instr, SR_STATUS_OUT_OF_RANGE,
                         "division by zero or a non-positive divisor");
    }
    if (r == 0 || (instr->kind == SR_DI_I_AFFINE_MIN && v < result) ||
        (instr->kind == SR_DI_I_AFFINE_MAX && v > result)) {
      result = v;
    }
  }
  sr_di_set_int(frame, sr_di_result(instr, SR_AFFINE_APPLY_RESULT), result);
  return sr_ok_status();
}

_Static_assert((int)SR_AFFINE_MIN_RESULT == (int)SR_AFFINE_APPLY_RESULT &&
                   (int)SR_AFFINE_MAX_RESULT == (int)SR_AFFINE_APPLY_RESULT,
               "affine.min and max are read by affine.apply's group names");

// affine.delinearize_index: the index's digits in the basis (an omitted
// outermost bound leaves the first result unbounded). linearize_index:
// the inverse.
static sr_status_t sr_di_exec_linearize(sr_di_frame_t* frame,
                                        const sr_di_instr_t* instr) {
  const sr_di_mixed_t* m = (const sr_di_mixed_t*)instr->data;
  int64_t basis[64];
  if (m->count > 64) {
    return SR_DI_ERROR(frame, instr, SR_STATUS_UNIMPLEMENTED, "basis too long");
  }
  sr__di_resolve_mixed(frame, m, basis);
  for (uint32_t i = 0; i < m->count; ++i) {
    if (basis[i] <= 0) {
      return SR_DI_ERROR(frame, instr, SR_STATUS_OUT_OF_RANGE,
                         "basis value %lld is not positive",
                         (long long)basis[i]);
    }
  }
  if (instr->kind == SR_DI_I_DELINEARIZE) {
    uint32_t n = instr->num_results;
    uint32_t skip = n - m->count;  // 1 when the outer bound is omitted
    int64_t rest = sr__di_slot_int(
        frame, sr_di_operand(instr, SR_DI_DELINEARIZE_LINEAR_INDEX));
    for (int i = (int)n - 1; i >= 0; --i) {
      int64_t v = rest;
      if (i > 0 || !skip) {
        int64_t b = basis[(uint32_t)i - skip];
        v = ((rest % b) + b) % b;
        rest = (rest - v) / b;
      }
      if (i == 0 && !skip) v += rest * basis[0];  // out of range: keep it
      sr_di_set_int(frame, instr->results[i], v);
    }
    return sr_ok_status();
  }
  uint32_t n = instr->num_operands;
  uint32_t skip = n - m->count;
  int64_t result = 0, stride = 1;
  for (int i = (int)n - 1; i >= 0; --i) {
    result += sr__di_slot_int(frame, instr->operands[i]) * stride;
    if (i > 0 || !skip) stride *= basis[(uint32_t)i - skip];
  }
  sr_di_set_int(frame, sr_di_result(instr, SR_DI_RESULT), result);
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Blocks and control flow
//===----------------------------------------------------------------------===//

static sr_status_t sr_di_exec_block(sr_di_frame_t* frame,
                                    const sr_di_block_t* block,
                                    const sr_di_instr_t** out_terminator);

// Assigns |value| slot's content to |target| slot (scalars by bits,
// tensors with a new reference).
static void sr_di_assign(sr_di_frame_t* frame, uint32_t target,
                         uint32_t value) {
  if (target == value) return;
  sr_di_value_t* v = &frame->slots[value];
  sr__di_slot_set_tensor(frame, target, &v->tensor);
  frame->slots[target].bits = v->bits;
  frame->slots[target].available = v->available;
  frame->slots[target].writable = v->writable;
}

// Like sr_di_assign, but hands the reference over when operand |operand|
// of |instr| dies there and is passed once (a loop's init value then
// starts unshared and its first iteration can update it in place).
static void sr_di_assign_operand(sr_di_frame_t* frame, uint32_t target,
                                 const sr_di_instr_t* instr, uint32_t operand) {
  uint32_t value = instr->operands[operand];
  uint32_t uses = 0;
  for (uint32_t i = 0; i < instr->num_operands; ++i) {
    uses += instr->operands[i] == value;
  }
  if (uses != 1 || !sr__di_instr_kills(instr, value) || target == value) {
    sr_di_assign(frame, target, value);
    return;
  }
  sr_di_value_t* v = &frame->slots[value];
  frame->slots[target].bits = v->bits;
  sr__di_slot_move_tensor(frame, target, &v->tensor);
  v->tensor.data = NULL;
}

static void sr_di_release_kills(sr_di_frame_t* frame,
                                const sr_di_instr_t* instr) {
  for (uint32_t i = 0; i < instr->num_kills; ++i) {
    sr__di_slot_clear(frame, instr->kills[i]);
  }
}

// Binds a region's results from its terminator, then drops the
// terminator's dying operands.
static void sr_di_bind_yield(sr_di_frame_t* frame, const sr_di_instr_t* yield,
                             uint32_t first, const uint32_t* targets,
                             uint32_t count) {
  if (!yield) return;
  for (uint32_t i = 0; i < count && first + i < yield->num_operands; ++i) {
    sr_di_assign(frame, targets[i], yield->operands[first + i]);
  }
  sr_di_release_kills(frame, yield);
}

static sr_status_t sr_di_exec_for(sr_di_frame_t* frame,
                                  const sr_di_instr_t* instr) {
  const sr_di_block_t* body = &instr->regions[0];
  if (body->num_args != instr->num_operands - 2) {
    return SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                       "malformed loop");
  }
  int64_t lb =
      sr__di_slot_int(frame, sr_di_operand(instr, SR_SCF_FOR_LOWER_BOUND));
  int64_t ub =
      sr__di_slot_int(frame, sr_di_operand(instr, SR_SCF_FOR_UPPER_BOUND));
  int64_t step = sr__di_slot_int(frame, sr_di_operand(instr, SR_SCF_FOR_STEP));
  if (step <= 0) {
    return SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                       "loop step %lld is not positive", (long long)step);
  }
  uint32_t iv = body->args[0];
  for (uint32_t i = 1; i < body->num_args; ++i) {
    sr_di_assign_operand(frame, body->args[i], instr,
                         SR_SCF_FOR_INIT_ARGS - 1 + i);
  }
  for (int64_t i = lb; i < ub; i += step) {
    sr_di_set_int(frame, iv, i);
    const sr_di_instr_t* yield = NULL;
    SR_RETURN_IF_ERROR(sr_di_exec_block(frame, body, &yield));
    sr_di_bind_yield(frame, yield, 0, body->args + 1, body->num_args - 1);
    if (i > INT64_MAX - step) break;
  }
  for (uint32_t i = 0; i < instr->num_results; ++i) {
    sr_di_assign(frame, instr->results[i], body->args[1 + i]);
  }
  for (uint32_t i = 1; i < body->num_args; ++i) {
    sr__di_slot_clear(frame, body->args[i]);
  }
  return sr_ok_status();
}

static sr_status_t sr_di_exec_if(sr_di_frame_t* frame,
                                 const sr_di_instr_t* instr) {
  bool cond =
      (frame->slots[sr_di_operand(instr, SR_SCF_IF_CONDITION)].bits & 1) != 0;
  const sr_di_block_t* region = &instr->regions[cond ? 0 : 1];
  const sr_di_instr_t* yield = NULL;
  SR_RETURN_IF_ERROR(sr_di_exec_block(frame, region, &yield));
  if (instr->num_results && !yield) {
    return SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                       "the taken branch yields nothing");
  }
  sr_di_bind_yield(frame, yield, 0, instr->results, instr->num_results);
  return sr_ok_status();
}

static sr_status_t sr_di_exec_while(sr_di_frame_t* frame,
                                    const sr_di_instr_t* instr) {
  const sr_di_block_t* before = &instr->regions[0];
  const sr_di_block_t* after = &instr->regions[1];
  for (uint32_t i = 0; i < before->num_args && i < instr->num_operands; ++i) {
    sr_di_assign_operand(frame, before->args[i], instr, i);
  }
  for (;;) {
    const sr_di_instr_t* condition = NULL;
    SR_RETURN_IF_ERROR(sr_di_exec_block(frame, before, &condition));
    if (!condition || condition->num_operands < 1) {
      return SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                         "missing scf.condition");
    }
    bool go =
        (frame->slots[sr_di_operand(condition, SR_SCF_CONDITION_CONDITION)]
             .bits &
         1) != 0;
    if (!go) {
      sr_di_bind_yield(frame, condition, SR_SCF_CONDITION_ARGS, instr->results,
                       instr->num_results);
      break;
    }
    sr_di_bind_yield(frame, condition, SR_SCF_CONDITION_ARGS, after->args,
                     after->num_args);
    const sr_di_instr_t* yield = NULL;
    SR_RETURN_IF_ERROR(sr_di_exec_block(frame, after, &yield));
    sr_di_bind_yield(frame, yield, 0, before->args, before->num_args);
  }
  return sr_ok_status();
}

static sr_status_t sr_di_exec_forall(sr_di_frame_t* frame,
                                     const sr_di_instr_t* instr) {
  const sr_di_forall_t* f = (const sr_di_forall_t*)instr->data;
  const sr_di_block_t* body = &instr->regions[0];
  if (body->num_args != f->num_ivs + f->num_outs ||
      f->num_ivs > SR_DI_MAX_LOOPS) {
    return SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                       "malformed scf.forall");
  }
  int64_t lower[SR_DI_MAX_LOOPS], upper[SR_DI_MAX_LOOPS], step[SR_DI_MAX_LOOPS],
      iv[SR_DI_MAX_LOOPS];
  sr__di_resolve_mixed(frame, &f->lower, lower);
  sr__di_resolve_mixed(frame, &f->upper, upper);
  sr__di_resolve_mixed(frame, &f->step, step);
  bool empty = false;
  for (uint32_t i = 0; i < f->num_ivs; ++i) {
    if (step[i] <= 0) {
      return SR_DI_ERROR(frame, instr, SR_STATUS_INVALID_ARGUMENT,
                         "step %lld is not positive", (long long)step[i]);
    }
    iv[i] = lower[i];
    if (lower[i] >= upper[i]) empty = true;
  }
  // The shared outputs: private, writable buffers updated in place by the
  // in_parallel inserts.
  for (uint32_t o = 0; o < f->num_outs; ++o) {
    sr_di_tensor_t shared;
    SR_RETURN_IF_ERROR(
        sr__di_take_tensor(frame, instr, o, true, true, &shared));
    sr__di_slot_move_tensor(frame, body->args[f->num_ivs + o], &shared);
  }
  // Iterations run in order (row-major over the induction variables).
  while (!empty) {
    for (uint32_t i = 0; i < f->num_ivs; ++i) {
      sr_di_set_int(frame, body->args[i], iv[i]);
    }
    const sr_di_instr_t* terminator = NULL;
    SR_RETURN_IF_ERROR(sr_di_exec_block(frame, body, &terminator));
    SR_RETURN_IF_ERROR(sr_di_exec_block(frame, &instr->regions[1], NULL));
    // Values last used inside in_parallel die at its op.
    if (terminator) sr_di_release_kills(frame, terminator);
    int i = (int)f->num_ivs - 1;
    for (; i >= 0; --i) {
      iv[i] += step[i];
      if (iv[i] < upper[i]) break;
      iv[i] = lower[i];
    }
    if (i < 0) break;
  }
  for (uint32_t o = 0; o < f->num_outs; ++o) {
    uint32_t slot = body->args[f->num_ivs + o];
    sr__di_slot_move_tensor(frame, instr->results[o],
                            &frame->slots[slot].tensor);
    sr__di_slot_clear(frame, slot);
  }
  return sr_ok_status();
}

static sr_status_t sr_di_exec_instr(sr_di_frame_t* frame,
                                    const sr_di_instr_t* instr) {
  const sr_dispatch_state_t* d = frame->dispatch;
  switch ((sr_di_instr_kind_t)instr->kind) {
    case SR_DI_I_SCALAR:
      return sr_di_exec_scalar(frame, instr);
    case SR_DI_I_FORWARD:
      for (uint32_t i = 0; i < instr->num_results; ++i) {
        sr_di_assign(frame, instr->results[i], instr->operands[i]);
      }
      return sr_ok_status();
    case SR_DI_I_WORKGROUP_ID:
      sr_di_set_int(frame, sr_di_result(instr, SR_DI_RESULT),
                    d->workgroup_id[instr->code]);
      return sr_ok_status();
    case SR_DI_I_WORKGROUP_COUNT:
      sr_di_set_int(frame, sr_di_result(instr, SR_DI_RESULT),
                    d->workgroup_count[instr->code]);
      return sr_ok_status();
    case SR_DI_I_WORKGROUP_SIZE:
      sr_di_set_int(frame, sr_di_result(instr, SR_DI_RESULT),
                    d->workgroup_size[instr->code]);
      return sr_ok_status();
    case SR_DI_I_AFFINE_APPLY:
    case SR_DI_I_AFFINE_MIN:
    case SR_DI_I_AFFINE_MAX:
      return sr_di_exec_affine(frame, instr);
    case SR_DI_I_DELINEARIZE:
    case SR_DI_I_LINEARIZE:
      return sr_di_exec_linearize(frame, instr);
    case SR_DI_I_FOR:
      return sr_di_exec_for(frame, instr);
    case SR_DI_I_IF:
      return sr_di_exec_if(frame, instr);
    case SR_DI_I_WHILE:
      return sr_di_exec_while(frame, instr);
    case SR_DI_I_FORALL:
      return sr_di_exec_forall(frame, instr);
    case SR_DI_I_STRUCTURED:
      return sr__di_exec_structured(frame, instr);
    case SR_DI_I_SOFTMAX:
    case SR_DI_I_PACK:
    case SR_DI_I_UNPACK:
      return sr__di_exec_special(frame, instr);
    case SR_DI_I_SORT:
      return sr__di_exec_sort(frame, instr);
    case SR_DI_I_SCAN:
      return sr__di_exec_scan(frame, instr);
    case SR_DI_I_GATHER:
      return sr__di_exec_gather(frame, instr);
    case SR_DI_I_TOPK:
      return sr__di_exec_topk(frame, instr);
    case SR_DI_I_SCATTER:
      return sr__di_exec_scatter(frame, instr);
    case SR_DI_I_ATTENTION:
      return sr__di_exec_attention(frame, instr);
    case SR_DI_I_UNSUPPORTED:
      return sr_status_clone(((const sr_di_deferred_t*)instr->data)->status);
    case SR_DI_I_YIELD:
    case SR_DI_I_RETURN:
    case SR_DI_I_FUSED:
      return sr_ok_status();
    default:
      return sr__di_exec_tensor(frame, instr);
  }
}

static sr_status_t sr_di_exec_block(sr_di_frame_t* frame,
                                    const sr_di_block_t* block,
                                    const sr_di_instr_t** out_terminator) {
  if (out_terminator) *out_terminator = NULL;
  for (uint32_t i = 0; i < block->num_instrs; ++i) {
    const sr_di_instr_t* instr = &block->instrs[i];
    if (instr->kind == SR_DI_I_YIELD) {
      // The parent binds the values and then releases the dying ones.
      if (out_terminator)
        *out_terminator = instr;
      else
        sr_di_release_kills(frame, instr);
      return sr_ok_status();
    }
    SR_RETURN_IF_ERROR(sr_di_exec_instr(frame, instr));
    sr_di_release_kills(frame, instr);
    if (instr->kind == SR_DI_I_RETURN) return sr_ok_status();
  }
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// The run
//===----------------------------------------------------------------------===//

static sr_status_t sr_di_bind_params(sr_di_frame_t* frame) {
  const sr_di_program_t* p = frame->program;
  const sr_dispatch_state_t* d = frame->dispatch;
  if (d->binding_count < p->num_bindings ||
      d->constant_count < p->num_constants) {
    return sr_di_op_error(
        p->context, p->function_op, SR_STATUS_INVALID_ARGUMENT,
        "the dispatch passes %u bindings and %u operands; "
        "the function takes %u and %u",
        d->binding_count, d->constant_count, p->num_bindings, p->num_constants);
  }
  for (uint32_t i = 0; i < p->num_params; ++i) {
    sr_di_value_t* v = &frame->slots[p->param_slots[i]];
    uint32_t ordinal = p->param_ordinal[i];
    if (p->param_is_binding[i]) {
      v->tensor.data = (uint8_t*)d->bindings[ordinal];
      v->available = d->binding_lengths[ordinal];
    } else {
      v->bits = d->constants[ordinal];
    }
  }
  return sr_ok_status();
}

sr_status_t sr_di_program_run(const sr_di_program_t* program,
                              const sr_dispatch_state_t* dispatch) {
  return sr_di_program_run_checked(program, dispatch, NULL);
}

// Frames of up to this many slots (~5.6 KiB) are on the stack.
#define SR_DI_STACK_SLOTS 32

sr_status_t sr_di_program_run_checked(const sr_di_program_t* program,
                                      const sr_dispatch_state_t* dispatch,
                                      sr_export_check_t* check) {
  sr_di_frame_t frame;
  memset(&frame, 0, sizeof(frame));
  frame.program = program;
  frame.dispatch = dispatch;
  frame.check = check;
  frame.workgroup =
      dispatch->workgroup_id[0] +
      (uint64_t)dispatch->workgroup_count[0] *
          (dispatch->workgroup_id[1] +
           (uint64_t)dispatch->workgroup_count[1] * dispatch->workgroup_id[2]);
  // A small frame lives on the stack: two trips through the block caches
  // (four locks) per workgroup were a tenth of a tiny dispatch's setup.
  sr_di_value_t stack_slots[SR_DI_STACK_SLOTS];
  if (program->num_slots + 1 <= SR_DI_STACK_SLOTS) {
    frame.slots = stack_slots;
    memset(stack_slots, 0, (program->num_slots + 1) * sizeof(sr_di_value_t));
  } else {
    SR_RETURN_IF_ERROR(sr_allocator_calloc(
        program->allocator, (program->num_slots + 1) * sizeof(sr_di_value_t),
        (void**)&frame.slots));
  }
  for (uint32_t i = 0; i < program->num_presets; ++i) {
    frame.slots[program->preset_slots[i]] = program->preset_values[i];
  }
  sr_status_t status = sr_di_bind_params(&frame);
  if (!status) status = sr_di_exec_block(&frame, &program->entry, NULL);
  for (uint32_t i = 0; i < program->num_slots; ++i) {
    sr__di_slot_clear(&frame, i);
  }
  if (frame.slots != stack_slots) {
    sr_allocator_free(program->allocator, frame.slots);
  }
  return status;
}
