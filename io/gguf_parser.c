// GGUF reader (versions 2 and 3; ggml's docs/gguf.md):
//
//   u32 magic "GGUF", u32 version, u64 tensor_count, u64 metadata_kv_count,
//   metadata: {string key, u32 value_type, value}...,
//   tensor infos: {string name, u32 n_dims, u64 dims[n_dims], u32 ggml_type,
//                  u64 offset}...,
//   padding to `general.alignment` (u32, default 32), tensor data.
//
// Strings are u64 length + bytes. Tensor byte sizes are not stored: they are
// computed from the ggml type's block layout (elements per block, bytes per
// block) and the element count, so the type table below follows ggml's
// current numbering. IREE's parser predates the IQ types and numbers I8,
// I16 and I32 16..18 (now IQ2_XXS..IQ3_XXS) and sizes Q8_1 blocks at 40
// bytes (now 36); see README.md.

#include <inttypes.h>
#include <string.h>

#include "io/param_formats.h"

#define SR_GGUF_MAGIC 0x46554747u  // "GGUF"
#define SR_GGUF_DEFAULT_ALIGNMENT 32
#define SR_GGUF_MAX_DIMS 8
#define SR_GGUF_MAX_ARRAY_DEPTH 8

typedef struct sr_gguf_type_t {
  const char* name;
  uint32_t block_elements;
  uint32_t block_bytes;
} sr_gguf_type_t;

static const sr_gguf_type_t kGgufTypes[] = {
    [0] = {"F32", 1, 4},         [1] = {"F16", 1, 2},
    [2] = {"Q4_0", 32, 18},      [3] = {"Q4_1", 32, 20},
    [6] = {"Q5_0", 32, 22},      [7] = {"Q5_1", 32, 24},
    [8] = {"Q8_0", 32, 34},      [9] = {"Q8_1", 32, 36},
    [10] = {"Q2_K", 256, 84},    [11] = {"Q3_K", 256, 110},
    [12] = {"Q4_K", 256, 144},   [13] = {"Q5_K", 256, 176},
    [14] = {"Q6_K", 256, 210},   [15] = {"Q8_K", 256, 292},
    [16] = {"IQ2_XXS", 256, 66}, [17] = {"IQ2_XS", 256, 74},
    [18] = {"IQ3_XXS", 256, 98}, [19] = {"IQ1_S", 256, 50},
    [20] = {"IQ4_NL", 32, 18},   [21] = {"IQ3_S", 256, 110},
    [22] = {"IQ2_S", 256, 82},   [23] = {"IQ4_XS", 256, 136},
    [24] = {"I8", 1, 1},         [25] = {"I16", 1, 2},
    [26] = {"I32", 1, 4},        [27] = {"I64", 1, 8},
    [28] = {"F64", 1, 8},        [29] = {"IQ1_M", 256, 56},
    [30] = {"BF16", 1, 2},       [34] = {"TQ1_0", 256, 54},
    [35] = {"TQ2_0", 256, 66},   [39] = {"MXFP4", 32, 17},
};

enum sr_gguf_value_type_e {
  SR_GGUF_UINT8 = 0,
  SR_GGUF_INT8 = 1,
  SR_GGUF_UINT16 = 2,
  SR_GGUF_INT16 = 3,
  SR_GGUF_UINT32 = 4,
  SR_GGUF_INT32 = 5,
  SR_GGUF_FLOAT32 = 6,
  SR_GGUF_BOOL = 7,
  SR_GGUF_STRING = 8,
  SR_GGUF_ARRAY = 9,
  SR_GGUF_UINT64 = 10,
  SR_GGUF_INT64 = 11,
  SR_GGUF_FLOAT64 = 12,
};

// A cursor over the header bytes; every read is bounds checked.
typedef struct sr_gguf_reader_t {
  const sr_param_file_t* file;
  const uint8_t* data;
  uint64_t size;
  uint64_t pos;
  const char* what;  // what is being read, for truncation messages
} sr_gguf_reader_t;

