// The public runtime API: instances, registration, modules, functions and
// invocation (include/streamref/runtime.h).

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/source_text.h"
#include "core/ir/verifier.h"
#include "core/parse/parser.h"
#include "cpu_backend/buffer_view.h"
#include "cpu_backend/check/check.h"
#include "cpu_backend/collective/channel.h"
#include "cpu_backend/decode.h"
#include "cpu_backend/exec_params.h"
#include "cpu_backend/export_interpreter_default.h"
#include "cpu_backend/interp.h"
#include "cpu_backend/phase.h"
#include "cpu_backend/prepare.h"
#include "cpu_backend/region.h"
#include "cpu_backend/runtime_impl.h"
#include "streamref/ir.h"

//===----------------------------------------------------------------------===//
// Instance
//===----------------------------------------------------------------------===//

void sr_instance_options_initialize(sr_instance_options_t* out_options) {
  memset(out_options, 0, sizeof(*out_options));
  out_options->dispatch_mode = SR_DISPATCH_MODE_AUTO;
}

sr_status_t sr_instance_create(const sr_instance_options_t* options,
                               sr_allocator_t allocator,
                               sr_instance_t** out_instance) {
  *out_instance = NULL;
  sr_instance_options_t defaults;
  if (!options) {
    sr_instance_options_initialize(&defaults);
    options = &defaults;
  }
  const sr_k_table_t* kernels = NULL;
  if (sr_k_table_get(&kernels)) {
    return SR_MAKE_STATUS(SR_STATUS_UNAVAILABLE, "kernels: %s",
                          sr_k_dispatch_error());
  }
  sr_instance_t* instance = NULL;
  SR_RETURN_IF_ERROR(
      sr_allocator_calloc(allocator, sizeof(*instance), (void**)&instance));
  instance->allocator = allocator;
  // The instance's memory is freed with the last reference to its
  // statistics: result storages outliving the instance hold one.
  sr_rt_stats_initialize(&instance->stats, allocator, instance);
  instance->dispatch_mode = options->dispatch_mode;
  instance->always_use_graphs = options->always_use_graphs;
  instance->serial = options->serial;
  instance->serial_reverse_waves = options->serial_reverse_waves;
  instance->trace_fn = options->trace_fn;
  instance->trace_user_data = options->trace_user_data;
  instance->check_mode = options->check_mode;
  instance->check_fn = options->check_fn;
  instance->check_user_data = options->check_user_data;
  instance->kernels = kernels;
  instance->interpreter = sr_export_interpreter_default();
  sr_rt_registry_initialize(allocator, &instance->kernel_registry);
  sr_rt_registry_initialize(allocator, &instance->extern_registry);
  instance->devices_status = sr_rt_device_list_initialize(
      allocator, options->devices, options->device_count, &instance->devices);
  sr_pool_options_t pool_options;
  sr_pool_options_initialize(&pool_options);
  pool_options.worker_count = options->worker_count;
  if (options->serial && !pool_options.worker_count) {
    pool_options.worker_count = 1;
  }
  sr_status_t status =
      sr_pool_create(&pool_options, allocator, &instance->pool);
  if (!status) status = sr_loop_create(allocator, &instance->loop);
  if (!status) {
    status = sr_rt_events_create(options, allocator, instance->pool,
                                 instance->loop, &instance->events);
  }
  if (status) {
    sr_instance_release(instance);
    return status;
  }
  if (instance->events) {
    // Dumps name dispatches by their place in program order: regions run
    // as the serial oracle runs them (workgroups still on the pool).
    if (sr_rt_events_want_program_order(instance->events)) {
      instance->serial = true;
    }
    atomic_store_explicit(&instance->stats.events, instance->events,
                          memory_order_release);
  }
  *out_instance = instance;
  return sr_ok_status();
}

void sr_instance_release(sr_instance_t* instance) {
  if (!instance) return;
  // The loop first: its callbacks may touch timepoints the pool completes.
  sr_pool_destroy(instance->pool);
  sr_loop_destroy(instance->loop);
  if (instance->events) {
    // Storage outliving the instance stops counting into the trace.
    atomic_store_explicit(&instance->stats.events, NULL, memory_order_release);
    sr_rt_events_close(instance->events);
    instance->events = NULL;
  }
  sr_parameter_index_release(instance->parameters);
  sr_rt_registry_deinitialize(&instance->kernel_registry);
  sr_rt_registry_deinitialize(&instance->extern_registry);
  sr_rt_device_list_deinitialize(instance->allocator, &instance->devices);
  sr_status_free(instance->devices_status);
  // Frees the instance now, or with the last storage allocated through it
  // (a result buffer view the caller still holds).
  sr_rt_stats_release(&instance->stats);
}

sr_status_t sr_instance_flush_observers(sr_instance_t* instance) {
  return sr_rt_events_flush(instance->events);
}

sr_allocator_t sr_instance_allocator(const sr_instance_t* instance) {
  return instance->allocator;
}

int32_t sr_instance_worker_count(const sr_instance_t* instance) {
  return sr_pool_worker_count(instance->pool);
}

void sr_instance_statistics(const sr_instance_t* instance,
                            sr_instance_statistics_t* out) {
  sr_rt_stats_t* s = (sr_rt_stats_t*)&instance->stats;
  out->bytes_allocated = atomic_load(&s->bytes_allocated);
  out->bytes_freed = atomic_load(&s->bytes_freed);
  out->bytes_peak = atomic_load(&s->bytes_peak);
  out->allocation_count = atomic_load(&s->allocation_count);
  out->dispatch_count = atomic_load(&s->dispatch_count);
}

