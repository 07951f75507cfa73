// The parameter index: entries, scopes, the (scope, key) hash table, file
// sharing, synchronous reads and writes, and IREE's dump format.

#include "io/param_index.h"

#include <inttypes.h>
#include <string.h>

#include "core/base/string_view.h"
#include "io/param_formats.h"

typedef struct sr_param_scope_t {
  char* name;  // NUL-terminated copy
  // The files added under this scope, "'a.irpa', 'b.gguf'" (for messages).
  char* sources;
  size_t sources_length;
} sr_param_scope_t;

struct sr_parameter_index_t {
  _Atomic int32_t ref_count;
  sr_allocator_t allocator;
  size_t count;
  size_t capacity;
  sr_param_entry_t** entries;
  // Open addressing over (scope, key): slot = entry index + 1, 0 = empty.
  // Power-of-two capacity, grown at 50% load. Duplicates keep the first.
  size_t table_capacity;
  uint32_t* table;
  size_t file_count;
  sr_param_file_t** files;  // distinct paths opened by this index
  size_t scope_count;
  sr_param_scope_t* scopes;
};

//===----------------------------------------------------------------------===//
// Modes
//===----------------------------------------------------------------------===//

sr_status_t sr_parameter_mode_parse(const char* text,
                                    sr_parameter_mode_t* out_mode) {
  if (strcmp(text, "mmap") == 0) {
    *out_mode = SR_PARAMETER_MODE_MMAP;
  } else if (strcmp(text, "preload") == 0) {
    *out_mode = SR_PARAMETER_MODE_PRELOAD;
  } else if (strcmp(text, "file") == 0) {
    *out_mode = SR_PARAMETER_MODE_FILE;
  } else {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "unknown parameter mode '%s' (expected mmap, "
                          "preload or file)",
                          text);
  }
  return sr_ok_status();
}

const char* sr_parameter_mode_name(sr_parameter_mode_t mode) {
  switch (mode) {
    case SR_PARAMETER_MODE_MMAP:
      return "mmap";
    case SR_PARAMETER_MODE_PRELOAD:
      return "preload";
    case SR_PARAMETER_MODE_FILE:
      return "file";
  }
  return "?";
}

//===----------------------------------------------------------------------===//
// Names and messages
//===----------------------------------------------------------------------===//

// Appends |text| quoted, with bytes that are not printable ASCII (and `"`,
// `\`) escaped as MLIR string literals escape them (`\FF`): names come
// from programs and files, and a message must stay readable text.
static size_t sr_param_append_quoted(char* buffer, size_t capacity, size_t used,
                                     const char* text, size_t length) {
  static const char kHex[] = "0123456789ABCDEF";
  char piece[4];
  for (size_t i = 0; i <= length + 1; ++i) {
    size_t n = 0;
    if (i == 0 || i == length + 1) {
      piece[n++] = '"';
    } else {
      unsigned char c = (unsigned char)text[i - 1];
      if (c >= 0x20 && c < 0x7F && c != '"' && c != '\\') {
        piece[n++] = (char)c;
      } else {
        piece[n++] = '\\';
        piece[n++] = kHex[c >> 4];
        piece[n++] = kHex[c & 15];
      }
    }
    if (used + n >= capacity) break;
    memcpy(buffer + used, piece, n);
    used += n;
  }
  buffer[used] = 0;
  return used;
}

void sr__param_format_name(const char* scope, size_t scope_length,
                           const char* key, size_t key_length, char* buffer,
                           size_t capacity) {
  if (!capacity) return;
  buffer[0] = 0;
  size_t used = 0;
  if (scope_length) {
    used = sr_param_append_quoted(buffer, capacity, used, scope, scope_length);
    if (used + 2 < capacity) {
      memcpy(buffer + used, "::", 3);
      used += 2;
    }
  }
  sr_param_append_quoted(buffer, capacity, used, key, key_length);
}

