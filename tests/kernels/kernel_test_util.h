// Helpers shared by the kernels test suites: the variants to test, aligned
// buffers with deliberate misalignment, deterministic random data, NaN-aware
// comparison and ulp distances.
#ifndef STREAMREF_TESTS_KERNELS_KERNEL_TEST_UTIL_H_
#define STREAMREF_TESTS_KERNELS_KERNEL_TEST_UTIL_H_

#include <criterion/criterion.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "kernels/dispatch.h"

// The odd sizes every kernel is run over.
static const size_t kSrkSizes[] = {0, 1, 7, 8, 9, 31, 33, 1023};
#define SRK_SIZE_COUNT (sizeof(kSrkSizes) / sizeof(kSrkSizes[0]))

// Calls body(table) for every variant this machine supports.
#define SRK_FOR_EACH_TABLE(table_var)                        \
  for (int srk_isa = 0; srk_isa < SR_K_ISA_COUNT; ++srk_isa) \
    for (const sr_k_table_t* table_var =                     \
             sr_k_table_for_isa((sr_k_isa_t)srk_isa);        \
         table_var; table_var = NULL)

static inline const sr_k_table_t* srk_scalar(void) {
  return sr_k_table_for_isa(SR_K_ISA_SCALAR);
}

// 64-byte aligned block with |offset| bytes of deliberate misalignment;
// free with srk_free(ptr, offset).
static inline void* srk_alloc(size_t bytes, size_t offset) {
  void* p = NULL;
  cr_assert_eq(posix_memalign(&p, 64, bytes + offset + 64), 0);
  memset(p, 0xCD, bytes + offset + 64);
  return (uint8_t*)p + offset;
}
static inline void srk_free(void* p, size_t offset) {
  free((uint8_t*)p - offset);
}

// xorshift64*: deterministic data for every run.
static inline uint64_t srk_rand(uint64_t* state) {
  uint64_t x = *state;
  x ^= x >> 12;
  x ^= x << 25;
  x ^= x >> 27;
  *state = x;
  return x * 0x2545F4914F6CDD1Dull;
}

// Interesting f32 values: zeros, infinities, NaNs, subnormals, extremes,
// halves (rounding ties), then random bit patterns and random moderate
// values.
static inline float srk_special_f32(size_t i, uint64_t* state) {
  static const uint32_t kBits[] = {
      0x00000000u, 0x80000000u, 0x7F800000u, 0xFF800000u, 0x7FC00000u,
      0xFFC00001u, 0x7F800001u, 0x00000001u, 0x80000001u, 0x007FFFFFu,
      0x00800000u, 0x7F7FFFFFu, 0xFF7FFFFFu, 0x3F800000u, 0xBF800000u,
      0x3F000000u, 0xBF000000u, 0x40200000u, 0xC0200000u, 0x3FC00000u,
      0x4B000001u, 0xCB7FFFFFu, 0x42B00000u, 0xC2C80000u, 0x38800000u};
  size_t count = sizeof(kBits) / sizeof(kBits[0]);
  if (i < count) {
    float f;
    memcpy(&f, &kBits[i], 4);
    return f;
  }
  uint64_t r = srk_rand(state);
  if (r & 1) {
    uint32_t bits = (uint32_t)(r >> 32);
    float f;
    memcpy(&f, &bits, 4);
    return f;
  }
  return (float)((double)(int64_t)(r >> 8) / (double)(1ull << 52)) * 8.0f;
}

static inline bool srk_bits_equal_f32(float a, float b) {
  if (a != a && b != b) return true;  // any NaN equals any NaN
  return memcmp(&a, &b, 4) == 0;
}
static inline bool srk_bits_equal_f64(double a, double b) {
  if (a != a && b != b) return true;
  return memcmp(&a, &b, 8) == 0;
}
// f16/bf16 storage: NaN-aware on the 16-bit pattern.
static inline bool srk_is_nan16(uint16_t h, bool bf16) {
  return bf16 ? (h & 0x7F80u) == 0x7F80u && (h & 0x7Fu)
              : (h & 0x7C00u) == 0x7C00u && (h & 0x3FFu);
}

// Compares two arrays of |dtype| elementwise (NaN-aware for floats).
// Returns the first differing index, or n.
static inline size_t srk_first_difference(sr_k_dtype_t dtype, const void* a,
                                          const void* b, size_t n) {
  size_t es = sr_k_dtype_size(dtype);
  for (size_t i = 0; i < n; ++i) {
    const uint8_t* x = (const uint8_t*)a + i * es;
    const uint8_t* y = (const uint8_t*)b + i * es;
    if (dtype == SR_K_F32) {
      float u, v;
      memcpy(&u, x, 4);
      memcpy(&v, y, 4);
      if (!srk_bits_equal_f32(u, v)) return i;
    } else if (dtype == SR_K_F64) {
      double u, v;
      memcpy(&u, x, 8);
      memcpy(&v, y, 8);
      if (!srk_bits_equal_f64(u, v)) return i;
    } else if (dtype == SR_K_F16 || dtype == SR_K_BF16) {
      uint16_t u, v;
      memcpy(&u, x, 2);
      memcpy(&v, y, 2);
      bool bf = dtype == SR_K_BF16;
      if (!(srk_is_nan16(u, bf) && srk_is_nan16(v, bf)) && u != v) return i;
    } else if (memcmp(x, y, es)) {
      return i;
    }
  }
  return n;
}

// The f32 ulp at |v| (the spacing of f32 values around it).
static inline double srk_ulp_f32(double v) {
  v = fabs(v);
  if (v < 0x1p-126) return 0x1p-149;
  int e;
  frexp(v, &e);  // v = m 2^e, m in [0.5, 1)
  return ldexp(1.0, e - 24);
}

// Error of f32 |y| against the exact value |ref|, in f32 ulps at |ref|.
// Infinite/NaN agreement is 0; disagreement is a huge number.
static inline double srk_ulp_error_f32(float y, double ref) {
  if (ref != ref) return y != y ? 0 : 1e9;
  if (y != y) return 1e9;
  float rounded = (float)ref;
  if (isinf(rounded) || isinf(y)) {
    if (rounded == y) return 0;
    // ref just past FLT_MAX may round to inf while y is FLT_MAX: 1 ulp.
    double big = fabs((double)(isinf(y) ? rounded : y));
    return big == 0x1.fffffep127 ? 1 : 1e9;
  }
  return fabs((double)y - ref) / srk_ulp_f32(ref);
}

#endif  // STREAMREF_TESTS_KERNELS_KERNEL_TEST_UTIL_H_
