// Per-dispatch tensor dumps. See dumps.h.

#include "cpu_backend/trace/dumps.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cpu_backend/check/binding_ranges.h"
#include "io/npy.h"

uint64_t sr_rt_fnv1a64(uint64_t hash, const void* data, size_t length) {
  const uint8_t* p = (const uint8_t*)data;
  for (size_t i = 0; i < length; ++i) {
    hash ^= p[i];
    hash *= 1099511628211ull;
  }
  return hash;
}

bool sr_rt_glob_match(const char* pattern, const char* text) {
  // Iterative matching with one backtrack point for the last `*`.
  const char* star = NULL;
  const char* resume = NULL;
  while (*text) {
    if (*pattern == '*') {
      star = pattern++;
      resume = text;
    } else if (*pattern == '?' || *pattern == *text) {
      ++pattern;
      ++text;
    } else if (star) {
      pattern = star + 1;
      text = ++resume;
    } else {
      return false;
    }
  }
  while (*pattern == '*') ++pattern;
  return !*pattern;
}

//===----------------------------------------------------------------------===//
// Filter
//===----------------------------------------------------------------------===//

typedef struct sr_rt_dump_range_t {
  uint64_t first, last;  // inclusive
} sr_rt_dump_range_t;

typedef struct sr_rt_dump_filter_t {
  uint32_t glob_count;
  char** globs;
  uint32_t range_count;
  sr_rt_dump_range_t* ranges;
  uint64_t every;    // 0: not given
  uint64_t matched;  // dispatches the globs and ranges selected so far
} sr_rt_dump_filter_t;

static bool sr_rt_parse_u64(const char* text, size_t length, uint64_t* out) {
  if (!length || length > 19) return false;
  uint64_t v = 0;
  for (size_t i = 0; i < length; ++i) {
    if (text[i] < '0' || text[i] > '9') return false;
    v = v * 10 + (uint64_t)(text[i] - '0');
  }
  *out = v;
  return true;
}

static sr_status_t sr_rt_filter_add(sr_allocator_t allocator,
                                    sr_rt_dump_filter_t* filter,
                                    const char* term, size_t length) {
  if (length > 6 && strncmp(term, "every=", 6) == 0) {
    uint64_t n = 0;
    if (!sr_rt_parse_u64(term + 6, length - 6, &n) || !n) {
      return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                            "dump filter: '%.*s' is not every=N with N >= 1",
                            (int)length, term);
    }
    filter->every = n;
    return sr_ok_status();
  }
  const char* dash = memchr(term, '-', length);
  uint64_t first = 0, last = 0;
  bool is_range = false;
  if (dash) {
    size_t a = (size_t)(dash - term), b = length - a - 1;
    if (sr_rt_parse_u64(term, a, &first) &&
        (b == 0 || sr_rt_parse_u64(dash + 1, b, &last))) {
      if (b == 0) last = UINT64_MAX;
      if (last < first) {
        return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                              "dump filter: range '%.*s' ends before it "
                              "starts",
                              (int)length, term);
      }
      is_range = true;
    }
  } else if (sr_rt_parse_u64(term, length, &first)) {
    last = first;
    is_range = true;
  }
  if (is_range) {
    void* grown = filter->ranges;
    SR_RETURN_IF_ERROR(sr_allocator_realloc(
        allocator, (filter->range_count + 1) * sizeof(sr_rt_dump_range_t),
        &grown));
    filter->ranges = grown;
    filter->ranges[filter->range_count].first = first;
    filter->ranges[filter->range_count++].last = last;
    return sr_ok_status();
  }
  char* glob = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_malloc(allocator, length + 1, (void**)&glob));
  memcpy(glob, term, length);
  glob[length] = 0;
  void* grown = filter->globs;
  sr_status_t status = sr_allocator_realloc(
      allocator, (filter->glob_count + 1) * sizeof(char*), &grown);
  if (status) {
    sr_allocator_free(allocator, glob);
    return status;
  }
  filter->globs = grown;
  filter->globs[filter->glob_count++] = glob;
  return sr_ok_status();
}

static sr_status_t sr_rt_filter_parse(sr_allocator_t allocator,
                                      const char* text,
                                      sr_rt_dump_filter_t* filter) {
  memset(filter, 0, sizeof(*filter));
  while (text && *text) {
    const char* comma = strchr(text, ',');
    size_t length = comma ? (size_t)(comma - text) : strlen(text);
    if (length) {
      SR_RETURN_IF_ERROR(sr_rt_filter_add(allocator, filter, text, length));
    }
    text = comma ? comma + 1 : NULL;
  }
  return sr_ok_status();
}

