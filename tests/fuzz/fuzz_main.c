// The regression driver of every fuzz target: the target's
// LLVMFuzzerTestOneInput (and LLVMFuzzerInitialize, when it has one) with a
// main() that runs each file named on the command line, and each regular
// file of each folder named (sorted, README.md skipped), once. No libFuzzer
// needed: ctest runs every target's regressions/ folder this way, in every
// build configuration, sanitizers included.
//
// A finding aborts (the target's own check) or is reported by a
// sanitizer. Exit code 1 when a file could not be read or nothing ran.

#include <dirent.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);
int LLVMFuzzerInitialize(int* argc, char*** argv) __attribute__((weak));

static int sr_fuzz_run_file(const char* path) {
  FILE* f = fopen(path, "rb");
  if (!f) {
    fprintf(stderr, "fuzz: cannot open %s\n", path);
    return 1;
  }
  size_t capacity = 4096, size = 0;
  uint8_t* data = malloc(capacity);
  size_t got;
  while (data && (got = fread(data + size, 1, capacity - size, f)) > 0) {
    size += got;
    if (size == capacity) {
      capacity *= 2;
      uint8_t* grown = realloc(data, capacity);
      if (!grown) free(data);
      data = grown;
    }
  }
  fclose(f);
  if (!data) return 1;
  LLVMFuzzerTestOneInput(data, size);
  free(data);
  printf("ok %s\n", path);
  fflush(stdout);
  return 0;
}

static int sr_fuzz_compare_names(const void* a, const void* b) {
  return strcmp(*(char* const*)a, *(char* const*)b);
}

// Runs the regular files of |dir| in name order; adds to |*count|.
static int sr_fuzz_run_dir(const char* dir, int* count) {
  DIR* d = opendir(dir);
  if (!d) return 1;
  char** names = NULL;
  size_t num_names = 0, capacity = 0;
  struct dirent* entry;
  while ((entry = readdir(d))) {
    if (entry->d_name[0] == '.' || !strcmp(entry->d_name, "README.md")) {
      continue;
    }
    if (num_names == capacity) {
      capacity = capacity ? capacity * 2 : 64;
      char** grown = realloc(names, capacity * sizeof(char*));
      if (!grown) break;
      names = grown;
    }
    names[num_names++] = strdup(entry->d_name);
  }
  closedir(d);
  if (num_names) qsort(names, num_names, sizeof(char*), sr_fuzz_compare_names);
  int failures = 0;
  for (size_t i = 0; i < num_names; ++i) {
    size_t length = strlen(dir) + strlen(names[i]) + 2;
    char* path = malloc(length);
    snprintf(path, length, "%s/%s", dir, names[i]);
    struct stat st;
    if (stat(path, &st) == 0 && S_ISREG(st.st_mode)) {
      failures += sr_fuzz_run_file(path);
      ++*count;
    }
    free(path);
    free(names[i]);
  }
  free(names);
  return failures;
}

int main(int argc, char** argv) {
  // Absolute paths first: a target's initializer may change directory.
  char** paths = calloc((size_t)argc + 1, sizeof(char*));
  for (int i = 1; paths && i < argc; ++i) {
    paths[i] = realpath(argv[i], NULL);
    if (!paths[i]) paths[i] = strdup(argv[i]);
  }
  if (LLVMFuzzerInitialize) LLVMFuzzerInitialize(&argc, &argv);
  int failures = 0, count = 0;
  for (int i = 1; paths && i < argc; ++i) {
    argv[i] = paths[i];
    struct stat st;
    if (stat(argv[i], &st) == 0 && S_ISDIR(st.st_mode)) {
      failures += sr_fuzz_run_dir(argv[i], &count);
    } else {
      failures += sr_fuzz_run_file(argv[i]);
      ++count;
    }
  }
  for (int i = 1; paths && i < argc; ++i) free(paths[i]);
  free(paths);
  printf("fuzz: %d inputs, %d unreadable\n", count, failures);
  return failures || !count ? 1 : 0;
}
