### Magellan magyarul: a lépésnapló, a kérdések, a lépések, az elutasítások, a szabályváltozatok, a táblák
### neve és a feladványok címei.
###
### A mondatok a játékossal kezdődnek, hogy a program a "2. játékos" helyére a nevét tehesse; a felfedezők
### a lapjukra nyomtatott nevüket viselik. A szakasz névelője a kiejtése szerint: az I. (első), a II., a III.

# source 3c245c85
magellan-cards =
    { $count ->
        [0] semmi
       *[other] { $cards }
    }

## A lépésnapló

# source 13d742f0
boards_set = { $players } játékos, a táblák { $first } és { $second } oldalukkal felfelé; mindenkinél 1–9 arany, { $deck } lap alkotja a paklit.
# source 5d9764e8
turned_up = { $phase }. szakasz: { $explorer } árverésre kerül (még { $left } lap).
# source 1d06bf3f
veto = { $player } vétót jelent: { $explorer } lapja a pakli aljára kerül.
# source 82435855
veto_gained = { $player } Kolumbusz-lapja képpel felfelé: később egy vétó az I. szakaszban.
# source 9c779f9d
opens_instead = { $invited } erre a lapra nem licitálhat; { $player } nyit.
# source 136cf0a3
bid = { $player } licitje: { $amount }.
# source d1b549d5
passed = { $player } passzol.
# source f19d346a
cannot_raise = { $player } kiszáll: legfeljebb { $limit } aranyat tud fizetni.
# source 74d12438
unsold = Senki sem licitál { $explorer } lapjára: visszakerül a dobozba.
# source 7d4f733a
sold = { $player } megveszi { $explorer } lapját { $price } aranyért.
# source 4942619a
paid =
    { $player } fizet: { $cards }{ $over ->
        [0] { "" }
       *[other] { " " }({ $over } túlfizetéssel)
    }{ $only ->
        [true] ; csak ezekkel a lapokkal tud { $price } aranyat fizetni.
       *[false] .
    }
# source 43890c1a
shows_gold = { $player } felfedi az aranyát: { $cards }.
# source f00db532
stolen = { $thief } húz egy { $card } értékű lapot { $player } kezéből, és a dobópaklira teszi.
# source 491ce950
ship =
    { $player } { $first ->
        [true] hajót tesz
       *[false] hajót léptet tovább
    } { $explorer } { $field }. mezőjére{ $half ->
        [left] { " " }(bal fele).
        [right] { " " }(jobb fele).
       *[none] .
    }
# source 74fbcd39
drew_gold = { $player } { $count } aranylapot húz.
# source 0d62a1d5
under =
    { $player } { $card ->
        [none] egy
       *[other] egy { $card } értékű
    } aranylapot csúsztat egy Magellán-lap alá ({ $cards } lapos pakli).
# source afef914f
phase_over =
    Véget ért { $phase ->
        [I] az I.
        [II] a II.
       *[III] a III.
    } szakasz.
# source c18b1e94
gold_back = { $player } visszaveszi a kezébe a felfedett aranyat.
# source 264547ae
ships_boxed = Az I. szakaszban le nem rakott hajók visszakerülnek a dobozba.
# source adaf3cd1
new_deck = A dobópaklit a paklihoz keverik ({ $cards } lap).
# source 3ed4a5e3
basic_gold = Mindenki { $count } aranylapot kap.
# source 3fc12861
money_bags = { $player } { $count } aranylapot kap a pénzeszsákokért.
# source c011c11f
exchanged =
    { $player } elcserél { $count ->
        [one] egy aranylapot ({ $cards }), helyette
       *[other] { $count } aranylapot ({ $cards }), helyettük
    } { $drawn ->
        [0] nem húz újat (nincs több húzható lap).
       *[other] { $drawn } új lapot húz.
    }
# source b8f27eab
kept = { $player } megtartja a kezét.
# source bf5af2a8
reshuffled = A pakli elfogyott: a dobópaklit új paklivá keverik ({ $cards } lap).
# source c410071f
gold_out = Nem maradt húzható aranylap.
# source 4fa6b03a
phase =
    Kezdődik { $phase ->
        [I] az I.
        [II] a II.
       *[III] a III.
    } szakasz.
# source 0df630d3
scoring = Az értékelést { $player } kezdi.
# source 1976210c
counted = { $player }: mezők { $fields }, Magellán { $stacks }, arany a kézben { $hand } ({ $cards }): { $total } pont.
# source 194150fb
plunder_start = { $player } Pizarróval fosztogat: az aranypaklit megkeverik.
# source 25952a26
plundered = { $player } felcsap egy { $card } értékű lapot: eddig { $total }.
# source 7a440022
plunder_end =
    { $player } megáll (összeg: { $total }): { $over ->
        [true] { $limit } fölött, semmi
       *[false] { $points } pont
    } (összesen { $score }).
