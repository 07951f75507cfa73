module {
  stream.executable private @deduplicateBindingsEx {
    stream.executable.export public @dispatch  attributes {stream.resources = #stream.resource_config<{max_allocation_size = 0, min_buffer_offset_alignment = 0, max_buffer_range = 0, min_buffer_range_alignment = 0, index_bits = 32, alias_mutable_bindings = 0, memory_model = Discrete}>}
    builtin.module {
      util.func public @dispatch(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: index) {
        %c0 = arith.constant 0 : index
        %c20 = arith.constant 20 : index
        %c40 = arith.constant 40 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<20xi8>>{%c20}
        %1 = util.optimization_barrier %0 : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<20xi8>>
        %2 = stream.binding.subspan %arg1[%c20] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<20xi8>>{%c20}
        %3 = util.optimization_barrier %2 : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<20xi8>>
        %4 = stream.binding.subspan %arg2[%c40] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<20xi8>>{%c20}
        %5 = util.optimization_barrier %4 : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<20xi8>>
        %6 = util.optimization_barrier %arg3 : index
        util.return
      }
    }
  }
  util.func public @deduplicateBindings(%arg0: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c20 = arith.constant 20 : index
    %c40 = arith.constant 40 : index
    %c80 = arith.constant 80 : index
    %c120 = arith.constant 120 : index
    %c160 = arith.constant 160 : index
    %c200 = arith.constant 200 : index
    %0 = stream.resource.alloc uninitialized : !stream.resource<transient>{%c200}
    %1 = stream.cmd.execute with(%0 as %arg1: !stream.resource<transient>{%c200}) {
      stream.cmd.dispatch @deduplicateBindingsEx::@dispatch[%c1, %c1, %c1](%arg0 : index) {
        ro %arg1[%c40 for %c20] : !stream.resource<transient>{%c200},
        ro %arg1[%c80 for %c20] : !stream.resource<transient>{%c200},
        rw %arg1[%c0 for %c20] : !stream.resource<transient>{%c200}
      }
      stream.cmd.dispatch @deduplicateBindingsEx::@dispatch[%c1, %c1, %c1](%arg0 : index) {
        ro %arg1[%c120 for %c20] : !stream.resource<transient>{%c200},
        ro %arg1[%c160 for %c20] : !stream.resource<transient>{%c200},
        rw %arg1[%c20 for %c20] : !stream.resource<transient>{%c200}
      }
    } => !stream.timepoint
    util.return
  }
}

