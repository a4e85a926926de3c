### Entdecker magyarul: a lépésnapló, a kérdések, a lépések, az elutasítások, a szabályváltozatok és a
### feladványok címei.
###
### A szavak a magyar szabálykönyvéi (térképrészlet, pakli, forgó, felderítő, erőd, telep, tartalékkupac,
### felfedezésjelző). A mondatok a játékossal kezdődnek, hogy a program a "2. játékos" helyére a nevét
### tehesse.

# source 37bd40b2
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
# source 3b762334
entdecker-card =
    { $shape ->
        [made] egy alkalmi térképrészlet
       *[other] egy { $name }-térképrészlet
    }
# source c44d2c60
entdecker-quarters =
    { $quarters ->
        [0] egyenesen
        [1] jobbra fordítva
        [2] fejjel lefelé
       *[3] balra fordítva
    }

## A lépésnapló

# source 90922d57
setup = A térképrészleteket { $count } paklira keverik: { $stacks } lap.
# source c5b03c0e
income = { $round }. kör: { $player } pörget, a forgó { $spin } aranyat mutat; mindenki ennyit kap.
# source d4730401
new_first = { $player } kapja a forgót, és ebben a körben ő kezd.
# source 9fa76978
start_circle = { $player } { ARTICLE($square) } melletti kiinduló körre teszi a hajót.
# source 208d4cb4
start_square = { $player } { ARTICLE($square) } mező körére teszi a hajót.
# source 03f00129
start_fee =
    { $player } { $fee } aranyat fizet, mert { $owner } { $unit ->
        [scout] felderítőjének
        [fort] erődjének
       *[settlement] telepének
    } mezőjéről indul ({ $to_owner ->
        [true] a gazdájának
       *[false] a banknak
    }).
# source 0db32cb7
declared =
    { $gold ->
        [true] { $player } { $amount } aranyat költ felfedezésre.
       *[false] { $player } { $amount } térképrészletet jelent be.
    }
# source a313b664
turned_over = { $player } felfordít { $card }et { ARTICLE($stack) }. pakliból.
# source 028ef108
last_card = Ez volt az utolsó térképrészlet: a játék ennek a körnek a végén véget ér.
# source 1d69b416
personal = { $player } kijátssza saját lapkáját: { $card }.
# source 548bcb95
placed = A térképrészlet { ARTICLE($square) } mezőre kerül, { $turned }; a hajó rávitorlázik.
# source 9e15f841
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
# source 0a8c1cc7
to_reserve = { CAPITAL($card) } sehová sem illik a hajó mellett ({ $squares }), { ARTICLE($pile) }. tartalékkupacra kerül.
# source 5ec317d9
storm = Vihar! { $player } köre azonnal véget ér.
# source e024087b
hostile = Ellenséges bennszülöttek: ezen a térképrészleten kétszeres az építés ára.
# source 809c92f4
friendly = Barátságos bennszülöttek: felfedezésjelzőt kínálnak { $player } számára.
# source c3d18afb
friendly_no_tokens = Barátságos bennszülöttek, de nem maradt felfedezésjelző.
# source 4929dadf
native_token = { $player } jelzőt vesz { ARTICLE($pile) }. kupacról.
# source 1feaaafb
declined_token = { $player } visszautasítja a bennszülöttek jelzőjét.
# source e80ca91c
pirates = Kalózok! { $player } { $loss } aranyat veszít.
# source f8f402ea
ruins = Romok: { $player } { $points } pontot kap.
# source 41061221
gold = Arany: { $player } { $gain } aranyat kap.
# source 6023f2a5
no_way_on =
    Innen nincs szabad útvonal: a felfedezés véget ér; { $gold ->
        [true] { $unused } bejelentett arany elveszett.
       *[false] { $unused } bejelentett térképrészlet elveszett.
    }
# source 84456c3e
stopped =
    { $player } befejezi a körét{ $unused ->
        [0] .
       *[other] { " " }({ $unused } bejelentett lap kihasználatlan).
    }
# source 27bd5428
built =
    { $player } { $unit ->
        [scout] felderítőt
        [fort] erődöt
       *[settlement] telepet
    } épít { ARTICLE($square) } mezőre { $cost } aranyért.
# source 06a4d567
recalled = { $player } visszaveszi a felderítőt { ARTICLE($square) } mezőről.
# source 56add17e
filled = { CAPITAL(ARTICLE($square)) } mező lyukát { ARTICLE($pile) }. tartalékkupacból töltik fel.
# source 747c1181
made_tile = { CAPITAL(ARTICLE($pile)) }. tartalékkupac üres: egy ilyen lapot készítenek { ARTICLE($square) } mező kitöltésére.
# source ba7d7c8a
island_empty = Egy { $squares } térképrészletből álló sziget elkészült; senki sincs rajta.
# source 0e835d71
too_few_tokens = Nem maradt elég felfedezésjelző minden legnagyobb felfedezőnek: senki sem húz.
# source b3af5db5
discovery = { $player } { $value } értékű felfedezésjelzőt talál.
# source 6da66b1d
island_scored =
    Egy { $value } értékű sziget ({ $cards } térképrészlet{ $token ->
        [0] { "" }
       *[other] { " " }+ { $token } értékű jelző
    }) pontot ér: { $points }.
