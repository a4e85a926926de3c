"""Entdecker in Hungarian: the move log, the prompts and the action labels.

The words are the Hungarian rulebook's (térképrészlet, pakli, forgó, felderítő, erőd, telep,
tartalékkupac, felfedezésjelző). Sentences put the player first, so the GUI can put a name where
"2. játékos" stands.
"""

from __future__ import annotations

from typing import Any

from ..core import messages
from ..core.hu import az, cap
from .data import load_data
from .events import _sq

_QUARTERS = ("egyenesen", "jobbra fordítva", "fejjel lefelé", "balra fordítva")
_SHAPES = {"bay": "öböl", "channel": "csatorna", "corner": "sarok", "headland": "földnyelv", "islet": "szigetecske",
           "land_bridge": "földhíd", "open_sea": "nyílt tenger", "solid_land": "szárazföld",
           "two_points": "kétcsúcsú part"}
_EVENTS = {"friendly_natives": "barátságos bennszülöttek", "gold": "arany",
           "hostile_natives": "ellenséges bennszülöttek", "pirates": "kalózok", "ruins": "romok", "storm": "vihar"}
# Each unit in the nominative and the accusative ("épít egy erődöt").
_UNITS = (("felderítő", "felderítőt"), ("erőd", "erődöt"), ("telep", "telepet"))
_SIDES = ("fölötti", "jobb oldali", "alatti", "bal oldali")


def _p(seat: int) -> str:
    return messages.player(seat)


def _tile(tile: int, ending: str = "") -> str:
    """A card as "egy földnyelv-térképrészlet"; `ending` its case ending ("et": accusative)."""
    data = load_data()
    if tile >= len(data.tiles):
        return f"egy alkalmi térképrészlet{ending}"
    return f"egy {_SHAPES.get(data.tiles[tile].shape, data.tiles[tile].shape)}-térképrészlet{ending}"


def _field(square: int) -> str:
    return az(_sq(square))


def _points(points: dict[int, int]) -> str:
    return ", ".join(f"{_p(seat)} {gained}" for seat, gained in sorted(points.items(), key=lambda kv: -kv[1]))