static sr_status_t sr_gguf_truncated(const sr_gguf_reader_t* r, uint64_t need) {
  return SR_MAKE_STATUS(SR_STATUS_DATA_LOSS,
                        "'%s': the file ends (%" PRIu64
                        " bytes) inside %s: %" PRIu64
                        " more bytes needed at offset %" PRIu64 " (truncated?)",
                        r->file->path, r->size, r->what, need, r->pos);
}

static sr_status_t sr_gguf_skip(sr_gguf_reader_t* r, uint64_t n) {
  if (n > r->size - r->pos) return sr_gguf_truncated(r, n);
  r->pos += n;
  return sr_ok_status();
}

static sr_status_t sr_gguf_u32(sr_gguf_reader_t* r, uint32_t* out) {
  if (r->size - r->pos < 4) return sr_gguf_truncated(r, 4);
  *out = sr__load_le_u32(r->data + r->pos);
  r->pos += 4;
  return sr_ok_status();
}

static sr_status_t sr_gguf_u64(sr_gguf_reader_t* r, uint64_t* out) {
  if (r->size - r->pos < 8) return sr_gguf_truncated(r, 8);
  *out = sr__load_le_u64(r->data + r->pos);
  r->pos += 8;
  return sr_ok_status();
}

static sr_status_t sr_gguf_string(sr_gguf_reader_t* r, const char** out_data,
                                  uint64_t* out_length) {
  uint64_t length = 0;
  SR_RETURN_IF_ERROR(sr_gguf_u64(r, &length));
  if (length > r->size - r->pos) return sr_gguf_truncated(r, length);
  *out_data = (const char*)r->data + r->pos;
  *out_length = length;
  r->pos += length;
  return sr_ok_status();
}

static uint64_t sr_gguf_scalar_bytes(uint32_t type) {
  switch (type) {
    case SR_GGUF_UINT8:
    case SR_GGUF_INT8:
    case SR_GGUF_BOOL:
      return 1;
    case SR_GGUF_UINT16:
    case SR_GGUF_INT16:
      return 2;
    case SR_GGUF_UINT32:
    case SR_GGUF_INT32:
    case SR_GGUF_FLOAT32:
      return 4;
    case SR_GGUF_UINT64:
    case SR_GGUF_INT64:
    case SR_GGUF_FLOAT64:
      return 8;
    default:
      return 0;
  }
}

// Skips a value of |type| (arrays of any depth up to the limit).
static sr_status_t sr_gguf_skip_value(sr_gguf_reader_t* r, uint32_t type,
                                      int depth) {
  uint64_t bytes = sr_gguf_scalar_bytes(type);
  if (bytes) return sr_gguf_skip(r, bytes);
  if (type == SR_GGUF_STRING) {
    const char* s = NULL;
    uint64_t n = 0;
    return sr_gguf_string(r, &s, &n);
  }
  if (type != SR_GGUF_ARRAY) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "'%s': %s has unknown value type %u at offset "
                          "%" PRIu64,
                          r->file->path, r->what, type, r->pos);
  }
  if (depth >= SR_GGUF_MAX_ARRAY_DEPTH) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "'%s': %s nests arrays deeper than %d", r->file->path,
                          r->what, SR_GGUF_MAX_ARRAY_DEPTH);
  }
  uint32_t element_type = 0;
  uint64_t count = 0;
  SR_RETURN_IF_ERROR(sr_gguf_u32(r, &element_type));
  SR_RETURN_IF_ERROR(sr_gguf_u64(r, &count));
  uint64_t element_bytes = sr_gguf_scalar_bytes(element_type);
  if (element_bytes) {
    if (count > (r->size - r->pos) / element_bytes) {
      return sr_gguf_truncated(r, count * element_bytes);
    }
    r->pos += count * element_bytes;
    return sr_ok_status();
  }
  // Each string or array element takes at least 8 bytes, so a count the
  // file cannot hold fails here instead of looping for ages.
  if (count > (r->size - r->pos) / 8) return sr_gguf_truncated(r, count * 8);
  for (uint64_t i = 0; i < count; ++i) {
    SR_RETURN_IF_ERROR(sr_gguf_skip_value(r, element_type, depth + 1));
  }
  return sr_ok_status();
}

