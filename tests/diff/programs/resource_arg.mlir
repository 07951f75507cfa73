// A private function with a !stream.resource and an index argument, as
// IREE's lit tests write them: fills bytes [4, %size) of a copy of %r with
// 0x07070707. tests/diff set its inputs with --input=resource<*>{16}=...
util.func private @fill_tail(%r: !stream.resource<*>, %size: index) -> !stream.resource<*> {
  %c4 = arith.constant 4 : index
  %c7_i32 = arith.constant 7 : i32
  %len = arith.subi %size, %c4 : index
  %copy = stream.async.clone %r : !stream.resource<*>{%size} -> !stream.resource<*>{%size}
  %0 = stream.async.fill %c7_i32, %copy[%c4 to %size for %len] : i32 -> %copy as !stream.resource<*>{%size}
  util.return %0 : !stream.resource<*>
}
