// Near miss of constant_write: the public function fills a variable
// resource; the initializer's constant is only read.
// FLAG: --function=main
// HAZARD: none
util.global private @table : !stream.resource<constant>
util.initializer {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %one = arith.constant 1 : i32
  %r, %t0 = stream.resource.alloca uninitialized : !stream.resource<constant>{%c16} => !stream.timepoint
  %t1 = stream.cmd.execute await(%t0) => with(%r as %o: !stream.resource<constant>{%c16}) {
    stream.cmd.fill %one, %o[%c0 for %c16] : i32 -> !stream.resource<constant>{%c16}
  } => !stream.timepoint
  %ready = stream.timepoint.await sync %t1 => %r : !stream.resource<constant>{%c16}
  util.global.store %ready, @table : !stream.resource<constant>
  util.return
}
util.func public @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %two = arith.constant 2 : i32
  %table = util.global.load @table : !stream.resource<constant>
  %scratch = stream.resource.alloc uninitialized : !stream.resource<variable>{%c16}
  %t = stream.cmd.execute with(%scratch as %o: !stream.resource<variable>{%c16}) {
    stream.cmd.fill %two, %o[%c0 for %c16] : i32 -> !stream.resource<variable>{%c16}
  } => !stream.timepoint
  %out, %t1 = stream.resource.alloca uninitialized await(%t) => !stream.resource<staging>{%c16} => !stream.timepoint
  %t2 = stream.cmd.execute await(%t1) => with(%table as %i: !stream.resource<constant>{%c16}, %out as %o: !stream.resource<staging>{%c16}) {
    stream.cmd.copy %i[%c0], %o[%c0], %c16 : !stream.resource<constant>{%c16} -> !stream.resource<staging>{%c16}
  } => !stream.timepoint
  %ready = stream.timepoint.await %t2 => %out : !stream.resource<staging>{%c16}
  %v = stream.resource.load %ready[%c0] : !stream.resource<staging>{%c16} -> i32
  util.return %v : i32
}
