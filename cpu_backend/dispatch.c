// Dispatches (tensor/async/cmd) and extern calls.
//
// Every dispatch form is first reduced to one description: the export,
// the workload, the uniform operands (as raw bits, in order) and the
// bindings (storage range + access, in IREE's resource order: resource
// operands in operand order, then untied results). Then, in order of
// preference: IREE's fill/splat builtins (their compiled bodies run on the
// fill kernels), `--dispatch-mode=opaque`, a C kernel registered for the
// export, the export interpreter (export_interpreter.h), or a located
// "no implementation" error.

#include "cpu_backend/dispatch.h"

#include <stdalign.h>
#include <string.h>
#include <time.h>

#include "cpu_backend/check/binding_ranges.h"
#include "cpu_backend/check/check.h"
#include "cpu_backend/exec_support.h"
#include "cpu_backend/interp.h"
#include "cpu_backend/scalar.h"
#include "cpu_backend/value.h"

enum {
  SR_RT_ACCESS_READ = 1,
  SR_RT_ACCESS_WRITE = 2,
};

typedef struct sr_rt_binding_t {
  sr_rt_storage_t* storage;  // borrowed from the frame
  uint64_t offset;           // absolute in the storage
  uint64_t length;
  uint8_t* ptr;
  uint32_t access;
} sr_rt_binding_t;

typedef struct sr_rt_dispatch_t {
  sr_module_t* module;
  const sr_rt_instr_t* instr;
  const sr_rt_value_t* frame;
  const sr_rt_export_t* export_;
  const char* name;
  uint32_t workload_count;
  uint64_t workload[8];
  uint32_t constant_count;
  uint64_t* constants;
  const sr_rt_value_t** constant_values;
  uint32_t binding_count;
  sr_rt_binding_t* bindings;
  void** binding_ptrs;
  size_t* binding_lengths;
  uint32_t count[3];
  sr_rt_bound_kernel_t kernel;
  // Checked invocations: the interpreter's undefined-behaviour sink.
  sr_export_check_t* check;
  // The operand arrays of a dispatch of up to a dozen or so operands
  // (sr_rt_dispatch_reserve), on the stack with the description.
  alignas(16) uint8_t inline_block[768];
} sr_rt_dispatch_t;

//===----------------------------------------------------------------------===//
// Collecting operands
//===----------------------------------------------------------------------===//

static sr_status_t sr_rt_dispatch_reserve(sr_rt_dispatch_t* d,
                                          uint32_t constants,
                                          uint32_t bindings) {
  size_t bytes =
      constants * (sizeof(uint64_t) + sizeof(void*)) +
      bindings * (sizeof(sr_rt_binding_t) + sizeof(void*) + sizeof(size_t)) +
      64;
  uint8_t* block = d->inline_block;
  if (bytes <= sizeof(d->inline_block)) {
    memset(block, 0, bytes);
  } else {
    // Recycled: large dispatches make one of these (block_cache.h).
    SR_RETURN_IF_ERROR(sr_allocator_calloc(sr_rt_scratch_allocator(d->module),
                                           bytes, (void**)&block));
  }
  d->bindings = (sr_rt_binding_t*)block;
  uint8_t* p = block + bindings * sizeof(sr_rt_binding_t);
  d->binding_ptrs = (void**)p;
  p += bindings * sizeof(void*);
  d->binding_lengths = (size_t*)p;
  p += bindings * sizeof(size_t);
  d->constants = (uint64_t*)p;
  p += constants * sizeof(uint64_t);
  d->constant_values = (const sr_rt_value_t**)p;
  return sr_ok_status();
}

static void sr_rt_dispatch_free(sr_rt_dispatch_t* d) {
  if ((uint8_t*)d->bindings == d->inline_block) return;
  sr_allocator_free(sr_rt_scratch_allocator(d->module), d->bindings);
}

static sr_status_t sr_rt_dispatch_bind(sr_rt_dispatch_t* d,
                                       const sr_rt_value_t* resource,
                                       uint64_t size, uint64_t offset,
                                       uint64_t length, uint32_t access,
                                       const char* role) {
  sr_rt_binding_t* b = &d->bindings[d->binding_count++];
  SR_RETURN_IF_ERROR(sr_rt_resolve(d->module, d->instr, resource, size, offset,
                                   length, (access & SR_RT_ACCESS_WRITE) != 0,
                                   role, &b->ptr));
  b->storage = resource->view.storage;
  b->offset = resource->view.offset + offset;
  b->length = length;
  b->access = access;
  return sr_ok_status();
}

static void sr_rt_dispatch_constant(sr_rt_dispatch_t* d,
                                    const sr_rt_value_t* value,
                                    const sr_type_t* type) {
  sr_rt_scalar_type_t t = sr_rt_scalar_type_of(type);
  d->constant_values[d->constant_count] = value;
  d->constants[d->constant_count++] = t.cls == SR_RT_SCALAR_NONE
                                          ? (uint64_t)value->i
                                          : sr_rt_scalar_to_bits(value, t);
}

static bool sr_rt_is_resource(const sr_type_t* type) {
  return sr_type_is_dialect(type, "stream.resource");
}

