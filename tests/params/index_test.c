// The parameter index (io/param_index.c): scopes and
// "scope"::"key" lookups with their NOT_FOUND messages, splats read at any
// offset, reads and writes in each access mode and their errors, entries
// added by hand, and no leaks (a counting allocator, also failing on
// demand).

#include <criterion/criterion.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "params_test_util.h"
#include "streamref/params.h"
#include "support/counting_allocator.h"

static char* dir;

static void setup(void) { dir = pt_make_temp_dir(); }
static void teardown(void) {
  pt_remove_dir(dir);
  free(dir);
}

TestSuite(index, .init = setup, .fini = teardown);

static sr_parameter_index_t* new_index(void) {
  sr_parameter_index_t* index = NULL;
  cr_assert_null(sr_parameter_index_create(sr_allocator_system(), &index));
  return index;
}

static void add(sr_parameter_index_t* index, const char* flag,
                sr_parameter_mode_t mode) {
  char* text = pt_status_text(sr_parameter_index_add_flag(index, flag, mode));
  cr_assert_str_eq(text, "OK", "%s: %s", flag, text);
  free(text);
}

// A copy of a fixture in the temporary folder (writes must not touch the
// committed one).
static char* copy_fixture(const char* name, char* buffer, size_t capacity) {
  char from[4096];
  pt_join(buffer, capacity, dir, name);
  cr_assert(pt_copy_file(pt_data(from, sizeof(from), name), buffer));
  return buffer;
}

static char* lookup_text(const sr_parameter_index_t* index, const char* scope,
                         const char* key) {
  size_t i = 0;
  return pt_status_text(sr_parameter_index_lookup(
      index, scope, scope ? strlen(scope) : 0, key, strlen(key), &i));
}

Test(index, scopes_and_lookup_messages) {
  char a[4096], b[4096], flag[8192];
  sr_parameter_index_t* index = new_index();
  snprintf(flag, sizeof(flag), "model=%s",
           copy_fixture("programs.irpa", a, sizeof(a)));
  add(index, flag, SR_PARAMETER_MODE_MMAP);
  add(index, copy_fixture("tensors.safetensors", b, sizeof(b)),
      SR_PARAMETER_MODE_MMAP);
  char* text = lookup_text(index, "model", "a");
  cr_expect_str_eq(text, "OK");
  free(text);
  text = lookup_text(index, NULL, "ids");  // the anonymous scope
  cr_expect_str_eq(text, "OK");
  free(text);
  text = lookup_text(index, "model", "ids");  // in the other scope only
  cr_expect(pt_contains(text,
                        "NOT_FOUND: parameter \"model\"::\"ids\" not "
                        "found: the \"model\" scope ('"),
            "%s", text);
  cr_expect(pt_contains(text, "programs.irpa') has no key \"ids\""), "%s",
            text);
  free(text);
  // Names are bytes from programs and files: unprintable ones, quotes and
  // backslashes are escaped as MLIR escapes them.
  text = lookup_text(index, "model", "k\xff\"\\\n");
  cr_expect(pt_contains(text, "parameter \"model\"::\"k\\FF\\22\\5C\\0A\" not"),
            "%s", text);
  free(text);
  text = lookup_text(index, NULL, "nope");
  cr_expect(pt_contains(text,
                        "parameter \"nope\" not found: the <global> "
                        "scope ('"),
            "%s", text);
  free(text);
  text = lookup_text(index, "opt", "a");
  cr_expect(pt_contains(text,
                        "no parameter file was given the \"opt\" scope "
                        "(scopes: \"model\", <global>)"),
            "%s", text);
  free(text);
  sr_parameter_index_t* empty = new_index();
  text = lookup_text(empty, "m", "k");
  cr_expect(pt_contains(text, "no parameter files were given"), "%s", text);
  free(text);
  sr_parameter_index_release(empty);
  sr_parameter_index_release(index);
}

// Two files in one scope: a key in both resolves to the first (as IREE's
// index does); the scope's message lists both files.
Test(index, first_added_wins) {
  char a[4096], b[4096], flag[8192];
  sr_parameter_index_t* index = new_index();
  snprintf(flag, sizeof(flag), "m=%s",
           copy_fixture("iree_splat.irpa", a, sizeof(a)));
  add(index, flag, SR_PARAMETER_MODE_PRELOAD);
  snprintf(flag, sizeof(flag), "m=%s",
           copy_fixture("iree_data.irpa", b, sizeof(b)));
  add(index, flag, SR_PARAMETER_MODE_PRELOAD);
  // "mixed" is a splat in iree_data; "w" only in iree_splat.
  size_t i = 0;
  cr_assert_null(sr_parameter_index_lookup(index, "m", 1, "w", 1, &i));
  cr_expect_eq(sr_parameter_index_entry(index, i)->length, 48);
  char* text = lookup_text(index, "m", "x");
  cr_expect(pt_contains(text, "iree_splat.irpa', '") &&
                pt_contains(text, "iree_data.irpa')"),
            "%s", text);
  free(text);
  sr_parameter_index_release(index);
}

