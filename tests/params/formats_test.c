// The readers (io/*_parser.c) against files IREE made and
// read: every fixture's entries print exactly as iree-dump-parameters
// printed them, every entry's bytes are what IREE's ParameterIndex read
// (data/*.values.txt), and every corrupt or truncated file fails with the
// code and a message that names the file and the entry.

#include <criterion/criterion.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "params_test_util.h"
#include "streamref/params.h"

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

static sr_parameter_index_t* open_index(const char* scope, const char* path,
                                        sr_parameter_mode_t mode) {
  sr_parameter_index_t* index = NULL;
  cr_assert_null(sr_parameter_index_create(sr_allocator_system(), &index));
  char* text = pt_status_text(sr_parameter_index_add_file(
      index, scope, path, SR_PARAMETER_FORMAT_UNKNOWN, mode));
  cr_assert_str_eq(text, "OK", "%s", text);
  free(text);
  return index;
}

// The dump of |index| as text.
static char* dump(const sr_parameter_index_t* index) {
  char* text = NULL;
  size_t length = 0;
  FILE* f = open_memstream(&text, &length);
  cr_assert_null(sr_parameter_index_fprint(f, index, NULL));
  fclose(f);
  return text;
}

static int hex_value(char c) { return c <= '9' ? c - '0' : c - 'a' + 10; }

// Decodes |hex| (|n| digits) into |out|; returns the byte count.
static size_t from_hex(const char* hex, size_t n, uint8_t* out) {
  for (size_t i = 0; i + 1 < n; i += 2) {
    out[i / 2] = (uint8_t)(hex_value(hex[i]) * 16 + hex_value(hex[i + 1]));
  }
  return n / 2;
}

// Checks every line `key TAB length TAB metadata-hex TAB splat:|data:HEX`
// of |values_name| against what |index| reads (in every access mode).
static void check_values(const sr_parameter_index_t* index,
                         const char* values_name) {
  char path[4096];
  char* values = pt_read_file(pt_data(path, sizeof(path), values_name), NULL);
  cr_assert(values, "missing %s", values_name);
  size_t lines = 0;
  for (char* line = strtok(values, "\n"); line; line = strtok(NULL, "\n")) {
    char* fields[4] = {line, NULL, NULL, NULL};
    for (int f = 1; f < 4; ++f) {
      fields[f] = strchr(fields[f - 1], '\t');
      cr_assert(fields[f], "bad line in %s", values_name);
      *fields[f]++ = 0;
    }
    size_t i = 0;
    char* text = pt_status_text(sr_parameter_index_lookup(
        index, NULL, 0, fields[0], strlen(fields[0]), &i));
    cr_assert_str_eq(text, "OK", "%s: %s", values_name, text);
    free(text);
    const sr_parameter_entry_info_t* e = sr_parameter_index_entry(index, i);
    cr_expect_eq(e->length, strtoull(fields[1], NULL, 10), "%s: %s length",
                 values_name, fields[0]);
    uint8_t metadata[256];
    size_t metadata_length = from_hex(fields[2], strlen(fields[2]), metadata);
    cr_expect_eq(e->metadata_length, metadata_length, "%s: %s metadata",
                 values_name, fields[0]);
    if (metadata_length) {
      cr_expect_arr_eq(e->metadata, metadata, metadata_length);
    }
    uint8_t* expected = malloc(e->length + 16);
    uint8_t* got = malloc(e->length + 16);
    if (strncmp(fields[3], "splat:", 6) == 0) {
      cr_expect_eq(e->storage, SR_PARAMETER_STORAGE_SPLAT);
      uint8_t pattern[16];
      size_t n = from_hex(fields[3] + 6, strlen(fields[3] + 6), pattern);
      cr_expect_eq(e->pattern_length, n, "%s: %s pattern", values_name,
                   fields[0]);
      for (uint64_t b = 0; b < e->length; ++b) expected[b] = pattern[b % n];
    } else {
      cr_expect_eq(e->storage, SR_PARAMETER_STORAGE_FILE);
      size_t n = from_hex(fields[3] + 5, strlen(fields[3] + 5), expected);
      cr_expect_eq(n, e->length);
    }
    cr_assert_null(sr_parameter_index_read(index, i, 0, e->length, got));
    cr_expect_arr_eq(got, expected, e->length, "%s: %s bytes differ",
                     values_name, fields[0]);
    // A read at an odd offset sees the same bytes (splat phase too).
    if (e->length > 3) {
      cr_assert_null(sr_parameter_index_read(index, i, 3, e->length - 3, got));
      cr_expect_arr_eq(got, expected + 3, e->length - 3);
    }
    free(expected);
    free(got);
    ++lines;
  }
  cr_expect_gt(lines, 0);
  free(values);
}

