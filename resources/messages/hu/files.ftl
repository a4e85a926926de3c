### qtgames magyarul: amit a fájlolvasók egy kapott fájlról mondanak (játszmafájl, forgatókönyv,
### döntési jegyzőkönyv, állásszöveg, alkatrészadat, parancssorban megadott lépés). Minden mondat annak
### a mezőnek a neve után áll, amelyről szól, ahogy a fájl írja (`actions[3].tile`): ez a név adat, és
### változatlan marad, akárcsak a fájlba írható szavak (`north`, `place`, `true`). Az értékek toldalék
### nélkül állnak; a névelőt az ARTICLE választja.

# A problem with one field: $path is the field as the file spells it, $problem the sentence.
# source 1896d4db
file-error-at = { $path }: { $problem }
# A problem that breaks a rule: $rule is its rule ID (TS-M1), $problem the rule's sentence.
# source 527dc377
file-error-ruled = { $rule }: { $problem }
# What the file should have been, as the sentences below name it ($what): document (any file the app opens), record, scenario, report, action (typed on the command line), setting (kept in the settings), list (typed in the editor), data (component data).
# source 86de5648
file-what =
    { $what ->
        [document] qtgames-játszmafájl, -forgatókönyv vagy -döntési jegyzőkönyv
        [record] játszmafájl
        [scenario] forgatókönyv
        [report] döntési jegyzőkönyv
        [action] lépés
        [setting] megjegyzett beállítás
        [list] lista
       *[data] adatfájl
    }