# source ca52bcce
units_back = A rajta álló egységek visszakerülnek a gazdáikhoz.
# source 5985a8ad
cannot_pay = { $player } nem tud fizetni egy térképrészletért, kimarad a körből.
# source 462843ac
no_start = Egyik körnek sincs már szabad szaggatott vonala.
# source 0949e63c
game_end = A játék véget ér ({ $undiscovered } felfedezetlen mező, { $cards_left } térképrészlet maradt).
# source 06489a94
token_bonus = { $player } birtokolja a legtöbb felfedezésjelzőt, és { $points } pontot kap.
# source f868ac4c
winners =
    { $players } { $count ->
        [one] nyert
       *[other] nyertek
    } { $points } ponttal.

## Kérdések

# source 0fde1e14
entdecker-prompt-start = Tedd a hajót egy kiinduló körre vagy egy felfedezett mező körére.
# source 16823203
entdecker-prompt-start-first-round = Tedd a hajót a tábla körüli kiinduló körök egyikére.
# source 459bc37c
entdecker-prompt-declare = Jelentsd be, hány térképrészletet fordítasz fel, darabja 1 arany.
# source 99ccffb5
entdecker-prompt-declare-gold = Jelentsd be, mennyi aranyat költesz felfedezésre: térképrészletenként 1, saját lapkánként 2.
# source b77dafed
entdecker-prompt-explore = Húzz egy pakliból, építs, vagy fejezd be a köröd.
# source a96ab92b
entdecker-prompt-place = Válaszd ki, hová és hogyan kerül a felhúzott térképrészlet.
# source 6ae5b6e0
entdecker-prompt-natives = Barátságos bennszülöttek: fogadj el egy felfedezésjelzőt, vagy utasítsd vissza.
# source 8c1c71ca
entdecker-prompt-token = Te vagy az egyik legnagyobb felfedező: válaszd ki, melyik kupacból húzod a jelződet.
# source 235f5a3a
entdecker-prompt-draw = Húzz egy lapot egy pakliból.
# source 1f284c73
entdecker-prompt-draw-or-end = Húzz egy lapot, vagy fejezd be a köröd.
# source 0d7e5ce3
entdecker-prompt-draw-build-end = Húzz egy lapot, építs ide (ezzel véget ér a köröd), vagy fejezd be a köröd.
# source b7de82e2
entdecker-prompt-draw-personal = Húzz egy lapot, vagy játssz ki egy saját lapkát.
# source b35f4a71
entdecker-prompt-draw-personal-end = Húzz egy lapot vagy játssz ki egy saját lapkát, vagy fejezd be a köröd.
# source e7c1a8f3
entdecker-prompt-draw-personal-build-end = Húzz egy lapot vagy játssz ki egy saját lapkát, építs ide (ezzel véget ér a köröd), vagy fejezd be a köröd.
# source bae9aa13
entdecker-prompt-build-no-route = Innen nincs szabad útvonal: építs erre a térképrészletre, vagy fejezd be a köröd.
# source 2038a3ae
entdecker-prompt-build-all-turned = Minden bejelentett térképrészletet felfordítottál: építs erre a térképrészletre, vagy fejezd be a köröd.
# source c3701bb8
entdecker-prompt-build-cards-out = Elfogytak a térképrészletek: építs erre a térképrészletre, vagy fejezd be a köröd.
# A starting circle ($side: above, right, below, left of its square), as the editor names where the ship stands.
# source d8125402
entdecker-circle =
    { ARTICLE($square) } { $side ->
        [above] fölötti
        [right] jobb oldali
        [below] alatti
       *[left] bal oldali
    } kör

## Lépések

# source 55b7bacd
entdecker-action-start-circle =
    Indulás { ARTICLE($square) } { $side ->
        [above] fölötti
        [right] jobb oldali
        [below] alatti
       *[left] bal oldali
    } körről
# source 785cecdf
entdecker-action-start-square =
    Indulás { ARTICLE($square) } mezőről{ $routes ->
        [1] { "" }
       *[other] { " " }({ $route }. tengeri út)
    }{ $fee ->
        [0] { "" }
       *[other] , { $fee } arany többletért
    }
# source 8e3edaca
entdecker-action-spend = { $amount } arany felfedezésre
# source 449e4e7c
entdecker-action-declare = { $amount } térképrészlet bejelentése
# source 66f86cb6
entdecker-action-draw =
    Húzás { ARTICLE($stack) }. pakliból{ $event ->
        [true] { " " }(eseménylap ?)
       *[false] { "" }
    }
# source 9d4447e3
entdecker-action-personal = Saját lapka kijátszása: { $name }
# source 35559120
entdecker-action-place = Lerakás { ARTICLE($square) } mezőre, { $turned }
# source bd09649a
entdecker-action-build =
    { $unit ->
        [scout] Felderítő
        [fort] Erőd
       *[settlement] Telep
    } építése{ $parts ->
        [1] { "" }
       *[other] { " " }{ ARTICLE($part) }. szárazföldrészre
    }
