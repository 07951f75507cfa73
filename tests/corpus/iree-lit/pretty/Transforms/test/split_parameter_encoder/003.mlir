module {
  util.global private @constant_a : !stream.resource<constant>
  util.global private @constant_b : !stream.resource<constant>
  util.initializer {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c512 = arith.constant 512 : index
    %c1024 = arith.constant 1024 : index
    %0 = stream.async.splat %c0_i32 : i32 -> !stream.resource<constant>{%c512}
    util.global.store %0, @constant_a : !stream.resource<constant>
    %1 = stream.async.splat %c1_i32 : i32 -> !stream.resource<constant>{%c1024}
    util.global.store %1, @constant_b : !stream.resource<constant>
    util.return
  }
}

