// Validation of the dialect types and attributes streamref models.
//
// Dialect types and attributes are kept as text (`!stream.resource<...>`,
// `#hal.device.affinity<...>`), so that attributes of dialects we do not
// model round-trip untouched. For the dialects whose run-time meaning we
// implement, the parser asks these hooks whether the text is valid, and
// reports IREE's error at IREE's location when it is not.
#ifndef STREAMREF_CORE_IR_DIALECT_TYPES_H_
#define STREAMREF_CORE_IR_DIALECT_TYPES_H_

#include <stdbool.h>
#include <stddef.h>

#include "core/base/string_builder.h"
#include "core/base/string_view.h"

typedef struct sr_dialect_check_t {
  // Out: where the error is reported, a byte offset into the text.
  size_t error_offset;
  // Out: the error message (empty when valid).
  sr_string_builder_t* message;
  // Out: for attributes, the type an attribute implies when written
  // without ` : type` (`#stream.timepoint<immediate>` is typed
  // `!stream.timepoint`), or NULL.
  const char* implied_type;
} sr_dialect_check_t;

// |text| is `dialect.mnemonic<...>` without the sigil. Returns false with
// |check| filled when the text is not valid for a modeled dialect; text of
// other dialects is always accepted.
bool sr_dialect_check_type(sr_string_view_t text, sr_dialect_check_t* check);
bool sr_dialect_check_attr(sr_string_view_t text, sr_dialect_check_t* check);

#endif  // STREAMREF_CORE_IR_DIALECT_TYPES_H_
