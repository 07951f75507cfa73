// util.unreachable reached at run time: a located error with its message
// (iree-compile 3.13 crashes in its verifier after inlining this program,
// so there is no IREE run to compare with).
// FLAG: --function=main
// FLAG: --input=1
// ERROR-AT: util.unreachable
// ERROR: unreachable code reached: the flag must be zero
util.func public @main(%flag: i32) -> i32 {
  %c0_i32 = arith.constant 0 : i32
  %is_zero = arith.cmpi eq, %flag, %c0_i32 : i32
  cf.cond_br %is_zero, ^ok, ^bad
^ok:
  util.return %flag : i32
^bad:
  util.unreachable "the flag must be zero"
}
