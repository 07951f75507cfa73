module {
  util.global private @param_with_clone : !stream.resource<constant>
  util.initializer {
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c1024 = arith.constant 1024 : index
    %cst = stream.async.constant : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"clone_param"> : vector<1024xi8>
    %0 = stream.async.clone %cst : !stream.resource<constant>{%c1024} -> !stream.resource<constant>{%c1024}
    %c99_i32 = arith.constant 99 : i32
    %1 = stream.async.fill %c99_i32, %0[%c0 to %c256 for %c256] : i32 -> %0 as !stream.resource<constant>{%c1024}
    util.global.store %1, @param_with_clone : !stream.resource<constant>
    util.return
  }
}

