// Float text conversions that reproduce LLVM APFloat's behaviour.
//
// Printing follows APFloat::toString exactly (including its "round half
// up" on a decimal expansion that was first truncated by an estimate of the
// digits needed), because that is what MLIR prints. Parsing goes through the
// C library's correctly rounded strtof/strtod/strtold, then rounds to the
// target format; see the note at sr_float_from_decimal.

#include "core/ir/float_format.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/bigint.h"

uint32_t sr_float_word_count(sr_float_kind_t kind) {
  return sr_float_semantics(kind)->bit_width > 64 ? 2 : 1;
}

//===----------------------------------------------------------------------===//
// Decoding bit patterns
//===----------------------------------------------------------------------===//

typedef enum sr_float_category_e {
  SR_FLOAT_CAT_ZERO,
  SR_FLOAT_CAT_NORMAL,  // including denormals
  SR_FLOAT_CAT_INF,
  SR_FLOAT_CAT_NAN,
} sr_float_category_t;

typedef struct sr_float_parts_t {
  sr_float_category_t category;
  bool negative;
  uint64_t exponent_field;
  uint64_t mantissa_lo;  // stored fraction bits (f128: low 64)
  uint64_t mantissa_hi;  // f128: high 48 bits
} sr_float_parts_t;

static sr_float_parts_t sr_float_decode(sr_float_kind_t kind,
                                        const uint64_t* words) {
  const sr_float_semantics_t* s = sr_float_semantics(kind);
  sr_float_parts_t p;
  memset(&p, 0, sizeof(p));
  uint64_t exp_mask = (1ull << s->exponent_bits) - 1;
  if (kind == SR_FLOAT_F80) {
    p.mantissa_lo = words[0];
    p.exponent_field = words[1] & 0x7FFF;
    p.negative = (words[1] >> 15) & 1;
  } else if (kind == SR_FLOAT_F128) {
    p.mantissa_lo = words[0];
    p.mantissa_hi = words[1] & ((1ull << 48) - 1);
    p.exponent_field = (words[1] >> 48) & 0x7FFF;
    p.negative = (words[1] >> 63) & 1;
  } else {
    uint64_t bits = words[0];
    p.mantissa_lo =
        s->mantissa_bits ? bits & ((1ull << s->mantissa_bits) - 1) : 0;
    p.exponent_field = (bits >> s->mantissa_bits) & exp_mask;
    p.negative = s->has_sign && ((bits >> (s->bit_width - 1)) & 1);
  }
  bool mantissa_zero = p.mantissa_lo == 0 && p.mantissa_hi == 0;
  if (kind == SR_FLOAT_F80) mantissa_zero = (p.mantissa_lo << 1) == 0;
  uint64_t mantissa_all_ones =
      s->mantissa_bits >= 64 ? ~0ull : (1ull << s->mantissa_bits) - 1;
  switch (s->nonfinite) {
    case SR_FLOAT_IEEE:
      if (p.exponent_field == exp_mask) {
        p.category = mantissa_zero ? SR_FLOAT_CAT_INF : SR_FLOAT_CAT_NAN;
        return p;
      }
      break;
    case SR_FLOAT_NAN_ALL_ONES:
      if (p.exponent_field == exp_mask && p.mantissa_lo == mantissa_all_ones) {
        p.category = SR_FLOAT_CAT_NAN;
        return p;
      }
      break;
    case SR_FLOAT_NAN_NEG_ZERO:
      if (p.negative && p.exponent_field == 0 && mantissa_zero) {
        p.category = SR_FLOAT_CAT_NAN;
        return p;
      }
      break;
    case SR_FLOAT_NO_NONFINITE:
      break;
  }
  if (s->has_zero && p.exponent_field == 0 && mantissa_zero) {
    p.category = SR_FLOAT_CAT_ZERO;
  } else {
    p.category = SR_FLOAT_CAT_NORMAL;
  }
  return p;
}

