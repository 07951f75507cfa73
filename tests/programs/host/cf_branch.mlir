// cf.br / cf.cond_br loop with block arguments: gcd(a, b).
// FLAG: --function=main
// FLAG: --input=1071
// FLAG: --input=462
func.func @main(%a: i32, %b: i32) -> i32 {
  %zero = arith.constant 0 : i32
  cf.br ^loop(%a, %b : i32, i32)
^loop(%x: i32, %y: i32):
  %done = arith.cmpi eq, %y, %zero : i32
  cf.cond_br %done, ^exit(%x : i32), ^body(%x, %y : i32, i32)
^body(%p: i32, %q: i32):
  %r = arith.remsi %p, %q : i32
  cf.br ^loop(%q, %r : i32, i32)
^exit(%g: i32):
  return %g : i32
}
