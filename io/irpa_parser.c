// IREE parameter archive reader: walks the chain of linked headers and
// adds every entry (splat, data, external; skip entries are tombstones).
//
// Every offset comes from the file and is checked before use, without
// overflow; the checks follow IREE's irpa_parser.c and add what it leaves
// out (see README.md): each linked header is read at its own offset (IREE
// re-reads the first header's segments for every linked archive), headers
// must be 16-byte aligned, a partial last entry cannot wrap the remaining
// table size around, splat patterns must divide their length, and external
// entries are read (resolved against the archive's directory).

#include <inttypes.h>
#include <limits.h>
#include <string.h>

#include "io/irpa_format.h"
#include "io/param_formats.h"

typedef struct sr_irpa_reader_t {
  sr_parameter_index_t* index;
  const char* scope;
  sr_param_file_t* file;
  const uint8_t* data;
  uint64_t size;
  // The archive being read: its header offset and segments (absolute).
  uint64_t base;
  uint64_t entry_offset, entry_length;
  uint64_t metadata_offset, metadata_length;
  uint64_t storage_offset, storage_length;
} sr_irpa_reader_t;

// a + b <= limit, without overflow.
static bool sr_irpa_fits(uint64_t a, uint64_t b, uint64_t limit) {
  return a <= limit && b <= limit - a;
}

// Prefix for header-level messages: "'f.irpa'" or "'f.irpa' (archive at
// offset 4096)".
static void sr_irpa_where(const sr_irpa_reader_t* r, char* buffer,
                          size_t capacity) {
  if (r->base) {
    snprintf(buffer, capacity, "'%s' (archive at offset %" PRIu64 ")",
             r->file->path, r->base);
  } else {
    snprintf(buffer, capacity, "'%s'", r->file->path);
  }
}

// Prefix for entry messages: "'f.irpa': entry 3 ("name")".
static void sr_irpa_where_entry(const sr_irpa_reader_t* r, uint64_t ordinal,
                                const char* name, size_t name_length,
                                char* buffer, size_t capacity) {
  char where[PATH_MAX + 64];
  sr_irpa_where(r, where, sizeof(where));
  if (name) {
    snprintf(buffer, capacity, "%s: entry %" PRIu64 " (\"%.*s\")", where,
             ordinal, (int)(name_length > 128 ? 128 : name_length), name);
  } else {
    snprintf(buffer, capacity, "%s: entry %" PRIu64, where, ordinal);
  }
}

// Reads a (offset, length) range relative to the header into absolute
// terms and checks it lies in the file.
static sr_status_t sr_irpa_segment(const sr_irpa_reader_t* r, uint64_t field,
                                   const char* what, uint64_t* out_offset,
                                   uint64_t* out_length) {
  const uint8_t* p = r->data + r->base + field;
  uint64_t offset = sr__load_le_u64(p);
  uint64_t length = sr__load_le_u64(p + 8);
  if (!sr_irpa_fits(r->base, offset, r->size) ||
      !sr_irpa_fits(r->base + offset, length, r->size)) {
    char where[PATH_MAX + 64];
    sr_irpa_where(r, where, sizeof(where));
    return SR_MAKE_STATUS(SR_STATUS_DATA_LOSS,
                          "%s: the %s segment [%" PRIu64 ", +%" PRIu64
                          ") relative to the header ends past the end of the "
                          "%" PRIu64 "-byte file (truncated?)",
                          where, what, offset, length, r->size);
  }
  *out_offset = r->base + offset;
  *out_length = length;
  return sr_ok_status();
}

