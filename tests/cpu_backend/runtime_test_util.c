// Helpers of the runtime suites; see runtime_test_util.h.

#include "runtime_test_util.h"

#include <ctype.h>
#include <dirent.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "support/counting_allocator.h"

//===----------------------------------------------------------------------===//
// Text
//===----------------------------------------------------------------------===//

void rt_text_append(rt_text_t* text, const char* data, size_t size) {
  if (text->size + size + 1 > text->capacity) {
    size_t capacity = text->capacity ? text->capacity * 2 : 256;
    while (capacity < text->size + size + 1) capacity *= 2;
    char* grown = realloc(text->data, capacity);
    if (!grown) abort();
    text->data = grown;
    text->capacity = capacity;
  }
  memcpy(text->data + text->size, data, size);
  text->size += size;
  text->data[text->size] = 0;
}

void rt_text_appendf(rt_text_t* text, const char* format, ...) {
  va_list args;
  va_start(args, format);
  char* s = NULL;
  int n = vasprintf(&s, format, args);
  va_end(args);
  if (n < 0) abort();
  rt_text_append(text, s, (size_t)n);
  free(s);
}

void rt_text_free(rt_text_t* text) {
  free(text->data);
  memset(text, 0, sizeof(*text));
}

const char* rt_text_cstr(rt_text_t* text) {
  if (!text->data) rt_text_append(text, "", 0);
  return text->data;
}

char* rt_read_file(const char* path) {
  FILE* file = fopen(path, "rb");
  if (!file) return NULL;
  rt_text_t text = {0};
  char buffer[65536];
  size_t n;
  while ((n = fread(buffer, 1, sizeof(buffer), file)) > 0) {
    rt_text_append(&text, buffer, n);
  }
  fclose(file);
  rt_text_cstr(&text);
  return text.data;
}

static int rt_compare_strings(const void* a, const void* b) {
  return strcmp(*(char* const*)a, *(char* const*)b);
}

char** rt_list_programs(const char* dir, size_t* out_count) {
  *out_count = 0;
  DIR* d = opendir(dir);
  if (!d) return NULL;
  size_t count = 0, capacity = 16;
  char** list = malloc(capacity * sizeof(char*));
  struct dirent* entry;
  const char* suffix = ".generic.mlir";
  size_t suffix_length = strlen(suffix);
  while ((entry = readdir(d))) {
    size_t n = strlen(entry->d_name);
    if (n <= suffix_length ||
        strcmp(entry->d_name + n - suffix_length, suffix) != 0) {
      continue;
    }
    if (count == capacity) {
      capacity *= 2;
      list = realloc(list, capacity * sizeof(char*));
    }
    char* path = NULL;
    if (asprintf(&path, "%s/%.*s", dir, (int)(n - suffix_length),
                 entry->d_name) < 0) {
      abort();
    }
    list[count++] = path;
  }
  closedir(d);
  qsort(list, count, sizeof(char*), rt_compare_strings);
  *out_count = count;
  return list;
}

void rt_free_list(char** list, size_t count) {
  for (size_t i = 0; i < count; ++i) free(list[i]);
  free(list);
}

const char* rt_dirname(const char* path) {
  static __thread char buffer[4096];
  snprintf(buffer, sizeof(buffer), "%s", path);
  char* slash = strrchr(buffer, '/');
  if (slash) {
    *slash = 0;
  } else {
    snprintf(buffer, sizeof(buffer), ".");
  }
  return buffer;
}

//===----------------------------------------------------------------------===//
// CLI
//===----------------------------------------------------------------------===//

static void rt_drain(int fd, rt_text_t* text) {
  char buffer[4096];
  ssize_t n;
  while ((n = read(fd, buffer, sizeof(buffer))) > 0) {
    rt_text_append(text, buffer, (size_t)n);
  }
}

