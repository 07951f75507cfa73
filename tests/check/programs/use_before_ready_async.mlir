// use-before-ready: the host loads an untied async.execute result (a
// promise) without awaiting the region's timepoint.
// FLAG: --function=main
// HAZARD: use-before-ready
// AT: stream.async.load
util.func public @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %seven = arith.constant 7 : i32
  %r, %t = stream.async.execute with() -> !stream.resource<staging>{%c16} {
    %s = stream.async.splat %seven : i32 -> !stream.resource<transient>{%c16}
    %a = stream.async.transfer %s : !stream.resource<transient>{%c16} -> !stream.resource<staging>{%c16}
    stream.yield %a : !stream.resource<staging>{%c16}
  } => !stream.timepoint
  %v = stream.async.load %r[%c0] : !stream.resource<staging>{%c16} -> i32
  %w = stream.timepoint.await %t => %r : !stream.resource<staging>{%c16}
  util.return %v : i32
}