// Reads the metadata, keeping general.alignment.
static sr_status_t sr_gguf_read_metadata(sr_gguf_reader_t* r, uint64_t count,
                                         uint64_t* out_alignment) {
  char what[320];
  for (uint64_t i = 0; i < count; ++i) {
    snprintf(what, sizeof(what), "metadata entry %" PRIu64, i);
    r->what = what;
    const char* key = NULL;
    uint64_t key_length = 0;
    uint32_t type = 0;
    SR_RETURN_IF_ERROR(sr_gguf_string(r, &key, &key_length));
    snprintf(what, sizeof(what), "metadata entry %" PRIu64 " (\"%.*s\")", i,
             (int)(key_length > 200 ? 200 : key_length), key);
    SR_RETURN_IF_ERROR(sr_gguf_u32(r, &type));
    if (key_length == 17 && memcmp(key, "general.alignment", 17) == 0) {
      uint32_t alignment = 0;
      if (type != SR_GGUF_UINT32) {
        return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                              "'%s': general.alignment must be a uint32 "
                              "(type %u), not type %u",
                              r->file->path, SR_GGUF_UINT32, type);
      }
      SR_RETURN_IF_ERROR(sr_gguf_u32(r, &alignment));
      if (!alignment || (alignment & (alignment - 1))) {
        return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                              "'%s': general.alignment %u is not a power of "
                              "two",
                              r->file->path, alignment);
      }
      *out_alignment = alignment;
      continue;
    }
    SR_RETURN_IF_ERROR(sr_gguf_skip_value(r, type, 0));
  }
  return sr_ok_status();
}

typedef struct sr_gguf_tensor_t {
  const char* name;
  uint64_t name_length;
  uint32_t type;
  uint64_t offset;
  uint64_t size;
} sr_gguf_tensor_t;

// Reads one tensor info and computes its byte size.
static sr_status_t sr_gguf_read_tensor(sr_gguf_reader_t* r, uint64_t ordinal,
                                       sr_gguf_tensor_t* out) {
  char what[320];
  snprintf(what, sizeof(what), "tensor info %" PRIu64, ordinal);
  r->what = what;
  SR_RETURN_IF_ERROR(sr_gguf_string(r, &out->name, &out->name_length));
  int name_length = (int)(out->name_length > 200 ? 200 : out->name_length);
  snprintf(what, sizeof(what), "tensor info %" PRIu64 " (\"%.*s\")", ordinal,
           name_length, out->name);
  uint32_t rank = 0;
  SR_RETURN_IF_ERROR(sr_gguf_u32(r, &rank));
  if (rank > SR_GGUF_MAX_DIMS) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "'%s': tensor \"%.*s\" has %u dimensions (at most "
                          "%d)",
                          r->file->path, name_length, out->name, rank,
                          SR_GGUF_MAX_DIMS);
  }
  uint64_t elements = 1;
  bool overflow = false;
  for (uint32_t d = 0; d < rank; ++d) {
    uint64_t dim = 0;
    SR_RETURN_IF_ERROR(sr_gguf_u64(r, &dim));
    if (dim && elements > UINT64_MAX / dim) overflow = true;
    elements *= dim;
  }
  SR_RETURN_IF_ERROR(sr_gguf_u32(r, &out->type));
  SR_RETURN_IF_ERROR(sr_gguf_u64(r, &out->offset));
  const sr_gguf_type_t* t =
      out->type < sizeof(kGgufTypes) / sizeof(kGgufTypes[0])
          ? &kGgufTypes[out->type]
          : NULL;
  if (!t || !t->name) {
    return SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED,
                          "'%s': tensor \"%.*s\" has ggml type %u, which this "
                          "reader does not know",
                          r->file->path, name_length, out->name, out->type);
  }
  if (overflow || elements % t->block_elements) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "'%s': tensor \"%.*s\": %s needs a multiple of %u "
                          "elements (has %" PRIu64 "%s)",
                          r->file->path, name_length, out->name, t->name,
                          t->block_elements, elements,
                          overflow ? ", overflowing" : "");
  }
  uint64_t blocks = elements / t->block_elements;
  if (blocks > UINT64_MAX / t->block_bytes) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "'%s': tensor \"%.*s\" is too large", r->file->path,
                          name_length, out->name);
  }
  out->size = blocks * t->block_bytes;
  return sr_ok_status();
}

