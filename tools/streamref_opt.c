// streamref-opt: parse, verify and print Stream IR, with iree-opt's flags.
//
//   streamref-opt [options] <file|->
//     --split-input-file          treat `// -----` as separating inputs
//     --mlir-print-op-generic     print every op in generic form
//     --mlir-print-debuginfo      print locations
//     --allow-unregistered-dialect
//     -o FILE                     write output to FILE (default stdout)
//
// Exit code: 0 when every input parsed, 1 when any failed (each failure is
// reported as `file:line:col: error: ...` with the source line and a caret),
// 2 for bad command lines.

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "streamref/ir.h"

typedef struct sr_opt_flags_t {
  bool split_input_file;
  bool print_generic;
  bool print_debug_info;
  bool allow_unregistered;
  const char* output_path;
  const char* input_path;
} sr_opt_flags_t;

static void sr_opt_usage(FILE* stream) {
  fprintf(stream,
          "usage: streamref-opt [options] <file|->\n"
          "  --split-input-file            split the input at '// -----'\n"
          "  --mlir-print-op-generic       print ops in generic form\n"
          "  --mlir-print-debuginfo        print locations\n"
          "  --allow-unregistered-dialect  accept ops of unknown dialects\n"
          "  -o FILE                       output file (default: stdout)\n");
}

// Returns 0 on success, 2 on a bad command line.
static int sr_opt_parse_flags(int argc, char** argv, sr_opt_flags_t* flags) {
  memset(flags, 0, sizeof(*flags));
  for (int i = 1; i < argc; ++i) {
    const char* arg = argv[i];
    // iree-opt accepts both -flag and --flag spellings.
    const char* name = arg;
    if (name[0] == '-' && name[1] == '-') ++name;
    if (!strcmp(name, "-split-input-file")) {
      flags->split_input_file = true;
    } else if (!strcmp(name, "-mlir-print-op-generic")) {
      flags->print_generic = true;
    } else if (!strcmp(name, "-mlir-print-debuginfo")) {
      flags->print_debug_info = true;
    } else if (!strcmp(name, "-allow-unregistered-dialect")) {
      flags->allow_unregistered = true;
    } else if (!strcmp(arg, "-o")) {
      if (i + 1 >= argc) {
        fprintf(stderr, "streamref-opt: -o needs a file name\n");
        return 2;
      }
      flags->output_path = argv[++i];
    } else if (!strncmp(name, "-o=", 3)) {
      flags->output_path = name + 3;
    } else if (!strcmp(name, "-help") || !strcmp(arg, "-h")) {
      sr_opt_usage(stdout);
      exit(0);
    } else if (arg[0] == '-' && arg[1] != 0) {
      fprintf(stderr, "streamref-opt: unknown command line argument '%s'\n",
              arg);
      sr_opt_usage(stderr);
      return 2;
    } else if (flags->input_path) {
      fprintf(stderr, "streamref-opt: more than one input file given\n");
      return 2;
    } else {
      flags->input_path = arg;
    }
  }
  if (!flags->input_path) flags->input_path = "-";
  return 0;
}

// Reads all of |path| ("-" for stdin) into a malloc'd buffer.
static sr_status_t sr_opt_read_file(const char* path, char** out_text,
                                    size_t* out_length) {
  FILE* file = strcmp(path, "-") ? fopen(path, "rb") : stdin;
  if (!file) {
    return SR_MAKE_STATUS(SR_STATUS_NOT_FOUND, "could not open input file '%s'",
                          path);
  }
  sr_allocator_t allocator = sr_allocator_system();
  size_t capacity = 1 << 16, length = 0;
  char* text = NULL;
  sr_status_t status = sr_allocator_malloc(allocator, capacity, (void**)&text);
  while (!status) {
    if (length == capacity) {
      capacity *= 2;
      status = sr_allocator_realloc(allocator, capacity, (void**)&text);
      if (status) break;
    }
    size_t n = fread(text + length, 1, capacity - length, file);
    length += n;
    if (n == 0) {
      if (ferror(file)) {
        status =
            SR_MAKE_STATUS(SR_STATUS_DATA_LOSS, "error reading '%s'", path);
      }
      break;
    }
  }
  if (file != stdin) fclose(file);
  if (status) {
    sr_allocator_free(allocator, text);
    return status;
  }
  *out_text = text;
  *out_length = length;
  return sr_ok_status();
}

static uint32_t sr_opt_count_lines(const char* text, size_t length) {
  uint32_t lines = 0;
  for (size_t i = 0; i < length; ++i) lines += text[i] == '\n';
  return lines;
}

// Parses and prints one chunk; returns false if it failed.
static bool sr_opt_process_chunk(const sr_opt_flags_t* flags, const char* name,
                                 const char* text, size_t length,
                                 uint32_t first_line, FILE* out) {
  sr_context_t* context = NULL;
  sr_status_t status = sr_context_create(sr_allocator_system(), &context);
  sr_op_t* module = NULL;
  if (!status) {
    sr_ir_parse_options_t parse_options = {flags->allow_unregistered,
                                           first_line, false};
    status = sr_ir_parse(context, name, text, length, &parse_options, &module);
  }
  if (!status) {
    sr_ir_print_options_t print_options = {flags->print_generic,
                                           flags->print_debug_info};
    status = sr_ir_print(context, module, &print_options, out);
  }
  sr_context_destroy(context);
  if (status) {
    sr_status_fprint(stderr, status);
    sr_status_free(status);
    return false;
  }
  return true;
}

int main(int argc, char** argv) {
  sr_opt_flags_t flags;
  int rc = sr_opt_parse_flags(argc, argv, &flags);
  if (rc) return rc;
  char* text = NULL;
  size_t length = 0;
  sr_status_t status = sr_opt_read_file(flags.input_path, &text, &length);
  if (status) {
    sr_status_fprint(stderr, status);
    sr_status_free(status);
    return 1;
  }
  FILE* out = stdout;
  if (flags.output_path && strcmp(flags.output_path, "-")) {
    out = fopen(flags.output_path, "wb");
    if (!out) {
      fprintf(stderr, "error: could not open output file '%s'\n",
              flags.output_path);
      sr_allocator_free(sr_allocator_system(), text);
      return 1;
    }
  }
  const char* name =
      strcmp(flags.input_path, "-") ? flags.input_path : "<stdin>";
  bool ok = true;
  if (!flags.split_input_file) {
    ok = sr_opt_process_chunk(&flags, name, text, length, 1, out);
  } else {
    size_t start = 0;
    uint32_t line = 1;
    bool first = true;
    for (;;) {
      size_t end = sr_ir_find_split_marker(text, start, length);
      if (!first) fprintf(out, "\n// -----\n");
      first = false;
      ok &= sr_opt_process_chunk(&flags, name, text + start, end - start, line,
                                 out);
      if (end >= length) break;
      line += sr_opt_count_lines(text + start, end - start);
      start = end + 8;  // skip the marker; the rest of its line follows
    }
  }
  if (out != stdout) fclose(out);
  sr_allocator_free(sr_allocator_system(), text);
  return ok ? 0 : 1;
}
