### Entdecker magyarul: a lépésnapló, a kérdések, a lépések, az elutasítások, a szabályváltozatok és a
### feladványok címei.
###
### A szavak a magyar szabálykönyvéi (térképrészlet, pakli, forgó, felderítő, erőd, telep, tartalékkupac,
### felfedezésjelző). A mondatok a játékossal kezdődnek, hogy a program a "2. játékos" helyére a nevét
### tehesse.

entdecker-shape =
    { $shape ->
        [bay] öböl
        [channel] csatorna
        [corner] sarok
        [headland] földnyelv
        [islet] szigetecske
        [land_bridge] földhíd
        [open_sea] nyílt tenger
        [solid_land] szárazföld
        [two_points] kétcsúcsú part
       *[other] { $shape }
    }
entdecker-card =
    { $shape ->
        [made] egy alkalmi térképrészlet
       *[other] egy { $name }-térképrészlet
    }
entdecker-quarters =
    { $quarters ->
        [0] egyenesen
        [1] jobbra fordítva
        [2] fejjel lefelé
       *[3] balra fordítva
    }

## A lépésnapló

setup = A térképrészleteket { $count } paklira keverik: { $stacks } lap.
income = { $round }. kör: { $player } pörget, a forgó { $spin } aranyat mutat; mindenki ennyit kap.
new_first = { $player } kapja a forgót, és ebben a körben ő kezd.
start_circle = { $player } { ARTICLE($square) } melletti kiinduló körre teszi a hajót.
start_square = { $player } { ARTICLE($square) } mező körére teszi a hajót.
start_fee =
    { $player } { $fee } aranyat fizet, mert { $owner } { $unit ->
        [scout] felderítőjének
        [fort] erődjének
       *[settlement] telepének
    } mezőjéről indul ({ $to_owner ->
        [true] a gazdájának
       *[false] a banknak
    }).
declared =
    { $gold ->
        [true] { $player } { $amount } aranyat költ felfedezésre.
       *[false] { $player } { $amount } térképrészletet jelent be.
    }
turned_over = { $player } felfordít { $card }et { ARTICLE($stack) }. pakliból.
last_card = Ez volt az utolsó térképrészlet: a játék ennek a körnek a végén véget ér.
personal = { $player } kijátssza saját lapkáját: { $card }.
placed = A térképrészlet { ARTICLE($square) } mezőre kerül, { $turned }; a hajó rávitorlázik.
unplayable =
    { CAPITAL($card) } sehová sem illik a hajó mellett ({ $squares }), és kikerül a játékból{ $event ->
        [none] .
        [friendly_natives] ; az eseménye (barátságos bennszülöttek) elmarad.
        [gold] ; az eseménye (arany) elmarad.
        [hostile_natives] ; az eseménye (ellenséges bennszülöttek) elmarad.
        [pirates] ; az eseménye (kalózok) elmarad.
        [ruins] ; az eseménye (romok) elmarad.
        [storm] ; az eseménye (vihar) elmarad.
       *[other] ; az eseménye ({ $event }) elmarad.
    }
to_reserve = { CAPITAL($card) } sehová sem illik a hajó mellett ({ $squares }), { ARTICLE($pile) }. tartalékkupacra kerül.
storm = Vihar! { $player } köre azonnal véget ér.
hostile = Ellenséges bennszülöttek: ezen a térképrészleten kétszeres az építés ára.
friendly = Barátságos bennszülöttek: felfedezésjelzőt kínálnak { $player } számára.
friendly_no_tokens = Barátságos bennszülöttek, de nem maradt felfedezésjelző.
native_token = { $player } jelzőt vesz { ARTICLE($pile) }. kupacról.
declined_token = { $player } visszautasítja a bennszülöttek jelzőjét.
pirates = Kalózok! { $player } { $loss } aranyat veszít.
ruins = Romok: { $player } { $points } pontot kap.
gold = Arany: { $player } { $gain } aranyat kap.
no_way_on =
    Innen nincs szabad útvonal: a felfedezés véget ér; { $gold ->
        [true] { $unused } bejelentett arany elveszett.
       *[false] { $unused } bejelentett térképrészlet elveszett.
    }
stopped =
    { $player } befejezi a körét{ $unused ->
        [0] .
       *[other] {" "}({ $unused } bejelentett lap kihasználatlan).
    }
