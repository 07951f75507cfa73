// The C API (include/streamref/runtime.h): instances and modules without
// leaks, C kernels and extern functions, asynchronous invocation with
// fences, buffer views, dispatch modes and failure paths.

#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api_fixture.h"
#include "runtime_test_util.h"

static void fixture_begin(fixture_t* f, int threads, sr_dispatch_mode_t mode) {
  sr_counting_allocator_initialize(&f->counting);
  f->allocator = sr_counting_allocator(&f->counting);
  sr_instance_options_t options;
  sr_instance_options_initialize(&options);
  options.worker_count = threads;
  options.dispatch_mode = mode;
  ASSERT_OK(sr_instance_create(&options, f->allocator, &f->instance));
}

static sr_module_t* load(fixture_t* f, const char* relative) {
  char path[4096];
  snprintf(path, sizeof(path), "%s/%s", SR_TEST_PROGRAMS_DIR, relative);
  sr_module_t* module = NULL;
  ASSERT_OK(sr_module_load_from_file(f->instance, path, &module));
  return module;
}

static sr_buffer_view_t* view_f32(fixture_t* f, const float* data,
                                  int64_t count) {
  sr_buffer_view_t* view = NULL;
  ASSERT_OK(sr_buffer_view_create(f->allocator, 1, &count,
                                  SR_ELEMENT_TYPE_FLOAT_32, data,
                                  (size_t)count * 4, &view));
  return view;
}

//===----------------------------------------------------------------------===//
// Lifecycle
//===----------------------------------------------------------------------===//

Test(api, instance_module_lifecycle_no_leaks) {
  fixture_t f;
  fixture_begin(&f, 2, SR_DISPATCH_MODE_AUTO);
  sr_module_t* module = load(&f, "host/globals.generic.mlir");
  cr_assert_eq(sr_module_function_count(module), 1);
  sr_function_t* fn = sr_module_function_at(module, 0);
  cr_assert_str_eq(sr_function_name(fn), "main");
  cr_assert_str_eq(sr_function_result_cconv(fn), "iii");
  sr_variant_t results[3];
  size_t count = 0;
  ASSERT_OK(sr_function_invoke(fn, NULL, 0, results, 3, &count));
  cr_assert_eq(count, 3);
  // Initializers ran in order: counter = 10 * 3, then two bumps.
  cr_assert_eq(results[0].i32, 31);
  cr_assert_eq(results[1].i32, 32);
  // A second call sees the globals the first one left.
  ASSERT_OK(sr_function_invoke(fn, NULL, 0, results, 3, &count));
  cr_assert_eq(results[0].i32, 33);
  sr_module_release(module);
  fixture_end(&f);
}

