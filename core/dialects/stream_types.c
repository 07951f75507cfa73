// Validation of the Stream dialect's types and attributes (StreamTypes.cpp
// and StreamAttrs.td in IREE): the parser keeps them as text, and these
// checks reject what IREE's parsers reject, with IREE's messages and
// locations. Attributes streamref does not interpret at run time
// (`#stream.resource_config`) are only checked for their shape.

#include <string.h>

#include "core/ir/dialect_types.h"

//===----------------------------------------------------------------------===//
// A cursor over the body text
//===----------------------------------------------------------------------===//

typedef struct sr_cursor_t {
  const char* text;
  size_t pos;
  size_t end;
  sr_dialect_check_t* check;
} sr_cursor_t;

static void sr_cursor_skip_space(sr_cursor_t* c) {
  while (c->pos < c->end &&
         (c->text[c->pos] == ' ' || c->text[c->pos] == '\n' ||
          c->text[c->pos] == '\t' || c->text[c->pos] == '\r')) {
    ++c->pos;
  }
}

// Records an error at |offset|; returns false.
static bool sr_cursor_fail_at(sr_cursor_t* c, size_t offset, const char* format,
                              ...) SR_PRINTF_LIKE(3, 4);
static bool sr_cursor_fail_at(sr_cursor_t* c, size_t offset, const char* format,
                              ...) {
  c->check->error_offset = offset;
  va_list args;
  va_start(args, format);
  sr_string_builder_appendv(c->check->message, format, args);
  va_end(args);
  return false;
}

static bool sr_cursor_consume(sr_cursor_t* c, const char* punct) {
  sr_cursor_skip_space(c);
  size_t n = strlen(punct);
  if (c->end - c->pos < n || memcmp(c->text + c->pos, punct, n) != 0) {
    return false;
  }
  // `:` must not be the first half of `::`.
  if (!strcmp(punct, ":") && c->pos + 1 < c->end &&
      c->text[c->pos + 1] == ':') {
    return false;
  }
  c->pos += n;
  return true;
}

static bool sr_cursor_expect(sr_cursor_t* c, const char* punct) {
  if (sr_cursor_consume(c, punct)) return true;
  return sr_cursor_fail_at(c, c->pos, "expected '%s'", punct);
}

static bool sr_is_keyword_start(char ch) {
  return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || ch == '_';
}

static bool sr_is_keyword_char(char ch) {
  return sr_is_keyword_start(ch) || (ch >= '0' && ch <= '9') || ch == '$' ||
         ch == '.';
}

// A bare keyword; false (without an error) when there is none.
static bool sr_cursor_keyword(sr_cursor_t* c, sr_string_view_t* out) {
  sr_cursor_skip_space(c);
  if (c->pos >= c->end || !sr_is_keyword_start(c->text[c->pos])) return false;
  size_t start = c->pos;
  while (c->pos < c->end && sr_is_keyword_char(c->text[c->pos])) ++c->pos;
  *out = sr_make_string_view(c->text + start, c->pos - start);
  return true;
}

// A string literal (contents without quotes); false when there is none.
static bool sr_cursor_string(sr_cursor_t* c, sr_string_view_t* out) {
  sr_cursor_skip_space(c);
  if (c->pos >= c->end || c->text[c->pos] != '"') return false;
  size_t start = ++c->pos;
  while (c->pos < c->end && c->text[c->pos] != '"') {
    if (c->text[c->pos] == '\\') ++c->pos;
    ++c->pos;
  }
  if (c->pos >= c->end) return false;
  *out = sr_make_string_view(c->text + start, c->pos - start);
  ++c->pos;
  return true;
}

// Skips a balanced `{...}` (a dictionary kept as text).
static bool sr_cursor_skip_braces(sr_cursor_t* c) {
  sr_cursor_skip_space(c);
  if (c->pos >= c->end || c->text[c->pos] != '{') return false;
  int depth = 0;
  for (; c->pos < c->end; ++c->pos) {
    char ch = c->text[c->pos];
    if (ch == '"') {
      for (++c->pos; c->pos < c->end && c->text[c->pos] != '"'; ++c->pos) {
        if (c->text[c->pos] == '\\') ++c->pos;
      }
    } else if (ch == '{') {
      ++depth;
    } else if (ch == '}' && --depth == 0) {
      ++c->pos;
      return true;
    }
  }
  return false;
}

static bool sr_cursor_at_end(sr_cursor_t* c) {
  sr_cursor_skip_space(c);
  return c->pos >= c->end;
}

static int sr_find_word(const char* const* words, sr_string_view_t word) {
  for (int i = 0; words[i]; ++i) {
    if (sr_string_view_equal_cstr(word, words[i])) return i;
  }
  return -1;
}

