// expect-error: 9:3
// kind: syntax
// unknown top-level resource section key
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  return %arg0 : i32
}

{-#
  bogus_resources: {
  }
#-}
