// Reading a trace file (jansson). See trace_file.h.

#include "tools/trace_file.h"

#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char* sr_trace_strdup(const char* s) { return s ? strdup(s) : NULL; }

static const char* sr_trace_string(json_t* object, const char* key) {
  return json_string_value(json_object_get(object, key));
}

static double sr_trace_number(json_t* object, const char* key) {
  json_t* v = json_object_get(object, key);
  return json_is_number(v) ? json_number_value(v) : 0;
}

// An id: a number, or a string ("0x1f", "12").
static uint64_t sr_trace_id(json_t* object) {
  json_t* v = json_object_get(object, "id");
  if (json_is_integer(v)) return (uint64_t)json_integer_value(v);
  const char* s = json_string_value(v);
  return s ? strtoull(s, NULL, 0) : 0;
}

typedef struct sr_trace_vec_t {
  void* data;
  size_t count, capacity, item;
} sr_trace_vec_t;

static void* sr_trace_vec_push(sr_trace_vec_t* vec) {
  if (vec->count == vec->capacity) {
    size_t capacity = vec->capacity ? vec->capacity * 2 : 64;
    void* grown = realloc(vec->data, capacity * vec->item);
    if (!grown) return NULL;
    vec->data = grown;
    vec->capacity = capacity;
  }
  void* slot = (char*)vec->data + vec->count++ * vec->item;
  memset(slot, 0, vec->item);
  return slot;
}

// An async event, before b and e are paired.
typedef struct sr_trace_async_t {
  char phase;
  uint64_t id;
  double ts;
  size_t order;  // in the file, to keep ties stable
  json_t* event;
} sr_trace_async_t;

typedef struct sr_trace_flow_end_t {
  uint64_t id;
  bool start;
  uint32_t tid;
  double ts;
} sr_trace_flow_end_t;

static int sr_trace_async_compare(const void* a, const void* b) {
  const sr_trace_async_t* x = (const sr_trace_async_t*)a;
  const sr_trace_async_t* y = (const sr_trace_async_t*)b;
  if (x->ts != y->ts) return x->ts < y->ts ? -1 : 1;
  return x->order < y->order ? -1 : x->order > y->order;
}

static int sr_trace_flow_compare(const void* a, const void* b) {
  const sr_trace_flow_end_t* x = (const sr_trace_flow_end_t*)a;
  const sr_trace_flow_end_t* y = (const sr_trace_flow_end_t*)b;
  if (x->id != y->id) return x->id < y->id ? -1 : 1;
  return (int)y->start - (int)x->start;  // the start first
}

static int sr_trace_slice_compare(const void* a, const void* b) {
  const sr_trace_slice_t* x = (const sr_trace_slice_t*)a;
  const sr_trace_slice_t* y = (const sr_trace_slice_t*)b;
  if (x->async != y->async) return x->async ? 1 : -1;
  if (x->async && x->id != y->id) return x->id < y->id ? -1 : 1;
  if (x->tid != y->tid && !x->async) return x->tid < y->tid ? -1 : 1;
  if (x->begin_us != y->begin_us) return x->begin_us < y->begin_us ? -1 : 1;
  if (x->end_us != y->end_us) return x->end_us > y->end_us ? -1 : 1;
  return 0;
}

static int sr_trace_counter_compare(const void* a, const void* b) {
  double x = ((const sr_trace_counter_t*)a)->ts_us;
  double y = ((const sr_trace_counter_t*)b)->ts_us;
  return x < y ? -1 : x > y;
}

static int sr_trace_thread_compare(const void* a, const void* b) {
  const sr_trace_thread_t* x = (const sr_trace_thread_t*)a;
  const sr_trace_thread_t* y = (const sr_trace_thread_t*)b;
  if (x->sort_index != y->sort_index) {
    return x->sort_index < y->sort_index ? -1 : 1;
  }
  return x->tid < y->tid ? -1 : x->tid > y->tid;
}

static void sr_trace_fill_args(sr_trace_slice_t* slice, json_t* event) {
  json_t* args = json_object_get(event, "args");
  slice->location = sr_trace_strdup(sr_trace_string(args, "location"));
  slice->error = sr_trace_strdup(sr_trace_string(args, "error"));
  slice->detail = sr_trace_strdup(sr_trace_string(args, "detail"));
  slice->region = (uint64_t)sr_trace_number(args, "region");
  slice->bytes_read = (uint64_t)sr_trace_number(args, "bytes_read");
  slice->bytes_written = (uint64_t)sr_trace_number(args, "bytes_written");
}

static sr_trace_thread_t* sr_trace_thread(sr_trace_vec_t* threads,
                                          uint32_t tid) {
  sr_trace_thread_t* all = (sr_trace_thread_t*)threads->data;
  for (size_t i = 0; i < threads->count; ++i) {
    if (all[i].tid == tid) return &all[i];
  }
  sr_trace_thread_t* t = (sr_trace_thread_t*)sr_trace_vec_push(threads);
  if (t) {
    t->tid = tid;
    t->sort_index = tid;
  }
  return t;
}