sr_status_t sr__param_entry_check_range(const sr_param_entry_t* entry,
                                        uint64_t offset, uint64_t length,
                                        const char* verb) {
  if (offset <= entry->info.length && length <= entry->info.length - offset) {
    return sr_ok_status();
  }
  char name[256];
  sr__param_format_name(entry->info.scope, entry->info.scope_length,
                        entry->info.key, entry->info.key_length, name,
                        sizeof(name));
  return SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE,
                        "%s of bytes [%" PRIu64 ", %" PRIu64
                        ") is out of range of parameter %s in '%s' (%" PRIu64
                        " bytes)",
                        verb, offset, offset + length, name,
                        entry->info.source_path, entry->info.length);
}

void sr__param_splat_fill(const sr_param_entry_t* entry, uint64_t offset,
                          uint64_t length, uint8_t* buffer) {
  uint32_t n = entry->info.pattern_length ? entry->info.pattern_length : 1;
  const uint8_t* pattern = entry->info.pattern;
  if (n == 1) {
    memset(buffer, pattern[0], (size_t)length);
    return;
  }
  // Phase of the pattern at |offset|, then doubling copies.
  uint64_t phase = offset % n;
  uint64_t first = length < n ? length : n;
  for (uint64_t i = 0; i < first; ++i) buffer[i] = pattern[(phase + i) % n];
  uint64_t done = first;
  while (done < length) {
    uint64_t chunk = done <= length - done ? done : length - done;
    // Copy whole periods only so the phase stays right.
    chunk -= chunk % n;
    if (!chunk) chunk = length - done < n ? length - done : n;
    memcpy(buffer + done, buffer, (size_t)chunk);
    done += chunk;
  }
}

//===----------------------------------------------------------------------===//
// Create, release
//===----------------------------------------------------------------------===//

sr_status_t sr_parameter_index_create(sr_allocator_t allocator,
                                      sr_parameter_index_t** out_index) {
  *out_index = NULL;
  sr_parameter_index_t* index = NULL;
  SR_RETURN_IF_ERROR(
      sr_allocator_calloc(allocator, sizeof(*index), (void**)&index));
  atomic_init(&index->ref_count, 1);
  index->allocator = allocator;
  *out_index = index;
  return sr_ok_status();
}

void sr_parameter_index_retain(sr_parameter_index_t* index) {
  if (index) {
    atomic_fetch_add_explicit(&index->ref_count, 1, memory_order_relaxed);
  }
}

static void sr_param_entry_free(sr_allocator_t allocator,
                                sr_param_entry_t* entry) {
  sr_param_file_release(entry->file);
  sr_allocator_free(allocator, entry);
}

void sr_parameter_index_release(sr_parameter_index_t* index) {
  if (!index || atomic_fetch_sub_explicit(&index->ref_count, 1,
                                          memory_order_acq_rel) != 1) {
    return;
  }
  sr_allocator_t allocator = index->allocator;
  for (size_t i = 0; i < index->count; ++i) {
    sr_param_entry_free(allocator, index->entries[i]);
  }
  for (size_t i = 0; i < index->file_count; ++i) {
    sr_param_file_release(index->files[i]);
  }
  for (size_t i = 0; i < index->scope_count; ++i) {
    sr_allocator_free(allocator, index->scopes[i].name);
    sr_allocator_free(allocator, index->scopes[i].sources);
  }
  sr_allocator_free(allocator, index->entries);
  sr_allocator_free(allocator, index->table);
  sr_allocator_free(allocator, index->files);
  sr_allocator_free(allocator, index->scopes);
  sr_allocator_free(allocator, index);
}

//===----------------------------------------------------------------------===//
// Hash table
//===----------------------------------------------------------------------===//

static uint64_t sr_param_hash(const char* scope, size_t scope_length,
                              const char* key, size_t key_length) {
  uint64_t h = sr_hash_bytes(scope, scope_length, 0);
  return sr_hash_combine(h, sr_hash_bytes(key, key_length, 0x5eed));
}

static bool sr_param_entry_matches(const sr_param_entry_t* entry, uint64_t hash,
                                   const char* scope, size_t scope_length,
                                   const char* key, size_t key_length) {
  return entry->hash == hash && entry->info.scope_length == scope_length &&
         entry->info.key_length == key_length &&
         memcmp(entry->info.scope, scope, scope_length) == 0 &&
         memcmp(entry->info.key, key, key_length) == 0;
}

