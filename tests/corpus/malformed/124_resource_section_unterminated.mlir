// expect-error: 13:4
// kind: syntax
// {-# section never closed with #-}
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  return %arg0 : i32
}

{-#
  dialect_resources: {
    builtin: {
      blob: "0x0400000001000000"
    }
  }
