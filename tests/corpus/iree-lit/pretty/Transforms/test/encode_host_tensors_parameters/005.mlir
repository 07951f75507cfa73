module {
  util.func public @tensorParameterWriteWithScope(%arg0: !stream.resource<*>, %arg1: !util.buffer, %arg2: !util.buffer, %arg3: i64) -> !stream.resource<*> {
    %c128 = arith.constant 128 : index
    %0 = stream.tensor.parameter.write %arg0 -> %arg1::%arg2[%arg3] : tensor<4x8xf32> in !stream.resource<*>{%c128}
    util.return %0 : !stream.resource<*>
  }
}