sr_status_t sr_instance_register_kernel(sr_instance_t* instance,
                                        const char* name,
                                        const sr_kernel_t* kernel) {
  if (!kernel || !kernel->fn || !kernel->abi_version) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "kernel for '%s' has no %s (initialize it with "
                          "SR_KERNEL_INITIALIZER of streamref/kernel_abi.h)",
                          name,
                          kernel && kernel->fn ? "ABI version" : "function");
  }
  // Only version 1 exists: its sr_dispatch_state_t is what dispatch.c
  // builds. A later version keeps the registered version and builds the
  // state of that version for its kernels.
  if (kernel->abi_version < SR_KERNEL_ABI_VERSION_MIN ||
      kernel->abi_version > SR_KERNEL_ABI_VERSION) {
    return SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED,
                          "kernel for '%s' was built against kernel ABI "
                          "version %u; this streamref runs versions %u to %u",
                          name, (unsigned)kernel->abi_version,
                          (unsigned)SR_KERNEL_ABI_VERSION_MIN,
                          (unsigned)SR_KERNEL_ABI_VERSION);
  }
  return sr_rt_registry_set(&instance->kernel_registry, name,
                            (sr_rt_registry_fn_t)kernel->fn, kernel->user_data);
}

sr_status_t sr_instance_register_extern(sr_instance_t* instance,
                                        const char* name, sr_extern_fn_t fn,
                                        void* user_data) {
  return sr_rt_registry_set(&instance->extern_registry, name,
                            (sr_rt_registry_fn_t)fn, user_data);
}

//===----------------------------------------------------------------------===//
// Modules
//===----------------------------------------------------------------------===//

static void sr_rt_module_destroy(sr_module_t* module) {
  sr_allocator_t allocator = module->instance->allocator;
  // F1: work the program submitted but never awaited may still run on the
  // pool; nothing it uses is freed before it has finished (file and
  // parameter jobs hold a reference on the module instead).
  for (uint32_t i = 0; module->program && i < module->program->region_count;
       ++i) {
    sr_rt_region_drain(module->program->regions[i]);
  }
  if (module->globals) {
    for (uint32_t i = 0; i < module->program->global_count; ++i) {
      sr_rt_value_release(&module->globals[i]);
    }
  }
  sr_channel_release(module->default_channel);
  sr_parameter_index_release(module->parameters);
  if (module->queue_last) {
    for (uint32_t i = 0; i < module->program->queue_count; ++i) {
      if (module->queue_last[i]) sr_timepoint_release(module->queue_last[i]);
    }
  }
  if (module->program && module->instance->interpreter) {
    const sr_export_interpreter_t* interp = module->instance->interpreter;
    for (uint32_t i = 0; i < module->program->export_count; ++i) {
      sr_rt_export_t* e = module->program->exports[i];
      if (e->interpreter_state)
        interp->release(interp->self, e->interpreter_state);
      e->interpreter_state = NULL;
    }
  }
  sr_rt_program_destroy(module->program);
  sr_rt_block_cache_deinitialize(&module->blocks);
  sr_allocator_free(allocator, module->globals);
  sr_allocator_free(allocator, module->queue_last);
  sr_allocator_free(allocator, module->functions);
  sr_allocator_free(allocator, module->kernels);
  sr_allocator_free(allocator, module->externs);
  pthread_mutex_destroy(&module->globals_mutex);
  pthread_mutex_destroy(&module->queue_mutex);
  sr_allocator_free(allocator, module);
}

void sr_module_retain(sr_module_t* module) {
  if (module) atomic_fetch_add(&module->ref_count, 1);
}

void sr_module_release(sr_module_t* module) {
  if (module && atomic_fetch_sub(&module->ref_count, 1) == 1) {
    sr_rt_module_destroy(module);
  }
}

// Resolves registered kernels and externs, and prepares exports for the
// interpreter.
static sr_status_t sr_rt_module_bind(sr_module_t* module) {
  sr_instance_t* instance = module->instance;
  sr_rt_program_t* program = module->program;
  sr_allocator_t allocator = instance->allocator;
  SR_RETURN_IF_ERROR(sr_allocator_calloc(
      allocator, (program->export_count + 1) * sizeof(sr_rt_bound_kernel_t),
      (void**)&module->kernels));
  SR_RETURN_IF_ERROR(sr_allocator_calloc(
      allocator, (program->extern_count + 1) * sizeof(sr_rt_bound_extern_t),
      (void**)&module->externs));
  for (uint32_t i = 0; i < program->export_count; ++i) {
    sr_rt_registry_fn_t fn = NULL;
    if (sr_rt_registry_lookup(&instance->kernel_registry,
                              program->exports[i]->name, &fn,
                              &module->kernels[i].user_data)) {
      module->kernels[i].fn = (sr_kernel_fn_t)fn;
    }
  }
  for (uint32_t i = 0; i < program->extern_count; ++i) {
    sr_rt_registry_fn_t fn = NULL;
    if (sr_rt_registry_lookup(&instance->extern_registry,
                              program->externs[i]->name, &fn,
                              &module->externs[i].user_data)) {
      module->externs[i].fn = (sr_extern_fn_t)fn;
    }
  }
  const sr_export_interpreter_t* interp = instance->interpreter;
  for (uint32_t i = 0; interp && i < program->export_count; ++i) {
    sr_rt_export_t* e = program->exports[i];
    if (e->builtin || !e->function_op) continue;
    void* state = NULL;
    // The interpreter allocates per workgroup through this allocator, so
    // it gets the module's recycling one (block_cache.h).
    sr_status_t status = interp->prepare(
        interp->self, program->context, e->export_op, e->function_op,
        instance->pool, sr_rt_scratch_allocator(module), &state);
    if (sr_status_code(status) == SR_STATUS_UNIMPLEMENTED) {
      sr_status_ignore(status);
      continue;
    }
    SR_RETURN_IF_ERROR(status);
    e->interpreter_state = state;
  }
  return sr_ok_status();
}

