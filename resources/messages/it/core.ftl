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