# source 99673335
entdecker-action-recall =
    { $unit ->
        [scout] A felderítő
        [fort] Az erőd
       *[settlement] A telep
    } visszavétele { ARTICLE($square) } mezőről
# source db60cc63
entdecker-action-recall-other =
    { $player } { $unit ->
        [scout] felderítőjének
        [fort] erődjének
       *[settlement] telepének
    } visszavétele { ARTICLE($square) } mezőről
# source 0976ca52
entdecker-action-recall-nothing = Egység visszavétele { ARTICLE($square) } mezőről
# source 4fc3d8de
entdecker-action-end = A kör befejezése
# source 8fef2a9e
entdecker-action-take-token = Felfedezésjelző húzása { ARTICLE($pile) }. kupacról
# source ae7237a3
entdecker-action-decline-token = A jelző visszautasítása

## Elutasítások

# source ff512c49
entdecker-game-over = A játék véget ért.
# source 8d3b5163
entdecker-circle-first = Előbb tedd a hajót egy körre.
# source bf7a1c40
entdecker-declare-first = Előbb jelentsd be, hány térképrészletet fordítasz fel.
# source 85ceaba8
entdecker-explore-now = Húzz egy lapot, építs, vagy fejezd be a köröd.
# source 679b62e1
entdecker-place-first = Előbb rakd le a felhúzott térképrészletet.
# source f579e6db
entdecker-natives-first = Előbb fogadd el vagy utasítsd vissza a barátságos bennszülöttek jelzőjét.
# source f4499737
entdecker-token-first = Előbb a legnagyobb felfedezőnek kell jelzőkupacot választania.
# source 51b7148b
entdecker-no-token-pile = Ez a felfedezésjelző-kupac nem létezik, vagy üres.
# source 3f15b958
entdecker-turn-one-over = Legalább egy bejelentett térképrészletet fordíts fel: korábban megállni csak egy lap után lehet.
# source cbd8e5fd
entdecker-nothing-to-recall = Ott nem áll visszavehető egység.
# source fc26d518
entdecker-recall-own = Csak a saját felderítőidet veheted vissza a készletedbe.
# source 65f02d5c
entdecker-recall-scouts = Az erőd és a telep csak a szigete értékelésekor tér vissza; bármikor csak a felderítő.
# source c6fbd8d8
entdecker-no-circle = Nincs { $circle }. kiinduló kör; a számozás 0-tól { $last }-ig tart.
# source b3da9e19
entdecker-circle-discovered = Ennek a körnek a szaggatott vonala felfedezett mezőre vezet: nincs szabad vonal.
# source a44e9cf3
entdecker-cannot-pay = Még egy térképrészletet sem tudsz kifizetni.
# source ce372ba7
entdecker-first-round-circles = Az első körben csak a tábla körüli kiinduló körök használhatók.
# source 680c9d28
entdecker-start-on-route = A hajó egy felfedezett mező körén, annak egyik tengeri útján indul.
# source 59424db6
entdecker-start-fee =
    Egy másik játékos { $unit ->
        [scout] felderítő
        [fort] erőd
       *[settlement] telep
    } egységének mezőjéről indulni { $fee } arannyal drágább: egy térképrészlettel { $need } arany kell.
# source 16056a54
entdecker-no-free-line = Ebből a tengeri útból nem vezet szabad szaggatott vonal felfedezetlen mezőre.
# source e435362e
entdecker-declare-one = Legalább 1-et jelents be.
# source c06f24dc
entdecker-declare-gold = Nem jelenthetsz be többet, mint amennyit fizetni tudsz: { $gold } aranyad van.
# source 843adca9
entdecker-declare-cards = Már csak { $left } térképrészlet maradt felfordításra.
# source a5f365fd
entdecker-cards-out = Elfogytak a térképrészletek: a játék e kör után véget ér.
# source fb484f9f
entdecker-exploring-over = A hajóból nem vezet szabad szaggatott vonal felfedezetlen mezőre: a felfedezésnek vége.
# source b1014936
entdecker-all-turned = Már felfordítottad az összes bejelentett térképrészletet.
# source 7b423b03
entdecker-no-stack = Ez a pakli üres, vagy nem létezik.
# source 23c12aee
entdecker-no-personal-tiles = A saját lapkák változata nincs játékban ebben a játszmában.
# source e854f64a
entdecker-one-personal = Körönként legfeljebb egy saját lapka.
# source 07b21816
entdecker-personal-cost = Egy saját lapka 2 aranyba kerül a bejelentettből.
# source 114ff87c
entdecker-not-your-tile = Ez nem a te saját lapkád.
# source b8ca039f
entdecker-tile-fits-nowhere = Ez a lap egyetlen, a hajó által elérhető mezőre sem illik.
# source 7c491d29
entdecker-place-beside = A térképrészlet egy felfedezetlen mezőre kerül, amelyet szaggatott vonal köt a hajó mezőjéhez.
# source 460dbaeb
entdecker-quarter-turns = Egy térképrészlet 0–3 negyedfordulattal forgatható.
# source 3e408caf
entdecker-same-turn = Így forgatva a lap pontosan úgy néz ki, mint egy már felkínált állásban: azt válaszd.
# source 83d6312d
entdecker-sides-match = Mind a négy oldalnak illeszkednie kell a szomszédaihoz, szárazföld a szárazföldhöz, víz a vízhez, és a hajó vízen át érkezik.
# source d0e25d06
entdecker-storm-no-building = A vihar véget vetett a körödnek: nincs építés.
# source 2c8327bc
entdecker-build-here = Csak az ebben a körben lerakott térképrészletre építhetsz, amelyen a hajó áll.
# source 605f3232
entdecker-sailed-on = A hajó továbbhajózott a nyílt tengerre: nem mehetsz vissza építeni egy korábbi lapra.
# source 7e66a8ab
entdecker-build-on-land = Csak szárazföldet mutató térképrészletre építhetsz.
# source 172302df
entdecker-build-what = Felderítőt, erődöt vagy telepet a térképrészlet egyik szárazföldrészére építhetsz.
# source 361ab2e0
entdecker-one-unit = Egy térképrészleten csak egy egység állhat.
# source 4779497d
entdecker-no-unit =
    Nincs több { $unit ->
        [scout] felderítő
        [fort] erőd
       *[settlement] telep
    } a készletedben.
