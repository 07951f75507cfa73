module {
  util.func private @slice_unsupported_fold(%arg0: !stream.resource<*>) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c100 = arith.constant 100 : index
    %c200 = arith.constant 200 : index
    %c300 = arith.constant 300 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.slice %arg0[%c100 to %c200] : !stream.resource<*>{%c300} -> !stream.resource<*>{%c100}
    %1 = stream.async.fill %c123_i32, %0[%c0 to %c100 for %c100] : i32 -> %0 as !stream.resource<*>{%c100}
    util.return %1 : !stream.resource<*>
  }
}

