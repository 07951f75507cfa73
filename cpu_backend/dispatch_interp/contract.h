// Contractions on the kernels' GEMM (contract.c).
#ifndef STREAMREF_CPU_BACKEND_DISPATCH_INTERP_CONTRACT_H_
#define STREAMREF_CPU_BACKEND_DISPATCH_INTERP_CONTRACT_H_

#include "cpu_backend/dispatch_interp/structured.h"

// out += lhs * rhs on the kernels' GEMM (contract.c); with |epilogue| (the
// fused elementwise op, its operands bound, its input
// op->s->epilogue_input reading op's output), that op too, tile by tile.
// UNAVAILABLE: the shape does not suit the kernel, nothing was written.
SR_MUST_USE_RESULT sr_status_t sr__di_run_contract(sr_di_sop_t* op,
                                                   sr_di_sop_t* epilogue);

#endif  // STREAMREF_CPU_BACKEND_DISPATCH_INTERP_CONTRACT_H_
