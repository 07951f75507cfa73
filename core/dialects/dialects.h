// Op tables of each dialect streamref models. Each dialect file defines
// its ops' sr_op_info_t records (traits, inherent attributes, custom
// syntax); registry.c merges them into one sorted table.
#ifndef STREAMREF_CORE_DIALECTS_DIALECTS_H_
#define STREAMREF_CORE_DIALECTS_DIALECTS_H_

#include <stdint.h>

#include "core/ir/op_registry.h"

typedef struct sr_dialect_ops_t {
  const sr_op_info_t* ops;
  uint32_t count;
} sr_dialect_ops_t;

sr_dialect_ops_t sr__builtin_ops(void);
sr_dialect_ops_t sr__func_ops(void);
sr_dialect_ops_t sr__arith_ops(void);
sr_dialect_ops_t sr__cf_ops(void);
sr_dialect_ops_t sr__scf_ops(void);

#endif  // STREAMREF_CORE_DIALECTS_DIALECTS_H_