# source 6178b014
entdecker-no-settlement = Ellenséges bennszülöttek mellé nem építhető telep.
# source 36d131e4
entdecker-build-cost =
    Itt egy { $unit ->
        [scout] felderítő
        [fort] erőd
       *[settlement] telep
    } { $cost } aranyba kerül; neked { $gold } van.

## Feladványcélok

# source bef3ba2d
entdecker-goal-island = szerezz legalább { $target } pontot egyetlen sziget értékelésén
# source 368ce63a
entdecker-goal-points = legyen legalább { $target } pontod
# source 75078eee
entdecker-fact-gold = Arany a lépés után
# source 02d1cace
entdecker-fact-points = Pontok a lépés után

## Szabályváltozatok

# source 263baad5
entdecker-option-rotating_first_player = Körbejáró kezdőjátékos
    .help = Amikor a sor visszaér a kezdőjátékoshoz, ő játék helyett balra adja a forgót.
# source 05aaa5d0
entdecker-option-unplayable_to_reserve = A lerakhatatlan lapok a tartalékba kerülnek
    .help = A sehová sem illő, esemény nélküli felhúzott lap a fajtája szerinti tartalékkupacra kerül ahelyett, hogy kikerülne a játékból.
# source 090b13ca
entdecker-option-personal_tiles = Saját lapkák
    .help = Minden játékosnak 4 saját lapkája van (darabja 2 arany, körönként egy), és aranyat jelent be, nem lapokat. A lapkákat a húzható lapok közül veszik el, mielőtt a paklik elkészülnek (EN-V4 döntés).
# source dffaea4b
entdecker-option-hostile_settlement = Telep ellenséges bennszülöttek mellett
    .help = forbidden: oda nem építhető (olasz szöveg); 12: 12 aranyba kerül (magyar szöveg).
# source 34a760c3
entdecker-option-board_edge = A tábla szélén fekvő lapoldal
    .help = anything: szárazföldhöz és vízhez is illik (a döntés); water: víznek kell lennie, mintha a tenger folytatódna.
# source 49c9d064
entdecker-option-start_fee_to = Más játékos egysége melletti indulás többletdíja
    .help = bank: a magyar szöveg szerint a másik játékos nem kapja meg; owner: az egység gazdájáé.
# source c5ca6818
entdecker-option-finish_last_turn = Aki az utolsó lapot húzza, befejezi a körét
    .help = Bekapcsolva: az építés, a lyukak feltöltése és a szigetek értékelése még a végső számolás előtt megtörténik. Kikapcsolva: a játék abban a pillanatban véget ér, amint az utolsó lapot felhúzták és lerakták vagy eldobták.
# source 6a281e67
entdecker-problem-card-taken = { CAPITAL(ARTICLE($square)) } mezőn már van térképrészlet ({ $card }): térképrészlet csak felfedezetlen mezőre kerülhet.
# $where: undiscovered (the square has no card) or water (its card has no land).
# source 5c354b27
entdecker-problem-unit-off-land =
    { CAPITAL(ARTICLE($square)) } mezőn álló { $unit ->
        [scout] felderítő
        [fort] erőd
       *[settlement] telep
    } { $where ->
        [undiscovered] felfedezetlen mezőn
       *[water] szárazföld nélküli térképrészleten
    } áll: egység csak szárazföldön állhat.
