// The runtime's objects behind include/streamref/runtime.h, shared by the
// files of cpu_backend/. Not for use elsewhere.
#ifndef STREAMREF_CPU_BACKEND_RUNTIME_IMPL_H_
#define STREAMREF_CPU_BACKEND_RUNTIME_IMPL_H_

#include <pthread.h>
#include <stdatomic.h>

#include "cpu_backend/block_cache.h"
#include "cpu_backend/devices.h"
#include "cpu_backend/export_interpreter.h"
#include "cpu_backend/plan.h"
#include "cpu_backend/registry.h"
#include "cpu_backend/stats.h"
#include "cpu_backend/trace/events.h"
#include "kernels/dispatch.h"
#include "streamref/params.h"
#include "streamref/runtime.h"
#include "streamref/sched.h"

struct sr_instance_t {
  sr_allocator_t allocator;
  sr_pool_t* pool;
  sr_loop_t* loop;
  sr_parameter_index_t* parameters;  // retained; see exec_params.c
  sr_dispatch_mode_t dispatch_mode;
  bool always_use_graphs;
  bool serial;  // see sr_instance_options_t.serial; region.c
  bool serial_reverse_waves;
  void (*trace_fn)(void* user_data, const char* key, size_t count,
                   sr_buffer_view_t* const* views);
  void* trace_user_data;
  sr_check_mode_t check_mode;  // cpu_backend/check/
  void (*check_fn)(void* user_data, const sr_check_report_t* report);
  void* check_user_data;
  const sr_k_table_t* kernels;
  // The dispatch interpreter (export_interpreter_default.c), or NULL in a
  // build that plugs in none.
  const sr_export_interpreter_t* interpreter;
  sr_rt_stats_t stats;
  // What observes the run (traces, dumps, the event callback), or NULL:
  // every hook point reads it once (cpu_backend/trace/events.h).
  sr_rt_events_t* events;
  sr_rt_device_list_t devices;  // --device (devices.h)
  // Why the --device list could not be made (then |devices| is empty): the
  // error of every module that uses devices (sr_rt_module_uses_devices),
  // as IREE creates devices only for modules that import its HAL module.
  sr_status_t devices_status;
  sr_rt_registry_t kernel_registry;  // "executable::export" -> sr_kernel_fn_t
  sr_rt_registry_t extern_registry;  // extern name -> sr_extern_fn_t
};

struct sr_function_t {
  sr_module_t* module;
  const sr_rt_function_t* plan;
};

// A kernel or extern resolved for one module at load time.
typedef struct sr_rt_bound_kernel_t {
  sr_kernel_fn_t fn;
  void* user_data;
} sr_rt_bound_kernel_t;

typedef struct sr_rt_bound_extern_t {
  sr_extern_fn_t fn;
  void* user_data;
} sr_rt_bound_extern_t;

struct sr_module_t {
  _Atomic int32_t ref_count;
  sr_instance_t* instance;
  sr_rt_program_t* program;
  // Globals: one slot each, guarded (invocations may run concurrently).
  pthread_mutex_t globals_mutex;
  sr_rt_value_t* globals;
  // Public functions, in text order.
  uint32_t function_count;
  sr_function_t* functions;
  // Per export / extern of the program (same indices).
  sr_rt_bound_kernel_t* kernels;
  sr_rt_bound_extern_t* externs;
  // sr_rt_module_uses_devices: otherwise its device globals stay null
  // when no device matches them (IREE drops unused ones).
  bool uses_devices;
  // Ordering domains: the last submission of each affinity's queue.
  pthread_mutex_t queue_mutex;
  sr_timepoint_t** queue_last;
  // Blocks made and freed on every run (frames, call arguments, dispatch
  // descriptions, the dispatch interpreter's workgroups), recycled over the
  // instance allocator: see block_cache.h.
  sr_rt_block_cache_t blocks;
  // What `stream.channel.create` without rank and count gives: this
  // module's rank of the launch (sr_module_options_t.default_channel), or a
  // channel of one rank. Never NULL once loaded.
  sr_channel_t* default_channel;
  // The parameters this module's ops read (sr_module_options_t.parameters,
  // or the instance's at load); retained, may be NULL (none given).
  sr_parameter_index_t* parameters;
};

// The module's recycling allocator (see sr_module_t.blocks): for memory
// that lives no longer than the module and is made again on every run.
static inline sr_allocator_t sr_rt_scratch_allocator(sr_module_t* module) {
  return sr_rt_block_cache_allocator(&module->blocks);
}

// Folds a time sample |ns| into the estimate at |estimate| (0: none yet)
// that a hand-off policy reads (region.c's inline/graph choice, dispatch.c's
// serial/pool choice): a sample below the estimate pulls it halfway down,
// one above it moves it a sixteenth of the way up, by at most a quarter of
// the estimate per sample (a 1 ms preemption on a 10 us estimate moved it
// 60 us, now 2.5 us). A thread preempted
// mid-run reads one sample 10-100x the work; an even-weighted average let
// that one sample lift a 30 us region over the hand-off floor, so it ran
// as a graph (slower on two threads than inline on one) until the next
// probe 64 submissions later. Work that really grew still wins: a sustained
// 10x rise crosses a 3x floor within six samples.
static inline void sr_rt_time_estimate_fold(_Atomic uint64_t* estimate,
                                            uint64_t ns) {
  if (!ns) ns = 1;
  // relaxed: a measurement, read only to choose the next hand-off.
  uint64_t old = atomic_load_explicit(estimate, memory_order_relaxed);
  uint64_t up = (ns - (ns < old ? ns : old)) / 16;
  if (up > old / 4) up = old / 4;
  uint64_t next = !old ? ns : ns < old ? old - (old - ns) / 2 : old + up;
  atomic_store_explicit(estimate, next, memory_order_relaxed);
}

#endif  // STREAMREF_CPU_BACKEND_RUNTIME_IMPL_H_
