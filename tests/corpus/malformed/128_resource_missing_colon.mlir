// expect-error: 11:11
// kind: syntax
// resource key without ':'
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  return %arg0 : i32
}

{-#
  dialect_resources: {
    builtin: {
      blob "0x0400000001000000"
    }
  }
#-}