# source 1d4f0035
entdecker-problem-unit-taken = { CAPITAL(ARTICLE($square)) } mezőn már áll egy egység: egy térképrészleten csak egy egység állhat.
# source 282a4267
entdecker-problem-land-parts = { CAPITAL(ARTICLE($square)) } mezőn lévő térképrészletnek { $parts } szárazföldrésze van, 0-tól számozva.
# How many units of a kind a player has at all ($count).
# source ec102c7e
entdecker-problem-units-left =
    { CAPITAL(ARTICLE($player)) } készletében összesen csak { $count } { $unit ->
        [scout] felderítő
        [fort] erőd
       *[settlement] telep
    } van.
# source 1046415e
entdecker-problem-placed-undiscovered = { CAPITAL(ARTICLE($square)) } mező felfedezetlen: ebben a körben nem került oda térképrészlet.
# source 9714a693
entdecker-problem-placed-twice = { CAPITAL(ARTICLE($square)) } mező kétszer szerepel.
# source 5335552b
entdecker-problem-ship-undiscovered = { CAPITAL(ARTICLE($square)) } mező felfedezetlen: a hajó körön vagy felfedezett térképrészleten áll.
# source de6bb0b4
entdecker-problem-sea-routes = { CAPITAL(ARTICLE($square)) } mezőn lévő térképrészletnek { $routes } tengeri útja van, 0-tól számozva: a hajó sosem áll szárazföldön.
# source 1fa066a4
entdecker-problem-card-twice = Ez a lap ({ $card }) itt is szerepel: { $first }; minden lap pontosan egy helyen van.
# source eef7aad9
entdecker-problem-cards-nowhere = { $count } lap sehol sincs ({ $cards }): minden lap egy pakliban, egy tartalékkupacban, kézben, a dobozban vagy a táblán van.
# source 466470f4
entdecker-problem-made-card = Lyuk kitöltésére készült lap ({ $card }): a táblán van.
# source 83559434
entdecker-problem-reserve-card = Ez a lap ({ $card }) { ARTICLE($pile) }. tartalékkupac lapja: abban a kupacban vagy a táblán van.
# source 948fac08
entdecker-problem-exploration-in-reserve = Ez a lap ({ $card }) térképrészlet: csak a lerakhatatlan lapok változata tesz egyet tartalékkupacba, és eseményeset soha.
# source 724cbd03
entdecker-problem-wrong-reserve = Ennek a lapnak ({ $card }) { ARTICLE($pile) }. tartalékkupacban a helye.
# source 95d1f2d0
entdecker-problem-token-twice = Ez a jelző ({ $token }) itt is szerepel: { $first }; minden jelző egy helyen van.
# source 0dbdacf6
entdecker-problem-tokens-nowhere =
    { $count ->
        [one] Ez a jelző sehol sincs
       *[other] Ezek a jelzők sehol sincsenek
    } ({ $tokens }): minden felfedezésjelző egy kupacban vagy egy játékosnál van.
