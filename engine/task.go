package engine

// The engine keeps what is left to do as a stack of Tasks: small plain
// values, so a State clones and serialises without closures. The loop runs
// the top task until a decision is needed or the game ends. A task stays on
// the stack while its children (pushed on top) run, and is run again with its
// Step advanced; it pops itself when done.

// TaskOp names what a task does.
type TaskOp uint8

const (
	tNone         TaskOp = iota
	tTurn                // one whole turn of the active player
	tDiscardDraw         // discard any, then draw up to hand size
	tPlotOne             // Petra: may Plot one card
	tActionPhase         // play Action Cards
	tOrderPhase          // order Drinks
	tDrinkPhase          // drink
	tEndTurn             // end-of-turn steps (Gather), then the next player
	tPlay                // a card being played: choices, costs, responses, resolution
	tWindow              // a response window
	tEffect              // one effect of a resolving play applied to one player
	tPay                 // a Gold payment with its must-pay window
	tDrinkSet            // pending Drinks: respond, then drink each
	tRevealDrink         // reveal a Drink (and Chasers) from a pile or the Drink Deck
	tEvent               // a Drink Event resolving
	tRound               // a Round of Gambling
	tCheckLoss           // eliminate players who are out of Gold or passed out
	tContest             // a Drinking Contest
	tHitBack             // after-Fortitude-loss windows of a resolved play
	tSupply              // Terci: gain the Medical Supply of a resolved play
	tPlant               // Dale: plant one Mushroom
	tGather              // Dale: gather one Mushroom
	tHarvestPick         // Dale: pick Mushrooms to pay a Harvest cost
	tDiscardN            // a player discards n cards of a filter
	tMay                 // an optional effect
	tChoose              // choose_one by the target
	tHellfire            // Petra: gain Hellfire one step at a time
	tStartMech           // beginning-of-turn mechanics for the active player
	tRoundEnd            // finish a Round of Gambling
	tOrderOne            // order one Drink
	tSplitAsk            // Mead: the drinker may split it
	tLastChance          // one last chance to respond before losing
	tRunOutDrinks        // the end of the Drink Deck: each team pays 1 Gold (the deck is already reshuffled)
	tTreat               // Terci: treat a Patient
	tTeamDiscard         // team games: one teammate discards (the team draws together)
	tTeamOrder           // team games: the team orders its Drinks
	tOttoAfter           // Otto: an "after" box once its trigger has resolved
	tOttoReward          // Otto passed out on a player's track: that player's reward
	tWages               // a Minion lost Fortitude: pay its Wages or discard it (minion.go)
	tDungeon             // the end of a turn: remove a Progress Counter, maybe reveal a Dungeon Event
	tBid                 // a Dungeon Event's bidding
	tOptIn               // a Dungeon Event: the player joins in or stays out
	tLatePick            // an ignored(once): clause: pick its player once the card has resolved
	tForm                // Vlazlo: take a form card of his choice, or buy form cards (blood.go)
	tDivide              // Daareka: a player divides revealed cards into two piles, she takes one (daareka.go)
	tBorrow              // Daareka: play a Gambling or Cheating Card from another player's hand (daareka.go)
	tLastOp              // the first op of the tasks a new mechanic registers (RegisterTask)
)

// Task is one entry of the stack.
type Task struct {
	Op   TaskOp
	Step int8
	P    int8  // the player concerned
	Q    int8  // a second player
	Play int16 // index into State.Plays, or -1
	A, B int16 // task-specific
	C, D int16 // task-specific
	M    uint16
}

func (s *State) push(t Task) { s.Tasks = append(s.Tasks, t) }

// pushSeq pushes tasks so that they run in the given order.
func (s *State) pushSeq(ts ...Task) {
	for i := len(ts) - 1; i >= 0; i-- {
		s.push(ts[i])
	}
}

func (s *State) pop() { s.Tasks = s.Tasks[:len(s.Tasks)-1] }