static void sr_rt_filter_free(sr_allocator_t allocator,
                              sr_rt_dump_filter_t* filter) {
  for (uint32_t i = 0; i < filter->glob_count; ++i) {
    sr_allocator_free(allocator, filter->globs[i]);
  }
  sr_allocator_free(allocator, filter->globs);
  sr_allocator_free(allocator, filter->ranges);
}

static bool sr_rt_filter_selects(sr_rt_dump_filter_t* filter, uint64_t ordinal,
                                 const char* name) {
  if (filter->glob_count) {
    const char* sep = name ? strstr(name, "::") : NULL;
    bool any = false;
    for (uint32_t i = 0; i < filter->glob_count && !any; ++i) {
      any = sr_rt_glob_match(filter->globs[i], name ? name : "") ||
            (sep && sr_rt_glob_match(filter->globs[i], sep + 2));
    }
    if (!any) return false;
  }
  if (filter->range_count) {
    bool any = false;
    for (uint32_t i = 0; i < filter->range_count && !any; ++i) {
      any = ordinal >= filter->ranges[i].first &&
            ordinal <= filter->ranges[i].last;
    }
    if (!any) return false;
  }
  uint64_t k = filter->matched++;
  return !filter->every || k % filter->every == 0;
}

//===----------------------------------------------------------------------===//
// The sink
//===----------------------------------------------------------------------===//

typedef struct sr_rt_dump_sink_t {
  sr_rt_sink_t base;
  sr_allocator_t allocator;
  char* path;
  FILE* index;
  pthread_mutex_t mutex;  // index, filter, ordinals, failure
  sr_rt_dump_filter_t filter;
  uint64_t next_ordinal;
  sr_status_t failure;  // the first failure to write; dumping stops
  struct sr_rt_dump_pending_t* pendings;  // every thread's, for destroy
} sr_rt_dump_sink_t;

// One dumped file: a tensor before or after.
typedef struct sr_rt_dump_side_t {
  bool present;
  char file[96];
  uint64_t hash;
} sr_rt_dump_side_t;

// A tensor of a binding (a subspan), or the whole binding raw.
typedef struct sr_rt_dump_tensor_t {
  uint32_t binding;
  int32_t subspan;                     // -1: the whole binding, raw
  const sr_rt_binding_range_t* range;  // NULL when raw
  uint64_t offset, length;             // in the binding
  bool read, write;
  sr_rt_dump_side_t before, after;
} sr_rt_dump_tensor_t;

// A selected dispatch between its BEGIN and END (one per thread).
typedef struct sr_rt_dump_pending_t {
  struct sr_rt_dump_pending_t* next;  // the sink's list
  bool active;
  uint64_t ordinal;
  sr_rt_binding_ranges_t ranges;
  uint32_t tensor_count, tensor_capacity;
  sr_rt_dump_tensor_t* tensors;
  char* line;
  size_t length, capacity;
} sr_rt_dump_pending_t;

static void sr_rt_dump_fail(sr_rt_dump_sink_t* sink, sr_status_t status) {
  pthread_mutex_lock(&sink->mutex);
  if (!sink->failure) {
    sink->failure = status;
  } else {
    sr_status_ignore(status);
  }
  pthread_mutex_unlock(&sink->mutex);
}

static void sr_rt_line_append(sr_rt_dump_sink_t* sink, sr_rt_dump_pending_t* p,
                              const char* format, ...) SR_PRINTF_LIKE(3, 4);

static void sr_rt_line_append(sr_rt_dump_sink_t* sink, sr_rt_dump_pending_t* p,
                              const char* format, ...) {
  for (;;) {
    size_t room = p->capacity - p->length;
    va_list args;
    va_start(args, format);
    int n = vsnprintf(p->line ? p->line + p->length : NULL, p->line ? room : 0,
                      format, args);
    va_end(args);
    if (n < 0) return;
    if (p->line && (size_t)n < room) {
      p->length += (size_t)n;
      return;
    }
    size_t capacity = p->capacity ? p->capacity * 2 : 1024;
    while (capacity < p->length + (size_t)n + 1) capacity *= 2;
    void* grown = p->line;
    sr_status_t status =
        sr_allocator_realloc(sink->allocator, capacity, &grown);
    if (status) {
      sr_rt_dump_fail(sink, status);
      return;
    }
    p->line = grown;
    p->capacity = capacity;
  }
}

