// The terminal's progress line. See progress.h.

#include "tools/progress.h"

#include <inttypes.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

enum {
  SR_TOOL_PROGRESS_IDLE = 0,
  SR_TOOL_PROGRESS_LOADING = 1,
  SR_TOOL_PROGRESS_RUNNING = 2,
};

// Shown once a phase lasts this long; refreshed this often.
#define SR_TOOL_PROGRESS_DELAY_NS 2000000000ull
#define SR_TOOL_PROGRESS_TICK_NS 200000000ull

struct sr_tool_progress_t {
  const char* tool;
  uint64_t delay_ns;
  uint64_t tick_ns;
  const sr_instance_t* instance;
  pthread_t thread;
  pthread_mutex_t mutex;  // everything below
  pthread_cond_t wake;
  bool stopping;
  int phase;
  uint64_t phase_start_ns;
  char subject[256];  // the file or the function
  uint64_t file_bytes;
  uint64_t dispatches_at_start;
  _Atomic uint64_t invocations;
  // The load's counters (sr_tool_progress_load_fn); bytes_total 0: none yet.
  _Atomic uint64_t bytes_total;
  _Atomic uint64_t bytes_parsed;
  _Atomic uint64_t ops_parsed;
  _Atomic uint64_t ops_prepared;
  _Atomic bool parsed;
  bool shown;  // the line is on the terminal
};

static uint64_t sr_tool_progress_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

// Under |mutex|.
static void sr_tool_progress_erase(sr_tool_progress_t* p) {
  if (!p->shown) return;
  fputs("\r\033[K", stderr);
  fflush(stderr);
  p->shown = false;
}

// "812k", "1.35M": a count in few characters.
static void sr_tool_progress_count(uint64_t n, char* out, size_t size) {
  if (n < 10000) {
    snprintf(out, size, "%" PRIu64, n);
  } else if (n < 1000000) {
    snprintf(out, size, "%" PRIu64 "k", n / 1000);
  } else {
    snprintf(out, size, "%.2fM", (double)n * 1e-6);
  }
}

// Under |mutex|.
static void sr_tool_progress_draw(sr_tool_progress_t* p, uint64_t now) {
  double seconds = (double)(now - p->phase_start_ns) * 1e-9;
  char line[512];
  if (p->phase == SR_TOOL_PROGRESS_LOADING) {
    uint64_t total = atomic_load(&p->bytes_total);
    char parsed[16], prepared[16];
    sr_tool_progress_count(atomic_load(&p->ops_parsed), parsed, sizeof(parsed));
    sr_tool_progress_count(atomic_load(&p->ops_prepared), prepared,
                           sizeof(prepared));
    if (!total) {
      // No count yet (reading the file, or fewer ops than a report).
      snprintf(line, sizeof(line), "[%s] loading %s (%.1f MB) %.1f s", p->tool,
               p->subject, (double)p->file_bytes * 1e-6, seconds);
    } else if (!atomic_load(&p->parsed)) {
      snprintf(line, sizeof(line),
               "[%s] loading %s: %.1f of %.1f MB parsed, %s ops %.1f s",
               p->tool, p->subject,
               (double)atomic_load(&p->bytes_parsed) * 1e-6,
               (double)total * 1e-6, parsed, seconds);
    } else if (!atomic_load(&p->ops_prepared)) {
      // Between the parse and the first prepare report: the verifier.
      snprintf(line, sizeof(line),
               "[%s] loading %s: %s ops parsed, verifying %.1f s", p->tool,
               p->subject, parsed, seconds);
    } else {
      snprintf(line, sizeof(line),
               "[%s] loading %s: %s ops parsed, %s prepared %.1f s", p->tool,
               p->subject, parsed, prepared, seconds);
    }
  } else {
    sr_instance_statistics_t stats;
    sr_instance_statistics(p->instance, &stats);
    snprintf(line, sizeof(line),
             "[%s] running @%s: %" PRIu64 " invocations, %" PRIu64
             " dispatches %.1f s",
             p->tool, p->subject, atomic_load(&p->invocations),
             stats.dispatch_count - p->dispatches_at_start, seconds);
  }
  fprintf(stderr, "\r\033[K%s", line);
  fflush(stderr);
  p->shown = true;
}

static void* sr_tool_progress_main(void* arg) {
  sr_tool_progress_t* p = (sr_tool_progress_t*)arg;
  pthread_mutex_lock(&p->mutex);
  while (!p->stopping) {
    struct timespec deadline;
    clock_gettime(CLOCK_REALTIME, &deadline);
    deadline.tv_nsec += (long)p->tick_ns;
    if (deadline.tv_nsec >= 1000000000l) {
      deadline.tv_sec += 1;
      deadline.tv_nsec -= 1000000000l;
    }
    pthread_cond_timedwait(&p->wake, &p->mutex, &deadline);
    if (p->stopping) break;
    uint64_t now = sr_tool_progress_now();
    if (p->phase != SR_TOOL_PROGRESS_IDLE &&
        now - p->phase_start_ns >= p->delay_ns) {
      sr_tool_progress_draw(p, now);
    }
  }
  sr_tool_progress_erase(p);
  pthread_mutex_unlock(&p->mutex);
  return NULL;
}

