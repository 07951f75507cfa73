// Chrome trace-event JSON. See trace_json.h.

#include "cpu_backend/trace/trace_json.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cpu_backend/collective/collective.h"
#include "cpu_backend/trace/events.h"
#include "streamref/version.h"

enum { SR_RT_TRACE_CHUNK_BYTES = 256 * 1024 };

typedef struct sr_rt_trace_chunk_t {
  struct sr_rt_trace_chunk_t* next;
  size_t used;
  char text[SR_RT_TRACE_CHUNK_BYTES];
} sr_rt_trace_chunk_t;

// One event as recorded on its thread: the event with its strings as
// offsets into the thread's string pool (formatted as JSON at flush).
typedef struct sr_rt_trace_record_t {
  sr_event_t e;  // name, detail, loc.file, thread_name, status: unset
  uint32_t name, detail, file, error;  // pool offset + 1; 0: none
  bool has_collective;
  sr_rt_event_collective_t collective;
} sr_rt_trace_record_t;

// A string the thread interned: its address when seen and where its copy
// is. A hit is checked by content too (a name freed with its module may
// have its address reused).
typedef struct sr_rt_trace_string_t {
  const char* ptr;
  uint32_t offset;  // + 1
  uint32_t length;
} sr_rt_trace_string_t;

enum { SR_RT_TRACE_STRING_CACHE = 64 };

// One thread's records and strings.
typedef struct sr_rt_trace_buffer_t {
  struct sr_rt_trace_buffer_t* next;  // all buffers of the sink
  sr_rt_trace_chunk_t* first;         // records
  sr_rt_trace_chunk_t* last;
  char* pool;  // NUL-terminated strings
  size_t pool_used;
  size_t pool_capacity;
  sr_rt_trace_string_t strings[SR_RT_TRACE_STRING_CACHE];
} sr_rt_trace_buffer_t;

typedef struct sr_rt_trace_sink_t {
  sr_rt_sink_t base;
  sr_allocator_t allocator;
  char* path;
  pthread_mutex_t mutex;  // buffers
  sr_rt_trace_buffer_t* buffers;
  _Atomic uint64_t bytes;
  _Atomic uint64_t dropped;
} sr_rt_trace_sink_t;

// Where flush writes the lines.
typedef struct sr_rt_trace_writer_t {
  FILE* file;
  bool ok;
  uint64_t epoch;
  uint64_t next_flow;
  uint64_t dropped;  // lines too long
} sr_rt_trace_writer_t;

// An event's text, built on the stack, then written. Text that does not
// fit is dropped (an event is at most a few hundred bytes; names and
// messages are bounded below).
typedef struct sr_rt_trace_line_t {
  char text[4096];
  size_t length;
  bool overflow;
} sr_rt_trace_line_t;

static void sr_rt_line_raw(sr_rt_trace_line_t* line, const char* text,
                           size_t length) {
  if (line->length + length >= sizeof(line->text)) {
    line->overflow = true;
    return;
  }
  memcpy(line->text + line->length, text, length);
  line->length += length;
}

static void sr_rt_line_cstr(sr_rt_trace_line_t* line, const char* text) {
  sr_rt_line_raw(line, text, strlen(text));
}

// Whether any of the 8 bytes of |w| needs an escape in a JSON string (a
// control byte, '"' or '\\'): the has-a-zero-byte test on w, w ^ '"..."' and
// w ^ '\\...\\', and the has-a-byte-below test for 0x20.
static bool sr_rt_needs_escape8(uint64_t w) {
  const uint64_t ones = 0x0101010101010101ull, highs = 0x8080808080808080ull;
  uint64_t quote = w ^ (ones * '"');
  uint64_t backslash = w ^ (ones * '\\');
  uint64_t any =
      ((w - ones * 0x20) | (quote - ones) | (backslash - ones)) & ~w & highs;
  // ~w keeps only bytes below 0x80; the subtractions borrow into bytes
  // above a hit, but only after a real hit, so "any" is exact as a yes/no.
  return any != 0;
}

