// expect-error: 6:8
// kind: verify
// generic cmd.parameter.scatter with a source range but no target key
util.func private @f(%r: !stream.resource<transient>, %s: index, %o: i64) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %t = "stream.cmd.parameter.scatter"(%r, %s, %c0, %s, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 1, 0>}> : (!stream.resource<transient>, index, index, index, i64) -> !stream.timepoint
  util.return %t : !stream.timepoint
}
