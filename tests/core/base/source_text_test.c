#include "core/base/source_text.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "support/counting_allocator.h"

static void sr_read_file(size_t size, sr_source_text_t* out, char** expected) {
  char* data = malloc(size + 1);
  for (size_t i = 0; i < size; ++i) data[i] = (char)('a' + i % 26);
  FILE* file = tmpfile();
  cr_assert_not_null(file);
  cr_assert_eq(fwrite(data, 1, size, file), size);
  rewind(file);
  cr_assert_null(sr_source_text_read(sr_allocator_system(), file, out));
  fclose(file);
  *expected = data;
}

// Small files are one allocator block; large ones a mapping; both hold
// the file exactly, NUL-terminated; discarding gives back whole pages only.
Test(source_text, read_and_discard) {
  sr_source_text_t text;
  char* expected = NULL;
  sr_read_file(1000, &text, &expected);
  cr_assert_eq(text.length, 1000);
  cr_assert_eq(text.mapped, 0);
  cr_assert_eq(memcmp(text.data, expected, 1000), 0);
  cr_assert_eq(text.data[1000], 0);
  cr_assert(!sr_source_text_discard(&text, text.data + 10, 900));
  sr_source_text_free(sr_allocator_system(), &text);
  free(expected);

  size_t size = (size_t)3 << 20;
  sr_read_file(size, &text, &expected);
  cr_assert_eq(text.length, size);
  cr_assert_gt(text.mapped, size);
  cr_assert_eq(memcmp(text.data, expected, size), 0);
  cr_assert_eq(text.data[size], 0);
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  const char* begin = text.data + 100;
  size_t length = 5 * page;
  cr_assert(sr_source_text_discard(&text, begin, length));
  // Bytes before the first whole page and after the last stay; the whole
  // pages in between read as zeros.
  for (size_t i = 0; i < 7 * page; ++i) {
    bool inside = i >= page && i < 5 * page;
    if (inside) {
      cr_assert_eq(text.data[i], 0, "byte %zu", i);
    } else {
      cr_assert_eq(text.data[i], expected[i], "byte %zu", i);
    }
  }
  cr_assert(!sr_source_text_discard(&text, text.data - 1, 10));
  sr_source_text_free(sr_allocator_system(), &text);
  free(expected);
}

// A pipe has no size: the text grows as it reads, through the allocator
// then into a mapping.
Test(source_text, pipe_grows) {
  FILE* pipe = popen("head -c 2500000 /dev/zero | tr '\\0' 'q'", "r");
  cr_assert_not_null(pipe);
  sr_counting_allocator_t counting;
  sr_counting_allocator_initialize(&counting);
  sr_source_text_t text;
  cr_assert_null(
      sr_source_text_read(sr_counting_allocator(&counting), pipe, &text));
  pclose(pipe);
  cr_assert_eq(text.length, 2500000);
  cr_assert_gt(text.mapped, 0);
  for (size_t i = 0; i < text.length; i += 4099) {
    cr_assert_eq(text.data[i], 'q');
  }
  cr_assert_eq(text.data[text.length], 0);
  sr_source_text_free(sr_counting_allocator(&counting), &text);
  cr_assert_eq(sr_counting_allocator_live(&counting), 0);
}
