// Per-dispatch tensor dumps (issue 18): streamref-run --dump_dispatches
// gives byte-identical folders at every thread count; the index names
// each dispatch and its tensors (types and shapes from the executable's
// subspans, hashes that match the files); --dump_filter selects by export
// glob, ordinal range and every N-th; streamref-diff --dumps finds a
// seeded difference at the dispatch that made it.

#include <criterion/criterion.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json_test_util.h"

#define CORPUS SR_TEST_CORPUS_DIR "/generated"
#define BRANCHES CORPUS "/concurrent_branches"
#define BRANCHES_INPUTS " --input=4x4xf32=1 --input=4x4xf32=2"

static int sh(const char* dir, const char* command, char** out) {
  int rc = tt_sh(dir, command, out);
  return rc;
}

// streamref-run with |flags| in |dir|.
static int run(const char* dir, const char* flags, char** out) {
  char command[4096];
  snprintf(command, sizeof(command), "'%s' %s", SR_STREAMREF_RUN, flags);
  return sh(dir, command, out);
}

// The lines of DIR/SUB/index.jsonl as JSON objects.
static json_t* read_index(const char* dir, const char* sub) {
  char path[512];
  snprintf(path, sizeof(path), "%s/%s/index.jsonl", dir, sub);
  FILE* file = fopen(path, "r");
  cr_assert_not_null(file, "%s", path);
  json_t* entries = json_array();
  char line[1 << 16];
  while (fgets(line, sizeof(line), file)) {
    json_error_t error;
    json_t* entry = json_loads(line, 0, &error);
    cr_assert_not_null(entry, "%s: %s", path, error.text);
    json_array_append_new(entries, entry);
  }
  fclose(file);
  return entries;
}

static uint64_t fnv1a64(const unsigned char* data, size_t length) {
  uint64_t hash = 14695981039346656037ull;
  for (size_t i = 0; i < length; ++i) {
    hash ^= data[i];
    hash *= 1099511628211ull;
  }
  return hash;
}

Test(dumps, identical_at_every_thread_count) {
  char* dir = tt_make_dir("sr_dumps_threads");
  static const char* const kPrograms[] = {
      "--module=" BRANCHES "/cmd.mlir" BRANCHES_INPUTS,
      "--module=" BRANCHES "/async.mlir" BRANCHES_INPUTS,
      "--module=" CORPUS "/mlp/cmd.mlir --input=2x8xf32=0.5",
  };
  for (size_t p = 0; p < sizeof(kPrograms) / sizeof(kPrograms[0]); ++p) {
    cr_assert_eq(sh(dir, "rm -rf t1 t2 t4 g2", NULL), 0);
    char flags[1024];
    snprintf(flags, sizeof(flags), "%s --threads=1 --dump_dispatches=t1",
             kPrograms[p]);
    cr_assert_eq(run(dir, flags, NULL), 0, "%s", flags);
    snprintf(flags, sizeof(flags), "%s --threads=2 --dump_dispatches=t2",
             kPrograms[p]);
    cr_assert_eq(run(dir, flags, NULL), 0);
    snprintf(flags, sizeof(flags), "%s --threads=4 --dump_dispatches=t4",
             kPrograms[p]);
    cr_assert_eq(run(dir, flags, NULL), 0);
    snprintf(flags, sizeof(flags),
             "%s --threads=2 --regions=graph --dump_dispatches=g2",
             kPrograms[p]);
    cr_assert_eq(run(dir, flags, NULL), 0);
    char* text = NULL;
    cr_assert_eq(
        sh(dir, "diff -r t1 t2 && diff -r t1 t4 && diff -r t1 g2", &text), 0,
        "%s: %s", kPrograms[p], text);
    free(text);
    json_t* index = read_index(dir, "t1");
    cr_assert_gt(json_array_size(index), 0);
    json_decref(index);
  }
  tt_remove_dir(dir);
}

