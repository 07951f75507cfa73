// The parameter index behind include/streamref/params.h: entries of every
// file added, under their scopes, found by "scope"::"key" through a hash
// table. Format parsers (irpa_parser.c, safetensors_parser.c,
// gguf_parser.c) add entries through sr__param_index_add; the runtime
// (cpu_backend/exec_params.c) finds and reads them.
//
// Entries are allocated one by one and never move, so pointers to them
// (and to their strings) stay valid as long as the index.
#ifndef STREAMREF_IO_PARAM_INDEX_H_
#define STREAMREF_IO_PARAM_INDEX_H_

#include "io/param_file.h"
#include "streamref/params.h"

typedef struct sr_param_entry_t {
  // Public view; its strings point into this allocation.
  sr_parameter_entry_info_t info;
  // FILE storage: where |info.offset| is (retained by the entry).
  sr_param_file_t* file;
  uint64_t hash;
} sr_param_entry_t;

// Adds a copy of |info| (scope, key, metadata and paths are copied). For
// FILE entries |file| is retained and must hold [offset, offset + length).
SR_MUST_USE_RESULT sr_status_t sr__param_index_add(
    sr_parameter_index_t* index, const sr_parameter_entry_info_t* info,
    sr_param_file_t* file);

// Opens |path| in |mode|, or returns the file already opened for that path
// by this index (borrowed: the index keeps it open).
SR_MUST_USE_RESULT sr_status_t
sr__param_index_open_file(sr_parameter_index_t* index, const char* path,
                          sr_parameter_mode_t mode, sr_param_file_t** out_file);

// Records that |path| was added under |scope| (for NOT_FOUND messages).
SR_MUST_USE_RESULT sr_status_t sr__param_index_note_source(
    sr_parameter_index_t* index, const char* scope, const char* path);

const sr_param_entry_t* sr__param_index_at(const sr_parameter_index_t* index,
                                           size_t i);

// Finds "scope"::"key"; NOT_FOUND explains which of the two is missing.
SR_MUST_USE_RESULT sr_status_t sr__param_index_find(
    const sr_parameter_index_t* index, const char* scope, size_t scope_length,
    const char* key, size_t key_length, const sr_param_entry_t** out_entry);

// OUT_OF_RANGE unless [offset, offset + length) lies in |entry|, naming the
// entry and its file; |verb| is "read" or "write".
SR_MUST_USE_RESULT sr_status_t
sr__param_entry_check_range(const sr_param_entry_t* entry, uint64_t offset,
                            uint64_t length, const char* verb);

// Host bytes of the entry when its file is mapped or preloaded, else NULL.
static inline const uint8_t* sr__param_entry_host_data(
    const sr_param_entry_t* entry) {
  if (entry->info.storage != SR_PARAMETER_STORAGE_FILE || !entry->file ||
      !entry->file->data) {
    return NULL;
  }
  return entry->file->data + entry->info.offset;
}

// Fills |length| bytes at |buffer| with the entry's splat pattern as it
// lies at byte |offset| of the parameter.
void sr__param_splat_fill(const sr_param_entry_t* entry, uint64_t offset,
                          uint64_t length, uint8_t* buffer);

// Writes `"scope"::"key"` (or `"key"` in the anonymous scope) into
// |buffer| for messages.
void sr__param_format_name(const char* scope, size_t scope_length,
                           const char* key, size_t key_length, char* buffer,
                           size_t capacity);

#endif  // STREAMREF_IO_PARAM_INDEX_H_
