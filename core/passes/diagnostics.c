// Diagnostic lists: storing, emitting at ops, and printing as MLIR does.

#include "core/passes/diagnostics.h"

#include <stdio.h>
#include <string.h>

#include "core/base/string_builder.h"

//===----------------------------------------------------------------------===//
// The list
//===----------------------------------------------------------------------===//

void sr_diag_list_initialize(sr_allocator_t allocator,
                             sr_diag_list_t* out_list) {
  memset(out_list, 0, sizeof(*out_list));
  out_list->allocator = allocator;
}

static void sr_diag_free_strings(sr_allocator_t allocator, sr_diag_t* diag) {
  sr_allocator_free(allocator, diag->file);
  sr_allocator_free(allocator, diag->message);
  sr_allocator_free(allocator, diag->source_line);
}

void sr_diag_list_deinitialize(sr_diag_list_t* list) {
  for (uint32_t i = 0; i < list->count; ++i) {
    sr_diag_free_strings(list->allocator, &list->items[i]);
  }
  sr_allocator_free(list->allocator, list->items);
  memset(list, 0, sizeof(*list));
}

// A NUL-terminated copy of |length| bytes of |text|; NULL when |text| is
// NULL or memory runs out (|*inout_failed| is then set for the latter).
static char* sr_diag_strndup(sr_allocator_t allocator, const char* text,
                             size_t length, bool* inout_failed) {
  if (!text) return NULL;
  char* copy = NULL;
  sr_status_t status =
      sr_allocator_malloc(allocator, length + 1, (void**)&copy);
  if (status) {
    sr_status_ignore(status);
    *inout_failed = true;
    return NULL;
  }
  memcpy(copy, text, length);
  copy[length] = 0;
  return copy;
}

static bool sr_diag_list_reserve(sr_diag_list_t* list) {
  if (list->count < list->capacity) return true;
  uint32_t capacity = list->capacity ? list->capacity * 2 : 8;
  void* items = list->items;
  sr_status_t status = sr_allocator_realloc(
      list->allocator, capacity * sizeof(sr_diag_t), &items);
  if (status) {
    sr_status_ignore(status);
    return false;
  }
  list->items = items;
  list->capacity = capacity;
  return true;
}

void sr_diag_list_add(sr_diag_list_t* list, sr_diag_severity_t severity,
                      const char* file, uint32_t line, uint32_t column,
                      const char* source_line, size_t source_line_length,
                      const char* message) {
  if (severity == SR_DIAG_ERROR) ++list->error_count;
  if (!sr_diag_list_reserve(list)) {
    list->out_of_memory = true;
    return;
  }
  bool failed = false;
  sr_diag_t diag = {
      .severity = severity,
      .file =
          file ? sr_diag_strndup(list->allocator, file, strlen(file), &failed)
               : NULL,
      .line = file ? line : 0,
      .column = file ? column : 0,
      .message = sr_diag_strndup(list->allocator, message ? message : "",
                                 message ? strlen(message) : 0, &failed),
      .source_line = sr_diag_strndup(list->allocator, source_line,
                                     source_line_length, &failed),
  };
  if (failed) {
    sr_diag_free_strings(list->allocator, &diag);
    list->out_of_memory = true;
    return;
  }
  list->items[list->count++] = diag;
}

void sr_diag_list_add_status(sr_diag_list_t* list, sr_status_t status) {
  if (!status) return;
  sr_ir_loc_t loc = sr_status_ir_loc(status);
  const char* message = sr_status_message(status);
  if (!message[0]) message = sr_status_code_string(sr_status_code(status));
  sr_diag_list_add(list, SR_DIAG_ERROR, loc.file, loc.line, loc.column, NULL, 0,
                   message);
  sr_status_free(status);
}

sr_status_t sr_diag_list_status(const sr_diag_list_t* list) {
  if (!list->out_of_memory) return sr_ok_status();
  return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                        "out of memory recording diagnostics");
}

