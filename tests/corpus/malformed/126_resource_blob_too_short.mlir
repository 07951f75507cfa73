// expect-error: 11:13
// kind: syntax
// resource blob shorter than its 4-byte alignment header
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  return %arg0 : i32
}

{-#
  dialect_resources: {
    builtin: {
      blob: "0x01"
    }
  }
#-}
