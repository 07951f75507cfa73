// The op registry: every op streamref models, built once from the
// dialects' tables and the generated schema (registry.c), read-only after.
// The types it hands out (sr_op_info_t and its hooks) are ir/'s
// (core/ir/op_registry.h), so that the IR and its verifier need no dialect.
#ifndef STREAMREF_CORE_DIALECTS_REGISTRY_H_
#define STREAMREF_CORE_DIALECTS_REGISTRY_H_

#include <stdbool.h>
#include <stdint.h>

#include "core/base/string_view.h"
#include "core/ir/op_registry.h"

// The registered op named |name|, or NULL.
const sr_op_info_t* sr_op_registry_lookup(sr_string_view_t name);

// All registered ops in name order (for tests and statistics).
const sr_op_info_t* const* sr_op_registry_all(uint32_t* out_count);

// True for dialects streamref recognizes by name (modeled or kept generic).
bool sr_dialect_is_known(sr_string_view_t name);

// Descriptions of op specs that failed to compile ("" when all did).
const char* sr_op_registry_errors(void);

#endif  // STREAMREF_CORE_DIALECTS_REGISTRY_H_
