// No --parameters at all: the constant cannot be read, and the load says
// how to provide parameters.
// FLAG: --function=main
// ERROR-AT: stream.tensor.constant
// ERROR: parameter "model"::"a": no parameters were provided (pass --parameters=[scope=]FILE, or sr_instance_set_parameters)
util.global private @g : !stream.resource<constant>
util.initializer {
  %cst = stream.tensor.constant : tensor<4xi32> in !stream.resource<constant> = #stream.parameter.named<"model"::"a"> : tensor<4xi32>
  util.global.store %cst, @g : !stream.resource<constant>
  util.return
}
util.func public @main() -> !stream.resource<constant> {
  %g = util.global.load @g : !stream.resource<constant>
  util.return %g : !stream.resource<constant>
}
