module {
  stream.executable private @noInnerModuleEx {
    stream.executable.export public @dispatch workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      stream.return %x, %y, %z : index, index, index
    }
  }
  util.func public @no_inner_module(%arg0: !hal.buffer_view, %arg1: index, %arg2: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c20 = arith.constant 20 : index
    %0 = stream.resource.alloc uninitialized : !stream.resource<transient>{%c20}
    %1 = stream.cmd.execute with(%0 as %arg3: !stream.resource<transient>{%c20}) {
      stream.cmd.dispatch @noInnerModuleEx::@dispatch[%arg1, %arg1](%arg1, %arg2, %arg2 : index, index, index) {
        rw %arg3[%c0 for %c20] : !stream.resource<transient>{%c20}
      }
    } => !stream.timepoint
    util.return
  }
}

