#include "core/base/string_builder.h"

#include <stdio.h>
#include <string.h>

void sr_string_builder_initialize(sr_allocator_t allocator,
                                  sr_string_builder_t* out_builder) {
  memset(out_builder, 0, sizeof(*out_builder));
  out_builder->allocator = allocator;
}

void sr_string_builder_deinitialize(sr_string_builder_t* builder) {
  sr_allocator_free(builder->allocator, builder->data);
  builder->data = NULL;
  builder->size = builder->capacity = 0;
}

void sr_string_builder_reset(sr_string_builder_t* builder) {
  builder->size = 0;
  if (builder->data) builder->data[0] = 0;
}

static bool sr_string_builder_reserve(sr_string_builder_t* builder,
                                      size_t extra) {
  if (builder->failed) return false;
  size_t needed = builder->size + extra + 1;
  if (needed <= builder->capacity) return true;
  size_t capacity = builder->capacity ? builder->capacity : 64;
  while (capacity < needed) capacity *= 2;
  void* data = builder->data;
  sr_status_t status =
      sr_allocator_realloc(builder->allocator, capacity, &data);
  if (status) {
    sr_status_ignore(status);
    builder->failed = true;
    return false;
  }
  builder->data = data;
  builder->capacity = capacity;
  return true;
}

void sr_string_builder_append(sr_string_builder_t* builder, const char* data,
                              size_t size) {
  if (!sr_string_builder_reserve(builder, size)) return;
  if (size) memcpy(builder->data + builder->size, data, size);
  builder->size += size;
  builder->data[builder->size] = 0;
}

void sr_string_builder_append_cstr(sr_string_builder_t* builder,
                                   const char* text) {
  sr_string_builder_append(builder, text, strlen(text));
}

void sr_string_builder_append_view(sr_string_builder_t* builder,
                                   sr_string_view_t view) {
  sr_string_builder_append(builder, view.data, view.size);
}

void sr_string_builder_append_char(sr_string_builder_t* builder, char c) {
  sr_string_builder_append(builder, &c, 1);
}

void sr_string_builder_append_uint(sr_string_builder_t* builder,
                                   uint64_t value) {
  char digits[20];
  size_t n = 0;
  do {
    digits[sizeof(digits) - 1 - n++] = (char)('0' + value % 10);
    value /= 10;
  } while (value);
  sr_string_builder_append(builder, digits + sizeof(digits) - n, n);
}

void sr_string_builder_append_int(sr_string_builder_t* builder, int64_t value) {
  if (value < 0) {
    sr_string_builder_append_char(builder, '-');
    sr_string_builder_append_uint(builder, 0 - (uint64_t)value);
    return;
  }
  sr_string_builder_append_uint(builder, (uint64_t)value);
}

// One vsnprintf into the free space when the text fits (nearly always), a
// second after growing when it does not.
void sr_string_builder_appendv(sr_string_builder_t* builder, const char* format,
                               va_list args) {
  if (builder->failed) return;
  if (builder->capacity < 64 && !sr_string_builder_reserve(builder, 63)) {
    return;
  }
  size_t room = builder->capacity - builder->size;  // includes the NUL
  va_list args_copy;
  va_copy(args_copy, args);
  int length =
      vsnprintf(builder->data + builder->size, room, format, args_copy);
  va_end(args_copy);
  if (length < 0) {
    builder->data[builder->size] = 0;
    return;
  }
  if ((size_t)length >= room) {
    if (!sr_string_builder_reserve(builder, (size_t)length)) {
      builder->data[builder->size] = 0;
      return;
    }
    vsnprintf(builder->data + builder->size, (size_t)length + 1, format, args);
  }
  builder->size += (size_t)length;
}

void sr_string_builder_appendf(sr_string_builder_t* builder, const char* format,
                               ...) {
  va_list args;
  va_start(args, format);
  sr_string_builder_appendv(builder, format, args);
  va_end(args);
}

const char* sr_string_builder_cstr(const sr_string_builder_t* builder) {
  return builder->data ? builder->data : "";
}

sr_status_t sr_string_builder_status(const sr_string_builder_t* builder) {
  if (!builder->failed) return sr_ok_status();
  return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                        "out of memory building text");
}
