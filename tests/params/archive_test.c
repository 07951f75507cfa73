// The .irpa writer (io/irpa_builder.c): round trips of
// every entry type through the reader, alignment, appended (linked)
// archives, failed writes leaving nothing behind, and byte equality with
// archives IREE's tools wrote from the same declarations.

#include <criterion/criterion.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "params_test_util.h"
#include "streamref/params.h"

static char* dir;

static void setup(void) { dir = pt_make_temp_dir(); }
static void teardown(void) {
  pt_remove_dir(dir);
  free(dir);
}

TestSuite(archive, .init = setup, .fini = teardown);

static sr_parameter_archive_builder_t* new_builder(void) {
  sr_parameter_archive_builder_t* b = NULL;
  cr_assert_null(
      sr_parameter_archive_builder_create(sr_allocator_system(), &b));
  return b;
}

static sr_parameter_index_t* read_back(const char* path,
                                       sr_parameter_mode_t mode) {
  sr_parameter_index_t* index = NULL;
  cr_assert_null(sr_parameter_index_create(sr_allocator_system(), &index));
  char* text = pt_status_text(sr_parameter_index_add_file(
      index, "", path, SR_PARAMETER_FORMAT_IRPA, mode));
  cr_assert_str_eq(text, "OK", "%s", text);
  free(text);
  return index;
}

static const sr_parameter_entry_info_t* find(const sr_parameter_index_t* index,
                                             const char* key) {
  size_t i = 0;
  char* text = pt_status_text(
      sr_parameter_index_lookup(index, NULL, 0, key, strlen(key), &i));
  cr_assert_str_eq(text, "OK", "%s", text);
  free(text);
  return sr_parameter_index_entry(index, i);
}

static void expect_bytes(const sr_parameter_index_t* index, const char* key,
                         const void* expected, size_t length) {
  size_t i = 0;
  cr_assert_null(
      sr_parameter_index_lookup(index, NULL, 0, key, strlen(key), &i));
  uint8_t* got = malloc(length + 1);
  cr_assert_null(sr_parameter_index_read(index, i, 0, length, got));
  cr_expect_arr_eq(got, expected, length, "%s", key);
  free(got);
}

