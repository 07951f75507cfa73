// expect-error: 10:5
// kind: syntax
// resources for a dialect that is not loaded
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  return %arg0 : i32
}

{-#
  dialect_resources: {
    nodialect: {
      blob: "0x0400000001000000"
    }
  }
#-}
