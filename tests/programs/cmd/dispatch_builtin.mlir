// stream.cmd.dispatch of IREE's __builtin_fill_i64 executable (64-bit
// fills have no cmd.fill), run on the fill kernels.
// FLAG: --function=main
// (Resuming IREE's pipeline on this cmd-phase program prints zeros, so the
// output is written by hand; the corpus program splat_fill checks the
// builtins against IREE end to end.)
// EXPECTED: manual
// OUT: EXEC @main
// OUT: result[0]: hal.buffer_view
// OUT: 4xi64=0 81985529216486895 81985529216486895 0
stream.executable private @__builtin_fill_i64 {
  stream.executable.export public @__builtin_fill_i64 workgroups(%arg0: index) -> (index, index, index) {
    %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
    stream.return %x, %y, %z : index, index, index
  }
  builtin.module {
    func.func @__builtin_fill_i64(%value: i64, %count: index, %out_binding: !stream.binding) {
      %c0 = arith.constant 0 : index
      %count0 = iree_tensor_ext.dispatch.workload.ordinal %count, 0 : index
      %out = stream.binding.subspan %out_binding[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xi64>>{%count0}
      %0 = tensor.empty(%count0) : tensor<?xi64>
      %1 = linalg.fill ins(%value : i64) outs(%0 : tensor<?xi64>) -> tensor<?xi64>
      iree_tensor_ext.dispatch.tensor.store %1, %out, offsets = [0], sizes = [%count0], strides = [1] : tensor<?xi64> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xi64>>{%count0}
      return
    }
  }
}
util.func public @main() -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %v = arith.constant 81985529216486895 : i64
  %zero = arith.constant 0 : i32
  %out, %t0 = stream.resource.alloca uninitialized : !stream.resource<external>{%c32} => !stream.timepoint
  %t1 = stream.cmd.execute await(%t0) => with(%out as %o: !stream.resource<external>{%c32}) {
    stream.cmd.fill %zero, %o[%c0 for %c32] : i32 -> !stream.resource<external>{%c32}
    stream.cmd.dispatch @__builtin_fill_i64::@__builtin_fill_i64[%c2](%v, %c2 : i64, index) {
      wo %o[%c8 for %c16] : !stream.resource<external>{%c32}
    }
  } => !stream.timepoint
  %ready = stream.timepoint.await %t1 => %out : !stream.resource<external>{%c32}
  %view = stream.tensor.export %ready : tensor<4xi64> in !stream.resource<external>{%c32} -> !hal.buffer_view
  util.return %view : !hal.buffer_view
}