// Result views outlive the module and the instance that made them: the
// C API lets a caller release those first (a view is a value it owns), so
// the views must keep alive what they point into (the instance's
// allocation statistics, the module's constant data). Under ASan a
// use-after-free here is a test failure.
Test(api, views_outlive_module_and_instance) {
  for (int threads = 1; threads <= 2; ++threads) {
    fixture_t f;
    fixture_begin(&f, threads, SR_DISPATCH_MODE_AUTO);
    // Private copies (owned storage counted in the instance's statistics).
    sr_module_t* copies = load(&f, "tensor/constant.generic.mlir");
    sr_variant_t results[5];
    size_t count = 0;
    ASSERT_OK(sr_function_invoke(sr_module_function_at(copies, 0), NULL, 0,
                                 results, 4, &count));
    cr_assert_eq(count, 4);
    // A `constant`-lifetime export: a read-only view of the module's
    // constant data (stream.resource.constants maps it, no copy).
    const char text[] =
        "\"builtin.module\"() ({\n"
        "  \"util.func\"() <{function_type = () -> !hal.buffer_view, "
        "sym_name = \"main\", sym_visibility = \"public\"}> ({\n"
        "    %0 = \"arith.constant\"() <{value = 8 : index}> : () -> index\n"
        "    %1:2 = \"stream.resource.constants\"(%0) <{values = "
        "[dense<[101, 102]> : tensor<2xi32>]}> : (index) -> "
        "(!stream.resource<constant>, !stream.timepoint)\n"
        "    %2 = \"stream.timepoint.await\"(%1#0, %0, %1#1) "
        "<{operandSegmentSizes = array<i32: 1, 1, 1>}> : "
        "(!stream.resource<constant>, index, !stream.timepoint) -> "
        "!stream.resource<constant>\n"
        "    %3 = \"stream.tensor.export\"(%2, %0) <{source_encoding = "
        "tensor<2xi32>}> : (!stream.resource<constant>, index) -> "
        "!hal.buffer_view\n"
        "    \"util.return\"(%3) : (!hal.buffer_view) -> ()\n"
        "  }) : () -> ()\n"
        "}) : () -> ()\n";
    sr_module_t* mapped = NULL;
    ASSERT_OK(sr_module_load_from_memory(f.instance, "mapped.mlir", text,
                                         sizeof(text) - 1, &mapped));
    size_t mapped_count = 0;
    ASSERT_OK(sr_function_invoke(sr_module_function_at(mapped, 0), NULL, 0,
                                 &results[4], 1, &mapped_count));
    cr_assert_eq(mapped_count, 1);
    sr_module_release(copies);
    sr_module_release(mapped);
    sr_instance_release(f.instance);
    f.instance = NULL;
    // The views still read what the program computed.
    const float* f32 = sr_buffer_view_data(results[0].view);
    cr_assert_not_null(f32);
    cr_assert_float_eq(f32[2], -3.0f, 0);
    cr_assert_float_eq(f32[5], 6.25f, 0);
    const int32_t* splat = sr_buffer_view_data(results[1].view);
    cr_assert_eq(splat[3], -9);
    const int32_t* resource = sr_buffer_view_data(results[3].view);
    cr_assert_eq(resource[0], 7);
    cr_assert_eq(resource[1], 8);
    const int32_t* constant = sr_buffer_view_data(results[4].view);
    cr_assert_not_null(constant);
    cr_assert_eq(constant[0], 101);
    cr_assert_eq(constant[1], 102);
    // Released in a scrambled order; the last one frees what they kept.
    sr_variant_reset(&results[2]);
    sr_variant_reset(&results[4]);
    sr_variant_reset(&results[0]);
    sr_variant_reset(&results[3]);
    sr_variant_reset(&results[1]);
    fixture_end(&f);
  }
}

Test(api, parse_error_is_located) {
  fixture_t f;
  fixture_begin(&f, 1, SR_DISPATCH_MODE_AUTO);
  const char text[] =
      "util.func public @main() {\n  %0 = \"arith.constant\"( \n";
  sr_module_t* module = NULL;
  sr_status_t status = sr_module_load_from_memory(f.instance, "bad.mlir", text,
                                                  sizeof(text) - 1, &module);
  cr_assert_not_null(status);
  cr_assert_null(module);
  cr_assert_str_eq(sr_status_ir_loc(status).file, "bad.mlir");
  cr_assert_gt(sr_status_ir_loc(status).line, 0);
  sr_status_free(status);
  fixture_end(&f);
}

Test(api, lookup_and_argument_errors) {
  fixture_t f;
  fixture_begin(&f, 1, SR_DISPATCH_MODE_AUTO);
  sr_module_t* module = load(&f, "host/arith_int.generic.mlir");
  sr_function_t* fn = NULL;
  sr_status_t status = sr_module_lookup_function(module, "nope", &fn);
  cr_assert_eq(sr_status_consume_code(status), SR_STATUS_NOT_FOUND);
  ASSERT_OK(sr_module_lookup_function(module, "@main", &fn));
  cr_assert_str_eq(sr_function_argument_cconv(fn), "ii");
  sr_variant_t results[16];
  size_t count = 0;
  sr_variant_t one = sr_variant_i32(1);
  status = sr_function_invoke(fn, &one, 1, results, 16, &count);
  cr_assert_eq(sr_status_consume_code(status), SR_STATUS_INVALID_ARGUMENT);
  sr_module_release(module);
  fixture_end(&f);
}

