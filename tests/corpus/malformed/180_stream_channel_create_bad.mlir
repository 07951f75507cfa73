// expect-error: 5:29
// kind: syntax
// channel.create with an unknown keyword
util.func private @f() -> !stream.channel {
  %c = stream.channel.create size(%x) : !stream.channel
  util.return %c : !stream.channel
}