static sr_status_t sr_irpa_read_header(sr_irpa_reader_t* r,
                                       uint64_t* out_next) {
  char where[PATH_MAX + 64];
  sr_irpa_where(r, where, sizeof(where));
  if (r->base % SR_IRPA_HEADER_ALIGNMENT) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "%s: archive header at offset %" PRIu64
                          " is not aligned to %d bytes",
                          where, r->base, SR_IRPA_HEADER_ALIGNMENT);
  }
  if (!sr_irpa_fits(r->base, SR_IRPA_PREFIX_SIZE, r->size)) {
    return SR_MAKE_STATUS(SR_STATUS_DATA_LOSS,
                          "%s: not enough bytes for an archive header (the "
                          "file has %" PRIu64 "; empty or truncated?)",
                          where, r->size);
  }
  const uint8_t* h = r->data + r->base;
  uint32_t magic = sr__load_le_u32(h + SR_IRPA_H_MAGIC);
  if (magic != SR_IRPA_MAGIC) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "%s: archive magic missing or invalid (%08X; "
                          "expected %08X 'IRPA')",
                          where, magic, SR_IRPA_MAGIC);
  }
  uint16_t major = sr__load_le_u16(h + SR_IRPA_H_VERSION_MAJOR);
  uint16_t minor = sr__load_le_u16(h + SR_IRPA_H_VERSION_MINOR);
  uint64_t header_size = sr__load_le_u64(h + SR_IRPA_H_HEADER_SIZE);
  uint64_t next = sr__load_le_u64(h + SR_IRPA_H_NEXT_HEADER_OFFSET);
  if (major != 0 || minor != 0) {
    return SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED,
                          "%s: archive version %u.%u is not supported (this "
                          "reader knows 0.0)",
                          where, major, minor);
  }
  if (header_size != SR_IRPA_HEADER_V0_SIZE) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "%s: a version 0 header is %d bytes but this one "
                          "says %" PRIu64,
                          where, SR_IRPA_HEADER_V0_SIZE, header_size);
  }
  if (!sr_irpa_fits(r->base, header_size, r->size)) {
    return SR_MAKE_STATUS(SR_STATUS_DATA_LOSS,
                          "%s: the %" PRIu64
                          "-byte header ends past the end "
                          "of the %" PRIu64 "-byte file (truncated?)",
                          where, header_size, r->size);
  }
  if (next && !sr_irpa_fits(r->base, next, r->size)) {
    return SR_MAKE_STATUS(SR_STATUS_DATA_LOSS,
                          "%s: the linked header at offset +%" PRIu64
                          " is past the end of the %" PRIu64
                          "-byte file (truncated?)",
                          where, next, r->size);
  }
  SR_RETURN_IF_ERROR(sr_irpa_segment(r, SR_IRPA_H_ENTRY_SEGMENT, "entry",
                                     &r->entry_offset, &r->entry_length));
  SR_RETURN_IF_ERROR(sr_irpa_segment(r, SR_IRPA_H_METADATA_SEGMENT, "metadata",
                                     &r->metadata_offset, &r->metadata_length));
  SR_RETURN_IF_ERROR(sr_irpa_segment(r, SR_IRPA_H_STORAGE_SEGMENT, "storage",
                                     &r->storage_offset, &r->storage_length));
  *out_next = next;
  return sr_ok_status();
}

// A metadata-segment range of the entry at |e| (name, metadata or path).
static sr_status_t sr_irpa_metadata_ref(const sr_irpa_reader_t* r,
                                        const uint8_t* e, uint64_t field,
                                        const char* what, const char* where,
                                        const uint8_t** out_data,
                                        uint64_t* out_length) {
  uint64_t offset = sr__load_le_u64(e + field);
  uint64_t length = sr__load_le_u64(e + field + 8);
  *out_data = NULL;
  *out_length = 0;
  if (!length) return sr_ok_status();
  if (!sr_irpa_fits(offset, length, r->metadata_length)) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "%s: its %s [%" PRIu64 ", +%" PRIu64
                          ") is outside the %" PRIu64 "-byte metadata segment",
                          where, what, offset, length, r->metadata_length);
  }
  *out_data = r->data + r->metadata_offset + offset;
  *out_length = length;
  return sr_ok_status();
}

static sr_status_t sr_irpa_check_alignment(uint64_t alignment,
                                           const char* where) {
  if (alignment & (alignment - 1)) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "%s: minimum alignment %" PRIu64
                          " is not a power of two",
                          where, alignment);
  }
  return sr_ok_status();
}

static sr_status_t sr_irpa_add_splat(sr_irpa_reader_t* r, const uint8_t* e,
                                     uint64_t entry_size,
                                     sr_parameter_entry_info_t* info,
                                     const char* where) {
  if (entry_size < SR_IRPA_SPLAT_ENTRY_SIZE) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "%s: a splat entry needs %d bytes but has %" PRIu64,
                          where, SR_IRPA_SPLAT_ENTRY_SIZE, entry_size);
  }
  info->storage = SR_PARAMETER_STORAGE_SPLAT;
  info->length = sr__load_le_u64(e + SR_IRPA_S_LENGTH);
  uint8_t n = e[SR_IRPA_S_PATTERN_LENGTH];
  if (n == 0 || n > SR_IRPA_MAX_PATTERN_LENGTH || (n & (n - 1))) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "%s: splat pattern length %u is not 1, 2, 4, 8 or "
                          "16",
                          where, n);
  }
  if (info->length % n) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "%s: splat pattern length %u does not divide its "
                          "length %" PRIu64,
                          where, n, info->length);
  }
  info->pattern_length = n;
  memcpy(info->pattern, e + SR_IRPA_S_PATTERN, n);
  return sr__param_index_add(r->index, info, NULL);
}

