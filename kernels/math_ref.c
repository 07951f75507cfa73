// Scalar reference math (see math_ref.h for the accuracy argument).
#include "kernels/math_ref.h"

float sr_k_ref_exp_f(float x) { return (float)exp((double)x); }
float sr_k_ref_exp2_f(float x) { return (float)exp2((double)x); }
float sr_k_ref_expm1_f(float x) { return (float)expm1((double)x); }
float sr_k_ref_log_f(float x) { return (float)log((double)x); }
float sr_k_ref_log2_f(float x) { return (float)log2((double)x); }
float sr_k_ref_log1p_f(float x) { return (float)log1p((double)x); }
float sr_k_ref_tanh_f(float x) { return (float)tanh((double)x); }
float sr_k_ref_erf_f(float x) { return (float)erf((double)x); }
float sr_k_ref_sin_f(float x) { return (float)sin((double)x); }
float sr_k_ref_cos_f(float x) { return (float)cos((double)x); }
float sr_k_ref_pow_f(float x, float y) {
  return (float)pow((double)x, (double)y);
}
// 1/sqrt in double: two double roundings (2^-53 each) before the final f32
// rounding, far below the f32 half ulp.
float sr_k_ref_rsqrt_f(float x) { return (float)(1.0 / sqrt((double)x)); }
double sr_k_ref_rsqrt_d(double x) { return 1.0 / sqrt(x); }
