// stream.async.parameter.read into the middle of a splat, twice: bytes
// [0, 8) of s (splat 7) and [4, 12) of b = [10 20 30 40], after a load of
// a whose copy shares the result slab.
//
// IREE 3.13 cannot run this: schedule-allocation places the first target at
// offset 64 of a slab and adds that offset to the *parameter* offset too
// (`stream.cmd.parameter.read ... %s[%c64_i64] -> %slab[%c68 for %c8]`), so
// the read fails out of range (parameter `s` offset=64, length=8,
// size=16). The documented meaning reads bytes [offset, offset + length) of
// the parameter, whatever slab the target lives in; streamref implements
// that (SEMANTICS.md §2.9).
// FLAG: --function=main
// FLAG: --parameters=model=programs.irpa
// EXPECTED: manual
// OUT: EXEC @main
// OUT: result[0]: hal.buffer_view
// OUT: 4xi32=1 2 3 4
// OUT: result[1]: hal.buffer_view
// OUT: 4xi32=-1 7 7 -1
// OUT: result[2]: hal.buffer_view
// OUT: 4xi32=-1 20 30 -1
util.func public @main() -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %c0_i64 = arith.constant 0 : i64
  %c4_i64 = arith.constant 4 : i64
  %scope = util.buffer.constant : !util.buffer = "model"
  %ka = util.buffer.constant : !util.buffer = "a"
  %kb = util.buffer.constant : !util.buffer = "b"
  %ks = util.buffer.constant : !util.buffer = "s"
  %l, %tl = stream.async.parameter.load %scope::%ka[%c0_i64] : !stream.resource<constant>{%c16} => !stream.timepoint
  %l0 = stream.timepoint.await %tl => %l : !stream.resource<constant>{%c16}
  %l1 = stream.async.transfer %l0 : !stream.resource<constant>{%c16} -> !stream.resource<external>{%c16}
  %va = stream.tensor.export %l1 : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  %cm1_i32 = arith.constant -1 : i32
  %x = stream.async.splat %cm1_i32 : i32 -> !stream.resource<external>{%c16}
  %r, %t0 = stream.async.parameter.read %scope::%ks[%c0_i64] -> %x[%c4 to %c12 for %c8] : !stream.resource<external>{%c16} => !stream.timepoint
  %rr = stream.timepoint.await %t0 => %r : !stream.resource<external>{%c16}
  %v0 = stream.tensor.export %rr : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  %y = stream.async.splat %cm1_i32 : i32 -> !stream.resource<external>{%c16}
  %q, %t1 = stream.async.parameter.read %scope::%kb[%c4_i64] -> %y[%c4 to %c12 for %c8] : !stream.resource<external>{%c16} => !stream.timepoint
  %qq = stream.timepoint.await %t1 => %q : !stream.resource<external>{%c16}
  %v1 = stream.tensor.export %qq : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %va, %v0, %v1 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
}