# source 4a4e3bd8
victory =
    { $players } { $count ->
        [one] nyert
       *[other] nyertek
    } { $points } ponttal.

## Kérdések

# source 68c0b7ad
magellan-prompt-veto = Kolumbusz birtokosa megvétózhatja az imént felcsapott lapot, vagy hagyhatja árverezni.
# source d468634c
magellan-prompt-bid = Emeld a licitet, vagy passzolj.
# source 503c2566
magellan-prompt-pay = Válaszd ki az aranylapokat, amelyekkel a licitedet fizeted.
# source 883eba20
magellan-prompt-half = Válaszd ki a mező bal vagy jobb felét a hajódnak.
# source 78949cda
magellan-prompt-stack = Válaszd ki a Magellán-paklit, amelynek hajója továbblép.
# source ae3878cf
magellan-prompt-under = Válaszd ki az aranylapot, amely a Magellán-lap alá csúszik.
# source f0992bb3
magellan-prompt-exchange = Válassz legfeljebb 3 aranylapot cserére, vagy tartsd meg a kezedet.
# source 86e1ecda
magellan-prompt-plunder = Csapj fel még egy aranylapot, vagy állj meg.
# source 78787a33
magellan-last-card-of-phase-one = Ez az I. szakasz utolsó felfedezőlapja: a szakasz végéig le nem rakott hajók visszakerülnek a dobozba (MG-B3), és neked még { $count } lerakandó hajód van.

## Lépések

# source c8ca68bd
magellan-action-bid = Licit { $amount }: { $explorer }
# source 9d20d310
magellan-action-pass = Passz
# source d5d1c23f
magellan-action-veto = Vétó: { $explorer } (a pakli aljára)
# source c67901b4
magellan-action-no-veto = Nincs vétó
# source 436ed75c
magellan-action-pay = Fizetés: { $cards }
# source 079f0c35
magellan-action-half =
    Hajó { $phase ->
        [I] az I.
        [II] a II.
       *[III] a III.
    } mező { $target ->
        [left] bal
       *[right] jobb
    } felére
# source 30f88f58
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
# source fcc3653c
magellan-action-join-stack = Csatlakozás a Magellán-paklihoz ezek fölött: { $under }
# source f85aeaaf
magellan-action-under = Egy { $value } értékű lap a Magellán-lap alá
# source 630a1c00
magellan-action-exchange = Csere: { $cards }
# source 4e55f94c
magellan-action-keep-hand = Megtartom a kezemet
# source 4401732d
magellan-action-plunder = Újabb aranylap felcsapása (eddig { $total })
# source 4d60e5ca
magellan-action-stop-plunder = A fosztogatás abbahagyása (összeg: { $total })

## Elutasítások

# source 0bc7080d
magellan-game-over = A játék véget ért.
# source 32c7e9ce
magellan-half-from-previous = Az előző mezőn álló egyik hajódat léptesd e mező bal vagy jobb felére.
# source 5ec5ef23
magellan-join-stack = Az új Magellán-lap egy olyan paklidhoz csatlakozik, amelynek hajója az előző mezőn áll.
# source bab67f93
magellan-under-paid = A B oldalon a Magellán-lap alá az imént kifizetett lapjaid egyike kerül.
# source b6dfd67d
magellan-under-hand = A kezedben lévő aranylapok egyikét csúsztasd a Magellán-lap alá.
# source 11d7d59b
magellan-exchange-three = Legfeljebb 3 aranylapot cserélj, mind a kezedből.
# source 663fcc00
magellan-no-gold-left = Nem maradt felcsapható aranylap.
# source a9083523
magellan-veto-phase-one = Vétót csak az I. szakaszban lehet használni, a II. és III. szakaszban már nem.
# source bbd59eb2
magellan-veto-owner = Vétót csak az jelenthet, akinek van még fel nem használt I. szakaszbeli Kolumbusz-lapja.
# source 08333164
magellan-veto-last-card = Egy szakasz utolsó lapja nem vétózható meg.
# source 75d11ac9
magellan-veto-when = Vétót a lap felcsapásakor, az első licit előtt lehet jelenteni.
# source de06bcee
magellan-bid-one = A licit legalább 1.
# source 317ead91
magellan-raise = Emeld a licitet: jelenleg { $bid }.
# source 3a95fb78
magellan-no-ship-to-place = Nincs több lerakható hajód, ezért az I. szakaszban nem vásárolhatsz.
# source b7ebef3a
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
# source 64836c84
magellan-no-ship-to-move = Nincs már továbbléptethető hajód e felfedező { $previous }. mezőjén.
# source 602804d0
magellan-keep-one = Fizetés után egy aranylapnak a kezedben kell maradnia: legfeljebb { $most } a licited.
# source 0d1c8b9c
magellan-bid-cap = Nem licitálhatsz többet, mint amennyit az aranyad ér: legfeljebb { $most }.
# source 55448ac4
magellan-pay-own = Csak a nálad lévő aranylapokkal fizethetsz.
# source d25787eb
magellan-underpaid = A lapok összege { $total }, kevesebb { ARTICLE($price) } licitnél.
# source ecb0561b
magellan-overpaid = Pontosan { $price } értékben tudsz fizetni, ezért nem fizethetsz túl.
# source c8147952
magellan-no-change = Túlfizetésnél egyetlen lap sem hagyható el belőle: visszajáró nincs.

