module {
  util.func private @SinkSubviewsAcrossAwaits(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.timepoint) -> !stream.resource<*> {
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %0 = stream.resource.subview %arg0[%c128] : !stream.resource<*>{%arg1} -> !stream.resource<*>{%c256}
    %1 = stream.timepoint.await %arg2 => %0 : !stream.resource<*>{%c256}
    util.return %1 : !stream.resource<*>
  }
}

