module {
  util.func public @tiedOperandSubviews(%arg0: !stream.resource<external>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index) {
    %c0 = arith.constant 0 : index
    %results, %result_timepoint = stream.async.execute with(%arg0 as %arg8: !stream.resource<external>{%arg1}) -> %arg0{%arg6} {
      %1 = stream.resource.subview %arg8[%arg2] : !stream.resource<external>{%arg1} -> !stream.resource<external>{%arg5}
      %2 = stream.resource.subview %1[%arg3] : !stream.resource<external>{%arg5} -> !stream.resource<external>{%arg6}
      stream.yield %2 : !stream.resource<external>{%arg6}
    } => !stream.timepoint
    %results_0, %result_timepoint_1 = stream.async.execute with(%results as %arg8: !stream.resource<external>{%arg6}) -> %results{%arg6} {
      %1 = stream.resource.subview %arg8[%arg4] : !stream.resource<external>{%arg6} -> !stream.resource<external>{%arg7}
      %2 = stream.async.update %1, %arg8[%c0 to %arg7] : !stream.resource<external>{%arg7} -> %arg8 as !stream.resource<external>{%arg6}
      stream.yield %2 : !stream.resource<external>{%arg6}
    } => !stream.timepoint
    %0 = util.optimization_barrier %results_0 : !stream.resource<external>
    util.return
  }
}

