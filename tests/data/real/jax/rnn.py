import jax
import jax.numpy as jnp
from jax import lax


def cell(h, x, w, u):
    return jnp.tanh(x @ w + h @ u)


def rnn(xs, w, u):
    def step(h, x):
        h = cell(h, x, w, u)
        return h, h

    h0 = jnp.zeros((w.shape[1],), xs.dtype)
    h, hs = lax.scan(step, h0, xs)
    return hs


def attend(hs, q):
    scores = hs @ q
    weights = jax.nn.softmax(scores)
    return weights @ hs


def model(batch, w, u, q):
    hs = jax.vmap(rnn, in_axes=(0, None, None))(batch, w, u)
    ctx = jax.vmap(attend, in_axes=(0, None))(hs, q)

    def cond(c):
        return jnp.linalg.norm(c[0]) > 1.0

    def body(c):
        return (c[0] * 0.5, c[1] + 1)

    ctx, _ = lax.while_loop(cond, body, (ctx, 0))
    return ctx


batch = jnp.ones((4, 16, 32), jnp.float16)
w = jnp.ones((32, 64), jnp.float16)
u = jnp.ones((64, 64), jnp.float16)
q = jnp.ones((64,), jnp.float16)
text = jax.jit(model).lower(batch, w, u, q).as_text(debug_info=True)
with open("rnn.stablehlo.mlir", "w") as handle:
    handle.write(text)
