// Shared by streamref-run and streamref-diff: iree-run-module's input
// grammar, result printing, .npy files and element comparison. See run_io.h.

#include "tools/run_io.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "core/base/checked_math.h"
#include "io/npy.h"

//===----------------------------------------------------------------------===//
// String lists
//===----------------------------------------------------------------------===//

void sr_tool_string_list_push(sr_tool_string_list_t* list, const char* value) {
  if (list->count == list->capacity) {
    list->capacity = list->capacity ? list->capacity * 2 : 8;
    char** grown = realloc(list->values, list->capacity * sizeof(char*));
    if (!grown) {
      fprintf(stderr, "out of memory\n");
      exit(1);
    }
    list->values = grown;
  }
  list->values[list->count++] = strdup(value);
}

void sr_tool_string_list_free(sr_tool_string_list_t* list) {
  for (size_t i = 0; i < list->count; ++i) free(list->values[i]);
  free(list->values);
  memset(list, 0, sizeof(*list));
}

//===----------------------------------------------------------------------===//
// Files: streams opened once per path so `+` continues where `@` began
//===----------------------------------------------------------------------===//

FILE* sr_tool_stream_open(sr_tool_stream_list_t* list, const char* path,
                          bool append, const char* write_mode) {
  for (size_t i = 0; i < list->count; ++i) {
    if (strcmp(list->streams[i].path, path) == 0) {
      if (!append) fseek(list->streams[i].file, 0, SEEK_SET);
      return list->streams[i].file;
    }
  }
  if (list->count == 64) return NULL;
  const char* mode = write_mode ? (append ? "ab" : "wb") : "rb";
  FILE* file = fopen(path, mode);
  if (!file) return NULL;
  list->streams[list->count].path = strdup(path);
  list->streams[list->count].file = file;
  ++list->count;
  return file;
}

sr_status_t sr_tool_stream_list_close(sr_tool_stream_list_t* list) {
  sr_status_t status = sr_ok_status();
  for (size_t i = 0; i < list->count; ++i) {
    // A buffered write fails only when it is flushed: fclose reports it
    // (a full disk, /dev/full), and the results are lost unless we say so.
    bool failed = ferror(list->streams[i].file) != 0;
    failed |= fclose(list->streams[i].file) != 0;
    if (failed && !status) {
      status = SR_MAKE_STATUS(SR_STATUS_DATA_LOSS, "error writing '%s'",
                              list->streams[i].path);
    }
    free(list->streams[i].path);
  }
  list->count = 0;
  return status;
}

//===----------------------------------------------------------------------===//
// numpy .npy
//===----------------------------------------------------------------------===//

// numpy writes headers of a few hundred bytes; its own reader refuses
// headers above 10000 bytes unless told otherwise. Anything larger is a
// corrupt or hostile length, refused before it sizes an allocation.
enum { SR_TOOL_NPY_MAX_HEADER = 1 << 16 };

typedef struct sr_tool_npy_cursor_t {
  const char* p;
  const char* end;
} sr_tool_npy_cursor_t;

static void npy_skip_space(sr_tool_npy_cursor_t* c) {
  while (c->p < c->end &&
         (*c->p == ' ' || *c->p == '\t' || *c->p == '\n' || *c->p == '\r')) {
    ++c->p;
  }
}

static bool npy_accept(sr_tool_npy_cursor_t* c, char ch) {
  npy_skip_space(c);
  if (c->p < c->end && *c->p == ch) {
    ++c->p;
    return true;
  }
  return false;
}

// A Python string literal ('...' or "..."; no escapes in the keys and
// descrs numpy writes) into |out| (NUL-terminated).
static bool npy_string(sr_tool_npy_cursor_t* c, char* out, size_t capacity) {
  npy_skip_space(c);
  if (c->p >= c->end || (*c->p != '\'' && *c->p != '"')) return false;
  char quote = *c->p++;
  size_t n = 0;
  while (c->p < c->end && *c->p != quote) {
    if (*c->p == '\\' || n + 1 >= capacity) return false;
    out[n++] = *c->p++;
  }
  if (c->p >= c->end) return false;
  ++c->p;
  out[n] = 0;
  return true;
}

static bool npy_keyword(sr_tool_npy_cursor_t* c, const char* word) {
  npy_skip_space(c);
  size_t n = strlen(word);
  if ((size_t)(c->end - c->p) < n || memcmp(c->p, word, n) != 0) return false;
  c->p += n;
  return true;
}

// A non-negative decimal dimension that fits in int64.
static bool npy_dimension(sr_tool_npy_cursor_t* c, int64_t* out) {
  npy_skip_space(c);
  int64_t value = 0;
  const char* start = c->p;
  while (c->p < c->end && *c->p >= '0' && *c->p <= '9') {
    if (!sr_checked_mul_i64(value, 10, &value) ||
        !sr_checked_add_i64(value, *c->p - '0', &value)) {
      return false;
    }
    ++c->p;
  }
  *out = value;
  return c->p != start;
}

// `(2, 3)`, `(4,)`, `()`.
static sr_status_t npy_shape(sr_tool_npy_cursor_t* c, size_t* out_rank,
                             int64_t* shape) {
  if (!npy_accept(c, '(')) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "npy header: 'shape' is not a tuple");
  }
  size_t rank = 0;
  while (!npy_accept(c, ')')) {
    if (rank == SR_BUFFER_VIEW_MAX_RANK) {
      return SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE, "npy header: rank above %d",
                            SR_BUFFER_VIEW_MAX_RANK);
    }
    if (!npy_dimension(c, &shape[rank])) {
      return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                            "npy header: dimension %zu of 'shape' is not an "
                            "integer in [0, 2^63)",
                            rank);
    }
    ++rank;
    if (!npy_accept(c, ',')) {
      if (!npy_accept(c, ')')) {
        return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                              "npy header: malformed 'shape' tuple");
      }
      if (rank == 1) {
        // `(4)` is the integer 4 in Python, not a tuple: numpy writes (4,).
        return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                              "npy header: malformed 'shape' tuple");
      }
      break;
    }
  }
  *out_rank = rank;
  return sr_ok_status();
}

