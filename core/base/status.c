// Status storage, formatting and rendering.
//
// Representation: NULL is OK. A pointer value below 32 is a code-only status
// (the value is the code); these need no memory, which is what lets us report
// RESOURCE_EXHAUSTED when the heap itself is exhausted. Anything else points
// at an sr_status_storage_t.
//
// Statuses take memory straight from malloc, not from an injected allocator:
// a status must be creatable anywhere (including inside an allocator that is
// failing), and must be freeable by whoever ends up holding it without
// knowing where it came from.

#include "streamref/status.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

// The source line kept for caret rendering is bounded so a minified
// single-line module does not copy megabytes into every error.
enum { SR_STATUS_MAX_SOURCE_LINE = 160 };

struct sr_status_storage_t {
  sr_status_code_t code;
  const char* c_file;  // static string from __FILE__
  int c_line;
  char* message;  // owned, NUL-terminated
  bool has_ir_loc;
  sr_ir_loc_t ir_loc;  // ir_loc.file points at ir_file below
  char* ir_file;       // owned
  char* source_line;   // owned, may be NULL
};

static bool sr_status_is_code_only(sr_status_t status) {
  return (uintptr_t)status < 32;
}

static char* sr_strndup_or_null(const char* text, size_t length) {
  char* copy = malloc(length + 1);
  if (!copy) return NULL;
  if (length) memcpy(copy, text, length);
  copy[length] = 0;
  return copy;
}

static char* sr_vformat(const char* format, va_list args) {
  va_list args_copy;
  va_copy(args_copy, args);
  int length = vsnprintf(NULL, 0, format, args_copy);
  va_end(args_copy);
  if (length < 0) return NULL;
  char* text = malloc((size_t)length + 1);
  if (!text) return NULL;
  vsnprintf(text, (size_t)length + 1, format, args);
  return text;
}

static sr_status_t sr_status_allocate(const char* c_file, int c_line,
                                      sr_status_code_t code, char* message) {
  if (code == SR_STATUS_OK) code = SR_STATUS_UNKNOWN;
  struct sr_status_storage_t* storage = calloc(1, sizeof(*storage));
  if (!storage || !message) {
    free(storage);
    free(message);
    return (sr_status_t)(uintptr_t)code;
  }
  storage->code = code;
  storage->c_file = c_file;
  storage->c_line = c_line;
  storage->message = message;
  return storage;
}

sr_status_t sr_status_make_v(const char* c_file, int c_line,
                             sr_status_code_t code, const char* format,
                             va_list args) {
  return sr_status_allocate(c_file, c_line, code, sr_vformat(format, args));
}

sr_status_t sr_status_make_f(const char* c_file, int c_line,
                             sr_status_code_t code, const char* format, ...) {
  va_list args;
  va_start(args, format);
  sr_status_t status = sr_status_make_v(c_file, c_line, code, format, args);
  va_end(args);
  return status;
}

sr_status_t sr_status_make_at_f(const char* c_file, int c_line, sr_ir_loc_t loc,
                                const char* source_line,
                                size_t source_line_length,
                                sr_status_code_t code, const char* format,
                                ...) {
  va_list args;
  va_start(args, format);
  sr_status_t status = sr_status_make_v(c_file, c_line, code, format, args);
  va_end(args);
  return sr_status_set_ir_loc(status, loc, source_line, source_line_length);
}

sr_status_code_t sr_status_code(sr_status_t status) {
  if (sr_status_is_code_only(status))
    return (sr_status_code_t)(uintptr_t)status;
  return status->code;
}

const char* sr_status_message(sr_status_t status) {
  if (sr_status_is_code_only(status)) return "";
  return status->message;
}

sr_ir_loc_t sr_status_ir_loc(sr_status_t status) {
  sr_ir_loc_t none = {NULL, 0, 0, 0};
  if (sr_status_is_code_only(status) || !status->has_ir_loc) return none;
  return status->ir_loc;
}

const char* sr_status_code_string(sr_status_code_t code) {
  static const char* const kNames[] = {
      "OK",
      "CANCELLED",
      "UNKNOWN",
      "INVALID_ARGUMENT",
      "DEADLINE_EXCEEDED",
      "NOT_FOUND",
      "ALREADY_EXISTS",
      "PERMISSION_DENIED",
      "RESOURCE_EXHAUSTED",
      "FAILED_PRECONDITION",
      "ABORTED",
      "OUT_OF_RANGE",
      "UNIMPLEMENTED",
      "INTERNAL",
      "UNAVAILABLE",
      "DATA_LOSS",
      "UNAUTHENTICATED",
      "DEFERRED",
      "INCOMPATIBLE",
  };
  if ((unsigned)code < sizeof(kNames) / sizeof(kNames[0])) return kNames[code];
  return "UNKNOWN_CODE";
}

// Replaces the message of |status| with "<message><joiner><suffix>".
static sr_status_t sr_status_append(sr_status_t status, const char* joiner,
                                    const char* suffix) {
  if (!suffix) return status;
  if (sr_status_is_code_only(status)) {
    return sr_status_allocate(__FILE__, __LINE__, sr_status_code(status),
                              sr_strndup_or_null(suffix, strlen(suffix)));
  }
  size_t a = strlen(status->message), b = strlen(joiner), c = strlen(suffix);
  char* joined = malloc(a + b + c + 1);
  if (!joined) return status;  // keep the original message rather than fail
  memcpy(joined, status->message, a);
  memcpy(joined + a, joiner, b);
  memcpy(joined + a + b, suffix, c + 1);
  free(status->message);
  status->message = joined;
  return status;
}