Test(dumps, index_names_tensors_and_hashes) {
  char* dir = tt_make_dir("sr_dumps_index");
  cr_assert_eq(run(dir,
                   "--module=" BRANCHES "/cmd.mlir" BRANCHES_INPUTS
                   " --dump_dispatches=d",
                   NULL),
               0);
  json_t* index = read_index(dir, "d");
  cr_assert_eq(json_array_size(index), 5);
  size_t i;
  json_t* entry;
  json_array_foreach(index, i, entry) {
    cr_assert_eq(json_integer_value(json_object_get(entry, "ordinal")),
                 (json_int_t)i);
    cr_assert(strncmp(tt_str(entry, "export"), "main_dispatch_", 14) == 0);
    cr_assert_str_eq(tt_str(entry, "op"), "stream.cmd.dispatch");
    cr_assert(strstr(tt_str(entry, "location"), "cmd.mlir:") != NULL);
    cr_assert_str_eq(tt_str(entry, "status"), "ok");
    json_t* bindings = json_object_get(entry, "bindings");
    cr_assert_geq(json_array_size(bindings), 2);
    bool read = false, written = false;
    size_t b;
    json_t* binding;
    json_array_foreach(bindings, b, binding) {
      json_t* tensors = json_object_get(binding, "tensors");
      size_t t;
      json_t* tensor;
      json_array_foreach(tensors, t, tensor) {
        cr_assert_str_eq(tt_str(tensor, "element_type"), "f32");
        for (int side = 0; side < 2; ++side) {
          json_t* s = json_object_get(tensor, side ? "after" : "before");
          if (!s) continue;
          if (side) {
            written = true;
          } else {
            read = true;
          }
          // The hash is the file's data's FNV-1a 64.
          char path[512];
          snprintf(path, sizeof(path), "%s/d/%s", dir, tt_str(s, "file"));
          FILE* file = fopen(path, "rb");
          cr_assert_not_null(file, "%s", path);
          unsigned char bytes[4096];
          size_t n = fread(bytes, 1, sizeof(bytes), file);
          fclose(file);
          cr_assert_gt(n, 128);
          cr_assert_eq(memcmp(bytes, "\x93NUMPY\x01\x00", 8), 0);
          size_t header = 10 + (size_t)(bytes[8] | bytes[9] << 8);
          cr_assert_eq(header % 64, 0);
          size_t length =
              (size_t)json_integer_value(json_object_get(tensor, "length"));
          cr_assert_eq(n, header + length);
          char expected[64];
          snprintf(expected, sizeof(expected), "fnv1a64:%016llx",
                   (unsigned long long)fnv1a64(bytes + header, length));
          cr_assert_str_eq(tt_str(s, "hash"), expected);
          // (The magic's version bytes hold a NUL: search the header.)
          static const char kDescr[] = "'descr': '<f4'";
          cr_assert(memmem(bytes, header, kDescr, sizeof(kDescr) - 1) != NULL);
        }
      }
    }
    cr_assert(read && written, "dispatch %zu", i);
  }
  // The first dispatch reads the first input, all ones.
  json_t* first = json_array_get(
      json_object_get(
          json_array_get(json_object_get(json_array_get(index, 0), "bindings"),
                         0),
          "tensors"),
      0);
  json_t* shape = json_object_get(first, "shape");
  cr_assert_eq(json_array_size(shape), 2);
  cr_assert_eq(json_integer_value(json_array_get(shape, 0)), 4);
  char path[512];
  snprintf(path, sizeof(path), "%s/d/%s", dir,
           tt_str(json_object_get(first, "before"), "file"));
  FILE* file = fopen(path, "rb");
  unsigned char bytes[256];
  size_t n = fread(bytes, 1, sizeof(bytes), file);
  fclose(file);
  float value = 0;
  memcpy(&value, bytes + n - 4, 4);
  cr_assert_eq(value, 1.0f);
  json_decref(index);
  tt_remove_dir(dir);
}

static void check_ordinals(const char* dir, const char* filter,
                           const int* expected, size_t count) {
  char flags[1024];
  cr_assert_eq(sh(dir, "rm -rf f", NULL), 0);
  snprintf(flags, sizeof(flags),
           "--module=" BRANCHES "/cmd.mlir" BRANCHES_INPUTS
           " --dump_dispatches=f '--dump_filter=%s'",
           filter);
  cr_assert_eq(run(dir, flags, NULL), 0, "%s", filter);
  json_t* index = read_index(dir, "f");
  cr_assert_eq(json_array_size(index), count, "%s", filter);
  for (size_t i = 0; i < count; ++i) {
    json_t* entry = json_array_get(index, i);
    cr_assert_eq(json_integer_value(json_object_get(entry, "ordinal")),
                 expected[i], "%s", filter);
  }
  json_decref(index);
}