// cmd.dispatch: uniform operands, then resources with their sizes, offsets
// and lengths.
static sr_status_t sr_rt_collect_cmd(sr_rt_dispatch_t* d,
                                     sr_rt_value_t* frame) {
  const sr_rt_instr_t* instr = d->instr;
  uint32_t uniform_count =
      sr_rt_group_size(instr, SR_STREAM_CMD_DISPATCH_UNIFORM_OPERANDS);
  uint32_t resource_count =
      sr_rt_group_size(instr, SR_STREAM_CMD_DISPATCH_RESOURCES);
  SR_RETURN_IF_ERROR(sr_rt_dispatch_reserve(d, uniform_count, resource_count));
  for (uint32_t i = 0; i < uniform_count; ++i) {
    sr_rt_dispatch_constant(
        d, sr_rt_arg(frame, instr, SR_STREAM_CMD_DISPATCH_UNIFORM_OPERANDS, i),
        sr_rt_operand_value(instr, SR_STREAM_CMD_DISPATCH_UNIFORM_OPERANDS, i)
            ->type);
  }
  for (uint32_t i = 0; i < resource_count; ++i) {
    int64_t access = i < instr->int_count ? instr->ints[i] : 3;
    SR_RETURN_IF_ERROR(sr_rt_dispatch_bind(
        d, sr_rt_arg(frame, instr, SR_STREAM_CMD_DISPATCH_RESOURCES, i),
        sr_rt_u64(frame, sr_rt_operand(
                             instr, SR_STREAM_CMD_DISPATCH_RESOURCE_SIZES, i)),
        sr_rt_u64(
            frame,
            sr_rt_operand(instr, SR_STREAM_CMD_DISPATCH_RESOURCE_OFFSETS, i)),
        sr_rt_u64(
            frame,
            sr_rt_operand(instr, SR_STREAM_CMD_DISPATCH_RESOURCE_LENGTHS, i)),
        (uint32_t)access & 3, "a dispatch resource"));
  }
  return sr_ok_status();
}

// tensor.dispatch binds its mixed operands and results as async.dispatch
// does, without the byte ranges (whole resources).
_Static_assert((int)SR_STREAM_TENSOR_DISPATCH_MIXED_OPERANDS ==
                       (int)SR_STREAM_ASYNC_DISPATCH_RESOURCE_OPERANDS &&
                   (int)SR_STREAM_TENSOR_DISPATCH_OPERAND_SIZES ==
                       (int)SR_STREAM_ASYNC_DISPATCH_RESOURCE_OPERAND_SIZES &&
                   (int)SR_STREAM_TENSOR_DISPATCH_RESULTS ==
                       (int)SR_STREAM_ASYNC_DISPATCH_RESULTS &&
                   (int)SR_STREAM_TENSOR_DISPATCH_WORKLOAD ==
                       (int)SR_STREAM_ASYNC_DISPATCH_WORKLOAD &&
                   (int)SR_STREAM_CMD_DISPATCH_WORKLOAD ==
                       (int)SR_STREAM_ASYNC_DISPATCH_WORKLOAD,
               "tensor.dispatch is async.dispatch's layout");

