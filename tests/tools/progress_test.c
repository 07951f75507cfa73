// The progress line (issue 18): under a pseudo-terminal (script(1)) a run
// past the delay shows `[streamref-run] running @main: N invocations, M
// dispatches T s`, each rewrite starting with "\r\033[K", and erases it
// before the tool prints anything else; with stderr redirected (every
// other test) or --progress=false it never shows. SR_PROGRESS_DELAY_MS=0
// stands in for the 2 s a person waits.

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json_test_util.h"

#define PROGRAM SR_TEST_PROGRAMS_DIR "/cmd/concurrent.mlir"
#define RUN_FLAGS " --module=" PROGRAM " --repeat=100000 --output="

static bool have_script(void) {
  return tt_sh("/", "command -v script >/dev/null", NULL) == 0;
}

Test(progress, shown_on_a_terminal_and_erased) {
  // script(1) is util-linux's (Debian's essential bsdutils).
  cr_assert(have_script());
  char* dir = tt_make_dir("sr_progress");
  char* text = NULL;
  cr_assert_eq(tt_sh(dir,
                     "SR_PROGRESS_DELAY_MS=0 script -qec \"'" SR_STREAMREF_RUN
                     "'" RUN_FLAGS "\" typescript >/dev/null 2>&1; "
                     "cat typescript",
                     &text),
               0, "%s", text);
  const char* line = strstr(text, "\r\033[K[streamref-run] running @main: ");
  cr_assert_not_null(line, "%s", text);
  cr_assert(strstr(line, " invocations, ") && strstr(line, " dispatches "),
            "%s", text);
  // Erased before the repeat line.
  const char* repeat = strstr(text, "repeat: 100000 runs");
  cr_assert_not_null(repeat, "%s", text);
  cr_assert(repeat > line);
  const char* erase = repeat;
  while (erase > text && strncmp(erase, "\r\033[K", 4) != 0) --erase;
  cr_assert(erase > line, "%s", text);
  cr_assert_null(strstr(erase + 4, "[streamref-run]"), "%s", text);
  free(text);
  // --progress=false, on the same terminal: nothing.
  cr_assert_eq(tt_sh(dir,
                     "SR_PROGRESS_DELAY_MS=0 script -qec \"'" SR_STREAMREF_RUN
                     "'" RUN_FLAGS " --progress=false\" typescript >/dev/null "
                     "2>&1; cat typescript",
                     &text),
               0, "%s", text);
  cr_assert_null(strstr(text, "[streamref-run]"), "%s", text);
  free(text);
  tt_remove_dir(dir);
}

Test(progress, never_when_redirected) {
  char* text = NULL;
  cr_assert_eq(
      tt_sh("/", "SR_PROGRESS_DELAY_MS=0 '" SR_STREAMREF_RUN "'" RUN_FLAGS,
            &text),
      0, "%s", text);
  cr_assert_null(strstr(text, "[streamref-run]"), "%s", text);
  cr_assert_not_null(strstr(text, "repeat: 100000 runs"), "%s", text);
  free(text);
}
