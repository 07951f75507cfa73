// safetensors reader: an 8-byte little-endian header length, a JSON object
// (parsed with jansson, Debian's libjansson-dev) mapping each tensor name to
// {"dtype", "shape", "data_offsets": [begin, end]} relative to the first
// byte after the header, and an optional "__metadata__" string map.
//
// Entries are added in the header's order (jansson keeps object keys in
// insertion order), as IREE's parser adds them. Beyond IREE's checks, the
// byte length of each tensor must match its dtype and shape when the dtype
// is one of the format's (a mismatch means a corrupt header).

#include <inttypes.h>
#include <jansson.h>
#include <limits.h>
#include <string.h>

#include "core/base/checked_math.h"
#include "io/param_formats.h"

// Bytes per element of a safetensors dtype, 0 when unknown.
static uint64_t sr_safetensors_dtype_bytes(const char* dtype) {
  static const struct {
    const char* name;
    uint8_t bytes;
  } kTypes[] = {
      {"BOOL", 1},        {"U8", 1},      {"I8", 1},        {"F8_E5M2", 1},
      {"F8_E4M3", 1},     {"F8_E8M0", 1}, {"I16", 2},       {"U16", 2},
      {"F16", 2},         {"BF16", 2},    {"I32", 4},       {"U32", 4},
      {"F32", 4},         {"I64", 8},     {"U64", 8},       {"F64", 8},
      {"C64", 8},         {"C128", 16},   {"F8_E4M3FN", 1}, {"F8_E4M3FNUZ", 1},
      {"F8_E5M2FNUZ", 1},
  };
  for (size_t i = 0; i < sizeof(kTypes) / sizeof(kTypes[0]); ++i) {
    if (strcmp(dtype, kTypes[i].name) == 0) return kTypes[i].bytes;
  }
  return 0;
}

// Reads a non-negative JSON integer.
static bool sr_safetensors_u64(const json_t* value, uint64_t* out) {
  if (!json_is_integer(value) || json_integer_value(value) < 0) return false;
  *out = (uint64_t)json_integer_value(value);
  return true;
}

// Checks |entry| and returns its byte range.
static sr_status_t sr_safetensors_entry(const sr_param_file_t* file,
                                        const char* name, const json_t* entry,
                                        uint64_t data_size, uint64_t* out_begin,
                                        uint64_t* out_end) {
  if (!json_is_object(entry)) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "'%s': tensor \"%s\": not a JSON object", file->path,
                          name);
  }
  const json_t* offsets = json_object_get(entry, "data_offsets");
  uint64_t begin = 0, end = 0;
  if (!json_is_array(offsets) || json_array_size(offsets) != 2 ||
      !sr_safetensors_u64(json_array_get(offsets, 0), &begin) ||
      !sr_safetensors_u64(json_array_get(offsets, 1), &end)) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "'%s': tensor \"%s\": \"data_offsets\" must be "
                          "[begin, end] with non-negative integers",
                          file->path, name);
  }
  if (begin > end || end > data_size) {
    return SR_MAKE_STATUS(
        end > data_size ? SR_STATUS_DATA_LOSS : SR_STATUS_INVALID_ARGUMENT,
        "'%s': tensor \"%s\": data_offsets [%" PRIu64 ", %" PRIu64
        ") lie outside the %" PRIu64 " bytes of data%s",
        file->path, name, begin, end, data_size,
        end > data_size ? " (truncated?)" : "");
  }
  const json_t* dtype = json_object_get(entry, "dtype");
  const json_t* shape = json_object_get(entry, "shape");
  if (!json_is_string(dtype) || !json_is_array(shape)) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "'%s': tensor \"%s\": needs a \"dtype\" string and "
                          "a \"shape\" array",
                          file->path, name);
  }
  // Every dtype is one of the format's (F14: `F33` was accepted, and its
  // size left unchecked); IREE ignores the dtype, a corrupt header here.
  uint64_t bytes = sr_safetensors_dtype_bytes(json_string_value(dtype));
  if (!bytes) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "'%s': tensor \"%s\": unknown dtype \"%s\"",
                          file->path, name, json_string_value(dtype));
  }
  for (size_t i = 0; i < json_array_size(shape); ++i) {
    uint64_t dim = 0;
    if (!sr_safetensors_u64(json_array_get(shape, i), &dim)) {
      return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                            "'%s': tensor \"%s\": shape dimension %zu is not "
                            "a non-negative integer",
                            file->path, name, i);
    }
    if (!sr_checked_mul_u64(bytes, dim, &bytes)) {
      return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                            "'%s': tensor \"%s\": its shape overflows",
                            file->path, name);
    }
  }
  if (bytes != end - begin) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "'%s': tensor \"%s\": a %s tensor of that shape is "
                          "%" PRIu64 " bytes but data_offsets give %" PRIu64,
                          file->path, name, json_string_value(dtype), bytes,
                          end - begin);
  }
  *out_begin = begin;
  *out_end = end;
  return sr_ok_status();
}

