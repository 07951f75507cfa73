// streamref-bench-mpi-peer: the MPI half of `streamref-bench collectives`,
// run by it as `mpirun -np N streamref-bench-mpi-peer MIN_TIME MAX_BYTES`
// (sizes above MAX_BYTES are skipped).
//
// On the same buffers and the same ranks it times streamref's MPI
// transport (sr_channel_run on the world channel, as stream.cmd.collective
// runs it) and OpenMPI's own MPI_Allreduce (MPI_SUM on MPI_FLOAT) and
// MPI_Allgather, checks once per size that both give the same values
// (small integers in f32: any summation order is exact), and prints one
// line per figure on rank 0:
//   KIND RANKS BYTES OURS_SECONDS THEIRS_SECONDS
// (seconds per operation, the slowest rank's, best of the rounds).
#include <math.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cpu_backend/collective/channel.h"
#include "perf/collectives_bench.h"

typedef struct sr_cmp_case_t {
  bool gather;  // all_gather, else all_reduce
  int rank;
  int count;  // ranks
  sr_channel_t* channel;
  float* send;
  float* recv;
  uint64_t elements;  // per rank
} sr_cmp_case_t;

static int sr_cmp_run_ours(const sr_cmp_case_t* c) {
  sr_collective_call_t call = {0};
  call.op.kind =
      c->gather ? SR_COLLECTIVE_ALL_GATHER : SR_COLLECTIVE_ALL_REDUCE;
  call.op.reduction =
      c->gather ? SR_COLLECTIVE_REDUCTION_NONE : SR_COLLECTIVE_REDUCTION_SUM;
  call.op.type = SR_COLLECTIVE_F32;
  call.element_count = c->elements;
  call.send = (const uint8_t*)c->send;
  call.send_length = c->elements * sizeof(float);
  call.recv = (uint8_t*)c->recv;
  call.recv_length =
      c->elements * sizeof(float) * (c->gather ? (uint64_t)c->count : 1);
  sr_status_t status = sr_channel_run(c->channel, &call);
  if (status) {
    fprintf(stderr, "rank %d: %s\n", c->rank, sr_status_message(status));
    sr_status_free(status);
    return 1;
  }
  return 0;
}

static int sr_cmp_run_theirs(const sr_cmp_case_t* c) {
  int n = (int)c->elements;
  int rc = c->gather ? MPI_Allgather(c->send, n, MPI_FLOAT, c->recv, n,
                                     MPI_FLOAT, MPI_COMM_WORLD)
                     : MPI_Allreduce(c->send, c->recv, n, MPI_FLOAT, MPI_SUM,
                                     MPI_COMM_WORLD);
  return rc == MPI_SUCCESS ? 0 : 1;
}

typedef int (*sr_cmp_fn_t)(const sr_cmp_case_t* c);

// Seconds per operation: the slowest rank's time, best of the rounds, after
// one warm-up operation and a one-operation calibration. -1 on failure.
static double sr_cmp_time(const sr_cmp_case_t* c, sr_cmp_fn_t fn,
                          double min_time) {
  if (fn(c)) return -1;
  int64_t iterations = 1;
  double best = INFINITY;
  for (int round = 0; round <= SR_BENCH_COLL_ROUNDS; ++round) {
    MPI_Barrier(MPI_COMM_WORLD);
    double start = MPI_Wtime();
    for (int64_t i = 0; i < iterations; ++i) {
      if (fn(c)) return -1;
    }
    double mine = MPI_Wtime() - start, slowest = 0;
    MPI_Allreduce(&mine, &slowest, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
    if (round == 0) {
      // Every rank sees the same slowest time: the same count follows.
      iterations = sr_bench_coll_iterations(min_time, slowest);
    } else if (slowest / (double)iterations < best) {
      best = slowest / (double)iterations;
    }
  }
  return best;
}

static int sr_cmp_measure(sr_cmp_case_t* c, uint64_t bytes, double min_time) {
  uint64_t out_elements = c->elements * (c->gather ? (uint64_t)c->count : 1);
  c->send = malloc(bytes);
  c->recv = malloc(out_elements * sizeof(float));
  float* check = malloc(out_elements * sizeof(float));
  if (!c->send || !c->recv || !check) {
    fprintf(stderr, "out of memory for %llu bytes\n",
            (unsigned long long)bytes);
    return 1;
  }
  for (uint64_t i = 0; i < c->elements; ++i) {
    c->send[i] = (float)(c->rank + 1 + (int)(i % 7));
  }
  // The same values from both (exact: small integers).
  int bad = sr_cmp_run_ours(c);
  memcpy(check, c->recv, out_elements * sizeof(float));
  bad = bad || sr_cmp_run_theirs(c);
  if (!bad && memcmp(check, c->recv, out_elements * sizeof(float)) != 0) {
    fprintf(stderr, "rank %d: %s of %llu bytes: streamref and MPI differ\n",
            c->rank, c->gather ? "all_gather" : "all_reduce",
            (unsigned long long)bytes);
    bad = 1;
  }
  double ours = bad ? -1 : sr_cmp_time(c, sr_cmp_run_ours, min_time);
  double theirs = bad ? -1 : sr_cmp_time(c, sr_cmp_run_theirs, min_time);
  if (c->rank == 0 && ours > 0 && theirs > 0) {
    printf("%s %d %llu %.9g %.9g\n", c->gather ? "all_gather" : "all_reduce",
           c->count, (unsigned long long)bytes, ours, theirs);
    fflush(stdout);
  }
  free(c->send);
  free(c->recv);
  free(check);
  return ours > 0 && theirs > 0 ? 0 : 1;
}

int main(int argc, char** argv) {
  int provided = 0;
  // MPI initialized here: streamref's transport then leaves MPI_Finalize
  // to us. It serializes its own MPI calls; ours run between its calls.
  MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
  double min_time = argc > 1 ? atof(argv[1]) : 0.2;
  uint64_t max_bytes = argc > 2 ? strtoull(argv[2], NULL, 10) : UINT64_MAX;
  sr_cmp_case_t c = {0};
  MPI_Comm_rank(MPI_COMM_WORLD, &c.rank);
  MPI_Comm_size(MPI_COMM_WORLD, &c.count);
  sr_status_t status =
      sr_channel_create_mpi_world(0, sr_allocator_system(), &c.channel);
  if (status) {
    fprintf(stderr, "%s\n", sr_status_message(status));
    sr_status_free(status);
    MPI_Abort(MPI_COMM_WORLD, 1);
  }
  int failed = 0;
  for (int gather = 0; gather < 2 && !failed; ++gather) {
    for (int s = 0; s < SR_BENCH_COLL_SIZE_COUNT && !failed; ++s) {
      if (kSrBenchCollSizes[s] > max_bytes) break;
      c.gather = gather != 0;
      c.elements = kSrBenchCollSizes[s] / sizeof(float);
      failed = sr_cmp_measure(&c, kSrBenchCollSizes[s], min_time);
    }
  }
  sr_channel_release(c.channel);
  if (failed) MPI_Abort(MPI_COMM_WORLD, 1);
  MPI_Finalize();
  return 0;
}
