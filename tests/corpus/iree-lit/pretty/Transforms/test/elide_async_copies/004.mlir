module {
  util.func private @argCopyCallee(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.clone %arg0 : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}
    %1 = stream.async.fill %c123_i32, %0[%c0 to %c128 for %c128] : i32 -> %0 as !stream.resource<*>{%arg1}
    util.return %1 : !stream.resource<*>
  }
  util.func public @argCopyCaller(%arg0: index) -> (!stream.resource<*>, !stream.resource<*>) {
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%arg0}
    %1 = util.call @argCopyCallee(%0, %arg0) : (!stream.resource<*>, index) -> !stream.resource<*>
    util.return %0, %1 : !stream.resource<*>, !stream.resource<*>
  }
}

