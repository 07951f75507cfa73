// expect-error: 5:9
// kind: syntax
// ^ not followed by a block name
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  cf.br ^ 
^bb1:
  return %arg0 : i32
}
