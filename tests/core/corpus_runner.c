// Corpus runner: checks every .mlir file under a folder.
//
//   sr_corpus_runner roundtrip DIR [--generic] [--identical-min=PCT]
//     Each file must parse; printing it, parsing the print and printing
//     again must give the same text (print(parse(print(parse(x)))) ==
//     print(parse(x))). Reports how many prints are byte-identical to the
//     input (the input being iree-opt's own output).
//   Both take --allow-unregistered-dialect and --exclude=SUBSTRING
//   (repeatable).
//   sr_corpus_runner malformed DIR
//     Each file must fail to parse with a located error on the line named by
//     its `// expect-error: LINE:COL` comment (the column is informative).
//   sr_corpus_runner lit-input DIR
//     IREE's lit cases as written (iree-lit/input/<file>/<NNN>.mlir), checked
//     against DIR/../manifest.tsv: a case iree-opt accepted must parse and
//     verify; a case it rejected must be rejected on the same line.
//
// Runs in one process so the ASan build also checks for leaks across the
// whole corpus. Exit code 0 when every file passed.

#include <dirent.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "streamref/ir.h"

typedef struct sr_file_list_t {
  char** paths;
  size_t count;
  size_t capacity;
} sr_file_list_t;

static void sr_collect(const char* dir, sr_file_list_t* list) {
  DIR* d = opendir(dir);
  if (!d) return;
  struct dirent* entry;
  while ((entry = readdir(d))) {
    if (entry->d_name[0] == '.') continue;
    char* path = NULL;
    if (asprintf(&path, "%s/%s", dir, entry->d_name) < 0) continue;
    struct stat st;
    if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
      sr_collect(path, list);
      free(path);
    } else if (strlen(path) > 5 && !strcmp(path + strlen(path) - 5, ".mlir")) {
      if (list->count == list->capacity) {
        list->capacity = list->capacity ? list->capacity * 2 : 256;
        list->paths = realloc(list->paths, list->capacity * sizeof(char*));
      }
      list->paths[list->count++] = path;
    } else {
      free(path);
    }
  }
  closedir(d);
}

static int sr_compare_paths(const void* a, const void* b) {
  return strcmp(*(char* const*)a, *(char* const*)b);
}

static char* sr_read(const char* path, size_t* out_length) {
  FILE* f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char* text = malloc((size_t)n + 1);
  size_t got = fread(text, 1, (size_t)n, f);
  fclose(f);
  text[got] = 0;
  *out_length = got;
  return text;
}

// Parses |text| and prints it; returns the printed text or NULL (with the
// status in *out_status).
static bool g_allow_unregistered = false;
// Files whose path contains one of these substrings are skipped
// (--exclude=, repeatable).
static const char* g_exclude[32];
static int g_num_exclude = 0;

static bool sr_is_excluded(const char* path) {
  for (int i = 0; i < g_num_exclude; ++i) {
    if (strstr(path, g_exclude[i])) return true;
  }
  return false;
}

static char* sr_parse_print_at(const char* name, const char* text,
                               size_t length, uint32_t first_line, bool generic,
                               sr_status_t* out_status) {
  sr_context_t* context = NULL;
  sr_status_t status = sr_context_create(sr_allocator_system(), &context);
  sr_op_t* module = NULL;
  char* printed = NULL;
  size_t printed_length = 0;
  sr_ir_parse_options_t options = {g_allow_unregistered, first_line, false};
  if (!status) {
    status = sr_ir_parse(context, name, text, length, &options, &module);
  }
  if (!status) {
    sr_ir_print_options_t options = {generic, false};
    status =
        sr_ir_print_to_string(context, module, &options, sr_allocator_system(),
                              &printed, &printed_length);
  }
  sr_context_destroy(context);
  *out_status = status;
  return printed;
}

static char* sr_parse_print(const char* name, const char* text, size_t length,
                            bool generic, sr_status_t* out_status) {
  return sr_parse_print_at(name, text, length, 1, generic, out_status);
}

