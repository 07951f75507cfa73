// Prepare: symbols, functions, value numbering, blocks and execution
// regions. Per-op decoding lives in prepare_ops.c.

#include "cpu_backend/prepare.h"

#include <stdlib.h>
#include <string.h>

#include "core/ir/op_registry.h"
#include "cpu_backend/decode.h"
#include "cpu_backend/devices.h"
#include "cpu_backend/exec_params.h"
#include "cpu_backend/prepare_impl.h"
#include "cpu_backend/prepare_ops.h"
#include "cpu_backend/prepare_support.h"
#include "cpu_backend/region.h"
#include "cpu_backend/region_prepare.h"

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

// Makes room for one more element in |*array| (|count| used, |*capacity|
// allocated, in the arena), doubling: arrays that grew by one element
// made programs of N symbols quadratic.
static sr_status_t sr_rt_grow(sr_rt_prepare_t* prep, void** array,
                              uint32_t count, uint32_t* capacity,
                              size_t element_size) {
  if (count < *capacity) return sr_ok_status();
  uint32_t grown_capacity = *capacity ? *capacity * 2 : 16;
  void* grown = sr__rt_alloc(prep, grown_capacity * element_size);
  if (!grown) {
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                          "out of memory preparing the program");
  }
  if (count) memcpy(grown, *array, count * element_size);
  *array = grown;
  *capacity = grown_capacity;
  return sr_ok_status();
}

static sr_status_t sr_rt_oom(void) {
  return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                        "out of memory preparing the program");
}

static sr_string_view_t sr_rt_sym_name(const sr_op_t* op) {
  const sr_attr_t* name = sr_op_attr(op, "sym_name");
  if (name && name->kind == SR_ATTR_STRING) return name->string;
  return sr_make_string_view("", 0);
}

static bool sr_rt_is_public(const sr_op_t* op) {
  const sr_attr_t* vis = sr_op_attr(op, "sym_visibility");
  return !vis || (vis->kind == SR_ATTR_STRING &&
                  sr_string_view_equal_cstr(vis->string, "public"));
}

//===----------------------------------------------------------------------===//
// Value numbering and blocks
//===----------------------------------------------------------------------===//

static sr_status_t sr_rt_number_region(sr_rt_prepare_t* prep,
                                       const sr_region_t* region);

static sr_status_t sr_rt_number_value(sr_rt_prepare_t* prep,
                                      const sr_value_t* value) {
  return sr_ptr_map_set(&prep->slots, value, prep->function->frame_size++);
}

static sr_status_t sr_rt_number_block(sr_rt_prepare_t* prep,
                                      const sr_block_t* block) {
  for (uint32_t i = 0; i < block->num_arguments; ++i) {
    SR_RETURN_IF_ERROR(sr_rt_number_value(prep, block->arguments[i]));
  }
  for (const sr_op_t* op = block->first_op; op; op = op->next) {
    for (uint32_t i = 0; i < op->num_results; ++i) {
      SR_RETURN_IF_ERROR(sr_rt_number_value(prep, &op->results[i]));
    }
    if (sr__rt_is_execution_region(op)) continue;  // a frame of its own
    for (uint32_t r = 0; r < op->num_regions; ++r) {
      SR_RETURN_IF_ERROR(sr_rt_number_region(prep, &op->regions[r]));
    }
  }
  return sr_ok_status();
}

static sr_status_t sr_rt_number_region(sr_rt_prepare_t* prep,
                                       const sr_region_t* region) {
  for (const sr_block_t* b = region->first_block; b; b = b->next) {
    SR_RETURN_IF_ERROR(sr_rt_number_block(prep, b));
  }
  return sr_ok_status();
}

static uint32_t* sr_rt_slots_of(sr_rt_prepare_t* prep, const sr_operand_t* ops,
                                uint32_t count) {
  uint32_t* slots = sr__rt_alloc(prep, count * sizeof(uint32_t));
  if (!slots) return NULL;
  for (uint32_t i = 0; i < count; ++i) {
    slots[i] = sr__rt_slot(prep, ops[i].value);
  }
  return slots;
}

