// streamref-params: makes, converts, lists and extracts parameter files,
// the jobs of IREE's iree-create-parameters, iree-convert-parameters and
// iree-dump-parameters, with their flag spelling.
//
//   streamref-params create  --splat=KEY=SHAPExTYPE[=VALUE]
//                            --data=KEY=SHAPExTYPE[=VALUE|VALUES]
//                            --data=KEY=@file.npy
//                            [--alignment=64] [--quiet] [--append]
//                            --output=FILE.irpa
//   streamref-params convert --parameters=[SCOPE=]FILE ... [--exclude=KEY]
//                            [--rename=OLD=NEW] [--strip]
//                            [--splat=KEY[=TYPE=VALUE]] [--quiet]
//                            --output=FILE.irpa
//   streamref-params dump    --parameters=[SCOPE=]FILE ...
//                            [--extract=[SCOPE::]KEY=FILE.bin]
//   (`list` is `dump`; `extract` is `dump` printing nothing but errors.)
//
// --append adds the new archive to the end of an existing --output archive
// and links it from that file's last header (the format's concatenation)
// instead of replacing the file.
//
// Inputs may be .irpa, .safetensors or .gguf; outputs are always .irpa, laid
// out as IREE's tools lay them out. create/convert print the new archive as
// iree-dump-parameters would unless --quiet. A --data value of one element
// fills the parameter with it (iree-create-parameters' pattern); a full list
// of values (`4xf32=1,2,3,4`, `2x2xi32=[1 2][3 4]`) gives each element.
// Every failure prints a located message and exits 1.

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/checked_math.h"
#include "streamref/params.h"
#include "streamref/runtime.h"
#include "tools/flag_help.h"
#include "tools/run_io.h"
#include "tools/version_flag.h"

typedef struct string_list_t {
  size_t count;
  const char** values;
} string_list_t;

typedef struct flags_t {
  const char* command;
  string_list_t splat;
  string_list_t data;
  string_list_t parameters;
  string_list_t exclude;
  string_list_t rename;
  string_list_t extract;
  const char* output;
  uint64_t alignment;
  bool quiet;
  bool strip;
  bool append;
  sr_parameter_mode_t mode;
  bool bad_value;  // a known flag's value was rejected (and reported)
} flags_t;

static void string_list_push(string_list_t* list, const char* value) {
  const char** grown =
      realloc((void*)list->values, (list->count + 1) * sizeof(char*));
  if (!grown) {
    fprintf(stderr, "error: out of memory\n");
    exit(1);
  }
  list->values = grown;
  list->values[list->count++] = value;
}

static const sr_tool_flag_help_t kFlags[] = {
    {"splat", "KEY=SHAPExTYPE[=VALUE]",
     "create: an entry of one repeated value; convert: KEY[=TYPE=VALUE] "
     "replaces an entry by a splat (repeated)"},
    {"data", "KEY=SHAPExTYPE[=VALUES]|KEY=@f.npy",
     "create: an entry with these contents (repeated)"},
    {"parameters", "[SCOPE=]FILE",
     "convert, dump: an input archive (.irpa, .safetensors, .gguf; "
     "repeated)"},
    {"exclude", "KEY", "convert: leave this entry out (repeated)"},
    {"rename", "OLD=NEW", "convert: rename an entry (repeated)"},
    {"strip", NULL, "convert: every entry becomes a splat of zeros"},
    {"extract", "[SCOPE::]KEY=FILE.bin",
     "dump, extract: write an entry's bytes to a file (repeated)"},
    {"output", "FILE.irpa", "create, convert: the archive to write"},
    {"alignment", "N", "create, convert: data alignment in bytes (64)"},
    {"append", NULL, "create, convert: add to --output's entries"},
    {"quiet", NULL, "create, convert: do not list what was written"},
    {"parameter_mode", "mmap|preload|file", "how input archives are read"},
    {"help", NULL, "this text (also -h)"},
    {"version", NULL, "the version of streamref"},
};

static void usage(FILE* out) {
  sr_tool_print_help(
      out,
      "usage: streamref-params create|convert|dump|list|extract [flags]\n"
      "  create   --splat=... --data=... [--alignment=64] [--quiet] "
      "[--append] --output=FILE.irpa\n"
      "  convert  --parameters=[SCOPE=]FILE... [--exclude=KEY] "
      "[--rename=OLD=NEW] [--strip]\n"
      "           [--splat=KEY[=TYPE=VALUE]] [--quiet] [--append] "
      "--output=FILE.irpa\n"
      "  dump     --parameters=[SCOPE=]FILE... "
      "[--extract=[SCOPE::]KEY=FILE.bin]",
      kFlags, sizeof(kFlags) / sizeof(kFlags[0]));
}

