// Dispatches of an export implemented by a C kernel the API test
// registers: out[i] = a[i] + b[i] * scale, one workgroup per 4 elements.
// EXPECTED: none
stream.executable private @math {
  stream.executable.export public @axpy workgroups(%n: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %x = arith.ceildivui %n, %c4 : index
    stream.return %x, %c1, %c1 : index, index, index
  }
  builtin.module {
    func.func @axpy(%a: !stream.binding, %scale: f32, %b: !stream.binding, %n: index, %out: !stream.binding) {
      return
    }
  }
}
// Tensor phase: %r = a + b * scale.
util.func public @tensor_axpy(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %scale: f32) -> !hal.buffer_view {
  %n = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
  %s = stream.tensor.sizeof tensor<?xf32>{%n} : index
  %a = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<?xf32>{%n} in !stream.resource<external>{%s}
  %b = stream.tensor.import %arg1 : !hal.buffer_view -> tensor<?xf32>{%n} in !stream.resource<external>{%s}
  %r = stream.tensor.dispatch @math::@axpy[%n](%a, %scale, %b, %n) : (tensor<?xf32>{%n} in !stream.resource<external>{%s}, f32, tensor<?xf32>{%n} in !stream.resource<external>{%s}, index) -> tensor<?xf32>{%n} in !stream.resource<external>{%s}
  %v = stream.tensor.export %r : tensor<?xf32>{%n} in !stream.resource<external>{%s} -> !hal.buffer_view
  util.return %v : !hal.buffer_view
}
// Cmd phase: the same on subranges of one buffer.
util.func public @cmd_axpy(%arg0: !hal.buffer_view, %scale: f32) -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  %c24 = arith.constant 24 : index
  %c48 = arith.constant 48 : index
  %in = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<12xf32> in !stream.resource<external>{%c48}
  %out, %t0 = stream.resource.alloca uninitialized : !stream.resource<external>{%c24} => !stream.timepoint
  %t1 = stream.cmd.execute await(%t0) => with(%in as %x: !stream.resource<external>{%c48}, %out as %y: !stream.resource<external>{%c24}) {
    stream.cmd.dispatch @math::@axpy[%c6](%scale, %c6 : f32, index) {
      ro %x[%c0 for %c24] : !stream.resource<external>{%c48},
      ro %x[%c24 for %c24] : !stream.resource<external>{%c48},
      wo %y[%c0 for %c24] : !stream.resource<external>{%c24}
    }
  } => !stream.timepoint
  %r = stream.timepoint.await %t1 => %out : !stream.resource<external>{%c24}
  %v = stream.tensor.export %r : tensor<6xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
  util.return %v : !hal.buffer_view
}