void sr_diag_list_attach_source(sr_diag_list_t* list, const char* file,
                                const char* text, size_t length) {
  for (uint32_t i = 0; i < list->count; ++i) {
    sr_diag_t* diag = &list->items[i];
    if (diag->source_line || !diag->file || strcmp(diag->file, file)) continue;
    // Diagnostics are few; a scan per diagnostic keeps this simple.
    const char* at = text;
    const char* end = text + length;
    for (uint32_t line = 1; line < diag->line && at < end; ++line) {
      const char* newline = memchr(at, '\n', (size_t)(end - at));
      at = newline ? newline + 1 : end;
    }
    if (at >= end && diag->line > 1) continue;
    const char* stop = memchr(at, '\n', (size_t)(end - at));
    if (!stop) stop = end;
    if (stop > at && stop[-1] == '\r') --stop;
    bool failed = false;
    diag->source_line =
        sr_diag_strndup(list->allocator, at, (size_t)(stop - at), &failed);
    if (failed) list->out_of_memory = true;
  }
}

//===----------------------------------------------------------------------===//
// Emitting at ops
//===----------------------------------------------------------------------===//

static void sr_diag_emit_text(sr_diag_list_t* list, const sr_context_t* context,
                              const sr_op_t* op, sr_diag_severity_t severity,
                              const char* message) {
  const sr_source_t* source = sr_context_source(context, op->pos.source_id);
  sr_diag_list_add(list, severity, source ? source->name : NULL, op->pos.line,
                   op->pos.column, NULL, 0, message);
}

void sr_diag_emit_op_v(sr_diag_list_t* list, const sr_context_t* context,
                       const sr_op_t* op, sr_diag_severity_t severity,
                       const char* format, va_list args) {
  sr_string_builder_t message;
  sr_string_builder_initialize(list->allocator, &message);
  sr_string_builder_appendf(&message, "'%.*s' op ", (int)op->name.size,
                            op->name.data);
  sr_string_builder_appendv(&message, format, args);
  if (message.failed) {
    if (severity == SR_DIAG_ERROR) ++list->error_count;
    list->out_of_memory = true;
  } else {
    sr_diag_emit_text(list, context, op, severity,
                      sr_string_builder_cstr(&message));
  }
  sr_string_builder_deinitialize(&message);
}

void sr_diag_emit_op(sr_diag_list_t* list, const sr_context_t* context,
                     const sr_op_t* op, sr_diag_severity_t severity,
                     const char* format, ...) {
  va_list args;
  va_start(args, format);
  sr_diag_emit_op_v(list, context, op, severity, format, args);
  va_end(args);
}

void sr_diag_emit_at(sr_diag_list_t* list, const sr_context_t* context,
                     const sr_op_t* op, sr_diag_severity_t severity,
                     const char* message) {
  sr_diag_emit_text(list, context, op, severity, message);
}

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

const char* sr_diag_severity_name(sr_diag_severity_t severity) {
  switch (severity) {
    case SR_DIAG_ERROR:
      return "error";
    case SR_DIAG_WARNING:
      return "warning";
    case SR_DIAG_NOTE:
      return "note";
    case SR_DIAG_REMARK:
      return "remark";
  }
  return "error";
}

void sr_diag_fprint(FILE* stream, const sr_diag_t* diag) {
  const char* kind = sr_diag_severity_name(diag->severity);
  if (!diag->file) {
    fprintf(stream, "%s: %s\n", kind, diag->message);
    return;
  }
  fprintf(stream, "%s:%u:%u: %s: %s\n", diag->file, diag->line, diag->column,
          kind, diag->message);
  if (!diag->source_line) return;
  fprintf(stream, "%s\n", diag->source_line);
  // Tabs are kept so that the caret lines up under tabbed source.
  size_t line_length = strlen(diag->source_line);
  for (uint32_t i = 1; i < diag->column; ++i) {
    bool tab = i - 1 < line_length && diag->source_line[i - 1] == '\t';
    fputc(tab ? '\t' : ' ', stream);
  }
  fputs("^\n", stream);
}

void sr_diag_list_fprint(FILE* stream, const sr_diag_list_t* list) {
  for (uint32_t i = 0; i < list->count; ++i) {
    sr_diag_fprint(stream, &list->items[i]);
  }
}
