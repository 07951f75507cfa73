// numpy's .npy format (version 1.0): the dtype of an element type and the
// header before the array's bytes (little-endian, C order). Written by
// streamref-run --output=@f.npy (tools/run_io.c) and by the per-dispatch
// tensor dumps (cpu_backend/trace/dumps.c).
//
// Header-only on purpose: the tools link only the public API of the shared
// library, which exports nothing of io/, and these few lines are all the two
// share.
#ifndef STREAMREF_IO_NPY_H_
#define STREAMREF_IO_NPY_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "streamref/runtime.h"

// Room for any dtype sr_npy_descr writes ("<c16" and its terminator).
#define SR_NPY_DESCR_CAPACITY 8

// numpy's dtype for elements of |type| ("<f4", "|b1", "|V2" for an unknown
// encoding, ...), or false where numpy has none: packed sub-byte elements,
// integers other than 1, 2, 4 and 8 bytes (i24, i72), floats other than IEEE
// halves, singles and doubles, complex numbers other than 8 and 16 bytes,
// and opaque items above 31 bytes (bf16 and the f8 types have no numpy
// dtype). These are exactly the dtypes streamref-run's npy reader takes
// (tools/run_io.c), so what one writes the other reads back.
static inline bool sr_npy_descr(sr_element_type_t type,
                                char out[SR_NPY_DESCR_CAPACITY]) {
  uint32_t bits = sr_element_type_bit_count(type);
  if (bits % 8) return false;
  uint32_t bytes = bits / 8;
  bool power_of_two_to_8 = bytes == 1 || bytes == 2 || bytes == 4 || bytes == 8;
  char kind = 0;
  switch (sr_element_type_numerical(type)) {
    case SR_NUMERICAL_UNKNOWN:
      if (bytes < 1 || bytes > 31) return false;
      kind = 'V';
      break;
    case SR_NUMERICAL_BOOLEAN:
      if (bytes != 1) return false;
      kind = 'b';
      break;
    case SR_NUMERICAL_INTEGER:
    case SR_NUMERICAL_INTEGER_SIGNED:
      if (!power_of_two_to_8) return false;
      kind = 'i';
      break;
    case SR_NUMERICAL_INTEGER_UNSIGNED:
      if (!power_of_two_to_8) return false;
      kind = 'u';
      break;
    case SR_NUMERICAL_FLOAT_IEEE:
      if (bytes != 2 && bytes != 4 && bytes != 8) return false;
      kind = 'f';
      break;
    case SR_NUMERICAL_FLOAT_COMPLEX:
      if (bytes != 8 && bytes != 16) return false;
      kind = 'c';
      break;
    default:
      return false;
  }
  snprintf(out, SR_NPY_DESCR_CAPACITY, "%c%c%u", bytes == 1 ? '|' : '<', kind,
           (unsigned)bytes);
  return true;
}

// Writes the magic, version 1.0, the header length and the header dict for
// an array of |descr| elements and |shape| (|rank| dimensions), padded with
// spaces and a newline to a multiple of 64 bytes. False when a write fails
// or the dict passes 1 KiB (a rank in the forties).
static inline bool sr_npy_write_header(FILE* file, const char* descr,
                                       size_t rank, const int64_t* shape) {
  char dict[1024];
  int n = snprintf(dict, sizeof(dict),
                   "{'descr': '%s', 'fortran_order': False, 'shape': (", descr);
  for (size_t i = 0; i < rank && n >= 0 && (size_t)n < sizeof(dict); ++i) {
    n += snprintf(dict + n, sizeof(dict) - (size_t)n, "%s%lld", i ? ", " : "",
                  (long long)shape[i]);
  }
  if (n >= 0 && (size_t)n < sizeof(dict)) {
    n += snprintf(dict + n, sizeof(dict) - (size_t)n, "%s), }",
                  rank == 1 ? "," : "");
  }
  if (n < 0 || (size_t)n >= sizeof(dict)) return false;
  size_t current = 8 + 2 + (size_t)n + 1;
  size_t padded = (current + 63) / 64 * 64;
  uint16_t header_length = (uint16_t)(padded - 10);
  static const uint8_t kMagic[8] = {0x93, 'N', 'U', 'M', 'P', 'Y', 1, 0};
  uint8_t length_bytes[2] = {(uint8_t)header_length,
                             (uint8_t)(header_length >> 8)};
  bool ok = fwrite(kMagic, 1, 8, file) == 8 &&
            fwrite(length_bytes, 1, 2, file) == 2 &&
            fwrite(dict, 1, (size_t)n, file) == (size_t)n;
  for (size_t i = current; ok && i < padded; ++i) ok = fputc(' ', file) != EOF;
  return ok && fputc('\n', file) != EOF;
}

#endif  // STREAMREF_IO_NPY_H_
