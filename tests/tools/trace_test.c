// Timeline traces (issue 18): streamref-run --trace on corpus programs,
// read back as JSON and checked for the slices, their nesting, the flow
// arrows and the thread tracks; the trace of a failing run; the C API's
// event callback and trace file, with releases across threads; and
// streamref-trace's summary and SVG on those traces.

#include <criterion/criterion.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "json_test_util.h"
#include "runtime_test_util.h"
#include "streamref/runtime.h"

#define CORPUS SR_TEST_CORPUS_DIR "/generated"

// streamref-run with |flags| in |dir|; its exit code.
static int run_streamref(const char* dir, const char* flags) {
  char command[4096];
  snprintf(command, sizeof(command), "'%s' %s", SR_STREAMREF_RUN, flags);
  char* text = NULL;
  int rc = tt_sh(dir, command, &text);
  if (rc) fprintf(stderr, "%s\n", text);
  free(text);
  return rc;
}

static json_t* find_named(json_t* events, const char* name) {
  size_t i;
  json_t* e;
  json_array_foreach(events, i, e) {
    const char* n = tt_str(e, "name");
    if (n && !strcmp(n, name)) return e;
  }
  return NULL;
}

// The b and e events of the async span |name| with |id|.
static void find_span(json_t* trace, const char* name, unsigned long long id,
                      json_t** out_begin, json_t** out_end) {
  json_t* begins = tt_events(trace, "b", "region");
  json_t* ends = tt_events(trace, "e", "region");
  *out_begin = *out_end = NULL;
  size_t i;
  json_t* e;
  json_array_foreach(begins, i, e) {
    if (tt_id(e) == id && !strcmp(tt_str(e, "name"), name)) *out_begin = e;
  }
  json_array_foreach(ends, i, e) {
    if (tt_id(e) == id && !strcmp(tt_str(e, "name"), name)) *out_end = e;
  }
  json_decref(begins);
  json_decref(ends);
}

// Every timestamp is a number >= 0, every duration too; every flow start
// has exactly one end with its id, after it.
static void check_well_formed(json_t* trace) {
  json_t* events = json_object_get(trace, "traceEvents");
  cr_assert(json_is_array(events));
  size_t i;
  json_t* e;
  json_array_foreach(events, i, e) {
    const char* ph = tt_str(e, "ph");
    cr_assert_not_null(ph);
    if (!strcmp(ph, "M")) continue;
    cr_assert(json_is_number(json_object_get(e, "ts")), "event %zu", i);
    cr_assert_geq(tt_num(e, "ts"), 0);
    if (!strcmp(ph, "X")) cr_assert_geq(tt_num(e, "dur"), 0);
  }
  json_t* starts = tt_events(trace, "s", NULL);
  json_t* finishes = tt_events(trace, "f", NULL);
  cr_assert_eq(json_array_size(starts), json_array_size(finishes));
  json_t* s;
  json_array_foreach(starts, i, s) {
    int matches = 0;
    size_t k;
    json_t* f;
    json_array_foreach(finishes, k, f) {
      if (tt_id(f) != tt_id(s)) continue;
      ++matches;
      cr_assert_leq(tt_num(s, "ts"), tt_num(f, "ts") + 1e-3);
    }
    cr_assert_eq(matches, 1, "flow %llu", tt_id(s));
  }
  json_decref(starts);
  json_decref(finishes);
}

