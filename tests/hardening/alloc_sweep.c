// The allocation-failure sweep (issue 20): runs corpus programs with the
// instance allocator failing its Nth allocation, for every N up to the
// allocation count of a clean run (or a sample of them), and checks that
// each run ends in one of two ways:
//
//  - an error whose code is RESOURCE_EXHAUSTED (the injected failure,
//    reported as itself, not as a parse error or a wrong result) and, once
//    the module's text is being parsed or run, with a `file:line:col`
//    location: every failure of sr_function_invoke must be located; a
//    failure of the load may be unlocated only before the text is parsed
//    (reading it, creating the context): once a smaller N gave a located
//    load error, a larger one must too;
//  - the right result: the clean run's results, printed, byte for byte.
//
// Either way, once the results, the module and the instance are released
// the instance allocator has no live block (a leak of the runtime's own
// memory), LeakSanitizer sees no leak of the system's, and the run takes
// less than a minute (a lost completion would hang: SIGALRM aborts).
//
//   sr_alloc_sweep [--all | --sample=S] [--graphs] [--workers=W]
//                  [--keep-going] [--only=N] CORPUS_DIR NAME/PHASE ...
//
// NAME/PHASE runs CORPUS_DIR/generated/NAME/PHASE.mlir with the flags of
// CORPUS_DIR/programs/NAME.run (--function, --input, --parameters, relative
// to the generated folder). A NAME of `*` means every folder of generated/
// that has the phase. --all tries every N from 1 to the clean run's count
// (and on while injected failures still hit); --sample=S (default 24) tries
// the first 8, the last 4 and S spread between them. --graphs runs every
// region as a task graph; --only=N tries N alone and prints the stack of
// the allocation that fails. Prints one line per program and the totals;
// exits 1 on the first program that breaks a rule (after its line), naming
// N and what happened, or with --keep-going after all of them.

#include <dirent.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "streamref/params.h"
#include "streamref/runtime.h"
#include "support/fault_allocator.h"
#include "tools/run_io.h"

typedef struct sweep_options_t {
  bool all;
  int sample;
  bool graphs;
  bool keep_going;
  int workers;
  long only;     // --only=N: just that N, printing where it fails
  bool verbose;  // every unlocated load failure printed
} sweep_options_t;

// Where an injected failure happens (--only): the sanitizers' stack
// printer when there is one.
void __sanitizer_print_stack_trace(void) __attribute__((weak));
static void sweep_print_stack(void* user_data) {
  (void)user_data;
  if (__sanitizer_print_stack_trace) __sanitizer_print_stack_trace();
}

// One program: its text's path, the function, its input specs and
// parameter index.
typedef struct sweep_program_t {
  char label[1024];
  char path[8192];
  char function[256];
  sr_tool_string_list_t inputs;
  sr_parameter_index_t* parameters;
} sweep_program_t;

// What one run did.
typedef enum sweep_outcome_e {
  SWEEP_CREATE_FAILED,
  SWEEP_LOAD_FAILED,
  SWEEP_RUN_FAILED,
  SWEEP_SUCCEEDED,
} sweep_outcome_t;

typedef struct sweep_run_t {
  sweep_outcome_t outcome;
  long allocations;  // the allocator's count at the end
  long failures;     // allocations failed on purpose
  long live;         // instance blocks still live after every release
  sr_status_t status;
  char* results;  // the printed results (SUCCEEDED)
} sweep_run_t;

static const char* g_current = "";
static long g_current_n = 0;

static void sweep_on_alarm(int signal_number) {
  (void)signal_number;
  char message[768];
  int n = snprintf(message, sizeof(message),
                   "sr_alloc_sweep: %s with allocation %ld failing did not "
                   "finish in 60 s (a hang)\n",
                   g_current, g_current_n);
  if (n > 0) (void)!write(2, message, (size_t)n);
  abort();
}

static char* sweep_trim_line(char* line) {
  size_t n = strlen(line);
  while (n && (line[n - 1] == '\n' || line[n - 1] == '\r')) line[--n] = 0;
  return line;
}

