// A stand-in for <criterion/criterion.h>, used only by ThreadSanitizer
// builds of the sched suites.
//
// Why: Criterion cannot start under TSan. At start-up its BoxFort library
// maps an "inheritable arena" at a random fixed address in
// [0x200000000000, 0x7f0000000000) and gives up after three tries if the
// range is taken; TSan reserves almost all of that range for its shadow
// memory, so every Criterion binary aborts with "Could not initialize
// inheritable arena: Resource temporarily unavailable" (upstream issue
// Snaipe/Criterion#274, open). The sched suites are the ones that must run
// under TSan, so for that build tests/sched/CMakeLists.txt compiles the same
// test sources against this header and runner.c: the subset of Criterion
// they use, one forked process per test as Criterion does.
#ifndef STREAMREF_TESTS_SCHED_TSAN_RUNNER_CRITERION_H_
#define STREAMREF_TESTS_SCHED_TSAN_RUNNER_CRITERION_H_

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct sr_shim_test_t {
  const char* suite;
  const char* name;
  void (*fn)(void);
  struct sr_shim_test_t* next;
} sr_shim_test_t;

void sr_shim_register(sr_shim_test_t* test);
_Noreturn void sr_shim_fail(const char* file, int line, const char* format, ...)
    __attribute__((format(printf, 3, 4)));

#define Test(suite, name)                                                    \
  static void suite##_##name##_body(void);                                   \
  static sr_shim_test_t suite##_##name##_entry = {#suite, #name,             \
                                                  suite##_##name##_body, 0}; \
  __attribute__((constructor)) static void suite##_##name##_register(void) { \
    sr_shim_register(&suite##_##name##_entry);                               \
  }                                                                          \
  static void suite##_##name##_body(void)

// Criterion's optional message arguments are accepted and ignored; the
// failing expression and its position are what the shim reports.
#define SR_SHIM_CHECK(condition, text)                              \
  do {                                                              \
    if (!(condition)) sr_shim_fail(__FILE__, __LINE__, "%s", text); \
  } while (0)

#define cr_assert(condition, ...) \
  SR_SHIM_CHECK(condition, "cr_assert(" #condition ")")
#define cr_assert_not(condition, ...) \
  SR_SHIM_CHECK(!(condition), "cr_assert_not(" #condition ")")
#define cr_assert_null(value, ...) \
  SR_SHIM_CHECK((value) == NULL, "cr_assert_null(" #value ")")
#define cr_assert_not_null(value, ...) \
  SR_SHIM_CHECK((value) != NULL, "cr_assert_not_null(" #value ")")
#define cr_assert_eq(a, b, ...) \
  SR_SHIM_CHECK((a) == (b), "cr_assert_eq(" #a ", " #b ")")
#define cr_assert_neq(a, b, ...) \
  SR_SHIM_CHECK((a) != (b), "cr_assert_neq(" #a ", " #b ")")
#define cr_assert_lt(a, b, ...) \
  SR_SHIM_CHECK((a) < (b), "cr_assert_lt(" #a ", " #b ")")
#define cr_assert_leq(a, b, ...) \
  SR_SHIM_CHECK((a) <= (b), "cr_assert_leq(" #a ", " #b ")")
#define cr_assert_gt(a, b, ...) \
  SR_SHIM_CHECK((a) > (b), "cr_assert_gt(" #a ", " #b ")")
#define cr_assert_geq(a, b, ...) \
  SR_SHIM_CHECK((a) >= (b), "cr_assert_geq(" #a ", " #b ")")
#define cr_assert_str_eq(a, b, ...) \
  SR_SHIM_CHECK(strcmp((a), (b)) == 0, "cr_assert_str_eq(" #a ", " #b ")")
#define cr_assert_fail(...) sr_shim_fail(__FILE__, __LINE__, __VA_ARGS__)
// |a| and |b| within |epsilon| of each other, as Criterion's.
#define cr_assert_float_eq(a, b, epsilon, ...)                        \
  SR_SHIM_CHECK(((a) - (b) <= (epsilon)) && ((b) - (a) <= (epsilon)), \
                "cr_assert_float_eq(" #a ", " #b ", " #epsilon ")")

#endif  // STREAMREF_TESTS_SCHED_TSAN_RUNNER_CRITERION_H_