// Inserts entry |i| unless an equal (scope, key) is already present.
static void sr_param_table_insert(sr_parameter_index_t* index, size_t i) {
  const sr_param_entry_t* entry = index->entries[i];
  size_t mask = index->table_capacity - 1;
  for (size_t slot = entry->hash & mask;; slot = (slot + 1) & mask) {
    uint32_t v = index->table[slot];
    if (!v) {
      index->table[slot] = (uint32_t)(i + 1);
      return;
    }
    const sr_param_entry_t* other = index->entries[v - 1];
    if (sr_param_entry_matches(other, entry->hash, entry->info.scope,
                               entry->info.scope_length, entry->info.key,
                               entry->info.key_length)) {
      return;  // the first added wins, as in IREE's index
    }
  }
}

static sr_status_t sr_param_table_rebuild(sr_parameter_index_t* index,
                                          size_t capacity) {
  uint32_t* table = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_calloc(
      index->allocator, capacity * sizeof(uint32_t), (void**)&table));
  sr_allocator_free(index->allocator, index->table);
  index->table = table;
  index->table_capacity = capacity;
  for (size_t i = 0; i < index->count; ++i) sr_param_table_insert(index, i);
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Adding entries
//===----------------------------------------------------------------------===//

// Copies |text| (|length| bytes) after |*cursor| and NUL-terminates it.
static const char* sr_param_copy_string(char** cursor, const char* text,
                                        size_t length) {
  char* out = *cursor;
  if (length) memcpy(out, text, length);
  out[length] = 0;
  *cursor += length + 1;
  return out;
}

sr_status_t sr__param_index_add(sr_parameter_index_t* index,
                                const sr_parameter_entry_info_t* info,
                                sr_param_file_t* file) {
  if (index->count >= UINT32_MAX - 1) {
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                          "too many parameter entries");
  }
  const char* path = info->path ? info->path : "";
  const char* source = info->source_path ? info->source_path : path;
  size_t path_length = strlen(path);
  size_t source_length = strlen(source);
  size_t trailing = info->scope_length + info->key_length +
                    info->metadata_length + path_length + source_length + 5;
  if (index->count == index->capacity) {
    size_t capacity = index->capacity ? index->capacity * 2 : 16;
    void* grown = index->entries;
    SR_RETURN_IF_ERROR(sr_allocator_realloc(
        index->allocator, capacity * sizeof(sr_param_entry_t*), &grown));
    index->entries = grown;
    index->capacity = capacity;
  }
  if ((index->count + 1) * 2 > index->table_capacity) {
    SR_RETURN_IF_ERROR(sr_param_table_rebuild(
        index, index->table_capacity ? index->table_capacity * 2 : 32));
  }
  sr_param_entry_t* entry = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_calloc(
      index->allocator, sizeof(*entry) + trailing, (void**)&entry));
  entry->info = *info;
  char* cursor = (char*)(entry + 1);
  entry->info.scope = sr_param_copy_string(
      &cursor, info->scope ? info->scope : "", info->scope_length);
  entry->info.key = sr_param_copy_string(&cursor, info->key, info->key_length);
  entry->info.metadata = NULL;
  if (info->metadata_length) {
    entry->info.metadata = (const uint8_t*)sr_param_copy_string(
        &cursor, (const char*)info->metadata, info->metadata_length);
  }
  entry->info.path = sr_param_copy_string(&cursor, path, path_length);
  entry->info.source_path =
      sr_param_copy_string(&cursor, source, source_length);
  if (info->storage == SR_PARAMETER_STORAGE_FILE) {
    sr_param_file_retain(file);
    entry->file = file;
  }
  entry->hash = sr_param_hash(entry->info.scope, entry->info.scope_length,
                              entry->info.key, entry->info.key_length);
  index->entries[index->count++] = entry;
  sr_param_table_insert(index, index->count - 1);
  return sr_ok_status();
}

// Drops the entries added after the first |count| (a failed add_file).
static void sr_param_index_truncate(sr_parameter_index_t* index, size_t count) {
  if (count >= index->count) return;
  for (size_t i = count; i < index->count; ++i) {
    sr_param_entry_free(index->allocator, index->entries[i]);
  }
  index->count = count;
  memset(index->table, 0, index->table_capacity * sizeof(uint32_t));
  for (size_t i = 0; i < index->count; ++i) sr_param_table_insert(index, i);
}