// Reads NAME.run into |program|. False (with a message) on failure.
static bool sweep_read_flags(const char* corpus, const char* name,
                             sweep_program_t* program) {
  char path[4096];
  snprintf(path, sizeof(path), "%s/programs/%s.run", corpus, name);
  FILE* file = fopen(path, "r");
  if (!file) {
    fprintf(stderr, "sr_alloc_sweep: cannot open %s\n", path);
    return false;
  }
  snprintf(program->function, sizeof(program->function), "main");
  char* line = NULL;
  size_t capacity = 0;
  bool ok = true;
  while (ok && getline(&line, &capacity, file) >= 0) {
    sweep_trim_line(line);
    if (strncmp(line, "--function=", 11) == 0) {
      snprintf(program->function, sizeof(program->function), "%s", line + 11);
    } else if (strncmp(line, "--input=", 8) == 0) {
      sr_tool_string_list_push(&program->inputs, line + 8);
    } else if (strncmp(line, "--parameters=", 13) == 0) {
      // [scope=]FILE, FILE relative to the generated folder.
      const char* value = line + 13;
      const char* eq = strchr(value, '=');
      char flag[8192];
      snprintf(flag, sizeof(flag), "%.*s%s/generated/%s/%s",
               eq ? (int)(eq - value + 1) : 0, value, corpus, name,
               eq ? eq + 1 : value);
      if (!program->parameters) {
        sr_status_t status = sr_parameter_index_create(sr_allocator_system(),
                                                       &program->parameters);
        if (!status) {
          status = sr_parameter_index_add_flag(program->parameters, flag,
                                               SR_PARAMETER_MODE_MMAP);
        }
        if (status) {
          sr_status_fprint(stderr, status);
          sr_status_free(status);
          ok = false;
        }
      }
    } else if (line[0]) {
      fprintf(stderr, "sr_alloc_sweep: %s: unknown flag %s\n", path, line);
      ok = false;
    }
  }
  free(line);
  fclose(file);
  return ok;
}

static void sweep_program_free(sweep_program_t* program) {
  sr_tool_string_list_free(&program->inputs);
  if (program->parameters) sr_parameter_index_release(program->parameters);
  memset(program, 0, sizeof(*program));
}

// The results as streamref-run prints them.
static char* sweep_print_results(const sr_variant_t* results, size_t count) {
  char* text = NULL;
  size_t length = 0;
  FILE* out = open_memstream(&text, &length);
  if (!out) abort();
  for (size_t i = 0; i < count; ++i) {
    fprintf(out, "result[%zu]: ", i);
    sr_tool_print_variant(out, &results[i], SIZE_MAX);
  }
  fclose(out);
  return text;
}