static void sr_rt_line_string(sr_rt_dump_sink_t* sink, sr_rt_dump_pending_t* p,
                              const char* text) {
  sr_rt_line_append(sink, p, "\"");
  for (const char* c = text ? text : ""; *c; ++c) {
    unsigned char ch = (unsigned char)*c;
    if (ch == '"' || ch == '\\') {
      sr_rt_line_append(sink, p, "\\%c", ch);
    } else if (ch < 0x20) {
      sr_rt_line_append(sink, p, "\\u%04x", ch);
    } else {
      sr_rt_line_append(sink, p, "%c", ch);
    }
  }
  sr_rt_line_append(sink, p, "\"");
}

// numpy's dtype for |type| in |buffer|, or NULL (written raw): also for an
// unknown encoding, which the tools write as a void dtype.
static const char* sr_rt_npy_descr(sr_element_type_t type,
                                   char buffer[SR_NPY_DESCR_CAPACITY]) {
  if (!sr_element_type_bit_count(type) ||
      sr_element_type_numerical(type) == SR_NUMERICAL_UNKNOWN) {
    return NULL;
  }
  return sr_npy_descr(type, buffer) ? buffer : NULL;
}

// Writes |length| bytes at |data| to DIR/|name| as .npy (when |descr|) or
// raw; false on failure (recorded).
static bool sr_rt_dump_file(sr_rt_dump_sink_t* sink, const char* name,
                            const char* descr, uint32_t rank,
                            const int64_t* shape, const uint8_t* data,
                            uint64_t length) {
  char path[4096];
  snprintf(path, sizeof(path), "%s/%s", sink->path, name);
  FILE* file = fopen(path, "wb");
  if (!file) {
    sr_rt_dump_fail(sink, SR_MAKE_STATUS(SR_STATUS_PERMISSION_DENIED,
                                         "cannot create the dump '%s': %s",
                                         path, strerror(errno)));
    return false;
  }
  bool ok = !descr || sr_npy_write_header(file, descr, rank, shape);
  ok = ok && (length == 0 || fwrite(data, 1, (size_t)length, file) == length);
  if (fclose(file) != 0) ok = false;
  if (!ok) {
    sr_rt_dump_fail(sink, SR_MAKE_STATUS(SR_STATUS_DATA_LOSS,
                                         "failed writing the dump '%s'", path));
  }
  return ok;
}

static void sr_rt_dump_side(sr_rt_dump_sink_t* sink,
                            const sr_rt_dump_pending_t* p,
                            sr_rt_dump_tensor_t* t, const uint8_t* base,
                            bool after) {
  char descr_buffer[SR_NPY_DESCR_CAPACITY];
  const char* descr =
      t->range ? sr_rt_npy_descr(t->range->element_type, descr_buffer) : NULL;
  sr_rt_dump_side_t* side = after ? &t->after : &t->before;
  char sub[24] = "";
  if (t->subspan >= 0) snprintf(sub, sizeof(sub), "_s%d", (int)t->subspan);
  snprintf(side->file, sizeof(side->file), "d%06" PRIu64 "_b%u%s_%s.%s",
           p->ordinal, (unsigned)t->binding, sub, after ? "out" : "in",
           descr ? "npy" : "bin");
  const uint8_t* data = base + t->offset;
  if (!sr_rt_dump_file(sink, side->file, descr, t->range ? t->range->rank : 0,
                       t->range ? t->range->shape : NULL, data, t->length)) {
    return;
  }
  side->hash = sr_rt_fnv1a64(SR_RT_FNV1A64_OFFSET, data, (size_t)t->length);
  side->present = true;
}

static sr_rt_dump_tensor_t* sr_rt_dump_add_tensor(sr_rt_dump_sink_t* sink,
                                                  sr_rt_dump_pending_t* p) {
  if (p->tensor_count == p->tensor_capacity) {
    uint32_t capacity = p->tensor_capacity ? p->tensor_capacity * 2 : 8;
    void* grown = p->tensors;
    sr_status_t status = sr_allocator_realloc(
        sink->allocator, capacity * sizeof(sr_rt_dump_tensor_t), &grown);
    if (status) {
      sr_rt_dump_fail(sink, status);
      return NULL;
    }
    p->tensors = grown;
    p->tensor_capacity = capacity;
  }
  sr_rt_dump_tensor_t* t = &p->tensors[p->tensor_count++];
  memset(t, 0, sizeof(*t));
  return t;
}