sr_status_t sr__param_index_open_file(sr_parameter_index_t* index,
                                      const char* path,
                                      sr_parameter_mode_t mode,
                                      sr_param_file_t** out_file) {
  *out_file = NULL;
  for (size_t i = 0; i < index->file_count; ++i) {
    if (strcmp(index->files[i]->path, path) == 0) {
      *out_file = index->files[i];
      return sr_ok_status();
    }
  }
  void* grown = index->files;
  SR_RETURN_IF_ERROR(sr_allocator_realloc(
      index->allocator, (index->file_count + 1) * sizeof(void*), &grown));
  index->files = grown;
  sr_param_file_t* file = NULL;
  SR_RETURN_IF_ERROR(sr_param_file_open(index->allocator, path, mode, &file));
  index->files[index->file_count++] = file;
  *out_file = file;
  return sr_ok_status();
}

sr_status_t sr__param_index_note_source(sr_parameter_index_t* index,
                                        const char* scope, const char* path) {
  sr_param_scope_t* s = NULL;
  for (size_t i = 0; i < index->scope_count; ++i) {
    if (strcmp(index->scopes[i].name, scope) == 0) s = &index->scopes[i];
  }
  if (!s) {
    void* grown = index->scopes;
    SR_RETURN_IF_ERROR(sr_allocator_realloc(
        index->allocator, (index->scope_count + 1) * sizeof(*s), &grown));
    index->scopes = grown;
    s = &index->scopes[index->scope_count];
    memset(s, 0, sizeof(*s));
    size_t n = strlen(scope);
    SR_RETURN_IF_ERROR(
        sr_allocator_malloc(index->allocator, n + 1, (void**)&s->name));
    memcpy(s->name, scope, n + 1);
    ++index->scope_count;
  }
  size_t n = strlen(path);
  size_t grown_length = s->sources_length + n + (s->sources_length ? 4 : 2);
  void* grown = s->sources;
  SR_RETURN_IF_ERROR(
      sr_allocator_realloc(index->allocator, grown_length + 1, &grown));
  s->sources = grown;
  snprintf(s->sources + s->sources_length, grown_length + 1 - s->sources_length,
           "%s'%s'", s->sources_length ? ", " : "", path);
  s->sources_length = grown_length;
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Files
//===----------------------------------------------------------------------===//

static bool sr_param_has_suffix(const char* path, const char* suffix) {
  size_t n = strlen(path), m = strlen(suffix);
  return n >= m && strcmp(path + n - m, suffix) == 0;
}

// The format of |file| from its extension, else its first bytes.
static sr_parameter_format_t sr_param_detect_format(const sr_param_file_t* file,
                                                    const uint8_t* data) {
  if (sr_param_has_suffix(file->path, ".irpa")) {
    return SR_PARAMETER_FORMAT_IRPA;
  }
  if (sr_param_has_suffix(file->path, ".safetensors")) {
    return SR_PARAMETER_FORMAT_SAFETENSORS;
  }
  if (sr_param_has_suffix(file->path, ".gguf")) {
    return SR_PARAMETER_FORMAT_GGUF;
  }
  if (file->size >= 4 && memcmp(data, "IRPA", 4) == 0) {
    return SR_PARAMETER_FORMAT_IRPA;
  }
  if (file->size >= 4 && memcmp(data, "GGUF", 4) == 0) {
    return SR_PARAMETER_FORMAT_GGUF;
  }
  if (file->size >= 9 && data[8] == '{' &&
      sr__load_le_u64(data) <= file->size - 8) {
    return SR_PARAMETER_FORMAT_SAFETENSORS;
  }
  return SR_PARAMETER_FORMAT_UNKNOWN;
}

sr_status_t sr_parameter_index_add_file(sr_parameter_index_t* index,
                                        const char* scope, const char* path,
                                        sr_parameter_format_t format,
                                        sr_parameter_mode_t mode) {
  if (!scope) scope = "";
  size_t old_count = index->count;
  size_t old_file_count = index->file_count;
  sr_param_file_t* file = NULL;
  SR_RETURN_IF_ERROR(sr__param_index_open_file(index, path, mode, &file));
  sr_param_file_view_t view;
  sr_status_t view_status = sr_param_file_begin_view(file, &view);
  if (view_status) {
    while (index->file_count > old_file_count) {
      sr_param_file_release(index->files[--index->file_count]);
    }
    return view_status;
  }
  if (format == SR_PARAMETER_FORMAT_UNKNOWN) {
    format = sr_param_detect_format(file, view.data);
  }
  sr_status_t status = sr_ok_status();
  switch (format) {
    case SR_PARAMETER_FORMAT_IRPA:
      status = sr__irpa_parse(index, scope, file, view.data);
      break;
    case SR_PARAMETER_FORMAT_SAFETENSORS:
      status = sr__safetensors_parse(index, scope, file, view.data);
      break;
    case SR_PARAMETER_FORMAT_GGUF:
      status = sr__gguf_parse(index, scope, file, view.data);
      break;
    default:
      status = SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                              "'%s': not a parameter file (expected an IREE "
                              "parameter archive, safetensors or GGUF; name "
                              "it .irpa, .safetensors or .gguf)",
                              path);
      break;
  }
  sr_param_file_end_view(file, &view);
  if (!status) status = sr__param_index_note_source(index, scope, path);
  if (status) {
    // All or nothing: forget the entries and close the files this call
    // added.
    sr_param_index_truncate(index, old_count);
    while (index->file_count > old_file_count) {
      sr_param_file_release(index->files[--index->file_count]);
    }
  }
  return status;
}

