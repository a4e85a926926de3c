"""Entdecker in Hungarian: the move log, the prompts and the action labels.

The words are the Hungarian rulebook's (térképrészlet, pakli, forgó, felderítő, erőd, telep,
tartalékkupac, felfedezésjelző). Sentences put the player first, so the GUI can put a name where
"2. játékos" stands.
"""

from __future__ import annotations

from typing import Any

from ..core import messages
from ..core.hu import az, cap
from ..core.messages import player as _p
from .data import load_data
from .events import _sq, _squares

_QUARTERS = ("egyenesen", "jobbra fordítva", "fejjel lefelé", "balra fordítva")
_SHAPES = {"bay": "öböl", "channel": "csatorna", "corner": "sarok", "headland": "földnyelv", "islet": "szigetecske",
           "land_bridge": "földhíd", "open_sea": "nyílt tenger", "solid_land": "szárazföld",
           "two_points": "kétcsúcsú part"}
_EVENTS = {"friendly_natives": "barátságos bennszülöttek", "gold": "arany",
           "hostile_natives": "ellenséges bennszülöttek", "pirates": "kalózok", "ruins": "romok", "storm": "vihar"}
# Each unit in the nominative and the accusative ("épít egy erődöt").
_UNITS = (("felderítő", "felderítőt"), ("erőd", "erődöt"), ("telep", "telepet"))
_THE_UNITS = ("a felderítő", "az erőd", "a telep")   # with the article: a word's, not a letter's sound
_THEIR_UNITS = ("felderítőjének", "erődjének", "telepének")   # "2. játékos erődjének visszavétele"
_SIDES = ("fölötti", "jobb oldali", "alatti", "bal oldali")


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
    "start_fee": lambda d: (f"{_p(d['player'])} {d['fee']} aranyat fizet, mert {_p(d['owner'])} "
                            f"{_THEIR_UNITS[d['unit']]} mezőjéről indul "
                            f"({'a gazdájának' if d['to_owner'] else 'a banknak'})."),
    "declared": lambda d: (f"{_p(d['player'])} {d['amount']} aranyat költ felfedezésre." if d["gold"]
                           else f"{_p(d['player'])} {d['amount']} térképrészletet jelent be."),
    "turned_over": lambda d: (f"{_p(d['player'])} felfordít {_tile(d['tile'], 'et')} "
                              f"{az(str(d['stack'] + 1) + '.')} pakliból."),
    "last_card": lambda d: "Ez volt az utolsó térképrészlet: a játék ennek a körnek a végén véget ér.",
    "personal": lambda d: f"{_p(d['player'])} kijátssza saját lapkáját: {_tile(d['tile'])}.",
    "placed": lambda d: (f"A térképrészlet {_field(d['square'])} mezőre kerül, {_QUARTERS[d['quarters']]}; "
                         "a hajó rávitorlázik."),
    "unplayable": lambda d: (f"{cap(_tile(d['tile']))} sehová sem illik a hajó mellett ({_squares(d)}), "
                             "és kikerül a játékból"
                             + (f"; az eseménye ({_EVENTS.get(d['event'], d['event'])}) elmarad." if d["event"]
                                else ".")),
    "to_reserve": lambda d: (f"{cap(_tile(d['tile']))} sehová sem illik a hajó mellett ({_squares(d)}), "
                             f"{az(str(d['pile']) + '.')} tartalékkupacra kerül."),
    "storm": lambda d: f"Vihar! {_p(d['player'])} köre azonnal véget ér.",
    "hostile": lambda d: "Ellenséges bennszülöttek: ezen a térképrészleten kétszeres az építés ára.",
    "friendly": lambda d: f"Barátságos bennszülöttek: felfedezésjelzőt kínálnak {_p(d['player'])} számára.",
    "friendly_no_tokens": lambda d: "Barátságos bennszülöttek, de nem maradt felfedezésjelző.",
    "native_token": lambda d: f"{_p(d['player'])} jelzőt vesz {az(str(d['pile'] + 1) + '.')} kupacról.",
    "declined_token": lambda d: f"{_p(d['player'])} visszautasítja a bennszülöttek jelzőjét.",
    "pirates": lambda d: f"Kalózok! {_p(d['player'])} {d['loss']} aranyat veszít.",
    "ruins": lambda d: f"Romok: {_p(d['player'])} {d['points']} pontot kap.",
    "gold": lambda d: f"Arany: {_p(d['player'])} {d['gain']} aranyat kap.",
    "no_way_on": lambda d: ("Innen nincs szabad útvonal: a felfedezés véget ér; "
                            + (f"{d['unused']} bejelentett arany elveszett." if d["gold"]
                               else f"{d['unused']} bejelentett térképrészlet elveszett.")),
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
    "action:recall": lambda d: f"{cap(_THE_UNITS[d['kind']])} visszavétele {az(d['square'])} mezőről",
    "action:recall_other": lambda d: (f"{d['player']} {_THEIR_UNITS[d['kind']]} visszavétele "
                                      f"{az(d['square'])} mezőről"),
    "action:recall_nothing": lambda d: f"Egység visszavétele {az(d['square'])} mezőről",
    "action:end": lambda d: "A kör befejezése",
    "action:take_token": lambda d: f"Felfedezésjelző húzása {az(str(d['pile']) + '.')} kupacról",
    "action:decline_token": lambda d: "A jelző visszautasítása",
}