## Feladványcélok

# source 5c6205fb
magellan-goal-auction-below = nyerj meg egy árverést úgy, hogy kevesebbet fizetsz, mint { $target }
# source 358e6450
magellan-goal-points = fejezd be a játékot legalább { $target } ponttal
# source a0b4738c
magellan-fact-points = Pontok, ha a lépés után számolnánk össze a játékot

## Szabályváltozatok

# source e80bec5e
magellan-option-board1 = Az 1. tábla (Marco Polo, Vasco da Gama, James Cook) oldala
    .help = Az első játékhoz az A oldal ajánlott. A táblák értékei közösségi becslések: a saját példányodhoz igazításukhoz szerkeszd az adatmappádban a magellan.json fájlt.
# source aae36fe0
magellan-option-board2 = A 2. tábla (Kolumbusz, Pizarro, Magellán) oldala
    .help = Az első játékhoz az A oldal ajánlott. A táblák értékei közösségi becslések: a saját példányodhoz igazításukhoz szerkeszd az adatmappádban a magellan.json fájlt.
# source 8f5de1dd
magellan-option-unsold_opener = Ki nyit egy eladatlan lap után
    .help = previous_opener: aki az eladatlan lap árverését nyitotta, újra ő nyit; auctioneer: a kikiáltó nyit, mint a játék első lapjánál.
# source 80846c9a
magellan-option-veto_last_card = Vétó egy szakasz utolsó lapjára
    .help = Kikapcsolva: egy szakasz utolsó lapja nem vétózható (azonnal visszajönne). Bekapcsolva: vétózható, és a vétó hiába fogy el.
# source 7ca68dbf
magellan-problem-needs-card = Ehhez a döntéshez árverésre bocsátott lap kell
# source e1df1888
magellan-problem-needs-buyer = Ehhez a döntéshez meg kell adni a lap vevőjét
# What a field of the position breaks, said after the field's name: $phase is I, II or III, $player a player.
# source 6d5d152f
magellan-problem-phase-over =
    { $phase ->
        [I] az I.
       *[other] a { $phase }.
    } szakasz véget ért, így a paklija elfogyott
# source c7e3d0fa
magellan-problem-deck-left =
    ez a döntés { $phase ->
        [I] az I.
       *[other] a { $phase }.
    } szakasz utolsó lapja után jön, így a paklija elfogyott
# source 29197fb5
magellan-problem-boxed-early =
    { $phase ->
        [I] az I.
       *[other] a { $phase }.
    } szakasz még nem kezdődött el: egyetlen lapja sincs még a dobozban
# source fbafc26e
magellan-problem-bought-early =
    { $phase ->
        [I] az I.
       *[other] a { $phase }.
    } szakasz még nem kezdődött el: senki sem vett még a lapjaiból
