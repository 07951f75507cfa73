// expect-error: 12:26
// kind: syntax
// first chunk is fine; the second has an undefined value
// flags: --split-input-file
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  return %arg0 : i32
}

// -----

func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.addi %arg0, %missing : i32
  return %0 : i32
}
