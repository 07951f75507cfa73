// expect-error: 11:13
// kind: syntax
// resource blob value is not a hex string
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  return %arg0 : i32
}

{-#
  dialect_resources: {
    builtin: {
      blob: "hello"
    }
  }
#-}