# A file's size limit.
# source aef59262
file-size-mb = { $megabytes } MB
# source 7faf53b9
file-size-kb = { $kilobytes } KB
# $size is file-size-mb or file-size-kb, $what is file-what.
# source 522861ab
file-too-big = a fájl nagyobb, mint { $size }; ekkora { $what } nincs
# $reason is the system's own words ("Permission denied").
# source 4e29efdd
file-cannot-read = nem olvasható: { $reason }
# source f1af9c8e
file-is-folder = mappa, nem fájl
# source e0f06f05
file-is-device = eszköz vagy csővezeték, nem fájl; { $what } nem olvasható belőle
# source 1b446ce4
file-utf16 = a fájl UTF-16 vagy UTF-32 kódolású; mentsd UTF-8 kódolással
# $byte counts from 0.
# source 24195684
file-not-utf8 = nem UTF-8 szöveg ({ ARTICLE($byte) }. bájt nem olvasható)
# $detail is the JSON reader's own English ("Expecting value").
# source 40468d26
file-not-json = nem JSON ({ $line }. sor, { $column }. oszlop: { $detail })
# source 0ada4254
file-too-deep = nem { $what }: a JSON túl mélyen egymásba ágyazott
# source 4e0a4044
file-nested = több mint { $levels } szint mélyen egymásba ágyazott ({ $line }. sor); egy { $what } sem ilyen
# $name is what the file wrote (NaN, Infinity).
# source 0d2bb4ad
file-not-a-number = { $name } nem szám
# source b197226b
file-key-twice = kétszer szerepel ugyanabban az objektumban; melyik az érvényes?
# source f5cf91dc
file-number-too-long = { $number } túllépi a fájlokban tárolható egész számokat (64 bit)
# source f2790606
file-number-too-large = { $number } túl nagy szám
# $size is file-size-mb or file-size-kb: no match, scenario or ruling report is that big.
# source 17a6a3c1
file-too-big-any = a fájl nagyobb, mint { $size }; egyik sem ekkora
# $problem says why it could not be read (file-not-json …).
# source a824f3a1
file-no-document = a fájl nem qtgames-játszmafájl, -forgatókönyv vagy -döntési jegyzőkönyv: { $problem }
# source 2dac7ba7
file-no-document-format = a fájl nem qtgames-játszmafájl, -forgatókönyv vagy -döntési jegyzőkönyv
# $found is the format the file names, quoted.
# source 1f484ad8
file-no-document-named = a fájl nem qtgames-játszmafájl, -forgatókönyv vagy -döntési jegyzőkönyv (a formátuma { $found })
# source e0bbf7d8
file-not-object = egy { $what } mindig JSON-objektum
# $found is the format the file names, quoted.
# source 6466f764
file-wrong-format = értéke { $found }, ez nem qtgames-{ $what }
# $found is the file's version, $version the newest this program reads.
# source 76e3a6e6
file-version-newer = { ARTICLE($found) }. verzió újabb annál, amit ez a program olvas ({ $version }); frissítsd a qtgamest
# source 1a0dcd47
file-version-unknown = { $found } nem ismert { $what }-verzió
# $game is the name the file gives, quoted; $known lists the games' names as files write them.
# source b4cf8fcf
file-unknown-game = ismeretlen játék: { $game }; az ismertek: { $known }
# $game is the game's title.
# source e39df34a
file-player-count = { ARTICLE($game) } { $low }–{ $high } játékossal játszható, nem { $count } játékossal
# Seats count from 0 in files: $high is the last.
# source 55c43156
file-must-be-seat = 0 és { $high } közötti hely kell legyen
# source 4ca1123f
file-puzzle-no-position = a feladványt egy forgatókönyv állásából játsszák: ennek a játszmafájlnak nincs ilyen állása
# $named counts the players the record names, $seats those of its position.
# source 9fc50307
file-players-not-position = { $named } játékost nevez meg, de az állásban { $seats } játékos van
# source 2bc7e6d7
file-game-over = a játék már e lépés előtt véget ért
# $rule is the rule ID the action breaks, $refusal the rule's sentence.
# source 9d589a15
file-illegal-move = szabálytalan lépés ({ $rule }: { $refusal })
# source 119e7818
file-refused-answer = az elutasított válasz megnevezi az elutasítást, az engedélyezett nem nevez meg ilyet
# $last is the number of the last action (counted from 0).
# source 1f5e6487
file-must-be-last-action = az utolsó lépés kell legyen, vagyis { $last }
# $game is the game's title; $known lists the goals as files write them.
# source 028fff29
file-goal-kinds = { $game } ezeket a célokat ismeri: { $known }
# $seat is the seat the goal names, counted from 0; $player how sentences name it (Player 2); $players the position's players; $high its last seat.
# source 301720ca
file-goal-player = értéke { $seat } ({ $player }), de az állásban { $players } játékos van, 0-tól számolva: 0–{ $high }
# source 2b2b7e98
file-too-many-hints = { $hints } tippet ad egy { $moves } lépéses megoldáshoz: az 1. tipp a megoldás 1. lépéséhez tartozik, és így tovább
# source 4c6aa0b9
file-must-be-object = objektum kell legyen
# source d087fc5e
file-must-be-list = lista kell legyen
# source c851dbd2
file-must-be-whole = egész szám kell legyen
# source b071a4ac
file-must-be-string = szöveg kell legyen
# source a96a0e4e
file-must-be-true-false = true vagy false kell legyen
# $kind is a programming language's name of a kind of value (float).
# source 00724f77
file-must-be-kind = { $kind } típusú kell legyen
# source e19a3e39
file-is-missing = hiányzik
# source 25af2e66
file-unknown-field = ismeretlen mező
# $known lists the object's fields, as the file spells them.
# source d05dbcde
file-unknown-field-known = ismeretlen mező; ennek az objektumnak ezek a mezői: { $known }
# source 69991bc6
file-must-be-range = { $low } és { $high } között kell lennie
# source 484fc4dc
file-must-be-number = { $low } és { $high } közötti szám kell legyen
# source 2935ce71
file-must-hold-numbers = { $count } darab { $low } és { $high } közötti számot kell tartalmaznia
# source 1f118520
file-must-hold-lists = { $count } listát kell tartalmaznia
# source 9ffed83e
file-must-list-numbers = { $low } és { $high } közötti számok listája kell legyen
# $choices lists the words the file may write, as it spells them.
# source c3a5c3e5
file-must-be-one-of = csak ezek egyike lehet: { $choices }
# source 1307d89a
file-must-be-null-or-one-of = csak null vagy ezek egyike lehet: { $choices }
# source 66ffe5a4
file-must-be-whole-not-negative = 0 vagy nagyobb egész szám kell legyen
# source 8aae9107
file-must-hold-flags = { $count } darab true/false értéket kell tartalmaznia
# A number's bound ($bound).
# source 6e7820e5
file-at-least = legalább { $bound } kell legyen
# source 608199e2
file-at-most = legfeljebb { $bound } lehet
# source 9e469e9e
file-more-than = { $bound } fölött kell lennie
# source 12584108
file-less-than = { $bound } alatt kell lennie
# A list's length ($count).
# source 75788da4
file-at-least-items = legalább { $count } elemet kell tartalmaznia, nem { $actual } elemet
# source dcca4c0a
file-at-most-items = legfeljebb { $count } elemet tartalmazhat, nem { $actual } elemet
# A string's length ($count).
# source 4d12448b
file-at-least-characters = legalább { $count } karakterből kell állnia
# source d7e9c887
file-at-most-characters = legfeljebb { $count } karakterből állhat
# $pattern is a regular expression the text must match (^[LW]{4}$).
# source efd46eb3
file-must-match = illeszkednie kell erre a mintára: '{ $pattern }'
# source f2991594
file-must-be-a-number = szám kell legyen
# source 1e29a253
file-number-unparsable = szám kell legyen (ez a szöveg nem az)
# $expected is the value the file must hold, quoted, or several such joined by file-list-or.
# source 9e9cf281
file-input-should-be = értéke ez kell legyen: { $expected }
# The last two of the values a file may hold ('a', 'b' or 'c').
# source 57310257
file-list-or = { $first } vagy { $last }
# source 67d75c63
file-options-object = névvel ellátott szabályváltozatok objektuma kell legyen
# $known lists the options' names, as files write them.
# source 14dace1c
file-unknown-option = ismeretlen szabályváltozat; az ismertek: { $known }
# $limit is the most characters a position text has.
# source 33f628a4
file-text-too-long = az állásszöveg hosszabb { NUMBER($limit, useGrouping: "true") } karakternél; egy állás sem ilyen hosszú
# source 6641f019
file-not-position-text = nem állásszöveg: az így kezdődik: { $prefix }
# $version is the text's; $newer is true when it is newer than this program's, false when no version ever had that number.
# source e9830376
file-text-version =
    { $newer ->
        [true] { $version }. verziójú állásszöveg, újabb annál, amit ez a program olvas ({ $prefix }); frissítsd a qtgamest
       *[false] { $version }. verziójú állásszöveg, amelyet ez a program nem ismer (ez a program ezt olvassa: { $prefix })
    }
