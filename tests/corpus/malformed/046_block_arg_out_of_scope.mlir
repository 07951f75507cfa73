// expect-error: 12:10
// kind: syntax
// a region's block argument used after the region
func.func @f(%c: i1) -> i32 {
  %0 = scf.if %c -> i32 {
    %1 = "test.op"() : () -> i32
    scf.yield %1 : i32
  } else {
    %2 = "test.op"() : () -> i32
    scf.yield %2 : i32
  }
  return %1 : i32
}
