// expect-error: 5:8
// kind: verify
// resource.load from a constant resource (staging only)
util.func private @f(%r: !stream.resource<constant>, %s: index, %o: index) -> i32 {
  %0 = stream.resource.load %r[%o] : !stream.resource<constant>{%s} -> i32
  util.return %0 : i32
}