Test(trace, corpus_program_on_the_pool) {
  char* dir = tt_make_dir("sr_trace_pool");
  cr_assert_eq(
      run_streamref(dir, "--module=" CORPUS "/concurrent_branches/cmd.mlir "
                         "--input=4x4xf32=1 --input=4x4xf32=2 "
                         "--threads=2 --regions=graph "
                         "--trace=t.json"),
      0);
  char path[512];
  snprintf(path, sizeof(path), "%s/t.json", dir);
  json_t* trace = tt_load_trace(path);
  cr_assert_not_null(trace);
  check_well_formed(trace);
  // Tracks: the host and the pool's workers are named.
  int host = tt_tid_named(trace, "host");
  cr_assert_geq(host, 0);
  // Every track is a host thread, a pool worker of the two or the loop
  // thread. (Which of them ran something depends on the schedule: a host
  // that waits helps the pool, and short work stays on the caller.)
  int tracks = tt_threads_with_prefix(trace, "");
  cr_assert_geq(tracks, 1);
  cr_assert_eq(tt_threads_with_prefix(trace, "host") +
                   tt_threads_with_prefix(trace, "worker 0") +
                   tt_threads_with_prefix(trace, "worker 1") +
                   tt_threads_with_prefix(trace, "loop"),
               tracks);
  // Every slice is on a named track.
  json_t* slices = tt_events(trace, "X", NULL);
  size_t k;
  json_t* x;
  json_array_foreach(slices, k, x) {
    int tid = (int)tt_num(x, "tid");
    cr_assert_not_null(tt_thread_name(trace, tid), "slice on thread %d", tid);
  }
  json_decref(slices);
  json_t* invocations = tt_events(trace, "X", "invocation");
  json_t* main_slice = find_named(invocations, "main");
  cr_assert_not_null(main_slice);
  cr_assert_eq((int)tt_num(main_slice, "tid"), host);
  double main_begin = tt_num(main_slice, "ts");
  double main_end = main_begin + tt_num(main_slice, "dur");
  // The five dispatches, each inside its region's span and inside @main.
  json_t* dispatches = tt_events(trace, "X", "dispatch");
  cr_assert_eq(json_array_size(dispatches), 5);
  size_t i;
  json_t* d;
  json_array_foreach(dispatches, i, d) {
    const char* name = tt_str(d, "name");
    char expected[64];
    snprintf(expected, sizeof(expected), "main_dispatch_");
    cr_assert(strstr(name, expected) == name, "%s", name);
    cr_assert_str_eq(tt_arg_str(d, "op"), "stream.cmd.dispatch");
    cr_assert(strstr(name, tt_arg_str(d, "export")) != NULL);
    cr_assert(strstr(name, tt_arg_str(d, "executable")) == name);
    cr_assert(strstr(tt_arg_str(d, "location"), "cmd.mlir:") != NULL);
    json_t* counts =
        json_object_get(json_object_get(d, "args"), "workgroup_count");
    cr_assert_eq(json_array_size(counts), 3);
    cr_assert_gt(tt_arg_num(d, "bytes_written"), 0);
    cr_assert_gt(tt_arg_num(d, "bytes_read"), 0);
    unsigned long long region = (unsigned long long)tt_arg_num(d, "region");
    cr_assert_gt(region, 0);
    json_t* b = NULL;
    json_t* e = NULL;
    find_span(trace, "stream.cmd.execute", region, &b, &e);
    cr_assert_not_null(b);
    cr_assert_not_null(e);
    double begin = tt_num(d, "ts"), end = begin + tt_num(d, "dur");
    cr_assert_geq(begin, tt_num(b, "ts") - 1e-3);
    cr_assert_leq(end, tt_num(e, "ts") + 1e-3);
    cr_assert_geq(begin, main_begin);
    cr_assert_leq(end, main_end + 1e-3);
  }
  // The region's waves nest in it: same id, inside its span.
  json_t* wave_begins = tt_events(trace, "b", "region");
  size_t waves = 0;
  json_array_foreach(wave_begins, i, d) {
    if (strcmp(tt_str(d, "name"), "stream.cmd.concurrent")) continue;
    ++waves;
    json_t* b = NULL;
    json_t* e = NULL;
    find_span(trace, "stream.cmd.execute", tt_id(d), &b, &e);
    cr_assert_not_null(b);
    cr_assert_geq(tt_num(d, "ts"), tt_num(b, "ts"));
    json_t* wb = NULL;
    json_t* we = NULL;
    find_span(trace, "stream.cmd.concurrent", tt_id(d), &wb, &we);
    cr_assert_not_null(we);
    cr_assert_leq(tt_num(we, "ts"), tt_num(e, "ts") + 1e-3);
  }
  cr_assert_geq(waves, 1);
  // The host submitted the region (its waits were reached): a "submit"
  // arrow from the host to where the region began.
  json_t* finishes = tt_events(trace, "f", "timepoint");
  json_t* submit = find_named(finishes, "submit");
  cr_assert_not_null(submit);
  json_t* region_begin = NULL;
  json_t* region_end = NULL;
  find_span(trace, "stream.cmd.execute", 1, &region_begin, &region_end);
  cr_assert_not_null(region_begin);
  cr_assert_float_eq(tt_num(submit, "ts"), tt_num(region_begin, "ts"), 1e-3);
  cr_assert_eq(tt_num(submit, "tid"), tt_num(region_begin, "tid"));
  json_t* starts = tt_events(trace, "s", "timepoint");
  json_t* start = NULL;
  json_array_foreach(starts, i, d) {
    if (tt_id(d) == tt_id(submit)) start = d;
  }
  cr_assert_not_null(start);
  cr_assert_eq((int)tt_num(start, "tid"), host);
  // Live allocation bytes rise above zero.
  json_t* counters = tt_events(trace, "C", NULL);
  double peak = 0;
  json_array_foreach(counters, i, d) {
    if (tt_arg_num(d, "bytes") > peak) peak = tt_arg_num(d, "bytes");
  }
  cr_assert_gt(peak, 0);
  json_decref(counters);
  json_decref(starts);
  json_decref(finishes);
  json_decref(wave_begins);
  json_decref(dispatches);
  json_decref(invocations);
  json_decref(trace);
  tt_remove_dir(dir);
}