int rt_run_cli(const char* module, const char* flagfile, const char* extra,
               const char* cwd, rt_text_t* out_stdout, rt_text_t* out_stderr) {
  char err_path[] = "/tmp/sr_runtime_test_stderr_XXXXXX";
  int err_fd = mkstemp(err_path);
  if (err_fd < 0) return -1;
  rt_text_t command = {0};
  rt_text_appendf(&command, "cd '%s' && exec '%s' '--module=%s'", cwd,
                  SR_STREAMREF_RUN, module);
  if (flagfile) rt_text_appendf(&command, " '--flagfile=%s'", flagfile);
  rt_text_appendf(&command, " %s 2>'%s'", extra ? extra : "", err_path);
  fflush(NULL);
  FILE* pipe = popen(rt_text_cstr(&command), "r");
  rt_text_free(&command);
  if (!pipe) {
    close(err_fd);
    unlink(err_path);
    return -1;
  }
  rt_drain(fileno(pipe), out_stdout);
  int status = pclose(pipe);
  rt_drain(err_fd, out_stderr);
  close(err_fd);
  unlink(err_path);
  rt_text_cstr(out_stdout);
  rt_text_cstr(out_stderr);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

//===----------------------------------------------------------------------===//
// C API
//===----------------------------------------------------------------------===//

void rt_format_results(const sr_variant_t* results, size_t count,
                       rt_text_t* out) {
  for (size_t i = 0; i < count; ++i) {
    const sr_variant_t* v = &results[i];
    rt_text_appendf(out, "result[%zu]: ", i);
    switch (v->type) {
      case SR_VARIANT_NONE:
        rt_text_appendf(out, "(null)");
        break;
      case SR_VARIANT_I32:
        rt_text_appendf(out, "i32=%" PRIi32, v->i32);
        break;
      case SR_VARIANT_I64:
        rt_text_appendf(out, "i64=%" PRIi64, v->i64);
        break;
      case SR_VARIANT_F32:
        rt_text_appendf(out, "f32=%g", v->f32);
        break;
      case SR_VARIANT_F64:
        rt_text_appendf(out, "f64=%g", v->f64);
        break;
      case SR_VARIANT_BUFFER_VIEW: {
        size_t n = sr_buffer_view_format(v->view, 1024, NULL, 0);
        char* text = malloc(n + 1);
        sr_buffer_view_format(v->view, 1024, text, n + 1);
        rt_text_appendf(out, "hal.buffer_view\n%s", text);
        free(text);
        break;
      }
      case SR_VARIANT_FENCE:
        rt_text_appendf(out, "hal.fence\n(no printer)");
        break;
    }
    rt_text_append(out, "\n", 1);
  }
}

typedef struct rt_flags_t {
  char function[256];
  char* inputs[64];
  size_t input_count;
  sr_dispatch_mode_t mode;
  char* devices[8];  // --device, in order
  size_t device_count;
  bool needs_cli;
} rt_flags_t;

static void rt_flags_free(rt_flags_t* flags) {
  for (size_t i = 0; i < flags->input_count; ++i) free(flags->inputs[i]);
  for (size_t i = 0; i < flags->device_count; ++i) free(flags->devices[i]);
}

static void rt_parse_flags(const char* flagfile, rt_flags_t* flags) {
  memset(flags, 0, sizeof(*flags));
  char* text = flagfile ? rt_read_file(flagfile) : NULL;
  if (!text) return;
  for (char* line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
    if (strncmp(line, "--function=", 11) == 0) {
      snprintf(flags->function, sizeof(flags->function), "%s", line + 11);
    } else if (strncmp(line, "--input=", 8) == 0) {
      const char* value = line + 8;
      if (value[0] == '@' || value[0] == '+' || value[0] == '*' ||
          value[0] == '&' || strstr(value, "=@") || strstr(value, "=+")) {
        flags->needs_cli = true;
      }
      if (flags->input_count < 64) {
        flags->inputs[flags->input_count++] = strdup(value);
      }
    } else if (strncmp(line, "--device=", 9) == 0) {
      if (flags->device_count < 8) {
        flags->devices[flags->device_count++] = strdup(line + 9);
      } else {
        flags->needs_cli = true;
      }
    } else if (strncmp(line, "--dispatch-mode=", 16) == 0) {
      const char* m = line + 16;
      flags->mode = strcmp(m, "opaque") == 0      ? SR_DISPATCH_MODE_OPAQUE
                    : strcmp(m, "kernel") == 0    ? SR_DISPATCH_MODE_KERNEL
                    : strcmp(m, "interpret") == 0 ? SR_DISPATCH_MODE_INTERPRET
                                                  : SR_DISPATCH_MODE_AUTO;
    } else if (line[0] == '-') {
      flags->needs_cli = true;  // outputs, expected outputs, ...
    }
  }
  free(text);
}

static sr_status_t rt_parse_input(sr_allocator_t allocator, char cconv,
                                  const char* text, sr_variant_t* out) {
  char* end = NULL;
  switch (cconv) {
    case 'i':
      *out = sr_variant_i32((int32_t)strtoll(text, &end, 0));
      return sr_ok_status();
    case 'I':
      *out = sr_variant_i64(strtoll(text, &end, 0));
      return sr_ok_status();
    case 'f':
      *out = sr_variant_f32(strtof(text, &end));
      return sr_ok_status();
    case 'F':
      *out = sr_variant_f64(strtod(text, &end));
      return sr_ok_status();
    default: {
      sr_buffer_view_t* view = NULL;
      SR_RETURN_IF_ERROR(
          sr_buffer_view_parse(allocator, text, strlen(text), &view));
      *out = sr_variant_view(view);
      return sr_ok_status();
    }
  }
}

sr_status_t rt_run_api(const char* module_path, const char* flagfile,
                       int threads, rt_text_t* out, bool* out_skipped) {
  sr_instance_options_t options;
  sr_instance_options_initialize(&options);
  options.worker_count = threads;
  options.always_use_graphs = true;  // the CLI runs cover the inline path
  return rt_run_api_repeated(module_path, flagfile, &options, 1, out,
                             out_skipped);
}

sr_status_t rt_run_api_repeated(const char* module_path, const char* flagfile,
                                const sr_instance_options_t* base_options,
                                int repeat, rt_text_t* out, bool* out_skipped) {
  *out_skipped = false;
  rt_flags_t flags;
  rt_parse_flags(flagfile, &flags);
  if (flags.needs_cli) {
    *out_skipped = true;
    rt_flags_free(&flags);
    return sr_ok_status();
  }
  sr_counting_allocator_t counting;
  sr_counting_allocator_initialize(&counting);
  sr_allocator_t allocator = sr_counting_allocator(&counting);
  sr_instance_options_t options = *base_options;
  options.dispatch_mode = flags.mode;
  options.device_count = flags.device_count;
  options.devices = (const char* const*)flags.devices;
  sr_instance_t* instance = NULL;
  sr_module_t* module = NULL;
  sr_variant_t args[64];
  sr_variant_t results[64];
  size_t arg_count = 0, result_count = 0;
  memset(args, 0, sizeof(args));
  memset(results, 0, sizeof(results));
  sr_status_t status = sr_instance_create(&options, allocator, &instance);
  if (!status) {
    status = sr_module_load_from_file(instance, module_path, &module);
  }
  sr_function_t* function = NULL;
  if (!status && flags.function[0]) {
    status = sr_module_lookup_function(module, flags.function, &function);
  } else if (!status) {
    // iree-run-module's default: the one function that is neither internal
    // (`__`) nor special (a `$`, as in main$async).
    for (size_t i = 0; i < sr_module_function_count(module); ++i) {
      sr_function_t* f = sr_module_function_at(module, i);
      const char* name = sr_function_name(f);
      if (strncmp(name, "__", 2) == 0 || strchr(name, '$')) continue;
      if (function) {
        status = SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                                "more than one exported function present");
        break;
      }
      function = f;
    }
    if (!status && !function) {
      status = SR_MAKE_STATUS(SR_STATUS_NOT_FOUND, "no exported function");
    }
  }
  if (!status) {
    const char* cconv = sr_function_argument_cconv(function);
    for (size_t i = 0; i < flags.input_count && !status; ++i) {
      status = rt_parse_input(allocator, cconv[i], flags.inputs[i],
                              &args[arg_count++]);
    }
  }
  if (!status) rt_text_appendf(out, "EXEC @%s\n", sr_function_name(function));
  // Every repetition reuses the module (and so its region instances) and
  // must print exactly what the first printed.
  rt_text_t first = {0};
  for (int r = 0; r < repeat && !status; ++r) {
    status = sr_function_invoke(function, args, arg_count, results, 64,
                                &result_count);
    rt_text_t text = {0};
    if (!status) rt_format_results(results, result_count, &text);
    for (size_t i = 0; i < result_count; ++i) sr_variant_reset(&results[i]);
    result_count = 0;
    if (!status && r == 0) {
      rt_text_append(out, rt_text_cstr(&text), text.size);
      rt_text_append(&first, rt_text_cstr(&text), text.size);
    } else if (!status && strcmp(rt_text_cstr(&text), rt_text_cstr(&first))) {
      status = SR_MAKE_STATUS(SR_STATUS_INTERNAL,
                              "run %d of %s differs from the first:\n%s"
                              "--- first:\n%s",
                              r + 1, module_path, rt_text_cstr(&text),
                              rt_text_cstr(&first));
    }
    rt_text_free(&text);
  }
  rt_text_free(&first);
  for (size_t i = 0; i < arg_count; ++i) sr_variant_reset(&args[i]);
  sr_module_release(module);
  sr_instance_release(instance);
  rt_flags_free(&flags);
  long live = sr_counting_allocator_live(&counting);
  if (!status && live != 0) {
    status =
        SR_MAKE_STATUS(SR_STATUS_INTERNAL, "%ld allocations leaked running %s",
                       live, module_path);
  }
  return status;
}
