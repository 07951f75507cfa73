module {
  util.func public @long_tied_chain_pinned_bottom() -> tensor<4xi32> {
    %0 = flow.tensor.constant dense<123> : tensor<4xi32>
    %1 = flow.tensor.transfer %0 : tensor<4xi32> to #hal.device.promise<@dev_b>
    %2 = flow.dispatch @dispatch0(%1) : (tensor<4xi32>) -> tensor<4xi32>
    %3 = flow.dispatch @dispatch1(%2) : (tensor<4xi32>) -> %2
    %4 = flow.dispatch @dispatch2(%3) : (tensor<4xi32>) -> %3
    %5 = flow.dispatch @dispatch3(%4) : (tensor<4xi32>) -> %4
    %6 = flow.dispatch @dispatch4(%5) : (tensor<4xi32>) -> %5
    %7 = flow.dispatch @dispatch5(%6) : (tensor<4xi32>) -> %6
    %8 = flow.dispatch @dispatch6(%7) : (tensor<4xi32>) -> %7
    %9 = flow.dispatch @dispatch7(%8) : (tensor<4xi32>) -> %8
    %10 = flow.dispatch @dispatch8(%9) : (tensor<4xi32>) -> %9
    %11 = flow.dispatch @dispatch9(%10) : (tensor<4xi32>) -> %10
    %12 = flow.dispatch @dispatch10(%11) : (tensor<4xi32>) -> %11
    %13 = flow.dispatch @dispatch11(%12) : (tensor<4xi32>) -> %12
    %14 = flow.dispatch @dispatch12(%13) : (tensor<4xi32>) -> %13
    %15 = flow.dispatch @dispatch13(%14) : (tensor<4xi32>) -> %14
    %16 = flow.dispatch @dispatch14(%15) : (tensor<4xi32>) -> %15
    %17 = flow.dispatch @dispatch15(%16) : (tensor<4xi32>) -> %16
    %18 = flow.dispatch @dispatch16(%17) : (tensor<4xi32>) -> %17
    %19 = flow.dispatch @dispatch17(%18) : (tensor<4xi32>) -> %18
    %20 = flow.dispatch @dispatch18(%19) : (tensor<4xi32>) -> %19
    %21 = flow.dispatch @dispatch19(%20) : (tensor<4xi32>) -> %20
    %22 = flow.dispatch @dispatch20(%21) : (tensor<4xi32>) -> %21
    %23 = flow.dispatch @dispatch21(%22) : (tensor<4xi32>) -> %22
    %24 = flow.dispatch @dispatch22(%23) : (tensor<4xi32>) -> %23
    %25 = flow.tensor.barrier %24 : tensor<4xi32> on #hal.device.promise<@dev_a>
    util.return %25 : tensor<4xi32>
  }
}

