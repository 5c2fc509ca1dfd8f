// Decision 027: the Storage emulator's data directory survives `kill -9`. Every upload and
// delete acknowledged more than a second before the kill is there after a restart on the same
// folder, with its bytes and metadata; nothing is corrupt, and a record torn by the crash is
// ignored. It starts its own emulator process (not the stack's).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CRASH_PROJECT, killHard, persistentEmulator, writeUntilKilled } from './child';

const BUCKET = `${CRASH_PROJECT}.appspot.com`;
const { start, tearJournal } = persistentEmulator(
  'storage',
  [],
  /Storage emulator ready on http:\/\/[^\s]+:(\d+)/,
);

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
    const writes = await writeUntilKilled(
      first,
      (n) => upload(first.port, n),
      (n) => remove(first.port, n),
    );
    await writes.writers;
    tearJournal('{"op":"put","m":{"na');

    const second = await start();
    expect(second.output()).toMatch(/replayed \d+ changes from the journal/);
    const durable = writes.durable();
    expect(durable.length).toBeGreaterThan(50);
    for (const [n, state] of durable) {
      const res = await fetch(`${objectUrl(second.port, `crash/${n}.bin`)}?alt=media`, {
        headers: owner,
      });
      if (state === 'deleted') {
        expect(res.status, `crash/${n} deleted`).toBe(404);
      } else if (state === 'kept') {
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
