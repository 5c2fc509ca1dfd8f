// Crash-safe persistence for the emulators (decision 027): every committed change is appended
// to a journal as one JSON line and the journal is fsync'd in batches (every `intervalMs`), so a
// killed process loses at most the last batch. Journals are numbered by epoch; a snapshot records
// the epoch it was taken at, and the next start replays the journals of that epoch and later on
// top of it. Compaction switches to a new epoch, writes a snapshot atomically, then deletes the
// older epochs' files, so a crash at any point leaves a snapshot plus the journals it needs.
import { existsSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

const FILE = /^(journal|blob)\.(\d+)\./;

interface Batch {
  epoch: number;
  lines: string[];
  /** Work that must be durable before the lines are (e.g. an object's bytes). */
  waits: Array<Promise<unknown>>;
}

export interface JournalOptions {
  /** How long a change may wait before it is written and fsync'd. */
  intervalMs?: number;
  onError?: (error: unknown) => void;
}

export class Journal {
  private pending: Batch;
  private timer: NodeJS.Timeout | undefined;
  private chain: Promise<void> = Promise.resolve();
  private handle: { epoch: number; file: FileHandle } | undefined;
  private closed = false;
  /** Bytes appended (lines and blobs) since the last epoch switch. */
  bytes = 0;

  private constructor(
    readonly dir: string,
    private epochNumber: number,
    private readonly options: JournalOptions,
  ) {
    this.pending = { epoch: epochNumber, lines: [], waits: [] };
  }

  /** Opens the journal of `dir` at `epoch` (files of that epoch are appended to). */
  static async open(dir: string, epoch: number, options: JournalOptions = {}): Promise<Journal> {
    await mkdir(dir, { recursive: true });
    return new Journal(dir, epoch, options);
  }

  get epoch(): number {
    return this.epochNumber;
  }

  /** Queues one record; it is durable within about `intervalMs`. */
  append(record: unknown, wait?: Promise<unknown>): void {
    if (this.closed) return;
    const line = JSON.stringify(record) + '\n';
    this.bytes += line.length;
    this.pending.lines.push(line);
    if (wait) this.pending.waits.push(wait);
    this.timer ??= setTimeout(() => void this.flush(), this.options.intervalMs ?? 200);
  }

  /** Writes bytes that a record will name, durably, as `blob.<epoch>.<id>`; returns its file name. */
  writeBlob(id: string, data: Uint8Array): { name: string; written: Promise<void> } {
    const name = `blob.${this.epochNumber}.${id}`;
    this.bytes += data.byteLength;
    const written = (async () => {
      const file = await open(path.join(this.dir, name), 'w');
      try {
        await file.writeFile(data);
        await file.datasync();
      } finally {
        await file.close();
      }
    })();
    // A failure surfaces through the record's flush; never as an unhandled rejection.
    written.catch(() => undefined);
    return { name, written };
  }

  /** Writes and fsyncs everything queued so far. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = { epoch: this.epochNumber, lines: [], waits: [] };
    if (batch.lines.length > 0) {
      this.chain = this.chain.then(() =>
        this.write(batch).catch((error: unknown) => this.options.onError?.(error)),
      );
    }
    return this.chain;
  }

  /**
   * Starts a new epoch: records queued until now belong to the old one, later ones to the new.
   * Synchronous, so a snapshot captured right after it holds exactly the old epochs' changes.
   */
  switchEpoch(): number {
    void this.flush();
    this.epochNumber++;
    this.pending = { epoch: this.epochNumber, lines: [], waits: [] };
    this.bytes = 0;
    return this.epochNumber;
  }

  /** Deletes the journals and blobs of epochs before `epoch` (a snapshot now holds them). */
  async removeBefore(epoch: number): Promise<void> {
    await this.chain;
    await removeEpochsBefore(this.dir, epoch);
  }

  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
    await this.handle?.file.close();
    this.handle = undefined;
  }

  private async write(batch: Batch): Promise<void> {
    await Promise.all(batch.waits);
    if (this.handle?.epoch !== batch.epoch) {
      await this.handle?.file.close();
      this.handle = undefined;
      const file = await open(path.join(this.dir, journalName(batch.epoch)), 'a');
      this.handle = { epoch: batch.epoch, file };
    }
    await this.handle.file.write(batch.lines.join(''));
    await this.handle.file.datasync();
  }
}

function journalName(epoch: number): string {
  return `journal.${epoch}.log`;
}

