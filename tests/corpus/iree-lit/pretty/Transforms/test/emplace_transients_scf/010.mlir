module {
  util.func public @scf_if_computed_sizes(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<transient>, %arg3: index, %arg4: i1, %arg5: index, %arg6: !stream.timepoint) -> (!stream.resource<*>, index) {
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %0 = scf.if %arg4 -> (!stream.timepoint) {
      %1 = arith.muli %arg5, %c4 : index
      %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized await(%arg6) => !stream.resource<transient>{%1} => !stream.timepoint
      %2 = stream.cmd.execute await(%result_timepoint_1) => with(%result_0 as %arg7: !stream.resource<transient>{%1}) {
        stream.cmd.fill %c0_i32, %arg7[%c0 for %1] : i32 -> !stream.resource<transient>{%1}
      } => !stream.timepoint
      %3 = stream.resource.dealloca await(%2) => %result_0 : !stream.resource<transient>{%1} => !stream.timepoint
      scf.yield %3 : !stream.timepoint
    } else {
      %1 = arith.muli %arg5, %c2 : index
      %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized await(%arg6) => !stream.resource<transient>{%1} => !stream.timepoint
      %2 = stream.cmd.execute await(%result_timepoint_1) => with(%result_0 as %arg7: !stream.resource<transient>{%1}) {
        stream.cmd.fill %c0_i32, %arg7[%c0 for %1] : i32 -> !stream.resource<transient>{%1}
      } => !stream.timepoint
      %3 = stream.resource.dealloca await(%2) => %result_0 : !stream.resource<transient>{%1} => !stream.timepoint
      scf.yield %3 : !stream.timepoint
    }
    %result, %result_timepoint = stream.resource.transients await(%0) => %arg0 : !stream.resource<*>{%arg1} from %arg2 : !stream.resource<transient>{%arg3} => !stream.timepoint
    util.return %result, %arg1 : !stream.resource<*>, index
  }
}

