module {
  util.func private @updateNotElided_byRefArg(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%c4}
    %1 = stream.async.update %0, %arg0[%c0 to %c4] : !stream.resource<*>{%c4} -> %arg0 as !stream.resource<*>{%arg1}
    util.return %1 : !stream.resource<*>
  }
  util.func public @updateNotElided_byRefArg_caller(%arg0: index) -> (!stream.resource<*>, !stream.resource<*>) {
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%arg0}
    %1 = util.call @updateNotElided_byRefArg(%0, %arg0) : (!stream.resource<*>, index) -> !stream.resource<*>
    util.return %0, %1 : !stream.resource<*>, !stream.resource<*>
  }
}