bool sr_float_bits_is_nan(sr_float_kind_t kind, const uint64_t* words) {
  return sr_float_decode(kind, words).category == SR_FLOAT_CAT_NAN;
}

bool sr_float_bits_is_inf(sr_float_kind_t kind, const uint64_t* words) {
  return sr_float_decode(kind, words).category == SR_FLOAT_CAT_INF;
}

// APFloat's precision: significand bits including the integer bit.
static uint32_t sr_float_precision(const sr_float_semantics_t* s) {
  return s->explicit_integer_bit ? s->mantissa_bits : s->mantissa_bits + 1;
}

// Loads the full significand (integer bit included) and the binary
// exponent of its least significant bit: value = significand * 2^exp.
static void sr_float_significand(const sr_float_semantics_t* s,
                                 sr_float_kind_t kind,
                                 const sr_float_parts_t* p,
                                 sr_bigint_t* out_significand, int* out_exp) {
  uint32_t precision = sr_float_precision(s);
  bool denormal = s->has_zero && p->exponent_field == 0;
  uint64_t words[2] = {p->mantissa_lo, p->mantissa_hi};
  if (kind != SR_FLOAT_F80 && !denormal) {
    // Add the implicit integer bit.
    if (s->mantissa_bits < 64)
      words[0] |= 1ull << s->mantissa_bits;
    else
      words[1] |= 1ull << (s->mantissa_bits - 64);
  }
  sr_bigint_set_words(out_significand, words, 2);
  int exponent = denormal ? 1 - s->bias : (int)p->exponent_field - s->bias;
  *out_exp = exponent - (int)(precision - 1);
}

//===----------------------------------------------------------------------===//
// APFloat::toString
//===----------------------------------------------------------------------===//

// Digits are kept least significant first, as APFloat does.
typedef struct sr_digit_buffer_t {
  char* digits;
  size_t count;
} sr_digit_buffer_t;

// Truncates the significand to roughly the digits needed (APFloat's
// AdjustToPrecision over an APInt; the truncation is part of its rounding
// behaviour, so it is reproduced, not improved).
static void sr_adjust_significand(sr_bigint_t* significand, int* exp,
                                  unsigned format_precision) {
  size_t bits = sr_bigint_active_bits(significand);
  // 196/59 is a slight overestimate of lg2(10).
  size_t bits_required = (format_precision * 196 + 58) / 59;
  if (bits <= bits_required) return;
  size_t tens_removable = (bits - bits_required) * 59 / 196;
  if (!tens_removable) return;
  *exp += (int)tens_removable;
  for (size_t i = 0; i < tens_removable; ++i) {
    sr_bigint_divmod_small(significand, 10);
  }
}

// APFloat's AdjustToPrecision over the digit buffer: round half up.
static void sr_adjust_digits(sr_digit_buffer_t* buffer, int* exp,
                             unsigned format_precision) {
  size_t n = buffer->count;
  if (n <= format_precision) return;
  size_t first_significant = n - format_precision;
  if (buffer->digits[first_significant - 1] < '5') {
    while (first_significant < n && buffer->digits[first_significant] == '0') {
      ++first_significant;
    }
  } else {
    size_t i = first_significant;
    for (; i != n; ++i) {
      if (buffer->digits[i] == '9') {
        ++first_significant;
      } else {
        buffer->digits[i]++;
        break;
      }
    }
    if (first_significant == n) {
      *exp += (int)first_significant;
      buffer->digits[0] = '1';
      buffer->count = 1;
      return;
    }
  }
  *exp += (int)first_significant;
  memmove(buffer->digits, buffer->digits + first_significant,
          n - first_significant);
  buffer->count = n - first_significant;
}

static void sr_append_repeat(sr_string_builder_t* out, char c, size_t count) {
  for (size_t i = 0; i < count; ++i) sr_string_builder_append_char(out, c);
}

