// math dialect ops in custom syntax (expected outputs: regenerate.sh).
func.func @f(%x: f32, %y: f32, %z: f32, %i: i32, %v: vector<4xf32>) {
  %0 = math.absf %x : f32
  %1 = math.exp %x fastmath<fast> : f32
  %2 = math.powf %x, %y : f32
  %3 = math.fma %x, %y, %z : f32
  %4 = math.absi %i : i32
  %5 = math.ctlz %i : i32
  %6 = math.ipowi %i, %i : i32
  %7 = math.fpowi %x, %i : f32, i32
  %8 = math.isnan %x : f32
  %9 = math.isinf %v : vector<4xf32>
  %10 = math.atan2 %x, %y : f32
  %11 = math.copysign %x, %y : f32
  %12:2 = math.sincos %x : f32
  %13 = math.tanh %v fastmath<nnan,ninf> : vector<4xf32>
  %14 = math.erfc %x : f32
  %15 = math.round %x : f32
  %16 = math.rsqrt %x : f32
  %17 = math.clampf %x to [%y, %z] : f32
  return
}
