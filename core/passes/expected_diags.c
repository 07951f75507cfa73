// --verify-diagnostics: MLIR's SourceMgrDiagnosticVerifierHandler in C.
//
// Annotations are found as MLIR's regex finds them,
//   expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|
//   unknown))? *{{(.*)}}$
// searched anywhere in a line (trailing whitespace trimmed). `@below`
// attaches to the next line that is not itself an annotation; `@above` to
// the last line that was not one. A produced diagnostic matches an
// annotation on its line whose text it contains (or whose `-re` pattern it
// matches) and whose kind is its own; one annotation may match several
// diagnostics. Same text with another kind is a "near miss", reported at the
// annotation as MLIR does.

// regcomp/regexec are POSIX, outside the C11 headers.
#define _POSIX_C_SOURCE 200809L

#include <regex.h>
#include <stdio.h>
#include <string.h>

#include "core/base/string_builder.h"
#include "streamref/passes.h"

typedef struct sr_expected_diag_t {
  sr_diag_severity_t kind;
  uint32_t line;    // 0 for @unknown
  uint32_t column;  // of `expected-` on the annotation's own line
  uint32_t annotation_line;
  char* text;  // between {{ and the final }}
  bool is_regex;
  bool regex_ok;  // compiled (|regex| valid)
  char* regex_error;
  regex_t regex;
  bool matched;
} sr_expected_diag_t;

struct sr_expected_diags_t {
  sr_allocator_t allocator;
  char* file;
  char* text;  // a copy, for quoting annotation lines in reports
  size_t length;
  uint32_t first_line;
  sr_expected_diag_t* items;
  uint32_t count;
  uint32_t capacity;
};

//===----------------------------------------------------------------------===//
// Scanning
//===----------------------------------------------------------------------===//

static const char* const kKindNames[] = {"error", "warning", "note", "remark"};

// Parses an annotation starting at |at| (pointing at `expected-`) in a line
// ending at |end|. Returns false when the regex does not match there.
static bool sr_parse_annotation(const char* at, const char* end,
                                sr_expected_diag_t* out, int* out_offset,
                                char* out_designator) {
  const char* p = at + strlen("expected-");
  bool found_kind = false;
  for (int k = 0; k < 4; ++k) {
    size_t n = strlen(kKindNames[k]);
    if ((size_t)(end - p) >= n && !memcmp(p, kKindNames[k], n)) {
      out->kind = (sr_diag_severity_t)k;
      p += n;
      found_kind = true;
      break;
    }
  }
  if (!found_kind) return false;
  out->is_regex = end - p >= 3 && !memcmp(p, "-re", 3);
  if (out->is_regex) p += 3;
  while (p < end && *p == ' ') ++p;
  *out_designator = 0;
  *out_offset = 0;
  if (p < end && *p == '@') {
    const char* q = p + 1;
    if (q < end && (*q == '+' || *q == '-') && q + 1 < end && q[1] >= '0' &&
        q[1] <= '9') {
      int sign = *q == '-' ? -1 : 1;
      int value = 0;
      for (++q; q < end && *q >= '0' && *q <= '9'; ++q) {
        if (value < 100000000) value = value * 10 + (*q - '0');
      }
      *out_offset = sign * value;
      *out_designator = '+';
      p = q;
    } else if (end - q >= 5 && !memcmp(q, "above", 5)) {
      *out_designator = 'a';
      p = q + 5;
    } else if (end - q >= 5 && !memcmp(q, "below", 5)) {
      *out_designator = 'b';
      p = q + 5;
    } else if (end - q >= 7 && !memcmp(q, "unknown", 7)) {
      *out_designator = 'u';
      p = q + 7;
    }
    // Anything else leaves p at '@', where `{{` cannot follow: no match.
    while (p < end && *p == ' ') ++p;
  }
  if (end - p < 4 || p[0] != '{' || p[1] != '{') return false;
  if (end[-1] != '}' || end[-2] != '}' || end - 2 < p + 2) return false;
  out->text = (char*)p + 2;  // a view for now; copied by the caller
  out->column = (uint32_t)(end - 2 - (p + 2));  // length, fixed by caller
  return true;
}

