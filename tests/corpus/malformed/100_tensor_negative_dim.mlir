// expect-error: 4:25
// kind: syntax
// negative dimension size
func.func @f(%a: tensor<-1xf32>) {
  return
}
