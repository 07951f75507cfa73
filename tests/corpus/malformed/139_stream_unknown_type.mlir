// expect-error: 4:34
// kind: syntax
// a Stream type that does not exist
util.func private @f(%a: !stream.bogus) {
  util.return
}
