#include "core/base/string_builder.h"

#include <criterion/criterion.h>

#include "support/counting_allocator.h"

Test(string_builder, appends_and_formats) {
  sr_counting_allocator_t counter;
  sr_counting_allocator_initialize(&counter);
  sr_string_builder_t builder;
  sr_string_builder_initialize(sr_counting_allocator(&counter), &builder);
  cr_assert_str_eq(sr_string_builder_cstr(&builder), "");
  sr_string_builder_append_cstr(&builder, "abc");
  sr_string_builder_append_char(&builder, '-');
  for (int i = 0; i < 100; ++i) sr_string_builder_appendf(&builder, "%d,", i);
  cr_assert(builder.size > 200);
  cr_assert_eq(strncmp(sr_string_builder_cstr(&builder), "abc-0,1,2,", 10), 0);
  cr_assert_null(sr_string_builder_status(&builder));
  sr_string_builder_reset(&builder);
  cr_assert_str_eq(sr_string_builder_cstr(&builder), "");
  sr_string_builder_deinitialize(&builder);
  cr_assert_eq(sr_counting_allocator_live(&counter), 0);
}

Test(string_builder, out_of_memory_is_sticky) {
  sr_counting_allocator_t counter;
  sr_counting_allocator_initialize(&counter);
  counter.fail_after = 0;
  sr_string_builder_t builder;
  sr_string_builder_initialize(sr_counting_allocator(&counter), &builder);
  sr_string_builder_append_cstr(&builder, "abc");
  sr_string_builder_append_cstr(&builder, "def");
  cr_assert_eq(sr_status_consume_code(sr_string_builder_status(&builder)),
               SR_STATUS_RESOURCE_EXHAUSTED);
  sr_string_builder_deinitialize(&builder);
}
