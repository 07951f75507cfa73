// Source texts held once, in a discardable mapping when large. See
// source_text.h.

#include "core/base/source_text.h"

#include <errno.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

static size_t sr_page_size(void) {
  long page = sysconf(_SC_PAGESIZE);
  return page > 0 ? (size_t)page : 4096;
}

static size_t sr_round_up(size_t value, size_t to) {
  return (value + to - 1) / to * to;
}

// Room for |capacity| bytes (the NUL included) in |text|, keeping its
// first |keep| bytes.
static sr_status_t sr_source_text_reserve(sr_allocator_t allocator,
                                          sr_source_text_t* text,
                                          size_t capacity, size_t keep) {
  if (capacity >= (SIZE_MAX >> 2)) {
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                          "source text of %zu bytes", capacity);
  }
  if (capacity >= SR_SOURCE_TEXT_MAP_BYTES) {
    size_t bytes = sr_round_up(capacity, sr_page_size());
    void* data = NULL;
    if (text->mapped) {
      data = mremap(text->data, text->mapped, bytes, MREMAP_MAYMOVE);
    } else {
      data = mmap(NULL, bytes, PROT_READ | PROT_WRITE,
                  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if (data != MAP_FAILED && keep) memcpy(data, text->data, keep);
      if (data != MAP_FAILED) sr_allocator_free(allocator, text->data);
    }
    if (data == MAP_FAILED) {
      return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                            "out of memory mapping %zu bytes of source text",
                            bytes);
    }
#ifdef MADV_HUGEPAGE
    // Huge pages where the system allows them: reading a 134 MB file into
    // 4 KiB pages spent more time in page faults than in the parse.
    madvise(data, bytes, MADV_HUGEPAGE);
#endif
    text->data = data;
    text->mapped = bytes;
    return sr_ok_status();
  }
  void* data = text->data;
  SR_RETURN_IF_ERROR(sr_allocator_realloc(allocator, capacity, &data));
  text->data = data;
  return sr_ok_status();
}

sr_status_t sr_source_text_read(sr_allocator_t allocator, FILE* file,
                                sr_source_text_t* out) {
  memset(out, 0, sizeof(*out));
  // A regular file: its size, so that one allocation holds it.
  size_t capacity = 1 << 16;
  struct stat info;
  if (fstat(fileno(file), &info) == 0 && S_ISREG(info.st_mode)) {
    off_t position = ftello(file);
    if (position >= 0 && info.st_size >= position) {
      uint64_t remaining = (uint64_t)(info.st_size - position);
      if (remaining >= (SIZE_MAX >> 2)) {
        return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                              "source file of %llu bytes",
                              (unsigned long long)remaining);
      }
      capacity = (size_t)remaining + 1;
    }
  }
  sr_status_t status = sr_source_text_reserve(allocator, out, capacity, 0);
  size_t length = 0;
  while (!status) {
    if (length + 1 == capacity) {
      // Longer than it said (or a pipe): grow.
      int c = fgetc(file);
      if (c == EOF) break;
      status = sr_source_text_reserve(allocator, out, capacity * 2, length);
      if (status) break;
      capacity *= 2;
      out->data[length++] = (char)c;
      continue;
    }
    size_t n = fread(out->data + length, 1, capacity - 1 - length, file);
    length += n;
    if (n == 0) break;
  }
  if (!status && ferror(file)) {
    status = SR_MAKE_STATUS(SR_STATUS_DATA_LOSS, "error reading: %s",
                            strerror(errno));
  }
  if (status) {
    sr_source_text_free(allocator, out);
    return status;
  }
  out->data[length] = 0;
  out->length = length;
  return sr_ok_status();
}

sr_status_t sr_source_text_copy(sr_allocator_t allocator, const char* text,
                                size_t length, sr_source_text_t* out) {
  memset(out, 0, sizeof(*out));
  if (length >= (SIZE_MAX >> 2)) {
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                          "source text of %zu bytes", length);
  }
  SR_RETURN_IF_ERROR(sr_source_text_reserve(allocator, out, length + 1, 0));
  if (length) memcpy(out->data, text, length);
  out->data[length] = 0;
  out->length = length;
  return sr_ok_status();
}

void sr_source_text_free(sr_allocator_t allocator, sr_source_text_t* text) {
  if (text->mapped) {
    munmap(text->data, text->mapped);
  } else {
    sr_allocator_free(allocator, text->data);
  }
  memset(text, 0, sizeof(*text));
}

bool sr_source_text_discard(sr_source_text_t* text, const char* begin,
                            size_t size) {
  if (!text->mapped || begin < text->data ||
      begin + size > text->data + text->length) {
    return false;
  }
  size_t page = sr_page_size();
  uintptr_t first = sr_round_up((uintptr_t)begin, page);
  uintptr_t last = ((uintptr_t)begin + size) / page * page;
  if (last <= first) return false;
  return madvise((void*)first, last - first, MADV_DONTNEED) == 0;
}
