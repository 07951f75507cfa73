// A hub header: it declares the functions of two files (a.c and b.c), so
// it belongs to both, and every file that includes it depends on both.
#ifndef SR_TESTS_LINT_INCLUDE_CYCLE_SEED_HUB_H_
#define SR_TESTS_LINT_INCLUDE_CYCLE_SEED_HUB_H_

int sr_seed_a(int x);
int sr_seed_b(int x);

#endif  // SR_TESTS_LINT_INCLUDE_CYCLE_SEED_HUB_H_
