// expect-error: 5:10
// kind: verify
// generic cmd.parameter.load with two keys and one offset
util.func private @f(%k: !util.buffer, %o: i64, %s: index) -> !stream.timepoint {
  %r:3 = "stream.cmd.parameter.load"(%k, %k, %o, %s, %s) <{operandSegmentSizes = array<i32: 0, 2, 1, 2, 0>}> : (!util.buffer, !util.buffer, i64, index, index) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.timepoint)
  util.return %r#2 : !stream.timepoint
}
