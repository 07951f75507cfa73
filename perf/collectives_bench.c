// streamref-bench collectives: all_reduce (f32 sum) and all_gather (f32)
// bandwidth, 4 KiB to 64 MiB per rank, on 2 and 4 ranks.
//
// In process (rows "inproc/KIND/nN/SIZE"): N threads, each a rank of one
// in-process group (sr_channel_group_create_local, what streamref-run
// --ranks=N uses), call sr_channel_run as stream.cmd.collective does. The
// figure is the algorithm bandwidth, NCCL's algbw: bytes of each rank's
// buffer (all_reduce) or of its gathered result (all_gather) per second.
// There is no peer in process (IREE runs no collective on CPU); the limit
// is what the transport's algorithm allows at the machine's streaming copy
// rate, measured in the same run (perf/limits.h, stream_copy on 1 thread:
// the last rank to arrive runs the whole collective itself,
// cpu_backend/collective/README.md). Its traffic for B bytes per rank:
//   all_reduce: copy rank 0's B to scratch, N - 1 reduction passes (read
//     B, read and write B), N copies out: reads (3N - 1) B, writes 2N B;
//   all_gather: N copies of B into scratch, N copies of N B out: reads
//     and writes N (N + 1) B each;
// and stream_copy moves X bytes as X read plus X written, so the limit in
// algbw is 2 copy / (5N - 1) for all_reduce and copy / (N + 1) for
// all_gather. Buffers below the last-level cache can beat a DRAM limit.
//
// Under MPI (rows "mpi/KIND/nN/SIZE"): `mpirun -np N
// streamref-bench-mpi-peer` (built when CMake finds MPI) times streamref's
// MPI transport and OpenMPI's MPI_Allreduce / MPI_Allgather on the same
// buffers (collectives_mpi_peer.c); the peer is OpenMPI. streamref's
// all_reduce gathers every contribution and reduces in rank order (N times
// the bytes of MPI's algorithms, for bits identical to in-process ranks),
// so it is expected to lose at large sizes: that is the price of
// determinism, measured.
#include "perf/collectives_bench.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cpu_backend/collective/channel.h"
#include "perf/bench.h"
#include "perf/limits.h"

static const int kRankCounts[] = {2, 4};
enum { kRankCountCount = 2, kMaxRanks = 4 };

//===----------------------------------------------------------------------===//
// In process
//===----------------------------------------------------------------------===//

typedef struct sr_cb_shared_t {
  pthread_barrier_t start;
  pthread_barrier_t done;
  int64_t iterations;  // of the next round, set before `start`
  bool stop;
} sr_cb_shared_t;

typedef struct sr_cb_rank_t {
  sr_cb_shared_t* shared;
  sr_channel_t* channel;
  sr_collective_call_t call;
  sr_status_t status;
} sr_cb_rank_t;

static void* sr_cb_rank_main(void* arg) {
  sr_cb_rank_t* rank = arg;
  for (;;) {
    pthread_barrier_wait(&rank->shared->start);
    if (rank->shared->stop) break;
    for (int64_t i = 0; i < rank->shared->iterations && !rank->status; ++i) {
      rank->status = sr_channel_run(rank->channel, &rank->call);
    }
    pthread_barrier_wait(&rank->shared->done);
  }
  return NULL;
}

// One timed round of |iterations| on every rank: seconds, or -1 when a rank
// failed.
static double sr_cb_round(sr_cb_shared_t* shared, sr_cb_rank_t* ranks, int n,
                          int64_t iterations) {
  shared->iterations = iterations;
  uint64_t start = sr_bench_now_ns();
  pthread_barrier_wait(&shared->start);
  pthread_barrier_wait(&shared->done);
  double seconds = (double)(sr_bench_now_ns() - start) * 1e-9;
  for (int r = 0; r < n; ++r) {
    if (ranks[r].status) return -1;
  }
  return seconds;
}

