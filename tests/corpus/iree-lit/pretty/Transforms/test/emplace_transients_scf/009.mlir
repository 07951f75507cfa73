module {
  util.func public @scf_if_multiple_allocations_per_branch(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<transient>, %arg3: index, %arg4: i1, %arg5: !stream.timepoint) -> (!stream.resource<*>, index) {
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %c512 = arith.constant 512 : index
    %c1024 = arith.constant 1024 : index
    %0 = scf.if %arg4 -> (!stream.timepoint) {
      %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized await(%arg5) => !stream.resource<transient>{%c512} => !stream.timepoint
      %1 = stream.cmd.execute await(%result_timepoint_1) => with(%result_0 as %arg6: !stream.resource<transient>{%c512}) {
        stream.cmd.fill %c0_i32, %arg6[%c0 for %c512] : i32 -> !stream.resource<transient>{%c512}
      } => !stream.timepoint
      %2 = stream.resource.dealloca await(%1) => %result_0 : !stream.resource<transient>{%c512} => !stream.timepoint
      %result_2, %result_timepoint_3 = stream.resource.alloca uninitialized await(%arg5) => !stream.resource<transient>{%c1024} => !stream.timepoint
      %3 = stream.cmd.execute await(%result_timepoint_3) => with(%result_2 as %arg6: !stream.resource<transient>{%c1024}) {
        stream.cmd.fill %c0_i32, %arg6[%c0 for %c1024] : i32 -> !stream.resource<transient>{%c1024}
      } => !stream.timepoint
      %4 = stream.resource.dealloca await(%3) => %result_2 : !stream.resource<transient>{%c1024} => !stream.timepoint
      %5 = stream.timepoint.join max(%2, %4) => !stream.timepoint
      scf.yield %5 : !stream.timepoint
    } else {
      %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized await(%arg5) => !stream.resource<transient>{%c128} => !stream.timepoint
      %1 = stream.cmd.execute await(%result_timepoint_1) => with(%result_0 as %arg6: !stream.resource<transient>{%c128}) {
        stream.cmd.fill %c0_i32, %arg6[%c0 for %c128] : i32 -> !stream.resource<transient>{%c128}
      } => !stream.timepoint
      %2 = stream.resource.dealloca await(%1) => %result_0 : !stream.resource<transient>{%c128} => !stream.timepoint
      %result_2, %result_timepoint_3 = stream.resource.alloca uninitialized await(%arg5) => !stream.resource<transient>{%c256} => !stream.timepoint
      %3 = stream.cmd.execute await(%result_timepoint_3) => with(%result_2 as %arg6: !stream.resource<transient>{%c256}) {
        stream.cmd.fill %c0_i32, %arg6[%c0 for %c256] : i32 -> !stream.resource<transient>{%c256}
      } => !stream.timepoint
      %4 = stream.resource.dealloca await(%3) => %result_2 : !stream.resource<transient>{%c256} => !stream.timepoint
      %5 = stream.timepoint.join max(%2, %4) => !stream.timepoint
      scf.yield %5 : !stream.timepoint
    }
    %result, %result_timepoint = stream.resource.transients await(%0) => %arg0 : !stream.resource<*>{%arg1} from %arg2 : !stream.resource<transient>{%arg3} => !stream.timepoint
    util.return %result, %arg1 : !stream.resource<*>, index
  }
}