static sr_status_t sr_irpa_add_data(sr_irpa_reader_t* r, const uint8_t* e,
                                    uint64_t entry_size,
                                    sr_parameter_entry_info_t* info,
                                    const char* where) {
  if (entry_size < SR_IRPA_DATA_ENTRY_SIZE) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "%s: a data entry needs %d bytes but has %" PRIu64,
                          where, SR_IRPA_DATA_ENTRY_SIZE, entry_size);
  }
  uint64_t offset = sr__load_le_u64(e + SR_IRPA_D_STORAGE);
  uint64_t length = sr__load_le_u64(e + SR_IRPA_D_STORAGE + 8);
  if (length && !sr_irpa_fits(offset, length, r->storage_length)) {
    return SR_MAKE_STATUS(SR_STATUS_DATA_LOSS,
                          "%s: its data [%" PRIu64 ", +%" PRIu64
                          ") ends past the %" PRIu64
                          "-byte storage segment (truncated?)",
                          where, offset, length, r->storage_length);
  }
  info->storage = SR_PARAMETER_STORAGE_FILE;
  info->length = length;
  info->offset = length ? r->storage_offset + offset : 0;
  info->path = r->file->path;
  return sr__param_index_add(r->index, info, r->file);
}

// "dir/of/archive.irpa" + "w.bin" -> "dir/of/w.bin" (absolute paths stay).
static void sr_irpa_resolve_path(const char* archive, const uint8_t* path,
                                 uint64_t path_length, char* buffer,
                                 size_t capacity) {
  const char* slash = strrchr(archive, '/');
  if (path[0] == '/' || !slash) {
    snprintf(buffer, capacity, "%.*s", (int)path_length, (const char*)path);
  } else {
    snprintf(buffer, capacity, "%.*s/%.*s", (int)(slash - archive), archive,
             (int)path_length, (const char*)path);
  }
}

static sr_status_t sr_irpa_add_external(sr_irpa_reader_t* r, const uint8_t* e,
                                        uint64_t entry_size,
                                        sr_parameter_entry_info_t* info,
                                        const char* where) {
  if (entry_size < SR_IRPA_EXTERNAL_ENTRY_SIZE) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "%s: an external entry needs %d bytes but has "
                          "%" PRIu64,
                          where, SR_IRPA_EXTERNAL_ENTRY_SIZE, entry_size);
  }
  const uint8_t* path = NULL;
  uint64_t path_length = 0;
  SR_RETURN_IF_ERROR(sr_irpa_metadata_ref(r, e, SR_IRPA_X_PATH, "path", where,
                                          &path, &path_length));
  if (!path_length || path_length >= PATH_MAX ||
      memchr(path, 0, (size_t)path_length)) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "%s: external entry without a valid path", where);
  }
  char resolved[PATH_MAX * 2];
  sr_irpa_resolve_path(r->file->path, path, path_length, resolved,
                       sizeof(resolved));
  sr_param_file_t* external = NULL;
  sr_status_t status =
      sr__param_index_open_file(r->index, resolved, r->file->mode, &external);
  if (status) {
    return sr_status_annotate_f(status, "opening the external file of %s",
                                where);
  }
  uint64_t offset = sr__load_le_u64(e + SR_IRPA_X_RANGE);
  uint64_t length = sr__load_le_u64(e + SR_IRPA_X_RANGE + 8);
  if (!sr_irpa_fits(offset, length, external->size)) {
    return SR_MAKE_STATUS(SR_STATUS_DATA_LOSS,
                          "%s: its data [%" PRIu64 ", +%" PRIu64
                          ") ends past the end of the external file '%s' "
                          "(%" PRIu64 " bytes)",
                          where, offset, length, resolved, external->size);
  }
  info->storage = SR_PARAMETER_STORAGE_FILE;
  info->length = length;
  info->offset = offset;
  info->path = external->path;
  return sr__param_index_add(r->index, info, external);
}