// One run of |program| with allocation |fail_at| failing (0: none).
static sweep_run_t sweep_run_once(const sweep_program_t* program,
                                  const sweep_options_t* options,
                                  long fail_at) {
  sweep_run_t run = {0};
  sr_fault_allocator_t fault;
  sr_fault_allocator_initialize(&fault);
  fault.fail_at = fail_at;
  if (options->only) fault.on_failure = sweep_print_stack;
  sr_instance_options_t instance_options;
  sr_instance_options_initialize(&instance_options);
  instance_options.worker_count = options->workers;
  instance_options.always_use_graphs = options->graphs;
  g_current_n = fail_at;
  alarm(60);
  sr_instance_t* instance = NULL;
  sr_status_t status = sr_instance_create(
      &instance_options, sr_fault_allocator(&fault), &instance);
  if (status) {
    run.outcome = SWEEP_CREATE_FAILED;
    run.status = status;
  } else {
    if (program->parameters) {
      sr_instance_set_parameters(instance, program->parameters);
    }
    sr_module_t* module = NULL;
    status = sr_module_load_from_file(instance, program->path, &module);
    sr_function_t* function = NULL;
    if (!status) {
      status = sr_module_lookup_function(module, program->function, &function);
    }
    if (status) {
      run.outcome = SWEEP_LOAD_FAILED;
      run.status = status;
    } else {
      char cconv[64];
      snprintf(cconv, sizeof(cconv), "%s",
               sr_function_argument_cconv(function));
      if (sr_function_is_async(function)) {
        size_t n = strlen(cconv);
        cconv[n >= 2 ? n - 2 : 0] = 0;
      }
      sr_tool_string_list_t specs = {0};
      for (size_t i = 0; i < program->inputs.count; ++i) {
        sr_tool_string_list_push(&specs, program->inputs.values[i]);
      }
      sr_tool_variant_list_t inputs = {0};
      status = sr_tool_parse_inputs(&specs, cconv, &inputs);
      sr_tool_string_list_free(&specs);
      if (status) {
        // The inputs live on the system allocator: never the fault's.
        fprintf(stderr, "sr_alloc_sweep: %s: bad inputs\n", program->label);
        sr_status_fprint(stderr, status);
        abort();
      }
      sr_variant_t results[64];
      memset(results, 0, sizeof(results));
      size_t count = 0;
      status = sr_function_invoke(function, inputs.values, inputs.count,
                                  results, 64, &count);
      if (status) {
        run.outcome = SWEEP_RUN_FAILED;
        run.status = status;
      } else {
        run.outcome = SWEEP_SUCCEEDED;
        run.results = sweep_print_results(results, count);
      }
      for (size_t i = 0; i < count && i < 64; ++i) {
        sr_variant_reset(&results[i]);
      }
      sr_tool_variant_list_free(&inputs);
    }
    if (module) sr_module_release(module);
    sr_instance_release(instance);
  }
  alarm(0);
  run.allocations = sr_fault_allocator_count(&fault);
  run.failures = atomic_load(&fault.failures);
  run.live = sr_fault_allocator_live(&fault);
  return run;
}

static void sweep_run_free(sweep_run_t* run) {
  sr_status_free(run->status);
  free(run->results);
  run->status = NULL;
  run->results = NULL;
}

// Counts for the summary.
typedef struct sweep_totals_t {
  long programs;
  long allocations;  // the clean runs' counts, summed
  long runs;
  long injected;  // runs in which an allocation failed on purpose
  long create_failed;
  long load_failed;
  long load_unlocated;
  long run_failed;
  long succeeded;  // the right result although an allocation failed
  long failed_programs;
} sweep_totals_t;

// Checks one faulted run against the rules. Returns NULL when it holds,
// else what broke (static text).
static const char* sweep_judge(const sweep_run_t* run, const char* expected) {
  if (run->live) return "instance blocks still live after release";
  switch (run->outcome) {
    case SWEEP_CREATE_FAILED:
    case SWEEP_LOAD_FAILED:
      if (sr_status_code(run->status) != SR_STATUS_RESOURCE_EXHAUSTED) {
        return "the load failed with a code other than RESOURCE_EXHAUSTED";
      }
      if (!run->failures) return "the load failed with nothing injected";
      return NULL;
    case SWEEP_RUN_FAILED:
      if (sr_status_code(run->status) != SR_STATUS_RESOURCE_EXHAUSTED) {
        return "the run failed with a code other than RESOURCE_EXHAUSTED";
      }
      if (!sr_status_ir_loc(run->status).file) {
        return "the run failed without a location";
      }
      if (!run->failures) return "the run failed with nothing injected";
      return NULL;
    case SWEEP_SUCCEEDED:
      if (strcmp(run->results, expected) != 0) return "a wrong result";
      return NULL;
  }
  return "unknown outcome";
}

// The values of N to try for a clean count of |count|.
static bool sweep_should_try(const sweep_options_t* options, long n,
                             long count) {
  if (options->only) return n == options->only;
  if (options->all) return true;
  if (n <= 8 || n > count - 4) return true;
  long stride = (count - 12) / (options->sample > 0 ? options->sample : 1);
  if (stride < 1) stride = 1;
  return (n - 8) % stride == 0;
}