// Nesting depth of X slices (sorted by thread, begin, longest first).
static void sr_trace_depths(sr_trace_file_t* file) {
  enum { kMaxDepth = 64 };
  double ends[kMaxDepth];
  uint32_t depth = 0;
  uint32_t tid = UINT32_MAX;
  uint64_t id = UINT64_MAX;
  for (size_t i = 0; i < file->slice_count; ++i) {
    sr_trace_slice_t* s = &file->slices[i];
    bool same = s->async ? s->id == id : s->tid == tid && id == UINT64_MAX;
    if (!same) {
      depth = 0;
      tid = s->async ? UINT32_MAX : s->tid;
      id = s->async ? s->id : UINT64_MAX;
    }
    while (depth && ends[depth - 1] <= s->begin_us) --depth;
    s->depth = depth;
    if (depth < kMaxDepth) ends[depth++] = s->end_us;
  }
}

sr_status_t sr_trace_file_read(const char* path, sr_trace_file_t* out) {
  memset(out, 0, sizeof(*out));
  json_error_t error;
  json_t* root = json_load_file(path, 0, &error);
  if (!root) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT, "%s:%d:%d: not JSON: %s",
                          path, error.line, error.column, error.text);
  }
  json_t* events =
      json_is_array(root) ? root : json_object_get(root, "traceEvents");
  if (!json_is_array(events)) {
    json_decref(root);
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "%s: not a trace (no traceEvents array)", path);
  }
  json_t* other = json_object_get(root, "otherData");
  out->dropped_events = (uint64_t)sr_trace_number(other, "dropped_events");
  sr_trace_vec_t slices = {NULL, 0, 0, sizeof(sr_trace_slice_t)};
  sr_trace_vec_t asyncs = {NULL, 0, 0, sizeof(sr_trace_async_t)};
  sr_trace_vec_t ends = {NULL, 0, 0, sizeof(sr_trace_flow_end_t)};
  sr_trace_vec_t counters = {NULL, 0, 0, sizeof(sr_trace_counter_t)};
  sr_trace_vec_t threads = {NULL, 0, 0, sizeof(sr_trace_thread_t)};
  bool oom = false;
  size_t n = json_array_size(events);
  for (size_t i = 0; i < n && !oom; ++i) {
    json_t* e = json_array_get(events, i);
    const char* ph = sr_trace_string(e, "ph");
    if (!ph || !ph[0] || ph[1]) continue;
    uint32_t tid = (uint32_t)sr_trace_number(e, "tid");
    double ts = sr_trace_number(e, "ts");
    switch (ph[0]) {
      case 'X': {
        sr_trace_slice_t* s = (sr_trace_slice_t*)sr_trace_vec_push(&slices);
        if (!s) {
          oom = true;
          break;
        }
        s->name = sr_trace_strdup(sr_trace_string(e, "name"));
        s->category = sr_trace_strdup(sr_trace_string(e, "cat"));
        s->tid = tid;
        s->begin_us = ts;
        s->end_us = ts + sr_trace_number(e, "dur");
        sr_trace_fill_args(s, e);
        sr_trace_thread(&threads, tid);
        break;
      }
      case 'b':
      case 'e': {
        sr_trace_async_t* a = (sr_trace_async_t*)sr_trace_vec_push(&asyncs);
        if (!a) {
          oom = true;
          break;
        }
        a->phase = ph[0];
        a->id = sr_trace_id(e);
        a->ts = ts;
        a->order = i;
        a->event = e;
        break;
      }
      case 's':
      case 'f': {
        sr_trace_flow_end_t* f = (sr_trace_flow_end_t*)sr_trace_vec_push(&ends);
        if (!f) {
          oom = true;
          break;
        }
        f->id = sr_trace_id(e);
        f->start = ph[0] == 's';
        f->tid = tid;
        f->ts = ts;
        break;
      }
      case 'C': {
        sr_trace_counter_t* c =
            (sr_trace_counter_t*)sr_trace_vec_push(&counters);
        if (!c) {
          oom = true;
          break;
        }
        c->ts_us = ts;
        c->value = sr_trace_number(json_object_get(e, "args"), "bytes");
        break;
      }
      case 'M': {
        const char* name = sr_trace_string(e, "name");
        json_t* args = json_object_get(e, "args");
        sr_trace_thread_t* t = NULL;
        if (name && (!strcmp(name, "thread_name") ||
                     !strcmp(name, "thread_sort_index"))) {
          t = sr_trace_thread(&threads, tid);
        }
        if (!t) break;
        if (!strcmp(name, "thread_name")) {
          free(t->name);
          t->name = sr_trace_strdup(sr_trace_string(args, "name"));
        } else {
          t->sort_index = (int64_t)sr_trace_number(args, "sort_index");
        }
        break;
      }
      default:
        break;
    }
  }
  // Pair b/e per id: in time order, an e closes the open b of its name.
  qsort(asyncs.data, asyncs.count, asyncs.item, sr_trace_async_compare);
  sr_trace_async_t* all = (sr_trace_async_t*)asyncs.data;
  for (size_t i = 0; i < asyncs.count && !oom; ++i) {
    if (all[i].phase != 'b') continue;
    const char* name = sr_trace_string(all[i].event, "name");
    const char* cat = sr_trace_string(all[i].event, "cat");
    size_t j = i + 1;
    for (; j < asyncs.count; ++j) {
      if (all[j].phase != 'e' || all[j].id != all[i].id || !all[j].event) {
        continue;
      }
      const char* other_name = sr_trace_string(all[j].event, "name");
      const char* other_cat = sr_trace_string(all[j].event, "cat");
      if (name && other_name && !strcmp(name, other_name) && cat && other_cat &&
          !strcmp(cat, other_cat)) {
        break;
      }
    }
    sr_trace_slice_t* s = (sr_trace_slice_t*)sr_trace_vec_push(&slices);
    if (!s) {
      oom = true;
      break;
    }
    s->name = sr_trace_strdup(name);
    s->category = sr_trace_strdup(cat);
    s->tid = (uint32_t)sr_trace_number(all[i].event, "tid");
    s->begin_us = all[i].ts;
    s->end_us = j < asyncs.count ? all[j].ts : all[i].ts;
    s->async = true;
    s->id = all[i].id;
    sr_trace_fill_args(s, all[i].event);
    if (j < asyncs.count) {
      json_t* end_args = json_object_get(all[j].event, "args");
      const char* end_error = sr_trace_string(end_args, "error");
      if (end_error && !s->error) s->error = strdup(end_error);
      all[j].event = NULL;  // paired
    }
  }
  // Flows: a start and the ends with its id.
  qsort(ends.data, ends.count, ends.item, sr_trace_flow_compare);
  sr_trace_flow_end_t* flow_ends = (sr_trace_flow_end_t*)ends.data;
  sr_trace_vec_t flows = {NULL, 0, 0, sizeof(sr_trace_flow_t)};
  for (size_t i = 0; i + 1 < ends.count && !oom; ++i) {
    if (!flow_ends[i].start) continue;
    for (size_t j = i + 1; j < ends.count && flow_ends[j].id == flow_ends[i].id;
         ++j) {
      if (flow_ends[j].start) break;
      sr_trace_flow_t* f = (sr_trace_flow_t*)sr_trace_vec_push(&flows);
      if (!f) {
        oom = true;
        break;
      }
      f->from_tid = flow_ends[i].tid;
      f->from_us = flow_ends[i].ts;
      f->to_tid = flow_ends[j].tid;
      f->to_us = flow_ends[j].ts;
    }
  }
  free(asyncs.data);
  free(ends.data);
  json_decref(root);
  out->slices = (sr_trace_slice_t*)slices.data;
  out->slice_count = slices.count;
  out->flows = (sr_trace_flow_t*)flows.data;
  out->flow_count = flows.count;
  out->counters = (sr_trace_counter_t*)counters.data;
  out->counter_count = counters.count;
  out->threads = (sr_trace_thread_t*)threads.data;
  out->thread_count = threads.count;
  if (oom) {
    sr_trace_file_free(out);
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                          "out of memory reading '%s'", path);
  }
  qsort(out->slices, out->slice_count, sizeof(sr_trace_slice_t),
        sr_trace_slice_compare);
  qsort(out->threads, out->thread_count, sizeof(sr_trace_thread_t),
        sr_trace_thread_compare);
  qsort(out->counters, out->counter_count, sizeof(sr_trace_counter_t),
        sr_trace_counter_compare);
  sr_trace_depths(out);
  for (size_t i = 0; i < out->slice_count; ++i) {
    const sr_trace_slice_t* s = &out->slices[i];
    if (i == 0 || s->begin_us < out->begin_us) out->begin_us = s->begin_us;
    if (i == 0 || s->end_us > out->end_us) out->end_us = s->end_us;
  }
  return sr_ok_status();
}

void sr_trace_file_free(sr_trace_file_t* file) {
  for (size_t i = 0; i < file->slice_count; ++i) {
    free(file->slices[i].name);
    free(file->slices[i].category);
    free(file->slices[i].location);
    free(file->slices[i].error);
    free(file->slices[i].detail);
  }
  for (size_t i = 0; i < file->thread_count; ++i) free(file->threads[i].name);
  free(file->slices);
  free(file->flows);
  free(file->counters);
  free(file->threads);
  memset(file, 0, sizeof(*file));
}

const char* sr_trace_thread_name(const sr_trace_file_t* file, uint32_t tid,
                                 char* buffer, size_t capacity) {
  for (size_t i = 0; i < file->thread_count; ++i) {
    if (file->threads[i].tid == tid && file->threads[i].name) {
      return file->threads[i].name;
    }
  }
  snprintf(buffer, capacity, "thread %u", (unsigned)tid);
  return buffer;
}
