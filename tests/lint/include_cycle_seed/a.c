// Seed of include_cycle_check_seeded (not built): a.c and b.c both include
// the hub and so depend on each other, a cycle of 2. c.c includes the hub
// too, but only d.c includes c.c's header, and nothing d.c's: c.c and d.c
// stay outside the cycle.
#include "hub.h"

int sr_seed_a(int x) { return x > 0 ? sr_seed_b(x - 1) : 0; }
