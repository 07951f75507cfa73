module {
  util.func private @tensorParameterWriteWithScope(%arg0: !stream.resource<*>, %arg1: index, %arg2: !util.buffer, %arg3: !util.buffer, %arg4: i64) -> !stream.resource<*> {
    %0 = stream.tensor.parameter.write %arg0 -> %arg2::%arg3[%arg4] : tensor<4x8xf32> in !stream.resource<*>{%arg1}
    util.return %0 : !stream.resource<*>
  }
}

