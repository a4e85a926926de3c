# A problem with one field: $path is the field as the file spells it, $problem the sentence.
# source 1896d4db unfinished
file-error-at = { $path }: { $problem }
# A problem that breaks a rule: $rule is its rule ID (TS-M1), $problem the rule's sentence.
# source 527dc377 unfinished
file-error-ruled = { $rule }: { $problem }
# What the file should have been, as the sentences below name it ($what): document (any file the app opens), record, scenario, report, action (typed on the command line), setting (kept in the settings), list (typed in the editor), data (component data).
# source 86de5648 unfinished
file-what =
    { $what ->
        [document] qtgames match, scenario or ruling report
        [record] match record
        [scenario] scenario
        [report] ruling report
        [action] action
        [setting] remembered setting
        [list] list
       *[data] data file
    }
# A file's size limit.
# source aef59262 unfinished
file-size-mb = { $megabytes } MB
# source 7faf53b9 unfinished
file-size-kb = { $kilobytes } KB
# $size is file-size-mb or file-size-kb, $what is file-what.
# source 522861ab unfinished
file-too-big = the file is larger than { $size }; no { $what } is that big
# $reason is the system's own words ("Permission denied").
# source 4e29efdd unfinished
file-cannot-read = cannot read: { $reason }
# source f1af9c8e unfinished
file-is-folder = is a folder, not a file
# source e0f06f05 unfinished
file-is-device = is a device or a pipe, not a file; no { $what } is read from one
# source 1b446ce4 unfinished
file-utf16 = the file is saved as UTF-16 or UTF-32; save it as UTF-8
# $byte counts from 0.
# source 24195684 unfinished
file-not-utf8 = not UTF-8 text (byte { $byte } cannot be read)
# $detail is the JSON reader's own English ("Expecting value").
# source 40468d26 unfinished
file-not-json = not JSON (line { $line }, column { $column }: { $detail })
# source 0ada4254 unfinished
file-too-deep = not a { $what }: JSON nested too deeply
# source 4e0a4044 unfinished
file-nested = nested more than { $levels } levels deep (line { $line }); no { $what } is
# $name is what the file wrote (NaN, Infinity).
# source 0d2bb4ad unfinished
file-not-a-number = { $name } is not a number
# source b197226b unfinished
file-key-twice = appears twice in one object; which one was meant?
# source f5cf91dc unfinished
file-number-too-long = { $number } is beyond the whole numbers files hold (64 bits)
# source f2790606 unfinished
file-number-too-large = { $number } is too large a number
# $size is file-size-mb or file-size-kb: no match, scenario or ruling report is that big.
# source 17a6a3c1 unfinished
file-too-big-any = the file is larger than { $size }; none is that big
# $problem says why it could not be read (file-not-json …).
# source a824f3a1 unfinished
file-no-document = the file is no qtgames match, scenario or ruling report: { $problem }
# source 2dac7ba7 unfinished
file-no-document-format = the file is no qtgames match, scenario or ruling report
# $found is the format the file names, quoted.
# source 1f484ad8 unfinished
file-no-document-named = the file is no qtgames match, scenario or ruling report (its format is { $found })
# source e0bbf7d8 unfinished
file-not-object = a { $what } must be a JSON object
# $found is the format the file names, quoted.
# source 6466f764 unfinished
file-wrong-format = is { $found }, not a qtgames { $what }
# $found is the file's version, $version the newest this program reads.
# source 76e3a6e6 unfinished
file-version-newer = { $found } is newer than this program reads ({ $version }); update qtgames
# source 1a0dcd47 unfinished
file-version-unknown = { $found } is not a known { $what } version
# $game is the name the file gives, quoted; $known lists the games' names as files write them.
# source b4cf8fcf unfinished
file-unknown-game = unknown game { $game }; known: { $known }
# $game is the game's title.
# source e39df34a unfinished
file-player-count = { $game } takes { $low }-{ $high } players, not { $count }
# Seats count from 0 in files: $high is the last.
# source 55c43156 unfinished
file-must-be-seat = must be a seat 0-{ $high }
# source 4ca1123f unfinished
file-puzzle-no-position = a puzzle is played from a scenario's position: the record has none
# $named counts the players the record names, $seats those of its position.
# source 9fc50307 unfinished
file-players-not-position = names { $named } players, but the position has { $seats }
# source 2bc7e6d7 unfinished
file-game-over = the game was already over before this action
# $rule is the rule ID the action breaks, $refusal the rule's sentence.
# source 9d589a15 unfinished
file-illegal-move = illegal move ({ $rule }: { $refusal })
# source 119e7818 unfinished
file-refused-answer = a refused answer names its refusal, a legal one has none
# $last is the number of the last action (counted from 0).
# source 1f5e6487 unfinished
file-must-be-last-action = must be the last action, { $last }
# $game is the game's title; $known lists the goals as files write them.
# source 028fff29 unfinished
file-goal-kinds = { $game } knows the goals { $known }
# $seat is the seat the goal names, counted from 0; $player how sentences name it (Player 2); $players the position's players; $high its last seat.
# source 301720ca unfinished
file-goal-player = is { $seat } ({ $player }), but the position has { $players } players, counted from 0: 0-{ $high }
# source 2b2b7e98 unfinished
file-too-many-hints =
    has { $hints } { $hints ->
        [one] hint
       *[other] hints
    } for a solution of { $moves } { $moves ->
        [one] move
       *[other] moves
    }: hint 1 is for the solution's move 1, and so on
