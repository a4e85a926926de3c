### Tsuro of the Seas magyarul: a lépésnapló, a kérdések, a lépések, az elutasítások, a szabályváltozatok
### és a feladványok címei.
###
### A szavak a magyar szabálykönyvéi (sodráslapka, vitorlás, daikaiju, húzópakli, kockadobás). A mondatok
### a játékossal kezdődnek, hogy a program a "2. játékos" helyére a nevét tehesse.

# source 830d38ab
tsuro-kaiju = { $label } jelű daikaiju
# source 79e5247d
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
# source ab6b1c05
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
# source b1102388
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
# source 68ab53f4
tsuro-turn =
    { $quarters ->
        [0] forgatás nélkül
        [1] egyszer jobbra forgatva
        [2] kétszer forgatva
       *[3] egyszer balra forgatva
    }

## A lépésnapló

# source 5425d29e
dealt = Mind { ARTICLE($players) } játékos { $hand } sodráslapkát kap; { $pile } lapka alkotja a húzópaklit.
# source 60ed2fbe
kaiju_placed =
    Arany { $gold }, kék { $blue }: { ARTICLE($kaiju) } { ARTICLE($square) } mezőre kerül, { $facing ->
        [north] észak
        [east] kelet
        [south] dél
       *[west] nyugat
    } felé nézve.
# source 6b76e116
start_chosen = { $player } kiindulópontra teszi a vitorlását: { $mark }.
# source 5845239e
relocated = { $player } áthelyezi a vitorlását: { $mark }.
# source 98409e26
must_relocate = { $player }: egy daikaiju elállja az első lépését, másik kiindulópontra kell áthelyeznie.
# source d6cd686e
turn = { $turn }. kör: { $player }.
# source 72927c57
dice =
    { $player } dob: arany { $gold } + kék { $blue } = { $total }{ $moves ->
        [true] : mozognak a daikaijuk!
       *[false] .
    }
# source fdc557fc
kaiju_die =
    A daikaiju-kockán { $die } áll{ $die ->
        [6] : új daikaiju érkezik.
       *[other] .
    }
# source 852788f8
no_kaiju_left = Nincs több daikaiju a készletben: nem történik semmi.
# source 3e48d891
kaiju_top_up =
    { $count ->
        [0] Egy daikaiju sincs
       *[other] Már csak { $count } daikaiju van
    } a táblán, kevesebb, mint { $minimum }: { $player } újakat tesz le, amíg { $minimum } nem lesz, és ebben a körben nem dob a mozgásukért.
# source e67978f4
kaiju_turned =
    { CAPITAL(ARTICLE($kaiju)) } { $facing ->
        [north] észak
        [east] kelet
        [south] dél
       *[west] nyugat
    } felé fordul.
# source 74557611
kaiju_moved = { CAPITAL(ARTICLE($kaiju)) } { ARTICLE($square) } mezőről { ARTICLE($target) } mezőre lép.
# source 0ba96ac2
kaiju_left_board = { CAPITAL(ARTICLE($kaiju)) } { ARTICLE($square) } mezőről lelép a tábláról: kiesik a játékból.
# source 90d2a679
kaiju_destroyed =
    { CAPITAL(ARTICLE($by)) } elpusztítja { ARTICLE($kaiju) }t { ARTICLE($square) } mezőn { $to ->
        [supply] (vissza a készletbe).
       *[out] (kiesik a játékból).
    }
# source dd02a1f6
tile_removed =
    { CAPITAL(ARTICLE($square)) } mezőn lévő sodráslapka { $to ->
        [pile] a húzópakli aljára kerül.
       *[out] kikerül a játékból.
    }
# source 875d56e4
ship_destroyed =
    { $player } vitorlása elpusztul: { $cause ->
        [daikaiju_moved] { ARTICLE($kaiju) } a lapkájára lépett { ARTICLE($square) } mezőn
        [daikaiju_placed] { ARTICLE($kaiju) } a lapkájára érkezett { ARTICLE($square) } mezőn
        [daikaiju_in_front] { ARTICLE($kaiju) } elé lépett, { ARTICLE($square) } mezőre
        [daikaiju_waiting] { ARTICLE($kaiju) } vár előtte { ARTICLE($square) } mezőn
       *[no_free_mark] { ARTICLE($kaiju) } { ARTICLE($square) } mezőn elállja a kiindulópontját, és azon az oldalon nincs más szabad pont
    }.
