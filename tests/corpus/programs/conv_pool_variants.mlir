// The other convolution and pooling layouts frontends emit: 1-D NWC x WCF
// (stride 2), 3-D NDHWC x DHWCF, 2-D NHWC x FHWC with dilation 2, a
// depthwise 1-D NWC x WC, an i8 x i8 -> i32 2-D convolution (quantized
// models), NCHW max pooling with stride 2, NHWC min pooling and an
// integer NHWC max pooling.
func.func @main(%x1: tensor<1x9x3xf32>, %w1: tensor<3x3x2xf32>, %x3: tensor<1x3x4x4x2xf32>, %w3: tensor<2x2x2x2x3xf32>, %x2: tensor<1x7x7x2xf32>, %wf: tensor<3x3x3x2xf32>, %q: tensor<1x5x5x4xi8>, %wq: tensor<3x3x4x2xi8>, %qi: tensor<1x4x4x3xi32>) -> (tensor<1x4x2xf32>, tensor<1x2x3x3x3xf32>, tensor<1x3x3x3xf32>, tensor<1x7x3xf32>, tensor<1x3x3x2xi32>, tensor<1x2x3x3xf32>, tensor<1x3x3x2xf32>, tensor<1x2x2x3xi32>) {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<1x4x2xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x4x2xf32>) -> tensor<1x4x2xf32>
  %c1 = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
      ins(%x1, %w1 : tensor<1x9x3xf32>, tensor<3x3x2xf32>) outs(%f1 : tensor<1x4x2xf32>) -> tensor<1x4x2xf32>
  %e3 = tensor.empty() : tensor<1x2x3x3x3xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<1x2x3x3x3xf32>) -> tensor<1x2x3x3x3xf32>
  %c3 = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%x3, %w3 : tensor<1x3x4x4x2xf32>, tensor<2x2x2x2x3xf32>) outs(%f3 : tensor<1x2x3x3x3xf32>) -> tensor<1x2x3x3x3xf32>
  %ef = tensor.empty() : tensor<1x3x3x3xf32>
  %ff = linalg.fill ins(%zero : f32) outs(%ef : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  %cf = linalg.conv_2d_nhwc_fhwc {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x2, %wf : tensor<1x7x7x2xf32>, tensor<3x3x3x2xf32>) outs(%ff : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  %wd = tensor.extract_slice %w1[0, 0, 0] [3, 3, 1] [1, 1, 1] : tensor<3x3x2xf32> to tensor<3x3xf32>
  %ed = tensor.empty() : tensor<1x7x3xf32>
  %fd = linalg.fill ins(%zero : f32) outs(%ed : tensor<1x7x3xf32>) -> tensor<1x7x3xf32>
  %cd = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
      ins(%x1, %wd : tensor<1x9x3xf32>, tensor<3x3xf32>) outs(%fd : tensor<1x7x3xf32>) -> tensor<1x7x3xf32>
  %zi = arith.constant 0 : i32
  %eq = tensor.empty() : tensor<1x3x3x2xi32>
  %fq = linalg.fill ins(%zi : i32) outs(%eq : tensor<1x3x3x2xi32>) -> tensor<1x3x3x2xi32>
  %cq = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%q, %wq : tensor<1x5x5x4xi8>, tensor<3x3x4x2xi8>) outs(%fq : tensor<1x3x3x2xi32>) -> tensor<1x3x3x2xi32>
  // NCHW max pooling of x2 viewed as 1x2x7x7.
  %ninf = arith.constant 0xFF800000 : f32
  %et = tensor.empty() : tensor<1x2x7x7xf32>
  %xt = linalg.transpose ins(%x2 : tensor<1x7x7x2xf32>) outs(%et : tensor<1x2x7x7xf32>) permutation = [0, 3, 1, 2]
  %k3 = tensor.empty() : tensor<3x3xf32>
  %ep = tensor.empty() : tensor<1x2x3x3xf32>
  %fp = linalg.fill ins(%ninf : f32) outs(%ep : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %pmax = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%xt, %k3 : tensor<1x2x7x7xf32>, tensor<3x3xf32>) outs(%fp : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %pinf = arith.constant 0x7F800000 : f32
  %k2 = tensor.empty() : tensor<2x2xf32>
  %em = tensor.empty() : tensor<1x3x3x2xf32>
  %fm = linalg.fill ins(%pinf : f32) outs(%em : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
  %pmin = linalg.pooling_nhwc_min {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x2, %k2 : tensor<1x7x7x2xf32>, tensor<2x2xf32>) outs(%fm : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
  %imin = arith.constant -2147483648 : i32
  %ki = tensor.empty() : tensor<2x2xi32>
  %ei = tensor.empty() : tensor<1x2x2x3xi32>
  %fi = linalg.fill ins(%imin : i32) outs(%ei : tensor<1x2x2x3xi32>) -> tensor<1x2x2x3xi32>
  %pi = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%qi, %ki : tensor<1x4x4x3xi32>, tensor<2x2xi32>) outs(%fi : tensor<1x2x2x3xi32>) -> tensor<1x2x2x3xi32>
  return %c1, %c3, %cf, %cd, %cq, %pmax, %pmin, %pi : tensor<1x4x2xf32>, tensor<1x2x3x3x3xf32>, tensor<1x3x3x3xf32>, tensor<1x7x3xf32>, tensor<1x3x3x2xi32>, tensor<1x2x3x3xf32>, tensor<1x3x3x2xf32>, tensor<1x2x2x3xi32>
}
