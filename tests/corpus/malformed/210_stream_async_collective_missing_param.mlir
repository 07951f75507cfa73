// expect-error: 6:8
// kind: verify
// generic async.collective broadcast without its source rank
util.func private @f(%ch: !stream.channel, %r: !stream.resource<*>, %s: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %0 = "stream.async.collective"(%r, %s, %c0, %s, %s, %r, %s, %c0, %s, %s, %s, %ch) <{op = #stream.collective<broadcast : f32>}> : (!stream.resource<*>, index, index, index, index, !stream.resource<*>, index, index, index, index, index, !stream.channel) -> !stream.resource<*>
  util.return %0 : !stream.resource<*>
}
