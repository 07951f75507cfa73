#include "core/base/element_type.h"

#include <criterion/criterion.h>

#include "streamref/runtime.h"

Test(element_type, sizes_bits_names) {
  cr_assert_eq(sr_dtype_size(SR_DTYPE_I1), 1);
  cr_assert_eq(sr_dtype_bits(SR_DTYPE_I1), 1);
  cr_assert_eq(sr_dtype_size(SR_DTYPE_BF16), 2);
  cr_assert_eq(sr_dtype_bits(SR_DTYPE_I64), 64);
  cr_assert_str_eq(sr_dtype_name(SR_DTYPE_BF16), "bf16");
  cr_assert_str_eq(sr_dtype_name(SR_DTYPE_COUNT), "?");
  cr_assert_not(sr_dtype_is_float(SR_DTYPE_I64));
  cr_assert(sr_dtype_is_float(SR_DTYPE_F16));
}

Test(element_type, packed_element_types_round_trip) {
  for (int d = 0; d < SR_DTYPE_COUNT; ++d) {
    sr_element_type_t packed = sr_dtype_to_element_type((sr_dtype_t)d);
    cr_assert_eq(sr_element_type_byte_size(packed),
                 sr_dtype_size((sr_dtype_t)d));
    sr_dtype_t back = SR_DTYPE_COUNT;
    cr_assert(sr_dtype_from_element_type(packed, &back), "%d", d);
    cr_assert_eq(back, d);
  }
  cr_assert_eq(sr_dtype_to_element_type(SR_DTYPE_I1), SR_ELEMENT_TYPE_BOOL_8);
  sr_dtype_t dtype;
  cr_assert(sr_dtype_from_element_type(SR_ELEMENT_TYPE_SINT_32, &dtype));
  cr_assert_eq(dtype, SR_DTYPE_I32);
  cr_assert_not(sr_dtype_from_element_type(SR_ELEMENT_TYPE_INT_4, &dtype));
  cr_assert_not(sr_dtype_from_element_type(
      SR_ELEMENT_TYPE(SR_NUMERICAL_FLOAT_8_E4M3FN, 8), &dtype));
  cr_assert_not(sr_dtype_from_element_type(SR_ELEMENT_TYPE_NONE, &dtype));
}