static int64_t sr_rt_global_device(void* user_data, int32_t global) {
  const sr_module_t* module = (const sr_module_t*)user_data;
  const sr_rt_value_t* value = &module->globals[global];
  return value->kind == SR_RT_VALUE_DEVICE ? value->i : -1;
}

// A device global gets the device its selector picks, or the module fails
// to load as IREE's device initializer fails (INCOMPATIBLE).
static sr_status_t sr_rt_initialize_device(sr_module_t* module,
                                           uint32_t index) {
  const sr_rt_global_t* global = &module->program->globals[index];
  int64_t device = sr_rt_device_select(
      &module->instance->devices, global->device, sr_rt_global_device, module);
  if (device < 0 && !module->uses_devices) return sr_ok_status();
  if (device < 0) {
    const sr_attr_t* initial = sr_op_attr(global->op, "initial_value");
    sr_string_view_t text = initial && initial->kind == SR_ATTR_DIALECT
                                ? initial->text.text
                                : sr_make_cstring_view("?");
    return sr_context_make_status_at(
        module->program->context, global->op->pos, SR_STATUS_INCOMPATIBLE,
        "HAL device `%s` not found or unavailable: #%.*s (%u device%s given "
        "with --device)",
        global->name, (int)text.size, text.data,
        module->instance->devices.count,
        module->instance->devices.count == 1 ? "" : "s");
  }
  sr_rt_value_set_device(&module->globals[index], device);
  return sr_ok_status();
}

static sr_status_t sr_rt_module_initialize(sr_module_t* module) {
  sr_rt_program_t* program = module->program;
  for (uint32_t i = 0; i < program->init_count; ++i) {
    const sr_rt_init_step_t* step = &program->init_steps[i];
    if (step->kind == SR_RT_INIT_GLOBAL) {
      if (program->globals[step->index].device) {
        SR_RETURN_IF_ERROR(sr_rt_initialize_device(module, step->index));
        continue;
      }
      sr_rt_value_assign(&module->globals[step->index],
                         &program->globals[step->index].initial);
      continue;
    }
    const sr_rt_function_t* f = program->functions[step->index];
    sr_rt_check_t* check = NULL;
    SR_RETURN_IF_ERROR(sr_rt_check_begin(module, f, &check));
    sr_rt_events_t* events = module->instance->events;
    sr_rt_event_t event;
    if (events) {
      sr_rt_event_init(&event, SR_EVENT_INVOCATION, module, NULL);
      event.e.name = f->name;
      event.e.detail = "initializer";
      sr_rt_events_begin(events, &event);
    }
    sr_status_t status =
        sr_rt_check_end(check, sr_rt_invoke(module, f, NULL, NULL));
    if (events) sr_rt_events_end(events, &event, status);
    SR_RETURN_IF_ERROR(status);
  }
  return sr_ok_status();
}

// Binary inputs streamref cannot read, recognized by their first bytes so
// that the message says what the file is rather than what a parser makes
// of it (`custom op 'PK' is unknown`).
static sr_status_t sr_rt_check_not_binary(const char* name, const char* text,
                                          size_t length) {
  const unsigned char* b = (const unsigned char*)text;
  bool zip =
      length >= 4 && b[0] == 'P' && b[1] == 'K' && b[2] == 3 && b[3] == 4;
  bool flatbuffer = length >= 8 && memcmp(b + 4, "IREE", 4) == 0;
  if (zip || flatbuffer) {
    return SR_MAKE_STATUS_AT(
        ((sr_ir_loc_t){name, 1, 1, 0}), NULL, 0, SR_STATUS_INVALID_ARGUMENT,
        "this is a compiled IREE VM module (.vmfb), which iree-run-module "
        "runs; streamref runs Stream IR, the text `iree-compile "
        "--compile-to=stream` prints: compile the source again with "
        "--compile-to=stream -o prog.stream.mlir");
  }
  if (length >= 4 && memcmp(b, "ML\xefR", 4) == 0) {
    return SR_MAKE_STATUS_AT(
        ((sr_ir_loc_t){name, 1, 1, 0}), NULL, 0, SR_STATUS_INVALID_ARGUMENT,
        "this is MLIR bytecode; streamref reads MLIR text: print it with "
        "`iree-opt FILE -o prog.mlir` (or compile with --compile-to=stream "
        "without --emit-mlir-bytecode)");
  }
  return sr_ok_status();
}

