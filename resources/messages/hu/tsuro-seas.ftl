### Tsuro of the Seas magyarul: a lépésnapló, a kérdések, a lépések, az elutasítások, a szabályváltozatok
### és a feladványok címei.
###
### A szavak a magyar szabálykönyvéi (sodráslapka, vitorlás, daikaiju, húzópakli, kockadobás). A mondatok
### a játékossal kezdődnek, hogy a program a "2. játékos" helyére a nevét tehesse.

tsuro-kaiju =
    { $gold ->
        [true] arany { $number }. daikaiju
       *[false] { $number }. daikaiju
    }
tsuro-mark =
    { $square }, { $side ->
        [top] felső
        [right] jobb
        [bottom] alsó
       *[left] bal
    } szél, { $place ->
        [left] bal
        [right] jobb
        [upper] felső
       *[lower] alsó
    } pont
tsuro-point =
    { $side ->
        [top] felső
        [right] jobb
        [bottom] alsó
       *[left] bal
    } szél, { $place ->
        [left] bal
        [right] jobb
        [upper] felső
       *[lower] alsó
    } pont
tsuro-ordinal =
    { $place ->
        [1] első
        [2] második
        [3] harmadik
        [4] negyedik
        [5] ötödik
        [6] hatodik
        [7] hetedik
        [8] nyolcadik
        [9] kilencedik
        [10] tizedik
       *[other] { $place }.
    }
tsuro-turn =
    { $quarters ->
        [0] forgatás nélkül
        [1] egyszer jobbra forgatva
        [2] kétszer forgatva
       *[3] egyszer balra forgatva
    }

## A lépésnapló

dealt = Mind { ARTICLE($players) } játékos { $hand } sodráslapkát kap; { $pile } lapka alkotja a húzópaklit.
kaiju_placed =
    Arany { $gold }, kék { $blue }: { ARTICLE($kaiju) } { ARTICLE($square) } mezőre kerül, { $facing ->
        [north] észak
        [east] kelet
        [south] dél
       *[west] nyugat
    } felé nézve.
start_chosen = { $player } kiindulópontra teszi a vitorlását: { $mark }.
relocated = { $player } áthelyezi a vitorlását: { $mark }.
must_relocate = { $player }: egy daikaiju elállja az első lépését, másik kiindulópontra kell áthelyeznie.
turn = { $turn }. kör: { $player }.
dice =
    { $player } dob: arany { $gold } + kék { $blue } = { $total }{ $moves ->
        [true] : mozognak a daikaijuk!
       *[false] .
    }
kaiju_die =
    A daikaiju-kockán { $die } áll{ $die ->
        [6] : új daikaiju érkezik.
       *[other] .
    }
no_kaiju_left = Nincs több daikaiju a készletben: nem történik semmi.
kaiju_turned =
    { CAPITAL(ARTICLE($kaiju)) } { $facing ->
        [north] észak
        [east] kelet
        [south] dél
       *[west] nyugat
    } felé fordul.
kaiju_moved = { CAPITAL(ARTICLE($kaiju)) } { ARTICLE($square) } mezőről { ARTICLE($target) } mezőre lép.
kaiju_left_board = { CAPITAL(ARTICLE($kaiju)) } { ARTICLE($square) } mezőről lelép a tábláról: kiesik a játékból.
kaiju_destroyed =
    { CAPITAL(ARTICLE($by)) } elpusztítja { ARTICLE($kaiju) }t { ARTICLE($square) } mezőn { $to ->
        [supply] (vissza a készletbe).
       *[out] (kiesik a játékból).
    }
tile_removed =
    { CAPITAL(ARTICLE($square)) } mezőn lévő sodráslapka { $to ->
        [pile] a húzópakli aljára kerül.
       *[out] kikerül a játékból.
    }
ship_destroyed =
    { $player } vitorlása elpusztul: { $cause ->
        [daikaiju_moved] { ARTICLE($kaiju) } a lapkájára lépett { ARTICLE($square) } mezőn
        [daikaiju_placed] { ARTICLE($kaiju) } a lapkájára érkezett { ARTICLE($square) } mezőn
        [daikaiju_in_front] { ARTICLE($kaiju) } elé lépett, { ARTICLE($square) } mezőre
        [daikaiju_waiting] { ARTICLE($kaiju) } vár előtte { ARTICLE($square) } mezőn
       *[no_free_mark] { ARTICLE($kaiju) } { ARTICLE($square) } mezőn elállja a kiindulópontját, és azon az oldalon nincs más szabad pont
    }.
