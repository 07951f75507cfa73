// Execution affinities as IREE's AffinityOpInterface and AffinityAttr see
// them, and --iree-stream-verify-affinities (VerifyAffinities.cpp).
#ifndef STREAMREF_CORE_PASSES_AFFINITY_H_
#define STREAMREF_CORE_PASSES_AFFINITY_H_

#include <stdbool.h>

#include "core/ir/context.h"
#include "streamref/passes.h"

// True for attributes implementing IREE's Stream AffinityAttr interface:
// `#hal.device.affinity<...>`, `#hal.device.promise<...>` and
// `#hal.device.optimal<...>`.
bool sr_is_affinity_attr(const sr_attr_t* attr);

// AffinityOpInterface::requiresAffinity() of |op| (false for ops without the
// interface).
bool sr_op_requires_affinity(const sr_op_t* op);

// AffinityOpInterface::getAffinityAttr() of |op|: the affinity written on
// the op itself, or NULL.
const sr_attr_t* sr_op_affinity_attr(const sr_op_t* op);

// AffinityAttr::lookupOrDefault(): the affinity of |op| or its nearest
// ancestor that has one (`stream.affinity` on any op), else the nearest
// `stream.affinity.default`; NULL when there is none.
const sr_attr_t* sr_op_lookup_affinity_or_default(const sr_op_t* op);

// Reports the first op that requires an affinity and has none, as IREE's
// pass does (it stops at the first), skipping the bodies of executables and
// nested symbol tables:
//   'stream.async.alloca' op does not have an affinity assigned; ensure that
//   the op or some ancestor of it has a valid execution affinity assigned
SR_MUST_USE_RESULT sr_status_t sr_verify_affinities(sr_context_t* context,
                                                    const sr_op_t* module,
                                                    sr_diag_list_t* diags);

#endif  // STREAMREF_CORE_PASSES_AFFINITY_H_
