// expect-error: 17:27
// kind: syntax
// two fine chunks, then a bad type in the third
// flags: --split-input-file
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  return %arg0 : i32
}

// -----

func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  return %arg1 : i32
}

// -----

func.func @g(%a: tensor<2xx3xf32>) {
  return
}