// Files whose header names --split-input-file are checked chunk by chunk
// (as streamref-opt would); the first failing chunk's status is returned.
static char* sr_parse_print_split(const char* name, const char* text,
                                  size_t length, bool generic,
                                  sr_status_t* out_status) {
  if (!strstr(text, "--split-input-file")) {
    return sr_parse_print(name, text, length, generic, out_status);
  }
  size_t start = 0;
  uint32_t line = 1;
  for (;;) {
    size_t end = sr_ir_find_split_marker(text, start, length);
    char* printed = sr_parse_print_at(name, text + start, end - start, line,
                                      generic, out_status);
    if (!printed) return NULL;
    free(printed);
    if (end >= length) break;
    for (size_t i = start; i < end; ++i) line += text[i] == '\n';
    start = end + 8;
  }
  *out_status = NULL;
  return strdup("ok");
}

static int sr_run_roundtrip(const sr_file_list_t* files, bool generic,
                            double identical_min) {
  size_t passed = 0, identical = 0;
  for (size_t i = 0; i < files->count; ++i) {
    const char* path = files->paths[i];
    size_t length = 0;
    char* text = sr_read(path, &length);
    sr_status_t status = NULL;
    char* first =
        text ? sr_parse_print(path, text, length, generic, &status) : NULL;
    char* second = NULL;
    if (first) {
      second = sr_parse_print(path, first, strlen(first), generic, &status);
    }
    if (!first || !second) {
      printf("FAIL %s\n", path);
      if (status) sr_status_fprint(stdout, status);
    } else if (strcmp(first, second)) {
      printf("UNSTABLE %s\n", path);
    } else {
      ++passed;
      if (!strcmp(first, text)) ++identical;
    }
    sr_status_free(status);
    free(text);
    free(first);
    free(second);
  }
  double share = files->count ? 100.0 * identical / files->count : 0;
  printf(
      "roundtrip: %zu/%zu files stable, %zu (%.1f%%) printed identically "
      "to the input\n",
      passed, files->count, identical, share);
  if (share + 1e-9 < identical_min) {
    printf("roundtrip: identical share below the expected %.1f%%\n",
           identical_min);
    return 1;
  }
  return passed == files->count && files->count ? 0 : 1;
}

static int sr_run_malformed(const sr_file_list_t* files) {
  size_t passed = 0;
  for (size_t i = 0; i < files->count; ++i) {
    const char* path = files->paths[i];
    size_t length = 0;
    char* text = sr_read(path, &length);
    unsigned expected_line = 0, expected_column = 0;
    const char* marker = text ? strstr(text, "expect-error:") : NULL;
    if (marker)
      sscanf(marker, "expect-error: %u:%u", &expected_line, &expected_column);
    sr_status_t status = NULL;
    char* printed =
        text ? sr_parse_print_split(path, text, length, true, &status) : NULL;
    sr_ir_loc_t loc = sr_status_ir_loc(status);
    if (printed) {
      printf("ACCEPTED %s (expected an error at line %u)\n", path,
             expected_line);
    } else if (!loc.file || !loc.line) {
      printf("UNLOCATED %s\n", path);
      sr_status_fprint(stdout, status);
    } else if (expected_line && loc.line != expected_line) {
      printf("WRONG-LINE %s: expected line %u, got %u:%u\n", path,
             expected_line, loc.line, loc.column);
      sr_status_fprint(stdout, status);
    } else {
      ++passed;
    }
    sr_status_free(status);
    free(printed);
    free(text);
  }
  printf(
      "malformed: %zu/%zu files rejected with a located error on the "
      "expected line\n",
      passed, files->count);
  return passed == files->count && files->count ? 0 : 1;
}