// Every fixture IREE dumped: our dump equals IREE's, in every mode.
static void check_fixture(const char* name) {
  static const sr_parameter_mode_t kModes[] = {SR_PARAMETER_MODE_MMAP,
                                               SR_PARAMETER_MODE_PRELOAD,
                                               SR_PARAMETER_MODE_FILE};
  char path[4096], dump_name[512], values_name[512], dump_path[4096];
  snprintf(dump_name, sizeof(dump_name), "%s.dump.txt", name);
  snprintf(values_name, sizeof(values_name), "%s.values.txt", name);
  char* expected =
      pt_read_file(pt_data(dump_path, sizeof(dump_path), dump_name), NULL);
  cr_assert(expected, "missing %s", dump_name);
  for (size_t m = 0; m < 3; ++m) {
    // IREE's dump names the file as given on its command line, relative.
    sr_parameter_index_t* index =
        open_index("", pt_data(path, sizeof(path), name), kModes[m]);
    char* text = dump(index);
    cr_expect_str_eq(text, expected, "%s (%s) dumps differently from IREE",
                     name, sr_parameter_mode_name(kModes[m]));
    free(text);
    char probe[4096];
    FILE* f = fopen(pt_data(probe, sizeof(probe), values_name), "r");
    if (f) {
      fclose(f);
      check_values(index, values_name);
    }
    sr_parameter_index_release(index);
  }
  free(expected);
}

//===----------------------------------------------------------------------===//
// IREE-made files
//===----------------------------------------------------------------------===//

Test(irpa, iree_splats) { check_fixture("iree_splat.irpa"); }
Test(irpa, iree_data) { check_fixture("iree_data.irpa"); }
Test(irpa, iree_alignment_16) { check_fixture("iree_align16.irpa"); }
Test(irpa, iree_index_metadata_and_patterns) {
  check_fixture("iree_index.irpa");
}
Test(irpa, iree_convert_ops) { check_fixture("iree_convert_ops.irpa"); }
Test(irpa, iree_strip) { check_fixture("iree_strip.irpa"); }
Test(irpa, iree_from_safetensors) {
  check_fixture("iree_from_safetensors.irpa");
}
Test(irpa, iree_from_gguf) { check_fixture("iree_from_gguf.irpa"); }
Test(irpa, programs_archive) { check_fixture("programs.irpa"); }
Test(irpa, iree_compiler_splat_archive) {
  check_fixture("iree_compiler_splat.irpa");
}
Test(irpa, ours_as_iree_reads_it) { check_fixture("streamref_made.irpa"); }
Test(safetensors, iree_dump) { check_fixture("tensors.safetensors"); }
Test(gguf, iree_dump_v3) { check_fixture("model_v3.gguf"); }
Test(gguf, iree_dump_v2) { check_fixture("model_v2.gguf"); }

// What the stdlib generator put in (IREE read the same bytes when it
// converted the file: iree_from_*.irpa.values.txt).
Test(safetensors, values) {
  char path[4096];
  sr_parameter_index_t* index =
      open_index("st", pt_data(path, sizeof(path), "tensors.safetensors"),
                 SR_PARAMETER_MODE_MMAP);
  cr_assert_eq(sr_parameter_index_count(index), 5);  // __metadata__ skipped
  size_t i = 0;
  cr_assert_null(
      sr_parameter_index_lookup(index, "st", 2, "embed.weight", 12, &i));
  float f[6];
  cr_assert_null(sr_parameter_index_read(index, i, 0, sizeof(f), f));
  cr_expect_float_eq(f[0], 0.5f, 0);
  cr_expect_float_eq(f[5], 5.75f, 0);
  cr_assert_null(sr_parameter_index_lookup(index, "st", 2, "empty", 5, &i));
  cr_expect_eq(sr_parameter_index_entry(index, i)->length, 0);
  cr_expect_eq(sr_parameter_index_entry(index, i)->source_format,
               SR_PARAMETER_FORMAT_SAFETENSORS);
  sr_parameter_index_release(index);
}

// ggml's current type numbering (I8 = 24, I64 = 27, F64 = 28, BF16 = 30),
// which IREE's older table reads differently, and nested metadata arrays.
Test(gguf, current_type_table) {
  char path[4096];
  sr_parameter_index_t* index = open_index(
      "t", pt_data(path, sizeof(path), "types.gguf"), SR_PARAMETER_MODE_MMAP);
  static const struct {
    const char* key;
    uint64_t length;
  } kExpected[] = {{"i8", 5}, {"i64", 16}, {"bf16", 4}, {"f64", 8}};
  for (size_t k = 0; k < 4; ++k) {
    size_t i = 0;
    cr_assert_null(sr_parameter_index_lookup(index, "t", 1, kExpected[k].key,
                                             strlen(kExpected[k].key), &i));
    cr_expect_eq(sr_parameter_index_entry(index, i)->length,
                 kExpected[k].length, "%s", kExpected[k].key);
  }
  size_t i = 0;
  cr_assert_null(sr_parameter_index_lookup(index, "t", 1, "i64", 3, &i));
  int64_t v[2];
  cr_assert_null(sr_parameter_index_read(index, i, 0, sizeof(v), v));
  cr_expect_eq(v[0], -1);
  cr_expect_eq(v[1], (int64_t)1 << 40);
  sr_parameter_index_release(index);
}