# source 4c6aa0b9 unfinished
file-must-be-object = must be an object
# source d087fc5e unfinished
file-must-be-list = must be a list
# source c851dbd2 unfinished
file-must-be-whole = must be a whole number
# source b071a4ac unfinished
file-must-be-string = must be a string
# source a96a0e4e unfinished
file-must-be-true-false = must be true or false
# $kind is a programming language's name of a kind of value (float).
# source 00724f77 unfinished
file-must-be-kind = must be a { $kind }
# source e19a3e39 unfinished
file-is-missing = is missing
# source 25af2e66 unfinished
file-unknown-field = unknown field
# $known lists the object's fields, as the file spells them.
# source d05dbcde unfinished
file-unknown-field-known = unknown field; this object has: { $known }
# source 69991bc6 unfinished
file-must-be-range = must be { $low }-{ $high }
# source 484fc4dc unfinished
file-must-be-number = must be a number { $low }-{ $high }
# source 2935ce71 unfinished
file-must-hold-numbers = must hold { $count } numbers { $low }-{ $high }
# source 1f118520 unfinished
file-must-hold-lists = must hold { $count } lists
# source 9ffed83e unfinished
file-must-list-numbers = must list numbers { $low }-{ $high }
# $choices lists the words the file may write, as it spells them.
# source c3a5c3e5 unfinished
file-must-be-one-of = must be one of { $choices }
# A number's bound ($bound).
# source 08951a95 unfinished
file-at-least = must be at least { $bound }
# source c562b1cc unfinished
file-at-most = must be at most { $bound }
# source d768370e unfinished
file-more-than = must be more than { $bound }
# source b8a4426f unfinished
file-less-than = must be less than { $bound }
# A list's length ($count).
# source 85986271 unfinished
file-at-least-items =
    must hold at least { $count } { $count ->
        [one] item
       *[other] items
    }
# source 3970ac1c unfinished
file-at-most-items =
    must hold at most { $count } { $count ->
        [one] item
       *[other] items
    }
# source 67d75c63 unfinished
file-options-object = must be an object of named rule options
# $known lists the options' names, as files write them.
# source 14dace1c unfinished
file-unknown-option = unknown option; known: { $known }
# $limit is the most characters a position text has.
# source 33f628a4 unfinished
file-text-too-long = the position text is longer than { NUMBER($limit, useGrouping: "true") } characters; no position is
# source 6641f019 unfinished
file-not-position-text = not a position text: it starts with { $prefix }
# $version is the text's; $newer is true when it is newer than this program's, false when no version ever had that number.
# source e9830376 unfinished
file-text-version =
    { $newer ->
        [true] a version { $version } position text (newer than this program, which reads { $prefix }); update qtgames
       *[false] a version { $version } position text (unknown to this program, which reads { $prefix })
    }
# $letter is the character found, quoted.
# source 0ce98130 unfinished
file-text-letter = corrupt position text: { $letter } is not one of its letters (A-Z, a-z, 0-9, - and _)
# source 93080057 unfinished
file-text-length = corrupt position text: cut short (its length is not whole)
# source 851a9b37 unfinished
file-text-unpack = corrupt position text: cut short or changed (it does not unpack)
# $size is file-size-mb.
# source 30a1536c unfinished
file-text-unpacks-big = the position text unpacks to more than { $size }; no position is that big
# source 21f28ec5 unfinished
file-text-cut = corrupt position text: cut short (it ends before its data does)
# source 1370bb38 unfinished
file-text-trailing = corrupt position text: something follows the end of its data
# source 11ef8dd5 unfinished
file-text-not-utf8 = corrupt position text: what it unpacks to is not UTF-8 text
# source 71bf1752 unfinished
file-text-empty = the text is empty: copy a position text ({ $prefix }…) or a scenario first
# $found is the game the review names, $game the match's, both quoted as files write them.
# source a16f8238 unfinished
file-review-game = is { $found }, but the match is { $game }
# source d2e1b046 unfinished
file-review-players = is { $found }, but the match has { $players } players
# source bbf9d544 unfinished
file-review-chances = must hold { $players } chances from 0 to 1
# source 0d5452e1 unfinished
file-review-seats = must list seats 0-{ $high }
# source c3253496 unfinished
file-review-move = must rise and stay below the record's { $actions } actions
# source f358e1f6 unfinished
file-review-verdict = must name a seat 0-{ $high } and hold { $players } chances from 0 to 1
# $kind is the kind the file names, quoted; $known lists the kinds as files write them.
# source 47a4f298 unfinished
file-unknown-player = unknown player { $kind }; known: { $known }
