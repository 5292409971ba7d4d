package main

import "math"

// The statistics of the play and gamble tournaments' reports.

// z95 is the normal quantile of a two-sided 95% interval.
const z95 = 1.959963984540054

// wilson is the 95% Wilson score interval of wins out of n.
func wilson(wins, n int) [2]float64 {
	if n == 0 {
		return [2]float64{0, 1}
	}
	const z = z95
	p := float64(wins) / float64(n)
	nf := float64(n)
	den := 1 + z*z/nf
	centre := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return [2]float64{math.Max(0, centre-half), math.Min(1, centre+half)}
}

// meanCI is the mean of xs with its 95% normal interval.
func meanCI(xs []float64) (float64, [2]float64) {
	if len(xs) == 0 {
		return 0, [2]float64{}
	}
	var sum, sq float64
	for _, x := range xs {
		sum += x
	}
	m := sum / float64(len(xs))
	for _, x := range xs {
		sq += (x - m) * (x - m)
	}
	half := 0.0
	if len(xs) > 1 {
		half = z95 * math.Sqrt(sq/float64(len(xs)-1)/float64(len(xs)))
	}
	return m, [2]float64{m - half, m + half}
}

// percentile is the q-quantile (0..1) of sorted values, 0 for none.
func percentile(sorted []float64, q float64) float64 {
	if len(sorted) == 0 {
		return 0
	}
	i := int(math.Ceil(q*float64(len(sorted)))) - 1
	if i < 0 {
		i = 0
	}
	return sorted[i]
}
