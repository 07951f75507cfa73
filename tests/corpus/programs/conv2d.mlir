// 2-D convolutions: NHWC x HWCF (stride 1, valid padding) on a zero-padded
// input (tensor.pad), a strided/dilated NCHW x FCHW convolution, and a
// depthwise NHWC convolution. Input 1x6x6x2.
func.func @main(%x: tensor<1x6x6x2xf32>, %w: tensor<3x3x2x4xf32>, %dw: tensor<3x3x2xf32>) -> (tensor<1x6x6x4xf32>, tensor<1x2x2x1xf32>, tensor<1x4x4x2xf32>) {
  %zero = arith.constant 0.0 : f32
  %pad = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x6x6x2xf32> to tensor<1x8x8x2xf32>
  %e0 = tensor.empty() : tensor<1x6x6x4xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %c0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pad, %w : tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>) outs(%f0 : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  // NCHW view of the input: transpose to 1x2x6x6.
  %et = tensor.empty() : tensor<1x2x6x6xf32>
  %xt = linalg.transpose ins(%x : tensor<1x6x6x2xf32>) outs(%et : tensor<1x2x6x6xf32>) permutation = [0, 3, 1, 2]
  %ew = tensor.empty() : tensor<2x3x3xf32>
  %w2 = linalg.transpose ins(%dw : tensor<3x3x2xf32>) outs(%ew : tensor<2x3x3xf32>) permutation = [2, 0, 1]
  %w3 = tensor.expand_shape %w2 [[0], [1, 2], [3]] output_shape [2, 1, 3, 3] : tensor<2x3x3xf32> into tensor<2x1x3x3xf32>
  %w4 = tensor.concat dim(1) %w3, %w3 : (tensor<2x1x3x3xf32>, tensor<2x1x3x3xf32>) -> tensor<2x2x3x3xf32>
  %e1 = tensor.empty() : tensor<1x2x2x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  %c1 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%xt, %w4 : tensor<1x2x6x6xf32>, tensor<2x2x3x3xf32>) outs(%f1 : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  %e2 = tensor.empty() : tensor<1x4x4x2xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %c2 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %dw : tensor<1x6x6x2xf32>, tensor<3x3x2xf32>) outs(%f2 : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  return %c0, %c1, %c2 : tensor<1x6x6x4xf32>, tensor<1x2x2x1xf32>, tensor<1x4x4x2xf32>
}