static sr_status_t sr_gguf_add_tensor(sr_parameter_index_t* index,
                                      const char* scope, sr_param_file_t* file,
                                      const sr_gguf_tensor_t* t,
                                      uint64_t data_offset,
                                      uint64_t alignment) {
  int name_length = (int)(t->name_length > 200 ? 200 : t->name_length);
  if (t->offset % alignment) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "'%s': tensor \"%.*s\" at data offset %" PRIu64
                          " is not aligned to %" PRIu64,
                          file->path, name_length, t->name, t->offset,
                          alignment);
  }
  uint64_t data_size = file->size - data_offset;
  if (t->offset > data_size || t->size > data_size - t->offset) {
    return SR_MAKE_STATUS(SR_STATUS_DATA_LOSS,
                          "'%s': tensor \"%.*s\": data [%" PRIu64 ", %" PRIu64
                          ") lies outside the %" PRIu64
                          " bytes of tensor data (truncated?)",
                          file->path, name_length, t->name, t->offset,
                          t->offset + t->size, data_size);
  }
  sr_parameter_entry_info_t info;
  memset(&info, 0, sizeof(info));
  info.scope = scope;
  info.scope_length = strlen(scope);
  info.key = t->name;
  info.key_length = (size_t)t->name_length;
  info.length = t->size;
  info.storage = SR_PARAMETER_STORAGE_FILE;
  info.path = file->path;
  info.offset = data_offset + t->offset;
  info.source_path = file->path;
  info.source_format = SR_PARAMETER_FORMAT_GGUF;
  return sr__param_index_add(index, &info, file);
}

sr_status_t sr__gguf_parse(sr_parameter_index_t* index, const char* scope,
                           sr_param_file_t* file, const uint8_t* data) {
  sr_gguf_reader_t r = {file, data, file->size, 0, "the GGUF header"};
  uint32_t magic = 0, version = 0;
  uint64_t tensor_count = 0, kv_count = 0;
  SR_RETURN_IF_ERROR(sr_gguf_u32(&r, &magic));
  if (magic != SR_GGUF_MAGIC) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "'%s': GGUF magic missing or invalid (%08X; "
                          "expected %08X 'GGUF')",
                          file->path, magic, SR_GGUF_MAGIC);
  }
  SR_RETURN_IF_ERROR(sr_gguf_u32(&r, &version));
  if (version == 0x02000000u || version == 0x03000000u) {
    return SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED,
                          "'%s': big-endian GGUF files are not supported",
                          file->path);
  }
  if (version < 2 || version > 3) {
    return SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED,
                          "'%s': GGUF version %u is not supported (2 and 3 "
                          "are)",
                          file->path, version);
  }
  SR_RETURN_IF_ERROR(sr_gguf_u64(&r, &tensor_count));
  SR_RETURN_IF_ERROR(sr_gguf_u64(&r, &kv_count));
  uint64_t alignment = SR_GGUF_DEFAULT_ALIGNMENT;
  SR_RETURN_IF_ERROR(sr_gguf_read_metadata(&r, kv_count, &alignment));
  // Two passes: tensor infos are variable length, so where the data starts
  // is only known after the last one.
  uint64_t infos = r.pos;
  sr_gguf_tensor_t t;
  for (uint64_t i = 0; i < tensor_count; ++i) {
    SR_RETURN_IF_ERROR(sr_gguf_read_tensor(&r, i, &t));
  }
  uint64_t data_offset = (r.pos + alignment - 1) / alignment * alignment;
  if (tensor_count && data_offset > file->size) {
    return SR_MAKE_STATUS(SR_STATUS_DATA_LOSS,
                          "'%s': the file ends before its tensor data "
                          "(truncated?)",
                          file->path);
  }
  r.pos = infos;
  for (uint64_t i = 0; i < tensor_count; ++i) {
    SR_RETURN_IF_ERROR(sr_gguf_read_tensor(&r, i, &t));
    SR_RETURN_IF_ERROR(
        sr_gguf_add_tensor(index, scope, file, &t, data_offset, alignment));
  }
  return sr_ok_status();
}