// The escaped bytes of at most |max| bytes of |text|, without quotes.
static void sr_rt_line_escaped(sr_rt_trace_line_t* line, const char* text,
                               size_t max) {
  if (!text) return;
  // Names and paths rarely need an escape: find out 8 bytes at a time and
  // copy them at once.
  size_t n = strnlen(text, max);
  size_t plain = 0;
  while (plain + 8 <= n) {
    uint64_t w;
    memcpy(&w, text + plain, 8);
    if (sr_rt_needs_escape8(w)) break;
    plain += 8;
  }
  if (plain < n && n - plain < 8) {
    // The last 1 to 7 bytes, padded with plain ones.
    uint64_t w = 0x6161616161616161ull;
    memcpy(&w, text + plain, n - plain);
    if (!sr_rt_needs_escape8(w)) plain = n;
  }
  if (plain) sr_rt_line_raw(line, text, plain);
  if (plain == n) return;
  size_t i = plain;
  while (i < max && text[i]) {
    // The run of bytes that need no escape, copied at once.
    size_t run = i;
    while (run < max && text[run] && (unsigned char)text[run] >= 0x20 &&
           text[run] != '"' && text[run] != '\\') {
      ++run;
    }
    if (run > i) sr_rt_line_raw(line, text + i, run - i);
    i = run;
    if (i >= max || !text[i]) break;
    unsigned char c = (unsigned char)text[i++];
    if (c == '"' || c == '\\') {
      char escaped[2] = {'\\', (char)c};
      sr_rt_line_raw(line, escaped, 2);
    } else {
      static const char kHex[] = "0123456789abcdef";
      char escaped[6] = {'\\', 'u', '0', '0', kHex[c >> 4], kHex[c & 15]};
      sr_rt_line_raw(line, escaped, 6);
    }
  }
}

// A JSON string of at most |max| bytes of |text|.
static void sr_rt_line_string(sr_rt_trace_line_t* line, const char* text,
                              size_t max) {
  sr_rt_line_raw(line, "\"", 1);
  sr_rt_line_escaped(line, text, max);
  sr_rt_line_raw(line, "\"", 1);
}

// Decimal digits without printf (formatting was most of an event's cost),
// two at a time.
static void sr_rt_line_u64(sr_rt_trace_line_t* line, uint64_t value) {
  static const char kPairs[] =
      "00010203040506070809101112131415161718192021222324252627282930313233"
      "34353637383940414243444546474849505152535455565758596061626364656667"
      "6869707172737475767778798081828384858687888990919293949596979899";
  char digits[24];
  size_t n = sizeof(digits);
  while (value >= 100) {
    unsigned pair = (unsigned)(value % 100) * 2;
    value /= 100;
    digits[--n] = kPairs[pair + 1];
    digits[--n] = kPairs[pair];
  }
  if (value >= 10) {
    digits[--n] = kPairs[value * 2 + 1];
    digits[--n] = kPairs[value * 2];
  } else {
    digits[--n] = (char)('0' + value);
  }
  sr_rt_line_raw(line, digits + n, sizeof(digits) - n);
}

// `"0x1f"`: an async span's id, quoted as the format wants it.
static void sr_rt_line_hex_id(sr_rt_trace_line_t* line, uint64_t value) {
  static const char kHex[] = "0123456789abcdef";
  char digits[24];
  size_t n = sizeof(digits);
  digits[--n] = '"';
  do {
    digits[--n] = kHex[value & 15];
    value >>= 4;
  } while (value);
  digits[--n] = 'x';
  digits[--n] = '0';
  digits[--n] = '"';
  sr_rt_line_raw(line, digits + n, sizeof(digits) - n);
}

// Microseconds with three decimals.
static void sr_rt_line_us(sr_rt_trace_line_t* line, uint64_t ns) {
  sr_rt_line_u64(line, ns / 1000);
  unsigned fraction = (unsigned)(ns % 1000);
  char decimals[4] = {'.', (char)('0' + fraction / 100),
                      (char)('0' + fraction / 10 % 10),
                      (char)('0' + fraction % 10)};
  sr_rt_line_raw(line, decimals, 4);
}

static void sr_rt_line_key(sr_rt_trace_line_t* line, const char* key) {
  sr_rt_line_raw(line, ",\"", 2);
  sr_rt_line_cstr(line, key);
  sr_rt_line_raw(line, "\":", 2);
}

static void sr_rt_line_i64(sr_rt_trace_line_t* line, int64_t value) {
  if (value < 0) sr_rt_line_raw(line, "-", 1);
  sr_rt_line_u64(line, value < 0 ? 0 - (uint64_t)value : (uint64_t)value);
}

