// Channels belong to a later issue: a located "not supported yet".
// FLAG: --function=main
// ERROR-AT: stream.channel.create
// ERROR: not supported yet
util.func public @main() -> index {
  %channel = stream.channel.create : !stream.channel
  %rank = stream.channel.rank %channel : index
  util.return %rank : index
}
