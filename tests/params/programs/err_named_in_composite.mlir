// A #stream.parameter.named nested in a #util.composite (a form IREE's
// pipeline does not produce: pack-constants turns parameters into
// stream.cmd.parameter.load): rejected when the module loads, located at
// the constant.
// FLAG: --function=main
// FLAG: --parameters=model=programs.irpa
// ERROR-AT: util.buffer.constant
// ERROR: #stream.parameter.named inside #util.composite is not supported
util.func public @main() -> !util.buffer {
  %b = util.buffer.constant : !util.buffer = #util.composite<32xi8, [
    dense<1> : vector<16xi8>,
    #stream.parameter.named<"model"::"a"> : tensor<4xi32>,
  ]>
  util.return %b : !util.buffer
}
