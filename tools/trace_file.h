// A trace file written by `streamref-run --trace=FILE.json` (Chrome
// trace-event JSON, cpu_backend/trace/trace_json.h), read back for
// streamref-trace: slices per thread, async spans (regions, waves,
// parameter transfers), flow arrows, counters and thread names.
#ifndef STREAMREF_TOOLS_TRACE_FILE_H_
#define STREAMREF_TOOLS_TRACE_FILE_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "streamref/status.h"

// A slice: an X event, or a b/e pair (|async|).
typedef struct sr_trace_slice_t {
  char* name;
  char* category;  // "dispatch", "fill", ..., "region", "parameter"
  char* location;  // args.location, or NULL
  char* error;     // args.error, or NULL
  char* detail;    // args.detail ("initializer" for initializers), or NULL
  uint32_t tid;
  double begin_us;
  double end_us;
  uint64_t region;  // args.region: the region submission it belongs to
  uint64_t id;      // async spans: their id
  bool async;
  uint32_t depth;  // nesting depth on its thread (X) or in its span (async)
  uint64_t bytes_read, bytes_written;
} sr_trace_slice_t;

// A flow arrow (an s/f pair with one id).
typedef struct sr_trace_flow_t {
  uint32_t from_tid, to_tid;
  double from_us, to_us;
} sr_trace_flow_t;

typedef struct sr_trace_counter_t {
  double ts_us;
  double value;
} sr_trace_counter_t;

typedef struct sr_trace_thread_t {
  uint32_t tid;
  char* name;
  int64_t sort_index;
} sr_trace_thread_t;

typedef struct sr_trace_file_t {
  sr_trace_slice_t* slices;  // X slices by (tid, begin), then async spans
  size_t slice_count;
  sr_trace_flow_t* flows;
  size_t flow_count;
  sr_trace_counter_t* counters;  // live allocation bytes, by time
  size_t counter_count;
  sr_trace_thread_t* threads;  // by sort index
  size_t thread_count;
  double begin_us, end_us;  // of every slice
  uint64_t dropped_events;
} sr_trace_file_t;

// Reads |path|; a file that is not a trace is INVALID_ARGUMENT naming what
// is wrong (and the JSON line and column when it does not parse).
SR_MUST_USE_RESULT sr_status_t sr_trace_file_read(const char* path,
                                                  sr_trace_file_t* out);
void sr_trace_file_free(sr_trace_file_t* file);

// The thread's name ("thread N" when the trace does not name it).
const char* sr_trace_thread_name(const sr_trace_file_t* file, uint32_t tid,
                                 char* buffer, size_t capacity);

#endif  // STREAMREF_TOOLS_TRACE_FILE_H_
