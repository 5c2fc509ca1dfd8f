// The ports of a local stack: each service's base port, shifted by SPACES_PORT_OFFSET so several
// stacks can run side by side, and never onto a port that browsers refuse to connect to.

export const BASE_PORTS = {
  hub: 4400,
  logging: 4500,
  hosting: 5000,
  functions: 5001,
  firestore: 8080,
  auth: 9099,
  storage: 9199,
  tasks: 9499,
  eventarc: 9299,
} as const;

export type Ports = { -readonly [K in keyof typeof BASE_PORTS]: number };

/**
 * Ports that browsers refuse to connect to (the Fetch standard's "bad ports", which Chromium and
 * Firefox enforce): a page could not reach a service placed on one, with a confusing network error.
 */
export const BROWSER_BLOCKED_PORTS: ReadonlySet<number> = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
  103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
  512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
  995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668,
  6669, 6679, 6697, 10080,
]);

const MAX_PORT = 65_535;

/** Why `offset` cannot be used (a port browsers refuse or beyond 65535), or null when it can. */
export function portOffsetProblem(offset: number): string | null {
  if (!Number.isInteger(offset) || offset < 0) return `${offset} is not a non-negative integer`;
  const bad = Object.entries(BASE_PORTS)
    .map(([name, base]) => ({ name, port: base + offset }))
    .filter(({ port }) => port > MAX_PORT || BROWSER_BLOCKED_PORTS.has(port));
  if (bad.length === 0) return null;
  return bad
    .map(({ name, port }) =>
      port > MAX_PORT
        ? `${name} would be on ${port}, beyond ${MAX_PORT}`
        : `${name} would be on ${port}, a port browsers refuse`,
    )
    .join('; ');
}

/** The usable offset closest to `offset` (the smaller one on a tie). */
export function nearestSafeOffset(offset: number): number {
  const start = Math.max(0, Math.trunc(Number.isFinite(offset) ? offset : 0));
  for (let distance = 0; distance <= MAX_PORT; distance += 1) {
    for (const candidate of [start - distance, start + distance]) {
      if (candidate >= 0 && portOffsetProblem(candidate) === null) return candidate;
    }
  }
  return 0;
}

/** Every port of a stack at `offset`; refuses an offset that puts a service where it cannot work. */
export function portsFor(offset: number): Ports {
  const problem = portOffsetProblem(offset);
  if (problem !== null) {
    throw new Error(
      `SPACES_PORT_OFFSET=${offset} cannot be used: ${problem}. ` +
        `The nearest offset that works is ${nearestSafeOffset(offset)}.`,
    );
  }
  const entries = Object.entries(BASE_PORTS).map(([k, v]) => [k, v + offset]);
  return Object.fromEntries(entries) as Ports;
}