sr_status_t sr_parameter_index_add_flag(sr_parameter_index_t* index,
                                        const char* flag,
                                        sr_parameter_mode_t mode) {
  // `[scope=]path`, split at the first '=' as IREE's tools do.
  const char* eq = strchr(flag, '=');
  if (!eq) {
    return sr_parameter_index_add_file(index, "", flag,
                                       SR_PARAMETER_FORMAT_UNKNOWN, mode);
  }
  size_t n = (size_t)(eq - flag);
  char* scope = NULL;
  SR_RETURN_IF_ERROR(
      sr_allocator_malloc(index->allocator, n + 1, (void**)&scope));
  memcpy(scope, flag, n);
  scope[n] = 0;
  sr_status_t status = sr_parameter_index_add_file(
      index, scope, eq + 1, SR_PARAMETER_FORMAT_UNKNOWN, mode);
  sr_allocator_free(index->allocator, scope);
  return status;
}

sr_status_t sr_parameter_index_add_entry(sr_parameter_index_t* index,
                                         const sr_parameter_entry_info_t* info,
                                         sr_parameter_mode_t mode) {
  sr_param_file_t* file = NULL;
  if (info->storage == SR_PARAMETER_STORAGE_FILE) {
    if (!info->path) {
      return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                            "a file entry needs a path");
    }
    SR_RETURN_IF_ERROR(
        sr__param_index_open_file(index, info->path, mode, &file));
    if (info->offset > file->size || info->length > file->size - info->offset) {
      return SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE,
                            "entry \"%.*s\": [%" PRIu64 ", %" PRIu64
                            ") is past the end of '%s' (%" PRIu64 " bytes)",
                            (int)info->key_length, info->key, info->offset,
                            info->offset + info->length, file->path,
                            file->size);
    }
  } else if (info->pattern_length == 0 || info->pattern_length > 16 ||
             (info->pattern_length & (info->pattern_length - 1)) ||
             info->length % info->pattern_length) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "entry \"%.*s\": splat pattern of %u bytes for a "
                          "length of %" PRIu64,
                          (int)info->key_length, info->key,
                          info->pattern_length, info->length);
  }
  return sr__param_index_add(index, info, file);
}

//===----------------------------------------------------------------------===//
// Queries
//===----------------------------------------------------------------------===//

size_t sr_parameter_index_count(const sr_parameter_index_t* index) {
  return index->count;
}

const sr_parameter_entry_info_t* sr_parameter_index_entry(
    const sr_parameter_index_t* index, size_t i) {
  return i < index->count ? &index->entries[i]->info : NULL;
}

