"""Hungarian grammar the games' Hungarian catalogues share (`<game>/messages_hu.py`), and the
one sentence part every game uses: how a seat is named ("2. játékos")."""

from __future__ import annotations

from . import messages

# Letters whose Hungarian names start with a vowel sound (á, e, i, ef, el, em, en, er, es …).
_VOWEL_LETTERS = set("AEIOUFLMNRSXY")


def az(word: str) -> str:
    """`word` with its definite article as it is read aloud: "az E3", "a B2", "az 5.", "a 3.", "az 1★"."""
    number = word[:len(word) - len(word.lstrip("0123456789"))]   # "5." and "5★" are read "öt"
    if number:   # egy, öt, ötven… start with a vowel; kettő, tíz, száz… do not
        vowel = number == "1" or number.startswith("5")
    else:
        vowel = word[:1].upper() in _VOWEL_LETTERS
    return f"{'az' if vowel else 'a'} {word}"


def cap(text: str) -> str:
    """The sentence's first letter capitalised (an article at the start of a sentence)."""
    return text[:1].upper() + text[1:]


messages.register("hu", {
    "player": lambda d: f"{d['number']}. játékos",
    "refusal:decides_now": lambda d: f"Most {az(d['decider'])} dönt: {d['prompt']}",   # protocol.py
    "refusal:not_yours": lambda d: f"Most {az(d['decider'])} dönt, nem {az(d['seat'])}: {d['prompt']}",
})
messages.register_sentences("hu", {"win the game": "nyerd meg a játékot"})   # every game's goal (protocol.py)