// Q8_0 blocks are 34 bytes per 32 elements; general.alignment = 64 places
// every tensor at a multiple of 64.
Test(gguf, block_sizes_and_alignment) {
  char path[4096];
  sr_parameter_index_t* index = open_index(
      "", pt_data(path, sizeof(path), "model_v3.gguf"), SR_PARAMETER_MODE_FILE);
  for (size_t i = 0; i < sr_parameter_index_count(index); ++i) {
    const sr_parameter_entry_info_t* e = sr_parameter_index_entry(index, i);
    cr_expect_eq(e->offset % 64, 0, "%s at %llu", e->key,
                 (unsigned long long)e->offset);
    if (strcmp(e->key, "blk.0.attn_q.weight") == 0) {
      cr_expect_eq(e->length, 68);
    }
    if (strcmp(e->key, "blk.0.ffn.weight") == 0) cr_expect_eq(e->length, 18);
  }
  sr_parameter_index_release(index);
}

//===----------------------------------------------------------------------===//
// Faults: truncated and corrupt files
//===----------------------------------------------------------------------===//

typedef struct fault_dir_t {
  char* dir;
} fault_dir_t;

static fault_dir_t fault_dir;

static void fault_setup(void) { fault_dir.dir = pt_make_temp_dir(); }
static void fault_teardown(void) {
  pt_remove_dir(fault_dir.dir);
  free(fault_dir.dir);
}

// Writes |data| as |name| in the fault folder and adds it to a fresh
// index; returns the failure text (malloc'd) after checking its code.
static char* add_fails(const char* name, const void* data, size_t length,
                       sr_status_code_t code) {
  char path[4096];
  pt_join(path, sizeof(path), fault_dir.dir, name);
  cr_assert(pt_write_file(path, data, length));
  sr_parameter_index_t* index = NULL;
  cr_assert_null(sr_parameter_index_create(sr_allocator_system(), &index));
  sr_status_t status = sr_parameter_index_add_file(
      index, "m", path, SR_PARAMETER_FORMAT_UNKNOWN, SR_PARAMETER_MODE_MMAP);
  cr_assert(status, "%s was accepted", name);
  sr_status_code_t got = sr_status_code(status);
  char* text = pt_status_text(status);
  cr_expect_eq(got, code, "%s: %s", name, text);
  // All or nothing: a failed file adds nothing.
  cr_expect_eq(sr_parameter_index_count(index), 0);
  sr_parameter_index_release(index);
  cr_expect(pt_contains(text, name), "the message names the file: %s", text);
  return text;
}

static void expect_fault(const char* name, const void* data, size_t length,
                         sr_status_code_t code, const char* message) {
  char* text = add_fails(name, data, length, code);
  cr_expect(pt_contains(text, message), "%s: expected '%s' in: %s", name,
            message, text);
  free(text);
}

static void store_u64(uint8_t* p, uint64_t v) {
  for (int i = 0; i < 8; ++i) p[i] = (uint8_t)(v >> (8 * i));
}
static void store_u32(uint8_t* p, uint32_t v) {
  for (int i = 0; i < 4; ++i) p[i] = (uint8_t)(v >> (8 * i));
}

// An archive with a splat "s" (entry 0 at 96) and a data entry "d" (entry 1
// at 192, 16 bytes at storage offset 0 with alignment 64), as bytes.
static uint8_t* make_archive(size_t* out_length) {
  char path[4096];
  pt_join(path, sizeof(path), fault_dir.dir, "base.irpa");
  sr_parameter_archive_builder_t* b = NULL;
  cr_assert_null(
      sr_parameter_archive_builder_create(sr_allocator_system(), &b));
  int32_t pattern = 7;
  cr_assert_null(sr_parameter_archive_builder_add_splat(b, "s", 1, NULL, 0,
                                                        &pattern, 4, 16));
  uint8_t data[16];
  for (int i = 0; i < 16; ++i) data[i] = (uint8_t)i;
  cr_assert_null(sr_parameter_archive_builder_add_data(b, "d", 1, "md", 2, 64,
                                                       16, data, NULL, 0));
  cr_assert_null(sr_parameter_archive_builder_write(b, path));
  sr_parameter_archive_builder_release(b);
  return (uint8_t*)pt_read_file(path, out_length);
}

