// Unstructured control flow with cf: a loop built from blocks and
// cf.cond_br carrying a tensor and a counter as block arguments, and a
// cf.switch-free three-way branch on a scalar (sign of an i32 input).
func.func @main(%x: tensor<3xi32>, %n: i32, %mode: i32) -> (tensor<3xi32>, tensor<3xi32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %three = arith.constant dense<3> : tensor<3xi32>
  cf.br ^loop(%x, %c0 : tensor<3xi32>, i32)
^loop(%t: tensor<3xi32>, %i: i32):
  %done = arith.cmpi sge, %i, %n : i32
  cf.cond_br %done, ^after(%t : tensor<3xi32>), ^body
^body:
  %m = arith.muli %t, %three : tensor<3xi32>
  %s = arith.subi %m, %x : tensor<3xi32>
  %i1 = arith.addi %i, %c1 : i32
  cf.br ^loop(%s, %i1 : tensor<3xi32>, i32)
^after(%r: tensor<3xi32>):
  %neg = arith.cmpi slt, %mode, %c0 : i32
  cf.cond_br %neg, ^negative, ^nonneg
^negative:
  %zn = arith.constant dense<0> : tensor<3xi32>
  %ng = arith.subi %zn, %r : tensor<3xi32>
  cf.br ^exit(%ng : tensor<3xi32>)
^nonneg:
  %zero = arith.cmpi eq, %mode, %c0 : i32
  cf.cond_br %zero, ^exit(%x : tensor<3xi32>), ^positive
^positive:
  %sh = arith.constant dense<1> : tensor<3xi32>
  %p = arith.shli %r, %sh : tensor<3xi32>
  cf.br ^exit(%p : tensor<3xi32>)
^exit(%out: tensor<3xi32>):
  return %r, %out : tensor<3xi32>, tensor<3xi32>
}
