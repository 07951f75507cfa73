// expect-error: 5:10
// kind: verify
// generic async.parameter.gather with one key and no target ranges
util.func private @f(%k: !util.buffer, %o: i64, %r: !stream.resource<transient>, %s: index) -> !stream.timepoint {
  %0:2 = "stream.async.parameter.gather"(%k, %o, %r, %s) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 0, 0, 0, 0>}> : (!util.buffer, i64, !stream.resource<transient>, index) -> (!stream.resource<transient>, !stream.timepoint)
  util.return %0#1 : !stream.timepoint
}
