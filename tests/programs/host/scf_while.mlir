// scf.while: the Collatz step count of n.
// FLAG: --function=main
// FLAG: --input=27
func.func @main(%n: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %three = arith.constant 3 : i32
  %r:2 = scf.while (%x = %n, %steps = %zero) : (i32, i32) -> (i32, i32) {
    %more = arith.cmpi ne, %x, %one : i32
    scf.condition(%more) %x, %steps : i32, i32
  } do {
  ^bb0(%x: i32, %steps: i32):
    %rem = arith.remui %x, %two : i32
    %even = arith.cmpi eq, %rem, %zero : i32
    %next = scf.if %even -> (i32) {
      %h = arith.divui %x, %two : i32
      scf.yield %h : i32
    } else {
      %t = arith.muli %x, %three : i32
      %u = arith.addi %t, %one : i32
      scf.yield %u : i32
    }
    %s = arith.addi %steps, %one : i32
    scf.yield %next, %s : i32, i32
  }
  return %r#1 : i32
}
