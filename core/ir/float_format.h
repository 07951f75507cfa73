// Conversions between float bit patterns of every MLIR float format and
// decimal text, matching LLVM's APFloat as MLIR's printer uses it.
//
// Why byte-exact with APFloat: users diff our output against iree-opt's, so
// `1.000000e-01`, `0.69314718055994529` and `0x7FC00000` must come out
// exactly as MLIR writes them.
#ifndef STREAMREF_CORE_IR_FLOAT_FORMAT_H_
#define STREAMREF_CORE_IR_FLOAT_FORMAT_H_

#include <stdbool.h>
#include <stdint.h>

#include "core/base/string_builder.h"
#include "core/ir/types.h"

// Words needed to hold a float of |kind| (1, or 2 for f80/f128).
uint32_t sr_float_word_count(sr_float_kind_t kind);

// Converts decimal text (`[-]digits[.digits][e[+-]digits]`, or "inf",
// "nan") to the nearest value of |kind| (round to nearest even); values out
// of range become infinity (or the largest finite value, or NaN, for formats
// without infinity, as APFloat does). Returns false for malformed text.
bool sr_float_from_decimal(sr_float_kind_t kind, const char* text,
                           size_t length, uint64_t* out_words);

// The bit pattern of |value| (a double) converted to |kind| with round to
// nearest even.
void sr_float_from_double(sr_float_kind_t kind, double value,
                          uint64_t* out_words);

// Appends the value as MLIR prints a float attribute: `%e`-like with 6
// fraction digits when that round-trips, else APFloat's shortest round-trip
// form, else a hex bit pattern (`0x7FC00000`). Sets *out_printed_hex when
// the hex form was used (may be NULL).
void sr_float_print_mlir(sr_float_kind_t kind, const uint64_t* words,
                         sr_string_builder_t* out, bool* out_printed_hex);

// Classification helpers over raw bits.
bool sr_float_bits_is_nan(sr_float_kind_t kind, const uint64_t* words);
bool sr_float_bits_is_inf(sr_float_kind_t kind, const uint64_t* words);

// Exact conversion of raw bits to a double (NaN/inf preserved, payload
// approximated); for f80/f128 rounds to nearest.
double sr_float_bits_to_double(sr_float_kind_t kind, const uint64_t* words);

#endif  // STREAMREF_CORE_IR_FLOAT_FORMAT_H_
