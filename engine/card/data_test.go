package card_test

// Tests over the committed card data (assets/cards/*.json), read from disk.
// The engine is imported for its mechanics: the words their cards count and
// the checks of their data (engine.RegisterMechanic).

import (
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	_ "undercity/engine"
	"undercity/engine/card"
)

const dataDir = "../../assets/cards"

func loadData(t *testing.T) *card.Library {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(dataDir, "*.json"))
	require.NoError(t, err)
	require.NotEmpty(t, paths, "no card data in %s", dataDir)
	files := map[string][]byte{}
	for _, p := range paths {
		b, err := os.ReadFile(p)
		require.NoError(t, err)
		files[filepath.Base(p)] = b
	}
	lib, err := card.LoadLibrary(files)
	require.NoError(t, err)
	return lib
}

// (a) every card of every committed deck parses (LoadLibrary parses all).
func TestEveryCardParses(t *testing.T) {
	lib := loadData(t)
	assert.Equal(t, []string{"amundyr", "amundyr_boss", "daareka", "daareka_boss", "dale", "drinks", "dungeon", "jett", "mushroom", "otto", "patient", "petra", "petra_boss", "prizes", "terci", "torglesnarf", "torglesnarf_boss", "vlazlo", "vlazlo_bat", "vlazlo_boss", "vlazlo_monstrosity", "vlazlo_wolf", "ygella"}, lib.DeckIDs())
	for _, d := range lib.Cards() {
		if d.Is(card.Mushroom) {
			continue // Mushrooms without a Gather effect have no modes
		}
		assert.NotEmpty(t, d.Modes, "%s has no modes", d.ID)
	}
}

// The vocabulary of design README §3, copied by hand: the parser must accept
// nothing else and the cards must use nothing else. (The parser does not
// accept per: no card uses it and the engine has no behaviour for it.)
var (
	readmeOps = words(`lose_fortitude gain_fortitude gain_alcohol lose_alcohol pay_gold gain_gold
		reduce_fortitude_loss pay_from_inn avoid_payment draw discard discard_or_reveal reveal_until
		take_from_discard extra_action end_turn ignore negate drink chaser self_split drink_event
		drink_add_alcohol split_drink pass_drink order_extra_drinks drink_from_deck start_round take_control
		winning_hand ante leave_round force_leave_round win_round end_round_to_inn take_from_pot plant grow
		gain_momentum lose_momentum plot gain_hellfire plotted_to_hand hellfire_fire
		gain_supply replace_waiting_patient choose_one may per` +
		// added by the villain designs (docs/cards/villains.md)
		` discard_random cap_fortitude_loss redirect_fortitude_loss end_round_take_pot add_to_pot add_to_drink status look_at_hand` +
		// added by the Dungeon Event design (docs/cards/dungeon.md, villains.md §3.4 #75-77)
		` discard_drink_pile bid winner opt_in coin_flip` +
		` give_scarabs return_scarabs` + // Amundyr (villains.md §3.4 #61-62)
		` spend_blood take_form` + // Vlazlo (§3.4 #59-60)
		` redirect_card divide_piles play_from_hand foreign_champion`) // Daareka (docs/cards/daareka.md)
	readmeModifiers = words(`harvest spend_momentum scheme if reveal_pet cost ignored negated spend_blood`)
	readmeConds     = words(`momentum pets_revealed is_character in_round minions fortitude_lost scarabs` +
		` discarded no_teams`) // Daareka: "If you do, ...", "In a game without teams"
	// §3.2: 14 windows + side windows gather, otto_response, after.
	readmeTimings = words(`action_phase anytime start_of_turn order_phase own_drink other_drink incoming
		after_fortitude_loss sometimes_played must_pay round_start during_round gambling_turn event_revealed
		gather otto_response after`)
	// Windows the data format adds (docs/cards.md): the tracker section
	// (hellfire_fire, §3.4 #50), the implicit windows of a Drink/Drink Event/
	// Prize body, and Otto's Action and bottom boxes.
	addedTimings   = words(`hellfire_fire drink event prize otto_action otto_gambling activate static round_won scarab_damage`)
	readmeSelector = words(`self another_player any_player other_players each_other_player each_player
		source_player in_round player_with drink_owner affected_tracks drinker heroes villains` +
		` scarab_holders drink_recipients`) // villains.md §3.3
	readmeFilters = words(`drink event action sometimes cheating drink_modifier fortitude_card alc_gold_card pet
		action_card any_card fortitude_or_alc_gold_card minion` +
		` picked_action gambling_card champion`) // Daareka (docs/cards/daareka.md)
	readmeTimingParams = map[card.Timing][]string{
		card.TimingIncoming:      readmeFilters,
		card.TimingSometimesPlay: readmeFilters,
		card.TimingMustPay:       words(`payment ante any wages`),
		card.TimingStatic:        readmeFilters,
		card.TimingOwnDrink:      words(`other_players_turn`),
		card.TimingOttoResponse:  words(`drink action sometimes anytime any`),
	}
	readmeWords = words(`all one inn you pot Bandage Splint Salve any round_on_the_house drinking_contest play hand` +
		` no_team_defence hand_revealed ignore_actions ignore_all` + // status kinds (villains.md §3.4 #69)
		` gold fortitude open secret` + // bids (§3.4 #76)
		` fortitude_lost` + // return_scarabs(fortitude_lost)
		` bat wolf monstrosity`) // form decks (take_form, §3.4 #60)
)

