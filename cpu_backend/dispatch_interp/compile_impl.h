// Shared state of the prepare-time compiler, types only: the helpers every
// op compiler uses are compile_support.h, the driver compile.h. Internal to
// dispatch_interp/.
#ifndef STREAMREF_CPU_BACKEND_DISPATCH_INTERP_COMPILE_IMPL_H_
#define STREAMREF_CPU_BACKEND_DISPATCH_INTERP_COMPILE_IMPL_H_

#include "core/base/ptr_map.h"
#include "cpu_backend/dispatch_interp/body_compile.h"
#include "cpu_backend/dispatch_interp/program.h"

typedef struct sr_di_compiler_t {
  sr_di_program_t* program;
  sr_context_t* context;
  sr_arena_t* arena;
  sr_allocator_t allocator;
  sr_ptr_map_t slots;  // value -> slot
  // Last uses: op -> head of a list of (slot, next) pairs of the tensor
  // values whose last use (in their defining block) is that op.
  sr_ptr_map_t kill_heads;
  uint32_t num_kill_entries;
  uint32_t kill_capacity;
  uint32_t* kill_slots;
  uint32_t* kill_next;
} sr_di_compiler_t;

// Operand (result) group |group| of |op| when only single groups precede
// it, so that it sits at its schema group index (as in the instructions,
// program.h): sr__di_op_operand(op, SR_TENSOR_PAD_SOURCE).
static inline sr_value_t* sr__di_op_operand(const sr_op_t* op, uint32_t group) {
  return op->operands[group].value;
}
static inline sr_value_t* sr__di_op_result(const sr_op_t* op, uint32_t group) {
  return &op->results[group];
}

// Marks a mixed list without dynamic operands (sr__di_decode_mixed).
#define SR_DI_NO_GROUP UINT32_MAX

typedef sr_status_t (*sr_di_op_compile_fn_t)(sr_di_compiler_t* c,
                                             const sr_op_t* op,
                                             sr_di_instr_t* instr);
typedef struct sr_di_op_compiler_t {
  const char* name;
  sr_di_op_compile_fn_t fn;
} sr_di_op_compiler_t;

// An error located at |op| as a status.
#define SR_DI_OP_ERROR(c, op, code, ...) \
  sr_di_op_error((c)->context, (op), (code), __VA_ARGS__)

#endif  // STREAMREF_CPU_BACKEND_DISPATCH_INTERP_COMPILE_IMPL_H_
