// What ir/ itself answers about a registered op (the registry that builds
// the sr_op_info_t records is core/dialects/registry.c).
#include "core/ir/op_registry.h"

bool sr_op_info_is_inherent(const sr_op_info_t* info, sr_string_view_t name) {
  if (!info || !info->inherent_attrs) return false;
  for (const char* const* p = info->inherent_attrs; *p; ++p) {
    if (sr_string_view_equal_cstr(name, *p)) return true;
  }
  return false;
}