/** Epoch numbers of the journals in `dir`, ascending. */
export async function journalEpochs(dir: string): Promise<number[]> {
  if (!existsSync(dir)) return [];
  const epochs = new Set<number>();
  for (const name of await readdir(dir)) {
    const m = FILE.exec(name);
    if (m?.[1] === 'journal') epochs.add(Number(m[2]));
  }
  return [...epochs].sort((a, b) => a - b);
}

/**
 * The records of one epoch's journal, in order. Reading stops at the first line that is not
 * whole (no final newline) or does not parse: that is a write torn by a crash, never fatal.
 */
export async function readJournal(dir: string, epoch: number): Promise<unknown[]> {
  let text: string;
  try {
    text = await readFile(path.join(dir, journalName(epoch)), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const records: unknown[] = [];
  let start = 0;
  for (;;) {
    const end = text.indexOf('\n', start);
    if (end < 0) break;
    try {
      records.push(JSON.parse(text.slice(start, end)));
    } catch {
      break;
    }
    start = end + 1;
  }
  return records;
}

async function removeEpochsBefore(dir: string, epoch: number): Promise<void> {
  if (!existsSync(dir)) return;
  for (const name of await readdir(dir)) {
    const m = FILE.exec(name);
    if (m && Number(m[2]) < epoch) await rm(path.join(dir, name), { force: true });
  }
}

/** What an emulator's persistence offers its server once the journal is replayed. */
export interface Persistence {
  /** Changes replayed from the journal at start. */
  replayed: number;
  /** Writes and fsyncs every change so far (as the timer would within ~200 ms). */
  flush(): Promise<void>;
  /** Writes everything queued, compacts and stops journaling. */
  close(): Promise<void>;
}

export interface JournalingOptions {
  /** What a compaction writes, as log lines name it ("snapshot", "export"). */
  kind: string;
  /**
   * Applies one journal record at start and answers how many changes it made, or `undefined`
   * when it cannot be applied (bytes missing): the rest of that epoch's journal is skipped.
   */
  replay: (record: unknown) => number | undefined | Promise<number | undefined>;
  /**
   * Writes the whole state as of the switch to `epoch` and answers its size in bytes. It must
   * capture the state before its first await: changes after the switch belong to the new epoch.
   */
  write: (epoch: number) => Promise<number>;
  /** The journal compacts once it holds more than this and more than the last compaction wrote. */
  minBytes: number;
  log: (line: string) => void;
}

export interface Journaling {
  journal: Journal;
  /** Call after each append: compacts when the journal has outgrown the last compaction. */
  appended: () => void;
  /** The server's handle; `detach` stops the engine's changes from reaching the journal. */
  persistence: (detach: () => void) => Persistence;
}

/**
 * Replays the journals of `dir` from epoch `replayFrom` on (none when it is undefined: the data
 * came from elsewhere, so older journals are discarded), compacts once so the data starts from a
 * fresh snapshot, and from then on compacts whenever a change leaves the journal larger than the
 * last compaction wrote.
 */
export async function startJournaling(
  dir: string,
  replayFrom: number | undefined,
  options: JournalingOptions,
): Promise<Journaling> {
  const { kind, replay, write, minBytes, log } = options;
  const epochs = await journalEpochs(dir);
  let replayed = 0;
  if (replayFrom !== undefined) {
    for (const epoch of epochs.filter((e) => e >= replayFrom)) {
      for (const record of await readJournal(dir, epoch)) {
        const changes = await replay(record);
        if (changes === undefined) break;
        replayed += changes;
      }
    }
  }
  const journal = await Journal.open(dir, Math.max(replayFrom ?? 0, ...epochs), {
    onError: (error) => log(`journal write failed: ${messageOf(error)}`),
  });
  let writtenBytes = 0;
  let compacting: Promise<void> | undefined;
  const compact = (): Promise<void> => {
    compacting ??= (async () => {
      const next = journal.switchEpoch();
      writtenBytes = await write(next);
      await journal.removeBefore(next);
    })()
      .catch((error: unknown) => log(`${kind} failed: ${messageOf(error)}`))
      .finally(() => {
        compacting = undefined;
      });
    return compacting;
  };
  await compact();
  return {
    journal,
    appended: () => {
      if (journal.bytes > Math.max(minBytes, writtenBytes)) void compact();
    },
    persistence: (detach) => ({
      replayed,
      flush: () => journal.flush(),
      async close() {
        detach();
        await compacting;
        await compact();
        await journal.close();
      },
    }),
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