// numpy's dtype string: byte order, kind, item size in bytes (`<f4`).
static sr_status_t npy_descr(const char* descr, sr_element_type_t* out_type) {
  const char* p = descr;
  char order = *p;
  if (order == '<' || order == '>' || order == '|' || order == '=') ++p;
  char kind = *p ? *p++ : 0;
  // The size: 1 to 2 digits (numpy's fixed-size kinds are at most 16 bytes;
  // a void 'V' item holds at most 31 bytes in a 255-bit element type).
  int bytes = 0;
  int digits = 0;
  while (*p >= '0' && *p <= '9' && digits < 3)
    bytes = bytes * 10 + (*p++ - '0'), ++digits;
  bool ok = !*p && digits >= 1 && digits <= 2 && bytes >= 1;
  uint32_t numerical = SR_NUMERICAL_UNKNOWN;
  switch (kind) {
    case 'b':
      numerical = SR_NUMERICAL_BOOLEAN;
      ok = ok && bytes == 1;
      break;
    case 'i':
    case 'u':
      numerical = kind == 'i' ? SR_NUMERICAL_INTEGER_SIGNED
                              : SR_NUMERICAL_INTEGER_UNSIGNED;
      ok = ok && (bytes == 1 || bytes == 2 || bytes == 4 || bytes == 8);
      break;
    case 'f':
      numerical = SR_NUMERICAL_FLOAT_IEEE;
      ok = ok && (bytes == 2 || bytes == 4 || bytes == 8);
      break;
    case 'c':
      numerical = SR_NUMERICAL_FLOAT_COMPLEX;
      ok = ok && (bytes == 8 || bytes == 16);
      break;
    case 'V':
      numerical = SR_NUMERICAL_UNKNOWN;
      ok = ok && bytes <= 31;
      break;
    default:
      ok = false;
      break;
  }
  if (!ok) {
    return SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED,
                          "unsupported npy data type '%s'", descr);
  }
  if (order == '>' && bytes != 1) {
    return SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED,
                          "big-endian npy data type '%s'", descr);
  }
  *out_type = SR_ELEMENT_TYPE(numerical, (uint32_t)bytes * 8);
  return sr_ok_status();
}

// The header dict: exactly the keys 'descr', 'fortran_order' and 'shape'
// (numpy's format 1.0 to 3.0), in any order, then padding.
static sr_status_t npy_parse_header(const char* text, size_t length,
                                    sr_element_type_t* out_type,
                                    size_t* out_rank, int64_t* shape) {
  sr_tool_npy_cursor_t c = {text, text + length};
  bool seen_descr = false, seen_order = false, seen_shape = false;
  if (!npy_accept(&c, '{')) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "npy header is not a dict");
  }
  while (!npy_accept(&c, '}')) {
    char key[32];
    if (!npy_string(&c, key, sizeof(key)) || !npy_accept(&c, ':')) {
      return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT, "malformed npy header");
    }
    if (strcmp(key, "descr") == 0 && !seen_descr) {
      char descr[16];
      if (!npy_string(&c, descr, sizeof(descr))) {
        return SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED,
                              "npy header: 'descr' is not a simple dtype "
                              "string");
      }
      SR_RETURN_IF_ERROR(npy_descr(descr, out_type));
      seen_descr = true;
    } else if (strcmp(key, "fortran_order") == 0 && !seen_order) {
      if (npy_keyword(&c, "True")) {
        return SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED,
                              "fortran order arrays not supported");
      }
      if (!npy_keyword(&c, "False")) {
        return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                              "npy header: 'fortran_order' is not a bool");
      }
      seen_order = true;
    } else if (strcmp(key, "shape") == 0 && !seen_shape) {
      SR_RETURN_IF_ERROR(npy_shape(&c, out_rank, shape));
      seen_shape = true;
    } else {
      return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                            "npy header: unexpected or repeated key '%s'", key);
    }
    if (!npy_accept(&c, ',')) {
      if (!npy_accept(&c, '}')) {
        return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                              "malformed npy header");
      }
      break;
    }
  }
  npy_skip_space(&c);
  if (c.p != c.end) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "npy header: unexpected text after the dict");
  }
  if (!seen_descr || !seen_order || !seen_shape) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "npy header: missing '%s'",
                          !seen_descr   ? "descr"
                          : !seen_order ? "fortran_order"
                                        : "shape");
  }
  return sr_ok_status();
}

// Bytes left in |file| from its position, when it is a regular file (-1
// when that cannot be known, as for a pipe).
static int64_t remaining_bytes(FILE* file) {
  struct stat info;
  int fd = fileno(file);
  long position = ftell(file);
  if (fd < 0 || position < 0 || fstat(fd, &info) != 0 ||
      !S_ISREG(info.st_mode) || info.st_size < position) {
    return -1;
  }
  return (int64_t)info.st_size - position;
}