enum {
  kEntry0 = 96,    // the splat
  kEntry1 = 192,   // the data entry
  kStorage = 320,  // storage segment: align(96 + 172 + 4, 64)
};

TestSuite(irpa_faults, .init = fault_setup, .fini = fault_teardown);

Test(irpa_faults, layout_is_as_expected) {
  size_t n = 0;
  uint8_t* a = make_archive(&n);
  cr_expect_eq(n, 4096);
  cr_expect_eq(a[kEntry0 + 8], 1);  // splat type
  cr_expect_eq(a[kEntry1 + 8], 2);  // data type
  cr_expect_eq(a[72], kStorage & 0xFF);
  cr_expect_eq(a[73], kStorage >> 8);
  free(a);
}

Test(irpa_faults, empty_and_truncated_headers) {
  size_t n = 0;
  uint8_t* a = make_archive(&n);
  expect_fault("empty.irpa", a, 0, SR_STATUS_DATA_LOSS,
               "not enough bytes for an archive header");
  expect_fault("t20.irpa", a, 20, SR_STATUS_DATA_LOSS,
               "not enough bytes for an archive header");
  expect_fault("t60.irpa", a, 60, SR_STATUS_DATA_LOSS,
               "the 88-byte header ends past the end of the 60-byte file");
  expect_fault("t150.irpa", a, 150, SR_STATUS_DATA_LOSS,
               "the entry segment [96, +172) relative to the header ends "
               "past the end of the 150-byte file (truncated?)");
  expect_fault("t330.irpa", a, 330, SR_STATUS_DATA_LOSS,
               "the storage segment [320, +16) relative to the header ends "
               "past the end of the 330-byte file");
  free(a);
}

Test(irpa_faults, corrupt_headers) {
  size_t n = 0;
  uint8_t* a = make_archive(&n);
  a[0] = 'X';
  expect_fault("magic.irpa", a, n, SR_STATUS_INVALID_ARGUMENT,
               "archive magic missing or invalid");
  a[0] = 'I';
  a[4] = 1;  // version 1.0
  expect_fault("major.irpa", a, n, SR_STATUS_UNIMPLEMENTED,
               "archive version 1.0 is not supported");
  a[4] = 0;
  a[6] = 1;  // version 0.1
  expect_fault("minor.irpa", a, n, SR_STATUS_UNIMPLEMENTED,
               "archive version 0.1 is not supported");
  a[6] = 0;
  store_u64(a + 8, 96);
  expect_fault("size.irpa", a, n, SR_STATUS_INVALID_ARGUMENT,
               "a version 0 header is 88 bytes but this one says 96");
  store_u64(a + 8, 88);
  store_u64(a + 16, 8);  // a linked header at offset 8
  expect_fault("link_align.irpa", a, n, SR_STATUS_INVALID_ARGUMENT,
               "archive header at offset 8 is not aligned to 16 bytes");
  store_u64(a + 16, 1 << 20);
  expect_fault("link_past.irpa", a, n, SR_STATUS_DATA_LOSS,
               "the linked header at offset +1048576 is past the end");
  store_u64(a + 16, 0);
  store_u64(a + 32, 3);  // three entries in a table of two
  expect_fault("count.irpa", a, n, SR_STATUS_DATA_LOSS, "before entry 2 of 3");
  free(a);
}

Test(irpa_faults, corrupt_entries) {
  size_t n = 0;
  uint8_t* a = make_archive(&n);
  uint8_t* b = malloc(n);
  memcpy(b, a, n);
  store_u64(b + kEntry1, 10);  // entry_size below the header size
  expect_fault("entry_size.irpa", b, n, SR_STATUS_DATA_LOSS,
               "entry 1: entry size 10 does not fit");
  memcpy(b, a, n);
  store_u64(b + kEntry1 + 20, 100);  // name beyond the metadata segment
  expect_fault("name.irpa", b, n, SR_STATUS_INVALID_ARGUMENT,
               "entry 1: its name [100, +1) is outside the 4-byte metadata "
               "segment");
  memcpy(b, a, n);
  store_u64(b + kEntry1 + 60, 8);  // data [8, +16) in a 16-byte segment
  expect_fault("storage.irpa", b, n, SR_STATUS_DATA_LOSS,
               "entry 1 (\"d\"): its data [8, +16) ends past the 16-byte "
               "storage segment");
  memcpy(b, a, n);
  b[kEntry0 + 84] = 3;  // splat pattern of 3 bytes
  expect_fault("pattern3.irpa", b, n, SR_STATUS_INVALID_ARGUMENT,
               "entry 0 (\"s\"): splat pattern length 3 is not 1, 2, 4, 8 "
               "or 16");
  memcpy(b, a, n);
  store_u64(b + kEntry0 + 60, 18);  // 18 bytes of a 4-byte pattern
  expect_fault("divide.irpa", b, n, SR_STATUS_INVALID_ARGUMENT,
               "splat pattern length 4 does not divide its length 18");
  memcpy(b, a, n);
  store_u32(b + kEntry1 + 8, 7);
  expect_fault("type.irpa", b, n, SR_STATUS_UNIMPLEMENTED,
               "entry 1 (\"d\"): entry type 7 is not one this reader knows");
  memcpy(b, a, n);
  store_u64(b + kEntry1 + 52, 48);
  expect_fault("alignment.irpa", b, n, SR_STATUS_INVALID_ARGUMENT,
               "entry 1 (\"d\"): minimum alignment 48 is not a power of two");
  memcpy(b, a, n);
  store_u64(b + kEntry0, 180);  // a splat entry running past the table
  expect_fault("overrun.irpa", b, n, SR_STATUS_DATA_LOSS,
               "entry 0: entry size 180 does not fit the 172 bytes left in "
               "the entry table");
  free(b);
  free(a);
}