Test(index, splats_at_any_offset) {
  sr_parameter_index_t* index = new_index();
  sr_parameter_entry_info_t info;
  memset(&info, 0, sizeof(info));
  info.key = "p";
  info.key_length = 1;
  info.storage = SR_PARAMETER_STORAGE_SPLAT;
  info.length = 96;
  for (int k = 0; k < 8; ++k) info.pattern[k] = (uint8_t)(k + 1);
  info.pattern_length = 8;
  cr_assert_null(
      sr_parameter_index_add_entry(index, &info, SR_PARAMETER_MODE_MMAP));
  uint8_t got[96];
  for (uint64_t offset = 0; offset < 20; ++offset) {
    for (uint64_t length = 0; offset + length <= 96; length += 7) {
      memset(got, 0xEE, sizeof(got));
      cr_assert_null(sr_parameter_index_read(index, 0, offset, length, got));
      for (uint64_t k = 0; k < length; ++k) {
        cr_assert_eq(got[k], (uint8_t)((offset + k) % 8 + 1),
                     "byte %llu of [%llu, +%llu)", (unsigned long long)k,
                     (unsigned long long)offset, (unsigned long long)length);
      }
      if (length < sizeof(got)) cr_assert_eq(got[length], 0xEE);
    }
  }
  info.pattern_length = 3;
  char* text = pt_status_text(
      sr_parameter_index_add_entry(index, &info, SR_PARAMETER_MODE_MMAP));
  cr_expect(pt_contains(text, "splat pattern of 3 bytes"), "%s", text);
  free(text);
  sr_parameter_index_release(index);
}

Test(index, read_and_write_errors) {
  char a[4096], flag[8192];
  sr_parameter_index_t* index = new_index();
  snprintf(flag, sizeof(flag), "model=%s",
           copy_fixture("programs.irpa", a, sizeof(a)));
  add(index, flag, SR_PARAMETER_MODE_MMAP);
  size_t i = 0;
  cr_assert_null(sr_parameter_index_lookup(index, "model", 5, "a", 1, &i));
  uint8_t buffer[32];
  char* text = pt_status_text(sr_parameter_index_read(index, i, 8, 16, buffer));
  cr_expect(pt_contains(text,
                        "OUT_OF_RANGE: read of bytes [8, 24) is out "
                        "of range of parameter \"model\"::\"a\" in '"),
            "%s", text);
  free(text);
  text = pt_status_text(sr_parameter_index_write(index, i, 12, 8, buffer));
  cr_expect(pt_contains(text, "write of bytes [12, 20) is out of range"), "%s",
            text);
  free(text);
  text = pt_status_text(
      sr_parameter_index_read(index, i, UINT64_MAX - 2, 4, buffer));
  cr_expect(pt_contains(text, "OUT_OF_RANGE"), "%s", text);
  free(text);
  cr_assert_null(sr_parameter_index_lookup(index, "model", 5, "s", 1, &i));
  text = pt_status_text(sr_parameter_index_write(index, i, 0, 4, buffer));
  cr_expect(pt_contains(text,
                        "PERMISSION_DENIED: parameter \"model\"::\"s\" "
                        "in '") &&
                pt_contains(text, "is a splat and cannot be written"),
            "%s", text);
  free(text);
  sr_parameter_index_release(index);
}

// mmap and file modes write the file; preload writes its memory only.
Test(index, writes_per_mode) {
  static const sr_parameter_mode_t kModes[] = {SR_PARAMETER_MODE_MMAP,
                                               SR_PARAMETER_MODE_PRELOAD,
                                               SR_PARAMETER_MODE_FILE};
  for (int m = 0; m < 3; ++m) {
    char path[4096];
    copy_fixture("programs.irpa", path, sizeof(path));
    sr_parameter_index_t* index = new_index();
    add(index, path, kModes[m]);
    size_t i = 0;
    cr_assert_null(sr_parameter_index_lookup(index, NULL, 0, "w", 1, &i));
    int32_t values[2] = {11, -12};
    cr_assert_null(sr_parameter_index_write(index, i, 4, 8, values));
    int32_t got[4];
    cr_assert_null(sr_parameter_index_read(index, i, 0, 16, got));
    cr_expect_eq(got[0], 0);
    cr_expect_eq(got[1], 11);
    cr_expect_eq(got[2], -12);
    cr_expect_eq(got[3], 0);
    // What the file holds, read by a fresh index.
    sr_parameter_index_t* again = new_index();
    add(again, path, SR_PARAMETER_MODE_FILE);
    size_t k = 0;
    cr_assert_null(sr_parameter_index_lookup(again, NULL, 0, "w", 1, &k));
    cr_assert_null(sr_parameter_index_read(again, k, 4, 4, got));
    cr_expect_eq(got[0], kModes[m] == SR_PARAMETER_MODE_PRELOAD ? 0 : 11, "%s",
                 sr_parameter_mode_name(kModes[m]));
    sr_parameter_index_release(again);
    sr_parameter_index_release(index);
  }
}