// Out of memory that no op claimed once the text has parsed (preparing the
// program, binding, initializing) is located at the top-level op: only
// failures before the parse (reading the file, creating the context) have
// no place in the text to point at.
static sr_status_t sr_rt_locate_load(const char* name, sr_source_pos_t pos,
                                     sr_status_t status) {
  if (!status || sr_status_ir_loc(status).file ||
      sr_status_code(status) != SR_STATUS_RESOURCE_EXHAUSTED) {
    return status;
  }
  sr_ir_loc_t loc = {name, pos.line ? pos.line : 1, pos.column ? pos.column : 1,
                     1};
  return sr_status_annotate_f(sr_status_set_ir_loc(status, loc, NULL, 0),
                              "loading the program");
}

// The module options' progress callback, fed by the parser and prepare.
typedef struct sr_rt_load_progress_t {
  const sr_module_options_t* options;
  sr_load_progress_t state;
} sr_rt_load_progress_t;

static void sr_rt_load_parse_progress(void* user_data, uint64_t bytes_parsed,
                                      uint64_t ops_parsed) {
  sr_rt_load_progress_t* p = (sr_rt_load_progress_t*)user_data;
  p->state.bytes_parsed = bytes_parsed;
  p->state.ops_parsed = ops_parsed;
  p->state.parsed = bytes_parsed == p->state.bytes_total;
  p->options->progress_fn(p->options->progress_user_data, &p->state);
}

static void sr_rt_load_prepare_progress(void* user_data,
                                        uint64_t ops_prepared) {
  sr_rt_load_progress_t* p = (sr_rt_load_progress_t*)user_data;
  p->state.ops_prepared = ops_prepared;
  p->state.parsed = true;
  p->options->progress_fn(p->options->progress_user_data, &p->state);
}

// Parses and verifies the source (|text|, or the context's source
// |source_id| when nonzero) and loads it. Takes |context| over.
static sr_status_t sr_rt_module_load_source(sr_instance_t* instance,
                                            sr_context_t* context,
                                            const char* name, const char* text,
                                            size_t length, uint32_t source_id,
                                            const sr_module_options_t* options,
                                            sr_module_t** out_module) {
  *out_module = NULL;
  sr_status_t status = sr_rt_check_not_binary(name, text, length);
  if (status) {
    sr_context_destroy(context);
    return status;
  }
  sr_allocator_t allocator = instance->allocator;
  sr_parse_options_t parse_options = {0};
  parse_options.allow_unregistered_dialects = true;
  parse_options.source_id = source_id;
  sr_rt_load_progress_t progress = {options, {0}};
  sr_rt_prepare_progress_t prepare_progress = {NULL, NULL};
  if (options && options->progress_fn) {
    const sr_source_t* source =
        source_id ? sr_context_source(context, source_id) : NULL;
    progress.state.bytes_total = source ? source->length : length;
    parse_options.progress_fn = sr_rt_load_parse_progress;
    parse_options.progress_user_data = &progress;
    prepare_progress.fn = sr_rt_load_prepare_progress;
    prepare_progress.user_data = &progress;
  }
  sr_op_t* ir = NULL;
  status = sr_parse_source(context, name, text, length, &parse_options, &ir);
  if (!status)
    status = sr_rt_locate_load(name, ir->pos, sr_verify(context, ir));
  if (status) {
    sr_context_destroy(context);
    return status;
  }
  bool uses_devices = sr_rt_module_uses_devices(ir);
  if (instance->devices_status && uses_devices) {
    sr_context_destroy(context);
    return sr_status_annotate_f(sr_status_clone(instance->devices_status),
                                "resolving the devices of '%s'", name);
  }
  sr_source_pos_t top = ir->pos;
  sr_rt_program_t* program = NULL;
  SR_RETURN_IF_ERROR(
      sr_rt_locate_load(name, top,
                        sr_rt_program_create(allocator, context, ir,
                                             &prepare_progress, &program)));
  sr_module_t* module = NULL;
  status = sr_allocator_calloc(allocator, sizeof(*module), (void**)&module);
  if (status) {
    sr_rt_program_destroy(program);
    return sr_rt_locate_load(name, top, status);
  }
  atomic_init(&module->ref_count, 1);
  module->instance = instance;
  module->program = program;
  module->uses_devices = uses_devices;
  sr_rt_block_cache_initialize(allocator, &module->blocks);
  pthread_mutex_init(&module->globals_mutex, NULL);
  pthread_mutex_init(&module->queue_mutex, NULL);
  if (options && options->default_channel) {
    module->default_channel = options->default_channel;
    sr_channel_retain(module->default_channel);
  } else {
    status = sr_channel_create_single(allocator, &module->default_channel);
  }
  module->parameters = options && options->parameters ? options->parameters
                                                      : instance->parameters;
  sr_parameter_index_retain(module->parameters);
  if (!status) {
    status = sr_allocator_calloc(
        allocator, (program->global_count + 1) * sizeof(sr_rt_value_t),
        (void**)&module->globals);
  }
  if (!status) {
    status = sr_allocator_calloc(
        allocator, (program->queue_count + 1) * sizeof(sr_timepoint_t*),
        (void**)&module->queue_last);
  }
  uint32_t public_count = 0;
  for (uint32_t i = 0; i < program->function_count; ++i) {
    if (program->functions[i]->is_public) ++public_count;
  }
  if (!status) {
    status = sr_allocator_calloc(allocator,
                                 (public_count + 1) * sizeof(sr_function_t),
                                 (void**)&module->functions);
  }
  for (uint32_t i = 0; !status && i < program->function_count; ++i) {
    if (!program->functions[i]->is_public) continue;
    sr_function_t* f = &module->functions[module->function_count++];
    f->module = module;
    f->plan = program->functions[i];
  }
  if (!status) status = sr_rt_module_bind(module);
  if (!status) status = sr_rt_params_bind(module);
  if (!status) status = sr_rt_module_initialize(module);
  if (status) {
    sr_rt_module_destroy(module);
    return sr_rt_locate_load(name, top, status);
  }
  *out_module = module;
  return sr_ok_status();
}