// The root or peers a collective's |param| names, by kind (the HAL's
// meaning; collective/README.md): "root" of broadcast and reduce, "peer"
// of send and recv, "send_to" / "recv_from" of send_recv (absent: none).
static void sr_rt_line_collective_param(sr_rt_trace_line_t* line,
                                        const sr_rt_event_collective_t* c,
                                        bool* first) {
  const char* key = NULL;
  switch (c->kind) {
    case SR_COLLECTIVE_BROADCAST:
    case SR_COLLECTIVE_REDUCE:
      key = "root";
      break;
    case SR_COLLECTIVE_SEND:
    case SR_COLLECTIVE_RECV:
      key = "peer";
      break;
    case SR_COLLECTIVE_SEND_RECV: {
      uint32_t to = c->param & 0xFFFFu, from = c->param >> 16;
      if (to != SR_COLLECTIVE_NO_PEER) {
        sr_rt_line_cstr(line, *first ? "\"send_to\":" : ",\"send_to\":");
        sr_rt_line_u64(line, to);
        *first = false;
      }
      if (from != SR_COLLECTIVE_NO_PEER) {
        sr_rt_line_cstr(line, *first ? "\"recv_from\":" : ",\"recv_from\":");
        sr_rt_line_u64(line, from);
        *first = false;
      }
      return;
    }
    default:
      return;
  }
  sr_rt_line_cstr(line, *first ? "\"" : ",\"");
  sr_rt_line_cstr(line, key);
  sr_rt_line_raw(line, "\":", 2);
  sr_rt_line_u64(line, c->param);
  *first = false;
}

static sr_rt_trace_buffer_t* sr_rt_trace_buffer(sr_rt_trace_sink_t* sink,
                                                sr_rt_event_thread_t* thread) {
  sr_rt_trace_buffer_t* buffer =
      (sr_rt_trace_buffer_t*)thread->sink_state[sink->base.slot];
  if (buffer) return buffer;
  sr_status_t status =
      sr_allocator_calloc(sink->allocator, sizeof(*buffer), (void**)&buffer);
  if (status) {
    sr_status_ignore(status);
    return NULL;
  }
  pthread_mutex_lock(&sink->mutex);
  buffer->next = sink->buffers;
  sink->buffers = buffer;
  pthread_mutex_unlock(&sink->mutex);
  thread->sink_state[sink->base.slot] = buffer;
  return buffer;
}

//===----------------------------------------------------------------------===//
// Recording (the emitting thread: no lock, no formatting)
//===----------------------------------------------------------------------===//

// Room for |bytes| more in the thread's records (a new chunk when full);
// NULL past SR_RT_TRACE_MAX_BYTES or out of memory.
static char* sr_rt_trace_reserve(sr_rt_trace_sink_t* sink,
                                 sr_rt_trace_buffer_t* buffer, size_t bytes) {
  sr_rt_trace_chunk_t* chunk = buffer->last;
  if (!chunk || chunk->used + bytes > sizeof(chunk->text)) {
    if (atomic_fetch_add_explicit(&sink->bytes, sizeof(*chunk),
                                  memory_order_relaxed) >
        SR_RT_TRACE_MAX_BYTES) {
      return NULL;
    }
    sr_status_t status =
        sr_allocator_malloc(sink->allocator, sizeof(*chunk), (void**)&chunk);
    if (status) {
      sr_status_ignore(status);
      return NULL;
    }
    chunk->next = NULL;
    chunk->used = 0;
    if (buffer->last) {
      buffer->last->next = chunk;
    } else {
      buffer->first = chunk;
    }
    buffer->last = chunk;
  }
  char* at = chunk->text + chunk->used;
  chunk->used += bytes;
  return at;
}

// Appends |length| bytes of |text| and a NUL to the thread's pool; its
// offset + 1, or 0 (out of memory, or past SR_RT_TRACE_MAX_BYTES).
static uint32_t sr_rt_trace_pool_add(sr_rt_trace_sink_t* sink,
                                     sr_rt_trace_buffer_t* buffer,
                                     const char* text, size_t length) {
  if (buffer->pool_used + length + 1 > buffer->pool_capacity) {
    size_t capacity = buffer->pool_capacity ? buffer->pool_capacity : 4096;
    while (capacity < buffer->pool_used + length + 1) capacity *= 2;
    if (capacity > UINT32_MAX ||
        atomic_fetch_add_explicit(
            &sink->bytes, capacity - buffer->pool_capacity,
            memory_order_relaxed) > SR_RT_TRACE_MAX_BYTES) {
      return 0;
    }
    sr_status_t status =
        sr_allocator_realloc(sink->allocator, capacity, (void**)&buffer->pool);
    if (status) {
      sr_status_ignore(status);
      return 0;
    }
    buffer->pool_capacity = capacity;
  }
  uint32_t offset = (uint32_t)buffer->pool_used;
  memcpy(buffer->pool + offset, text, length);
  buffer->pool[offset + length] = 0;
  buffer->pool_used += length + 1;
  return offset + 1;
}

