#include "core/parse/lexer.h"

#include <criterion/criterion.h>
#include <string.h>

static sr_token_t sr_lex_one(sr_lexer_t* lexer, const char* text) {
  sr_lexer_initialize(text, strlen(text), 1, lexer);
  return sr_lexer_next(lexer);
}

Test(lexer, identifiers_and_prefixes) {
  const char* text =
      "func.func @sym @\"quoted sym\" %arg0 %0#1 ^bb3 #map !stream.resource";
  sr_lexer_t lexer;
  sr_lexer_initialize(text, strlen(text), 1, &lexer);
  sr_token_kind_t expected[] = {
      SR_TOK_BARE_ID,    SR_TOK_AT_ID,   SR_TOK_AT_ID,    SR_TOK_PERCENT_ID,
      SR_TOK_PERCENT_ID, SR_TOK_HASH_ID, SR_TOK_CARET_ID, SR_TOK_HASH_ID,
      SR_TOK_BANG_ID,    SR_TOK_EOF};
  const char* spelled[] = {
      "func.func", "@sym", "@\"quoted sym\"",  "%arg0", "%0", "#1",
      "^bb3",      "#map", "!stream.resource", ""};
  for (size_t i = 0; i < sizeof(expected) / sizeof(expected[0]); ++i) {
    sr_token_t token = sr_lexer_next(&lexer);
    cr_assert_eq(token.kind, expected[i], "token %zu", i);
    cr_assert_eq(token.length, strlen(spelled[i]), "token %zu", i);
    cr_assert_eq(strncmp(token.start, spelled[i], token.length), 0);
  }
}

Test(lexer, numbers) {
  sr_lexer_t lexer;
  cr_assert_eq(sr_lex_one(&lexer, "42").kind, SR_TOK_INTEGER);
  cr_assert_eq(sr_lex_one(&lexer, "0x7FC00000").kind, SR_TOK_INTEGER);
  cr_assert_eq(sr_lex_one(&lexer, "0x7FC00000").length, 10);
  cr_assert_eq(sr_lex_one(&lexer, "1.5").kind, SR_TOK_FLOAT);
  sr_token_t t = sr_lex_one(&lexer, "1.5e-10 x");
  cr_assert_eq(t.kind, SR_TOK_FLOAT);
  cr_assert_eq(t.length, 7);
  // MLIR needs a '.' for a float: `1e3` is the integer 1 then `e3`.
  t = sr_lex_one(&lexer, "1e3");
  cr_assert_eq(t.kind, SR_TOK_INTEGER);
  cr_assert_eq(t.length, 1);
}

Test(lexer, punctuation_and_metadata) {
  const char* text = "-> :: : ... {-# #-} ( ) [ ] { } < > , = ? * + - |";
  sr_token_kind_t expected[] = {SR_TOK_ARROW,
                                SR_TOK_COLON_COLON,
                                SR_TOK_COLON,
                                SR_TOK_ELLIPSIS,
                                SR_TOK_FILE_METADATA_BEGIN,
                                SR_TOK_FILE_METADATA_END,
                                SR_TOK_LPAREN,
                                SR_TOK_RPAREN,
                                SR_TOK_LBRACKET,
                                SR_TOK_RBRACKET,
                                SR_TOK_LBRACE,
                                SR_TOK_RBRACE,
                                SR_TOK_LESS,
                                SR_TOK_GREATER,
                                SR_TOK_COMMA,
                                SR_TOK_EQUAL,
                                SR_TOK_QUESTION,
                                SR_TOK_STAR,
                                SR_TOK_PLUS,
                                SR_TOK_MINUS,
                                SR_TOK_VERTICAL_BAR,
                                SR_TOK_EOF};
  sr_lexer_t lexer;
  sr_lexer_initialize(text, strlen(text), 1, &lexer);
  for (size_t i = 0; i < sizeof(expected) / sizeof(expected[0]); ++i) {
    cr_assert_eq(sr_lexer_next(&lexer).kind, expected[i], "token %zu", i);
  }
}

