module {
  stream.executable private @for_dispatch {
    stream.executable.export public @dispatch 
  }
  util.global private @captured_value_for_ordering : !stream.resource<constant>
  util.initializer {
    %c1024 = arith.constant 1024 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c256 = arith.constant 256 : index
    %cst = stream.async.constant : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"for_param"> : vector<1024xi8>
    %c7_i32 = arith.constant 7 : i32
    %0 = scf.for %arg0 = %c0 to %c3 step %c1 iter_args(%arg1 = %cst) -> (!stream.resource<constant>) {
      %1 = arith.muli %arg0, %c256 : index
      %2 = arith.addi %1, %c256 : index
      %3 = stream.async.fill %c7_i32, %arg1[%1 to %2 for %c256] : i32 -> %arg1 as !stream.resource<constant>{%c1024}
      scf.yield %3 : !stream.resource<constant>
    }
    util.global.store %0, @captured_value_for_ordering : !stream.resource<constant>
    util.return
  }
}