static bool sweep_program(const sweep_program_t* program,
                          const sweep_options_t* options,
                          sweep_totals_t* totals) {
  g_current = program->label;
  sweep_run_t clean = sweep_run_once(program, options, 0);
  if (clean.outcome != SWEEP_SUCCEEDED || clean.live) {
    fprintf(stderr, "sr_alloc_sweep: %s: the clean run failed (%ld live)\n",
            program->label, clean.live);
    if (clean.status) sr_status_fprint(stderr, clean.status);
    sweep_run_free(&clean);
    return false;
  }
  long count = clean.allocations;
  sweep_totals_t mine = {0};
  bool ok = true;
  // Past the clean count while injected failures still hit (thread timing
  // moves the count a little between runs).
  long broken = 0;
  long first_located = 0;  // the first N whose load failed located
  for (long n = 1; (ok || (options->keep_going && broken < 20)) &&
                   (n <= count || (options->all && n <= count + 64));
       ++n) {
    if (!sweep_should_try(options, n, count)) continue;
    sweep_run_t run = sweep_run_once(program, options, n);
    ++mine.runs;
    if (run.failures) ++mine.injected;
    const char* broke = sweep_judge(&run, clean.results);
    if (run.outcome == SWEEP_LOAD_FAILED) {
      if (sr_status_ir_loc(run.status).file) {
        if (!first_located) first_located = n;
      } else if (!broke && first_located) {
        broke = "the load failed without a location after the text parsed";
      }
    }
    switch (run.outcome) {
      case SWEEP_CREATE_FAILED:
        ++mine.create_failed;
        break;
      case SWEEP_LOAD_FAILED:
        ++mine.load_failed;
        if (!sr_status_ir_loc(run.status).file) {
          ++mine.load_unlocated;
          if (options->verbose) {
            fprintf(stderr, "%s, allocation %ld: unlocated: %s\n",
                    program->label, n, sr_status_message(run.status));
          }
        }
        break;
      case SWEEP_RUN_FAILED:
        ++mine.run_failed;
        break;
      case SWEEP_SUCCEEDED:
        if (run.failures) ++mine.succeeded;
        break;
    }
    if (broke) {
      fprintf(stderr, "sr_alloc_sweep: %s, allocation %ld of %ld failing: %s\n",
              program->label, n, count, broke);
      if (run.status) sr_status_fprint(stderr, run.status);
      if (run.results) {
        fprintf(stderr, "got:\n%sexpected:\n%s", run.results, clean.results);
      }
      ok = false;
      ++broken;
    }
    sweep_run_free(&run);
  }
  printf(
      "%-40s %6ld allocations, %5ld runs (%ld injected): %ld create, %ld load "
      "(%ld unlocated), %ld run errors, %ld right results%s\n",
      program->label, count, mine.runs, mine.injected, mine.create_failed,
      mine.load_failed, mine.load_unlocated, mine.run_failed, mine.succeeded,
      ok ? "" : "  FAILED");
  fflush(stdout);
  ++totals->programs;
  totals->allocations += count;
  totals->runs += mine.runs;
  totals->injected += mine.injected;
  totals->create_failed += mine.create_failed;
  totals->load_failed += mine.load_failed;
  totals->load_unlocated += mine.load_unlocated;
  totals->run_failed += mine.run_failed;
  totals->succeeded += mine.succeeded;
  sweep_run_free(&clean);
  return ok;
}

static int sweep_compare_names(const void* a, const void* b) {
  return strcmp(*(const char* const*)a, *(const char* const*)b);
}