// The tensors of every binding: its subspans when all are known and inside
// the binding, else the binding raw.
static void sr_rt_dump_plan(sr_rt_dump_sink_t* sink, sr_rt_dump_pending_t* p,
                            const sr_rt_event_dispatch_t* d) {
  for (uint32_t i = 0; i < d->binding_count; ++i) {
    const sr_rt_event_binding_t* b = &d->bindings[i];
    const sr_rt_binding_range_list_t* list =
        sr_rt_binding_ranges_get(&p->ranges, i);
    bool known = list && list->count;
    for (uint32_t r = 0; known && r < list->count; ++r) {
      const sr_rt_binding_range_t* range = &list->ranges[r];
      known = range->offset <= b->length &&
              range->length <= b->length - range->offset;
    }
    if (!known) {
      sr_rt_dump_tensor_t* t = sr_rt_dump_add_tensor(sink, p);
      if (!t) return;
      t->binding = i;
      t->subspan = -1;
      t->length = b->length;
      t->read = (b->access & 1) != 0;
      t->write = (b->access & 2) != 0;
      continue;
    }
    for (uint32_t r = 0; r < list->count; ++r) {
      const sr_rt_binding_range_t* range = &list->ranges[r];
      sr_rt_dump_tensor_t* t = sr_rt_dump_add_tensor(sink, p);
      if (!t) return;
      t->binding = i;
      t->subspan = list->count > 1 ? (int32_t)r : -1;
      t->range = range;
      t->offset = range->offset;
      t->length = range->length;
      t->read = range->read;
      t->write = range->write;
    }
  }
}

static void sr_rt_dump_begin(sr_rt_dump_sink_t* sink, sr_rt_dump_pending_t* p,
                             const sr_rt_event_t* event) {
  const sr_rt_event_dispatch_t* d = event->dispatch;
  p->tensor_count = 0;
  p->length = 0;
  sr_status_t status = sr_rt_binding_ranges_compute(sink->allocator, d->instr,
                                                    d->frame, &p->ranges);
  if (status) {
    sr_rt_dump_fail(sink, status);
    return;
  }
  sr_rt_dump_plan(sink, p, d);
  for (uint32_t k = 0; k < p->tensor_count; ++k) {
    sr_rt_dump_tensor_t* t = &p->tensors[k];
    if (t->read) sr_rt_dump_side(sink, p, t, d->bindings[t->binding].data, 0);
  }
  p->active = true;
}

static void sr_rt_line_side(sr_rt_dump_sink_t* sink, sr_rt_dump_pending_t* p,
                            const char* key, const sr_rt_dump_side_t* side) {
  if (!side->present) return;
  sr_rt_line_append(
      sink, p, ",\"%s\":{\"file\":\"%s\",\"hash\":\"fnv1a64:%016" PRIx64 "\"}",
      key, side->file, side->hash);
}

static const char* sr_rt_access_name(uint32_t access) {
  return access == 3 ? "readwrite" : access == 2 ? "write" : "read";
}

