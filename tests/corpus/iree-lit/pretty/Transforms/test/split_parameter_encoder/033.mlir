module {
  stream.executable private @captured_dispatch {
    stream.executable.export public @dispatch 
  }
  util.global private @captured_value_if_ordering : !stream.resource<constant>
  util.initializer {
    %c1024 = arith.constant 1024 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = stream.async.constant : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"captured_param"> : vector<1024xi8>
    %c42_i32 = arith.constant 42 : i32
    %true = arith.constant true
    %0 = scf.if %true -> (!stream.resource<constant>) {
      %1 = stream.async.fill %c42_i32, %cst[%c0 to %c1024 for %c1024] : i32 -> %cst as !stream.resource<constant>{%c1024}
      scf.yield %1 : !stream.resource<constant>
    } else {
      scf.yield %cst : !stream.resource<constant>
    }
    util.global.store %0, @captured_value_if_ordering : !stream.resource<constant>
    util.return
  }
}

