// streamref-scale-gen SHAPE N [--expected]
//
// Writes the generated program SHAPE (dispatch, copy, executes, weights)
// with N ops (MiB of weights for `weights`) to stdout, or with --expected
// the result line streamref-run prints for it. See scale_gen.h.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "perf/scale_gen.h"

int main(int argc, char** argv) {
  if (argc < 3) {
    fprintf(stderr,
            "usage: streamref-scale-gen dispatch|copy|executes|weights N "
            "[--expected]\n");
    return 2;
  }
  sr_scale_shape_t shape = sr_scale_shape_from_name(argv[1]);
  char* end = NULL;
  unsigned long n = strtoul(argv[2], &end, 10);
  if (shape == SR_SCALE_SHAPE_COUNT || !end || *end || n > 10000000ul) {
    fprintf(stderr, "streamref-scale-gen: bad shape or count\n");
    return 2;
  }
  if (argc > 3 && !strcmp(argv[3], "--expected")) {
    size_t length = sr_scale_gen_expected(shape, (uint32_t)n, NULL, 0);
    char* text = malloc(length + 1);
    if (!text) return 1;
    sr_scale_gen_expected(shape, (uint32_t)n, text, length + 1);
    printf("%s\n", text);
    free(text);
    return 0;
  }
  return sr_scale_gen_write(stdout, shape, (uint32_t)n) ? 1 : 0;
}
