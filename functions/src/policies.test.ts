// Every deployed callable with its access policy, in one table a reviewer reads at a glance. A new
// callable fails this test until it is added here, so its policy is a deliberate, reviewed choice.
import type { AccessPolicy } from '@spaces/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SpacesCallable } from './platform/callable';

const POLICIES: Record<string, AccessPolicy> = {
  createSpace: 'signedIn',
  listMySpaces: 'anySignedIn',
  getSpaceForEdit: 'owner',
  updateSpaceTop: 'owner',
  updateShareSettings: 'owner',
  updateSpaceSns: 'owner',
  updateSpaceButtons: 'owner',
  updateSpaceCards: 'owner',
  updateSpaceTexts: 'owner',
  updateSectionOrder: 'owner',
  updateSpaceEmbeds: 'owner',
  renameSpace: 'owner',
  updateSpaceDesign: 'owner',
  setSpacePublished: 'owner',
  deleteSpace: 'owner',
  updateLetterSettings: 'owner',
  updateFanMessageSettings: 'owner',
  updateThanksSettings: 'owner',
  updateNgWords: 'owner',
  updateModeration: 'owner',
  listMessages: 'owner',
  getMessage: 'owner',
  getInboxSummary: 'owner',
  updateMessages: 'owner',
  deleteMessages: 'owner',
  replyToMessage: 'owner',
  settleHeldMessages: 'owner',
  blockSender: 'owner',
  unblockSender: 'owner',
  listBlockedSenders: 'owner',
  listWallMessages: 'visitor',
  listBoards: 'owner',
  getBoardForEdit: 'owner',
  createBoard: 'owner',
  updateBoard: 'owner',
  reorderBoards: 'owner',
  deleteBoard: 'owner',
  listBoardPosts: 'owner',
  writeBoardPost: 'owner',
  updateBoardPosts: 'owner',
  deleteBoardPosts: 'owner',
  blockBoardSender: 'owner',
  requestBoardImageUpload: 'visitor',
  listPublicBoardPosts: 'visitor',
  getImageUpload: 'signedIn',
  removeSpaceImage: 'owner',
  removeUserIcon: 'signedIn',
  previewLink: 'owner',
  importLinkImage: 'owner',
  getAccount: 'anySignedIn',
  updateNotifications: 'signedIn',
  updateProfile: 'signedIn',
  setAccountLanguage: 'anySignedIn',
  syncAccountEmail: 'anySignedIn',
  revokeSessions: 'anySignedIn',
  deleteAccount: 'anySignedIn',
  exportSpace: 'owner',
  getInsights: 'owner',
  publishAnswer: 'owner',
  unpublishAnswer: 'owner',
  markReadAloud: 'owner',
  listStage: 'owner',
  updateStageQueue: 'owner',
  listMyNotices: 'anySignedIn',
  objectToNotice: 'anySignedIn',
  listReportTargets: 'operator',
  getReportTarget: 'operator',
  decideReport: 'operator',
};

/** Every module of every feature folder (one deployed function per file). */
function featureModules(): URL[] {
  const src = new URL('./', import.meta.url);
  return readdirSync(src, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /^[^.]+\.ts$/.test(entry.name))
    .map((entry) => new URL(`${entry.parentPath}/${entry.name}`, 'file://'));
}

function isCallable(value: unknown): value is SpacesCallable {
  return typeof value === 'function' && 'contract' in value;
}