// |text| in the thread's pool (0 for NULL): a string seen before at this
// address with this content is not copied again (an event's strings are
// the same few names op after op).
static uint32_t sr_rt_trace_intern(sr_rt_trace_sink_t* sink,
                                   sr_rt_trace_buffer_t* buffer,
                                   const char* text) {
  if (!text) return 0;
  sr_rt_trace_string_t* slot =
      &buffer->strings[((uintptr_t)text >> 3) % SR_RT_TRACE_STRING_CACHE];
  if (slot->ptr == text && slot->offset &&
      memcmp(buffer->pool + slot->offset - 1, text, slot->length + 1) == 0) {
    return slot->offset;
  }
  size_t length = strnlen(text, 4096);
  uint32_t offset = sr_rt_trace_pool_add(sink, buffer, text, length);
  if (offset) {
    slot->ptr = text;
    slot->offset = offset;
    slot->length = (uint32_t)length;
  }
  return offset;
}

// `"ph":P,"ts":T,"pid":1,"tid":N` after the opening brace.
static void sr_rt_line_begin(sr_rt_trace_line_t* line, const char* phase,
                             uint64_t ts_ns, uint32_t tid) {
  line->length = 0;
  line->overflow = false;
  sr_rt_line_cstr(line, "{\"ph\":\"");
  sr_rt_line_cstr(line, phase);
  sr_rt_line_cstr(line, "\",\"ts\":");
  sr_rt_line_us(line, ts_ns);
  sr_rt_line_cstr(line, ",\"pid\":1,\"tid\":");
  sr_rt_line_u64(line, tid);
}

// The args every slice of an op has.
static void sr_rt_line_op_args(sr_rt_trace_line_t* line,
                               const sr_rt_event_t* event, const char* error) {
  const sr_event_t* e = &event->e;
  sr_rt_line_raw(line, "\"args\":{", 8);
  bool first = true;
#define SR_RT_ARG(key)                                               \
  do {                                                               \
    sr_rt_line_cstr(line, first ? "\"" key "\":" : ",\"" key "\":"); \
    first = false;                                                   \
  } while (0)
  if (e->name && e->detail) {
    SR_RT_ARG("op");
    sr_rt_line_string(line, e->name, 256);
  }
  if (e->loc.line) {
    SR_RT_ARG("location");  // "file:line:col"
    sr_rt_line_raw(line, "\"", 1);
    sr_rt_line_escaped(line, e->loc.file ? e->loc.file : "?", 1000);
    sr_rt_line_raw(line, ":", 1);
    sr_rt_line_u64(line, e->loc.line);
    sr_rt_line_raw(line, ":", 1);
    sr_rt_line_u64(line, e->loc.column);
    sr_rt_line_raw(line, "\"", 1);
  }
  if (e->kind == SR_EVENT_DISPATCH && e->detail) {
    const char* sep = strstr(e->detail, "::");
    size_t exe_length = sep ? (size_t)(sep - e->detail) : strlen(e->detail);
    SR_RT_ARG("executable");
    sr_rt_line_raw(line, "\"", 1);
    sr_rt_line_escaped(line, e->detail, exe_length < 255 ? exe_length : 255);
    sr_rt_line_raw(line, "\"", 1);
    SR_RT_ARG("export");
    sr_rt_line_string(line, sep ? sep + 2 : e->detail, 256);
    SR_RT_ARG("workgroup_count");
    for (int i = 0; i < 3; ++i) {
      sr_rt_line_raw(line, i ? "," : "[", 1);
      sr_rt_line_u64(line, e->workgroup_count[i]);
    }
    sr_rt_line_raw(line, "]", 1);
  } else if (event->collective) {
    const sr_rt_event_collective_t* c = event->collective;
    SR_RT_ARG("collective");
    sr_rt_line_string(
        line, c->is_split ? "split" : sr_collective_kind_name(c->kind), 64);
    if (c->is_split) {
      SR_RT_ARG("color");
      sr_rt_line_i64(line, (int32_t)c->param);
      SR_RT_ARG("key");
      sr_rt_line_i64(line, c->key);
    } else {
      if (c->reduction != SR_COLLECTIVE_REDUCTION_NONE) {
        SR_RT_ARG("reduction");
        sr_rt_line_string(line, sr_collective_reduction_name(c->reduction), 64);
      }
      SR_RT_ARG("element_type");
      sr_rt_line_string(line, sr_collective_type_name(c->type), 64);
      SR_RT_ARG("element_count");
      sr_rt_line_u64(line, c->element_count);
      sr_rt_line_collective_param(line, c, &first);
    }
    SR_RT_ARG("rank");
    sr_rt_line_i64(line, c->rank);
    SR_RT_ARG("ranks");
    sr_rt_line_i64(line, c->count);
  } else if (e->detail) {
    SR_RT_ARG("detail");
    sr_rt_line_string(line, e->detail, 512);
  }
  bool bytes = e->kind == SR_EVENT_DISPATCH || e->kind == SR_EVENT_FILL ||
               e->kind == SR_EVENT_COPY || e->kind == SR_EVENT_COLLECTIVE ||
               e->kind == SR_EVENT_CALL || e->kind == SR_EVENT_FILE_READ ||
               e->kind == SR_EVENT_FILE_WRITE || e->kind == SR_EVENT_PARAMETER;
  if (bytes) {
    SR_RT_ARG("bytes_read");
    sr_rt_line_u64(line, e->bytes_read);
    SR_RT_ARG("bytes_written");
    sr_rt_line_u64(line, e->bytes_written);
  }
  if (e->kind == SR_EVENT_WAIT || e->kind == SR_EVENT_SIGNAL) {
    SR_RT_ARG("timepoint");
    sr_rt_line_u64(line, e->id);
  } else if (e->id) {
    SR_RT_ARG("region");
    sr_rt_line_u64(line, e->id);
  }
  if (e->kind == SR_EVENT_LOAD) {
    SR_RT_ARG("bytes");
    sr_rt_line_u64(line, e->value);
  }
  if (error) {
    SR_RT_ARG("error");
    sr_rt_line_string(line, error, 1536);
  }
#undef SR_RT_ARG
  sr_rt_line_raw(line, "}", 1);
}