// A NUL-terminated copy of |text| from |allocator|, or NULL.
static char* sr_expected_strdup(sr_allocator_t allocator, const char* text) {
  char* copy = NULL;
  size_t length = strlen(text);
  sr_status_t status =
      sr_allocator_malloc(allocator, length + 1, (void**)&copy);
  if (status) {
    sr_status_ignore(status);
    return NULL;
  }
  memcpy(copy, text, length + 1);
  return copy;
}

// llvm::Regex::escape: the metacharacters of POSIX extended regexes.
static void sr_regex_escape(sr_string_builder_t* out, const char* text,
                            size_t length) {
  for (size_t i = 0; i < length; ++i) {
    if (strchr("()^$|*+?.[]\\{}", text[i])) {
      sr_string_builder_append_char(out, '\\');
    }
    sr_string_builder_append_char(out, text[i]);
  }
}

// MLIR's ExpectedDiag::computeRegex: literal text escaped, `{{re}}` blocks
// kept as groups.
static void sr_compile_regex(sr_expected_diag_t* diag,
                             sr_allocator_t allocator) {
  sr_string_builder_t pattern;
  sr_string_builder_initialize(allocator, &pattern);
  const char* text = diag->text;
  const char* error = NULL;
  for (;;) {
    const char* open = strstr(text, "{{");
    if (!open) {
      sr_regex_escape(&pattern, text, strlen(text));
      break;
    }
    sr_regex_escape(&pattern, text, (size_t)(open - text));
    const char* close = strstr(open + 2, "}}");
    if (!close) {
      error = "found start of regex with no end '}}'";
      break;
    }
    sr_string_builder_append_char(&pattern, '(');
    sr_string_builder_append(&pattern, open + 2, (size_t)(close - open - 2));
    sr_string_builder_append_char(&pattern, ')');
    text = close + 2;
  }
  if (!error && pattern.failed) error = "out of memory";
  if (!error) {
    int rc = regcomp(&diag->regex, sr_string_builder_cstr(&pattern),
                     REG_EXTENDED | REG_NOSUB);
    if (rc == 0) {
      diag->regex_ok = true;
    } else {
      char message[256];
      regerror(rc, &diag->regex, message, sizeof(message));
      char text_error[300];
      snprintf(text_error, sizeof(text_error), "invalid regex: %s", message);
      diag->regex_error = sr_expected_strdup(allocator, text_error);
    }
  } else {
    diag->regex_error = sr_expected_strdup(allocator, error);
  }
  sr_string_builder_deinitialize(&pattern);
}

static sr_status_t sr_expected_append(sr_expected_diags_t* expected,
                                      const sr_expected_diag_t* diag,
                                      size_t text_length) {
  if (expected->count == expected->capacity) {
    uint32_t capacity = expected->capacity ? expected->capacity * 2 : 8;
    void* items = expected->items;
    SR_RETURN_IF_ERROR(sr_allocator_realloc(
        expected->allocator, capacity * sizeof(sr_expected_diag_t), &items));
    expected->items = items;
    expected->capacity = capacity;
  }
  sr_expected_diag_t* item = &expected->items[expected->count];
  *item = *diag;
  item->text = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_malloc(expected->allocator, text_length + 1,
                                         (void**)&item->text));
  memcpy(item->text, diag->text, text_length);
  item->text[text_length] = 0;
  ++expected->count;
  if (item->is_regex) sr_compile_regex(item, expected->allocator);
  return sr_ok_status();
}