TestSuite(safetensors_faults, .init = fault_setup, .fini = fault_teardown);

// A safetensors file with |json| as its header and |data_length| data
// bytes.
static uint8_t* make_safetensors(const char* json, size_t data_length,
                                 size_t* out_length) {
  size_t n = strlen(json);
  uint8_t* out = calloc(1, 8 + n + data_length);
  store_u64(out, n);
  memcpy(out + 8, json, n);
  *out_length = 8 + n + data_length;
  return out;
}

static void expect_st_fault(const char* name, const char* json,
                            size_t data_length, sr_status_code_t code,
                            const char* message) {
  size_t n = 0;
  uint8_t* file = make_safetensors(json, data_length, &n);
  expect_fault(name, file, n, code, message);
  free(file);
}

Test(safetensors_faults, all) {
  expect_fault("tiny.safetensors", "\1\0\0", 3, SR_STATUS_DATA_LOSS,
               "too short for a safetensors header length");
  uint8_t big[16] = {0xff, 0xff, 0, 0, 0, 0, 0, 0, '{', '}'};
  expect_fault("long.safetensors", big, sizeof(big), SR_STATUS_DATA_LOSS,
               "the safetensors header declares 65535 bytes but only 8 "
               "follow");
  expect_st_fault("json.safetensors", "{\"a\": [1,", 0,
                  SR_STATUS_INVALID_ARGUMENT,
                  "the safetensors header is not valid JSON");
  expect_st_fault("array.safetensors", "[1, 2]", 0, SR_STATUS_INVALID_ARGUMENT,
                  "is not a JSON object");
  expect_st_fault("offsets.safetensors",
                  "{\"a\":{\"dtype\":\"F32\",\"shape\":[1],"
                  "\"data_offsets\":[0]}}",
                  4, SR_STATUS_INVALID_ARGUMENT,
                  "tensor \"a\": \"data_offsets\" must be [begin, end]");
  expect_st_fault("negative.safetensors",
                  "{\"a\":{\"dtype\":\"F32\",\"shape\":[1],"
                  "\"data_offsets\":[-4,0]}}",
                  4, SR_STATUS_INVALID_ARGUMENT, "non-negative integers");
  expect_st_fault("beyond.safetensors",
                  "{\"a\":{\"dtype\":\"F32\",\"shape\":[2],"
                  "\"data_offsets\":[0,8]}}",
                  4, SR_STATUS_DATA_LOSS,
                  "tensor \"a\": data_offsets [0, 8) lie outside the 4 bytes "
                  "of data (truncated?)");
  expect_st_fault("reversed.safetensors",
                  "{\"a\":{\"dtype\":\"U8\",\"shape\":[0],"
                  "\"data_offsets\":[4,0]}}",
                  4, SR_STATUS_INVALID_ARGUMENT, "lie outside");
  expect_st_fault("dtype.safetensors",
                  "{\"a\":{\"dtype\":\"F32\",\"shape\":[2],"
                  "\"data_offsets\":[0,4]}}",
                  4, SR_STATUS_INVALID_ARGUMENT,
                  "tensor \"a\": a F32 tensor of that shape is 8 bytes but "
                  "data_offsets give 4");
  expect_st_fault("dup.safetensors",
                  "{\"a\":{\"dtype\":\"U8\",\"shape\":[1],"
                  "\"data_offsets\":[0,1]},\"a\":{\"dtype\":\"U8\","
                  "\"shape\":[1],\"data_offsets\":[0,1]}}",
                  1, SR_STATUS_INVALID_ARGUMENT, "duplicate object key");
  expect_st_fault("notype.safetensors", "{\"a\":{\"data_offsets\":[0,1]}}", 1,
                  SR_STATUS_INVALID_ARGUMENT,
                  "needs a \"dtype\" string and a \"shape\" array");
}

