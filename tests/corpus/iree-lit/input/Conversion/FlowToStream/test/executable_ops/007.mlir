
// CHECK-LABEL: @nested_bindings
flow.executable private @nested_bindings {
  flow.executable.export public @dispatch
  builtin.module {
    // CHECK: util.func public @dispatch(%[[DIM:.+]]: index, %[[INPUT:.+]]: !stream.binding, %[[OUTPUT:.+]]: !stream.binding)
    util.func public @dispatch(%dim: index, %input: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?xf32>>, %output: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>) {
      // CHECK-DAG: stream.dispatch.workgroup.size[0] : index
      %workgroup_size_0 = flow.dispatch.workgroup.size[0] : index
      // CHECK-DAG: stream.dispatch.workgroup.id[0] : index
      %workgroup_id_0 = flow.dispatch.workgroup.id[0] : index
      // CHECK-DAG: stream.dispatch.workgroup.count[0] : index
      %workgroup_count_0 = flow.dispatch.workgroup.count[0] : index

      // CHECK-DAG: %[[TIED_INPUT:.+]] = stream.binding.subspan %[[INPUT]][%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?xf32>>{%[[DIM]]}
      %tied_input = flow.dispatch.tie_shape %input : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?xf32>>{%dim}
      // CHECK-DAG: %[[TIED_OUTPUT:.+]] = stream.binding.subspan %[[OUTPUT]][%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%[[DIM]]}
      %tied_output = flow.dispatch.tie_shape %output : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%dim}

      %5 = affine.apply affine_map<()[s0, s1] -> (s1 * s0)>()[%workgroup_size_0, %workgroup_id_0]
      %6 = affine.apply affine_map<()[s0, s1] -> (s1 * s0)>()[%workgroup_size_0, %workgroup_count_0]
      scf.for %arg3 = %5 to %dim step %6 {
        %7 = affine.min affine_map<(d0)[s0, s1] -> (s0, -d0 + s1)>(%arg3)[%workgroup_size_0, %dim]
        // CHECK: %[[TILE:.+]] = iree_tensor_ext.dispatch.tensor.load %[[TIED_INPUT]]
        // CHECK: iree_tensor_ext.dispatch.tensor.store %[[TILE]], %[[TIED_OUTPUT]]
        %tile = iree_tensor_ext.dispatch.tensor.load %tied_input, offsets = [0, %arg3], sizes = [1, %7], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?xf32>>{%dim} -> tensor<?xf32>
        iree_tensor_ext.dispatch.tensor.store %tile, %tied_output, offsets = [%arg3], sizes = [%7], strides = [1] : tensor<?xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%dim}
      }
      util.return
    }
  }
}