// Sweeps NAME/PHASE (NAME may be `*`).
static bool sweep_spec(const char* corpus, const char* spec,
                       const sweep_options_t* options, sweep_totals_t* totals) {
  const char* slash = strchr(spec, '/');
  if (!slash) {
    fprintf(stderr, "sr_alloc_sweep: %s is not NAME/PHASE\n", spec);
    return false;
  }
  char name[256], phase[256];
  snprintf(name, sizeof(name), "%.*s", (int)(slash - spec), spec);
  snprintf(phase, sizeof(phase), "%s", slash + 1);
  char* names[512];
  size_t name_count = 0;
  if (strcmp(name, "*") == 0) {
    char dir_path[4096];
    snprintf(dir_path, sizeof(dir_path), "%s/generated", corpus);
    DIR* dir = opendir(dir_path);
    if (!dir) {
      fprintf(stderr, "sr_alloc_sweep: cannot open %s\n", dir_path);
      return false;
    }
    struct dirent* entry;
    while ((entry = readdir(dir)) && name_count < 512) {
      if (entry->d_name[0] == '.') continue;
      char path[8192];
      struct stat st;
      snprintf(path, sizeof(path), "%s/%s/%s.mlir", dir_path, entry->d_name,
               phase);
      if (stat(path, &st) == 0) names[name_count++] = strdup(entry->d_name);
    }
    closedir(dir);
    qsort(names, name_count, sizeof(names[0]), sweep_compare_names);
  } else {
    names[name_count++] = strdup(name);
  }
  bool ok = name_count > 0;
  for (size_t i = 0; i < name_count; ++i) {
    sweep_program_t program = {0};
    snprintf(program.label, sizeof(program.label), "%s/%s", names[i], phase);
    snprintf(program.path, sizeof(program.path), "%s/generated/%s/%s.mlir",
             corpus, names[i], phase);
    if (ok || options->keep_going) {
      if (!sweep_read_flags(corpus, names[i], &program) ||
          !sweep_program(&program, options, totals)) {
        ok = false;
        ++totals->failed_programs;
      }
    }
    sweep_program_free(&program);
    free(names[i]);
  }
  return ok;
}

int main(int argc, char** argv) {
  sweep_options_t options = {.sample = 24, .workers = 2};
  int first = 1;
  for (; first < argc && strncmp(argv[first], "--", 2) == 0; ++first) {
    const char* arg = argv[first];
    if (strcmp(arg, "--all") == 0) {
      options.all = true;
    } else if (strncmp(arg, "--sample=", 9) == 0) {
      options.sample = atoi(arg + 9);
    } else if (strcmp(arg, "--keep-going") == 0) {
      options.keep_going = true;
    } else if (strncmp(arg, "--only=", 7) == 0) {
      options.only = atol(arg + 7);
    } else if (strcmp(arg, "--verbose") == 0) {
      options.verbose = true;
    } else if (strcmp(arg, "--graphs") == 0) {
      options.graphs = true;
    } else if (strncmp(arg, "--workers=", 10) == 0) {
      options.workers = atoi(arg + 10);
    } else {
      fprintf(stderr, "sr_alloc_sweep: unknown option %s\n", arg);
      return 2;
    }
  }
  if (argc - first < 2) {
    fprintf(stderr,
            "usage: sr_alloc_sweep [--all | --sample=S] [--graphs] "
            "[--workers=W] [--keep-going] [--only=N] CORPUS_DIR "
            "NAME/PHASE ...\n");
    return 2;
  }
  signal(SIGALRM, sweep_on_alarm);
  const char* corpus = argv[first];
  sweep_totals_t totals = {0};
  bool ok = true;
  for (int i = first + 1; (ok || options.keep_going) && i < argc; ++i) {
    if (!sweep_spec(corpus, argv[i], &options, &totals)) ok = false;
  }
  printf(
      "%ld programs, %ld allocations in their clean runs, %ld runs (%ld with "
      "an injected failure): %ld failed creating the instance, %ld loading "
      "(%ld unlocated), %ld running (all located), %ld gave the right "
      "result; %ld programs broke a rule\n",
      totals.programs, totals.allocations, totals.runs, totals.injected,
      totals.create_failed, totals.load_failed, totals.load_unlocated,
      totals.run_failed, totals.succeeded, totals.failed_programs);
  return ok ? 0 : 1;
}
