// A missing dependency between two dispatches of one wave: @writer fills
// %x, @reader copies %x to %y. The bodies are empty: tests/diff register C
// kernels for both. The serial oracle runs @writer first (program order):
// %y = 7s; with the wave reversed %y = 0s.
stream.executable private @ex {
  stream.executable.export public @writer workgroups() -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }
  stream.executable.export public @reader workgroups() -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }
  builtin.module {
    func.func @writer(%out: !stream.binding) {
      return
    }
    func.func @reader(%in: !stream.binding, %out: !stream.binding) {
      return
    }
  }
}
util.func public @race() -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %x = stream.resource.alloc uninitialized : !stream.resource<external>{%c16}
  %y = stream.resource.alloc uninitialized : !stream.resource<external>{%c16}
  %t = stream.cmd.execute with(%x as %bx: !stream.resource<external>{%c16}, %y as %by: !stream.resource<external>{%c16}) {
    stream.cmd.concurrent {
      stream.cmd.dispatch @ex::@writer {
        wo %bx[%c0 for %c16] : !stream.resource<external>{%c16}
      }
      stream.cmd.dispatch @ex::@reader {
        ro %bx[%c0 for %c16] : !stream.resource<external>{%c16},
        wo %by[%c0 for %c16] : !stream.resource<external>{%c16}
      }
    }
  } => !stream.timepoint
  %ready = stream.timepoint.await %t => %y : !stream.resource<external>{%c16}
  %view = stream.tensor.export %ready : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %view : !hal.buffer_view
}
