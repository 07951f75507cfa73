module {
  util.func private @tensorParameterLoadDynamic(%arg0: index, %arg1: !util.buffer, %arg2: i64, %arg3: index) -> !stream.resource<*> {
    %0 = stream.tensor.parameter.load %arg1[%arg2] : tensor<?x8xf32>{%arg3} in !stream.resource<*>{%arg0}
    util.return %0 : !stream.resource<*>
  }
}

