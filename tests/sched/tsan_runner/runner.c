// The test runner of the TSan shim (see criterion/criterion.h): runs every
// registered test in a forked child, one at a time, with a time limit, and
// exits non-zero if any failed. Accepts and ignores Criterion's flags;
// --filter=SUITE/NAME runs one test.
#include <signal.h>
#include <stdarg.h>
#include <sys/wait.h>
#include <unistd.h>

#include "criterion/criterion.h"

static sr_shim_test_t* sr_shim_tests = NULL;

void sr_shim_register(sr_shim_test_t* test) {
  // Constructors run in file order; append to keep it.
  sr_shim_test_t** tail = &sr_shim_tests;
  while (*tail) tail = &(*tail)->next;
  *tail = test;
}

void sr_shim_fail(const char* file, int line, const char* format, ...) {
  fprintf(stderr, "%s:%d: assertion failed: ", file, line);
  va_list args;
  va_start(args, format);
  vfprintf(stderr, format, args);
  va_end(args);
  fprintf(stderr, "\n");
  fflush(stderr);
  _exit(1);
}

// A hung test fails instead of hanging CI; generous for TSan's slowdown.
enum { SR_SHIM_TEST_TIMEOUT_S = 240 };

static bool sr_shim_run(sr_shim_test_t* test) {
  fflush(stdout);
  fflush(stderr);
  pid_t pid = fork();
  if (pid == 0) {
    alarm(SR_SHIM_TEST_TIMEOUT_S);
    test->fn();
    fflush(stdout);
    _exit(0);
  }
  int status = 0;
  if (pid < 0 || waitpid(pid, &status, 0) != pid) return false;
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0) return true;
  if (WIFSIGNALED(status)) {
    fprintf(stderr, "[%s::%s] killed by signal %d%s\n", test->suite, test->name,
            WTERMSIG(status),
            WTERMSIG(status) == SIGALRM ? " (timed out)" : "");
  }
  return false;
}

int main(int argc, char** argv) {
  const char* filter = NULL;
  for (int i = 1; i < argc; ++i) {
    if (!strncmp(argv[i], "--filter=", 9)) filter = argv[i] + 9;
  }
  int passed = 0, failed = 0;
  for (sr_shim_test_t* test = sr_shim_tests; test; test = test->next) {
    char full_name[256];
    snprintf(full_name, sizeof(full_name), "%s/%s", test->suite, test->name);
    if (filter && strcmp(filter, full_name) != 0) continue;
    bool ok = sr_shim_run(test);
    printf("[%s] %s\n", ok ? "PASS" : "FAIL", full_name);
    if (ok) {
      ++passed;
    } else {
      ++failed;
    }
  }
  printf("Synthesis: Tested: %d | Passing: %d | Failing: %d\n", passed + failed,
         passed, failed);
  return failed ? 1 : 0;
}
