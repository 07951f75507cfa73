// The on-disk layout of IREE parameter archives (.irpa), from IREE's
// runtime/src/iree/schemas/parameter_archive.h: packed little-endian
// structs, given here as byte offsets so the reader and the writer never
// overlay structs on unaligned file bytes.
//
//   header (88 bytes, v0)     at a 16-byte aligned file offset; all its
//                             offsets are relative to the header's own
//   entry table               entries 16-byte aligned, zero padded
//   metadata segment          names, metadata blobs, external paths
//   storage segment           entry data at each entry's alignment
//
// A file may hold several archives: next_header_offset (relative to the
// header) links the next one, which is how archives are concatenated and
// appended without rewriting earlier headers.
#ifndef STREAMREF_IO_IRPA_FORMAT_H_
#define STREAMREF_IO_IRPA_FORMAT_H_

#include <stdint.h>

// "IRPA" read as a little-endian uint32.
#define SR_IRPA_MAGIC 0x41505249u

#define SR_IRPA_HEADER_ALIGNMENT 16
#define SR_IRPA_ENTRY_ALIGNMENT 16
#define SR_IRPA_FILE_ALIGNMENT 4096
#define SR_IRPA_DEFAULT_DATA_ALIGNMENT 64
#define SR_IRPA_MAX_PATTERN_LENGTH 16

// Header prefix, common to every version (32 bytes).
#define SR_IRPA_PREFIX_SIZE 32
#define SR_IRPA_H_MAGIC 0                // u32
#define SR_IRPA_H_VERSION_MAJOR 4        // u16
#define SR_IRPA_H_VERSION_MINOR 6        // u16
#define SR_IRPA_H_HEADER_SIZE 8          // u64, including the magic
#define SR_IRPA_H_NEXT_HEADER_OFFSET 16  // u64, 0 = last
#define SR_IRPA_H_FLAGS 24               // u64, reserved
// Version 0 continues (88 bytes in all).
#define SR_IRPA_HEADER_V0_SIZE 88
#define SR_IRPA_H_ENTRY_COUNT 32       // u64
#define SR_IRPA_H_ENTRY_SEGMENT 40     // range: offset u64, length u64
#define SR_IRPA_H_METADATA_SEGMENT 56  // range
#define SR_IRPA_H_STORAGE_SEGMENT 72   // range

// Entry header, common to every entry type (60 bytes).
#define SR_IRPA_ENTRY_HEADER_SIZE 60
#define SR_IRPA_E_ENTRY_SIZE 0          // u64, excluding trailing padding
#define SR_IRPA_E_TYPE 8                // u32
#define SR_IRPA_E_FLAGS 12              // u64
#define SR_IRPA_E_NAME 20               // metadata range
#define SR_IRPA_E_METADATA 36           // metadata range
#define SR_IRPA_E_MINIMUM_ALIGNMENT 52  // u64, 0 = unspecified

enum sr_irpa_entry_type_e {
  SR_IRPA_ENTRY_SKIP = 0,
  SR_IRPA_ENTRY_SPLAT = 1,
  SR_IRPA_ENTRY_DATA = 2,
  SR_IRPA_ENTRY_EXTERNAL = 3,
};

// Splat entry (85 bytes).
#define SR_IRPA_SPLAT_ENTRY_SIZE 85
#define SR_IRPA_S_LENGTH 60          // u64
#define SR_IRPA_S_PATTERN 68         // u8[16], little-endian pattern
#define SR_IRPA_S_PATTERN_LENGTH 84  // u8

// Data entry (76 bytes).
#define SR_IRPA_DATA_ENTRY_SIZE 76
#define SR_IRPA_D_STORAGE 60  // storage-segment range

// External entry (92 bytes).
#define SR_IRPA_EXTERNAL_ENTRY_SIZE 92
#define SR_IRPA_X_PATH 60   // metadata range of the path
#define SR_IRPA_X_RANGE 76  // absolute range in the external file

// Rounds |value| up to |alignment| (a power of two, or 0/1 for none).
static inline uint64_t sr_irpa_align(uint64_t value, uint64_t alignment) {
  if (alignment <= 1) return value;
  return (value + alignment - 1) & ~(alignment - 1);
}

#endif  // STREAMREF_IO_IRPA_FORMAT_H_
