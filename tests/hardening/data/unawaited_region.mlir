// Issue 20 F1: the execution region's timepoint is never awaited (the host
// awaits stream.timepoint.immediate instead), so the function returns while
// the region's dispatch may still run on a worker; releasing the module
// then freed the dispatch's interpreter program under it
// (heap-use-after-free in about 10% of runs with --regions=graph). Racy IR
// must not make the runtime use freed memory: release waits for the region.
stream.executable private @ex {
  stream.executable.export public @scale workgroups(%arg0: index) -> (index, index, index) {
    %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
    stream.return %x, %y, %z : index, index, index
  }
  builtin.module {
    func.func @scale(%count: index, %io: !stream.binding) {
      %c0 = arith.constant 0 : index
      %n = iree_tensor_ext.dispatch.workload.ordinal %count, 0 : index
      %b = stream.binding.subspan %io[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<?xf32>>{%n}
      %x = iree_tensor_ext.dispatch.tensor.load %b, offsets = [0], sizes = [%n], strides = [1] : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<?xf32>>{%n} -> tensor<?xf32>
      %e = tensor.empty(%n) : tensor<?xf32>
      %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<?xf32>) outs(%e : tensor<?xf32>) {
      ^bb0(%in: f32, %out: f32):
        %s = math.sqrt %in : f32
        %t = arith.addf %s, %in : f32
        linalg.yield %t : f32
      } -> tensor<?xf32>
      iree_tensor_ext.dispatch.tensor.store %y, %b, offsets = [0], sizes = [%n], strides = [1] : tensor<?xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<?xf32>>{%n}
      return
    }
  }
}
util.func public @main(%arg0: index) -> index {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %size = arith.muli %arg0, %c4 : index
  %buf, %t0 = stream.resource.alloca uninitialized : !stream.resource<transient>{%size} => !stream.timepoint
  %t1 = stream.cmd.execute await(%t0) => with(%buf as %b: !stream.resource<transient>{%size}) {
    stream.cmd.dispatch @ex::@scale[%arg0](%arg0 : index) {
      rw %b[%c0 for %size] : !stream.resource<transient>{%size}
    }
  } => !stream.timepoint
  %imm = stream.timepoint.immediate => !stream.timepoint
  %r = stream.timepoint.await %imm => %buf : !stream.resource<transient>{%size}
  util.return %size : index
}