# $letter is the character found, quoted.
# source 0ce98130
file-text-letter = sérült állásszöveg: { $letter } nem tartozik a betűi közé (A–Z, a–z, 0–9, - és _)
# source 93080057
file-text-length = sérült állásszöveg: csonka (a hossza nem egész)
# source 851a9b37
file-text-unpack = sérült állásszöveg: csonka vagy megváltozott (nem csomagolható ki)
# $size is file-size-mb.
# source 30a1536c
file-text-unpacks-big = az állásszöveg kicsomagolva nagyobb, mint { $size }; egy állás sem ekkora
# source 21f28ec5
file-text-cut = sérült állásszöveg: csonka (az adatai előtt véget ér)
# source 1370bb38
file-text-trailing = sérült állásszöveg: az adatai vége után még valami következik
# source 11ef8dd5
file-text-not-utf8 = sérült állásszöveg: a kicsomagolt tartalma nem UTF-8 szöveg
# source 71bf1752
file-text-empty = a szöveg üres: előbb másolj ki egy állásszöveget ({ $prefix }…) vagy egy forgatókönyvet
# $found is the game the review names, $game the match's, both quoted as files write them.
# source a16f8238
file-review-game = értéke { $found }, de a játszma ez: { $game }
# source d2e1b046
file-review-players = értéke { $found }, de a játszmában { $players } játékos van
# source bbf9d544
file-review-chances = { $players } darab 0 és 1 közötti esélyt kell tartalmaznia
# source 0d5452e1
file-review-seats = 0 és { $high } közötti helyek listája kell legyen
# source c3253496
file-review-move = növekednie kell, és a játszmafájl { $actions } lépésén belül kell maradnia
# source f358e1f6
file-review-verdict = egy 0 és { $high } közötti helyet kell megneveznie, és { $players } darab 0 és 1 közötti esélyt kell tartalmaznia
# $kind is the kind the file names, quoted; $known lists the kinds as files write them.
# source 47a4f298
file-unknown-player = ismeretlen játékos: { $kind }; az ismertek: { $known }
# $example is an action as files write it ({"place": 12, "rotation": 1}).
# source 1294a030
file-action-object = a lépés csak objektum lehet, például { $example }
# $keys are the action's keys, $expected the actions the game knows, as files write them (place+rotation: both keys).
# source a4d2011a
file-unknown-action = ismeretlen lépés, kulcsai: { $keys }; ezek egyike várható: { $expected }
# $example is a square's name (C4).
# source 6d780236
file-must-be-square = mezőnév kell legyen, például { $example }
# Things in a list are numbered in order: this one must be $id.
# source 23a0d6a8
file-must-be-id = értéke { $id } kell legyen
# $game is the game's title: a position read with another game's rule options.
# source 837a559c
file-game-options = { ARTICLE($game) }-állásokhoz { $game }-szabályváltozatok kellenek
# $found is the format the file names, quoted; $game the game's title.
# source fa6e8785
file-not-game-data = értéke { $found }, ez nem { $game }-alkatrészadat
