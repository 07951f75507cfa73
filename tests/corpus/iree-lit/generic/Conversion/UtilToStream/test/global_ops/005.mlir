"builtin.module"() ({
  "util.global"() <{is_mutable, sym_name = "var_with_buffer_view_store", sym_visibility = "public", type = tensor<?x4xf32>}> : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> (), sym_name = "globalStoreFromExternal", sym_visibility = "public"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "hal.buffer_view.dim"(%arg0) <{index = 0 : index}> : (!hal.buffer_view) -> index
    %1 = "hal.tensor.import"(%arg0, %0) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, target_encoding = tensor<?x4xf32>}> : (!hal.buffer_view, index) -> tensor<?x4xf32>
    "util.global.store"(%1) <{global = @var_with_buffer_view_store}> : (tensor<?x4xf32>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

