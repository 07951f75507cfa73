// retain / release / is_terminal: streamref frees memory with its last
// reference, so release and is_terminal conservatively answer false (as
// IREE's inline HAL does).
// FLAG: --function=main
// EXPECTED: manual
// OUT: EXEC @main
// OUT: result[0]: i32=0
// OUT: result[1]: i32=0
util.func public @main() -> (i1, i1) {
  %c16 = arith.constant 16 : index
  %r = stream.resource.alloc uninitialized : !stream.resource<transient>{%c16}
  stream.resource.retain %r : !stream.resource<transient>{%c16}
  %t = stream.resource.is_terminal %r : !stream.resource<transient>{%c16}
  %l = stream.resource.release %r : !stream.resource<transient>{%c16}
  util.return %t, %l : i1, i1
}
