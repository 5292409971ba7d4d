package gamble

// City Square: over four years each player places 3 cards a year face up
// in a city of at most three by three districts. Merchants are Markets,
// Ladies Estates, Warriors Barracks, Rogues Slums and Bards Taverns (with
// Dragon Cards, Dragons are Fancy Taverns); districts score by their
// connected (orthogonal) neighbors.

var citySquare = []step{{stAnte, 0},
	{stYear, 0}, {stBuild, 0}, {stBet, 0}, {stYear, 0}, {stBuild, 0}, {stBet, 0},
	{stYear, 0}, {stBuild, 0}, {stBet, 0}, {stYear, 0}, {stBuild, 0}, {stBet, 0},
	{stShowdown, 0}}

// A city is laid out on a 5 × 5 board whose center holds the first card;
// a city of at most 3 × 3 districts always fits on it. District k is row
// k / CityBoard, column k % CityBoard.
const (
	CityBoard  = 5
	CitySpots  = CityBoard * CityBoard
	CityCenter = CitySpots / 2
	CitySide   = 3 // a city is at most CitySide × CitySide districts
	cardsAYear = 3
)

// startYear deals each player in the game 3 cards and opens the year.
func (s *State) startYear() {
	for _, q := range s.order(int(s.Starting), s.liveMask()) {
		for k := 0; k < cardsAYear; k++ {
			s.draw(q)
		}
		s.Players[q].Built = 0
	}
	s.event(-1, VerbDeal, cardsAYear, NoCard)
}

// runBuild: in turn order, each player places the cards of the year.
func (s *State) runBuild() {
	for _, q := range s.order(int(s.Starting), s.liveMask()) {
		if opts := s.buildOptions(q); len(opts) > 0 {
			s.ask(q, DecBuild, "Place a card in your city", opts)
			return
		}
	}
	s.Step++
}

// cityTop returns the top card of each district of seat's city (NoCard
// where empty) and the number of cards in each.
func (s *State) cityTop(seat int) (top [CitySpots]CardID, n [CitySpots]int8) {
	for k := range top {
		top[k] = NoCard
	}
	p := &s.Players[seat]
	for i, id := range p.City {
		top[p.Spots[i]] = id
		n[p.Spots[i]]++
	}
	return top, n
}

// fits reports whether the city's districts with spot added fit in 3 × 3.
func fits(used [CitySpots]int8, spot int) bool {
	r0, r1, c0, c1 := spot/CityBoard, spot/CityBoard, spot%CityBoard, spot%CityBoard
	for k, n := range used {
		if n > 0 {
			r0, r1 = min(r0, k/CityBoard), max(r1, k/CityBoard)
			c0, c1 = min(c0, k%CityBoard), max(c1, k%CityBoard)
		}
	}
	return r1-r0 < CitySide && c1-c0 < CitySide
}

// buildOptions lists every card of seat's hand in every district it may
// go to: within a 3 × 3 city, at most 2 cards a district, never a district
// already built on this year. The first card of a city goes to the center
// (every first district is the same).
func (s *State) buildOptions(seat int) []Option {
	p := &s.Players[seat]
	if len(p.Hand) == 0 {
		return nil
	}
	_, used := s.cityTop(seat)
	var spots []int
	if len(p.City) == 0 {
		spots = []int{CityCenter}
	} else {
		for k := 0; k < CitySpots; k++ {
			if used[k] < 2 && p.Built&(1<<uint(k)) == 0 && fits(used, k) {
				spots = append(spots, k)
			}
		}
	}
	t := cardTexts()
	opts := make([]Option, 0, len(p.Hand)*len(spots))
	var faces []Option
	for _, id := range p.Hand {
		if sameFaceOffered(faces, id) {
			continue
		}
		faces = append(faces, Option{Card: id})
		for _, k := range spots {
			opts = append(opts, Option{Key: t.buildKeys[id][k], Label: t.buildLabels[id][k], Verb: VerbBuild, Card: id, Value: k})
		}
	}
	return opts
}

// build places a card from seat's hand face up in district spot.
func (s *State) build(seat int, id CardID, spot int) {
	p := &s.Players[seat]
	for i, h := range p.Hand {
		if h == id {
			p.Hand = append(p.Hand[:i], p.Hand[i+1:]...)
			break
		}
	}
	s.Cards[id] = CardInst{Zone: ZoneCity, Owner: int8(seat)}
	s.turnUp(id)
	p.City = append(p.City, id)
	p.Spots = append(p.Spots, int8(spot))
	p.Built |= 1 << uint(spot)
	s.event(seat, VerbBuild, spot, id)
}

// District types.
const (
	dEmpty = iota
	dBarracks
	dEstate
	dTavern
	dMarket
	dSlum
	dFancy // a Dragon Card: a Fancy Tavern
)

