// Float arith and math on the host, with f32 rounding after every op.
// FLAG: --function=main
// FLAG: --input=2.5
// FLAG: --input=-0.75
func.func @main(%a: f32, %b: f32) -> (f32, f32, f32, f32, f32, f32, i32, f32, f32) {
  %0 = arith.addf %a, %b : f32
  %1 = arith.mulf %a, %b : f32
  %2 = arith.divf %a, %b : f32
  %3 = arith.maximumf %a, %b : f32
  %4 = math.sqrt %a : f32
  %5 = math.floor %b : f32
  %6 = arith.fptosi %2 : f32 to i32
  %c = arith.cmpf ogt, %a, %b : f32
  %7 = arith.select %c, %a, %b : f32
  %8 = arith.negf %1 : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f32, f32, f32, f32, i32, f32, f32
}
