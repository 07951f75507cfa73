module {
  util.func private @GroupAwaitsByTimepoint(%arg0: !stream.timepoint, %arg1: !stream.resource<*>, %arg2: !stream.resource<*>, %arg3: !stream.resource<*>, %arg4: !stream.resource<*>) -> (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>) {
    %c100 = arith.constant 100 : index
    %c101 = arith.constant 101 : index
    %c102 = arith.constant 102 : index
    %c103 = arith.constant 103 : index
    %0 = stream.timepoint.await %arg0 => %arg1 : !stream.resource<*>{%c100}
    %1 = stream.timepoint.await %arg0 => %arg2 : !stream.resource<*>{%c101}
    %2:2 = stream.timepoint.await %arg0 => %arg3, %arg4 : !stream.resource<*>{%c102}, !stream.resource<*>{%c103}
    util.return %0, %1, %2#0, %2#1 : !stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>
  }
}