Test(trace, inline_regions_nest_on_the_host) {
  char* dir = tt_make_dir("sr_trace_inline");
  cr_assert_eq(
      run_streamref(dir, "--module=" CORPUS "/mlp/async.mlir --input=2x8xf32=1 "
                         "--threads=1 --trace=t.json"),
      0);
  char path[512];
  snprintf(path, sizeof(path), "%s/t.json", dir);
  json_t* trace = tt_load_trace(path);
  cr_assert_not_null(trace);
  check_well_formed(trace);
  int host = tt_tid_named(trace, "host");
  json_t* invocations = tt_events(trace, "X", "invocation");
  json_t* main_slice = find_named(invocations, "main");
  cr_assert_not_null(main_slice);
  double begin = tt_num(main_slice, "ts");
  double end = begin + tt_num(main_slice, "dur");
  json_t* dispatches = tt_events(trace, "X", "dispatch");
  cr_assert_eq(json_array_size(dispatches), 3);
  size_t i;
  json_t* d;
  json_array_foreach(dispatches, i, d) {
    // One worker: regions run inline, on the host, inside @main.
    cr_assert_eq((int)tt_num(d, "tid"), host);
    cr_assert_geq(tt_num(d, "ts"), begin);
    cr_assert_leq(tt_num(d, "ts") + tt_num(d, "dur"), end + 1e-3);
    cr_assert_str_eq(tt_arg_str(d, "op"), "stream.async.dispatch");
  }
  json_decref(dispatches);
  json_decref(invocations);
  json_decref(trace);
  tt_remove_dir(dir);
}

Test(trace, failing_run_marks_the_op) {
  char* dir = tt_make_dir("sr_trace_fail");
  int rc = run_streamref(dir, "--module=" SR_TEST_PROGRAMS_DIR
                              "/errors/failed_dispatch.generic.mlir "
                              "--function=main --input=0 --trace=t.json");
  cr_assert_eq(rc, 1);
  char path[512];
  snprintf(path, sizeof(path), "%s/t.json", dir);
  json_t* trace = tt_load_trace(path);
  cr_assert_not_null(trace, "the trace is written when the run fails");
  check_well_formed(trace);
  json_t* dispatches = tt_events(trace, "X", "dispatch");
  cr_assert_eq(json_array_size(dispatches), 1);
  json_t* d = json_array_get(dispatches, 0);
  cr_assert_str_eq(tt_str(d, "name"), "ex::entry");
  cr_assert_str_eq(tt_str(d, "cname"), "terrible");
  const char* error = tt_arg_str(d, "error");
  cr_assert_not_null(error);
  cr_assert(strstr(error, "failed_dispatch.generic.mlir:12:15") != NULL, "%s",
            error);
  cr_assert(strstr(error, "division by zero") != NULL, "%s", error);
  // Its region fails with it; the region after it never runs.
  json_t* region_ends = tt_events(trace, "e", "region");
  cr_assert_eq(json_array_size(region_ends), 1);
  cr_assert_not_null(tt_arg_str(json_array_get(region_ends, 0), "error"));
  json_t* invocations = tt_events(trace, "X", "invocation");
  json_t* main_slice = find_named(invocations, "main");
  cr_assert_not_null(tt_arg_str(main_slice, "error"));
  json_decref(invocations);
  json_decref(region_ends);
  json_decref(dispatches);
  json_decref(trace);
  tt_remove_dir(dir);
}

//===----------------------------------------------------------------------===//
// Collectives on rank tracks
//===----------------------------------------------------------------------===//

#define COLLECTIVES SR_SOURCE_DIR "/tests/collective/programs"

// The collective slice named |name| on track |tid|, or NULL.
static json_t* collective_on(json_t* collectives, const char* name, int tid) {
  size_t i;
  json_t* c;
  json_array_foreach(collectives, i, c) {
    if ((int)tt_num(c, "tid") == tid && !strcmp(tt_str(c, "name"), name)) {
      return c;
    }
  }
  return NULL;
}

