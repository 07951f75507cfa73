// Prepare's state and prepare.c's helpers, for the files that decode ops
// at prepare time (prepare_ops.c, region.c, the families' prepare hooks).
// Not for use elsewhere.
#ifndef STREAMREF_CPU_BACKEND_PREPARE_IMPL_H_
#define STREAMREF_CPU_BACKEND_PREPARE_IMPL_H_

#include "core/base/arena.h"
#include "core/base/ptr_map.h"
#include "cpu_backend/plan.h"
#include "cpu_backend/prepare.h"

// Open-addressing map from names (the program's NUL-terminated copies) to
// indices: symbol lookups at prepare are one probe, not a scan of every
// function or export (a program of N calls to N functions was quadratic).
typedef struct sr_rt_name_index_t {
  sr_allocator_t allocator;
  const char** names;
  uint32_t* values;
  size_t capacity;  // power of two or 0
  size_t count;
} sr_rt_name_index_t;

typedef struct sr_rt_prepare_t {
  sr_rt_program_t* program;
  sr_context_t* context;
  sr_arena_t* arena;
  sr_ptr_map_t slots;          // sr_value_t* -> slot of the current function
  sr_ptr_map_t blocks;         // sr_block_t* -> block index (function level)
  sr_rt_function_t* function;  // being compiled
  // Inside a stream.executable's function (builtins, workgroup counts).
  bool in_executable;
  // Distinct affinity attributes, in order of first use (queue ids).
  uint32_t affinity_count;
  uint32_t affinity_capacity;
  const sr_attr_t** affinities;
  // Symbols by name, and the capacities of the program's growing arrays.
  sr_rt_name_index_t function_index;  // non-initializer functions
  sr_rt_name_index_t extern_index;
  sr_rt_name_index_t global_index;
  sr_rt_name_index_t export_index;  // "executable::export"
  uint32_t function_capacity;
  uint32_t extern_capacity;
  uint32_t export_capacity;
  uint32_t init_capacity;
  // The load's progress callback (prepare.h; fn NULL: none).
  sr_rt_prepare_progress_t progress;
  uint64_t ops_prepared;
} sr_rt_prepare_t;

// Slot of |value| in the current function (UINT32_MAX if unnumbered).
uint32_t sr__rt_slot(sr_rt_prepare_t* prep, const sr_value_t* value);

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

// Finds a symbol of the program.
sr_rt_function_t* sr__rt_find_function(sr_rt_prepare_t* prep,
                                       sr_string_view_t name);
sr_rt_extern_t* sr__rt_find_extern(sr_rt_prepare_t* prep,
                                   sr_string_view_t name);
int32_t sr__rt_find_global(sr_rt_prepare_t* prep, sr_string_view_t name);
sr_rt_export_t* sr__rt_find_export(sr_rt_prepare_t* prep,
                                   sr_string_view_t executable,
                                   sr_string_view_t export_name);

// Queue id for an affinity attribute (0 for none).
uint32_t sr__rt_queue_of(sr_rt_prepare_t* prep, const sr_attr_t* affinity);

// Arena helpers.
void* sr__rt_alloc(sr_rt_prepare_t* prep, size_t size);
char* sr__rt_strdup(sr_rt_prepare_t* prep, const char* data, size_t length);

#endif  // STREAMREF_CPU_BACKEND_PREPARE_IMPL_H_
