// Byte ranges of resources that stream.async.* ops access (IREE's
// AsyncAccessOpInterface), resource sizes (SizeAwareTypeInterface::
// findSizeValue), and --iree-stream-verify-async-access-ranges
// (VerifyAsyncAccessRanges.cpp).
#ifndef STREAMREF_CORE_PASSES_ACCESS_RANGES_H_
#define STREAMREF_CORE_PASSES_ACCESS_RANGES_H_

#include <stdbool.h>
#include <stdint.h>

#include "core/ir/context.h"
#include "streamref/passes.h"

// IREE's ResourceAccessBitfield.
enum sr_access_bits_e {
  SR_ACCESS_READ = 1u << 0,
  SR_ACCESS_WRITE = 1u << 1,
};

// One access: [start, end) of |resource|, |length| bytes; any of the three
// bounds may be NULL (unknown), as IREE's AsyncAccessRange allows.
typedef struct sr_access_range_t {
  uint32_t access;  // sr_access_bits_e
  sr_value_t* resource;
  sr_value_t* start;
  sr_value_t* end;
  sr_value_t* length;
} sr_access_range_t;

typedef void (*sr_access_range_fn_t)(void* user_data,
                                     const sr_access_range_t* range);

// Calls |fn| for every range |op| accesses, in IREE's order
// (getAsyncAccessRanges). Does nothing for ops without the interface.
void sr_async_access_ranges(const sr_op_t* op, sr_access_range_fn_t fn,
                            void* user_data);

// The value holding the byte size of |resource| that is usable just before
// |at| (findSizeValue): the size its defining op reports, else one a user
// reports that dominates |at|; NULL when none is known.
sr_value_t* sr_find_resource_size(sr_value_t* resource, const sr_op_t* at);

// True when |value| is an integer or index constant (m_ConstantInt).
bool sr_match_constant_int(const sr_value_t* value, int64_t* out_value);

// Reports out-of-bounds constant ranges: every bad range of the first op
// that has any (IREE stops after that op), e.g.
//   'stream.async.copy' op has invalid Read access range [128 to 512 for
//   128] of resource %arg0 with size 256; start + length != end
SR_MUST_USE_RESULT sr_status_t sr_verify_async_access_ranges(
    sr_context_t* context, sr_op_t* module, sr_diag_list_t* diags);

#endif  // STREAMREF_CORE_PASSES_ACCESS_RANGES_H_
