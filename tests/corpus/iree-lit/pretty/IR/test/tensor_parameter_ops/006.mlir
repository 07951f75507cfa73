module {
  util.func private @tensorParameterWriteDynamic(%arg0: !stream.resource<*>, %arg1: index, %arg2: !util.buffer, %arg3: i64, %arg4: index) -> !stream.resource<*> {
    %0 = stream.tensor.parameter.write %arg0 -> %arg2[%arg3] : tensor<?x8xf32>{%arg4} in !stream.resource<*>{%arg1}
    util.return %0 : !stream.resource<*>
  }
}

