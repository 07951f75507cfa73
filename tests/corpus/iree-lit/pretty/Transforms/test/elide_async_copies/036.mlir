module {
  util.func private @updateNotElided_tiedChainFromByRef(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.fill %c123_i32, %arg0[%c0 to %c4 for %c4] : i32 -> %arg0 as !stream.resource<*>{%arg1}
    %1 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%c4}
    %2 = stream.async.update %1, %0[%c0 to %c4] : !stream.resource<*>{%c4} -> %0 as !stream.resource<*>{%arg1}
    util.return %2 : !stream.resource<*>
  }
  util.func public @updateNotElided_tiedChainFromByRef_caller(%arg0: index) -> (!stream.resource<*>, !stream.resource<*>) {
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%arg0}
    %1 = util.call @updateNotElided_tiedChainFromByRef(%0, %arg0) : (!stream.resource<*>, index) -> !stream.resource<*>
    util.return %0, %1 : !stream.resource<*>, !stream.resource<*>
  }
}

