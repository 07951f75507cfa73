// streamref-run: runs a function of a Stream program, a drop-in for
// iree-run-module (same flags, same printed results).
//
//   streamref-run --module=prog.mlir --function=main
//       --input=2x3xf32="1 2 3 4 5 6" --input=3.25
//
// Flags (IREE's spelling): --module, --function, --input (repeated; scalars,
// tensors, (null), @f.npy +f.npy *f.npy, SHAPExTYPE=@f.bin / +f.bin,
// &storage), --output (repeated; -, @f.npy, +f.npy, @f.bin, +f.bin, empty
// to skip), --expected_output (repeated) with --expected_f16_threshold,
// --expected_f32_threshold, --expected_f64_threshold,
// --expected_bf16_threshold, --expected_rtol and --equality_mode,
// --output_max_element_count, --print_statistics, --flagfile, --device
// (accepted; local-sync means one thread). Ours: --threads=N (IREE's
// --task_topology_group_count too), --dispatch-mode=auto|kernel|interpret|
// opaque, --repeat=N (timing on stderr), --regions=auto|graph (graph:
// every execution region goes through the pool, never inline).
// Parameters: --parameters=[scope=]FILE (repeated; .irpa, .safetensors,
// .gguf) and --parameter_mode=mmap|preload|file (streamref/params.h).
//
// Exit code: 0 on success, 1 on any error or expected-output mismatch.

#include <ctype.h>
#include <inttypes.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "streamref/params.h"
#include "streamref/runtime.h"

//===----------------------------------------------------------------------===//
// Flags
//===----------------------------------------------------------------------===//

typedef struct string_list_t {
  size_t count;
  size_t capacity;
  char** values;
} string_list_t;

