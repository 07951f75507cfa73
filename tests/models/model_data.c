// sr_model_data: writes a model's parameters and inputs from a seed.
//
//   sr_model_data SPEC OUT_DIR
//
// The model-zoo corpus (tests/models/) does not commit weights: each
// model's data.txt says what every parameter and input is, and this tool
// makes the bytes, the same on every machine (a splitmix64 stream per
// tensor, IEEE double arithmetic rounded once to the element type; no
// library's random generator). tools/models/build_models.py compiles this
// same file to make the data IREE's expected outputs were computed with.
//
// SPEC, one entry a line (`#` starts a comment):
//
//   seed N
//   param KEY TYPE SHAPE DIST   -> OUT_DIR/params.safetensors, tensor KEY
//   input FILE TYPE SHAPE DIST  -> OUT_DIR/FILE (.npy)
//
// TYPE: f32 f64 i64 i32 i8 u8 i1. SHAPE: `2x3x4`, or `scalar` for 0-d.
// DIST: `uniform LO HI` (floats: LO + (HI - LO) * u, u in [0, 1) from the
// top 53 bits), `randint LO HI` (integers in [LO, HI)), `fill V`,
// `arange START STEP` (START + i * STEP: position ids).
// The stream of a tensor starts at splitmix64 state seed ^ fnv1a64(KEY)
// (FILE for inputs), so adding a parameter changes no other one.
//
// Exit code 0, or 1 with `SPEC:LINE: error: ...` on stderr.

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_RANK 8
#define MAX_LINE 4096
#define MAX_TENSOR_BYTES (UINT64_C(1) << 34)

typedef enum type_t { T_F32, T_F64, T_I64, T_I32, T_I8, T_U8, T_I1 } type_t;

static const struct {
  const char* name;
  const char* safetensors;  // dtype name in a safetensors header
  const char* npy;          // numpy descr
  size_t size;
  bool is_float;
} kTypes[] = {
    [T_F32] = {"f32", "F32", "<f4", 4, true},
    [T_F64] = {"f64", "F64", "<f8", 8, true},
    [T_I64] = {"i64", "I64", "<i8", 8, false},
    [T_I32] = {"i32", "I32", "<i4", 4, false},
    [T_I8] = {"i8", "I8", "|i1", 1, false},
    [T_U8] = {"u8", "U8", "|u1", 1, false},
    [T_I1] = {"i1", "BOOL", "|b1", 1, false},
};

typedef enum dist_t { D_UNIFORM, D_RANDINT, D_FILL, D_ARANGE } dist_t;

typedef struct tensor_t {
  bool is_input;
  char name[512];
  type_t type;
  int rank;
  uint64_t dims[MAX_RANK];
  uint64_t count;
  dist_t dist;
  double lo, hi;  // uniform/randint bounds; fill value; arange start, step
  int line;
} tensor_t;

typedef struct spec_t {
  const char* path;
  uint64_t seed;
  tensor_t* tensors;
  size_t count, capacity;
} spec_t;

static void fail(const spec_t* spec, int line, const char* message,
                 const char* detail) {
  fprintf(stderr, "%s:%d: error: %s%s%s\n", spec->path, line, message,
          detail ? ": " : "", detail ? detail : "");
  exit(1);
}

//===----------------------------------------------------------------------===//
// The generator
//===----------------------------------------------------------------------===//

