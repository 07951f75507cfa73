// uninitialized-read: a load of bytes 8..12 of an `uninitialized`
// allocation of which only bytes 0..8 were written (a warning; an error
// under --check=strict).
// FLAG: --function=main
// HAZARD: uninitialized-read
// AT: stream.resource.load
util.func public @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %seven = arith.constant 7 : i32
  %buf = stream.resource.alloc uninitialized : !stream.resource<staging>{%c16}
  %src = stream.resource.alloc uninitialized : !stream.resource<transient>{%c16}
  %t = stream.cmd.execute with(%buf as %b: !stream.resource<staging>{%c16}, %src as %s: !stream.resource<transient>{%c16}) {
    stream.cmd.fill %seven, %s[%c0 for %c8] : i32 -> !stream.resource<transient>{%c16}
    stream.cmd.copy %s[%c0], %b[%c0], %c8 : !stream.resource<transient>{%c16} -> !stream.resource<staging>{%c16}
  } => !stream.timepoint
  %ready = stream.timepoint.await %t => %buf : !stream.resource<staging>{%c16}
  %v = stream.resource.load %ready[%c8] : !stream.resource<staging>{%c16} -> i32
  util.return %v : i32
}