// "name" (a dispatch's export, else the op or function) and "cat".
static void sr_rt_line_name(sr_rt_trace_line_t* line, const sr_event_t* e,
                            const char* category) {
  bool by_detail =
      e->kind == SR_EVENT_DISPATCH || e->kind == SR_EVENT_COLLECTIVE;
  const char* name = by_detail && e->detail ? e->detail
                     : e->name              ? e->name
                                            : sr_event_kind_name(e->kind);
  sr_rt_line_key(line, "name");
  sr_rt_line_string(line, name, 512);
  sr_rt_line_key(line, "cat");
  sr_rt_line_string(line, category, 64);
}

//===----------------------------------------------------------------------===//
// Formatting (at flush)
//===----------------------------------------------------------------------===//

// Writes the line, then ",\n".
static void sr_rt_trace_write(sr_rt_trace_writer_t* w,
                              sr_rt_trace_line_t* line) {
  sr_rt_line_raw(line, ",\n", 2);
  if (line->overflow) {
    ++w->dropped;
    return;
  }
  if (w->ok && fwrite(line->text, 1, line->length, w->file) != line->length) {
    w->ok = false;
  }
}

// A pair of flow events from |release| to (ts_ns, tid).
static void sr_rt_trace_flow(sr_rt_trace_writer_t* w,
                             const sr_event_release_t* release, uint64_t ts_ns,
                             uint32_t tid, bool enclosing) {
  uint64_t epoch = w->epoch;
  uint64_t id = w->next_flow++;
  // A submission (timepoint 0) "submit"s; a completion "release"s.
  const char* head = release->timepoint
                         ? ",\"name\":\"release\",\"cat\":\"timepoint\",\"id\":"
                         : ",\"name\":\"submit\",\"cat\":\"timepoint\",\"id\":";
  sr_rt_trace_line_t line;
  uint64_t from = release->time_ns > epoch ? release->time_ns - epoch : 0;
  sr_rt_line_begin(&line, "s", from, release->thread);
  sr_rt_line_cstr(&line, head);
  sr_rt_line_u64(&line, id);
  sr_rt_line_cstr(&line, "}");
  sr_rt_trace_write(w, &line);
  sr_rt_line_begin(&line, "f", ts_ns - epoch, tid);
  sr_rt_line_cstr(&line, head);
  sr_rt_line_u64(&line, id);
  if (enclosing) sr_rt_line_cstr(&line, ",\"bp\":\"e\"");
  sr_rt_line_cstr(&line, "}");
  sr_rt_trace_write(w, &line);
}