built =
    { $player } { $unit ->
        [scout] felderítőt
        [fort] erődöt
       *[settlement] telepet
    } épít { ARTICLE($square) } mezőre { $cost } aranyért.
recalled = { $player } visszaveszi a felderítőt { ARTICLE($square) } mezőről.
filled = { CAPITAL(ARTICLE($square)) } mező lyukát { ARTICLE($pile) }. tartalékkupacból töltik fel.
made_tile = { CAPITAL(ARTICLE($pile)) }. tartalékkupac üres: egy ilyen lapot készítenek { ARTICLE($square) } mező kitöltésére.
island_empty = Egy { $squares } térképrészletből álló sziget elkészült; senki sincs rajta.
too_few_tokens = Nem maradt elég felfedezésjelző minden legnagyobb felfedezőnek: senki sem húz.
discovery = { $player } { $value } értékű felfedezésjelzőt talál.
island_scored =
    Egy { $value } értékű sziget ({ $cards } térképrészlet{ $token ->
        [0] {""}
       *[other] {" "}+ { $token } értékű jelző
    }) pontot ér: { $points }.
units_back = A rajta álló egységek visszakerülnek a gazdáikhoz.
cannot_pay = { $player } nem tud fizetni egy térképrészletért, kimarad a körből.
no_start = Egyik körnek sincs már szabad szaggatott vonala.
game_end = A játék véget ér ({ $undiscovered } felfedezetlen mező, { $cards_left } térképrészlet maradt).
token_bonus = { $player } birtokolja a legtöbb felfedezésjelzőt, és { $points } pontot kap.
winners =
    { $players } { $count ->
        [one] nyert
       *[other] nyertek
    } { $points } ponttal.

## Kérdések

entdecker-prompt-start = Tedd a hajót egy kiinduló körre vagy egy felfedezett mező körére.
entdecker-prompt-start-first-round = Tedd a hajót a tábla körüli kiinduló körök egyikére.
entdecker-prompt-declare = Jelentsd be, hány térképrészletet fordítasz fel, darabja 1 arany.
entdecker-prompt-declare-gold = Jelentsd be, mennyi aranyat költesz felfedezésre: térképrészletenként 1, saját lapkánként 2.
entdecker-prompt-explore = Húzz egy pakliból, építs, vagy fejezd be a köröd.
entdecker-prompt-place = Válaszd ki, hová és hogyan kerül a felhúzott térképrészlet.
entdecker-prompt-natives = Barátságos bennszülöttek: fogadj el egy felfedezésjelzőt, vagy utasítsd vissza.
entdecker-prompt-token = Te vagy az egyik legnagyobb felfedező: válaszd ki, melyik kupacból húzod a jelződet.
entdecker-prompt-draw = Húzz egy lapot egy pakliból.
entdecker-prompt-draw-or-end = Húzz egy lapot, vagy fejezd be a köröd.
entdecker-prompt-draw-build-end = Húzz egy lapot, építs ide (ezzel véget ér a köröd), vagy fejezd be a köröd.
entdecker-prompt-draw-personal = Húzz egy lapot, vagy játssz ki egy saját lapkát.
entdecker-prompt-draw-personal-end = Húzz egy lapot vagy játssz ki egy saját lapkát, vagy fejezd be a köröd.
entdecker-prompt-draw-personal-build-end = Húzz egy lapot vagy játssz ki egy saját lapkát, építs ide (ezzel véget ér a köröd), vagy fejezd be a köröd.
entdecker-prompt-build-no-route = Innen nincs szabad útvonal: építs erre a térképrészletre, vagy fejezd be a köröd.
entdecker-prompt-build-all-turned = Minden bejelentett térképrészletet felfordítottál: építs erre a térképrészletre, vagy fejezd be a köröd.
entdecker-prompt-build-cards-out = Elfogytak a térképrészletek: építs erre a térképrészletre, vagy fejezd be a köröd.

## Lépések

entdecker-action-start-circle =
    Indulás { ARTICLE($square) } { $side ->
        [above] fölötti
        [right] jobb oldali
        [below] alatti
       *[left] bal oldali
    } körről
entdecker-action-start-square =
    Indulás { ARTICLE($square) } mezőről{ $routes ->
        [1] {""}
       *[other] {" "}({ $route }. tengeri út)
    }{ $fee ->
        [0] {""}
       *[other] , { $fee } arany többletért
    }