func words(s string) []string { return strings.Fields(s) }

// walk calls f for every effect of the modes, nested ones included.
func walk(modes []card.Mode, f func(m *card.Mode, e *card.Effect)) {
	var rec func(m *card.Mode, es []card.Effect)
	rec = func(m *card.Mode, es []card.Effect) {
		for i := range es {
			f(m, &es[i])
			rec(m, es[i].Sub)
			for _, b := range es[i].Branches {
				rec(m, b.Effects)
			}
		}
	}
	for i := range modes {
		for _, c := range modes[i].Clauses {
			rec(&modes[i], c.Effects)
		}
	}
}

// (b) every op/selector/timing/filter used is in README §3's vocabulary.
func TestVocabulary(t *testing.T) {
	for _, op := range card.Ops() {
		assert.Contains(t, readmeOps, op, "parser accepts an op README §3 does not list")
	}
	for _, s := range card.Selectors() {
		assert.Contains(t, readmeSelector, s)
	}
	for _, f := range card.Filters() {
		assert.Contains(t, readmeFilters, f)
	}
	for _, tm := range card.Timings() {
		assert.True(t, slices.Contains(readmeTimings, tm) || slices.Contains(addedTimings, tm), "timing %s", tm)
	}

	lib := loadData(t)
	used := map[string]bool{}
	checkSel := func(id string, s *card.Selector) {
		if s != nil {
			assert.Contains(t, readmeSelector, s.Kind, "%s: selector", id)
			used["sel:"+s.Kind] = true
		}
	}
	checkModes := func(id string, modes []card.Mode) {
		for _, m := range modes {
			for _, tm := range m.Timings {
				assert.True(t, slices.Contains(readmeTimings, string(tm)) || slices.Contains(addedTimings, string(tm)), "%s: timing %s", id, tm)
				used["timing:"+string(tm)] = true
			}
			if m.Filter != "" {
				params, ok := readmeTimingParams[m.Timing]
				require.True(t, ok, "%s: timing %s takes no parameter", id, m.Timing)
				for _, p := range strings.Split(m.Filter, "|") {
					assert.Contains(t, params, p, "%s: %s(%s)", id, m.Timing, m.Filter)
				}
			}
			if m.XFrom != "" {
				assert.Contains(t, []string{"chosen", "momentum", "pets_revealed", "other_players", "team_size", "minions", "scarabs"}, card.XName(m.XFrom), id)
			}
			checkSel(id, m.Target)
			for _, c := range m.Clauses {
				if c.Modifier != card.ModNone {
					assert.Contains(t, readmeModifiers, string(c.Modifier), id)
					used["mod:"+string(c.Modifier)] = true
				}
				if c.Cond != nil {
					assert.Contains(t, readmeConds, c.Cond.Subject, id)
				}
			}
		}
		walk(modes, func(m *card.Mode, e *card.Effect) {
			assert.Contains(t, readmeOps, e.Op, "%s: op", id)
			used["op:"+e.Op] = true
			checkSel(id, e.At)
			for _, b := range e.Branches {
				if b.Timing != "" {
					assert.Contains(t, readmeTimings, string(b.Timing), id)
				}
			}
			for _, a := range e.Args {
				switch {
				case a.IsNum, a.IsX:
				case a.Sel != nil:
					checkSel(id, a.Sel)
				case a.Key == "with" && a.Word == "none", a.Key == "round": // §3.4 #71
					assert.Contains(t, []string{"none", "up", "down"}, a.Word, "%s: %s(%s=%s)", id, e.Op, a.Key, a.Word)
				case a.Key == "by" || a.Key == "until": // §3.4 #67, #69
					assert.Contains(t, []string{"you", "target", "end_of_turn", "your_next_turn", "end_of_next_turn"}, a.Word, "%s: %s(%s=%s)", id, e.Op, a.Key, a.Word)
				case a.Key == "" || a.Key == "to" || a.Key == "from":
					assert.True(t, slices.Contains(readmeFilters, a.Word) || slices.Contains(readmeWords, a.Word), "%s: %s(%s)", id, e.Op, a.Word)
				default:
					t.Errorf("%s: %s has unexpected argument %+v", id, e.Op, a)
				}
			}
		})
	}
	for _, d := range lib.Cards() {
		checkModes(d.ID, d.Modes)
	}
	for _, c := range lib.Characters() {
		checkModes(c.ID, c.StartOfTurnModes)
		for _, tr := range []*card.Tracker{c.Hellfire, c.BossHellfire} {
			if tr != nil {
				checkModes(c.ID, tr.Modes)
			}
		}
	}
	// The data really exercises the vocabulary (guards against a walker bug).
	for _, k := range []string{"op:take_control", "op:may", "op:choose_one", "op:drink", "mod:harvest", "mod:scheme",
		"mod:spend_momentum", "mod:reveal_pet", "mod:if", "sel:player_with", "timing:otto_response", "timing:gather", "timing:hellfire_fire"} {
		assert.True(t, used[k], "no card uses %s", k)
	}
}

