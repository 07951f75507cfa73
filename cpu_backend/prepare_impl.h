// Prepare's state, types only, for the files that decode ops at prepare time
// (prepare.c, prepare_ops.c, region.c, the families' prepare hooks): the
// helpers are prepare_support.h. Not for use elsewhere.
#ifndef STREAMREF_CPU_BACKEND_PREPARE_IMPL_H_
#define STREAMREF_CPU_BACKEND_PREPARE_IMPL_H_

#include "core/base/arena.h"
#include "core/base/ptr_map.h"
#include "cpu_backend/plan.h"

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

// Told how far a prepare has come: called on the preparing thread after
// every SR_RT_PREPARE_PROGRESS_OPS ops decoded into instructions and once
// at the end, with the ops decoded so far (nested ops included).
typedef struct sr_rt_prepare_progress_t {
  void (*fn)(void* user_data, uint64_t ops_prepared);
  void* user_data;
} sr_rt_prepare_progress_t;

#define SR_RT_PREPARE_PROGRESS_OPS 4096u

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
  // The load's progress callback (fn NULL: none).
  sr_rt_prepare_progress_t progress;
  uint64_t ops_prepared;
} sr_rt_prepare_t;

#endif  // STREAMREF_CPU_BACKEND_PREPARE_IMPL_H_
