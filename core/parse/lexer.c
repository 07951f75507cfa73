// Tokens of MLIR's textual syntax (see MLIR's LangRef "Lexical syntax").

#include "core/parse/lexer.h"

#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

void sr_lexer_initialize(const char* buffer, size_t length, uint32_t first_line,
                         sr_lexer_t* out_lexer) {
  memset(out_lexer, 0, sizeof(*out_lexer));
  out_lexer->buffer = buffer;
  out_lexer->end = buffer + length;
  out_lexer->cursor = buffer;
  out_lexer->line_start = buffer;
  out_lexer->line = first_line;
}

uint32_t sr_lexer_column(const char* line_start, const char* at) {
  return (uint32_t)(at - line_start) + 1;
}

static bool sr_is_digit(char c) { return c >= '0' && c <= '9'; }
static bool sr_is_hex_digit(char c) {
  return sr_is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
static bool sr_is_letter(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
static bool sr_is_bare_id_char(char c) {
  return sr_is_letter(c) || sr_is_digit(c) || c == '_' || c == '$' || c == '.';
}
static bool sr_is_suffix_id_char(char c) {
  return sr_is_bare_id_char(c) || c == '-';
}

static sr_token_t sr_make_token(const sr_lexer_t* lexer, sr_token_kind_t kind,
                                const char* start) {
  sr_token_t token;
  token.kind = kind;
  token.start = start;
  token.length = (size_t)(lexer->cursor - start);
  token.line = lexer->line;
  token.column = sr_lexer_column(lexer->line_start, start);
  return token;
}

static sr_token_t sr_lex_error(sr_lexer_t* lexer, const char* start,
                               const char* message) {
  lexer->error = message;
  sr_token_t token = sr_make_token(lexer, SR_TOK_ERROR, start);
  if (token.length == 0) token.length = 1;
  return token;
}

// Skips whitespace and comments, counting lines.
static void sr_lex_skip_trivia(sr_lexer_t* lexer) {
  for (;;) {
    char c = *lexer->cursor;
    if (lexer->cursor >= lexer->end) return;
    if (c == '\n') {
      ++lexer->cursor;
      ++lexer->line;
      lexer->line_start = lexer->cursor;
    } else if (c == ' ' || c == '\t' || c == '\r') {
      ++lexer->cursor;
    } else if (c == '/' && lexer->cursor[1] == '/') {
      while (lexer->cursor < lexer->end && *lexer->cursor != '\n') {
        ++lexer->cursor;
      }
    } else {
      return;
    }
  }
}

static sr_token_t sr_lex_number(sr_lexer_t* lexer, const char* start) {
  const char* p = lexer->cursor;
  if (p[-1] == '0' && p[0] == 'x' && sr_is_hex_digit(p[1])) {
    ++p;
    while (sr_is_hex_digit(*p)) ++p;
    lexer->cursor = p;
    return sr_make_token(lexer, SR_TOK_INTEGER, start);
  }
  while (sr_is_digit(*p)) ++p;
  if (*p != '.') {
    lexer->cursor = p;
    return sr_make_token(lexer, SR_TOK_INTEGER, start);
  }
  ++p;
  while (sr_is_digit(*p)) ++p;
  if ((*p == 'e' || *p == 'E') &&
      (sr_is_digit(p[1]) ||
       ((p[1] == '-' || p[1] == '+') && sr_is_digit(p[2])))) {
    p += 2;
    while (sr_is_digit(*p)) ++p;
  }
  lexer->cursor = p;
  return sr_make_token(lexer, SR_TOK_FLOAT, start);
}

// The first of the 16 bytes at |p| that ends or escapes a string ('"',
// '\\', a newline, NUL), or 16 when none does. Blobs are strings of
// hundreds of megabytes of hex: this is how the lexer crosses them at
// memory speed.
static unsigned sr_lex_string_run(const char* p) {
#if defined(__SSE2__)
  __m128i c = _mm_loadu_si128((const __m128i*)(const void*)p);
  __m128i stop = _mm_or_si128(
      _mm_or_si128(_mm_cmpeq_epi8(c, _mm_set1_epi8('"')),
                   _mm_cmpeq_epi8(c, _mm_set1_epi8('\\'))),
      _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(c, _mm_set1_epi8('\n')),
                                _mm_cmpeq_epi8(c, _mm_set1_epi8('\r'))),
                   _mm_cmpeq_epi8(c, _mm_setzero_si128())));
  unsigned mask = (unsigned)_mm_movemask_epi8(stop);
  return mask ? (unsigned)__builtin_ctz(mask) : 16;
#else
  for (unsigned i = 0; i < 16; ++i) {
    char c = p[i];
    if (c == '"' || c == '\\' || c == '\n' || c == '\r' || c == 0) return i;
  }
  return 16;
#endif
}