var rankDistrict = [...]int{RankDragon: dFancy, Warrior: dBarracks, Lady: dEstate, Bard: dTavern, Merchant: dMarket, Rogue: dSlum}

// neighbors lists the districts connected to district k (orthogonally).
func neighbors(k int) []int {
	r, c := k/CityBoard, k%CityBoard
	out := make([]int, 0, 4)
	if r > 0 {
		out = append(out, k-CityBoard)
	}
	if r < CityBoard-1 {
		out = append(out, k+CityBoard)
	}
	if c > 0 {
		out = append(out, k-1)
	}
	if c < CityBoard-1 {
		out = append(out, k+1)
	}
	return out
}

// CityPoints scores a city given the top card of each district: the sum
// of its districts' points (CityDistricts).
func CityPoints(top [CitySpots]CardID, v Variants) int16 {
	pts, _ := CityDistricts(top, v)
	total := int16(0)
	for _, p := range pts {
		total += p
	}
	return total
}

// CityDistricts scores each district of a city given the top card of each
// district: what it adds to the city's points, and whether it failed (an
// Estate or Market next to an unpatrolled Slum). A Fancy Tavern's points
// include the 1 it adds to the largest Market group it touches.
func CityDistricts(top [CitySpots]CardID, v Variants) (pts [CitySpots]int16, fail [CitySpots]bool) {
	var d [CitySpots]int
	for k, id := range top {
		if id != NoCard {
			d[k] = rankDistrict[Cards[id].Rank]
		}
	}
	// Slums: patrolled by a connected Barracks (or, with Happy Peasants, a
	// Tavern, not a Fancy one) score 1; unpatrolled ones make connected
	// Estates and Markets fail (treated as empty).
	for k := range d {
		if d[k] != dSlum {
			continue
		}
		patrolled := false
		for _, j := range neighbors(k) {
			patrolled = patrolled || d[j] == dBarracks || (v&VarHappyPeasants != 0 && d[j] == dTavern)
		}
		if patrolled {
			pts[k]++
			continue
		}
		for _, j := range neighbors(k) {
			if d[j] == dEstate || d[j] == dMarket {
				fail[j] = true
			}
		}
	}
	for k := range d {
		if fail[k] {
			d[k] = dEmpty
		}
	}
	for k := range d {
		switch d[k] {
		case dTavern, dFancy: // 1 per connected Barracks
			for _, j := range neighbors(k) {
				if d[j] == dBarracks {
					pts[k]++
				}
			}
		case dEstate: // 1 per unique type of connected district but Slums; each Dragon is unique
			var seen [dFancy + 1]bool
			for _, j := range neighbors(k) {
				switch t := d[j]; t {
				case dEmpty, dSlum:
				case dFancy:
					pts[k]++
				default:
					if !seen[t] {
						seen[t] = true
						pts[k]++
					}
				}
			}
		}
	}
	marketPoints(d, &pts)
	return pts, fail
}

// marketPoints: each Market of the largest connected collection of Markets
// scores 1, and each Dragon connected to that collection 1 more (a Dragon
// does not join two collections). Between collections of the same size the
// one with more Dragons is counted. The points are added to pts.
func marketPoints(d [CitySpots]int, pts *[CitySpots]int16) {
	var seen [CitySpots]bool
	best := 0
	var bestGroup, bestDragons [CitySpots]bool
	for k := range d {
		if d[k] != dMarket || seen[k] {
			continue
		}
		size := 0
		var group, dragons [CitySpots]bool
		nd := 0
		stack := []int{k}
		seen[k] = true
		for len(stack) > 0 {
			m := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			size++
			group[m] = true
			for _, j := range neighbors(m) {
				switch {
				case d[j] == dMarket && !seen[j]:
					seen[j] = true
					stack = append(stack, j)
				case d[j] == dFancy && !dragons[j]:
					dragons[j] = true
					nd++
				}
			}
		}
		if v := size*(CitySpots+1) + nd; v > best { // the largest, then the most Dragons
			best, bestGroup, bestDragons = v, group, dragons
		}
	}
	for k := range pts {
		if bestGroup[k] || bestDragons[k] {
			pts[k]++
		}
	}
}

// CityScore is a City Square score: the most points win; ties go to the
// Color tiebreaker over the cards showing in the city.
func (s *State) CityScore(seat int) Score {
	top, _ := s.cityTop(seat)
	var sc Score
	sc[0] = CityPoints(top, s.Variants)
	var shown []CardID
	for _, id := range top {
		if id != NoCard {
			shown = append(shown, id)
		}
	}
	sc[1] = ColorTiebreak(shown)
	return sc
}
