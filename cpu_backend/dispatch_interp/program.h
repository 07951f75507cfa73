// The compiled form of one export's func.func: what prepare makes of the
// body and what a workgroup run executes.
//
// Every SSA value of the function (nested regions included) is a slot of a
// frame. The body is a tree of blocks of instructions; each instruction has
// a kind decided at prepare (no name lookups at run time), the slots it
// reads and writes, the tensor slots whose last use it is (released after
// it runs, and candidates for in-place updates), and decoded static data.
// All of it lives in the program's arena.
#ifndef STREAMREF_CPU_BACKEND_DISPATCH_INTERP_PROGRAM_H_
#define STREAMREF_CPU_BACKEND_DISPATCH_INTERP_PROGRAM_H_

#include "core/base/arena.h"
#include "core/dialects/op_schema.h"
#include "cpu_backend/dispatch_interp/body.h"
#include "streamref/runtime.h"
#include "streamref/sched_pool.h"

typedef enum sr_di_instr_kind_e {
  SR_DI_I_SCALAR = 0,    // data: body over slots, n = 1
  SR_DI_I_FORWARD,       // results[i] = operands[i]
  SR_DI_I_WORKGROUP_ID,  // code: dimension
  SR_DI_I_WORKGROUP_COUNT,
  SR_DI_I_WORKGROUP_SIZE,
  SR_DI_I_SUBSPAN,        // data: sr_di_subspan_t
  SR_DI_I_LOAD,           // data: sr_di_slice_t
  SR_DI_I_STORE,          // data: sr_di_slice_t
  SR_DI_I_EMPTY,          // data: sr_di_empty_t
  SR_DI_I_SPLAT,          // data: sr_di_shape_t
  SR_DI_I_EXTRACT_SLICE,  // data: sr_di_slice_t
  SR_DI_I_INSERT_SLICE,   // data: sr_di_slice_t (also parallel_insert)
  SR_DI_I_INSERT,         // scalar into a tensor
  SR_DI_I_RESHAPE,        // expand/collapse/reshape: data: sr_di_shape_t
  SR_DI_I_CAST,           // tensor.cast (checks static dims)
  SR_DI_I_BITCAST,        // tensor.bitcast / iree_tensor_ext.bitcast
  SR_DI_I_DIM,            // tensor.dim
  SR_DI_I_RANK,           // tensor.rank
  SR_DI_I_PAD,            // data: sr_di_pad_t
  SR_DI_I_CONCAT,         // code: dimension
  SR_DI_I_FROM_ELEMENTS,  // data: sr_di_shape_t
  SR_DI_I_GENERATE,       // data: sr_di_generate_t
  SR_DI_I_STRUCTURED,     // data: sr_di_structured_t
  SR_DI_I_SOFTMAX,        // code: dimension
  SR_DI_I_PACK,           // data: sr_di_pack_t
  SR_DI_I_UNPACK,         // data: sr_di_pack_t
  SR_DI_I_SORT,           // iree_linalg_ext.sort (ext_sort.c)
  SR_DI_I_SCAN,           // iree_linalg_ext.scan / arg_compare (ext_scan.c)
  SR_DI_I_GATHER,         // iree_linalg_ext.gather (ext_gather.c)
  SR_DI_I_TOPK,           // iree_linalg_ext.topk (ext_topk.c)
  SR_DI_I_SCATTER,        // iree_linalg_ext.scatter (ext_scatter.c)
  SR_DI_I_ATTENTION,      // iree_linalg_ext.attention (ext_attention.c)
  SR_DI_I_FOR,            // regions[0]
  SR_DI_I_IF,             // regions[0], regions[1]
  SR_DI_I_FORALL,         // regions[0]; data: sr_di_forall_t
  SR_DI_I_WHILE,          // regions[0] (before), regions[1] (after)
  SR_DI_I_AFFINE_APPLY,   // data: map
  SR_DI_I_AFFINE_MIN,
  SR_DI_I_AFFINE_MAX,
  SR_DI_I_DELINEARIZE,  // data: sr_di_mixed_t basis
  SR_DI_I_LINEARIZE,    // data: sr_di_mixed_t basis
  SR_DI_I_YIELD,        // region terminators: operands are the values
  SR_DI_I_RETURN,
  SR_DI_I_UNSUPPORTED,  // fails with a located error when reached
  SR_DI_I_FUSED,        // run by an earlier instruction (compile_fuse.c)
} sr_di_instr_kind_t;

typedef struct sr_di_block_t sr_di_block_t;

typedef struct sr_di_instr_t {
  uint16_t kind;
  int32_t code;
  const sr_op_t* op;
  uint32_t num_operands;
  uint32_t num_results;
  uint32_t num_kills;
  uint32_t num_regions;
  uint32_t* operands;  // slots
  uint32_t* results;   // slots
  uint32_t* kills;     // tensor slots whose last use this is
  sr_di_block_t* regions;
  void* data;
} sr_di_instr_t;