static void string_list_push(string_list_t* list, const char* value) {
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

static void string_list_free(string_list_t* list) {
  for (size_t i = 0; i < list->count; ++i) free(list->values[i]);
  free(list->values);
  memset(list, 0, sizeof(*list));
}

typedef struct flags_t {
  char* module;
  char* function;
  string_list_t inputs;
  string_list_t outputs;
  string_list_t expected;
  double f16_threshold;
  double f32_threshold;
  double f64_threshold;
  double bf16_threshold;
  double rtol;
  bool exact;
  long output_max_element_count;
  bool print_statistics;
  int threads;  // 0: all
  sr_dispatch_mode_t dispatch_mode;
  bool always_use_graphs;
  long repeat;
  string_list_t parameters;  // [scope=]FILE
  sr_parameter_mode_t parameter_mode;
} flags_t;

static void usage(void) {
  fprintf(stderr,
          "usage: streamref-run --module=FILE.mlir [--function=NAME] "
          "[--input=VALUE]... [--output=SPEC]...\n"
          "       [--expected_output=VALUE]... [--threads=N] "
          "[--dispatch-mode=auto|kernel|interpret|opaque] [--repeat=N]\n"
          "See tools/streamref_run.c or the README for every flag.\n");
}

static bool parse_bool(const char* value) {
  return !value || !*value || strcmp(value, "true") == 0 ||
         strcmp(value, "1") == 0;
}

static bool parse_flag(flags_t* flags, const char* arg, int depth);

// One flag per line; blank lines and lines starting with '#' are skipped.
static bool parse_flagfile(flags_t* flags, const char* path, int depth) {
  if (depth > 8) {
    fprintf(stderr, "error: flagfiles nest too deeply\n");
    return false;
  }
  FILE* file = fopen(path, "r");
  if (!file) {
    fprintf(stderr, "error: cannot open flagfile '%s'\n", path);
    return false;
  }
  char* line = NULL;
  size_t capacity = 0;
  ssize_t n;
  bool ok = true;
  while (ok && (n = getline(&line, &capacity, file)) >= 0) {
    while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r')) line[--n] = 0;
    char* p = line;
    while (*p == ' ' || *p == '\t') ++p;
    if (!*p || *p == '#') continue;
    ok = parse_flag(flags, p, depth + 1);
  }
  free(line);
  fclose(file);
  return ok;
}

static bool parse_flag(flags_t* flags, const char* arg, int depth) {
  if (strncmp(arg, "--", 2) != 0) {
    fprintf(stderr, "error: unexpected argument '%s'\n", arg);
    return false;
  }
  const char* name = arg + 2;
  const char* eq = strchr(name, '=');
  size_t name_length = eq ? (size_t)(eq - name) : strlen(name);
  const char* value = eq ? eq + 1 : NULL;
#define IS(n) (strlen(n) == name_length && strncmp(name, n, name_length) == 0)
  if (IS("module")) {
    free(flags->module);
    flags->module = strdup(value ? value : "");
  } else if (IS("function")) {
    free(flags->function);
    flags->function = strdup(value ? value : "");
  } else if (IS("input")) {
    string_list_push(&flags->inputs, value ? value : "");
  } else if (IS("output")) {
    string_list_push(&flags->outputs, value ? value : "");
  } else if (IS("expected_output")) {
    string_list_push(&flags->expected, value ? value : "");
  } else if (IS("expected_f16_threshold")) {
    flags->f16_threshold = value ? atof(value) : 0;
  } else if (IS("expected_f32_threshold")) {
    flags->f32_threshold = value ? atof(value) : 0;
  } else if (IS("expected_f64_threshold")) {
    flags->f64_threshold = value ? atof(value) : 0;
  } else if (IS("expected_bf16_threshold")) {
    flags->bf16_threshold = value ? atof(value) : 0;
  } else if (IS("expected_rtol")) {
    flags->rtol = value ? atof(value) : 0;
  } else if (IS("equality_mode")) {
    if (value && strcmp(value, "exact") == 0) {
      flags->exact = true;
    } else if (value && strcmp(value, "approximate") == 0) {
      flags->exact = false;
    } else {
      fprintf(stderr, "error: --equality_mode is approximate or exact\n");
      return false;
    }
  } else if (IS("output_max_element_count")) {
    flags->output_max_element_count = value ? atol(value) : 1024;
  } else if (IS("print_statistics")) {
    flags->print_statistics = parse_bool(value);
  } else if (IS("threads") || IS("task_topology_group_count")) {
    flags->threads = value ? atoi(value) : 0;
    if (flags->threads < 0) {
      fprintf(stderr, "error: --threads must be >= 0\n");
      return false;
    }
  } else if (IS("device")) {
    if (value && strcmp(value, "local-sync") == 0 && !flags->threads) {
      flags->threads = 1;
    }
  } else if (IS("dispatch-mode") || IS("dispatch_mode")) {
    if (!value) value = "";
    if (strcmp(value, "auto") == 0) {
      flags->dispatch_mode = SR_DISPATCH_MODE_AUTO;
    } else if (strcmp(value, "kernel") == 0) {
      flags->dispatch_mode = SR_DISPATCH_MODE_KERNEL;
    } else if (strcmp(value, "interpret") == 0) {
      flags->dispatch_mode = SR_DISPATCH_MODE_INTERPRET;
    } else if (strcmp(value, "opaque") == 0) {
      flags->dispatch_mode = SR_DISPATCH_MODE_OPAQUE;
    } else {
      fprintf(stderr,
              "error: --dispatch-mode is auto, kernel, interpret or opaque\n");
      return false;
    }
  } else if (IS("regions")) {
    if (value && strcmp(value, "graph") == 0) {
      flags->always_use_graphs = true;
    } else if (value && strcmp(value, "auto") == 0) {
      flags->always_use_graphs = false;
    } else {
      fprintf(stderr, "error: --regions is auto or graph\n");
      return false;
    }
  } else if (IS("repeat")) {
    flags->repeat = value ? atol(value) : 1;
    if (flags->repeat < 1) {
      fprintf(stderr, "error: --repeat must be >= 1\n");
      return false;
    }
  } else if (IS("flagfile")) {
    return parse_flagfile(flags, value ? value : "", depth);
  } else if (IS("parameters")) {
    string_list_push(&flags->parameters, value ? value : "");
  } else if (IS("parameter_mode")) {
    sr_status_t status =
        sr_parameter_mode_parse(value ? value : "", &flags->parameter_mode);
    if (status) {
      sr_status_fprint(stderr, status);
      sr_status_free(status);
      return false;
    }
  } else if (IS("help")) {
    usage();
    exit(0);
  } else {
    fprintf(stderr, "error: unknown flag '%s'\n", arg);
    return false;
  }
#undef IS
  return true;
}

//===----------------------------------------------------------------------===//
// Files: streams opened once per path so `+` continues where `@` began
//===----------------------------------------------------------------------===//

typedef struct stream_t {
  char* path;
  FILE* file;
} stream_t;

typedef struct stream_list_t {
  size_t count;
  stream_t streams[64];
  const char* mode;  // "rb" or "wb"/"ab"
} stream_list_t;

static FILE* stream_open(stream_list_t* list, const char* path, bool append,
                         const char* write_mode) {
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

static void stream_list_close(stream_list_t* list) {
  for (size_t i = 0; i < list->count; ++i) {
    fclose(list->streams[i].file);
    free(list->streams[i].path);
  }
  list->count = 0;
}

//===----------------------------------------------------------------------===//
// numpy .npy
//===----------------------------------------------------------------------===//

static sr_status_t npy_read(FILE* file, sr_buffer_view_t** out_view) {
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
  uint32_t header_length = 0;
  if (prefix[6] == 1) {
    uint16_t n = 0;
    if (fread(&n, 2, 1, file) != 1) {
      return SR_MAKE_STATUS(SR_STATUS_DATA_LOSS, "truncated npy header");
    }
    header_length = n;
  } else if (prefix[6] == 2 || prefix[6] == 3) {
    if (fread(&header_length, 4, 1, file) != 1) {
      return SR_MAKE_STATUS(SR_STATUS_DATA_LOSS, "truncated npy header");
    }
  } else {
    return SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED, "npy version %d.%d",
                          prefix[6], prefix[7]);
  }
  char* header = calloc(1, header_length + 1);
  if (!header || fread(header, 1, header_length, file) != header_length) {
    free(header);
    return SR_MAKE_STATUS(SR_STATUS_DATA_LOSS, "truncated npy header");
  }
  sr_element_type_t type = SR_ELEMENT_TYPE_NONE;
  int64_t shape[SR_BUFFER_VIEW_MAX_RANK];
  size_t rank = 0;
  sr_status_t status = sr_ok_status();
  char* descr = strstr(header, "'descr'");
  char* fortran = strstr(header, "'fortran_order'");
  char* shape_text = strstr(header, "'shape'");
  if (!descr || !shape_text) {
    status = SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT, "malformed npy header");
  }
  if (!status && fortran && strstr(fortran, "True") &&
      strstr(fortran, "True") < strchr(fortran, ',')) {
    status = SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED,
                            "fortran order arrays not supported");
  }
  if (!status) {
    char* q = strchr(descr + 7, '\'');
    char* p = q ? q + 1 : NULL;
    if (p && (*p == '<' || *p == '|' || *p == '=')) ++p;
    if (!p || *p == '>') {
      status =
          SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED, "unsupported npy data type");
    } else {
      char kind = *p++;
      int bytes = atoi(p);
      uint32_t numerical = 0;
      switch (kind) {
        case 'b':
          numerical = SR_NUMERICAL_BOOLEAN;
          break;
        case 'i':
          numerical = SR_NUMERICAL_INTEGER_SIGNED;
          break;
        case 'u':
          numerical = SR_NUMERICAL_INTEGER_UNSIGNED;
          break;
        case 'f':
          numerical = SR_NUMERICAL_FLOAT_IEEE;
          break;
        case 'c':
          numerical = SR_NUMERICAL_FLOAT_COMPLEX;
          break;
        case 'V':
          numerical = SR_NUMERICAL_UNKNOWN;
          break;
        default:
          status = SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED,
                                  "unsupported data type %c", kind);
      }
      type = SR_ELEMENT_TYPE(numerical, bytes * 8);
    }
  }
  if (!status) {
    char* p = strchr(shape_text, '(');
    char* end = p ? strchr(p, ')') : NULL;
    if (!p || !end) {
      status = SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT, "malformed shape");
    }
    for (++p; !status && p < end;) {
      while (p < end && (*p == ' ' || *p == ',')) ++p;
      if (p >= end) break;
      if (rank == SR_BUFFER_VIEW_MAX_RANK) {
        status = SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE, "rank too large");
        break;
      }
      shape[rank++] = strtoll(p, &p, 10);
    }
  }
  free(header);
  SR_RETURN_IF_ERROR(status);
  sr_buffer_view_t* view = NULL;
  SR_RETURN_IF_ERROR(sr_buffer_view_create(sr_allocator_system(), rank, shape,
                                           type, NULL, 0, &view));
  size_t length = sr_buffer_view_byte_length(view);
  if (fread(sr_buffer_view_data(view), 1, length, file) != length) {
    sr_buffer_view_release(view);
    return SR_MAKE_STATUS(SR_STATUS_DATA_LOSS,
                          "failed to read npy contents of %zu bytes", length);
  }
  *out_view = view;
  return sr_ok_status();
}