// Seconds per operation of |kind| on |n| in-process ranks with |bytes| per
// rank (best of the rounds), or -1.
static double sr_cb_inproc_time(const sr_bench_options_t* options, uint8_t kind,
                                int n, uint64_t bytes) {
  bool gather = kind == SR_COLLECTIVE_ALL_GATHER;
  uint64_t out_bytes = gather ? bytes * (uint64_t)n : bytes;
  sr_channel_t* channels[kMaxRanks] = {0};
  sr_status_t status =
      sr_channel_group_create_local(n, 0, sr_allocator_system(), channels);
  if (status) {
    fprintf(stderr, "collectives: %s\n", sr_status_message(status));
    sr_status_free(status);
    return -1;
  }
  sr_cb_shared_t shared = {0};
  pthread_barrier_init(&shared.start, NULL, (unsigned)n + 1);
  pthread_barrier_init(&shared.done, NULL, (unsigned)n + 1);
  sr_cb_rank_t ranks[kMaxRanks];
  pthread_t threads[kMaxRanks];
  double best = -1;
  bool ok = true;
  for (int r = 0; r < n; ++r) {
    sr_cb_rank_t* rank = &ranks[r];
    memset(rank, 0, sizeof(*rank));
    rank->shared = &shared;
    rank->channel = channels[r];
    rank->call.op.kind = kind;
    rank->call.op.reduction =
        gather ? SR_COLLECTIVE_REDUCTION_NONE : SR_COLLECTIVE_REDUCTION_SUM;
    rank->call.op.type = SR_COLLECTIVE_F32;
    rank->call.element_count = bytes / sizeof(float);
    uint8_t* send = malloc(bytes);
    uint8_t* recv = malloc(out_bytes);
    ok = ok && send && recv;
    // Touched, so the first round does not pay the page faults.
    if (send) memset(send, 0x3c + r, bytes);  // 0x3c3c3c3c: a normal float
    if (recv) memset(recv, 0, out_bytes);
    rank->call.send = send;
    rank->call.send_length = bytes;
    rank->call.recv = recv;
    rank->call.recv_length = out_bytes;
  }
  if (!ok) fprintf(stderr, "collectives: out of memory\n");
  for (int r = 0; r < n && ok; ++r) {
    if (pthread_create(&threads[r], NULL, sr_cb_rank_main, &ranks[r]) != 0) {
      // The started ranks wait at a barrier that counts this one.
      fprintf(stderr, "collectives: cannot start a rank thread\n");
      exit(1);
    }
  }
  if (ok) {
    double first = sr_cb_round(&shared, ranks, n, 1);  // warm-up
    first = first < 0 ? first : sr_cb_round(&shared, ranks, n, 1);
    int64_t iterations = sr_bench_coll_iterations(options->min_time, first);
    for (int round = 0; round < SR_BENCH_COLL_ROUNDS && first >= 0; ++round) {
      double t = sr_cb_round(&shared, ranks, n, iterations);
      if (t < 0) {
        best = -1;
        break;
      }
      t /= (double)iterations;
      if (best < 0 || t < best) best = t;
    }
    shared.stop = true;
    pthread_barrier_wait(&shared.start);
    for (int r = 0; r < n; ++r) pthread_join(threads[r], NULL);
  }
  for (int r = 0; r < n && ok; ++r) {
    if (ranks[r].status) {
      fprintf(stderr, "collectives: rank %d: %s\n", r,
              sr_status_message(ranks[r].status));
      sr_status_free(ranks[r].status);
      best = -1;
    }
  }
  for (int r = 0; r < n; ++r) {
    free((void*)ranks[r].call.send);
    free(ranks[r].call.recv);
    sr_channel_release(channels[r]);
  }
  pthread_barrier_destroy(&shared.start);
  pthread_barrier_destroy(&shared.done);
  return best;
}

static void sr_cb_size_name(uint64_t bytes, char* out, size_t capacity) {
  if (bytes >= (1ull << 20)) {
    snprintf(out, capacity, "%lluMiB", (unsigned long long)(bytes >> 20));
  } else {
    snprintf(out, capacity, "%lluKiB", (unsigned long long)(bytes >> 10));
  }
}

static const char* sr_cb_kind_name(uint8_t kind) {
  return kind == SR_COLLECTIVE_ALL_GATHER ? "all_gather" : "all_reduce";
}

// The algorithm bandwidth the in-process transport allows at |copy| GB/s
// (see the top of this file).
static double sr_cb_inproc_limit(uint8_t kind, int n, double copy) {
  if (copy <= 0) return 0;
  return kind == SR_COLLECTIVE_ALL_GATHER ? copy / (n + 1)
                                          : 2 * copy / (5 * n - 1);
}

static void sr_cb_inproc(const sr_bench_options_t* options) {
  static const uint8_t kKinds[] = {SR_COLLECTIVE_ALL_REDUCE,
                                   SR_COLLECTIVE_ALL_GATHER};
  const sr_bench_limit_t* copy = sr_bench_limit_stream_copy(options, 1);
  for (int k = 0; k < 2; ++k) {
    for (int c = 0; c < kRankCountCount; ++c) {
      int n = kRankCounts[c];
      for (int s = 0; s < SR_BENCH_COLL_SIZE_COUNT; ++s) {
        uint64_t bytes = kSrBenchCollSizes[s];
        char size[32], name[96], config[200];
        sr_cb_size_name(bytes, size, sizeof(size));
        snprintf(name, sizeof(name), "inproc/%s/n%d/%s",
                 sr_cb_kind_name(kKinds[k]), n, size);
        if (!sr_bench_selected(options, name)) continue;
        double t = sr_cb_inproc_time(options, kKinds[k], n, bytes);
        uint64_t moved =
            kKinds[k] == SR_COLLECTIVE_ALL_GATHER ? bytes * (uint64_t)n : bytes;
        snprintf(config, sizeof(config),
                 "f32%s, %d in-process ranks (threads); algbw = %s bytes / "
                 "time; limit: stream_copy (1 thread) %.2f GB/s x %s",
                 kKinds[k] == SR_COLLECTIVE_ALL_GATHER ? "" : " sum", n,
                 kKinds[k] == SR_COLLECTIVE_ALL_GATHER ? "gathered" : "buffer",
                 copy->value,
                 kKinds[k] == SR_COLLECTIVE_ALL_GATHER ? "1 / (N + 1)"
                                                       : "2 / (5N - 1)");
        sr_bench_row_t row = {
            .suite = "collectives",
            .name = name,
            .value = t > 0 ? (double)moved / t * 1e-9 : 0,
            .unit = "GB/s",
            .threads = n,
            .direction = SR_BENCH_HIGHER_IS_BETTER,
            .config = config,
            .limit = sr_cb_inproc_limit(kKinds[k], n, copy->value),
            .limit_name = "stream_copy x traffic model"};
        sr_bench_report_row(options, &row);
      }
    }
  }
}

