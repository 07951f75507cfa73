// iree_tensor_ext dialect ops in custom syntax (expected outputs: regenerate.sh).
func.func @dispatch(%in: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>, %dyn: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>, %out: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x8xf32>>, %n: index, %t: tensor<?x8xf32>) {
  %0 = iree_tensor_ext.dispatch.workload.ordinal %n, 0 : index
  %1 = iree_tensor_ext.dispatch.tensor.load %in, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>> -> tensor<4x8xf32>
  %2 = iree_tensor_ext.dispatch.tensor.load %dyn, offsets = [%0, 0], sizes = [2, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%0} -> tensor<2x8xf32>
  iree_tensor_ext.dispatch.tensor.store %1, %out, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : tensor<4x8xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x8xf32>>
  %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
  %a, %b, %c = iree_tensor_ext.dispatch.workgroup_count_from_slice(%n, %0)
  %3:3 = iree_tensor_ext.dispatch.workgroup_count_split_reduction_modifier workgroups(%x, %y, %z) workload(%n)
  %4 = iree_tensor_ext.bitcast %t : tensor<?x8xf32>{%n} -> tensor<?x8xi32>{%n}
  %5 = iree_tensor_ext.compute_barrier.start %t : tensor<?x8xf32>{%n} -> tensor<?x8xf32>
  %6 = iree_tensor_ext.compute_barrier.end %5 : tensor<?x8xf32>{%n} -> tensor<?x8xf32>
  return
}