_REFUSALS: dict[str, Any] = {
    "refusal:no_circle": lambda d: f"Nincs {d['circle']}. kiinduló kör; a számozás 0-tól {d['last']}-ig tart.",
    "refusal:start_fee": lambda d: (f"Egy másik játékos {_UNITS[d['kind']][0]} egységének mezőjéről indulni "
                                    f"{d['fee']} arannyal drágább: egy térképrészlettel {d['need']} arany kell."),
    "refusal:declare_gold": lambda d: (f"Nem jelenthetsz be többet, mint amennyit fizetni tudsz: {d['gold']} "
                                       "aranyad van."),
    "refusal:declare_cards": lambda d: f"Már csak {d['left']} térképrészlet maradt felfordításra.",
    "refusal:no_unit": lambda d: f"Nincs több {_UNITS[d['kind']][0]} a készletedben.",
    "refusal:build_cost": lambda d: (f"Itt egy {_UNITS[d['kind']][0]} {d['cost']} aranyba kerül; neked "
                                     f"{d['gold']} van."),
}

_SENTENCES = {
    "Gold after the move": "Arany a lépés után",
    "Points after the move": "Pontok a lépés után",
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
    "Put the ship on one of the starting circles around the board.":
        "Tedd a hajót a tábla körüli kiinduló körök egyikére.",
    "Draw a card from a stack.": "Húzz egy lapot egy pakliból.",
    "Draw a card, or end your turn.": "Húzz egy lapot, vagy fejezd be a köröd.",
    "Draw a card, build here (ends your turn), or end your turn.":
        "Húzz egy lapot, építs ide (ezzel véget ér a köröd), vagy fejezd be a köröd.",
    "Draw a card or play a personal tile.": "Húzz egy lapot, vagy játssz ki egy saját lapkát.",
    "Draw a card or play a personal tile, or end your turn.":
        "Húzz egy lapot vagy játssz ki egy saját lapkát, vagy fejezd be a köröd.",
    "Draw a card or play a personal tile, build here (ends your turn), or end your turn.":
        "Húzz egy lapot vagy játssz ki egy saját lapkát, építs ide (ezzel véget ér a köröd), vagy fejezd be a "
        "köröd.",
    "No free route from here: build on this card, or end your turn.":
        "Innen nincs szabad útvonal: építs erre a térképrészletre, vagy fejezd be a köröd.",
    "Every card you declared is turned over: build on this card, or end your turn.":
        "Minden bejelentett térképrészletet felfordítottál: építs erre a térképrészletre, vagy fejezd be a köröd.",
    "The exploration cards have run out: build on this card, or end your turn.":
        "Elfogytak a térképrészletek: építs erre a térképrészletre, vagy fejezd be a köröd.",
    # refusals
    "Put the ship on a circle first.": "Előbb tedd a hajót egy körre.",
    "Declare how many cards you will turn over first.": "Előbb jelentsd be, hány térképrészletet fordítasz fel.",
    "Draw a card, build, or end your turn.": "Húzz egy lapot, építs, vagy fejezd be a köröd.",
    "Place the card you drew first.": "Előbb rakd le a felhúzott térképrészletet.",
    "Take the friendly natives' token or decline it first.":
        "Előbb fogadd el vagy utasítsd vissza a barátságos bennszülöttek jelzőjét.",
    "A greatest discoverer must pick a token pile first.":
        "Előbb a legnagyobb felfedezőnek kell jelzőkupacot választania.",
    "Only your own scouts can be taken back into your supply.":
        "Csak a saját felderítőidet veheted vissza a készletedbe.",
    "No unit stands there to take back.": "Ott nem áll visszavehető egység.",
    "Forts and settlements come back only when their island is scored; only scouts at any time.":
        "Az erőd és a telep csak a szigete értékelésekor tér vissza; bármikor csak a felderítő.",
    "That discovery token pile does not exist or is empty.": "Ez a felfedezésjelző-kupac nem létezik, vagy üres.",
    "Turn over at least one of the declared cards: stopping early comes after a card.":
        "Legalább egy bejelentett térképrészletet fordíts fel: korábban megállni csak egy lap után lehet.",
    "That circle's dashed line leads to a discovered square: there is no free line.":
        "Ennek a körnek a szaggatott vonala felfedezett mezőre vezet: nincs szabad vonal.",
    "You cannot pay for even one card.": "Még egy térképrészletet sem tudsz kifizetni.",
    "In the first round only the starting circles around the board may be used.":
        "Az első körben csak a tábla körüli kiinduló körök használhatók.",
    "The ship starts on the circle of a discovered square, on one of its sea routes.":
        "A hajó egy felfedezett mező körén, annak egyik tengeri útján indul.",
    "That sea route has no free dashed line to an undiscovered square.":
        "Ebből a tengeri útból nem vezet szabad szaggatott vonal felfedezetlen mezőre.",
    "Declare at least 1.": "Legalább 1-et jelents be.",
    "The exploration cards have run out: the game ends after this turn.":
        "Elfogytak a térképrészletek: a játék e kör után véget ér.",
    "The ship has no free dashed line to an undiscovered square: exploring is over.":
        "A hajóból nem vezet szabad szaggatott vonal felfedezetlen mezőre: a felfedezésnek vége.",
    "You have turned over all the cards you declared.":
        "Már felfordítottad az összes bejelentett térképrészletet.",
    "That stack is empty or does not exist.": "Ez a pakli üres, vagy nem létezik.",
    "Personal tiles are a variant not in play in this game.":
        "A saját lapkák változata nincs játékban ebben a játszmában.",
    "At most one personal tile per turn.": "Körönként legfeljebb egy saját lapka.",
    "A personal tile costs 2 of the gold you declared.": "Egy saját lapka 2 aranyba kerül a bejelentettből.",
    "That is not one of your personal tiles.": "Ez nem a te saját lapkád.",
    "That tile fits on no square the ship can reach.":
        "Ez a lap egyetlen, a hajó által elérhető mezőre sem illik.",
    "The card goes on an undiscovered square joined to the ship's square by a dashed line.":
        "A térképrészlet egy felfedezetlen mezőre kerül, amelyet szaggatott vonal köt a hajó mezőjéhez.",
    "A card is turned 0-3 quarters.": "Egy térképrészlet 0–3 negyedfordulattal forgatható.",
    "Turned this way the card looks just as in a turn already offered: choose that one.":
        "Így forgatva a lap pontosan úgy néz ki, mint egy már felkínált állásban: azt válaszd.",
    "All four sides must match what borders them, land to land and water to water, and the ship enters over water.":
        "Mind a négy oldalnak illeszkednie kell a szomszédaihoz, szárazföld a szárazföldhöz, víz a vízhez, "
        "és a hajó vízen át érkezik.",
    "The storm ended your turn: no building.": "A vihar véget vetett a körödnek: nincs építés.",
    "You may build only on the card placed this turn that the ship stands on.":
        "Csak az ebben a körben lerakott térképrészletre építhetsz, amelyen a hajó áll.",
    "The ship has sailed on to open sea: you cannot go back to build on an earlier card.":
        "A hajó továbbhajózott a nyílt tengerre: nem mehetsz vissza építeni egy korábbi lapra.",
    "You may build only on a card showing land.": "Csak szárazföldet mutató térképrészletre építhetsz.",
    "Build a scout, fort or settlement on one of that card's land parts.":
        "Felderítőt, erődöt vagy telepet a térképrészlet egyik szárazföldrészére építhetsz.",
    "Only one unit may stand on a card.": "Egy térképrészleten csak egy egység állhat.",
    "A settlement cannot be built beside hostile natives.": "Ellenséges bennszülöttek mellé nem építhető telep.",
    # the bundled scenarios' titles (start page)
    "Island scoring: 10, 5, 5, 2": "Szigetértékelés: 10, 5, 5, 2",
    "Island scoring: 10, 10, 3": "Szigetértékelés: 10, 10, 3",
    "The last card": "Az utolsó lap",
    "Ruins between two islands": "Romok két sziget között",
    "Friendly natives": "Barátságos bennszülöttek",
    # puzzle goals
    "score at least {target} points from one island's scoring": "szerezz legalább {target} pontot egyetlen sziget "
                                                                "értékelésén",
    "have at least {target} points": "legyen legalább {target} pontod",
    # the rule options on the start page
    "Rotating first player": "Körbejáró kezdőjátékos",
    "When the turn comes back to the first player, they pass the spinner left instead of playing.":
        "Amikor a sor visszaér a kezdőjátékoshoz, ő játék helyett balra adja a forgót.",
    "Unplayable cards go to the reserve": "A lerakhatatlan lapok a tartalékba kerülnek",
    "A drawn card without an event that fits nowhere joins the reserve pile of its kind instead of leaving the game.":
        "A sehová sem illő, esemény nélküli felhúzott lap a fajtája szerinti tartalékkupacra kerül ahelyett, hogy "
        "kikerülne a játékból.",
    "Personal tiles": "Saját lapkák",
    "Each player has 4 tiles of their own (2 gold each, one per turn) and declares gold, not cards. The tiles are "
    "taken from the draw tiles before the stacks are formed (Ruling EN-V4).":
        "Minden játékosnak 4 saját lapkája van (darabja 2 arany, körönként egy), és aranyat jelent be, nem "
        "lapokat. A lapkákat a húzható lapok közül veszik el, mielőtt a paklik elkészülnek (EN-V4 döntés).",
    "A settlement beside hostile natives": "Telep ellenséges bennszülöttek mellett",
    "forbidden: cannot be built there (Italian text); 12: costs 12 gold (Hungarian text).":
        "forbidden: oda nem építhető (olasz szöveg); 12: 12 aranyba kerül (magyar szöveg).",
    "A card side on the board's edge": "A tábla szélén fekvő lapoldal",
    "anything: matches land or water (the ruling); water: must be water, as if the sea went on.":
        "anything: szárazföldhöz és vízhez is illik (a döntés); water: víznek kell lennie, mintha a tenger "
        "folytatódna.",
    "The extra cost of starting on another player's unit goes to": "Más játékos egysége melletti indulás többletdíja",
    "bank: the Hungarian text says the other player does not get it; owner: that unit's owner.":
        "bank: a magyar szöveg szerint a másik játékos nem kapja meg; owner: az egység gazdájáé.",
    "The player who draws the last card finishes the turn": "Aki az utolsó lapot húzza, befejezi a körét",
    "On: building, hole filling and island scoring still happen before the final count. Off: the game ends the "
    "moment the last card is drawn and placed or discarded.":
        "Bekapcsolva: az építés, a lyukak feltöltése és a szigetek értékelése még a végső számolás előtt "
        "megtörténik. Kikapcsolva: a játék abban a pillanatban véget ér, amint az utolsó lapot felhúzták és "
        "lerakták vagy eldobták.",
}

messages.register("hu", _TEXTS | _REFUSALS)
messages.register_sentences("hu", _SENTENCES)