// A boolean flag: absent value, true/1 or false/0; anything else is an
// error rather than false.
static bool parse_bool(const char* value, bool* out) {
  if (!value || strcmp(value, "true") == 0 || strcmp(value, "1") == 0) {
    *out = true;
  } else if (strcmp(value, "false") == 0 || strcmp(value, "0") == 0) {
    *out = false;
  } else {
    return false;
  }
  return true;
}

// --name=value or --name (value NULL).
static bool parse_flag(flags_t* flags, const char* arg) {
  if (strncmp(arg, "--", 2) != 0) return false;
  const char* name = arg + 2;
  const char* eq = strchr(name, '=');
  size_t n = eq ? (size_t)(eq - name) : strlen(name);
  const char* value = eq ? eq + 1 : NULL;
#define IS(s) (strlen(s) == n && strncmp(name, s, n) == 0)
  bool ok = true;
  if (IS("quiet")) {
    ok = parse_bool(value, &flags->quiet);
  } else if (IS("strip")) {
    ok = parse_bool(value, &flags->strip);
  } else if (IS("append")) {
    ok = parse_bool(value, &flags->append);
  } else if (!value) {
    return false;
  } else if (IS("splat")) {
    string_list_push(&flags->splat, value);
  } else if (IS("data")) {
    string_list_push(&flags->data, value);
  } else if (IS("parameters")) {
    string_list_push(&flags->parameters, value);
  } else if (IS("exclude")) {
    string_list_push(&flags->exclude, value);
  } else if (IS("rename")) {
    string_list_push(&flags->rename, value);
  } else if (IS("extract")) {
    string_list_push(&flags->extract, value);
  } else if (IS("output")) {
    flags->output = value;
  } else if (IS("alignment")) {
    // Strictly a number (strtoull would read "abc" as 0 and "-1" as 2^64-1).
    char* end = NULL;
    errno = 0;
    flags->alignment = strtoull(value, &end, 10);
    ok = *value && !*end && errno != ERANGE && !strchr(value, '-');
  } else if (IS("parameter_mode")) {
    sr_status_t status = sr_parameter_mode_parse(value, &flags->mode);
    if (status) {
      sr_status_fprint(stderr, status);
      sr_status_free(status);
      flags->bad_value = true;
      return false;
    }
  } else {
    return false;
  }
#undef IS
  if (!ok) {
    fprintf(stderr, "error: bad value in '%s'\n", arg);
    flags->bad_value = true;
  }
  return ok;
}

//===----------------------------------------------------------------------===//
// Shapes, types and values
//===----------------------------------------------------------------------===//

// Parses "2x4096xf32" into a byte length, element count and element type.
static sr_status_t parse_shape_type(const char* text, size_t length,
                                    uint64_t* out_bytes, uint64_t* out_count,
                                    sr_element_type_t* out_type) {
  const char* end = text + length;
  const char* type_start = text;
  uint64_t count = 1;
  bool fits = true;
  for (const char* p = text; p < end; ++p) {
    if (*p != 'x') continue;
    // Dimensions are digits up to an 'x'; the type is what is left.
    const char* q = type_start;
    if (q == p) break;
    uint64_t dim = 0;
    bool digits = true;
    for (; q < p; ++q) {
      if (*q < '0' || *q > '9') {
        digits = false;
        break;
      }
      fits = fits && sr_checked_mul_u64(dim, 10, &dim) &&
             sr_checked_add_u64(dim, (uint64_t)(*q - '0'), &dim);
    }
    if (!digits) break;
    fits = fits && sr_checked_mul_u64(count, dim, &count);
    type_start = p + 1;
  }
  sr_element_type_t type = 0;
  SR_RETURN_IF_ERROR(
      sr_element_type_parse(type_start, (size_t)(end - type_start), &type));
  uint32_t bits = sr_element_type_bit_count(type);
  if (!bits || bits % 8) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "'%.*s': sub-byte and opaque element types cannot "
                          "be used; use a bitcast type (2xi4 as 1xi8)",
                          (int)length, text);
  }
  uint64_t bytes = 0;
  if (!fits || count > INT64_MAX ||
      !sr_checked_mul_u64(count, bits / 8, &bytes) || bytes > INT64_MAX) {
    return SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE,
                          "'%.*s': the byte size overflows", (int)length, text);
  }
  *out_bytes = bytes;
  *out_count = count;
  *out_type = type;
  return sr_ok_status();
}

