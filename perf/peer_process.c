#include "perf/peer_process.h"

#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

// The child entry points, by name (each defined with its suite).
int sr_bench_kernels_openblas_peer_main(int argc, char** argv);

typedef struct sr_bench_peer_entry_t {
  const char* name;
  sr_bench_peer_main_fn_t main;
} sr_bench_peer_entry_t;

static const sr_bench_peer_entry_t kPeers[] = {
    {"openblas_sgemm", sr_bench_kernels_openblas_peer_main},
};

int sr_bench_peer_process_main(int argc, char** argv) {
  if (argc < 1) return 2;
  for (size_t i = 0; i < sizeof(kPeers) / sizeof(kPeers[0]); ++i) {
    if (!strcmp(argv[0], kPeers[i].name)) return kPeers[i].main(argc, argv);
  }
  fprintf(stderr, "streamref-bench: unknown peer process '%s'\n", argv[0]);
  return 2;
}

static bool sr_bench_env_is_removed(const char* entry,
                                    const char* const* unset) {
  for (size_t i = 0; unset && unset[i]; ++i) {
    size_t length = strlen(unset[i]);
    if (!strncmp(entry, unset[i], length) && entry[length] == '=') return true;
  }
  return false;
}

bool sr_bench_run_peer_process(const char* name, const char* const* args,
                               const char* const* unset, char* out,
                               size_t capacity) {
  if (capacity) out[0] = 0;
  size_t env_count = 0, arg_count = 0;
  while (environ[env_count]) ++env_count;
  while (args && args[arg_count]) ++arg_count;
  char** envp = calloc(env_count + 1, sizeof(char*));
  char** argv = calloc(arg_count + 4, sizeof(char*));
  if (!envp || !argv) {
    free(envp);
    free(argv);
    return false;
  }
  size_t kept = 0;
  for (size_t i = 0; i < env_count; ++i) {
    if (!sr_bench_env_is_removed(environ[i], unset)) envp[kept++] = environ[i];
  }
  argv[0] = "streamref-bench";
  argv[1] = "__peer";
  argv[2] = (char*)name;
  for (size_t i = 0; i < arg_count; ++i) argv[3 + i] = (char*)args[i];
  int fds[2] = {-1, -1};
  bool ok = pipe(fds) == 0;
  pid_t pid = 0;
  if (ok) {
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO);
    posix_spawn_file_actions_addclose(&actions, fds[0]);
    posix_spawn_file_actions_addclose(&actions, fds[1]);
    ok = posix_spawn(&pid, "/proc/self/exe", &actions, NULL, argv, envp) == 0;
    posix_spawn_file_actions_destroy(&actions);
    close(fds[1]);
  }
  size_t length = 0;
  if (ok) {
    char buffer[512];
    ssize_t n;
    while ((n = read(fds[0], buffer, sizeof(buffer))) > 0) {
      for (ssize_t i = 0; i < n; ++i) {
        if (length + 1 < capacity) out[length++] = buffer[i];
      }
    }
    if (capacity) out[length] = 0;
    while (length > 0 && out[length - 1] == '\n') out[--length] = 0;
    int status = 0;
    ok = waitpid(pid, &status, 0) == pid && WIFEXITED(status) &&
         WEXITSTATUS(status) == 0;
  }
  if (fds[0] >= 0) close(fds[0]);
  free(envp);
  free(argv);
  return ok;
}

void sr_bench_describe_removed_env(const char* const* names, char* out,
                                   size_t capacity) {
  size_t length = 0;
  if (capacity) out[0] = 0;
  for (size_t i = 0; names && names[i]; ++i) {
    const char* value = getenv(names[i]);
    int n = value ? snprintf(out + length, capacity - length, "%s%s=%s",
                             i ? ", " : "", names[i], value)
                  : snprintf(out + length, capacity - length, "%s%s unset",
                             i ? ", " : "", names[i]);
    if (n < 0 || (size_t)n >= capacity - length) break;
    length += (size_t)n;
  }
}
