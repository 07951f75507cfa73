// See params_test_util.h.

#define _GNU_SOURCE 1  // mkdtemp, nftw

#include "params_test_util.h"

#include <fcntl.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

char* pt_read_file(const char* path, size_t* out_length) {
  FILE* f = fopen(path, "rb");
  if (!f) return NULL;
  size_t capacity = 4096, length = 0;
  char* data = malloc(capacity + 1);
  for (;;) {
    if (length == capacity) {
      capacity *= 2;
      data = realloc(data, capacity + 1);
    }
    size_t n = fread(data + length, 1, capacity - length, f);
    length += n;
    if (n == 0) break;
  }
  fclose(f);
  data[length] = 0;
  if (out_length) *out_length = length;
  return data;
}

bool pt_write_file(const char* path, const void* data, size_t length) {
  FILE* f = fopen(path, "wb");
  if (!f) return false;
  bool ok = fwrite(data, 1, length, f) == length;
  return fclose(f) == 0 && ok;
}

bool pt_copy_file(const char* from, const char* to) {
  size_t length = 0;
  char* data = pt_read_file(from, &length);
  if (!data) return false;
  bool ok = pt_write_file(to, data, length);
  free(data);
  return ok;
}

char* pt_make_temp_dir(void) {
  const char* base = getenv("TMPDIR");
  char path[4096];
  snprintf(path, sizeof(path), "%s/sr_params_XXXXXX",
           base && *base ? base : "/tmp");
  if (!mkdtemp(path)) return NULL;
  return strdup(path);
}

static int pt_remove_entry(const char* path, const struct stat* st, int flag,
                           struct FTW* ftw) {
  (void)st;
  (void)flag;
  (void)ftw;
  return remove(path);
}

void pt_remove_dir(const char* path) {
  if (path) nftw(path, pt_remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}

char* pt_join(char* buffer, size_t capacity, const char* dir,
              const char* name) {
  snprintf(buffer, capacity, "%s/%s", dir, name);
  return buffer;
}

char* pt_data(char* buffer, size_t capacity, const char* name) {
  return pt_join(buffer, capacity, SR_PARAMS_DATA_DIR, name);
}

int pt_run(const char* const* argv, const char* cwd, char** out, char** err) {
  char out_path[] = "/tmp/sr_params_out_XXXXXX";
  char err_path[] = "/tmp/sr_params_err_XXXXXX";
  int out_fd = mkstemp(out_path);
  int err_fd = mkstemp(err_path);
  if (out_fd < 0 || err_fd < 0) return -1;
  fflush(stdout);
  fflush(stderr);
  pid_t pid = fork();
  if (pid == 0) {
    dup2(out_fd, 1);
    dup2(err_fd, 2);
    if (cwd && chdir(cwd) != 0) _exit(126);
    execv(argv[0], (char* const*)argv);
    _exit(127);
  }
  int status = 0;
  if (pid < 0 || waitpid(pid, &status, 0) < 0) status = -1;
  close(out_fd);
  close(err_fd);
  if (out) *out = pt_read_file(out_path, NULL);
  if (err) *err = pt_read_file(err_path, NULL);
  unlink(out_path);
  unlink(err_path);
  if (status == -1) return -1;
  if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
  return WEXITSTATUS(status);
}

char* pt_status_text(sr_status_t status) {
  if (!status) return strdup("OK");
  size_t n = sr_status_format(status, NULL, 0);
  char* text = malloc(n + 1);
  sr_status_format(status, text, n + 1);
  sr_status_free(status);
  return text;
}

bool pt_contains(const char* haystack, const char* needle) {
  return haystack && needle && strstr(haystack, needle) != NULL;
}