static uint64_t splitmix64(uint64_t* state) {
  uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

static uint64_t fnv1a64(const char* text) {
  uint64_t h = 0xCBF29CE484222325ull;
  for (const unsigned char* p = (const unsigned char*)text; *p; ++p) {
    h = (h ^ *p) * 0x100000001B3ull;
  }
  return h;
}

static void store(type_t type, double value, unsigned char* out) {
  switch (type) {
    case T_F32: {
      float v = (float)value;
      memcpy(out, &v, 4);
      return;
    }
    case T_F64:
      memcpy(out, &value, 8);
      return;
    case T_I64: {
      int64_t v = (int64_t)value;
      memcpy(out, &v, 8);
      return;
    }
    case T_I32: {
      int32_t v = (int32_t)value;
      memcpy(out, &v, 4);
      return;
    }
    case T_I8:
      *out = (unsigned char)(int8_t)value;
      return;
    case T_U8:
      *out = (unsigned char)value;
      return;
    case T_I1:
      *out = value != 0;
      return;
  }
}

// Writes the tensor's elements (little-endian, row-major) to |out|.
static void generate(const spec_t* spec, const tensor_t* t,
                     unsigned char* out) {
  uint64_t state = spec->seed ^ fnv1a64(t->name);
  size_t size = kTypes[t->type].size;
  for (uint64_t i = 0; i < t->count; ++i) {
    double value = t->lo;
    if (t->dist == D_UNIFORM) {
      double u = (double)(splitmix64(&state) >> 11) * 0x1.0p-53;
      value = t->lo + (t->hi - t->lo) * u;
    } else if (t->dist == D_RANDINT) {
      uint64_t span = (uint64_t)(t->hi - t->lo);
      value = t->lo + (double)(splitmix64(&state) % span);
    } else if (t->dist == D_ARANGE) {
      value = t->lo + (double)i * t->hi;
    }
    store(t->type, value, out + i * size);
  }
}

//===----------------------------------------------------------------------===//
// The spec
//===----------------------------------------------------------------------===//

static bool parse_double(const char* text, double* out) {
  if (!text) return false;
  char* end = NULL;
  errno = 0;
  *out = strtod(text, &end);
  return end != text && *end == 0 && errno == 0;
}

static void parse_shape(const spec_t* spec, int line, const char* text,
                        tensor_t* t) {
  t->rank = 0;
  t->count = 1;
  if (strcmp(text, "scalar") == 0) return;
  const char* p = text;
  while (*p) {
    if (t->rank == MAX_RANK) fail(spec, line, "rank above 8", text);
    char* end = NULL;
    errno = 0;
    unsigned long long d = strtoull(p, &end, 10);
    if (end == p || errno || (*end && *end != 'x') || *p == '-') {
      fail(spec, line, "bad shape (want 2x3x4 or scalar)", text);
    }
    if (d && t->count > UINT64_MAX / d)
      fail(spec, line, "shape overflows", text);
    t->dims[t->rank++] = d;
    t->count *= d;
    p = *end ? end + 1 : end;
  }
}

static void parse_entry(spec_t* spec, int line, char** words, int count) {
  if (count < 5) fail(spec, line, "want KIND NAME TYPE SHAPE DIST...", NULL);
  tensor_t t;
  memset(&t, 0, sizeof(t));
  t.line = line;
  t.is_input = strcmp(words[0], "input") == 0;
  if (strlen(words[1]) >= sizeof(t.name))
    fail(spec, line, "name too long", NULL);
  snprintf(t.name, sizeof(t.name), "%s", words[1]);
  if (t.is_input && (strchr(t.name, '/') || t.name[0] == '.')) {
    fail(spec, line, "an input file name has no folder", t.name);
  }
  size_t type_count = sizeof(kTypes) / sizeof(kTypes[0]);
  size_t ty = 0;
  while (ty < type_count && strcmp(kTypes[ty].name, words[2]) != 0) ++ty;
  if (ty == type_count) fail(spec, line, "unknown element type", words[2]);
  t.type = (type_t)ty;
  parse_shape(spec, line, words[3], &t);
  if (t.count > MAX_TENSOR_BYTES / kTypes[t.type].size) {
    fail(spec, line, "tensor too large (16 GiB at most)", words[3]);
  }
  const char* dist = words[4];
  if (strcmp(dist, "fill") == 0 && count == 6 &&
      parse_double(words[5], &t.lo)) {
    t.dist = D_FILL;
  } else if (strcmp(dist, "uniform") == 0 && count == 7 &&
             parse_double(words[5], &t.lo) && parse_double(words[6], &t.hi)) {
    if (!kTypes[t.type].is_float)
      fail(spec, line, "uniform is for floats", NULL);
    if (!(t.lo <= t.hi)) fail(spec, line, "uniform wants LO <= HI", NULL);
    t.dist = D_UNIFORM;
  } else if (strcmp(dist, "randint") == 0 && count == 7 &&
             parse_double(words[5], &t.lo) && parse_double(words[6], &t.hi)) {
    if (kTypes[t.type].is_float)
      fail(spec, line, "randint is for integers", NULL);
    if (!(t.lo < t.hi) || t.hi - t.lo > 9.0e15 ||
        t.lo != (double)(int64_t)t.lo || t.hi != (double)(int64_t)t.hi) {
      fail(spec, line, "randint wants integers LO < HI", NULL);
    }
    t.dist = D_RANDINT;
  } else if (strcmp(dist, "arange") == 0 && count == 7 &&
             parse_double(words[5], &t.lo) && parse_double(words[6], &t.hi)) {
    t.dist = D_ARANGE;
  } else {
    fail(spec, line,
         "want `uniform LO HI`, `randint LO HI`, `arange START STEP` or "
         "`fill V`",
         dist);
  }
  for (size_t i = 0; i < spec->count; ++i) {
    if (spec->tensors[i].is_input == t.is_input &&
        strcmp(spec->tensors[i].name, t.name) == 0) {
      fail(spec, line, "defined twice", t.name);
    }
  }
  if (spec->count == spec->capacity) {
    spec->capacity = spec->capacity ? spec->capacity * 2 : 64;
    spec->tensors = realloc(spec->tensors, spec->capacity * sizeof(tensor_t));
    if (!spec->tensors) fail(spec, line, "out of memory", NULL);
  }
  spec->tensors[spec->count++] = t;
}

static void read_spec(spec_t* spec) {
  FILE* f = fopen(spec->path, "r");
  if (!f) {
    fprintf(stderr, "error: cannot open '%s': %s\n", spec->path,
            strerror(errno));
    exit(1);
  }
  char text[MAX_LINE];
  bool have_seed = false;
  for (int line = 1; fgets(text, sizeof(text), f); ++line) {
    if (!strchr(text, '\n') && !feof(f))
      fail(spec, line, "line too long", NULL);
    char* hash = strchr(text, '#');
    if (hash) *hash = 0;
    char* words[8];
    int count = 0;
    for (char* w = strtok(text, " \t\r\n"); w; w = strtok(NULL, " \t\r\n")) {
      if (count == 8) fail(spec, line, "too many words", NULL);
      words[count++] = w;
    }
    if (count == 0) continue;
    if (strcmp(words[0], "seed") == 0) {
      char* end = NULL;
      errno = 0;
      if (count == 2) spec->seed = strtoull(words[1], &end, 0);
      if (count != 2 || end == words[1] || *end || errno) {
        fail(spec, line, "want `seed N`", NULL);
      }
      have_seed = true;
    } else if (strcmp(words[0], "param") == 0 ||
               strcmp(words[0], "input") == 0) {
      parse_entry(spec, line, words, count);
    } else {
      fail(spec, line, "unknown entry (seed, param, input)", words[0]);
    }
  }
  fclose(f);
  if (!have_seed) fail(spec, 1, "no `seed N` line", NULL);
}

//===----------------------------------------------------------------------===//
// Files
//===----------------------------------------------------------------------===//

typedef struct text_t {
  char* data;
  size_t size, capacity;
} text_t;

static void text_append(text_t* t, const char* format, ...) {
  va_list args;
  va_start(args, format);
  int n = vsnprintf(NULL, 0, format, args);
  va_end(args);
  if (n < 0) exit(1);
  if (t->size + (size_t)n + 1 > t->capacity) {
    t->capacity = (t->size + (size_t)n + 1) * 2;
    t->data = realloc(t->data, t->capacity);
    if (!t->data) exit(1);
  }
  va_start(args, format);
  vsnprintf(t->data + t->size, (size_t)n + 1, format, args);
  va_end(args);
  t->size += (size_t)n;
}

static FILE* open_out(const char* dir, const char* name, char* path,
                      size_t path_size) {
  snprintf(path, path_size, "%s/%s", dir, name);
  FILE* f = fopen(path, "wb");
  if (!f) {
    fprintf(stderr, "error: cannot write '%s': %s\n", path, strerror(errno));
    exit(1);
  }
  return f;
}

static void write_data(const spec_t* spec, const tensor_t* t, FILE* f,
                       const char* path) {
  uint64_t bytes = t->count * kTypes[t->type].size;
  unsigned char* data = malloc(bytes ? bytes : 1);
  if (!data) fail(spec, t->line, "out of memory", t->name);
  generate(spec, t, data);
  if (fwrite(data, 1, bytes, f) != bytes) {
    fprintf(stderr, "error: cannot write '%s'\n", path);
    exit(1);
  }
  free(data);
}

static void close_out(FILE* f, const char* path) {
  if (fclose(f) != 0) {
    fprintf(stderr, "error: cannot write '%s'\n", path);
    exit(1);
  }
}

// A version 1.0 .npy file: magic, header dict padded to 64 bytes, data.
static void write_npy(const spec_t* spec, const tensor_t* t, const char* dir) {
  text_t header = {0};
  text_append(&header, "{'descr': '%s', 'fortran_order': False, 'shape': (",
              kTypes[t->type].npy);
  for (int i = 0; i < t->rank; ++i) {
    text_append(&header, "%" PRIu64 "%s", t->dims[i],
                t->rank == 1 ? "," : (i + 1 < t->rank ? ", " : ""));
  }
  text_append(&header, "), }");
  while ((10 + header.size + 1) % 64) text_append(&header, " ");
  text_append(&header, "\n");
  char path[4096];
  FILE* f = open_out(dir, t->name, path, sizeof(path));
  unsigned char prefix[10] = {0x93,
                              'N',
                              'U',
                              'M',
                              'P',
                              'Y',
                              1,
                              0,
                              (unsigned char)(header.size & 0xFF),
                              (unsigned char)(header.size >> 8)};
  fwrite(prefix, 1, sizeof(prefix), f);
  fwrite(header.data, 1, header.size, f);
  write_data(spec, t, f, path);
  close_out(f, path);
  free(header.data);
}

static int by_element_size(const void* a, const void* b) {
  const tensor_t* x = *(const tensor_t* const*)a;
  const tensor_t* y = *(const tensor_t* const*)b;
  size_t sx = kTypes[x->type].size, sy = kTypes[y->type].size;
  if (sx != sy) return sx > sy ? -1 : 1;
  return x->line - y->line;
}

// params.safetensors: u64 header length, JSON header (padded with spaces to
// 8 bytes), then the tensors back to back with no holes, largest element
// size first so every tensor is aligned to its element size.
static void write_safetensors(const spec_t* spec, const char* dir) {
  size_t n = 0;
  const tensor_t** order = malloc((spec->count + 1) * sizeof(*order));
  if (!order) exit(1);
  for (size_t i = 0; i < spec->count; ++i) {
    if (!spec->tensors[i].is_input) order[n++] = &spec->tensors[i];
  }
  if (n == 0) {
    free(order);
    return;
  }
  qsort(order, n, sizeof(*order), by_element_size);
  text_t header = {0};
  text_append(&header, "{");
  uint64_t offset = 0;
  for (size_t i = 0; i < n; ++i) {
    const tensor_t* t = order[i];
    uint64_t bytes = t->count * kTypes[t->type].size;
    text_append(&header, "%s\"%s\":{\"dtype\":\"%s\",\"shape\":[", i ? "," : "",
                t->name, kTypes[t->type].safetensors);
    for (int d = 0; d < t->rank; ++d) {
      text_append(&header, "%s%" PRIu64, d ? "," : "", t->dims[d]);
    }
    text_append(&header, "],\"data_offsets\":[%" PRIu64 ",%" PRIu64 "]}",
                offset, offset + bytes);
    offset += bytes;
  }
  text_append(&header, "}");
  while (header.size % 8) text_append(&header, " ");
  char path[4096];
  FILE* f = open_out(dir, "params.safetensors", path, sizeof(path));
  unsigned char length[8];
  for (int i = 0; i < 8; ++i)
    length[i] = (unsigned char)(header.size >> (8 * i));
  fwrite(length, 1, 8, f);
  fwrite(header.data, 1, header.size, f);
  for (size_t i = 0; i < n; ++i) write_data(spec, order[i], f, path);
  close_out(f, path);
  free(header.data);
  free(order);
}

int main(int argc, char** argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: sr_model_data SPEC OUT_DIR\n");
    return 1;
  }
  spec_t spec = {.path = argv[1]};
  read_spec(&spec);
  for (size_t i = 0; i < spec.count; ++i) {
    const tensor_t* t = &spec.tensors[i];
    if (!t->is_input) {
      // Keys are written into the JSON header as they are.
      for (const char* p = t->name; *p; ++p) {
        if (*p == '"' || *p == '\\' || (unsigned char)*p < 0x20) {
          fail(&spec, t->line, "parameter keys are plain text", t->name);
        }
      }
    }
  }
  write_safetensors(&spec, argv[2]);
  for (size_t i = 0; i < spec.count; ++i) {
    if (spec.tensors[i].is_input) write_npy(&spec, &spec.tensors[i], argv[2]);
  }
  free(spec.tensors);
  return 0;
}