static void sr_apfloat_to_string(const sr_float_semantics_t* s,
                                 sr_float_kind_t kind, const uint64_t* words,
                                 unsigned format_precision,
                                 unsigned format_max_padding,
                                 bool truncate_zero, sr_string_builder_t* out) {
  sr_float_parts_t p = sr_float_decode(kind, words);
  switch (p.category) {
    case SR_FLOAT_CAT_INF:
      sr_string_builder_append_cstr(out, p.negative ? "-Inf" : "+Inf");
      return;
    case SR_FLOAT_CAT_NAN:
      sr_string_builder_append_cstr(out, "NaN");
      return;
    case SR_FLOAT_CAT_ZERO:
      if (p.negative) sr_string_builder_append_char(out, '-');
      if (!format_max_padding) {
        if (truncate_zero) {
          sr_string_builder_append_cstr(out, "0.0E+0");
        } else {
          sr_string_builder_append_cstr(out, "0.0");
          if (format_precision > 1)
            sr_append_repeat(out, '0', format_precision - 1);
          sr_string_builder_append_cstr(out, "e+00");
        }
      } else {
        sr_string_builder_append_char(out, '0');
      }
      return;
    case SR_FLOAT_CAT_NORMAL:
      break;
  }
  if (p.negative) sr_string_builder_append_char(out, '-');

  sr_bigint_t significand;
  sr_bigint_initialize(out->allocator, &significand);
  int exp = 0;
  sr_float_significand(s, kind, &p, &significand, &exp);
  if (!format_precision) {
    // Enough digits to round-trip (Steele & White), as APFloat computes it.
    format_precision = 2 + sr_float_precision(s) * 59 / 196;
  }
  size_t trailing = sr_bigint_trailing_zeros(&significand);
  exp += (int)trailing;
  sr_bigint_shift_right(&significand, trailing);
  if (exp > 0) {
    sr_bigint_shift_left(&significand, (size_t)exp);
    exp = 0;
  } else if (exp < 0) {
    // N * 2^-e == N * 5^e * 10^-e.
    for (int i = 0; i < -exp; ++i) sr_bigint_mul_small(&significand, 5);
  }
  sr_adjust_significand(&significand, &exp, format_precision);

  // Enough room for every decimal digit of the significand.
  size_t max_digits = sr_bigint_active_bits(&significand) / 3 + 2;
  char* digits = NULL;
  if (sr_status_consume_code(
          sr_allocator_malloc(out->allocator, max_digits, (void**)&digits)) ||
      sr_bigint_failed(&significand)) {
    out->failed = true;
    sr_allocator_free(out->allocator, digits);
    sr_bigint_deinitialize(&significand);
    return;
  }
  sr_digit_buffer_t buffer = {digits, 0};
  bool in_trail = true;
  while (!sr_bigint_is_zero(&significand)) {
    uint32_t d = sr_bigint_divmod_small(&significand, 10);
    if (in_trail && !d) {
      ++exp;
    } else {
      buffer.digits[buffer.count++] = (char)('0' + d);
      in_trail = false;
    }
  }
  sr_bigint_deinitialize(&significand);
  sr_adjust_digits(&buffer, &exp, format_precision);
  size_t ndigits = buffer.count;

  bool scientific;
  if (!format_max_padding) {
    scientific = true;
  } else if (exp >= 0) {
    scientific = (unsigned)exp > format_max_padding ||
                 ndigits + (unsigned)exp > format_precision;
  } else {
    int msd = exp + (int)(ndigits - 1);
    scientific = msd >= 0 ? false : (unsigned)-msd > format_max_padding;
  }

  if (scientific) {
    exp += (int)(ndigits - 1);
    sr_string_builder_append_char(out, buffer.digits[ndigits - 1]);
    sr_string_builder_append_char(out, '.');
    if (ndigits == 1 && truncate_zero) {
      sr_string_builder_append_char(out, '0');
    } else {
      for (size_t i = 1; i != ndigits; ++i) {
        sr_string_builder_append_char(out, buffer.digits[ndigits - 1 - i]);
      }
    }
    if (!truncate_zero && format_precision > ndigits - 1) {
      sr_append_repeat(out, '0', format_precision - ndigits + 1);
    }
    sr_string_builder_append_char(out, truncate_zero ? 'E' : 'e');
    sr_string_builder_append_char(out, exp >= 0 ? '+' : '-');
    if (exp < 0) exp = -exp;
    char expbuf[16];
    int n = 0;
    do {
      expbuf[n++] = (char)('0' + exp % 10);
      exp /= 10;
    } while (exp);
    if (!truncate_zero && n < 2) expbuf[n++] = '0';
    while (n) sr_string_builder_append_char(out, expbuf[--n]);
  } else if (exp >= 0) {
    for (size_t i = 0; i != ndigits; ++i) {
      sr_string_builder_append_char(out, buffer.digits[ndigits - 1 - i]);
    }
    sr_append_repeat(out, '0', (size_t)exp);
  } else {
    int whole = exp + (int)ndigits;
    size_t i = 0;
    if (whole > 0) {
      for (; i != (size_t)whole; ++i) {
        sr_string_builder_append_char(out, buffer.digits[ndigits - i - 1]);
      }
      sr_string_builder_append_char(out, '.');
    } else {
      sr_string_builder_append_cstr(out, "0.");
      sr_append_repeat(out, '0', (size_t)-whole);
    }
    for (; i != ndigits; ++i) {
      sr_string_builder_append_char(out, buffer.digits[ndigits - i - 1]);
    }
  }
  sr_allocator_free(out->allocator, digits);
}

