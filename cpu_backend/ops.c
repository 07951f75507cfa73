// The op table (see ops.h): the families' rows merged once into a static
// table indexed by op id.

#include "cpu_backend/ops.h"

#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "cpu_backend/control.h"
#include "cpu_backend/dispatch.h"
#include "cpu_backend/exec_collective.h"
#include "cpu_backend/exec_file.h"
#include "cpu_backend/exec_hal.h"
#include "cpu_backend/exec_params.h"
#include "cpu_backend/exec_scalar.h"
#include "cpu_backend/exec_stream.h"
#include "cpu_backend/exec_tensor.h"
#include "cpu_backend/exec_util.h"

static const sr_rt_op_def_t* g_defs[SR_OPID_COUNT];
static char g_errors[1024];
static pthread_once_t g_once = PTHREAD_ONCE_INIT;

static void sr_rt_build_op_table(void) {
  sr_rt_op_defs_t (*const families[])(void) = {
      sr_rt_control_ops,  sr_rt_scalar_ops,     sr_rt_util_ops, sr_rt_hal_ops,
      sr_rt_stream_ops,   sr_rt_tensor_ops,     sr_rt_file_ops, sr_rt_param_ops,
      sr_rt_dispatch_ops, sr_rt_collective_ops,
  };
  for (size_t f = 0; f < sizeof(families) / sizeof(families[0]); ++f) {
    sr_rt_op_defs_t defs = families[f]();
    for (uint32_t i = 0; i < defs.count; ++i) {
      const sr_rt_op_def_t* def = &defs.defs[i];
      const sr_op_schema_t* schema = sr_op_schema(def->op);
      if (!schema || g_defs[def->op]) {
        size_t used = strlen(g_errors);
        snprintf(g_errors + used, sizeof(g_errors) - used, "%s%s\n",
                 schema ? schema->name : "an unknown op id",
                 schema ? ": two rows" : "");
        continue;
      }
      g_defs[def->op] = def;
    }
  }
}

const sr_rt_op_def_t* sr_rt_op_def(sr_op_id_t op) {
  pthread_once(&g_once, sr_rt_build_op_table);
  return op > SR_OPID_UNKNOWN && op < SR_OPID_COUNT ? g_defs[op] : NULL;
}

const char* sr_rt_op_table_errors(void) {
  pthread_once(&g_once, sr_rt_build_op_table);
  return g_errors;
}
