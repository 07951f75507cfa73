// The kernel ABI (streamref/kernel_abi.h) and the version header.
//
// kernel_abi.h is included first and alone: it must compile with nothing
// before it. The offsets below are version 1's layout on LP64 targets; a
// change to them is an incompatible change of the kernel ABI, which needs a
// new version (kernel_abi.h says how), not an edit of this test.
#include "streamref/kernel_abi.h"
//
#include <criterion/criterion.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>

#include "streamref/runtime.h"
#include "streamref/version.h"

uint32_t sr_abi_test_cxx_version(void);
size_t sr_abi_test_cxx_dispatch_state_size(void);
sr_kernel_t sr_abi_test_cxx_kernel(void);

Test(kernel_abi, version_1_layout) {
  cr_assert_eq(SR_KERNEL_ABI_VERSION_1, 1u);
  if (sizeof(void*) != 8) cr_skip_test("the pinned layout is LP64's");
  cr_assert_eq(offsetof(sr_dispatch_state_t, workgroup_id), 0);
  cr_assert_eq(offsetof(sr_dispatch_state_t, workgroup_count), 12);
  cr_assert_eq(offsetof(sr_dispatch_state_t, workgroup_size), 24);
  cr_assert_eq(offsetof(sr_dispatch_state_t, constant_count), 36);
  cr_assert_eq(offsetof(sr_dispatch_state_t, constants), 40);
  cr_assert_eq(offsetof(sr_dispatch_state_t, binding_count), 48);
  cr_assert_eq(offsetof(sr_dispatch_state_t, bindings), 56);
  cr_assert_eq(offsetof(sr_dispatch_state_t, binding_lengths), 64);
  cr_assert_eq(sizeof(sr_dispatch_state_t), 72);
  cr_assert_eq(offsetof(sr_kernel_t, abi_version), 0);
  cr_assert_eq(offsetof(sr_kernel_t, fn), 8);
  cr_assert_eq(offsetof(sr_kernel_t, user_data), 16);
  cr_assert_eq(sr_abi_test_cxx_dispatch_state_size(),
               sizeof(sr_dispatch_state_t));
}

typedef struct scale_log_t {
  atomic_int calls;
} scale_log_t;

// @math::@axpy of api/kernel_dispatch.generic.mlir as cmd_axpy calls it:
// out[i] = a[i] + b[i] * scale over 6 elements, one workgroup each
// constant: scale, n; bindings: a, b, out.
static int axpy(void* user_data, const sr_dispatch_state_t* state) {
  scale_log_t* log = (scale_log_t*)user_data;
  atomic_fetch_add(&log->calls, 1);
  if (state->binding_count != 3 || state->constant_count != 2) return 3;
  float scale;
  uint32_t bits = (uint32_t)state->constants[0];
  memcpy(&scale, &bits, sizeof(scale));
  const float* a = state->bindings[0];
  const float* b = state->bindings[1];
  float* out = state->bindings[2];
  for (uint64_t i = state->workgroup_id[0] * 4ull;
       i < state->constants[1] && i < state->workgroup_id[0] * 4ull + 4; ++i) {
    out[i] = a[i] + b[i] * scale;
  }
  return 0;
}

static sr_instance_t* make_instance(void) {
  sr_instance_options_t options;
  sr_instance_options_initialize(&options);
  options.worker_count = 2;
  sr_instance_t* instance = NULL;
  cr_assert_null(
      sr_instance_create(&options, sr_allocator_system(), &instance));
  return instance;
}

static void expect_refused(sr_instance_t* instance, const sr_kernel_t* kernel,
                           sr_status_code_t code, const char* needle) {
  sr_status_t status =
      sr_instance_register_kernel(instance, "math::axpy", kernel);
  cr_assert_not_null(status);
  cr_assert_eq(sr_status_code(status), code, "%s",
               sr_status_code_string(sr_status_code(status)));
  cr_assert(strstr(sr_status_message(status), needle), "message: %s",
            sr_status_message(status));
  sr_status_free(status);
}