func countBy(defs []*card.Def, key func(*card.Def) string) map[string]int {
	out := map[string]int{}
	for _, d := range defs {
		out[key(d)] += d.Copies
	}
	return out
}

func firstType(d *card.Def) string { return string(d.Types[0]) }

// (c) deck sizes, copies and types per deck (design README §2 and each file).
func TestDeckComposition(t *testing.T) {
	lib := loadData(t)
	sizes := map[string]int{"dale": 40, "jett": 40, "petra": 40, "terci": 40, "ygella": 40,
		"mushroom": 15, "patient": 14, "petra_boss": 15, "drinks": 30, "otto": 10, "prizes": 3}
	for id, n := range sizes {
		d, ok := lib.Deck(id)
		require.True(t, ok, id)
		assert.Equal(t, n, card.Size(d), "deck %s size", id)
		assert.Len(t, card.Expand(d), n)
		for _, c := range d {
			assert.Equal(t, id, c.Deck)
			assert.GreaterOrEqual(t, c.Copies, 1, c.ID)
		}
	}
	// README §2 composition table (by first type; Action+Gambling counts as Action).
	types := map[string]map[string]int{
		"dale":   {"Action": 15, "Sometimes": 14, "Anytime": 4, "Gambling": 4, "Cheating": 3},
		"jett":   {"Action": 15, "Sometimes": 14, "Anytime": 4, "Gambling": 4, "Cheating": 3},
		"petra":  {"Action": 15, "Sometimes": 14, "Anytime": 3, "Gambling": 4, "Cheating": 4},
		"terci":  {"Action": 15, "Sometimes": 14, "Anytime": 4, "Gambling": 4, "Cheating": 3},
		"ygella": {"Action": 15, "Sometimes": 14, "Anytime": 4, "Gambling": 4, "Cheating": 3},
	}
	distinct := map[string]int{"dale": 26, "jett": 25, "petra": 26, "terci": 26, "ygella": 26}
	for id, want := range types {
		d, _ := lib.Deck(id)
		assert.Equal(t, want, countBy(d, firstType), id)
		assert.Len(t, d, distinct[id], "%s distinct titles", id)
		titles := countBy(d, func(c *card.Def) string { return c.Title })
		assert.Equal(t, 3, titles["Gambling? I'm in!"], id)
		assert.Equal(t, 1, titles["Winning Hand!"], id)
		assert.Equal(t, 2, titles["I raise!"], id)
		assert.Equal(t, 1, titles["Tip the Barkeep"], id)
		idts := 1
		if id == "jett" {
			idts = 2
		}
		assert.Equal(t, idts, titles["I don't think so!"], id)
		barkeep := 0
		if id == "dale" || id == "terci" || id == "ygella" {
			barkeep = 1
		}
		assert.Equal(t, barkeep, titles["The Barkeep thinks you should stop playing with the drinks."], id)
		for _, c := range d {
			assert.True(t, strings.HasPrefix(c.ID, id+"_"), c.ID)
			assert.False(t, c.Boss, c.ID)
		}
	}
	ygella, _ := lib.Deck("ygella")
	assert.Equal(t, 14, countBy(ygella, func(c *card.Def) string { return strings.Join(c.Subtypes, ",") })["Pet"], "Ygella's Pets")
	petra, _ := lib.Deck("petra")
	assert.Equal(t, 25, countBy(petra, func(c *card.Def) string { return strings.Join(c.Subtypes, ",") })["Scheme"], "Petra's Schemes")
	stick, _ := lib.Card("petra_stick_with_hand")
	assert.Equal(t, []card.Type{card.Cheating, card.Sometimes}, stick.Types)
	assert.True(t, stick.TypeChoice)
	gii, _ := lib.Card("dale_gambling_im_in")
	assert.False(t, gii.TypeChoice)
	terci, _ := lib.Deck("terci")
	icons := 0
	for _, c := range terci {
		if c.Supply != nil {
			icons += c.Copies
		}
	}
	assert.Equal(t, 30, icons, "Terci's cards with a Medical Supply icon")
	dale, _ := lib.Deck("dale")
	harvest := 0
	for _, c := range dale {
		for _, m := range c.Modes {
			for _, cl := range m.Clauses {
				if cl.Modifier == card.ModHarvest {
					harvest += c.Copies
				}
			}
		}
	}
	assert.Equal(t, 27, harvest, "Dale's cards with a Harvest clause")

	boss, _ := lib.Deck("petra_boss")
	assert.Equal(t, map[string]int{"Action": 10, "Sometimes": 4, "Anytime": 1}, countBy(boss, firstType))
	for _, c := range boss {
		assert.True(t, c.Boss, c.ID)
	}

	drinks, _ := lib.Deck("drinks")
	assert.Equal(t, map[string]int{"Drink": 24, "DrinkEvent": 6}, countBy(drinks, firstType))
	alc := 0
	for _, c := range drinks {
		if c.Drink != nil {
			alc += c.Drink.Alc * c.Copies
		}
	}
	assert.Equal(t, 39, alc, "sum of printed Alcohol Content (drinks.md)")

	otto, _ := lib.Deck("otto")
	assert.Equal(t, map[string]int{"Berserker": 5, "Spelunker": 5}, countBy(otto, func(c *card.Def) string { return c.Subtypes[0] }))
	bottom := map[string]int{}
	for _, c := range otto {
		require.Equal(t, []card.Type{card.Otto}, c.Types)
		ms := c.ModesAt(card.TimingOttoGambling)
		require.Len(t, ms, 1, c.ID)
		bottom[string(ms[0].Type)]++
		require.Len(t, c.ModesAt(card.TimingOttoAction), 1, c.ID)
		require.Len(t, c.ModesAt(card.TimingOttoResponse), 1, c.ID)
		assert.Equal(t, card.Sometimes, c.ModesAt(card.TimingOttoResponse)[0].Type)
	}
	assert.Equal(t, map[string]int{"Gambling": 7, "Cheating": 3}, bottom, "otto.md: 7 Gambling and 3 Cheating bottom boxes")

	mush, _ := lib.Deck("mushroom")
	gathers := 0
	for _, c := range mush {
		require.NotEmpty(t, c.Values, c.ID)
		if len(c.Modes) > 0 {
			gathers += c.Copies
		}
	}
	assert.Equal(t, 9, gathers, "Mushrooms with a Gather effect")
	ever, _ := lib.Card("msh_evershroom")
	assert.True(t, ever.NeverGather)

	pat, _ := lib.Deck("patient")
	assert.Equal(t, map[string]int{"Action": 3, "Sometimes": 5, "Anytime": 3, "Gambling": 2, "Cheating": 1},
		countBy(pat, func(c *card.Def) string { return string(c.Becomes) }))
	assert.Equal(t, map[string]int{"1": 6, "2": 6, "3": 2},
		countBy(pat, func(c *card.Def) string { return string(rune('0' + len(c.Recipe))) }))

	prizes, _ := lib.Deck("prizes")
	for _, c := range prizes {
		assert.Equal(t, []card.Type{card.Prize}, c.Types)
	}
}

