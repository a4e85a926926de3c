"""Tsuro of the Seas in Hungarian: the move log, the prompts and the action labels.

The words are the Hungarian rulebook's (sodráslapka, vitorlás, daikaiju, húzópakli, kockadobás).
Squares and numbers take "a" or "az" by how they are read aloud ("az E3", "a 3.", "az 5."), and
sentences put the player first, so the GUI can put a name where "2. játékos" stands.
"""

from __future__ import annotations

from typing import Any

from ..core import messages
from ..core.hu import az, cap
from ..core.messages import player as _p
from .board import geometry
from .data import load_data
from .events import _sq, kaiju_label

_FACINGS = ("észak", "kelet", "dél", "nyugat")
_EDGES = ("északi", "keleti", "déli", "nyugati")
_MARK_SIDES = ("felső", "jobb", "alsó", "bal")
_MARK_PLACES = ("bal", "jobb", "felső", "alsó", "jobb", "bal", "alsó", "felső")
_ORDINALS = ("első", "második", "harmadik", "negyedik", "ötödik", "hatodik", "hetedik", "nyolcadik",
             "kilencedik", "tizedik")
_TURNS = ("forgatás nélkül", "egyszer jobbra forgatva", "kétszer forgatva", "egyszer balra forgatva")
_CAUSES = {
    "daikaiju_moved": "{kaiju} a lapkájára lépett {square} mezőn",
    "daikaiju_placed": "{kaiju} a lapkájára érkezett {square} mezőn",
    "daikaiju_in_front": "{kaiju} elé lépett, {square} mezőre",
    "daikaiju_waiting": "{kaiju} vár előtte {square} mezőn",
    "no_free_mark": "{kaiju} {square} mezőn elállja a kiindulópontját, és azon az oldalon nincs más szabad pont",
}
def _mark(mark: int) -> str:
    """A starting mark by its square, edge and place: "A2, bal szél, felső pont"."""
    position = geometry(load_data().size).start_marks[mark]
    return f"{_sq(position >> 3)}, {_MARK_SIDES[(position & 7) // 2]} szél, {_MARK_PLACES[position & 7]} pont"


def _ordinals(places: list[int]) -> str:
    """Places in a row (0 first) with their article: "az első", "a második és harmadik"."""
    words = [_ORDINALS[place] if place < len(_ORDINALS) else f"{place + 1}." for place in places]
    listed = words[0] if len(words) == 1 else ", ".join(words[:-1]) + " és " + words[-1]
    return f"{'az' if listed[0] in 'eö' else 'a'} {listed}" if listed[0].isalpha() else az(listed)


def _out(d: dict[str, Any]) -> str:
    """Where a ship's wake put it out: off which edge, into which daikaiju, or round which loop."""
    fate, square = d["fate"], _field(d["square"])
    if fate == -1:
        return f"lesodródik a tábla {_EDGES[d['side']]} széléről {square} mezőnél"
    if fate == -2:
        return f"nekiütközik {_k(d['kaiju'], 'nak')} {square} mezőn"
    return f"vég nélküli hurokba kerül {square} mezőn át"


def _k(kaiju: int, ending: str = "") -> str:
    """A daikaiju by the name the board shows, with its article ("a 3 jelű daikaiju", "az 5★ jelű
    daikaiju": "a 3 daikaiju" would read as three of them), `ending` its case ending."""
    return az(f"{kaiju_label(kaiju)} jelű daikaiju{ending}")


def _field(square: int) -> str:
    return az(_sq(square))


def _goes(to: str) -> str:
    """Where removed tiles go: under the pile, or out of the game."""
    return "a húzópakli aljára kerül." if to == "pile" else "kikerül a játékból."


