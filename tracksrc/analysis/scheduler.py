"""Running tasks on a Dask cluster the user trusts.

Connecting to a Dask scheduler is trusting it: Dask's protocol unpickles
what the scheduler sends, so whoever answers at its address runs code in
this process. tracksrc connects only when that trust is established: a
`tls://` scheduler whose certificate the user's CA signs (`--tls-ca-file`,
with `--tls-cert`/`--tls-key` when the cluster asks clients for theirs:
Dask's `Security`, encryption required), or any scheduler the user says
is theirs (`trusted`, `--trust-scheduler`). A plain `tcp://` address is
refused otherwise, loopback included: any local user can listen on a
port.

A scheduler that does not answer is an error within `connect_seconds`;
one that goes away mid-run is an error naming the tasks not done; no
Dask exception reaches the user as a traceback.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tracksrc.errors import TracksrcError
from tracksrc.reading.files import check_regular_file
from tracksrc.safe_text import visible_line

# The Dask default is 30 s: too long to learn that nothing is there.
CONNECT_SECONDS = 10.0


@dataclass(frozen=True)
class SchedulerTrust:
    """Why tracksrc may trust a scheduler: TLS files (the CA that signs the
    scheduler's certificate; this client's certificate and key), or the
    user's word (`trusted`)."""

    tls_ca_file: Path | None = None
    tls_cert: Path | None = None
    tls_key: Path | None = None
    trusted: bool = False


def _scheme(address: str) -> str:
    scheme, separator, rest = address.partition("://")
    if not separator:
        return "tcp"  # Dask's default for HOST:PORT
    if scheme not in ("tcp", "tls") or not rest:
        raise TracksrcError(
            f"tracksrc: error: --scheduler {visible_line(address)}: expected "
            "tls://HOST:PORT or tcp://HOST:PORT"
        )
    return scheme


def security_for(address: str, trust: SchedulerTrust) -> Any:
    """Dask's `Security` for connecting to `address`, or a clear error
    when `trust` does not allow it (see the module docstring)."""
    from distributed.security import Security

    scheme = _scheme(address)
    files = {"--tls-ca-file": trust.tls_ca_file, "--tls-cert": trust.tls_cert}
    files["--tls-key"] = trust.tls_key
    given = {flag: path for flag, path in files.items() if path is not None}
    if scheme == "tcp":
        if given:
            raise TracksrcError(
                f"tracksrc: error: {', '.join(given)} go with a tls:// scheduler, not "
                f"{visible_line(address)}"
            )
        if not trust.trusted:
            raise TracksrcError(
                f"tracksrc: error: not connecting to {visible_line(address)}: a Dask "
                "scheduler runs code in this process (Dask unpickles what it sends), and a "
                "tcp:// one proves nothing about who answers. Use tls:// with --tls-ca-file "
                "(and --tls-cert/--tls-key), or --trust-scheduler if the cluster is yours "
                "and its network too"
            )
        return Security()
    if trust.tls_ca_file is None and not trust.trusted:
        raise TracksrcError(
            f"tracksrc: error: {visible_line(address)}: --tls-ca-file is needed to check "
            "the scheduler's certificate (or --trust-scheduler)"
        )
    if trust.tls_key is not None and trust.tls_cert is None:
        # (A certificate file may hold its key; a key alone is no identity.)
        raise TracksrcError("tracksrc: error: --tls-key goes with --tls-cert")
    for flag, path in given.items():
        try:
            check_regular_file(path, "TLS")
        except TracksrcError as exc:
            raise TracksrcError(f"tracksrc: error: {flag} {exc}") from None
    return Security(
        tls_ca_file=str(trust.tls_ca_file) if trust.tls_ca_file else None,
        tls_client_cert=str(trust.tls_cert) if trust.tls_cert else None,
        tls_client_key=str(trust.tls_key) if trust.tls_key else None,
        require_encryption=True,
    )


def run_on_dask(
    address: str,
    trust: SchedulerTrust,
    function: Callable[..., Any],
    arguments: Sequence[tuple[Any, ...]],
    names: Sequence[str],
    connect_seconds: float = CONNECT_SECONDS,
) -> list[Any]:
    """`function(*each)` for each of `arguments` on the cluster at
    `address`, results in order; `names` name the tasks in errors."""
    try:
        import distributed  # noqa: F401 - only whether it is installed
    except ImportError:
        raise TracksrcError(
            "tracksrc: error: --scheduler needs Dask's distributed package: "
            "pip install '.[dask]' (or distributed>=2024.1)"
        ) from None
    security = security_for(address, trust)
    with _dask_quiet():
        return _run(address, security, function, arguments, names, connect_seconds)


@contextmanager
def _dask_quiet() -> Iterator[None]:
    """Dask's own loggers silenced: they print the tracebacks of a lost
    connection, which the error raised here says in one line."""
    # (Dask's configuration sets levels on some of its loggers, so each one
    # is raised, not only the parent.)
    names = ["distributed"] + [
        name for name in logging.root.manager.loggerDict if name.startswith("distributed.")
    ]
    loggers = [logging.getLogger(name) for name in names]
    levels = [each.level for each in loggers]
    for each in loggers:
        each.setLevel(logging.CRITICAL + 1)
    try:
        yield
    finally:
        for each, level in zip(loggers, levels, strict=True):
            each.setLevel(level)


def _run(
    address: str,
    security: Any,
    function: Callable[..., Any],
    arguments: Sequence[tuple[Any, ...]],
    names: Sequence[str],
    connect_seconds: float,
) -> list[Any]:
    """`run_on_dask` once the scheduler may be trusted."""
    from distributed import Client, as_completed

    shown = visible_line(address)
    try:
        client = Client(address, security=security, timeout=f"{connect_seconds}s")
    # Dask raises many kinds (OSError, TimeoutError, its CommClosedError,
    # ValueError for a bad address...): each means no usable scheduler.
    except Exception as exc:
        raise TracksrcError(
            f"tracksrc: error: no Dask scheduler answers at {shown} within "
            f"{connect_seconds:g} s ({visible_line(type(exc).__name__ + ': ' + str(exc))})"
        ) from None
    results: dict[int, Any] = {}
    try:
        with client:
            futures = {
                client.submit(function, *each, pure=False): number
                for number, each in enumerate(arguments)
            }
            for future in as_completed(futures):
                number = futures[future]
                if future.status == "error":
                    problem = future.exception()
                    raise TracksrcError(
                        f"tracksrc: error: {visible_line(names[number])}: "
                        f"{visible_line(type(problem).__name__ + ': ' + str(problem))}"
                    )
                results[number] = future.result()
    except TracksrcError:
        raise
    # A lost scheduler or worker surfaces as whatever Dask calls it
    # (FutureCancelledError, CommClosedError, OSError...).
    except Exception as exc:
        missing = [names[number] for number in range(len(arguments)) if number not in results]
        raise TracksrcError(
            f"tracksrc: error: the Dask cluster at {shown} stopped answering "
            f"({visible_line(type(exc).__name__)}); {len(missing)} of {len(arguments)} not "
            f"done: {', '.join(visible_line(name) for name in missing)}"
        ) from None
    return [results[number] for number in range(len(arguments))]