// An instruction's operands are its op's operands in op order from the
// first (sr__di_instr_set_operands with begin 0) unless its compiler says
// otherwise, and its results the op's results. An operand group that only
// single groups precede therefore sits at its schema group index
// (core/dialects/op_schema_table.h), and handlers read it by that name:
// sr_di_operand(instr, SR_TENSOR_INSERT_SLICE_DEST). Instructions whose
// compiler lays operands out itself name their positions next to it.
// Positions in instructions of an op without a schema row
// (affine.delinearize_index); SR_DI_RESULT (body.h) names the result of
// instructions that several ops compile to.
enum sr_di_instr_position_e {
  // SR_DI_I_DELINEARIZE: the linear index.
  SR_DI_DELINEARIZE_LINEAR_INDEX = 0,
};

static inline uint32_t sr_di_operand(const sr_di_instr_t* instr,
                                     uint32_t group) {
  return instr->operands[group];
}
static inline uint32_t sr_di_result(const sr_di_instr_t* instr,
                                    uint32_t group) {
  return instr->results[group];
}

// True when |slot| is among |instr|'s kills (its last use is |instr|).
static inline bool sr__di_instr_kills(const sr_di_instr_t* instr,
                                      uint32_t slot) {
  for (uint32_t i = 0; i < instr->num_kills; ++i) {
    if (instr->kills[i] == slot) return true;
  }
  return false;
}

struct sr_di_block_t {
  uint32_t num_args;
  uint32_t* args;  // slots of the block arguments
  uint32_t num_instrs;
  sr_di_instr_t* instrs;
};

// A mixed static/dynamic index list (offsets, sizes, strides, bounds).
typedef struct sr_di_mixed_t {
  uint32_t count;
  int64_t* values;  // static values; SR_DYNAMIC_DIM where dynamic
  uint32_t* slots;  // the slot of each dynamic entry (or unused)
} sr_di_mixed_t;

// A static shape plus the slots of its dynamic dimensions, in order.
typedef struct sr_di_shape_t {
  uint8_t rank;
  uint8_t dtype;
  int64_t dims[SR_DI_MAX_RANK];  // SR_DYNAMIC_DIM where dynamic
  uint32_t num_dynamic;
  uint32_t dynamic_slots[SR_DI_MAX_RANK];
  // Reshapes: reassociation groups (group of each result dim for expand,
  // of each source dim for collapse), or none for tensor.reshape.
  uint32_t num_groups;
  uint8_t group_of[SR_DI_MAX_RANK];
} sr_di_shape_t;

// tensor.empty, and the store its value flows to: when the value only
// ever becomes the outs of ops updating it in place and is then stored to a
// binding, the empty is that binding region itself (no final copy).
typedef struct sr_di_empty_t {
  sr_di_shape_t shape;
  const struct sr_di_instr_t* store;  // or NULL
} sr_di_empty_t;

typedef struct sr_di_subspan_t {
  uint32_t binding;      // binding ordinal
  uint32_t offset_slot;  // byte offset slot
  sr_di_shape_t shape;   // the dispatch tensor's shape and element type
  bool writable;
} sr_di_subspan_t;

// Slices: dispatch.tensor.load/store, extract_slice, insert_slice. The
// full-rank offsets/sizes/strides and the mask of dimensions the
// rank-reduced tensor keeps.
typedef struct sr_di_slice_t {
  sr_di_mixed_t offsets, sizes, strides;
  uint32_t rank;                 // full rank
  uint8_t kept[SR_DI_MAX_RANK];  // 1: dimension present in the slice
  uint32_t reduced_rank;
} sr_di_slice_t;

typedef struct sr_di_pad_t {
  sr_di_mixed_t low, high;
  uint32_t value_slot;  // the padding scalar when not constant
  uint64_t value_bits;  // the constant padding value
  bool value_constant;
} sr_di_pad_t;

typedef struct sr_di_generate_t {
  sr_di_shape_t shape;
  sr_di_body_t body;
} sr_di_generate_t;

typedef struct sr_di_forall_t {
  sr_di_mixed_t lower, upper, step;
  uint32_t num_ivs;
  uint32_t num_outs;
} sr_di_forall_t;

typedef struct sr_di_pack_t {
  uint32_t num_tiles;
  int64_t inner_dims_pos[SR_DI_MAX_RANK];
  sr_di_mixed_t inner_tiles;
  uint32_t num_outer_perm;
  int64_t outer_dims_perm[SR_DI_MAX_RANK];
  bool has_padding;
} sr_di_pack_t;

//===----------------------------------------------------------------------===//
// Structured ops (linalg)
//===----------------------------------------------------------------------===//

