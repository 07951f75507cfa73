// libFuzzer target: the print-parse round trip as an oracle.
//
// Input: the first byte chooses the options as in parser_fuzz.c (bit 0:
// allow unregistered dialects, bit 1: print debug info); the rest is MLIR
// text. When the text parses, in each form F (generic, custom):
//
//   P1 = print_F(parse(text)), P2 = print_F(parse(P1))   must be identical
//
// (a print that does not parse again, or prints differently, is a bug), and
// across forms the custom print must mean what the text meant:
//
//   print_generic(parse(print_custom(parse(text)))) ==
//   print_generic(parse(text))
//
// (forgiving only what IREE's custom parsers and printers change
// themselves, exactly as iree-opt does: `sym_visibility = "public"`, untied
// `tied_operands`, the collectives' `tied_operands`, all-empty `arg_attrs`
// and `res_attrs`; sr_fuzz_drop_parser_defaults). An
// error at the first parse is the normal outcome. A failed check aborts
// with both texts on stderr. Where parser_fuzz.c only asks that the custom
// print parse, this target asks that nothing be lost or changed by it.

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "streamref/ir.h"

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

typedef struct sr_fuzz_text_t {
  char* data;  // NULL: did not parse
  size_t length;
} sr_fuzz_text_t;

static void sr_fuzz_fail(const char* what, const sr_fuzz_text_t* a,
                         const sr_fuzz_text_t* b, sr_status_t status) {
  fprintf(stderr, "roundtrip_fuzz: %s\n", what);
  if (status) sr_status_fprint(stderr, status);
  if (a && a->data) {
    fprintf(stderr, "--- first ---\n%.*s\n", (int)a->length, a->data);
  }
  if (b && b->data) {
    fprintf(stderr, "--- second ---\n%.*s\n", (int)b->length, b->data);
  }
  abort();
}

// parse(text) printed in |generic| form; |out_status| (may be NULL) gets
// the parse error.
static sr_fuzz_text_t sr_fuzz_reprint(const char* text, size_t length,
                                      const sr_ir_parse_options_t* options,
                                      bool generic, bool debug_info,
                                      sr_status_t* out_status) {
  sr_fuzz_text_t out = {NULL, 0};
  sr_context_t* context = NULL;
  sr_status_t status = sr_context_create(sr_allocator_system(), &context);
  if (status) sr_fuzz_fail("sr_context_create failed", NULL, NULL, status);
  sr_op_t* module = NULL;
  status = sr_ir_parse(context, "fuzz.mlir", text, length, options, &module);
  if (!status) {
    sr_ir_print_options_t print_options = {generic, debug_info};
    sr_status_t print_status =
        sr_ir_print_to_string(context, module, &print_options,
                              sr_allocator_system(), &out.data, &out.length);
    if (print_status) sr_fuzz_fail("printing failed", NULL, NULL, print_status);
  }
  sr_context_destroy(context);
  if (out_status) {
    *out_status = status;
  } else {
    sr_status_free(status);
  }
  return out;
}

static bool sr_fuzz_same(const sr_fuzz_text_t* a, const sr_fuzz_text_t* b) {
  return a->length == b->length && memcmp(a->data, b->data, a->length) == 0;
}

// Removes every `, entry` (and a first `{entry, `) where entry starts with
// |head| and |rest| accepts what follows (returning its length, 0: not this
// entry).
static void sr_fuzz_drop(sr_fuzz_text_t* text, const char* head,
                         size_t (*rest)(const char* p, const char* end)) {
  size_t n = strlen(head), out = 0;
  for (size_t i = 0; i < text->length;) {
    const char* p = text->data + i;
    const char* end = text->data + text->length;
    size_t tail = 0;
    if ((size_t)(end - p) >= 2 + n && p[0] == ',' && p[1] == ' ' &&
        memcmp(p + 2, head, n) == 0 && (tail = rest(p + 2 + n, end))) {
      i += 2 + n + tail;
    } else if ((size_t)(end - p) >= 1 + n && p[0] == '{' &&
               memcmp(p + 1, head, n) == 0 && (tail = rest(p + 1 + n, end)) &&
               (size_t)(end - p) >= 1 + n + tail + 2 &&
               p[1 + n + tail] == ',' && p[2 + n + tail] == ' ') {
      // The dictionary's first entry: `{entry, ` becomes `{`.
      text->data[out++] = '{';
      i += 1 + n + tail + 2;
    } else {
      text->data[out++] = text->data[i++];
    }
  }
  text->length = out;
}

static size_t sr_fuzz_public_rest(const char* p, const char* end) {
  static const char kPublic[] = "\"public\"";
  size_t n = sizeof(kPublic) - 1;
  return (size_t)(end - p) >= n && memcmp(p, kPublic, n) == 0 ? n : 0;
}

// `[-1 : index, -1 : index]`: no result tied.
static size_t sr_fuzz_untied_rest(const char* p, const char* end) {
  const char* q = p;
  if (q >= end || *q++ != '[') return 0;
  static const char kUntied[] = "-1 : index";
  size_t n = sizeof(kUntied) - 1;
  for (bool first = true;; first = false) {
    if (q < end && *q == ']') return (size_t)(q + 1 - p);
    if (!first) {
      if (end - q < 2 || q[0] != ',' || q[1] != ' ') return 0;
      q += 2;
    }
    if ((size_t)(end - q) < n || memcmp(q, kUntied, n) != 0) return 0;
    q += n;
  }
}