_TEXTS: dict[str, Any] = {
    "dealt": lambda d: (f"Mind {az(str(d['players']))} játékos {d['hand']} sodráslapkát kap; {d['pile']} lapka "
                        "alkotja a húzópaklit."),
    "kaiju_placed": lambda d: (f"Arany {d['gold']}, kék {d['blue']}: {_k(d['kaiju'])} {_field(d['square'])} mezőre "
                               f"kerül, {_FACINGS[d['facing']]} felé nézve."),
    "start_chosen": lambda d: f"{_p(d['seat'])} kiindulópontra teszi a vitorlását: {_mark(d['mark'])}.",
    "relocated": lambda d: f"{_p(d['seat'])} áthelyezi a vitorlását: {_mark(d['mark'])}.",
    "must_relocate": lambda d: (f"{_p(d['seat'])}: egy daikaiju elállja az első lépését, másik kiindulópontra "
                                "kell áthelyeznie."),
    "turn": lambda d: f"{d['turn']}. kör: {_p(d['seat'])}.",
    "dice": lambda d: (f"{_p(d['seat'])} dob: arany {d['gold']} + kék {d['blue']} = {d['gold'] + d['blue']}"
                       + (": mozognak a daikaijuk!" if d["moves"] else ".")),
    "kaiju_die": lambda d: (f"A daikaiju-kockán {d['die']} áll"
                            + (": új daikaiju érkezik." if d["die"] == 6 else ".")),
    "no_kaiju_left": lambda d: "Nincs több daikaiju a készletben: nem történik semmi.",
    "kaiju_top_up": lambda d: (("Egy daikaiju sincs" if d["count"] == 0 else f"Már csak {d['count']} daikaiju van")
                               + f" a táblán, kevesebb, mint {d['minimum']}: {_p(d['seat'])} újakat tesz le, amíg "
                               f"{d['minimum']} nem lesz, és ebben a körben nem dob a mozgásukért."),
    "kaiju_turned": lambda d: f"{cap(_k(d['kaiju']))} {_FACINGS[d['facing']]} felé fordul.",
    "kaiju_moved": lambda d: (f"{cap(_k(d['kaiju']))} {_field(d['square'])} mezőről {_field(d['target'])} "
                              "mezőre lép."),
    "kaiju_left_board": lambda d: (f"{cap(_k(d['kaiju']))} {_field(d['square'])} mezőről lelép a tábláról: "
                                   "kiesik a játékból."),
    "kaiju_destroyed": lambda d: (f"{cap(_k(d['by']))} elpusztítja {_k(d['kaiju'], 't')} {_field(d['square'])} "
                                  "mezőn" + (" (vissza a készletbe)." if d["to"] == "supply"
                                             else " (kiesik a játékból).")),
    "tile_removed": lambda d: f"{cap(_field(d['square']))} mezőn lévő sodráslapka {_goes(d['to'])}",
    "ship_destroyed": lambda d: (f"{_p(d['seat'])} vitorlása elpusztul: "
                                 + _CAUSES[d["cause"]].format(kaiju=_k(d["kaiju"]), square=_field(d["square"])) + "."),
    "tile_placed": lambda d: f"{_p(d['seat'])} sodráslapkát tesz {_field(d['square'])} mezőre.",
    "ship_sailed": lambda d: f"{_p(d['seat'])} vitorlása követi a sodrását.",
    "ship_out": lambda d: (f"{_p(d['seat'])} vitorlása "
                           + ("" if d["placed_by"] == d["seat"] else f"{_p(d['placed_by'])} lapkája nyomán ")
                           + f"{_out(d)}: kiesik a játékból."),
    "bonus_taken": lambda d: f"{_p(d['seat'])} {d['count']} lapkát cserél a kiesett játékosok lapkáival.",
    "bonus_to_pile": lambda d: " és ".join(
        ([f"{_p(d['seat'])} által adott {d['given']} lapka"] if d["given"] else [])
        + [f"{_p(victim)} kezéből {n} lapka" for victim, n in zip(d["victims"], d["left"], strict=True) if n])
        + " a húzópakli aljára kerül.",
    "hand_disposed": lambda d: f"{_p(d['seat'])} kezéből {d['count']} lapka {_goes(d['to'])}",
    "drew": lambda d: f"{_p(d['seat'])} húz egy lapkát (a húzópakliban {d['pile']} maradt).",
    "pile_empty": lambda d: f"A húzópakli üres: {_p(d['seat'])} nem húz.",
    "hand_empty": lambda d: (f"{_p(d['seat'])} kezében nincs lerakható lapka: kimarad a kör hátralévő "
                             "részéből."),
    "blocked": lambda d: f"{_p(d['seat'])} vitorlása előtt daikaiju vár: ebben a körben nem hajózhat.",
    "game_over": lambda d: ((" és ".join(_p(s) for s in d["winners"])
                            + (" nyert!" if len(d["winners"]) == 1 else " nyertek!"))
                           if d["winners"] else "Senki sem élte túl."),
    "prompt:start": lambda d: "Válassz kiindulópontot a vitorlásodnak.",
    "prompt:place": lambda d: "Tegyél egy sodráslapkát a vitorlásod elé.",
    "prompt:bonus": lambda d: "Cserélj lapkákat a kiesett játékosok lapkáival, vagy tartsd meg a tieidet.",
    "refusal:not_in_front": lambda d: (f"Sodráslapka csak a vitorlásod előtti üres mezőre kerülhet: "
                                       f"{az(d['square'])} mezőre."),
    "prompt:relocate": lambda d: "Egy daikaiju elállja az első lépésedet: válassz másik kiindulópontot.",
    "action:place": lambda d: f"{cap(_ordinals([d['slot']]))} lapkád lerakása, {_TURNS[d['rotation'] % 4]}",
    "action:place_other": lambda d: f"Egy másik kézben lévő lapka lerakása, {_TURNS[d['rotation'] % 4]}",
    "point_name": lambda d: f"{_MARK_SIDES[d['point'] // 2]} szél, {_MARK_PLACES[d['point']]} pont",
    "action:start": lambda d: f"Indulás innen: {_mark(d['index'])}",
    "action:relocate": lambda d: f"Áthelyezés ide: {_mark(d['index'])}",
    "action:keep": lambda d: "Megtartom a lapkáimat",
    "action:swap": lambda d: (f"{cap(_ordinals(d['given']))} lapkád cseréje a felkínáltak közül "
                              f"{_ordinals(d['taken'])} lapkára"),
    "action:give": lambda d: f"{cap(_ordinals(d['given']))} lapkád odaadása, semmit sem véve érte",
    "action:take": lambda d: f"A felkínáltak közül {_ordinals(d['taken'])} lapka elvétele, semmit sem adva érte",
    "route:safe": lambda d: "biztonságban",
    "route:off_edge": lambda d: "lesodródik a tábláról",
    "route:daikaiju": lambda d: "daikaijunak ütközik",
    "route:loop": lambda d: "hurokba kerül",
    "route:same_wake": lambda d: "ugyanazon a sodráson, mint egy másik vitorlás",
}

