// Prepare: fusions around contractions, decided once per block.
//
// IREE's dispatches put a contraction between a zero fill of its output and
// the elementwise op that consumes its result (bias add, activation,
// batch-norm affine, residual add, requantization):
//
//   %f = linalg.fill ins(%zero) outs(%e)
//   %c = linalg.generic/conv/matmul ins(%x, %w) outs(%f)   (contraction)
//   %y = linalg.generic ins(%c, %bias) outs(%e2)           (elementwise)
//
// Zero fill: the fill becomes a FORWARD of its outs and the contraction
// starts from zero itself (the GEMM's first K slice stores instead of
// adding to the output), one pass over the output fewer.
//
// Epilogue: the elementwise op is run by the contraction, on each tile as
// soon as the tile's last K slice is stored and while it is in cache
// (contract.c), and its own instruction becomes FUSED (nothing runs there
// but its kills). Running it early changes nothing observable when it is
// the contraction result's only user, reads nothing produced after the
// contraction, and only tensor.empty ops stand between the two (so no
// other instruction, and no error of one, is reordered around it; the
// empties it uses move before the contraction, and instructions then no
// longer pair up with the block's ops by position).

#include "cpu_backend/dispatch_interp/compile_fuse.h"

#include <string.h>

#include "cpu_backend/dispatch_interp/compile_impl.h"

// The instruction index of |op| in |block| (ops and instructions pair up
// one to one), or -1.
static int32_t sr_di_position(const sr_block_t* ir, const sr_op_t* op) {
  int32_t i = 0;
  for (const sr_op_t* o = ir->first_op; o; o = o->next, ++i) {
    if (o == op) return i;
  }
  return -1;
}

// The op defining |value| in block |ir|, or NULL (an argument, or defined
// outside).
static const sr_op_t* sr_di_defined_in(const sr_value_t* value,
                                       const sr_block_t* ir) {
  if (value->kind != SR_VALUE_RESULT) return NULL;
  return value->owner.op->parent == ir ? value->owner.op : NULL;
}

static bool sr_di_single_use(const sr_value_t* value) {
  return value->first_use && !value->first_use->next_use;
}

// True when the preset constant of |slot| has all-zero bits (+0.0, 0).
static bool sr_di_zero_constant(const sr_di_program_t* p, uint32_t slot) {
  for (uint32_t i = 0; i < p->num_presets; ++i) {
    if (p->preset_slots[i] == slot) return p->preset_values[i].bits == 0;
  }
  return false;
}

// A zero fill whose only use is contraction |instr|'s output.
static void sr_di_fuse_zero_fill(sr_di_compiler_t* c, const sr_block_t* ir,
                                 sr_di_block_t* block, const sr_op_t* op,
                                 sr_di_instr_t* instr) {
  sr_di_structured_t* s = (sr_di_structured_t*)instr->data;
  const sr_value_t* outs = op->operands[s->num_inputs].value;
  const sr_op_t* fill = sr_di_defined_in(outs, ir);
  if (!fill || !sr_di_single_use(outs) || !s->covered[0]) return;
  int32_t at = sr_di_position(ir, fill);
  sr_di_instr_t* f = at >= 0 ? &block->instrs[at] : NULL;
  if (!f || f->kind != SR_DI_I_STRUCTURED || f->num_operands != 2) return;
  const sr_di_structured_t* fs = (const sr_di_structured_t*)f->data;
  if (fs->fast != SR_DI_FAST_FILL || !fs->maps[0].is_scalar ||
      !sr_di_zero_constant(c->program, f->operands[SR_LINALG_FILL_INPUTS])) {
    return;
  }
  f->kind = SR_DI_I_FORWARD;
  f->operands += fs->num_inputs;  // its outputs
  f->num_operands = 1;
  s->zero_init = true;
}

// True when |map| sends each of its results to a distinct loop with
// coefficient 1 and no offset, covering all |loops|.
static bool sr_di_permutation(const sr_di_operand_map_t* map, uint32_t loops) {
  if (map->is_scalar || map->rank != loops) return false;
  uint32_t seen = 0;
  for (uint32_t r = 0; r < map->rank; ++r) {
    if (map->offset[r]) return false;
    int32_t loop = -1;
    for (uint32_t d = 0; d < loops; ++d) {
      if (!map->coeff[r][d]) continue;
      if (map->coeff[r][d] != 1 || loop >= 0) return false;
      loop = (int32_t)d;
    }
    if (loop < 0 || (seen >> loop) & 1) return false;
    seen |= 1u << loop;
  }
  return true;
}

static bool sr_di_uses_value(const sr_op_t* op, const sr_value_t* value) {
  for (uint32_t i = 0; i < op->num_operands; ++i) {
    if (op->operands[i].value == value) return true;
  }
  return false;
}

// True when every operand of |op| is defined before instruction |limit|
// of block |ir| (or outside it).
static bool sr_di_operands_before(const sr_op_t* op, const sr_block_t* ir,
                                  int32_t limit) {
  for (uint32_t k = 0; k < op->num_operands; ++k) {
    const sr_op_t* def = sr_di_defined_in(op->operands[k].value, ir);
    if (def && sr_di_position(ir, def) >= limit) return false;
  }
  return true;
}