// `[{}, {}, ...]`: argument or result attributes that say nothing.
static size_t sr_fuzz_empty_dicts_rest(const char* p, const char* end) {
  const char* q = p;
  if (q >= end || *q++ != '[') return 0;
  for (bool first = true;; first = false) {
    if (q < end && *q == ']') return first ? 0 : (size_t)(q + 1 - p);
    if (!first) {
      if (end - q < 2 || q[0] != ',' || q[1] != ' ') return 0;
      q += 2;
    }
    if (end - q < 2 || q[0] != '{' || q[1] != '}') return 0;
    q += 2;
  }
}

// `[...]` (any index list): the collectives' whole tied_operands.
static size_t sr_fuzz_any_list_rest(const char* p, const char* end) {
  if (p >= end || *p != '[') return 0;
  const char* close = memchr(p, ']', (size_t)(end - p));
  const char* newline = memchr(p, '\n', (size_t)(end - p));
  if (!close || (newline && newline < close)) return 0;
  return (size_t)(close + 1 - p);
}

// sr_fuzz_drop, on the lines that contain |op| only.
static void sr_fuzz_drop_on_lines(sr_fuzz_text_t* text, const char* op,
                                  const char* head,
                                  size_t (*rest)(const char* p,
                                                 const char* end)) {
  size_t out = 0;
  for (size_t i = 0; i < text->length;) {
    const char* line = text->data + i;
    const char* newline = memchr(line, '\n', text->length - i);
    size_t n = newline ? (size_t)(newline - line) + 1 : text->length - i;
    sr_fuzz_text_t piece = {(char*)line, n};
    // The line as a C string for strstr (it may hold NUL bytes: those
    // only shorten what is searched).
    char* copy = malloc(n + 1);
    if (!copy) abort();
    memcpy(copy, line, n);
    copy[n] = 0;
    bool match = strstr(copy, op) != NULL;
    free(copy);
    if (match) sr_fuzz_drop(&piece, head, rest);
    memmove(text->data + out, line, piece.length);
    out += piece.length;
    i += n;
  }
  text->length = out;
}

// What IREE's custom parsers add when they re-read their own print, and
// nothing else: a symbol without `sym_visibility` is public and printed
// `public` (`util.func public @f`, `flow.executable public @ex`, as
// iree-opt prints them), and `util.func` without `tied_operands` gets
// `[-1 : index, ...]` back (iree-opt does the same). The cross-form check
// forgives exactly these two, and one thing IREE's printer does: the
// flow.collective.* ops are tied to their target whatever tied_operands
// holds (their getTiedResultOperandIndex is always 0), so their custom
// print says `%target as` and re-parses as [0 : index]; for them the
// attribute carries no meaning. And argument or result attributes that are
// all empty mean none (IREE's stream.cmd.func parser always sets
// arg_attrs, one `{}` per argument, as iree-opt shows).
static void sr_fuzz_drop_parser_defaults(sr_fuzz_text_t* text) {
  sr_fuzz_drop(text, "sym_visibility = ", sr_fuzz_public_rest);
  sr_fuzz_drop(text, "arg_attrs = ", sr_fuzz_empty_dicts_rest);
  sr_fuzz_drop(text, "res_attrs = ", sr_fuzz_empty_dicts_rest);
  sr_fuzz_drop_on_lines(text, "\"flow.collective.",
                        "tied_operands = ", sr_fuzz_any_list_rest);
  sr_fuzz_drop(text, "tied_operands = ", sr_fuzz_untied_rest);
}

// P1 = print_F(parse(text)) (given), P2 = print_F(parse(P1)): identical.
static void sr_fuzz_check_stable(const sr_fuzz_text_t* first,
                                 const sr_ir_parse_options_t* options,
                                 bool generic, bool debug_info) {
  sr_status_t status = NULL;
  sr_fuzz_text_t second = sr_fuzz_reprint(first->data, first->length, options,
                                          generic, debug_info, &status);
  if (!second.data) {
    sr_fuzz_fail(generic ? "the generic print does not parse"
                         : "the custom print does not parse",
                 first, NULL, status);
  }
  if (!sr_fuzz_same(first, &second)) {
    sr_fuzz_fail(generic ? "the generic print is not stable"
                         : "the custom print is not stable",
                 first, &second, NULL);
  }
  free(second.data);
}

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  uint8_t flags = data[0];
  const char* text = (const char*)data + 1;
  size_t length = size - 1;
  sr_ir_parse_options_t options = {(flags & 1) != 0, 0, false};
  bool debug_info = (flags & 2) != 0;
  sr_fuzz_text_t generic =
      sr_fuzz_reprint(text, length, &options, true, debug_info, NULL);
  if (!generic.data) return 0;  // an error at the first step: fine
  sr_fuzz_check_stable(&generic, &options, true, debug_info);
  sr_fuzz_text_t custom =
      sr_fuzz_reprint(text, length, &options, false, debug_info, NULL);
  if (!custom.data) {
    sr_fuzz_fail("parsed once but not twice", NULL, NULL, NULL);
  }
  sr_fuzz_check_stable(&custom, &options, false, debug_info);
  // The custom print keeps the meaning: its generic print is the text's.
  sr_fuzz_text_t through_custom = sr_fuzz_reprint(
      custom.data, custom.length, &options, true, debug_info, NULL);
  sr_fuzz_drop_parser_defaults(&generic);
  sr_fuzz_drop_parser_defaults(&through_custom);
  if (!sr_fuzz_same(&generic, &through_custom)) {
    sr_fuzz_fail(
        "the custom print changes the meaning (generic prints of "
        "the text and of its custom print differ)",
        &generic, &through_custom, NULL);
  }
  free(through_custom.data);
  free(custom.data);
  free(generic.data);
  return 0;
}
