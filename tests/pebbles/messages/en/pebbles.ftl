### Pebbles, the tests' own game: its move log, prompt, action label, refusals and rule option.
### A game declared from outside qtgames brings its catalogue in a folder of its own
### (GameInfo.messages_folder), laid out as resources/messages/ is.

pebbles_piled = The pile holds { $count } pebbles.
pebbles_taken = { $player } takes { $count ->
        [one] { $count } pebble
       *[other] { $count } pebbles
    }; { $left } left.
pebbles_last = { $player } takes the last pebble and { $loses ->
        [true] loses
       *[false] wins
    }.

pebbles-prompt-take = Take one, two or three pebbles.
pebbles-action-take = Take { $count ->
        [one] { $count } pebble
       *[other] { $count } pebbles
    }
pebbles-refusal-over = The game is over.
pebbles-refusal-pile = The pile holds only { $count ->
        [one] { $count } pebble
       *[other] { $count } pebbles
    }.
pebbles-problem-pile = The game ends when the pile is empty, and only then.

pebbles-option-last_pebble_loses = The last pebble loses
    .help = Off: who takes the last pebble wins. On: they lose, and the others share the victory.