sr_status_t sr__rt_compile_block(sr_rt_prepare_t* prep, const sr_block_t* block,
                                 sr_rt_block_t* out) {
  memset(out, 0, sizeof(*out));
  uint32_t* args = sr__rt_alloc(prep, block->num_arguments * sizeof(uint32_t));
  if (!args) return sr_rt_oom();
  for (uint32_t i = 0; i < block->num_arguments; ++i) {
    args[i] = sr__rt_slot(prep, block->arguments[i]);
  }
  out->args = args;
  out->arg_count = block->num_arguments;
  uint32_t count = 0;
  for (const sr_op_t* op = block->first_op; op; op = op->next) ++count;
  sr_rt_instr_t* instrs = sr__rt_alloc(prep, count * sizeof(sr_rt_instr_t));
  if (!instrs) return sr_rt_oom();
  out->instrs = instrs;
  out->instr_count = count;
  uint32_t i = 0;
  for (const sr_op_t* op = block->first_op; op; op = op->next, ++i) {
    sr_rt_instr_t* instr = &instrs[i];
    instr->op = op;
    instr->operand_count = op->num_operands;
    instr->operands = sr_rt_slots_of(prep, op->operands, op->num_operands);
    uint32_t* results = sr__rt_alloc(prep, op->num_results * sizeof(uint32_t));
    if (!instr->operands || !results) return sr_rt_oom();
    for (uint32_t r = 0; r < op->num_results; ++r) {
      results[r] = sr__rt_slot(prep, &op->results[r]);
    }
    instr->results = results;
    instr->result_count = op->num_results;
    SR_RETURN_IF_ERROR(sr__rt_prepare_op(prep, op, instr));
    if ((++prep->ops_prepared & (SR_RT_PREPARE_PROGRESS_OPS - 1)) == 0 &&
        prep->progress.fn) {
      prep->progress.fn(prep->progress.user_data, prep->ops_prepared);
    }
  }
  return sr_ok_status();
}