// A file that shrinks after it was indexed gives short reads, not garbage.
Test(index, short_reads_after_truncation) {
  char path[4096];
  copy_fixture("programs.irpa", path, sizeof(path));
  sr_parameter_index_t* index = new_index();
  add(index, path, SR_PARAMETER_MODE_FILE);
  size_t i = 0;
  cr_assert_null(sr_parameter_index_lookup(index, NULL, 0, "f", 1, &i));
  const sr_parameter_entry_info_t* e = sr_parameter_index_entry(index, i);
  cr_assert(truncate(path, (off_t)(e->offset + 4)) == 0);
  uint8_t buffer[32];
  char* text =
      pt_status_text(sr_parameter_index_read(index, i, 0, e->length, buffer));
  cr_expect(pt_contains(text, "OUT_OF_RANGE: short read from '") &&
                pt_contains(text, "the file ends after 4 of 32 bytes"),
            "%s", text);
  free(text);
  sr_parameter_index_release(index);
}

Test(index, flags_and_modes_parse) {
  sr_parameter_mode_t mode = SR_PARAMETER_MODE_FILE;
  cr_assert_null(sr_parameter_mode_parse("preload", &mode));
  cr_expect_eq(mode, SR_PARAMETER_MODE_PRELOAD);
  cr_assert_null(sr_parameter_mode_parse("mmap", &mode));
  cr_expect_eq(mode, SR_PARAMETER_MODE_MMAP);
  char* text = pt_status_text(sr_parameter_mode_parse("stream", &mode));
  cr_expect(pt_contains(text,
                        "unknown parameter mode 'stream' (expected "
                        "mmap, preload or file)"),
            "%s", text);
  free(text);
  // "scope=path" splits at the first '='.
  char path[4096], flag[8192];
  copy_fixture("programs.irpa", path, sizeof(path));
  snprintf(flag, sizeof(flag), "a.b=%s", path);
  sr_parameter_index_t* index = new_index();
  add(index, flag, SR_PARAMETER_MODE_MMAP);
  cr_expect_str_eq(sr_parameter_index_entry(index, 0)->scope, "a.b");
  sr_parameter_index_release(index);
}

Test(index, dump_matches_iree_per_scope) {
  char a[4096], b[4096], flag[8192], expected_path[4096];
  sr_parameter_index_t* index = new_index();
  snprintf(flag, sizeof(flag), "model=%s",
           copy_fixture("programs.irpa", a, sizeof(a)));
  add(index, flag, SR_PARAMETER_MODE_MMAP);
  add(index, copy_fixture("model_v3.gguf", b, sizeof(b)),
      SR_PARAMETER_MODE_MMAP);
  char* text = NULL;
  size_t length = 0;
  FILE* f = open_memstream(&text, &length);
  cr_assert_null(sr_parameter_index_fprint(f, index, ""));
  fclose(f);
  char* expected = pt_read_file(
      pt_data(expected_path, sizeof(expected_path), "model_v3.gguf.dump.txt"),
      NULL);
  cr_expect_str_eq(text, expected);
  free(text);
  free(expected);
  sr_parameter_index_release(index);
}

// Every allocation is returned, on success and when any one of them fails.
Test(index, no_leaks_and_clean_out_of_memory) {
  char a[4096], b[4096], c[4096];
  copy_fixture("iree_index.irpa", a, sizeof(a));
  copy_fixture("tensors.safetensors", b, sizeof(b));
  copy_fixture("model_v3.gguf", c, sizeof(c));
  const char* files[3] = {a, b, c};
  long needed = 0;
  for (long fail_after = -1; fail_after < 200; ++fail_after) {
    sr_counting_allocator_t counting;
    sr_counting_allocator_initialize(&counting);
    counting.fail_after = fail_after;
    sr_allocator_t allocator = sr_counting_allocator(&counting);
    sr_parameter_index_t* index = NULL;
    sr_status_t status = sr_parameter_index_create(allocator, &index);
    for (int f = 0; f < 3 && !status; ++f) {
      status = sr_parameter_index_add_file(index, f == 1 ? "s" : "", files[f],
                                           SR_PARAMETER_FORMAT_UNKNOWN,
                                           SR_PARAMETER_MODE_PRELOAD);
    }
    uint8_t buffer[64];
    if (!status) {
      status = sr_parameter_index_read(index, 0, 0, 16, buffer);
    }
    if (fail_after >= 0 && status) {
      cr_expect_eq(sr_status_code(status), SR_STATUS_RESOURCE_EXHAUSTED,
                   "failure %ld", fail_after);
    }
    if (fail_after < 0) {
      cr_assert_null(status);
      needed = atomic_load(&counting.allocations);
    }
    sr_status_ignore(status);
    sr_parameter_index_release(index);
    cr_assert_eq(atomic_load(&counting.live), 0, "leak with fail_after=%ld",
                 fail_after);
    if (fail_after >= needed && needed) break;
  }
  cr_expect_gt(needed, 10);
}