static void sr_rt_dump_end(sr_rt_dump_sink_t* sink, sr_rt_dump_pending_t* p,
                           const sr_rt_event_t* event) {
  const sr_event_t* e = &event->e;
  const sr_rt_event_dispatch_t* d = event->dispatch;
  for (uint32_t k = 0; k < p->tensor_count; ++k) {
    sr_rt_dump_tensor_t* t = &p->tensors[k];
    if (t->write) sr_rt_dump_side(sink, p, t, d->bindings[t->binding].data, 1);
  }
  sr_rt_line_append(sink, p,
                    "{\"ordinal\":%" PRIu64 ",\"export\":", p->ordinal);
  sr_rt_line_string(sink, p, e->detail);
  sr_rt_line_append(sink, p, ",\"op\":");
  sr_rt_line_string(sink, p, e->name);
  char loc[1024] = "";
  if (e->loc.line) {
    snprintf(loc, sizeof(loc), "%s:%u:%u", e->loc.file ? e->loc.file : "?",
             e->loc.line, e->loc.column);
  }
  sr_rt_line_append(sink, p, ",\"location\":");
  sr_rt_line_string(sink, p, loc);
  sr_rt_line_append(sink, p, ",\"workload\":[");
  for (uint32_t i = 0; i < d->workload_count; ++i) {
    sr_rt_line_append(sink, p, "%s%" PRIu64, i ? "," : "", d->workload[i]);
  }
  sr_rt_line_append(sink, p, "],\"workgroup_count\":[%u,%u,%u],\"status\":",
                    e->workgroup_count[0], e->workgroup_count[1],
                    e->workgroup_count[2]);
  if (e->status) {
    char message[1024];
    sr_status_format(e->status, message, sizeof(message));
    char* newline = strchr(message, '\n');
    if (newline) *newline = 0;
    sr_rt_line_string(sink, p, message);
  } else {
    sr_rt_line_string(sink, p, "ok");
  }
  sr_rt_line_append(sink, p, ",\"bindings\":[");
  uint32_t k = 0;
  for (uint32_t i = 0; i < d->binding_count; ++i) {
    const sr_rt_event_binding_t* b = &d->bindings[i];
    sr_rt_line_append(sink, p,
                      "%s{\"binding\":%u,\"access\":\"%s\",\"offset\":%" PRIu64
                      ",\"length\":%" PRIu64 ",\"tensors\":[",
                      i ? "," : "", i, sr_rt_access_name(b->access), b->offset,
                      b->length);
    for (bool first = true; k < p->tensor_count && p->tensors[k].binding == i;
         ++k, first = false) {
      const sr_rt_dump_tensor_t* t = &p->tensors[k];
      sr_rt_line_append(sink, p,
                        "%s{\"offset\":%" PRIu64 ",\"length\":%" PRIu64,
                        first ? "" : ",", t->offset, t->length);
      if (t->range) {
        char type[32];
        sr_element_type_format(t->range->element_type, type, sizeof(type));
        sr_rt_line_append(sink, p, ",\"element_type\":\"%s\",\"shape\":[",
                          type);
        for (uint32_t r = 0; r < t->range->rank; ++r) {
          sr_rt_line_append(sink, p, "%s%lld", r ? "," : "",
                            (long long)t->range->shape[r]);
        }
        sr_rt_line_append(sink, p, "]");
      }
      sr_rt_line_side(sink, p, "before", &t->before);
      sr_rt_line_side(sink, p, "after", &t->after);
      sr_rt_line_append(sink, p, "}");
    }
    sr_rt_line_append(sink, p, "]}");
  }
  sr_rt_line_append(sink, p, "]}\n");
  pthread_mutex_lock(&sink->mutex);
  if (!sink->failure && p->line &&
      fwrite(p->line, 1, p->length, sink->index) != p->length) {
    sink->failure = SR_MAKE_STATUS(
        SR_STATUS_DATA_LOSS, "failed writing '%s/index.jsonl'", sink->path);
  }
  pthread_mutex_unlock(&sink->mutex);
  sr_rt_binding_ranges_free(sink->allocator, &p->ranges);
  memset(&p->ranges, 0, sizeof(p->ranges));
  p->active = false;
}

static sr_rt_dump_pending_t* sr_rt_dump_pending(sr_rt_dump_sink_t* sink,
                                                sr_rt_event_thread_t* thread) {
  sr_rt_dump_pending_t* p =
      (sr_rt_dump_pending_t*)thread->sink_state[sink->base.slot];
  if (p) return p;
  sr_status_t status =
      sr_allocator_calloc(sink->allocator, sizeof(*p), (void**)&p);
  if (status) {
    sr_rt_dump_fail(sink, status);
    return NULL;
  }
  pthread_mutex_lock(&sink->mutex);
  p->next = sink->pendings;
  sink->pendings = p;
  pthread_mutex_unlock(&sink->mutex);
  thread->sink_state[sink->base.slot] = p;
  return p;
}

static void sr_rt_dump_event(sr_rt_sink_t* base, sr_rt_event_thread_t* thread,
                             const sr_rt_event_t* event) {
  sr_rt_dump_sink_t* sink = (sr_rt_dump_sink_t*)base;
  if (event->e.kind != SR_EVENT_DISPATCH || !event->dispatch) return;
  sr_rt_dump_pending_t* p = sr_rt_dump_pending(sink, thread);
  if (!p) return;
  if (event->e.phase == SR_EVENT_END) {
    if (p->active) sr_rt_dump_end(sink, p, event);
    return;
  }
  if (event->e.phase != SR_EVENT_BEGIN) return;
  pthread_mutex_lock(&sink->mutex);
  uint64_t ordinal = sink->next_ordinal++;
  bool selected = !sink->failure &&
                  sr_rt_filter_selects(&sink->filter, ordinal, event->e.detail);
  pthread_mutex_unlock(&sink->mutex);
  if (!selected) return;
  p->ordinal = ordinal;
  sr_rt_dump_begin(sink, p, event);
}

