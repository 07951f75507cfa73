// IREE parameter archive writer (sr_parameter_archive_builder_t).
//
// The layout is IREE's iree_io_parameter_archive_builder's, byte for byte,
// so that archives made here and by iree-create-parameters /
// iree-convert-parameters from the same entries compare equal:
//   - the entry table starts at align(88, 16) = 96; each entry is 16-byte
//     aligned and the table's length ends at the last entry's last byte;
//   - the metadata segment follows directly: per entry its name, then its
//     metadata blob (then, for external entries, the path); a zero-length
//     reference has offset 0;
//   - the storage segment starts at the metadata's end aligned to the data
//     entries' alignment (1 when there is none; IREE takes the first entry's,
//     we the largest, which is the same when they agree, as they do in
//     everything IREE's tools write); each data entry sits at its own
//     alignment after the previous one;
//   - the file is zero-padded to a multiple of 4096 bytes.
// One difference: a data entry records the alignment it was given as its
// minimum_alignment (IREE always writes 64).

#define _GNU_SOURCE 1  // pread/pwrite, ftruncate, O_CLOEXEC

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "io/irpa_format.h"
#include "io/param_formats.h"

typedef struct sr_irpa_builder_entry_t {
  uint32_t type;  // enum sr_irpa_entry_type_e
  char* name;
  size_t name_length;
  uint8_t* metadata;
  size_t metadata_length;
  uint64_t length;
  uint8_t pattern[16];  // splats; data entries filled with a pattern
  uint8_t pattern_length;
  uint64_t alignment;                  // data
  uint64_t storage_offset;             // data: relative to the storage segment
  uint8_t* data;                       // data: owned copy, or NULL
  sr_parameter_index_t* source_index;  // data copied from an index entry
  size_t source_i;
  char* path;  // external
  uint64_t external_offset;
} sr_irpa_builder_entry_t;

struct sr_parameter_archive_builder_t {
  sr_allocator_t allocator;
  size_t count;
  size_t capacity;
  sr_irpa_builder_entry_t* entries;
  uint64_t entry_segment_size;
  uint64_t metadata_segment_size;
  uint64_t storage_segment_size;
  uint64_t storage_alignment;  // the largest data alignment, 0 until one
};

sr_status_t sr_parameter_archive_builder_create(
    sr_allocator_t allocator, sr_parameter_archive_builder_t** out_builder) {
  *out_builder = NULL;
  sr_parameter_archive_builder_t* builder = NULL;
  SR_RETURN_IF_ERROR(
      sr_allocator_calloc(allocator, sizeof(*builder), (void**)&builder));
  builder->allocator = allocator;
  *out_builder = builder;
  return sr_ok_status();
}

void sr_parameter_archive_builder_release(
    sr_parameter_archive_builder_t* builder) {
  if (!builder) return;
  for (size_t i = 0; i < builder->count; ++i) {
    sr_irpa_builder_entry_t* e = &builder->entries[i];
    sr_allocator_free(builder->allocator, e->name);
    sr_allocator_free(builder->allocator, e->metadata);
    sr_allocator_free(builder->allocator, e->data);
    sr_allocator_free(builder->allocator, e->path);
    sr_parameter_index_release(e->source_index);
  }
  sr_allocator_free(builder->allocator, builder->entries);
  sr_allocator_free(builder->allocator, builder);
}

static sr_status_t sr_irpa_copy_bytes(sr_allocator_t allocator,
                                      const void* data, size_t length,
                                      void** out) {
  *out = NULL;
  if (!length) return sr_ok_status();
  SR_RETURN_IF_ERROR(sr_allocator_malloc(allocator, length + 1, out));
  memcpy(*out, data, length);
  ((char*)*out)[length] = 0;
  return sr_ok_status();
}

