// A global whose initial value names a missing parameter: the module fails
// to load, located at the global.
// FLAG: --function=main
// FLAG: --parameters=model=programs.irpa
// ERROR-AT: util.global
// ERROR: parameter "model"::"gone" not found
util.global private @g : !stream.resource<constant> = #stream.parameter.named<"model"::"gone"> : tensor<4xi32>
util.func public @main() -> !stream.resource<constant> {
  %g = util.global.load @g : !stream.resource<constant>
  util.return %g : !stream.resource<constant>
}
