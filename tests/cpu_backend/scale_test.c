// The generated programs of the scale bench (perf/scale_gen.h) at 1k ops
// (the 100k ones run only in the bench): each prints exactly the result
// its generator says, on one worker and two, inline and as task graphs.
// They are also what exercises long blocks of dispatches, long chains of
// execution regions (a frame per region) and a #util.composite of blobs
// decoded in place.

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api_fixture.h"
#include "perf/scale_gen.h"
#include "tools/run_io.h"

static void sr_scale_check(sr_scale_shape_t shape, uint32_t n) {
  char* text = NULL;
  size_t length = 0;
  FILE* out = open_memstream(&text, &length);
  cr_assert_not_null(out);
  cr_assert_eq(sr_scale_gen_write(out, shape, n), 0);
  fclose(out);
  size_t expected_length = sr_scale_gen_expected(shape, n, NULL, 0);
  char* expected = malloc(expected_length + 1);
  sr_scale_gen_expected(shape, n, expected, expected_length + 1);
  for (int threads = 1; threads <= 2; ++threads) {
    for (int graphs = 0; graphs <= 1; ++graphs) {
      fixture_t f;
      sr_counting_allocator_initialize(&f.counting);
      f.allocator = sr_counting_allocator(&f.counting);
      sr_instance_options_t options;
      sr_instance_options_initialize(&options);
      options.worker_count = threads;
      options.always_use_graphs = graphs;
      ASSERT_OK(sr_instance_create(&options, f.allocator, &f.instance));
      sr_module_t* module = NULL;
      ASSERT_OK(sr_module_load_from_memory(f.instance, "scale.mlir", text,
                                           length, &module));
      sr_function_t* fn = NULL;
      ASSERT_OK(sr_module_lookup_function(module, "main", &fn));
      for (int call = 0; call < 2; ++call) {
        sr_variant_t result;
        size_t count = 0;
        ASSERT_OK(sr_function_invoke(fn, NULL, 0, &result, 1, &count));
        cr_assert_eq(count, 1);
        char* printed = sr_tool_format_view(result.view, SIZE_MAX);
        cr_assert_not_null(printed);
        cr_assert_str_eq(printed, expected, "%s/%u threads=%d graphs=%d",
                         sr_scale_shape_name(shape), n, threads, graphs);
        free(printed);
        sr_variant_reset(&result);
      }
      sr_module_release(module);
      fixture_end(&f);
    }
  }
  free(expected);
  free(text);
}

Test(scale, dispatches_in_one_execute) {
  sr_scale_check(SR_SCALE_DISPATCH, 1000);
}
Test(scale, copies_in_one_execute) { sr_scale_check(SR_SCALE_COPY, 1000); }
Test(scale, chained_executes) { sr_scale_check(SR_SCALE_EXECUTES, 1000); }
Test(scale, weights) { sr_scale_check(SR_SCALE_WEIGHTS, 3); }
