### Magellan magyarul: a lépésnapló, a kérdések, a lépések, az elutasítások, a szabályváltozatok, a táblák
### neve és a feladványok címei.
###
### A mondatok a játékossal kezdődnek, hogy a program a "2. játékos" helyére a nevét tehesse; a felfedezők
### a lapjukra nyomtatott nevüket viselik. A szakasz névelője a kiejtése szerint: az I. (első), a II., a III.

magellan-cards =
    { $count ->
        [0] semmi
       *[other] { $cards }
    }

## A lépésnapló

boards_set = { $players } játékos, a táblák { $first } és { $second } oldalukkal felfelé; mindenkinél 1–9 arany, { $deck } lap alkotja a paklit.
turned_up = { $phase }. szakasz: { $explorer } árverésre kerül (még { $left } lap).
veto = { $player } vétót jelent: { $explorer } lapja a pakli aljára kerül.
veto_gained = { $player } Kolumbusz-lapja képpel felfelé: később egy vétó az I. szakaszban.
opens_instead = { $invited } erre a lapra nem licitálhat; { $player } nyit.
bid = { $player } licitje: { $amount }.
passed = { $player } passzol.
cannot_raise = { $player } kiszáll: legfeljebb { $limit } aranyat tud fizetni.
unsold = Senki sem licitál { $explorer } lapjára: visszakerül a dobozba.
sold = { $player } megveszi { $explorer } lapját { $price } aranyért.
paid =
    { $player } fizet: { $cards }{ $over ->
        [0] .
       *[other] {" "}({ $over } túlfizetéssel).
    }
shows_gold = { $player } felfedi az aranyát: { $cards }.
stolen = { $thief } húz egy { $card } értékű lapot { $player } kezéből, és a dobópaklira teszi.
ship =
    { $player } { $first ->
        [true] hajót tesz
       *[false] hajót léptet tovább
    } { $explorer } { $field }. mezőjére{ $half ->
        [left] {" "}(bal fele).
        [right] {" "}(jobb fele).
       *[none] .
    }
drew_gold = { $player } { $count } aranylapot húz.
under =
    { $player } { $card ->
        [none] egy
       *[other] egy { $card } értékű
    } aranylapot csúsztat egy Magellán-lap alá ({ $cards } lapos pakli).
phase_over =
    Véget ért { $phase ->
        [I] az I.
        [II] a II.
       *[III] a III.
    } szakasz.
gold_back = { $player } visszaveszi a kezébe a felfedett aranyat.
ships_boxed = Az I. szakaszban le nem rakott hajók visszakerülnek a dobozba.
new_deck = A dobópaklit a paklihoz keverik ({ $cards } lap).
basic_gold = Mindenki { $count } aranylapot kap.
money_bags = { $player } { $count } aranylapot kap a pénzeszsákokért.
exchanged = { $player } elcseréli: { $cards }, helyettük { $drawn } új lapot húz.
kept = { $player } megtartja a kezét.
reshuffled = A pakli elfogyott: a dobópaklit új paklivá keverik ({ $cards } lap).
gold_out = Nem maradt húzható aranylap.
phase =
    Kezdődik { $phase ->
        [I] az I.
        [II] a II.
       *[III] a III.
    } szakasz.
scoring = Az értékelést { $player } kezdi.
counted = { $player }: mezők { $fields }, Magellán { $stacks }, arany a kézben { $hand } ({ $cards }): { $total } pont.
plunder_start = { $player } Pizarróval fosztogat: az aranypaklit megkeverik.
plundered = { $player } felcsap egy { $card } értékű lapot: eddig { $total }.
plunder_end =
    { $player } megáll (összeg: { $total }): { $over ->
        [true] { $limit } fölött, semmi
       *[false] { $points } pont
    } (összesen { $score }).
victory =
    { $players } { $count ->
        [one] nyert
       *[other] nyertek
    } { $points } ponttal.

## Kérdések

magellan-prompt-veto = Kolumbusz birtokosa megvétózhatja az imént felcsapott lapot, vagy hagyhatja árverezni.
magellan-prompt-bid = Emeld a licitet, vagy passzolj.
magellan-prompt-pay = Válaszd ki az aranylapokat, amelyekkel a licitedet fizeted.
magellan-prompt-half = Válaszd ki a mező bal vagy jobb felét a hajódnak.
magellan-prompt-stack = Válaszd ki a Magellán-paklit, amelynek hajója továbblép.
magellan-prompt-under = Válaszd ki az aranylapot, amely a Magellán-lap alá csúszik.
magellan-prompt-exchange = Válassz legfeljebb 3 aranylapot cserére, vagy tartsd meg a kezedet.
magellan-prompt-plunder = Csapj fel még egy aranylapot, vagy állj meg.

## Lépések

magellan-action-bid = Licit { $amount }: { $explorer }
magellan-action-pass = Passz
magellan-action-veto = Vétó: { $explorer } (a pakli aljára)
magellan-action-no-veto = Nincs vétó
magellan-action-pay = Fizetés: { $cards }
magellan-action-half =
    Hajó { $phase ->
        [I] az I.
        [II] a II.
       *[III] a III.
    } mező { $target ->
        [left] bal
       *[right] jobb
    } felére