// sr_rt_module_load_source in a LOAD event (parse, prepare and the
// initializers) when the run is observed; |bytes| is the text's size.
static sr_status_t sr_rt_module_load(sr_instance_t* instance,
                                     sr_context_t* context, const char* name,
                                     const char* text, size_t length,
                                     uint32_t source_id, uint64_t bytes,
                                     const sr_module_options_t* options,
                                     sr_module_t** out_module) {
  sr_rt_events_t* events = instance->events;
  if (!events) {
    return sr_rt_module_load_source(instance, context, name, text, length,
                                    source_id, options, out_module);
  }
  sr_rt_event_t event;
  sr_rt_event_init(&event, SR_EVENT_LOAD, NULL, NULL);
  event.e.name = "load";
  event.e.detail = name;
  event.e.value = bytes;
  sr_rt_events_begin(events, &event);
  sr_status_t status = sr_rt_module_load_source(
      instance, context, name, text, length, source_id, options, out_module);
  sr_rt_events_end(events, &event, status);
  return status;
}

void sr_module_options_initialize(sr_module_options_t* out_options) {
  memset(out_options, 0, sizeof(*out_options));
}

sr_status_t sr_module_load_from_memory_with_options(
    sr_instance_t* instance, const char* name, const char* text, size_t length,
    const sr_module_options_t* options, sr_module_t** out_module) {
  *out_module = NULL;
  sr_context_t* context = NULL;
  SR_RETURN_IF_ERROR(sr_context_create(instance->allocator, &context));
  return sr_rt_module_load(instance, context, name, text, length, 0, length,
                           options, out_module);
}

sr_status_t sr_module_load_from_memory(sr_instance_t* instance,
                                       const char* name, const char* text,
                                       size_t length,
                                       sr_module_t** out_module) {
  return sr_module_load_from_memory_with_options(instance, name, text, length,
                                                 NULL, out_module);
}

// The file is read once, into the block the context keeps as the source
// (sr_source_text_read): no second copy of the text, and the pages of each
// dense_resource blob's hex are given back once it is decoded.
sr_status_t sr_module_load_from_file(sr_instance_t* instance, const char* path,
                                     sr_module_t** out_module) {
  return sr_module_load_from_file_with_options(instance, path, NULL,
                                               out_module);
}

sr_status_t sr_module_load_from_file_with_options(
    sr_instance_t* instance, const char* path,
    const sr_module_options_t* options, sr_module_t** out_module) {
  *out_module = NULL;
  bool is_stdin = strcmp(path, "-") == 0;
  FILE* file = is_stdin ? stdin : fopen(path, "rb");
  if (!file) {
    return SR_MAKE_STATUS(SR_STATUS_NOT_FOUND, "cannot open '%s'", path);
  }
  sr_allocator_t allocator = instance->allocator;
  sr_source_text_t text;
  sr_status_t status = sr_source_text_read(allocator, file, &text);
  if (!is_stdin) fclose(file);
  if (status) {
    sr_status_t located =
        SR_MAKE_STATUS(sr_status_code(status), "reading '%s': %s", path,
                       sr_status_message(status));
    sr_status_ignore(status);
    return located;
  }
  const char* name = is_stdin ? "<stdin>" : path;
  status = sr_rt_check_not_binary(name, text.data, text.length);
  if (status) {
    sr_source_text_free(allocator, &text);
    return status;
  }
  uint64_t bytes = text.length;
  sr_context_t* context = NULL;
  uint32_t source_id = 0;
  status = sr_context_create(allocator, &context);
  if (!status) {
    status = sr_context_add_source_text(context, name, &text, &source_id);
  }
  sr_source_text_free(allocator, &text);  // emptied when taken over
  if (status) {
    sr_context_destroy(context);
    return status;
  }
  return sr_rt_module_load(instance, context, name, NULL, 0, source_id, bytes,
                           options, out_module);
}

size_t sr_module_function_count(const sr_module_t* module) {
  return module->function_count;
}

sr_function_t* sr_module_function_at(sr_module_t* module, size_t index) {
  return index < module->function_count ? &module->functions[index] : NULL;
}

// The op named @|name| inside a module nested in |op| (depth first), or
// NULL: streamref runs the functions of the outermost module only.
static const sr_op_t* sr_rt_find_nested_symbol(const sr_op_t* op,
                                               const char* name,
                                               bool inside_nested) {
  for (uint32_t r = 0; r < op->num_regions; ++r) {
    for (const sr_block_t* b = op->regions[r].first_block; b; b = b->next) {
      for (const sr_op_t* child = b->first_op; child; child = child->next) {
        const sr_attr_t* symbol = sr_op_attr(child, "sym_name");
        if (inside_nested && symbol && symbol->kind == SR_ATTR_STRING &&
            sr_string_view_equal_cstr(symbol->string, name)) {
          return child;
        }
        if (sr_op_is(child, "builtin.module")) {
          const sr_op_t* found = sr_rt_find_nested_symbol(child, name, true);
          if (found) return found;
        }
      }
    }
  }
  return NULL;
}