// Scans one line (|line_index| 0-based within the text) for an annotation.
static sr_status_t sr_scan_line(sr_expected_diags_t* expected,
                                const char* begin, const char* end,
                                uint32_t line_index, uint32_t num_lines,
                                uint32_t* pending, uint32_t* num_pending,
                                uint32_t* last_plain_line, bool* out_found) {
  while (end > begin && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r' ||
                         end[-1] == '\v' || end[-1] == '\f')) {
    --end;
  }
  *out_found = false;
  uint32_t line = expected->first_line + line_index;
  for (const char* at = begin; at < end; ++at) {
    if ((size_t)(end - at) < 9 || memcmp(at, "expected-", 9)) continue;
    sr_expected_diag_t diag;
    memset(&diag, 0, sizeof(diag));
    int offset = 0;
    char designator = 0;
    if (!sr_parse_annotation(at, end, &diag, &offset, &designator)) continue;
    size_t text_length = diag.column;
    diag.column = (uint32_t)(at - begin) + 1;
    diag.annotation_line = line;
    diag.line = line;
    *out_found = true;
    if (designator == '+') {
      diag.line = (uint32_t)((int64_t)line + offset);
    } else if (designator == 'u') {
      diag.line = 0;
    } else if (designator == 'a') {
      diag.line = expected->first_line + *last_plain_line;
    } else if (designator == 'b') {
      // Until a plain line follows: the line past the end, as MLIR does.
      diag.line = expected->first_line + num_lines;
      if (*num_pending < 64) pending[(*num_pending)++] = expected->count;
    }
    return sr_expected_append(expected, &diag, text_length);
  }
  return sr_ok_status();
}

sr_status_t sr_expected_diags_create(const char* file, const char* text,
                                     size_t length, uint32_t first_line,
                                     sr_allocator_t allocator,
                                     sr_expected_diags_t** out_expected) {
  *out_expected = NULL;
  sr_expected_diags_t* expected = NULL;
  SR_RETURN_IF_ERROR(
      sr_allocator_calloc(allocator, sizeof(*expected), (void**)&expected));
  expected->allocator = allocator;
  expected->first_line = first_line ? first_line : 1;
  sr_status_t status =
      sr_allocator_malloc(allocator, strlen(file) + 1, (void**)&expected->file);
  if (!status) {
    memcpy(expected->file, file, strlen(file) + 1);
    status =
        sr_allocator_malloc(allocator, length + 1, (void**)&expected->text);
  }
  if (!status) {
    memcpy(expected->text, text, length);
    expected->text[length] = 0;
    expected->length = length;
  }
  uint32_t num_lines = 1;
  for (size_t i = 0; i < length; ++i) num_lines += text[i] == '\n';
  uint32_t pending[64];
  uint32_t num_pending = 0, last_plain_line = 0, line_index = 0;
  for (size_t begin = 0; !status && begin <= length; ++line_index) {
    const char* start = text + begin;
    const char* stop = memchr(start, '\n', length - begin);
    size_t end = stop ? (size_t)(stop - text) : length;
    bool found = false;
    status = sr_scan_line(expected, start, text + end, line_index, num_lines,
                          pending, &num_pending, &last_plain_line, &found);
    if (!found) {
      for (uint32_t i = 0; i < num_pending; ++i) {
        expected->items[pending[i]].line = expected->first_line + line_index;
      }
      num_pending = 0;
      last_plain_line = line_index;
    }
    begin = end + 1;
  }
  if (status) {
    sr_expected_diags_destroy(expected);
    return status;
  }
  *out_expected = expected;
  return sr_ok_status();
}

void sr_expected_diags_destroy(sr_expected_diags_t* expected) {
  if (!expected) return;
  for (uint32_t i = 0; i < expected->count; ++i) {
    sr_expected_diag_t* item = &expected->items[i];
    if (item->regex_ok) regfree(&item->regex);
    sr_allocator_free(expected->allocator, item->regex_error);
    sr_allocator_free(expected->allocator, item->text);
  }
  sr_allocator_free(expected->allocator, expected->items);
  sr_allocator_free(expected->allocator, expected->file);
  sr_allocator_free(expected->allocator, expected->text);
  sr_allocator_free(expected->allocator, expected);
}

uint32_t sr_expected_diags_count(const sr_expected_diags_t* expected) {
  return expected ? expected->count : 0;
}

//===----------------------------------------------------------------------===//
// Checking
//===----------------------------------------------------------------------===//

static bool sr_expected_matches(const sr_expected_diag_t* item,
                                const char* message) {
  if (!item->is_regex) return strstr(message, item->text) != NULL;
  return item->regex_ok && regexec(&item->regex, message, 0, NULL, 0) == 0;
}

