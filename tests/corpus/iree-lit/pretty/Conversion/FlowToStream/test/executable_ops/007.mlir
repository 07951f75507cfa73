#map = affine_map<()[s0, s1] -> (s0 * s1)>
#map1 = affine_map<(d0)[s0, s1] -> (s0, -d0 + s1)>
module {
  flow.executable private @nested_bindings {
    flow.executable.export public @dispatch 
    builtin.module {
      util.func public @dispatch(%arg0: index, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>) {
        %workgroup_size_0 = flow.dispatch.workgroup.size[0] : index
        %workgroup_id_0 = flow.dispatch.workgroup.id[0] : index
        %workgroup_count_0 = flow.dispatch.workgroup.count[0] : index
        %0 = flow.dispatch.tie_shape %arg1 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?xf32>>{%arg0}
        %1 = flow.dispatch.tie_shape %arg2 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%arg0}
        %2 = affine.apply #map()[%workgroup_size_0, %workgroup_id_0]
        %3 = affine.apply #map()[%workgroup_size_0, %workgroup_count_0]
        scf.for %arg3 = %2 to %arg0 step %3 {
          %4 = affine.min #map1(%arg3)[%workgroup_size_0, %arg0]
          %5 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, %arg3], sizes = [1, %4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?xf32>>{%arg0} -> tensor<?xf32>
          iree_tensor_ext.dispatch.tensor.store %5, %1, offsets = [%arg3], sizes = [%4], strides = [1] : tensor<?xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%arg0}
        }
        util.return
      }
    }
  }
}

