module {
  util.func public @scf_for_with_transient(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<transient>, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: !stream.timepoint) -> (!stream.resource<*>, index) {
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %c128 = arith.constant 128 : index
    %0 = scf.for %arg8 = %arg4 to %arg5 step %arg6 iter_args(%arg9 = %arg7) -> (!stream.timepoint) {
      %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized await(%arg9) => !stream.resource<transient>{%c128} => !stream.timepoint
      %1 = stream.timepoint.join max(%arg9, %result_timepoint_1) => !stream.timepoint
      %2 = stream.cmd.execute await(%1) => with(%result_0 as %arg10: !stream.resource<transient>{%c128}) {
        stream.cmd.fill %c0_i32, %arg10[%c0 for %c128] : i32 -> !stream.resource<transient>{%c128}
      } => !stream.timepoint
      %3 = stream.resource.dealloca await(%2) => %result_0 : !stream.resource<transient>{%c128} => !stream.timepoint
      scf.yield %3 : !stream.timepoint
    }
    %result, %result_timepoint = stream.resource.transients await(%0) => %arg0 : !stream.resource<*>{%arg1} from %arg2 : !stream.resource<transient>{%arg3} => !stream.timepoint
    util.return %result, %arg1 : !stream.resource<*>, index
  }
}