// NOT_FOUND located at the module (or, when the function is in a nested
// module, at the function, saying why it is not run).
static sr_status_t sr_rt_function_not_found(const sr_rt_program_t* program,
                                            const char* name) {
  const sr_op_t* nested =
      sr_rt_find_nested_symbol(program->module, name, false);
  if (nested) {
    return sr_context_make_status_at(
        program->context, nested->pos, SR_STATUS_NOT_FOUND,
        "function '%s' is inside a nested module; streamref runs the "
        "functions of the outermost module only",
        name);
  }
  return sr_context_make_status_at(
      program->context, program->module->pos, SR_STATUS_NOT_FOUND,
      "function '%s' not found in the module", name);
}

// A public function with tensors in its signature is from before IREE's
// ABI wrapping (the input phase): nothing can pass it a tensor.
static sr_status_t sr_rt_check_signature_phase(const sr_rt_program_t* program,
                                               const sr_rt_function_t* plan) {
  bool pre_stream = false;
  for (uint32_t a = 0; a < plan->arg_count && !pre_stream; ++a) {
    pre_stream = sr_rt_type_is_pre_stream(plan->arg_types[a]);
  }
  for (uint32_t r = 0; r < plan->result_count && !pre_stream; ++r) {
    pre_stream = sr_rt_type_is_pre_stream(plan->result_types[r]);
  }
  if (!pre_stream) return sr_ok_status();
  return sr_context_make_status_at(
      program->context, plan->op->pos, SR_STATUS_INVALID_ARGUMENT,
      "@%s takes or returns tensors: this is input-level IR, from before "
      "IREE's ABI wrapping. streamref runs what `iree-compile "
      "--compile-to=stream` prints (public functions then take "
      "!hal.buffer_view)",
      plan->name);
}

sr_status_t sr_module_lookup_function(sr_module_t* module, const char* name,
                                      sr_function_t** out_function) {
  *out_function = NULL;
  if (name[0] == '@') ++name;
  for (uint32_t i = 0; i < module->function_count; ++i) {
    const sr_rt_function_t* plan = module->functions[i].plan;
    if (strcmp(plan->name, name) != 0) continue;
    SR_RETURN_IF_ERROR(sr_rt_check_signature_phase(module->program, plan));
    *out_function = &module->functions[i];
    return sr_ok_status();
  }
  return sr_rt_function_not_found(module->program, name);
}

const char* sr_function_name(const sr_function_t* function) {
  return function->plan->name;
}

const char* sr_function_argument_cconv(const sr_function_t* function) {
  return function->plan->arg_cconv;
}

const char* sr_function_result_cconv(const sr_function_t* function) {
  return function->plan->result_cconv;
}

bool sr_function_is_async(const sr_function_t* function) {
  return function->plan->is_coarse_fences;
}

//===----------------------------------------------------------------------===//
// Invocation
//===----------------------------------------------------------------------===//

static sr_status_t sr_rt_variant_to_value(const sr_function_t* function,
                                          size_t index,
                                          const sr_variant_t* variant,
                                          sr_rt_value_t* out) {
  const sr_type_t* type = function->plan->arg_types[index];
  memset(out, 0, sizeof(*out));
  switch (variant->type) {
    case SR_VARIANT_NONE:
      return sr_ok_status();
    case SR_VARIANT_I32:
      out->kind = SR_RT_VALUE_INT;
      out->i = variant->i32;
      break;
    case SR_VARIANT_I64:
      out->kind = SR_RT_VALUE_INT;
      out->i = variant->i64;
      break;
    case SR_VARIANT_F32:
      out->kind = SR_RT_VALUE_FLOAT;
      out->f = variant->f32;
      break;
    case SR_VARIANT_F64:
      out->kind = SR_RT_VALUE_FLOAT;
      out->f = variant->f64;
      break;
    case SR_VARIANT_BUFFER_VIEW:
      // A !stream.resource argument (private functions of IREE's lit tests,
      // run by streamref-diff) takes the view's bytes, as !hal.buffer does;
      // so does a !util.buffer (writable host bytes: a stream.file.constant
      // over one is a file that stream.file.write can fill).
      if (sr_type_is_dialect(type, "hal.buffer") ||
          sr_type_is_dialect(type, "stream.resource") ||
          sr_type_is_dialect(type, "util.buffer")) {
        sr_rt_storage_t* storage = NULL;
        uint64_t offset = 0, length = 0;
        sr_rt_buffer_view_range(variant->view, &storage, &offset, &length);
        out->kind = SR_RT_VALUE_VIEW;
        out->view.storage = storage;
        out->view.offset = offset;
        out->view.length = length;
      } else {
        out->kind = SR_RT_VALUE_BUFFER_VIEW;
        out->buffer_view = variant->view;
      }
      return sr_ok_status();
    case SR_VARIANT_FENCE:
      out->kind = SR_RT_VALUE_TIMEPOINT;
      out->timepoint = variant->fence;
      return sr_ok_status();
  }
  // Scalars take the declared type's width and kind.
  sr_rt_scalar_type_t t = sr_rt_scalar_type_of(type);
  if (t.cls == SR_RT_SCALAR_FLOAT && out->kind == SR_RT_VALUE_INT) {
    out->kind = SR_RT_VALUE_FLOAT;
    out->f = (double)out->i;
  } else if (t.cls != SR_RT_SCALAR_FLOAT && t.cls != SR_RT_SCALAR_NONE) {
    if (out->kind == SR_RT_VALUE_FLOAT) {
      out->kind = SR_RT_VALUE_INT;
      out->i = (int64_t)out->f;
    }
    uint32_t bits = t.bits ? t.bits : 64;
    if (bits < 64) {
      uint64_t m = 1ull << (bits - 1);
      uint64_t v = (uint64_t)out->i & ((1ull << bits) - 1);
      out->i = (int64_t)((v ^ m) - m);
    }
  } else if (t.cls == SR_RT_SCALAR_FLOAT) {
    // Round to the declared float width.
    if (t.bits == 32) out->f = (double)(float)out->f;
  }
  return sr_ok_status();
}

