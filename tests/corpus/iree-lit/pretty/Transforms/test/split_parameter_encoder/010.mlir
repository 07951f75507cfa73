module {
  util.global private @scf_for_fixed_bounds : !stream.resource<constant>
  util.initializer {
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %c1024 = arith.constant 1024 : index
    %cst = stream.async.constant : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"iterative_param"> : vector<1024xi8>
    %0 = scf.for %arg0 = %c0 to %c3 step %c1 iter_args(%arg1 = %cst) -> (!stream.resource<constant>) {
      %c100_i32 = arith.constant 100 : i32
      %1 = stream.async.fill %c100_i32, %arg1[%c0 to %c256 for %c256] : i32 -> %arg1 as !stream.resource<constant>{%c1024}
      scf.yield %1 : !stream.resource<constant>
    }
    util.global.store %0, @scf_for_fixed_bounds : !stream.resource<constant>
    util.return
  }
}

