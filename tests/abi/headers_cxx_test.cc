// The public headers that promise C++ (include/README.md) compile as C++
// and link from C++: a kernel and a host written in C++ see the same ABI.
#include "streamref/allocator.h"
#include "streamref/collective.h"
#include "streamref/export.h"
#include "streamref/ir.h"
#include "streamref/kernel_abi.h"
#include "streamref/params.h"
#include "streamref/passes.h"
#include "streamref/runtime.h"
#include "streamref/status.h"
#include "streamref/version.h"

static int cxx_kernel(void* user_data, const sr_dispatch_state_t* state) {
  (void)user_data;
  return static_cast<int>(state->workgroup_count[0]);
}

// Called by kernel_abi_test.c: the version and the size of the dispatch
// state as C++ sees them, and a kernel initialized in C++.
extern "C" uint32_t sr_abi_test_cxx_version(void) { return sr_version(); }
extern "C" size_t sr_abi_test_cxx_dispatch_state_size(void) {
  return sizeof(sr_dispatch_state_t);
}
extern "C" sr_kernel_t sr_abi_test_cxx_kernel(void) {
  sr_kernel_t kernel = SR_KERNEL_INITIALIZER(cxx_kernel, nullptr);
  return kernel;
}
