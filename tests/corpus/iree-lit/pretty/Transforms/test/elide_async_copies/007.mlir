module {
  util.func private @slice_unsupported_tied(%arg0: !stream.resource<*>) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c100 = arith.constant 100 : index
    %c200 = arith.constant 200 : index
    %c300 = arith.constant 300 : index
    %0 = stream.async.alloca : !stream.resource<*>{%c100}
    %1 = stream.async.copy %arg0[%c0 to %c300], %0[%c0 to %c300], %c300 : !stream.resource<*>{%c300} -> %0 as !stream.resource<*>{%c300}
    %2 = stream.async.slice %1[%c100 to %c200] : !stream.resource<*>{%c300} -> !stream.resource<*>{%c100}
    %3 = stream.async.alloca : !stream.resource<*>{%c100}
    %4 = stream.async.copy %2[%c0 to %c100], %3[%c0 to %c100], %c300 : !stream.resource<*>{%c100} -> %3 as !stream.resource<*>{%c100}
    util.return %4 : !stream.resource<*>
  }
}

