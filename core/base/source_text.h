// The text of a source file, held once: read straight into the block the
// context keeps (no second copy), and, for large files, a private
// anonymous mapping whose pages can be given back piecemeal once parts of
// the text are no longer needed (the hex of a dense_resource blob after it
// has been decoded into its final storage).
//
// Texts of at least SR_SOURCE_TEXT_MAP_BYTES live in an anonymous mapping;
// smaller ones in one block of the allocator (discarding is then a no-op).
// The text is always NUL-terminated.
#ifndef STREAMREF_CORE_BASE_SOURCE_TEXT_H_
#define STREAMREF_CORE_BASE_SOURCE_TEXT_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "streamref/allocator.h"

#define SR_SOURCE_TEXT_MAP_BYTES ((size_t)1 << 20)

typedef struct sr_source_text_t {
  char* data;     // NUL-terminated
  size_t length;  // without the NUL
  size_t mapped;  // bytes of the anonymous mapping holding |data|; 0 if none
} sr_source_text_t;

// Reads all of |file| (from its current position) into |out|: one
// allocation of the file's size for regular files, growing for pipes.
SR_MUST_USE_RESULT sr_status_t sr_source_text_read(sr_allocator_t allocator,
                                                   FILE* file,
                                                   sr_source_text_t* out);

// A copy of |length| bytes at |text|.
SR_MUST_USE_RESULT sr_status_t sr_source_text_copy(sr_allocator_t allocator,
                                                   const char* text,
                                                   size_t length,
                                                   sr_source_text_t* out);

void sr_source_text_free(sr_allocator_t allocator, sr_source_text_t* text);

// Gives the pages that lie wholly inside [begin, begin + size) back to the
// system; their bytes read as zeros afterwards. True when any page went
// (false for texts in an allocator block).
bool sr_source_text_discard(sr_source_text_t* text, const char* begin,
                            size_t size);

#endif  // STREAMREF_CORE_BASE_SOURCE_TEXT_H_