// Issue 20 F14: an unknown dtype (`F33`) and a `__metadata__` that is not
// an object of strings were accepted; every offset and dim is tried at the
// boundaries 2^31, 2^32, 2^63, -1 and 0.
Test(safetensors_faults, strict_fields_and_boundaries) {
  expect_st_fault("f33.safetensors",
                  "{\"a\":{\"dtype\":\"F33\",\"shape\":[1],"
                  "\"data_offsets\":[0,4]}}",
                  4, SR_STATUS_INVALID_ARGUMENT,
                  "tensor \"a\": unknown dtype \"F33\"");
  const char* metadata[] = {"7", "[\"x\"]", "{\"k\": 1}", "\"text\""};
  for (size_t i = 0; i < sizeof(metadata) / sizeof(metadata[0]); ++i) {
    char json[256];
    snprintf(json, sizeof(json),
             "{\"__metadata__\": %s, \"a\":{\"dtype\":\"U8\","
             "\"shape\":[1],\"data_offsets\":[0,1]}}",
             metadata[i]);
    expect_st_fault("meta.safetensors", json, 1, SR_STATUS_INVALID_ARGUMENT,
                    "\"__metadata__\" must be an object of strings");
  }
  const char* values[] = {
      "2147483648",          "4294967296", "9223372036854775807",
      "9223372036854775808", "-1",         "18446744073709551615"};
  for (size_t i = 0; i < sizeof(values) / sizeof(values[0]); ++i) {
    char json[256];
    snprintf(json, sizeof(json),
             "{\"a\":{\"dtype\":\"F32\",\"shape\":[%s],"
             "\"data_offsets\":[0,4]}}",
             values[i]);
    char* text = NULL;
    size_t n = 0;
    uint8_t* file = make_safetensors(json, 4, &n);
    text = add_fails("dim.safetensors", file, n, SR_STATUS_INVALID_ARGUMENT);
    free(text);
    free(file);
    snprintf(json, sizeof(json),
             "{\"a\":{\"dtype\":\"U8\",\"shape\":[4],"
             "\"data_offsets\":[%s,4]}}",
             values[i]);
    file = make_safetensors(json, 4, &n);
    text = add_fails("begin.safetensors", file, n, SR_STATUS_INVALID_ARGUMENT);
    free(text);
    free(file);
    snprintf(json, sizeof(json),
             "{\"a\":{\"dtype\":\"U8\",\"shape\":[4],"
             "\"data_offsets\":[0,%s]}}",
             values[i]);
    file = make_safetensors(json, 4, &n);
    text = add_fails("end.safetensors", file, n,
                     // jansson refuses integers above 2^63 - 1 (not JSON
                     // it reads), the rest lie beyond the data.
                     i < 3 ? SR_STATUS_DATA_LOSS : SR_STATUS_INVALID_ARGUMENT);
    free(text);
    free(file);
  }
  // A zero-length tensor at offset 0 is fine.
  expect_st_fault("zero.safetensors",
                  "{\"a\":{\"dtype\":\"U8\",\"shape\":[0],"
                  "\"data_offsets\":[0,0]},\"b\":{\"dtype\":\"F33\","
                  "\"shape\":[],\"data_offsets\":[0,0]}}",
                  0, SR_STATUS_INVALID_ARGUMENT, "tensor \"b\": unknown dtype");
}

TestSuite(gguf_faults, .init = fault_setup, .fini = fault_teardown);

// A small GGUF writer for corrupt files.
typedef struct gguf_t {
  uint8_t bytes[1024];
  size_t n;
} gguf_t;

static void g_u32(gguf_t* g, uint32_t v) {
  store_u32(g->bytes + g->n, v);
  g->n += 4;
}
static void g_u64(gguf_t* g, uint64_t v) {
  store_u64(g->bytes + g->n, v);
  g->n += 8;
}
static void g_str(gguf_t* g, const char* s) {
  g_u64(g, strlen(s));
  memcpy(g->bytes + g->n, s, strlen(s));
  g->n += strlen(s);
}
static void g_header(gguf_t* g, uint32_t version, uint64_t tensors,
                     uint64_t kvs) {
  g->n = 0;
  memcpy(g->bytes, "GGUF", 4);
  g->n = 4;
  g_u32(g, version);
  g_u64(g, tensors);
  g_u64(g, kvs);
}
// One tensor info: |dims| one-dimensional of |count| elements.
static void g_tensor(gguf_t* g, const char* name, uint64_t count, uint32_t type,
                     uint64_t offset) {
  g_str(g, name);
  g_u32(g, 1);
  g_u64(g, count);
  g_u32(g, type);
  g_u64(g, offset);
}
// Pads to |alignment| and appends |data| bytes.
static void g_data(gguf_t* g, uint32_t alignment, size_t data) {
  while (g->n % alignment) g->bytes[g->n++] = 0;
  memset(g->bytes + g->n, 0x5a, data);
  g->n += data;
}