Test(api, allocation_failures_are_clean) {
  // Every allocation of loading and running a program fails in turn: each
  // attempt must return a status (never crash) and leak nothing.
  for (long fail_after = 0; fail_after < 400; fail_after += 7) {
    sr_counting_allocator_t counting;
    sr_counting_allocator_initialize(&counting);
    sr_allocator_t allocator = sr_counting_allocator(&counting);
    sr_instance_options_t options;
    sr_instance_options_initialize(&options);
    options.worker_count = 1;
    sr_instance_t* instance = NULL;
    sr_status_t status = sr_instance_create(&options, allocator, &instance);
    if (!status) {
      counting.fail_after = atomic_load(&counting.allocations) + fail_after;
      char path[4096];
      snprintf(path, sizeof(path), "%s/cmd/concurrent.generic.mlir",
               SR_TEST_PROGRAMS_DIR);
      sr_module_t* module = NULL;
      status = sr_module_load_from_file(instance, path, &module);
      sr_variant_t results[1];
      size_t count = 0;
      if (!status) {
        sr_function_t* fn = sr_module_function_at(module, 0);
        status = sr_function_invoke(fn, NULL, 0, results, 1, &count);
        for (size_t i = 0; i < count; ++i) sr_variant_reset(&results[i]);
      }
      sr_module_release(module);
      counting.fail_after = -1;
      sr_instance_release(instance);
    }
    sr_status_free(status);
    cr_assert_eq(sr_counting_allocator_live(&counting), 0,
                 "leak with fail_after=%ld", fail_after);
  }
}

//===----------------------------------------------------------------------===//
// Kernels
//===----------------------------------------------------------------------===//

typedef struct axpy_log_t {
  _Atomic int calls;
  _Atomic uint32_t count_x;
} axpy_log_t;

// out[i] = a[i] + b[i] * scale for the 4 elements of this workgroup.
static int axpy_kernel(void* user_data, const sr_dispatch_state_t* state) {
  axpy_log_t* log = (axpy_log_t*)user_data;
  atomic_fetch_add(&log->calls, 1);
  atomic_store(&log->count_x, state->workgroup_count[0]);
  if (state->binding_count != 3 || state->constant_count != 2) return 7;
  float scale;
  uint32_t bits = (uint32_t)state->constants[0];
  memcpy(&scale, &bits, 4);
  uint64_t n = state->constants[1];
  const float* a = state->bindings[0];
  const float* b = state->bindings[1];
  float* out = state->bindings[2];
  if (state->binding_lengths[2] < n * 4) return 8;
  for (uint64_t i = state->workgroup_id[0] * 4ull;
       i < n && i < state->workgroup_id[0] * 4ull + 4; ++i) {
    out[i] = a[i] + b[i] * scale;
  }
  return 0;
}

static int failing_kernel(void* user_data, const sr_dispatch_state_t* state) {
  (void)user_data;
  return state->workgroup_id[0] == 1 ? 42 : 0;
}

Test(api, registered_kernel_tensor_and_cmd_dispatch) {
  for (int threads = 1; threads <= 2; ++threads) {
    fixture_t f;
    fixture_begin(&f, threads, SR_DISPATCH_MODE_AUTO);
    axpy_log_t log = {0};
    sr_kernel_t axpy = SR_KERNEL_INITIALIZER(axpy_kernel, &log);
    ASSERT_OK(sr_instance_register_kernel(f.instance, "@math::@axpy", &axpy));
    sr_module_t* module = load(&f, "api/kernel_dispatch.generic.mlir");
    float a[10], b[10];
    for (int i = 0; i < 10; ++i) {
      a[i] = (float)i;
      b[i] = (float)(10 - i);
    }
    sr_function_t* fn = NULL;
    ASSERT_OK(sr_module_lookup_function(module, "tensor_axpy", &fn));
    sr_variant_t args[3] = {sr_variant_view(view_f32(&f, a, 10)),
                            sr_variant_view(view_f32(&f, b, 10)),
                            sr_variant_f32(0.5f)};
    sr_variant_t results[1];
    size_t count = 0;
    ASSERT_OK(sr_function_invoke(fn, args, 3, results, 1, &count));
    cr_assert_eq(atomic_load(&log.count_x), 3);  // ceil(10 / 4)
    cr_assert_eq(atomic_load(&log.calls), 3);
    const float* out = sr_buffer_view_data(results[0].view);
    for (int i = 0; i < 10; ++i) cr_assert_eq(out[i], a[i] + b[i] * 0.5f);
    sr_variant_reset(&results[0]);
    sr_variant_reset(&args[0]);
    sr_variant_reset(&args[1]);

    float x[12];
    for (int i = 0; i < 12; ++i) x[i] = (float)(i * i);
    ASSERT_OK(sr_module_lookup_function(module, "cmd_axpy", &fn));
    sr_variant_t cmd_args[2] = {sr_variant_view(view_f32(&f, x, 12)),
                                sr_variant_f32(-2.0f)};
    ASSERT_OK(sr_function_invoke(fn, cmd_args, 2, results, 1, &count));
    out = sr_buffer_view_data(results[0].view);
    for (int i = 0; i < 6; ++i) cr_assert_eq(out[i], x[i] - 2.0f * x[6 + i]);
    sr_variant_reset(&results[0]);
    sr_variant_reset(&cmd_args[0]);
    sr_module_release(module);
    fixture_end(&f);
  }
}

