// A growable NUL-terminated text buffer (for printers and diagnostics).
//
// Appends never fail loudly: on out-of-memory the builder records the failure
// and further appends are ignored; sr_string_builder_status reports it once at
// the end. That keeps printer code free of a status check per token.
#ifndef STREAMREF_CORE_BASE_STRING_BUILDER_H_
#define STREAMREF_CORE_BASE_STRING_BUILDER_H_

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/base/string_view.h"
#include "streamref/allocator.h"

typedef struct sr_string_builder_t {
  sr_allocator_t allocator;
  char* data;  // NUL-terminated when size > 0 or capacity > 0
  size_t size;
  size_t capacity;
  bool failed;  // an append ran out of memory
} sr_string_builder_t;

void sr_string_builder_initialize(sr_allocator_t allocator,
                                  sr_string_builder_t* out_builder);
void sr_string_builder_deinitialize(sr_string_builder_t* builder);
void sr_string_builder_reset(sr_string_builder_t* builder);

void sr_string_builder_append(sr_string_builder_t* builder, const char* data,
                              size_t size);
void sr_string_builder_append_cstr(sr_string_builder_t* builder,
                                   const char* text);
void sr_string_builder_append_view(sr_string_builder_t* builder,
                                   sr_string_view_t view);
void sr_string_builder_append_char(sr_string_builder_t* builder, char c);
// Decimal integers without a printf (printers print millions of them).
void sr_string_builder_append_int(sr_string_builder_t* builder, int64_t value);
void sr_string_builder_append_uint(sr_string_builder_t* builder,
                                   uint64_t value);
void sr_string_builder_appendf(sr_string_builder_t* builder, const char* format,
                               ...) SR_PRINTF_LIKE(2, 3);
void sr_string_builder_appendv(sr_string_builder_t* builder, const char* format,
                               va_list args);

// "" when empty; borrowed.
const char* sr_string_builder_cstr(const sr_string_builder_t* builder);
// RESOURCE_EXHAUSTED if any append failed.
sr_status_t sr_string_builder_status(const sr_string_builder_t* builder);

#endif  // STREAMREF_CORE_BASE_STRING_BUILDER_H_