// "__metadata__" is an object of strings, as the format defines it (F14: a
// number or an array was accepted).
static sr_status_t sr_safetensors_check_metadata(const sr_param_file_t* file,
                                                 const json_t* metadata) {
  bool ok = json_is_object(metadata);
  const char* key = NULL;
  json_t* value = NULL;
  if (ok) {
    json_object_foreach((json_t*)metadata, key, value) {
      if (!json_is_string(value)) ok = false;
    }
  }
  if (!ok) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "'%s': \"__metadata__\" must be an object of "
                          "strings",
                          file->path);
  }
  return sr_ok_status();
}

static sr_status_t sr_safetensors_add_all(sr_parameter_index_t* index,
                                          const char* scope,
                                          sr_param_file_t* file,
                                          const json_t* root,
                                          uint64_t data_offset) {
  uint64_t data_size = file->size - data_offset;
  const char* name = NULL;
  json_t* value = NULL;
  // json_object_foreach is a macro over non-const iterators.
  json_object_foreach((json_t*)root, name, value) {
    if (strcmp(name, "__metadata__") == 0) {
      SR_RETURN_IF_ERROR(sr_safetensors_check_metadata(file, value));
      continue;
    }
    uint64_t begin = 0, end = 0;
    SR_RETURN_IF_ERROR(
        sr_safetensors_entry(file, name, value, data_size, &begin, &end));
    sr_parameter_entry_info_t info;
    memset(&info, 0, sizeof(info));
    info.scope = scope;
    info.scope_length = strlen(scope);
    info.key = name;
    info.key_length = strlen(name);
    info.length = end - begin;
    info.storage = SR_PARAMETER_STORAGE_FILE;
    info.path = file->path;
    info.offset = data_offset + begin;
    info.source_path = file->path;
    info.source_format = SR_PARAMETER_FORMAT_SAFETENSORS;
    SR_RETURN_IF_ERROR(sr__param_index_add(index, &info, file));
  }
  return sr_ok_status();
}

sr_status_t sr__safetensors_parse(sr_parameter_index_t* index,
                                  const char* scope, sr_param_file_t* file,
                                  const uint8_t* data) {
  if (file->size < 8) {
    return SR_MAKE_STATUS(SR_STATUS_DATA_LOSS,
                          "'%s': %" PRIu64
                          " bytes is too short for a "
                          "safetensors header length (empty or truncated?)",
                          file->path, file->size);
  }
  uint64_t header_length = sr__load_le_u64(data);
  if (header_length > file->size - 8) {
    return SR_MAKE_STATUS(SR_STATUS_DATA_LOSS,
                          "'%s': the safetensors header declares %" PRIu64
                          " bytes but only %" PRIu64
                          " follow (truncated or not safetensors?)",
                          file->path, header_length, file->size - 8);
  }
  json_error_t error;
  json_t* root = json_loadb((const char*)data + 8, (size_t)header_length,
                            JSON_REJECT_DUPLICATES, &error);
  if (!root) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "'%s': the safetensors header is not valid JSON: "
                          "%s (at byte %d of the header)",
                          file->path, error.text, error.position);
  }
  sr_status_t status = sr_ok_status();
  if (!json_is_object(root)) {
    status = SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                            "'%s': the safetensors header is not a JSON "
                            "object",
                            file->path);
  } else {
    status =
        sr_safetensors_add_all(index, scope, file, root, 8 + header_length);
  }
  json_decref(root);
  return status;
}
