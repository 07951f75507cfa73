module {
  util.global private @non_constant_lifetime : !stream.resource<transient>
  util.initializer {
    %c1024 = arith.constant 1024 : index
    %c0_i32 = arith.constant 0 : i32
    %0 = stream.async.splat %c0_i32 : i32 -> !stream.resource<transient>{%c1024}
    util.global.store %0, @non_constant_lifetime : !stream.resource<transient>
    util.return
  }
}

