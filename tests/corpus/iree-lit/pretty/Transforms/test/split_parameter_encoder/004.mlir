module {
  util.global private @parameter_transformed : !stream.resource<constant>
  util.initializer {
    %c42_i32 = arith.constant 42 : i32
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c1024 = arith.constant 1024 : index
    %cst = stream.async.constant : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"param0"> : vector<1024xi8>
    %0 = stream.async.fill %c42_i32, %cst[%c0 to %c256 for %c256] : i32 -> %cst as !stream.resource<constant>{%c1024}
    util.global.store %0, @parameter_transformed : !stream.resource<constant>
    util.return
  }
}

