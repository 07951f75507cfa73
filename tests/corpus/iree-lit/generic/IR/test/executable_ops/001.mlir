"builtin.module"() ({
  "stream.executable"() <{sym_name = "executable", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "util.func"() <{function_type = (!stream.binding, !stream.binding, index) -> (), sym_name = "dispatch", sym_visibility = "private"}> ({
      ^bb0(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index):
        %0 = "arith.constant"() <{value = 0 : index}> : () -> index
        %1 = "stream.binding.subspan"(%arg0, %0, %arg2) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<?x5x64xf32>>
        %2 = "stream.binding.subspan"(%arg1, %0, %arg2) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x5x4xf32>>
        "util.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
}) : () -> ()

