module {
  util.func private @slice_overlap_exclusive(%arg0: !stream.resource<*>) -> (!stream.resource<*>, !stream.resource<*>) {
    %c0 = arith.constant 0 : index
    %c100 = arith.constant 100 : index
    %c200 = arith.constant 200 : index
    %c300 = arith.constant 300 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.slice %arg0[%c100 to %c200] : !stream.resource<*>{%c300} -> !stream.resource<*>{%c100}
    %1 = stream.async.alloca : !stream.resource<*>{%c100}
    %2 = stream.async.copy %0[%c0 to %c100], %1[%c0 to %c100], %c300 : !stream.resource<*>{%c100} -> %1 as !stream.resource<*>{%c100}
    %3 = stream.async.fill %c123_i32, %arg0[%c200 to %c300 for %c100] : i32 -> %arg0 as !stream.resource<*>{%c300}
    util.return %2, %3 : !stream.resource<*>, !stream.resource<*>
  }
}