sr_status_t sr_status_annotate_f(sr_status_t status, const char* format, ...) {
  if (!status) return status;
  va_list args;
  va_start(args, format);
  char* context = sr_vformat(format, args);
  va_end(args);
  status = sr_status_append(status, "; while ", context);
  free(context);
  return status;
}

sr_status_t sr_status_set_ir_loc(sr_status_t status, sr_ir_loc_t loc,
                                 const char* source_line,
                                 size_t source_line_length) {
  if (!status || !loc.file) return status;
  if (sr_status_is_code_only(status)) {
    status = sr_status_allocate(__FILE__, __LINE__, sr_status_code(status),
                                sr_strndup_or_null("", 0));
    if (sr_status_is_code_only(status)) return status;
  }
  if (status->has_ir_loc) return status;
  char* file = sr_strndup_or_null(loc.file, strlen(loc.file));
  if (!file) return status;
  if (source_line_length > SR_STATUS_MAX_SOURCE_LINE) {
    source_line_length = SR_STATUS_MAX_SOURCE_LINE;
  }
  status->source_line =
      source_line ? sr_strndup_or_null(source_line, source_line_length) : NULL;
  status->ir_file = file;
  status->ir_loc = loc;
  status->ir_loc.file = file;
  status->has_ir_loc = true;
  return status;
}

sr_status_t sr_status_join(sr_status_t first, sr_status_t second) {
  if (!first) return second;
  if (!second) return first;
  char* note = NULL;
  size_t needed = sr_status_format(second, NULL, 0);
  note = malloc(needed + 1);
  if (note) sr_status_format(second, note, needed + 1);
  sr_status_free(second);
  if (!note) return first;
  first = sr_status_append(first, "\nnote: also ", note);
  free(note);
  return first;
}

sr_status_t sr_status_clone(sr_status_t status) {
  if (sr_status_is_code_only(status)) return status;
  sr_status_t copy = sr_status_allocate(
      status->c_file, status->c_line, status->code,
      sr_strndup_or_null(status->message, strlen(status->message)));
  if (status->has_ir_loc) {
    const char* line = status->source_line;
    copy = sr_status_set_ir_loc(copy, status->ir_loc, line,
                                line ? strlen(line) : 0);
  }
  return copy;
}

void sr_status_free(sr_status_t status) {
  if (sr_status_is_code_only(status)) return;
  free(status->message);
  free(status->ir_file);
  free(status->source_line);
  free(status);
}

sr_status_code_t sr_status_consume_code(sr_status_t status) {
  sr_status_code_t code = sr_status_code(status);
  sr_status_free(status);
  return code;
}

//===----------------------------------------------------------------------===//
// Rendering
//===----------------------------------------------------------------------===//

// A bounded appender over a caller buffer that still counts what it would
// have written, so sr_status_format can report the length it needed.
typedef struct sr_text_sink_t {
  char* buffer;
  size_t capacity;
  size_t length;
} sr_text_sink_t;

static void sr_sink_printf(sr_text_sink_t* sink, const char* format, ...)
    SR_PRINTF_LIKE(2, 3);
static void sr_sink_printf(sr_text_sink_t* sink, const char* format, ...) {
  char* at = NULL;
  size_t room = 0;
  if (sink->buffer && sink->length < sink->capacity) {
    at = sink->buffer + sink->length;
    room = sink->capacity - sink->length;
  }
  va_list args;
  va_start(args, format);
  int written = vsnprintf(at, room, format, args);
  va_end(args);
  if (written > 0) sink->length += (size_t)written;
}

static void sr_sink_caret(sr_text_sink_t* sink, const char* line,
                          sr_ir_loc_t loc) {
  sr_sink_printf(sink, "%s\n", line);
  // Keep tabs so the caret lines up under tabbed source.
  size_t line_length = strlen(line);
  for (uint32_t i = 1; i < loc.column; ++i) {
    char c = (i - 1 < line_length && line[i - 1] == '\t') ? '\t' : ' ';
    sr_sink_printf(sink, "%c", c);
  }
  sr_sink_printf(sink, "^");
  for (uint32_t i = 1; i < loc.length; ++i) sr_sink_printf(sink, "~");
  sr_sink_printf(sink, "\n");
}

size_t sr_status_format(sr_status_t status, char* buffer, size_t capacity) {
  sr_text_sink_t sink = {buffer, capacity, 0};
  if (buffer && capacity) buffer[0] = 0;
  if (!status) {
    sr_sink_printf(&sink, "OK");
    return sink.length;
  }
  sr_ir_loc_t loc = sr_status_ir_loc(status);
  const char* message = sr_status_message(status);
  if (loc.file) {
    sr_sink_printf(&sink, "%s:%u:%u: error: %s", loc.file, loc.line, loc.column,
                   message);
    if (status->source_line) {
      sr_sink_printf(&sink, "\n");
      sr_sink_caret(&sink, status->source_line, loc);
      // Drop the caret's trailing newline: callers add their own.
      if (sink.length) {
        sink.length--;
        if (buffer && sink.length < capacity) buffer[sink.length] = 0;
      }
    }
  } else {
    sr_sink_printf(&sink, "error: %s",
                   sr_status_code_string(sr_status_code(status)));
    if (message[0]) sr_sink_printf(&sink, ": %s", message);
  }
  return sink.length;
}

void sr_status_fprint(FILE* stream, sr_status_t status) {
  size_t needed = sr_status_format(status, NULL, 0);
  char* text = malloc(needed + 1);
  if (!text) {
    fprintf(stream, "error: %s\n",
            sr_status_code_string(sr_status_code(status)));
    return;
  }
  sr_status_format(status, text, needed + 1);
  fprintf(stream, "%s\n", text);
  free(text);
}
