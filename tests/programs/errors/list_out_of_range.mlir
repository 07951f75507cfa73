// util.list.get past the end: a located OUT_OF_RANGE (iree-run-module:
// "OUT_OF_RANGE; index 2 out of bounds (1)").
// FLAG: --function=main
// ERROR-AT: util.list.get
// ERROR: index 2 out of bounds of a list of 1 elements
util.func public @main() -> i32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %list = util.list.create %c1 : !util.list<i32>
  util.list.resize %list, %c1 : !util.list<i32>
  %v = util.list.get %list[%c2] : !util.list<i32>
  util.return %v : i32
}