//===----------------------------------------------------------------------===//
// Rounding to a format
//===----------------------------------------------------------------------===//

static void sr_float_store(sr_float_kind_t kind, bool negative,
                           uint64_t exponent_field, uint64_t mantissa,
                           uint64_t* out_words) {
  const sr_float_semantics_t* s = sr_float_semantics(kind);
  if (kind == SR_FLOAT_F80) {
    out_words[0] = mantissa;
    out_words[1] = exponent_field | ((uint64_t)negative << 15);
    return;
  }
  if (kind == SR_FLOAT_F128) {
    // |mantissa| holds the top 64 fraction bits here (see caller).
    out_words[0] = mantissa << 48;
    out_words[1] =
        (mantissa >> 16) | (exponent_field << 48) | ((uint64_t)negative << 63);
    return;
  }
  uint64_t bits = mantissa | (exponent_field << s->mantissa_bits);
  if (negative && s->has_sign) bits |= 1ull << (s->bit_width - 1);
  out_words[0] = bits;
  out_words[1] = 0;
}

static void sr_float_store_nan(sr_float_kind_t kind, uint64_t* out_words) {
  const sr_float_semantics_t* s = sr_float_semantics(kind);
  uint64_t exp_all = (1ull << s->exponent_bits) - 1;
  switch (s->nonfinite) {
    case SR_FLOAT_IEEE:
      if (kind == SR_FLOAT_F80) {
        sr_float_store(kind, false, exp_all, 0xC000000000000000ull, out_words);
      } else if (kind == SR_FLOAT_F128) {
        sr_float_store(kind, false, exp_all, 1ull << 63, out_words);
      } else {
        sr_float_store(kind, false, exp_all, 1ull << (s->mantissa_bits - 1),
                       out_words);
      }
      return;
    case SR_FLOAT_NAN_ALL_ONES:
      sr_float_store(kind, false, exp_all,
                     s->mantissa_bits ? (1ull << s->mantissa_bits) - 1 : 0,
                     out_words);
      return;
    case SR_FLOAT_NAN_NEG_ZERO:
      sr_float_store(kind, true, 0, 0, out_words);
      return;
    case SR_FLOAT_NO_NONFINITE:
      sr_float_store(kind, false, 0, 0, out_words);
      return;
  }
}