Test(gguf_faults, all) {
  gguf_t g;
  g_header(&g, 3, 1, 0);
  g_tensor(&g, "t", 4, 0, 0);
  g_data(&g, 32, 16);
  {
    // The well-formed base case reads.
    char path[4096];
    pt_join(path, sizeof(path), fault_dir.dir, "ok.gguf");
    cr_assert(pt_write_file(path, g.bytes, g.n));
    sr_parameter_index_t* index = open_index("", path, SR_PARAMETER_MODE_MMAP);
    cr_expect_eq(sr_parameter_index_entry(index, 0)->length, 16);
    sr_parameter_index_release(index);
  }
  expect_fault("short.gguf", g.bytes, g.n - 1, SR_STATUS_DATA_LOSS,
               "tensor \"t\": data [0, 16) lies outside the 15 bytes of "
               "tensor data (truncated?)");
  expect_fault("cut.gguf", g.bytes, 30, SR_STATUS_DATA_LOSS,
               "the file ends (30 bytes) inside tensor info 0");
  g.bytes[0] = 'X';
  expect_fault("magic.gguf", g.bytes, g.n, SR_STATUS_INVALID_ARGUMENT,
               "GGUF magic missing or invalid");
  g.bytes[0] = 'G';
  g.bytes[4] = 1;
  expect_fault("v1.gguf", g.bytes, g.n, SR_STATUS_UNIMPLEMENTED,
               "GGUF version 1 is not supported");
  store_u32(g.bytes + 4, 0x03000000u);
  expect_fault("be.gguf", g.bytes, g.n, SR_STATUS_UNIMPLEMENTED,
               "big-endian GGUF files are not supported");

  g_header(&g, 3, 1, 0);
  g_tensor(&g, "t", 4, 99, 0);
  g_data(&g, 32, 16);
  expect_fault("type.gguf", g.bytes, g.n, SR_STATUS_UNIMPLEMENTED,
               "tensor \"t\" has ggml type 99, which this reader does not "
               "know");
  g_header(&g, 3, 1, 0);
  g_tensor(&g, "q", 33, 8, 0);  // Q8_0 needs multiples of 32
  g_data(&g, 32, 64);
  expect_fault("block.gguf", g.bytes, g.n, SR_STATUS_INVALID_ARGUMENT,
               "tensor \"q\": Q8_0 needs a multiple of 32 elements (has 33)");
  g_header(&g, 3, 2, 0);
  g_tensor(&g, "a", 1, 0, 0);
  g_tensor(&g, "b", 1, 0, 4);  // not at a multiple of 32
  g_data(&g, 32, 64);
  expect_fault("align.gguf", g.bytes, g.n, SR_STATUS_INVALID_ARGUMENT,
               "tensor \"b\" at data offset 4 is not aligned to 32");
  g_header(&g, 3, 1, 1);
  g_str(&g, "general.alignment");
  g_u32(&g, 4);  // uint32
  g_u32(&g, 48);
  g_tensor(&g, "a", 1, 0, 0);
  g_data(&g, 48, 4);
  expect_fault("align48.gguf", g.bytes, g.n, SR_STATUS_INVALID_ARGUMENT,
               "general.alignment 48 is not a power of two");
  g_header(&g, 3, 1, 1);
  g_str(&g, "general.alignment");
  g_u32(&g, 10);  // uint64: the spec says uint32
  g_u64(&g, 64);
  g_tensor(&g, "a", 1, 0, 0);
  g_data(&g, 64, 4);
  expect_fault("align_type.gguf", g.bytes, g.n, SR_STATUS_INVALID_ARGUMENT,
               "general.alignment must be a uint32");
  g_header(&g, 3, 0, 1);
  g_str(&g, "k");
  g_u32(&g, 9);  // array
  g_u32(&g, 8);  // of strings
  g_u64(&g, 1u << 30);
  expect_fault("array.gguf", g.bytes, g.n, SR_STATUS_DATA_LOSS,
               "inside metadata entry 0 (\"k\")");
  g_header(&g, 3, 0, 1);
  g_str(&g, "k");
  g_u32(&g, 77);
  expect_fault("value.gguf", g.bytes, g.n, SR_STATUS_INVALID_ARGUMENT,
               "metadata entry 0 (\"k\") has unknown value type 77");
  g_header(&g, 3, 1, 0);
  g_str(&g, "t");
  g_u32(&g, 9);  // nine dimensions
  expect_fault("dims.gguf", g.bytes, g.n, SR_STATUS_INVALID_ARGUMENT,
               "tensor \"t\" has 9 dimensions (at most 8)");
}

