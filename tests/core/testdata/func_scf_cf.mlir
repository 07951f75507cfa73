func.func @f(%a: i32, %b: f32) -> (i32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c-1_i8 = arith.constant 255 : i8
  %x = arith.constant 0.1 : f32
  %y = arith.constant 3.0 : f64
  %z = arith.constant 0x7FC00001 : f32
  %w = arith.constant -0.0 : f32
  %big = arith.constant 123456789012345678901234567890 : i128
  %d = arith.constant dense<[1.5, 2.0]> : tensor<2xf32>
  %e = arith.constant dense<1.0e-7> : tensor<4xf16>
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%acc = %a) -> (i32) {
    %s = arith.addi %acc, %acc : i32
    scf.yield %s : i32
  }
  %q = arith.addi %r, %a : i32
  cf.br ^bb1(%q : i32)
^bb1(%v: i32):
  return %v, %b : i32, f32
}