sr_status_t sr_tool_npy_read(FILE* file, sr_buffer_view_t** out_view) {
  *out_view = NULL;
  uint8_t prefix[8];
  if (fread(prefix, 1, 8, file) != 8) {
    return SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE, "end-of-file");
  }
  static const uint8_t kMagic[6] = {0x93, 'N', 'U', 'M', 'P', 'Y'};
  if (memcmp(prefix, kMagic, 6) != 0) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "npy header magic mismatch");
  }
  uint8_t length_bytes[4] = {0};
  uint32_t header_length = 0;
  if (prefix[6] == 1 && prefix[7] == 0) {
    if (fread(length_bytes, 1, 2, file) != 2) {
      return SR_MAKE_STATUS(SR_STATUS_DATA_LOSS, "truncated npy header");
    }
    header_length = (uint32_t)length_bytes[0] | (uint32_t)length_bytes[1] << 8;
  } else if ((prefix[6] == 2 || prefix[6] == 3) && prefix[7] == 0) {
    if (fread(length_bytes, 1, 4, file) != 4) {
      return SR_MAKE_STATUS(SR_STATUS_DATA_LOSS, "truncated npy header");
    }
    header_length = (uint32_t)length_bytes[0] | (uint32_t)length_bytes[1] << 8 |
                    (uint32_t)length_bytes[2] << 16 |
                    (uint32_t)length_bytes[3] << 24;
  } else {
    return SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED, "npy version %d.%d",
                          prefix[6], prefix[7]);
  }
  if (header_length > SR_TOOL_NPY_MAX_HEADER) {
    return SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE,
                          "npy header length %" PRIu32
                          " is above the limit of %d bytes",
                          header_length, SR_TOOL_NPY_MAX_HEADER);
  }
  char* header = malloc((size_t)header_length + 1);
  if (!header) {
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "out of memory");
  }
  if (fread(header, 1, header_length, file) != header_length) {
    free(header);
    return SR_MAKE_STATUS(SR_STATUS_DATA_LOSS, "truncated npy header");
  }
  header[header_length] = 0;
  sr_element_type_t type = SR_ELEMENT_TYPE_NONE;
  int64_t shape[SR_BUFFER_VIEW_MAX_RANK];
  size_t rank = 0;
  sr_status_t status =
      npy_parse_header(header, header_length, &type, &rank, shape);
  free(header);
  SR_RETURN_IF_ERROR(status);
  // The size is checked before anything is allocated for it: a header can
  // claim far more than the file holds.
  int64_t count = 0;
  uint64_t length = 0;
  if (!sr_checked_element_count(rank, shape, &count) ||
      !sr_checked_mul_u64((uint64_t)count, sr_element_type_byte_size(type),
                          &length)) {
    return SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE, "npy array size overflows");
  }
  int64_t remaining = remaining_bytes(file);
  if (remaining >= 0 && length > (uint64_t)remaining) {
    return SR_MAKE_STATUS(SR_STATUS_DATA_LOSS,
                          "failed to read npy contents of %" PRIu64
                          " bytes: the file holds %" PRId64,
                          length, remaining);
  }
  sr_buffer_view_t* view = NULL;
  SR_RETURN_IF_ERROR(sr_buffer_view_create(sr_allocator_system(), rank, shape,
                                           type, NULL, 0, &view));
  size_t bytes = sr_buffer_view_byte_length(view);
  if (fread(sr_buffer_view_data(view), 1, bytes, file) != bytes) {
    sr_buffer_view_release(view);
    return SR_MAKE_STATUS(SR_STATUS_DATA_LOSS,
                          "failed to read npy contents of %zu bytes", bytes);
  }
  *out_view = view;
  return sr_ok_status();
}

size_t sr_tool_dense_length(const sr_buffer_view_t* view) {
  // A view's shape always fits in its bytes (sr_buffer_view_create and the
  // runtime check it); packed sub-byte elements take less than a byte each.
  size_t count = (size_t)sr_buffer_view_element_count(view);
  size_t length = sr_buffer_view_byte_length(view);
  size_t bytes = sr_element_type_byte_size(sr_buffer_view_element_type(view));
  size_t dense = 0;
  if (!sr_checked_mul_size(count, bytes, &dense) || dense > length) {
    return length;
  }
  return dense;
}

sr_status_t sr_tool_npy_write(FILE* file, const sr_buffer_view_t* view) {
  sr_element_type_t type = sr_buffer_view_element_type(view);
  if (sr_element_type_bit_count(type) % 8 != 0) {
    // Sub-byte elements are packed in a view; numpy has no such dtype.
    return SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED,
                          "npy files cannot hold packed sub-byte elements");
  }
  char descr[SR_NPY_DESCR_CAPACITY];
  if (!sr_npy_descr(type, descr)) {
    // i24, c4, bf16, f8E4M3FN, opaque items above 31 bytes, ...
    return SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED,
                          "npy files have no dtype for these %u-bit elements",
                          (unsigned)sr_element_type_bit_count(type));
  }
  size_t rank = sr_buffer_view_rank(view);
  int64_t shape[SR_BUFFER_VIEW_MAX_RANK];
  if (rank > SR_BUFFER_VIEW_MAX_RANK) {
    return SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE, "npy rank above %d",
                          SR_BUFFER_VIEW_MAX_RANK);
  }
  for (size_t i = 0; i < rank; ++i) shape[i] = sr_buffer_view_dim(view, i);
  size_t length = sr_tool_dense_length(view);
  if (!sr_npy_write_header(file, descr, rank, shape) ||
      fwrite(sr_buffer_view_data(view), 1, length, file) != length) {
    return SR_MAKE_STATUS(SR_STATUS_DATA_LOSS, "failed writing npy contents");
  }
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Inputs
//===----------------------------------------------------------------------===//

void sr_tool_variant_list_push(sr_tool_variant_list_t* list,
                               sr_variant_t value) {
  if (list->count == list->capacity) {
    list->capacity = list->capacity ? list->capacity * 2 : 8;
    sr_variant_t* grown =
        realloc(list->values, list->capacity * sizeof(*grown));
    if (!grown) {
      fprintf(stderr, "out of memory\n");
      exit(1);
    }
    list->values = grown;
  }
  list->values[list->count++] = value;
}

void sr_tool_variant_list_free(sr_tool_variant_list_t* list) {
  for (size_t i = 0; i < list->count; ++i) sr_variant_reset(&list->values[i]);
  free(list->values);
  memset(list, 0, sizeof(*list));
}

char* sr_tool_trim(char* s) {
  while (isspace((unsigned char)*s)) ++s;
  size_t n = strlen(s);
  while (n && isspace((unsigned char)s[n - 1])) s[--n] = 0;
  return s;
}

static sr_status_t next_cconv(const char** cconv, char* out) {
  if (!**cconv) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "function expected fewer input values");
  }
  *out = *(*cconv)++;
  return sr_ok_status();
}

