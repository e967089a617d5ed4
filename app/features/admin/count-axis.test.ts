import {scaleLinear} from 'd3-scale';
import {ticks} from 'd3-array';
import {describe, expect, it} from 'vitest';
import {countAxis} from './DailyBarChart';

describe('countAxis: the chart’s y axis without d3-scale’s scaleLinear', () => {
  it.each([1, 2, 3, 7, 9, 10, 11, 23, 48, 99, 101, 137, 999, 1234, 56_789])(
    'matches linear().domain([0, %i]).nice() in its top, mapping and ticks',
    (max) => {
      const linear = scaleLinear().domain([0, max]).nice().range([212, 12]);
      const axis = countAxis(max, 212, 12);
      expect(axis.top).toBe(linear.domain()[1]);
      for (const count of [0, max, axis.top / 2, axis.top])
        expect(axis(count)).toBeCloseTo(linear(count), 9);
      expect(ticks(0, axis.top, Math.min(5, axis.top))).toEqual(
        linear.ticks(Math.min(5, linear.domain()[1]!)),
      );
    },
  );
});
