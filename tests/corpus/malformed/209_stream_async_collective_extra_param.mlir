// expect-error: 6:8
// kind: verify
// generic async.collective all_gather with a rank parameter
util.func private @f(%ch: !stream.channel, %r: !stream.resource<*>, %s: index, %p: i32) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %0 = "stream.async.collective"(%r, %s, %c0, %s, %s, %r, %s, %c0, %s, %s, %s, %ch, %p) <{op = #stream.collective<all_gather : f32>}> : (!stream.resource<*>, index, index, index, index, !stream.resource<*>, index, index, index, index, index, !stream.channel, i32) -> !stream.resource<*>
  util.return %0 : !stream.resource<*>
}
