// Near miss of use_after_release: a retain keeps a reference alive.
// FLAG: --function=main
// HAZARD: none
util.func public @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %seven = arith.constant 7 : i32
  %r = stream.resource.alloc : !stream.resource<staging>{%c16}
  stream.resource.store %seven, %r[%c0] : i32 -> !stream.resource<staging>{%c16}
  stream.resource.retain %r : !stream.resource<staging>{%c16}
  %last = stream.resource.release %r : !stream.resource<staging>{%c16}
  %v = stream.resource.load %r[%c0] : !stream.resource<staging>{%c16} -> i32
  util.return %v : i32
}
