// expect-error: 9:49
// kind: syntax
// #stream.timepoint<bogus> (only immediate exists)
util.func private @f(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.timepoint) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %c255_i32 = arith.constant 255 : i32
  %t = "test.op"() {t = #stream.timepoint<bogus>} : () -> !stream.timepoint
  util.return %t : !stream.timepoint
}
