// Fusion into contractions (compile_fuse.c).
#ifndef STREAMREF_CPU_BACKEND_DISPATCH_INTERP_COMPILE_FUSE_H_
#define STREAMREF_CPU_BACKEND_DISPATCH_INTERP_COMPILE_FUSE_H_

#include "cpu_backend/dispatch_interp/compile_impl.h"

// Fuses zero fills and elementwise epilogues into the contractions of a
// compiled block (compile_fuse.c).
SR_MUST_USE_RESULT sr_status_t sr__di_fuse_block(sr_di_compiler_t* c,
                                                 const sr_block_t* ir,
                                                 sr_di_block_t* block);

#endif  // STREAMREF_CPU_BACKEND_DISPATCH_INTERP_COMPILE_FUSE_H_