Test(api, failing_kernel_is_located) {
  fixture_t f;
  fixture_begin(&f, 2, SR_DISPATCH_MODE_AUTO);
  sr_kernel_t failing = SR_KERNEL_INITIALIZER(failing_kernel, NULL);
  ASSERT_OK(sr_instance_register_kernel(f.instance, "math::axpy", &failing));
  sr_module_t* module = load(&f, "api/kernel_dispatch.generic.mlir");
  sr_function_t* fn = NULL;
  ASSERT_OK(sr_module_lookup_function(module, "cmd_axpy", &fn));
  float x[12] = {0};
  sr_variant_t args[2] = {sr_variant_view(view_f32(&f, x, 12)),
                          sr_variant_f32(1.0f)};
  sr_variant_t results[1];
  size_t count = 0;
  sr_status_t status = sr_function_invoke(fn, args, 2, results, 1, &count);
  cr_assert_not_null(status);
  cr_assert_eq(count, 0);
  cr_assert(strstr(sr_status_message(status), "failed with code 42"));
  cr_assert_gt(sr_status_ir_loc(status).line, 0);
  sr_status_free(status);
  sr_variant_reset(&args[0]);
  sr_module_release(module);
  fixture_end(&f);
}

Test(api, opaque_mode_is_deterministic_across_threads) {
  float a[10], b[10];
  for (int i = 0; i < 10; ++i) a[i] = b[i] = (float)i;
  uint32_t first[10] = {0};
  for (int threads = 1; threads <= 2; ++threads) {
    fixture_t f;
    fixture_begin(&f, threads, SR_DISPATCH_MODE_OPAQUE);
    sr_module_t* module = load(&f, "api/kernel_dispatch.generic.mlir");
    sr_function_t* fn = NULL;
    ASSERT_OK(sr_module_lookup_function(module, "tensor_axpy", &fn));
    sr_variant_t args[3] = {sr_variant_view(view_f32(&f, a, 10)),
                            sr_variant_view(view_f32(&f, b, 10)),
                            sr_variant_f32(1.0f)};
    sr_variant_t results[1];
    size_t count = 0;
    ASSERT_OK(sr_function_invoke(fn, args, 3, results, 1, &count));
    const uint32_t* out = sr_buffer_view_data(results[0].view);
    if (threads == 1) {
      memcpy(first, out, sizeof(first));
    } else {
      cr_assert(memcmp(first, out, sizeof(first)) == 0);
    }
    sr_variant_reset(&results[0]);
    sr_variant_reset(&args[0]);
    sr_variant_reset(&args[1]);
    sr_module_release(module);
    fixture_end(&f);
  }
}

//===----------------------------------------------------------------------===//
// Extern functions
//===----------------------------------------------------------------------===//

static sr_status_t reverse_fn(void* user_data, const sr_extern_arg_t* args,
                              size_t arg_count, sr_variant_t* results,
                              size_t result_count) {
  (void)user_data;
  if (arg_count != 2 || !args[0].is_buffer || args[1].is_buffer ||
      result_count != 1) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT, "bad call");
  }
  uint8_t* p = args[0].data;
  size_t n = args[0].length;
  int32_t sum = args[1].value.i32;
  for (size_t i = 0; i < n / 2; ++i) {
    uint8_t t = p[i];
    p[i] = p[n - 1 - i];
    p[n - 1 - i] = t;
  }
  for (size_t i = 0; i < n; ++i) sum += p[i];
  results[0] = sr_variant_i32(sum);
  return sr_ok_status();
}

