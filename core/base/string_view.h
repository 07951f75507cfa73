// A borrowed run of bytes: pointer plus length, not NUL-terminated.
// Used everywhere text is sliced out of a larger buffer (the parser's source,
// interned strings) without copying.
#ifndef STREAMREF_CORE_BASE_STRING_VIEW_H_
#define STREAMREF_CORE_BASE_STRING_VIEW_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

typedef struct sr_string_view_t {
  const char* data;
  size_t size;
} sr_string_view_t;

static inline sr_string_view_t sr_make_string_view(const char* data,
                                                   size_t size) {
  sr_string_view_t view = {data, size};
  return view;
}

static inline sr_string_view_t sr_make_cstring_view(const char* text) {
  sr_string_view_t view = {text, text ? strlen(text) : 0};
  return view;
}

static inline bool sr_string_view_equal(sr_string_view_t a,
                                        sr_string_view_t b) {
  return a.size == b.size &&
         (a.size == 0 || memcmp(a.data, b.data, a.size) == 0);
}

static inline bool sr_string_view_equal_cstr(sr_string_view_t a,
                                             const char* b) {
  return sr_string_view_equal(a, sr_make_cstring_view(b));
}

static inline bool sr_string_view_starts_with(sr_string_view_t a,
                                              const char* prefix) {
  size_t n = strlen(prefix);
  return a.size >= n && memcmp(a.data, prefix, n) == 0;
}

// 64-bit FNV-1a. Used for interning tables; not for anything adversarial
// beyond keeping lookups fast (tables grow at 50% load).
static inline uint64_t sr_hash_bytes(const void* data, size_t size,
                                     uint64_t seed) {
  const uint8_t* bytes = (const uint8_t*)data;
  uint64_t hash = 1469598103934665603ull ^ seed;
  for (size_t i = 0; i < size; ++i) {
    hash ^= bytes[i];
    hash *= 1099511628211ull;
  }
  return hash;
}

static inline uint64_t sr_hash_combine(uint64_t a, uint64_t b) {
  // Boost-style mix, widened to 64 bits.
  return a ^ (b + 0x9e3779b97f4a7c15ull + (a << 12) + (a >> 4));
}

#endif  // STREAMREF_CORE_BASE_STRING_VIEW_H_
