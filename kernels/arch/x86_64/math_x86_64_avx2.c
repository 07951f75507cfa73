#include "kernels/table_impl.h"