Test(archive, every_entry_type_round_trips) {
  char path[4096], external[4096];
  pt_join(external, sizeof(external), dir, "weights.bin");
  uint8_t ext[100];
  for (int i = 0; i < 100; ++i) ext[i] = (uint8_t)(3 * i);
  cr_assert(pt_write_file(external, ext, sizeof(ext)));
  sr_parameter_archive_builder_t* b = new_builder();
  uint8_t p16[16];
  for (int i = 0; i < 16; ++i) p16[i] = (uint8_t)(0xA0 + i);
  int16_t p2 = -2;
  cr_assert_null(sr_parameter_archive_builder_add_splat(b, "s16", 3, "meta", 4,
                                                        p16, 16, 64));
  cr_assert_null(
      sr_parameter_archive_builder_add_splat(b, "s2", 2, NULL, 0, &p2, 2, 6));
  int32_t values[5] = {1, -2, 3, -4, 5};
  cr_assert_null(sr_parameter_archive_builder_add_data(
      b, "data", 4, "\x00\x01\x02", 3, 0, sizeof(values), values, NULL, 0));
  float fill = 1.5f;
  cr_assert_null(sr_parameter_archive_builder_add_data(
      b, "filled", 6, NULL, 0, 16, 7 * sizeof(float), NULL, &fill, 4));
  cr_assert_null(sr_parameter_archive_builder_add_data(b, "zeros", 5, NULL, 0,
                                                       0, 33, NULL, NULL, 0));
  cr_assert_null(sr_parameter_archive_builder_add_skip(b, "gone", 4));
  cr_assert_null(sr_parameter_archive_builder_add_external(
      b, "ext", 3, "weights.bin", 10, 20));
  cr_assert_null(sr_parameter_archive_builder_add_data(b, "empty", 5, NULL, 0,
                                                       0, 0, NULL, NULL, 0));
  pt_join(path, sizeof(path), dir, "all.irpa");
  cr_assert_null(sr_parameter_archive_builder_write(b, path));
  sr_parameter_archive_builder_release(b);

  static const sr_parameter_mode_t kModes[] = {SR_PARAMETER_MODE_MMAP,
                                               SR_PARAMETER_MODE_PRELOAD,
                                               SR_PARAMETER_MODE_FILE};
  for (int m = 0; m < 3; ++m) {
    sr_parameter_index_t* index = read_back(path, kModes[m]);
    // The skip entry is a tombstone: seven entries, no "gone".
    cr_expect_eq(sr_parameter_index_count(index), 7);
    size_t i = 0;
    sr_status_t missing =
        sr_parameter_index_lookup(index, NULL, 0, "gone", 4, &i);
    cr_expect_eq(sr_status_consume_code(missing), SR_STATUS_NOT_FOUND);
    const sr_parameter_entry_info_t* e = find(index, "s16");
    cr_expect_eq(e->storage, SR_PARAMETER_STORAGE_SPLAT);
    cr_expect_eq(e->length, 64);
    cr_expect_eq(e->pattern_length, 16);
    cr_expect_eq(e->metadata_length, 4);
    cr_expect_arr_eq(e->metadata, "meta", 4);
    uint8_t expected[64];
    for (int k = 0; k < 64; ++k) expected[k] = p16[k % 16];
    expect_bytes(index, "s16", expected, 64);
    int16_t s2[3] = {-2, -2, -2};
    expect_bytes(index, "s2", s2, sizeof(s2));
    e = find(index, "data");
    cr_expect_eq(e->metadata_length, 3);
    cr_expect_eq(e->offset % 64, 0);  // the default alignment
    expect_bytes(index, "data", values, sizeof(values));
    e = find(index, "filled");
    cr_expect_eq(e->offset % 16, 0);
    float filled[7] = {1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
    expect_bytes(index, "filled", filled, sizeof(filled));
    uint8_t zeros[33] = {0};
    expect_bytes(index, "zeros", zeros, sizeof(zeros));
    e = find(index, "ext");
    cr_expect_str_eq(e->path, external);
    cr_expect_eq(e->offset, 10);
    cr_expect(pt_contains(e->source_path, "all.irpa"));
    expect_bytes(index, "ext", ext + 10, 20);
    cr_expect_eq(find(index, "empty")->length, 0);
    sr_parameter_index_release(index);
  }
  size_t length = 0;
  free(pt_read_file(path, &length));
  cr_expect_eq(length % 4096, 0, "the file is padded to 4096 bytes");
}

Test(archive, alignments) {
  char path[4096];
  pt_join(path, sizeof(path), dir, "aligned.irpa");
  sr_parameter_archive_builder_t* b = new_builder();
  static const uint64_t kAlignments[] = {1, 2, 16, 64, 256, 4096, 8};
  char key[8];
  for (size_t i = 0; i < 7; ++i) {
    snprintf(key, sizeof(key), "k%zu", i);
    cr_assert_null(sr_parameter_archive_builder_add_data(
        b, key, strlen(key), NULL, 0, kAlignments[i], 3 + i, NULL, NULL, 0));
  }
  uint8_t byte = 0;
  sr_status_t bad = sr_parameter_archive_builder_add_data(b, "x", 1, NULL, 0,
                                                          24, 4, NULL, NULL, 0);
  char* text = pt_status_text(bad);
  cr_expect(pt_contains(text, "alignment 24 is not a power of two"), "%s",
            text);
  free(text);
  bad = sr_parameter_archive_builder_add_splat(b, "y", 1, NULL, 0, &byte, 3, 9);
  text = pt_status_text(bad);
  cr_expect(pt_contains(text, "pattern length 3"), "%s", text);
  free(text);
  cr_assert_null(sr_parameter_archive_builder_write(b, path));
  sr_parameter_archive_builder_release(b);
  sr_parameter_index_t* index = read_back(path, SR_PARAMETER_MODE_MMAP);
  for (size_t i = 0; i < 7; ++i) {
    const sr_parameter_entry_info_t* e = sr_parameter_index_entry(index, i);
    cr_expect_eq(e->offset % kAlignments[i], 0, "%s at %llu", e->key,
                 (unsigned long long)e->offset);
    cr_expect_eq(e->length, 3 + i);
  }
  sr_parameter_index_release(index);
}

// The format's concatenation: a second archive appended and linked from
// the first header; readers see both (IREE 3.13 does not:
// data/streamref_concat.iree-error.txt).
Test(archive, appended_archives_link) {
  char path[4096];
  pt_join(path, sizeof(path), dir, "chain.irpa");
  for (int round = 0; round < 3; ++round) {
    sr_parameter_archive_builder_t* b = new_builder();
    char key[16];
    int32_t value = 100 + round;
    snprintf(key, sizeof(key), "part%d", round);
    cr_assert_null(sr_parameter_archive_builder_add_data(
        b, key, strlen(key), NULL, 0, 0, 4, &value, NULL, 0));
    cr_assert_null(sr_parameter_archive_builder_add_splat(b, "dup", 3, NULL, 0,
                                                          &value, 4, 8));
    cr_assert_null(round ? sr_parameter_archive_builder_append(b, path)
                         : sr_parameter_archive_builder_write(b, path));
    sr_parameter_archive_builder_release(b);
  }
  sr_parameter_index_t* index = read_back(path, SR_PARAMETER_MODE_FILE);
  cr_expect_eq(sr_parameter_index_count(index), 6);
  for (int round = 0; round < 3; ++round) {
    char key[16];
    snprintf(key, sizeof(key), "part%d", round);
    int32_t value = 100 + round;
    expect_bytes(index, key, &value, 4);
    // Each archive's data lies in its own 4096-byte block.
    cr_expect_geq(find(index, key)->offset, 4096u * (unsigned)round);
  }
  int32_t first[2] = {100, 100};  // the first "dup" wins, as in IREE
  expect_bytes(index, "dup", first, 8);
  sr_parameter_index_release(index);
  // The committed fixture, made the same way by streamref-params --append.
  char fixture[4096];
  index = read_back(pt_data(fixture, sizeof(fixture), "streamref_concat.irpa"),
                    SR_PARAMETER_MODE_MMAP);
  int32_t second[3] = {7, 8, 9};
  expect_bytes(index, "second", second, sizeof(second));
  sr_parameter_index_release(index);
  char* iree = pt_read_file(
      pt_data(fixture, sizeof(fixture), "streamref_concat.iree-error.txt"),
      NULL);
  cr_expect(pt_contains(iree, "exit 1"), "IREE read the linked archive?");
  free(iree);
}

Test(archive, append_refuses_non_archives) {
  char path[4096];
  pt_join(path, sizeof(path), dir, "plain.bin");
  cr_assert(pt_write_file(path, "not an archive, just bytes", 26));
  sr_parameter_archive_builder_t* b = new_builder();
  cr_assert_null(sr_parameter_archive_builder_add_skip(b, "k", 1));
  char* text = pt_status_text(sr_parameter_archive_builder_append(b, path));
  cr_expect(pt_contains(text, "is not a parameter archive"), "%s", text);
  free(text);
  size_t length = 0;
  free(pt_read_file(path, &length));
  cr_expect_eq(length, 26, "a failed append leaves the file as it was");
  sr_parameter_archive_builder_release(b);
}

Test(archive, failed_write_leaves_nothing) {
  char path[4096];
  pt_join(path, sizeof(path), dir, "no/such/dir/out.irpa");
  sr_parameter_archive_builder_t* b = new_builder();
  sr_status_t status = sr_parameter_archive_builder_write(b, path);
  char* text = pt_status_text(status);
  cr_expect(pt_contains(text, "cannot create") && pt_contains(text, "out.irpa"),
            "%s", text);
  free(text);
  sr_parameter_archive_builder_release(b);
}

// Entries copied from an index keep their bytes, splats and metadata, and
// come out laid out exactly as iree-convert-parameters lays them out.
Test(archive, copies_from_an_index_match_iree_convert) {
  char src[4096], out[4096];
  sr_parameter_index_t* index = read_back(
      pt_data(src, sizeof(src), "iree_index.irpa"), SR_PARAMETER_MODE_FILE);
  sr_parameter_archive_builder_t* b = new_builder();
  for (size_t i = 0; i < sr_parameter_index_count(index); ++i) {
    cr_assert_null(
        sr_parameter_archive_builder_add_from_index(b, index, i, NULL, 0));
  }
  sr_parameter_index_release(index);  // the builder holds its own reference
  pt_join(out, sizeof(out), dir, "copy.irpa");
  cr_assert_null(sr_parameter_archive_builder_write(b, out));
  sr_parameter_archive_builder_release(b);
  // The source was written by IREE's iree_io_build_parameter_archive from
  // the same entries in the same order.
  size_t n_out = 0, n_src = 0;
  char* copied = pt_read_file(out, &n_out);
  char* original = pt_read_file(src, &n_src);
  cr_expect_eq(n_out, n_src);
  cr_expect_arr_eq(copied, original, n_src < n_out ? n_src : n_out,
                   "copying every entry of an IREE-made archive gives back "
                   "the same bytes");
  free(copied);
  free(original);
}
