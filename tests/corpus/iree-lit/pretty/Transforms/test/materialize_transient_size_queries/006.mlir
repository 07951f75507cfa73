module {
  util.func public @with_execute(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<transient>, %arg3: !stream.timepoint) -> (!stream.resource<*>, index) {
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %c1024 = arith.constant 1024 : index
    %0:2 = stream.resource.pack slices({
      [0, 0] = %c1024
    }) : index attributes {stream.experimental.transients}
    %1 = stream.resource.subview %arg2[%0#1] : !stream.resource<transient>{%0#0} -> !stream.resource<transient>{%c1024}
    %2 = stream.cmd.execute await(%arg3) => with(%1 as %arg4: !stream.resource<transient>{%c1024}) {
      stream.cmd.fill %c0_i32, %arg4[%c0 for %c1024] : i32 -> !stream.resource<transient>{%c1024}
    } => !stream.timepoint
    util.return %arg0, %arg1 : !stream.resource<*>, index
  }
}