Test(dumps, filter) {
  char* dir = tt_make_dir("sr_dumps_filter");
  static const int kGlob[] = {2};
  check_ordinals(dir, "*dispatch_2*", kGlob, 1);
  static const int kExport[] = {4};
  check_ordinals(dir, "main_dispatch_4_*", kExport, 1);
  static const int kRange[] = {1, 2, 4};
  check_ordinals(dir, "1-2,4", kRange, 3);
  static const int kOpen[] = {3, 4};
  check_ordinals(dir, "3-", kOpen, 2);
  static const int kEvery[] = {0, 2, 4};
  check_ordinals(dir, "every=2", kEvery, 3);
  // every=2 of what the glob selects: the matmuls are 0, 1, 2, 3.
  static const int kBoth[] = {0, 2};
  check_ordinals(dir, "*matmul*,every=2", kBoth, 2);
  char* text = NULL;
  cr_assert_eq(run(dir,
                   "--module=" BRANCHES "/cmd.mlir" BRANCHES_INPUTS
                   " --dump_dispatches=bad --dump_filter=5-2",
                   &text),
               1);
  cr_assert(strstr(text, "ends before it starts") != NULL, "%s", text);
  free(text);
  cr_assert_eq(run(dir,
                   "--module=" BRANCHES "/cmd.mlir" BRANCHES_INPUTS
                   " --dump_dispatches=bad --dump_filter=every=0",
                   &text),
               1);
  cr_assert(strstr(text, "every=N") != NULL, "%s", text);
  free(text);
  // A folder that already holds a dump is refused.
  cr_assert_eq(run(dir,
                   "--module=" BRANCHES "/cmd.mlir" BRANCHES_INPUTS
                   " --dump_dispatches=f",
                   &text),
               1);
  cr_assert(strstr(text, "already holds a dump") != NULL, "%s", text);
  free(text);
  tt_remove_dir(dir);
}

Test(dumps, diff_finds_the_seeded_dispatch) {
  char* dir = tt_make_dir("sr_dumps_diff");
  // B is A with one weight of @main_dispatch_2's matmul changed.
  cr_assert_eq(sh(dir,
                  "sed '/stream.executable private @main_dispatch_2 /,/^  "
                  "}/s/-2.000000e+00, 0.000000e+00\\]\\]/-2.500000e+00, "
                  "0.000000e+00]]/' '" BRANCHES "/cmd.mlir' > seeded.mlir && "
                  "! cmp -s seeded.mlir '" BRANCHES "/cmd.mlir'",
                  NULL),
               0);
  cr_assert_eq(run(dir,
                   "--module=" BRANCHES "/cmd.mlir" BRANCHES_INPUTS
                   " --threads=1 --dump_dispatches=a",
                   NULL),
               0);
  cr_assert_eq(run(dir,
                   "--module=seeded.mlir" BRANCHES_INPUTS
                   " --threads=2 --dump_dispatches=b",
                   NULL),
               0);
  cr_assert_eq(run(dir,
                   "--module=" BRANCHES "/async.mlir" BRANCHES_INPUTS
                   " --threads=2 --dump_dispatches=c",
                   NULL),
               0);
  char* text = NULL;
  const char* command = "'" SR_STREAMREF_DIFF "'";
  char diff[1200];
  snprintf(diff, sizeof(diff), "%s --dumps a b", command);
  cr_assert_eq(sh(dir, diff, &text), 1, "%s", text);
  cr_assert(strstr(text,
                   "DIVERGED: dispatch 2 "
                   "@main_dispatch_2::main_dispatch_2_matmul_4x4x4_f32 "
                   "binding 1 (f32) written: element 2 differs: A -1.5 "
                   "(0xbfc00000), B -2 (0xc0000000)") != NULL,
            "%s", text);
  free(text);
  // Within a tolerance every dispatch agrees; so do two phases.
  snprintf(diff, sizeof(diff), "%s --dumps --atol=f32:10 a b", command);
  cr_assert_eq(sh(dir, diff, &text), 0, "%s", text);
  cr_assert(strstr(text, "AGREE: 5 dispatches") != NULL, "%s", text);
  free(text);
  snprintf(diff, sizeof(diff), "%s --dumps a c", command);
  cr_assert_eq(sh(dir, diff, &text), 0, "%s", text);
  free(text);
  snprintf(diff, sizeof(diff), "%s --dumps a missing", command);
  cr_assert_eq(sh(dir, diff, &text), 2, "%s", text);
  cr_assert(strstr(text, "not a dump folder") != NULL, "%s", text);
  free(text);
  tt_remove_dir(dir);
}
