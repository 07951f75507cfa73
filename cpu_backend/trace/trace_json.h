// The timeline trace: events as Chrome trace-event JSON (the format
// Perfetto and chrome://tracing open), written to a file at flush.
//
// Layout of the file (one event a line):
//   {"traceEvents":[
//   {"ph":"X","name":"exe::export","cat":"dispatch","ts":12.345,"dur":3.2,
//    "pid":1,"tid":2,"args":{...}},
//   ...
//   {"ph":"M","name":"thread_name","pid":1,"tid":0,"args":{"name":"host"}}
//   ],"displayTimeUnit":"ns","otherData":{...}}
//
//   X   slices, one per END of an event that begins and ends on one thread
//       (invocations, ops, dispatches, fills, copies, collectives, calls,
//       file transfers, waits, loads); "ts"/"dur" in microseconds since the
//       instance started, 3 decimals (nanoseconds).
//   b/e regions and their waves (cat "region", id: the submission) and
//       parameter transfers (cat "parameter"), which move between threads.
//   s/f flow arrows, one pair per release: from the timepoint's "signal"
//       slice (1 ns long, on the completing thread) to the wait it ended
//       ("bp":"e", inside the wait slice) or the first op of the region it
//       started (the next slice on that thread).
//   C   "live allocation bytes".
//   M   process and thread names and sort order (host, workers, loop).
// A failed event's slice has args "error" (the status, with its location)
// and "cname":"terrible".
//
// Each thread appends a fixed-size record of each event to its own chunked
// buffer (no lock, no formatting: its strings are interned in the thread's
// pool, a string seen before at the same address with the same content
// not copied again); flush formats them all into the file. Past
// SR_RT_TRACE_MAX_BYTES of records and strings, events are counted in
// "dropped_events" instead.
#ifndef STREAMREF_CPU_BACKEND_TRACE_TRACE_JSON_H_
#define STREAMREF_CPU_BACKEND_TRACE_TRACE_JSON_H_

#include "cpu_backend/trace/sink.h"

#define SR_RT_TRACE_MAX_BYTES (1ull << 30)

SR_MUST_USE_RESULT sr_status_t sr_rt_trace_json_sink_create(
    sr_allocator_t allocator, const char* path, sr_rt_sink_t** out);

#endif  // STREAMREF_CPU_BACKEND_TRACE_TRACE_JSON_H_
