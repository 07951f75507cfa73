// Writing into constant storage (a mapped stream.resource.constants
// result) is refused.
// FLAG: --function=main
// ERROR-AT: stream.cmd.fill
// ERROR: constant storage
util.func public @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %v = arith.constant 0 : i32
  %cst, %t0 = stream.resource.constants :
    !stream.resource<constant>{%c8} = dense<[1, 2]> : tensor<2xi32>
    => !stream.timepoint
  %t1 = stream.cmd.execute await(%t0) => with(%cst as %x: !stream.resource<constant>{%c8}) {
    stream.cmd.fill %v, %x[%c0 for %c8] : i32 -> !stream.resource<constant>{%c8}
  } => !stream.timepoint
  %w = stream.timepoint.await %t1 => %cst : !stream.resource<constant>{%c8}
  util.return %v : i32
}
