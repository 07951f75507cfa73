#include "harden_util.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

typedef struct hd_buffer_t {
  char* data;
  size_t size;
  size_t capacity;
} hd_buffer_t;

static void hd_buffer_append(hd_buffer_t* b, const char* data, size_t n) {
  if (b->size + n + 1 > b->capacity) {
    size_t capacity = b->capacity ? b->capacity : 4096;
    while (capacity < b->size + n + 1) capacity *= 2;
    char* grown = realloc(b->data, capacity);
    if (!grown) abort();
    b->data = grown;
    b->capacity = capacity;
  }
  memcpy(b->data + b->size, data, n);
  b->size += n;
  b->data[b->size] = 0;
}

// Hostile sizes that fit (a 2x2^31xf32 tensor is 16 GiB) must fail as
// out-of-memory errors, not fill the shared machine: children get 4 GiB.
// ASan reserves terabytes of address space, so under ASan the cap is its
// largest allocation instead (and allocations over it return NULL).
static void hd_limit_memory(void) {
#if defined(__has_feature)
#if __has_feature(address_sanitizer) && !defined(__SANITIZE_ADDRESS__)
#define __SANITIZE_ADDRESS__ 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
  const char* options = getenv("ASAN_OPTIONS");
  char merged[2048];
  snprintf(merged, sizeof(merged),
           "%s%smax_allocation_size_mb=4096:allocator_may_return_null=1",
           options ? options : "", options && *options ? ":" : "");
  setenv("ASAN_OPTIONS", merged, 1);
#else
  struct rlimit limit = {(rlim_t)4 << 30, (rlim_t)4 << 30};
  setrlimit(RLIMIT_AS, &limit);
#endif
}

hd_run_t hd_run(const char* cwd, const char* const* argv) {
  return hd_run_to(cwd, argv, NULL);
}

hd_run_t hd_run_to(const char* cwd, const char* const* argv,
                   const char* stdout_path) {
  hd_run_t run = {-1, 0, NULL, NULL};
  int out_pipe[2], err_pipe[2];
  if (pipe(out_pipe) != 0) return run;
  if (pipe(err_pipe) != 0) {
    close(out_pipe[0]);
    close(out_pipe[1]);
    return run;
  }
  fflush(NULL);
  pid_t pid = fork();
  if (pid == 0) {
    if (stdout_path) {
      int fd = open(stdout_path, O_WRONLY);
      if (fd < 0) _exit(126);
      dup2(fd, 1);
      close(fd);
    } else {
      dup2(out_pipe[1], 1);
    }
    dup2(err_pipe[1], 2);
    close(out_pipe[0]);
    close(err_pipe[0]);
    close(out_pipe[1]);
    close(err_pipe[1]);
    if (cwd && chdir(cwd) != 0) _exit(126);
    hd_limit_memory();
    execv(argv[0], (char* const*)argv);
    _exit(127);
  }
  close(out_pipe[1]);
  close(err_pipe[1]);
  hd_buffer_t out = {0}, err = {0};
  hd_buffer_append(&out, "", 0);
  hd_buffer_append(&err, "", 0);
  struct pollfd fds[2] = {{out_pipe[0], POLLIN, 0}, {err_pipe[0], POLLIN, 0}};
  time_t deadline = time(NULL) + 60;
  int open_count = 2;
  while (open_count > 0 && pid > 0) {
    int ready = poll(fds, 2, 1000);
    if (time(NULL) > deadline) {
      kill(pid, SIGKILL);
      break;
    }
    if (ready <= 0) continue;
    for (int i = 0; i < 2; ++i) {
      if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP))) continue;
      char chunk[4096];
      ssize_t n = read(fds[i].fd, chunk, sizeof(chunk));
      if (n <= 0) {
        close(fds[i].fd);
        fds[i].fd = -1;
        --open_count;
      } else {
        hd_buffer_append(i ? &err : &out, chunk, (size_t)n);
      }
    }
  }
  for (int i = 0; i < 2; ++i) {
    if (fds[i].fd >= 0) close(fds[i].fd);
  }
  int status = 0;
  if (pid > 0 && waitpid(pid, &status, 0) == pid) {
    if (WIFEXITED(status)) run.exit_code = WEXITSTATUS(status);
    if (WIFSIGNALED(status)) run.signal = WTERMSIG(status);
  }
  run.out = out.data;
  run.err = err.data;
  return run;
}

void hd_run_free(hd_run_t* run) {
  free(run->out);
  free(run->err);
  run->out = run->err = NULL;
}

bool hd_run_is_clean(const hd_run_t* run) {
  if (run->exit_code != 0 && run->exit_code != 1) return false;
  // Reports, not warnings: "WARNING: AddressSanitizer failed to allocate"
  // is the expected out-of-memory path under allocator_may_return_null.
  const char* reports[] = {"ERROR: AddressSanitizer", "ERROR: LeakSanitizer",
                           "runtime error:", "WARNING: ThreadSanitizer",
                           "ERROR: UndefinedBehaviorSanitizer"};
  for (size_t i = 0; i < sizeof(reports) / sizeof(reports[0]); ++i) {
    if (strstr(run->err, reports[i])) return false;
  }
  if (run->exit_code == 1 && !strstr(run->err, "error")) return false;
  return true;
}

bool hd_run_failed_with(const hd_run_t* run, const char* needle) {
  return hd_run_is_clean(run) && run->exit_code == 1 &&
         strstr(run->err, needle) != NULL;
}

char* hd_make_temp_dir(void) {
  char* dir = strdup("/tmp/sr_hardening_XXXXXX");
  if (!dir || !mkdtemp(dir)) abort();
  return dir;
}

void hd_remove_dir(char* dir) {
  const char* argv[] = {"/bin/rm", "-rf", dir, NULL};
  hd_run_t run = hd_run(NULL, argv);
  hd_run_free(&run);
  free(dir);
}

static char g_paths[8][4096];
static int g_next_path;

const char* hd_path(const char* dir, const char* name) {
  char* path = g_paths[g_next_path++ % 8];
  snprintf(path, sizeof(g_paths[0]), "%s/%s", dir, name);
  return path;
}

const char* hd_write_file(const char* dir, const char* name, const void* data,
                          size_t length) {
  const char* path = hd_path(dir, name);
  FILE* f = fopen(path, "wb");
  if (!f) abort();
  if (length && fwrite(data, 1, length, f) != length) abort();
  if (fclose(f) != 0) abort();
  return path;
}

size_t hd_make_npy(unsigned char* out, size_t capacity, int major,
                   const char* header, long long raw_length, const void* data,
                   size_t data_length) {
  size_t prefix = major == 1 ? 10 : 12;
  size_t text = strlen(header);
  size_t padded = text + 1;
  if (raw_length < 0) {
    while ((prefix + padded) % 64) ++padded;
  }
  uint64_t length = raw_length >= 0 ? (uint64_t)raw_length : padded;
  size_t total = prefix + padded + data_length;
  if (total > capacity) abort();
  memcpy(out, "\x93NUMPY", 6);
  out[6] = (unsigned char)major;
  out[7] = 0;
  for (size_t i = 0; i < prefix - 8; ++i) {
    out[8 + i] = (unsigned char)(length >> (8 * i));
  }
  memcpy(out + prefix, header, text);
  memset(out + prefix + text, ' ', padded - text - 1);
  out[prefix + padded - 1] = '\n';
  if (data_length) memcpy(out + prefix + padded, data, data_length);
  return total;
}
