"builtin.module"() ({
  "util.func"() <{function_type = (!stream.timepoint, index) -> !stream.timepoint, sym_name = "ignoreMultiBlockRegions", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.timepoint, %arg1: index):
    %0:2 = "stream.resource.alloca"(%arg1, %arg0) <{affinity = #hal.device.promise<@device>}> : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    "util.return"(%0#1) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