sr_tool_progress_t* sr_tool_progress_start(const char* tool, bool enabled,
                                           const sr_instance_t* instance) {
  if (!enabled || !instance || !isatty(STDERR_FILENO)) return NULL;
  sr_tool_progress_t* p = calloc(1, sizeof(*p));
  if (!p) return NULL;
  p->tool = tool;
  p->instance = instance;
  // SR_PROGRESS_DELAY_MS: a shorter wait before showing, for the test that
  // runs a tool under a pseudo-terminal (tests/tools/progress_test.c).
  p->delay_ns = SR_TOOL_PROGRESS_DELAY_NS;
  p->tick_ns = SR_TOOL_PROGRESS_TICK_NS;
  const char* delay = getenv("SR_PROGRESS_DELAY_MS");
  if (delay && *delay) {
    p->delay_ns = strtoull(delay, NULL, 10) * 1000000ull;
    p->tick_ns = SR_TOOL_PROGRESS_TICK_NS / 10;
  }
  atomic_init(&p->invocations, 0);
  atomic_init(&p->bytes_total, 0);
  atomic_init(&p->bytes_parsed, 0);
  atomic_init(&p->ops_parsed, 0);
  atomic_init(&p->ops_prepared, 0);
  atomic_init(&p->parsed, false);
  pthread_mutex_init(&p->mutex, NULL);
  pthread_cond_init(&p->wake, NULL);
  if (pthread_create(&p->thread, NULL, sr_tool_progress_main, p) != 0) {
    pthread_cond_destroy(&p->wake);
    pthread_mutex_destroy(&p->mutex);
    free(p);
    return NULL;
  }
  return p;
}

static void sr_tool_progress_phase(sr_tool_progress_t* p, int phase,
                                   const char* subject, uint64_t bytes) {
  pthread_mutex_lock(&p->mutex);
  sr_tool_progress_erase(p);
  p->phase = phase;
  p->phase_start_ns = sr_tool_progress_now();
  snprintf(p->subject, sizeof(p->subject), "%s", subject ? subject : "");
  p->file_bytes = bytes;
  sr_instance_statistics_t stats;
  sr_instance_statistics(p->instance, &stats);
  p->dispatches_at_start = stats.dispatch_count;
  atomic_store(&p->invocations, 0);
  atomic_store(&p->bytes_total, 0);
  atomic_store(&p->bytes_parsed, 0);
  atomic_store(&p->ops_parsed, 0);
  atomic_store(&p->ops_prepared, 0);
  atomic_store(&p->parsed, false);
  pthread_mutex_unlock(&p->mutex);
}

void sr_tool_progress_load_fn(void* user_data, const sr_load_progress_t* load) {
  sr_tool_progress_t* p = (sr_tool_progress_t*)user_data;
  if (!p) return;
  atomic_store_explicit(&p->bytes_parsed, load->bytes_parsed,
                        memory_order_relaxed);
  atomic_store_explicit(&p->ops_parsed, load->ops_parsed, memory_order_relaxed);
  atomic_store_explicit(&p->ops_prepared, load->ops_prepared,
                        memory_order_relaxed);
  atomic_store_explicit(&p->parsed, load->parsed, memory_order_relaxed);
  atomic_store_explicit(&p->bytes_total, load->bytes_total,
                        memory_order_relaxed);
}

void sr_tool_progress_loading(sr_tool_progress_t* progress, const char* path) {
  if (!progress) return;
  struct stat st;
  uint64_t bytes = path && stat(path, &st) == 0 ? (uint64_t)st.st_size : 0;
  sr_tool_progress_phase(progress, SR_TOOL_PROGRESS_LOADING, path, bytes);
}

void sr_tool_progress_running(sr_tool_progress_t* progress,
                              const char* function) {
  if (!progress) return;
  sr_tool_progress_phase(progress, SR_TOOL_PROGRESS_RUNNING, function, 0);
}

void sr_tool_progress_invocation(sr_tool_progress_t* progress) {
  if (progress) atomic_fetch_add(&progress->invocations, 1);
}

void sr_tool_progress_idle(sr_tool_progress_t* progress) {
  if (!progress) return;
  pthread_mutex_lock(&progress->mutex);
  sr_tool_progress_erase(progress);
  progress->phase = SR_TOOL_PROGRESS_IDLE;
  pthread_mutex_unlock(&progress->mutex);
}

void sr_tool_progress_stop(sr_tool_progress_t* progress) {
  if (!progress) return;
  pthread_mutex_lock(&progress->mutex);
  progress->stopping = true;
  pthread_cond_signal(&progress->wake);
  pthread_mutex_unlock(&progress->mutex);
  pthread_join(progress->thread, NULL);
  pthread_cond_destroy(&progress->wake);
  pthread_mutex_destroy(&progress->mutex);
  free(progress);
}