static sr_status_t parse_primitive(char cconv, const char* text,
                                   sr_variant_t* out) {
  char* end = NULL;
  switch (cconv) {
    case 'i': {
      long long v = strtoll(text, &end, 0);
      if (*text && !*end && v >= INT32_MIN && v <= UINT32_MAX) {
        *out = sr_variant_i32((int32_t)v);
        return sr_ok_status();
      }
      return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                            "parsing value `%s` as i32", text);
    }
    case 'I': {
      long long v = strtoll(text, &end, 0);
      if (*text && !*end) {
        *out = sr_variant_i64(v);
        return sr_ok_status();
      }
      return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                            "parsing value `%s` as i64", text);
    }
    case 'f': {
      float v = strtof(text, &end);
      if (*text && !*end) {
        *out = sr_variant_f32(v);
        return sr_ok_status();
      }
      return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                            "parsing value `%s` as f32", text);
    }
    case 'F': {
      double v = strtod(text, &end);
      if (*text && !*end) {
        *out = sr_variant_f64(v);
        return sr_ok_status();
      }
      return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                            "parsing value `%s` as f64", text);
    }
    default:
      return SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED,
                            "unimplemented cconv type `%c`", cconv);
  }
}

// The dense byte size `SHAPExTYPE` claims (`2x3xf32`: 24), checked.
static sr_status_t metadata_byte_size(const char* text, size_t length,
                                      uint64_t* out_size) {
  const char* x = NULL;
  for (size_t i = length; i-- > 0;) {
    if (text[i] == 'x') {
      x = text + i;
      break;
    }
  }
  const char* type_text = x ? x + 1 : text;
  sr_element_type_t type = SR_ELEMENT_TYPE_NONE;
  SR_RETURN_IF_ERROR(sr_element_type_parse(
      type_text, (size_t)(text + length - type_text), &type));
  uint64_t count = 1;
  bool ok = true;
  for (const char* p = text; x && p < x;) {
    uint64_t dim = 0;
    const char* start = p;
    while (p < x && *p >= '0' && *p <= '9') {
      ok = ok && sr_checked_mul_u64(dim, 10, &dim) &&
           sr_checked_add_u64(dim, (uint64_t)(*p - '0'), &dim);
      ++p;
    }
    ok = ok && p != start && (p == x || *p == 'x') &&
         sr_checked_mul_u64(count, dim, &count);
    if (!ok) break;
    if (p < x) ++p;
  }
  if (!ok || !sr_checked_bits_to_bytes(count, sr_element_type_bit_count(type),
                                       out_size)) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "invalid shape specification or size: '%.*s'",
                          (int)length, text);
  }
  return sr_ok_status();
}

// `SHAPExTYPE=@file` / `=+file`: raw bytes from a file.
static sr_status_t parse_tensor_from_file(const char* metadata,
                                          size_t metadata_length,
                                          const char* spec,
                                          sr_tool_stream_list_t* streams,
                                          sr_buffer_view_t** out_view) {
  bool append = spec[0] == '+';
  FILE* file = sr_tool_stream_open(streams, spec + 1, append, NULL);
  if (!file) {
    return SR_MAKE_STATUS(SR_STATUS_NOT_FOUND, "cannot open '%s'", spec + 1);
  }
  // The shape alone first (no storage), so a file shorter than the shape
  // claims is an error before a huge allocation is made for it.
  uint64_t claimed = 0;
  SR_RETURN_IF_ERROR(metadata_byte_size(metadata, metadata_length, &claimed));
  int64_t remaining = remaining_bytes(file);
  if (remaining >= 0 && claimed > (uint64_t)remaining) {
    return SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE,
                          "file '%s' ends before %" PRIu64 " bytes", spec + 1,
                          claimed);
  }
  sr_buffer_view_t* shape_only = NULL;
  SR_RETURN_IF_ERROR(sr_buffer_view_parse(sr_allocator_system(), metadata,
                                          metadata_length, &shape_only));
  size_t length = sr_buffer_view_byte_length(shape_only);
  if (fread(sr_buffer_view_data(shape_only), 1, length, file) != length) {
    sr_buffer_view_release(shape_only);
    return SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE,
                          "file '%s' ends before %zu bytes", spec + 1, length);
  }
  *out_view = shape_only;
  return sr_ok_status();
}

static sr_status_t parse_tensor(const char* text,
                                sr_tool_stream_list_t* streams,
                                sr_buffer_view_t** out_view) {
  const char* eq = strchr(text, '=');
  if (eq && (eq[1] == '@' || eq[1] == '+')) {
    return parse_tensor_from_file(text, (size_t)(eq - text), eq + 1, streams,
                                  out_view);
  }
  return sr_buffer_view_parse(sr_allocator_system(), text, strlen(text),
                              out_view);
}

// The rest of |file| (from its position) as one i8 view.
static sr_status_t read_rest(FILE* file, const char* path,
                             sr_buffer_view_t** out_view) {
  long start = ftell(file);
  if (start < 0 || fseek(file, 0, SEEK_END) != 0) {
    return SR_MAKE_STATUS(SR_STATUS_DATA_LOSS, "cannot seek in '%s'", path);
  }
  long end = ftell(file);
  fseek(file, start, SEEK_SET);
  int64_t length = end - start;
  SR_RETURN_IF_ERROR(sr_buffer_view_create(sr_allocator_system(), 1, &length,
                                           SR_ELEMENT_TYPE_INT_8, NULL, 0,
                                           out_view));
  if (fread(sr_buffer_view_data(*out_view), 1, (size_t)length, file) !=
      (size_t)length) {
    sr_buffer_view_release(*out_view);
    *out_view = NULL;
    return SR_MAKE_STATUS(SR_STATUS_DATA_LOSS, "error reading '%s'", path);
  }
  return sr_ok_status();
}

