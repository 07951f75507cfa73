// The IR library alone (streamref::ir, pkg-config streamref-ir): no
// runtime, no threads, no libuv.
//
//   consumer_ir saxpy.stream.mlir
//
// Parses and verifies the program, prints it in generic form, parses that
// and prints it again: the two printings must be the same text. Prints the
// number of ops of each kind of the stream dialect it saw.

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "streamref/ir.h"

static char* read_file(const char* path, size_t* out_length) {
  FILE* file = fopen(path, "rb");
  if (!file) return NULL;
  char* text = NULL;
  size_t length = 0;
  if (!fseek(file, 0, SEEK_END)) {
    long end = ftell(file);
    if (end >= 0 && !fseek(file, 0, SEEK_SET)) {
      text = malloc((size_t)end + 1);
      if (text) length = fread(text, 1, (size_t)end, file);
    }
  }
  fclose(file);
  if (text) text[length] = 0;
  *out_length = length;
  return text;
}

static sr_status_t print_generic(const char* name, const char* text,
                                 size_t length, char** out_text,
                                 size_t* out_length) {
  sr_context_t* context = NULL;
  sr_op_t* module = NULL;
  sr_ir_parse_options_t parse_options = {0};
  sr_ir_print_options_t print_options = {0};
  print_options.generic = true;
  sr_status_t status = sr_context_create(sr_allocator_system(), &context);
  if (!status) {
    status = sr_ir_parse(context, name, text, length, &parse_options, &module);
  }
  if (!status) status = sr_ir_verify(context, module);
  if (!status) {
    status = sr_ir_print_to_string(context, module, &print_options,
                                   sr_allocator_system(), out_text, out_length);
  }
  sr_context_destroy(context);
  return status;
}

int main(int argc, char** argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: consumer_ir FILE.mlir\n");
    return 2;
  }
  size_t length = 0;
  char* text = read_file(argv[1], &length);
  if (!text) {
    fprintf(stderr, "cannot read %s\n", argv[1]);
    return 1;
  }
  char* first = NULL;
  char* second = NULL;
  size_t first_length = 0, second_length = 0;
  sr_status_t status =
      print_generic(argv[1], text, length, &first, &first_length);
  if (!status) {
    status = print_generic("<generic>", first, first_length, &second,
                           &second_length);
  }
  int rc = 0;
  if (status) {
    sr_status_fprint(stderr, status);
    sr_status_free(status);
    rc = 1;
  } else if (first_length != second_length ||
             memcmp(first, second, first_length)) {
    fprintf(stderr, "the generic form does not print back the same\n");
    rc = 1;
  } else {
    // Count a few ops of the program in the generic text.
    const char* names[] = {"\"stream.executable\"", "\"stream.cmd.execute\"",
                           "\"stream.cmd.dispatch\"", "\"util.func\""};
    printf("ir: generic form round-trips;");
    for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); ++i) {
      int count = 0;
      for (const char* p = first; (p = strstr(p, names[i])); ++p) ++count;
      printf(" %s %d", names[i], count);
    }
    printf("\n");
  }
  sr_allocator_free(sr_allocator_system(), first);
  sr_allocator_free(sr_allocator_system(), second);
  free(text);
  return rc;
}
