package main

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestMeanCIAndPercentile(t *testing.T) {
	m, ci := meanCI([]float64{1, 2, 3})
	assert.Equal(t, 2.0, m)
	half := z95 * math.Sqrt(1.0/3) // sample variance 1, over 3 values
	assert.InDelta(t, 2-half, ci[0], 1e-12)
	assert.InDelta(t, 2+half, ci[1], 1e-12)
	m, ci = meanCI([]float64{5})
	assert.Equal(t, 5.0, m)
	assert.Equal(t, [2]float64{5, 5}, ci, "one value: no spread to estimate")
	m, ci = meanCI(nil)
	assert.Zero(t, m)
	assert.Equal(t, [2]float64{}, ci)

	sorted := []float64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
	assert.Equal(t, 5.0, percentile(sorted, 0.5))
	assert.Equal(t, 10.0, percentile(sorted, 0.95))
	assert.Equal(t, 1.0, percentile(sorted, 0))
	assert.Zero(t, percentile(nil, 0.5))
}
