// A program using an installed streamref the way a user's would: only the
// public headers, linked through find_package(streamref) or pkg-config
// (README.md, "Use from your project"; tests/consumer/check.sh builds it
// both ways against the static and the shared library).
//
//   consumer saxpy.stream.mlir
//
// The program is IREE's Stream-phase output for saxpy.mlir: one dispatch of
// @saxpy_dispatch_0::@saxpy_dispatch_0_elementwise_D_f32 computing
// a * x + y. It is run twice: as loaded (the runtime interprets the
// executable's body), then in a second module loaded after a C kernel was
// registered for the export through kernel_abi.h. Both results are printed
// and compared with the reference computed here; the exit code is 1 unless
// they agree, the kernel ran, and a kernel of an ABI version this runtime
// does not know was refused.

#include <inttypes.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>

#include "streamref/kernel_abi.h"
#include "streamref/runtime.h"
#include "streamref/version.h"

#define EXPORT_NAME "saxpy_dispatch_0::saxpy_dispatch_0_elementwise_D_f32"
enum { N = 8 };

// The dispatch as IREE lowered it: push constants a (f32 bits), the y and
// x lengths as 32-bit halves; bindings x, y, out.
typedef struct saxpy_log_t {
  atomic_int workgroups;
} saxpy_log_t;

static int saxpy_kernel(void* user_data, const sr_dispatch_state_t* state) {
  saxpy_log_t* log = (saxpy_log_t*)user_data;
  atomic_fetch_add(&log->workgroups, 1);
  if (state->constant_count != 5 || state->binding_count != 3) return 1;
  float a;
  uint32_t a_bits = (uint32_t)state->constants[0];
  memcpy(&a, &a_bits, sizeof(a));
  uint64_t n = state->constants[3] | (state->constants[4] << 32);
  if (state->binding_lengths[0] < n * sizeof(float) ||
      state->binding_lengths[1] < n * sizeof(float) ||
      state->binding_lengths[2] < n * sizeof(float)) {
    return 2;
  }
  const float* x = (const float*)state->bindings[0];
  const float* y = (const float*)state->bindings[1];
  float* out = (float*)state->bindings[2];
  // This workgroup's share of the elements.
  const uint32_t* id = state->workgroup_id;
  const uint32_t* count = state->workgroup_count;
  uint64_t total = (uint64_t)count[0] * count[1] * count[2];
  uint64_t linear = ((uint64_t)id[2] * count[1] + id[1]) * count[0] + id[0];
  uint64_t chunk = (n + total - 1) / total;
  uint64_t end = (linear + 1) * chunk < n ? (linear + 1) * chunk : n;
  for (uint64_t i = linear * chunk; i < end; ++i) out[i] = a * x[i] + y[i];
  return 0;
}

static sr_status_t run_saxpy(sr_instance_t* instance, const char* path, float a,
                             const float* x, const float* y, float* out,
                             char* text, size_t capacity) {
  sr_module_t* module = NULL;
  sr_function_t* saxpy = NULL;
  sr_buffer_view_t* x_view = NULL;
  sr_buffer_view_t* y_view = NULL;
  sr_variant_t result = {0};
  size_t result_count = 0;
  int64_t shape[1] = {N};
  sr_allocator_t allocator = sr_instance_allocator(instance);
  sr_status_t status = sr_module_load_from_file(instance, path, &module);
  if (!status) status = sr_module_lookup_function(module, "saxpy", &saxpy);
  if (!status) {
    status =
        sr_buffer_view_create(allocator, 1, shape, SR_ELEMENT_TYPE_FLOAT_32, x,
                              N * sizeof(float), &x_view);
  }
  if (!status) {
    status =
        sr_buffer_view_create(allocator, 1, shape, SR_ELEMENT_TYPE_FLOAT_32, y,
                              N * sizeof(float), &y_view);
  }
  if (!status) {
    sr_variant_t args[3] = {sr_variant_f32(a), sr_variant_view(x_view),
                            sr_variant_view(y_view)};
    status = sr_function_invoke(saxpy, args, 3, &result, 1, &result_count);
  }
  if (!status && (result_count != 1 || result.type != SR_VARIANT_BUFFER_VIEW ||
                  sr_buffer_view_element_count(result.view) != N)) {
    status = SR_MAKE_STATUS(SR_STATUS_INTERNAL,
                            "@saxpy returned %zu results, not one 8xf32",
                            result_count);
  }
  if (!status) {
    memcpy(out, sr_buffer_view_data(result.view), N * sizeof(float));
    sr_buffer_view_format(result.view, 1024, text, capacity);
  }
  sr_variant_reset(&result);
  sr_buffer_view_release(y_view);
  sr_buffer_view_release(x_view);
  sr_module_release(module);
  return status;
}

