package card

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func mustParse(t *testing.T, s string) ([]Mode, Extras) {
	t.Helper()
	m, ex, err := ParseSummary(s)
	require.NoError(t, err, s)
	return m, ex
}

func TestParseWorkedExamples(t *testing.T) {
	// README §3.5.
	m, ex := mustParse(t, "timing=action_phase; target=another_player; lose_fortitude(2); harvest(3): instead lose_fortitude(4)")
	require.Len(t, m, 1)
	assert.Nil(t, ex.Types)
	assert.Equal(t, TimingActionPhase, m[0].Timing)
	assert.Equal(t, []Timing{TimingActionPhase}, m[0].Timings)
	assert.Equal(t, &Selector{Kind: "another_player"}, m[0].Target)
	require.Len(t, m[0].Clauses, 2)
	assert.Equal(t, Clause{Effects: []Effect{{Op: "lose_fortitude", Code: OpCodeOf("lose_fortitude"), Args: []Arg{{Num: 2, IsNum: true}}}}}, m[0].Clauses[0])
	assert.Equal(t, Clause{Modifier: ModHarvest, Num: 3, Instead: true,
		Effects: []Effect{{Op: "lose_fortitude", Code: OpCodeOf("lose_fortitude"), Args: []Arg{{Num: 4, IsNum: true}}}}}, m[0].Clauses[1])

	m, _ = mustParse(t, "timing=own_drink; ignore(drink); gain_momentum(1)")
	assert.Equal(t, []Clause{
		{Effects: []Effect{{Op: "ignore", Code: OpCodeOf("ignore"), Args: []Arg{{Word: "drink"}}}}},
		{Effects: []Effect{{Op: "gain_momentum", Code: OpCodeOf("gain_momentum"), Args: []Arg{{Num: 1, IsNum: true}}}}},
	}, m[0].Clauses)

	m, ex = mustParse(t, "timing=after_fortitude_loss; lose_fortitude(2)@source_player; supply=Bandage")
	assert.Equal(t, &Selector{Kind: "source_player"}, m[0].Clauses[0].Effects[0].At)
	assert.Equal(t, []string{"Bandage"}, ex.Supply)

	m, _ = mustParse(t, "timing=action_phase; target=each_other_player; lose_fortitude(1); scheme: gain_hellfire(2)@self")
	assert.Equal(t, ModScheme, m[0].Clauses[1].Modifier)
	assert.False(t, m[0].Clauses[1].Instead)
	assert.Equal(t, "self", m[0].Clauses[1].Effects[0].At.Kind)
}

func TestParseMultiModeAndTypes(t *testing.T) {
	m, ex := mustParse(t, "type=Action+Gambling; timing=action_phase; start_round, ante(1)@each_player; timing=gambling_turn; take_control")
	assert.Equal(t, []Type{Action, Gambling}, ex.Types)
	assert.False(t, ex.TypeChoice)
	require.Len(t, m, 2)
	assert.Equal(t, Action, m[0].Type)
	assert.Equal(t, Gambling, m[1].Type)
	require.Len(t, m[0].Clauses, 1)
	assert.Len(t, m[0].Clauses[0].Effects, 2, "start_round, ante(1) is one clause of two effects")
	assert.Equal(t, "each_player", m[0].Clauses[0].Effects[1].At.Kind)

	// Cheating|Sometimes: the timed choose_one becomes one mode per branch.
	m, ex = mustParse(t, "type=Cheating|Sometimes; choose_one(timing=gambling_turn, take_control | timing=start_of_turn, plotted_to_hand)[by=you]")
	assert.True(t, ex.TypeChoice)
	require.Len(t, m, 2)
	assert.Equal(t, TimingGamblingTurn, m[0].Timing)
	assert.Equal(t, Cheating, m[0].Type)
	assert.Equal(t, "take_control", m[0].Clauses[0].Effects[0].Op)
	assert.Equal(t, TimingStartOfTurn, m[1].Timing)
	assert.Equal(t, Sometimes, m[1].Type)
	assert.Equal(t, "plotted_to_hand", m[1].Clauses[0].Effects[0].Op)
}

