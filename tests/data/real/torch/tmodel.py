import torch
import torch.nn as nn
import torch.nn.functional as F
from iree.turbine import aot


def act(x):
    return F.relu(x) * 0.5


class Small(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(8, 16)
        self.b = nn.Linear(16, 4)

    def forward(self, x):
        h = act(self.a(x))
        y = self.b(h)
        return torch.softmax(y, dim=-1)


torch.manual_seed(0)
model = Small().eval()
exported = aot.export(model, torch.randn(2, 8))
module = exported.mlir_module
with open("tmodel.mlir", "w") as handle:
    handle.write(module.operation.get_asm(enable_debug_info=True, large_elements_limit=16))
