// The Write stream the web SDK uses for setDoc/updateDoc/deleteDoc/writeBatch:
// a handshake, then one response per batch; a failed batch ends the stream with its status.
import { randomBytes } from 'node:crypto';
import type { Caller } from './auth';
import type { Engine } from './engine';
import type { Write } from './writes';

export interface WriteRequest {
  database?: string;
  streamId?: string;
  streamToken?: Uint8Array;
  writes?: Write[];
}

export class WriteSession {
  private readonly streamId = randomBytes(8).toString('hex');
  private database: string | undefined;
  private counter = 0;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly engine: Engine,
    private readonly caller: Caller,
    private readonly send: (message: Record<string, unknown>) => void,
    private readonly fail: (error: unknown) => void,
  ) {}

  handle(req: WriteRequest): void {
    this.queue = this.queue
      .then(() => this.process(req))
      .catch((error: unknown) => this.fail(error));
  }

  private token(): Buffer {
    const b = Buffer.alloc(8);
    b.writeUInt32BE(++this.counter, 4);
    return b;
  }

  private async process(req: WriteRequest): Promise<void> {
    if (this.database === undefined) {
      this.database = req.database ?? '';
      this.engine.database(this.database);
      this.send({ streamId: this.streamId, streamToken: this.token() });
      return;
    }
    const writes = req.writes ?? [];
    if (writes.length === 0) {
      this.send({ streamToken: this.token() });
      return;
    }
    const res = await this.engine.commit(this.caller, { database: this.database, writes });
    this.send({
      streamToken: this.token(),
      writeResults: res.writeResults,
      commitTime: res.commitTime,
    });
  }
}