func TestCharacters(t *testing.T) {
	lib := loadData(t)
	var ids []string
	for _, c := range lib.Characters() {
		ids = append(ids, c.ID)
		assert.NotEmpty(t, c.Name)
		assert.NotEmpty(t, c.Blurb)
		assert.Equal(t, c.ID, c.Deck)
	}
	sort.Strings(ids)
	assert.Equal(t, []string{"amundyr", "daareka", "dale", "jett", "petra", "terci", "torglesnarf", "vlazlo", "ygella"}, ids)
	get := func(id string) *card.Character {
		c, ok := lib.Character(id)
		require.True(t, ok, id)
		return c
	}
	dale, jett, petra, terci, ygella := get("dale"), get("jett"), get("petra"), get("terci"), get("ygella")
	assert.Equal(t, []string{"planter_box"}, dale.Mechanics)
	assert.Equal(t, 4, dale.PlanterBoxMax)
	assert.Equal(t, "mushroom", dale.SideDeck)
	assert.Equal(t, []string{"momentum"}, jett.Mechanics)
	assert.Equal(t, 3, jett.MomentumMax)
	require.Len(t, jett.StartOfTurnModes, 1)
	assert.Equal(t, "gain_momentum", jett.StartOfTurnModes[0].Clauses[0].Effects[0].Op)
	assert.Equal(t, []string{"plot", "hellfire"}, petra.Mechanics)
	assert.Equal(t, "petra_boss", petra.BossDeck)
	assert.Equal(t, 5, petra.Hellfire.Spots)
	assert.Equal(t, 4, petra.BossHellfire.Spots)
	assert.True(t, petra.BossHellfire.Protect.Ignore)
	assert.Equal(t, "they", terci.Pronoun)
	assert.Equal(t, []string{"medical_supplies", "patients"}, terci.Mechanics)
	assert.Equal(t, 3, terci.SupplyMax)
	assert.Equal(t, 2, terci.PatientSlots)
	assert.Equal(t, "patient", terci.SideDeck)
	assert.Equal(t, []string{"pets"}, ygella.Mechanics)
	amundyr := get("amundyr")
	assert.Equal(t, []string{"scarabs"}, amundyr.Mechanics)
	assert.Equal(t, 12, amundyr.Scarabs)
	assert.Equal(t, "amundyr_boss", amundyr.BossDeck)
	require.NotNil(t, amundyr.ScarabDamage)
	assert.True(t, amundyr.ScarabDamage.Protect.HitBack)
	assert.True(t, amundyr.ScarabDamage.Protect.Redirect)
	assert.Equal(t, "she", ygella.Pronoun)
}