static int check(const char* what, const float* got, const float* expected) {
  for (int i = 0; i < N; ++i) {
    if (got[i] != expected[i]) {
      fprintf(stderr, "%s: element %d is %g, expected %g\n", what, i,
              (double)got[i], (double)expected[i]);
      return 1;
    }
  }
  return 0;
}

int main(int argc, char** argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: consumer saxpy.stream.mlir\n");
    return 2;
  }
  if (sr_version() != SR_VERSION_HEX) {
    fprintf(stderr, "library %s, headers %s\n", sr_version_string(),
            SR_VERSION_STRING);
    return 1;
  }
  fprintf(stderr, "streamref %s, kernel ABI %u\n", sr_version_string(),
          (unsigned)SR_KERNEL_ABI_VERSION);

  float a = 2.0f, x[N], y[N], expected[N], got[N];
  for (int i = 0; i < N; ++i) {
    x[i] = (float)(i + 1);
    y[i] = (float)(10 * (i + 1));
    expected[i] = a * x[i] + y[i];
  }

  sr_instance_t* instance = NULL;
  sr_status_t status =
      sr_instance_create(NULL, sr_allocator_system(), &instance);
  int failed = 0;
  char text[512];
  // 1. As loaded: the interpreter runs the executable's body.
  if (!status) {
    status = run_saxpy(instance, argv[1], a, x, y, got, text, sizeof(text));
  }
  if (!status) {
    printf("interpreted: %s\n", text);
    failed |= check("interpreted", got, expected);
  }

  // 2. A kernel built against another ABI version is refused.
  if (!status) {
    saxpy_log_t unused = {0};
    sr_kernel_t newer = SR_KERNEL_INITIALIZER(saxpy_kernel, &unused);
    newer.abi_version = SR_KERNEL_ABI_VERSION + 1;
    sr_status_t refused =
        sr_instance_register_kernel(instance, EXPORT_NAME, &newer);
    printf("kernel of a newer ABI version: %s\n",
           sr_status_code_string(sr_status_code(refused)));
    failed |= sr_status_consume_code(refused) != SR_STATUS_UNIMPLEMENTED;
  }

  // 3. With a C kernel for the export: modules loaded from now on run it.
  saxpy_log_t log = {0};
  sr_kernel_t kernel = SR_KERNEL_INITIALIZER(saxpy_kernel, &log);
  if (!status) {
    status = sr_instance_register_kernel(instance, "@" EXPORT_NAME, &kernel);
  }
  if (!status) {
    memset(got, 0, sizeof(got));
    status = run_saxpy(instance, argv[1], a, x, y, got, text, sizeof(text));
  }
  if (!status) {
    printf("kernel: %s\n", text);
    failed |= check("kernel", got, expected);
    if (atomic_load(&log.workgroups) == 0) {
      fprintf(stderr, "the registered kernel never ran\n");
      failed = 1;
    }
  }
  sr_instance_release(instance);
  if (status) {
    sr_status_fprint(stderr, status);
    sr_status_free(status);
    return 1;
  }
  return failed;
}
