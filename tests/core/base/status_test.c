#include "streamref/status.h"

#include <criterion/criterion.h>
#include <string.h>

Test(status, ok_is_null_and_free) {
  sr_status_t status = sr_ok_status();
  cr_assert(sr_status_is_ok(status));
  cr_assert_eq(sr_status_code(status), SR_STATUS_OK);
  sr_status_free(status);
}

Test(status, carries_code_and_message) {
  sr_status_t status =
      SR_MAKE_STATUS(SR_STATUS_NOT_FOUND, "no function '%s'", "main");
  cr_assert_eq(sr_status_code(status), SR_STATUS_NOT_FOUND);
  cr_assert_str_eq(sr_status_message(status), "no function 'main'");
  char text[128];
  sr_status_format(status, text, sizeof(text));
  cr_assert_str_eq(text, "error: NOT_FOUND: no function 'main'");
  sr_status_free(status);
}

Test(status, located_renders_caret_under_column) {
  sr_ir_loc_t loc = {"model.mlir", 12, 7, 4};
  const char* line = "  %0 = stream.foo";
  sr_status_t status =
      SR_MAKE_STATUS_AT(loc, line, strlen(line), SR_STATUS_INVALID_ARGUMENT,
                        "unknown op '%s'", "stream.foo");
  char text[256];
  size_t needed = sr_status_format(status, text, sizeof(text));
  cr_assert_eq(needed, strlen(text));
  cr_assert_str_eq(text,
                   "model.mlir:12:7: error: unknown op 'stream.foo'\n"
                   "  %0 = stream.foo\n"
                   "      ^~~~");
  sr_ir_loc_t got = sr_status_ir_loc(status);
  cr_assert_eq(got.line, 12);
  cr_assert_eq(got.column, 7);
  cr_assert_str_eq(got.file, "model.mlir");
  cr_assert_neq(got.file, loc.file, "the file name must be copied");
  sr_status_free(status);
}

Test(status, format_truncates_but_reports_needed_length) {
  sr_status_t status = SR_MAKE_STATUS(SR_STATUS_INTERNAL, "0123456789");
  char text[8];
  size_t needed = sr_status_format(status, text, sizeof(text));
  cr_assert_eq(needed, strlen("error: INTERNAL: 0123456789"));
  cr_assert_eq(strlen(text), 7);
  sr_status_free(status);
}

Test(status, annotate_appends_context) {
  sr_status_t status = SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE, "bad range");
  status = sr_status_annotate_f(status, "running %s", "@f");
  cr_assert_str_eq(sr_status_message(status), "bad range; while running @f");
  cr_assert_null(sr_status_annotate_f(sr_ok_status(), "x"));
  sr_status_free(status);
}

Test(status, first_location_wins) {
  sr_ir_loc_t inner = {"a.mlir", 3, 4, 0};
  sr_ir_loc_t outer = {"a.mlir", 9, 1, 0};
  sr_status_t status = SR_MAKE_STATUS(SR_STATUS_INTERNAL, "x");
  status = sr_status_set_ir_loc(status, inner, NULL, 0);
  status = sr_status_set_ir_loc(status, outer, NULL, 0);
  cr_assert_eq(sr_status_ir_loc(status).line, 3);
  sr_status_free(status);
}

Test(status, join_keeps_first_code_and_both_messages) {
  sr_status_t a = SR_MAKE_STATUS(SR_STATUS_ABORTED, "first");
  sr_status_t b = SR_MAKE_STATUS(SR_STATUS_INTERNAL, "second");
  sr_status_t joined = sr_status_join(a, b);
  cr_assert_eq(sr_status_code(joined), SR_STATUS_ABORTED);
  cr_assert(strstr(sr_status_message(joined), "first"));
  cr_assert(strstr(sr_status_message(joined), "second"));
  sr_status_free(joined);
  cr_assert_null(sr_status_join(NULL, NULL));
}

Test(status, clone_is_independent) {
  sr_ir_loc_t loc = {"x.mlir", 1, 2, 0};
  sr_status_t status =
      SR_MAKE_STATUS_AT(loc, "abc", 3, SR_STATUS_DATA_LOSS, "lost");
  sr_status_t copy = sr_status_clone(status);
  sr_status_free(status);
  cr_assert_eq(sr_status_code(copy), SR_STATUS_DATA_LOSS);
  cr_assert_str_eq(sr_status_message(copy), "lost");
  cr_assert_eq(sr_status_ir_loc(copy).column, 2);
  cr_assert_eq(sr_status_consume_code(copy), SR_STATUS_DATA_LOSS);
}

Test(status, code_names) {
  cr_assert_str_eq(sr_status_code_string(SR_STATUS_UNIMPLEMENTED),
                   "UNIMPLEMENTED");
  cr_assert_str_eq(sr_status_code_string((sr_status_code_t)99), "UNKNOWN_CODE");
}
