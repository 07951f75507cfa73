module {
  util.func public @size_in_scf_if_alloca_later(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<transient>, %arg3: index, %arg4: i1, %arg5: !stream.timepoint) -> (!stream.resource<*>, index) {
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %c512 = arith.constant 512 : index
    %c1024 = arith.constant 1024 : index
    %0 = scf.if %arg4 -> (index) {
      scf.yield %c512 : index
    } else {
      scf.yield %c1024 : index
    }
    %c2 = arith.constant 2 : index
    %1 = arith.muli %0, %c2 : index
    %result, %result_timepoint = stream.resource.alloca uninitialized await(%arg5) => !stream.resource<transient>{%1} => !stream.timepoint
    %2 = stream.cmd.execute await(%result_timepoint) => with(%result as %arg6: !stream.resource<transient>{%1}) {
      stream.cmd.fill %c0_i32, %arg6[%c0 for %1] : i32 -> !stream.resource<transient>{%1}
    } => !stream.timepoint
    %3 = stream.resource.dealloca await(%2) => %result : !stream.resource<transient>{%1} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.resource.transients await(%3) => %arg0 : !stream.resource<*>{%arg1} from %arg2 : !stream.resource<transient>{%arg3} => !stream.timepoint
    util.return %result_0, %arg1 : !stream.resource<*>, index
  }
}

