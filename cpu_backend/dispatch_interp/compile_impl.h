// Shared state of the prepare-time compiler (compile.c, compile_linalg.c,
// compile_tensor.c). Internal to dispatch_interp/.
#ifndef STREAMREF_CPU_BACKEND_DISPATCH_INTERP_COMPILE_IMPL_H_
#define STREAMREF_CPU_BACKEND_DISPATCH_INTERP_COMPILE_IMPL_H_

#include "core/base/ptr_map.h"
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

// The slot of |value| (every value has one after numbering).
uint32_t sr__di_slot(const sr_di_compiler_t* c, const sr_value_t* value);

// The lookup callback element programs use for captured values.
bool sr__di_slot_lookup(void* user, const sr_value_t* value,
                        uint32_t* out_slot);

// Operand (result) group |group| of |op| when only single groups precede
// it, so that it sits at its schema group index (as in the instructions,
// program.h): sr__di_op_operand(op, SR_TENSOR_PAD_SOURCE).
static inline sr_value_t* sr__di_op_operand(const sr_op_t* op, uint32_t group) {
  return op->operands[group].value;
}
static inline sr_value_t* sr__di_op_result(const sr_op_t* op, uint32_t group) {
  return &op->results[group];
}

// Arena copies of the instruction's operand/result slot arrays.
SR_MUST_USE_RESULT sr_status_t sr__di_instr_set_operands(sr_di_compiler_t* c,
                                                         sr_di_instr_t* instr,
                                                         const sr_op_t* op,
                                                         uint32_t begin,
                                                         uint32_t count);

// Marks a mixed list without dynamic operands (sr__di_decode_mixed).
#define SR_DI_NO_GROUP UINT32_MAX

// Decodes the attribute |statics| (`static_sizes`) plus the dynamic operand
// group |group| of |op| (a named index of its schema, SR_TENSOR_PAD_LOW; or
// SR_DI_NO_GROUP) into a mixed list.
SR_MUST_USE_RESULT sr_status_t sr__di_decode_mixed(sr_di_compiler_t* c,
                                                   const sr_op_t* op,
                                                   uint32_t group,
                                                   const char* statics,
                                                   sr_di_mixed_t* out);

// A tensor type's static shape and element type; dynamic dims take the
// slots of |dims| (|num_dims| operands of |op| from |first|).
SR_MUST_USE_RESULT sr_status_t sr__di_decode_shape(
    sr_di_compiler_t* c, const sr_op_t* op, const sr_type_t* type,
    uint32_t first, uint32_t num_dims, sr_di_shape_t* out);

// Moves an element program's arrays into the program arena.
SR_MUST_USE_RESULT sr_status_t sr__di_body_finalize(sr_di_compiler_t* c,
                                                    sr_di_body_t* body);

// Compiles a linalg op (generic, named, fill, copy, transpose, broadcast,
// map, reduce, elementwise) into a STRUCTURED instruction.
SR_MUST_USE_RESULT sr_status_t sr__di_compile_structured(sr_di_compiler_t* c,
                                                         const sr_op_t* op,
                                                         sr_di_instr_t* instr);

// Fuses zero fills and elementwise epilogues into the contractions of a
// compiled block (compile_fuse.c).
SR_MUST_USE_RESULT sr_status_t sr__di_fuse_block(sr_di_compiler_t* c,
                                                 const sr_block_t* ir,
                                                 sr_di_block_t* block);

// Compiles an arith/math op applied to whole tensors (elementwise) into a
// STRUCTURED instruction with identity maps.
SR_MUST_USE_RESULT sr_status_t sr__di_compile_elementwise(sr_di_compiler_t* c,
                                                          const sr_op_t* op,
                                                          sr_di_instr_t* instr);

// Compiles a region's block as an element program (tensor.generate,
// tensor.pad with a non-constant value).
SR_MUST_USE_RESULT sr_status_t sr__di_compile_body(sr_di_compiler_t* c,
                                                   const sr_block_t* block,
                                                   sr_di_body_t* out_body);

// Compiles an iree_linalg_ext.sort (ext_sort.c).
SR_MUST_USE_RESULT sr_status_t sr__di_compile_sort(sr_di_compiler_t* c,
                                                   const sr_op_t* op,
                                                   sr_di_instr_t* instr);

// Compiles an iree_linalg_ext.scan or arg_compare (ext_scan.c).
SR_MUST_USE_RESULT sr_status_t sr__di_compile_scan(sr_di_compiler_t* c,
                                                   const sr_op_t* op,
                                                   sr_di_instr_t* instr);

// Compiles an iree_linalg_ext.gather (ext_gather.c).
SR_MUST_USE_RESULT sr_status_t sr__di_compile_gather(sr_di_compiler_t* c,
                                                     const sr_op_t* op,
                                                     sr_di_instr_t* instr);

// Compiles an iree_linalg_ext.topk (ext_topk.c).
SR_MUST_USE_RESULT sr_status_t sr__di_compile_topk(sr_di_compiler_t* c,
                                                   const sr_op_t* op,
                                                   sr_di_instr_t* instr);

// Compiles an iree_linalg_ext.scatter (ext_scatter.c).
SR_MUST_USE_RESULT sr_status_t sr__di_compile_scatter(sr_di_compiler_t* c,
                                                      const sr_op_t* op,
                                                      sr_di_instr_t* instr);

// Compiles an iree_linalg_ext.attention (ext_attention.c).
SR_MUST_USE_RESULT sr_status_t sr__di_compile_attention(sr_di_compiler_t* c,
                                                        const sr_op_t* op,
                                                        sr_di_instr_t* instr);

typedef sr_status_t (*sr_di_op_compile_fn_t)(sr_di_compiler_t* c,
                                             const sr_op_t* op,
                                             sr_di_instr_t* instr);
typedef struct sr_di_op_compiler_t {
  const char* name;
  sr_di_op_compile_fn_t fn;
} sr_di_op_compiler_t;

// The compiler of a binding, dispatch tensor or tensor dialect op (and
// linalg.pack/unpack/softmax), or NULL (compile_tensor.c).
const sr_di_op_compiler_t* sr__di_tensor_op_compiler(const sr_op_t* op);

// An error located at |op| as a status.
#define SR_DI_OP_ERROR(c, op, code, ...) \
  sr_di_op_error((c)->context, (op), (code), __VA_ARGS__)

#endif  // STREAMREF_CPU_BACKEND_DISPATCH_INTERP_COMPILE_IMPL_H_