// async/tensor.dispatch: mixed operands, then untied results. Results are
// set in the frame (tied: the operand, cloned first if needed; untied:
// fresh storage) before binding.
static sr_status_t sr_rt_collect_async(sr_rt_dispatch_t* d,
                                       sr_rt_value_t* frame, bool tensor) {
  const sr_rt_instr_t* instr = d->instr;
  const uint32_t operands = SR_STREAM_ASYNC_DISPATCH_RESOURCE_OPERANDS;
  const uint32_t results = SR_STREAM_ASYNC_DISPATCH_RESULTS;
  uint32_t operand_count = sr_rt_group_size(instr, operands);
  uint32_t result_count = sr_rt_result_group_size(instr, results);
  uint32_t result_sizes = tensor ? SR_STREAM_TENSOR_DISPATCH_RESULT_SIZES
                                 : SR_STREAM_ASYNC_DISPATCH_RESULT_SIZES;
  // Results first: tied results alias (a private copy of) their operand.
  for (uint32_t r = 0; r < result_count; ++r) {
    int64_t tied = r < instr->int_count ? instr->ints[r] : -1;
    sr_rt_value_t* result = sr_rt_out(frame, instr, results, r);
    if (tied < 0) {
      uint64_t size = sr_rt_u64(frame, sr_rt_operand(instr, result_sizes, r));
      SR_RETURN_IF_ERROR(sr_rt_allocate(d->module, instr, size, result));
    }
  }
  uint32_t constants = 0, resources = 0;
  for (uint32_t i = 0; i < operand_count; ++i) {
    if (sr_rt_is_resource(sr_rt_operand_value(instr, operands, i)->type)) {
      ++resources;
    } else {
      ++constants;
    }
  }
  SR_RETURN_IF_ERROR(
      sr_rt_dispatch_reserve(d, constants, resources + result_count));
  uint32_t resource_index = 0;
  for (uint32_t i = 0; i < operand_count; ++i) {
    const sr_rt_value_t* value = sr_rt_arg(frame, instr, operands, i);
    const sr_type_t* type = sr_rt_operand_value(instr, operands, i)->type;
    if (!sr_rt_is_resource(type)) {
      sr_rt_dispatch_constant(d, value, type);
      continue;
    }
    uint32_t k = resource_index++;
    uint64_t size = sr_rt_u64(
        frame, sr_rt_operand(
                   instr, SR_STREAM_ASYNC_DISPATCH_RESOURCE_OPERAND_SIZES, k));
    uint64_t offset = 0, length = size;
    if (!tensor) {
      offset = sr_rt_u64(
          frame,
          sr_rt_operand(instr,
                        SR_STREAM_ASYNC_DISPATCH_RESOURCE_OPERAND_OFFSETS, k));
      uint64_t end = sr_rt_u64(
          frame, sr_rt_operand(
                     instr, SR_STREAM_ASYNC_DISPATCH_RESOURCE_OPERAND_ENDS, k));
      length = sr_rt_u64(
          frame,
          sr_rt_operand(instr,
                        SR_STREAM_ASYNC_DISPATCH_RESOURCE_OPERAND_LENGTHS, k));
      if (end < offset || end - offset != length) {
        return sr_rt_error(d->module, instr, SR_STATUS_INVALID_ARGUMENT,
                           "resource operand %u: range [%llu to %llu for "
                           "%llu] is inconsistent",
                           k, (unsigned long long)offset,
                           (unsigned long long)end, (unsigned long long)length);
      }
    }
    // Tied to a result: read-write, on the (possibly cloned) result.
    uint32_t access = SR_RT_ACCESS_READ;
    for (uint32_t r = 0; r < result_count; ++r) {
      int64_t tied = r < instr->int_count ? instr->ints[r] : -1;
      if (tied != (int64_t)i) continue;
      access |= SR_RT_ACCESS_WRITE;
      sr_rt_value_t* result = sr_rt_out(frame, instr, results, r);
      sr_rt_value_assign(result, value);
      bool read_only = result->kind == SR_RT_VALUE_VIEW &&
                       result->view.storage &&
                       (result->view.storage->flags & SR_RT_STORAGE_READ_ONLY);
      if ((instr->imm >> r) & 1 ||
          (read_only && !(instr->flags & SR_RT_INSTR_IN_REGION))) {
        SR_RETURN_IF_ERROR(sr_rt_clone_value(d->module, instr, result, size));
      }
      value = result;
    }
    SR_RETURN_IF_ERROR(sr_rt_dispatch_bind(d, value, size, offset, length,
                                           access, "a dispatch operand"));
  }
  for (uint32_t r = 0; r < result_count; ++r) {
    int64_t tied = r < instr->int_count ? instr->ints[r] : -1;
    if (tied >= 0) continue;
    const sr_rt_value_t* result = sr_rt_out(frame, instr, results, r);
    SR_RETURN_IF_ERROR(sr_rt_dispatch_bind(
        d, result, result->view.length, 0, result->view.length,
        SR_RT_ACCESS_WRITE, "a dispatch result"));
  }
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Workgroup count
//===----------------------------------------------------------------------===//

// True when |f| takes no workload and only computes scalars: its counts
// are the same at every dispatch.
static bool sr_rt_workgroup_count_is_fixed(const sr_rt_function_t* f) {
  if (f->arg_count) return false;
  for (uint32_t b = 0; b < f->block_count; ++b) {
    const sr_rt_block_t* block = &f->blocks[b];
    for (uint32_t i = 0; i < block->instr_count; ++i) {
      switch (block->instrs[i].kind) {
        case SR_RT_OP_CONSTANT:
        case SR_RT_OP_INT_BINARY:
        case SR_RT_OP_FLOAT_BINARY:
        case SR_RT_OP_INT_UNARY:
        case SR_RT_OP_FLOAT_UNARY:
        case SR_RT_OP_CMPI:
        case SR_RT_OP_CMPF:
        case SR_RT_OP_SELECT:
        case SR_RT_OP_CAST:
        case SR_RT_OP_FMA:
        case SR_RT_OP_UTIL_ALIGN:
        case SR_RT_OP_WORKGROUP_COUNT_FROM_SLICE:
        case SR_RT_OP_YIELD:  // stream.return
        case SR_RT_OP_RETURN:
          break;
        default:
          return false;
      }
    }
  }
  return true;
}

static sr_status_t sr_rt_workgroup_count(sr_rt_dispatch_t* d) {
  d->count[0] = d->count[1] = d->count[2] = 1;
  sr_rt_export_t* e = (sr_rt_export_t*)d->export_;
  // acquire: pairs with the release below; fixed_count is then complete.
  if (e &&
      atomic_load_explicit(&e->fixed_count_state, memory_order_acquire) == 1) {
    for (int i = 0; i < 3; ++i) {
      d->count[i] =
          atomic_load_explicit(&e->fixed_count[i], memory_order_relaxed);
    }
    return sr_ok_status();
  }
  if (e && e->workgroup_count) {
    const sr_rt_function_t* f = e->workgroup_count;
    if (f->arg_count != d->workload_count) {
      return sr_rt_error(d->module, d->instr, SR_STATUS_INVALID_ARGUMENT,
                         "%u workload values for an export that takes %u",
                         d->workload_count, f->arg_count);
    }
    sr_rt_value_t args[8] = {0};
    sr_rt_value_t results[3] = {0};
    for (uint32_t i = 0; i < d->workload_count; ++i) {
      args[i].kind = SR_RT_VALUE_INT;
      args[i].i = (int64_t)d->workload[i];
    }
    sr_rt_function_t counts = *f;
    counts.result_count = 3;
    sr_status_t status = sr_rt_invoke(d->module, &counts, args, results);
    if (status) {
      sr_status_t located =
          sr_rt_error(d->module, d->instr, sr_status_code(status),
                      "evaluating the workgroup count of @%s: %s", d->name,
                      sr_status_message(status));
      sr_status_ignore(status);
      return located;
    }
    for (int i = 0; i < 3; ++i) {
      int64_t v = results[i].kind == SR_RT_VALUE_INT ? results[i].i : 1;
      if (v < 0 || v > UINT32_MAX) {
        return sr_rt_error(d->module, d->instr, SR_STATUS_OUT_OF_RANGE,
                           "workgroup count %lld out of range", (long long)v);
      }
      d->count[i] = (uint32_t)v;
    }
    if (atomic_load_explicit(&e->fixed_count_state, memory_order_relaxed) ==
        0) {
      // Racing first dispatches store the same counts.
      bool fixed = sr_rt_workgroup_count_is_fixed(f);
      for (int i = 0; fixed && i < 3; ++i) {
        atomic_store_explicit(&e->fixed_count[i], d->count[i],
                              memory_order_relaxed);
      }
      atomic_store_explicit(&e->fixed_count_state, fixed ? 1u : 2u,
                            memory_order_release);
    }
    return sr_ok_status();
  }
  // No region: workgroup size 1, count = the workload (product folded
  // into z beyond three values).
  for (uint32_t i = 0; i < d->workload_count; ++i) {
    uint32_t axis = i < 3 ? i : 2;
    d->count[axis] = i < 3 ? (uint32_t)d->workload[i]
                           : d->count[axis] * (uint32_t)d->workload[i];
  }
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Running
//===----------------------------------------------------------------------===//

static void sr_rt_dispatch_state(const sr_rt_dispatch_t* d, size_t index,
                                 sr_dispatch_state_t* state) {
  memset(state, 0, sizeof(*state));
  uint32_t x = d->count[0], y = d->count[1];
  state->workgroup_id[0] = (uint32_t)(index % x);
  state->workgroup_id[1] = (uint32_t)((index / x) % y);
  state->workgroup_id[2] = (uint32_t)(index / ((size_t)x * y));
  memcpy(state->workgroup_count, d->count, sizeof(d->count));
  state->workgroup_size[0] = state->workgroup_size[1] =
      state->workgroup_size[2] = 1;
  state->constant_count = d->constant_count;
  state->constants = d->constants;
  state->binding_count = d->binding_count;
  state->bindings = d->binding_ptrs;
  state->binding_lengths = d->binding_lengths;
}

static sr_status_t sr_rt_kernel_chunk(void* user_data, size_t begin,
                                      size_t end) {
  const sr_rt_dispatch_t* d = (const sr_rt_dispatch_t*)user_data;
  for (size_t i = begin; i < end; ++i) {
    sr_dispatch_state_t state;
    sr_rt_dispatch_state(d, i, &state);
    int rc = d->kernel.fn(d->kernel.user_data, &state);
    if (rc) {
      return sr_rt_error(d->module, d->instr, SR_STATUS_INTERNAL,
                         "kernel for @%s failed with code %d in workgroup "
                         "(%u, %u, %u)",
                         d->name, rc, state.workgroup_id[0],
                         state.workgroup_id[1], state.workgroup_id[2]);
    }
  }
  return sr_ok_status();
}

static sr_status_t sr_rt_interpreter_chunk(void* user_data, size_t begin,
                                           size_t end) {
  const sr_rt_dispatch_t* d = (const sr_rt_dispatch_t*)user_data;
  const sr_export_interpreter_t* interp = d->module->instance->interpreter;
  for (size_t i = begin; i < end; ++i) {
    sr_dispatch_state_t state;
    sr_rt_dispatch_state(d, i, &state);
    sr_status_t status =
        d->check
            ? interp->run_workgroup_checked(
                  interp->self, d->export_->interpreter_state, &state, d->check)
            : interp->run_workgroup(interp->self, d->export_->interpreter_state,
                                    &state);
    if (status) {
      if (sr_status_ir_loc(status).line) return status;
      sr_status_t located =
          sr_rt_error(d->module, d->instr, sr_status_code(status), "@%s: %s",
                      d->name, sr_status_message(status));
      sr_status_ignore(status);
      return located;
    }
  }
  return sr_ok_status();
}

static uint64_t sr_rt_now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

// The workgroups' hand-off: they run on the calling thread when the export
// has shown that all of them together take less than
// SR_RT_DISPATCH_FLOOR_NS (spreading them could save at most half that on
// two cores, less than waking a worker and the hop back costs), else on
// the pool, where the caller takes part (sr_pool_parallel_for). The export
// keeps an estimate of one workgroup's time measured on serial runs
// (a parallel run's time includes the hand-off): its first dispatch runs
// on the pool (it may be large), the second serially to measure, and a
// parallel one every SR_RT_DISPATCH_PROBE_EVERY-th dispatch runs serially
// again in case the work shrank. Which thread runs a workgroup never
// changes what it computes.
enum {
  SR_RT_DISPATCH_FLOOR_NS = 50 * 1000,
  SR_RT_DISPATCH_PROBE_EVERY = 64,
};

static sr_status_t sr_rt_run_workgroups(sr_rt_dispatch_t* d,
                                        sr_parallel_for_fn_t fn) {
  size_t total = (size_t)d->count[0] * d->count[1] * d->count[2];
  if (!total) return sr_ok_status();
  if (total == 1) return fn(d, 0, 1);
  sr_pool_t* pool = d->module->instance->pool;
  // The export's measurements are the one mutable part of a plan.
  sr_rt_export_t* e = (sr_rt_export_t*)d->export_;
  if (!e) return sr_pool_parallel_for(pool, 0, total, 1, fn, d);
  // relaxed: measurements and a counter, read to choose.
  uint64_t per_group =
      atomic_load_explicit(&e->workgroup_ns, memory_order_relaxed);
  uint32_t n =
      atomic_fetch_add_explicit(&e->dispatch_count, 1, memory_order_relaxed);
  bool serial = per_group ? per_group < SR_RT_DISPATCH_FLOOR_NS / total ||
                                n % SR_RT_DISPATCH_PROBE_EVERY ==
                                    SR_RT_DISPATCH_PROBE_EVERY - 1
                          : n % 2 == 1;
  if (!serial) return sr_pool_parallel_for(pool, 0, total, 1, fn, d);
  uint64_t start = sr_rt_now_ns();
  sr_status_t status = fn(d, 0, total);
  sr_rt_time_estimate_fold(&e->workgroup_ns, (sr_rt_now_ns() - start) / total);
  return status;
}

// Runs the builtin's compiled body: bindings become views, uniform
// operands the scalar parameters, in the function's parameter order.
static sr_status_t sr_rt_run_builtin(sr_rt_dispatch_t* d) {
  const sr_rt_export_t* e = d->export_;
  const sr_rt_function_t* body = e->body;
  sr_rt_value_t args[16];
  if (e->param_count > 16) {
    return sr_rt_error(d->module, d->instr, SR_STATUS_UNIMPLEMENTED,
                       "builtin with %u parameters", e->param_count);
  }
  memset(args, 0, sizeof(args));
  uint32_t binding = 0, constant = 0;
  for (uint32_t i = 0; i < e->param_count; ++i) {
    if (e->param_is_binding[i]) {
      if (binding >= d->binding_count) {
        return sr_rt_error(d->module, d->instr, SR_STATUS_INVALID_ARGUMENT,
                           "@%s takes more bindings than the dispatch passes",
                           d->name);
      }
      const sr_rt_binding_t* b = &d->bindings[binding++];
      args[i].kind = SR_RT_VALUE_VIEW;
      args[i].view.storage = b->storage;  // borrowed for the call
      args[i].view.offset = b->offset;
      args[i].view.length = b->length;
    } else {
      if (constant >= d->constant_count) {
        return sr_rt_error(d->module, d->instr, SR_STATUS_INVALID_ARGUMENT,
                           "@%s takes more operands than the dispatch passes",
                           d->name);
      }
      sr_rt_scalar_from_bits(d->constants[constant++], e->param_types[i],
                             &args[i]);
    }
  }
  sr_rt_value_t no_results[1] = {{0}};
  sr_status_t status = sr_rt_invoke(d->module, body, args, no_results);
  if (status && !sr_status_ir_loc(status).line) {
    sr_status_t located =
        sr_rt_error(d->module, d->instr, sr_status_code(status), "@%s: %s",
                    d->name, sr_status_message(status));
    sr_status_ignore(status);
    return located;
  }
  return status;
}

// The opaque dispatch: every written byte is a function of the export
// name, the uniform operands and the bytes the dispatch reads.
static uint64_t sr_rt_fnv(uint64_t hash, const void* data, size_t size) {
  const uint8_t* p = (const uint8_t*)data;
  for (size_t i = 0; i < size; ++i) {
    hash ^= p[i];
    hash *= 1099511628211ull;
  }
  return hash;
}

static uint64_t sr_rt_splitmix(uint64_t* state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

// The bytes of binding |i| the executable's subspans reach, when they are
// known and inside the binding; NULL: the whole declared range.
static const sr_rt_binding_range_list_t* sr_rt_opaque_ranges(
    const sr_rt_dispatch_t* d, const sr_rt_binding_ranges_t* ranges,
    uint32_t i) {
  const sr_rt_binding_range_list_t* list = sr_rt_binding_ranges_get(ranges, i);
  if (!list) return NULL;
  for (uint32_t r = 0; r < list->count; ++r) {
    const sr_rt_binding_range_t* range = &list->ranges[r];
    if (range->offset > d->bindings[i].length ||
        range->length > d->bindings[i].length - range->offset) {
      return NULL;
    }
  }
  return list;
}

static void sr_rt_opaque_fill(uint8_t* p, uint64_t n, uint64_t state) {
  for (uint64_t k = 0; k < n; k += 8) {
    uint64_t v = sr_rt_splitmix(&state);
    memcpy(p + k, &v, n - k < 8 ? n - k : 8);
  }
}

// Reads and writes are narrowed to the executable's subspans when its body
// says where they are: IREE's fuse-dispatch-bindings gives every binding of
// the `stream` phase the whole resource, and siblings of one concurrent
// wave (a fill, another dispatch) own other parts of it. Reading or writing
// the declared range there would race with them and make the result depend
// on timing. Executables without bodies (IREE's lit tests) keep the
// declared ranges.
static sr_status_t sr_rt_run_opaque(sr_rt_dispatch_t* d) {
  sr_allocator_t allocator = d->module->instance->allocator;
  sr_rt_binding_ranges_t ranges;
  memset(&ranges, 0, sizeof(ranges));
  SR_RETURN_IF_ERROR(
      sr_rt_binding_ranges_compute(allocator, d->instr, d->frame, &ranges));
  uint64_t hash = sr_rt_fnv(14695981039346656037ull, d->name, strlen(d->name));
  hash = sr_rt_fnv(hash, d->constants, d->constant_count * sizeof(uint64_t));
  for (uint32_t i = 0; i < d->binding_count; ++i) {
    const sr_rt_binding_t* b = &d->bindings[i];
    if (!(b->access & SR_RT_ACCESS_READ)) continue;
    const sr_rt_binding_range_list_t* list = sr_rt_opaque_ranges(d, &ranges, i);
    if (!list) {
      hash = sr_rt_fnv(hash, &b->length, sizeof(b->length));
      hash = sr_rt_fnv(hash, b->ptr, b->length);
      continue;
    }
    for (uint32_t r = 0; r < list->count; ++r) {
      const sr_rt_binding_range_t* range = &list->ranges[r];
      if (range->write) continue;
      hash = sr_rt_fnv(hash, &range->length, sizeof(range->length));
      hash = sr_rt_fnv(hash, (const uint8_t*)b->ptr + range->offset,
                       range->length);
    }
  }
  for (uint32_t i = 0; i < d->binding_count; ++i) {
    const sr_rt_binding_t* b = &d->bindings[i];
    if (!(b->access & SR_RT_ACCESS_WRITE)) continue;
    uint64_t state = hash ^ (0x100000001b3ull * (i + 1));
    const sr_rt_binding_range_list_t* list = sr_rt_opaque_ranges(d, &ranges, i);
    if (!list) {
      sr_rt_opaque_fill(b->ptr, b->length, state);
      continue;
    }
    for (uint32_t r = 0; r < list->count; ++r) {
      const sr_rt_binding_range_t* range = &list->ranges[r];
      if (!range->write) continue;
      sr_rt_opaque_fill((uint8_t*)b->ptr + range->offset, range->length,
                        state ^ (0x9e3779b97f4a7c15ull * (r + 1)));
    }
  }
  sr_rt_binding_ranges_free(allocator, &ranges);
  return sr_ok_status();
}

static sr_status_t sr_rt_dispatch_run(sr_rt_dispatch_t* d) {
  sr_module_t* module = d->module;
  sr_instance_t* instance = module->instance;
  atomic_fetch_add_explicit(&instance->stats.dispatch_count, 1,
                            memory_order_relaxed);
  for (uint32_t i = 0; i < d->binding_count; ++i) {
    d->binding_ptrs[i] = d->bindings[i].ptr;
    d->binding_lengths[i] = (size_t)d->bindings[i].length;
  }
  const sr_rt_export_t* e = d->export_;
  if (e && e->builtin && e->body) return sr_rt_run_builtin(d);
  sr_dispatch_mode_t mode = instance->dispatch_mode;
  if (mode == SR_DISPATCH_MODE_OPAQUE) return sr_rt_run_opaque(d);
  SR_RETURN_IF_ERROR(sr_rt_workgroup_count(d));
  if (mode != SR_DISPATCH_MODE_INTERPRET && d->kernel.fn) {
    return sr_rt_run_workgroups(d, sr_rt_kernel_chunk);
  }
  if (mode != SR_DISPATCH_MODE_KERNEL && instance->interpreter && e &&
      e->interpreter_state) {
    // A checked invocation runs the interpreter's checked variant; what
    // it records goes to the checker once the workgroups are done.
    sr_export_check_t check = {ATOMIC_FLAG_INIT, NULL, {0, 0, 0, 0}};
    sr_rt_check_t* checker = sr_rt_check_current;
    if (checker && instance->interpreter->run_workgroup_checked) {
      d->check = &check;
    }
    sr_status_t status = sr_rt_run_workgroups(d, sr_rt_interpreter_chunk);
    d->check = NULL;
    if (check.report)
      sr_rt_check_executable_ub(checker, d->instr, check.report);
    return status;
  }
  const char* sep = strstr(d->name, "::");
  int exe_length = sep ? (int)(sep - d->name) : (int)strlen(d->name);
  return sr_rt_error(module, d->instr, SR_STATUS_UNIMPLEMENTED,
                     "no implementation for @%.*s::@%s (register a kernel for "
                     "it, or run with --dispatch-mode=opaque)",
                     exe_length, d->name, sep ? sep + 2 : "");
}

// sr_rt_dispatch_run between a BEGIN and an END event (trace/events.h).
static sr_status_t sr_rt_dispatch_run_observed(sr_rt_dispatch_t* d,
                                               sr_rt_events_t* events) {
  sr_rt_event_binding_t stack[16];
  sr_rt_event_binding_t* bindings = stack;
  sr_allocator_t allocator = d->module->instance->allocator;
  if (d->binding_count > 16) {
    SR_RETURN_IF_ERROR(sr_allocator_malloc(
        allocator, d->binding_count * sizeof(*bindings), (void**)&bindings));
  }
  sr_rt_event_dispatch_t info = {d->instr,          d->frame,
                                 d->workload_count, d->workload,
                                 d->binding_count,  bindings};
  sr_rt_event_t event;
  sr_rt_event_init(&event, SR_EVENT_DISPATCH, d->module, d->instr);
  event.e.detail = d->name;
  event.dispatch = &info;
  for (uint32_t i = 0; i < d->binding_count; ++i) {
    const sr_rt_binding_t* b = &d->bindings[i];
    bindings[i].data = b->ptr;
    bindings[i].offset = b->offset;
    bindings[i].length = b->length;
    bindings[i].access = b->access;
    if (b->access & SR_RT_ACCESS_READ) event.e.bytes_read += b->length;
    if (b->access & SR_RT_ACCESS_WRITE) event.e.bytes_written += b->length;
  }
  sr_rt_events_begin(events, &event);
  sr_status_t status = sr_rt_dispatch_run(d);
  memcpy(event.e.workgroup_count, d->count, sizeof(d->count));
  sr_rt_events_end(events, &event, status);
  if (bindings != stack) sr_allocator_free(allocator, bindings);
  return status;
}

// Name and kernel of the dispatch's export.
static void sr_rt_dispatch_target(sr_rt_dispatch_t* d, char* name_buffer,
                                  size_t capacity) {
  sr_module_t* module = d->module;
  const sr_rt_export_t* e = d->instr->dispatch_export;
  d->export_ = e;
  if (e) {
    d->name = e->name;
    d->kernel = module->kernels[e->index];
    return;
  }
  // An entry point this module does not declare: look the name up.
  const sr_attr_t* ref = d->instr->attr;
  snprintf(name_buffer, capacity, "%.*s::%.*s", (int)ref->symbol.root.size,
           ref->symbol.root.data,
           ref->symbol.num_nested ? (int)ref->symbol.nested[0].size : 0,
           ref->symbol.num_nested ? ref->symbol.nested[0].data : "");
  d->name = name_buffer;
  sr_instance_t* instance = module->instance;
  sr_rt_registry_fn_t fn = NULL;
  if (sr_rt_registry_lookup(&instance->kernel_registry, name_buffer, &fn,
                            &d->kernel.user_data)) {
    d->kernel.fn = (sr_kernel_fn_t)fn;
  }
}

static sr_status_t sr_rt_exec_dispatch(sr_module_t* module,
                                       const sr_rt_instr_t* instr,
                                       sr_rt_value_t* frame) {
  sr_rt_dispatch_t d;
  memset(&d, 0, offsetof(sr_rt_dispatch_t, inline_block));
  d.module = module;
  d.instr = instr;
  d.frame = frame;
  char name[256];
  sr_rt_dispatch_target(&d, name, sizeof(name));
  d.workload_count = sr_rt_group_size(instr, SR_STREAM_ASYNC_DISPATCH_WORKLOAD);
  if (d.workload_count > 8) {
    return sr_rt_error(module, instr, SR_STATUS_UNIMPLEMENTED,
                       "%u workload values (at most 8)", d.workload_count);
  }
  for (uint32_t i = 0; i < d.workload_count; ++i) {
    d.workload[i] = sr_rt_u64(
        frame, sr_rt_operand(instr, SR_STREAM_ASYNC_DISPATCH_WORKLOAD, i));
  }
  sr_status_t status =
      instr->kind == SR_RT_OP_CMD_DISPATCH
          ? sr_rt_collect_cmd(&d, frame)
          : sr_rt_collect_async(&d, frame,
                                instr->kind == SR_RT_OP_TENSOR_DISPATCH);
  // The one branch observation costs a dispatch when nothing observes.
  sr_rt_events_t* events = module->instance->events;
  if (!status) {
    status = events ? sr_rt_dispatch_run_observed(&d, events)
                    : sr_rt_dispatch_run(&d);
  }
  sr_rt_dispatch_free(&d);
  return status;
}

//===----------------------------------------------------------------------===//
// Extern calls (stream.async.call / stream.cmd.call)
//===----------------------------------------------------------------------===//

// async.call and cmd.call share their operand groups up to the lengths
// (async.call has ends before them).
_Static_assert((int)SR_STREAM_CMD_CALL_RESOURCE_OPERANDS ==
                       (int)SR_STREAM_ASYNC_CALL_RESOURCE_OPERANDS &&
                   (int)SR_STREAM_CMD_CALL_RESOURCE_OPERAND_SIZES ==
                       (int)SR_STREAM_ASYNC_CALL_RESOURCE_OPERAND_SIZES &&
                   (int)SR_STREAM_CMD_CALL_RESOURCE_OPERAND_OFFSETS ==
                       (int)SR_STREAM_ASYNC_CALL_RESOURCE_OPERAND_OFFSETS &&
                   (int)SR_STREAM_CMD_CALL_RESULTS ==
                       (int)SR_STREAM_ASYNC_CALL_RESULTS,
               "cmd.call is async.call's layout but for the ends");

static sr_status_t sr_rt_exec_call(sr_module_t* module,
                                   const sr_rt_instr_t* instr,
                                   sr_rt_value_t* frame) {
  const sr_rt_extern_t* e = instr->extern_fn;
  sr_rt_bound_extern_t bound = module->externs[e->index];
  if (!bound.fn) {
    return sr_rt_error(module, instr, SR_STATUS_UNIMPLEMENTED,
                       "no implementation for @%s (register an extern "
                       "function for it)",
                       e->name);
  }
  bool is_async = instr->kind == SR_RT_OP_ASYNC_CALL;
  const uint32_t operands = SR_STREAM_ASYNC_CALL_RESOURCE_OPERANDS;
  const uint32_t result_group = SR_STREAM_ASYNC_CALL_RESULTS;
  uint32_t operand_count = sr_rt_group_size(instr, operands);
  uint32_t result_count = sr_rt_result_group_size(instr, result_group);
  sr_allocator_t allocator = module->instance->allocator;
  sr_extern_arg_t* args = NULL;
  sr_variant_t* results = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_calloc(
      allocator, (operand_count + result_count + 1) * sizeof(*args),
      (void**)&args));
  sr_status_t status = sr_allocator_calloc(
      allocator, (result_count + 1) * sizeof(*results), (void**)&results);
  size_t arg_count = 0;
  uint32_t resource_index = 0;
  // Untied results of an async call are fresh buffers.
  for (uint32_t r = 0; is_async && r < result_count && !status; ++r) {
    int64_t tied = r < instr->int_count ? instr->ints[r] : -1;
    if (tied >= 0) continue;
    uint64_t size = sr_rt_u64(
        frame, sr_rt_operand(instr, SR_STREAM_ASYNC_CALL_RESULT_SIZES, r));
    status = sr_rt_allocate(module, instr, size,
                            sr_rt_out(frame, instr, result_group, r));
  }
  for (uint32_t i = 0; i < operand_count && !status; ++i) {
    const sr_rt_value_t* value = sr_rt_arg(frame, instr, operands, i);
    const sr_type_t* type = sr_rt_operand_value(instr, operands, i)->type;
    sr_extern_arg_t* arg = &args[arg_count++];
    if (!sr_rt_is_resource(type)) {
      sr_rt_scalar_type_t t = sr_rt_scalar_type_of(type);
      if (t.cls == SR_RT_SCALAR_FLOAT) {
        arg->value = t.bits == 64 ? sr_variant_f64(value->f)
                                  : sr_variant_f32((float)value->f);
      } else {
        arg->value = t.bits > 32 ? sr_variant_i64(value->i)
                                 : sr_variant_i32((int32_t)value->i);
      }
      continue;
    }
    uint32_t k = resource_index++;
    uint64_t size = sr_rt_u64(
        frame,
        sr_rt_operand(instr, SR_STREAM_ASYNC_CALL_RESOURCE_OPERAND_SIZES, k));
    uint64_t offset = sr_rt_u64(
        frame,
        sr_rt_operand(instr, SR_STREAM_ASYNC_CALL_RESOURCE_OPERAND_OFFSETS, k));
    uint64_t length = sr_rt_u64(
        frame,
        sr_rt_operand(instr,
                      is_async ? SR_STREAM_ASYNC_CALL_RESOURCE_OPERAND_LENGTHS
                               : SR_STREAM_CMD_CALL_RESOURCE_OPERAND_LENGTHS,
                      k));
    bool write = false;
    if (is_async) {
      for (uint32_t r = 0; r < result_count; ++r) {
        int64_t tied = r < instr->int_count ? instr->ints[r] : -1;
        if (tied != (int64_t)i) continue;
        write = true;
        sr_rt_value_t* result = sr_rt_out(frame, instr, result_group, r);
        sr_rt_value_assign(result, value);
        if ((instr->imm >> r) & 1) {
          status = sr_rt_clone_value(module, instr, result, size);
        }
        value = result;
      }
    } else {
      int64_t access = k < instr->int_count ? instr->ints[k] : 3;
      write = (access & 2) != 0;
    }
    uint8_t* ptr = NULL;
    if (!status) {
      status = sr_rt_resolve(module, instr, value, size, offset, length, write,
                             "a call resource", &ptr);
    }
    arg->is_buffer = true;
    arg->data = ptr;
    arg->length = (size_t)length;
  }
  uint32_t primitive_results = 0;
  for (uint32_t r = 0; r < result_count && !status; ++r) {
    int64_t tied = is_async && r < instr->int_count ? instr->ints[r] : -1;
    if (is_async && tied < 0) {
      sr_rt_value_t* result = sr_rt_out(frame, instr, result_group, r);
      sr_extern_arg_t* arg = &args[arg_count++];
      arg->is_buffer = true;
      arg->data = sr_rt_storage_data(result->view.storage);
      arg->length = (size_t)result->view.length;
    } else if (!is_async) {
      ++primitive_results;
    }
  }
  if (!status) {
    status =
        bound.fn(bound.user_data, args, arg_count, results, primitive_results);
    if (status && !sr_status_ir_loc(status).line) {
      sr_status_t located =
          sr_rt_error(module, instr, sr_status_code(status), "@%s: %s", e->name,
                      sr_status_message(status));
      sr_status_ignore(status);
      status = located;
    }
  }
  for (uint32_t r = 0; !status && !is_async && r < result_count; ++r) {
    sr_variant_t* v = &results[r];
    sr_rt_value_t* slot = sr_rt_out(frame, instr, result_group, r);
    switch (v->type) {
      case SR_VARIANT_I32:
        sr_rt_value_set_int(slot, v->i32);
        break;
      case SR_VARIANT_I64:
        sr_rt_value_set_int(slot, v->i64);
        break;
      case SR_VARIANT_F32:
        sr_rt_value_set_float(slot, v->f32);
        break;
      case SR_VARIANT_F64:
        sr_rt_value_set_float(slot, v->f64);
        break;
      default:
        sr_rt_value_set_int(slot, 0);
        break;
    }
  }
  sr_allocator_free(allocator, args);
  sr_allocator_free(allocator, results);
  return status;
}

//===----------------------------------------------------------------------===//
// The family's rows
//===----------------------------------------------------------------------===//

static const sr_rt_op_def_t kDispatchOps[] = {
    {SR_OPID_STREAM_TENSOR_DISPATCH, SR_RT_OP_TENSOR_DISPATCH, 0, 0,
     sr_rt_exec_dispatch},
    {SR_OPID_STREAM_ASYNC_DISPATCH, SR_RT_OP_ASYNC_DISPATCH, 0, 0,
     sr_rt_exec_dispatch},
    {SR_OPID_STREAM_ASYNC_CALL, SR_RT_OP_ASYNC_CALL, 0, 0, sr_rt_exec_call},
    {SR_OPID_STREAM_CMD_DISPATCH, SR_RT_OP_CMD_DISPATCH, 0, 0,
     sr_rt_exec_dispatch},
    {SR_OPID_STREAM_CMD_CALL, SR_RT_OP_CMD_CALL, 0, 0, sr_rt_exec_call},
};

sr_rt_op_defs_t sr_rt_dispatch_ops(void) { return SR_RT_OP_DEFS(kDispatchOps); }
