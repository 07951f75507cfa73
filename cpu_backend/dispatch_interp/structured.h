// Run-time state of one structured op (linalg) execution, shared by the
// general loop nest (structured.c) and the contraction fast path
// (contract.c). Internal to dispatch_interp/.
#ifndef STREAMREF_CPU_BACKEND_DISPATCH_INTERP_STRUCTURED_H_
#define STREAMREF_CPU_BACKEND_DISPATCH_INTERP_STRUCTURED_H_

#include "cpu_backend/dispatch_interp/exec_impl.h"

#define SR_DI_MAX_OPERANDS 16

typedef struct sr_di_sop_t {
  sr_di_frame_t* frame;
  const sr_di_instr_t* instr;
  const sr_di_structured_t* s;
  uint32_t num_operands;
  int64_t sizes[SR_DI_MAX_LOOPS];
  // Operand k's element at loop point i is at
  // base[k] + sum_d strides[k][d] * i[d] elements.
  uint8_t* base[SR_DI_MAX_OPERANDS];
  ptrdiff_t strides[SR_DI_MAX_OPERANDS][SR_DI_MAX_LOOPS];
  size_t elem_size[SR_DI_MAX_OPERANDS];
  sr_di_tensor_t outputs[SR_DI_MAX_OPERANDS];  // owned results
  // Schedule (general and reduction paths).
  bool reduction_path;
  // Units that may write the same output element run in order on one
  // thread (sr_di_units_overlap).
  bool serial;
  int32_t block_dim;     // -1: one element at a time
  int64_t block_extent;  // the block dimension's size (after merging)
  size_t block;          // elements per block
  size_t num_blocks;
  uint32_t num_outer;
  uint32_t outer[SR_DI_MAX_LOOPS];  // parallel loops iterated per unit
  uint32_t num_red;
  uint32_t red[SR_DI_MAX_LOOPS];  // reduction loops, innermost last
  size_t units;
  uint8_t skip[256];  // combine eops (reduction path)
} sr_di_sop_t;

// One thread's state for running an op's element program over blocks:
// registers' views, scratch, accumulators, replicated broadcasts.
typedef struct sr_di_chunk_t {
  sr_di_sop_t* op;
  sr_di_view_t* views;
  uint8_t* scratch;
  uint8_t* acc;  // one block per output
  uint8_t* tmp;  // one block per output (reduction path)
  // Inputs broadcast along the block (stride 0), replicated (see
  // sr_di_body_bind for why): one block per input, and what it holds.
  uint8_t* bcast;
  const uint8_t* bcast_src[SR_DI_MAX_OPERANDS];
  size_t bcast_n[SR_DI_MAX_OPERANDS];
  int64_t index[SR_DI_MAX_LOOPS];
  uint8_t* ptr[SR_DI_MAX_OPERANDS];      // at the unit's origin
  ptrdiff_t stride[SR_DI_MAX_OPERANDS];  // along the block (elements)
  sr_di_body_ctx_t ctx;
} sr_di_chunk_t;

SR_MUST_USE_RESULT sr_status_t sr__di_chunk_begin(sr_di_sop_t* op,
                                                  sr_di_chunk_t* c);
void sr__di_chunk_end(sr_di_chunk_t* c);

// Runs the element program of |c|'s op (no reduction loops inside) over |n|
// elements (n <= the op's block): operand k's element i at c->ptr[k] +
// i * c->stride[k] elements.
SR_MUST_USE_RESULT sr_status_t sr__di_chunk_run_block(sr_di_chunk_t* c,
                                                      size_t n);

SR_MUST_USE_RESULT sr_status_t
sr__di_exec_structured(sr_di_frame_t* frame, const sr_di_instr_t* instr);

#endif  // STREAMREF_CPU_BACKEND_DISPATCH_INTERP_STRUCTURED_H_