// The bytes of one scalar |value| of |type| (e.g. "f32", "0.5").
static sr_status_t parse_scalar(sr_element_type_t type, const char* value,
                                uint8_t* out_pattern, uint8_t* out_length) {
  char type_name[32];
  sr_element_type_format(type, type_name, sizeof(type_name));
  char text[256];
  snprintf(text, sizeof(text), "%s=%s", type_name, value);
  sr_buffer_view_t* view = NULL;
  SR_RETURN_IF_ERROR(
      sr_buffer_view_parse(sr_allocator_system(), text, strlen(text), &view));
  size_t n = sr_buffer_view_byte_length(view);
  sr_status_t status = sr_ok_status();
  if (n == 0 || n > 16) {
    status = SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE,
                            "'%s': a splat pattern is 1 to 16 bytes", text);
  } else {
    memcpy(out_pattern, sr_buffer_view_data(view), n);
    *out_length = (uint8_t)n;
  }
  sr_buffer_view_release(view);
  return status;
}

static bool is_single_value(const char* text) {
  return strpbrk(text, " ,[]\t") == NULL;
}

//===----------------------------------------------------------------------===//
// npy
//===----------------------------------------------------------------------===//

// Reads the raw little-endian contents of a C-ordered .npy file (the
// header parsed and checked by the reader streamref-run uses).
static sr_status_t read_npy(const char* path, uint8_t** out_data,
                            uint64_t* out_length) {
  FILE* f = fopen(path, "rb");
  if (!f) {
    return SR_MAKE_STATUS(SR_STATUS_NOT_FOUND, "cannot open '%s'", path);
  }
  sr_buffer_view_t* view = NULL;
  sr_status_t status = sr_tool_npy_read(f, &view);
  fclose(f);
  if (status) return sr_status_annotate_f(status, "reading '%s'", path);
  size_t length = sr_buffer_view_byte_length(view);
  uint8_t* data = malloc(length ? length : 1);
  if (!data) {
    sr_buffer_view_release(view);
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "out of memory");
  }
  memcpy(data, sr_buffer_view_data(view), length);
  sr_buffer_view_release(view);
  *out_data = data;
  *out_length = length;
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// create
//===----------------------------------------------------------------------===//

// "KEY=SPEC": splits at the first '='.
static sr_status_t split_key(const char* flag, const char* what,
                             size_t* out_key_length, const char** out_rest) {
  const char* eq = strchr(flag, '=');
  if (!eq || eq == flag) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "--%s=%s: expected KEY=SHAPExTYPE[=VALUE]", what,
                          flag);
  }
  *out_key_length = (size_t)(eq - flag);
  *out_rest = eq + 1;
  return sr_ok_status();
}

static sr_status_t declare_splat(sr_parameter_archive_builder_t* builder,
                                 const char* flag) {
  size_t key_length = 0;
  const char* spec = NULL;
  SR_RETURN_IF_ERROR(split_key(flag, "splat", &key_length, &spec));
  const char* eq = strchr(spec, '=');
  size_t spec_length = eq ? (size_t)(eq - spec) : strlen(spec);
  uint64_t bytes = 0, count = 0;
  sr_element_type_t type = 0;
  SR_RETURN_IF_ERROR(
      parse_shape_type(spec, spec_length, &bytes, &count, &type));
  uint8_t pattern[16] = {0};
  uint8_t pattern_length = 1;  // no value: zeros, as IREE does
  if (eq)
    SR_RETURN_IF_ERROR(parse_scalar(type, eq + 1, pattern, &pattern_length));
  return sr_parameter_archive_builder_add_splat(
      builder, flag, key_length, NULL, 0, pattern, pattern_length, bytes);
}

