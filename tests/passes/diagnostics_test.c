// Diagnostic lists: storage, source lines, printing, and out-of-memory.

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "streamref/passes.h"
#include "support/counting_allocator.h"

static char* sr_print_list(const sr_diag_list_t* list) {
  char* text = NULL;
  size_t length = 0;
  FILE* stream = open_memstream(&text, &length);
  sr_diag_list_fprint(stream, list);
  fclose(stream);
  return text;
}

Test(diagnostics, printed_as_mlir_with_the_whole_files_lines) {
  sr_counting_allocator_t counter;
  sr_counting_allocator_initialize(&counter);
  sr_diag_list_t list;
  sr_diag_list_initialize(sr_counting_allocator(&counter), &list);
  sr_diag_list_add(&list, SR_DIAG_ERROR, "a.mlir", 3, 5, NULL, 0, "bad");
  sr_diag_list_add(&list, SR_DIAG_REMARK, "a.mlir", 1, 1, NULL, 0, "fyi");
  sr_diag_list_add(&list, SR_DIAG_WARNING, "b.mlir", 1, 1, NULL, 0, "other");
  sr_diag_list_add(&list, SR_DIAG_NOTE, NULL, 7, 7, NULL, 0, "nowhere");
  cr_assert_eq(list.error_count, 1);
  const char text[] = "line one\nline two\n\tline three\n";
  sr_diag_list_attach_source(&list, "a.mlir", text, strlen(text));
  char* printed = sr_print_list(&list);
  cr_assert_str_eq(printed,
                   "a.mlir:3:5: error: bad\n"
                   "\tline three\n"
                   "\t   ^\n"
                   "a.mlir:1:1: remark: fyi\n"
                   "line one\n"
                   "^\n"
                   "b.mlir:1:1: warning: other\n"
                   "note: nowhere\n");
  free(printed);
  sr_diag_list_deinitialize(&list);
  cr_assert_eq(sr_counting_allocator_live(&counter), 0);
}

Test(diagnostics, statuses_become_errors) {
  sr_diag_list_t list;
  sr_diag_list_initialize(sr_allocator_system(), &list);
  sr_ir_loc_t loc = {"s.mlir", 4, 2, 3};
  sr_diag_list_add_status(
      &list, SR_MAKE_STATUS_AT(loc, "xx", 2, SR_STATUS_INVALID_ARGUMENT,
                               "parse failed"));
  sr_diag_list_add_status(&list, sr_ok_status());
  cr_assert_eq(list.count, 1);
  cr_assert_eq(list.error_count, 1);
  cr_assert_str_eq(list.items[0].file, "s.mlir");
  cr_assert_eq(list.items[0].line, 4);
  cr_assert_eq(list.items[0].column, 2);
  cr_assert_str_eq(list.items[0].message, "parse failed");
  cr_assert_null(list.items[0].source_line);
  sr_diag_list_deinitialize(&list);
}

// Running out of memory loses the text, never the fact that an error was
// reported.
Test(diagnostics, errors_are_counted_when_memory_runs_out) {
  sr_counting_allocator_t counter;
  sr_counting_allocator_initialize(&counter);
  counter.fail_after = 0;
  sr_diag_list_t list;
  sr_diag_list_initialize(sr_counting_allocator(&counter), &list);
  sr_diag_list_add(&list, SR_DIAG_ERROR, "a.mlir", 1, 1, NULL, 0, "bad");
  cr_assert_eq(list.error_count, 1);
  cr_assert_eq(list.count, 0);
  cr_assert(list.out_of_memory);
  cr_assert_eq(sr_status_consume_code(sr_diag_list_status(&list)),
               SR_STATUS_RESOURCE_EXHAUSTED);
  sr_diag_list_deinitialize(&list);
  cr_assert_eq(sr_counting_allocator_live(&counter), 0);
}
