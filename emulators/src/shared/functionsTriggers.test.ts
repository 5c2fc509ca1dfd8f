import { describe, expect, it } from 'vitest';
import {
  FunctionsTriggers,
  matchPathPattern,
  newestKeys,
  parseBackends,
} from './functionsTriggers';

describe('matchPathPattern', () => {
  it('binds single-segment wildcards', () => {
    expect(matchPathPattern('users/{uid}', 'users/u1')).toEqual({ uid: 'u1' });
    expect(matchPathPattern('users/{uid}', 'users/u1/posts/p1')).toBeNull();
    expect(matchPathPattern('users/{uid}/posts/{pid}', 'users/u1/posts/p1')).toEqual({
      uid: 'u1',
      pid: 'p1',
    });
  });
  it('binds multi-segment wildcards', () => {
    expect(matchPathPattern('users/{rest=**}', 'users/a/b/c')).toEqual({ rest: 'a/b/c' });
    expect(matchPathPattern('**', 'a/b')).toEqual({});
  });
  it('requires literal segments to match', () => {
    expect(matchPathPattern('users/u1', 'users/u2')).toBeNull();
    expect(matchPathPattern('users/u1', 'users/u1')).toEqual({});
  });
});

describe('newestKeys', () => {
  it('keeps the highest generation per trigger id', () => {
    const keys = newestKeys(' asia-northeast1-a-0, asia-northeast1-a-1, asia-northeast1-b-0, ssr');
    expect(keys.get('asia-northeast1-a')).toBe('asia-northeast1-a-1');
    expect(keys.get('asia-northeast1-b')).toBe('asia-northeast1-b-0');
    expect(keys.has('ssr')).toBe(false);
  });
});

describe('parseBackends', () => {
  it('lists a function once when several generations are loaded', () => {
    const trigger = {
      id: 'r-doc',
      eventTrigger: { eventType: 'google.cloud.firestore.document.v1.created' },
    };
    const triggers = parseBackends({ backends: [{ functionTriggers: [trigger, trigger] }] });
    expect(triggers.map((t) => t.id)).toEqual(['r-doc']);
  });

  it('keeps only event triggers', () => {
    const triggers = parseBackends({
      backends: [
        {
          functionTriggers: [
            { id: 'r-http', httpsTrigger: {} },
            {
              id: 'r-doc',
              name: 'doc',
              region: 'r',
              eventTrigger: {
                eventType: 'google.cloud.firestore.document.v1.created',
                eventFilters: { database: '(default)' },
                eventFilterPathPatterns: { document: 'a/{b}' },
              },
            },
          ],
        },
      ],
    });
    expect(triggers).toEqual([
      {
        id: 'r-doc',
        name: 'doc',
        region: 'r',
        eventType: 'google.cloud.firestore.document.v1.created',
        eventFilters: { database: '(default)' },
        eventFilterPathPatterns: { document: 'a/{b}' },
      },
    ]);
  });
});

describe('settled', () => {
  it('waits for the deliveries dispatched so far, not for ones dispatched meanwhile', async () => {
    const triggers = new FunctionsTriggers({ origin: 'http://127.0.0.1:1', projectId: 'p' });
    const release: Array<() => void> = [];
    const held = () => new Promise<void>((resolve) => release.push(resolve));
    triggers.dispatch(held);
    triggers.dispatch(held);
    let answered: number | undefined;
    const settling = triggers.settled().then((count) => (answered = count));
    // Dispatched after the question: not waited for.
    triggers.dispatch(held);
    release[0]!();
    await Promise.resolve();
    expect(answered).toBeUndefined();
    release[1]!();
    await settling;
    expect(answered).toBe(2);
    release[2]!();
    await triggers.flush();
    expect(await triggers.settled()).toBe(0);
  });
});