// The lines of one recorded event (|error|: its failure's first line).
static void sr_rt_trace_format(sr_rt_trace_writer_t* w,
                               const sr_rt_event_t* event, const char* error) {
  const sr_event_t* e = &event->e;
  uint64_t epoch = w->epoch;
  sr_rt_trace_line_t line;
  switch (e->kind) {
    case SR_EVENT_ALLOCATION:
      sr_rt_line_begin(&line, "C", e->time_ns - epoch, e->thread);
      sr_rt_line_cstr(
          &line, ",\"name\":\"live allocation bytes\",\"args\":{\"bytes\":");
      sr_rt_line_u64(&line, e->value);
      sr_rt_line_cstr(&line, "}}");
      sr_rt_trace_write(w, &line);
      return;
    case SR_EVENT_SIGNAL:
      sr_rt_line_begin(&line, "X", e->time_ns - epoch, e->thread);
      sr_rt_line_cstr(&line, ",\"dur\":0.001");
      sr_rt_line_name(&line, e, "timepoint");
      if (error) sr_rt_line_cstr(&line, ",\"cname\":\"terrible\"");
      sr_rt_line_raw(&line, ",", 1);
      sr_rt_line_op_args(&line, event, error);
      sr_rt_line_raw(&line, "}", 1);
      sr_rt_trace_write(w, &line);
      return;
    case SR_EVENT_REGION:
    case SR_EVENT_WAVE:
    case SR_EVENT_PARAMETER: {
      if (e->phase != SR_EVENT_BEGIN && e->phase != SR_EVENT_END) return;
      uint64_t ts = e->time_ns - epoch;
      sr_rt_line_begin(&line, e->phase == SR_EVENT_BEGIN ? "b" : "e", ts,
                       e->thread);
      // Waves nest inside their region: one category and id, one async
      // track per submission.
      sr_rt_line_name(&line, e,
                      e->kind == SR_EVENT_PARAMETER ? "parameter" : "region");
      sr_rt_line_key(&line, "id");
      sr_rt_line_hex_id(&line, e->id);
      if (error) sr_rt_line_cstr(&line, ",\"cname\":\"terrible\"");
      sr_rt_line_raw(&line, ",", 1);
      sr_rt_line_op_args(&line, event, error);
      sr_rt_line_raw(&line, "}", 1);
      sr_rt_trace_write(w, &line);
      for (uint32_t i = 0; e->phase == SR_EVENT_BEGIN && i < e->release_count;
           ++i) {
        sr_rt_trace_flow(w, &e->releases[i], e->time_ns, e->thread, false);
      }
      return;
    }
    default:
      break;
  }
  if (e->phase != SR_EVENT_END) return;
  uint64_t begin = e->time_ns - e->duration_ns;
  if (begin < epoch) begin = epoch;
  sr_rt_line_begin(&line, "X", begin - epoch, e->thread);
  sr_rt_line_key(&line, "dur");
  sr_rt_line_us(&line, e->duration_ns);
  sr_rt_line_name(&line, e, sr_event_kind_name(e->kind));
  if (error) sr_rt_line_cstr(&line, ",\"cname\":\"terrible\"");
  sr_rt_line_raw(&line, ",", 1);
  sr_rt_line_op_args(&line, event, error);
  sr_rt_line_raw(&line, "}", 1);
  sr_rt_trace_write(w, &line);
  // A wait's arrow ends inside it, 1 ns before its end.
  for (uint32_t i = 0; i < e->release_count; ++i) {
    uint64_t at = e->time_ns > begin + 1 ? e->time_ns - 1 : e->time_ns;
    sr_rt_trace_flow(w, &e->releases[i], at, e->thread, true);
  }
}

// Whether sr_rt_trace_format writes anything for |e| (slices are written
// at their END; regions, waves and parameter transfers at both ends).
static bool sr_rt_trace_wanted(const sr_event_t* e) {
  switch (e->kind) {
    case SR_EVENT_ALLOCATION:
    case SR_EVENT_SIGNAL:
      return true;
    case SR_EVENT_REGION:
    case SR_EVENT_WAVE:
    case SR_EVENT_PARAMETER:
      return e->phase == SR_EVENT_BEGIN || e->phase == SR_EVENT_END;
    default:
      return e->phase == SR_EVENT_END;
  }
}