# source 32a0b766
magellan-problem-veto-phase = vétót csak az I. szakaszban lehet jelenteni
# source 33ebb2da
magellan-problem-scoring-phase = az értékelés a III. szakasz után jön
# source 6d7e5793
magellan-problem-known-bottom = a jelenlegi pakli aljára megvétózott lapokat számolja: legfeljebb annyit, ahány lap a pakliban van, és az I. szakasz után egyet sem
# source c4901ed7
magellan-problem-ships-boxed = az I. szakaszban le nem tett hajók visszakerültek a dobozba
# source 3c17e23e
magellan-problem-buying-last = { CAPITAL(ARTICLE($player)) } veszi meg az árverezett lapot, tehát ő az utolsó vevő
# source e216cc5a
magellan-problem-buyer-invited = { CAPITAL(ARTICLE($player)) } vette meg az árverezett lapot, tehát ő nyitja a következő árverést
# source 599f0dda
magellan-problem-someone-bought = vettek lapokat, tehát valaki az utolsót is megvette
# source 120480d3
magellan-problem-bought-none = { CAPITAL(ARTICLE($player)) } nem vett egy lapot sem
# source f3864ed0
magellan-problem-first-auction = Az I. szakasz legelső lapjánál a kikiáltó, { ARTICLE($player) }, nyitja az árverést
# source d8a90962
magellan-problem-plunder-early = fosztogatás az értékeléskor, a III. szakasz után történik
# source 432231d5
magellan-problem-not-over = a játék még nem ért véget
# source 82c93e95
magellan-problem-veto-last = az árverezett lap az I. szakasz utolsó lapja: nem lehet megvétózni
# source 40795527
magellan-problem-high-bid-pair = a legmagasabb licit (legalább 1) és a licitálója együtt jár
# source 1039ff12
magellan-problem-bidder = olyan játékos kell, aki még benne van az árverésben, és nem övé a legmagasabb licit
# source a96e2030
magellan-problem-leader-in = { CAPITAL(ARTICLE($player)) } tartja a legmagasabb licitet, tehát nem passzolt
# source 802acdb1
magellan-problem-bid-least = a licit legalább 1
# source e4f9be3a
magellan-problem-stack-choice = paklit csak II. vagy III. szakaszbeli Magellán-laphoz kell választani
# source 1999558b
magellan-problem-hand-under = az A oldalon egy lap a kézből kerül alá, tehát fizetés után is marad egy
# $shows: true when the player bought a James Cook A card this phase.
# source 7fe9af68
magellan-problem-showing =
    { $shows ->
        [true] { CAPITAL(ARTICLE($player)) } James Cook-lapot (A oldal) vett ebben a szakaszban, ezért az aranya nyitva van
       *[false] csak az mutatja az aranyát, aki James Cook-lapot (A oldal) vett ebben a szakaszban
    }
# source b893ed78
magellan-problem-payment-discarded = a fizetség a dobópakliban van (csak a Magellán B fizetsége vár itt, amíg egy lapja alá kerül)
# $explorer is an explorer's name; $split: true when the field is split in halves on this side.
# source 1874741b
magellan-problem-half =
    { $split ->
        [true] { CAPITAL(ARTICLE($player)) } hajójának a bal (0) vagy a jobb (1) félmezőn kell állnia: { $explorer } { $phase }. mezője ezen az oldalon osztott
       *[false] { CAPITAL(ARTICLE($player)) } hajójának az egész mezőn kell állnia (fél: -1): { $explorer } { $phase }. mezője ezen az oldalon nem osztott
    }
# source c0e88b60
magellan-problem-capacity =
    { $ships } hajó áll rajta, de { $phase ->
        [I] az I.
       *[other] a { $phase }.
    } mezőn csak { $room } hajónak van hely (egy-egy minden { $phase }. hátlapú lapnak)
# source 7dc3cbe9
magellan-problem-moved-on =
    { CAPITAL(ARTICLE($player)) } { $count } { $explorer }-lapot vett { $phase ->
        [I] az I.
       *[other] a { $phase }.
    } szakaszban, de { $earlier ->
        [I] az I.
       *[other] a { $earlier }.
    } szakaszban csak { $before } darabot: mindegyik az előző mezőről léptet tovább egy hajót
# source 399d9fb2
magellan-problem-ships-here =
    { CAPITAL(ARTICLE($player)) } hajóiból { $have } áll itt, de { $explorer }-lapjai { $want } hajót tesznek ide ({ $phase ->
        [I] az I.
       *[other] a { $phase }.
    } szakaszban vettek, a továbbléptetettek nélkül)