static sr_status_t declare_data(sr_parameter_archive_builder_t* builder,
                                const char* flag, uint64_t alignment) {
  size_t key_length = 0;
  const char* spec = NULL;
  SR_RETURN_IF_ERROR(split_key(flag, "data", &key_length, &spec));
  if (spec[0] == '@') {
    uint8_t* data = NULL;
    uint64_t length = 0;
    SR_RETURN_IF_ERROR(read_npy(spec + 1, &data, &length));
    sr_status_t status = sr_parameter_archive_builder_add_data(
        builder, flag, key_length, NULL, 0, alignment, length, data, NULL, 0);
    free(data);
    return status;
  }
  const char* eq = strchr(spec, '=');
  size_t spec_length = eq ? (size_t)(eq - spec) : strlen(spec);
  uint64_t bytes = 0, count = 0;
  sr_element_type_t type = 0;
  SR_RETURN_IF_ERROR(
      parse_shape_type(spec, spec_length, &bytes, &count, &type));
  if (!eq || !eq[1]) {
    return sr_parameter_archive_builder_add_data(
        builder, flag, key_length, NULL, 0, alignment, bytes, NULL, NULL, 0);
  }
  if (is_single_value(eq + 1)) {
    uint8_t pattern[16];
    uint8_t pattern_length = 0;
    SR_RETURN_IF_ERROR(parse_scalar(type, eq + 1, pattern, &pattern_length));
    return sr_parameter_archive_builder_add_data(builder, flag, key_length,
                                                 NULL, 0, alignment, bytes,
                                                 NULL, pattern, pattern_length);
  }
  sr_buffer_view_t* view = NULL;
  SR_RETURN_IF_ERROR(
      sr_buffer_view_parse(sr_allocator_system(), spec, strlen(spec), &view));
  sr_status_t status = sr_ok_status();
  if (sr_buffer_view_byte_length(view) != bytes) {
    status = SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                            "--data=%s: %zu bytes of values for %llu bytes",
                            flag, sr_buffer_view_byte_length(view),
                            (unsigned long long)bytes);
  } else {
    status = sr_parameter_archive_builder_add_data(
        builder, flag, key_length, NULL, 0, alignment, bytes,
        sr_buffer_view_data(view), NULL, 0);
  }
  sr_buffer_view_release(view);
  return status;
}

//===----------------------------------------------------------------------===//
// convert
//===----------------------------------------------------------------------===//

static bool key_equals(const char* text, size_t text_length, const char* key,
                       size_t key_length) {
  return text_length == key_length && memcmp(text, key, key_length) == 0;
}

// The --splat replacement of |info| (or --strip), if any.
static sr_status_t convert_splat(const flags_t* flags,
                                 const sr_parameter_entry_info_t* info,
                                 bool* out_splat, uint8_t* pattern,
                                 uint8_t* pattern_length) {
  *out_splat = false;
  for (size_t i = 0; i < flags->splat.count; ++i) {
    const char* flag = flags->splat.values[i];
    const char* eq = strchr(flag, '=');
    size_t n = eq ? (size_t)(eq - flag) : strlen(flag);
    if (!key_equals(flag, n, info->key, info->key_length)) continue;
    *out_splat = true;
    memset(pattern, 0, 16);
    *pattern_length = 1;
    if (!eq) return sr_ok_status();
    // TYPE=VALUE
    const char* value = strchr(eq + 1, '=');
    if (!value) {
      return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                            "--splat=%s: expected KEY=TYPE=VALUE", flag);
    }
    sr_element_type_t type = 0;
    SR_RETURN_IF_ERROR(
        sr_element_type_parse(eq + 1, (size_t)(value - eq - 1), &type));
    return parse_scalar(type, value + 1, pattern, pattern_length);
  }
  if (flags->strip) {
    *out_splat = true;
    memset(pattern, 0, 16);
    *pattern_length = 1;
  }
  return sr_ok_status();
}