static sr_status_t sr_rt_value_to_variant(const sr_type_t* type,
                                          sr_rt_value_t* value,
                                          sr_allocator_t allocator,
                                          sr_variant_t* out) {
  memset(out, 0, sizeof(*out));
  switch (value->kind) {
    case SR_RT_VALUE_NONE:
      return sr_ok_status();
    case SR_RT_VALUE_INT: {
      sr_rt_scalar_type_t t = sr_rt_scalar_type_of(type);
      uint32_t bits = t.bits ? t.bits : 64;
      if (t.cls == SR_RT_SCALAR_INDEX || bits > 32) {
        *out = sr_variant_i64(value->i);
      } else if (bits < 32) {
        // The VM has no i1/i8/i16: IREE zero-extends them to i32.
        *out = sr_variant_i32((int32_t)(value->i & ((1ll << bits) - 1)));
      } else {
        *out = sr_variant_i32((int32_t)value->i);
      }
      return sr_ok_status();
    }
    case SR_RT_VALUE_FLOAT: {
      sr_rt_scalar_type_t t = sr_rt_scalar_type_of(type);
      *out = t.bits == 64 ? sr_variant_f64(value->f)
                          : sr_variant_f32((float)value->f);
      return sr_ok_status();
    }
    case SR_RT_VALUE_BUFFER_VIEW:
      out->type = SR_VARIANT_BUFFER_VIEW;
      out->view = value->buffer_view;
      value->kind = SR_RT_VALUE_NONE;  // reference moves to the variant
      return sr_ok_status();
    case SR_RT_VALUE_VIEW: {
      // A !hal.buffer result: a byte view (i8, its length).
      int64_t shape[1] = {(int64_t)value->view.length};
      sr_buffer_view_t* view = NULL;
      SR_RETURN_IF_ERROR(sr_rt_buffer_view_create_over(
          allocator, value->view.storage, value->view.offset,
          value->view.length, SR_ELEMENT_TYPE_INT_8, 1, shape, &view));
      out->type = SR_VARIANT_BUFFER_VIEW;
      out->view = view;
      return sr_ok_status();
    }
    case SR_RT_VALUE_TIMEPOINT:
      out->type = SR_VARIANT_FENCE;
      out->fence = value->timepoint;
      value->kind = SR_RT_VALUE_NONE;
      return sr_ok_status();
    case SR_RT_VALUE_DEVICE:
      return SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED,
                            "a !hal.device result cannot leave the module "
                            "(the C API has no device values)");
    case SR_RT_VALUE_LIST:
      return SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED,
                            "a non-null !util.list result cannot leave the "
                            "module (the C API has no list values)");
    case SR_RT_VALUE_CHANNEL:
      return SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED,
                            "a !stream.channel result cannot leave the "
                            "module (the C API has no channel values)");
  }
  return sr_ok_status();
}

// Out of memory that no op claimed (the call's frame, its results) is
// located at the function: every failure of a run points into the text.
static sr_status_t sr_rt_locate_at_function(const sr_function_t* function,
                                            sr_status_t status) {
  if (!status || sr_status_ir_loc(status).file ||
      sr_status_code(status) != SR_STATUS_RESOURCE_EXHAUSTED) {
    return status;
  }
  const sr_context_t* context = function->module->program->context;
  sr_source_pos_t pos = function->plan->op->pos;
  const sr_source_t* source = sr_context_source(context, pos.source_id);
  if (!source) return status;
  sr_string_view_t line = sr_source_line_text(source, pos.line);
  sr_ir_loc_t loc = {source->name, pos.line, pos.column, 1};
  return sr_status_annotate_f(
      sr_status_set_ir_loc(status, loc, line.data, line.size), "calling @%s",
      function->plan->name);
}