// One operand's indexing map as a linear function of the loops:
// element index r = offset[r] + sum_d coeff[r][d] * loop[d].
typedef struct sr_di_operand_map_t {
  uint32_t rank;
  bool is_scalar;  // a scalar operand (linalg.fill's value)
  int64_t offset[SR_DI_MAX_RANK];
  int64_t coeff[SR_DI_MAX_RANK][SR_DI_MAX_LOOPS];
} sr_di_operand_map_t;

typedef enum sr_di_fast_e {
  SR_DI_FAST_NONE = 0,
  SR_DI_FAST_FILL,      // yield of a scalar/rank-0 input
  SR_DI_FAST_COPY,      // yield of a tensor input, all loops parallel
  SR_DI_FAST_CONTRACT,  // out += a * b with projected permutations
} sr_di_fast_t;

// A contraction: out (+)= lhs * rhs with linear maps (matmuls, batched and
// transposed forms, convolutions). Each loop's role is the set of operands
// whose index it moves; the run picks the kernel's m, n and k loops among
// them and iterates the rest around the kernel calls.
enum {
  SR_DI_ROLE_LHS = 1,
  SR_DI_ROLE_RHS = 2,
  SR_DI_ROLE_OUT = 4,
};
typedef struct sr_di_contract_t {
  sr_k_dtype_t input_type;  // f32/f16/bf16 -> f32, i8 -> i32
  uint32_t lhs;             // the input operand the kernel's lhs is
  uint8_t role[SR_DI_MAX_LOOPS];
} sr_di_contract_t;

typedef struct sr_di_structured_t {
  uint32_t num_loops;
  uint32_t num_inputs;
  uint32_t num_outputs;
  uint8_t reduction[SR_DI_MAX_LOOPS];
  sr_di_operand_map_t* maps;  // inputs then outputs
  // Where each loop's size comes from: (operand, dimension).
  uint16_t size_operand[SR_DI_MAX_LOOPS];
  uint8_t size_dim[SR_DI_MAX_LOOPS];
  uint8_t* operand_dtypes;  // element types (scalars: their own)
  sr_di_body_t body;
  // Per output.
  uint8_t* reads_output;  // the body reads the output's block argument
  uint8_t* direct_yield;  // the yield's producer may write into the output
  uint8_t* in_place;      // the outs value dies here (if unshared)
  uint8_t* covered;       // every element of the output is written
  // Reduction fast path: per output the combine eop, or -1.
  int32_t* combine_eop;
  bool reduction_pattern;  // every output is combine(out, f(inputs))
  sr_di_fast_t fast;
  sr_di_contract_t contract;
  // Body arguments: operand i for i < num_body_args.
  uint32_t num_body_args;
  // Arith/math ops on whole tensors: no outs operand; the output is a new
  // tensor shaped like the first tensor input.
  bool fresh_output;
  // Contractions (compile_fuse.c): the outs start as zeros (a fused zero
  // fill), and the elementwise op run on each finished tile (its
  // instruction is FUSED; |epilogue_input| is the operand that reads the
  // contraction's result), or NULL.
  bool zero_init;
  const struct sr_di_instr_t* epilogue;
  uint32_t epilogue_input;
} sr_di_structured_t;

//===----------------------------------------------------------------------===//
// The program
//===----------------------------------------------------------------------===//

typedef struct sr_di_program_t {
  sr_arena_t arena;
  // What the program and its runs allocate from: the runtime gives the
  // module's recycling allocator (cpu_backend/block_cache.h), so the
  // blocks a run frees (tensors, packed operands, scratch) serve the next.
  sr_allocator_t allocator;
  const sr_context_t* context;
  const sr_k_table_t* kernels;
  sr_pool_t* pool;
  const sr_op_t* function_op;
  uint32_t num_slots;
  // Element type of scalar slots (SR_DTYPE_COUNT for the others).
  uint8_t* slot_dtypes;
  // Function arguments: slot, binding ordinal or push-constant ordinal.
  uint32_t num_params;
  uint32_t* param_slots;
  uint8_t* param_is_binding;
  uint32_t* param_ordinal;
  uint8_t* param_dtypes;
  uint32_t num_bindings;
  uint32_t num_constants;
  // Slots preset at frame creation (constants).
  uint32_t num_presets;
  uint32_t* preset_slots;
  sr_di_value_t* preset_values;
  sr_di_block_t entry;
  // Located errors of UNSUPPORTED instructions (their data points at
  // one), freed with the program.
  struct sr_di_deferred_t* deferred;
  // Tests: every structured op runs on the plain loop nest (no fast
  // paths, no reduction trees: each output element's reduction in loop
  // order), the scalar definition the fast paths are checked against.
  bool reference_loops;
} sr_di_program_t;

// What an UNSUPPORTED instruction fails with (a clone of it per run).
typedef struct sr_di_deferred_t {
  sr_status_t status;
  struct sr_di_deferred_t* next;
} sr_di_deferred_t;

#endif  // STREAMREF_CPU_BACKEND_DISPATCH_INTERP_PROGRAM_H_
