// Op tables of each dialect streamref models. Each dialect file defines
// its ops' sr_op_info_t records (traits, inherent attributes, custom
// syntax); registry.c merges them into one sorted table.
#ifndef STREAMREF_CORE_DIALECTS_DIALECTS_H_
#define STREAMREF_CORE_DIALECTS_DIALECTS_H_

#include <stdint.h>

#include "core/dialects/format.h"
#include "core/ir/op_registry.h"

// A dialect contributes hand-written op infos (custom C parsers/printers)
// and declarative specs compiled by the format engine, plus the custom
// directives its formats use.
typedef struct sr_dialect_ops_t {
  const sr_op_info_t* ops;
  uint32_t count;
  const sr_ods_op_t* specs;
  uint32_t spec_count;
  const sr_custom_directive_t* directives;
  uint32_t directive_count;
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
sr_dialect_ops_t sr__check_ops(void);
sr_dialect_ops_t sr__iree_encoding_ops(void);
sr_dialect_ops_t sr__complex_ops(void);
sr_dialect_ops_t sr__iree_linalg_ext_ops(void);

#endif  // STREAMREF_CORE_DIALECTS_DIALECTS_H_