static sr_token_t sr_lex_string(sr_lexer_t* lexer, const char* start) {
  const char* p = lexer->cursor;
  for (;;) {
    while (lexer->end - p >= 16) {
      unsigned run = sr_lex_string_run(p);
      p += run;
      if (run < 16) break;
    }
    if (p >= lexer->end || *p == '\n' || *p == '\r') {
      lexer->cursor = p;
      return sr_lex_error(lexer, start, "expected '\"' in string literal");
    }
    if (*p == '"') {
      lexer->cursor = p + 1;
      return sr_make_token(lexer, SR_TOK_STRING, start);
    }
    if (*p == '\\') {
      char e = p[1];
      if (e == '"' || e == '\\' || e == 'n' || e == 't') {
        p += 2;
      } else if (sr_is_hex_digit(e) && sr_is_hex_digit(p[2])) {
        p += 3;
      } else {
        lexer->cursor = p + 1;
        return sr_lex_error(lexer, p, "unknown escape in string literal");
      }
      continue;
    }
    if (*p == 0) {
      lexer->cursor = p;
      return sr_lex_error(lexer, p, "unexpected NUL byte in string literal");
    }
    ++p;
  }
}

// `%`, `#`, `!`, `^` followed by a suffix id (or `@` by a bare id/string).
static sr_token_t sr_lex_prefixed(sr_lexer_t* lexer, const char* start,
                                  sr_token_kind_t kind) {
  const char* p = lexer->cursor;
  if (sr_is_digit(*p)) {
    while (sr_is_digit(*p)) ++p;
  } else if (sr_is_letter(*p) || *p == '_' || *p == '$' || *p == '.' ||
             *p == '-') {
    while (sr_is_suffix_id_char(*p)) ++p;
  } else {
    lexer->cursor = p;
    switch (kind) {
      case SR_TOK_PERCENT_ID:
        return sr_lex_error(lexer, start, "invalid SSA name");
      case SR_TOK_CARET_ID:
        return sr_lex_error(lexer, start, "invalid block name");
      case SR_TOK_HASH_ID:
        return sr_lex_error(lexer, start, "invalid attribute name");
      default:
        return sr_lex_error(lexer, start, "invalid type identifier");
    }
  }
  lexer->cursor = p;
  return sr_make_token(lexer, kind, start);
}

static sr_token_t sr_lex_at(sr_lexer_t* lexer, const char* start) {
  if (*lexer->cursor == '"') {
    ++lexer->cursor;
    sr_token_t token = sr_lex_string(lexer, start);
    if (token.kind == SR_TOK_STRING) token.kind = SR_TOK_AT_ID;
    return token;
  }
  const char* p = lexer->cursor;
  if (!(sr_is_letter(*p) || *p == '_')) {
    return sr_lex_error(lexer, start,
                        "@ identifier expected to start with "
                        "letter or '_'");
  }
  while (sr_is_suffix_id_char(*p)) ++p;
  lexer->cursor = p;
  return sr_make_token(lexer, SR_TOK_AT_ID, start);
}

sr_token_t sr_lexer_next(sr_lexer_t* lexer) {
  sr_lex_skip_trivia(lexer);
  const char* start = lexer->cursor;
  if (start >= lexer->end) {
    lexer->cursor = lexer->end;
    return sr_make_token(lexer, SR_TOK_EOF, lexer->end);
  }
  char c = *lexer->cursor++;
  switch (c) {
    case '(':
      return sr_make_token(lexer, SR_TOK_LPAREN, start);
    case ')':
      return sr_make_token(lexer, SR_TOK_RPAREN, start);
    case '[':
      return sr_make_token(lexer, SR_TOK_LBRACKET, start);
    case ']':
      return sr_make_token(lexer, SR_TOK_RBRACKET, start);
    case '}':
      return sr_make_token(lexer, SR_TOK_RBRACE, start);
    case '<':
      return sr_make_token(lexer, SR_TOK_LESS, start);
    case '>':
      return sr_make_token(lexer, SR_TOK_GREATER, start);
    case ',':
      return sr_make_token(lexer, SR_TOK_COMMA, start);
    case '=':
      return sr_make_token(lexer, SR_TOK_EQUAL, start);
    case '?':
      return sr_make_token(lexer, SR_TOK_QUESTION, start);
    case '*':
      return sr_make_token(lexer, SR_TOK_STAR, start);
    case '+':
      return sr_make_token(lexer, SR_TOK_PLUS, start);
    case '|':
      return sr_make_token(lexer, SR_TOK_VERTICAL_BAR, start);
    case '{':
      if (lexer->cursor[0] == '-' && lexer->cursor[1] == '#') {
        lexer->cursor += 2;
        return sr_make_token(lexer, SR_TOK_FILE_METADATA_BEGIN, start);
      }
      return sr_make_token(lexer, SR_TOK_LBRACE, start);
    case ':':
      if (*lexer->cursor == ':') {
        ++lexer->cursor;
        return sr_make_token(lexer, SR_TOK_COLON_COLON, start);
      }
      return sr_make_token(lexer, SR_TOK_COLON, start);
    case '-':
      if (*lexer->cursor == '>') {
        ++lexer->cursor;
        return sr_make_token(lexer, SR_TOK_ARROW, start);
      }
      return sr_make_token(lexer, SR_TOK_MINUS, start);
    case '.':
      if (lexer->cursor[0] == '.' && lexer->cursor[1] == '.') {
        lexer->cursor += 2;
        return sr_make_token(lexer, SR_TOK_ELLIPSIS, start);
      }
      return sr_lex_error(lexer, start, "unexpected character");
    case '"':
      return sr_lex_string(lexer, start);
    case '@':
      return sr_lex_at(lexer, start);
    case '%':
      return sr_lex_prefixed(lexer, start, SR_TOK_PERCENT_ID);
    case '^':
      return sr_lex_prefixed(lexer, start, SR_TOK_CARET_ID);
    case '!':
      return sr_lex_prefixed(lexer, start, SR_TOK_BANG_ID);
    case '#':
      if (lexer->cursor[0] == '-' && lexer->cursor[1] == '}') {
        lexer->cursor += 2;
        return sr_make_token(lexer, SR_TOK_FILE_METADATA_END, start);
      }
      return sr_lex_prefixed(lexer, start, SR_TOK_HASH_ID);
    default:
      break;
  }
  if (sr_is_digit(c)) return sr_lex_number(lexer, start);
  if (sr_is_letter(c) || c == '_') {
    while (sr_is_bare_id_char(*lexer->cursor)) ++lexer->cursor;
    return sr_make_token(lexer, SR_TOK_BARE_ID, start);
  }
  if (c == 0) return sr_lex_error(lexer, start, "unexpected NUL byte");
  return sr_lex_error(lexer, start, "unexpected character");
}

