#include "hub.h"

int sr_seed_b(int x) { return x > 0 ? sr_seed_a(x - 1) : 1; }