static sr_status_t sr_irpa_read_entries(sr_irpa_reader_t* r) {
  const uint8_t* h = r->data + r->base;
  uint64_t count = sr__load_le_u64(h + SR_IRPA_H_ENTRY_COUNT);
  uint64_t cursor = r->entry_offset;
  uint64_t remaining = r->entry_length;
  char where[PATH_MAX + 256];
  for (uint64_t i = 0; i < count; ++i) {
    sr_irpa_where_entry(r, i, NULL, 0, where, sizeof(where));
    if (remaining < SR_IRPA_ENTRY_HEADER_SIZE) {
      return SR_MAKE_STATUS(SR_STATUS_DATA_LOSS,
                            "%s: the entry table ends (%" PRIu64
                            " bytes) before entry %" PRIu64 " of %" PRIu64,
                            where, r->entry_length, i, count);
    }
    const uint8_t* e = r->data + cursor;
    uint64_t entry_size = sr__load_le_u64(e + SR_IRPA_E_ENTRY_SIZE);
    if (entry_size < SR_IRPA_ENTRY_HEADER_SIZE || entry_size > remaining) {
      return SR_MAKE_STATUS(SR_STATUS_DATA_LOSS,
                            "%s: entry size %" PRIu64
                            " does not fit the %" PRIu64
                            " bytes left in the entry table",
                            where, entry_size, remaining);
    }
    uint64_t aligned = sr_irpa_align(entry_size, SR_IRPA_ENTRY_ALIGNMENT);
    cursor += aligned;
    remaining = aligned < remaining ? remaining - aligned : 0;

    const uint8_t* name = NULL;
    uint64_t name_length = 0;
    SR_RETURN_IF_ERROR(sr_irpa_metadata_ref(r, e, SR_IRPA_E_NAME, "name", where,
                                            &name, &name_length));
    sr_irpa_where_entry(r, i, (const char*)name, (size_t)name_length, where,
                        sizeof(where));
    sr_parameter_entry_info_t info;
    memset(&info, 0, sizeof(info));
    info.scope = r->scope;
    info.scope_length = strlen(r->scope);
    info.key = name ? (const char*)name : "";
    info.key_length = (size_t)name_length;
    const uint8_t* metadata = NULL;
    uint64_t metadata_length = 0;
    SR_RETURN_IF_ERROR(sr_irpa_metadata_ref(r, e, SR_IRPA_E_METADATA,
                                            "metadata", where, &metadata,
                                            &metadata_length));
    info.metadata = metadata;
    info.metadata_length = (size_t)metadata_length;
    info.source_path = r->file->path;
    info.source_format = SR_PARAMETER_FORMAT_IRPA;
    SR_RETURN_IF_ERROR(sr_irpa_check_alignment(
        sr__load_le_u64(e + SR_IRPA_E_MINIMUM_ALIGNMENT), where));
    uint32_t type = sr__load_le_u32(e + SR_IRPA_E_TYPE);
    switch (type) {
      case SR_IRPA_ENTRY_SKIP:
        break;
      case SR_IRPA_ENTRY_SPLAT:
        SR_RETURN_IF_ERROR(sr_irpa_add_splat(r, e, entry_size, &info, where));
        break;
      case SR_IRPA_ENTRY_DATA:
        SR_RETURN_IF_ERROR(sr_irpa_add_data(r, e, entry_size, &info, where));
        break;
      case SR_IRPA_ENTRY_EXTERNAL:
        SR_RETURN_IF_ERROR(
            sr_irpa_add_external(r, e, entry_size, &info, where));
        break;
      default:
        return SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED,
                              "%s: entry type %u is not one this reader "
                              "knows (0 skip, 1 splat, 2 data, 3 external)",
                              where, type);
    }
  }
  return sr_ok_status();
}

sr_status_t sr__irpa_parse(sr_parameter_index_t* index, const char* scope,
                           sr_param_file_t* file, const uint8_t* data) {
  sr_irpa_reader_t r;
  memset(&r, 0, sizeof(r));
  r.index = index;
  r.scope = scope;
  r.file = file;
  r.data = data;
  r.size = file->size;
  // Each link moves strictly forward (next > 0), so the chain ends.
  for (;;) {
    uint64_t next = 0;
    SR_RETURN_IF_ERROR(sr_irpa_read_header(&r, &next));
    SR_RETURN_IF_ERROR(sr_irpa_read_entries(&r));
    if (!next) return sr_ok_status();
    r.base += next;
  }
}
