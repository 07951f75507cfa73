// expect-error: 8:5
// kind: verify
// cmd.collective all_gather with one resource
util.func private @f(%ch: !stream.channel, %r: !stream.resource<transient>, %s: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c128 = arith.constant 128 : index
  %0 = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%s}) {
    stream.cmd.collective<all_gather : f32>[%c128] channel(%ch) {
      rw %a[%c0 for %c128] : !stream.resource<transient>{%s}
    }
  } => !stream.timepoint
  util.return %0 : !stream.timepoint
}