// `resource<LIFETIME>[{N}][=CONTENTS]`: see run_io.h.
static sr_status_t parse_resource(const char* text,
                                  sr_tool_stream_list_t* streams,
                                  sr_buffer_view_t** out_view) {
  *out_view = NULL;
  const char* close = strchr(text, '>');
  if (!close) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "expected `resource<LIFETIME>`");
  }
  const char* p = close + 1;
  int64_t size = -1;
  if (*p == '{') {
    char* end = NULL;
    errno = 0;
    long long n = strtoll(p + 1, &end, 0);
    if (end == p + 1 || *end != '}' || n < 0 || errno == ERANGE) {
      return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                            "expected a byte size `{N}` after `resource<...>`");
    }
    size = n;
    p = end + 1;
  }
  if (*p && *p != '=') {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "unexpected `%s` after the resource type", p);
  }
  const char* contents = *p == '=' ? p + 1 : NULL;
  if (contents && (contents[0] == '@' || contents[0] == '+')) {
    FILE* file =
        sr_tool_stream_open(streams, contents + 1, contents[0] == '+', NULL);
    if (!file) {
      return SR_MAKE_STATUS(SR_STATUS_NOT_FOUND, "cannot open '%s'",
                            contents + 1);
    }
    if (size < 0) return read_rest(file, contents + 1, out_view);
    int64_t remaining = remaining_bytes(file);
    if (remaining >= 0 && size > remaining) {
      return SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE,
                            "file '%s' ends before %lld bytes", contents + 1,
                            (long long)size);
    }
    SR_RETURN_IF_ERROR(sr_buffer_view_create(sr_allocator_system(), 1, &size,
                                             SR_ELEMENT_TYPE_INT_8, NULL, 0,
                                             out_view));
    if (fread(sr_buffer_view_data(*out_view), 1, (size_t)size, file) !=
        (size_t)size) {
      sr_buffer_view_release(*out_view);
      *out_view = NULL;
      return SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE,
                            "file '%s' ends before %lld bytes", contents + 1,
                            (long long)size);
    }
    return sr_ok_status();
  }
  if (size < 0) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "a resource input needs a size `{N}` unless it "
                          "comes from a file");
  }
  // Bytes as an N x i8 tensor: IREE's value grammar (one value splats).
  char spec[64];
  snprintf(spec, sizeof(spec), "%lldxi8", (long long)size);
  size_t length = strlen(spec) + (contents ? strlen(contents) + 1 : 0) + 1;
  char* full = malloc(length);
  if (!full) return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "oom");
  snprintf(full, length, "%s%s%s", spec, contents ? "=" : "",
           contents ? contents : "");
  sr_status_t status =
      sr_buffer_view_parse(sr_allocator_system(), full, strlen(full), out_view);
  free(full);
  return status;
}

static sr_status_t parse_input(char* spec, const char** cconv,
                               sr_tool_stream_list_t* streams,
                               sr_tool_variant_list_t* out) {
  char* text = sr_tool_trim(spec);
  char type = 0;
  if (!*text) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "no value specified for input");
  }
  if (strcmp(text, "(null)") == 0 || strcmp(text, "(ignored)") == 0) {
    SR_RETURN_IF_ERROR(next_cconv(cconv, &type));
    sr_variant_t v = {0};
    if (type == 'i') v = sr_variant_i32(0);
    if (type == 'I') v = sr_variant_i64(0);
    if (type == 'f') v = sr_variant_f32(0);
    if (type == 'F') v = sr_variant_f64(0);
    sr_tool_variant_list_push(out, v);
    return sr_ok_status();
  }
  if (text[0] == '@' || text[0] == '+' || text[0] == '*') {
    size_t n = strlen(text);
    if (n < 5 || strcmp(text + n - 4, ".npy") != 0) {
      return SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED,
                            "only numpy (.npy) files are supported for "
                            "metadata-less variant I/O");
    }
    FILE* file = sr_tool_stream_open(streams, text + 1, text[0] != '@', NULL);
    if (!file) {
      return SR_MAKE_STATUS(SR_STATUS_NOT_FOUND, "cannot open '%s'", text + 1);
    }
    for (bool first = true;; first = false) {
      if (text[0] == '*' && !first) {
        int c = fgetc(file);
        if (c == EOF) break;
        ungetc(c, file);
      }
      SR_RETURN_IF_ERROR(next_cconv(cconv, &type));
      if (type != 'r') {
        return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                              "function signature mismatch: expected cconv "
                              "type `r` but provided type `%c`",
                              type);
      }
      sr_buffer_view_t* view = NULL;
      SR_RETURN_IF_ERROR(sr_tool_npy_read(file, &view));
      sr_tool_variant_list_push(out, sr_variant_view(view));
      if (text[0] != '*') break;
    }
    return sr_ok_status();
  }
  if (text[0] == '&') {
    SR_RETURN_IF_ERROR(next_cconv(cconv, &type));
    sr_buffer_view_t* view = NULL;
    SR_RETURN_IF_ERROR(parse_tensor(text + 1, streams, &view));
    sr_tool_variant_list_push(out, sr_variant_view(view));
    return sr_ok_status();
  }
  if (**cconv != 'r') {
    SR_RETURN_IF_ERROR(next_cconv(cconv, &type));
    sr_variant_t v = {0};
    SR_RETURN_IF_ERROR(parse_primitive(type, text, &v));
    sr_tool_variant_list_push(out, v);
    return sr_ok_status();
  }
  SR_RETURN_IF_ERROR(next_cconv(cconv, &type));
  if (strncmp(text, "resource<", 9) == 0) {
    sr_buffer_view_t* view = NULL;
    SR_RETURN_IF_ERROR(parse_resource(text, streams, &view));
    sr_tool_variant_list_push(out, sr_variant_view(view));
    return sr_ok_status();
  }
  if (!strchr(text, '=') && !strchr(text, 'x')) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "invalid tensor specification, requires at least a "
                          "shape/type (`4x2xf32=...`)");
  }
  sr_buffer_view_t* view = NULL;
  SR_RETURN_IF_ERROR(parse_tensor(text, streams, &view));
  sr_tool_variant_list_push(out, sr_variant_view(view));
  return sr_ok_status();
}

sr_status_t sr_tool_parse_inputs(sr_tool_string_list_t* specs,
                                 const char* cconv,
                                 sr_tool_variant_list_t* out) {
  sr_tool_stream_list_t streams = {0};
  sr_status_t status = sr_ok_status();
  for (size_t i = 0; i < specs->count && !status; ++i) {
    status = parse_input(specs->values[i], &cconv, &streams, out);
    if (status) {
      status =
          sr_status_annotate_f(status, "parsing input `%s`", specs->values[i]);
    }
  }
  sr_status_t close_status = sr_tool_stream_list_close(&streams);
  if (!status) {
    status = close_status;
  } else {
    sr_status_ignore(close_status);
  }
  return status;
}

//===----------------------------------------------------------------------===//
// Printing results
//===----------------------------------------------------------------------===//