Test(trace, collectives_on_rank_tracks) {
  char* dir = tt_make_dir("sr_trace_ranks");
  // Two ranks; one wave holds an all_reduce and an all_gather of 4 si32.
  cr_assert_eq(run_streamref(dir, "--module=" COLLECTIVES "/ranks_wave.mlir "
                                  "--ranks=2 --trace=t.json"),
               0);
  char path[512];
  snprintf(path, sizeof(path), "%s/t.json", dir);
  json_t* trace = tt_load_trace(path);
  cr_assert_not_null(trace);
  check_well_formed(trace);
  json_t* collectives = tt_events(trace, "X", "collective");
  cr_assert_eq(json_array_size(collectives), 4);
  for (int r = 0; r < 2; ++r) {
    char track[16];
    snprintf(track, sizeof(track), "rank %d", r);
    int tid = tt_tid_named(trace, track);
    cr_assert_geq(tid, 0, "no track %s", track);
    // The rank's invocation is on its track too.
    json_t* invocations = tt_events(trace, "X", "invocation");
    bool invoked = false;
    size_t i;
    json_t* v;
    json_array_foreach(invocations, i, v) {
      if ((int)tt_num(v, "tid") == tid && !strcmp(tt_str(v, "name"), "main")) {
        invoked = true;
      }
    }
    json_decref(invocations);
    cr_assert(invoked, "no @main on %s", track);
    json_t* reduce =
        collective_on(collectives, "all_reduce with sum : si32", tid);
    json_t* gather = collective_on(collectives, "all_gather : si32", tid);
    cr_assert_not_null(reduce, "no all_reduce on %s", track);
    cr_assert_not_null(gather, "no all_gather on %s", track);
    cr_assert_str_eq(tt_arg_str(reduce, "op"), "stream.cmd.collective");
    cr_assert_str_eq(tt_arg_str(reduce, "collective"), "all_reduce");
    cr_assert_str_eq(tt_arg_str(reduce, "reduction"), "sum");
    cr_assert_str_eq(tt_arg_str(reduce, "element_type"), "si32");
    cr_assert_eq(tt_arg_num(reduce, "element_count"), 4);
    cr_assert_eq(tt_arg_num(reduce, "rank"), r);
    cr_assert_eq(tt_arg_num(reduce, "ranks"), 2);
    cr_assert_eq(tt_arg_num(reduce, "bytes_read"), 16);
    cr_assert_eq(tt_arg_num(reduce, "bytes_written"), 16);
    cr_assert(
        strstr(tt_arg_str(reduce, "location"), "ranks_wave.mlir:22:") != NULL,
        "%s", tt_arg_str(reduce, "location"));
    cr_assert_str_eq(tt_arg_str(gather, "collective"), "all_gather");
    cr_assert_null(tt_arg_str(gather, "reduction"));
    cr_assert_eq(tt_arg_num(gather, "rank"), r);
    cr_assert_eq(tt_arg_num(gather, "bytes_read"), 16);
    cr_assert_eq(tt_arg_num(gather, "bytes_written"), 32);
    // Both inside their rank's execution region, the all_reduce (first in
    // program order) first.
    unsigned long long region =
        (unsigned long long)tt_arg_num(reduce, "region");
    cr_assert_gt(region, 0);
    cr_assert_eq((unsigned long long)tt_arg_num(gather, "region"), region);
    json_t* b = NULL;
    json_t* e = NULL;
    find_span(trace, "stream.cmd.execute", region, &b, &e);
    cr_assert_not_null(b);
    cr_assert_not_null(e);
    cr_assert_geq(tt_num(reduce, "ts"), tt_num(b, "ts") - 1e-3);
    cr_assert_leq(tt_num(gather, "ts") + tt_num(gather, "dur"),
                  tt_num(e, "ts") + 1e-3);
    cr_assert_leq(tt_num(reduce, "ts") + tt_num(reduce, "dur"),
                  tt_num(gather, "ts") + 1e-3);
  }
  // The rank tracks come first, in rank order.
  json_t* meta = tt_events(trace, "M", NULL);
  double sort[2] = {-1, -1}, others = 1e18;
  size_t i;
  json_t* m;
  json_array_foreach(meta, i, m) {
    if (strcmp(tt_str(m, "name"), "thread_sort_index") != 0) continue;
    int tid = (int)tt_num(m, "tid");
    const char* name = tt_thread_name(trace, tid);
    double index = tt_arg_num(m, "sort_index");
    if (!strcmp(name, "rank 0")) {
      sort[0] = index;
    } else if (!strcmp(name, "rank 1")) {
      sort[1] = index;
    } else if (index < others) {
      others = index;
    }
  }
  json_decref(meta);
  cr_assert(sort[0] >= 0 && sort[0] < sort[1] && sort[1] < others);
  json_decref(collectives);
  json_decref(trace);
  tt_remove_dir(dir);
}