func TestParseTimingAlternativesAndFilters(t *testing.T) {
	m, _ := mustParse(t, "type=Sometimes; timing=round_start|event_revealed; choose_one(leave_round | ignore(event))[by=you]; harvest(2): draw(1)")
	assert.Equal(t, TimingRoundStart, m[0].Timing)
	assert.Equal(t, []Timing{TimingRoundStart, TimingEventRevealed}, m[0].Timings)
	assert.True(t, m[0].OpensIn(TimingEventRevealed))
	co := m[0].Clauses[0].Effects[0]
	assert.Equal(t, "choose_one", co.Op)
	assert.Equal(t, "you", co.By)
	require.Len(t, co.Branches, 2)
	assert.Equal(t, "leave_round", co.Branches[0].Effects[0].Op)
	assert.Equal(t, "event", co.Branches[1].Effects[0].Args[0].Word)

	for s, want := range map[string][2]string{
		"type=Sometimes; timing=incoming(fortitude_card); reduce_fortitude_loss(2)":                                                                                          {"incoming", "fortitude_card"},
		"type=Sometimes; timing=must_pay(any); pay_from_inn":                                                                                                                 {"must_pay", "any"},
		"type=Prize; timing=own_drink(other_players_turn); pass_drink(to=another_player)":                                                                                    {"own_drink", "other_players_turn"},
		"type=Sometimes; timing=sometimes_played(drink_modifier); negate(drink_modifier)":                                                                                    {"sometimes_played", "drink_modifier"},
		"type=Otto; timing=otto_action; lose_fortitude(1)@each_player; timing=otto_response(drink|action); ignore(drink); timing=otto_gambling; type=Cheating; take_control": {"otto_action", ""},
	} {
		m, _ := mustParse(t, s)
		assert.Equal(t, Timing(want[0]), m[0].Timing, s)
		assert.Equal(t, want[1], m[0].Filter, s)
	}
}

func TestParseOttoBoxes(t *testing.T) {
	m, ex := mustParse(t, "type=Otto; timing=otto_action; type=Action; target=player_with(most, gold); pay_gold(1, to=player_with(least, gold)); "+
		"timing=otto_response(action|sometimes|anytime); type=Sometimes; timing=after; lose_fortitude(1)@source_player; "+
		"timing=otto_gambling; type=Gambling; take_control; ante(1)@in_round")
	assert.Equal(t, []Type{Otto}, ex.Types)
	require.Len(t, m, 3)
	assert.Equal(t, TimingOttoAction, m[0].Timing)
	assert.Equal(t, Action, m[0].Type)
	assert.Equal(t, &Selector{Kind: "player_with", Arg: "most,gold"}, m[0].Target)
	pay := m[0].Clauses[0].Effects[0]
	assert.Equal(t, Arg{Key: "to", Word: "player_with(least, gold)", Sel: &Selector{Kind: "player_with", Arg: "least,gold"}}, pay.Args[1])
	assert.Equal(t, TimingOttoResponse, m[1].Timing)
	assert.Equal(t, "action|sometimes|anytime", m[1].Filter)
	assert.True(t, m[1].After)
	assert.Equal(t, Sometimes, m[1].Type)
	assert.Equal(t, TimingOttoGambling, m[2].Timing)
	assert.Equal(t, Gambling, m[2].Type)
	assert.False(t, m[2].After)
}