# source b36b90ee
magellan-problem-ships-left = { CAPITAL(ARTICLE($player)) } hajóinak száma { $ships }: { $on_board } a táblán van, így { $to_place } marad lerakásra, nem { $left }
# source 59040371
magellan-problem-ships-over = { CAPITAL(ARTICLE($player)) } hajóiból { $on_board } van a táblán, pedig csak { $ships } hajója van
# source b2f76e8f
magellan-problem-vetoes = { CAPITAL(ARTICLE($player)) } vétóinak száma { $vetoes }, de csak { $granted } Kolumbusz-lapot vett az I. szakaszban
# source 474580aa
magellan-problem-payment-listed = Magellán B oldalán a fizetség egy lapja kerül alá: sorold fel a kifizetett lapokat (legalább az ár, { $price })
# A list that belongs to one decision only: $field is veto_queue, exchange_queue, score_order or plunder_player.
# source 25e6208d
magellan-problem-leftover =
    { $field ->
        [veto_queue] a vétóra még válaszoló játékosokat sorolja fel: ennél a döntésnél üres
        [exchange_queue] a még esedékes cseréket sorolja fel: ennél a döntésnél üres
        [score_order] a még értékelendő játékosokat sorolja fel: ennél a döntésnél üres
       *[plunder_player] azt nevezi meg, aki most fosztogat: ennél a döntésnél üres
    }
# $holders, $turns: seats as the file writes them ("[0, 2]").
# source ad1dae12
magellan-problem-veto-queue = a még válaszoló Kolumbusz-birtokosokat kell felsorolnia, a meghívott { $player } után az óramutató járása szerint: { $holders } vége
# source 68f061cf
magellan-problem-bidder-out = { CAPITAL(ARTICLE($player)) } legfeljebb { $most } aranyat fizethet, ezért nem tud { $high } fölé licitálni, és kiesett
# source 2a015f43
magellan-problem-not-split = { $explorer } { $phase }. mezője ezen az oldalon nem osztott két félre
# source 9fb1ecfb
magellan-problem-nothing-under = { $explorer } mezői nem tesznek lapot Magellán-lap alá
# source b7630da0
magellan-problem-target-stack = az I. szakaszban új paklinál -1, különben annak a paklinak a száma, amelynek a hajója továbblépett ({ $count } lap van benne)
# source 22e6111a
magellan-problem-exchange-queue = a még esedékes cseréket kell felsorolnia: { $turns } vége
# source e41d44a2
magellan-problem-plunderer = olyan játékost kell megneveznie, akinek fosztogatómezőn áll hajója (Pizarro B III)
# source 7f8275f7
magellan-problem-plunders-left = { CAPITAL(ARTICLE($player)) } { $fields } fosztogatómezővel rendelkezik: ezt legfeljebb { $more } további fosztogatás követheti
# source b57b4507
magellan-problem-plunder-sum = az ezúttal felcsapott lapok összege (a plunder.cards vége), legfeljebb { $limit }
# source 472880f2
magellan-problem-points-early = pontokat a III. szakasz után számolnak: még egyet sem
# $counted: whether the player is counted already; $first: the player counting starts with.
# source 443b2f1e
magellan-problem-counted =
    { $counted ->
        [true] { CAPITAL(ARTICLE($player)) } már értékelve van ({ ARTICLE($first) } után az óramutató járása szerint)
       *[false] { CAPITAL(ARTICLE($player)) } még nincs értékelve ({ ARTICLE($first) } után az óramutató járása szerint)
    }
# source 0bdfafe6
magellan-problem-not-counted = { CAPITAL(ARTICLE($player)) } még nincs értékelve
# A gold card of $value listed once more than the $count copies there are; $where: where they are ("hands[0] 2, gold_deck 5").
# source 7dc9051b
magellan-problem-gold-extra = eggyel több { $value } értékű aranylap van benne a kelleténél: csak { $count } létezik ({ $where })
# source 2ef28164
magellan-problem-gold-missing = a { $count } darab { $value } értékű aranylapból { $missing } sehol sincs; a nem látott lapok a pakliban vannak
# source 6a4c1537
magellan-problem-explorer-extra = eggyel több { $phase }. hátlapú { $explorer }-lap van benne a kelleténél: csak { $count } létezik
# source f094165e
magellan-problem-explorer-missing = { $missing } darab { $phase }. hátlapú { $explorer }-lap sehol sincs (se a pakliban, se a dobozban, se megvéve, se árverésen)
# $want, $have: magellan-problem-stack-sizes.
# source 88bd5ce1
magellan-problem-stacks = { CAPITAL(ARTICLE($player)) } Magellán-hajóihoz ez kell: { $want }, nem ez: { $have }; minden Magellán-lap alatt egy aranylap, hajónként egy pakli
# Magellan stacks by their sizes: $stacks how many, $cards the one stack's cards, $sizes every stack's, listed ("1, 2").
# source c1b30ff3
magellan-problem-stack-sizes =
    { $stacks ->
        [0] egy pakli sem
        [1] egy { $cards } aranylapos pakli
       *[other] { $sizes } aranylapos paklik
    }