// Appends an entry of |type| with its name and metadata; |entry_bytes| is
// its size in the table.
static sr_status_t sr_irpa_builder_push(sr_parameter_archive_builder_t* b,
                                        uint32_t type, const char* key,
                                        size_t key_length, const void* metadata,
                                        size_t metadata_length,
                                        uint64_t entry_bytes,
                                        sr_irpa_builder_entry_t** out) {
  if (b->count == b->capacity) {
    size_t capacity = b->capacity ? b->capacity * 2 : 16;
    void* grown = b->entries;
    SR_RETURN_IF_ERROR(sr_allocator_realloc(
        b->allocator, capacity * sizeof(sr_irpa_builder_entry_t), &grown));
    b->entries = grown;
    b->capacity = capacity;
  }
  sr_irpa_builder_entry_t* e = &b->entries[b->count];
  memset(e, 0, sizeof(*e));
  e->type = type;
  sr_status_t status =
      sr_irpa_copy_bytes(b->allocator, key, key_length, (void**)&e->name);
  if (!status) {
    status = sr_irpa_copy_bytes(b->allocator, metadata, metadata_length,
                                (void**)&e->metadata);
  }
  if (status) {
    sr_allocator_free(b->allocator, e->name);
    return status;
  }
  e->name_length = key_length;
  e->metadata_length = metadata_length;
  ++b->count;
  b->entry_segment_size =
      sr_irpa_align(b->entry_segment_size, SR_IRPA_ENTRY_ALIGNMENT) +
      entry_bytes;
  b->metadata_segment_size += key_length + metadata_length;
  *out = e;
  return sr_ok_status();
}

static bool sr_irpa_valid_pattern_length(uint8_t n) {
  return n && n <= SR_IRPA_MAX_PATTERN_LENGTH && !(n & (n - 1));
}

sr_status_t sr_parameter_archive_builder_add_splat(
    sr_parameter_archive_builder_t* builder, const char* key, size_t key_length,
    const void* metadata, size_t metadata_length, const void* pattern,
    uint8_t pattern_length, uint64_t length) {
  if (!sr_irpa_valid_pattern_length(pattern_length) ||
      length % pattern_length) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "splat \"%.*s\": pattern length %u is not 1, 2, 4, "
                          "8 or 16, or does not divide its length %" PRIu64,
                          (int)key_length, key, pattern_length, length);
  }
  sr_irpa_builder_entry_t* e = NULL;
  SR_RETURN_IF_ERROR(sr_irpa_builder_push(builder, SR_IRPA_ENTRY_SPLAT, key,
                                          key_length, metadata, metadata_length,
                                          SR_IRPA_SPLAT_ENTRY_SIZE, &e));
  e->length = length;
  e->pattern_length = pattern_length;
  memcpy(e->pattern, pattern, pattern_length);
  return sr_ok_status();
}

// Reserves |length| bytes of storage for data entry |e|.
static sr_status_t sr_irpa_builder_reserve(sr_parameter_archive_builder_t* b,
                                           sr_irpa_builder_entry_t* e,
                                           uint64_t alignment,
                                           uint64_t length) {
  if (!alignment) alignment = SR_IRPA_DEFAULT_DATA_ALIGNMENT;
  if (alignment & (alignment - 1)) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "data \"%.*s\": alignment %" PRIu64
                          " is not a power of two",
                          (int)e->name_length, e->name, alignment);
  }
  e->alignment = alignment;
  e->length = length;
  e->storage_offset = sr_irpa_align(b->storage_segment_size, alignment);
  b->storage_segment_size = e->storage_offset + length;
  // IREE aligns the storage segment to the first data entry's alignment;
  // the largest keeps every entry aligned in the file too, and is the same
  // when all entries share one alignment (as IREE's tools make them).
  if (alignment > b->storage_alignment) b->storage_alignment = alignment;
  return sr_ok_status();
}

