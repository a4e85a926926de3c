"""Magellan in Hungarian: the move log, the prompts and the action labels.

Sentences put the player first, so the GUI can put a name where "2. játékos" stands; explorers
keep the names printed on their cards.
"""

from __future__ import annotations

from typing import Any

from ..core import messages
from ..core.hu import az, cap
from ..core.messages import player as _p
from .events import explorer_name
from .state import LEFT, NO_HALF, PHASE_NAMES


def _phase(phase: int) -> str:
    """A phase with its article, as read aloud: "az I." (első), "a II." (második), "a III."."""
    return ("az I.", "a II.", "a III.")[phase]


def _cards(values: list[int]) -> str:
    return ", ".join(map(str, values)) if values else "semmi"


def _field(explorer: int, field: int, half: int) -> str:
    where = f"{explorer_name(explorer)} {PHASE_NAMES[field]}. mezőjére"
    if half != NO_HALF:
        where += " (bal fele)" if half == LEFT else " (jobb fele)"
    return where


def _ship(d: dict[str, Any]) -> str:
    verb = "hajót tesz" if d["field"] == 0 else "hajót léptet tovább"
    return f"{_p(d['player'])} {verb} {_field(d['explorer'], d['field'], d['half'])}."


_TEXTS: dict[str, Any] = {
    "boards_set": lambda d: (f"{d['players']} játékos, a táblák {d['sides'][0]} és {d['sides'][1]} oldalukkal "
                             f"felfelé; mindenkinél 1–9 arany, {d['deck']} lap alkotja a paklit."),
    "turned_up": lambda d: (f"{PHASE_NAMES[d['phase']]}. szakasz: {explorer_name(d['explorer'])} árverésre kerül "
                            f"(még {d['left']} lap)."),
    "veto": lambda d: (f"{_p(d['player'])} vétót jelent: {explorer_name(d['explorer'])} lapja a pakli aljára "
                       "kerül."),
    "veto_gained": lambda d: (f"{_p(d['player'])} Kolumbusz-lapja képpel felfelé: később egy vétó az I. "
                              "szakaszban."),
    "opens_instead": lambda d: f"{_p(d['invited'])} erre a lapra nem licitálhat; {_p(d['player'])} nyit.",
    "bid": lambda d: f"{_p(d['player'])} licitje: {d['amount']}.",
    "passed": lambda d: f"{_p(d['player'])} passzol.",
    "cannot_raise": lambda d: f"{_p(d['player'])} kiszáll: legfeljebb {d['limit']} aranyat tud fizetni.",
    "unsold": lambda d: f"Senki sem licitál {explorer_name(d['explorer'])} lapjára: visszakerül a dobozba.",
    "sold": lambda d: f"{_p(d['player'])} megveszi {explorer_name(d['explorer'])} lapját {d['price']} aranyért.",
    "paid": lambda d: (f"{_p(d['player'])} fizet: {_cards(d['cards'])}"
                       + (f" ({sum(d['cards']) - d['price']} túlfizetéssel)." if sum(d["cards"]) > d["price"]
                          else ".")),
    "shows_gold": lambda d: f"{_p(d['player'])} felfedi az aranyát: {_cards(d['cards'])}.",
    "stolen": lambda d: (f"{_p(d['thief'])} húz egy {d['card']} értékű lapot {_p(d['player'])} kezéből, és a "
                         "dobópaklira teszi."),
    "ship": _ship,
    "drew_gold": lambda d: f"{_p(d['player'])} {d['count']} aranylapot húz.",
    "under": lambda d: (f"{_p(d['player'])} "
                        + (f"egy {d['card']} értékű" if d["card"] is not None else "egy")
                        + f" aranylapot csúsztat egy Magellán-lap alá ({d['cards']} lapos pakli)."),
    "phase_over": lambda d: f"Véget ért {_phase(d['phase'])} szakasz.",
    "gold_back": lambda d: f"{_p(d['player'])} visszaveszi a kezébe a felfedett aranyat.",
    "ships_boxed": lambda d: "Az I. szakaszban le nem rakott hajók visszakerülnek a dobozba.",
    "new_deck": lambda d: f"A dobópaklit a paklihoz keverik ({d['cards']} lap).",
    "basic_gold": lambda d: f"Mindenki {d['count']} aranylapot kap.",
    "money_bags": lambda d: f"{_p(d['player'])} {d['count']} aranylapot kap a pénzeszsákokért.",
    "exchanged": lambda d: (f"{_p(d['player'])} elcseréli: {_cards(d['cards'])}, helyettük {d['drawn']} új "
                            "lapot húz."),
    "kept": lambda d: f"{_p(d['player'])} megtartja a kezét.",
    "reshuffled": lambda d: f"A pakli elfogyott: a dobópaklit új paklivá keverik ({d['cards']} lap).",
    "gold_out": lambda d: "Nem maradt húzható aranylap.",
    "phase": lambda d: f"Kezdődik {_phase(d['phase'])} szakasz.",
    "scoring": lambda d: f"Az értékelést {_p(d['first'])} kezdi.",
    "counted": lambda d: (f"{_p(d['player'])}: mezők {d['fields']}, Magellán {d['stacks']}, arany a kézben "
                          f"{d['hand']} ({_cards(d['cards'])}): {d['total']} pont."),
    "plunder_start": lambda d: f"{_p(d['player'])} Pizarróval fosztogat: az aranypaklit megkeverik.",
    "plundered": lambda d: f"{_p(d['player'])} felcsap egy {d['card']} értékű lapot: eddig {d['total']}.",
    "plunder_end": lambda d: (f"{_p(d['player'])} megáll (összeg: {d['total']}): "
                              + (f"{d['points']} pont" if d["total"] <= d["limit"]
                                 else f"{d['limit']} fölött, semmi")
                              + f" (összesen {d['score']})."),
    "victory": lambda d: (" és ".join(_p(s) for s in d["players"])
                          + (" nyertek" if len(d["players"]) > 1 else " nyert")
                          + f" {max(d['scores'])} ponttal."),
    "action:bid": lambda d: f"Licit {d['amount']}: {d['explorer']}",
    "action:pass": lambda d: "Passz",
    "action:veto": lambda d: f"Vétó: {d['explorer']} (a pakli aljára)",
    "action:no_veto": lambda d: "Nincs vétó",
    "action:pay": lambda d: f"Fizetés: {_cards(d['cards'])}",
    "action:half": lambda d: (f"Hajó {_phase(d['phase'])} mező "
                              + ("bal" if d["target"] == LEFT else "jobb") + " felére"),
    "action:half_move": lambda d: (f"Hajó a {'bal' if d['source'] == LEFT else 'jobb'} félről "
                                   f"{_phase(d['phase'])} mező " + ("bal" if d["target"] == LEFT else "jobb")
                                   + " felére"),
    "action:join_stack": lambda d: f"Csatlakozás a Magellán-paklihoz ezek fölött: {d['under']}",
    "action:under": lambda d: f"Egy {d['value']} értékű lap a Magellán-lap alá",
    "action:exchange": lambda d: f"Csere: {d['cards']}",
    "action:keep_hand": lambda d: "Megtartom a kezemet",
    "action:plunder": lambda d: f"Újabb aranylap felcsapása (eddig {d['total']})",
    "action:stop_plunder": lambda d: f"A fosztogatás abbahagyása (összeg: {d['total']})",
}