static size_t dense_length(const sr_buffer_view_t* view) {
  size_t count = (size_t)sr_buffer_view_element_count(view);
  return count * sr_element_type_byte_size(sr_buffer_view_element_type(view));
}

static sr_status_t npy_write(FILE* file, const sr_buffer_view_t* view) {
  sr_element_type_t type = sr_buffer_view_element_type(view);
  size_t bytes = sr_element_type_byte_size(type);
  char kind;
  switch (sr_element_type_numerical(type)) {
    case SR_NUMERICAL_UNKNOWN:
      kind = 'V';
      break;
    case SR_NUMERICAL_BOOLEAN:
      kind = 'b';
      break;
    case SR_NUMERICAL_INTEGER:
    case SR_NUMERICAL_INTEGER_SIGNED:
      kind = 'i';
      break;
    case SR_NUMERICAL_INTEGER_UNSIGNED:
      kind = 'u';
      break;
    case SR_NUMERICAL_FLOAT_IEEE:
      kind = 'f';
      break;
    case SR_NUMERICAL_FLOAT_COMPLEX:
      kind = 'c';
      break;
    default:
      return SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED,
                            "unsupported data encoding");
  }
  char dict[512];
  int n = snprintf(dict, sizeof(dict),
                   "{'descr': '%c%c%zu', 'fortran_order': False, 'shape': (",
                   bytes == 1 ? '|' : '<', kind, bytes);
  size_t rank = sr_buffer_view_rank(view);
  for (size_t i = 0; i < rank; ++i) {
    n += snprintf(dict + n, sizeof(dict) - (size_t)n, "%s%lld", i ? ", " : "",
                  (long long)sr_buffer_view_dim(view, i));
  }
  n += snprintf(dict + n, sizeof(dict) - (size_t)n, "%s), }",
                rank == 1 ? "," : "");
  size_t current = 8 + 2 + (size_t)n + 1;
  size_t padded = (current + 63) / 64 * 64;
  uint16_t header_length = (uint16_t)((size_t)n + (padded - current) + 1);
  static const uint8_t kPrefix[8] = {0x93, 'N', 'U', 'M', 'P', 'Y', 1, 0};
  fwrite(kPrefix, 1, 8, file);
  fwrite(&header_length, 2, 1, file);
  fwrite(dict, 1, (size_t)n, file);
  for (size_t i = current; i < padded; ++i) fputc(' ', file);
  fputc('\n', file);
  size_t length = dense_length(view);
  if (fwrite(sr_buffer_view_data(view), 1, length, file) != length) {
    return SR_MAKE_STATUS(SR_STATUS_DATA_LOSS, "failed writing npy contents");
  }
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Inputs
//===----------------------------------------------------------------------===//

