// Parameters: the weights a Stream program reads and writes by name
// (`#stream.parameter.named<"scope"::"key">`, `stream.*.parameter.*`), kept
// in IREE parameter archives (.irpa), safetensors or GGUF files.
//
//   sr_parameter_index_t            files opened under scopes, their entries
//                                   looked up by "scope"::"key"
//   sr_parameter_archive_builder_t  writes .irpa files IREE's tools read
//
// An index is filled once (sr_parameter_index_add_file, one call per
// `--parameters=[scope=]FILE`) and then handed to an instance
// (sr_instance_set_parameters), where the parameter ops of every module
// loaded afterwards resolve against it. Entries are splats (a 1..16 byte
// pattern repeated, no storage) or byte ranges of a file.
//
// Every failure names the file and, where there is one, the entry:
//   'w.irpa': entry 3 ("fc1.weight"): data range [448, 640) ends past the
//   storage segment of 192 bytes
//
// Ownership: indices are reference counted; entry information is borrowed
// from the index. Thread contract: building an index (add_file) is not
// thread-safe; once built, lookups and reads are (entries never move).
#ifndef STREAMREF_PARAMS_H_
#define STREAMREF_PARAMS_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "streamref/allocator.h"
#include "streamref/export.h"
#include "streamref/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct sr_instance_t sr_instance_t;

//===----------------------------------------------------------------------===//
// Access modes
//===----------------------------------------------------------------------===//

// How the bytes of a parameter file are reached (IREE's --parameter_mode).
typedef enum sr_parameter_mode_e {
  // Memory-map the file read-only (shared): `constant` loads are zero-copy
  // views of the mapping, other reads are memcpys. Writes go to the file
  // (the shared mapping sees them). The default.
  SR_PARAMETER_MODE_MMAP = 0,
  // Read the whole file into memory when it is added. Writes change that
  // memory only, never the file (as IREE's preload mode).
  SR_PARAMETER_MODE_PRELOAD = 1,
  // Keep only a file descriptor: every read and write is an asynchronous
  // request on the runtime's libuv loop (pread/pwrite for the tools).
  SR_PARAMETER_MODE_FILE = 2,
} sr_parameter_mode_t;

// Parses "mmap", "preload" or "file". INVALID_ARGUMENT otherwise.
SR_API SR_MUST_USE_RESULT sr_status_t
sr_parameter_mode_parse(const char* text, sr_parameter_mode_t* out_mode);
SR_API const char* sr_parameter_mode_name(sr_parameter_mode_t mode);

//===----------------------------------------------------------------------===//
// Index
//===----------------------------------------------------------------------===//

typedef struct sr_parameter_index_t sr_parameter_index_t;

// The file formats an index reads.
typedef enum sr_parameter_format_e {
  SR_PARAMETER_FORMAT_UNKNOWN = 0,  // guess from the extension, then magic
  SR_PARAMETER_FORMAT_IRPA = 1,
  SR_PARAMETER_FORMAT_SAFETENSORS = 2,
  SR_PARAMETER_FORMAT_GGUF = 3,
} sr_parameter_format_t;

typedef enum sr_parameter_storage_e {
  // |pattern_length| bytes of |pattern| repeated over |length| bytes.
  SR_PARAMETER_STORAGE_SPLAT = 1,
  // |length| bytes at |offset| of the file at |path|.
  SR_PARAMETER_STORAGE_FILE = 2,
} sr_parameter_storage_t;

// One entry of an index (borrowed; valid as long as the index).
typedef struct sr_parameter_entry_info_t {
  const char* scope;  // "" for the anonymous scope; NUL-terminated
  size_t scope_length;
  const char* key;  // not necessarily NUL-free: use |key_length|
  size_t key_length;
  const uint8_t* metadata;  // the archive's metadata blob, or NULL
  size_t metadata_length;
  uint64_t length;
  sr_parameter_storage_t storage;
  uint8_t pattern[16];  // SPLAT
  uint8_t pattern_length;
  const char* path;  // FILE: the file holding the bytes
  uint64_t offset;   // FILE: absolute offset of the first byte
  // The file that declared the entry (differs from |path| for an archive's
  // external entries).
  const char* source_path;
  sr_parameter_format_t source_format;
} sr_parameter_entry_info_t;