// Rounds |value| to |kind| with round-to-nearest-even. long double holds
// every format here except f128 exactly enough: x87 extended has a 64-bit
// significand, more than any target below f80 needs for exact rounding.
static void sr_float_from_long_double(sr_float_kind_t kind, long double value,
                                      uint64_t* out_words) {
  const sr_float_semantics_t* s = sr_float_semantics(kind);
  bool negative = signbit(value) != 0;
  if (isnan(value)) {
    sr_float_store_nan(kind, out_words);
    return;
  }
  long double magnitude = fabsl(value);
  uint32_t precision = sr_float_precision(s);
  uint64_t exp_all = (1ull << s->exponent_bits) - 1;
  int emin = 1 - s->bias;
  int emax;
  switch (s->nonfinite) {
    case SR_FLOAT_IEEE:
      emax = (int)exp_all - 1 - s->bias;
      break;
    default:
      emax = (int)exp_all - s->bias;
      break;
  }
  if (!s->has_zero) emin = -s->bias;
  if (kind == SR_FLOAT_F128) {
    // Beyond long double's precision: widen exactly (the text was already
    // rounded to 64 bits by strtold).
    if (isinf(magnitude)) {
      sr_float_store(kind, negative, exp_all, 0, out_words);
      return;
    }
    if (magnitude == 0) {
      sr_float_store(kind, negative, 0, 0, out_words);
      return;
    }
    int e2 = 0;
    long double m = frexpl(magnitude, &e2);  // m in [0.5, 1)
    int exponent = e2 - 1;
    uint64_t bits = (uint64_t)ldexpl(m, 64);  // 1.xxx in the top bit
    sr_float_store(kind, negative, (uint64_t)(exponent + s->bias), bits << 1,
                   out_words);
    return;
  }
  if (isinf(magnitude) || magnitude == 0) {
    if (magnitude == 0) {
      if (!s->has_zero) {  // E8M0: zero rounds to the smallest value
        sr_float_store(kind, false, 0, 0, out_words);
      } else if (s->nonfinite == SR_FLOAT_NAN_NEG_ZERO) {
        sr_float_store(kind, false, 0, 0, out_words);  // no -0
      } else {
        sr_float_store(kind, negative, 0, 0, out_words);
      }
      return;
    }
    goto overflow;
  }
  {
    int e2 = 0;
    frexpl(magnitude, &e2);
    int exponent = e2 - 1;  // magnitude = 1.xxx * 2^exponent
    bool denormal = exponent < emin;
    int quantum_exp = (denormal ? emin : exponent) - (int)(precision - 1);
    long double scaled = rintl(ldexpl(magnitude, -quantum_exp));
    if (kind == SR_FLOAT_F80 || precision >= 64) {
      // f80: the significand is exactly the 64-bit integer.
    }
    uint64_t significand = (uint64_t)scaled;
    if (significand == 0) {
      sr_float_store(kind,
                     s->nonfinite == SR_FLOAT_NAN_NEG_ZERO ? false : negative,
                     0, 0, out_words);
      return;
    }
    // Renormalize after rounding (denormal to normal, or carry out).
    int lsb_exp = quantum_exp;
    while (significand >> precision) {
      significand >>= 1;
      ++lsb_exp;
    }
    int top = 63 - __builtin_clzll(significand);
    int value_exp = lsb_exp + top;
    if (value_exp > emax) goto overflow;
    uint64_t exponent_field;
    uint64_t mantissa;
    if (top == (int)precision - 1 && (value_exp >= emin)) {
      exponent_field = (uint64_t)(value_exp + s->bias);
      mantissa = kind == SR_FLOAT_F80
                     ? significand
                     : significand & ((1ull << s->mantissa_bits) - 1);
      if (!s->has_zero) exponent_field = (uint64_t)(value_exp + s->bias);
    } else {
      exponent_field = 0;
      mantissa = significand;
    }
    // Formats whose all-ones pattern is NaN: that pattern means overflow.
    if (s->nonfinite == SR_FLOAT_NAN_ALL_ONES && exponent_field == exp_all &&
        mantissa == (s->mantissa_bits ? (1ull << s->mantissa_bits) - 1 : 0)) {
      goto overflow;
    }
    sr_float_store(kind, negative, exponent_field, mantissa, out_words);
    return;
  }
overflow:
  switch (s->nonfinite) {
    case SR_FLOAT_IEEE:
      sr_float_store(kind, negative, exp_all,
                     kind == SR_FLOAT_F80 ? 0x8000000000000000ull : 0,
                     out_words);
      return;
    case SR_FLOAT_NO_NONFINITE: {
      // Saturate to the largest finite value, as APFloat does.
      uint64_t mantissa_all = (1ull << s->mantissa_bits) - 1;
      sr_float_store(kind, negative, exp_all, mantissa_all, out_words);
      return;
    }
    default:
      sr_float_store_nan(kind, out_words);
      return;
  }
}

