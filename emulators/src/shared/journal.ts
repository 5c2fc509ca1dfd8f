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
