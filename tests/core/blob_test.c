// dense_resource blobs (core/ir/context.c): the value text is never
// copied, a blob is decoded once into the storage its user gives it and
// served from there, its hex pages are given back, and the printer encodes
// the bytes again as MLIR prints a blob.
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/hex.h"
#include "test_util.h"

// A module with one blob of |bytes| bytes (byte i = i * 31 + 7), written
// in |lowercase| or uppercase hex.
static char* sr_blob_module(size_t bytes, bool lowercase, size_t* out_length) {
  static const char kHead[] =
      "util.global private @g = dense_resource<w> : tensor<%zuxi8>\n"
      "{-#\n  dialect_resources: {\n    builtin: {\n      w: \"0x10000000";
  static const char kTail[] = "\"\n    }\n  }\n#-}\n";
  size_t capacity = sizeof(kHead) + 32 + 2 * bytes + sizeof(kTail);
  char* text = malloc(capacity);
  size_t n = (size_t)snprintf(text, capacity, kHead, bytes);
  uint8_t* data = malloc(bytes);
  for (size_t i = 0; i < bytes; ++i) data[i] = (uint8_t)(i * 31 + 7);
  sr_hex_encode_upper(data, bytes, text + n);
  if (lowercase) {
    for (size_t i = n; i < n + 2 * bytes; ++i) {
      if (text[i] >= 'A' && text[i] <= 'F') text[i] += 32;
    }
  }
  n += 2 * bytes;
  memcpy(text + n, kTail, sizeof(kTail));
  n += sizeof(kTail) - 1;
  free(data);
  *out_length = n;
  return text;
}

static char* sr_print_module(sr_context_t* context, const sr_op_t* module) {
  sr_string_builder_t builder;
  sr_string_builder_initialize(sr_allocator_system(), &builder);
  sr_print_options_t options = {false, false};
  cr_assert_null(sr_print_op(context, module, &options, &builder));
  char* text = strdup(sr_string_builder_cstr(&builder));
  sr_string_builder_deinitialize(&builder);
  return text;
}

static void sr_check_blob(size_t bytes) {
  size_t length = 0;
  char* text = sr_blob_module(bytes, true, &length);
  sr_counting_allocator_t counter;
  sr_counting_allocator_initialize(&counter);
  sr_context_t* context = NULL;
  cr_assert_null(sr_context_create(sr_counting_allocator(&counter), &context));
  sr_status_t status = NULL;
  sr_op_t* module = sr_test_parse(context, text, &status);
  cr_assert_not_null(module, "%s", status ? sr_status_message(status) : "");
  // The value is a view of the source text (which is the one copy).
  const sr_resource_entry_t* entry = sr_context_resource(context, 0);
  const sr_source_t* source = sr_context_source(context, 1);
  cr_assert(entry->value.data > source->text &&
            entry->value.data < source->text + source->length);
  // Before decoding the blob prints as written.
  char* printed = sr_print_module(context, module);
  cr_assert_not_null(strstr(printed, text + (strstr(text, "w: ") - text)));
  free(printed);
  size_t size = 0;
  uint32_t alignment = 0;
  cr_assert(sr_context_blob_info(context, sr_make_cstring_view("w"), &size,
                                 &alignment));
  cr_assert_eq(size, bytes);
  cr_assert_eq(alignment, 16);
  cr_assert_null(
      sr_context_blob_decoded(context, sr_make_cstring_view("w"), &size));
  uint8_t* storage = malloc(bytes);
  cr_assert(
      sr_context_decode_blob(context, sr_make_cstring_view("w"), storage));
  for (size_t i = 0; i < bytes; ++i) {
    cr_assert_eq(storage[i], (uint8_t)(i * 31 + 7), "byte %zu", i);
  }
  // Served from there from now on.
  const uint8_t* data = NULL;
  cr_assert(sr_context_find_blob(context, sr_make_cstring_view("w"), &data,
                                 &size, &alignment));
  cr_assert_eq(data, storage);
  uint8_t* copy = malloc(bytes);
  cr_assert(sr_context_decode_blob(context, sr_make_cstring_view("w"), copy));
  cr_assert_eq(memcmp(copy, storage, bytes), 0);
  // Printed from the bytes: uppercase, as MLIR prints blobs.
  char* upper = sr_blob_module(bytes, false, &length);
  printed = sr_print_module(context, module);
  cr_assert_not_null(strstr(printed, upper + (strstr(upper, "w: ") - upper)));
  free(printed);
  free(upper);
  free(copy);
  free(storage);
  sr_context_destroy(context);
  cr_assert_eq(sr_counting_allocator_live(&counter), 0);
  free(text);
}

// A small source (in the arena) and a large one (a mapping whose hex pages
// are given back).
Test(blob, decoded_once_and_printed) {
  sr_check_blob(1000);
  sr_check_blob((size_t)3 << 20);
}

// Large texts are not copied into the allocator: the context's blocks for
// a 6 MiB blob stay far below its size (the text lives in a mapping that
// the context owns; interning the value used to copy it once more).
Test(blob, large_text_held_once) {
  size_t length = 0;
  char* text = sr_blob_module((size_t)3 << 20, false, &length);
  sr_counting_allocator_t counter;
  sr_counting_allocator_initialize(&counter);
  sr_context_t* context = NULL;
  cr_assert_null(sr_context_create(sr_counting_allocator(&counter), &context));
  sr_status_t status = NULL;
  cr_assert_not_null(sr_test_parse(context, text, &status));
  const sr_source_t* source = sr_context_source(context, 1);
  cr_assert_eq(source->storage.data, source->text);
  cr_assert_gt(source->storage.mapped, 0);
  sr_context_destroy(context);
  free(text);
}
