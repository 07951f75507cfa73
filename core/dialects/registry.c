// The op table: one record per schema row, indexed by op id.
//
// A row becomes a record once, on first use (C11 once-flag): declarative
// rows are compiled by the format engine with their dialect's C parts,
// custom-syntax rows take their dialect's hand-written record. The table
// is static and read-only afterwards, so lookups are lock-free from any
// thread; ids are in name order, so a lookup by name is a binary search of
// the schema.

#include "core/dialects/registry.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/dialects/dialects.h"

static sr_op_info_t g_infos[SR_OPID_COUNT];
// The registered records in name order (every row has one).
static const sr_op_info_t* g_sorted[SR_OPID_COUNT];
static uint32_t g_count;
static pthread_once_t g_once = PTHREAD_ONCE_INIT;
// Rows that failed to become records (a test asserts there are none).
static char g_errors[4096];

static void sr_registry_error(const char* op, const char* message) {
  size_t used = strlen(g_errors);
  snprintf(g_errors + used, sizeof(g_errors) - used, "%s: %s\n", op, message);
}

static bool sr_has_prefix(const char* name, const char* dialect) {
  size_t n = strlen(dialect);
  return !strncmp(name, dialect, n) && name[n] == '.';
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
      sr__complex_ops,
      sr__iree_linalg_ext_ops,
  };
  enum { kDialectCount = sizeof(dialects) / sizeof(dialects[0]) };
  sr_dialect_ops_t tables[kDialectCount];
  static const sr_ods_op_t* hooks[SR_OPID_COUNT];
  // Directives first: formats refer to them by name.
  for (size_t d = 0; d < kDialectCount; ++d) {
    tables[d] = dialects[d]();
    sr_format_register_directives(tables[d].directives,
                                  tables[d].directive_count);
  }
  for (size_t d = 0; d < kDialectCount; ++d) {
    for (uint32_t i = 0; i < tables[d].count; ++i) {
      const sr_op_info_t* info = &tables[d].ops[i];
      sr_op_id_t id = sr_op_schema_find(sr_make_cstring_view(info->name));
      const sr_op_schema_t* schema = sr_op_schema(id);
      if (!schema || !(schema->flags & SR_OP_SCHEMA_CUSTOM_SYNTAX)) {
        sr_registry_error(info->name, "no custom-syntax schema row");
        continue;
      }
      g_infos[id] = *info;
      g_infos[id].schema = schema;
      // Complete inherent lists let the parser drop properties the op does
      // not have, as iree-opt does.
      if (!g_infos[id].inherent_attrs) {
        g_infos[id].inherent_attrs = sr__ods_inherent_names(schema);
      }
    }
    for (uint32_t i = 0; i < tables[d].spec_count; ++i) {
      const sr_ods_op_t* spec = &tables[d].specs[i];
      if (spec->op > SR_OPID_UNKNOWN && spec->op < SR_OPID_COUNT) {
        hooks[spec->op] = spec;
      }
    }
  }
  for (uint32_t id = SR_OPID_UNKNOWN + 1; id < SR_OPID_COUNT; ++id) {
    const sr_op_schema_t* schema = &sr__op_schemas[id];
    if (schema->flags & SR_OP_SCHEMA_CUSTOM_SYNTAX) {
      if (!g_infos[id].name) {
        sr_registry_error(schema->name, "custom syntax but no C record");
      }
      continue;
    }
    const sr_ods_dialect_defaults_t* defaults = NULL;
    for (size_t d = 0; d < kDialectCount; ++d) {
      if (tables[d].name && sr_has_prefix(schema->name, tables[d].name)) {
        defaults = &tables[d].defaults;
      }
    }
    char error[256];
    if (!sr_ods_compile(schema, hooks[id], defaults, &g_infos[id], error)) {
      memset(&g_infos[id], 0, sizeof(g_infos[id]));
      sr_registry_error(schema->name, error);
    }
  }
  for (uint32_t id = SR_OPID_UNKNOWN + 1; id < SR_OPID_COUNT; ++id) {
    if (g_infos[id].name) g_sorted[g_count++] = &g_infos[id];
  }
}

const sr_op_info_t* sr_op_registry_lookup(sr_string_view_t name) {
  pthread_once(&g_once, sr_build_registry);
  sr_op_id_t id = sr_op_schema_find(name);
  return id != SR_OPID_UNKNOWN && g_infos[id].name ? &g_infos[id] : NULL;
}

const char* sr_op_registry_errors(void) {
  pthread_once(&g_once, sr_build_registry);
  return g_errors;
}

const sr_op_info_t* const* sr_op_registry_all(uint32_t* out_count) {
  pthread_once(&g_once, sr_build_registry);
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
  if (!name.size) return false;
  for (const char* const* d = kKnownDialects; *d; ++d) {
    // First characters first: most entries differ there, and the full
    // comparison measures the entry (the printer and the attribute parser
    // ask once per dialect attribute or type: 3% of a large program's load).
    if ((*d)[0] != name.data[0]) continue;
    if (sr_string_view_equal_cstr(name, *d)) return true;
  }
  return false;
}