SR_API SR_MUST_USE_RESULT sr_status_t sr_parameter_index_create(
    sr_allocator_t allocator, sr_parameter_index_t** out_index);
SR_API void sr_parameter_index_retain(sr_parameter_index_t* index);
SR_API void sr_parameter_index_release(sr_parameter_index_t* index);

// Opens |path| in |mode| and adds every entry of it under |scope| ("" or
// NULL: the anonymous scope). The format comes from |format|, else the
// extension (.irpa, .safetensors, .gguf), else the file's magic. Linked
// (concatenated) archives are all read; external entries resolve relative
// to the archive's directory. Errors name the file and the entry:
// NOT_FOUND / PERMISSION_DENIED when it cannot be opened, DATA_LOSS or
// OUT_OF_RANGE for a truncated file, INVALID_ARGUMENT for a corrupt one,
// UNIMPLEMENTED for versions and entry types it does not read.
SR_API SR_MUST_USE_RESULT sr_status_t sr_parameter_index_add_file(
    sr_parameter_index_t* index, const char* scope, const char* path,
    sr_parameter_format_t format, sr_parameter_mode_t mode);

// Parses `[scope=]FILE` (a `--parameters=` value) and adds the file.
SR_API SR_MUST_USE_RESULT sr_status_t sr_parameter_index_add_flag(
    sr_parameter_index_t* index, const char* flag, sr_parameter_mode_t mode);

// Adds one entry (copied). For FILE entries the file at |info->path| is
// opened in |mode| (each path once per index).
SR_API SR_MUST_USE_RESULT sr_status_t sr_parameter_index_add_entry(
    sr_parameter_index_t* index, const sr_parameter_entry_info_t* info,
    sr_parameter_mode_t mode);

SR_API size_t sr_parameter_index_count(const sr_parameter_index_t* index);
// The |i|-th entry, in the order files and entries were added.
SR_API const sr_parameter_entry_info_t* sr_parameter_index_entry(
    const sr_parameter_index_t* index, size_t i);

// Finds "scope"::"key" (the first added wins, as in IREE). NOT_FOUND says
// whether the scope or the key is missing and which files were searched.
SR_API SR_MUST_USE_RESULT sr_status_t sr_parameter_index_lookup(
    const sr_parameter_index_t* index, const char* scope, size_t scope_length,
    const char* key, size_t key_length, size_t* out_i);

// Copies bytes [offset, offset + length) of entry |i| into |buffer|
// (splats materialized, files read synchronously). OUT_OF_RANGE past the
// entry's end; a file that ends early is a short read (OUT_OF_RANGE).
SR_API SR_MUST_USE_RESULT sr_status_t
sr_parameter_index_read(const sr_parameter_index_t* index, size_t i,
                        uint64_t offset, uint64_t length, void* buffer);

// Writes |length| bytes into entry |i| at |offset|. Splats cannot be
// written (PERMISSION_DENIED), nor files opened read-only; a parameter
// never grows (OUT_OF_RANGE).
SR_API SR_MUST_USE_RESULT sr_status_t
sr_parameter_index_write(sr_parameter_index_t* index, size_t i, uint64_t offset,
                         uint64_t length, const void* buffer);

// Prints the entries of |scope| (all scopes when NULL) exactly as IREE's
// iree-dump-parameters does.
SR_API SR_MUST_USE_RESULT sr_status_t sr_parameter_index_fprint(
    FILE* stream, const sr_parameter_index_t* index, const char* scope);

//===----------------------------------------------------------------------===//
// Archive builder (.irpa writer)
//===----------------------------------------------------------------------===//