// An enum keyword; IREE's generated parsers list the valid spellings.
static bool sr_cursor_enum(sr_cursor_t* c, const char* const* words,
                           const char* enum_name) {
  sr_string_view_t word;
  sr_cursor_skip_space(c);
  size_t at = c->pos;
  if (!sr_cursor_keyword(c, &word)) {
    return sr_cursor_fail_at(c, at, "expected keyword for %s", enum_name);
  }
  if (sr_find_word(words, word) >= 0) return true;
  sr_string_builder_append_cstr(c->check->message, "expected one of [");
  for (int i = 0; words[i]; ++i) {
    sr_string_builder_appendf(c->check->message, "%s%s", i ? ", " : "",
                              words[i]);
  }
  return sr_cursor_fail_at(c, at, "] for valid %s, got: %.*s", enum_name,
                           (int)word.size, word.data);
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

static const char* const kLifetimes[] = {
    "*", "external", "staging", "transient", "variable", "constant", NULL};

// `!stream.resource<lifetime>`.
static bool sr_check_resource_type(sr_cursor_t* c, size_t name_offset) {
  if (!sr_cursor_expect(c, "<")) return false;
  sr_string_view_t lifetime;
  if (sr_cursor_consume(c, "*")) {
    lifetime = sr_make_cstring_view("*");
  } else if (!sr_cursor_keyword(c, &lifetime)) {
    return sr_cursor_fail_at(c, c->pos, "expected valid keyword");
  }
  if (!sr_cursor_expect(c, ">")) return false;
  if (sr_find_word(kLifetimes, lifetime) < 0) {
    return sr_cursor_fail_at(c, name_offset, "unknown lifetime value: %.*s",
                             (int)lifetime.size, lifetime.data);
  }
  return true;
}

static bool sr_check_stream_type(sr_cursor_t* c, sr_string_view_t mnemonic,
                                 size_t name_offset) {
  static const char* const kPlain[] = {"timepoint", "channel",    "file",
                                       "binding",   "test.fence", NULL};
  if (sr_string_view_equal_cstr(mnemonic, "resource")) {
    if (!sr_check_resource_type(c, name_offset)) return false;
  } else if (sr_find_word(kPlain, mnemonic) < 0) {
    return sr_cursor_fail_at(c, name_offset,
                             "unknown  type `%.*s` in dialect `stream`",
                             (int)mnemonic.size, mnemonic.data);
  }
  if (!sr_cursor_at_end(c)) {
    return sr_cursor_fail_at(c, c->pos,
                             "unexpected parameters for "
                             "!stream.%.*s",
                             (int)mnemonic.size, mnemonic.data);
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

// `#stream.timepoint<immediate>` (typed `!stream.timepoint`).
static bool sr_check_timepoint_attr(sr_cursor_t* c) {
  sr_string_view_t word;
  if (!sr_cursor_expect(c, "<")) return false;
  if (!sr_cursor_keyword(c, &word)) {
    return sr_cursor_fail_at(c, c->pos, "expected valid keyword");
  }
  if (!sr_cursor_expect(c, ">")) return false;
  if (!sr_string_view_equal_cstr(word, "immediate")) {
    sr_cursor_skip_space(c);
    return sr_cursor_fail_at(c, c->pos,
                             "only immediate timepoint attrs are supported");
  }
  c->check->implied_type = "stream.timepoint";
  return true;
}

// `#stream.collective<kind (with reduction)? : element_type>`.
static bool sr_check_collective_attr(sr_cursor_t* c) {
  static const char* const kKinds[] = {
      "all_gather",     "all_reduce", "all_to_all", "broadcast", "reduce",
      "reduce_scatter", "send",       "recv",       "send_recv", NULL};
  static const char* const kReductions[] = {
      "none", "sum", "product", "minimum", "maximum", "average", NULL};
  static const char* const kElements[] = {
      "si8",  "ui8", "si16", "ui16", "si32", "ui32", "si64",
      "ui64", "f16", "f32",  "f64",  "bf16", NULL};
  if (!sr_cursor_expect(c, "<") ||
      !sr_cursor_enum(c, kKinds, "CollectiveKind")) {
    return false;
  }
  size_t before = c->pos;
  sr_string_view_t word;
  if (sr_cursor_keyword(c, &word)) {
    if (!sr_string_view_equal_cstr(word, "with")) {
      c->pos = before;
    } else if (!sr_cursor_enum(c, kReductions, "CollectiveReductionOp")) {
      return false;
    }
  }
  return sr_cursor_expect(c, ":") &&
         sr_cursor_enum(c, kElements, "CollectiveElementType") &&
         sr_cursor_expect(c, ">");
}

// `#stream.parameter.named<("scope"::)?"key"(, {config})?>`.
static bool sr_check_parameter_named_attr(sr_cursor_t* c) {
  sr_string_view_t scope, key;
  if (!sr_cursor_expect(c, "<")) return false;
  if (!sr_cursor_string(c, &scope)) {
    return sr_cursor_fail_at(c, c->pos, "expected attribute value");
  }
  sr_cursor_skip_space(c);
  if (c->pos < c->end && c->text[c->pos] == ':') {
    // IREE parses `::` as two colons.
    ++c->pos;
    sr_cursor_skip_space(c);
    if (c->pos >= c->end || c->text[c->pos] != ':') {
      return sr_cursor_fail_at(c, c->pos, "expected ':'");
    }
    ++c->pos;
    if (!sr_cursor_string(c, &key)) {
      return sr_cursor_fail_at(c, c->pos, "expected attribute value");
    }
  }
  if (sr_cursor_consume(c, ",") && !sr_cursor_skip_braces(c)) {
    return sr_cursor_fail_at(c, c->pos, "expected attribute value");
  }
  return sr_cursor_expect(c, ">");
}

// `#stream.partitioning_config<"favor" | *>`.
static bool sr_check_partitioning_config_attr(sr_cursor_t* c,
                                              size_t name_offset) {
  static const char* const kFavors[] = {"debug", "min-peak-memory",
                                        "max-concurrency", NULL};
  if (!sr_cursor_expect(c, "<")) return false;
  sr_string_view_t favor;
  if (sr_cursor_consume(c, "*")) {
    favor = sr_make_cstring_view("min-peak-memory");
  } else if (!sr_cursor_string(c, &favor)) {
    // The printer spells it `<favor-...>`, which IREE's parser itself
    // does not read back; keep such text as written.
    return true;
  }
  if (!sr_cursor_expect(c, ">")) return false;
  if (sr_find_word(kFavors, favor) < 0) {
    return sr_cursor_fail_at(c, name_offset, "unknown favor value: %.*s",
                             (int)favor.size, favor.data);
  }
  return true;
}

static bool sr_check_stream_attr(sr_cursor_t* c, sr_string_view_t mnemonic,
                                 size_t name_offset) {
  if (sr_string_view_equal_cstr(mnemonic, "timepoint")) {
    if (!sr_check_timepoint_attr(c)) return false;
  } else if (sr_string_view_equal_cstr(mnemonic, "collective")) {
    if (!sr_check_collective_attr(c)) return false;
  } else if (sr_string_view_equal_cstr(mnemonic, "parameter.named")) {
    if (!sr_check_parameter_named_attr(c)) return false;
  } else if (sr_string_view_equal_cstr(mnemonic, "partitioning_config")) {
    return sr_check_partitioning_config_attr(c, name_offset);
  } else if (sr_string_view_equal_cstr(mnemonic, "resource_config")) {
    if (!sr_cursor_expect(c, "<")) return false;
    if (!sr_cursor_skip_braces(c)) {
      return sr_cursor_fail_at(c, c->pos, "expected '{'");
    }
    if (!sr_cursor_expect(c, ">")) return false;
  } else {
    return sr_cursor_fail_at(c, name_offset,
                             "unknown attribute `%.*s` in dialect `stream`",
                             (int)mnemonic.size, mnemonic.data);
  }
  if (!sr_cursor_at_end(c)) {
    return sr_cursor_fail_at(c, c->pos, "expected end of #stream.%.*s",
                             (int)mnemonic.size, mnemonic.data);
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

static bool sr_check_dialect_text(sr_string_view_t text,
                                  sr_dialect_check_t* check, bool is_type) {
  check->implied_type = NULL;
  check->error_offset = 0;
  static const char kStream[] = "stream.";
  size_t prefix = sizeof(kStream) - 1;
  if (text.size <= prefix || memcmp(text.data, kStream, prefix) != 0) {
    return true;  // a dialect kept opaque
  }
  size_t end = prefix;
  while (end < text.size && sr_is_keyword_char(text.data[end])) ++end;
  sr_string_view_t mnemonic =
      sr_make_string_view(text.data + prefix, end - prefix);
  sr_cursor_t cursor = {text.data, end, text.size, check};
  return is_type ? sr_check_stream_type(&cursor, mnemonic, prefix)
                 : sr_check_stream_attr(&cursor, mnemonic, prefix);
}

bool sr_dialect_check_type(sr_string_view_t text, sr_dialect_check_t* check) {
  return sr_check_dialect_text(text, check, true);
}

bool sr_dialect_check_attr(sr_string_view_t text, sr_dialect_check_t* check) {
  return sr_check_dialect_text(text, check, false);
}
