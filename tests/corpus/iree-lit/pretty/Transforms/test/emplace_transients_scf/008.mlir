module {
  util.func public @scf_for_with_nested_if(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<transient>, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: i1, %arg8: !stream.timepoint) -> (!stream.resource<*>, index) {
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %c256 = arith.constant 256 : index
    %c512 = arith.constant 512 : index
    %0 = scf.for %arg9 = %arg4 to %arg5 step %arg6 iter_args(%arg10 = %arg8) -> (!stream.timepoint) {
      %1 = scf.if %arg7 -> (!stream.timepoint) {
        %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized await(%arg10) => !stream.resource<transient>{%c512} => !stream.timepoint
        %2 = stream.timepoint.join max(%arg10, %result_timepoint_1) => !stream.timepoint
        %3 = stream.cmd.execute await(%2) => with(%result_0 as %arg11: !stream.resource<transient>{%c512}) {
          stream.cmd.fill %c0_i32, %arg11[%c0 for %c512] : i32 -> !stream.resource<transient>{%c512}
        } => !stream.timepoint
        %4 = stream.resource.dealloca await(%3) => %result_0 : !stream.resource<transient>{%c512} => !stream.timepoint
        scf.yield %4 : !stream.timepoint
      } else {
        %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized await(%arg10) => !stream.resource<transient>{%c256} => !stream.timepoint
        %2 = stream.timepoint.join max(%arg10, %result_timepoint_1) => !stream.timepoint
        %3 = stream.cmd.execute await(%2) => with(%result_0 as %arg11: !stream.resource<transient>{%c256}) {
          stream.cmd.fill %c0_i32, %arg11[%c0 for %c256] : i32 -> !stream.resource<transient>{%c256}
        } => !stream.timepoint
        %4 = stream.resource.dealloca await(%3) => %result_0 : !stream.resource<transient>{%c256} => !stream.timepoint
        scf.yield %4 : !stream.timepoint
      }
      scf.yield %1 : !stream.timepoint
    }
    %result, %result_timepoint = stream.resource.transients await(%0) => %arg0 : !stream.resource<*>{%arg1} from %arg2 : !stream.resource<transient>{%arg3} => !stream.timepoint
    util.return %result, %arg1 : !stream.resource<*>, index
  }
}

