// Hex text <-> bytes at memory speed (MLIR's dense_resource blobs are
// hex strings of hundreds of megabytes): SSE2 sixteen digits at a time,
// scalar elsewhere.
#ifndef STREAMREF_CORE_BASE_HEX_H_
#define STREAMREF_CORE_BASE_HEX_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

// True when the |count| characters at |text| are all hex digits.
bool sr_hex_is_valid(const char* text, size_t count);

// Decodes |count| bytes from the 2 * |count| hex digits at |text| (either
// case) into |out|. False, with |out| partly written, at a non-digit.
bool sr_hex_decode(const char* text, size_t count, uint8_t* out);

// Writes 2 * |count| uppercase hex digits of |data| to |out| (no NUL).
void sr_hex_encode_upper(const uint8_t* data, size_t count, char* out);

#endif  // STREAMREF_CORE_BASE_HEX_H_