# $reason: the refusal's sentence that says why the bid is capped.
# source 660f16c6
magellan-problem-limit = értéke { $limit }, de { ARTICLE($player) } legfeljebb { $most } aranyat licitálhat erre a lapra — { $reason }
# source 83784ca7
magellan-problem-cannot-bid = { CAPITAL(ARTICLE($player)) } nem licitálhat erre a lapra, ezért kiesett — { $reason }
# source 32e966f1
magellan-problem-cannot-pay = { CAPITAL(ARTICLE($player)) } nem tud { $amount } aranyat fizetni ezért a lapért — { $reason }
# $nobody: true when no player may bid ($seat is then -1).
# source ecf580ee
magellan-problem-opener =
    { $nobody ->
        [true] -1 kell legyen: a meghívott { $invited } után az óramutató járása szerint senki sem licitálhat erre a lapra
       *[false] { $seat } kell legyen ({ $player }): a meghívott { $invited } után az óramutató járása szerint az első, aki licitálhat erre a lapra
    }
# $seats: seats as the file writes them ("[0, 2]"); $players: the same players, listed.
# source ebfa1029
magellan-problem-winners = { $seats } kell legyen ({ $players }): a legtöbb pontot ({ $best }) szerző játékosok
# source 8e2677aa
magellan-problem-score-order = { $seats } kell legyen ({ $players }): az értékelés { ARTICLE($first) } után az óramutató járása szerint halad
# source 581b0bbd
magellan-problem-nobody = senki
# $low: what the fields, stacks and gold in hand count; $plunder: the most plunder can add (0: none).
# source dec46ae7
magellan-problem-score =
    { $plunder ->
        [0] { CAPITAL(ARTICLE($player)) } mezői, Magellán-paklijai és kézben lévő aranya { $low } pontot ér, nem { $score } pontot
       *[other] { CAPITAL(ARTICLE($player)) } mezői, Magellán-paklijai és kézben lévő aranya { $low } pontot ér, a fosztogatás legfeljebb { $plunder } pontot ad hozzá, nem { $score } pontot
    }

## A táblák neve

# source 966881cd
magellan-board-1 = 1. tábla
# source e82f3ffc
magellan-board-2 = 2. tábla
# source c853ecfd
magellan-explorer-marco-polo = Marco Polo
# source 1c0a1351
magellan-explorer-vasco-da-gama = Vasco da Gama
# source 8c5bb774
magellan-explorer-cook = James Cook
# source 5c8b9907
magellan-explorer-columbus = Kolumbusz Kristóf
# source a62b661b
magellan-explorer-pizarro = Francisco Pizarro
# source 5dc14daf
magellan-explorer-magellan = Ferdinand Magellán
# source a65d882b
magellan-file-gold-value = aranylap értéke kell legyen
# $top is the highest gold card value.
# source 6ab5153d
magellan-file-gold-value-top = 1 és { $top } közötti aranylap-érték kell legyen
# source 664ddff7
magellan-file-gold-list = aranylap-értékek listája kell legyen
# source 013b6bb6
magellan-file-explorer-list = felfedezőkulcsok listája kell legyen
# source c7a48d20
magellan-file-phase-lists = 3 lista kell legyen: az I., a II. és a III. szakasz
# source b38e3f61
magellan-file-seat-lists = { $players } lista kell legyen, helyenként egy
# source 0fb759eb
magellan-file-seat-stacks = { $players } paklilista kell legyen, helyenként egy
# source 4173e281
magellan-file-stack-list = paklik listája kell legyen
# source 46685c22
magellan-file-field-lists = 3 lista kell legyen: az I., a II. és a III. mező hajói
# source 6db8a3fb
magellan-file-pair-list = [hely, fél] párok listája kell legyen
# $high is the last seat (counted from 0); a half is -1 (none), 0 (left) or 1 (right).
# source a56a5590
magellan-file-pair = [hely 0–{ $high }, fél -1/0/1] kell legyen
# $explorers lists the explorers' keys, as files write them.
# source b1442e98
magellan-file-no-explorer = nem felfedező; a felfedezők: { $explorers }
# $count is the number of explorers.
# source e2a97a7a
magellan-file-bought = { $count } darab 0 és 99 közötti számot kell tartalmaznia, felfedezőnként egyet ({ $explorers })
# source 75becb0a
magellan-file-draw-field = egy mező pontosan akkor húzat lapot (draw > 0), ha a tevékenysége draw
# source dde72666
magellan-file-halves-field = egy mezőnek pontosan akkor vannak felei, ha a tevékenysége halves
# source b770810f
magellan-file-halves-two = a feles mezőnek pontosan 2 fele van (bal, jobb), és a számai ezeken állnak
# source 4b40e2d0
magellan-file-magellan-crowns = a Magellán-mezők maguk nem adnak koronát (MG-X6)
# source 6d46d11a
magellan-file-plunder-crowns = a fosztogatás mezője nem ad koronát (MG-X5)
# $action is the field's action as the data writes it: exchange, veto or plunder; the fields are I, II and III.
# source 171f94c1
magellan-file-action-field =
    { $action } csak { $action ->
        [exchange] az I. vagy a II.
        [veto] az I.
       *[plunder] a III.
    } mezőn lehet
