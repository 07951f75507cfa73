// The kernel ABI: what a C kernel registered for an executable export
// (`@executable::@export`) receives when one of its workgroups runs.
//
// Self-contained on purpose: this header includes only <stddef.h> and
// <stdint.h> and declares no function, so a kernel (or a library of them)
// compiles against it alone, without streamref's other headers or
// libraries. The runtime takes kernels through sr_instance_register_kernel
// (runtime.h).
//
// Versioned like a schema (IREE's hal/local/executable_library.h is the
// model): the layout of everything below is fixed for a given
// SR_KERNEL_ABI_VERSION_N. A kernel states the version it was compiled
// against in the sr_kernel_t it registers, and the runtime refuses a
// version it does not run (with a message naming both) instead of handing
// the kernel a struct of another shape. An incompatible change (a field
// added, moved, retyped or given another meaning) adds a new version number
// and new `_vN` types; the runtime keeps running older versions for as long
// as SR_KERNEL_ABI_VERSION_MIN says it does. tests/abi/kernel_abi_test.c
// pins the version 1 layout.
//
//   static int axpy(void* user_data, const sr_dispatch_state_t* state) {
//     const float* x = (const float*)state->bindings[0];
//     ...
//     return 0;
//   }
//   static const sr_kernel_t kAxpy = SR_KERNEL_INITIALIZER(axpy, NULL);
//   ... sr_instance_register_kernel(instance, "math::axpy", &kAxpy);
#ifndef STREAMREF_KERNEL_ABI_H_
#define STREAMREF_KERNEL_ABI_H_

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

//===----------------------------------------------------------------------===//
// Versions
//===----------------------------------------------------------------------===//

typedef uint32_t sr_kernel_abi_version_t;

// streamref 0.2: sr_dispatch_state_t and sr_kernel_fn_t as below.
#define SR_KERNEL_ABI_VERSION_1 1u

// The version this header describes: what a kernel compiled against it
// reports.
#define SR_KERNEL_ABI_VERSION SR_KERNEL_ABI_VERSION_1
// The oldest version a runtime built with this header still runs.
#define SR_KERNEL_ABI_VERSION_MIN SR_KERNEL_ABI_VERSION_1

//===----------------------------------------------------------------------===//
// Version 1
//===----------------------------------------------------------------------===//

// What one workgroup of a dispatch sees (IREE's dispatch ABI, simplified:
// one struct for the dispatch-wide and the per-workgroup state).
typedef struct sr_dispatch_state_t {
  // This workgroup, in [0, workgroup_count) on each axis.
  uint32_t workgroup_id[3];
  // The dispatch's workgroup count (from the export's count region, or the
  // workload when it has none).
  uint32_t workgroup_count[3];
  // Always 1, 1, 1: streamref runs one invocation per workgroup.
  uint32_t workgroup_size[3];
  // Uniform operands of the dispatch in order (push constants): integers
  // zero-extended from their width, floats as their bit pattern (f32 in the
  // low 32 bits), index as 64 bits.
  uint32_t constant_count;
  const uint64_t* constants;
  // Bindings in the dispatch's resource order: the base pointer (with the
  // dispatch's offset applied) and the length in bytes of each.
  uint32_t binding_count;
  void* const* bindings;
  const size_t* binding_lengths;
} sr_dispatch_state_t;

// Runs one workgroup. Returns 0, or a nonzero code that fails the dispatch
// (reported with the dispatch op's `file:line:col` and the workgroup id).
// Called concurrently for different workgroups of a dispatch, from the
// runtime's worker threads; must not block on other work of the runtime.
typedef int (*sr_kernel_fn_t)(void* user_data,
                              const sr_dispatch_state_t* state);

// What a kernel registers: the version it was compiled against, then the
// function and the |user_data| passed to every call of it.
typedef struct sr_kernel_t {
  sr_kernel_abi_version_t abi_version;
  sr_kernel_fn_t fn;
  void* user_data;
} sr_kernel_t;

// An sr_kernel_t of this header's version, usable as a static initializer.
#define SR_KERNEL_INITIALIZER(fn, user_data) \
  { SR_KERNEL_ABI_VERSION, (fn), (user_data) }

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // STREAMREF_KERNEL_ABI_H_
