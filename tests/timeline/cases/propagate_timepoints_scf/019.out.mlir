module {
  util.func public @deeply_nested_stress_test(%arg0: !stream.resource<external>, %arg1: !stream.resource<external>, %arg2: i1, %arg3: index) -> (!stream.resource<external>, !stream.resource<external>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c64 = arith.constant 64 : index
    %0 = stream.timepoint.immediate => !stream.timepoint
    %1 = stream.timepoint.immediate => !stream.timepoint
    %2:4 = scf.for %arg4 = %c0 to %c2 step %c1 iter_args(%arg5 = %arg0, %arg6 = %0, %arg7 = %arg1, %arg8 = %1) -> (!stream.resource<external>, !stream.timepoint, !stream.resource<external>, !stream.timepoint) {
      %7:4 = scf.if %arg2 -> (!stream.resource<external>, !stream.timepoint, !stream.resource<external>, !stream.timepoint) {
        %12:2 = scf.while (%arg9 = %arg5, %arg10 = %arg6) : (!stream.resource<external>, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint) {
          %results, %result_timepoint = stream.test.timeline_op await(%arg10) => with(%arg9) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
          %15 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c64}
          %16 = stream.resource.size %15 : !stream.resource<external>
          %17 = arith.cmpi slt, %16, %arg3 : index
          scf.condition(%17) %results, %result_timepoint : !stream.resource<external>, !stream.timepoint
        } do {
        ^bb0(%arg9: !stream.resource<external>, %arg10: !stream.timepoint):
          scf.yield %arg9, %arg10 : !stream.resource<external>, !stream.timepoint
        }
        %13 = stream.resource.size %12#0 : !stream.resource<external>
        %14 = stream.timepoint.await %12#1 => %12#0 : !stream.resource<external>{%13}
        scf.yield %12#0, %12#1, %arg7, %arg8 : !stream.resource<external>, !stream.timepoint, !stream.resource<external>, !stream.timepoint
      } else {
        %results, %result_timepoint = stream.test.timeline_op await(%arg6) => with(%arg5) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
        %12 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c64}
        %results_0, %result_timepoint_1 = stream.test.timeline_op await(%arg8) => with(%arg7) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
        %13 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c64}
        scf.yield %results, %result_timepoint, %results_0, %result_timepoint_1 : !stream.resource<external>, !stream.timepoint, !stream.resource<external>, !stream.timepoint
      }
      %8 = stream.resource.size %7#2 : !stream.resource<external>
      %9 = stream.timepoint.await %7#3 => %7#2 : !stream.resource<external>{%8}
      %10 = stream.resource.size %7#0 : !stream.resource<external>
      %11 = stream.timepoint.await %7#1 => %7#0 : !stream.resource<external>{%10}
      scf.yield %7#0, %7#1, %7#2, %7#3 : !stream.resource<external>, !stream.timepoint, !stream.resource<external>, !stream.timepoint
    }
    %3 = stream.resource.size %2#2 : !stream.resource<external>
    %4 = stream.timepoint.await %2#3 => %2#2 : !stream.resource<external>{%3}
    %5 = stream.resource.size %2#0 : !stream.resource<external>
    %6 = stream.timepoint.await %2#1 => %2#0 : !stream.resource<external>{%5}
    util.return %6, %4 : !stream.resource<external>, !stream.resource<external>
  }
}

