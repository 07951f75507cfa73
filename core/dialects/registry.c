// The merged, sorted op table.
//
// Dialect tables are constant arrays; the merged index is built once into a
// caller-free static array guarded by a C11 once-flag, so lookups are a
// lock-free binary search from any thread.

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <threads.h>

#include "core/dialects/dialects.h"

enum { SR_MAX_REGISTERED_OPS = 2048 };

static const sr_op_info_t* g_sorted[SR_MAX_REGISTERED_OPS];
static uint32_t g_count;
static once_flag g_once = ONCE_FLAG_INIT;
// Specs that failed to compile (a test asserts there are none).
static char g_errors[4096];

static int sr_compare_info(const void* a, const void* b) {
  const sr_op_info_t* x = *(const sr_op_info_t* const*)a;
  const sr_op_info_t* y = *(const sr_op_info_t* const*)b;
  return strcmp(x->name, y->name);
}

static void sr_build_registry(void) {
  sr_dialect_ops_t (*const dialects[])(void) = {
      sr__builtin_ops,
      sr__func_ops,
      sr__arith_ops,
      sr__cf_ops,
      sr__scf_ops,
      sr__shaped_syntax_ops,
      sr__stream_ops,
      sr__util_ops,
      sr__tensor_ops,
      sr__iree_tensor_ext_ops,
      sr__hal_ops,
      sr__flow_ops,
      sr__linalg_ops,
      sr__math_ops,
      sr__affine_ops,
      sr__check_ops,
      sr__iree_encoding_ops,
      sr__complex_ops,
      sr__iree_linalg_ext_ops,
  };
  // Directives first: formats refer to them by name.
  for (size_t d = 0; d < sizeof(dialects) / sizeof(dialects[0]); ++d) {
    sr_dialect_ops_t ops = dialects[d]();
    sr_format_register_directives(ops.directives, ops.directive_count);
  }
  for (size_t d = 0; d < sizeof(dialects) / sizeof(dialects[0]); ++d) {
    sr_dialect_ops_t ops = dialects[d]();
    for (uint32_t i = 0; i < ops.count && g_count < SR_MAX_REGISTERED_OPS;
         ++i) {
      g_sorted[g_count++] = &ops.ops[i];
    }
    // Compiled infos live as long as the process (the registry is global
    // and read-only once built).
    sr_op_info_t* infos =
        ops.spec_count ? calloc(ops.spec_count, sizeof(sr_op_info_t)) : NULL;
    for (uint32_t i = 0; infos && i < ops.spec_count; ++i) {
      char error[256];
      if (!sr_ods_compile(&ops.specs[i], &infos[i], error)) {
        size_t used = strlen(g_errors);
        snprintf(g_errors + used, sizeof(g_errors) - used, "%s: %s\n",
                 ops.specs[i].name, error);
        continue;
      }
      if (g_count < SR_MAX_REGISTERED_OPS) g_sorted[g_count++] = &infos[i];
    }
  }
  qsort(g_sorted, g_count, sizeof(g_sorted[0]), sr_compare_info);
}

const sr_op_info_t* sr_op_registry_lookup(sr_string_view_t name) {
  call_once(&g_once, sr_build_registry);
  uint32_t lo = 0, hi = g_count;
  while (lo < hi) {
    uint32_t mid = (lo + hi) / 2;
    const char* candidate = g_sorted[mid]->name;
    size_t n = strlen(candidate);
    size_t m = n < name.size ? n : name.size;
    int c = memcmp(candidate, name.data, m);
    if (c == 0) c = (n > name.size) - (n < name.size);
    if (c == 0) return g_sorted[mid];
    if (c < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return NULL;
}

const char* sr_op_registry_errors(void) {
  call_once(&g_once, sr_build_registry);
  return g_errors;
}

const sr_op_info_t* const* sr_op_registry_all(uint32_t* out_count) {
  call_once(&g_once, sr_build_registry);
  *out_count = g_count;
  return g_sorted;
}

// Dialects whose names streamref recognizes: the ones it models and the
// ones IREE registers, whose ops it keeps as generic ops.
static const char* const kKnownDialects[] = {"affine",
                                             "amdgpu",
                                             "arith",
                                             "arm_neon",
                                             "arm_sme",
                                             "arm_sve",
                                             "bufferization",
                                             "builtin",
                                             "cf",
                                             "check",
                                             "complex",
                                             "emitc",
                                             "flow",
                                             "func",
                                             "gpu",
                                             "hal",
                                             "hal_inline",
                                             "hal_loader",
                                             "index",
                                             "io_parameters",
                                             "iree_codegen",
                                             "iree_cpu",
                                             "iree_encoding",
                                             "iree_gpu",
                                             "iree_input",
                                             "iree_linalg_ext",
                                             "iree_tensor_ext",
                                             "iree_unregistered",
                                             "iree_vector_ext",
                                             "linalg",
                                             "llvm",
                                             "math",
                                             "memref",
                                             "ml_program",
                                             "nvgpu",
                                             "nvvm",
                                             "pdl",
                                             "pdl_interp",
                                             "rocdl",
                                             "scf",
                                             "shape",
                                             "sparse_tensor",
                                             "spirv",
                                             "stream",
                                             "tensor",
                                             "tm_tensor",
                                             "tosa",
                                             "transform",
                                             "ub",
                                             "util",
                                             "vector",
                                             "vm",
                                             "vmvx",
                                             "x86vector",
                                             NULL};

bool sr_dialect_is_known(sr_string_view_t name) {
  for (const char* const* d = kKnownDialects; *d; ++d) {
    if (sr_string_view_equal_cstr(name, *d)) return true;
  }
  return false;
}

bool sr_op_info_is_inherent(const sr_op_info_t* info, sr_string_view_t name) {
  if (!info || !info->inherent_attrs) return false;
  for (const char* const* p = info->inherent_attrs; *p; ++p) {
    if (sr_string_view_equal_cstr(name, *p)) return true;
  }
  return false;
}
