// Uses c.c through its own header, which belongs to c.c alone: d.c is
// outside the cycle (nothing depends on it).
#include "c.h"

int sr_seed_d(int x) { return sr_seed_c(x); }
