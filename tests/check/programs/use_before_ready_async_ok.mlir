// Near miss of use_before_ready_async: the load reads the awaited value.
// FLAG: --function=main
// HAZARD: none
util.func public @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %seven = arith.constant 7 : i32
  %r, %t = stream.async.execute with() -> !stream.resource<staging>{%c16} {
    %s = stream.async.splat %seven : i32 -> !stream.resource<transient>{%c16}
    %a = stream.async.transfer %s : !stream.resource<transient>{%c16} -> !stream.resource<staging>{%c16}
    stream.yield %a : !stream.resource<staging>{%c16}
  } => !stream.timepoint
  %w = stream.timepoint.await %t => %r : !stream.resource<staging>{%c16}
  %v = stream.async.load %w[%c0] : !stream.resource<staging>{%c16} -> i32
  util.return %v : i32
}