Test(trace, failing_collective_is_marked) {
  char* dir = tt_make_dir("sr_trace_ranks_fail");
  // Rank 0 reduces 4 elements, rank 1 two: both fail at the collective.
  cr_assert_eq(run_streamref(dir, "--module=" COLLECTIVES "/mismatch.mlir "
                                  "--ranks=2 --trace=t.json 2>/dev/null"),
               1);
  char path[512];
  snprintf(path, sizeof(path), "%s/t.json", dir);
  json_t* trace = tt_load_trace(path);
  cr_assert_not_null(trace, "the trace is written when the ranks fail");
  check_well_formed(trace);
  json_t* collectives = tt_events(trace, "X", "collective");
  cr_assert_eq(json_array_size(collectives), 2);
  for (int r = 0; r < 2; ++r) {
    char track[16];
    snprintf(track, sizeof(track), "rank %d", r);
    int tid = tt_tid_named(trace, track);
    cr_assert_geq(tid, 0, "no track %s", track);
    json_t* c = collective_on(collectives, "all_reduce with sum : f32", tid);
    cr_assert_not_null(c);
    cr_assert_eq(tt_arg_num(c, "element_count"), r == 0 ? 4 : 2);
    cr_assert_str_eq(tt_str(c, "cname"), "terrible");
    const char* error = tt_arg_str(c, "error");
    cr_assert_not_null(error);
    cr_assert(strstr(error, "mismatch.mlir:16:5") != NULL, "%s", error);
  }
  json_decref(collectives);
  json_decref(trace);
  tt_remove_dir(dir);
}

// A host-level stream.async.collective (the tensor phase) and a channel
// split, one rank of its own: slices with the op's arguments, on the host.
Test(trace, async_collective_and_split) {
  char* dir = tt_make_dir("sr_trace_async_collective");
  static const char kProgram[] =
      "util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view {\n"
      "  %c0 = arith.constant 0 : index\n"
      "  %c8 = arith.constant 8 : index\n"
      "  %c2 = arith.constant 2 : index\n"
      "  %color = arith.constant 0 : index\n"
      "  %key = arith.constant 0 : index\n"
      "  %root = arith.constant 0 : i32\n"
      "  %world = stream.channel.create : !stream.channel\n"
      "  %channel = stream.channel.split %world, %color, %key : "
      "!stream.channel -> !stream.channel\n"
      "  %src = stream.tensor.import %arg0 : !hal.buffer_view -> "
      "tensor<2xf32> in !stream.resource<external>{%c8}\n"
      "  %empty = stream.tensor.empty : tensor<2xf32> in "
      "!stream.resource<external>{%c8}\n"
      "  %ready = stream.async.collective<broadcast : f32>[%c2] "
      "channel(%channel) source(%root) %src[%c0 to %c8 for %c8], "
      "%empty[%c0 to %c8 for %c8] : !stream.resource<external>{%c8} -> "
      "%empty as !stream.resource<external>{%c8}\n"
      "  %out = stream.tensor.export %ready : tensor<2xf32> in "
      "!stream.resource<external>{%c8} -> !hal.buffer_view\n"
      "  util.return %out : !hal.buffer_view\n"
      "}\n";
  // A file name with a quote and a backslash: every location in the trace
  // is escaped (jansson reads the file back).
  char program[512];
  snprintf(program, sizeof(program), "%s/p\"q\\r.mlir", dir);
  FILE* f = fopen(program, "w");
  cr_assert_not_null(f);
  fputs(kProgram, f);
  fclose(f);
  cr_assert_eq(run_streamref(dir,
                             "--module='p\"q\\r.mlir' --input=2xf32=3,4 "
                             "--trace=t.json"),
               0);
  char path[512];
  snprintf(path, sizeof(path), "%s/t.json", dir);
  json_t* trace = tt_load_trace(path);
  cr_assert_not_null(trace);
  check_well_formed(trace);
  int host = tt_tid_named(trace, "host");
  cr_assert_geq(host, 0);
  json_t* collectives = tt_events(trace, "X", "collective");
  cr_assert_eq(json_array_size(collectives), 2);
  json_t* split = collective_on(collectives, "split", host);
  cr_assert_not_null(split);
  cr_assert_str_eq(tt_arg_str(split, "op"), "stream.channel.split");
  cr_assert_str_eq(tt_arg_str(split, "collective"), "split");
  cr_assert_eq(tt_arg_num(split, "color"), 0);
  cr_assert_eq(tt_arg_num(split, "ranks"), 1);
  json_t* broadcast = collective_on(collectives, "broadcast : f32", host);
  cr_assert_not_null(broadcast);
  cr_assert_str_eq(tt_arg_str(broadcast, "op"), "stream.async.collective");
  cr_assert_str_eq(tt_arg_str(broadcast, "element_type"), "f32");
  cr_assert_eq(tt_arg_num(broadcast, "element_count"), 2);
  cr_assert_eq(tt_arg_num(broadcast, "root"), 0);
  cr_assert_eq(tt_arg_num(broadcast, "rank"), 0);
  cr_assert_eq(tt_arg_num(broadcast, "ranks"), 1);
  cr_assert_eq(tt_arg_num(broadcast, "bytes_written"), 8);
  cr_assert(strstr(tt_arg_str(broadcast, "location"), "p\"q\\r.mlir:12:"), "%s",
            tt_arg_str(broadcast, "location"));
  cr_assert(strstr(tt_arg_str(split, "location"), "p\"q\\r.mlir:9:"), "%s",
            tt_arg_str(split, "location"));
  cr_assert_geq(tt_num(broadcast, "ts"),
                tt_num(split, "ts") + tt_num(split, "dur") - 1e-3);
  json_decref(collectives);
  json_decref(trace);
  tt_remove_dir(dir);
}

