// Helpers of the tools suites. See json_test_util.h.

#include "json_test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

json_t* tt_load_trace(const char* path) {
  json_error_t error;
  json_t* root = json_load_file(path, 0, &error);
  if (!root) {
    fprintf(stderr, "%s:%d:%d: %s\n", path, error.line, error.column,
            error.text);
  }
  return root;
}

json_t* tt_events(json_t* trace, const char* ph, const char* category) {
  json_t* out = json_array();
  json_t* events = json_object_get(trace, "traceEvents");
  size_t i;
  json_t* e;
  json_array_foreach(events, i, e) {
    const char* p = tt_str(e, "ph");
    if (!p || strcmp(p, ph)) continue;
    const char* c = tt_str(e, "cat");
    if (category && (!c || strcmp(c, category))) continue;
    json_array_append(out, e);
  }
  return out;
}

const char* tt_str(json_t* event, const char* key) {
  return json_string_value(json_object_get(event, key));
}

double tt_num(json_t* event, const char* key) {
  json_t* v = json_object_get(event, key);
  return json_is_number(v) ? json_number_value(v) : 0;
}

const char* tt_arg_str(json_t* event, const char* key) {
  return tt_str(json_object_get(event, "args"), key);
}

double tt_arg_num(json_t* event, const char* key) {
  return tt_num(json_object_get(event, "args"), key);
}

unsigned long long tt_id(json_t* event) {
  json_t* v = json_object_get(event, "id");
  if (json_is_integer(v)) return (unsigned long long)json_integer_value(v);
  const char* s = json_string_value(v);
  return s ? strtoull(s, NULL, 0) : 0;
}

int tt_tid_named(json_t* trace, const char* name) {
  json_t* meta = tt_events(trace, "M", NULL);
  int tid = -1;
  size_t i;
  json_t* e;
  json_array_foreach(meta, i, e) {
    const char* n = tt_str(e, "name");
    const char* value = tt_arg_str(e, "name");
    if (n && !strcmp(n, "thread_name") && value && !strcmp(value, name)) {
      tid = (int)tt_num(e, "tid");
    }
  }
  json_decref(meta);
  return tid;
}

const char* tt_thread_name(json_t* trace, int tid) {
  json_t* events = json_object_get(trace, "traceEvents");
  size_t i;
  json_t* e;
  json_array_foreach(events, i, e) {
    const char* n = tt_str(e, "name");
    const char* ph = tt_str(e, "ph");
    if (ph && !strcmp(ph, "M") && n && !strcmp(n, "thread_name") &&
        (int)tt_num(e, "tid") == tid) {
      return tt_arg_str(e, "name");
    }
  }
  return NULL;
}

int tt_threads_with_prefix(json_t* trace, const char* prefix) {
  json_t* meta = tt_events(trace, "M", NULL);
  int count = 0;
  size_t i;
  json_t* e;
  json_array_foreach(meta, i, e) {
    const char* n = tt_str(e, "name");
    const char* value = tt_arg_str(e, "name");
    if (n && !strcmp(n, "thread_name") && value &&
        !strncmp(value, prefix, strlen(prefix))) {
      ++count;
    }
  }
  json_decref(meta);
  return count;
}

char* tt_make_dir(const char* stem) {
  char* dir = malloc(256);
  snprintf(dir, 256, "/tmp/%s_XXXXXX", stem);
  if (!mkdtemp(dir)) {
    free(dir);
    return NULL;
  }
  return dir;
}

void tt_remove_dir(char* dir) {
  if (!dir) return;
  char command[512];
  snprintf(command, sizeof(command), "rm -rf '%s'", dir);
  if (system(command) != 0) fprintf(stderr, "could not remove %s\n", dir);
  free(dir);
}

int tt_sh(const char* cwd, const char* command, char** out_text) {
  size_t n = strlen(command) + strlen(cwd) + 64;
  char* full = malloc(n);
  snprintf(full, n, "cd '%s' && %s 2>&1", cwd, command);
  FILE* pipe = popen(full, "r");
  free(full);
  if (!pipe) return -1;
  size_t capacity = 4096, length = 0;
  char* text = malloc(capacity);
  size_t got;
  while ((got = fread(text + length, 1, capacity - length - 1, pipe)) > 0) {
    length += got;
    if (capacity - length < 2) {
      capacity *= 2;
      text = realloc(text, capacity);
    }
  }
  text[length] = 0;
  int status = pclose(pipe);
  if (out_text) {
    *out_text = text;
  } else {
    free(text);
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}
