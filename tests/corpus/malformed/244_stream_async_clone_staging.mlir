// expect-error: 5:8
// kind: verify
// async.clone of a staging resource (stream lifetimes only)
util.func private @f(%r: !stream.resource<staging>, %s: index) -> !stream.resource<staging> {
  %0 = stream.async.clone %r : !stream.resource<staging>{%s} -> !stream.resource<staging>{%s}
  util.return %0 : !stream.resource<staging>
}