entdecker-action-spend = { $amount } arany felfedezésre
entdecker-action-declare = { $amount } térképrészlet bejelentése
entdecker-action-draw =
    Húzás { ARTICLE($stack) }. pakliból{ $event ->
        [true] {" "}(eseménylap ?)
       *[false] {""}
    }
entdecker-action-personal = Saját lapka kijátszása: { $name }
entdecker-action-place = Lerakás { ARTICLE($square) } mezőre, { $turned }
entdecker-action-build =
    { $unit ->
        [scout] Felderítő
        [fort] Erőd
       *[settlement] Telep
    } építése{ $parts ->
        [1] {""}
       *[other] {" "}{ ARTICLE($part) }. szárazföldrészre
    }
entdecker-action-recall =
    { $unit ->
        [scout] A felderítő
        [fort] Az erőd
       *[settlement] A telep
    } visszavétele { ARTICLE($square) } mezőről
entdecker-action-recall-other =
    { $player } { $unit ->
        [scout] felderítőjének
        [fort] erődjének
       *[settlement] telepének
    } visszavétele { ARTICLE($square) } mezőről
entdecker-action-recall-nothing = Egység visszavétele { ARTICLE($square) } mezőről
entdecker-action-end = A kör befejezése
entdecker-action-take-token = Felfedezésjelző húzása { ARTICLE($pile) }. kupacról
entdecker-action-decline-token = A jelző visszautasítása

## Elutasítások

entdecker-game-over = A játék véget ért.
entdecker-circle-first = Előbb tedd a hajót egy körre.
entdecker-declare-first = Előbb jelentsd be, hány térképrészletet fordítasz fel.
entdecker-explore-now = Húzz egy lapot, építs, vagy fejezd be a köröd.
entdecker-place-first = Előbb rakd le a felhúzott térképrészletet.
entdecker-natives-first = Előbb fogadd el vagy utasítsd vissza a barátságos bennszülöttek jelzőjét.
entdecker-token-first = Előbb a legnagyobb felfedezőnek kell jelzőkupacot választania.
entdecker-no-token-pile = Ez a felfedezésjelző-kupac nem létezik, vagy üres.
entdecker-turn-one-over = Legalább egy bejelentett térképrészletet fordíts fel: korábban megállni csak egy lap után lehet.
entdecker-nothing-to-recall = Ott nem áll visszavehető egység.
entdecker-recall-own = Csak a saját felderítőidet veheted vissza a készletedbe.
entdecker-recall-scouts = Az erőd és a telep csak a szigete értékelésekor tér vissza; bármikor csak a felderítő.
entdecker-no-circle = Nincs { $circle }. kiinduló kör; a számozás 0-tól { $last }-ig tart.
entdecker-circle-discovered = Ennek a körnek a szaggatott vonala felfedezett mezőre vezet: nincs szabad vonal.
entdecker-cannot-pay = Még egy térképrészletet sem tudsz kifizetni.
entdecker-first-round-circles = Az első körben csak a tábla körüli kiinduló körök használhatók.
entdecker-start-on-route = A hajó egy felfedezett mező körén, annak egyik tengeri útján indul.
entdecker-start-fee =
    Egy másik játékos { $unit ->
        [scout] felderítő
        [fort] erőd
       *[settlement] telep
    } egységének mezőjéről indulni { $fee } arannyal drágább: egy térképrészlettel { $need } arany kell.
