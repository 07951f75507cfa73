"builtin.module"() ({
  "util.func"() <{function_type = (!stream.timepoint, index) -> !stream.timepoint, sym_name = "ignoreRegionsWithCalls", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.timepoint, %arg1: index):
    %0:2 = "stream.resource.alloca"(%arg1, %arg0) <{affinity = #hal.device.promise<@device>}> : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
    "util.call"() <{callee = @some_func}> : () -> ()
    "util.return"(%0#1) : (!stream.timepoint) -> ()
  }) : () -> ()
  "util.func"() <{function_type = () -> (), sym_name = "some_func", sym_visibility = "private"}> ({
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

