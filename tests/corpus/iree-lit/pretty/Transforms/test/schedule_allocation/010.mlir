module {
  util.func public @aliasPropagation(%arg0: !stream.resource<external>, %arg1: index, %arg2: index, %arg3: index) {
    %c0 = arith.constant 0 : index
    %results, %result_timepoint = stream.async.execute with(%arg0 as %arg4: !stream.resource<external>{%arg1}) -> %arg0{%arg1} {
      %1 = stream.resource.subview %arg4[%arg2] : !stream.resource<external>{%arg1} -> !stream.resource<external>{%arg3}
      %2 = stream.async.update %1, %arg4[%c0 to %arg3] : !stream.resource<external>{%arg3} -> %arg4 as !stream.resource<external>{%arg1}
      stream.yield %2 : !stream.resource<external>{%arg1}
    } => !stream.timepoint
    %0 = util.optimization_barrier %results : !stream.resource<external>
    util.return
  }
}