entdecker-no-free-line = Ebből a tengeri útból nem vezet szabad szaggatott vonal felfedezetlen mezőre.
entdecker-declare-one = Legalább 1-et jelents be.
entdecker-declare-gold = Nem jelenthetsz be többet, mint amennyit fizetni tudsz: { $gold } aranyad van.
entdecker-declare-cards = Már csak { $left } térképrészlet maradt felfordításra.
entdecker-cards-out = Elfogytak a térképrészletek: a játék e kör után véget ér.
entdecker-exploring-over = A hajóból nem vezet szabad szaggatott vonal felfedezetlen mezőre: a felfedezésnek vége.
entdecker-all-turned = Már felfordítottad az összes bejelentett térképrészletet.
entdecker-no-stack = Ez a pakli üres, vagy nem létezik.
entdecker-no-personal-tiles = A saját lapkák változata nincs játékban ebben a játszmában.
entdecker-one-personal = Körönként legfeljebb egy saját lapka.
entdecker-personal-cost = Egy saját lapka 2 aranyba kerül a bejelentettből.
entdecker-not-your-tile = Ez nem a te saját lapkád.
entdecker-tile-fits-nowhere = Ez a lap egyetlen, a hajó által elérhető mezőre sem illik.
entdecker-place-beside = A térképrészlet egy felfedezetlen mezőre kerül, amelyet szaggatott vonal köt a hajó mezőjéhez.
entdecker-quarter-turns = Egy térképrészlet 0–3 negyedfordulattal forgatható.
entdecker-same-turn = Így forgatva a lap pontosan úgy néz ki, mint egy már felkínált állásban: azt válaszd.
entdecker-sides-match = Mind a négy oldalnak illeszkednie kell a szomszédaihoz, szárazföld a szárazföldhöz, víz a vízhez, és a hajó vízen át érkezik.
entdecker-storm-no-building = A vihar véget vetett a körödnek: nincs építés.
entdecker-build-here = Csak az ebben a körben lerakott térképrészletre építhetsz, amelyen a hajó áll.
entdecker-sailed-on = A hajó továbbhajózott a nyílt tengerre: nem mehetsz vissza építeni egy korábbi lapra.
entdecker-build-on-land = Csak szárazföldet mutató térképrészletre építhetsz.
entdecker-build-what = Felderítőt, erődöt vagy telepet a térképrészlet egyik szárazföldrészére építhetsz.
entdecker-one-unit = Egy térképrészleten csak egy egység állhat.
entdecker-no-unit =
    Nincs több { $unit ->
        [scout] felderítő
        [fort] erőd
       *[settlement] telep
    } a készletedben.
entdecker-no-settlement = Ellenséges bennszülöttek mellé nem építhető telep.
entdecker-build-cost =
    Itt egy { $unit ->
        [scout] felderítő
        [fort] erőd
       *[settlement] telep
    } { $cost } aranyba kerül; neked { $gold } van.

## Feladványcélok

entdecker-goal-island = szerezz legalább { $target } pontot egyetlen sziget értékelésén
entdecker-goal-points = legyen legalább { $target } pontod

## Szabályváltozatok

entdecker-option-rotating_first_player = Körbejáró kezdőjátékos
    .help = Amikor a sor visszaér a kezdőjátékoshoz, ő játék helyett balra adja a forgót.
entdecker-option-unplayable_to_reserve = A lerakhatatlan lapok a tartalékba kerülnek
    .help = A sehová sem illő, esemény nélküli felhúzott lap a fajtája szerinti tartalékkupacra kerül ahelyett, hogy kikerülne a játékból.
entdecker-option-personal_tiles = Saját lapkák
    .help = Minden játékosnak 4 saját lapkája van (darabja 2 arany, körönként egy), és aranyat jelent be, nem lapokat. A lapkákat a húzható lapok közül veszik el, mielőtt a paklik elkészülnek (EN-V4 döntés).
entdecker-option-hostile_settlement = Telep ellenséges bennszülöttek mellett
    .help = forbidden: oda nem építhető (olasz szöveg); 12: 12 aranyba kerül (magyar szöveg).
entdecker-option-board_edge = A tábla szélén fekvő lapoldal
    .help = anything: szárazföldhöz és vízhez is illik (a döntés); water: víznek kell lennie, mintha a tenger folytatódna.
entdecker-option-start_fee_to = Más játékos egysége melletti indulás többletdíja
    .help = bank: a magyar szöveg szerint a másik játékos nem kapja meg; owner: az egység gazdájáé.
entdecker-option-finish_last_turn = Aki az utolsó lapot húzza, befejezi a körét
    .help = Bekapcsolva: az építés, a lyukak feltöltése és a szigetek értékelése még a végső számolás előtt megtörténik. Kikapcsolva: a játék abban a pillanatban véget ér, amint az utolsó lapot felhúzták és lerakták vagy eldobták.

## A feladványok, példák és döntések címei

scenario-entdecker-example-1 = Szigetértékelés: 10, 5, 5, 2
scenario-entdecker-example-2 = Szigetértékelés: 10, 10, 3
scenario-entdecker-puzzle-1 = Az utolsó lap
scenario-entdecker-puzzle-2 = Romok két sziget között
scenario-entdecker-puzzle-3 = Barátságos bennszülöttek
ruling-entdecker-declare-more-than-left = A játék végén nem lehet több lapot bejelenteni, mint amennyi a paklikban maradt (EN-X3)
