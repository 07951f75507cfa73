// expect-error: 6:11
// kind: syntax
// resource.pack slice without '= %size'
util.func private @f(%s: index) -> index {
  %0:2 = stream.resource.pack slices({
    [0, 1] %s
  }) : index
  util.return %0#0 : index
}
