module {
  util.global private @scf_if_constant_condition : !stream.resource<constant>
  util.initializer {
    %true = arith.constant true
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c1024 = arith.constant 1024 : index
    %cst = stream.async.constant : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"conditional_param"> : vector<1024xi8>
    %0 = scf.if %true -> (!stream.resource<constant>) {
      %c42_i32 = arith.constant 42 : i32
      %1 = stream.async.fill %c42_i32, %cst[%c0 to %c256 for %c256] : i32 -> %cst as !stream.resource<constant>{%c1024}
      scf.yield %1 : !stream.resource<constant>
    } else {
      scf.yield %cst : !stream.resource<constant>
    }
    util.global.store %0, @scf_if_constant_condition : !stream.resource<constant>
    util.return
  }
}

