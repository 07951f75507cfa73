module {
  util.func public @long_tied_chain_pinned_top(%arg0: !hal.buffer_view) {
    %0 = hal.tensor.import on(#hal.device.promise<@dev_a>) %arg0 "input" : !hal.buffer_view -> tensor<4xi32>
    %1 = flow.dispatch @dispatch0(%0) : (tensor<4xi32>) -> %0
    %2 = flow.dispatch @dispatch1(%1) : (tensor<4xi32>) -> %1
    %3 = flow.dispatch @dispatch2(%2) : (tensor<4xi32>) -> %2
    %4 = flow.dispatch @dispatch3(%3) : (tensor<4xi32>) -> %3
    %5 = flow.dispatch @dispatch4(%4) : (tensor<4xi32>) -> %4
    %6 = flow.dispatch @dispatch5(%5) : (tensor<4xi32>) -> %5
    %7 = flow.dispatch @dispatch6(%6) : (tensor<4xi32>) -> %6
    %8 = flow.dispatch @dispatch7(%7) : (tensor<4xi32>) -> %7
    %9 = flow.dispatch @dispatch8(%8) : (tensor<4xi32>) -> %8
    %10 = flow.dispatch @dispatch9(%9) : (tensor<4xi32>) -> %9
    %11 = flow.dispatch @dispatch10(%10) : (tensor<4xi32>) -> %10
    %12 = flow.dispatch @dispatch11(%11) : (tensor<4xi32>) -> %11
    %13 = flow.dispatch @dispatch12(%12) : (tensor<4xi32>) -> %12
    %14 = flow.dispatch @dispatch13(%13) : (tensor<4xi32>) -> %13
    %15 = flow.dispatch @dispatch14(%14) : (tensor<4xi32>) -> %14
    %16 = flow.dispatch @dispatch15(%15) : (tensor<4xi32>) -> %15
    %17 = flow.dispatch @dispatch16(%16) : (tensor<4xi32>) -> %16
    %18 = flow.dispatch @dispatch17(%17) : (tensor<4xi32>) -> %17
    %19 = flow.dispatch @dispatch18(%18) : (tensor<4xi32>) -> %18
    %20 = flow.dispatch @dispatch19(%19) : (tensor<4xi32>) -> %19
    %21 = flow.dispatch @dispatch20(%20) : (tensor<4xi32>) -> %20
    %22 = flow.dispatch @dispatch21(%21) : (tensor<4xi32>) -> %21
    %23 = flow.dispatch @dispatch22(%22) : (tensor<4xi32>) -> %22
    util.return
  }
}

