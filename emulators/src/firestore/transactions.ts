// Transactions: optimistic concurrency. Each transaction records the version of every document it
// read; its commit is ABORTED if any of them changed since, and the SDK's retry then succeeds.
import { randomBytes } from 'node:crypto';
import { Fail } from './errors';

export interface Transaction {
  id: Buffer;
  database: string;
  readOnly: boolean;
  /** Snapshot time of a read-only transaction. */
  readTime?: bigint;
  /** document path → updateTime read (null = missing) */
  reads: Map<string, bigint | null>;
  expires: number;
}

export interface TransactionOptions {
  readOnly?: { readTime?: { seconds?: string | number; nanos?: number } };
  readWrite?: { retryTransaction?: Buffer | Uint8Array };
}

/** Firestore expires idle transactions after 270 s. */
const IDLE_MS = 270_000;

export class Transactions {
  private readonly open = new Map<string, Transaction>();

  begin(database: string, readOnly: boolean, readTime?: bigint): Transaction {
    this.sweep();
    const tx: Transaction = {
      id: randomBytes(16),
      database,
      readOnly,
      readTime,
      reads: new Map(),
      expires: Date.now() + IDLE_MS,
    };
    this.open.set(tx.id.toString('hex'), tx);
    return tx;
  }

  get(id: Uint8Array | string, database: string): Transaction {
    const key = Buffer.from(id as Uint8Array).toString('hex');
    const tx = this.open.get(key);
    if (!tx || tx.database !== database || tx.expires < Date.now()) {
      this.open.delete(key);
      throw Fail.invalid('The referenced transaction has expired or is no longer valid.');
    }
    tx.expires = Date.now() + IDLE_MS;
    return tx;
  }

  end(tx: Transaction): void {
    this.open.delete(tx.id.toString('hex'));
  }

  /** Every transaction of a database is invalidated when its data is cleared. */
  endAll(database: string): void {
    for (const [key, tx] of this.open) if (tx.database === database) this.open.delete(key);
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, tx] of this.open) if (tx.expires < now) this.open.delete(key);
  }
}

/** Records what a read-write transaction saw, for the conflict check at commit. */
export function recordRead(tx: Transaction, path: string, updateTime: bigint | null): void {
  if (!tx.readOnly && !tx.reads.has(path)) tx.reads.set(path, updateTime);
}