Test(lexer, lines_columns_and_comments) {
  const char* text = "a // comment b\n  c\n\td";
  sr_lexer_t lexer;
  sr_lexer_initialize(text, strlen(text), 10, &lexer);
  sr_token_t a = sr_lexer_next(&lexer);
  sr_token_t c = sr_lexer_next(&lexer);
  sr_token_t d = sr_lexer_next(&lexer);
  cr_assert_eq(a.line, 10);
  cr_assert_eq(a.column, 1);
  cr_assert_eq(c.line, 11);
  cr_assert_eq(c.column, 3);
  cr_assert_eq(d.line, 12);
  cr_assert_eq(d.column, 2);
}

Test(lexer, strings_and_escapes) {
  sr_lexer_t lexer;
  sr_token_t t = sr_lex_one(&lexer, "\"a\\\"b\\n\\01\\\\\"");
  cr_assert_eq(t.kind, SR_TOK_STRING);
  char out[32];
  const char* error = NULL;
  long n = sr_lexer_decode_string(&t, out, &error);
  cr_assert_eq(n, 6);
  cr_assert_eq(memcmp(out, "a\"b\n\x01\\", 6), 0);
}

Test(lexer, errors) {
  sr_lexer_t lexer;
  cr_assert_eq(sr_lex_one(&lexer, "\"unterminated").kind, SR_TOK_ERROR);
  cr_assert_str_eq(lexer.error, "expected '\"' in string literal");
  cr_assert_eq(sr_lex_one(&lexer, "\"bad \\q escape\"").kind, SR_TOK_ERROR);
  cr_assert_eq(sr_lex_one(&lexer, "`").kind, SR_TOK_ERROR);
  cr_assert_eq(sr_lex_one(&lexer, "% x").kind, SR_TOK_ERROR);
  const char with_nul[] = "a\0b";
  sr_lexer_initialize(with_nul, 3, 1, &lexer);
  cr_assert_eq(sr_lexer_next(&lexer).kind, SR_TOK_BARE_ID);
  cr_assert_eq(sr_lexer_next(&lexer).kind, SR_TOK_ERROR);
}

Test(lexer, dialect_bodies_balance) {
  const char* text = "<\"a>\" , (x) -> [y] {z}>tail";
  sr_lexer_t lexer;
  sr_lexer_initialize(text, strlen(text), 1, &lexer);
  sr_string_view_t body;
  cr_assert(sr_lexer_scan_dialect_body(&lexer, &body));
  cr_assert_eq(body.size, strlen(text) - 4);
  cr_assert_eq(sr_lexer_next(&lexer).kind, SR_TOK_BARE_ID);
  const char* bad = "<(]>";
  sr_lexer_initialize(bad, strlen(bad), 1, &lexer);
  cr_assert_not(sr_lexer_scan_dialect_body(&lexer, &body));
  const char* open = "<<a>";
  sr_lexer_initialize(open, strlen(open), 1, &lexer);
  cr_assert_not(sr_lexer_scan_dialect_body(&lexer, &body));
}

// Long strings are crossed sixteen bytes at a time: every stop character
// is still found wherever it falls in a block, and the token is exact.
Test(lexer, long_strings) {
  char text[200];
  for (size_t at = 1; at < 120; ++at) {
    // "xxxx...\"yy..." : an escaped quote at |at|, the end quote at 150.
    memset(text, 'x', sizeof(text));
    text[0] = '"';
    text[at] = '\\';
    text[at + 1] = '"';
    text[150] = '"';
    text[151] = ' ';
    sr_lexer_t lexer;
    sr_lexer_initialize(text, 152, 1, &lexer);
    sr_token_t t = sr_lexer_next(&lexer);
    cr_assert_eq(t.kind, SR_TOK_STRING, "escape at %zu", at);
    cr_assert_eq(t.length, 151, "escape at %zu", at);
    // A newline, a NUL or the end of the text inside ends it with an error.
    text[at] = '\n';
    sr_lexer_initialize(text, 152, 1, &lexer);
    cr_assert_eq(sr_lexer_next(&lexer).kind, SR_TOK_ERROR, "newline at %zu",
                 at);
    text[at] = 0;
    sr_lexer_initialize(text, 152, 1, &lexer);
    cr_assert_eq(sr_lexer_next(&lexer).kind, SR_TOK_ERROR, "NUL at %zu", at);
    text[at] = 'x';
    sr_lexer_initialize(text, at + 1, 1, &lexer);
    cr_assert_eq(sr_lexer_next(&lexer).kind, SR_TOK_ERROR, "cut at %zu", at);
  }
}