# source ce681ce8
magellan-file-magellan-fields = a Magellán-tevékenység mindhárom mezőre kerül (minden új lap egy paklihoz csatlakozik, MG-X6)
# source bb221d6d
magellan-file-gold-once = minden érték csak egyszer szerepelhet
# source 32340176
magellan-file-no-starting-gold = minden játékosnak arannyal kell kezdenie: anélkül senki sem licitálhat (MG-A1c), minden lap visszakerül a dobozba, és a játék már az előkészítéskor véget ér
# source cf2ca515
magellan-file-no-gold-value = egyetlen aranylap értéke sem { $value }
# $players is the most a game has.
# source 05771bbd
magellan-file-more-gold = { $players } játékosnak több { $value } értékű lap kell
# source 8b3848fd
magellan-file-phase-cards = minden szakaszhoz felfedezőnként legalább 1 lap kell, de legfeljebb annyi, ahány hajó a mezőjén elfér
# source 03628798
magellan-file-explorer-order = ezeket kell felsorolnia, ebben a sorrendben: { $explorers }
# source a6171536
magellan-file-one-board = minden felfedező pontosan egy táblán van
# source e0ee7833
magellan-file-every-board = minden felfedezőnek egy táblán kell lennie

## A feladványok, példák és döntések címei

# source 3c9d8810
scenario-magellan-example-pizarro = Szabálykönyvi példa: Pizarro fosztogatása, 5 + 6 + 2 = 13, aztán egy 8-as
# source 625861d1
scenario-magellan-example-stacks = Szabálykönyvi példa: a Magellán-paklik értéke 8×3 + 5×2 = 34
# source 4d731786
scenario-magellan-puzzle-1 = 1. Magellan-feladvány: jó vétel
# source a5f3651a
scenario-magellan-puzzle-2 = 2. Magellan-feladvány: a lap a pakli alatt
# source a855b1ae
scenario-magellan-puzzle-3 = 3. Magellan-feladvány: fizessenek csak
# source 33112a2f
ruling-magellan-plunder-over-20 = Pizarro 20 fölötti fosztogatása semmit sem ér (MG-X5)
# source 165bcfc6
ruling-magellan-plunder-over-20-notes = A szabálykönyv példájából (resources/scenarios/magellan-example-pizarro.json). Az 1. játékos négy aranylapot fordít fel Pizarro fosztogatásához: 5 + 6 + 2 = 13, a 8-as pedig 21-re emeli, 20 fölé: a fosztogatás semmit sem ér, és az 1. játékosnak megmarad a 36 pontja, ahogy a szabálykönyvben.
# source 5f8db8d1
scenario-magellan-puzzle-1-hint-1 = Előbb számold meg a 2. játékos aranyát: 1 és 6. Legfeljebb mennyit licitálhat, ha megtart egy lapot, amit alácsúsztathat?
# source 021dd4a4
scenario-magellan-puzzle-1-notes =
    III. szakasz. Az utolsó Ferdinand Magellan-lap (a 2. tábla A oldalán) van soron, és te, az 1. játékos nyitod a licitet. Csak azok licitálhatnak, akik a II. szakaszban Magellán-lapot vettek (MG-A4): te és a 2. játékos. A 3. játékosnak van bőven aranya, de nem licitálhat. Nálad a 2, a 4 és a 9 van; a 2. játékosnál az 1 és a 6.
    Cél: megvenni a lapot 7-nél kevesebb aranyért, bármit tesz is a 2. játékos.
    Tipp: aki az A oldalon Magellán-lapot vesz, a kezéből egy aranylapot csúsztat alá (MG-X6), és visszajáró nincs (MG-A2).