char* sr_tool_format_view(const sr_buffer_view_t* view, size_t max_elements) {
  size_t n = sr_buffer_view_format(view, max_elements, NULL, 0);
  char* text = malloc(n + 1);
  if (text) sr_buffer_view_format(view, max_elements, text, n + 1);
  return text;
}

void sr_tool_print_variant(FILE* out, const sr_variant_t* v,
                           size_t max_elements) {
  switch (v->type) {
    case SR_VARIANT_NONE:
      fputs("(null)", out);
      break;
    case SR_VARIANT_I32:
      fprintf(out, "i32=%" PRIi32, v->i32);
      break;
    case SR_VARIANT_I64:
      fprintf(out, "i64=%" PRIi64, v->i64);
      break;
    case SR_VARIANT_F32:
      fprintf(out, "f32=%g", v->f32);
      break;
    case SR_VARIANT_F64:
      fprintf(out, "f64=%g", v->f64);
      break;
    case SR_VARIANT_BUFFER_VIEW: {
      char* text = sr_tool_format_view(v->view, max_elements);
      fprintf(out, "hal.buffer_view\n%s", text ? text : "");
      free(text);
      break;
    }
    case SR_VARIANT_FENCE:
      fputs("hal.fence\n(no printer)", out);
      break;
  }
}

// Wraps a scalar in a rank-0 view for npy/binary output (as IREE does).
sr_buffer_view_t* sr_tool_variant_as_view(const sr_variant_t* v) {
  sr_buffer_view_t* view = NULL;
  sr_status_t status = sr_ok_status();
  switch (v->type) {
    case SR_VARIANT_BUFFER_VIEW:
      sr_buffer_view_retain(v->view);
      return v->view;
    case SR_VARIANT_I32:
      status = sr_buffer_view_create(sr_allocator_system(), 0, NULL,
                                     SR_ELEMENT_TYPE_INT_32, &v->i32, 4, &view);
      break;
    case SR_VARIANT_I64:
      status = sr_buffer_view_create(sr_allocator_system(), 0, NULL,
                                     SR_ELEMENT_TYPE_INT_64, &v->i64, 8, &view);
      break;
    case SR_VARIANT_F32:
      status =
          sr_buffer_view_create(sr_allocator_system(), 0, NULL,
                                SR_ELEMENT_TYPE_FLOAT_32, &v->f32, 4, &view);
      break;
    case SR_VARIANT_F64:
      status =
          sr_buffer_view_create(sr_allocator_system(), 0, NULL,
                                SR_ELEMENT_TYPE_FLOAT_64, &v->f64, 8, &view);
      break;
    default: {
      int64_t zero = 0;
      status = sr_buffer_view_create(sr_allocator_system(), 1, &zero,
                                     SR_ELEMENT_TYPE_INT_8, NULL, 0, &view);
      break;
    }
  }
  if (status) {
    sr_status_ignore(status);
    return NULL;
  }
  return view;
}

double sr_tool_element_as_double(const uint8_t* p, sr_element_type_t type) {
  uint32_t bits = sr_element_type_bit_count(type);
  if (sr_element_type_numerical(type) == SR_NUMERICAL_FLOAT_BRAIN) {
    uint32_t u = (uint32_t)(p[0] | (p[1] << 8)) << 16;
    float f;
    memcpy(&f, &u, 4);
    return f;
  }
  if (bits == 16) {
    // f16 -> double through its value.
    uint16_t h = (uint16_t)(p[0] | (p[1] << 8));
    int exponent = (h >> 10) & 0x1F, mantissa = h & 0x3FF;
    double sign = (h & 0x8000) ? -1.0 : 1.0;
    if (exponent == 0) return sign * ldexp(mantissa, -24);
    if (exponent == 31) return mantissa ? NAN : sign * INFINITY;
    return sign * ldexp(mantissa + 1024, exponent - 25);
  }
  if (bits == 32) {
    float f;
    memcpy(&f, p, 4);
    return f;
  }
  double d;
  memcpy(&d, p, 8);
  return d;
}

void sr_tool_format_element(char* buffer, size_t capacity, const uint8_t* p,
                            sr_element_type_t type) {
  int64_t shape[1] = {1};
  sr_buffer_view_t* view = NULL;
  size_t bytes = sr_element_type_byte_size(type);
  if (sr_buffer_view_create(sr_allocator_system(), 1, shape, type, p, bytes,
                            &view)) {
    snprintf(buffer, capacity, "?");
    return;
  }
  char text[128];
  sr_buffer_view_format(view, 1, text, sizeof(text));
  sr_buffer_view_release(view);
  const char* eq = strchr(text, '=');
  const char* value = eq ? eq + 1 : text;
  size_t n = strlen(value);
  if (n >= capacity) n = capacity - 1;
  memcpy(buffer, value, n);
  buffer[n] = 0;
}

void sr_tool_format_shape(char* buffer, size_t capacity,
                          const sr_buffer_view_t* view) {
  size_t n = 0;
  buffer[0] = 0;
  for (size_t i = 0; i < sr_buffer_view_rank(view); ++i) {
    n += (size_t)snprintf(buffer + n, capacity - n, "%lldx",
                          (long long)sr_buffer_view_dim(view, i));
  }
  sr_element_type_format(sr_buffer_view_element_type(view), buffer + n,
                         capacity - n);
}