tile_placed = { $player } sodráslapkát tesz { ARTICLE($square) } mezőre.
ship_sailed = { $player } vitorlása követi a sodrását.
ship_out =
    { $player } vitorlása { $own ->
        [true] {""}
       *[false] { $by } lapkája nyomán{" "}
    }{ $fate ->
        [edge]
            lesodródik a tábla { $side ->
                [north] északi
                [east] keleti
                [south] déli
               *[west] nyugati
            } széléről { ARTICLE($square) } mezőnél
        [daikaiju] nekiütközik { ARTICLE($kaiju) }nak { ARTICLE($square) } mezőn
       *[loop] vég nélküli hurokba kerül { ARTICLE($square) } mezőn át
    }: kiesik a játékból.
bonus_taken = { $player } { $count } lapkát cserél a kiesett játékosok lapkáival.
bonus_to_pile = { $parts } a húzópakli aljára kerül.
tsuro-bonus-given = { $player } által adott { $count } lapka
tsuro-bonus-left = { $player } kezéből { $count } lapka
hand_disposed =
    { $player } kezéből { $count } lapka { $to ->
        [pile] a húzópakli aljára kerül.
       *[out] kikerül a játékból.
    }
drew = { $player } húz egy lapkát (a húzópakliban { $pile } maradt).
pile_empty = A húzópakli üres: { $player } nem húz.
hand_empty = { $player } kezében nincs lerakható lapka: kimarad a kör hátralévő részéből.
blocked = { $player } vitorlása előtt daikaiju vár: ebben a körben nem hajózhat.
game_over =
    { $count ->
        [0] Senki sem élte túl.
        [one] { $winners } nyert!
       *[other] { $winners } nyertek!
    }

## Kérdések

tsuro-prompt-start = Válassz kiindulópontot a vitorlásodnak.
tsuro-prompt-place = Tegyél egy sodráslapkát a vitorlásod elé.
tsuro-prompt-bonus = Cserélj lapkákat a kiesett játékosok lapkáival, vagy tartsd meg a tieidet.
tsuro-prompt-relocate = Egy daikaiju elállja az első lépésedet: válassz másik kiindulópontot.

## Lépések

tsuro-action-place = { CAPITAL(ARTICLE($place)) } lapkád lerakása, { $turn }
tsuro-action-place-other = Egy másik kézben lévő lapka lerakása, { $turn }
tsuro-action-start = Indulás innen: { $mark }
tsuro-action-relocate = Áthelyezés ide: { $mark }
tsuro-action-swap = { CAPITAL(ARTICLE($give)) } lapkád cseréje a felkínáltak közül { ARTICLE($take) } lapkára
tsuro-action-give = { CAPITAL(ARTICLE($give)) } lapkád odaadása, semmit sem véve érte
tsuro-action-take = A felkínáltak közül { ARTICLE($take) } lapka elvétele, semmit sem adva érte
tsuro-action-keep = Megtartom a lapkáimat

## Az útvonal-előnézet

tsuro-route-safe = biztonságban
tsuro-route-off-edge = lesodródik a tábláról
tsuro-route-daikaiju = daikaijunak ütközik
tsuro-route-loop = hurokba kerül
tsuro-route-same-wake = ugyanazon a sodráson, mint egy másik vitorlás

## Elutasítások