# source 4c2c61ab
scenario-magellan-puzzle-2-notes =
    A játék utolsó lapja, a Ferdinand Magellan III (a 2. tábla B oldalán) van soron, és te, az 1. játékos licitálsz először. A Magellán-lapjaid alatt a 2 és a 9 (hajó a II. mezőn), valamint a 7 (hajó az I. mezőn) fekszik; Vasco da Gama I. mezőjén álló hajód 1 pontot ér. Nálad az 1, a 4, az 5 és a 8 van. A 2. játékosnál, az egyetlen másik játékosnál, aki licitálhat (MG-A4), a 3 és a 6.
    A B oldalon az új Magellán-lap alá csúsztatott lap az egyik, amellyel fizetsz (MG-X6); minden pakli annyit ér, amennyi korona alatta van, szorozva a Magellán-lapjai számával, a kézben tartott arany pedig a koronáit éri (1-3 érték: 3, 4-6: 2, 7-9: 1).
    Cél: legalább 27 ponttal befejezni, bármit tesz is a 2. játékos.
# source 52e21c53
scenario-magellan-puzzle-3-notes =
    A játék utolsó lapja, a Christopher Columbus III (10 korona) van soron, és te, az 1. játékos nyitod a licitet. Neked és a 2. játékosnak is van egy-egy hajója Kolumbusz II. mezőjén (5 korona): aki megveszi a lapot, továbbviszi a hajóját, és 5-öt kap. Neked 8 pontod van a táblán, és nálad az 1, a 2 és az 5; a 2. játékosnak 8 pontja van a táblán, nála a 2, a 6 és a 7, és túllicitálhat téged; a 3. játékos 13 pontot fog számolni. A kézben tartott arany a koronáit éri (1-3 érték: 3, 4-6: 2, 7-9: 1), és visszajáró nincs (MG-A2).
    Cél: megnyerni a játékot (a megosztott győzelem is számít, MG-E3), bármit tesz is a 2. játékos.
# source bd9ad868
scenario-magellan-puzzle-1-failure = A lap 7-be vagy többe került, vagy a 2. játékosé lett. Legfeljebb mennyit fizethet a 2. játékos?
# source 90512314
scenario-magellan-puzzle-1-success = Jó vétel: az utolsó Magellán-lap a tiéd, 7-nél kevesebb aranyért.
# source c44cecd4
scenario-magellan-example-pizarro-notes =
    A paklis példa, ahol az 1. játékos Pizarro III. mezőjén is ott van, a 2. tábla a B oldalán (MG-X5: fosztogatás az értékeléskor). Az 1. játékos pontjait számolták meg először: 36 pont. Az aranylapokat megkeverték; a legfelső lapok 5, 6 és 2, utánuk egy 8-as. Ha három lap után megáll, még 13 pontot kap, összesen 49-et:
    qtgames ruling magellan-example-pizarro.json --action '{ "{" }"plunder_draw": true{ "}" }' --action '{ "{" }"plunder_draw": true{ "}" }' --action '{ "{" }"plunder_draw": true{ "}" }' --action '{ "{" }"plunder_stop": true{ "}" }'
    A 2. játékos azonban 51 pontot fog számolni, így az 1. játékosnak a győzelemhez több kell, és felfordít egy negyedik lapot is (négy plunder_draw lépés): a 8-as 21-re emeli, 20 fölé, és a fosztogatás semmit sem ér: összesen 36 pont, ahogy a szabálykönyvben.
# source ba221f2a
scenario-magellan-example-stacks-notes =
    A szabálykönyv értékelési példája (az 1. tábla az A oldalán, a 2. tábla a B oldalán). Az 1. játékos épp most vette meg a játék utolsó lapját, a Ferdinand Magellan III-at, az 5-össel és a 9-essel fizetve, és egy 8-as maradt a kezében. A Magellán-lapjai alatt a 2, 1 (hajó a II. mezőn) és az 1, 4 (hajó a II. mezőn) fekszik. Vidd tovább a 2, 1 pakli hajóját, és csúsztasd az 5-öst az új lap alá (MG-X6d; MG-X6 B oldal: a lap a fizetségből jön):
    qtgames ruling magellan-example-stacks.json --action '{ "{" }"stack": 0{ "}" }' --action '{ "{" }"under": 5{ "}" }'
    A játék véget ér, és az 1. játékos megszámolja a pontjait (MG-E1): mezők 1 (Marco Polo A I. mező: 0, Vasco da Gama A I. mező: 1), Magellán 34 (koronák 3+3+2 = 8 egy hármas pakli alatt, 3+2 = 5 egy kettes pakli alatt: 8×3 + 5×2), kézben tartott arany 1: 36 pont. Ha inkább az 1, 4 paklihoz csatlakozik, 7×3 + 6×2 = 33 pont.
