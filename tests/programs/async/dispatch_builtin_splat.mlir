// stream.async.dispatch of IREE's __builtin_splat_i64 (what
// materialize-builtins makes of a 64-bit splat) inside an execution region.
// FLAG: --function=main
stream.executable private @__builtin_splat_i64 {
  stream.executable.export public @__builtin_splat_i64 workgroups(%arg0: index) -> (index, index, index) {
    %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
    stream.return %x, %y, %z : index, index, index
  }
  builtin.module {
    func.func @__builtin_splat_i64(%value: i64, %count: index, %out_binding: !stream.binding) {
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
  %c3 = arith.constant 3 : index
  %c24 = arith.constant 24 : index
  %v = arith.constant -81985529216486895 : i64
  %r, %t = stream.async.execute with() -> !stream.resource<external>{%c24} {
    %s = stream.async.dispatch @__builtin_splat_i64::@__builtin_splat_i64[%c3](%v, %c3) : (i64, index) -> !stream.resource<external>{%c24}
    stream.yield %s : !stream.resource<external>{%c24}
  } => !stream.timepoint
  %out = stream.timepoint.await %t => %r : !stream.resource<external>{%c24}
  %view = stream.tensor.export %out : tensor<3xi64> in !stream.resource<external>{%c24} -> !hal.buffer_view
  util.return %view : !hal.buffer_view
}
