// Lexer for MLIR's textual syntax.
//
// Works in place over a NUL-terminated buffer (the context's copy of the
// source), producing tokens that point into it. Tracks line and column for
// every token so the parser can locate errors precisely.
//
// Dialect type and attribute bodies (`!stream.resource<external>`) are not
// tokenized here: the parser asks for the raw balanced body with
// sr_lexer_scan_dialect_body, as MLIR's own parser does.
#ifndef STREAMREF_CORE_PARSE_LEXER_H_
#define STREAMREF_CORE_PARSE_LEXER_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/base/string_view.h"

typedef enum sr_token_kind_e {
  SR_TOK_EOF = 0,
  SR_TOK_ERROR,        // lexing failed; message in the lexer
  SR_TOK_BARE_ID,      // foo, i32, func.func, tensor
  SR_TOK_PERCENT_ID,   // %0, %arg1
  SR_TOK_AT_ID,        // @sym or @"sym"
  SR_TOK_HASH_ID,      // #alias, #dialect.attr, #1 (result number)
  SR_TOK_BANG_ID,      // !alias, !dialect.type
  SR_TOK_CARET_ID,     // ^bb0
  SR_TOK_INTEGER,      // 42, 0x2A
  SR_TOK_FLOAT,        // 1.5, 1e3 (digits with '.' or exponent)
  SR_TOK_STRING,       // "text" (token spans the quotes)
  SR_TOK_ARROW,        // ->
  SR_TOK_COLON,        // :
  SR_TOK_COLON_COLON,  // ::
  SR_TOK_COMMA,
  SR_TOK_EQUAL,
  SR_TOK_LPAREN,
  SR_TOK_RPAREN,
  SR_TOK_LBRACKET,
  SR_TOK_RBRACKET,
  SR_TOK_LBRACE,
  SR_TOK_RBRACE,
  SR_TOK_LESS,
  SR_TOK_GREATER,
  SR_TOK_QUESTION,
  SR_TOK_STAR,
  SR_TOK_PLUS,
  SR_TOK_MINUS,
  SR_TOK_VERTICAL_BAR,
  SR_TOK_ELLIPSIS,             // ...
  SR_TOK_FILE_METADATA_BEGIN,  // {-#
  SR_TOK_FILE_METADATA_END,    // #-}
} sr_token_kind_t;

typedef struct sr_token_t {
  sr_token_kind_t kind;
  const char* start;
  size_t length;
  uint32_t line;
  uint32_t column;
} sr_token_t;

typedef struct sr_lexer_t {
  const char* buffer;  // start of the whole buffer
  const char* end;     // one past the last byte (buffer[end] == NUL)
  const char* cursor;
  const char* line_start;  // start of the cursor's line
  uint32_t line;
  const char* error;  // static message of the last SR_TOK_ERROR
} sr_lexer_t;

// |buffer| must have a NUL at buffer[length]. |first_line| is the line
// number of buffer[0] (for split inputs that start mid-file).
void sr_lexer_initialize(const char* buffer, size_t length, uint32_t first_line,
                         sr_lexer_t* out_lexer);

sr_token_t sr_lexer_next(sr_lexer_t* lexer);

// Resets the lexer so the next token starts at |position| (which must be a
// token start returned earlier, e.g. for backtracking).
void sr_lexer_reset_to(sr_lexer_t* lexer, const sr_token_t* token);

// Scans a balanced `<...>` body starting at the cursor, which must be at the
// '<'. Returns false (and sets lexer->error) if it is unbalanced; otherwise
// *out_body spans from '<' to the matching '>' inclusive.
bool sr_lexer_scan_dialect_body(sr_lexer_t* lexer, sr_string_view_t* out_body);

// Column (1-based) of |at|, which must be on the lexer's current line or a
// line already passed whose start is |line_start|.
uint32_t sr_lexer_column(const char* line_start, const char* at);

// Decodes a string token's contents (quotes stripped, escapes applied) into
// |out| which must have room for token.length bytes. Returns the length, or
// -1 (with *out_error set) for a malformed escape.
long sr_lexer_decode_string(const sr_token_t* token, char* out,
                            const char** out_error);

#endif  // STREAMREF_CORE_PARSE_LEXER_H_