func TestParseModifiersAndX(t *testing.T) {
	m, _ := mustParse(t, "type=Action; timing=action_phase; target=another_player; lose_fortitude(2); if(momentum==3): may(lose_momentum(all)@self, extra_action)")
	c := m[0].Clauses[1]
	assert.Equal(t, ModIf, c.Modifier)
	assert.Equal(t, &Cond{Subject: "momentum", Op: "==", Num: 3}, c.Cond)
	may := c.Effects[0]
	require.Equal(t, "may", may.Op)
	require.Len(t, may.Sub, 2)
	assert.Equal(t, Arg{Word: "all"}, may.Sub[0].Args[0])
	assert.Equal(t, "self", may.Sub[0].At.Kind)
	assert.Nil(t, may.Sub[1].At)

	m, _ = mustParse(t, "type=Sometimes; timing=incoming(fortitude_card); reduce_fortitude_loss(1); spend_momentum(X): instead reduce_fortitude_loss(1), reduce_fortitude_loss(X)")
	c = m[0].Clauses[1]
	assert.Equal(t, ModSpendMomentum, c.Modifier)
	assert.True(t, c.IsX)
	assert.True(t, c.Instead)
	assert.Equal(t, Arg{IsX: true}, c.Effects[1].Args[0], "X is not a numeric effect")

	m, _ = mustParse(t, "type=Action; timing=action_phase; target=another_player; lose_fortitude(1); X=momentum; lose_fortitude(X); lose_momentum(all)@self")
	assert.Equal(t, "momentum", m[0].XFrom)
	assert.Len(t, m[0].Clauses, 3)

	m, _ = mustParse(t, "type=Action; timing=action_phase; target=another_player; lose_fortitude(1); reveal_pet(X): lose_fortitude(X)")
	assert.Equal(t, Clause{Modifier: ModRevealPet, IsX: true, Effects: []Effect{{Op: "lose_fortitude", Code: OpCodeOf("lose_fortitude"), Args: []Arg{{IsX: true}}}}}, m[0].Clauses[1])

	m, _ = mustParse(t, "type=Action; timing=action_phase; target=another_player; lose_fortitude(1); reveal_pet(X<=2): lose_fortitude(X)")
	assert.Equal(t, Clause{Modifier: ModRevealPet, IsX: true, Max: 2, Effects: []Effect{{Op: "lose_fortitude", Code: OpCodeOf("lose_fortitude"), Args: []Arg{{IsX: true}}}}}, m[0].Clauses[1], "up to 2")

	m, _ = mustParse(t, "type=Prize; timing=anytime; target=self; gain_fortitude(3); lose_alcohol(1); if(is_character(Dale)): plant(1)")
	assert.Equal(t, &Cond{Subject: "is_character", Word: "Dale"}, m[0].Clauses[2].Cond)

	m, _ = mustParse(t, "type=Sometimes; timing=order_phase; order_extra_drinks(1); cost: discard(1, any_card); if(in_round): draw(1)")
	assert.Equal(t, ModCost, m[0].Clauses[1].Modifier)
	assert.Equal(t, &Cond{Subject: "in_round"}, m[0].Clauses[2].Cond)
}