static sr_status_t sr_rt_dump_flush(sr_rt_sink_t* base,
                                    sr_rt_events_t* events) {
  (void)events;
  sr_rt_dump_sink_t* sink = (sr_rt_dump_sink_t*)base;
  pthread_mutex_lock(&sink->mutex);
  if (!sink->failure && fflush(sink->index) != 0) {
    sink->failure = SR_MAKE_STATUS(
        SR_STATUS_DATA_LOSS, "failed writing '%s/index.jsonl'", sink->path);
  }
  sr_status_t status =
      sink->failure ? sr_status_clone(sink->failure) : sr_ok_status();
  pthread_mutex_unlock(&sink->mutex);
  return status;
}

static void sr_rt_dump_destroy(sr_rt_sink_t* base) {
  sr_rt_dump_sink_t* sink = (sr_rt_dump_sink_t*)base;
  sr_allocator_t allocator = sink->allocator;
  sr_rt_dump_pending_t* p = sink->pendings;
  while (p) {
    sr_rt_dump_pending_t* next = p->next;
    sr_rt_binding_ranges_free(allocator, &p->ranges);
    sr_allocator_free(allocator, p->tensors);
    sr_allocator_free(allocator, p->line);
    sr_allocator_free(allocator, p);
    p = next;
  }
  if (sink->index) fclose(sink->index);
  sr_status_ignore(sink->failure);
  sr_rt_filter_free(allocator, &sink->filter);
  pthread_mutex_destroy(&sink->mutex);
  sr_allocator_free(allocator, sink->path);
  sr_allocator_free(allocator, sink);
}

// mkdir -p.
static sr_status_t sr_rt_make_directories(const char* path) {
  char buffer[4096];
  size_t n = strlen(path);
  if (n >= sizeof(buffer)) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "dump folder path too long");
  }
  memcpy(buffer, path, n + 1);
  for (size_t i = 1; i <= n; ++i) {
    if (buffer[i] != '/' && buffer[i] != 0) continue;
    char saved = buffer[i];
    buffer[i] = 0;
    if (mkdir(buffer, 0777) != 0 && errno != EEXIST) {
      return SR_MAKE_STATUS(SR_STATUS_PERMISSION_DENIED,
                            "cannot create the dump folder '%s': %s", buffer,
                            strerror(errno));
    }
    buffer[i] = saved;
  }
  struct stat st;
  if (stat(path, &st) != 0 || !S_ISDIR(st.st_mode)) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT, "'%s' is not a folder",
                          path);
  }
  return sr_ok_status();
}

sr_status_t sr_rt_dump_sink_create(sr_allocator_t allocator, const char* path,
                                   const char* filter, sr_rt_sink_t** out) {
  *out = NULL;
  sr_rt_dump_sink_t* sink = NULL;
  SR_RETURN_IF_ERROR(
      sr_allocator_calloc(allocator, sizeof(*sink), (void**)&sink));
  sink->allocator = allocator;
  pthread_mutex_init(&sink->mutex, NULL);
  sink->base.event = sr_rt_dump_event;
  sink->base.flush = sr_rt_dump_flush;
  sink->base.destroy = sr_rt_dump_destroy;
  sink->base.wants_program_order = true;
  size_t n = strlen(path);
  while (n > 1 && path[n - 1] == '/') --n;
  sr_status_t status =
      sr_allocator_malloc(allocator, n + 1, (void**)&sink->path);
  if (!status) {
    memcpy(sink->path, path, n);
    sink->path[n] = 0;
    status = sr_rt_filter_parse(allocator, filter, &sink->filter);
  }
  if (!status) status = sr_rt_make_directories(sink->path);
  char index[4200];
  if (!status) {
    snprintf(index, sizeof(index), "%s/index.jsonl", sink->path);
    struct stat st;
    if (stat(index, &st) == 0) {
      status = SR_MAKE_STATUS(SR_STATUS_ALREADY_EXISTS,
                              "'%s' already holds a dump (index.jsonl); "
                              "dump into an empty folder",
                              sink->path);
    }
  }
  if (!status) {
    sink->index = fopen(index, "w");
    if (!sink->index) {
      status = SR_MAKE_STATUS(SR_STATUS_PERMISSION_DENIED,
                              "cannot create '%s': %s", index, strerror(errno));
    }
  }
  if (status) {
    sr_rt_dump_destroy(&sink->base);
    return status;
  }
  *out = &sink->base;
  return sr_ok_status();
}