const sr_param_entry_t* sr__param_index_at(const sr_parameter_index_t* index,
                                           size_t i) {
  return i < index->count ? index->entries[i] : NULL;
}

// Index of "scope"::"key", or SIZE_MAX.
static size_t sr_param_index_find_slot(const sr_parameter_index_t* index,
                                       const char* scope, size_t scope_length,
                                       const char* key, size_t key_length) {
  if (!index->table_capacity) return SIZE_MAX;
  uint64_t hash = sr_param_hash(scope, scope_length, key, key_length);
  size_t mask = index->table_capacity - 1;
  for (size_t slot = hash & mask;; slot = (slot + 1) & mask) {
    uint32_t v = index->table[slot];
    if (!v) return SIZE_MAX;
    if (sr_param_entry_matches(index->entries[v - 1], hash, scope, scope_length,
                               key, key_length)) {
      return v - 1;
    }
  }
}

static const sr_param_scope_t* sr_param_find_scope(
    const sr_parameter_index_t* index, const char* scope, size_t scope_length) {
  for (size_t i = 0; i < index->scope_count; ++i) {
    const char* name = index->scopes[i].name;
    if (strlen(name) == scope_length &&
        memcmp(name, scope, scope_length) == 0) {
      return &index->scopes[i];
    }
  }
  return NULL;
}

sr_status_t sr__param_index_find(const sr_parameter_index_t* index,
                                 const char* scope, size_t scope_length,
                                 const char* key, size_t key_length,
                                 const sr_param_entry_t** out_entry) {
  *out_entry = NULL;
  size_t i =
      sr_param_index_find_slot(index, scope, scope_length, key, key_length);
  if (i != SIZE_MAX) {
    *out_entry = index->entries[i];
    return sr_ok_status();
  }
  char name[256];
  sr__param_format_name(scope, scope_length, key, key_length, name,
                        sizeof(name));
  const sr_param_scope_t* s = sr_param_find_scope(index, scope, scope_length);
  if (s) {
    return SR_MAKE_STATUS(SR_STATUS_NOT_FOUND,
                          "parameter %s not found: the %s%.*s%s scope (%s) "
                          "has no key \"%.*s\"",
                          name, scope_length ? "\"" : "<global>",
                          (int)scope_length, scope, scope_length ? "\"" : "",
                          s->sources, (int)key_length, key);
  }
  // List the scopes there are.
  char scopes[512];
  size_t used = 0;
  scopes[0] = 0;
  for (size_t k = 0; k < index->scope_count && used < sizeof(scopes); ++k) {
    const char* n = index->scopes[k].name;
    int w = snprintf(scopes + used, sizeof(scopes) - used, "%s%s%s%s",
                     k ? ", " : "", *n ? "\"" : "<global>", n, *n ? "\"" : "");
    if (w < 0) break;
    used += (size_t)w;
  }
  if (!index->scope_count) {
    return SR_MAKE_STATUS(SR_STATUS_NOT_FOUND,
                          "parameter %s not found: no parameter files were "
                          "given (--parameters=[scope=]FILE)",
                          name);
  }
  return SR_MAKE_STATUS(SR_STATUS_NOT_FOUND,
                        "parameter %s not found: no parameter file was given "
                        "the %s%.*s%s scope (scopes: %s)",
                        name, scope_length ? "\"" : "<global>",
                        (int)scope_length, scope, scope_length ? "\"" : "",
                        scopes);
}

sr_status_t sr_parameter_index_lookup(const sr_parameter_index_t* index,
                                      const char* scope, size_t scope_length,
                                      const char* key, size_t key_length,
                                      size_t* out_i) {
  *out_i = SIZE_MAX;
  const sr_param_entry_t* entry = NULL;
  SR_RETURN_IF_ERROR(sr__param_index_find(index, scope ? scope : "",
                                          scope ? scope_length : 0, key,
                                          key_length, &entry));
  *out_i = sr_param_index_find_slot(index, entry->info.scope,
                                    entry->info.scope_length, key, key_length);
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Reads and writes
//===----------------------------------------------------------------------===//

sr_status_t sr_parameter_index_read(const sr_parameter_index_t* index, size_t i,
                                    uint64_t offset, uint64_t length,
                                    void* buffer) {
  const sr_param_entry_t* entry = sr__param_index_at(index, i);
  if (!entry) {
    return SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE, "no entry %zu", i);
  }
  SR_RETURN_IF_ERROR(
      sr__param_entry_check_range(entry, offset, length, "read"));
  if (entry->info.storage == SR_PARAMETER_STORAGE_SPLAT) {
    sr__param_splat_fill(entry, offset, length, (uint8_t*)buffer);
    return sr_ok_status();
  }
  return sr_param_file_read(entry->file, entry->info.offset + offset, length,
                            buffer);
}

