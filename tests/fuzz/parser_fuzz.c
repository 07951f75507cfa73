// libFuzzer target for the MLIR text parser and printer.
//
// Input layout: the first byte chooses the options, the rest is MLIR text.
//   bit 0: allow_unregistered_dialects
//   bit 1: print with debug info (`loc(...)`)
// Seeds (tests/fuzz/make_seeds.sh) start with '0' or '1' so they stay
// readable.
//
// On a successful parse the module is printed in generic and in custom form
// (custom unless SR_FUZZ_GENERIC_ONLY=1), and each print must parse again
// with the same options; a print that does not parse is a round-trip bug
// and aborts. The generic form must also be stable:
// print(parse(print(parse(x)))) == print(parse(x)). Parse errors are
// expected and fine; crashes, leaks, hangs and UB are what we hunt.
//
// Also built without libFuzzer, with fuzz_main.c, as the driver of the
// regression folder (tests/fuzz/CMakeLists.txt).

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "streamref/ir.h"

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

// Aborts with |what| and the status (a fuzzer finding, not an input error).
static void sr_fuzz_fail(const char* what, sr_status_t status,
                         const char* text) {
  fprintf(stderr, "parser_fuzz: %s\n", what);
  if (status) sr_status_fprint(stderr, status);
  if (text) fprintf(stderr, "--- printed text ---\n%s\n---\n", text);
  abort();
}

// Parses |text| into a fresh context and prints it; returns the printed
// text (free()) and its length in |out_length|, or NULL when the text does
// not parse. |out_status| gets the parse status when non-NULL (else the
// status is freed). The print may hold NUL bytes: MLIR keeps them inside
// string literals and opaque dialect bodies, and so does streamref.
static char* sr_fuzz_parse_print(const char* text, size_t length,
                                 const sr_ir_parse_options_t* parse_options,
                                 const sr_ir_print_options_t* print_options,
                                 size_t* out_length, sr_status_t* out_status) {
  sr_context_t* context = NULL;
  sr_status_t status = sr_context_create(sr_allocator_system(), &context);
  if (status) sr_fuzz_fail("sr_context_create failed", status, NULL);
  sr_op_t* module = NULL;
  status =
      sr_ir_parse(context, "fuzz.mlir", text, length, parse_options, &module);
  char* printed = NULL;
  size_t printed_length = 0;
  if (!status) {
    sr_status_t print_status =
        sr_ir_print_to_string(context, module, print_options,
                              sr_allocator_system(), &printed, &printed_length);
    if (print_status) sr_fuzz_fail("printing failed", print_status, NULL);
  }
  *out_length = printed_length;
  sr_context_destroy(context);
  if (out_status) {
    *out_status = status;
  } else {
    sr_status_free(status);
  }
  return printed;
}

// Prints |text| (which parsed) in one form and checks the print parses again.
static void sr_fuzz_round_trip(const char* text, size_t length,
                               const sr_ir_parse_options_t* parse_options,
                               bool generic, bool debug_info) {
  sr_ir_print_options_t print_options = {generic, debug_info};
  size_t first_length = 0, second_length = 0;
  char* first = sr_fuzz_parse_print(text, length, parse_options, &print_options,
                                    &first_length, NULL);
  if (!first) sr_fuzz_fail("input parsed once but not twice", NULL, NULL);
  sr_status_t status = NULL;
  char* second = sr_fuzz_parse_print(first, first_length, parse_options,
                                     &print_options, &second_length, &status);
  if (!second) {
    sr_fuzz_fail(generic ? "generic print does not parse"
                         : "custom print does not parse",
                 status, first);
  }
  if (generic && (first_length != second_length ||
                  memcmp(first, second, first_length) != 0)) {
    fprintf(stderr, "--- second print ---\n%s\n", second);
    sr_fuzz_fail("generic print is not stable", NULL, first);
  }
  free(first);
  free(second);
}

// SR_FUZZ_GENERIC_ONLY=1 in the environment skips the custom-form round
// trip, to fuzz the lexer, parser, verifier and generic printer past known
// findings in the dialects' custom printers (see README.md).
static bool sr_fuzz_generic_only(void) {
  static int cached = -1;
  if (cached < 0) {
    const char* value = getenv("SR_FUZZ_GENERIC_ONLY");
    cached = value && value[0] == '1';
  }
  return cached != 0;
}

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  uint8_t flags = data[0];
  const char* text = (const char*)data + 1;
  size_t length = size - 1;
  sr_ir_parse_options_t parse_options = {(flags & 1) != 0, 0, false};
  bool debug_info = (flags & 2) != 0;

  // The cheap common case first: most inputs do not parse.
  sr_ir_print_options_t print_options = {true, debug_info};
  size_t printed_length = 0;
  char* printed = sr_fuzz_parse_print(text, length, &parse_options,
                                      &print_options, &printed_length, NULL);
  if (!printed) return 0;
  free(printed);
  sr_fuzz_round_trip(text, length, &parse_options, true, debug_info);
  if (!sr_fuzz_generic_only()) {
    sr_fuzz_round_trip(text, length, &parse_options, false, debug_info);
  }
  return 0;
}
