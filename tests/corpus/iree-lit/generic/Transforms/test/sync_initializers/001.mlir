"builtin.module"() ({
  "util.global"() <{sym_name = "global", sym_visibility = "private", type = !stream.resource<transient>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "arith.constant"() <{value = 100 : index}> : () -> index
    %1 = "stream.async.alloca"(%0) : (index) -> !stream.resource<transient>
    %2:2 = "stream.timepoint.barrier"(%1, %0) : (!stream.resource<transient>, index) -> (!stream.resource<transient>, !stream.timepoint)
    %3 = "stream.timepoint.await"(%2#0, %0, %2#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.resource<transient>
    "util.global.store"(%3) <{global = @global}> : (!stream.resource<transient>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

