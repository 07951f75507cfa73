// --verify-diagnostics: reading annotations and matching diagnostics as
// mlir-opt does.

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "streamref/passes.h"
#include "support/counting_allocator.h"

typedef struct sr_check_t {
  sr_counting_allocator_t counter;
  sr_diag_list_t diags;
  sr_expected_diags_t* expected;
  char* report;
  size_t report_length;
} sr_check_t;

static void sr_check_begin(sr_check_t* c, const char* text,
                           uint32_t first_line) {
  sr_counting_allocator_initialize(&c->counter);
  sr_allocator_t allocator = sr_counting_allocator(&c->counter);
  sr_diag_list_initialize(allocator, &c->diags);
  cr_assert_null(sr_expected_diags_create("x.mlir", text, strlen(text),
                                          first_line, allocator, &c->expected));
  c->report = NULL;
}

static void sr_check_add(sr_check_t* c, sr_diag_severity_t severity,
                         uint32_t line, const char* message) {
  sr_diag_list_add(&c->diags, severity, "x.mlir", line, 3, NULL, 0, message);
}

// Runs the check; returns whether it passed (the report is kept).
static bool sr_check_run(sr_check_t* c) {
  FILE* stream = open_memstream(&c->report, &c->report_length);
  bool ok = sr_expected_diags_verify(c->expected, &c->diags, stream);
  fclose(stream);
  return ok;
}

static void sr_check_end(sr_check_t* c) {
  free(c->report);
  sr_expected_diags_destroy(c->expected);
  sr_diag_list_deinitialize(&c->diags);
  cr_assert_eq(sr_counting_allocator_live(&c->counter), 0, "leaked");
}

Test(expected_diags, designators_place_annotations) {
  sr_check_t c;
  sr_check_begin(&c,
                 "a\n"                                        // 1
                 "// expected-error @+2 {{two down}}\n"       // 2
                 "b // expected-error {{same line}}\n"        // 3
                 "c\n"                                        // 4
                 "// expected-warning @above {{above}}\n"     // 5
                 "// expected-note @below {{below}}\n"        // 6
                 "// expected-remark @below {{below too}}\n"  // 7
                 "d\n"                                        // 8
                 "e // expected-error @-4 {{back}}\n",        // 9
                 1);
  cr_assert_eq(sr_expected_diags_count(c.expected), 6);
  sr_check_add(&c, SR_DIAG_ERROR, 4, "'x' op two down here");
  sr_check_add(&c, SR_DIAG_ERROR, 3, "on the same line");
  sr_check_add(&c, SR_DIAG_WARNING, 4, "from above");
  sr_check_add(&c, SR_DIAG_NOTE, 8, "below");
  sr_check_add(&c, SR_DIAG_REMARK, 8, "below too");
  sr_check_add(&c, SR_DIAG_ERROR, 5, "going back");
  cr_assert(sr_check_run(&c), "%s", c.report);
  cr_assert_eq(c.report_length, 0);
  sr_check_end(&c);
}

Test(expected_diags, split_chunks_use_file_lines) {
  sr_check_t c;
  sr_check_begin(&c, "\n// expected-error @+1 {{boom}}\nx\n", 41);
  sr_check_add(&c, SR_DIAG_ERROR, 43, "boom");
  cr_assert(sr_check_run(&c), "%s", c.report);
  sr_check_end(&c);
}

Test(expected_diags, missing_and_unexpected_are_reported_with_locations) {
  sr_check_t c;
  sr_check_begin(&c,
                 "x\n"
                 "  // expected-error @+1 {{does not have}}\n"
                 "y\n",
                 1);
  sr_diag_list_add(&c.diags, SR_DIAG_ERROR, "x.mlir", 1, 8, "x", 1,
                   "'a' op went wrong");
  cr_assert_not(sr_check_run(&c));
  cr_assert_str_eq(c.report,
                   "x.mlir:1:8: error: unexpected error: 'a' op went wrong\n"
                   "x\n"
                   "       ^\n"
                   "x.mlir:2:6: error: expected error \"does not have\" was "
                   "not produced\n"
                   "  // expected-error @+1 {{does not have}}\n"
                   "     ^~~~~~~~~~~~~\n");
  sr_check_end(&c);
}

Test(expected_diags, wrong_kind_is_a_near_miss) {
  sr_check_t c;
  sr_check_begin(&c, "x // expected-warning {{careful}}\n", 1);
  sr_check_add(&c, SR_DIAG_ERROR, 1, "careful now");
  cr_assert_not(sr_check_run(&c));
  cr_assert(strstr(c.report,
                   "x.mlir:1:6: error: 'error' diagnostic emitted when "
                   "expecting a 'warning'\n"),
            "%s", c.report);
  sr_check_end(&c);
}

Test(expected_diags, one_annotation_absorbs_repeats) {
  sr_check_t c;
  sr_check_begin(&c, "x // expected-error {{dup}}\n", 1);
  sr_check_add(&c, SR_DIAG_ERROR, 1, "dup 1");
  sr_check_add(&c, SR_DIAG_ERROR, 1, "dup 2");
  cr_assert(sr_check_run(&c), "%s", c.report);
  sr_check_end(&c);
}

Test(expected_diags, regex_annotations) {
  sr_check_t c;
  sr_check_begin(&c,
                 "x // expected-error-re {{value {{[0-9]+}} (ok)}}\n"
                 "y // expected-error-re {{bad {{[}}}}\n",
                 1);
  sr_check_add(&c, SR_DIAG_ERROR, 1, "the value 42 (ok) here");
  cr_assert_not(sr_check_run(&c));
  // The literal parentheses were escaped; the broken regex is reported.
  cr_assert(strstr(c.report, "x.mlir:2:6: error: invalid regex:"), "%s",
            c.report);
  cr_assert_null(strstr(c.report, "x.mlir:1:"), "%s", c.report);
  sr_check_end(&c);
}

Test(expected_diags, unknown_locations) {
  sr_check_t c;
  sr_check_begin(&c, "// expected-error @unknown {{nowhere}}\n", 1);
  sr_diag_list_add(&c.diags, SR_DIAG_ERROR, NULL, 0, 0, NULL, 0,
                   "from nowhere");
  cr_assert(sr_check_run(&c), "%s", c.report);
  sr_check_end(&c);
}

Test(expected_diags, text_that_is_not_an_annotation) {
  sr_check_t c;
  sr_check_begin(&c,
                 "// expected-errors {{no}}\n"
                 "// expected-error @here {{no}}\n"
                 "// expected-error {{no}} trailing\n"
                 "// see expected-error {{yes}}  \n",
                 1);
  cr_assert_eq(sr_expected_diags_count(c.expected), 1);
  sr_check_add(&c, SR_DIAG_ERROR, 4, "yes");
  cr_assert(sr_check_run(&c), "%s", c.report);
  sr_check_end(&c);
}

Test(expected_diags, no_annotations_and_no_diagnostics_pass) {
  sr_check_t c;
  sr_check_begin(&c, "util.func @f() {\n}\n", 1);
  cr_assert(sr_check_run(&c));
  sr_check_end(&c);
}
