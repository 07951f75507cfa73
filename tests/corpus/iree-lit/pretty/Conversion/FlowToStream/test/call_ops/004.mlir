module {
  flow.func private @externArg2Attrs(%arg0: tensor<4x?xi32> {arg.attr0}, %arg1: i32 {arg.attr1}) -> !util.buffer
  flow.func private @externRet1Attrs(%arg0: !hal.device, %arg1: i64) -> (tensor<4x?xi32> {ret.attr})
}

