// func.call into a private recursive function (IREE's compiler does not
// finish on recursive calls, so the expected output is written by hand).
// FLAG: --function=main
// FLAG: --input=10
// EXPECTED: manual
// OUT: EXEC @main
// OUT: result[0]: i32=55
// OUT: result[1]: i32=89
func.func private @fib(%n: i32) -> i32 {
  %two = arith.constant 2 : i32
  %one = arith.constant 1 : i32
  %small = arith.cmpi slt, %n, %two : i32
  %r = scf.if %small -> (i32) {
    scf.yield %n : i32
  } else {
    %a = arith.subi %n, %one : i32
    %b = arith.subi %n, %two : i32
    %fa = func.call @fib(%a) : (i32) -> i32
    %fb = func.call @fib(%b) : (i32) -> i32
    %s = arith.addi %fa, %fb : i32
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @main(%n: i32) -> (i32, i32) {
  %f = func.call @fib(%n) : (i32) -> i32
  %one = arith.constant 1 : i32
  %m = arith.addi %n, %one : i32
  %g = func.call @fib(%m) : (i32) -> i32
  return %f, %g : i32, i32
}
