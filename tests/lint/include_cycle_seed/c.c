#include "c.h"

#include "hub.h"

int sr_seed_c(int x) { return sr_seed_a(x) + sr_seed_b(x); }
