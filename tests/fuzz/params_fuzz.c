// libFuzzer target: parameter archives as streamref-run --parameters and
// streamref-params read them. Built three times, one binary per format
// (SR_PARAMS_FUZZ_FORMAT: sr_irpa_fuzz, sr_safetensors_fuzz, sr_gguf_fuzz),
// each with its own seeds (tests/fuzz/make_seeds.sh).
//
// Input: the first byte picks the mode (byte % 3: mmap, preload, file);
// the rest is the file. It is indexed with sr_parameter_index_add_file in
// that mode; when it indexes, every entry is printed as
// iree-dump-parameters prints it, and its first and last 64 bytes are read
// (splats materialized, files read) and compared with a read of the whole
// entry when it is small. Errors are the normal outcome; crashes, leaks, UB
// and a read that does not agree with itself are findings. External irpa
// entries name files relative to the archive's folder: the archive is
// written into a private empty folder, so they resolve to nothing.

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "streamref/params.h"

#ifndef SR_PARAMS_FUZZ_FORMAT
#error "define SR_PARAMS_FUZZ_FORMAT (an sr_parameter_format_t)"
#endif

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);
int LLVMFuzzerInitialize(int* argc, char*** argv);

const char* __asan_default_options(void);
const char* __asan_default_options(void) {
  return "allocator_may_return_null=1:max_allocation_size_mb=64";
}

static char g_dir[256];
static char g_path[300];
static FILE* g_null;

static void remove_dir(void) {
  unlink(g_path);
  rmdir(g_dir);
}

int LLVMFuzzerInitialize(int* argc, char*** argv) {
  (void)argc;
  (void)argv;
  const char* bases[] = {"/dev/shm", "/tmp"};
  for (int i = 0; i < 2 && !g_dir[0]; ++i) {
    snprintf(g_dir, sizeof(g_dir), "%s/sr_params_fuzz_XXXXXX", bases[i]);
    if (!mkdtemp(g_dir)) g_dir[0] = 0;
  }
  g_null = fopen("/dev/null", "w");
  if (!g_dir[0] || !g_null) {
    fprintf(stderr, "params_fuzz: no temporary directory\n");
    abort();
  }
  snprintf(g_path, sizeof(g_path), "%s/archive", g_dir);
  atexit(remove_dir);
  return 0;
}

static void check_entry(const sr_parameter_index_t* index, size_t i) {
  const sr_parameter_entry_info_t* e = sr_parameter_index_entry(index, i);
  uint8_t head[64], tail[64], whole[4096];
  uint64_t n = e->length < 64 ? e->length : 64;
  sr_status_t head_status = sr_parameter_index_read(index, i, 0, n, head);
  sr_status_t tail_status =
      sr_parameter_index_read(index, i, e->length - n, n, tail);
  // Past the end is an error, never a read.
  sr_status_t past = sr_parameter_index_read(index, i, e->length, 1, whole);
  if (!past) {
    fprintf(stderr, "params_fuzz: read past the end of an entry succeeded\n");
    abort();
  }
  sr_status_free(past);
  past = sr_parameter_index_read(index, i, UINT64_MAX, 2, whole);
  if (!past) {
    fprintf(stderr, "params_fuzz: a read at offset 2^64-1 succeeded\n");
    abort();
  }
  sr_status_free(past);
  if (!head_status && !tail_status && e->length <= sizeof(whole)) {
    sr_status_t status = sr_parameter_index_read(index, i, 0, e->length, whole);
    if (!status && (memcmp(whole, head, n) != 0 ||
                    memcmp(whole + e->length - n, tail, n) != 0)) {
      fprintf(stderr, "params_fuzz: reads of one entry disagree\n");
      abort();
    }
    sr_status_free(status);
  }
  sr_status_free(head_status);
  sr_status_free(tail_status);
}

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  static const sr_parameter_mode_t kModes[3] = {SR_PARAMETER_MODE_MMAP,
                                                SR_PARAMETER_MODE_PRELOAD,
                                                SR_PARAMETER_MODE_FILE};
  sr_parameter_mode_t mode = kModes[data[0] % 3];
  FILE* f = fopen(g_path, "wb");
  if (!f || (size > 1 && fwrite(data + 1, 1, size - 1, f) != size - 1) ||
      fclose(f) != 0) {
    abort();
  }
  sr_parameter_index_t* index = NULL;
  sr_status_t status = sr_parameter_index_create(sr_allocator_system(), &index);
  if (status) abort();
  status = sr_parameter_index_add_file(index, "s", g_path,
                                       SR_PARAMS_FUZZ_FORMAT, mode);
  if (!status) {
    sr_status_t print = sr_parameter_index_fprint(g_null, index, NULL);
    sr_status_free(print);
    size_t count = sr_parameter_index_count(index);
    for (size_t i = 0; i < count && i < 256; ++i) check_entry(index, i);
    if (count) {
      const sr_parameter_entry_info_t* e = sr_parameter_index_entry(index, 0);
      size_t found = 0;
      sr_status_t lookup = sr_parameter_index_lookup(index, "s", 1, e->key,
                                                     e->key_length, &found);
      if (lookup) {
        fprintf(stderr, "params_fuzz: an indexed key is not found\n");
        sr_status_fprint(stderr, lookup);
        abort();
      }
    }
  }
  sr_status_free(status);
  sr_parameter_index_release(index);
  return 0;
}