// Runs the function; |fences| are appended to the arguments for a
// coarse-fences function.
static sr_status_t sr_rt_invoke_public(
    sr_function_t* function, const sr_variant_t* args, size_t arg_count,
    sr_timepoint_t* wait, sr_timepoint_t* signal, sr_variant_t* results,
    size_t result_capacity, size_t* out_result_count) {
  const sr_rt_function_t* plan = function->plan;
  sr_module_t* module = function->module;
  sr_allocator_t allocator = module->instance->allocator;
  *out_result_count = 0;
  size_t expected = plan->arg_count - (plan->is_coarse_fences ? 2 : 0);
  if (arg_count != expected) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "@%s takes %zu arguments, %zu given", plan->name,
                          expected, arg_count);
  }
  if (result_capacity < plan->result_count) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "@%s returns %u results, room for %zu", plan->name,
                          plan->result_count, result_capacity);
  }
  // Recycled per call (block_cache.h); results that leave the module are
  // made with the instance allocator below.
  sr_allocator_t scratch = sr_rt_scratch_allocator(module);
  sr_rt_value_t* values = NULL;
  SR_RETURN_IF_ERROR(sr_rt_locate_at_function(
      function, sr_allocator_calloc(scratch,
                                    (plan->arg_count + plan->result_count + 1) *
                                        sizeof(sr_rt_value_t),
                                    (void**)&values)));
  sr_rt_value_t* in = values;
  sr_rt_value_t* out = values + plan->arg_count;
  sr_status_t status = sr_ok_status();
  for (size_t i = 0; i < arg_count && !status; ++i) {
    status = sr_rt_variant_to_value(function, i, &args[i], &in[i]);
  }
  if (plan->is_coarse_fences) {
    in[arg_count].kind = SR_RT_VALUE_TIMEPOINT;
    in[arg_count].timepoint = wait ? wait : sr_timepoint_immediate();
    in[arg_count + 1].kind = SR_RT_VALUE_TIMEPOINT;
    in[arg_count + 1].timepoint = signal;
  }
  if (!status) {
    sr_rt_check_t* check = NULL;
    status = sr_rt_check_begin(module, plan, &check);
    sr_rt_events_t* events = module->instance->events;
    sr_rt_event_t event;
    if (!status && events) {
      // The invocation's own signal: the caller's wait on it is traced.
      if (signal) sr_rt_events_observe(events, signal);
      sr_rt_event_init(&event, SR_EVENT_INVOCATION, module, NULL);
      event.e.name = plan->name;
      sr_rt_events_begin(events, &event);
    }
    if (!status) {
      status = sr_rt_check_end(check, sr_rt_invoke(module, plan, in, out));
      if (events) sr_rt_events_end(events, &event, status);
    }
  }
  for (uint32_t r = 0; r < plan->result_count; ++r) {
    if (!status) {
      status = sr_rt_value_to_variant(plan->result_types[r], &out[r], allocator,
                                      &results[r]);
    }
    sr_rt_value_release(&out[r]);
  }
  if (!status) {
    *out_result_count = plan->result_count;
  } else {
    for (uint32_t r = 0; r < plan->result_count; ++r) {
      sr_variant_reset(&results[r]);
    }
  }
  // Arguments were borrowed: nothing to release.
  sr_allocator_free(scratch, values);
  return sr_rt_locate_at_function(function, status);
}

sr_status_t sr_function_invoke(sr_function_t* function,
                               const sr_variant_t* args, size_t arg_count,
                               sr_variant_t* results, size_t result_capacity,
                               size_t* out_result_count) {
  if (!function->plan->is_coarse_fences) {
    return sr_rt_invoke_public(function, args, arg_count, NULL, NULL, results,
                               result_capacity, out_result_count);
  }
  sr_allocator_t allocator = function->module->instance->allocator;
  sr_timepoint_t* signal = NULL;
  SR_RETURN_IF_ERROR(sr_rt_locate_at_function(
      function, sr_timepoint_create(allocator, &signal)));
  sr_status_t status =
      sr_rt_invoke_public(function, args, arg_count, NULL, signal, results,
                          result_capacity, out_result_count);
  // The caller helps run what the invocation left on the pool rather than
  // sleeping until a worker wakes up for it.
  if (!status) {
    status = sr_pool_wait(function->module->instance->pool, signal,
                          SR_TIMEOUT_INFINITE);
  }
  if (status) {
    for (size_t r = 0; r < *out_result_count; ++r) {
      sr_variant_reset(&results[r]);
    }
    *out_result_count = 0;
  }
  sr_timepoint_release(signal);
  return status;
}

sr_status_t sr_function_invoke_async(
    sr_function_t* function, const sr_variant_t* args, size_t arg_count,
    sr_timepoint_t* wait, sr_timepoint_t* signal, sr_variant_t* results,
    size_t result_capacity, size_t* out_result_count) {
  *out_result_count = 0;
  if (!signal) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "asynchronous invocation needs a signal fence");
  }
  if (function->plan->is_coarse_fences) {
    sr_status_t status =
        sr_rt_invoke_public(function, args, arg_count, wait, signal, results,
                            result_capacity, out_result_count);
    if (status)
      sr_status_ignore(sr_timepoint_fail(signal, sr_status_clone(status)));
    return status;
  }
  sr_status_t status = sr_ok_status();
  if (wait) status = sr_timepoint_wait(wait, SR_TIMEOUT_INFINITE);
  if (!status) {
    status = sr_rt_invoke_public(function, args, arg_count, NULL, NULL, results,
                                 result_capacity, out_result_count);
  }
  if (status) {
    sr_status_ignore(sr_timepoint_fail(signal, sr_status_clone(status)));
  } else {
    sr_status_ignore(sr_timepoint_signal(signal));
  }
  return status;
}
