### qtgames: what the file readers say is wrong with a file a user hands them (a match record, a
### scenario, a ruling report, a position text, component data, an action typed on the command
### line). Each sentence follows the name of the field it is about, as the file spells it
### (`actions[3].tile`, `state.hands[1][0]`): that name is data and stays as it is, and so do the
### words a file may write (`north`, `place`, `true`) that a sentence lists.

# A problem with one field, or with a whole file: $path is the field as the file spells it (or the file), $problem the sentence.
file-error-at = { $path }: { $problem }
# A problem that breaks a rule: $rule is its rule ID (TS-M1), $problem the rule's sentence.
file-error-ruled = { $rule }: { $problem }

## The file itself

# What the file should have been, as the sentences below name it ($what): document (any file the app opens), record, scenario, report, action (typed on the command line), setting (kept in the settings), list (typed in the editor), data (component data).
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
file-size-mb = { $megabytes } MB
file-size-kb = { $kilobytes } KB
# $size is file-size-mb or file-size-kb, $what is file-what.
file-too-big = the file is larger than { $size }; no { $what } is that big
# $reason is the system's own words ("Permission denied").
file-cannot-read = cannot read: { $reason }
file-is-folder = is a folder, not a file
file-is-device = is a device or a pipe, not a file; no { $what } is read from one
file-utf16 = the file is saved as UTF-16 or UTF-32; save it as UTF-8
# $byte counts from 0.
file-not-utf8 = not UTF-8 text (byte { $byte } cannot be read)
# $detail is the JSON reader's own English ("Expecting value").
file-not-json = not JSON (line { $line }, column { $column }: { $detail })
file-too-deep = not a { $what }: JSON nested too deeply
file-nested = nested more than { $levels } levels deep (line { $line }); no { $what } is
# $name is what the file wrote (NaN, Infinity).
file-not-a-number = { $name } is not a number
file-key-twice = appears twice in one object; which one was meant?
file-number-too-long = { $number } is beyond the whole numbers files hold (64 bits)
file-number-too-large = { $number } is too large a number
# $size is file-size-mb or file-size-kb: no match, scenario or ruling report is that big.
file-too-big-any = the file is larger than { $size }; none is that big
# $problem says why it could not be read (file-not-json …).
file-no-document = the file is no qtgames match, scenario or ruling report: { $problem }
file-no-document-format = the file is no qtgames match, scenario or ruling report
# $found is the format the file names, quoted.
file-no-document-named = the file is no qtgames match, scenario or ruling report (its format is { $found })

## The fields every file has ($what is file-what)

file-not-object = a { $what } must be a JSON object
# $found is the format the file names, quoted.
file-wrong-format = is { $found }, not a qtgames { $what }
# $found is the file's version, $version the newest this program reads.
file-version-newer = { $found } is newer than this program reads ({ $version }); update qtgames
file-version-unknown = { $found } is not a known { $what } version
# $game is the name the file gives, quoted; $known lists the games' names as files write them.
file-unknown-game = unknown game { $game }; known: { $known }

## Match records, scenarios, puzzles and ruling reports

# $game is the game's title.
file-player-count = { $game } takes { $low }-{ $high } players, not { $count }
# Seats count from 0 in files: $high is the last.
file-must-be-seat = must be a seat 0-{ $high }
file-puzzle-no-position = a puzzle is played from a scenario's position: the record has none
# $named counts the players the record names, $seats those of its position.
file-players-not-position = names { $named } players, but the position has { $seats }
file-game-over = the game was already over before this action
# $rule is the rule ID the action breaks, $refusal the rule's sentence.
file-illegal-move = illegal move ({ $rule }: { $refusal })
file-refused-answer = a refused answer names its refusal, a legal one has none
# $last is the number of the last action (counted from 0).
file-must-be-last-action = must be the last action, { $last }
# $game is the game's title; $known lists the goals as files write them.
file-goal-kinds = { $game } knows the goals { $known }
# $seat is the seat the goal names, counted from 0; $player how sentences name it (Player 2); $players the position's players; $high its last seat.
file-goal-player = is { $seat } ({ $player }), but the position has { $players } players, counted from 0: 0-{ $high }
file-too-many-hints =
    has { $hints } { $hints ->
        [one] hint
       *[other] hints
    } for a solution of { $moves } { $moves ->
        [one] move
       *[other] moves
    }: hint 1 is for the solution's move 1, and so on

## What a value must be

