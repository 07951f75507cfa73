// streamref-opt: parse, verify and print Stream IR, with iree-opt's flags.
//
//   streamref-opt [options] <file|->
//     --split-input-file          treat `// -----` as separating inputs
//     --mlir-print-op-generic     print every op in generic form
//     --mlir-print-debuginfo      print locations
//     --allow-unregistered-dialect
//     -o FILE                     write output to FILE (default stdout)
//     --iree-stream-verify-*      IREE's Stream phase verifiers, run in the
//                                 order given (core/passes/README.md)
//     --dump-statistics[=FORMAT]  IREE's --iree-stream-dump-statistics;
//                                 FORMAT pretty|verbose (default)|csv
//     --dump-statistics-file=F    statistics to F (default stdout)
//     --verify-diagnostics        check `expected-error` annotations
//
// Exit code: 0 when every input parsed (and passed the passes), 1 when any
// failed (each failure is reported as `file:line:col: error: ...` with the
// source line and a caret), 2 for bad command lines. With
// --verify-diagnostics: 0 iff every input produced exactly the annotated
// diagnostics.

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "streamref/ir.h"
#include "streamref/passes.h"
#include "tools/version_flag.h"

// The passes to run, in command-line order.
#define SR_OPT_MAX_PASSES 32
typedef struct sr_opt_pass_t {
  const sr_pass_t* pass;
  sr_statistics_format_t statistics_format;
} sr_opt_pass_t;

typedef struct sr_opt_flags_t {
  bool split_input_file;
  bool print_generic;
  bool print_debug_info;
  bool allow_unregistered;
  const char* output_path;
  const char* input_path;
  bool verify_diagnostics;
  sr_opt_pass_t passes[SR_OPT_MAX_PASSES];
  uint32_t num_passes;
  const char* statistics_path;
  FILE* statistics_stream;
} sr_opt_flags_t;

static void sr_opt_usage(FILE* stream) {
  fprintf(stream,
          "usage: streamref-opt [options] <file|->\n"
          "  --split-input-file            split the input at '// -----'\n"
          "  --mlir-print-op-generic       print ops in generic form\n"
          "  --mlir-print-debuginfo        print locations\n"
          "  --allow-unregistered-dialect  accept ops of unknown dialects\n"
          "  -o FILE                       output file (default: stdout)\n"
          "  --verify-diagnostics          check expected-* annotations\n"
          "  --dump-statistics[=FORMAT]    stream statistics: pretty, "
          "verbose, csv\n"
          "  --dump-statistics-file=FILE   statistics output (default: "
          "stdout)\n"
          "  --help, -h                    this text\n"
          "  --version                     the version of streamref\n");
  uint32_t count = 0;
  const sr_pass_t* const* passes = sr_pass_list(&count);
  for (uint32_t i = 0; i < count; ++i) {
    fprintf(stream, "  --%-45s %s\n", sr_pass_name(passes[i]),
            sr_pass_summary(passes[i]));
  }
}

// Adds |pass| to the pipeline; returns 2 (bad command line) when full.
static int sr_opt_add_pass(sr_opt_flags_t* flags, const sr_pass_t* pass,
                           sr_statistics_format_t format) {
  if (flags->num_passes == SR_OPT_MAX_PASSES) {
    fprintf(stderr, "streamref-opt: too many passes\n");
    return 2;
  }
  flags->passes[flags->num_passes].pass = pass;
  flags->passes[flags->num_passes].statistics_format = format;
  ++flags->num_passes;
  return 0;
}

// Pass and diagnostics flags; returns -1 when |name| is none of them, else
// 0 or 2 (bad value).
static int sr_opt_parse_pass_flag(const char* name, sr_opt_flags_t* flags) {
  if (!strcmp(name, "-verify-diagnostics")) {
    flags->verify_diagnostics = true;
    return 0;
  }
  if (!strncmp(name, "-dump-statistics-file=", 22)) {
    flags->statistics_path = name + 22;
    return 0;
  }
  if (!strcmp(name, "-dump-statistics") ||
      !strncmp(name, "-dump-statistics=", 17)) {
    const char* value = name[16] == '=' ? name + 17 : "verbose";
    sr_statistics_format_t format = SR_STATISTICS_FORMAT_VERBOSE;
    if (!strcmp(value, "pretty")) {
      format = SR_STATISTICS_FORMAT_PRETTY;
    } else if (!strcmp(value, "csv")) {
      format = SR_STATISTICS_FORMAT_CSV;
    } else if (strcmp(value, "verbose")) {
      fprintf(stderr,
              "streamref-opt: --dump-statistics takes pretty, verbose or "
              "csv, not '%s'\n",
              value);
      return 2;
    }
    return sr_opt_add_pass(flags, sr_pass_lookup("iree-stream-dump-statistics"),
                           format);
  }
  // IREE's pass flags; its statistics pass prints IREE's pretty text.
  const sr_pass_t* pass = sr_pass_lookup(name + 1);
  if (!pass) return -1;
  return sr_opt_add_pass(flags, pass, SR_STATISTICS_FORMAT_PRETTY);
}