void sr_lexer_reset_to(sr_lexer_t* lexer, const sr_token_t* token) {
  // Recompute line bookkeeping for the token's position: its line and the
  // start of that line.
  lexer->cursor = token->start;
  lexer->line = token->line;
  lexer->line_start = token->start - (token->column - 1);
}

bool sr_lexer_scan_dialect_body(sr_lexer_t* lexer, sr_string_view_t* out_body) {
  const char* start = lexer->cursor;
  if (*start != '<') {
    lexer->error = "expected '<'";
    return false;
  }
  // A stack of expected closers. Bodies nest rarely more than a few levels;
  // 256 is far beyond anything a compiler prints.
  char stack[256];
  int depth = 0;
  const char* p = start;
  for (; p < lexer->end; ++p) {
    char c = *p;
    switch (c) {
      case '<':
      case '(':
      case '[':
      case '{':
        if (depth == (int)sizeof(stack)) {
          lexer->error = "dialect body nested too deeply";
          return false;
        }
        stack[depth++] = c == '<' ? '>' : c == '(' ? ')' : c == '[' ? ']' : '}';
        break;
      case '>':
      case ')':
      case ']':
      case '}':
        if (depth == 0 || stack[depth - 1] != c) {
          // A '>' that closes nothing is part of `->` or `>=` spelled in
          // bodies; any other stray closer is an error.
          if (c == '>' && p > start && (p[-1] == '-' || p[1] == '=')) break;
          lexer->error = "unbalanced punctuation in dialect body";
          lexer->cursor = p;
          return false;
        }
        if (--depth == 0) {
          lexer->cursor = p + 1;
          *out_body = sr_make_string_view(start, (size_t)(p + 1 - start));
          return true;
        }
        break;
      case '-':
        if (p[1] == '>') ++p;  // `->` inside function types
        break;
      case '"':
        for (++p; p < lexer->end && *p != '"'; ++p) {
          if (*p == '\\' && p + 1 < lexer->end) ++p;
          if (*p == '\n') {
            ++lexer->line;
            lexer->line_start = p + 1;
          }
        }
        break;
      case '\n':
        ++lexer->line;
        lexer->line_start = p + 1;
        break;
      case 0:
        lexer->error = "unexpected NUL byte in dialect body";
        lexer->cursor = p;
        return false;
      default:
        break;
    }
  }
  lexer->error = "unbalanced '<' in dialect body";
  lexer->cursor = lexer->end;
  return false;
}

static int sr_hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return c - 'A' + 10;
}

long sr_lexer_decode_string(const sr_token_t* token, char* out,
                            const char** out_error) {
  const char* p = token->start;
  const char* end = token->start + token->length;
  while (p < end && *p != '"') ++p;  // skip a '@' prefix
  ++p;
  --end;  // closing quote
  long n = 0;
  while (p < end) {
    if (*p != '\\') {
      out[n++] = *p++;
      continue;
    }
    char e = p[1];
    if (e == 'n')
      out[n++] = '\n';
    else if (e == 't')
      out[n++] = '\t';
    else if (e == '"' || e == '\\')
      out[n++] = e;
    else if (sr_is_hex_digit(e) && p + 2 < end && sr_is_hex_digit(p[2])) {
      out[n++] = (char)(sr_hex_value(e) * 16 + sr_hex_value(p[2]));
      ++p;
    } else {
      *out_error = "unknown escape in string literal";
      return -1;
    }
    p += 2;
  }
  return n;
}
