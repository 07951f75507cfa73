// The bare libuv peer of loop_callback: one loop thread, one uv_async_t,
// no queue. What our loop adds on top of it (the MPSC list, the timepoint
// waiter, the callback record) is what the figure measures.
#include <pthread.h>
#include <semaphore.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <time.h>
#include <uv.h>

#include "perf/sched_bench_peers.h"

struct sr_sched_bench_uv_t {
  uv_loop_t loop;
  uv_async_t async;
  pthread_t thread;
  _Atomic uint64_t sent_ns;
  _Atomic uint64_t received_ns;
  _Atomic int stop;
  sem_t done;
};

static uint64_t sr_uv_now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static void sr_uv_on_async(uv_async_t* async) {
  sr_sched_bench_uv_t* peer = (sr_sched_bench_uv_t*)async->data;
  atomic_store(&peer->received_ns, sr_uv_now_ns());
  if (atomic_load(&peer->stop)) {
    uv_close((uv_handle_t*)&peer->async, NULL);
    return;
  }
  sem_post(&peer->done);
}

static void* sr_uv_main(void* arg) {
  sr_sched_bench_uv_t* peer = (sr_sched_bench_uv_t*)arg;
  uv_run(&peer->loop, UV_RUN_DEFAULT);
  return NULL;
}

const char* sr_sched_bench_uv_version(void) { return uv_version_string(); }

sr_sched_bench_uv_t* sr_sched_bench_uv_start(void) {
  sr_sched_bench_uv_t* peer = calloc(1, sizeof(*peer));
  if (!peer) return NULL;
  uv_loop_init(&peer->loop);
  uv_async_init(&peer->loop, &peer->async, sr_uv_on_async);
  peer->async.data = peer;
  sem_init(&peer->done, 0, 0);
  pthread_create(&peer->thread, NULL, sr_uv_main, peer);
  return peer;
}

void sr_sched_bench_uv_send(sr_sched_bench_uv_t* peer) {
  atomic_store(&peer->sent_ns, sr_uv_now_ns());
  uv_async_send(&peer->async);
}

uint64_t sr_sched_bench_uv_wait_ns(sr_sched_bench_uv_t* peer) {
  while (sem_wait(&peer->done) != 0) {
  }
  return atomic_load(&peer->received_ns) - atomic_load(&peer->sent_ns);
}

void sr_sched_bench_uv_stop(sr_sched_bench_uv_t* peer) {
  atomic_store(&peer->stop, 1);
  uv_async_send(&peer->async);
  pthread_join(peer->thread, NULL);
  uv_loop_close(&peer->loop);
  sem_destroy(&peer->done);
  free(peer);
}