file-must-be-object = must be an object
file-must-be-list = must be a list
file-must-be-whole = must be a whole number
file-must-be-string = must be a string
file-must-be-true-false = must be true or false
# $kind is a programming language's name of a kind of value (float).
file-must-be-kind = must be a { $kind }
file-is-missing = is missing
file-unknown-field = unknown field
# $known lists the object's fields, as the file spells them.
file-unknown-field-known = unknown field; this object has: { $known }
file-must-be-range = must be { $low }-{ $high }
file-must-be-number = must be a number { $low }-{ $high }
file-must-hold-numbers = must hold { $count } numbers { $low }-{ $high }
file-must-hold-lists = must hold { $count } lists
file-must-list-numbers = must list numbers { $low }-{ $high }
# $choices lists the words the file may write, as it spells them.
file-must-be-one-of = must be one of { $choices }
file-must-be-null-or-one-of = must be null or one of { $choices }
file-must-be-whole-not-negative = must be a whole number ≥ 0
file-must-hold-flags = must hold { $count } true/false values
# A number's bound ($bound), in pydantic's words (the library that checks component data).
file-at-least = input should be greater than or equal to { $bound }
file-at-most = input should be less than or equal to { $bound }
file-more-than = input should be greater than { $bound }
file-less-than = input should be less than { $bound }
# A list's length: at least or at most $count items, but it has $actual.
file-at-least-items =
    list should have at least { $count } { $count ->
        [one] item
       *[other] items
    } after validation, not { $actual }
file-at-most-items =
    list should have at most { $count } { $count ->
        [one] item
       *[other] items
    } after validation, not { $actual }
# A text's length ($count).
file-at-least-characters =
    string should have at least { $count } { $count ->
        [one] character
       *[other] characters
    }
file-at-most-characters =
    string should have at most { $count } { $count ->
        [one] character
       *[other] characters
    }
# $pattern is a regular expression the text must match (^[LW]{4}$).
file-must-match = string should match pattern '{ $pattern }'
file-must-be-a-number = input should be a valid number
file-number-unparsable = input should be a valid number, unable to parse string as a number
# $expected is the value the file must hold, quoted, or several such joined by file-list-or.
file-input-should-be = input should be { $expected }
# The last two of the values a file may hold ('a', 'b' or 'c').
file-list-or = { $first } or { $last }
file-options-object = must be an object of named rule options
# $known lists the options' names, as files write them.
file-unknown-option = unknown option; known: { $known }

## Position texts (qtg1:…, made to paste into a chat or an e-mail); $prefix is how one starts (qtg1:).

# $limit is the most characters a position text has.
file-text-too-long = the position text is longer than { NUMBER($limit, useGrouping: "true") } characters; no position is
file-not-position-text = not a position text: it starts with { $prefix }
# $version is the text's; $newer is true when it is newer than this program's, false when no version ever had that number.
file-text-version =
    { $newer ->
        [true] a version { $version } position text (newer than this program, which reads { $prefix }); update qtgames
       *[false] a version { $version } position text (unknown to this program, which reads { $prefix })
    }
# $letter is the character found, quoted.
file-text-letter = corrupt position text: { $letter } is not one of its letters (A-Z, a-z, 0-9, - and _)
file-text-length = corrupt position text: cut short (its length is not whole)
file-text-unpack = corrupt position text: cut short or changed (it does not unpack)
# $size is file-size-mb.
file-text-unpacks-big = the position text unpacks to more than { $size }; no position is that big
file-text-cut = corrupt position text: cut short (it ends before its data does)
file-text-trailing = corrupt position text: something follows the end of its data
file-text-not-utf8 = corrupt position text: what it unpacks to is not UTF-8 text
file-text-empty = the text is empty: copy a position text ({ $prefix }…) or a scenario first

## A match's stored review (docs/analysis.md)

# $found is the game the review names, $game the match's, both quoted as files write them.
file-review-game = is { $found }, but the match is { $game }
file-review-players = is { $found }, but the match has { $players } players
file-review-chances = must hold { $players } chances from 0 to 1
file-review-seats = must list seats 0-{ $high }
file-review-move = must rise and stay below the record's { $actions } actions
file-review-verdict = must name a seat 0-{ $high } and hold { $players } chances from 0 to 1

## A match's players

# $kind is the kind the file names, quoted; $known lists the kinds as files write them.
file-unknown-player = unknown player { $kind }; known: { $known }

## Actions and positions, in every game

# $example is an action as files write it ({"place": 12, "rotation": 1}).
file-action-object = an action must be an object such as { $example }
# $keys are the action's keys, $expected the actions the game knows, as files write them (place+rotation: both keys).
file-unknown-action = unknown action with keys { $keys }; expected one of { $expected }
# $example is a square's name (C4).
file-must-be-square = must be a square name such as { $example }
# Things in a list are numbered in order: this one must be $id.
file-must-be-id = must be { $id }
# $game is the game's title: a position read with another game's rule options.
file-game-options = { $game } positions need { $game } options

## Component data (resources/<game>/, or a player's override of it)

# $found is the format the file names, quoted; $game the game's title.
file-not-game-data = is { $found }, not { $game } component data
