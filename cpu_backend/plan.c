// The op kinds' names (plan.h), for messages: nothing but the kind list, so
// a handler that names a kind depends on no other file.
#include "cpu_backend/plan.h"

const char* sr_rt_op_kind_name(sr_rt_op_kind_t kind) {
  static const char* const kNames[] = {
#define SR_RT_OP_KIND_NAME(name) #name,
      SR_RT_OP_KIND_LIST(SR_RT_OP_KIND_NAME)
#undef SR_RT_OP_KIND_NAME
  };
  return (unsigned)kind < SR_RT_OP_KIND_COUNT ? kNames[kind] : "?";
}