typedef struct variant_list_t {
  size_t count;
  size_t capacity;
  sr_variant_t* values;
} variant_list_t;

static void variant_list_push(variant_list_t* list, sr_variant_t value) {
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

static void variant_list_free(variant_list_t* list) {
  for (size_t i = 0; i < list->count; ++i) sr_variant_reset(&list->values[i]);
  free(list->values);
  memset(list, 0, sizeof(*list));
}

static char* trim(char* s) {
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

// `SHAPExTYPE=@file` / `=+file`: raw bytes from a file.
static sr_status_t parse_tensor_from_file(const char* metadata,
                                          size_t metadata_length,
                                          const char* spec,
                                          stream_list_t* streams,
                                          sr_buffer_view_t** out_view) {
  sr_buffer_view_t* shape_only = NULL;
  SR_RETURN_IF_ERROR(sr_buffer_view_parse(sr_allocator_system(), metadata,
                                          metadata_length, &shape_only));
  bool append = spec[0] == '+';
  FILE* file = stream_open(streams, spec + 1, append, NULL);
  if (!file) {
    sr_buffer_view_release(shape_only);
    return SR_MAKE_STATUS(SR_STATUS_NOT_FOUND, "cannot open '%s'", spec + 1);
  }
  size_t length = sr_buffer_view_byte_length(shape_only);
  if (fread(sr_buffer_view_data(shape_only), 1, length, file) != length) {
    sr_buffer_view_release(shape_only);
    return SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE,
                          "file '%s' ends before %zu bytes", spec + 1, length);
  }
  *out_view = shape_only;
  return sr_ok_status();
}

static sr_status_t parse_tensor(const char* text, stream_list_t* streams,
                                sr_buffer_view_t** out_view) {
  const char* eq = strchr(text, '=');
  if (eq && (eq[1] == '@' || eq[1] == '+')) {
    return parse_tensor_from_file(text, (size_t)(eq - text), eq + 1, streams,
                                  out_view);
  }
  return sr_buffer_view_parse(sr_allocator_system(), text, strlen(text),
                              out_view);
}

static sr_status_t parse_input(char* spec, const char** cconv,
                               stream_list_t* streams, variant_list_t* out) {
  char* text = trim(spec);
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
    variant_list_push(out, v);
    return sr_ok_status();
  }
  if (text[0] == '@' || text[0] == '+' || text[0] == '*') {
    size_t n = strlen(text);
    if (n < 5 || strcmp(text + n - 4, ".npy") != 0) {
      return SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED,
                            "only numpy (.npy) files are supported for "
                            "metadata-less variant I/O");
    }
    FILE* file = stream_open(streams, text + 1, text[0] != '@', NULL);
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
      SR_RETURN_IF_ERROR(npy_read(file, &view));
      variant_list_push(out, sr_variant_view(view));
      if (text[0] != '*') break;
    }
    return sr_ok_status();
  }
  if (text[0] == '&') {
    SR_RETURN_IF_ERROR(next_cconv(cconv, &type));
    sr_buffer_view_t* view = NULL;
    SR_RETURN_IF_ERROR(parse_tensor(text + 1, streams, &view));
    variant_list_push(out, sr_variant_view(view));
    return sr_ok_status();
  }
  if (**cconv != 'r') {
    SR_RETURN_IF_ERROR(next_cconv(cconv, &type));
    sr_variant_t v = {0};
    SR_RETURN_IF_ERROR(parse_primitive(type, text, &v));
    variant_list_push(out, v);
    return sr_ok_status();
  }
  SR_RETURN_IF_ERROR(next_cconv(cconv, &type));
  if (!strchr(text, '=') && !strchr(text, 'x')) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "invalid tensor specification, requires at least a "
                          "shape/type (`4x2xf32=...`)");
  }
  sr_buffer_view_t* view = NULL;
  SR_RETURN_IF_ERROR(parse_tensor(text, streams, &view));
  variant_list_push(out, sr_variant_view(view));
  return sr_ok_status();
}