func TestParseSideDecksAndBodies(t *testing.T) {
	m, ex := mustParse(t, "drink(alc=1); chaser")
	assert.Equal(t, &DrinkBody{Alc: 1, Chaser: true}, ex.Drink)
	assert.Equal(t, TimingDrinkResolve, m[0].Timing)

	_, ex = mustParse(t, "drink(alc=-2)")
	assert.Equal(t, &DrinkBody{Alc: -2}, ex.Drink)
	_, ex = mustParse(t, "drink(alc=1, fort=-1)")
	assert.Equal(t, &DrinkBody{Alc: 1, Fort: -1}, ex.Drink)
	_, ex = mustParse(t, "drink(alc=3); self_split")
	assert.True(t, ex.Drink.SelfSplit)

	m, ex = mustParse(t, "type=DrinkEvent; drink_event(round_on_the_house)@each_player")
	assert.Equal(t, "round_on_the_house", ex.Event)
	assert.Equal(t, TimingEventResolve, m[0].Timing)

	m, _ = mustParse(t, "type=DrinkEvent; target=each_player; choose_one(discard(1, action_card) | lose_fortitude(2))[by=target]")
	assert.Equal(t, "each_player", m[0].Target.Kind)
	assert.Equal(t, "target", m[0].Clauses[0].Effects[0].By)

	m, ex = mustParse(t, "values=0,2,3; gather: gain_alcohol(1)@another_player")
	assert.Equal(t, []int{0, 2, 3}, ex.Values)
	assert.Equal(t, TimingGather, m[0].Timing)
	m, ex = mustParse(t, "values=0,1,2,3; never_gather")
	assert.Empty(t, m)
	assert.True(t, ex.NeverGather)

	m, ex = mustParse(t, "recipe=Splint,Splint; becomes=Gambling; timing=gambling_turn; take_control; winning_hand")
	assert.Equal(t, []string{"Splint", "Splint"}, ex.Recipe)
	assert.Equal(t, Gambling, ex.Becomes)
	assert.Equal(t, Gambling, m[0].Type, "a Patient's modes count as its becomes= type")

	m, ex = mustParse(t, "hellfire_fire: lose_fortitude(1)@each_other_player; lose_fortitude(2)@another_player; protect(ignore)")
	assert.Equal(t, TimingHellfireFire, m[0].Timing)
	assert.Len(t, m[0].Clauses, 2)
	assert.Equal(t, Protect{Ignore: true}, ex.Protect)

	m, _ = mustParse(t, "hellfire_fire: target=another_player; lose_fortitude(3)")
	assert.Equal(t, "another_player", m[0].Target.Kind)

	m, _ = mustParse(t, "start_of_turn: gain_momentum(1)@self")
	assert.Equal(t, TimingStartOfTurn, m[0].Timing)

	_, ex = mustParse(t, "type=Action; boss; timing=action_phase; target=another_player; choose_one(lose_fortitude(1) | gain_alcohol(2) | pay_gold(2, to=you))[by=target]; protect(negate|ignore|reduce|redirect)")
	assert.True(t, ex.Boss)
	assert.Equal(t, Protect{Negate: true, Ignore: true, Reduce: true, Redirect: true}, ex.Protect)

	_, ex = mustParse(t, "type=Action; sub=Scheme; timing=action_phase; target=other_players(2); lose_fortitude(2); supply=Bandage|Splint")
	assert.Equal(t, []string{"Scheme"}, ex.Subtypes)
	assert.Equal(t, []string{"Bandage", "Splint"}, ex.Supply)
}