sr_status_t sr_parameter_archive_builder_add_data(
    sr_parameter_archive_builder_t* builder, const char* key, size_t key_length,
    const void* metadata, size_t metadata_length, uint64_t alignment,
    uint64_t length, const void* data, const void* fill_pattern,
    uint8_t fill_pattern_length) {
  if (fill_pattern_length &&
      (!sr_irpa_valid_pattern_length(fill_pattern_length) ||
       length % fill_pattern_length)) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "data \"%.*s\": fill pattern of %u bytes for a "
                          "length of %" PRIu64,
                          (int)key_length, key, fill_pattern_length, length);
  }
  if (data && length > SIZE_MAX / 2) {
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                          "data \"%.*s\" is too large", (int)key_length, key);
  }
  sr_irpa_builder_entry_t* e = NULL;
  SR_RETURN_IF_ERROR(sr_irpa_builder_push(builder, SR_IRPA_ENTRY_DATA, key,
                                          key_length, metadata, metadata_length,
                                          SR_IRPA_DATA_ENTRY_SIZE, &e));
  SR_RETURN_IF_ERROR(sr_irpa_builder_reserve(builder, e, alignment, length));
  if (data) {
    SR_RETURN_IF_ERROR(sr_irpa_copy_bytes(builder->allocator, data,
                                          (size_t)length, (void**)&e->data));
  } else if (fill_pattern_length) {
    e->pattern_length = fill_pattern_length;
    memcpy(e->pattern, fill_pattern, fill_pattern_length);
  }
  return sr_ok_status();
}

sr_status_t sr_parameter_archive_builder_add_from_index(
    sr_parameter_archive_builder_t* builder, sr_parameter_index_t* index,
    size_t i, const char* key, size_t key_length) {
  const sr_parameter_entry_info_t* info = sr_parameter_index_entry(index, i);
  if (!info) {
    return SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE, "no index entry %zu", i);
  }
  if (!key) {
    key = info->key;
    key_length = info->key_length;
  }
  if (info->storage == SR_PARAMETER_STORAGE_SPLAT) {
    return sr_parameter_archive_builder_add_splat(
        builder, key, key_length, info->metadata, info->metadata_length,
        info->pattern, info->pattern_length, info->length);
  }
  sr_irpa_builder_entry_t* e = NULL;
  SR_RETURN_IF_ERROR(sr_irpa_builder_push(
      builder, SR_IRPA_ENTRY_DATA, key, key_length, info->metadata,
      info->metadata_length, SR_IRPA_DATA_ENTRY_SIZE, &e));
  SR_RETURN_IF_ERROR(sr_irpa_builder_reserve(
      builder, e, SR_IRPA_DEFAULT_DATA_ALIGNMENT, info->length));
  sr_parameter_index_retain(index);
  e->source_index = index;
  e->source_i = i;
  return sr_ok_status();
}

sr_status_t sr_parameter_archive_builder_add_external(
    sr_parameter_archive_builder_t* builder, const char* key, size_t key_length,
    const char* path, uint64_t offset, uint64_t length) {
  size_t path_length = strlen(path);
  if (!path_length) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "external \"%.*s\" needs a path", (int)key_length,
                          key);
  }
  sr_irpa_builder_entry_t* e = NULL;
  SR_RETURN_IF_ERROR(sr_irpa_builder_push(builder, SR_IRPA_ENTRY_EXTERNAL, key,
                                          key_length, NULL, 0,
                                          SR_IRPA_EXTERNAL_ENTRY_SIZE, &e));
  SR_RETURN_IF_ERROR(sr_irpa_copy_bytes(builder->allocator, path, path_length,
                                        (void**)&e->path));
  builder->metadata_segment_size += path_length;
  e->external_offset = offset;
  e->length = length;
  return sr_ok_status();
}

sr_status_t sr_parameter_archive_builder_add_skip(
    sr_parameter_archive_builder_t* builder, const char* key,
    size_t key_length) {
  // A skip entry is an entry header alone; IREE's tools turn entries into
  // tombstones by rewriting their type, which keeps their size: use the data
  // entry's so a tombstone here looks like one made that way.
  sr_irpa_builder_entry_t* e = NULL;
  return sr_irpa_builder_push(builder, SR_IRPA_ENTRY_SKIP, key, key_length,
                              NULL, 0, SR_IRPA_DATA_ENTRY_SIZE, &e);
}

//===----------------------------------------------------------------------===//
// Layout and writing
//===----------------------------------------------------------------------===//

typedef struct sr_irpa_layout_t {
  uint64_t entry_offset;     // relative to the header
  uint64_t metadata_offset;  // relative to the header
  uint64_t storage_offset;   // relative to the header
  uint64_t total_size;       // padded to the file alignment
} sr_irpa_layout_t;