typedef struct sr_parameter_archive_builder_t sr_parameter_archive_builder_t;

// The alignment IREE gives data entries by default.
#define SR_PARAMETER_ARCHIVE_DEFAULT_ALIGNMENT 64

SR_API SR_MUST_USE_RESULT sr_status_t sr_parameter_archive_builder_create(
    sr_allocator_t allocator, sr_parameter_archive_builder_t** out_builder);
SR_API void sr_parameter_archive_builder_release(
    sr_parameter_archive_builder_t* builder);

// A splat entry of |length| bytes; |pattern_length| is 1, 2, 4, 8 or 16
// and divides |length|.
SR_API SR_MUST_USE_RESULT sr_status_t sr_parameter_archive_builder_add_splat(
    sr_parameter_archive_builder_t* builder, const char* key, size_t key_length,
    const void* metadata, size_t metadata_length, const void* pattern,
    uint8_t pattern_length, uint64_t length);

// A data entry of |length| bytes stored at an |alignment|-aligned offset
// (a power of two; 0 means the default). |data| is copied now; NULL stores
// zeros. |fill_pattern| (when |fill_pattern_length| > 0) instead fills the
// storage with a repeated pattern, as iree-create-parameters' --data does.
SR_API SR_MUST_USE_RESULT sr_status_t sr_parameter_archive_builder_add_data(
    sr_parameter_archive_builder_t* builder, const char* key, size_t key_length,
    const void* metadata, size_t metadata_length, uint64_t alignment,
    uint64_t length, const void* data, const void* fill_pattern,
    uint8_t fill_pattern_length);

// Copies entry |i| of |index| (a splat stays a splat; file bytes are
// streamed at write time), under |key| when not NULL. |index| is retained.
SR_API SR_MUST_USE_RESULT sr_status_t
sr_parameter_archive_builder_add_from_index(
    sr_parameter_archive_builder_t* builder, sr_parameter_index_t* index,
    size_t i, const char* key, size_t key_length);

// An external entry: |length| bytes at |offset| of |path| (stored as
// written; relative paths resolve against the archive's directory). IREE's
// runtime does not read external entries (UNIMPLEMENTED there).
SR_API SR_MUST_USE_RESULT sr_status_t sr_parameter_archive_builder_add_external(
    sr_parameter_archive_builder_t* builder, const char* key, size_t key_length,
    const char* path, uint64_t offset, uint64_t length);

// A skip entry: a tombstone readers ignore (how tools erase entries).
SR_API SR_MUST_USE_RESULT sr_status_t
sr_parameter_archive_builder_add_skip(sr_parameter_archive_builder_t* builder,
                                      const char* key, size_t key_length);

// Writes the archive to |path| (replacing it), laid out as IREE's builder
// lays it out: header, 16-byte aligned entry table, metadata, aligned data,
// the file padded to 4096 bytes.
SR_API SR_MUST_USE_RESULT sr_status_t sr_parameter_archive_builder_write(
    const sr_parameter_archive_builder_t* builder, const char* path);

// Appends the archive to the existing archive file at |path| (at the next
// 4096-byte boundary) and links it from the last header of the chain, the
// format's concatenation: readers then see the entries of both.
SR_API SR_MUST_USE_RESULT sr_status_t sr_parameter_archive_builder_append(
    const sr_parameter_archive_builder_t* builder, const char* path);

//===----------------------------------------------------------------------===//
// Runtime
//===----------------------------------------------------------------------===//

// Makes |index| (retained; may be NULL to clear) the parameters of modules
// loaded into |instance| from now on: `#stream.parameter.named` constants
// and globals are read when a module loads, parameter ops resolve their
// "scope"::"key" operands against it when they run. Not thread-safe with
// module loads.
SR_API void sr_instance_set_parameters(sr_instance_t* instance,
                                       sr_parameter_index_t* index);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // STREAMREF_PARAMS_H_