static sr_status_t convert_entry(const flags_t* flags,
                                 sr_parameter_archive_builder_t* builder,
                                 sr_parameter_index_t* index, size_t i) {
  const sr_parameter_entry_info_t* info = sr_parameter_index_entry(index, i);
  for (size_t k = 0; k < flags->exclude.count; ++k) {
    const char* x = flags->exclude.values[k];
    if (key_equals(x, strlen(x), info->key, info->key_length)) {
      return sr_ok_status();
    }
  }
  const char* key = info->key;
  size_t key_length = info->key_length;
  for (size_t k = 0; k < flags->rename.count; ++k) {
    const char* r = flags->rename.values[k];
    const char* eq = strchr(r, '=');
    if (eq && key_equals(r, (size_t)(eq - r), info->key, info->key_length)) {
      key = eq + 1;
      key_length = strlen(key);
    }
  }
  bool splat = false;
  uint8_t pattern[16];
  uint8_t pattern_length = 1;
  SR_RETURN_IF_ERROR(
      convert_splat(flags, info, &splat, pattern, &pattern_length));
  if (!splat) {
    return sr_parameter_archive_builder_add_from_index(builder, index, i, key,
                                                       key_length);
  }
  if (info->length % pattern_length) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "--splat for \"%.*s\": a %u-byte pattern does not "
                          "divide its %llu bytes",
                          (int)info->key_length, info->key, pattern_length,
                          (unsigned long long)info->length);
  }
  return sr_parameter_archive_builder_add_splat(
      builder, key, key_length, info->metadata, info->metadata_length, pattern,
      pattern_length, info->length);
}

//===----------------------------------------------------------------------===//
// dump / extract
//===----------------------------------------------------------------------===//

static sr_status_t extract_one(const sr_parameter_index_t* index,
                               const char* flag) {
  const char* eq = strrchr(flag, '=');
  if (!eq) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "--extract=%s: expected [SCOPE::]KEY=FILE", flag);
  }
  const char* name = flag;
  size_t name_length = (size_t)(eq - flag);
  const char* scope = "";
  size_t scope_length = 0;
  for (size_t i = 0; i + 1 < name_length; ++i) {
    if (name[i] == ':' && name[i + 1] == ':') {
      scope = name;
      scope_length = i;
      name += i + 2;
      name_length -= i + 2;
      break;
    }
  }
  size_t i = 0;
  SR_RETURN_IF_ERROR(sr_parameter_index_lookup(index, scope, scope_length, name,
                                               name_length, &i));
  const sr_parameter_entry_info_t* info = sr_parameter_index_entry(index, i);
  void* data = malloc(info->length ? (size_t)info->length : 1);
  if (!data) {
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "out of memory");
  }
  sr_status_t status = sr_parameter_index_read(index, i, 0, info->length, data);
  FILE* out = status ? NULL : fopen(eq + 1, "wb");
  if (!status && !out) {
    status = SR_MAKE_STATUS(SR_STATUS_PERMISSION_DENIED, "cannot create '%s'",
                            eq + 1);
  }
  if (out) {
    if (fwrite(data, 1, (size_t)info->length, out) != info->length) {
      status = SR_MAKE_STATUS(SR_STATUS_DATA_LOSS, "cannot write '%s'", eq + 1);
    }
    if (fclose(out) != 0 && !status) {
      status = SR_MAKE_STATUS(SR_STATUS_DATA_LOSS, "cannot write '%s'", eq + 1);
    }
  }
  free(data);
  return status;
}

//===----------------------------------------------------------------------===//
// main
//===----------------------------------------------------------------------===//

static sr_status_t load_parameters(const flags_t* flags,
                                   sr_parameter_index_t** out_index) {
  SR_RETURN_IF_ERROR(
      sr_parameter_index_create(sr_allocator_system(), out_index));
  for (size_t i = 0; i < flags->parameters.count; ++i) {
    SR_RETURN_IF_ERROR(sr_parameter_index_add_flag(
        *out_index, flags->parameters.values[i], flags->mode));
  }
  return sr_ok_status();
}

static sr_status_t write_archive(
    const flags_t* flags, const sr_parameter_archive_builder_t* builder) {
  return flags->append
             ? sr_parameter_archive_builder_append(builder, flags->output)
             : sr_parameter_archive_builder_write(builder, flags->output);
}

// Prints the archive just written, as IREE's tools do.
static sr_status_t print_archive(const char* path) {
  sr_parameter_index_t* index = NULL;
  SR_RETURN_IF_ERROR(sr_parameter_index_create(sr_allocator_system(), &index));
  sr_status_t status = sr_parameter_index_add_file(
      index, "", path, SR_PARAMETER_FORMAT_IRPA, SR_PARAMETER_MODE_FILE);
  if (!status) status = sr_parameter_index_fprint(stdout, index, "");
  sr_parameter_index_release(index);
  return status;
}