const char* sr_tool_variant_type_name(const sr_variant_t* v) {
  switch (v->type) {
    case SR_VARIANT_NONE:
      return "empty";
    case SR_VARIANT_I32:
      return "i32";
    case SR_VARIANT_I64:
      return "i64";
    case SR_VARIANT_F32:
      return "f32";
    case SR_VARIANT_F64:
      return "f64";
    case SR_VARIANT_BUFFER_VIEW:
      return "hal.buffer_view";
    case SR_VARIANT_FENCE:
      return "hal.fence";
  }
  return "unknown";
}
sr_status_t sr_tool_variant_list_clone(const sr_tool_variant_list_t* list,
                                       sr_tool_variant_list_t* out) {
  for (size_t i = 0; i < list->count; ++i) {
    sr_variant_t v = list->values[i];
    if (v.type == SR_VARIANT_BUFFER_VIEW) {
      sr_buffer_view_t* copy = NULL;
      SR_RETURN_IF_ERROR(sr_buffer_view_create(
          sr_allocator_system(), sr_buffer_view_rank(v.view),
          sr_buffer_view_shape(v.view), sr_buffer_view_element_type(v.view),
          sr_buffer_view_data(v.view), sr_tool_dense_length(v.view), &copy));
      v = sr_variant_view(copy);
    } else if (v.type == SR_VARIANT_FENCE) {
      sr_timepoint_retain(v.fence);
    }
    sr_tool_variant_list_push(out, v);
  }
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Comparison
//===----------------------------------------------------------------------===//

void sr_tool_compare_options_initialize(sr_tool_compare_options_t* options) {
  for (int k = 0; k < SR_TOOL_FLOAT_KIND_COUNT; ++k) {
    options->atol[k] = -1;
    options->rtol[k] = -1;
    options->ulp[k] = -1;
  }
}

static int float_kind_of_name(const char* name, size_t length) {
  static const char* const kNames[SR_TOOL_FLOAT_KIND_COUNT] = {"f16", "bf16",
                                                               "f32", "f64"};
  for (int k = 0; k < SR_TOOL_FLOAT_KIND_COUNT; ++k) {
    if (strlen(kNames[k]) == length && strncmp(kNames[k], name, length) == 0) {
      return k;
    }
  }
  return -1;
}

bool sr_tool_compare_options_parse(sr_tool_compare_options_t* options,
                                   const char* which, const char* value) {
  if (!value || !*value) return false;
  const char* p = value;
  while (*p) {
    const char* comma = strchr(p, ',');
    size_t item_length = comma ? (size_t)(comma - p) : strlen(p);
    const char* colon = memchr(p, ':', item_length);
    int first = 0, last = SR_TOOL_FLOAT_KIND_COUNT - 1;
    const char* number = p;
    if (colon) {
      int k = float_kind_of_name(p, (size_t)(colon - p));
      if (k < 0) return false;
      first = last = k;
      number = colon + 1;
    }
    char* end = NULL;
    double x = strtod(number, &end);
    if (end == number || end != p + item_length || !(x >= 0)) return false;
    if (strcmp(which, "ulp") == 0 && x != floor(x)) return false;
    for (int k = first; k <= last; ++k) {
      if (strcmp(which, "atol") == 0) {
        options->atol[k] = x;
      } else if (strcmp(which, "rtol") == 0) {
        options->rtol[k] = x;
      } else if (strcmp(which, "ulp") == 0) {
        options->ulp[k] = (int64_t)x;
      } else {
        return false;
      }
    }
    p += item_length;
    if (*p == ',') ++p;
  }
  return true;
}

static int float_kind_of_type(sr_element_type_t type) {
  uint32_t bits = sr_element_type_bit_count(type);
  switch (sr_element_type_numerical(type)) {
    case SR_NUMERICAL_FLOAT_IEEE:
      return bits == 16   ? SR_TOOL_FLOAT_F16
             : bits == 32 ? SR_TOOL_FLOAT_F32
             : bits == 64 ? SR_TOOL_FLOAT_F64
                          : -1;
    case SR_NUMERICAL_FLOAT_BRAIN:
      return bits == 16 ? SR_TOOL_FLOAT_BF16 : -1;
    default:
      return -1;
  }
}

// The float's bits as an integer ordered like the values (IEEE's total
// order with -0 == +0), so that ULP distance is a difference.
static int64_t ordered_bits(const uint8_t* p, size_t bytes) {
  uint64_t u = 0;
  memcpy(&u, p, bytes);  // little-endian hosts (as the runtime assumes)
  uint64_t sign = 1ull << (bytes * 8 - 1);
  uint64_t magnitude = u & (sign - 1);
  return (u & sign) ? -(int64_t)magnitude : (int64_t)magnitude;
}

static bool floats_match(const uint8_t* a, const uint8_t* b,
                         sr_element_type_t type, int kind,
                         const sr_tool_compare_options_t* options) {
  size_t bytes = sr_element_type_byte_size(type);
  if (memcmp(a, b, bytes) == 0) return true;
  double atol = options->atol[kind], rtol = options->rtol[kind];
  int64_t ulp = options->ulp[kind];
  if (atol < 0 && rtol < 0 && ulp < 0) return false;  // exact
  double x = sr_tool_element_as_double(a, type);
  double y = sr_tool_element_as_double(b, type);
  if (isnan(x) || isnan(y)) return isnan(x) && isnan(y);
  if (isinf(x) || isinf(y)) return x == y;
  if ((atol >= 0 || rtol >= 0) &&
      fabs(x - y) <= (atol > 0 ? atol : 0) + (rtol > 0 ? rtol : 0) * fabs(y)) {
    return true;
  }
  if (ulp >= 0) {
    int64_t d = ordered_bits(a, bytes) - ordered_bits(b, bytes);
    if (d < 0) d = -d;
    return d <= ulp;
  }
  return false;
}

static bool compare_views(size_t index, const sr_buffer_view_t* a,
                          const sr_buffer_view_t* b,
                          const sr_tool_compare_options_t* options,
                          sr_tool_difference_t* out) {
  char sa[256], sb[256];
  sr_tool_format_shape(sa, sizeof(sa), a);
  sr_tool_format_shape(sb, sizeof(sb), b);
  if (strcmp(sa, sb) != 0) {
    out->result = index;
    out->element = 0;
    snprintf(out->reason, sizeof(out->reason), "shapes differ");
    if (sr_buffer_view_rank(a) == 1 && sr_buffer_view_rank(b) == 1 &&
        sr_buffer_view_element_type(a) == SR_ELEMENT_TYPE_INT_8 &&
        sr_buffer_view_element_type(b) == SR_ELEMENT_TYPE_INT_8) {
      // Resources (byte views): say whether the shorter is a prefix.
      size_t na = sr_buffer_view_byte_length(a);
      size_t nb = sr_buffer_view_byte_length(b);
      size_t n = na < nb ? na : nb;
      const uint8_t* pa = sr_buffer_view_data(a);
      const uint8_t* pb = sr_buffer_view_data(b);
      size_t k = 0;
      while (k < n && pa[k] == pb[k]) ++k;
      if (k == n) {
        snprintf(out->reason, sizeof(out->reason),
                 "resource lengths differ, the first %zu bytes are equal", n);
      } else {
        snprintf(out->reason, sizeof(out->reason),
                 "resource lengths differ, and byte %zu", k);
      }
    }
    snprintf(out->a, sizeof(out->a), "%.90s", sa);
    snprintf(out->b, sizeof(out->b), "%.90s", sb);
    return false;
  }
  sr_element_type_t type = sr_buffer_view_element_type(a);
  size_t count = (size_t)sr_buffer_view_element_count(a);
  size_t bytes = sr_element_type_byte_size(type);
  const uint8_t* pa = sr_buffer_view_data(a);
  const uint8_t* pb = sr_buffer_view_data(b);
  int kind = float_kind_of_type(type);
  if (sr_element_type_bit_count(type) < 8 &&
      sr_element_type_bit_count(type) != 0) {
    // Packed sub-byte elements: compare the bytes, report byte indices.
    count = sr_buffer_view_byte_length(a);
    bytes = 1;
    kind = -1;
    type = SR_ELEMENT_TYPE_INT_8;
  }
  size_t dense = 0;
  if (!sr_checked_mul_size(count, bytes, &dense) ||
      dense > sr_buffer_view_byte_length(a) ||
      dense > sr_buffer_view_byte_length(b)) {
    // Views hold their shape (the runtime checks it); never read past one
    // that does not.
    out->result = index;
    snprintf(out->reason, sizeof(out->reason),
             "a view holds fewer bytes than its shape needs");
    snprintf(out->a, sizeof(out->a), "%zu bytes",
             sr_buffer_view_byte_length(a));
    snprintf(out->b, sizeof(out->b), "%zu bytes",
             sr_buffer_view_byte_length(b));
    return false;
  }
  for (size_t i = 0; i < count; ++i) {
    const uint8_t* x = pa + i * bytes;
    const uint8_t* y = pb + i * bytes;
    bool same = kind >= 0 ? floats_match(x, y, type, kind, options)
                          : memcmp(x, y, bytes) == 0;
    if (same) continue;
    out->result = index;
    out->element = i;
    snprintf(out->reason, sizeof(out->reason), "element %zu differs", i);
    sr_tool_format_element(out->a, sizeof(out->a), x, type);
    sr_tool_format_element(out->b, sizeof(out->b), y, type);
    if (kind >= 0) {
      // Also the bits: two NaNs or +0/-0 print alike but differ.
      size_t n = strlen(out->a), m = strlen(out->b);
      uint64_t ux = 0, uy = 0;
      memcpy(&ux, x, bytes);
      memcpy(&uy, y, bytes);
      snprintf(out->a + n, sizeof(out->a) - n, " (0x%0*" PRIx64 ")",
               (int)bytes * 2, ux);
      snprintf(out->b + m, sizeof(out->b) - m, " (0x%0*" PRIx64 ")",
               (int)bytes * 2, uy);
    }
    return false;
  }
  return true;
}

static bool compare_scalars(size_t index, const sr_variant_t* a,
                            const sr_variant_t* b,
                            const sr_tool_compare_options_t* options,
                            sr_tool_difference_t* out) {
  bool same = true;
  switch (a->type) {
    case SR_VARIANT_I32:
      same = a->i32 == b->i32;
      snprintf(out->a, sizeof(out->a), "%" PRIi32, a->i32);
      snprintf(out->b, sizeof(out->b), "%" PRIi32, b->i32);
      break;
    case SR_VARIANT_I64:
      same = a->i64 == b->i64;
      snprintf(out->a, sizeof(out->a), "%" PRIi64, a->i64);
      snprintf(out->b, sizeof(out->b), "%" PRIi64, b->i64);
      break;
    case SR_VARIANT_F32:
      same = floats_match((const uint8_t*)&a->f32, (const uint8_t*)&b->f32,
                          SR_ELEMENT_TYPE_FLOAT_32, SR_TOOL_FLOAT_F32, options);
      snprintf(out->a, sizeof(out->a), "%.9g", a->f32);
      snprintf(out->b, sizeof(out->b), "%.9g", b->f32);
      break;
    case SR_VARIANT_F64:
      same = floats_match((const uint8_t*)&a->f64, (const uint8_t*)&b->f64,
                          SR_ELEMENT_TYPE_FLOAT_64, SR_TOOL_FLOAT_F64, options);
      snprintf(out->a, sizeof(out->a), "%.17g", a->f64);
      snprintf(out->b, sizeof(out->b), "%.17g", b->f64);
      break;
    default:
      break;
  }
  if (!same) {
    out->result = index;
    out->element = 0;
    snprintf(out->reason, sizeof(out->reason), "%s values differ",
             sr_tool_variant_type_name(a));
  }
  return same;
}

bool sr_tool_compare_results(const sr_variant_t* a, size_t a_count,
                             const sr_variant_t* b, size_t b_count,
                             const sr_tool_compare_options_t* options,
                             sr_tool_difference_t* out) {
  memset(out, 0, sizeof(*out));
  if (a_count != b_count) {
    out->result = a_count < b_count ? a_count : b_count;
    snprintf(out->reason, sizeof(out->reason), "result counts differ");
    snprintf(out->a, sizeof(out->a), "%zu results", a_count);
    snprintf(out->b, sizeof(out->b), "%zu results", b_count);
    return false;
  }
  for (size_t i = 0; i < a_count; ++i) {
    if (a[i].type != b[i].type) {
      out->result = i;
      snprintf(out->reason, sizeof(out->reason), "types differ");
      snprintf(out->a, sizeof(out->a), "%s", sr_tool_variant_type_name(&a[i]));
      snprintf(out->b, sizeof(out->b), "%s", sr_tool_variant_type_name(&b[i]));
      return false;
    }
    if (a[i].type == SR_VARIANT_BUFFER_VIEW) {
      if (!compare_views(i, a[i].view, b[i].view, options, out)) return false;
    } else if (!compare_scalars(i, &a[i], &b[i], options, out)) {
      return false;
    }
  }
  return true;
}