# source fb1d7c0b
entdecker-problem-gold = { CAPITAL(ARTICLE($player)) } kezében { $gold } arany van; egy játékosnak legfeljebb { $most } aranya lehet.
# source 013e4ffd
entdecker-problem-personal-off = A saját lapkák változata itt nincs játékban.
# source de8970ca
entdecker-problem-personal-kinds = Egy kézben minden saját fajtából egy sima lapka van: nyílt tenger, három vízoldal, két szemközti és két szomszédos vízoldal.
# source af6f0c48
entdecker-problem-personal-unplayed = A várakozó lap saját lapka, de ebben a körben egyet sem játszottak ki.
# source a164f30f
entdecker-problem-mismatch = { CAPITAL(ARTICLE($square)) } és { ARTICLE($other) } mező lapjai nem illenek össze: szárazföld szárazföldhöz, víz vízhez illeszkedik.
# source a5195ab1
entdecker-problem-edge-land = { CAPITAL(ARTICLE($square)) } mező lapján szárazföld ér a tábla széléhez; ebben a játékban a szél víznek számít.
# source 0c544b7d
entdecker-problem-holes = Ezeket a mezőket ({ $squares }) az előző kör végén a tartalékból töltötték volna fel: oda csak egyféle lap illik.
# source ce340fe3
entdecker-problem-unscored = Ez a sziget ({ $squares }) lezárult, de sosem értékelték: az egységei visszakerültek volna a gazdáikhoz.
# source c045f2a4
entdecker-problem-winners = A győztesek a legtöbb pontot szerző játékosok, amikor a játék véget ér; előtte nincs győztes.
# source caaf2dc9
entdecker-problem-board-full = Az egész tábla fel van fedezve: a játék véget ért.
# source dd8d7758
entdecker-problem-no-start = Egyik körnek sincs már szabad szaggatott vonala: a játék véget ért.
# source 31ac3ed1
entdecker-problem-cannot-pay = { CAPITAL(ARTICLE($player)) } egyetlen lapot sem tud kifizetni, ezért kimarad a köre.
# source 945e0354
entdecker-problem-fits-nowhere = A felhúzott lap sehová sem illik: kikerült volna a játékból.
# source 1d7f6175
entdecker-problem-nothing-left = Ebben a körben nincs már mit tenni: magától véget ért volna.
# source 515bbcea
entdecker-problem-start-circle = A hajó egy felfedezett mező köréről indul, és csak a második körtől.
# source 919b16dd
entdecker-problem-ship-missing = Ekkor a hajó egy körön vagy egy térképrészleten áll.
# source 3fe2f604
entdecker-problem-first-round = Az első körben csak a tábla körüli kiinduló körök használhatók.
# source 1eed6a51
entdecker-problem-no-entry = A hajó onnan indul, ahonnan szaggatott vonal vezet egy felfedezetlen mezőre.
# source 8a15e376
entdecker-problem-sails-onto = A hajó minden lerakott térképrészletre rávitorlázik: { ARTICLE($square) } mezőn áll, az utolsón.
# source 45f6190a
entdecker-problem-turn-not-begun = A hajó indulása előtt semmit sem jelentenek be és semmit sem fedeznek fel: ez egy folyamatban lévő körhöz tartozik.
# source e3d92da9
entdecker-problem-turned-over = Ebben a körben húztak egy lapot, tehát egy lapot felfordítottak.
# source b2beb5a0
entdecker-problem-budget = Nem lehet többet bejelenteni, mint amennyit egy játékos fizet: legfeljebb { $most } aranyat.
# source 82634965
entdecker-problem-drawn = Egy felhúzott térképrészlet pontosan addig vár, amíg a játékos kiválasztja, hová kerül (a lerakási szakasz).
# source f2eb3482
entdecker-problem-storm = A vihar azonnal véget vet a körnek: csak addig lehet függőben, amíg a kör szigeteit értékelik.
# source 8d2cc309
entdecker-problem-natives-ship = A barátságos bennszülöttek akkor tesznek ajánlatot, amikor a térképrészletüket lerakják, és a hajó rajta áll.
# source 82a02fbe
entdecker-problem-natives-token = A barátságos bennszülöttek csak addig kínálnak jelzőt, amíg maradt.
# $values: the numbers the spinner shows, listed.
# source 31316ef4
entdecker-problem-spinner = A forgón ezek állhatnak: { $values }.
# source b3a3ece2
entdecker-problem-last-card-stacks = Az utolsó lapot pontosan akkor húzták, amikor a paklik kiürültek.
# source f4887bd8
entdecker-problem-last-card-turn = A játék azzal a körrel ér véget, amelyben az utolsó lapot húzták.
# source 3fd09cc3
entdecker-problem-last-card-placed = A kör befejezéséről szóló döntés nélkül a játék azonnal véget ér, amint az utolsó lapot lerakják vagy eldobják.
# source ba8cc03f
entdecker-problem-islands-waiting = Csak a jelzőszakaszban várnak szigetek értékelésre.
# source 31b09dd1
entdecker-problem-island-first = A jelzőszakasz egy szigetet értékel: előbb azt add meg.
# source dc8b5c88
entdecker-problem-island-whole = Minden értékelésre váró sziget egész, lezárt sziget: az összes [mező, szárazföldrész] párjával.
# source cc6389e5
entdecker-problem-token-queue = Az első sziget legnagyobb felfedezői, akiknek erődjük vagy telepük van ott, egy-egy jelzőt húznak, ülésrendben: a sorban azok vannak, akik még nem húztak.
# source d5d46995
entdecker-problem-tokens-short = Nem maradt elég jelző minden legnagyobb felfedezőnek.
# $last is the board's last square (H6): squares are named A1 to it.
# source 3a570d18
entdecker-file-square = A1 és { $last } közötti mező kell legyen
# source 90a6308a
entdecker-file-reserve-pile = 1 és 6 közötti tartalékkupac-szám kell legyen
# source b417cbef
entdecker-file-ship-both = a hajó körön vagy mezőn áll, nem mindkettőn
# $example is a pair as files write it (["C4", 0]).
# source d1e3c177
entdecker-file-islands = [mező, szárazföldrész] párok listája kell legyen, például { $example }
# $edges are a tile's four sides as the data writes them (LWWL: L land, W water, from north clockwise).
# source ef70fada
entdecker-file-land-sides = a szárazföldrészeknek pontosan egyszer kell érinteniük a térképrészlet minden szárazföldi oldalát ({ $edges })
# source 2c13cffc
entdecker-file-water-sides = a tengeri útvonalaknak pontosan egyszer kell összekötniük a térképrészlet minden vízi oldalát ({ $edges })
# source 97c588fd
entdecker-file-inner-island = egy belső szigethez (egyetlen oldalt sem érintő szárazföldrészhez) csupa víz térképrészlet kell
# $right is the class the edges make, $found the class the data gives.
# source e77f6e48
entdecker-file-edge-class = az oldalak ({ $edges }) { ARTICLE($right) }. osztályba tartoznak, nem { ARTICLE($found) }. osztályba
# source 05122b94
entdecker-file-event-back = egy térképrészletnek pontosan akkor van eseménye, ha a hátoldalán kérdőjel van
# $event is the event's name as the data writes it.
# source a7a924c5
entdecker-file-event-land = ehhez az eseményhez szárazföldes térképrészlet kell: { $event }
# source 8afac85a
entdecker-file-sea-route = a húzható térképrészlethez tengeri útvonal kell (EN-X4b); a csupa szárazföld részletek tartalékrészletek
# source 09eb0075
entdecker-file-tile-id = értéke { $id } kell legyen (a térképrészletek sorban számozottak)
# $units lists the units as the data names them.
# source e83cb63a
entdecker-file-units = ezeket kell megadnia: { $units }
# $shape is the shape's name as the data writes it, quoted.
# source 45fb9f82
entdecker-file-no-shape = egyetlen húzható térképrészlet alakja sem ez: { $shape }
# source 069b6862
entdecker-file-gold-start = nem lehet nagyobb a gold.max értékénél
# source f0b9ed7b
entdecker-file-spinner = 0 és 99 közötti aranymennyiségek listája kell legyen
# source 4f6bf56c
entdecker-file-reserve-piles = minden 1–6. osztálynak tartalékkupac kell (EN-C3)
# source acda0a13
entdecker-file-shape-class = { $shape } alakú térképrészletek osztálya { $klass }
# $players (the most a game has) need $tiles plain draw tiles of class $klass; the data has $count.
# source a10f9108
entdecker-file-personal-tiles = { $players } játékosnak { $tiles } egyszerű húzható térképrészlet kell { ARTICLE($klass) }. osztályból, nem { $count }

