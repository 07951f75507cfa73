// TBB peers of the sched suite: the code a user would write with
// tbb::task_group, in an arena of exactly |threads| threads (the calling
// thread plus threads - 1 workers, as TBB counts them).
#include <tbb/global_control.h>
#include <tbb/task_arena.h>
#include <tbb/task_group.h>

#include <chrono>

#include "perf/sched_bench_peers.h"

namespace {

double now_seconds() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

// Best of at least three repetitions, and of as many as fit in min_time.
template <typename Run>
double best_seconds(Run&& run, double min_time) {
  double best = 1e30, total = 0;
  for (int reps = 0; reps < 3 || (total < min_time && reps < 10000); ++reps) {
    double start = now_seconds();
    run();
    double elapsed = now_seconds() - start;
    total += elapsed;
    if (elapsed < best) best = elapsed;
  }
  return best;
}

struct Chain {
  tbb::task_group* group;
  long hops;
  void hop(long i) const {
    if (i < hops) group->run([this, i] { hop(i + 1); });
  }
};

}  // namespace

extern "C" double sr_sched_bench_tbb_empty_tasks(int threads, long count,
                                                 double min_time) {
  tbb::global_control control(tbb::global_control::max_allowed_parallelism,
                              threads);
  tbb::task_arena arena(threads);
  double best = best_seconds(
      [&] {
        arena.execute([&] {
          tbb::task_group group;
          for (long i = 0; i < count; ++i) group.run([] {});
          group.wait();
        });
      },
      min_time);
  return (double)count / best;
}

extern "C" double sr_sched_bench_tbb_chain(int threads, long hops,
                                           double min_time) {
  tbb::global_control control(tbb::global_control::max_allowed_parallelism,
                              threads);
  tbb::task_arena arena(threads);
  double best = best_seconds(
      [&] {
        arena.execute([&] {
          tbb::task_group group;
          Chain chain{&group, hops};
          group.run([&] { chain.hop(1); });
          group.wait();
        });
      },
      min_time);
  return best / (double)hops * 1e9;
}

extern "C" double sr_sched_bench_tbb_fanout(int threads, int width,
                                            double min_time) {
  tbb::global_control control(tbb::global_control::max_allowed_parallelism,
                              threads);
  tbb::task_arena arena(threads);
  const int rounds = 100;
  double best = best_seconds(
      [&] {
        arena.execute([&] {
          tbb::task_group group;
          for (int r = 0; r < rounds; ++r) {
            group.run([&] {
              for (int i = 0; i < width; ++i) group.run([] {});
            });
            group.wait();
          }
        });
      },
      min_time);
  return best / rounds * 1e6;
}
