module {
  util.func public @deeply_nested_stress_test(%arg0: !stream.resource<external>, %arg1: !stream.resource<external>, %arg2: i1, %arg3: index) -> (!stream.resource<external>, !stream.resource<external>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c64 = arith.constant 64 : index
    %0:2 = scf.for %arg4 = %c0 to %c2 step %c1 iter_args(%arg5 = %arg0, %arg6 = %arg1) -> (!stream.resource<external>, !stream.resource<external>) {
      %1:2 = scf.if %arg2 -> (!stream.resource<external>, !stream.resource<external>) {
        %2 = scf.while (%arg7 = %arg5) : (!stream.resource<external>) -> !stream.resource<external> {
          %results, %result_timepoint = stream.test.timeline_op with(%arg7) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
          %3 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c64}
          %4 = stream.resource.size %3 : !stream.resource<external>
          %5 = arith.cmpi slt, %4, %arg3 : index
          scf.condition(%5) %3 : !stream.resource<external>
        } do {
        ^bb0(%arg7: !stream.resource<external>):
          scf.yield %arg7 : !stream.resource<external>
        }
        scf.yield %2, %arg6 : !stream.resource<external>, !stream.resource<external>
      } else {
        %results, %result_timepoint = stream.test.timeline_op with(%arg5) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
        %2 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c64}
        %results_0, %result_timepoint_1 = stream.test.timeline_op with(%arg6) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64} => !stream.timepoint
        %3 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c64}
        scf.yield %2, %3 : !stream.resource<external>, !stream.resource<external>
      }
      scf.yield %1#0, %1#1 : !stream.resource<external>, !stream.resource<external>
    }
    util.return %0#0, %0#1 : !stream.resource<external>, !stream.resource<external>
  }
}