## A feladványok, példák és döntések címei

# source 9028ffbe
scenario-entdecker-example-1 = Szigetértékelés: 10, 5, 5, 2
# source a8700681
scenario-entdecker-example-2 = Szigetértékelés: 10, 10, 3
# source 77223615
scenario-entdecker-puzzle-1 = Az utolsó lap
# source 9236f96a
scenario-entdecker-puzzle-2 = Romok két sziget között
# source 598c491b
scenario-entdecker-puzzle-3 = Barátságos bennszülöttek
# source 8d543f81
ruling-entdecker-declare-more-than-left = A játék végén nem lehet több lapot bejelenteni, mint amennyi a paklikban maradt (EN-X3)
# source dcfbd0b3
ruling-entdecker-declare-more-than-left-notes = Az „Az utolsó lap” feladványból (resources/scenarios/entdecker-puzzle-1.json): egy térképrészlet maradt. Az 1. játékos az F4 mezőről indítja a hajóját (az ott álló másik játékos egységéért 1 arannyal többet fizet, EN-X2), és 2 lapot jelent be, van rá elég aranya. Elutasítva: egy játékos csak annyi lapot jelenthet be, ahányat még fel lehet fordítani.
# source f694fadd
scenario-entdecker-puzzle-1-hint-1 = Onnan indítsd a hajódat, ahol az utolsó lap bezárhatja a szigetet, még ha az ott álló egység miatt többe kerül is (EN-X2).
# source afdd97a1
scenario-entdecker-puzzle-1-hint-2 = Egy lap maradt, tehát egyet jelents be.
# source dba94a39
scenario-entdecker-puzzle-1-hint-3 = Húzd az utolsó lapot az 1. pakliból.
# source 47f76e2f
scenario-entdecker-puzzle-1-hint-4 = Építs a szigetre, mielőtt értékelik.
# source a0f0b36d
scenario-entdecker-puzzle-1-hint-5 = Az 1. kupacon lévő kakaó 4-et ér.
# source 409cde06
scenario-entdecker-puzzle-1-notes =
    A játék utolsó köre: egy térképrészlet maradt, egyedül az 1. pakliban, és ez egy sarok (két egymással érintkező oldalán szárazföld). Az 1. játékosnak 5 aranya és egy felderítője van a B3-E4 szigeten, amelyről már csak az E4 hiányzik. A 2. játékosnak erődje van ezen a szigeten (C3), és egy felderítője az F4 földhídon. Az 1. kupac tetején lévő felfedezésjelző egy 4-et érő kakaó, a 2. kupacén egy 1-et érő burgonya.
    
    Cél: az 1. játékos egyetlen sziget értékelésén legalább 12 pontot szerez.
    
    Figyelj a szabályokra: ha egy térképrészlet körén egy másik játékos egysége áll, onnan indulni több aranyba kerül (EN-X2); egy földhíd két tengeri útja nem találkozik, és a hajó csak a sajátján hagyja el (EN-X6); felfedezésjelzőt csak erőddel vagy teleppel rendelkező sziget után húznak, a legnagyobb felfedezője húz (EN-I2, EN-I3), és az értéke hozzáadódik a szigetéhez (EN-I4).