void sr_float_from_double(sr_float_kind_t kind, double value,
                          uint64_t* out_words) {
  out_words[0] = out_words[1] = 0;
  if (kind == SR_FLOAT_F64) {
    memcpy(out_words, &value, 8);
    return;
  }
  if (kind == SR_FLOAT_F32) {
    float narrowed = (float)value;
    uint32_t bits;
    memcpy(&bits, &narrowed, 4);
    out_words[0] = bits;
    return;
  }
  sr_float_from_long_double(kind, (long double)value, out_words);
}

// Note on exactness: f32 and f64 parse with strtof/strtod, which round the
// decimal correctly. Narrower formats round a strtold result (64-bit
// significand) a second time; that double rounding can only differ from a
// direct decimal-to-format rounding for inputs within 2^-64 of a halfway
// point, which no printed float reaches. f128 literals keep 64 significant
// bits.
bool sr_float_from_decimal(sr_float_kind_t kind, const char* text,
                           size_t length, uint64_t* out_words) {
  char stack_buffer[128];
  char* copy = stack_buffer;
  if (length + 1 > sizeof(stack_buffer)) {
    // Absurdly long literals: only the leading digits matter for rounding,
    // but strtod needs the whole text; refuse rather than allocate.
    return false;
  }
  memcpy(copy, text, length);
  copy[length] = 0;
  // The grammar check: [-+]?digits[.digits][(e|E)[-+]?digits].
  const char* p = copy;
  if (*p == '-' || *p == '+') ++p;
  if (!(*p >= '0' && *p <= '9')) return false;
  char* end = NULL;
  out_words[0] = out_words[1] = 0;
  if (kind == SR_FLOAT_F32) {
    float value = strtof(copy, &end);
    if (*end) return false;
    uint32_t bits;
    memcpy(&bits, &value, 4);
    out_words[0] = bits;
    return true;
  }
  if (kind == SR_FLOAT_F64) {
    double value = strtod(copy, &end);
    if (*end) return false;
    memcpy(out_words, &value, 8);
    return true;
  }
  long double value = strtold(copy, &end);
  if (*end) return false;
  sr_float_from_long_double(kind, value, out_words);
  return true;
}