TestSuite(files, .init = fault_setup, .fini = fault_teardown);

Test(files, unknown_format_and_missing_files) {
  expect_fault("notes.txt", "hello world", 11, SR_STATUS_INVALID_ARGUMENT,
               "not a parameter file");
  sr_parameter_index_t* index = NULL;
  cr_assert_null(sr_parameter_index_create(sr_allocator_system(), &index));
  char path[4096];
  pt_join(path, sizeof(path), fault_dir.dir, "missing.irpa");
  char* text = pt_status_text(sr_parameter_index_add_file(
      index, "", path, SR_PARAMETER_FORMAT_UNKNOWN, SR_PARAMETER_MODE_MMAP));
  cr_expect(pt_contains(text, "NOT_FOUND") &&
                pt_contains(text, "cannot open") &&
                pt_contains(text, "missing.irpa"),
            "%s", text);
  free(text);
  text = pt_status_text(sr_parameter_index_add_file(index, "", fault_dir.dir,
                                                    SR_PARAMETER_FORMAT_UNKNOWN,
                                                    SR_PARAMETER_MODE_MMAP));
  cr_expect(pt_contains(text, "is a directory"), "%s", text);
  free(text);
  sr_parameter_index_release(index);
}

// A file this process may not read (mode 000), in every mode: opened by a
// child that is not root, since root reads anything (a run as root drops
// to nobody in the child; the directory is opened up for it to traverse).
Test(files, unreadable_file) {
  char from[4096], path[4096];
  pt_join(path, sizeof(path), fault_dir.dir, "locked.irpa");
  cr_assert(pt_copy_file(pt_data(from, sizeof(from), "programs.irpa"), path));
  cr_assert(chmod(path, 0) == 0 && chmod(fault_dir.dir, 0711) == 0);
  int fds[2];
  cr_assert(pipe(fds) == 0);
  pid_t child = fork();
  cr_assert(child >= 0);
  if (child == 0) {
    close(fds[0]);
    if (geteuid() == 0 && (setgid(65534) != 0 || setuid(65534) != 0)) {
      _exit(2);
    }
    for (int m = 0; m < 3; ++m) {
      sr_parameter_index_t* index = NULL;
      if (sr_parameter_index_create(sr_allocator_system(), &index)) _exit(3);
      char* text = pt_status_text(sr_parameter_index_add_file(
          index, "model", path, SR_PARAMETER_FORMAT_UNKNOWN,
          (sr_parameter_mode_t)m));
      size_t length = strlen(text);
      text[length > 1000 ? 1000 : length] = '\n';
      if (write(fds[1], text, (length > 1000 ? 1000 : length) + 1) < 0) {
        _exit(4);
      }
      free(text);
      sr_parameter_index_release(index);
    }
    _exit(0);
  }
  close(fds[1]);
  char out[4096] = {0};
  size_t n = 0;
  for (ssize_t r; (r = read(fds[0], out + n, sizeof(out) - 1 - n)) > 0;) {
    n += (size_t)r;
  }
  close(fds[0]);
  int wstatus = 0;
  cr_assert(waitpid(child, &wstatus, 0) == child);
  cr_assert(WIFEXITED(wstatus) && WEXITSTATUS(wstatus) == 0, "child exit %d",
            WEXITSTATUS(wstatus));
  int lines = 0;
  for (char *line = out, *end; (end = strchr(line, '\n')); line = end + 1) {
    *end = 0;
    ++lines;
    cr_expect(pt_contains(line, "PERMISSION_DENIED") &&
                  pt_contains(line, "cannot open") &&
                  pt_contains(line, "locked.irpa"),
              "%s", line);
  }
  cr_expect_eq(lines, 3);
}

// The format comes from the magic when the name does not say.
Test(files, format_by_magic) {
  char from[4096], to[4096];
  // In sr_parameter_format_t order: irpa, safetensors, gguf.
  static const char* const kFiles[] = {"iree_index.irpa", "tensors.safetensors",
                                       "model_v3.gguf"};
  for (size_t i = 0; i < 3; ++i) {
    pt_data(from, sizeof(from), kFiles[i]);
    snprintf(to, sizeof(to), "%s/weights%zu.bin", fault_dir.dir, i);
    cr_assert(pt_copy_file(from, to));
    sr_parameter_index_t* index = open_index("", to, SR_PARAMETER_MODE_MMAP);
    cr_expect_gt(sr_parameter_index_count(index), 0, "%s", kFiles[i]);
    cr_expect_eq(sr_parameter_index_entry(index, 0)->source_format,
                 (sr_parameter_format_t)(i + 1));
    sr_parameter_index_release(index);
  }
}
