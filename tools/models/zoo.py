"""The model zoo: real models built from their libraries' definitions.

Each entry of MODELS says how to build one model at a size ("test": the
size tests/models/ runs; "bench": a size large enough to time) and how its
inputs are made. Weights are never downloaded: torchvision constructors get
weights=None, transformers models are built from small configs, Flax models
are initialized from a PRNG key. The library's own initialization (seeded)
only decides each parameter's *range*; the values the tests and IREE's
expected outputs use come from tests/models/model_data.c (see
build_models.py).

A builder returns a Built:
  frontend   "torch" (iree-turbine aot.export), "onnx" (torch.onnx.export,
             then iree-import-onnx) or "flax" (jax.jit(...).lower ->
             StableHLO)
  module     the torch.nn.Module or flax.linen.Module
  variables  Flax only: the initialized variables
  inputs     [(name, type, shape, dist)], dist as in model_data.c
  dynamic    {input index: {dim: (name, min, max)}} for `?` dimensions
             (torch only), with the example input's size inside the range

This file imports torch/jax lazily: build_models.py runs it inside the
models venv only.
"""

import collections

Built = collections.namedtuple(
    "Built", "frontend module variables inputs dynamic", defaults=(None, None, {}))

IMAGE = ("uniform", -1.0, 1.0)


def image(shape):
    return [("input0.npy", "f32", shape, IMAGE)]


def tokens(shape, vocab):
    return [("input0.npy", "i64", shape, ("randint", 0, vocab))]


def _seed():
    import torch
    torch.manual_seed(0)


# ---------------------------------------------------------------------------
# torchvision CNNs (NCHW)


def _torchvision(ctor, frontend, image_size, **kwargs):
    def build(size):
        import torchvision.models as tvm
        _seed()
        model = getattr(tvm, ctor)(weights=None, **kwargs).eval()
        side = image_size[size]
        return Built(frontend, model, inputs=image([1, 3, side, side]))
    return build


# ---------------------------------------------------------------------------
# transformers (small configs, seeded init)


