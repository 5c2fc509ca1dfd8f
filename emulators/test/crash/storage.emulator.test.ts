// Decision 027: the Storage emulator's data directory survives `kill -9`. Every upload and
// delete acknowledged more than a second before the kill is there after a restart on the same
// folder, with its bytes and metadata; nothing is corrupt, and a record torn by the crash is
// ignored. It starts its own emulator process (not the stack's).
import { createHash } from 'node:crypto';
import { appendFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killHard, killLeftovers, startCli, tempDataDir, type RunningEmulator } from './child';

const PROJECT = 'demo-crash';
const BUCKET = `${PROJECT}.appspot.com`;
const READY = /Storage emulator ready on http:\/\/[^\s]+:(\d+)/;
const data = tempDataDir('storage');
afterAll(() => {
  killLeftovers();
  data.remove();
});

function start(): Promise<RunningEmulator> {
  return startCli(
    'storage/main.ts',
    ['--port', '0', '--project', PROJECT, '--import', data.dir, '--export-on-exit', data.dir],
    READY,
  );
}

/** Distinct bytes per object (1 to 64 KiB), so a swapped or torn blob shows. */
function bytesOf(n: number): Buffer {
  const size = 1024 + ((n * 7919) % (63 * 1024));
  const out = Buffer.alloc(size);
  for (let i = 0; i < size; i++) out[i] = (i * 31 + n * 17) & 0xff;
  return out;
}

const owner = { authorization: 'Bearer owner' };
const md5 = (b: Buffer) => createHash('md5').update(b).digest('base64');
const objectUrl = (port: number, name: string) =>
  `http://127.0.0.1:${port}/storage/v1/b/${BUCKET}/o/${encodeURIComponent(name)}`;

async function upload(port: number, n: number): Promise<void> {
  const name = `crash/${n}.bin`;
  const res = await fetch(
    `http://127.0.0.1:${port}/upload/storage/v1/b/${BUCKET}/o?uploadType=media&name=${encodeURIComponent(name)}`,
    {
      method: 'POST',
      headers: { ...owner, 'content-type': 'application/x-crash' },
      body: bytesOf(n),
    },
  );
  if (!res.ok) throw new Error(`upload ${n}: ${res.status}`);
}

async function remove(port: number, n: number): Promise<void> {
  const res = await fetch(objectUrl(port, `crash/${n}.bin`), {
    method: 'DELETE',
    headers: owner,
  });
  if (!res.ok) throw new Error(`delete ${n}: ${res.status}`);
}

describe('Storage emulator persistence', () => {
  it('keeps every upload and delete acknowledged a second before a SIGKILL, and ignores a torn last record', async () => {
    const first = await start();
    const acknowledged = new Map<number, number>();
    const deleted = new Map<number, number>();
    let next = 0;
    let stop = false;
    const writer = async () => {
      while (!stop) {
        const n = next++;
        await upload(first.port, n);
        acknowledged.set(n, Date.now());
        if (n % 10 === 9) {
          await remove(first.port, n - 5);
          deleted.set(n - 5, Date.now());
        }
      }
    };
    // Requests cut off by the kill fail; they are not what is checked.
    const writers = Array.from({ length: 4 }, () => writer().catch(() => undefined));
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const killedAt = Date.now();
    await killHard(first);
    stop = true;
    await Promise.all(writers);

    // A crash mid-append leaves half a line at the journal's end.
    const journalDir = path.join(data.dir, 'storage_journal');
    const journals = readdirSync(journalDir)
      .filter((f) => f.startsWith('journal.'))
      .sort();
    appendFileSync(path.join(journalDir, journals[journals.length - 1]!), '{"op":"put","m":{"na');

    const second = await start();
    expect(second.output()).toMatch(/replayed \d+ changes from the journal/);
    const cutoff = killedAt - 1000;
    const durable = [...acknowledged].filter(([, at]) => at < cutoff).map(([n]) => n);
    expect(durable.length).toBeGreaterThan(50);
    for (const n of durable) {
      const deletedAt = deleted.get(n);
      const res = await fetch(`${objectUrl(second.port, `crash/${n}.bin`)}?alt=media`, {
        headers: owner,
      });
      if (deletedAt !== undefined && deletedAt < cutoff) {
        expect(res.status, `crash/${n} deleted`).toBe(404);
      } else if (deletedAt === undefined) {
        expect(res.status, `crash/${n}`).toBe(200);
        expect(Buffer.from(await res.arrayBuffer()).equals(bytesOf(n)), `crash/${n} bytes`).toBe(
          true,
        );
      } else {
        await res.arrayBuffer();
      }
    }
    // Nothing half-written: every object listed has its bytes, size, hash and content type.
    const list = (await (
      await fetch(`http://127.0.0.1:${second.port}/storage/v1/b/${BUCKET}/o?prefix=crash/`, {
        headers: owner,
      })
    ).json()) as {
      items?: Array<{ name: string; size: string; md5Hash: string; contentType: string }>;
    };
    const items = list.items ?? [];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const n = Number(/crash\/(\d+)\.bin/.exec(item.name)?.[1]);
      expect(Number(item.size)).toBe(bytesOf(n).length);
      expect(item.md5Hash).toBe(md5(bytesOf(n)));
      expect(item.contentType).toBe('application/x-crash');
    }

    // A clean stop compacts the journal into the export; the next start has the same objects.
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    const third = await start();
    expect(third.output()).not.toMatch(/replayed/);
    const again = (await (
      await fetch(`http://127.0.0.1:${third.port}/storage/v1/b/${BUCKET}/o?prefix=crash/`, {
        headers: owner,
      })
    ).json()) as { items?: Array<{ name: string }> };
    expect((again.items ?? []).map((i) => i.name).sort()).toEqual(items.map((i) => i.name).sort());
    await killHard(third);
  }, 90_000);
});