static sr_irpa_layout_t sr_irpa_builder_layout(
    const sr_parameter_archive_builder_t* b) {
  sr_irpa_layout_t l;
  l.entry_offset =
      sr_irpa_align(SR_IRPA_HEADER_V0_SIZE, SR_IRPA_ENTRY_ALIGNMENT);
  l.metadata_offset = l.entry_offset + b->entry_segment_size;
  l.storage_offset =
      sr_irpa_align(l.metadata_offset + b->metadata_segment_size,
                    b->storage_alignment ? b->storage_alignment : 1);
  l.total_size = sr_irpa_align(l.storage_offset + b->storage_segment_size,
                               SR_IRPA_FILE_ALIGNMENT);
  return l;
}

static void sr_irpa_store_u64(uint8_t* p, uint64_t v) {
  for (int i = 0; i < 8; ++i) p[i] = (uint8_t)(v >> (8 * i));
}
static void sr_irpa_store_u32(uint8_t* p, uint32_t v) {
  for (int i = 0; i < 4; ++i) p[i] = (uint8_t)(v >> (8 * i));
}

// Encodes the header, the entry table and the metadata segment into
// |block| (l.storage_offset bytes, zeroed).
static void sr_irpa_builder_encode(const sr_parameter_archive_builder_t* b,
                                   const sr_irpa_layout_t* l, uint8_t* block) {
  sr_irpa_store_u32(block + SR_IRPA_H_MAGIC, SR_IRPA_MAGIC);
  sr_irpa_store_u64(block + SR_IRPA_H_HEADER_SIZE, SR_IRPA_HEADER_V0_SIZE);
  sr_irpa_store_u64(block + SR_IRPA_H_ENTRY_COUNT, b->count);
  sr_irpa_store_u64(block + SR_IRPA_H_ENTRY_SEGMENT, l->entry_offset);
  sr_irpa_store_u64(block + SR_IRPA_H_ENTRY_SEGMENT + 8, b->entry_segment_size);
  sr_irpa_store_u64(block + SR_IRPA_H_METADATA_SEGMENT, l->metadata_offset);
  sr_irpa_store_u64(block + SR_IRPA_H_METADATA_SEGMENT + 8,
                    b->metadata_segment_size);
  sr_irpa_store_u64(block + SR_IRPA_H_STORAGE_SEGMENT, l->storage_offset);
  sr_irpa_store_u64(block + SR_IRPA_H_STORAGE_SEGMENT + 8,
                    b->storage_segment_size);
  uint64_t cursor = l->entry_offset;
  uint64_t metadata = 0;
  uint8_t* meta_base = block + l->metadata_offset;
  for (size_t i = 0; i < b->count; ++i) {
    const sr_irpa_builder_entry_t* e = &b->entries[i];
    cursor = sr_irpa_align(cursor, SR_IRPA_ENTRY_ALIGNMENT);
    uint8_t* p = block + cursor;
    uint64_t size = e->type == SR_IRPA_ENTRY_SPLAT ? SR_IRPA_SPLAT_ENTRY_SIZE
                    : e->type == SR_IRPA_ENTRY_EXTERNAL
                        ? SR_IRPA_EXTERNAL_ENTRY_SIZE
                        : SR_IRPA_DATA_ENTRY_SIZE;
    sr_irpa_store_u64(p + SR_IRPA_E_ENTRY_SIZE, size);
    sr_irpa_store_u32(p + SR_IRPA_E_TYPE, e->type);
    sr_irpa_store_u64(p + SR_IRPA_E_NAME, metadata);
    sr_irpa_store_u64(p + SR_IRPA_E_NAME + 8, e->name_length);
    if (e->name_length) memcpy(meta_base + metadata, e->name, e->name_length);
    metadata += e->name_length;
    if (e->metadata_length) {
      sr_irpa_store_u64(p + SR_IRPA_E_METADATA, metadata);
      sr_irpa_store_u64(p + SR_IRPA_E_METADATA + 8, e->metadata_length);
      memcpy(meta_base + metadata, e->metadata, e->metadata_length);
      metadata += e->metadata_length;
    }
    switch (e->type) {
      case SR_IRPA_ENTRY_SPLAT:
        sr_irpa_store_u64(p + SR_IRPA_S_LENGTH, e->length);
        memcpy(p + SR_IRPA_S_PATTERN, e->pattern, e->pattern_length);
        p[SR_IRPA_S_PATTERN_LENGTH] = e->pattern_length;
        break;
      case SR_IRPA_ENTRY_DATA:
        sr_irpa_store_u64(p + SR_IRPA_E_MINIMUM_ALIGNMENT, e->alignment);
        sr_irpa_store_u64(p + SR_IRPA_D_STORAGE, e->storage_offset);
        sr_irpa_store_u64(p + SR_IRPA_D_STORAGE + 8, e->length);
        break;
      case SR_IRPA_ENTRY_EXTERNAL: {
        size_t n = strlen(e->path);
        sr_irpa_store_u64(p + SR_IRPA_X_PATH, metadata);
        sr_irpa_store_u64(p + SR_IRPA_X_PATH + 8, n);
        memcpy(meta_base + metadata, e->path, n);
        metadata += n;
        sr_irpa_store_u64(p + SR_IRPA_X_RANGE, e->external_offset);
        sr_irpa_store_u64(p + SR_IRPA_X_RANGE + 8, e->length);
        break;
      }
      default:
        break;
    }
    cursor += size;
  }
}

