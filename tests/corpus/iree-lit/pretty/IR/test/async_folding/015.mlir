module {
  util.func private @FoldLocalAsyncUpdateOp(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%arg1}
    %1 = stream.async.update %arg0, %0[%c0 to %arg1] : !stream.resource<*>{%arg1} -> %0 as !stream.resource<*>{%arg1}
    util.return %1 : !stream.resource<*>
  }
}

