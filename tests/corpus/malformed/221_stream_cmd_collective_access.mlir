// expect-error: 8:5
// kind: verify
// cmd.collective send whose resource is write-only
util.func private @f(%ch: !stream.channel, %r: !stream.resource<transient>, %s: index, %p: i32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c128 = arith.constant 128 : index
  %0 = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%s}) {
    stream.cmd.collective<send : f32>[%c128] channel(%ch) param(%p : i32) {
      wo %a[%c0 for %c128] : !stream.resource<transient>{%s}
    }
  } => !stream.timepoint
  util.return %0 : !stream.timepoint
}