magellan-action-half-move =
    Hajó a { $source ->
        [left] bal
       *[right] jobb
    } félről { $phase ->
        [I] az I.
        [II] a II.
       *[III] a III.
    } mező { $target ->
        [left] bal
       *[right] jobb
    } felére
magellan-action-join-stack = Csatlakozás a Magellán-paklihoz ezek fölött: { $under }
magellan-action-under = Egy { $value } értékű lap a Magellán-lap alá
magellan-action-exchange = Csere: { $cards }
magellan-action-keep-hand = Megtartom a kezemet
magellan-action-plunder = Újabb aranylap felcsapása (eddig { $total })
magellan-action-stop-plunder = A fosztogatás abbahagyása (összeg: { $total })

## Elutasítások

magellan-game-over = A játék véget ért.
magellan-half-from-previous = Az előző mezőn álló egyik hajódat léptesd e mező bal vagy jobb felére.
magellan-join-stack = Az új Magellán-lap egy olyan paklidhoz csatlakozik, amelynek hajója az előző mezőn áll.
magellan-under-paid = A B oldalon a Magellán-lap alá az imént kifizetett lapjaid egyike kerül.
magellan-under-hand = A kezedben lévő aranylapok egyikét csúsztasd a Magellán-lap alá.
magellan-exchange-three = Legfeljebb 3 aranylapot cserélj, mind a kezedből.
magellan-no-gold-left = Nem maradt felcsapható aranylap.
magellan-veto-phase-one = Vétót csak az I. szakaszban lehet használni, a II. és III. szakaszban már nem.
magellan-veto-owner = Vétót csak az jelenthet, akinek van még fel nem használt I. szakaszbeli Kolumbusz-lapja.
magellan-veto-last-card = Egy szakasz utolsó lapja nem vétózható meg.
magellan-veto-when = Vétót a lap felcsapásakor, az első licit előtt lehet jelenteni.
magellan-bid-one = A licit legalább 1.
magellan-raise = Emeld a licitet: jelenleg { $bid }.
magellan-no-ship-to-place = Nincs több lerakható hajód, ezért az I. szakaszban nem vásárolhatsz.
magellan-bought-before =
    { $phase ->
        [I] Az I.
        [II] A II.
       *[III] A III.
    } szakaszban csak az licitálhat, aki { $previous ->
        [I] az I.
        [II] a II.
       *[III] a III.
    } szakaszban megvette ezt a felfedezőt.
magellan-no-ship-to-move = Nincs már továbbléptethető hajód e felfedező { $previous }. mezőjén.
magellan-keep-one = Fizetés után egy aranylapnak a kezedben kell maradnia: legfeljebb { $most } a licited.
magellan-bid-cap = Nem licitálhatsz többet, mint amennyit az aranyad ér: legfeljebb { $most }.
magellan-pay-own = Csak a nálad lévő aranylapokkal fizethetsz.
magellan-underpaid = A lapok összege { $total }, kevesebb { ARTICLE($price) } licitnél.
magellan-overpaid = Pontosan { $price } értékben tudsz fizetni, ezért nem fizethetsz túl.
magellan-no-change = Túlfizetésnél egyetlen lap sem hagyható el belőle: visszajáró nincs.

## Feladványcélok

magellan-goal-auction-below = nyerj meg egy árverést úgy, hogy kevesebbet fizetsz, mint { $target }
magellan-goal-points = fejezd be a játékot legalább { $target } ponttal

## Szabályváltozatok

magellan-option-board1 = Az 1. tábla (Marco Polo, Vasco da Gama, James Cook) oldala
    .help = Az első játékhoz az A oldal ajánlott. A táblák értékei közösségi becslések: a saját példányodhoz igazításukhoz szerkeszd az adatmappádban a magellan.json fájlt.
magellan-option-board2 = A 2. tábla (Kolumbusz, Pizarro, Magellán) oldala
    .help = Az első játékhoz az A oldal ajánlott. A táblák értékei közösségi becslések: a saját példányodhoz igazításukhoz szerkeszd az adatmappádban a magellan.json fájlt.
magellan-option-unsold_opener = Ki nyit egy eladatlan lap után
    .help = previous_opener: aki az eladatlan lap árverését nyitotta, újra ő nyit; auctioneer: a kikiáltó nyit, mint a játék első lapjánál.
magellan-option-veto_last_card = Vétó egy szakasz utolsó lapjára
    .help = Kikapcsolva: egy szakasz utolsó lapja nem vétózható (azonnal visszajönne). Bekapcsolva: vétózható, és a vétó hiába fogy el.

## A táblák neve

magellan-board-1 = 1. tábla
magellan-board-2 = 2. tábla

## A feladványok, példák és döntések címei

scenario-magellan-example-pizarro = Szabálykönyvi példa: Pizarro fosztogatása, 5 + 6 + 2 = 13, aztán egy 8-as
scenario-magellan-example-stacks = Szabálykönyvi példa: a Magellán-paklik értéke 8×3 + 5×2 = 34
scenario-magellan-puzzle-1 = 1. Magellan-feladvány: jó vétel
scenario-magellan-puzzle-2 = 2. Magellan-feladvány: a lap a pakli alatt
scenario-magellan-puzzle-3 = 3. Magellan-feladvány: fizessenek csak
ruling-magellan-plunder-over-20 = Pizarro 20 fölötti fosztogatása semmit sem ér (MG-X5)