class _Output(object):
    """Wraps a transformers model so the export has one tensor result."""

    @staticmethod
    def make(model, field):
        import torch

        class Wrapped(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.model = model

            def forward(self, x):
                return getattr(self.model(x, return_dict=True), field)

        return Wrapped().eval()


def _bert(size):
    import torch
    import transformers
    _seed()
    cfg = transformers.BertConfig(
        vocab_size=1000, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
        intermediate_size=256, max_position_embeddings=128, type_vocab_size=2,
        hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0)
    cfg._attn_implementation = "eager"
    model = _Output.make(transformers.BertModel(cfg, add_pooling_layer=False).eval(),
                         "last_hidden_state")
    seq = {"test": 12, "bench": 128}[size]
    return Built("torch", model, inputs=tokens([1, seq], 1000),
                 dynamic={0: {1: ("seq", 2, 128)}})


def _gpt2(size):
    import transformers
    _seed()
    cfg = transformers.GPT2Config(
        vocab_size=1000, n_positions=128, n_embd=64, n_layer=2, n_head=4,
        resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0, use_cache=False)
    cfg._attn_implementation = "eager"
    # transformers 5 looks for packed sequences in the position ids
    # (aten.diff, which torch-mlir does not lower) and ANDs the result into
    # the causal mask (a 0-d i1 literal iree-compile 3.13 cannot legalize).
    # Batch 1 holds one sequence: say so, as a user exporting it would.
    import transformers.masking_utils as masking
    masking.find_packed_sequence_indices = lambda position_ids: None
    model = _Output.make(transformers.GPT2LMHeadModel(cfg).eval(), "logits")
    seq = {"test": 16, "bench": 128}[size]
    return Built("torch", model, inputs=tokens([1, seq], 1000))


def _vit(size):
    import transformers
    _seed()
    side = {"test": 32, "bench": 96}[size]
    cfg = transformers.ViTConfig(
        image_size=side, patch_size=8, num_channels=3, hidden_size=64,
        num_hidden_layers=2, num_attention_heads=4, intermediate_size=128,
        hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0, num_labels=10)
    model = _Output.make(transformers.ViTForImageClassification(cfg).eval(), "logits")
    return Built("torch", model, inputs=image([1, 3, side, side]))


def _distilbert_onnx(size):
    import transformers
    _seed()
    cfg = transformers.DistilBertConfig(
        vocab_size=1000, dim=64, n_layers=2, n_heads=4, hidden_dim=128,
        max_position_embeddings=128, dropout=0.0, attention_dropout=0.0)
    cfg._attn_implementation = "eager"
    model = _Output.make(transformers.DistilBertModel(cfg).eval(), "last_hidden_state")
    seq = {"test": 16, "bench": 128}[size]
    return Built("onnx", model, inputs=tokens([1, seq], 1000))


# ---------------------------------------------------------------------------
# torch.nn RNNs


def _rnn(kind):
    def build(size):
        import torch
        _seed()
        seq, hidden = {"test": (8, 32), "bench": (64, 128)}[size]

        class Model(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.rnn = getattr(torch.nn, kind)(16, hidden, num_layers=2,
                                                   batch_first=True)
                self.head = torch.nn.Linear(hidden, 10)

            def forward(self, x):
                out, _ = self.rnn(x)
                return self.head(out)

        return Built("torch", Model().eval(),
                     inputs=[("input0.npy", "f32", [1, seq, 16], IMAGE)])
    return build


# ---------------------------------------------------------------------------
# Flax (NHWC), from flax.linen layers


def _flax_resnet(size):
    import jax
    import jax.numpy as jnp
    import flax.linen as nn

    class Block(nn.Module):
        features: int
        strides: int

        @nn.compact
        def __call__(self, x):
            norm = lambda: nn.BatchNorm(use_running_average=True)
            y = nn.Conv(self.features, (3, 3), (self.strides, self.strides),
                        use_bias=False)(x)
            y = nn.relu(norm()(y))
            y = nn.Conv(self.features, (3, 3), use_bias=False)(y)
            y = norm()(y)
            if x.shape[-1] != self.features or self.strides != 1:
                x = nn.Conv(self.features, (1, 1), (self.strides, self.strides),
                            use_bias=False)(x)
                x = norm()(x)
            return nn.relu(x + y)

    class ResNet(nn.Module):
        """ResNet-18's layout (2 blocks per stage) at a quarter of the width."""

        @nn.compact
        def __call__(self, x):
            x = nn.Conv(16, (7, 7), (2, 2), padding=[(3, 3), (3, 3)],
                        use_bias=False)(x)
            x = nn.relu(nn.BatchNorm(use_running_average=True)(x))
            x = nn.max_pool(x, (3, 3), (2, 2), padding="SAME")
            for i, features in enumerate((16, 32, 64, 128)):
                x = Block(features, 1 if i == 0 else 2)(x)
                x = Block(features, 1)(x)
            x = jnp.mean(x, axis=(1, 2))
            return nn.Dense(10)(x)

    side = {"test": 32, "bench": 112}[size]
    model = ResNet()
    shape = [1, side, side, 3]
    variables = model.init(jax.random.PRNGKey(0), jnp.zeros(shape, jnp.float32))
    return Built("flax", model, variables, image(shape))


def _flax_transformer(size):
    import jax
    import jax.numpy as jnp
    import flax.linen as nn

    class Layer(nn.Module):
        @nn.compact
        def __call__(self, x):
            y = nn.MultiHeadDotProductAttention(num_heads=4, qkv_features=64)(x, x)
            x = nn.LayerNorm()(x + y)
            y = nn.Dense(64)(nn.gelu(nn.Dense(256)(x)))
            return nn.LayerNorm()(x + y)

    class Encoder(nn.Module):
        """A BERT-style encoder: token and position embeddings, 2 layers."""

        @nn.compact
        def __call__(self, ids):
            x = nn.Embed(1000, 64)(ids)
            pos = self.param("position", nn.initializers.normal(0.02), (128, 64))
            x = nn.LayerNorm()(x + pos[None, :ids.shape[1]])
            for _ in range(2):
                x = Layer()(x)
            return x

    seq = {"test": 16, "bench": 128}[size]
    model = Encoder()
    variables = model.init(jax.random.PRNGKey(0), jnp.zeros((1, seq), jnp.int32))
    return Built("flax", model, variables,
                 [("input0.npy", "i32", [1, seq], ("randint", 0, 1000))])


# ---------------------------------------------------------------------------
# The zoo. params: the archive format the tests load ("irpa": made from the
# generated .safetensors by streamref-params convert, as IREE's
# iree-convert-parameters makes it for the expected outputs; "safetensors":
# loaded as generated).

Model = collections.namedtuple("Model", "name build params kind layout description")

# Test sizes are small because streamref's convolutions are slow today
# (issue 14). 40x40 is about the smallest the torchvision CNNs take: at
# 32x32 a stride-2 3x3 convolution has a 1x1 output and iree-compile 3.13
# fails on it ("'linalg.generic' op inferred input/output operand #1 has
# shape's dimension #2 to be 4, but found 3").
CNN = {"test": 40, "bench": 224}
MODELS = [
    Model("resnet18", _torchvision("resnet18", "torch", {"test": 40, "bench": 112}),
          "irpa", "CNN", "NCHW", "torchvision resnet18"),
    Model("mobilenet_v2", _torchvision("mobilenet_v2", "torch", CNN),
          "irpa", "CNN", "NCHW", "torchvision mobilenet_v2"),
    Model("mobilenet_v3_small", _torchvision("mobilenet_v3_small", "torch", CNN),
          "irpa", "CNN", "NCHW", "torchvision mobilenet_v3_small"),
    Model("shufflenet_v2", _torchvision("shufflenet_v2_x0_5", "torch", CNN),
          "irpa", "CNN", "NCHW", "torchvision shufflenet_v2_x0_5"),
    Model("efficientnet_b0_onnx", _torchvision("efficientnet_b0", "onnx", CNN),
          "irpa", "CNN", "NCHW", "torchvision efficientnet_b0 through ONNX"),
    Model("squeezenet_onnx", _torchvision("squeezenet1_1", "onnx", CNN),
          "safetensors", "CNN", "NCHW", "torchvision squeezenet1_1 through ONNX"),
    Model("flax_resnet", _flax_resnet, "safetensors", "CNN", "NHWC",
          "ResNet-18 layout at 1/4 width from flax.linen layers"),
    Model("bert", _bert, "irpa", "transformer", "seq ?",
          "transformers BertModel (2 layers, hidden 64), dynamic sequence length"),
    Model("gpt2", _gpt2, "safetensors", "transformer", "",
          "transformers GPT2LMHeadModel (2 layers, n_embd 64), logits"),
    Model("vit", _vit, "irpa", "transformer", "NCHW",
          "transformers ViTForImageClassification (2 layers, hidden 64, patch 8)"),
    Model("distilbert_onnx", _distilbert_onnx, "irpa", "transformer", "",
          "transformers DistilBertModel (2 layers, dim 64) through ONNX"),
    Model("flax_transformer", _flax_transformer, "irpa", "transformer", "",
          "BERT-style encoder from flax.linen layers (2 layers, dim 64)"),
    Model("lstm", _rnn("LSTM"), "irpa", "RNN", "", "torch.nn.LSTM (2 layers) + Linear"),
    Model("gru", _rnn("GRU"), "irpa", "RNN", "", "torch.nn.GRU (2 layers) + Linear"),
]