// The manifest's rows: path, case, status (ok|rejected), flags, error
// (`LINE:COL: error: ...` for rejected cases).
static int sr_run_lit_input(const char* dir) {
  char* manifest_path = NULL;
  if (asprintf(&manifest_path, "%s/../manifest.tsv", dir) < 0) return 1;
  size_t length = 0;
  char* manifest = sr_read(manifest_path, &length);
  free(manifest_path);
  if (!manifest) {
    fprintf(stderr, "sr_corpus_runner: no manifest.tsv beside %s\n", dir);
    return 1;
  }
  size_t total = 0, passed = 0;
  char* save = NULL;
  char* line = strtok_r(manifest, "\n", &save);  // header
  while ((line = strtok_r(NULL, "\n", &save))) {
    char* fields[5] = {0};
    char* cursor = line;
    for (int f = 0; f < 5 && cursor; ++f) {
      fields[f] = cursor;
      char* tab = strchr(cursor, '\t');
      if (tab) *tab = 0;
      cursor = tab ? tab + 1 : NULL;
    }
    if (!fields[2] || strlen(fields[0]) < 6) continue;
    ++total;
    char* path = NULL;
    if (asprintf(&path, "%s/%.*s/%03d.mlir", dir, (int)(strlen(fields[0]) - 5),
                 fields[0], atoi(fields[1])) < 0) {
      break;
    }
    bool want_ok = !strcmp(fields[2], "ok");
    unsigned want_line = fields[4] ? (unsigned)atoi(fields[4]) : 0;
    bool saved_allow = g_allow_unregistered;
    if (fields[3] && strstr(fields[3], "allow-unregistered-dialect")) {
      g_allow_unregistered = true;
    }
    size_t text_length = 0;
    char* text = sr_read(path, &text_length);
    sr_status_t status = NULL;
    char* printed =
        text ? sr_parse_print_split(path, text, text_length, true, &status)
             : NULL;
    g_allow_unregistered = saved_allow;
    sr_ir_loc_t loc = sr_status_ir_loc(status);
    if (!text) {
      printf("MISSING %s\n", path);
    } else if (want_ok && !printed) {
      printf("REJECTED %s (iree-opt accepts it)\n", path);
      sr_status_fprint(stdout, status);
    } else if (!want_ok && printed) {
      printf("ACCEPTED %s (iree-opt: %s)\n", path, fields[4]);
    } else if (!want_ok && loc.line != want_line) {
      printf("WRONG-LINE %s: iree-opt %s, streamref %u:%u\n", path, fields[4],
             loc.line, loc.column);
    } else {
      ++passed;
    }
    sr_status_free(status);
    free(printed);
    free(text);
    free(path);
  }
  free(manifest);
  printf(
      "lit-input: %zu/%zu cases agree with iree-opt (accepted or "
      "rejected on the same line)\n",
      passed, total);
  return passed == total && total ? 0 : 1;
}

int main(int argc, char** argv) {
  if (argc < 3) {
    fprintf(stderr,
            "usage: sr_corpus_runner roundtrip|malformed|lit-input DIR "
            "[--generic] [--identical-min=PCT]\n");
    return 2;
  }
  bool generic = false;
  double identical_min = 0;
  for (int i = 3; i < argc; ++i) {
    if (!strcmp(argv[i], "--generic")) {
      generic = true;
    } else if (!strncmp(argv[i], "--identical-min=", 16)) {
      identical_min = atof(argv[i] + 16);
    } else if (!strcmp(argv[i], "--allow-unregistered-dialect")) {
      g_allow_unregistered = true;
    } else if (!strncmp(argv[i], "--exclude=", 10)) {
      if (g_num_exclude == 32) {
        fprintf(stderr, "sr_corpus_runner: too many --exclude flags\n");
        return 2;
      }
      g_exclude[g_num_exclude++] = argv[i] + 10;
    } else {
      fprintf(stderr, "sr_corpus_runner: unknown flag '%s'\n", argv[i]);
      return 2;
    }
  }
  sr_file_list_t files = {0};
  sr_collect(argv[2], &files);
  if (g_num_exclude) {
    size_t kept = 0;
    for (size_t i = 0; i < files.count; ++i) {
      if (sr_is_excluded(files.paths[i])) {
        free(files.paths[i]);
      } else {
        files.paths[kept++] = files.paths[i];
      }
    }
    files.count = kept;
  }
  qsort(files.paths, files.count, sizeof(char*), sr_compare_paths);
  int rc = !strcmp(argv[1], "malformed") ? sr_run_malformed(&files)
           : !strcmp(argv[1], "lit-input")
               ? sr_run_lit_input(argv[2])
               : sr_run_roundtrip(&files, generic, identical_min);
  for (size_t i = 0; i < files.count; ++i) free(files.paths[i]);
  free(files.paths);
  return rc;
}
