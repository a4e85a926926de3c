### qtgames in italiano: ciò che le frasi di tutti i giochi hanno in comune.
###
### Le frasi non leggono parole ad alta voce (SOUND, ARTICLE): una casella si nomina senza articolo
### («in E3»), il valore di una carta con «un» («un 8»); l'applicazione mette il nome di un giocatore al
### posto di «Giocatore 2», quindi nessuna parola si accorda con il giocatore.

# source a3265361
language-name = Italiano
# source 8e9a3103
player = Giocatore { $number }
# source 828e3503
list-and = { $first } e { $last }
# source 032d7f83
decides-now = Ora decide { $decider }: { $prompt }
# source 8f3b1e51
not-yours = Ora decide { $decider }, non { $seat }: { $prompt }
# source c58d5634
goal-win = vinci la partita
# source 8b79f64c
analysis-over = La partita è finita: non c'è niente da analizzare.
# $title is the game's title.
# source e0452940
review-data-differs = Questa partita è stata giocata con dati dei componenti di { $title } diversi da quelli in vigore ora (una sostituzione, o un'altra versione): le sue mosse sarebbero giudicate con altri numeri.
# source a24b0274
review-secret = La partita è ancora in corso e le mani dei giocatori sono nascoste: una revisione mostrerebbe ciò che hanno gli altri. Prima finisci la partita.
# source 35f81af8
review-empty = Non è ancora stata giocata nessuna mossa: non c'è niente da rivedere.
# source 7c4839a1
review-cancelled = La revisione è stata annullata: non è stato tenuto niente.
# The puzzle's written solution, played: it reaches the goal in $moves moves.
# source 6c8251e4
puzzle-solution-reaches =
    Giocata come scritta, con i dadi della posizione, la soluzione raggiunge l'obiettivo in { $moves } { $moves ->
        [one] mossa
       *[other] mosse
    }.
# … or fails at move $move (counted from 1); $reason is the position checker's English.
# source 743c8bbb
puzzle-solution-fails = La soluzione fallisce alla mossa { $move }: { $reason }.
# The solution's first move ($label, an action label) against every reply and roll, within $horizon moves.
# source c94df8e2
puzzle-first-move-holds =
    La sua prima mossa, { $label }, raggiunge l'obiettivo entro { $horizon } { $horizon ->
        [one] mossa
       *[other] mosse
    } contro ogni risposta e ogni tiro esaminati.
# source e10225ad
puzzle-first-move-fails =
    La sua prima mossa, { $label }, non raggiunge sempre l'obiettivo entro { $horizon } { $horizon ->
        [one] mossa
       *[other] mosse
    }; ecco un modo in cui fallisce:
# source f69e099a
puzzle-first-move-unsettled = La sua prima mossa, { $label }, non è stata decisa entro il budget.
# $moves: action labels separated by semicolons.
# source 337f9570
puzzle-cooks = Altre prime mosse che funzionano anch'esse (demolizioni): { $moves }.
# source c31f505f
puzzle-unique = Nessun'altra prima mossa funziona: la soluzione è unica.
# source b784c7c2
puzzle-nothing-works = Nessuna prima mossa funziona in tutti i casi esaminati.
# source e1ed0253
puzzle-unsettled = Non decise entro il budget: { $moves }.
# $samples outcomes were drawn; $share is a fraction shown as a percentage.
# source c7f597e3
puzzle-chance-sampled = Parte del caso lungo il percorso era troppo vasta per essere elencata ed è stata campionata, { $samples } esiti ogni volta: una mossa che ha retto può ancora fallire con esiti che pesano meno del { NUMBER($share, style: "percent") } di quel caso (confidenza del 95%).
# source f0040a76
puzzle-chance-listed = Ogni esito del caso lungo il percorso (dadi, ruota) è stato elencato, ciascuno con la sua probabilità.
# source efdb05aa
puzzle-laid-out = Ciò che il giocatore dell'obiettivo non può vedere è stato tenuto come lo dispone la posizione: i verdetti valgono solo per quelle carte.
# source a105279a
puzzle-deals = Ciò che il giocatore dell'obiettivo non può vedere è stato distribuito a caso { $deals } volte: una mossa che ha retto in ogni distribuzione può ancora fallire in distribuzioni che sono meno del { NUMBER($share, style: "percent") } del totale (confidenza del 95%).
# source a335db79
puzzle-goal-failed = L'obiettivo è fallito.
# source 3c1edc06
puzzle-goal-open = L'obiettivo non è ancora raggiunto.
# After the events of a roll that breaks the puzzle: its chance (a fraction), and whether it was one of a sample ($sampled: true, false).
# source 56cd460e
puzzle-outcome =
    (un esito con probabilità { NUMBER($chance, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }{ $sampled ->
        [true] , campionato
       *[false] { "" }
    })
# source caf194d8
puzzle-no-goal = Lo scenario non ha obiettivo: non è un rompicapo.
# $problem is the position checker's English.
# source 9869218c
puzzle-breaks-rules = La posizione viola le regole ({ $problem }).
# source e027eb9e
puzzle-no-horizon = Il rompicapo non ha una soluzione scritta, quindi non c'è un orizzonte entro cui cercare: scrivine una, o indica una profondità.
# source fdf9d613
puzzle-over = In questa posizione la partita è già finita: niente da risolvere.
# source e1121e14
puzzle-not-first = Decide per primo { $decider }, non il giocatore dell'obiettivo, { $player }: un rompicapo comincia con la mossa del giocatore dell'obiettivo.
# What "Test a ruling" asked, as a saved ruling report is titled and named: the player who decides ($player) and the action asked about ($action, as the editor lists it: "Place your first tile, not turned").
# source adff5745
ruling-question = { $player } può fare questo: { $action }?
