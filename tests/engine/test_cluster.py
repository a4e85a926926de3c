"""Tournaments and ladders on a Dask cluster play the same games as `--jobs` (issue 32, item 4)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from qtgames.cli import main
from qtgames.engine import ladder
from qtgames.engine.cluster import Cluster, ClusterError, connect, identity

pytest.importorskip("distributed")


def _table(text: str) -> list[str]:
    """The tournament's table without its timing column, which no two runs share."""
    return [line.rsplit("%", 1)[0] for line in text.splitlines() if "%" in line]


@pytest.mark.slow   # over 1.6 s: the slow step (the fast gate stays under five minutes)
def test_a_local_cluster_of_two_plays_the_table_jobs_2_plays(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["tournament", "--game", "tsuro-seas", "--players", "greedy,random", "--games", "8", "--seed", "11"]
    assert main(args + ["--jobs", "2"]) == 0
    by_jobs = capsys.readouterr()
    assert main(args + ["--cluster", "local:2"]) == 0
    by_cluster = capsys.readouterr()
    assert "Dask cluster local:2: 2 workers" in by_cluster.err
    assert len(_table(by_jobs.out)) == 3 and _table(by_cluster.out) == _table(by_jobs.out)


@pytest.fixture(scope="module")
def two_workers() -> Iterator[Cluster]:
    with connect("local:2") as cluster:
        yield cluster


@pytest.mark.slow   # over a second: the slow step (the fast gate stays under five minutes)
def test_a_ladder_on_the_cluster_counts_what_jobs_2_counts(two_workers: Cluster, monkeypatch: pytest.MonkeyPatch) -> None:
    # The quick levels only: the pairs' kinds travel with each match, so the workers need no patch.
    monkeypatch.setattr(ladder, "LEVELS", ("random", "easy", "greedy"))
    shown: list[tuple[int, int]] = []
    on_cluster = ladder.run_ladder("tsuro-seas", 6, 7, cluster=two_workers,
                                   progress=lambda done, total: shown.append((done, total)))
    by_jobs = ladder.run_ladder("tsuro-seas", 6, 7, jobs=2)
    assert [(p.lower, p.upper, p.games, p.scores) for p in on_cluster] == \
        [(p.lower, p.upper, p.games, p.scores) for p in by_jobs]
    assert shown[-1][0] == shown[-1][1] == sum(p.games for p in by_jobs), "the progress bar reaches its end"


@pytest.mark.parametrize(("address", "said"), [
    ("local:0", "1 to 256"),
    ("localhost:8786", "neither local:N nor tcp://HOST:PORT"),
    ("tcp://127.0.0.1:9", "no Dask scheduler answers at tcp://127.0.0.1:9"),
])
@pytest.mark.slow   # over a second: the slow step (the fast gate stays under five minutes)
def test_a_cluster_that_cannot_be_used_is_one_line(address: str, said: str, capsys: pytest.CaptureFixture[str],
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("qtgames.engine.cluster.CONNECT_SECONDS", 1)
    args = ["tournament", "--game", "tsuro-seas", "--players", "greedy,random", "--games", "2", "--cluster", address]
    assert main(args) == 2
    err = capsys.readouterr().err
    assert said in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


class _Workers:
    """A client whose workers answer `identity` as given: what a cluster of other machines says."""

    def __init__(self, answers: dict[str, dict[str, str]]) -> None:
        self.answers = answers

    def run(self, function: Any) -> dict[str, dict[str, str]]:
        assert function is identity
        return self.answers


def test_a_worker_with_other_data_or_weights_is_refused_by_name() -> None:
    mine = identity()
    assert {"qtgames", "tsuro-seas data", "tsuro_seas weights"} <= mine.keys()
    other = dict(mine, **{"tsuro-seas data": "0" * 16})
    with pytest.raises(ClusterError, match=r"worker tcp://10\.0\.0\.2:1 differs from this machine in tsuro-seas data"):
        Cluster(_Workers({"tcp://10.0.0.1:1": mine, "tcp://10.0.0.2:1": other})).check_workers()  # type: ignore[arg-type]
    with pytest.raises(ClusterError, match="no workers"):
        Cluster(_Workers({})).check_workers()  # type: ignore[arg-type]
    Cluster(_Workers({"tcp://10.0.0.1:1": mine})).check_workers()  # type: ignore[arg-type]


def test_connect_reports_a_missing_dask(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(__import__("sys").modules, "distributed", None)
    with pytest.raises(ClusterError, match=r"pip install 'qtgames\[cluster\]'"), connect("local:1"):
        pass
