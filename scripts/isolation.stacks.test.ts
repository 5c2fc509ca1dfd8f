// Two local stacks side by side share nothing: each one's Auth users and Firestore documents end
// up in its own data folder, and in no other. Runs real emulators (ours and firebase-tools' Auth),
// so it has its own tier (vitest project `stacks`), one file at a time.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ID, ROOT, startStack, type Stack } from './stack';

// Never 0: `npm test` or a developer's `npm start` may have a stack there at the same time.
const OFFSETS = (process.env.SPACES_STACKS_TEST_OFFSETS ?? '11000,12000').split(',').map(Number);

interface Side {
  offset: number;
  dataDir: string;
  /** In this stack's user's e-mail and document id, and nowhere in the other stack's data. */
  marker: string;
}

const run = randomUUID().slice(0, 8);
const sides: Side[] = OFFSETS.map((offset) => ({
  offset,
  dataDir: mkdtempSync(path.join(tmpdir(), `spaces-stacks-test-${offset}-`)),
  marker: `stack-${offset}-${run}`,
}));
const emailOf = (side: Side) => `${side.marker}@stacks.test`;
const COLLECTION = 'isolation';
/** What the temp folder held before these stacks started: a killed stack elsewhere leaves its own. */
const tempBefore = new Set(readdirSync(tmpdir()));

async function signUp(stack: Stack, email: string): Promise<void> {
  const response = await fetch(
    `http://${stack.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'stacks-test', returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`signUp ${email}: ${response.status} ${await response.text()}`);
}

async function createDocument(stack: Stack, id: string): Promise<void> {
  const response = await fetch(
    `http://${stack.env.FIRESTORE_EMULATOR_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${COLLECTION}?documentId=${id}`,
    {
      method: 'POST',
      // The emulators' admin token: no rules apply.
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ fields: { stack: { stringValue: id } } }),
    },
  );
  if (!response.ok) throw new Error(`create ${id}: ${response.status} ${await response.text()}`);
}

function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** The e-mails in a data folder's Auth export (firebase-tools' format). */
function exportedEmails(dataDir: string): string[] {
  const accounts = readJson(path.join(dataDir, 'firebase', 'auth_export', 'accounts.json')) as {
    users?: Array<{ email?: string }>;
  } | null;
  return (accounts?.users ?? []).map((user) => user.email ?? '').sort();
}

/** The document paths in a data folder's Firestore export (our emulator's format). */
function exportedDocuments(dataDir: string): string[] {
  const dump = readJson(
    path.join(dataDir, 'firestore', 'firestore_export', 'spaces-firestore-export.json'),
  ) as { databases?: Record<string, Array<{ path: string }>> } | null;
  return Object.values(dump?.databases ?? {})
    .flat()
    .map((doc) => doc.path)
    .sort();
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The folders, of those given, with a file (export, journal, anything) that mentions `text`. */
function foldersMentioning(folders: string[], text: string): string[] {
  return folders.filter((dir) => filesUnder(dir).some((file) => readFileSync(file).includes(text)));
}

describe('two stacks at different SPACES_PORT_OFFSETs', () => {
  const logs: string[] = [];
  /** What starting a third stack on the first one's data folder did. */
  let intruder: unknown;

  beforeAll(async () => {
    expect(OFFSETS).toHaveLength(2);
    expect(OFFSETS).not.toContain(0);
    const started: Stack[] = [];
    const log = (line: string) =>
      process.env.SPACES_STACK_LOG ? console.log(line) : logs.push(line);
    try {
      // One after the other, so the second finds the first one running (as a developer's
      // second terminal would).
      for (const side of sides) {
        started.push(
          await startStack({
            portOffset: side.offset,
            persist: true,
            dataDir: side.dataDir,
            firebase: ['auth'],
            log,
          }),
        );
      }
      // Its emulators would replay and compact the first stack's journal before finding their
      // ports taken (the second stack's); a stack that does start is stopped at once.
      intruder = await startStack({
        portOffset: sides[1]!.offset,
        persist: true,
        dataDir: sides[0]!.dataDir,
        firebase: ['auth'],
        log,
      }).then(
        (stack) => stack.stop().then(() => 'started'),
        (error: unknown) => error,
      );
      for (const [i, side] of sides.entries()) {
        await signUp(started[i]!, emailOf(side));
        await createDocument(started[i]!, side.marker);
      }
    } catch (error) {
      console.error(logs.slice(-80).join('\n'));
      throw error;
    } finally {
      // Both at once, as Ctrl+C in two terminals would; each exports on its way out.
      await Promise.all(started.map((stack) => stack.stop()));
    }
  }, 300_000);

  afterAll(() => {
    for (const side of sides) rmSync(side.dataDir, { recursive: true, force: true });
  });

  it("exports each stack's Auth users to its own data folder only", () => {
    for (const side of sides) expect(exportedEmails(side.dataDir)).toEqual([emailOf(side)]);
  });

  it("exports each stack's Firestore documents to its own data folder only", () => {
    for (const side of sides) {
      expect(exportedDocuments(side.dataDir)).toEqual([`${COLLECTION}/${side.marker}`]);
    }
  });

  it("writes each stack's data nowhere else: not the other folder, not the default ones", () => {
    const defaults = readdirSync(ROOT)
      .filter((name) => name.startsWith('emulator-data'))
      .map((name) => path.join(ROOT, name));
    const folders = [...sides.map((side) => side.dataDir), ...defaults];
    for (const side of sides) {
      expect(foldersMentioning(folders, side.marker)).toEqual([side.dataDir]);
    }
  });

  it("refuses a stack on a running stack's data folder before it touches it", () => {
    expect(intruder).toBeInstanceOf(Error);
    expect((intruder as Error).message).toContain(
      `${sides[0]!.dataDir} belongs to a running stack`,
    );
  });

  it('leaves nothing behind outside the data folders once stopped', () => {
    for (const side of sides) {
      expect(existsSync(path.join(ROOT, `firebase.stack-${side.offset}.json`))).toBe(false);
      const temp = readdirSync(tmpdir()).filter(
        (name) => name.startsWith(`spaces-stack-${side.offset}-`) && !tempBefore.has(name),
      );
      expect(temp).toEqual([]);
    }
  });
});
