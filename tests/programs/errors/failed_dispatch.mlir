// A dispatch whose body fails at run time (integer division by a push
// constant that is zero, run by the dispatch interpreter): the region
// fails, a second region awaiting it does not run, and the final await
// reports the failing op inside the executable.
// FLAG: --function=main
// FLAG: --input=0
// ERROR-AT: arith.divsi
// ERROR: division by zero
stream.executable private @ex {
  stream.executable.export public @entry workgroups() -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }
  builtin.module {
    func.func @entry(%d: i32, %out: !stream.binding) {
      %c0 = arith.constant 0 : index
      %c100 = arith.constant 100 : i32
      %q = arith.divsi %c100, %d : i32
      %0 = stream.binding.subspan %out[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi32>>
      %1 = tensor.empty() : tensor<4xi32>
      %2 = linalg.fill ins(%q : i32) outs(%1 : tensor<4xi32>) -> tensor<4xi32>
      iree_tensor_ext.dispatch.tensor.store %2, %0, offsets = [0], sizes = [4], strides = [1] : tensor<4xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi32>>
      return
    }
  }
}
util.func public @main(%d: i32) -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %one = arith.constant 1 : i32
  %out, %t0 = stream.resource.alloca uninitialized : !stream.resource<external>{%c16} => !stream.timepoint
  %t1 = stream.cmd.execute await(%t0) => with(%out as %o: !stream.resource<external>{%c16}) {
    stream.cmd.dispatch @ex::@entry(%d : i32) {
      wo %o[%c0 for %c16] : !stream.resource<external>{%c16}
    }
  } => !stream.timepoint
  %t2 = stream.cmd.execute await(%t1) => with(%out as %o: !stream.resource<external>{%c16}) {
    stream.cmd.fill %one, %o[%c0 for %c16] : i32 -> !stream.resource<external>{%c16}
  } => !stream.timepoint
  %ready = stream.timepoint.await %t2 => %out : !stream.resource<external>{%c16}
  %view = stream.tensor.export %ready : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %view : !hal.buffer_view
}
