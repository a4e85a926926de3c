"""Seeded matches on a Dask cluster: one machine's cores are not enough to tune an AI.

A ladder at 100 counted Magellan games a pair is hours of one core, and every match is
independent and fully seeded, which is exactly the work a distributed scheduler spreads over
machines. `dask.distributed` does the queueing, retries and worker bookkeeping (no home-made job
queue); this module only says where the cluster is and checks that every worker would play the
same games as this machine.

- `local:N` starts N worker processes here (one thread each: the engine is pure Python, threads
  would only share one interpreter lock);
- `tcp://HOST:8786` joins a running scheduler (`dask scheduler` on one machine, `dask worker
  tcp://HOST:8786 --nthreads 1` on each, every one with the same qtgames installed; docs/ai.md).

Matches come back in the order they were sent, as from `--jobs`, so the same seed gives the same
table whichever way the games were played. Dask is an optional extra (`pip install .[cluster]`);
without it `--cluster` says how to get it. No Qt here.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, TypeVar

from .. import __version__
from .core import get_game
from .core.registry import game_keys
from .core.shipped import shipped_path

if TYPE_CHECKING:
    from distributed import Client

T = TypeVar("T")
R = TypeVar("R")

_LOCAL = re.compile(r"local:(\d+)")
_REMOTE = re.compile(r"(tcp|tls)://[^\s/]+:\d+")
# A scheduler that does not answer in this many seconds is reported, not waited for.
CONNECT_SECONDS = 20


class ClusterError(ValueError):
    """The cluster named cannot run these matches: a bad address, no Dask, a worker that differs."""


def identity() -> dict[str, str]:
    """What decides how a seeded match plays, on this machine: qtgames' version, each game's
    component data in force (a user's override changes it) and the AI's fitted weights."""
    found = {"qtgames": __version__}
    for key in game_keys():
        found[f"{key} data"] = get_game(key).data_in_force().digest
    for weights in sorted(shipped_path("resources").glob("*/evaluation.json")):
        found[f"{weights.parent.name} weights"] = hashlib.sha256(weights.read_bytes()).hexdigest()[:16]
    return found


class Cluster:
    """A connected Dask client that plays matches in order (see the module's docstring)."""

    def __init__(self, client: Client) -> None:
        self._client = client

    @property
    def workers(self) -> int:
        return len(self._client.scheduler_info().get("workers", {}))

    def check_workers(self) -> None:
        """Refuse a cluster whose workers would play other games than this machine would."""
        mine = identity()
        theirs: dict[str, dict[str, str]] = self._client.run(identity)
        if not theirs:
            raise ClusterError("the cluster has no workers: start some with `dask worker ADDRESS --nthreads 1`")
        for worker, found in sorted(theirs.items()):
            differing = sorted(name for name in mine.keys() | found.keys() if mine.get(name) != found.get(name))
            if differing:
                raise ClusterError(f"worker {worker} differs from this machine in {', '.join(differing)}: "
                                   "install the same qtgames, data and weights on every worker")

    def map(self, play: Callable[[T], R], args: Sequence[T]) -> Iterator[R]:
        """`play` over `args` on the workers, yielding results in the order of `args` as they come;
        matches not yet played are cancelled if the caller stops early (Ctrl-C)."""
        futures = self._client.map(play, list(args), pure=False)
        try:
            for future in futures:
                yield future.result()
        finally:
            self._client.cancel(futures)  # type: ignore[no-untyped-call]  # distributed leaves cancel unannotated


@contextmanager
def connect(address: str) -> Iterator[Cluster]:
    """The cluster at `address` (`local:N` or `tcp://HOST:PORT`), checked and closed afterwards."""
    local = _LOCAL.fullmatch(address)
    if not local and not _REMOTE.fullmatch(address):
        raise ClusterError(f"--cluster: {address!r} is neither local:N nor tcp://HOST:PORT")
    if local and not 1 <= int(local.group(1)) <= 256:
        raise ClusterError("--cluster: local:N takes 1 to 256 worker processes")
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        raise ClusterError("--cluster needs Dask: pip install 'qtgames[cluster]'") from None
    with _client(Client, LocalCluster, address, local) as client:
        cluster = Cluster(client)
        cluster.check_workers()
        yield cluster


@contextmanager
def _client(client_type: Any, local_type: Any, address: str, local: re.Match[str] | None) -> Iterator[Client]:
    if local:
        # No dashboard: it would need bokeh and a port, and a ladder prints its own progress.
        with local_type(n_workers=int(local.group(1)), threads_per_worker=1, processes=True,
                        dashboard_address=None) as spawned, client_type(spawned) as client:
            yield client
        return
    try:
        client = client_type(address, timeout=CONNECT_SECONDS)
    except OSError as exc:
        raise ClusterError(f"--cluster: no Dask scheduler answers at {address} ({exc})") from None
    with client:
        yield client