//===----------------------------------------------------------------------===//
// The C API: an event callback and a trace file
//===----------------------------------------------------------------------===//

typedef struct recorded_t {
  pthread_mutex_t mutex;
  sr_event_t events[512];
  char thread_names[512][24];
  size_t count;
} recorded_t;

static void record_event(void* user_data, const sr_event_t* event) {
  recorded_t* r = (recorded_t*)user_data;
  pthread_mutex_lock(&r->mutex);
  if (r->count < 512) {
    r->events[r->count] = *event;
    r->events[r->count].status = NULL;  // borrowed for the call only
    snprintf(r->thread_names[r->count], 24, "%s", event->thread_name);
    ++r->count;
  }
  pthread_mutex_unlock(&r->mutex);
}

typedef struct delayed_signal_t {
  sr_timepoint_t* fence;
  uint64_t signaled_ns;
} delayed_signal_t;

static uint64_t now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static void* signal_later(void* arg) {
  delayed_signal_t* d = (delayed_signal_t*)arg;
  usleep(20000);
  d->signaled_ns = now_ns();
  cr_assert_eq(sr_timepoint_signal(d->fence), NULL);
  return NULL;
}

Test(trace, api_events_releases_and_file) {
  char* dir = tt_make_dir("sr_trace_api");
  char path[512];
  snprintf(path, sizeof(path), "%s/api.json", dir);
  recorded_t* recorded = calloc(1, sizeof(*recorded));
  pthread_mutex_init(&recorded->mutex, NULL);
  sr_instance_options_t options;
  sr_instance_options_initialize(&options);
  options.worker_count = 2;
  options.trace_path = path;
  options.event_fn = record_event;
  options.event_user_data = recorded;
  sr_instance_t* instance = NULL;
  cr_assert_eq(sr_instance_create(&options, sr_allocator_system(), &instance),
               NULL);
  sr_module_t* module = NULL;
  cr_assert_eq(sr_module_load_from_file(instance,
                                        SR_TEST_PROGRAMS_DIR
                                        "/timepoint/coarse_fences.generic.mlir",
                                        &module),
               NULL);
  sr_function_t* function = NULL;
  cr_assert_eq(sr_module_lookup_function(module, "main", &function), NULL);
  int64_t shape[1] = {4};
  int32_t data[4] = {1, 2, 3, 4};
  sr_buffer_view_t* view = NULL;
  cr_assert_eq(
      sr_buffer_view_create(sr_allocator_system(), 1, shape,
                            SR_ELEMENT_TYPE_INT_32, data, sizeof(data), &view),
      NULL);
  // The caller's wait fence is signalled 20 ms later by another thread:
  // the region waits for it, and starts when it is released.
  sr_timepoint_t* wait = NULL;
  sr_timepoint_t* signal = NULL;
  cr_assert_eq(sr_timepoint_create(sr_allocator_system(), &wait), NULL);
  cr_assert_eq(sr_timepoint_create(sr_allocator_system(), &signal), NULL);
  sr_variant_t arg = sr_variant_view(view);
  sr_variant_t result = {0};
  size_t result_count = 0;
  cr_assert_eq(sr_function_invoke_async(function, &arg, 1, wait, signal,
                                        &result, 1, &result_count),
               NULL);
  delayed_signal_t delayed = {wait, 0};
  pthread_t thread;
  cr_assert_eq(pthread_create(&thread, NULL, signal_later, &delayed), 0);
  cr_assert_eq(sr_timepoint_wait(signal, SR_TIMEOUT_INFINITE), NULL);
  pthread_join(thread, NULL);
  uint64_t wait_id = sr_timepoint_observed_id(wait);
  uint64_t signal_id = sr_timepoint_observed_id(signal);
  cr_assert_gt(wait_id, 0, "the region's pending wait is observed");
  cr_assert_gt(signal_id, 0, "the invocation's signal is observed");
  int32_t* out = (int32_t*)sr_buffer_view_data(result.view);
  cr_assert_eq(out[0], 3);
  sr_variant_reset(&result);
  sr_buffer_view_release(view);
  // The events: the region began after, and because of, the release.
  pthread_mutex_lock(&recorded->mutex);
  const sr_event_t* region_begin = NULL;
  const sr_event_t* host_wait = NULL;
  size_t region_index = 0, wait_index = 0;
  bool invocation_begin = false, invocation_end = false;
  for (size_t i = 0; i < recorded->count; ++i) {
    const sr_event_t* e = &recorded->events[i];
    if (e->kind == SR_EVENT_REGION && e->phase == SR_EVENT_BEGIN) {
      region_begin = e;
      region_index = i;
    }
    if (e->kind == SR_EVENT_WAIT && e->phase == SR_EVENT_END &&
        e->id == signal_id) {
      host_wait = e;
      wait_index = i;
    }
    if (e->kind == SR_EVENT_INVOCATION) {
      cr_assert_str_eq(e->name, "main");
      if (e->phase == SR_EVENT_BEGIN) invocation_begin = true;
      if (e->phase == SR_EVENT_END) invocation_end = true;
    }
  }
  cr_assert(invocation_begin && invocation_end);
  cr_assert_not_null(region_begin);
  cr_assert_eq(region_begin->release_count, 1);
  cr_assert_eq(region_begin->releases[0].timepoint, wait_id);
  cr_assert_geq(region_begin->releases[0].time_ns, delayed.signaled_ns);
  cr_assert_geq(region_begin->time_ns, region_begin->releases[0].time_ns);
  // The release came from the signalling thread, a second host thread.
  uint32_t signaller = region_begin->releases[0].thread;
  bool named = false;
  for (size_t i = 0; i < recorded->count; ++i) {
    if (recorded->events[i].thread == signaller) {
      cr_assert_str_eq(recorded->thread_names[i], "host 2");
      named = true;
    }
  }
  cr_assert(named);
  cr_assert(strcmp(recorded->thread_names[region_index], "host") != 0);
  // The caller's wait on the signal fence ended after its release.
  cr_assert_not_null(host_wait);
  cr_assert_str_eq(recorded->thread_names[wait_index], "host");
  cr_assert_eq(host_wait->release_count, 1);
  cr_assert_eq(host_wait->releases[0].timepoint, signal_id);
  cr_assert_leq(host_wait->releases[0].time_ns, host_wait->time_ns);
  pthread_mutex_unlock(&recorded->mutex);
  cr_assert_eq(sr_instance_flush_observers(instance), NULL);
  sr_timepoint_release(wait);
  sr_timepoint_release(signal);
  sr_module_release(module);
  sr_instance_release(instance);
  // The file holds the same release as a flow arrow from the signalling
  // thread's track.
  json_t* trace = tt_load_trace(path);
  cr_assert_not_null(trace);
  check_well_formed(trace);
  cr_assert_geq(tt_tid_named(trace, "host 2"), 0);
  json_t* starts = tt_events(trace, "s", "timepoint");
  bool from_signaller = false;
  size_t i;
  json_t* s;
  json_array_foreach(starts, i, s) {
    if ((int)tt_num(s, "tid") == tt_tid_named(trace, "host 2")) {
      from_signaller = true;
    }
  }
  cr_assert(from_signaller);
  json_decref(starts);
  json_decref(trace);
  pthread_mutex_destroy(&recorded->mutex);
  free(recorded);
  tt_remove_dir(dir);
}