double sr_float_bits_to_double(sr_float_kind_t kind, const uint64_t* words) {
  const sr_float_semantics_t* s = sr_float_semantics(kind);
  sr_float_parts_t p = sr_float_decode(kind, words);
  switch (p.category) {
    case SR_FLOAT_CAT_NAN:
      return p.negative ? -(double)NAN : (double)NAN;
    case SR_FLOAT_CAT_INF:
      return p.negative ? -(double)INFINITY : (double)INFINITY;
    case SR_FLOAT_CAT_ZERO:
      return p.negative ? -0.0 : 0.0;
    default:
      break;
  }
  if (kind == SR_FLOAT_F64) {
    double value;
    memcpy(&value, words, 8);
    return value;
  }
  bool denormal = s->has_zero && p.exponent_field == 0;
  int exponent = denormal ? 1 - s->bias : (int)p.exponent_field - s->bias;
  long double fraction;
  if (kind == SR_FLOAT_F80) {
    fraction = ldexpl((long double)p.mantissa_lo, -63);
  } else if (kind == SR_FLOAT_F128) {
    fraction = ldexpl((long double)p.mantissa_hi, -48) +
               ldexpl((long double)p.mantissa_lo, -112);
    if (!denormal) fraction += 1;
  } else {
    fraction = ldexpl((long double)p.mantissa_lo, -(int)s->mantissa_bits);
    if (!denormal) fraction += 1;
  }
  double value = (double)ldexpl(fraction, exponent);
  return p.negative ? -value : value;
}

//===----------------------------------------------------------------------===//
// MLIR's printFloatValue
//===----------------------------------------------------------------------===//

static bool sr_words_equal(const uint64_t* a, const uint64_t* b,
                           uint32_t count) {
  for (uint32_t i = 0; i < count; ++i) {
    if (a[i] != b[i]) return false;
  }
  return true;
}

static void sr_float_print_hex(sr_float_kind_t kind, const uint64_t* words,
                               sr_string_builder_t* out) {
  const sr_float_semantics_t* s = sr_float_semantics(kind);
  // APInt::toString(16, unsigned, C literal): "0x" and uppercase digits, no
  // leading zeros (but "0x0" for zero).
  uint64_t hi = s->bit_width > 64 ? words[1] : 0;
  uint64_t lo = words[0];
  if (s->bit_width < 64) lo &= (1ull << s->bit_width) - 1;
  if (kind == SR_FLOAT_F80) hi &= 0xFFFF;
  sr_string_builder_append_cstr(out, "0x");
  if (hi) {
    sr_string_builder_appendf(out, "%llX%016llX", (unsigned long long)hi,
                              (unsigned long long)lo);
  } else {
    sr_string_builder_appendf(out, "%llX", (unsigned long long)lo);
  }
}

void sr_float_print_mlir(sr_float_kind_t kind, const uint64_t* words,
                         sr_string_builder_t* out, bool* out_printed_hex) {
  const sr_float_semantics_t* s = sr_float_semantics(kind);
  if (out_printed_hex) *out_printed_hex = false;
  sr_float_parts_t parts = sr_float_decode(kind, words);
  bool special =
      parts.category == SR_FLOAT_CAT_NAN || parts.category == SR_FLOAT_CAT_INF;
  if (!special) {
    sr_string_builder_t text;
    sr_string_builder_initialize(out->allocator, &text);
    sr_apfloat_to_string(s, kind, words, 6, 0, false, &text);
    uint64_t reparsed[2] = {0, 0};
    uint32_t count = sr_float_word_count(kind);
    if (!text.failed &&
        sr_float_from_decimal(kind, sr_string_builder_cstr(&text), text.size,
                              reparsed) &&
        sr_words_equal(reparsed, words, count)) {
      sr_string_builder_append(out, text.data, text.size);
      sr_string_builder_deinitialize(&text);
      return;
    }
    sr_string_builder_reset(&text);
    sr_apfloat_to_string(s, kind, words, 0, 3, true, &text);
    if (!text.failed && strchr(sr_string_builder_cstr(&text), '.')) {
      sr_string_builder_append(out, text.data, text.size);
      sr_string_builder_deinitialize(&text);
      return;
    }
    sr_string_builder_deinitialize(&text);
  }
  if (out_printed_hex) *out_printed_hex = true;
  sr_float_print_hex(kind, words, out);
}
