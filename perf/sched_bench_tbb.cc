// TBB peers of the sched suite: the code a user would write with
// tbb::task_group (dynamic spawning) and tbb::flow::graph (graphs built
// once, run many times), in an arena of exactly |threads| threads (the
// calling thread plus threads - 1 workers, as TBB counts them).
#include <tbb/flow_graph.h>
#include <tbb/global_control.h>
#include <tbb/task_arena.h>
#include <tbb/task_group.h>
#include <tbb/version.h>

#include <chrono>
#include <cstdio>
#include <memory>
#include <vector>

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

// An empty node body (opaque, so it is not optimized away).
inline void touch() { __asm__ volatile("" ::: "memory"); }

using default_node_t = tbb::flow::continue_node<tbb::flow::continue_msg>;
using lightweight_node_t =
    tbb::flow::continue_node<tbb::flow::continue_msg, tbb::flow::lightweight>;

template <typename node_t>
double graph_chain(int threads, long hops, double min_time) {
  tbb::global_control control(tbb::global_control::max_allowed_parallelism,
                              threads);
  tbb::task_arena arena(threads);
  double best = 0;
  arena.execute([&] {
    tbb::flow::graph graph;
    std::vector<std::unique_ptr<node_t>> nodes;
    nodes.reserve((size_t)hops);
    for (long i = 0; i < hops; ++i) {
      nodes.emplace_back(new node_t(graph, [](const tbb::flow::continue_msg&) {
        touch();
        return tbb::flow::continue_msg();
      }));
      if (i) tbb::flow::make_edge(*nodes[i - 1], *nodes[i]);
    }
    best = best_seconds(
        [&] {
          nodes[0]->try_put(tbb::flow::continue_msg());
          graph.wait_for_all();
        },
        min_time);
  });
  return best / (double)hops * 1e9;
}

template <typename node_t>
double graph_fanout(int threads, int width, double min_time) {
  tbb::global_control control(tbb::global_control::max_allowed_parallelism,
                              threads);
  tbb::task_arena arena(threads);
  const int rounds = 100;
  double best = 0;
  arena.execute([&] {
    auto body = [](const tbb::flow::continue_msg&) {
      touch();
      return tbb::flow::continue_msg();
    };
    tbb::flow::graph graph;
    node_t source(graph, body);
    node_t join(graph, body);
    std::vector<std::unique_ptr<node_t>> middle;
    middle.reserve((size_t)width);
    for (int i = 0; i < width; ++i) {
      middle.emplace_back(new node_t(graph, body));
      tbb::flow::make_edge(source, *middle.back());
      tbb::flow::make_edge(*middle.back(), join);
    }
    best = best_seconds(
        [&] {
          for (int r = 0; r < rounds; ++r) {
            source.try_put(tbb::flow::continue_msg());
            graph.wait_for_all();
          }
        },
        min_time);
  });
  return best / rounds * 1e6;
}

}  // namespace

extern "C" const char* sr_sched_bench_tbb_version(void) {
  static char text[96];
  std::snprintf(text, sizeof(text), "oneTBB %s (interface %d)",
                TBB_runtime_version(), TBB_runtime_interface_version());
  return text;
}

extern "C" double sr_sched_bench_tbb_graph_chain(int threads, long hops,
                                                 double min_time,
                                                 int lightweight) {
  return lightweight ? graph_chain<lightweight_node_t>(threads, hops, min_time)
                     : graph_chain<default_node_t>(threads, hops, min_time);
}

extern "C" double sr_sched_bench_tbb_graph_fanout(int threads, int width,
                                                  double min_time,
                                                  int lightweight) {
  return lightweight
             ? graph_fanout<lightweight_node_t>(threads, width, min_time)
             : graph_fanout<default_node_t>(threads, width, min_time);
}

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