# source 60af730a
scenario-entdecker-puzzle-2-notes =
    A játék utolsó köre: egy térképrészlet maradt, és a hátoldalán kérdőjel látható. Ez egy csatorna romokkal: két szemközti oldalán szárazföld, két különálló részben, köztük tengeri úttal. Az 1. játékosnak 17 pontja, 4 aranya és egy felderítője van az E2-E3 szigeten, ahol a 2. játékosnak is van felderítője; a 2. játékosnak ezenkívül erődje van az E5-E6 szigeten. Köztük a D4 nyílt tenger fekszik. Az 1. kupac tetején lévő felfedezésjelző egy 4-et érő kakaó, a 2. kupacén egy 1-et érő burgonya.
    
    Cél: az 1. játékosnak a játék végén legalább 31 pontja van.
    
    Figyelj a szabályokra: a romok azonnal 3 pontot érnek (EN-E5); egy két szárazföldi részből álló térképrészlet két szigethez is tartozhat, és az egység azon a részen áll, amelyet az építője választ (EN-B3, EN-D7 döntés); holtversenyben a legnagyobb felfedezők mind húznak egy jelzőt, és a legnagyobb számít (EN-I3, EN-I4); a végén a befejezetlen szigetek jelzők nélkül érnek pontot (EN-G2), és a legtöbb jelző darabonként egy pontot ér (EN-G3).
# source 03785a09
scenario-entdecker-puzzle-3-notes =
    A játék utolsó köre: egy térképrészlet maradt, egy földnyelv (egy oldalán szárazföld) barátságos bennszülöttekkel. A 2. játékos 25:18-ra vezet, és 3 felfedezésjelzője van az 1. játékos 2 jelzőjével szemben; a 2. játékos két felderítője a befejezetlen G3-I3-H4 szigeten áll, amely csak az I4 felé nyitott. Az 1. játékosnak 4 aranya van.
    
    Cél: az 1. játékos megnyeri a játékot.
    
    Figyelj a szabályokra: a barátságos bennszülöttek olyan jelzőt kínálnak, amely önmagában nem ér pontot, de beleszámít a legtöbb jelzőbe (EN-E3, EN-G3); a mind a négy oldalán körbezárt mezőt a kör végén a tartalékkupacból töltik fel (EN-X7); egy erőd akárhány felderítőnél többet ér (EN-I2), és egy erőddel rendelkező sziget legnagyobb felfedezője felfedezésjelzőt húz (EN-I3).
# source 59c04107
scenario-entdecker-puzzle-1-failure = A sziget nem hozott neked 12 pontot. Honnan kell indulnia a hajónak, hogy a sarok bezárja?
# source 0c96aa98
scenario-entdecker-puzzle-1-success = A sziget bezárult, és a te részed legalább 12 pontot ér.
# source 2c51b4d7
scenario-entdecker-example-1-notes = A szabálykönyv példája az EN-I5 szabályhoz (francia szöveg): egy 10-et érő sziget, ahol A az első, B és C holtversenyben második, D a következő, így A 10, B 5, C 5, D 2 pontot kap. A sziget kilenc lapja a bal felső sarokban fekszik (A1-E2, a D1 nélkül). Az 1. játékosnak (A) három felderítője áll rajta, a 2. (B) és a 3. játékosnak (C) kettő-kettő, a 4. játékosnak (D) egy; senkinek sincs erődje vagy telepe, így nem húznak felfedezésjelzőt (EN-I3), és a sziget a 10 lapját éri (EN-I4). Az 1. játékos egy öblöt húzott, a hajója a D1 fölötti kiinduló körön áll, és nincs több aranya az építkezéshez. Ha az öblöt a D1 mezőre teszi, a vizével észak felé, a sziget elkészül (EN-I1): qtgames ruling entdecker-example-1.json --action '{ "{" }"place": 3, "quarters": 1{ "}" }'. Helyezésenként egy 10-et érő sziget 10, 5, 3, 2 pontot ad (mindegyik az előző fele, felfelé kerekítve). B és C osztozik a második helyen, és 5-5 pontot kap; D a negyedik, mintha B és C a második és a harmadik helyet foglalta volna el, és 2 pontot kap.
# source f2bcd9c9
scenario-entdecker-example-2-notes = A szabálykönyv másik példája az EN-I5 szabályhoz (francia szöveg): egy 10-et érő sziget, ahol A és B holtversenyben első, C a következő, így A 10, B 10, C 3 pontot kap. A sziget kilenc lapja a bal felső sarokban fekszik (A1-E2, a D1 nélkül). Az 1. (A) és a 2. játékosnak (B) két-két felderítője áll rajta, a 3. játékosnak (C) egy; erőd vagy telep nélkül nem húznak jelzőt (EN-I3), így a sziget a 10 lapját éri (EN-I4). Az 1. játékos egy öblöt húzott, a hajója a D1 fölötti kiinduló körön áll, és nincs több aranya az építkezéshez. Ha a D1 mezőre teszi, a vizével észak felé, a sziget elkészül: qtgames ruling entdecker-example-2.json --action '{ "{" }"place": 3, "quarters": 1{ "}" }'. Helyezésenként egy 10-et érő sziget 10, 5, 3 pontot ad (mindegyik az előző fele, felfelé kerekítve). A és B osztozik az első helyen, és 10-10 pontot kap; C a harmadik, mintha A és B az első és a második helyet foglalta volna el, és 3 pontot kap.
