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

// Told how far a prepare has come: called on the preparing thread after
// every SR_RT_PREPARE_PROGRESS_OPS ops decoded into instructions and once
// at the end, with the ops decoded so far (nested ops included).
typedef struct sr_rt_prepare_progress_t {
  void (*fn)(void* user_data, uint64_t ops_prepared);
  void* user_data;
} sr_rt_prepare_progress_t;

#define SR_RT_PREPARE_PROGRESS_OPS 4096u

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

#endif  // STREAMREF_CPU_BACKEND_PREPARE_H_
