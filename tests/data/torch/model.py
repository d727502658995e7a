import torch
import torch.nn as nn
from iree.turbine import aot


class Block(nn.Module):
    def __init__(self, channels):
        super().__init__()
        self.conv = nn.Conv2d(channels, channels, 3, padding=1)
        self.norm = nn.BatchNorm2d(channels)

    def forward(self, x):
        return torch.relu(self.norm(self.conv(x)))


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Conv2d(3, 8, 3, padding=1)
        self.block1 = Block(8)
        self.block2 = Block(8)
        self.head = nn.Linear(8, 10)

    def forward(self, x):
        x = self.stem(x)
        x = self.block1(x)
        x = self.block2(x)
        x = x.mean(dim=(2, 3))
        return self.head(x)


model = Net().eval()
exported = aot.export(model, torch.randn(1, 3, 16, 16))
module = exported.mlir_module
with open("net.mlir", "w") as handle:
    handle.write(module.operation.get_asm(enable_debug_info=True, large_elements_limit=16))