// Reports at an annotation: the file's own line, a caret under
// `expected-` underlined for the length of |underline|.
static void sr_report_at_annotation(const sr_expected_diags_t* expected,
                                    const sr_expected_diag_t* item,
                                    FILE* report, const char* message) {
  fprintf(report, "%s:%u:%u: error: %s\n", expected->file,
          item->annotation_line, item->column, message);
  const char* at = expected->text;
  const char* end = expected->text + expected->length;
  for (uint32_t line = expected->first_line; line < item->annotation_line;
       ++line) {
    const char* newline = memchr(at, '\n', (size_t)(end - at));
    at = newline ? newline + 1 : end;
  }
  const char* stop = memchr(at, '\n', (size_t)(end - at));
  if (!stop) stop = end;
  fprintf(report, "%.*s\n", (int)(stop - at), at);
  for (uint32_t i = 1; i < item->column; ++i) {
    fputc(i - 1 < (uint32_t)(stop - at) && at[i - 1] == '\t' ? '\t' : ' ',
          report);
  }
  fputc('^', report);
  size_t underline = strlen(item->text);
  for (size_t i = 1; i < underline; ++i) fputc('~', report);
  fputc('\n', report);
}

// MLIR's SourceMgrDiagnosticVerifierHandler::process for one diagnostic.
static bool sr_check_produced(sr_expected_diags_t* expected,
                              const sr_diag_t* diag, FILE* report) {
  // Diagnostics in other files are checked against nothing (unexpected).
  bool in_file = diag->file && !strcmp(diag->file, expected->file);
  sr_expected_diag_t* near_miss = NULL;
  for (uint32_t i = 0; i < expected->count; ++i) {
    sr_expected_diag_t* item = &expected->items[i];
    if (diag->file ? (!in_file || item->line != diag->line || !item->line)
                   : item->line != 0) {
      continue;
    }
    if (!sr_expected_matches(item, diag->message)) continue;
    if (item->kind == diag->severity) {
      item->matched = true;
      return true;
    }
    near_miss = item;
  }
  if (near_miss) {
    char message[128];
    snprintf(message, sizeof(message),
             "'%s' diagnostic emitted when expecting a '%s'",
             sr_diag_severity_name(diag->severity),
             sr_diag_severity_name(near_miss->kind));
    sr_report_at_annotation(expected, near_miss, report, message);
    return false;
  }
  sr_string_builder_t message;
  sr_string_builder_initialize(expected->allocator, &message);
  sr_string_builder_appendf(&message, "unexpected %s: %s",
                            sr_diag_severity_name(diag->severity),
                            diag->message);
  sr_diag_t unexpected = *diag;
  unexpected.severity = SR_DIAG_ERROR;
  unexpected.message = (char*)sr_string_builder_cstr(&message);
  sr_diag_fprint(report, &unexpected);
  sr_string_builder_deinitialize(&message);
  return false;
}

bool sr_expected_diags_verify(sr_expected_diags_t* expected,
                              const sr_diag_list_t* produced, FILE* report) {
  bool ok = true;
  for (uint32_t i = 0; i < expected->count; ++i) {
    const sr_expected_diag_t* item = &expected->items[i];
    if (item->is_regex && !item->regex_ok) {
      sr_report_at_annotation(
          expected, item, report,
          item->regex_error ? item->regex_error : "invalid regex");
      ok = false;
    }
  }
  for (uint32_t i = 0; i < produced->count; ++i) {
    ok &= sr_check_produced(expected, &produced->items[i], report);
  }
  if (produced->out_of_memory) {
    fprintf(report, "error: out of memory recording diagnostics\n");
    ok = false;
  }
  for (uint32_t i = 0; i < expected->count; ++i) {
    const sr_expected_diag_t* item = &expected->items[i];
    if (item->matched || (item->is_regex && !item->regex_ok)) continue;
    sr_string_builder_t message;
    sr_string_builder_initialize(expected->allocator, &message);
    sr_string_builder_appendf(&message, "expected %s \"%s\" was not produced",
                              sr_diag_severity_name(item->kind), item->text);
    sr_report_at_annotation(expected, item, report,
                            sr_string_builder_cstr(&message));
    sr_string_builder_deinitialize(&message);
    ok = false;
  }
  return ok;
}
