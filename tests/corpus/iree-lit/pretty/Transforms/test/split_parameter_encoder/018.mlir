module {
  util.global private @wide_expression_dag_a : !stream.resource<constant>
  util.global private @wide_expression_dag_b : !stream.resource<constant>
  util.global private @wide_expression_dag_c : !stream.resource<constant>
  util.initializer {
    %c0 = arith.constant 0 : index
    %c100 = arith.constant 100 : index
    %c200 = arith.constant 200 : index
    %c300 = arith.constant 300 : index
    %c1024 = arith.constant 1024 : index
    %cst = stream.async.constant : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"wide_param"> : vector<1024xi8>
    %c10_i32 = arith.constant 10 : i32
    %0 = stream.async.fill %c10_i32, %cst[%c0 to %c100 for %c100] : i32 -> %cst as !stream.resource<constant>{%c1024}
    %c20_i32 = arith.constant 20 : i32
    %1 = stream.async.fill %c20_i32, %cst[%c100 to %c200 for %c100] : i32 -> %cst as !stream.resource<constant>{%c1024}
    %c30_i32 = arith.constant 30 : i32
    %2 = stream.async.fill %c30_i32, %cst[%c200 to %c300 for %c100] : i32 -> %cst as !stream.resource<constant>{%c1024}
    util.global.store %0, @wide_expression_dag_a : !stream.resource<constant>
    util.global.store %1, @wide_expression_dag_b : !stream.resource<constant>
    util.global.store %2, @wide_expression_dag_c : !stream.resource<constant>
    util.return
  }
}

