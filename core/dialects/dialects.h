// The C parts of each dialect streamref models. What an op is made of is its
// schema row (op_schema.h); a dialect file adds what C code does: custom
// parsers and printers (sr_op_info_t records of its custom-syntax ops),
// verifiers and result names of its declarative ops (sr_ods_op_t), and the
// custom directives its formats use. registry.c joins them with the schema
// into one table indexed by op id.
#ifndef STREAMREF_CORE_DIALECTS_DIALECTS_H_
#define STREAMREF_CORE_DIALECTS_DIALECTS_H_

#include <stdint.h>

#include "core/dialects/format.h"
#include "core/ir/op_registry.h"

typedef struct sr_dialect_ops_t {
  // Ops with custom syntax (their schema rows say SR_OP_SCHEMA_CUSTOM_SYNTAX).
  const sr_op_info_t* ops;
  uint32_t count;
  // C parts of declarative ops, by op id (ops without any have no entry).
  const sr_ods_op_t* specs;
  uint32_t spec_count;
  const sr_custom_directive_t* directives;
  uint32_t directive_count;
  // The dialect's name ("stream") and the defaults its declarative ops get.
  const char* name;
  sr_ods_dialect_defaults_t defaults;
} sr_dialect_ops_t;

#define SR_ARRAY_COUNT(a) ((uint32_t)(sizeof(a) / sizeof((a)[0])))

sr_dialect_ops_t sr__builtin_ops(void);
sr_dialect_ops_t sr__func_ops(void);
sr_dialect_ops_t sr__arith_ops(void);
sr_dialect_ops_t sr__cf_ops(void);
sr_dialect_ops_t sr__scf_ops(void);
sr_dialect_ops_t sr__shaped_syntax_ops(void);
sr_dialect_ops_t sr__stream_ops(void);
sr_dialect_ops_t sr__util_ops(void);
sr_dialect_ops_t sr__tensor_ops(void);
sr_dialect_ops_t sr__iree_tensor_ext_ops(void);
sr_dialect_ops_t sr__hal_ops(void);
sr_dialect_ops_t sr__flow_ops(void);
sr_dialect_ops_t sr__linalg_ops(void);
sr_dialect_ops_t sr__math_ops(void);
sr_dialect_ops_t sr__affine_ops(void);
sr_dialect_ops_t sr__complex_ops(void);
sr_dialect_ops_t sr__iree_linalg_ext_ops(void);

#endif  // STREAMREF_CORE_DIALECTS_DIALECTS_H_
