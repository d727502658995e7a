import jax
import jax.numpy as jnp
from jax import lax


def score(x, w):
    return jax.nn.softmax(x @ w, axis=-1)


def model(x, w):
    s = score(x, w)
    best = jnp.argmax(s, axis=1)
    ordered = lax.sort(s, dimension=1)
    total = lax.fori_loop(0, 4, lambda i, acc: acc + ordered[:, i], jnp.zeros((x.shape[0],), x.dtype))
    picked = lax.cond(total[0] > 0.5, lambda t: t * 2.0, lambda t: t - 1.0, total)
    return best, picked


x = jnp.ones((8, 32), jnp.float32)
w = jnp.ones((32, 16), jnp.float32)
text = jax.jit(model).lower(x, w).as_text(debug_info=True)
with open("topk.stablehlo.mlir", "w") as handle:
    handle.write(text)
