// The example program of the README's runtime section, built and run as a
// test so that the README never shows code that does not work.
//
//   readme_example PROGRAM.mlir
// runs @main of PROGRAM (a function taking and returning one 4xi32 tensor)
// on [1 2 3 4] and prints the result as streamref-run would.
#include <stdio.h>

#include "streamref/runtime.h"

int main(int argc, char** argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s PROGRAM.mlir\n", argv[0]);
    return 1;
  }
  sr_instance_t* instance = NULL;
  sr_module_t* module = NULL;
  sr_function_t* main_fn = NULL;
  sr_buffer_view_t* input = NULL;
  sr_variant_t result = {0};
  size_t result_count = 0;

  // An instance: a worker pool (all CPUs) and a loop thread.
  sr_status_t status =
      sr_instance_create(NULL, sr_allocator_system(), &instance);
  // Parse, verify and prepare the program; its initializers run here.
  if (!status) status = sr_module_load_from_file(instance, argv[1], &module);
  if (!status) status = sr_module_lookup_function(module, "main", &main_fn);
  // A 4xi32 tensor argument.
  int32_t data[4] = {1, 2, 3, 4};
  int64_t shape[1] = {4};
  if (!status) {
    status = sr_buffer_view_create(sr_allocator_system(), 1, shape,
                                   SR_ELEMENT_TYPE_INT_32, data, sizeof(data),
                                   &input);
  }
  if (!status) {
    sr_variant_t arg = sr_variant_view(input);
    status = sr_function_invoke(main_fn, &arg, 1, &result, 1, &result_count);
  }
  if (!status && result.type == SR_VARIANT_BUFFER_VIEW) {
    char text[256];
    sr_buffer_view_format(result.view, 1024, text, sizeof(text));
    printf("%s\n", text);  // 4xi32=3 4 1 2 for the coarse-fences test
  }
  sr_variant_reset(&result);
  sr_buffer_view_release(input);
  sr_module_release(module);
  sr_instance_release(instance);
  if (status) {
    sr_status_fprint(stderr, status);  // file:line:col: error: ...
    sr_status_free(status);
    return 1;
  }
  return 0;
}
