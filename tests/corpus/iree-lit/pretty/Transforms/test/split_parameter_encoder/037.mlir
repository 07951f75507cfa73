module {
  util.global private @param_with_external_await : !stream.resource<constant>
  util.initializer {
    %c1024 = arith.constant 1024 : index
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c42_i32 = arith.constant 42 : i32
    %results, %result_timepoint = stream.test.timeline_op with() : () -> !stream.resource<external>{%c1024} => !stream.timepoint
    %cst = stream.async.constant await(%result_timepoint) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"awaiting_param"> : vector<1024xi8>
    %0 = stream.async.fill %c42_i32, %cst[%c0 to %c256 for %c256] : i32 -> %cst as !stream.resource<constant>{%c1024}
    util.global.store %0, @param_with_external_await : !stream.resource<constant>
    util.return
  }
}

