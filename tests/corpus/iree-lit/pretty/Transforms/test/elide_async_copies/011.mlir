module {
  stream.executable private @ex {
    stream.executable.export public @dispatch workgroups() -> (index, index, index) {
      %c1 = arith.constant 1 : index
      stream.return %c1, %c1, %c1 : index, index, index
    }
    stream.executable.export public @dispatch1 workgroups() -> (index, index, index) {
      %c1 = arith.constant 1 : index
      stream.return %c1, %c1, %c1 : index, index, index
    }
    stream.executable.export public @dispatch2 workgroups() -> (index, index, index) {
      %c1 = arith.constant 1 : index
      stream.return %c1, %c1, %c1 : index, index, index
    }
  }
  util.func private @slice_dispatch_fold(%arg0: !stream.resource<*>) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c10 = arith.constant 10 : index
    %c20 = arith.constant 20 : index
    %c30 = arith.constant 30 : index
    %c100 = arith.constant 100 : index
    %c200 = arith.constant 200 : index
    %c300 = arith.constant 300 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.slice %arg0[%c100 to %c200] : !stream.resource<*>{%c300} -> !stream.resource<*>{%c100}
    %1 = stream.async.dispatch @ex::@dispatch(%c123_i32, %0[%c10 to %c30 for %c20]) : (i32, !stream.resource<*>{%c100}) -> !stream.resource<*>{%c100}
    util.return %1 : !stream.resource<*>
  }
}

