// stream.resource.constants (constant lifetime, mapped read-only) copied
// into results.
// FLAG: --function=main
// (IREE's pipeline removes resource.constants in pack-constants, which
// --compile-from cannot resume before, so the output is written by hand.)
// EXPECTED: manual
// OUT: EXEC @main
// OUT: result[0]: hal.buffer_view
// OUT: 2xi32=101 102
// OUT: result[1]: hal.buffer_view
// OUT: 3xf32=1.5 -2 3.25
util.func public @main() -> (!hal.buffer_view, !hal.buffer_view) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %cst:2, %t0 = stream.resource.constants :
    !stream.resource<constant>{%c8} = dense<[101, 102]> : tensor<2xi32>,
    !stream.resource<constant>{%c12} = dense<[1.5, -2.0, 3.25]> : tensor<3xf32>
    => !stream.timepoint
  %a, %t1 = stream.resource.alloca uninitialized await(%t0) => !stream.resource<external>{%c8} => !stream.timepoint
  %b, %t2 = stream.resource.alloca uninitialized await(%t1) => !stream.resource<external>{%c12} => !stream.timepoint
  %t3 = stream.cmd.execute await(%t2) => with(%cst#0 as %x: !stream.resource<constant>{%c8}, %cst#1 as %y: !stream.resource<constant>{%c12}, %a as %p: !stream.resource<external>{%c8}, %b as %q: !stream.resource<external>{%c12}) {
    stream.cmd.concurrent {
      stream.cmd.copy %x[%c0], %p[%c0], %c8 : !stream.resource<constant>{%c8} -> !stream.resource<external>{%c8}
      stream.cmd.copy %y[%c0], %q[%c0], %c12 : !stream.resource<constant>{%c12} -> !stream.resource<external>{%c12}
    }
  } => !stream.timepoint
  %r:2 = stream.timepoint.await %t3 => %a, %b : !stream.resource<external>{%c8}, !stream.resource<external>{%c12}
  %v0 = stream.tensor.export %r#0 : tensor<2xi32> in !stream.resource<external>{%c8} -> !hal.buffer_view
  %v1 = stream.tensor.export %r#1 : tensor<3xf32> in !stream.resource<external>{%c12} -> !hal.buffer_view
  util.return %v0, %v1 : !hal.buffer_view, !hal.buffer_view
}
