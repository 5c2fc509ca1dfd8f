import { describe, expect, it } from 'vitest';
import { BUDGETS, type Budget } from '../../hosting/budgets';
import { meets, overExactBudgets, printTable, type Figure } from './figures';

const figure = (value: number, budget: Budget): Figure => ({
  figure: 'f',
  value,
  ...budget,
});

describe('budgets', () => {
  it('judges at most, at least and exactly', () => {
    expect(meets(figure(20 * 1024, BUDGETS.htmlGzip))).toBe(true);
    expect(meets(figure(20 * 1024 + 1, BUDGETS.htmlGzip))).toBe(false);
    expect(meets(figure(0.8, BUDGETS.ssrRatio))).toBe(true);
    expect(meets(figure(0.79, BUDGETS.ssrRatio))).toBe(false);
    expect(meets(figure(1, BUDGETS.readsPerView))).toBe(true);
    expect(meets(figure(2, BUDGETS.readsPerView))).toBe(false);
    expect(meets(figure(0.5, BUDGETS.readsPerView))).toBe(false);
  });

  it('returns the figures over budget and ignores figures without one', () => {
    const over = figure(99, BUDGETS.accessibility);
    const log = console.log;
    console.log = () => undefined;
    try {
      expect(
        printTable([
          figure(100, BUDGETS.accessibility),
          over,
          figure(5, { unit: 'ms', goal: null }),
        ]),
      ).toEqual([over]);
    } finally {
      console.log = log;
    }
  });

  it('judges only the exact budgets for a smoke run', () => {
    const heavy = figure(20 * 1024 + 1, BUDGETS.htmlGzip);
    const reread = figure(2, BUDGETS.readsPerView);
    expect(
      overExactBudgets([
        heavy,
        reread,
        figure(1, BUDGETS.readsPerView),
        figure(0.5, BUDGETS.ssrRatio),
        figure(900, BUDGETS.coldImport),
        figure(90, BUDGETS.performance),
      ]),
    ).toEqual([heavy, reread]);
  });
});