func TestParseErrors(t *testing.T) {
	cases := []struct{ summary, want string }{
		{"", "empty summary"},
		{"   ", "empty summary"},
		{"type=Action; timing=action_phase; lose_fortitude(2", "unclosed"},
		{"type=Action; timing=action_phase; lose_fortitude(2))", "unbalanced"},
		{"type=Action; timing=action_phase; lose_fortitude(2);", "empty clause"},
		{"type=Action;timing=action_phase; draw(1)", `separated by "; "`},
		{"type=Action; timing=action_phase; explode(3)", `unknown effect "explode"`},
		{"type=Action; timing=teatime; draw(1)", `unknown timing window "teatime"`},
		{"type=Action; timing=action_phase; reveal_pet(X<=0): draw(1)", "X<=n with a positive integer"},
		{"type=Action; timing=incoming(bananas); draw(1)", `unknown parameter "bananas"`},
		{"type=Action; timing=action_phase(x); draw(1)", "takes no parameter"},
		{"type=Action; timing=action_phase; target=everyone; draw(1)", `unknown selector "everyone"`},
		{"type=Action; timing=action_phase; lose_fortitude(2)@nobody", `unknown selector "nobody"`},
		{"type=Action; timing=action_phase; lose_fortitude(two)", `"two" is not a number`},
		{"type=Action; timing=action_phase; lose_fortitude(1, 2)", "takes 1 argument, got 2"},
		{"type=Action; timing=action_phase; lose_fortitude", "takes 1 argument, got 0"},
		{"type=Action; timing=action_phase; take_control()", "empty argument list"},
		{"type=Action; timing=action_phase; ignore(everything)", `unknown filter "everything"`},
		{"type=Action; timing=action_phase; pay_gold(1, to=moon)", "to=moon"},
		{"type=Action; timing=action_phase; pay_gold(1, from=inn)", "want to="},
		{"type=Action; timing=action_phase; harvest(x): draw(1)", "harvest(x): want a positive integer"},
		{"type=Action; timing=action_phase; draw(1); harvest: draw(1)", "harvest needs a number"},
		{"type=Action; timing=action_phase; draw(1); flourish(2): draw(1)", `unknown modifier or section "flourish(2)"`},
		{"type=Action; timing=action_phase; scheme: instead draw(1)", "'instead' needs a base effect"},
		{"type=Action; timing=action_phase; draw(1); if(mood==3): draw(1)", `unknown subject "mood"`},
		{"type=Action; timing=action_phase; draw(1); if(momentum=3): draw(1)", "want subject<op>n"},
		{"type=Action; timing=action_phase; draw(1); if(momentum==x): draw(1)", `"x" is not an integer`},
		{"type=Action; draw(1)", "effects before any timing="},
		{"draw(1)", "effects before any timing="},
		{"type=Action; timing=action_phase", "has no effects"},
		{"type=Wizard; timing=action_phase; draw(1)", `unknown type "Wizard"`},
		{"type=Action; type=Action; timing=action_phase; draw(1)", "duplicate type="},
		{"type=Action+Gambling|Cheating; timing=action_phase; draw(1)", "mixes + and |"},
		{"type=Action; sub=Dragon; timing=action_phase; draw(1)", `unknown subtype "Dragon"`},
		{"type=Action; timing=action_phase; draw(1); target=self", "target= must come before the effects"},
		{"type=Action; timing=action_phase; target=self; target=self; draw(1)", "duplicate target="},
		{"type=Action; timing=action_phase; draw(1); supply=Aspirin", `unknown token "Aspirin"`},
		{"values=1,x", `"x" is not a Harvest value`},
		{"recipe=Salve; timing=anytime; draw(1)", "both recipe= and becomes="},
		{"recipe=Salve; becomes=Mushroom; timing=anytime; draw(1)", "becomes=Mushroom"},
		{"type=Action; timing=action_phase; draw(1); protect(everything)", `unknown word "everything"`},
		{"type=Action; timing=action_phase; choose_one(draw(1) | draw(2))", "needs [by=you] or [by=target]"},
		{"type=Action; timing=action_phase; choose_one(draw(1) | draw(2))[by=me]", "unknown option [by=me]"},
		{"type=Action; timing=action_phase; choose_one(draw(1)|draw(2))[by=you]", "at least two branches"},
		{"type=Action; timing=action_phase; choose_one(draw(1) | )[by=you]", "empty branch"},
		{"type=Action; timing=action_phase; draw(1)[by=you]", "only allowed on choose_one"},
		{"type=Action; timing=action_phase; draw(1), , draw(2)", "empty effect"},
		{"type=Action; timing=action_phase; may()", "may(...) needs effects"},
		{"type=Action; timing=action_phase; draw(1) extra", "unexpected"},
		{"type=Cheating|Sometimes; choose_one(timing=gambling_turn, take_control | timing=start_of_turn, plotted_to_hand | timing=anytime, draw(1))[by=you]", "has 2 types but choose_one has 3"},
		{"type=Cheating|Sometimes; choose_one(timing=gambling_turn, take_control | timing=start_of_turn, plotted_to_hand)[by=you]; draw(1)", "need their own timing="},
		{"type=Cheating|Sometimes; timing=gambling_turn; take_control", "needs choose_one(timing="},
		{"type=Action; timing=action_phase; draw(1); timing=after; draw(1)", "timing=after must directly follow"},
		{"type=Otto; timing=otto_response; ignore(drink)", "otto_response needs a trigger filter"},
		{"type=Action; timing=action_phase; chaser", "belongs to a Drink body"},
		{"drink(alc=1); drink(alc=2)", "at most one drink"},
		{"drink(beer=1)", "want alc=n or fort=n"},
		{"drink(alc=one)", "is not an integer"},
		{"type=DrinkEvent; drink_event(party)", `unknown built-in event "party"`},
		{"type=Action; timing=action_phase; grow(some,1)", "want all or one"},
		{"type=Action; timing=action_phase; gain_supply(Aspirin)", "unknown Medical Supply"},
		{"type=Action; timing=action_phase; target=other_players(0); draw(1)", "want a positive integer"},
		{"type=Action; timing=action_phase; target=player_with(most); draw(1)", "player_with(most)"},
		{"type=Action; timing=action_phase; target=self(1); draw(1)", "takes no argument"},
		{"type=Action; timing=action_phase; X=mood; draw(1)", "X=mood: unknown value"},
		{"type=Action; timing=action_phase; lose_fortitude(X@self", "unclosed"},
		{"type=Action; target=self", "target=/X= without any effects"},
		{"type=Action; timing=action_phase; draw(1); cost: instead draw(1)", "cost: cannot be instead"},
		{"type=Action; timing=action_phase; draw(1); scheme: sub=Pet", "must be followed by effects"},
	}
	for _, c := range cases {
		var err error
		require.NotPanics(t, func() { _, _, err = ParseSummary(c.summary) }, c.summary)
		require.Error(t, err, c.summary)
		assert.Contains(t, err.Error(), c.want, c.summary)
		var se *SummaryError
		assert.ErrorAs(t, err, &se, c.summary)
	}
}

