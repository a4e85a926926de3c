"""The command line's own lines speak the language QTGAMES_LANG names, as its engine sentences do:
played in French, `qtgames tournament`, `check`, `analyse`, `review` … framed French moves in
English ("wins.", "a valid … position", "playouts", the tables' columns). Its --json stays English."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from qtgames.cli import main
from qtgames.engine.core import messages
from qtgames.engine.core.registry import speak
from tests.paths import RESOURCES

EXAMPLE = str(RESOURCES / "scenarios" / "tsuro-seas-example-1.json")
RULING = str(RESOURCES / "rulings" / "magellan-plunder-over-20.json")
# The English framing each command printed, whatever the language.
ENGLISH = ["Record written", " wins.", " win.", "nobody", "a valid", " decides", "Action:", "Changed:",
           "still holds", "games, seats rotated", "player ", "95% interval", "mean decision", "legal move",
           "from Player", "playouts in", "stopped:", "chances calibrated", "chances the raw", "chances not",
           "moves reviewed", "judged:", "result:", "inaccurac", "mistake", "blunder", "Review written", "then "]
# A word of each language's framing.
SPOKEN = {"fr": ["gagne", "position valide", "parties, places tournantes", "simulations", "coups revus"],
          "it": ["vince", "posizione valida", "partite, posti a rotazione", "simulazioni", "mosse esaminate"],
          "hu": ["nyer", "érvényes", "játszma, körbeforgó helyek", "lejátszás", "lépés átnézve"]}


@pytest.fixture(params=sorted(SPOKEN))
def spoken(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    monkeypatch.setenv(messages.LANGUAGE_VARIABLE, request.param)
    yield request.param
    speak(messages.ENGLISH)


def said(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    main(list(argv))
    return capsys.readouterr().out


@pytest.mark.slow   # over a second (measured with --durations): the CI slow step runs it
def test_the_command_lines_framing_speaks_the_language(spoken: str, capsys: pytest.CaptureFixture[str],
                                                         tmp_path: Path) -> None:
    record = tmp_path / "m.json"
    out = said(capsys, "play", "tsuro-seas", "--players", "random,random", "--seed", "2", "--record", str(record))
    out += said(capsys, "check", EXAMPLE)
    out += said(capsys, "ruling", EXAMPLE, "--action", "1")
    out += said(capsys, "ruling", RULING)
    out += said(capsys, "tournament", "--game", "tsuro-seas", "--players", "random,random", "--games", "2")
    out += said(capsys, "analyse", EXAMPLE, "--budget", "200")
    out += said(capsys, "review", str(record), "--budget", "20", "--out", str(tmp_path / "review.html"))
    lines = [line for line in out.splitlines() if any(english in line for english in ENGLISH)]
    assert lines == []
    assert [word for word in SPOKEN[spoken] if word not in out] == []


def test_the_json_output_stays_english(spoken: str, capsys: pytest.CaptureFixture[str]) -> None:
    found = json.loads(said(capsys, "check", EXAMPLE, "--json"))
    assert found["decision"]["prompt"] == "Place a wake tile in front of your ship."


def test_a_broken_file_is_refused_in_french_naming_its_field(monkeypatch: pytest.MonkeyPatch,
                                                             capsys: pytest.CaptureFixture[str],
                                                             tmp_path: Path) -> None:
    """Issue 31: the readers' complaints speak the language too; the field keeps the file's spelling."""
    data = json.loads(Path(EXAMPLE).read_text(encoding="utf-8"))
    data["position"]["ships"][0]["point"] = 9
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setenv(messages.LANGUAGE_VARIABLE, "fr")
    try:
        assert main(["check", str(broken)]) != 0
        said_fr = capsys.readouterr().err
        speak(messages.ENGLISH)   # as a new process starts: --json leaves the language as it finds it
        assert main(["check", str(broken), "--json"]) != 0
        found = json.loads(capsys.readouterr().out)
    finally:
        speak(messages.ENGLISH)
    assert said_fr == f"qtgames: error: {broken}\u00a0: position.ships[0].point\u00a0: doit être entre 0 et 7\n"
    assert found["error"] == {"rule": None, "path": "position.ships[0].point", "message": "must be 0-7"}
