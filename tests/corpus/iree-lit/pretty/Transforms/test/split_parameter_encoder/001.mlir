module {
  util.global private @simple_constant : !stream.resource<constant>
  util.initializer {
    %c0_i32 = arith.constant 0 : i32
    %c1024 = arith.constant 1024 : index
    %0 = stream.async.splat %c0_i32 : i32 -> !stream.resource<constant>{%c1024}
    util.global.store %0, @simple_constant : !stream.resource<constant>
    util.return
  }
}