// The sink's event callback: a record of the event (its strings interned)
// appended to the thread's chunk; formatting waits for the flush.
static void sr_rt_trace_event(sr_rt_sink_t* base, sr_rt_event_thread_t* thread,
                              const sr_rt_event_t* event) {
  sr_rt_trace_sink_t* sink = (sr_rt_trace_sink_t*)base;
  const sr_event_t* e = &event->e;
  if (e->time_ns < base->epoch_ns || !sr_rt_trace_wanted(e)) return;
  sr_rt_trace_buffer_t* buffer = sr_rt_trace_buffer(sink, thread);
  sr_rt_trace_record_t* record =
      buffer ? (sr_rt_trace_record_t*)sr_rt_trace_reserve(sink, buffer,
                                                          sizeof(*record))
             : NULL;
  if (!record) {
    atomic_fetch_add_explicit(&sink->dropped, 1, memory_order_relaxed);
    return;
  }
  record->e = *e;
  record->e.thread_name = NULL;
  record->e.name = NULL;
  record->e.detail = NULL;
  record->e.loc.file = NULL;
  record->e.status = NULL;
  record->name = sr_rt_trace_intern(sink, buffer, e->name);
  record->detail = sr_rt_trace_intern(sink, buffer, e->detail);
  record->file = sr_rt_trace_intern(sink, buffer, e->loc.file);
  record->error = 0;
  if (e->status) {
    char message[1536];
    sr_status_format(e->status, message, sizeof(message));
    // The diagnostic's first line: `file:line:col: error: message`.
    char* newline = strchr(message, '\n');
    if (newline) *newline = 0;
    record->error =
        sr_rt_trace_pool_add(sink, buffer, message, strlen(message));
    if (!record->error) {
      record->error = sr_rt_trace_intern(sink, buffer, "(out of memory)");
    }
  }
  record->has_collective = event->collective != NULL;
  if (event->collective) record->collective = *event->collective;
}

// Formats every record of |buffer|.
static void sr_rt_trace_format_buffer(sr_rt_trace_writer_t* w,
                                      const sr_rt_trace_buffer_t* buffer) {
  const char* pool = buffer->pool;
#define SR_RT_POOL(offset) ((offset) ? pool + (offset)-1 : NULL)
  for (const sr_rt_trace_chunk_t* c = buffer->first; c && w->ok; c = c->next) {
    for (size_t at = 0; at + sizeof(sr_rt_trace_record_t) <= c->used;
         at += sizeof(sr_rt_trace_record_t)) {
      sr_rt_trace_record_t record;
      memcpy(&record, c->text + at, sizeof(record));
      sr_rt_event_t event;
      memset(&event, 0, sizeof(event));
      event.e = record.e;
      event.e.name = SR_RT_POOL(record.name);
      event.e.detail = SR_RT_POOL(record.detail);
      event.e.loc.file = SR_RT_POOL(record.file);
      event.collective = record.has_collective ? &record.collective : NULL;
      sr_rt_trace_format(w, &event, SR_RT_POOL(record.error));
    }
  }
#undef SR_RT_POOL
}

//===----------------------------------------------------------------------===//
// Writing the file
//===----------------------------------------------------------------------===//

static bool sr_rt_trace_write_metadata(FILE* file, const char* name,
                                       uint32_t tid, const char* key,
                                       const char* value, uint64_t number,
                                       bool last) {
  sr_rt_trace_line_t line;
  line.length = 0;
  line.overflow = false;
  sr_rt_line_cstr(&line, "{\"ph\":\"M\",\"name\":\"");
  sr_rt_line_cstr(&line, name);
  sr_rt_line_cstr(&line, "\",\"pid\":1,\"tid\":");
  sr_rt_line_u64(&line, tid);
  sr_rt_line_cstr(&line, ",\"args\":{\"");
  sr_rt_line_cstr(&line, key);
  sr_rt_line_cstr(&line, "\":");
  if (value) {
    sr_rt_line_string(&line, value, 256);
  } else {
    sr_rt_line_u64(&line, number);
  }
  sr_rt_line_cstr(&line, last ? "}}\n" : "}},\n");
  return fwrite(line.text, 1, line.length, file) == line.length;
}

// Ranks in rank order first, then host threads, then workers in order,
// then the loop.
static uint64_t sr_rt_trace_sort_index(const sr_rt_event_thread_t* thread) {
  if (strncmp(thread->name, "rank ", 5) == 0) {
    return (uint64_t)strtoul(thread->name + 5, NULL, 10);
  }
  if (strncmp(thread->name, "host", 4) == 0) return 10000 + thread->index;
  if (strncmp(thread->name, "worker ", 7) == 0) {
    return 20000 + (uint64_t)strtoul(thread->name + 7, NULL, 10);
  }
  return 100000 + thread->index;
}