_TEXTS: dict[str, Any] = {
    "setup": lambda d: (f"A térképrészleteket {len(d['stacks'])} paklira keverik: "
                        f"{', '.join(map(str, d['stacks']))} lap."),
    "income": lambda d: (f"{d['round']}. kör: {_p(d['player'])} pörget, a forgó {d['spin']} aranyat mutat; "
                         "mindenki ennyit kap."),
    "new_first": lambda d: f"{_p(d['player'])} kapja a forgót, és ebben a körben ő kezd.",
    "start_circle": lambda d: f"{_p(d['player'])} {_field(d['square'])} melletti kiinduló körre teszi a hajót.",
    "start_square": lambda d: f"{_p(d['player'])} {_field(d['square'])} mező körére teszi a hajót.",
    "start_fee": lambda d: (f"{_p(d['player'])} {d['fee']} aranyat fizet, mert {_p(d['owner'])} egysége mellől "
                            + ("indul (a gazdájának)." if d["to_owner"] else "indul (a banknak).")),
    "declared": lambda d: (f"{_p(d['player'])} {d['amount']} aranyat költ felfedezésre." if d["gold"]
                           else f"{_p(d['player'])} {d['amount']} térképrészletet jelent be."),
    "turned_over": lambda d: (f"{_p(d['player'])} felfordít {_tile(d['tile'], 'et')} "
                              f"{az(str(d['stack'] + 1) + '.')} pakliból."),
    "last_card": lambda d: "Ez volt az utolsó térképrészlet: a játék ennek a körnek a végén véget ér.",
    "personal": lambda d: f"{_p(d['player'])} kijátssza saját lapkáját: {_tile(d['tile'])}.",
    "placed": lambda d: (f"A térképrészlet {_field(d['square'])} mezőre kerül, {_QUARTERS[d['quarters']]}; "
                         "a hajó rávitorlázik."),
    "unplayable": lambda d: (f"{cap(_tile(d['tile']))} sehová sem illik, és kikerül a játékból"
                             + (f"; az eseménye ({_EVENTS.get(d['event'], d['event'])}) elmarad." if d["event"]
                                else ".")),
    "to_reserve": lambda d: (f"{cap(_tile(d['tile']))} sehová sem illik, {az(str(d['pile']) + '.')} "
                             "tartalékkupacra kerül."),
    "storm": lambda d: f"Vihar! {_p(d['player'])} köre azonnal véget ér.",
    "hostile": lambda d: "Ellenséges bennszülöttek: ezen a térképrészleten kétszeres az építés ára.",
    "friendly": lambda d: f"Barátságos bennszülöttek: felfedezésjelzőt kínálnak {_p(d['player'])} számára.",
    "friendly_no_tokens": lambda d: "Barátságos bennszülöttek, de nem maradt felfedezésjelző.",
    "native_token": lambda d: f"{_p(d['player'])} jelzőt vesz {az(str(d['pile'] + 1) + '.')} kupacról.",
    "declined_token": lambda d: f"{_p(d['player'])} visszautasítja a bennszülöttek jelzőjét.",
    "pirates": lambda d: f"Kalózok! {_p(d['player'])} {d['loss']} aranyat veszít.",
    "ruins": lambda d: f"Romok: {_p(d['player'])} {d['points']} pontot kap.",
    "gold": lambda d: f"Arany: {_p(d['player'])} {d['gain']} aranyat kap.",
    "no_way_on": lambda d: (f"A hajónak nincs szabad szaggatott vonala: a felfedezés véget ér "
                            f"({d['unused']} bejelentett lap kihasználatlan)."),
    "stopped": lambda d: (f"{_p(d['player'])} befejezi a körét"
                          + (f" ({d['unused']} bejelentett lap kihasználatlan)." if d["unused"] else ".")),
    "built": lambda d: (f"{_p(d['player'])} {_UNITS[d['unit']][1]} épít {_field(d['square'])} mezőre "
                        f"{d['cost']} aranyért."),
    "recalled": lambda d: f"{_p(d['player'])} visszaveszi a felderítőt {_field(d['square'])} mezőről.",
    "filled": lambda d: (f"{cap(_field(d['square']))} mező lyukát {az(str(d['pile']) + '.')} tartalékkupacból "
                            "töltik fel."),
    "made_tile": lambda d: (f"{cap(az(str(d['pile']) + '.'))} tartalékkupac üres: egy ilyen lapot készítenek "
                            f"{_field(d['square'])} mező kitöltésére."),
    "island_empty": lambda d: f"Egy {d['squares']} térképrészletből álló sziget elkészült; senki sincs rajta.",
    "too_few_tokens": lambda d: "Nem maradt elég felfedezésjelző minden legnagyobb felfedezőnek: senki sem húz.",
    "discovery": lambda d: f"{_p(d['player'])} {d['value']} értékű felfedezésjelzőt talál.",
    "island_scored": lambda d: (f"Egy {d['value']} értékű sziget ({d['cards']} térképrészlet"
                                + (f" + {d['token']} értékű jelző" if d["token"] else "")
                                + f") pontot ér: {_points(d['points'])}."),
    "units_back": lambda d: "A rajta álló egységek visszakerülnek a gazdáikhoz.",
    "cannot_pay": lambda d: f"{_p(d['player'])} nem tud fizetni egy térképrészletért, kimarad a körből.",
    "no_start": lambda d: "Egyik körnek sincs már szabad szaggatott vonala.",
    "game_end": lambda d: (f"A játék véget ér ({d['undiscovered']} felfedezetlen mező, "
                           f"{d['cards_left']} térképrészlet maradt)."),
    "token_bonus": lambda d: (f"{_p(d['player'])} birtokolja a legtöbb felfedezésjelzőt, és {d['points']} "
                              "pontot kap."),
    "winners": lambda d: (" és ".join(_p(s) for s in d["players"])
                          + (" nyertek" if len(d["players"]) > 1 else " nyert")
                          + f" {max(d['scores'])} ponttal."),
    "action:start_circle": lambda d: f"Indulás {az(d['square'])} {_SIDES[d['side']]} körről",
    "action:start_square": lambda d: (f"Indulás {az(d['square'])} mezőről"
                                      + (f" ({d['route']}. tengeri út)" if d["routes"] > 1 else "")
                                      + (f", {d['fee']} arany többletért" if d["fee"] else "")),
    "action:spend": lambda d: f"{d['amount']} arany felfedezésre",
    "action:declare": lambda d: f"{d['amount']} térképrészlet bejelentése",
    "action:draw": lambda d: (f"Húzás {az(str(d['stack']) + '.')} pakliból"
                              + (" (eseménylap ?)" if d["event"] else "")),
    "action:personal": lambda d: f"Saját lapka kijátszása: {_SHAPES.get(d['shape'], d['shape'])}",
    "action:place_card": lambda d: f"Lerakás {az(d['square'])} mezőre, {_QUARTERS[d['quarters']]}",
    "action:build": lambda d: (f"{cap(_UNITS[d['kind']][0])} építése"
                               + (f" {az(str(d['part']) + '.')} szárazföldrészre" if d["parts"] > 1 else "")),
    "action:recall": lambda d: f"A felderítő visszavétele {az(d['square'])} mezőről",
    "action:end": lambda d: "A kör befejezése",
    "action:take_token": lambda d: f"Felfedezésjelző húzása {az(str(d['pile']) + '.')} kupacról",
    "action:decline_token": lambda d: "A jelző visszautasítása",
}

_SENTENCES = {
    "Put the ship on a starting circle or on a discovered square's circle.":
        "Tedd a hajót egy kiinduló körre vagy egy felfedezett mező körére.",
    "Declare how many cards you will turn over, 1 gold each.":
        "Jelentsd be, hány térképrészletet fordítasz fel, darabja 1 arany.",
    "Draw a card from a stack, build, or end your turn.": "Húzz egy pakliból, építs, vagy fejezd be a köröd.",
    "Choose where and how the drawn card goes.": "Válaszd ki, hová és hogyan kerül a felhúzott térképrészlet.",
    "Friendly natives: take a discovery token, or decline it.":
        "Barátságos bennszülöttek: fogadj el egy felfedezésjelzőt, vagy utasítsd vissza.",
    "You are a greatest discoverer: choose the pile to draw your token from.":
        "Te vagy az egyik legnagyobb felfedező: válaszd ki, melyik kupacból húzod a jelződet.",
    "Declare how much gold you spend on exploring: 1 per card, 2 per personal tile.":
        "Jelentsd be, mennyi aranyat költesz felfedezésre: térképrészletenként 1, saját lapkánként 2.",
}

messages.register("hu", _TEXTS)
messages.register_sentences("hu", _SENTENCES)
