module {
  util.global private @param_with_joined_external_timepoints : !stream.resource<constant>
  util.initializer {
    %c1024 = arith.constant 1024 : index
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c42_i32 = arith.constant 42 : i32
    %results, %result_timepoint = stream.test.timeline_op with() : () -> !stream.resource<external>{%c1024} => !stream.timepoint
    %results_0, %result_timepoint_1 = stream.test.timeline_op with() : () -> !stream.resource<external>{%c1024} => !stream.timepoint
    %0 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    %cst = stream.async.constant await(%0) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"joined_await_param"> : vector<1024xi8>
    %1 = stream.async.fill %c42_i32, %cst[%c0 to %c256 for %c256] : i32 -> %cst as !stream.resource<constant>{%c1024}
    util.global.store %1, @param_with_joined_external_timepoints : !stream.resource<constant>
    util.return
  }
}

