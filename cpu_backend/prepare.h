// Prepare: turns a parsed, verified module into an sr_rt_program_t.
//
// One pass collects symbols (globals, initializers, functions, extern
// declarations, executables and their exports); a second numbers the SSA
// values of each function into frame slots and decodes every op into an
// instruction: its kind (decided by name, once), operand segments,
// attributes (encodings, tied operands, symbols, constants serialized to
// bytes) and sub-blocks. Execution regions additionally get the captures
// they read from their parent and the node list of their task graph.
//
// Ops the runtime does not know still prepare, as UNSUPPORTED instructions
// that fail with a located error when they run, so a module whose unknown
// ops sit in functions never called still loads.
#ifndef STREAMREF_CPU_BACKEND_PREPARE_H_
#define STREAMREF_CPU_BACKEND_PREPARE_H_

#include "core/ir/context.h"
#include "cpu_backend/plan.h"
#include "cpu_backend/prepare_impl.h"

// Builds a program from |module| (owned by |context|, which the program
// takes over and destroys). On failure the context is destroyed too.
// |progress| may be NULL.
SR_MUST_USE_RESULT sr_status_t sr_rt_program_create(
    sr_allocator_t allocator, sr_context_t* context, const sr_op_t* module,
    const sr_rt_prepare_progress_t* progress, sr_rt_program_t** out);

void sr_rt_program_destroy(sr_rt_program_t* program);

// The public function named |name| (NULL if none).
sr_rt_function_t* sr_rt_program_lookup(const sr_rt_program_t* program,
                                       const char* name);

// Read-only-to-be storage over |length| bytes of the program's arena at
// |data|; holds the program's memory until its last reference goes.
SR_MUST_USE_RESULT sr_status_t
sr_rt_program_wrap_constant(sr_rt_program_t* program, uint8_t* data,
                            size_t length, sr_rt_storage_t** out_storage);

//===----------------------------------------------------------------------===//
// Within prepare (prepare_ops.c, region_prepare.c): nested bodies
//===----------------------------------------------------------------------===//

// Compiles the ops of |block| (with its arguments) into |out|.
sr_status_t sr__rt_compile_block(sr_rt_prepare_t* prep, const sr_block_t* block,
                                 sr_rt_block_t* out);

// Compiles a single-block region into a new block (NULL for an empty
// region).
sr_status_t sr__rt_compile_region(sr_rt_prepare_t* prep,
                                  const sr_region_t* region,
                                  const sr_rt_block_t** out);

// Numbers the values of |region| (a function body or an executable's
// region) into |f|'s frame and compiles its blocks.
sr_status_t sr__rt_compile_function(sr_rt_prepare_t* prep, sr_rt_function_t* f,
                                    const sr_region_t* region);

#endif  // STREAMREF_CPU_BACKEND_PREPARE_H_
