// Imported first by index.ts: ESM evaluates imports in order, so every function module below
// sees the region before it defines its functions.
//
// Scaling is not global: every function takes one of the profiles below, so that a burst of cold
// requests or events cannot start an unbounded number of instances and each bound is a choice
// (docs/decisions/029-trigger-retries-deadlines-scaling.md). scaling.test.ts fails for a function without one.
import { setGlobalOptions } from 'firebase-functions/v2/options';

const REGION = 'asia-northeast1';

setGlobalOptions({ region: REGION });

/** What every profile sets: at most this many instances, each serving this many at once. */
export interface Scaling {
  maxInstances: number;
  /** Requests or events one instance serves at once; above 1 needs a whole CPU. */
  concurrency: number;
  cpu: number;
  memory: '256MiB' | '512MiB' | '1GiB';
}

export const SCALING = {
  /**
   * Signed-in and owner callables: a few reads and one transaction, waiting on Firestore most of
   * the time, so one CPU serves many at once. 10 × 40 = 400 editor calls in flight.
   */
  callable: { maxInstances: 10, concurrency: 40, cpu: 1, memory: '256MiB' },
  /**
   * Visitors' callables (the wall, public boards, a fan-art image's upload grant) and the send
   * form (`sendForm`: letters, fan messages, board posts): the public's traffic, also I/O-bound,
   * with the abuse gate bounding each client. 20 × 80 = 1,600 in flight each.
   */
  visitorCallable: { maxInstances: 20, concurrency: 80, cpu: 1, memory: '256MiB' },
  /**
   * Firestore triggers: one event, handed to a few handlers, each a transaction or a few deletes. Events over the bound are
   * refused and redelivered (every trigger retries), so the bound slows a burst, never drops it.
   */
  trigger: { maxInstances: 10, concurrency: 20, cpu: 1, memory: '256MiB' },
  /**
   * The image pipeline: sharp holds a decoded picture of up to 25 megapixels (100 MB of RGBA) next
   * to its variants and uses the whole CPU, so one upload per instance.
   */
  imagePipeline: { maxInstances: 5, concurrency: 1, cpu: 1, memory: '1GiB' },
  /** Account sweeps: as many instances as the queue dispatches at once, one sweep each. */
  accountSweep: { maxInstances: 5, concurrency: 1, cpu: 1, memory: '512MiB' },
  /** Notification mails: the queue dispatches 10 at once, one instance serves them all. */
  notificationMail: { maxInstances: 2, concurrency: 10, cpu: 1, memory: '256MiB' },
  /**
   * Exports: an owner callable that streams a whole inbox, boards and image files into Storage, a
   * page of documents and one image at a time; a few at once per instance, minutes at most.
   */
  exportCallable: { maxInstances: 5, concurrency: 4, cpu: 1, memory: '512MiB' },
  /**
   * Insights' hits: a view pixel or click ping costs one or two writes and no read, so one CPU
   * answers many at once. 20 × 250 = 5,000 in flight; hits over the bound wait or are dropped,
   * never a page (the page is served without them).
   */
  hits: { maxInstances: 20, concurrency: 250, cpu: 1, memory: '256MiB' },
  /**
   * Share cards: a render holds fonts and a decoded canvas and takes the CPU for a few hundred ms,
   * so a few at once; the CDN answers a card's repeats, so few instances ever start.
   */
  cards: { maxInstances: 5, concurrency: 4, cpu: 1, memory: '512MiB' },
  /** The daily digest: one run a day, one instance, no overlap. */
  schedule: { maxInstances: 1, concurrency: 1, cpu: 1, memory: '512MiB' },
} as const satisfies Record<string, Scaling>;
