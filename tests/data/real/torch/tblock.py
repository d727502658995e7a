import torch
import torch.nn as nn
import torch.nn.functional as F
from iree.turbine import aot


def project(x, layer):
    return layer(x)


class Attention(nn.Module):
    def __init__(self, dim, heads):
        super().__init__()
        self.heads = heads
        self.q = nn.Linear(dim, dim)
        self.k = nn.Linear(dim, dim)
        self.v = nn.Linear(dim, dim)
        self.o = nn.Linear(dim, dim)

    def forward(self, x):
        b, s, d = x.shape
        h = self.heads
        q = project(x, self.q).view(b, s, h, d // h).transpose(1, 2)
        k = project(x, self.k).view(b, s, h, d // h).transpose(1, 2)
        v = project(x, self.v).view(b, s, h, d // h).transpose(1, 2)
        scores = torch.matmul(q, k.transpose(-1, -2)) / (d // h) ** 0.5
        attn = torch.softmax(scores, dim=-1)
        y = torch.matmul(attn, v).transpose(1, 2).reshape(b, s, d)
        return self.o(y)


class Block(nn.Module):
    def __init__(self, dim=64, heads=4):
        super().__init__()
        self.ln1 = nn.LayerNorm(dim)
        self.attn = Attention(dim, heads)
        self.ln2 = nn.LayerNorm(dim)
        self.fc1 = nn.Linear(dim, 4 * dim)
        self.fc2 = nn.Linear(4 * dim, dim)

    def forward(self, x):
        x = x + self.attn(self.ln1(x))
        x = x + self.fc2(F.gelu(self.fc1(self.ln2(x))))
        return x


torch.manual_seed(0)
model = Block().eval().half()
exported = aot.export(model, torch.randn(2, 64, 64, dtype=torch.float16))
module = exported.mlir_module
with open("tblock.mlir", "w") as handle:
    handle.write(module.operation.get_asm(enable_debug_info=True, large_elements_limit=16))
