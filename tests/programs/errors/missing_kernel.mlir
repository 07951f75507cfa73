// A dispatch of an export with no registered kernel, run without the
// executable-body interpreter (--dispatch-mode=kernel): a located "no
// implementation" error.
// FLAG: --function=main
// FLAG: --dispatch-mode=kernel
// ERROR-AT: stream.async.dispatch
// ERROR: no implementation for @ex::@entry
stream.executable private @ex {
  stream.executable.export public @entry workgroups() -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }
  builtin.module {
    func.func @entry(%out: !stream.binding) {
      return
    }
  }
}
util.func public @main() -> !hal.buffer_view {
  %c16 = arith.constant 16 : index
  %r, %t = stream.async.execute with() -> !stream.resource<external>{%c16} {
    %d = stream.async.dispatch @ex::@entry() : () -> !stream.resource<external>{%c16}
    stream.yield %d : !stream.resource<external>{%c16}
  } => !stream.timepoint
  %o = stream.timepoint.await %t => %r : !stream.resource<external>{%c16}
  %v = stream.tensor.export %o : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %v : !hal.buffer_view
}
