module {
  stream.executable private @ex_mixed {
    stream.executable.export public @dispatch workgroups() -> (index, index, index) {
      %c1 = arith.constant 1 : index
      stream.return %c1, %c1, %c1 : index, index, index
    }
  }
  util.func private @mixedSemanticsSameCallee(%arg0: !stream.resource<external>) {
    %c0 = arith.constant 0 : index
    %c100 = arith.constant 100 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.clone %arg0 : !stream.resource<external>{%c100} -> !stream.resource<external>{%c100}
    %1 = stream.async.fill %c123_i32, %0[%c0 to %c100 for %c100] : i32 -> %0 as !stream.resource<external>{%c100}
    util.return
  }
  util.func public @mixedSemanticsByvalCaller() {
    %c0_i32 = arith.constant 0 : i32
    %c100 = arith.constant 100 : index
    %0 = stream.async.splat %c0_i32 : i32 -> !stream.resource<external>{%c100}
    util.call @mixedSemanticsSameCallee(%0) : (!stream.resource<external>) -> ()
    util.return
  }
  util.func public @mixedSemanticsByrefCaller() {
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %c100 = arith.constant 100 : index
    %0 = stream.async.splat %c0_i32 : i32 -> !stream.resource<external>{%c100}
    util.call @mixedSemanticsSameCallee(%0) : (!stream.resource<external>) -> ()
    %1 = stream.async.dispatch @ex_mixed::@dispatch(%0[%c0 to %c100 for %c100]) : (!stream.resource<external>{%c100}) -> !stream.resource<external>{%c100}
    util.return
  }
}