static sr_status_t sr_irpa_errno(const char* what, const char* path) {
  int error = errno;
  return SR_MAKE_STATUS(error == ENOENT   ? SR_STATUS_NOT_FOUND
                        : error == EACCES ? SR_STATUS_PERMISSION_DENIED
                                          : SR_STATUS_UNAVAILABLE,
                        "cannot %s '%s': %s", what, path, strerror(error));
}

static sr_status_t sr_irpa_pwrite(int fd, const char* path, uint64_t offset,
                                  const void* data, uint64_t length) {
  const uint8_t* bytes = (const uint8_t*)data;
  while (length) {
    size_t chunk = length > (1u << 30) ? (1u << 30) : (size_t)length;
    ssize_t n = pwrite(fd, bytes, chunk, (off_t)offset);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return sr_irpa_errno("write", path);
    bytes += n;
    offset += (uint64_t)n;
    length -= (uint64_t)n;
  }
  return sr_ok_status();
}

// Writes the storage of data entry |e| at |offset| of |fd|, in chunks.
static sr_status_t sr_irpa_write_data(const sr_parameter_archive_builder_t* b,
                                      const sr_irpa_builder_entry_t* e, int fd,
                                      const char* path, uint64_t offset) {
  if (e->data) return sr_irpa_pwrite(fd, path, offset, e->data, e->length);
  if (!e->source_index && !e->pattern_length) return sr_ok_status();  // zeros
  const uint64_t kChunk = 1u << 20;
  uint8_t* buffer = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_malloc(
      b->allocator, (size_t)(e->length < kChunk ? e->length + 1 : kChunk),
      (void**)&buffer));
  sr_status_t status = sr_ok_status();
  sr_param_entry_t fill;
  memset(&fill, 0, sizeof(fill));
  memcpy(fill.info.pattern, e->pattern, sizeof(e->pattern));
  fill.info.pattern_length = e->pattern_length;
  for (uint64_t done = 0; !status && done < e->length;) {
    uint64_t n = e->length - done < kChunk ? e->length - done : kChunk;
    if (e->source_index) {
      status = sr_parameter_index_read(e->source_index, e->source_i, done, n,
                                       buffer);
    } else {
      sr__param_splat_fill(&fill, done, n, buffer);
    }
    if (!status) status = sr_irpa_pwrite(fd, path, offset + done, buffer, n);
    done += n;
  }
  sr_allocator_free(b->allocator, buffer);
  return status;
}