// top returns the index of the running task.
func (s *State) top() int { return len(s.Tasks) - 1 }

// maxSteps guards against a rules bug looping forever.
const maxSteps = 2_000_000

// run advances the game until a decision is pending or the game is over.
func (s *State) run() {
	for !s.HasDec && !s.Over {
		if len(s.Tasks) == 0 {
			s.push(Task{Op: tTurn, P: s.Active, Play: -1})
		}
		if s.DrinksOwed > 0 && !s.ans.ready {
			// The Drink Deck ran out during the last step: everyone pays
			// now, before anything else happens.
			s.DrinksOwed--
			s.logRunOut()
			s.push(Task{Op: tRunOutDrinks, P: s.DrinksBy, Play: -1})
		}
		s.Steps++
		if s.Steps > maxSteps {
			s.endInTie("the game was stopped: step limit reached")
			return
		}
		i := s.top()
		if t := &s.Tasks[i]; personal[t.Op] && t.P >= 0 && s.Players[t.P].Out {
			// An eliminated player makes no more choices and takes no more effects.
			s.pop()
			continue
		}
		switch s.Tasks[i].Op {
		case tTurn:
			s.runTurn(i)
		case tDiscardDraw:
			s.runDiscardDraw(i)
		case tActionPhase:
			s.runActionPhase(i)
		case tOrderPhase:
			s.runOrderPhase(i)
		case tOrderOne:
			s.runOrderOne(i)
		case tDrinkPhase:
			s.runDrinkPhase(i)
		case tEndTurn:
			s.runEndTurn(i)
		case tPlay:
			s.runPlay(i)
		case tWindow:
			s.runWindow(i)
		case tEffect:
			s.runEffect(i)
		case tPay:
			s.runPay(i)
		case tDrinkSet:
			s.runDrinkSet(i)
		case tRevealDrink:
			s.runRevealDrink(i)
		case tEvent:
			s.runEvent(i)
		case tRound:
			s.runRound(i)
		case tRoundEnd:
			s.runRoundEnd(i)
		case tCheckLoss:
			s.runCheckLoss(i)
		case tLastChance:
			s.runLastChance(i)
		case tContest:
			s.runContest(i)
		case tHitBack:
			s.runHitBack(i)
		case tDiscardN:
			s.runDiscardN(i)
		case tMay:
			s.runMay(i)
		case tChoose:
			s.runChoose(i)
		case tStartMech:
			s.runStartMech(i)
		case tSplitAsk:
			s.runSplitAsk(i)
		case tTeamDiscard:
			s.runTeamDiscard(i)
		case tTeamOrder:
			s.runTeamOrder(i)
		case tOttoAfter:
			s.runOttoAfter(i)
		case tOttoReward:
			s.runOttoReward(i)
		case tRunOutDrinks:
			s.runRunOutDrinks(i)
		case tDungeon:
			s.runDungeon(i)
		case tBid:
			s.runBid(i)
		case tOptIn:
			s.runOptIn(i)
		case tLatePick:
			s.runLatePick(i)
		case tDivide:
			s.runDivide(i)
		case tBorrow:
			s.runBorrow(i)
		default:
			if run := taskRuns[s.Tasks[i].Op]; run != nil {
				run(s, i) // a mechanic's (RegisterTask)
			} else {
				s.pop()
			}
		}
	}
}

// personal tasks belong to Task.P and end when that player is out (a
// mechanic's tasks say so when they register: TaskSpec.Personal).
var personal = [256]bool{tDiscardDraw: true, tDiscardN: true,
	tMay: true, tChoose: true, tSplitAsk: true, tTeamDiscard: true, tOttoReward: true, tBorrow: true, tRevealDrink: true, tStartMech: true, tEffect: false, tPay: true, tOptIn: true}

// inStack reports whether a task with op is on the stack below index i.
func (s *State) inStack(op TaskOp, below int) bool {
	for j := below - 1; j >= 0; j-- {
		if s.Tasks[j].Op == op {
			return true
		}
	}
	return false
}
