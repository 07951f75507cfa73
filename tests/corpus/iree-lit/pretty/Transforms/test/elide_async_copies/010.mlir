module {
  util.func private @slice_overlap_readonly(%arg0: !stream.resource<*>) -> (!stream.resource<*>, !stream.resource<*>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c100 = arith.constant 100 : index
    %c101 = arith.constant 101 : index
    %c200 = arith.constant 200 : index
    %c300 = arith.constant 300 : index
    %0 = stream.async.slice %arg0[%c100 to %c200] : !stream.resource<*>{%c300} -> !stream.resource<*>{%c100}
    %1 = stream.async.alloca : !stream.resource<*>{%c100}
    %2 = stream.async.copy %0[%c0 to %c100], %1[%c0 to %c100], %c300 : !stream.resource<*>{%c100} -> %1 as !stream.resource<*>{%c100}
    %3 = stream.async.alloca : !stream.resource<*>{%c100}
    %4 = stream.async.copy %0[%c1 to %c101], %3[%c0 to %c100], %c300 : !stream.resource<*>{%c100} -> %3 as !stream.resource<*>{%c100}
    util.return %2, %4 : !stream.resource<*>, !stream.resource<*>
  }
}