async function deployedCallables(): Promise<Map<string, SpacesCallable>> {
  const found = new Map<string, SpacesCallable>();
  for (const url of featureModules()) {
    if (url.pathname.endsWith('/src/index.ts')) continue;
    const module = (await import(url.href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (isCallable(value)) found.set(name, value);
    }
  }
  return found;
}

let callables: Map<string, SpacesCallable>;

/** The deployed callables that declare `policy`. */
const callablesWith = (policy: AccessPolicy) =>
  [...callables].filter(([, fn]) => fn.contract.policy === policy);

/** Their names, sorted. */
const namesWith = (policy: AccessPolicy) =>
  callablesWith(policy)
    .map(([name]) => name)
    .sort();

// Loading every function module (firebase-functions, the Admin SDK) takes seconds on a busy machine.
beforeAll(async () => {
  callables = await deployedCallables();
}, 60_000);

describe('access policies', () => {
  it('lists every callable with the policy its contract declares', () => {
    const table = Object.fromEntries(
      [...callables].map(([name, fn]) => [name, fn.contract.policy]),
    );
    expect(table).toEqual(POLICIES);
  });

  it('exports each callable under its contract name from index.ts', () => {
    const index = readFileSync(new URL('./index.ts', import.meta.url), 'utf8');
    for (const [name, fn] of callables) {
      expect(fn.contract.name).toBe(name);
      expect(index).toMatch(new RegExp(`export \\{ ${name} \\} from '\\./\\w+/${name}';`));
    }
  });

  // Run through the wrapper itself: the policy is checked before the payload or the database.
  const run = (fn: SpacesCallable, auth: unknown, data: unknown = {}) =>
    (fn as unknown as { run: (request: unknown) => Promise<unknown> })
      .run({ data, auth, rawRequest: { headers: {} } })
      .then(
        () => ({ code: 'ok', reason: undefined }),
        (error: { code?: string; details?: { reason?: string } }) => ({
          code: error.code,
          reason: error.details?.reason,
        }),
      );

  it('refuses an unverified account on every callable that edits, publishes or uploads', async () => {
    const unverified = { uid: 'u-unverified', token: { email_verified: false } };
    for (const [name, fn] of callables) {
      if (!['owner', 'signedIn', 'operator'].includes(fn.contract.policy)) continue;
      expect(await run(fn, unverified), name).toEqual({
        code: 'failed-precondition',
        reason: 'email-not-verified',
      });
    }
  });

  it('refuses a signed-out caller on every account callable before reading the payload', async () => {
    for (const [name, fn] of callables) {
      if (fn.contract.policy === 'visitor') continue;
      expect(await run(fn, undefined), name).toEqual({
        code: 'unauthenticated',
        reason: 'signed-out',
      });
    }
  });

  it('lets an unverified account past the policy only where it must (decision 030)', async () => {
    const unverified = { uid: 'u-unverified', token: { email_verified: false } };
    const allowed = namesWith('anySignedIn');
    expect(allowed).toEqual([
      'deleteAccount',
      'getAccount',
      'listMyNotices',
      'listMySpaces',
      'objectToNotice',
      'revokeSessions',
      'setAccountLanguage',
      'syncAccountEmail',
    ]);
    // A payload no schema accepts: past the policy, the wrapper stops at the schema.
    for (const name of allowed) {
      const answer = await run(callables.get(name)!, unverified, { notAField: true });
      expect(answer, name).toEqual({ code: 'invalid-argument', reason: 'invalid-input' });
    }
  });

  it('leaves visitors no write callable but the image upload grant (decision 063)', () => {
    // A visitor's letter, fan message, board post and deletion post to `/_send` (sendForm).
    expect(namesWith('visitor')).toEqual([
      'listPublicBoardPosts',
      'listWallMessages',
      'requestBoardImageUpload',
    ]);
  });

  describe('the operator policy (decision 070)', () => {
    it('is declared by every callable of the console, and by nothing else', () => {
      expect(namesWith('operator')).toEqual([
        'decideReport',
        'getReportTarget',
        'listReportTargets',
      ]);
      // Every module of the operator feature that deploys a callable declares the policy.
      for (const [name, fn] of callables)
        if (fn.contract.name.match(/Report/)) expect(fn.contract.policy, name).toBe('operator');
    });

    // A stranger and an owner hold verified accounts without the claim; what the owner owns
    // changes nothing, so an owner's payload names their space.
    const stranger = { uid: 'u-stranger', token: { email_verified: true } };
    const owner = { uid: 'demo-owner', token: { email_verified: true } };
    const claimNotTrue = { uid: 'u-almost', token: { email_verified: true, operator: 'true' } };
    const refusals: [string, unknown, unknown, { code: string; reason: string }][] = [
      ['a guest', undefined, {}, { code: 'unauthenticated', reason: 'signed-out' }],
      [
        'an unverified account, even with the claim',
        { uid: 'u-unverified', token: { email_verified: false, operator: true } },
        {},
        { code: 'failed-precondition', reason: 'email-not-verified' },
      ],
      ['a stranger', stranger, {}, { code: 'permission-denied', reason: 'not-operator' }],
      [
        'an owner',
        owner,
        { spaceId: 'demo-space', slug: 'demo' },
        { code: 'permission-denied', reason: 'not-operator' },
      ],
      [
        'a claim that is not true',
        claimNotTrue,
        {},
        { code: 'permission-denied', reason: 'not-operator' },
      ],
    ];
    for (const [who, auth, data, refusal] of refusals)
      it(`refuses ${who} on every operator callable, before the payload`, async () => {
        expect(callablesWith('operator').length).toBeGreaterThan(0);
        for (const [name, fn] of callablesWith('operator'))
          expect(await run(fn, auth, data), name).toEqual(refusal);
      });
  });

  it('names the space in every owner payload, so the wrapper can check the owner', () => {
    for (const fn of callables.values()) {
      if (fn.contract.policy !== 'owner') continue;
      const required = (fn.contract.request as { required?: string[] }).required ?? [];
      expect(
        required.some((field) => field === 'spaceId' || field === 'slug'),
        `${fn.contract.name} must require spaceId or slug`,
      ).toBe(true);
    }
  });
});