static sr_status_t sr_rt_trace_flush(sr_rt_sink_t* base,
                                     sr_rt_events_t* events) {
  sr_rt_trace_sink_t* sink = (sr_rt_trace_sink_t*)base;
  FILE* file = fopen(sink->path, "w");
  if (!file) {
    return SR_MAKE_STATUS(SR_STATUS_PERMISSION_DENIED,
                          "cannot open the trace file '%s': %s", sink->path,
                          strerror(errno));
  }
  sr_rt_trace_writer_t writer = {file, true, base->epoch_ns, 1, 0};
  writer.ok = fputs("{\"traceEvents\":[\n", file) >= 0;
  pthread_mutex_lock(&sink->mutex);
  for (sr_rt_trace_buffer_t* b = sink->buffers; b && writer.ok; b = b->next) {
    sr_rt_trace_format_buffer(&writer, b);
  }
  pthread_mutex_unlock(&sink->mutex);
  bool ok = writer.ok;
  if (ok) {
    ok = sr_rt_trace_write_metadata(file, "process_name", 0, "name",
                                    "streamref", 0, false);
  }
  for (sr_rt_event_thread_t* t = sr_rt_events_threads(events); t && ok;
       t = t->next) {
    ok = sr_rt_trace_write_metadata(file, "thread_name", t->index, "name",
                                    t->name, 0, false) &&
         sr_rt_trace_write_metadata(file, "thread_sort_index", t->index,
                                    "sort_index", NULL,
                                    sr_rt_trace_sort_index(t), false);
  }
  if (ok) {
    ok = sr_rt_trace_write_metadata(file, "process_sort_index", 0, "sort_index",
                                    NULL, 0, true);
  }
  if (ok) {
    ok = fprintf(file,
                 "],\"displayTimeUnit\":\"ns\",\"otherData\":{\"producer\":"
                 "\"streamref %s\",\"clock\":\"CLOCK_MONOTONIC\","
                 "\"epoch_ns\":%" PRIu64 ",\"dropped_events\":%" PRIu64 "}}\n",
                 sr_version_string(), base->epoch_ns,
                 atomic_load(&sink->dropped) + writer.dropped) > 0;
  }
  if (fclose(file) != 0) ok = false;
  if (!ok) {
    return SR_MAKE_STATUS(SR_STATUS_DATA_LOSS,
                          "failed writing the trace file '%s'", sink->path);
  }
  return sr_ok_status();
}

static void sr_rt_trace_destroy(sr_rt_sink_t* base) {
  sr_rt_trace_sink_t* sink = (sr_rt_trace_sink_t*)base;
  sr_rt_trace_buffer_t* b = sink->buffers;
  while (b) {
    sr_rt_trace_buffer_t* next_buffer = b->next;
    sr_rt_trace_chunk_t* c = b->first;
    while (c) {
      sr_rt_trace_chunk_t* next = c->next;
      sr_allocator_free(sink->allocator, c);
      c = next;
    }
    sr_allocator_free(sink->allocator, b->pool);
    sr_allocator_free(sink->allocator, b);
    b = next_buffer;
  }
  pthread_mutex_destroy(&sink->mutex);
  sr_allocator_free(sink->allocator, sink->path);
  sr_allocator_free(sink->allocator, sink);
}

sr_status_t sr_rt_trace_json_sink_create(sr_allocator_t allocator,
                                         const char* path, sr_rt_sink_t** out) {
  *out = NULL;
  sr_rt_trace_sink_t* sink = NULL;
  SR_RETURN_IF_ERROR(
      sr_allocator_calloc(allocator, sizeof(*sink), (void**)&sink));
  size_t n = strlen(path);
  sr_status_t status =
      sr_allocator_malloc(allocator, n + 1, (void**)&sink->path);
  if (status) {
    sr_allocator_free(allocator, sink);
    return status;
  }
  memcpy(sink->path, path, n + 1);
  sink->allocator = allocator;
  pthread_mutex_init(&sink->mutex, NULL);
  atomic_init(&sink->bytes, 0);
  atomic_init(&sink->dropped, 0);
  sink->base.event = sr_rt_trace_event;
  sink->base.flush = sr_rt_trace_flush;
  sink->base.destroy = sr_rt_trace_destroy;
  *out = &sink->base;
  return sr_ok_status();
}