tsuro-game-over = A játék véget ért.
tsuro-start-first = Előbb mindenki kiindulópontra teszi a vitorlását.
tsuro-place-now = A soron következő játékosnak most sodráslapkát kell lerakni.
tsuro-bonus-now = A soron következő játékos most dönt a kiesési bónuszról.
tsuro-relocate-now = A soron következő játékosnak most másik kiindulópontra kell áthelyeznie a vitorlását.
tsuro-off-edge = Ez a saját vitorlásodat a tábla szélén túlra sodorná, pedig más lerakással elkerülhető.
tsuro-loop = Ez a saját vitorlásodat vég nélküli hurokba zárná, pedig más lerakással elkerülhető.
tsuro-into-daikaiju = Ez a saját sodrásodat daikajuba vezetné, pedig más lerakással elkerülhető.
tsuro-same-wake = Így két vitorlás haladna ugyanazon a sodráson ugyanabba az irányba.
tsuro-own-hand = Csak a saját kezedből rakhatsz le lapkát.
tsuro-rotations = Egy lapkának négy állása van, 0–3.
tsuro-no-such-mark = Nincs ilyen kiindulópont.
tsuro-mark-taken = Azon a kiindulóponton már áll egy vitorlás.
tsuro-bonus-swap = Annyi lapkát adj, ahányat elveszel, és csak az imént kiejtett játékosok lapkáiból vegyél.
tsuro-relocate-own = A vitorlásod már ezen a kiindulóponton áll: egy másikra helyezd át.
tsuro-relocate-side = A tábla ugyanazon oldalán lévő kiindulópontra helyezd át, ahol a vitorlásod most áll.
tsuro-relocate-tile = Annak a kiindulópontnak a mezőjén sodráslapka fekszik.
tsuro-relocate-daikaiju = Annak a kiindulópontnak a mezőjén daikaiju áll.

## Feladványcélok

tsuro-goal-survive = tartsd vízen a vitorlásodat { $target } saját körödön át

## Szabályváltozatok

tsuro-seas-option-daikaiju = Játék daikajukkal
    .help = Kikapcsolva: a választható szabály tengeri szörnyek nélkül (nincs kockadobás, nincs háromdaikajus minimum).
tsuro-seas-option-daikaiju_order = A daikaijuk forgásszám szerinti sorrendben lépnek
    .help = A magyar szabálykönyv szerint csökkenő, a 2013-as angol szerint növekvő sorrendben.
tsuro-seas-option-destroyed_daikaiju = A másik által elpusztított daikaiju helye
    .help = supply: a képpel lefelé fordított készlet aljára (egy 6-os visszahozhatja); out: kikerül a játékból.
tsuro-seas-option-new_daikaiju_on_tile = Az újonnan lerakott daikaiju alatti sodráslapka helye
    .help = out: kikerül a játékból, ahogy a TS-D7 mondja; pile: a húzópakli aljára, ahogy a mozgó daikajunál.
tsuro-seas-option-waiting_daikaiju_destroys = A soron következő vitorlás előtt már váró daikaiju elpusztítja
    .help = Kikapcsolva: csak az a daikaiju, amely a soron következő játékos saját dobásakor érkezik oda (TS-D5).
tsuro-seas-option-eliminated_players_roll = A kiesett játékosok is dobnak a daikajukért
    .help = A szabálykönyv nem szól róla; egy nyilvános összefoglaló szerint dobnak.
tsuro-seas-option-shared_start_marks = Két vitorlás osztozhat egy kiindulóponton
    .help = Kikapcsolva (a döntés): minden vitorlásnak saját kiindulópont kell.
tsuro-seas-option-eliminated_hand = A bónusz nélkül kiesett játékos kezének helye
    .help = pile: a húzópakli aljára; out: kikerül a játékból.
tsuro-seas-option-board_full = A tábla megtelik (TS-W3), amikor
    .help = covered: az utolsó üres mezőjét is lefedi egy sodráslapka vagy egy daikaiju (a GYIK szó szerinti olvasata); no_placement: már egyetlen lapka sem rakható le, így a játék folytatódik, amíg a daikajuk mezőket szabadíthatnak fel.

## A feladványok, példák és döntések címei

scenario-tsuro-seas-example-1 = Szabálykönyvi példa: egy daikaiju elpusztít egy vitorlást (TS-D4)
scenario-tsuro-seas-example-2 = Szabálykönyvi példa: egy daikaiju elállja a kiindulóponton álló vitorlás útját (TS-D8)
scenario-tsuro-seas-example-3 = Szabálykönyvi példa: egy daikaiju a soron következő vitorlás előtt áll meg (TS-D5)
scenario-tsuro-seas-puzzle-1 = 1. feladvány: szorítás a sarokban
scenario-tsuro-seas-puzzle-2 = 2. feladvány: három kör az alsó sorban
scenario-tsuro-seas-puzzle-3 = 3. feladvány: az utolsó két kapitány
ruling-tsuro-seas-daikaiju-destroys-a-ship = Egy daikaiju, amely egy vitorlás mezőjére lép, elpusztítja azt (TS-D4)