func TestParseErrorNamesClause(t *testing.T) {
	_, _, err := ParseSummary("type=Action; timing=action_phase; draw(1); explode(3)")
	require.Error(t, err)
	assert.Equal(t, `summary "type=Action; timing=action_phase; draw(1); explode(3)": clause 4 "explode(3)": unknown effect "explode"`, err.Error())
}

// Garbage never panics.
func TestParseNeverPanics(t *testing.T) {
	inputs := []string{"(", ")", "[", "]", "@", ":", ": :", "a(b(c", "x)y(", "timing=", "type=", "choose_one(", "choose_one(|)[", "may(may(may(",
		"timing=otto_response(", "if(): x", "harvest(): x", "; ; ;", "@@@", "=", "a=b=c", "drink(", "gather:", "gather: ", "protect(", "protect()",
		"timing=round_start|", "timing=|", "choose_one( | )[by=you]", "x@", "lose_fortitude(2)@", "timing=action_phase; choose_one(timing=, x | y)[by=you]"}
	for _, s := range inputs {
		assert.NotPanics(t, func() { _, _, _ = ParseSummary(s) }, s)
	}
}

// Every primitive has its own code, its place in Ops() from 1, and the
// parser gives an effect its primitive's code (the engine's registry is
// indexed by it); an Effect made by hand finds its code by name.
func TestOpCodes(t *testing.T) {
	seen := map[OpCode]string{}
	for i, name := range Ops() {
		c := OpCodeOf(name)
		assert.Equal(t, OpCode(i+1), c, name)
		assert.Less(t, int(c), NumOpCodes(), name)
		seen[c] = name
	}
	assert.Len(t, seen, len(Ops()), "one code a primitive")
	assert.Zero(t, OpCodeOf("no_such_effect"))

	m, _ := mustParse(t, "timing=action_phase; target=another_player; lose_fortitude(2); choose_one(gain_gold(1) | draw(1))[by=you]")
	e := m[0].Clauses[0].Effects[0]
	assert.Equal(t, OpCodeOf("lose_fortitude"), e.Code)
	assert.Equal(t, e.Code, e.OpCode())
	ch := m[0].Clauses[1].Effects[0]
	assert.Equal(t, OpCodeOf("choose_one"), ch.Code)
	require.Len(t, ch.Branches, 2)
	assert.Equal(t, OpCodeOf("gain_gold"), ch.Branches[0].Effects[0].Code, "a branch's effects too")
	byHand := Effect{Op: "draw"}
	assert.Equal(t, OpCodeOf("draw"), byHand.OpCode())
}
