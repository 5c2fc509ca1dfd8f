import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BASE_PORTS,
  BROWSER_BLOCKED_PORTS,
  nearestSafeOffset,
  portOffsetProblem,
  portsFor,
} from './ports';
import { ROOT, dataDirFor } from './stack';

describe('port offsets', () => {
  it('accepts the default and offsets whose ports browsers reach', () => {
    for (const offset of [0, 3000, 4000, 10000]) {
      expect(portOffsetProblem(offset)).toBeNull();
      expect(portsFor(offset).hosting).toBe(BASE_PORTS.hosting + offset);
    }
  });

  it.each([
    [1000, 'hosting would be on 6000'],
    [1500, 'logging would be on 6000'],
    [2000, 'firestore would be on 10080'],
    [1666, 'hosting would be on 6666'],
    [981, 'auth would be on 10080'],
    [60000, 'beyond 65535'],
  ])('refuses offset %i at start, naming the port (%s) and a safe offset', (offset, named) => {
    expect(portOffsetProblem(offset)).toContain(named);
    expect(() => portsFor(offset)).toThrow(named);
    const safe = nearestSafeOffset(offset);
    expect(() => portsFor(offset)).toThrow(`The nearest offset that works is ${safe}.`);
    expect(portOffsetProblem(safe)).toBeNull();
  });

  it('names the closest offset that works', () => {
    expect(nearestSafeOffset(1000)).toBe(1001);
    expect(nearestSafeOffset(3000)).toBe(3000);
    expect(nearestSafeOffset(-5)).toBe(0);
  });

  it('leaves no port of any offset it accepts on the blocked list', () => {
    // One assertion over all of them: an expect per port costs seconds on a loaded machine.
    const blocked: string[] = [];
    for (let offset = 0; offset <= 12_000; offset += 1) {
      if (portOffsetProblem(offset) !== null) continue;
      for (const [name, port] of Object.entries(portsFor(offset))) {
        if (BROWSER_BLOCKED_PORTS.has(port)) blocked.push(`offset ${offset}: ${name} ${port}`);
      }
    }
    expect(blocked).toEqual([]);
  });

  it('refuses what is not a non-negative integer', () => {
    expect(portOffsetProblem(-1)).not.toBeNull();
    expect(portOffsetProblem(1.5)).not.toBeNull();
    expect(portOffsetProblem(Number.NaN)).not.toBeNull();
  });
});

describe('data folders', () => {
  it('keeps emulator-data/ for the default offset and gives every other offset its own', () => {
    expect(dataDirFor(0)).toBe(path.join(ROOT, 'emulator-data'));
    expect(dataDirFor(3000)).toBe(path.join(ROOT, 'emulator-data-3000'));
    expect(new Set([0, 3000, 4000, 11000].map(dataDirFor)).size).toBe(4);
  });
});