//===----------------------------------------------------------------------===//
// Under MPI
//===----------------------------------------------------------------------===//

#if defined(SR_BENCH_COLL_MPI_PEER) && defined(SR_BENCH_COLL_MPIRUN)

// The largest size of an MPI row of |n| ranks that passes --filter (0:
// none), so the peer measures no larger one.
static uint64_t sr_cb_mpi_max_selected(const sr_bench_options_t* options,
                                       int n) {
  uint64_t max = 0;
  for (int k = 0; k < 2; ++k) {
    for (int s = 0; s < SR_BENCH_COLL_SIZE_COUNT; ++s) {
      char size[32], name[96];
      sr_cb_size_name(kSrBenchCollSizes[s], size, sizeof(size));
      snprintf(name, sizeof(name), "mpi/%s/n%d/%s",
               k ? "all_gather" : "all_reduce", n, size);
      if (sr_bench_selected(options, name) && kSrBenchCollSizes[s] > max) {
        max = kSrBenchCollSizes[s];
      }
    }
  }
  return max;
}

static void sr_cb_mpi(const sr_bench_options_t* options) {
  for (int c = 0; c < kRankCountCount; ++c) {
    int n = kRankCounts[c];
    uint64_t max_bytes = sr_cb_mpi_max_selected(options, n);
    if (!max_bytes) continue;
    char command[1024];
    // As the tests start it: root needs --allow-run-as-root; 4 ranks on a
    // 2-CPU machine need --oversubscribe.
    snprintf(command, sizeof(command), "%s%s --oversubscribe -np %d %s %g %llu",
             SR_BENCH_COLL_MPIRUN, geteuid() == 0 ? " --allow-run-as-root" : "",
             n, SR_BENCH_COLL_MPI_PEER, options->min_time,
             (unsigned long long)max_bytes);
    FILE* pipe = popen(command, "r");
    if (!pipe) {
      fprintf(stderr, "collectives: cannot run %s\n", command);
      continue;
    }
    char line[256];
    while (fgets(line, sizeof(line), pipe)) {
      char kind[32];
      int ranks = 0;
      unsigned long long bytes = 0;
      double ours = 0, theirs = 0;
      if (sscanf(line, "%31s %d %llu %lf %lf", kind, &ranks, &bytes, &ours,
                 &theirs) != 5) {
        continue;
      }
      bool gather = strcmp(kind, "all_gather") == 0;
      char size[32], name[96], config[160], peer_config[160];
      sr_cb_size_name(bytes, size, sizeof(size));
      snprintf(name, sizeof(name), "mpi/%s/n%d/%s", kind, ranks, size);
      if (!sr_bench_selected(options, name)) continue;
      double moved = gather ? (double)bytes * ranks : (double)bytes;
      snprintf(config, sizeof(config),
               "f32%s, mpirun -np %d, streamref's MPI transport (%s)",
               gather ? "" : " sum", ranks,
               gather ? "MPI_Iallgather of the bytes"
                      : "every contribution gathered, reduced in rank order");
      snprintf(peer_config, sizeof(peer_config),
               "%s on MPI_COMM_WORLD, the same buffers and processes",
               gather ? "MPI_Allgather" : "MPI_Allreduce(MPI_SUM, MPI_FLOAT)");
      sr_bench_row_t row = {.suite = "collectives",
                            .name = name,
                            .value = moved / ours * 1e-9,
                            .unit = "GB/s",
                            .threads = ranks,
                            .direction = SR_BENCH_HIGHER_IS_BETTER,
                            .config = config,
                            .peer = "OpenMPI",
                            .peer_value = moved / theirs * 1e-9,
                            .peer_config = peer_config};
      sr_bench_report_row(options, &row);
    }
    int rc = pclose(pipe);
    if (rc != 0) {
      fprintf(stderr, "collectives: '%s' failed (status %d)\n", command, rc);
    }
  }
}

#else

static void sr_cb_mpi(const sr_bench_options_t* options) {
  (void)options;
  fprintf(stderr,
          "collectives: built without MPI (or mpirun not found): no MPI "
          "figures (apt-get install libopenmpi-dev openmpi-bin)\n");
}

#endif

int sr_bench_collectives_main(const sr_bench_options_t* options) {
  sr_cb_inproc(options);
  sr_cb_mpi(options);
  return 0;
}