// The elementwise consumer of contraction |instr| (instruction |i|) as its
// epilogue. The tensor.empty ops between the two that the consumer uses
// move before the contraction (they have no effect but binding a value).
static void sr_di_fuse_epilogue(const sr_block_t* ir, sr_di_block_t* block,
                                const sr_op_t* op, int32_t i) {
  sr_di_instr_t* instr = &block->instrs[i];
  sr_di_structured_t* s = (sr_di_structured_t*)instr->data;
  const sr_value_t* result = sr__di_op_result(op, SR_DI_RESULT);
  if (op->num_results != 1 || !sr_di_single_use(result) || !s->covered[0]) {
    return;
  }
  const sr_op_t* user = result->first_use->owner;
  if (user->parent != ir) return;
  int32_t j = sr_di_position(ir, user);
  if (j <= i) return;
  sr_di_instr_t* e = &block->instrs[j];
  if (e->kind != SR_DI_I_STRUCTURED) return;
  const sr_di_structured_t* es = (const sr_di_structured_t*)e->data;
  if (es->fast != SR_DI_FAST_NONE || es->num_outputs != 1 ||
      es->body.uses_index || es->reads_output[0] || !es->covered[0] ||
      es->num_loops > SR_DI_MAX_LOOPS) {
    return;
  }
  for (uint32_t d = 0; d < es->num_loops; ++d) {
    if (es->reduction[d]) return;
  }
  // Only tensor.empty ops in between; those the consumer reads must be
  // movable before the contraction.
  uint8_t move[64] = {0};  // per instruction between the two
  if (j - i - 1 > (int32_t)sizeof(move)) return;
  const sr_op_t* between = op->next;
  for (int32_t k = i + 1; k < j; ++k, between = between->next) {
    if (block->instrs[k].kind != SR_DI_I_EMPTY) return;
    bool used = false;
    for (uint32_t x = 0; x < user->num_operands; ++x) {
      if (user->operands[x].value ==
          sr__di_op_result(between, SR_TENSOR_EMPTY_RESULT)) {
        used = true;
      }
    }
    if (used && !sr_di_operands_before(between, ir, i)) return;
    move[k - i - 1] = used;
  }
  uint32_t input = es->num_inputs;
  for (uint32_t k = 0; k < es->num_inputs + es->num_outputs; ++k) {
    const sr_value_t* v = user->operands[k].value;
    if (v == result) {
      if (input != es->num_inputs || k >= es->num_inputs) return;
      input = k;
      continue;
    }
    // Every other operand exists before the contraction (or is one of the
    // moved empties) and is not one of its operands (the epilogue may write
    // an outs buffer in place while the contraction still reads).
    const sr_op_t* def = sr_di_defined_in(v, ir);
    int32_t at = def ? sr_di_position(ir, def) : -1;
    if (at >= i && !(at > i && at < j && move[at - i - 1])) return;
    if (sr_di_uses_value(op, v)) return;
  }
  if (input == es->num_inputs ||
      !sr_di_permutation(&es->maps[input], es->num_loops) ||
      !sr_di_permutation(&es->maps[es->num_inputs], es->num_loops) ||
      es->maps[input].rank != s->maps[s->num_inputs].rank) {
    return;
  }
  // Move the used empties before the contraction, keeping their order.
  sr_di_instr_t moved[sizeof(move)];
  int32_t num_moved = 0, kept = j - 1;
  for (int32_t k = j - 1; k > i; --k) {
    if (move[k - i - 1]) {
      moved[num_moved++] = block->instrs[k];
    } else {
      block->instrs[kept--] = block->instrs[k];
    }
  }
  block->instrs[kept] = block->instrs[i];  // the contraction
  for (int32_t x = 0; x < num_moved; ++x) {
    block->instrs[i + x] = moved[num_moved - 1 - x];
  }
  sr_di_instr_t* contraction = &block->instrs[kept];
  s = (sr_di_structured_t*)contraction->data;
  s->epilogue = e;
  s->epilogue_input = input;
  e->kind = SR_DI_I_FUSED;
}

sr_status_t sr__di_fuse_block(sr_di_compiler_t* c, const sr_block_t* ir,
                              sr_di_block_t* block) {
  uint32_t position = 0;
  for (const sr_op_t* op = ir->first_op; op; op = op->next, ++position) {
    sr_di_instr_t* instr = &block->instrs[position];
    if (instr->kind != SR_DI_I_STRUCTURED) continue;
    sr_di_structured_t* s = (sr_di_structured_t*)instr->data;
    if (s->fast != SR_DI_FAST_CONTRACT || s->num_outputs != 1 || s->epilogue) {
      continue;  // (a contraction moved after the empties it preceded)
    }
    sr_di_fuse_zero_fill(c, ir, block, op, instr);
    sr_di_fuse_epilogue(ir, block, op, (int32_t)position);
  }
  return sr_ok_status();
}