_REFUSALS: dict[str, Any] = {
    "refusal:raise": lambda d: f"Emeld a licitet: jelenleg {d['bid']}.",
    "refusal:bought_before": lambda d: (f"{cap(az(d['phase'] + '.'))} szakaszban csak az licitálhat, aki "
                                        f"{az(d['previous'] + '.')} szakaszban megvette ezt a felfedezőt."),
    "refusal:no_ship_to_move": lambda d: (f"Nincs már továbbléptethető hajód e felfedező {d['previous']}. "
                                          "mezőjén."),
    "refusal:keep_one": lambda d: (f"Fizetés után egy aranylapnak a kezedben kell maradnia: legfeljebb "
                                   f"{d['most']} a licited."),
    "refusal:bid_cap": lambda d: f"Nem licitálhatsz többet, mint amennyit az aranyad ér: legfeljebb {d['most']}.",
    "refusal:underpaid": lambda d: f"A lapok összege {d['total']}, kevesebb {az(str(d['price']))} licitnél.",
    "refusal:overpaid": lambda d: f"Pontosan {d['price']} értékben tudsz fizetni, ezért nem fizethetsz túl.",
}

_SENTENCES = {
    "Points after the move (as counted now)": "Pontok a lépés után (ha most számolnánk)",
    "A Columbus owner may call veto on the card just turned up, or let it be auctioned.":
        "Kolumbusz birtokosa megvétózhatja az imént felcsapott lapot, vagy hagyhatja árverezni.",
    "Raise the bid or pass.": "Emeld a licitet, vagy passzolj.",
    "Choose the gold cards that pay your bid.": "Válaszd ki az aranylapokat, amelyekkel a licitedet fizeted.",
    "Choose the left or right half of the field for your ship.":
        "Válaszd ki a mező bal vagy jobb felét a hajódnak.",
    "Choose the Magellan stack whose ship moves on.": "Válaszd ki a Magellán-paklit, amelynek hajója továbblép.",
    "Choose the gold card that slides under the Magellan card.":
        "Válaszd ki az aranylapot, amely a Magellán-lap alá csúszik.",
    "Choose up to 3 gold cards to exchange, or keep your hand.":
        "Válassz legfeljebb 3 aranylapot cserére, vagy tartsd meg a kezedet.",
    "Turn up another gold card or stop.": "Csapj fel még egy aranylapot, vagy állj meg.",
    # refusals
    "A veto is called when the card is turned up, before the first bid.":
        "Vétót a lap felcsapásakor, az első licit előtt lehet jelenteni.",
    "The last card of a phase cannot be vetoed.": "Egy szakasz utolsó lapja nem vétózható meg.",
    "A veto can be used only in phase I, not in phases II and III.":
        "Vétót csak az I. szakaszban lehet használni, a II. és III. szakaszban már nem.",
    "Only the owner of an unused phase-I Columbus card can call veto.":
        "Vétót csak az jelenthet, akinek van még fel nem használt I. szakaszbeli Kolumbusz-lapja.",
    "Move a ship you have on the previous field, to the left or the right half of this field.":
        "Az előző mezőn álló egyik hajódat léptesd e mező bal vagy jobb felére.",
    "The new Magellan card joins a stack of yours whose ship stands on the previous field.":
        "Az új Magellán-lap egy olyan paklidhoz csatlakozik, amelynek hajója az előző mezőn áll.",
    "On side B the card under the Magellan card is one of the cards you just paid.":
        "A B oldalon a Magellán-lap alá az imént kifizetett lapjaid egyike kerül.",
    "Slide one of the gold cards in your hand under the Magellan card.":
        "A kezedben lévő aranylapok egyikét csúsztasd a Magellán-lap alá.",
    "Exchange at most 3 gold cards, all from your hand.": "Legfeljebb 3 aranylapot cserélj, mind a kezedből.",
    "No gold card is left to turn up.": "Nem maradt felcsapható aranylap.",
    "A bid is at least 1.": "A licit legalább 1.",
    "You have no ship left to place, so you cannot buy in phase I.":
        "Nincs több lerakható hajód, ezért az I. szakaszban nem vásárolhatsz.",
    "Pay only with gold cards you hold.": "Csak a nálad lévő aranylapokkal fizethetsz.",
    "No card can be left out of an overpayment: there is no change.":
        "Túlfizetésnél egyetlen lap sem hagyható el belőle: visszajáró nincs.",
    # the boards' names (data) and the bundled scenarios' titles (start page)
    "Board 1": "1. tábla",
    "Board 2": "2. tábla",
    "Rulebook example: Pizarro's plunder, 5 + 6 + 2 = 13, then an 8":
        "Szabálykönyvi példa: Pizarro fosztogatása, 5 + 6 + 2 = 13, aztán egy 8-as",
    "Rulebook example: Magellan stacks score 8×3 + 5×2 = 34":
        "Szabálykönyvi példa: a Magellán-paklik értéke 8×3 + 5×2 = 34",
    "Magellan puzzle 1: a bargain": "1. Magellan-feladvány: jó vétel",
    "Magellan puzzle 2: the card under the stack": "2. Magellan-feladvány: a lap a pakli alatt",
    "Magellan puzzle 3: make them pay": "3. Magellan-feladvány: fizessenek csak",
    # puzzle goals
    "win an auction paying less than {target}": "nyerj meg egy árverést úgy, hogy kevesebbet fizetsz, mint {target}",
    "finish the game with at least {target} points": "fejezd be a játékot legalább {target} ponttal",
    # the rule options on the start page
    "Board 1 (Marco Polo, Vasco da Gama, James Cook) side":
        "Az 1. tábla (Marco Polo, Vasco da Gama, James Cook) oldala",
    "Board 2 (Columbus, Pizarro, Magellan) side": "A 2. tábla (Kolumbusz, Pizarro, Magellán) oldala",
    "Side A is recommended for a first game. Board values are community estimates: edit magellan.json in your data "
    "folder to match your copy.":
        "Az első játékhoz az A oldal ajánlott. A táblák értékei közösségi becslések: a saját példányodhoz "
        "igazításukhoz "
        "szerkeszd az adatmappádban a magellan.json fájlt.",
    "Who opens after an unsold card": "Ki nyit egy eladatlan lap után",
    "previous_opener: the player who opened the unsold card's auction opens again; auctioneer: the auctioneer opens, "
    "as for the game's first card.":
        "previous_opener: aki az eladatlan lap árverését nyitotta, újra ő nyit; auctioneer: a kikiáltó nyit, mint a "
        "játék első lapjánál.",
    "Veto on a phase's last card": "Vétó egy szakasz utolsó lapjára",
    "Off: the last card of a phase cannot be vetoed (it would come straight back). On: it can, and the veto is spent "
    "for nothing.":
        "Kikapcsolva: egy szakasz utolsó lapja nem vétózható (azonnal visszajönne). Bekapcsolva: vétózható, és a "
        "vétó hiába fogy el.",
}

messages.register("hu", _TEXTS | _REFUSALS)
messages.register_sentences("hu", _SENTENCES)
