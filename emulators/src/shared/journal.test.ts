import { appendFileSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Journal, journalEpochs, readJournal } from './journal';
import { tempDirs } from './testing/tempDirs';

const tempDir = tempDirs('journal-');
afterEach(() => {
  vi.useRealTimers();
});

describe('journal', () => {
  it('reads back every flushed record, in order', async () => {
    const dir = tempDir();
    const journal = await Journal.open(dir, 1);
    for (let i = 0; i < 5; i++) journal.append({ i });
    await journal.flush();
    expect(await readJournal(dir, 1)).toEqual([0, 1, 2, 3, 4].map((i) => ({ i })));
    await journal.close();
  });

  it('stops at a torn last record instead of failing', async () => {
    const dir = tempDir();
    const journal = await Journal.open(dir, 3);
    journal.append({ i: 1 });
    journal.append({ i: 2 });
    await journal.close();
    appendFileSync(path.join(dir, 'journal.3.log'), '{"i":3,"tex');
    expect(await readJournal(dir, 3)).toEqual([{ i: 1 }, { i: 2 }]);
    // A whole line of garbage (zeros after a crash) ends the replay the same way.
    appendFileSync(path.join(dir, 'journal.3.log'), '\0\0\0\n{"i":4}\n');
    expect(await readJournal(dir, 3)).toEqual([{ i: 1 }, { i: 2 }]);
  });

  it('writes later records to a new epoch and removes the older epochs once asked', async () => {
    const dir = tempDir();
    const journal = await Journal.open(dir, 1);
    journal.append({ before: true }, journal.writeBlob('a', Buffer.from('bytes')).written);
    const epoch = journal.switchEpoch();
    journal.append({ after: true });
    await journal.flush();
    expect(epoch).toBe(2);
    expect(await journalEpochs(dir)).toEqual([1, 2]);
    expect(await readJournal(dir, 1)).toEqual([{ before: true }]);
    expect(await readJournal(dir, 2)).toEqual([{ after: true }]);
    await journal.removeBefore(2);
    expect(readdirSync(dir)).toEqual(['journal.2.log']);
    expect(existsSync(path.join(dir, 'blob.1.a'))).toBe(false);
    await journal.close();
  });

  it('writes on its own within the interval, without a flush', async () => {
    const dir = tempDir();
    const journal = await Journal.open(dir, 1, { intervalMs: 20 });
    // The interval passes on fake timers; the write it starts is real I/O, awaited as it is.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const flush = vi.spyOn(journal, 'flush');
    journal.append({ i: 1 });
    vi.advanceTimersByTime(19);
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(flush).toHaveBeenCalledOnce();
    await flush.mock.results[0]?.value;
    expect(await readJournal(dir, 1)).toEqual([{ i: 1 }]);
    await journal.close();
  });
});