Test(kernel_abi, registration_checks_the_version) {
  sr_instance_t* instance = make_instance();
  scale_log_t log = {0};
  sr_kernel_t kernel = SR_KERNEL_INITIALIZER(axpy, &log);
  cr_assert_eq(kernel.abi_version, SR_KERNEL_ABI_VERSION);

  sr_kernel_t newer = kernel;
  newer.abi_version = SR_KERNEL_ABI_VERSION + 1;
  char needle[128];
  snprintf(needle, sizeof(needle),
           "built against kernel ABI version %u; this streamref runs "
           "versions %u to %u",
           (unsigned)newer.abi_version, (unsigned)SR_KERNEL_ABI_VERSION_MIN,
           (unsigned)SR_KERNEL_ABI_VERSION);
  expect_refused(instance, &newer, SR_STATUS_UNIMPLEMENTED, needle);
  sr_kernel_t unset = kernel;
  unset.abi_version = 0;
  expect_refused(instance, &unset, SR_STATUS_INVALID_ARGUMENT,
                 "has no ABI version");
  sr_kernel_t no_fn = kernel;
  no_fn.fn = NULL;
  expect_refused(instance, &no_fn, SR_STATUS_INVALID_ARGUMENT,
                 "has no function");
  expect_refused(instance, NULL, SR_STATUS_INVALID_ARGUMENT, "has no function");

  // The refused ones left nothing behind: the accepted kernel runs.
  cr_assert_null(
      sr_instance_register_kernel(instance, "@math::@axpy", &kernel));
  char path[4096];
  snprintf(path, sizeof(path), "%s/api/kernel_dispatch.generic.mlir",
           SR_TEST_PROGRAMS_DIR);
  sr_module_t* module = NULL;
  cr_assert_null(sr_module_load_from_file(instance, path, &module));
  sr_function_t* fn = NULL;
  cr_assert_null(sr_module_lookup_function(module, "cmd_axpy", &fn));
  float x[12];
  for (int i = 0; i < 12; ++i) x[i] = (float)(3 * i + 1);
  int64_t shape[1] = {12};
  sr_buffer_view_t* view = NULL;
  cr_assert_null(sr_buffer_view_create(sr_allocator_system(), 1, shape,
                                       SR_ELEMENT_TYPE_FLOAT_32, x, sizeof(x),
                                       &view));
  sr_variant_t args[2] = {sr_variant_view(view), sr_variant_f32(0.5f)};
  sr_variant_t result;
  size_t count = 0;
  cr_assert_null(sr_function_invoke(fn, args, 2, &result, 1, &count));
  cr_assert_eq(count, 1);
  const float* out = sr_buffer_view_data(result.view);
  for (int i = 0; i < 6; ++i) cr_assert_eq(out[i], x[i] + 0.5f * x[6 + i]);
  cr_assert_eq(atomic_load(&log.calls), 2);  // ceil(6 / 4) workgroups
  sr_variant_reset(&result);
  sr_buffer_view_release(view);
  sr_module_release(module);
  sr_instance_release(instance);
}

Test(kernel_abi, a_cxx_kernel_registers) {
  sr_instance_t* instance = make_instance();
  sr_kernel_t kernel = sr_abi_test_cxx_kernel();
  cr_assert_eq(kernel.abi_version, SR_KERNEL_ABI_VERSION);
  cr_assert_null(sr_instance_register_kernel(instance, "math::axpy", &kernel));
  sr_instance_release(instance);
}

Test(version, header_and_library_agree) {
  cr_assert_eq(SR_VERSION_HEX,
               (uint32_t)((SR_VERSION_MAJOR << 16) | (SR_VERSION_MINOR << 8) |
                          SR_VERSION_PATCH));
  cr_assert_eq(sr_version(), SR_VERSION_HEX);
  cr_assert_eq(sr_abi_test_cxx_version(), SR_VERSION_HEX);
  char expected[32];
  snprintf(expected, sizeof(expected), "%d.%d.%d", SR_VERSION_MAJOR,
           SR_VERSION_MINOR, SR_VERSION_PATCH);
  cr_assert_str_eq(sr_version_string(), expected);
  cr_assert_str_eq(SR_VERSION_STRING, expected);
  cr_assert_geq(SR_ABI_VERSION, 1);
}
