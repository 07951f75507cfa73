module {
  stream.executable private @deduplicateWorkloadsEx {
    stream.executable.export public @dispatch workgroups(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1, %arg2, %arg3, %arg4)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      util.func public @dispatch(%arg0: !stream.binding, %arg1: index, %arg2: index, %arg3: index) {
        %0 = util.optimization_barrier %arg0 : !stream.binding
        %1:5 = util.assume.int 
            %arg1<umin = 4, umax = 524160, udiv = 4>, 
            %arg1<umin = 4, umax = 524160, udiv = 4>, 
            %arg2<umin = 4, umax = 524160, udiv = 4>, 
            %arg1<umin = 4, umax = 524160, udiv = 4>, 
            %arg3<umin = 4, umax = 524160, udiv = 4>
          : index, index, index, index, index
        %2 = iree_tensor_ext.dispatch.workload.ordinal %1#0, 0 : index
        %3 = util.optimization_barrier %2 : index
        %4 = iree_tensor_ext.dispatch.workload.ordinal %1#1, 1 : index
        %5 = util.optimization_barrier %4 : index
        %6 = iree_tensor_ext.dispatch.workload.ordinal %1#2, 2 : index
        %7 = util.optimization_barrier %6 : index
        %8 = iree_tensor_ext.dispatch.workload.ordinal %1#3, 3 : index
        %9 = util.optimization_barrier %8 : index
        %10 = iree_tensor_ext.dispatch.workload.ordinal %1#4, 4 : index
        %11 = util.optimization_barrier %10 : index
        util.return
      }
    }
  }
  util.func public @deduplicateWorkloads(%arg0: !hal.buffer_view, %arg1: index, %arg2: index, %arg3: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c20 = arith.constant 20 : index
    %0 = stream.resource.alloc uninitialized : !stream.resource<transient>{%c20}
    %1 = stream.cmd.execute with(%0 as %arg4: !stream.resource<transient>{%c20}) {
      stream.cmd.dispatch @deduplicateWorkloadsEx::@dispatch[%arg1, %arg1, %arg1, %arg1, %arg3](%arg1, %arg2, %arg3 : index, index, index) {
        rw %arg4[%c0 for %c20] : !stream.resource<transient>{%c20}
      }
      stream.cmd.dispatch @deduplicateWorkloadsEx::@dispatch[%arg1, %arg1, %arg2, %arg1, %arg3](%arg1, %arg2, %arg3 : index, index, index) {
        rw %arg4[%c0 for %c20] : !stream.resource<transient>{%c20}
      }
    } => !stream.timepoint
    util.return
  }
}