//===----------------------------------------------------------------------===//
// streamref-trace
//===----------------------------------------------------------------------===//

Test(trace, summary_and_svg) {
  char* dir = tt_make_dir("sr_trace_tool");
  cr_assert_eq(
      run_streamref(dir, "--module=" CORPUS "/concurrent_branches/cmd.mlir "
                         "--input=4x4xf32=1 --input=4x4xf32=2 "
                         "--threads=2 --regions=graph "
                         "--trace=t.json"),
      0);
  char* text = NULL;
  cr_assert_eq(tt_sh(dir, "'" SR_STREAMREF_TRACE "' summary t.json", &text), 0);
  // Every dispatch is listed, with the kinds and the critical path.
  for (int k = 0; k < 5; ++k) {
    char name[32];
    snprintf(name, sizeof(name), "main_dispatch_%d::", k);
    cr_assert(strstr(text, name) != NULL, "%s missing:\n%s", name, text);
  }
  cr_assert(strstr(text, "by kind") != NULL);
  cr_assert(strstr(text, "critical path of @main: ") != NULL, "%s", text);
  free(text);
  cr_assert_eq(
      tt_sh(dir, "'" SR_STREAMREF_TRACE "' summary t.json --format=csv", &text),
      0);
  static const char kHeader[] =
      "section,kind,name,count,total_us,mean_us,max_us,share\n";
  cr_assert(strncmp(text, kHeader, sizeof(kHeader) - 1) == 0, "%s", text);
  size_t top_rows = 0;
  for (const char* p = strstr(text, "\ntop,dispatch,"); p;
       p = strstr(p + 1, "\ntop,dispatch,")) {
    ++top_rows;
  }
  cr_assert_eq(top_rows, 5, "%s", text);
  cr_assert(strstr(text, "\ncritical_path,dispatch,") != NULL, "%s", text);
  free(text);
  cr_assert_eq(tt_sh(dir, "'" SR_STREAMREF_TRACE "' svg t.json -o t.svg", NULL),
               0);
  char svg_path[512];
  snprintf(svg_path, sizeof(svg_path), "%s/t.svg", dir);
  char* svg = rt_read_file(svg_path);
  cr_assert_not_null(svg);
  cr_assert(strncmp(svg, "<?xml", 5) == 0);
  cr_assert(strstr(svg, "<svg ") != NULL);
  // A lane per track of the trace, labelled with its thread's name.
  cr_assert(strstr(svg, ">host</text>") != NULL);
  char trace_path[512];
  snprintf(trace_path, sizeof(trace_path), "%s/t.json", dir);
  json_t* trace = tt_load_trace(trace_path);
  cr_assert_not_null(trace);
  json_t* meta = tt_events(trace, "M", NULL);
  size_t i;
  json_t* m;
  json_array_foreach(meta, i, m) {
    if (strcmp(tt_str(m, "name"), "thread_name") != 0) continue;
    char label[64];
    snprintf(label, sizeof(label), ">%s</text>", tt_arg_str(m, "name"));
    cr_assert(strstr(svg, label) != NULL, "no lane %s", label);
  }
  json_decref(meta);
  json_decref(trace);
  cr_assert(strstr(svg, "main_dispatch_0::") != NULL);
  cr_assert(strstr(svg, "marker-end=\"url(#arrow)\"") != NULL);
  cr_assert(strstr(svg, "</svg>\n") != NULL);
  free(svg);
  // Only @main's time: the title says so; every slice drawn starts inside
  // it (x at or right of the plot's left edge, 150).
  cr_assert_eq(
      tt_sh(dir,
            "'" SR_STREAMREF_TRACE "' svg t.json -o main.svg --function=@main",
            NULL),
      0);
  snprintf(svg_path, sizeof(svg_path), "%s/main.svg", dir);
  svg = rt_read_file(svg_path);
  cr_assert_not_null(svg);
  cr_assert(strstr(svg, " — @main: ") != NULL);
  cr_assert(strstr(svg, "main_dispatch_0::") != NULL);
  for (const char* r = strstr(svg, "<rect x=\""); r;
       r = strstr(r + 1, "<rect x=\"")) {
    cr_assert_geq(strtod(r + 9, NULL), 150 - 1e-6, "%.40s", r);
  }
  free(svg);
  cr_assert_eq(
      tt_sh(dir,
            "'" SR_STREAMREF_TRACE "' svg t.json -o none.svg --function=absent",
            &text),
      1);
  cr_assert(strstr(text, "no invocation of @absent") != NULL, "%s", text);
  free(text);
  // Not a trace: a located error.
  cr_assert_eq(tt_sh(dir, "echo '{\"a\": [1,' > bad.json", NULL), 0);
  cr_assert_eq(tt_sh(dir, "'" SR_STREAMREF_TRACE "' summary bad.json", &text),
               1);
  cr_assert(strstr(text, "bad.json:") != NULL && strstr(text, "not JSON"), "%s",
            text);
  free(text);
  tt_remove_dir(dir);
}
