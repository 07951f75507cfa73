module {
  util.func public @deeply_nested_scf_if(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<transient>, %arg3: index, %arg4: i1, %arg5: i1, %arg6: i1, %arg7: !stream.timepoint) -> (!stream.resource<*>, index) {
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %c512 = arith.constant 512 : index
    %0 = scf.if %arg4 -> (!stream.timepoint) {
      %1 = scf.if %arg5 -> (!stream.timepoint) {
        %2 = scf.if %arg6 -> (!stream.timepoint) {
          %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized await(%arg7) => !stream.resource<transient>{%c512} => !stream.timepoint
          %3 = stream.cmd.execute await(%result_timepoint_1) => with(%result_0 as %arg8: !stream.resource<transient>{%c512}) {
            stream.cmd.fill %c0_i32, %arg8[%c0 for %c512] : i32 -> !stream.resource<transient>{%c512}
          } => !stream.timepoint
          %4 = stream.resource.dealloca await(%3) => %result_0 : !stream.resource<transient>{%c512} => !stream.timepoint
          scf.yield %4 : !stream.timepoint
        } else {
          %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized await(%arg7) => !stream.resource<transient>{%c256} => !stream.timepoint
          %3 = stream.cmd.execute await(%result_timepoint_1) => with(%result_0 as %arg8: !stream.resource<transient>{%c256}) {
            stream.cmd.fill %c0_i32, %arg8[%c0 for %c256] : i32 -> !stream.resource<transient>{%c256}
          } => !stream.timepoint
          %4 = stream.resource.dealloca await(%3) => %result_0 : !stream.resource<transient>{%c256} => !stream.timepoint
          scf.yield %4 : !stream.timepoint
        }
        scf.yield %2 : !stream.timepoint
      } else {
        %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized await(%arg7) => !stream.resource<transient>{%c128} => !stream.timepoint
        %2 = stream.cmd.execute await(%result_timepoint_1) => with(%result_0 as %arg8: !stream.resource<transient>{%c128}) {
          stream.cmd.fill %c0_i32, %arg8[%c0 for %c128] : i32 -> !stream.resource<transient>{%c128}
        } => !stream.timepoint
        %3 = stream.resource.dealloca await(%2) => %result_0 : !stream.resource<transient>{%c128} => !stream.timepoint
        scf.yield %3 : !stream.timepoint
      }
      scf.yield %1 : !stream.timepoint
    } else {
      %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized await(%arg7) => !stream.resource<transient>{%c64} => !stream.timepoint
      %1 = stream.cmd.execute await(%result_timepoint_1) => with(%result_0 as %arg8: !stream.resource<transient>{%c64}) {
        stream.cmd.fill %c0_i32, %arg8[%c0 for %c64] : i32 -> !stream.resource<transient>{%c64}
      } => !stream.timepoint
      %2 = stream.resource.dealloca await(%1) => %result_0 : !stream.resource<transient>{%c64} => !stream.timepoint
      scf.yield %2 : !stream.timepoint
    }
    %result, %result_timepoint = stream.resource.transients await(%0) => %arg0 : !stream.resource<*>{%arg1} from %arg2 : !stream.resource<transient>{%arg3} => !stream.timepoint
    util.return %result, %arg1 : !stream.resource<*>, index
  }
}