static sr_status_t run_create(const flags_t* flags) {
  sr_parameter_archive_builder_t* builder = NULL;
  SR_RETURN_IF_ERROR(
      sr_parameter_archive_builder_create(sr_allocator_system(), &builder));
  sr_status_t status = sr_ok_status();
  // Splats first, then data in flag order, as iree-create-parameters lays
  // them out.
  for (size_t i = 0; !status && i < flags->splat.count; ++i) {
    status =
        sr_status_annotate_f(declare_splat(builder, flags->splat.values[i]),
                             "reading --splat=%s", flags->splat.values[i]);
  }
  for (size_t i = 0; !status && i < flags->data.count; ++i) {
    status = sr_status_annotate_f(
        declare_data(builder, flags->data.values[i], flags->alignment),
        "reading --data=%s", flags->data.values[i]);
  }
  if (!status) status = write_archive(flags, builder);
  sr_parameter_archive_builder_release(builder);
  if (!status && !flags->quiet) status = print_archive(flags->output);
  return status;
}

static sr_status_t run_convert(const flags_t* flags) {
  sr_parameter_index_t* index = NULL;
  sr_status_t status = load_parameters(flags, &index);
  sr_parameter_archive_builder_t* builder = NULL;
  if (!status) {
    status =
        sr_parameter_archive_builder_create(sr_allocator_system(), &builder);
  }
  for (size_t i = 0; !status && i < sr_parameter_index_count(index); ++i) {
    status = convert_entry(flags, builder, index, i);
  }
  if (!status) status = write_archive(flags, builder);
  sr_parameter_archive_builder_release(builder);
  sr_parameter_index_release(index);
  if (!status && !flags->quiet) status = print_archive(flags->output);
  return status;
}

static sr_status_t run_dump(const flags_t* flags, bool print) {
  sr_parameter_index_t* index = NULL;
  sr_status_t status = load_parameters(flags, &index);
  if (!status && print) status = sr_parameter_index_fprint(stdout, index, NULL);
  for (size_t i = 0; !status && i < flags->extract.count; ++i) {
    status = extract_one(index, flags->extract.values[i]);
  }
  sr_parameter_index_release(index);
  return status;
}

static void flags_free(flags_t* flags) {
  free((void*)flags->splat.values);
  free((void*)flags->data.values);
  free((void*)flags->parameters.values);
  free((void*)flags->exclude.values);
  free((void*)flags->rename.values);
  free((void*)flags->extract.values);
}

int main(int argc, char** argv) {
  if (sr_tool_version_flag(argc, argv, "streamref-params")) return 0;
  flags_t flags;
  memset(&flags, 0, sizeof(flags));
  flags.alignment = SR_PARAMETER_ARCHIVE_DEFAULT_ALIGNMENT;
  flags.mode = SR_PARAMETER_MODE_MMAP;
  for (int i = 1; i < argc; ++i) {
    if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
      usage(stdout);
      flags_free(&flags);
      return 0;
    }
    if (!flags.command && argv[i][0] != '-') {
      flags.command = argv[i];
    } else if (!parse_flag(&flags, argv[i])) {
      if (!flags.bad_value) {
        fprintf(stderr, "error: unknown flag '%s'\n", argv[i]);
      }
      usage(stderr);
      flags_free(&flags);
      return 1;
    }
  }
  if (!flags.command) {
    usage(stderr);
    flags_free(&flags);
    return 1;
  }
  sr_status_t status = sr_ok_status();
  bool writes = strcmp(flags.command, "create") == 0 ||
                strcmp(flags.command, "convert") == 0;
  if (writes && (!flags.output || !*flags.output)) {
    status = SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                            "%s needs --output=FILE.irpa", flags.command);
  } else if (strcmp(flags.command, "create") == 0) {
    status = run_create(&flags);
  } else if (strcmp(flags.command, "convert") == 0) {
    status = run_convert(&flags);
  } else if (strcmp(flags.command, "dump") == 0 ||
             strcmp(flags.command, "list") == 0) {
    status = run_dump(&flags, true);
  } else if (strcmp(flags.command, "extract") == 0) {
    status = run_dump(&flags, false);
  } else {
    fprintf(stderr, "error: unknown command '%s'\n", flags.command);
    usage(stderr);
    flags_free(&flags);
    return 1;
  }
  flags_free(&flags);
  if (!status && (fflush(stdout) != 0 || ferror(stdout))) {
    status =
        SR_MAKE_STATUS(SR_STATUS_DATA_LOSS, "error writing to standard output");
  }
  fflush(stdout);
  if (status) {
    sr_status_fprint(stderr, status);
    sr_status_free(status);
    return 1;
  }
  return 0;
}