// Writes the whole archive with its header at |base| of the open |fd|.
static sr_status_t sr_irpa_builder_write_at(
    const sr_parameter_archive_builder_t* b, int fd, const char* path,
    uint64_t base) {
  sr_irpa_layout_t l = sr_irpa_builder_layout(b);
  uint8_t* block = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_calloc(b->allocator, (size_t)l.storage_offset,
                                         (void**)&block));
  sr_irpa_builder_encode(b, &l, block);
  sr_status_t status = sr_irpa_pwrite(fd, path, base, block, l.storage_offset);
  sr_allocator_free(b->allocator, block);
  // The padding and zero-filled entries come from extending the file.
  if (!status && ftruncate(fd, (off_t)(base + l.total_size)) != 0) {
    status = sr_irpa_errno("resize", path);
  }
  for (size_t i = 0; !status && i < b->count; ++i) {
    const sr_irpa_builder_entry_t* e = &b->entries[i];
    if (e->type != SR_IRPA_ENTRY_DATA) continue;
    status = sr_irpa_write_data(b, e, fd, path,
                                base + l.storage_offset + e->storage_offset);
  }
  return status;
}

sr_status_t sr_parameter_archive_builder_write(
    const sr_parameter_archive_builder_t* builder, const char* path) {
  int fd = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return sr_irpa_errno("create", path);
  // Only a regular file is removed on failure: unlinking /dev/full (or any
  // device or pipe the caller named) after a failed write would delete the
  // node itself.
  struct stat info;
  bool regular = fstat(fd, &info) == 0 && S_ISREG(info.st_mode);
  sr_status_t status = sr_irpa_builder_write_at(builder, fd, path, 0);
  if (close(fd) != 0 && !status) status = sr_irpa_errno("close", path);
  if (status && regular) unlink(path);  // nothing half-written stays behind
  return status;
}

// Offset of the last header in the chain of the archive open as |fd|.
static sr_status_t sr_irpa_find_last_header(int fd, const char* path,
                                            uint64_t size, uint64_t* out_base) {
  uint64_t base = 0;
  for (;;) {
    uint8_t prefix[SR_IRPA_PREFIX_SIZE];
    if (base == 0 && size < sizeof(prefix)) {
      return SR_MAKE_STATUS(
          SR_STATUS_INVALID_ARGUMENT,
          "'%s' is not a parameter archive (%" PRIu64 " bytes)", path, size);
    }
    if (base > size || size - base < sizeof(prefix) ||
        pread(fd, prefix, sizeof(prefix), (off_t)base) !=
            (ssize_t)sizeof(prefix)) {
      return SR_MAKE_STATUS(SR_STATUS_DATA_LOSS,
                            "'%s': no archive header at offset %" PRIu64, path,
                            base);
    }
    if (sr__load_le_u32(prefix) != SR_IRPA_MAGIC) {
      return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                            "'%s' is not a parameter archive (no magic at "
                            "offset %" PRIu64 ")",
                            path, base);
    }
    uint64_t next = sr__load_le_u64(prefix + SR_IRPA_H_NEXT_HEADER_OFFSET);
    if (!next) break;
    if (next > size - base) {
      return SR_MAKE_STATUS(SR_STATUS_DATA_LOSS,
                            "'%s': linked header past the end of the file",
                            path);
    }
    base += next;
  }
  *out_base = base;
  return sr_ok_status();
}

sr_status_t sr_parameter_archive_builder_append(
    const sr_parameter_archive_builder_t* builder, const char* path) {
  int fd = open(path, O_RDWR | O_CLOEXEC);
  if (fd < 0) return sr_irpa_errno("open", path);
  struct stat st;
  sr_status_t status = sr_ok_status();
  uint64_t last = 0;
  if (fstat(fd, &st) != 0) status = sr_irpa_errno("stat", path);
  uint64_t size = status ? 0 : (uint64_t)st.st_size;
  if (!status) status = sr_irpa_find_last_header(fd, path, size, &last);
  uint64_t base = sr_irpa_align(size, SR_IRPA_FILE_ALIGNMENT);
  if (!status) status = sr_irpa_builder_write_at(builder, fd, path, base);
  if (!status) {
    // Link last -> new only once the new archive is complete, so a failed
    // append leaves the original chain intact.
    uint8_t link[8];
    sr_irpa_store_u64(link, base - last);
    status = sr_irpa_pwrite(fd, path, last + SR_IRPA_H_NEXT_HEADER_OFFSET, link,
                            sizeof(link));
  }
  if (status && ftruncate(fd, (off_t)size) != 0) {
    status = sr_status_annotate_f(status, "and could not restore the size");
  }
  if (close(fd) != 0 && !status) status = sr_irpa_errno("close", path);
  return status;
}
