module {
  util.global private mutable @global_var : !stream.resource<variable>
  util.func public @cloneToVariable() -> !stream.resource<variable> {
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.dispatch @dispatch::@entry() : () -> !stream.resource<*>{%c4}
    %1 = stream.async.clone %0 : !stream.resource<*>{%c4} -> !stream.resource<variable>{%c4}
    util.global.store %1, @global_var : !stream.resource<variable>
    util.return %1 : !stream.resource<variable>
  }
}

