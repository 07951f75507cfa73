// A channel of 3 ranks on a launch of one (streamref-run without --ranks):
// streamref makes channels of one rank or of the whole launch, so this is a
// located "not supported yet".
// FLAG: --function=main
// ERROR-AT: stream.channel.create
// ERROR: not supported yet
util.func public @main() -> index {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %channel = stream.channel.create rank(%c0) count(%c3) : !stream.channel
  %rank = stream.channel.rank %channel : index
  util.return %rank : index
}