# Refusals and the rule options' labels and help, under their English wording.
_SENTENCES = {
    "The game is over.": "A játék véget ért.",
    "Each player first puts their ship on a starting mark.": "Előbb mindenki kiindulópontra teszi a vitorlását.",
    "The active player must place a wake tile now.":
        "A soron következő játékosnak most sodráslapkát kell lerakni.",
    "The active player decides on the elimination bonus now.":
        "A soron következő játékos most dönt a kiesési bónuszról.",
    "The active player must move their ship to another starting mark now.":
        "A soron következő játékosnak most másik kiindulópontra kell áthelyeznie a vitorlását.",
    "This would sail your own ship off the board's edge, and another placement avoids that.":
        "Ez a saját vitorlásodat a tábla szélén túlra sodorná, pedig más lerakással elkerülhető.",
    "This would trap your own ship in a loop with no end, and another placement avoids that.":
        "Ez a saját vitorlásodat vég nélküli hurokba zárná, pedig más lerakással elkerülhető.",
    "This would lead your own wake into a daikaiju, and another placement avoids that.":
        "Ez a saját sodrásodat daikajuba vezetné, pedig más lerakással elkerülhető.",
    "Two ships would then travel the same wake in the same direction.":
        "Így két vitorlás haladna ugyanazon a sodráson ugyanabba az irányba.",
    "You can only place a tile from your own hand.": "Csak a saját kezedből rakhatsz le lapkát.",
    "A tile has four rotations, 0-3.": "Egy lapkának négy állása van, 0–3.",
    "There is no such starting mark.": "Nincs ilyen kiindulópont.",
    "Another ship already stands on that starting mark.": "Azon a kiindulóponton már áll egy vitorlás.",
    "Your ship already stands on that mark: move it to another one.":
        "A vitorlásod már ezen a kiindulóponton áll: egy másikra helyezd át.",
    "Move to a starting mark on the same side of the board as the one your ship stands on.":
        "A tábla ugyanazon oldalán lévő kiindulópontra helyezd át, ahol a vitorlásod most áll.",
    "A wake tile lies on that mark's square.": "Annak a kiindulópontnak a mezőjén sodráslapka fekszik.",
    "A daikaiju stands on that mark's square.": "Annak a kiindulópontnak a mezőjén daikaiju áll.",
    "Swap as many of your tiles as you take, and take only tiles of the players your tile just eliminated.":
        "Annyi lapkát adj, ahányat elveszel, és csak az imént kiejtett játékosok lapkáiból vegyél.",
    "keep your ship sailing through {target} of your own turns":
        "tartsd vízen a vitorlásodat {target} saját körödön át",
    # the bundled scenarios' titles (start page)
    "Rulebook example: a daikaiju destroys a ship (TS-D4)":
        "Szabálykönyvi példa: egy daikaiju elpusztít egy vitorlást (TS-D4)",
    "Rulebook example: a daikaiju blocks a ship on its starting mark (TS-D8)":
        "Szabálykönyvi példa: egy daikaiju elállja a kiindulóponton álló vitorlás útját (TS-D8)",
    "Rulebook example: a daikaiju stops in front of the active ship (TS-D5)":
        "Szabálykönyvi példa: egy daikaiju a soron következő vitorlás előtt áll meg (TS-D5)",
    "Puzzle 1: the corner squeeze": "1. feladvány: szorítás a sarokban",
    "Puzzle 2: three turns on the bottom row": "2. feladvány: három kör az alsó sorban",
    "Puzzle 3: the last two captains": "3. feladvány: az utolsó két kapitány",
    "Play with daikaiju": "Játék daikajukkal",
    "Off: the optional rule without sea monsters (no dice, no minimum of three).":
        "Kikapcsolva: a választható szabály tengeri szörnyek nélkül (nincs kockadobás, nincs háromdaikajus "
        "minimum).",
    "Daikaiju act in order of rotation number": "A daikaijuk forgásszám szerinti sorrendben lépnek",
    "The Hungarian rulebook says descending; the 2013 English rulebook says ascending.":
        "A magyar szabálykönyv szerint csökkenő, a 2013-as angol szerint növekvő sorrendben.",
    "A daikaiju destroyed by another goes": "A másik által elpusztított daikaiju helye",
    "supply: to the bottom of the face-down supply (a 6 can bring it back); out: out of the game.":
        "supply: a képpel lefelé fordított készlet aljára (egy 6-os visszahozhatja); out: kikerül a játékból.",
    "A wake tile under a newly placed daikaiju goes": "Az újonnan lerakott daikaiju alatti sodráslapka helye",
    "out: out of the game, as TS-D7 says; pile: to the bottom of the draw pile, as a moving daikaiju does.":
        "out: kikerül a játékból, ahogy a TS-D7 mondja; pile: a húzópakli aljára, ahogy a mozgó daikajunál.",
    "A daikaiju already waiting in front of the active ship destroys it":
        "A soron következő vitorlás előtt már váró daikaiju elpusztítja",
    "Off: only a daikaiju that arrives there during the active player's own roll does (TS-D5).":
        "Kikapcsolva: csak az a daikaiju, amely a soron következő játékos saját dobásakor érkezik oda (TS-D5).",
    "Eliminated players still roll for daikaiju": "A kiesett játékosok is dobnak a daikajukért",
    "The rulebook is silent; a public summary says they do.":
        "A szabálykönyv nem szól róla; egy nyilvános összefoglaló szerint dobnak.",
    "Two ships may share a starting mark": "Két vitorlás osztozhat egy kiindulóponton",
    "Off (the ruling): every ship needs its own starting mark.":
        "Kikapcsolva (a döntés): minden vitorlásnak saját kiindulópont kell.",
    "Hand of a player eliminated without a bonus goes": "A bónusz nélkül kiesett játékos kezének helye",
    "pile: to the bottom of the draw pile; out: out of the game.":
        "pile: a húzópakli aljára; out: kikerül a játékból.",
    "The board fills up (TS-W3) when": "A tábla megtelik (TS-W3), amikor",
    "covered: its last empty square is covered by a wake tile or a daikaiju (the FAQ's plain reading); "
    "no_placement: no tile can be placed any more, so play goes on while daikaiju may free squares.":
        "covered: az utolsó üres mezőjét is lefedi egy sodráslapka vagy egy daikaiju (a GYIK szó szerinti "
        "olvasata); no_placement: már egyetlen lapka sem rakható le, így a játék folytatódik, amíg a daikajuk "
        "mezőket szabadíthatnak fel.",
}

messages.register("hu", _TEXTS)
messages.register_sentences("hu", _SENTENCES)
