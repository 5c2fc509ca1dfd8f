// Apart from deletion.ts, so that declaring the task function loads none of the sweep's code.

/** One attempt of a sweep may run this long (the task function's own timeout). */
export const SWEEP_TIMEOUT_SECONDS = 540;