static sr_status_t parse_inputs(string_list_t* specs, const char* cconv,
                                variant_list_t* out) {
  stream_list_t streams = {0};
  sr_status_t status = sr_ok_status();
  for (size_t i = 0; i < specs->count && !status; ++i) {
    status = parse_input(specs->values[i], &cconv, &streams, out);
    if (status) {
      status =
          sr_status_annotate_f(status, "parsing input `%s`", specs->values[i]);
    }
  }
  stream_list_close(&streams);
  return status;
}

//===----------------------------------------------------------------------===//
// Printing results
//===----------------------------------------------------------------------===//

static char* format_view(const sr_buffer_view_t* view, size_t max_elements) {
  size_t n = sr_buffer_view_format(view, max_elements, NULL, 0);
  char* text = malloc(n + 1);
  if (text) sr_buffer_view_format(view, max_elements, text, n + 1);
  return text;
}

static void print_variant(FILE* out, const sr_variant_t* v,
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
      char* text = format_view(v->view, max_elements);
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
static sr_buffer_view_t* variant_as_view(const sr_variant_t* v) {
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

static sr_status_t write_outputs(const flags_t* flags,
                                 const variant_list_t* results) {
  if (flags->outputs.count != results->count) {
    return SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE,
                          "%zu outputs specified but the provided variant "
                          "list only has %zu elements",
                          flags->outputs.count, results->count);
  }
  stream_list_t streams = {0};
  sr_status_t status = sr_ok_status();
  for (size_t i = 0; i < results->count && !status; ++i) {
    const char* spec = flags->outputs.values[i];
    const sr_variant_t* v = &results->values[i];
    if (!*spec) continue;
    if (strcmp(spec, "-") == 0) {
      print_variant(stdout, v, (size_t)flags->output_max_element_count);
      fputc('\n', stdout);
      continue;
    }
    if (spec[0] != '@' && spec[0] != '+') {
      status =
          SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED,
                         "unsupported output mode specification '%s'", spec);
      break;
    }
    FILE* file = stream_open(&streams, spec + 1, spec[0] == '+', "w");
    if (!file) {
      status = SR_MAKE_STATUS(SR_STATUS_PERMISSION_DENIED,
                              "cannot open '%s' for writing", spec + 1);
      break;
    }
    sr_buffer_view_t* view = variant_as_view(v);
    if (!view) {
      status = SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "out of memory");
      break;
    }
    size_t n = strlen(spec);
    if (n > 4 && strcmp(spec + n - 4, ".npy") == 0) {
      status = npy_write(file, view);
    } else {
      size_t length = dense_length(view);
      if (fwrite(sr_buffer_view_data(view), 1, length, file) != length) {
        status = SR_MAKE_STATUS(SR_STATUS_DATA_LOSS, "failed writing '%s'",
                                spec + 1);
      }
    }
    sr_buffer_view_release(view);
  }
  stream_list_close(&streams);
  return status;
}