sr_status_t sr__rt_compile_region(sr_rt_prepare_t* prep,
                                  const sr_region_t* region,
                                  const sr_rt_block_t** out) {
  *out = NULL;
  if (!region->first_block) return sr_ok_status();
  if (region->first_block->next) {
    return sr_context_make_status_at(
        prep->context, region->parent->pos, SR_STATUS_UNIMPLEMENTED,
        "multi-block regions are only supported as function bodies");
  }
  sr_rt_block_t* block = sr__rt_alloc(prep, sizeof(sr_rt_block_t));
  if (!block) return sr_rt_oom();
  SR_RETURN_IF_ERROR(sr__rt_compile_block(prep, region->first_block, block));
  *out = block;
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Functions
//===----------------------------------------------------------------------===//

// IREE VM calling convention letter for a type.
static char sr_rt_cconv_letter(const sr_type_t* type) {
  switch (type->kind) {
    case SR_TYPE_INDEX:
      return 'I';
    case SR_TYPE_INTEGER:
      return type->integer.width <= 32 ? 'i' : 'I';
    case SR_TYPE_FLOAT:
      return type->flt.kind == SR_FLOAT_F64 ? 'F' : 'f';
    default:
      return 'r';
  }
}

static char* sr_rt_cconv_string(sr_rt_prepare_t* prep, uint32_t count,
                                const sr_type_t* const* types) {
  char* text = sr__rt_alloc(prep, count + 1);
  if (!text) return NULL;
  for (uint32_t i = 0; i < count; ++i) text[i] = sr_rt_cconv_letter(types[i]);
  return text;
}

static bool sr_rt_has_coarse_fences(const sr_op_t* op) {
  const sr_attr_t* reflection = sr_op_attr(op, "iree.reflection");
  const sr_attr_t* model = sr_dict_get(reflection, "iree.abi.model");
  if (!model) model = sr_op_attr(op, "iree.abi.model");
  return model && model->kind == SR_ATTR_STRING &&
         sr_string_view_equal_cstr(model->string, "coarse-fences");
}

// Creates the shell of a function (body compiled later).
static sr_status_t sr_rt_add_function(sr_rt_prepare_t* prep, const sr_op_t* op,
                                      sr_string_view_t name,
                                      bool is_initializer,
                                      sr_rt_function_t** out) {
  sr_rt_program_t* program = prep->program;
  sr_rt_function_t* f = sr__rt_alloc(prep, sizeof(*f));
  if (!f) return sr_rt_oom();
  f->name = sr__rt_strdup(prep, name.data, name.size);
  f->op = op;
  f->is_initializer = is_initializer;
  f->is_public = !is_initializer && sr_rt_is_public(op);
  f->is_coarse_fences = sr_rt_has_coarse_fences(op);
  const sr_attr_t* ft = sr_op_attr(op, "function_type");
  if (ft && ft->kind == SR_ATTR_TYPE &&
      ft->type_value->kind == SR_TYPE_FUNCTION) {
    const sr_type_t* fn = ft->type_value;
    f->arg_count = fn->function.num_inputs;
    f->arg_types = fn->function.inputs;
    f->result_count = fn->function.num_results;
    f->result_types = fn->function.results;
  }
  f->arg_cconv = sr_rt_cconv_string(prep, f->arg_count, f->arg_types);
  f->result_cconv = sr_rt_cconv_string(prep, f->result_count, f->result_types);
  if (!f->name || !f->arg_cconv || !f->result_cconv) return sr_rt_oom();
  SR_RETURN_IF_ERROR(
      sr_rt_grow(prep, (void**)&program->functions, program->function_count,
                 &prep->function_capacity, sizeof(sr_rt_function_t*)));
  if (!is_initializer) {
    SR_RETURN_IF_ERROR(sr_rt_name_index_add(&prep->function_index, f->name,
                                            program->function_count));
  }
  program->functions[program->function_count++] = f;
  *out = f;
  return sr_ok_status();
}

// Numbers and compiles the body region of |f| (every block).
sr_status_t sr__rt_compile_function(sr_rt_prepare_t* prep, sr_rt_function_t* f,
                                    const sr_region_t* region) {
  sr_rt_function_t* saved = prep->function;
  prep->function = f;
  sr_ptr_map_clear(&prep->slots);
  sr_ptr_map_clear(&prep->blocks);
  f->frame_size = 0;
  sr_status_t status = sr_rt_number_region(prep, region);
  uint32_t count = 0;
  for (const sr_block_t* b = region->first_block; b && !status; b = b->next) {
    status = sr_ptr_map_set(&prep->blocks, b, count++);
  }
  if (!status) {
    f->blocks = sr__rt_alloc(prep, count * sizeof(sr_rt_block_t));
    f->block_count = count;
    if (!f->blocks) status = sr_rt_oom();
  }
  uint32_t i = 0;
  for (const sr_block_t* b = region->first_block; b && !status;
       b = b->next, ++i) {
    status = sr__rt_compile_block(prep, b, &f->blocks[i]);
  }
  prep->function = saved;
  return status;
}

//===----------------------------------------------------------------------===//
// Globals and initialization order
//===----------------------------------------------------------------------===//

static int32_t sr_rt_find_global_callback(void* user_data,
                                          sr_string_view_t name) {
  return sr__rt_find_global((sr_rt_prepare_t*)user_data, name);
}

static sr_status_t sr_rt_global_initial_value(sr_rt_prepare_t* prep,
                                              sr_rt_global_t* global) {
  const sr_attr_t* initial = sr_op_attr(global->op, "initial_value");
  sr_rt_scalar_type_t scalar = sr_rt_scalar_type_of(global->type);
  global->initial.kind = SR_RT_VALUE_NONE;
  if (scalar.cls != SR_RT_SCALAR_NONE) {
    if (scalar.cls == SR_RT_SCALAR_FLOAT) {
      global->initial.kind = SR_RT_VALUE_FLOAT;
      global->initial.f = initial && initial->kind == SR_ATTR_FLOAT
                              ? sr_attr_float_value(initial)
                              : 0.0;
    } else {
      global->initial.kind = SR_RT_VALUE_INT;
      global->initial.i = initial && initial->kind == SR_ATTR_INTEGER
                              ? sr_attr_int_value(initial)
                              : 0;
    }
    return sr_ok_status();
  }
  if (!initial) return sr_ok_status();
  if (sr_type_is_dialect(global->type, "stream.timepoint")) {
    global->initial.kind = SR_RT_VALUE_TIMEPOINT;
    global->initial.timepoint = sr_timepoint_immediate();
    return sr_ok_status();
  }
  if (sr_rt_is_device_init_attr(initial)) {
    // Resolved against the instance's devices when a module loads.
    return sr_rt_device_selector_decode(prep->context, prep->arena, global->op,
                                        initial, sr_rt_find_global_callback,
                                        prep, &global->device);
  }
  if (sr_rt_lifetime_of(global->type) != SR_RT_LIFETIME_NOT_A_RESOURCE ||
      sr_type_is_dialect(global->type, "util.buffer")) {
    // A resource or buffer with an initial value: serialize it once.
    uint8_t* data = NULL;
    size_t length = 0;
    if (sr_rt_param_attr_is_named(initial)) {
      // Filled from the module's parameters when it loads.
      SR_RETURN_IF_ERROR(sr_rt_param_placeholder(prep->program, prep->context,
                                                 prep->arena, global->op,
                                                 initial, &data, &length));
    } else {
      SR_RETURN_IF_ERROR(sr_rt_serialize_attr(prep->context, prep->arena,
                                              global->op, initial, NULL, &data,
                                              &length));
    }
    sr_rt_storage_t* storage = NULL;
    SR_RETURN_IF_ERROR(
        sr_rt_program_wrap_constant(prep->program, data, length, &storage));
    storage->flags |= SR_RT_STORAGE_READ_ONLY;
    global->initial.kind = SR_RT_VALUE_VIEW;
    global->initial.view.storage = storage;
    global->initial.view.offset = 0;
    global->initial.view.length = length;
    return sr_ok_status();
  }
  return sr_ok_status();  // other opaque globals start null
}

static sr_status_t sr_rt_add_init_step(sr_rt_prepare_t* prep,
                                       sr_rt_init_kind_t kind, uint32_t index) {
  sr_rt_program_t* program = prep->program;
  SR_RETURN_IF_ERROR(sr_rt_grow(prep, (void**)&program->init_steps,
                                program->init_count, &prep->init_capacity,
                                sizeof(sr_rt_init_step_t)));
  program->init_steps[program->init_count].kind = kind;
  program->init_steps[program->init_count].index = index;
  ++program->init_count;
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Executables
//===----------------------------------------------------------------------===//

static const sr_op_t* sr_rt_find_inner_func(const sr_op_t* executable,
                                            sr_string_view_t name) {
  const sr_block_t* body =
      executable->num_regions ? executable->regions[0].first_block : NULL;
  for (const sr_op_t* op = body ? body->first_op : NULL; op; op = op->next) {
    if (!sr_op_is(op, "builtin.module") || !op->num_regions) continue;
    const sr_block_t* mb = op->regions[0].first_block;
    for (const sr_op_t* f = mb ? mb->first_op : NULL; f; f = f->next) {
      if ((sr_op_is(f, "func.func") || sr_op_is(f, "util.func")) &&
          sr_string_view_equal(sr_rt_sym_name(f), name)) {
        return f;
      }
    }
  }
  return NULL;
}

static sr_status_t sr_rt_add_export(sr_rt_prepare_t* prep,
                                    const sr_op_t* executable,
                                    const sr_op_t* export_op) {
  sr_rt_program_t* program = prep->program;
  sr_rt_export_t* e = sr__rt_alloc(prep, sizeof(*e));
  if (!e) return sr_rt_oom();
  sr_string_view_t exe_name = sr_rt_sym_name(executable);
  sr_string_view_t export_name = sr_rt_sym_name(export_op);
  size_t n = exe_name.size + 2 + export_name.size;
  char* name = sr__rt_alloc(prep, n + 1);
  if (!name) return sr_rt_oom();
  memcpy(name, exe_name.data, exe_name.size);
  memcpy(name + exe_name.size, "::", 2);
  memcpy(name + exe_name.size + 2, export_name.data, export_name.size);
  e->name = name;
  e->export_op = export_op;
  const sr_attr_t* ref = sr_op_attr(export_op, "function_ref");
  sr_string_view_t fname = export_name;
  if (ref && ref->kind == SR_ATTR_SYMBOL_REF) fname = ref->symbol.root;
  e->function_op = sr_rt_find_inner_func(executable, fname);
  if (e->function_op) {
    const sr_attr_t* ft = sr_op_attr(e->function_op, "function_type");
    if (ft && ft->kind == SR_ATTR_TYPE) {
      const sr_type_t* fn = ft->type_value;
      e->param_count = fn->function.num_inputs;
      bool* is_binding = sr__rt_alloc(prep, e->param_count + 1);
      sr_rt_scalar_type_t* types =
          sr__rt_alloc(prep, (e->param_count + 1) * sizeof(*types));
      if (!is_binding || !types) return sr_rt_oom();
      for (uint32_t i = 0; i < e->param_count; ++i) {
        is_binding[i] =
            sr_type_is_dialect(fn->function.inputs[i], "stream.binding");
        types[i] = sr_rt_scalar_type_of(fn->function.inputs[i]);
      }
      e->param_is_binding = is_binding;
      e->param_types = types;
    }
  }
  // The workgroup count region, compiled as a function of the workload.
  prep->in_executable = true;
  if (export_op->num_regions && export_op->regions[0].first_block) {
    sr_rt_function_t* wg = sr__rt_alloc(prep, sizeof(*wg));
    if (!wg) return sr_rt_oom();
    wg->name = name;
    wg->op = export_op;
    wg->arg_count = export_op->regions[0].first_block->num_arguments;
    e->workload_count = wg->arg_count;
    SR_RETURN_IF_ERROR(
        sr__rt_compile_function(prep, wg, &export_op->regions[0]));
    e->workgroup_count = wg;
  }
  // IREE's fill/splat builtins run on the fill kernels through a compiled
  // copy of their (tiny) body.
  const char* kinds[2] = {"__builtin_fill_i", "__builtin_splat_i"};
  for (int k = 0; k < 2; ++k) {
    if (!sr_string_view_starts_with(exe_name, kinds[k])) continue;
    long bits = strtol(exe_name.data + strlen(kinds[k]), NULL, 10);
    if (bits != 8 && bits != 16 && bits != 32 && bits != 64) continue;
    if (!e->function_op || !e->function_op->num_regions) continue;
    sr_rt_function_t* body = sr__rt_alloc(prep, sizeof(*body));
    if (!body) return sr_rt_oom();
    body->name = name;
    body->op = e->function_op;
    body->arg_count = e->param_count;
    SR_RETURN_IF_ERROR(
        sr__rt_compile_function(prep, body, &e->function_op->regions[0]));
    e->builtin = k == 0 ? SR_RT_BUILTIN_FILL : SR_RT_BUILTIN_SPLAT;
    e->builtin_pattern_bytes = (uint32_t)bits / 8;
    e->body = body;
  }
  prep->in_executable = false;
  SR_RETURN_IF_ERROR(sr_rt_grow(prep, (void**)&program->exports,
                                program->export_count, &prep->export_capacity,
                                sizeof(sr_rt_export_t*)));
  e->index = program->export_count;
  SR_RETURN_IF_ERROR(sr_rt_name_index_add(&prep->export_index, e->name,
                                          program->export_count));
  program->exports[program->export_count++] = e;
  return sr_ok_status();
}

static sr_status_t sr_rt_add_executable(sr_rt_prepare_t* prep,
                                        const sr_op_t* executable) {
  const sr_block_t* body =
      executable->num_regions ? executable->regions[0].first_block : NULL;
  for (const sr_op_t* op = body ? body->first_op : NULL; op; op = op->next) {
    if (sr_op_is(op, "stream.executable.export")) {
      SR_RETURN_IF_ERROR(sr_rt_add_export(prep, executable, op));
    }
  }
  return sr_ok_status();
}

static sr_status_t sr_rt_add_extern(sr_rt_prepare_t* prep, const sr_op_t* op,
                                    bool is_async) {
  sr_rt_program_t* program = prep->program;
  sr_rt_extern_t* e = sr__rt_alloc(prep, sizeof(*e));
  if (!e) return sr_rt_oom();
  sr_string_view_t name = sr_rt_sym_name(op);
  e->name = sr__rt_strdup(prep, name.data, name.size);
  e->op = op;
  e->is_async = is_async;
  e->index = program->extern_count;
  const sr_attr_t* tied = sr_op_attr(op, "tied_operands");
  if (tied && tied->kind == SR_ATTR_ARRAY) {
    int64_t* values = sr__rt_alloc(prep, (tied->array.count + 1) * 8);
    if (!values) return sr_rt_oom();
    for (uint32_t i = 0; i < tied->array.count; ++i) {
      values[i] = sr_attr_int_value(tied->array.elements[i]);
    }
    e->tied = values;
    e->result_count = tied->array.count;
  }
  if (!e->name) return sr_rt_oom();
  SR_RETURN_IF_ERROR(sr_rt_grow(prep, (void**)&program->externs,
                                program->extern_count, &prep->extern_capacity,
                                sizeof(sr_rt_extern_t*)));
  SR_RETURN_IF_ERROR(sr_rt_name_index_add(&prep->extern_index, e->name,
                                          program->extern_count));
  program->externs[program->extern_count++] = e;
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Program
//===----------------------------------------------------------------------===//

static bool sr_rt_is_function_op(const sr_op_t* op) {
  return sr_op_is(op, "util.func") || sr_op_is(op, "func.func");
}

static bool sr_rt_has_body(const sr_op_t* op) {
  return op->num_regions && op->regions[0].first_block;
}

// Pass 1: symbols.
static sr_status_t sr_rt_collect_symbols(sr_rt_prepare_t* prep,
                                         const sr_block_t* body) {
  sr_rt_program_t* program = prep->program;
  uint32_t globals = 0;
  for (const sr_op_t* op = body->first_op; op; op = op->next) {
    if (sr_op_is(op, "util.global")) ++globals;
  }
  program->globals = sr__rt_alloc(prep, (globals + 1) * sizeof(sr_rt_global_t));
  if (!program->globals) return sr_rt_oom();
  for (const sr_op_t* op = body->first_op; op; op = op->next) {
    if (sr_op_is(op, "util.global")) {
      sr_rt_global_t* g = &program->globals[program->global_count++];
      sr_string_view_t name = sr_rt_sym_name(op);
      g->name = sr__rt_strdup(prep, name.data, name.size);
      g->op = op;
      const sr_attr_t* type = sr_op_attr(op, "type");
      g->type = type && type->kind == SR_ATTR_TYPE ? type->type_value : NULL;
      g->is_mutable = sr_op_attr(op, "is_mutable") != NULL;
      if (!g->name) return sr_rt_oom();
      SR_RETURN_IF_ERROR(sr_rt_name_index_add(&prep->global_index, g->name,
                                              program->global_count - 1));
    } else if (sr_rt_is_function_op(op)) {
      if (sr_rt_has_body(op)) {
        sr_rt_function_t* f = NULL;
        SR_RETURN_IF_ERROR(
            sr_rt_add_function(prep, op, sr_rt_sym_name(op), false, &f));
      } else {
        SR_RETURN_IF_ERROR(sr_rt_add_extern(prep, op, false));
      }
    } else if (sr_op_is(op, "stream.async.func")) {
      SR_RETURN_IF_ERROR(sr_rt_add_extern(prep, op, true));
    } else if (sr_op_is(op, "stream.cmd.func")) {
      SR_RETURN_IF_ERROR(sr_rt_add_extern(prep, op, false));
    } else if (sr_op_is(op, "stream.executable")) {
      SR_RETURN_IF_ERROR(sr_rt_add_executable(prep, op));
    }
  }
  return sr_ok_status();
}

// Pass 2: bodies and the initialization order.
static sr_status_t sr_rt_compile_bodies(sr_rt_prepare_t* prep,
                                        const sr_block_t* body) {
  sr_rt_program_t* program = prep->program;
  uint32_t global_index = 0;
  uint32_t initializer_index = 0;
  for (const sr_op_t* op = body->first_op; op; op = op->next) {
    if (sr_op_is(op, "util.global")) {
      sr_rt_global_t* g = &program->globals[global_index];
      SR_RETURN_IF_ERROR(sr_rt_global_initial_value(prep, g));
      if (g->initial.kind != SR_RT_VALUE_NONE || g->device) {
        SR_RETURN_IF_ERROR(
            sr_rt_add_init_step(prep, SR_RT_INIT_GLOBAL, global_index));
      }
      ++global_index;
    } else if (sr_op_is(op, "util.initializer")) {
      char name[48];
      snprintf(name, sizeof(name), "__initializer_%u", initializer_index++);
      sr_rt_function_t* f = NULL;
      SR_RETURN_IF_ERROR(
          sr_rt_add_function(prep, op, sr_make_cstring_view(name), true, &f));
      SR_RETURN_IF_ERROR(sr__rt_compile_function(prep, f, &op->regions[0]));
      SR_RETURN_IF_ERROR(sr_rt_add_init_step(prep, SR_RT_INIT_FUNCTION,
                                             program->function_count - 1));
    }
  }
  for (uint32_t i = 0; i < program->function_count; ++i) {
    sr_rt_function_t* f = program->functions[i];
    if (f->is_initializer) continue;
    SR_RETURN_IF_ERROR(sr__rt_compile_function(prep, f, &f->op->regions[0]));
  }
  return sr_ok_status();
}

sr_status_t sr_rt_program_create(sr_allocator_t allocator,
                                 sr_context_t* context, const sr_op_t* module,
                                 const sr_rt_prepare_progress_t* progress,
                                 sr_rt_program_t** out) {
  *out = NULL;
  sr_rt_program_t* program = NULL;
  sr_status_t status =
      sr_allocator_calloc(allocator, sizeof(*program), (void**)&program);
  if (status) {
    sr_context_destroy(context);
    return status;
  }
  program->allocator = allocator;
  program->context = context;
  program->module = module;
  sr_arena_initialize(allocator, 0, &program->arena);
  atomic_init(&program->memory_refs, 1);

  sr_rt_prepare_t prep;
  memset(&prep, 0, sizeof(prep));
  prep.program = program;
  prep.context = context;
  prep.arena = &program->arena;
  if (progress) prep.progress = *progress;
  sr_ptr_map_initialize(allocator, &prep.slots);
  sr_ptr_map_initialize(allocator, &prep.blocks);
  sr_rt_name_index_t* indices[4] = {&prep.function_index, &prep.extern_index,
                                    &prep.global_index, &prep.export_index};
  for (int i = 0; i < 4; ++i) indices[i]->allocator = allocator;

  const sr_block_t* body =
      module->num_regions ? module->regions[0].first_block : NULL;
  if (body) {
    status = sr_rt_collect_symbols(&prep, body);
    if (!status) status = sr_rt_compile_bodies(&prep, body);
  }
  if (!status && prep.progress.fn) {
    prep.progress.fn(prep.progress.user_data, prep.ops_prepared);
  }
  program->queue_count = prep.affinity_count + 1;
  sr_ptr_map_deinitialize(&prep.slots);
  sr_ptr_map_deinitialize(&prep.blocks);
  for (int i = 0; i < 4; ++i) sr_rt_name_index_deinitialize(indices[i]);
  if (status) {
    sr_rt_program_destroy(program);
    return status;
  }
  *out = program;
  return sr_ok_status();
}

static void sr_rt_program_memory_release(sr_rt_program_t* program) {
  // acq_rel: the last holder frees after every other holder is done.
  if (atomic_fetch_sub_explicit(&program->memory_refs, 1,
                                memory_order_acq_rel) == 1) {
    sr_arena_deinitialize(&program->arena);
    sr_allocator_free(program->allocator, program);
  }
}

static void sr_rt_program_constant_released(void* user_data, void* data) {
  (void)data;
  sr_rt_program_memory_release((sr_rt_program_t*)user_data);
}

sr_status_t sr_rt_program_wrap_constant(sr_rt_program_t* program, uint8_t* data,
                                        size_t length,
                                        sr_rt_storage_t** out_storage) {
  SR_RETURN_IF_ERROR(sr_rt_storage_wrap(program->allocator, data, length,
                                        sr_rt_program_constant_released,
                                        program, out_storage));
  atomic_fetch_add_explicit(&program->memory_refs, 1, memory_order_relaxed);
  return sr_ok_status();
}

void sr_rt_program_destroy(sr_rt_program_t* program) {
  if (!program) return;
  for (uint32_t i = 0; i < program->region_count; ++i) {
    sr_rt_region_deinitialize(program->regions[i]);
  }
  for (uint32_t i = 0; i < program->global_count; ++i) {
    sr_rt_value_release(&program->globals[i].initial);
  }
  for (uint32_t i = 0; i < program->constant_count; ++i) {
    sr_rt_storage_release(program->constants[i]->storage);
  }
  sr_allocator_free(program->allocator, program->regions);
  sr_allocator_free(program->allocator, program->constants);
  sr_context_destroy(program->context);
  program->context = NULL;
  // The arena and this block go now, or with the last constant storage a
  // caller still holds (a result buffer view of a mapped constant).
  sr_rt_program_memory_release(program);
}

sr_rt_function_t* sr_rt_program_lookup(const sr_rt_program_t* program,
                                       const char* name) {
  for (uint32_t i = 0; i < program->function_count; ++i) {
    sr_rt_function_t* f = program->functions[i];
    if (f->is_public && !f->is_initializer && strcmp(f->name, name) == 0) {
      return f;
    }
  }
  return NULL;
}
