// expect-error: 10:10
// kind: syntax
// an scf.for induction variable (a block argument) used after the loop
func.func @f(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    "test.use"(%i) : (index) -> ()
  }
  return %i : index
}