# source 385a953f
tile_placed = { $player } sodráslapkát tesz { ARTICLE($square) } mezőre.
# source 4ed4bca0
ship_sailed = { $player } vitorlása követi a sodrását.
# source f2630a9e
ship_out =
    { $player } vitorlása { $own ->
        [true] { "" }
       *[false] { $by } lapkája nyomán{ " " }
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
# source 029a7305
bonus_taken = { $player } { $count } lapkát cserél a kiesett játékosok lapkáival.
# source 6fea102a
bonus_to_pile = { $parts } a húzópakli aljára kerül.
# source 350fb9e3
tsuro-bonus-given = { $player } által adott { $count } lapka
# source 8e9fccc1
tsuro-bonus-left = { $player } kezéből { $count } lapka
# source f5df7493
hand_disposed =
    { $player } kezéből { $count } lapka { $to ->
        [pile] a húzópakli aljára kerül.
       *[out] kikerül a játékból.
    }
# source 75621f4b
drew = { $player } húz egy lapkát (a húzópakliban { $pile } maradt).
# source 104e75a6
pile_empty = A húzópakli üres: { $player } nem húz.
# source 876f5f74
hand_empty = { $player } kezében nincs lerakható lapka: kimarad a kör hátralévő részéből.
# source 0ab11cd9
blocked = { $player } vitorlása előtt daikaiju vár: ebben a körben nem hajózhat.
# source 404f6114
game_over =
    { $count ->
        [0] Senki sem élte túl.
        [one] { $winners } nyert!
       *[other] { $winners } nyertek!
    }

## Kérdések

# source 90f1bac5
tsuro-prompt-start = Válassz kiindulópontot a vitorlásodnak.
# source 8e5894c1
tsuro-prompt-place = Tegyél egy sodráslapkát a vitorlásod elé.
# source e07861dd
tsuro-prompt-bonus = Cserélj lapkákat a kiesett játékosok lapkáival, vagy tartsd meg a tieidet.
# source 9bf0c9f2
tsuro-prompt-relocate = Egy daikaiju elállja az első lépésedet: válassz másik kiindulópontot.

## Lépések

# source 2f769763
tsuro-action-place = { CAPITAL(ARTICLE($place)) } lapkád lerakása, { $turn }
# source 69d9fed7
tsuro-action-place-other = Egy másik kézben lévő lapka lerakása, { $turn }
# source a30803c7
tsuro-action-start = Indulás innen: { $mark }
# source 0140d3c0
tsuro-action-relocate = Áthelyezés ide: { $mark }
# source bb689329
tsuro-action-swap = { CAPITAL(ARTICLE($give)) } lapkád cseréje a felkínáltak közül { ARTICLE($take) } lapkára
# source 30bd41fc
tsuro-action-give = { CAPITAL(ARTICLE($give)) } lapkád odaadása, semmit sem véve érte
# source b267c004
tsuro-action-take = A felkínáltak közül { ARTICLE($take) } lapka elvétele, semmit sem adva érte
# source 6585e3bb
tsuro-action-keep = Megtartom a lapkáimat

## Az útvonal-előnézet

# source f246cf7b
tsuro-route-safe = biztonságban
# source e7886361
tsuro-route-off-edge = lesodródik a tábláról
# source 5f7eb21c
tsuro-route-daikaiju = daikaijunak ütközik
# source 7f4f9a66
tsuro-route-loop = hurokba kerül
# source f30c9185
tsuro-route-same-wake = ugyanazon a sodráson, mint egy másik vitorlás

## Elutasítások

# source 05d5da6a
tsuro-game-over = A játék véget ért.
# source 149a7431
tsuro-start-first = Előbb mindenki kiindulópontra teszi a vitorlását.
# source 60d28342
tsuro-place-now = A soron következő játékosnak most sodráslapkát kell lerakni.
# source 9f8bb3f0
tsuro-bonus-now = A soron következő játékos most dönt a kiesési bónuszról.
# source 8348bc05
tsuro-relocate-now = A soron következő játékosnak most másik kiindulópontra kell áthelyeznie a vitorlását.
# source 70a6d857
tsuro-off-edge = Ez a saját vitorlásodat a tábla szélén túlra sodorná, pedig más lerakással elkerülhető.
# source 863571c4
tsuro-loop = Ez a saját vitorlásodat vég nélküli hurokba zárná, pedig más lerakással elkerülhető.
# source 06d89e02
tsuro-into-daikaiju = Ez a saját sodrásodat daikajuba vezetné, pedig más lerakással elkerülhető.
# source 5e33ab8d
tsuro-same-wake = Így két vitorlás haladna ugyanazon a sodráson ugyanabba az irányba.
# source 96bdf0be
tsuro-not-in-front = Sodráslapka csak a vitorlásod előtti üres mezőre kerülhet: { ARTICLE($square) } mezőre.
# source 7b851ac5
tsuro-own-hand = Csak a saját kezedből rakhatsz le lapkát.
# source 3ac89ac1
tsuro-rotations = Egy lapkának négy állása van, 0–3.
# source 5e0f44a1
tsuro-no-such-mark = Nincs ilyen kiindulópont.
# source 9c5e3139
tsuro-mark-taken = Azon a kiindulóponton már áll egy vitorlás.
# source 082a8979
tsuro-bonus-swap = Annyi lapkát adj, ahányat elveszel, és csak az imént kiejtett játékosok lapkáiból vegyél.
# source 09bbd9a3
tsuro-relocate-own = A vitorlásod már ezen a kiindulóponton áll: egy másikra helyezd át.
# source 2ecfd5c3
tsuro-relocate-side = A tábla ugyanazon oldalán lévő kiindulópontra helyezd át, ahol a vitorlásod most áll.
# source 510d3dc5
tsuro-relocate-tile = Annak a kiindulópontnak a mezőjén sodráslapka fekszik.
# source 610e183d
tsuro-relocate-daikaiju = Annak a kiindulópontnak a mezőjén daikaiju áll.

## Feladványcélok

# source 3754b768
tsuro-goal-survive = tartsd vízen a vitorlásodat { $target } saját körödön át
# source b005adeb
tsuro-fact-out = Kiesik a következő köre előtt
# source 6e82121b
tsuro-fact-destroyed = Daikaiju pusztítja el
# source 641ff4d1
tsuro-fact-sails-off = A saját körében lesodródik
# With three or more ships sailing only the next $turns turns of rolls are covered.
# source c416e773
tsuro-fact-sunk = A következő { $turns } körben elsüllyed a lapkáján

## Szabályváltozatok

# source 67ffd8d9
tsuro-seas-option-daikaiju = Játék daikajukkal
    .help = Kikapcsolva: a választható szabály tengeri szörnyek nélkül (nincs kockadobás, nincs háromdaikajus minimum).
# source fec3126e
tsuro-seas-option-daikaiju_order = A daikaijuk forgásszám szerinti sorrendben lépnek
    .help = A magyar szabálykönyv szerint csökkenő, a 2013-as angol szerint növekvő sorrendben.
# source bd892dc0
tsuro-seas-option-destroyed_daikaiju = A másik által elpusztított daikaiju helye
    .help = supply: a képpel lefelé fordított készlet aljára (egy 6-os visszahozhatja); out: kikerül a játékból.
# source 3b2d8230
tsuro-seas-option-new_daikaiju_on_tile = Az újonnan lerakott daikaiju alatti sodráslapka helye
    .help = out: kikerül a játékból, ahogy a TS-D7 mondja; pile: a húzópakli aljára, ahogy a mozgó daikajunál.
# source e24dbcce
tsuro-seas-option-waiting_daikaiju_destroys = A soron következő vitorlás előtt már váró daikaiju elpusztítja
    .help = Kikapcsolva: csak az a daikaiju, amely a soron következő játékos saját dobásakor érkezik oda (TS-D5).
# source e7073bd7
tsuro-seas-option-eliminated_players_roll = A kiesett játékosok is dobnak a daikajukért
    .help = A szabálykönyv nem szól róla; egy nyilvános összefoglaló szerint dobnak.
# source 5535404c
tsuro-seas-option-shared_start_marks = Két vitorlás osztozhat egy kiindulóponton
    .help = Kikapcsolva (a döntés): minden vitorlásnak saját kiindulópont kell.
# source 5041a336
tsuro-seas-option-eliminated_hand = A bónusz nélkül kiesett játékos kezének helye
    .help = pile: a húzópakli aljára; out: kikerül a játékból.
# source 34fadfe1
tsuro-seas-option-board_full = A tábla megtelik (TS-W3), amikor
    .help = covered: az utolsó üres mezőjét is lefedi egy sodráslapka vagy egy daikaiju (a GYIK szó szerinti olvasata); no_placement: már egyetlen lapka sem rakható le, így a játék folytatódik, amíg a daikajuk mezőket szabadíthatnak fel.
# source 33f38787
tsuro-problem-tile-taken = { CAPITAL(ARTICLE($square)) } mezőn már van lapka ({ $tile }): lapkát csak üres mezőre lehet tenni
# source 526d44fd
tsuro-problem-kaiju-on-kaiju = { CAPITAL(ARTICLE($square)) } mezőn már áll egy daikaiju: a másikra lépő daikaiju elpusztítja azt
# source a5bcb7c4
tsuro-problem-kaiju-on-tile = { CAPITAL(ARTICLE($square)) } mezőn sodráslapka van: a lapkára érkező daikaiju eltávolítja azt
# A component listed twice: $component is tile or daikaiju, $item its number, $first where it is listed first.
# source ed005ff2
tsuro-problem-twice =
    { $component ->
        [tile] Ez a sodráslapka
       *[daikaiju] Ez a daikaiju
    } ({ $item }) itt is szerepel: { $first }; minden elem csak egy helyen lehet
# Components listed nowhere: $items their numbers, $count how many.
# source f96ddbad
tsuro-problem-nowhere =
    { $component ->
        [tile]
            { $count ->
                [one] Ez a sodráslapka sehol sincs (se a táblán, se kézben, se a húzópakliban, se a játékon kívül): { $items }
               *[other] Ezek a sodráslapkák sehol sincsenek (se a táblán, se kézben, se a húzópakliban, se a játékon kívül): { $items }
            }
       *[daikaiju]
            { $count ->
                [one] Ez a daikaiju sehol sincs (se a táblán, se a készletben, se a játékon kívül): { $items }
               *[other] Ezek a daikaijuk sehol sincsenek (se a táblán, se a készletben, se a játékon kívül): { $items }
            }
    }
# $placed: true while the player has placed this turn's tile and not yet drawn.
# source 6d9ffd8a
tsuro-problem-hand-size =
    { CAPITAL(ARTICLE($player)) } kezében { $count } lapka van; csak { $size } lapkáig lehet visszahúzni{ $placed ->
        [true] , egy lapka lerakása után
       *[false] { "" }
    }
# source 74890bb9
tsuro-problem-no-daikaiju-board = A játék daikaiju nélkül folyik (a beállítás ki van kapcsolva), így a táblán nem állhat daikaiju
# source 34f3a883
tsuro-problem-no-daikaiju-out = A játék daikaiju nélkül folyik (a beállítás ki van kapcsolva), így a játékon kívül sem lehet daikaiju
# source 8d3fd154
tsuro-problem-setup-daikaiju = Az első kör előtt { $players } játékosnál { $wanted } daikaiju áll a táblán, és egy sincs a játékon kívül, nem { $on_board }, és nem { $out } a játékon kívül
# $hands: true when the players who are out had hands that could have left the game.
# source 01d35b79
tsuro-problem-no-daikaiju-removed =
    A játék daikaiju nélkül folyik (a beállítás ki van kapcsolva): ezt a sodráslapkát nem vehette ki daikaiju a játékból{ $hands ->
        [true] , és a kiesett játékosok kezében sem volt ennyi lapka
       *[false] { "" }
    }
# source 98c60dd5
tsuro-problem-ship-nowhere = { CAPITAL(ARTICLE($player)) } vitorlása úton van, de nincs mezője: az első lapka előtt minden vitorlás a kiindulópontján áll
# source 5e9106c3
tsuro-problem-not-a-mark = { CAPITAL(ARTICLE($player)) } vitorlása a kiindulópontján áll, de { ARTICLE($square) } mező { $point }. pontja nem kiindulópont a tábla szélén
# source 7e7ce518
tsuro-problem-mark-taken = { CAPITAL(ARTICLE($player)) } vitorlása már ezen a kiindulóponton áll
# source 3ce4dc6b
tsuro-problem-open-end = { CAPITAL(ARTICLE($player)) } vitorlása elhagyta a kiindulópontját, tehát a sodrása nyitott végén áll: a mögötte lévő mezőn sodráslapkának kell lennie
# source 648f7c68
tsuro-problem-front-tile = { CAPITAL(ARTICLE($player)) } vitorlása előtti mezőn ({ $square }) lapka van: a vitorlás továbbhajózott volna a sodrása mentén
# $twice: true when the player is listed twice, false when their ship still sails.
# source d0381654
tsuro-problem-listed-out =
    { $twice ->
        [true] { CAPITAL(ARTICLE($player)) } kétszer szerepel a kiesettek között
       *[false] { CAPITAL(ARTICLE($player)) } a kiesettek között szerepel, pedig a vitorlása még úton van
    }
# source cfc6a839
tsuro-problem-unlisted-out = { CAPITAL(ARTICLE($player)) } vitorlása kiesett, ezért a játékosnak ebben a listában a helye
# source 207afb57
tsuro-problem-hand-of-out = { CAPITAL(ARTICLE($player)) } kiesett: a lapkái a húzópakli aljára kerültek
# source e13a6d38
tsuro-problem-bonus-phase = A kiesettek lapkáit csak közvetlenül az őket kiejtő lapka után lehet felajánlani (bonus szakasz)
# source 43855865
tsuro-problem-active-out = { CAPITAL(ARTICLE($player)) } vitorlása kiesett: a körök átugorják a kiesett játékosokat
# source 7b9badf8
tsuro-problem-tile-before-ships = Az első sodráslapka előtt minden vitorlás a helyére kerül
# source 59401510
tsuro-problem-start-order = A vitorlások körsorrendben kerülnek a kiindulópontokra: mielőtt { ARTICLE($player) } választ, pontosan az előtte soron következő játékosoknak van vitorlása a kiindulópontján, és minden vitorlás úton van
# source 293e863f
tsuro-problem-no-tile = { CAPITAL(ARTICLE($player)) } nem tud lapkát tenni, ezért kimarad a köre
# $on_start: true while the ship is still on its starting mark.
# source ec432383
tsuro-problem-blocked =
    { CAPITAL(ARTICLE($player)) } vitorlása előtt daikaiju áll: { $on_start ->
        [true] a vitorlásnak előbb át kell állnia egy másik kiindulópontra
       *[false] a vitorlás elpusztul vagy vár, és nem tesz le lapkát
    }
# source 315eab75
tsuro-problem-relocate-sailed = Csak a még kiindulópontján álló vitorlás állhat át egy másikra; { ARTICLE($player) } vitorlása már úton van
# source 9b7bcb5b
tsuro-problem-relocate-free = Egy daikaiju sem állja el { ARTICLE($player) } első lépését, így a vitorlás a helyén marad
# source 42808869
tsuro-problem-relocate-nowhere = Ugyanazon az oldalon nincs szabad kiindulópont: { ARTICLE($player) } vitorlása elpusztul
# source 2c091fe4
tsuro-problem-bonus-empty = A kiesési bónuszhoz meg kell adni, kiket ejtett ki a lapka
# source 267eb213
tsuro-problem-bonus-seat = { CAPITAL(ARTICLE($player)) } nem olyan játékos, akit a lapka épp kiejtett
# $left: how many ships are left, 0 or 1.
# source 6dee6b5a
tsuro-problem-over =
    { $left ->
        [0] Egyetlen vitorlás sem maradt, így a játék véget ért
       *[other] Egy vitorlás maradt, így a játék véget ért
    }
# source 5f7bfcec
tsuro-problem-full = Minden mezőn sodráslapka vagy daikaiju van: a tábla megtelt, így a játék véget ért, és a megmaradt { $ships } vitorlás osztozik a győzelmen
# source 01ce2b33
tsuro-problem-early-winners = Győzteseket csak a játék vége után lehet megnevezni
# source dea0a49f
tsuro-problem-winner-twice = Egy játékos kétszer szerepel a győztesek között
# $covered: true when the game also ends once the board is full (the option).
# source 84327a82
tsuro-problem-ends-early =
    { $covered ->
        [true] Több megmaradt vitorlással csak akkor ér véget a játék, ha megtelt a tábla, vagy egyikük sem tud lapkát tenni (Döntés TS-W3b)
       *[false] Több megmaradt vitorlással csak akkor ér véget a játék, ha egyikük sem tud lapkát tenni (Döntés TS-W3b)
    }
# $players: the players whose ships still sail, listed.
# source 1ed294ca
tsuro-problem-winners = A győztesek azok a játékosok, akiknek a vitorlása még úton van: { $players }
# source ab2f9efd
tsuro-problem-shared = Ha az utolsó vitorlások együtt esnek ki, a játékosaik osztoznak a győzelmen
# source b1f94d22
tsuro-file-tile-list = sodráslapka-számok listája kell legyen
# $square is what the file wrote, quoted; $size the board's side (7: a 7x7 board).
# source 8b24e962
tsuro-file-not-square = { $square } nem mezője a { $size }x{ $size } mezős táblának
# source 7ef92f4a
tsuro-file-ships = játékosonként egy vitorlást kell tartalmaznia ({ $players })
# $high is the last line (counted from 0).
# source 3b048780
tsuro-file-dice-lines = a sorok 0 és { $high } között lehetnek
# source d3f28525
tsuro-file-dice-totals = két kocka összegeinek listája kell legyen, 2 és 12 között
# A wake tile's wakes, each joining two of its points 0-7.
# source 260071b5
tsuro-file-wakes = mind a nyolc pontot (0–7) pontosan egyszer kell bekötnie
# $count is the number of daikaiju the data has.
# source 4a3d08fe
tsuro-file-setup-counts = a darabszámok 0 és { $count } között lehetnek, ennyi daikaiju van
# $squares the dice can name; $most daikaiju fit on them.
# source a020473a
tsuro-file-daikaiju-fit = a kockák { $squares } mezőt neveznek meg: legfeljebb { $most } daikaiju fér el
# $players (the most a game has) need $tiles wake tiles for their hands of $hand; the data has $count.
# source 5f652025
tsuro-file-tiles-for-hands = { $players } játékosnak { $tiles } sodráslapka kell a { $hand } lapos kezükhöz, nem { $count }

## A feladványok, példák és döntések címei

# source a964ddc3
scenario-tsuro-seas-example-1 = Szabálykönyvi példa: egy daikaiju elpusztít egy vitorlást (TS-D4)
# source 241675bc
scenario-tsuro-seas-example-2 = Szabálykönyvi példa: egy daikaiju elállja a kiindulóponton álló vitorlás útját (TS-D8)
# source 492c5e51
scenario-tsuro-seas-example-3 = Szabálykönyvi példa: egy daikaiju a soron következő vitorlás előtt áll meg (TS-D5)
# source 52a8186d
scenario-tsuro-seas-puzzle-1 = 1. feladvány: szorítás a sarokban
# source 5a5ab4ee
scenario-tsuro-seas-puzzle-2 = 2. feladvány: három kör az alsó sorban
# source d284d037
scenario-tsuro-seas-puzzle-3 = 3. feladvány: az utolsó két kapitány
# source 5ad0c521
ruling-tsuro-seas-daikaiju-destroys-a-ship = Egy daikaiju, amely egy vitorlás mezőjére lép, elpusztítja azt (TS-D4)
# source ed360d60
ruling-tsuro-seas-daikaiju-destroys-a-ship-notes = A szabálykönyv példájából (resources/scenarios/tsuro-seas-example-1.json). Az 1. játékos északra fordítva leteszi a 10-es sodráslapkát. A 2. játékos körének elején a kockák felébresztik a daikaijukat (TS-T1), és a 3★ daikaiju a D1 mezőre lép, ahol a 3. játékos vitorlása áll: a vitorlás elpusztul, és a 3. játékos kiesik (TS-D4), pedig a 3. játékosnak egyetlen saját lapkája sem vitte sehova.
# source 8371bc6d
scenario-tsuro-seas-puzzle-1-hint-1 = Keresd azt a lerakást, amely nyugat felé, a sarokból kifelé, az E6 felé viszi a vitorlásodat.
# source a613dff9
scenario-tsuro-seas-puzzle-1-hint-3 = Most az egyik lapkád továbbviszi a vitorlásodat, az 1. játékosét pedig leviszi a tábláról (TS-M4).
# source d9b2dec0
scenario-tsuro-seas-puzzle-1-notes = Két vitorlás maradt, mindkettő egy daikaiju nélküli tenger jobb alsó sarkában. Te vagy a 2. játékos: a vitorlásod mindjárt beúszik az F6 mezőre; az 1. játékosé közvetlenül alattad vár, az F7 szélén. Keresd meg azt a lerakást, amely után a következő sodráslapkád megnyeri a játékot, bármit játszik is közben az 1. játékos. A lerakásaid közül csak egy éri ezt el. A megoldás nem függ sem a kockáktól, sem a húzott lapkától.
# source cbc142c0
scenario-tsuro-seas-puzzle-2-notes = Te vagy a 2. játékos, az alsó sorba szorulva: a vitorlásod mindjárt beúszik a D7 mezőre, közvetlenül az 1. játékos E7-en álló vitorlása mellé, alattad rögtön a tábla széle. Minden lehetséges lerakásod után felszínen maradsz ebben a körben, de csak egy tartja úton a vitorlásodat három saját köröd alatt, bármit tesz is az 1. játékos. A korábbi győzelem is számít. Ebben a tengerben nincs daikaiju, és a megoldás nem függ a húzott lapkáktól.
# source 0f33aa1f
scenario-tsuro-seas-puzzle-3-notes = Az 1. játékos már kiesett. Te vagy a 2. játékos, és mindjárt alulról beúszol az F3 mezőre; a 3. játékos lent van a G6 mezőn, a jobb szél közelében, és daikaijuk lesnek az F1 és az E3 mezőn, a vitorlásod közelében. Keresd meg azt a lapkát, amely a következő köröd végéig megnyeri a játékot, bármit tesz is a 3. játékos. Hét lerakásod közül egy éri ezt el. A megoldás nem függ sem a kockáktól, sem a húzott lapkától.
# source b15a1eb5
scenario-tsuro-seas-puzzle-1-failure = A vitorlásod esett ki először. Próbáld azt a lerakást, amely nyugat felé, a sarokból kifelé viszi a vitorlásodat.
# source c2467178
scenario-tsuro-seas-puzzle-1-success = Szép hajózás: az 1. játékos vitorlása lekerült a tábláról, és a tiéd az utolsó, amely még úton van (TS-W1).
# Under the Expert level in the lobby: what the measured ladder says of it in this game (docs/ai.md).
# source b968dec4
tsuro-seas-level-expert = A Tsuro of the Seasben nem erősebb a Nehéznél: 400 játszmából nagyjából a felét nyerte meg ellene, mert a közel egyforma lépések között a kockák döntenek.
# source 52a06d20
tsuro-seas-level-hard = A Tsuro of the Seasben alig erősebb a Közepesnél: 200 játszmából 56%-ot nyert meg ellene, mert a közel egyforma lépések között a kockák döntenek.
# source f4891005
scenario-tsuro-seas-example-1-notes = A 3. játékos beúszott a D1 mezőn lévő lapkára; a 3★ daikaiju mellette les az E1 mezőn, észak felé fordulva. Az 1. játékos északra fordítva leteszi a 10-es sodráslapkát; a lépést így alkalmazhatod: `qtgames ruling FILE --action '{ "{" }"place": 10, "rotation": 0{ "}" }'`. A 2. játékos körének elején a kockák 6 + 2 = 8-at mutatnak, így a daikaijuk lépnek (TS-T1); a daikaiju-kocka 5-öt mutat, és a 3★ daikaiju táblázata 5-ösre „balra” lépést ír, ami egy észak felé néző daikaiju számára nyugat: a D1 mezőre lép. A sodráslapkára érkező daikaiju a lapkát a húzópakli aljára küldi, és elpusztít minden rajta álló vitorlást (TS-D4): a 3. játékos kiesik, és a kezében lévő lapkák a húzópakli alá kerülnek (TS-R6). A kockadobásokat a forgatókönyv rng-je rögzíti, így a példa pontosan ugyanúgy játszható le újra.
# source 6464b7bc
scenario-tsuro-seas-example-2-notes = A 2. játékos vitorlása még a C7 mező alján lévő kiindulópontján vár; a 2★ daikaiju a C6 mezőn áll, dél felé fordulva. Az 1. játékos északra fordítva leteszi a 10-es sodráslapkát (`qtgames ruling FILE --action '{ "{" }"place": 10, "rotation": 0{ "}" }'`). Ezután a 2. játékos dob a daikaijuknak (TS-T1), és a daikaiju-kocka a 2★ daikaijut egy mezővel „felfelé” lépteti a nézési irányához képest, ami dél: a C7 mezőre, ahová a 2. játékos első lapkája kerülne. A még a kiindulópontján álló vitorlás ettől nem pusztul el: a játékosa átteszi ugyanannak az oldalnak bármely másik kiindulópontjára, amelynek mezőjén nincs lapka (TS-D8). Futtasd újra a `qtgames ruling` parancsot az eredményen, vagy adj hozzá egy második --action kapcsolót, például '{ "{" }"relocate": 33{ "}" }', hogy lásd, mely kiindulópontok megengedettek, és miért tilos a többi.
# source e8273613
scenario-tsuro-seas-example-3-notes = A 2. és a 3. játékos is a D3 mezőn lévő lapka alsó szélén vár, egymás mellett, mindkettő arra készül, hogy beússzon az üres D4 mezőre; a 3★ daikaiju az E4 mezőn áll, észak felé fordulva. Az 1. játékos északra fordítva leteszi a 10-es sodráslapkát (`qtgames ruling FILE --action '{ "{" }"place": 10, "rotation": 0{ "}" }'`). A 2. játékos körének elején a kockák felébresztik a daikaijukat, és a daikaiju-kocka a 3★ daikaijut a nézési irányához képest „balra” küldi: nyugatra, a D4 mezőre. Az a daikaiju, amely az aktív játékos vitorlása előtti mezőn fejezi be a lépését, elpusztítja azt a vitorlást (TS-D5): a 2. játékos kiesik. A 3. játékos ugyanazon a szélen álló vitorlása ettől nem pusztul el, mivel a 3. játékos nem az aktív játékos, és még megmenekülhet: ha a daikaiju a 3. játékos saját dobása után is a D4 mezőn várna, azt a vitorlást is elpusztítaná (TS-D5b szabálydöntés), de ez a dobás újra felébreszti a daikaijukat, és a 3★ daikaiju továbblép a D5 mezőre, így a 3. játékos tovább hajózik.
