// util.buffer.constant mapped with stream.resource.try_map (and the
// file.constant/file.read fallback IREE emits when mapping fails; IREE's
// local device takes the fallback, streamref maps).
// FLAG: --function=main
util.func public @main() -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c0_i64 = arith.constant 0 : i64
  %c16 = arith.constant 16 : index
  %buf = util.buffer.constant : !util.buffer = dense<[10, 20, 30, 40]> : tensor<4xi32>
  %did_map, %mapped = stream.resource.try_map %buf[%c0] : !util.buffer -> i1, !stream.resource<constant>{%c16}
  %t0 = stream.timepoint.immediate => !stream.timepoint
  %res:2 = scf.if %did_map -> (!stream.timepoint, !stream.resource<constant>) {
    scf.yield %t0, %mapped : !stream.timepoint, !stream.resource<constant>
  } else {
    %alloc = stream.resource.alloc uninitialized : !stream.resource<constant>{%c16}
    %file = stream.file.constant %buf[%c0 for %c16] : !util.buffer{%c16} -> !stream.file
    %t = stream.file.read await(%t0) => %file[%c0_i64], %alloc[%c0], %c16 : !stream.file -> !stream.resource<constant>{%c16} => !stream.timepoint
    scf.yield %t, %alloc : !stream.timepoint, !stream.resource<constant>
  }
  %out, %t1 = stream.resource.alloca uninitialized await(%res#0) => !stream.resource<external>{%c16} => !stream.timepoint
  %t2 = stream.cmd.execute await(%t1) => with(%res#1 as %s: !stream.resource<constant>{%c16}, %out as %d: !stream.resource<external>{%c16}) {
    stream.cmd.copy %s[%c0], %d[%c0], %c16 : !stream.resource<constant>{%c16} -> !stream.resource<external>{%c16}
  } => !stream.timepoint
  %ready = stream.timepoint.await %t2 => %out : !stream.resource<external>{%c16}
  %v = stream.tensor.export %ready : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %v : !hal.buffer_view
}