//===----------------------------------------------------------------------===//
// Expected outputs
//===----------------------------------------------------------------------===//

static bool fuzzy_equal(double actual, double expected, double atol,
                        double rtol) {
  if (isnan(actual) && isnan(expected)) return true;
  return fabs(actual - expected) <= atol + rtol * fabs(expected);
}

static double element_as_double(const uint8_t* p, sr_element_type_t type) {
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

static void format_element(char* buffer, size_t capacity, const uint8_t* p,
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

static void append_shape(char* buffer, size_t capacity,
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

static bool compare_views(const flags_t* flags, size_t index,
                          const sr_buffer_view_t* expected,
                          const sr_buffer_view_t* actual) {
  char want[256], got[256];
  append_shape(want, sizeof(want), expected);
  append_shape(got, sizeof(got), actual);
  sr_element_type_t type = sr_buffer_view_element_type(actual);
  bool same_shape = strcmp(want, got) == 0;
  char reason[1024] = {0};
  if (!same_shape) {
    snprintf(reason, sizeof(reason),
             "metadata is %s; expected that the view matches %s", got, want);
  } else {
    size_t count = (size_t)sr_buffer_view_element_count(actual);
    size_t bytes = sr_element_type_byte_size(type);
    const uint8_t* a = sr_buffer_view_data(actual);
    const uint8_t* e = sr_buffer_view_data(expected);
    uint32_t numerical = sr_element_type_numerical(type);
    uint32_t bits = sr_element_type_bit_count(type);
    double atol = -1;
    if (!flags->exact && numerical == SR_NUMERICAL_FLOAT_IEEE) {
      atol = bits == 16   ? flags->f16_threshold
             : bits == 32 ? flags->f32_threshold
             : bits == 64 ? flags->f64_threshold
                          : -1;
    } else if (!flags->exact && numerical == SR_NUMERICAL_FLOAT_BRAIN) {
      atol = flags->bf16_threshold;
    }
    for (size_t i = 0; i < count; ++i) {
      bool ok = atol >= 0 ? fuzzy_equal(element_as_double(a + i * bytes, type),
                                        element_as_double(e + i * bytes, type),
                                        atol, flags->rtol)
                          : memcmp(a + i * bytes, e + i * bytes, bytes) == 0;
      if (ok) continue;
      char av[128], ev[128];
      format_element(av, sizeof(av), a + i * bytes, type);
      format_element(ev, sizeof(ev), e + i * bytes, type);
      snprintf(reason, sizeof(reason),
               "element at index %zu (%s) does not match the expected (%s)", i,
               av, ev);
      break;
    }
    if (!reason[0]) return true;
  }
  char* expected_text = format_view(expected, 1024);
  char* actual_text = format_view(actual, 1024);
  printf(
      "[FAILED] result[%zu]: %s; expected that the view is equal to "
      "contents of a view of %s\n  expected:\n%s\n  actual:\n%s\n",
      index, reason, want, expected_text ? expected_text : "",
      actual_text ? actual_text : "");
  free(expected_text);
  free(actual_text);
  return false;
}

static const char* variant_type_name(const sr_variant_t* v) {
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

static bool compare_scalars(size_t index, const sr_variant_t* e,
                            const sr_variant_t* a) {
  bool same = false;
  char ev[64], av[64];
  switch (a->type) {
    case SR_VARIANT_I32:
      same = e->i32 == a->i32;
      snprintf(ev, sizeof(ev), "%" PRIi32, e->i32);
      snprintf(av, sizeof(av), "%" PRIi32, a->i32);
      break;
    case SR_VARIANT_I64:
      same = e->i64 == a->i64;
      snprintf(ev, sizeof(ev), "%" PRIi64, e->i64);
      snprintf(av, sizeof(av), "%" PRIi64, a->i64);
      break;
    case SR_VARIANT_F32:
      same = e->f32 == a->f32;
      snprintf(ev, sizeof(ev), "%G", e->f32);
      snprintf(av, sizeof(av), "%G", a->f32);
      break;
    case SR_VARIANT_F64:
      same = e->f64 == a->f64;
      snprintf(ev, sizeof(ev), "%G", e->f64);
      snprintf(av, sizeof(av), "%G", a->f64);
      break;
    default:
      return true;
  }
  if (!same) {
    printf(
        "[FAILED] result[%zu]: %s values differ\n  expected: %s\n  actual: "
        "%s\n",
        index, variant_type_name(a), ev, av);
  }
  return same;
}

static sr_status_t check_expected(const flags_t* flags, const char* cconv,
                                  const variant_list_t* results,
                                  bool* out_matched) {
  variant_list_t expected = {0};
  string_list_t specs = {0};
  for (size_t i = 0; i < flags->expected.count; ++i) {
    string_list_push(&specs, flags->expected.values[i]);
  }
  sr_status_t status = parse_inputs(&specs, cconv, &expected);
  string_list_free(&specs);
  if (status) {
    variant_list_free(&expected);
    return sr_status_annotate_f(status, "parsing expected function outputs");
  }
  bool all = true;
  if (expected.count != results->count) {
    printf("[FAILED] expected %zu list elements but %zu provided\n",
           expected.count, results->count);
    all = false;
  }
  for (size_t i = 0; expected.count == results->count && i < expected.count;
       ++i) {
    const sr_variant_t* e = &expected.values[i];
    const sr_variant_t* a = &results->values[i];
    // `(ignored)` parsed into a null reference or a zero scalar: skip.
    if (strcmp(trim(flags->expected.values[i]), "(ignored)") == 0) continue;
    if (e->type == SR_VARIANT_NONE) continue;
    bool ok;
    if (e->type == SR_VARIANT_BUFFER_VIEW &&
        a->type == SR_VARIANT_BUFFER_VIEW) {
      ok = compare_views(flags, i, e->view, a->view);
    } else if (e->type == a->type) {
      ok = compare_scalars(i, e, a);
    } else {
      printf(
          "[FAILED] result[%zu]: variant types mismatch; expected %s but "
          "got %s\n",
          i, variant_type_name(e), variant_type_name(a));
      ok = false;
    }
    if (!ok) all = false;
  }
  if (all) {
    printf("[SUCCESS] all function outputs matched their expected values.\n");
  }
  variant_list_free(&expected);
  *out_matched = all;
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Main
//===----------------------------------------------------------------------===//

// stream.tensor.trace, printed on stderr as IREE's tooling prints
// hal.buffer_view.trace.
static void trace_to_stderr(void* user_data, const char* key, size_t count,
                            sr_buffer_view_t* const* views) {
  (void)user_data;
  fprintf(stderr, "=== %s ===\n", key);
  for (size_t i = 0; i < count; ++i) {
    char* text = format_view(views[i], SIZE_MAX);
    fprintf(stderr, "%s\n", text ? text : "");
    free(text);
  }
  fprintf(stderr, "\n");
}

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static sr_status_t select_function(sr_module_t* module, const char* name,
                                   sr_function_t** out) {
  if (name && *name) return sr_module_lookup_function(module, name, out);
  sr_function_t* found = NULL;
  size_t count = 0;
  for (size_t i = 0; i < sr_module_function_count(module); ++i) {
    sr_function_t* f = sr_module_function_at(module, i);
    if (strncmp(sr_function_name(f), "__", 2) == 0) continue;
    found = f;
    ++count;
  }
  if (count != 1) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "no --function= specified and the module has %zu "
                          "exported functions; pick one",
                          count);
  }
  *out = found;
  return sr_ok_status();
}

// Opens every --parameters file into one index for the instance.
static sr_status_t load_parameters(const flags_t* flags,
                                   sr_instance_t* instance) {
  if (!flags->parameters.count) return sr_ok_status();
  sr_parameter_index_t* index = NULL;
  SR_RETURN_IF_ERROR(sr_parameter_index_create(sr_allocator_system(), &index));
  sr_status_t status = sr_ok_status();
  for (size_t i = 0; i < flags->parameters.count && !status; ++i) {
    status = sr_parameter_index_add_flag(index, flags->parameters.values[i],
                                         flags->parameter_mode);
  }
  if (!status) sr_instance_set_parameters(instance, index);
  sr_parameter_index_release(index);
  return status;
}

static sr_status_t run(const flags_t* flags, sr_instance_t* instance,
                       int* out_exit_code) {
  *out_exit_code = 0;
  if (!flags->module) {
    usage();
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "no module given (--module=FILE.mlir or "
                          "--module=- for stdin)");
  }
  sr_module_t* module = NULL;
  SR_RETURN_IF_ERROR(
      sr_module_load_from_file(instance, flags->module, &module));
  sr_function_t* function = NULL;
  sr_status_t status = select_function(module, flags->function, &function);
  variant_list_t inputs = {0};
  variant_list_t results = {0};
  char arg_cconv[256] = {0};
  if (!status) {
    snprintf(arg_cconv, sizeof(arg_cconv), "%s",
             sr_function_argument_cconv(function));
    if (sr_function_is_async(function)) {
      size_t n = strlen(arg_cconv);
      arg_cconv[n >= 2 ? n - 2 : 0] = 0;  // the fences are ours
    }
    status = parse_inputs((string_list_t*)&flags->inputs, arg_cconv, &inputs);
    if (status)
      status = sr_status_annotate_f(status, "parsing function inputs");
  }
  if (!status) {
    printf("EXEC @%s\n", sr_function_name(function));
    fflush(stdout);
  }
  size_t result_capacity =
      function ? strlen(sr_function_result_cconv(function)) + 1 : 1;
  sr_variant_t* values = calloc(result_capacity, sizeof(sr_variant_t));
  double total = 0, best = 0;
  for (long r = 0; !status && r < flags->repeat; ++r) {
    size_t count = 0;
    for (size_t i = 0; i < result_capacity; ++i) sr_variant_reset(&values[i]);
    double start = now_ms();
    status = sr_function_invoke(function, inputs.values, inputs.count, values,
                                result_capacity, &count);
    double elapsed = now_ms() - start;
    total += elapsed;
    if (r == 0 || elapsed < best) best = elapsed;
    if (!status && r == flags->repeat - 1) {
      for (size_t i = 0; i < count; ++i) {
        variant_list_push(&results, values[i]);
        memset(&values[i], 0, sizeof(values[i]));
      }
    }
    if (status) {
      status = sr_status_annotate_f(status, "invoking function '%s'",
                                    sr_function_name(function));
    }
  }
  for (size_t i = 0; i < result_capacity; ++i) sr_variant_reset(&values[i]);
  free(values);
  if (!status && flags->repeat > 1) {
    fprintf(stderr, "repeat: %ld runs, mean %.3f ms, best %.3f ms\n",
            flags->repeat, total / flags->repeat, best);
  }
  if (!status) {
    if (flags->expected.count) {
      bool matched = false;
      status = check_expected(flags, sr_function_result_cconv(function),
                              &results, &matched);
      if (!status && !matched) *out_exit_code = 1;
    } else if (flags->outputs.count) {
      status = write_outputs(flags, &results);
    } else {
      for (size_t i = 0; i < results.count; ++i) {
        printf("result[%zu]: ", i);
        print_variant(stdout, &results.values[i],
                      (size_t)flags->output_max_element_count);
        printf("\n");
      }
    }
    fflush(stdout);
  }
  variant_list_free(&inputs);
  variant_list_free(&results);
  sr_module_release(module);
  return status;
}

int main(int argc, char** argv) {
  flags_t flags;
  memset(&flags, 0, sizeof(flags));
  flags.f16_threshold = 0.001;
  flags.f32_threshold = 0.0001;
  flags.f64_threshold = 0.0001;
  flags.bf16_threshold = 0.01;
  flags.rtol = 1e-5;
  flags.output_max_element_count = 1024;
  flags.repeat = 1;
  for (int i = 1; i < argc; ++i) {
    if (!parse_flag(&flags, argv[i], 0)) {
      usage();
      return 1;
    }
  }
  sr_instance_options_t options;
  sr_instance_options_initialize(&options);
  options.worker_count = flags.threads;
  options.dispatch_mode = flags.dispatch_mode;
  options.always_use_graphs = flags.always_use_graphs;
  options.trace_fn = trace_to_stderr;
  sr_instance_t* instance = NULL;
  sr_status_t status =
      sr_instance_create(&options, sr_allocator_system(), &instance);
  int exit_code = 0;
  if (!status) status = load_parameters(&flags, instance);
  if (!status) status = run(&flags, instance, &exit_code);
  if (!status && flags.print_statistics) {
    sr_instance_statistics_t stats;
    sr_instance_statistics(instance, &stats);
    fprintf(stderr,
            "[[ streamref memory statistics ]]\n"
            "  HOST_LOCAL: %" PRIu64 "B peak / %" PRIu64
            "B allocated / %" PRIu64 "B freed / %" PRIu64
            "B live\n"
            "  allocations: %" PRIu64 ", dispatches: %" PRIu64 "\n",
            stats.bytes_peak, stats.bytes_allocated, stats.bytes_freed,
            stats.bytes_allocated - stats.bytes_freed, stats.allocation_count,
            stats.dispatch_count);
  }
  sr_instance_release(instance);
  if (status) {
    fflush(stdout);
    sr_status_fprint(stderr, status);
    sr_status_free(status);
    exit_code = 1;
  }
  free(flags.module);
  free(flags.function);
  string_list_free(&flags.inputs);
  string_list_free(&flags.outputs);
  string_list_free(&flags.expected);
  string_list_free(&flags.parameters);
  return exit_code;
}