static sr_status_t double_fn(void* user_data, const sr_extern_arg_t* args,
                             size_t arg_count, sr_variant_t* results,
                             size_t result_count) {
  (void)user_data;
  (void)results;
  (void)result_count;
  // (tied buffer, index, untied result buffer)
  if (arg_count != 3 || !args[0].is_buffer || !args[2].is_buffer) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT, "bad call");
  }
  int32_t* in = args[0].data;
  int32_t* out = args[2].data;
  for (size_t i = 0; i < args[0].length / 4; ++i) {
    out[i] = in[i] * 2;
    in[i] += 1;
  }
  return sr_ok_status();
}

Test(api, extern_functions) {
  fixture_t f;
  fixture_begin(&f, 2, SR_DISPATCH_MODE_AUTO);
  ASSERT_OK(
      sr_instance_register_extern(f.instance, "reverse", reverse_fn, NULL));
  ASSERT_OK(sr_instance_register_extern(f.instance, "double", double_fn, NULL));
  sr_module_t* module = load(&f, "api/extern_call.generic.mlir");

  sr_function_t* fn = NULL;
  ASSERT_OK(sr_module_lookup_function(module, "cmd_call", &fn));
  int64_t shape = 8;
  uint8_t bytes[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  sr_buffer_view_t* view = NULL;
  ASSERT_OK(sr_buffer_view_create(f.allocator, 1, &shape, SR_ELEMENT_TYPE_INT_8,
                                  bytes, 8, &view));
  sr_variant_t arg = sr_variant_view(view);
  sr_variant_t results[2];
  size_t count = 0;
  ASSERT_OK(sr_function_invoke(fn, &arg, 1, results, 2, &count));
  const uint8_t* out = sr_buffer_view_data(results[0].view);
  const uint8_t want[8] = {1, 2, 6, 5, 4, 3, 7, 8};
  cr_assert(memcmp(out, want, 8) == 0);
  sr_variant_reset(&results[0]);
  sr_buffer_view_release(view);

  ASSERT_OK(sr_module_lookup_function(module, "async_call", &fn));
  int64_t four = 4;
  int32_t ints[4] = {10, 20, 30, 40};
  ASSERT_OK(sr_buffer_view_create(f.allocator, 1, &four, SR_ELEMENT_TYPE_INT_32,
                                  ints, 16, &view));
  arg = sr_variant_view(view);
  ASSERT_OK(sr_function_invoke(fn, &arg, 1, results, 2, &count));
  cr_assert_eq(count, 2);
  const int32_t* tied = sr_buffer_view_data(results[0].view);
  const int32_t* fresh = sr_buffer_view_data(results[1].view);
  for (int i = 0; i < 4; ++i) {
    cr_assert_eq(fresh[i], ints[i] * 2);
    cr_assert_eq(tied[i], ints[i] + 1);
  }
  sr_variant_reset(&results[0]);
  sr_variant_reset(&results[1]);
  sr_buffer_view_release(view);
  sr_module_release(module);
  fixture_end(&f);
}

Test(api, missing_extern_is_located) {
  fixture_t f;
  fixture_begin(&f, 1, SR_DISPATCH_MODE_AUTO);
  sr_module_t* module = load(&f, "api/extern_call.generic.mlir");
  sr_function_t* fn = NULL;
  ASSERT_OK(sr_module_lookup_function(module, "cmd_call", &fn));
  int64_t shape = 8;
  sr_buffer_view_t* view = NULL;
  ASSERT_OK(sr_buffer_view_create(f.allocator, 1, &shape, SR_ELEMENT_TYPE_INT_8,
                                  NULL, 0, &view));
  sr_variant_t arg = sr_variant_view(view);
  sr_variant_t results[1];
  size_t count = 0;
  sr_status_t status = sr_function_invoke(fn, &arg, 1, results, 1, &count);
  cr_assert_not_null(status);
  cr_assert(
      strstr(sr_status_message(status), "no implementation for @reverse"));
  cr_assert_gt(sr_status_ir_loc(status).line, 0);
  sr_status_free(status);
  sr_buffer_view_release(view);
  sr_module_release(module);
  fixture_end(&f);
}

//===----------------------------------------------------------------------===//
// Asynchronous invocation
//===----------------------------------------------------------------------===//

Test(api, async_invoke_with_fences) {
  fixture_t f;
  fixture_begin(&f, 2, SR_DISPATCH_MODE_AUTO);
  sr_module_t* module = load(&f, "timepoint/coarse_fences.generic.mlir");
  sr_function_t* fn = sr_module_function_at(module, 0);
  cr_assert(sr_function_is_async(fn));
  int64_t four = 4;
  int32_t ints[4] = {1, 2, 3, 4};
  sr_buffer_view_t* view = NULL;
  ASSERT_OK(sr_buffer_view_create(f.allocator, 1, &four, SR_ELEMENT_TYPE_INT_32,
                                  ints, 16, &view));
  sr_timepoint_t* wait = NULL;
  sr_timepoint_t* signal = NULL;
  ASSERT_OK(sr_timepoint_create(f.allocator, &wait));
  ASSERT_OK(sr_timepoint_create(f.allocator, &signal));
  sr_variant_t arg = sr_variant_view(view);
  sr_variant_t results[1];
  size_t count = 0;
  ASSERT_OK(
      sr_function_invoke_async(fn, &arg, 1, wait, signal, results, 1, &count));
  // The host part returned; the device part waits for |wait|.
  cr_assert_eq(count, 1);
  cr_assert_eq(sr_timepoint_query(signal), SR_TIMEPOINT_PENDING);
  ASSERT_OK(sr_timepoint_signal(wait));
  ASSERT_OK(sr_timepoint_wait(signal, SR_TIMEOUT_INFINITE));
  const int32_t* out = sr_buffer_view_data(results[0].view);
  cr_assert(out[0] == 3 && out[1] == 4 && out[2] == 1 && out[3] == 2);
  sr_variant_reset(&results[0]);
  sr_buffer_view_release(view);
  sr_timepoint_release(wait);
  sr_timepoint_release(signal);
  sr_module_release(module);
  fixture_end(&f);
}

Test(api, async_invoke_failed_wait_fails_signal) {
  fixture_t f;
  fixture_begin(&f, 1, SR_DISPATCH_MODE_AUTO);
  sr_module_t* module = load(&f, "timepoint/coarse_fences.generic.mlir");
  sr_function_t* fn = sr_module_function_at(module, 0);
  int64_t four = 4;
  sr_buffer_view_t* view = NULL;
  ASSERT_OK(sr_buffer_view_create(f.allocator, 1, &four, SR_ELEMENT_TYPE_INT_32,
                                  NULL, 0, &view));
  sr_timepoint_t* wait = NULL;
  sr_timepoint_t* signal = NULL;
  ASSERT_OK(sr_timepoint_create(f.allocator, &wait));
  ASSERT_OK(sr_timepoint_create(f.allocator, &signal));
  sr_variant_t arg = sr_variant_view(view);
  sr_variant_t results[1];
  size_t count = 0;
  ASSERT_OK(
      sr_function_invoke_async(fn, &arg, 1, wait, signal, results, 1, &count));
  ASSERT_OK(sr_timepoint_fail(
      wait, SR_MAKE_STATUS(SR_STATUS_ABORTED, "producer failed")));
  sr_status_t status = sr_timepoint_wait(signal, SR_TIMEOUT_INFINITE);
  cr_assert_eq(sr_status_consume_code(status), SR_STATUS_ABORTED);
  for (size_t i = 0; i < count; ++i) sr_variant_reset(&results[i]);
  sr_buffer_view_release(view);
  sr_timepoint_release(wait);
  sr_timepoint_release(signal);
  sr_module_release(module);
  fixture_end(&f);
}

Test(api, invoke_async_of_sync_function) {
  fixture_t f;
  fixture_begin(&f, 1, SR_DISPATCH_MODE_AUTO);
  sr_module_t* module = load(&f, "host/scf_for.generic.mlir");
  sr_function_t* fn = sr_module_function_at(module, 0);
  sr_timepoint_t* signal = NULL;
  ASSERT_OK(sr_timepoint_create(f.allocator, &signal));
  sr_variant_t arg = sr_variant_i32(5);
  sr_variant_t results[2];
  size_t count = 0;
  ASSERT_OK(
      sr_function_invoke_async(fn, &arg, 1, NULL, signal, results, 2, &count));
  ASSERT_OK(sr_timepoint_wait(signal, SR_TIMEOUT_INFINITE));
  cr_assert_eq(results[0].i32, 10);
  cr_assert_eq(results[1].i32, 120);
  sr_timepoint_release(signal);
  sr_module_release(module);
  fixture_end(&f);
}

//===----------------------------------------------------------------------===//
// Buffer views
//===----------------------------------------------------------------------===//

static void expect_round_trip(const char* text) {
  sr_buffer_view_t* view = NULL;
  ASSERT_OK(
      sr_buffer_view_parse(sr_allocator_system(), text, strlen(text), &view));
  char out[256];
  sr_buffer_view_format(view, 1024, out, sizeof(out));
  cr_assert_str_eq(out, text);
  sr_buffer_view_release(view);
}

Test(api, buffer_view_text_form) {
  expect_round_trip("2x3xi32=[1 2 3][4 5 6]");
  expect_round_trip("f32=4");
  expect_round_trip("4xf16=1.5 -0.25 65504 0");
  expect_round_trip("3xbf16=1 2 -3");
  expect_round_trip("2x2xf32=[1.5 2.5][1E+20 -3.125E-05]");
  expect_round_trip("4xi1=01 00 00 01");
  expect_round_trip("2xi64=-9223372036854775808 9223372036854775807");
  // Splats, separators, signless ranges (IREE's small-integer rules).
  sr_buffer_view_t* view = NULL;
  ASSERT_OK(sr_buffer_view_parse(sr_allocator_system(), "3xi8=-6 250 0xFF", 16,
                                 &view));
  char out[128];
  sr_buffer_view_format(view, 1024, out, sizeof(out));
  cr_assert_str_eq(out, "3xi8=-6 -6 -1");
  sr_buffer_view_release(view);
  ASSERT_OK(sr_buffer_view_parse(sr_allocator_system(), "2x2xf32=7", 9, &view));
  sr_buffer_view_format(view, 1024, out, sizeof(out));
  cr_assert_str_eq(out, "2x2xf32=[7 7][7 7]");
  sr_buffer_view_release(view);
  // Elided elements.
  ASSERT_OK(sr_buffer_view_parse(sr_allocator_system(), "5xi32=1,2,3,4,5", 15,
                                 &view));
  sr_buffer_view_format(view, 3, out, sizeof(out));
  cr_assert_str_eq(out, "5xi32=1 2 3...");
  sr_buffer_view_release(view);
  sr_status_t status =
      sr_buffer_view_parse(sr_allocator_system(), "2xi32=1 2 3", 11, &view);
  cr_assert_eq(sr_status_consume_code(status), SR_STATUS_OUT_OF_RANGE);
  status = sr_buffer_view_parse(sr_allocator_system(), "2xq32=1", 7, &view);
  cr_assert_eq(sr_status_consume_code(status), SR_STATUS_INVALID_ARGUMENT);
}

// A shape of many rows and no elements prints its bracket pairs as IREE does
// up to 2^20 of them, then one "..." per open level: a text bounded by the
// cut, not by the shape (99999999999999x514x0 rows would print for ever).
Test(api, buffer_view_format_bounds_rows) {
  const char* small = "3x2x0xf32=";
  sr_buffer_view_t* view = NULL;
  ASSERT_OK(
      sr_buffer_view_parse(sr_allocator_system(), small, strlen(small), &view));
  char out[128];
  sr_buffer_view_format(view, 1024, out, sizeof(out));
  cr_assert_str_eq(out, "3x2x0xf32=[[][]][[][]][[][]]");
  sr_buffer_view_release(view);
  const char* huge = "99999999999999x514x0xf32=";
  ASSERT_OK(
      sr_buffer_view_parse(sr_allocator_system(), huge, strlen(huge), &view));
  size_t length = sr_buffer_view_format(view, 1024, NULL, 0);
  const size_t pairs = (size_t)1 << 20;
  const size_t prefix = strlen(huge);
  // 2^20 pairs as "[[]...[]]" rows of 514: every full row is 2 + 2 * 514
  // characters; the cut row closes, then the outer level prints "...".
  cr_assert_lt(length, prefix + 2 * pairs + 16, "length %zu", length);
  cr_assert_gt(length, prefix + 2 * pairs - 16, "length %zu", length);
  char* text = malloc(length + 1);
  cr_assert_not_null(text);
  sr_buffer_view_format(view, 1024, text, length + 1);
  cr_assert_str_eq(text + length - 4, "]...", "%s", text + length - 8);
  cr_assert_eq(strncmp(text + prefix, "[[][]", 5), 0);
  free(text);
  sr_buffer_view_release(view);
}