// Returns 0 on success, 2 on a bad command line.
static int sr_opt_parse_flags(int argc, char** argv, sr_opt_flags_t* flags) {
  memset(flags, 0, sizeof(*flags));
  int rc = 0;
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
    } else if (name[0] == '-' &&
               (rc = sr_opt_parse_pass_flag(name, flags)) >= 0) {
      if (rc) return rc;
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

// Runs the pass pipeline over |module|, stopping after the first pass that
// reports an error (as iree-opt's pass manager does).
static void sr_opt_run_passes(const sr_opt_flags_t* flags,
                              sr_context_t* context, sr_op_t* module,
                              sr_diag_list_t* diags) {
  for (uint32_t i = 0; i < flags->num_passes; ++i) {
    sr_pass_options_t options = {flags->passes[i].statistics_format,
                                 flags->statistics_stream};
    uint32_t errors = diags->error_count;
    sr_diag_list_add_status(diags, sr_pass_run(flags->passes[i].pass, context,
                                               module, &options, diags));
    if (diags->error_count != errors) return;
  }
}

// Reports the chunk's diagnostics (or checks them against its annotations
// under --verify-diagnostics); returns whether the chunk passed.
static bool sr_opt_finish_diagnostics(const sr_opt_flags_t* flags,
                                      const char* name, const char* text,
                                      size_t length, uint32_t first_line,
                                      const char* file_text, size_t file_length,
                                      sr_diag_list_t* diags) {
  sr_diag_list_attach_source(diags, name, file_text, file_length);
  if (!flags->verify_diagnostics) {
    sr_diag_list_fprint(stderr, diags);
    return diags->error_count == 0 && !diags->out_of_memory;
  }
  sr_expected_diags_t* expected = NULL;
  sr_status_t status = sr_expected_diags_create(
      name, text, length, first_line, sr_allocator_system(), &expected);
  if (status) {
    sr_status_fprint(stderr, status);
    sr_status_free(status);
    return false;
  }
  bool ok = sr_expected_diags_verify(expected, diags, stderr);
  sr_expected_diags_destroy(expected);
  return ok;
}

// Parses, runs the passes over and prints one chunk; returns false if it
// failed. |file_text| is the whole input (for quoting lines of any chunk).
static bool sr_opt_process_chunk(const sr_opt_flags_t* flags, const char* name,
                                 const char* text, size_t length,
                                 uint32_t first_line, FILE* out,
                                 const char* file_text, size_t file_length) {
  sr_diag_list_t diags;
  sr_diag_list_initialize(sr_allocator_system(), &diags);
  sr_context_t* context = NULL;
  sr_status_t status = sr_context_create(sr_allocator_system(), &context);
  sr_op_t* module = NULL;
  if (!status) {
    sr_ir_parse_options_t parse_options = {flags->allow_unregistered,
                                           first_line, false};
    status = sr_ir_parse(context, name, text, length, &parse_options, &module);
  }
  if (!status) sr_opt_run_passes(flags, context, module, &diags);
  if (!status && diags.error_count == 0) {
    sr_ir_print_options_t print_options = {flags->print_generic,
                                           flags->print_debug_info};
    status = sr_ir_print(context, module, &print_options, out);
  }
  sr_context_destroy(context);
  bool ok = true;
  if (status && !flags->verify_diagnostics) {
    // The parser's own rendering, as before passes existed.
    sr_status_fprint(stderr, status);
    sr_status_free(status);
    ok = false;
  } else {
    sr_diag_list_add_status(&diags, status);
  }
  ok &= sr_opt_finish_diagnostics(flags, name, text, length, first_line,
                                  file_text, file_length, &diags);
  sr_diag_list_deinitialize(&diags);
  return ok;
}

int main(int argc, char** argv) {
  if (sr_tool_version_flag(argc, argv, "streamref-opt")) return 0;
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
  flags.statistics_stream = stdout;
  if (flags.statistics_path && strcmp(flags.statistics_path, "-")) {
    flags.statistics_stream = fopen(flags.statistics_path, "wb");
    if (!flags.statistics_stream) {
      fprintf(stderr, "error: could not open statistics file '%s'\n",
              flags.statistics_path);
      if (out != stdout) fclose(out);
      sr_allocator_free(sr_allocator_system(), text);
      return 1;
    }
  }
  const char* name =
      strcmp(flags.input_path, "-") ? flags.input_path : "<stdin>";
  bool ok = true;
  if (!flags.split_input_file) {
    ok = sr_opt_process_chunk(&flags, name, text, length, 1, out, text, length);
  } else {
    size_t start = 0;
    uint32_t line = 1;
    bool first = true;
    for (;;) {
      size_t end = sr_ir_find_split_marker(text, start, length);
      if (!first) fprintf(out, "\n// -----\n");
      first = false;
      ok &= sr_opt_process_chunk(&flags, name, text + start, end - start, line,
                                 out, text, length);
      if (end >= length) break;
      line += sr_opt_count_lines(text + start, end - start);
      start = end + 8;  // skip the marker; the rest of its line follows
    }
  }
  if (out != stdout) fclose(out);
  if (flags.statistics_stream != stdout) fclose(flags.statistics_stream);
  sr_allocator_free(sr_allocator_system(), text);
  return ok ? 0 : 1;
}
