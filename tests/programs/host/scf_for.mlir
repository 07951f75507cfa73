// scf.for with two carried values (sum of 0..n-1 and a running product).
// FLAG: --function=main
// FLAG: --input=6
func.func @main(%n: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %ub = arith.index_cast %n : i32 to index
  %r:2 = scf.for %i = %c0 to %ub step %c1 iter_args(%sum = %zero, %prod = %one) -> (i32, i32) {
    %iv = arith.index_cast %i : index to i32
    %s = arith.addi %sum, %iv : i32
    %k = arith.addi %iv, %one : i32
    %p = arith.muli %prod, %k : i32
    scf.yield %s, %p : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