sr_status_t sr_parameter_index_write(sr_parameter_index_t* index, size_t i,
                                     uint64_t offset, uint64_t length,
                                     const void* buffer) {
  const sr_param_entry_t* entry = sr__param_index_at(index, i);
  if (!entry) {
    return SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE, "no entry %zu", i);
  }
  SR_RETURN_IF_ERROR(
      sr__param_entry_check_range(entry, offset, length, "write"));
  if (entry->info.storage == SR_PARAMETER_STORAGE_SPLAT) {
    char name[256];
    sr__param_format_name(entry->info.scope, entry->info.scope_length,
                          entry->info.key, entry->info.key_length, name,
                          sizeof(name));
    return SR_MAKE_STATUS(SR_STATUS_PERMISSION_DENIED,
                          "parameter %s in '%s' is a splat and cannot be "
                          "written",
                          name, entry->info.source_path);
  }
  return sr_param_file_write(entry->file, entry->info.offset + offset, length,
                             buffer);
}

//===----------------------------------------------------------------------===//
// Dump (iree-dump-parameters' format)
//===----------------------------------------------------------------------===//

static void sr_param_fprint_scope(FILE* stream,
                                  const sr_parameter_index_t* index,
                                  const char* scope) {
  size_t scope_length = strlen(scope);
  size_t count = 0;
  uint64_t total = 0;
  for (size_t i = 0; i < index->count; ++i) {
    const sr_parameter_entry_info_t* e = &index->entries[i]->info;
    if (e->scope_length != scope_length ||
        memcmp(e->scope, scope, scope_length))
      continue;
    ++count;
    total += e->length;
  }
  fprintf(stream,
          "//===-------------------------------------------------------------"
          "-------------------------------------------------===//\n");
  if (scope_length) {
    fprintf(stream, "// Parameter scope `%s`", scope);
  } else {
    fprintf(stream, "// Parameter scope <global>");
  }
  fprintf(stream, " (%zu entries, %" PRIu64 " total bytes)\n", count, total);
  fprintf(stream,
          "//===------------+------------------+------------------+--------"
          "---------------------------------------------------===//\n");
  fprintf(stream,
          "//         Start |              End |           Length | Key\n");
  fprintf(stream,
          "//---------------+------------------+------------------+--------"
          "------------------------------------------------------//\n");
  for (size_t i = 0; i < index->count; ++i) {
    const sr_parameter_entry_info_t* e = &index->entries[i]->info;
    if (e->scope_length != scope_length ||
        memcmp(e->scope, scope, scope_length))
      continue;
    if (e->storage == SR_PARAMETER_STORAGE_SPLAT) {
      fprintf(stream,
              "               - |                - | %16" PRIu64 " | `%.*s`\n",
              e->length, (int)e->key_length, e->key);
    } else {
      fprintf(stream,
              "%16" PRIu64 " | %16" PRIu64 " | %16" PRIu64 " | `%.*s`\n",
              e->offset, e->offset + e->length, e->length, (int)e->key_length,
              e->key);
    }
  }
  fprintf(stream, "\n");
}

sr_status_t sr_parameter_index_fprint(FILE* stream,
                                      const sr_parameter_index_t* index,
                                      const char* scope) {
  if (scope) {
    sr_param_fprint_scope(stream, index, scope);
    return sr_ok_status();
  }
  for (size_t i = 0; i < index->scope_count; ++i) {
    sr_param_fprint_scope(stream, index, index->scopes[i].name);
  }
  return sr_ok_status();
}
