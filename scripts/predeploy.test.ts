import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALLOW_ORIGIN_ENV } from '../functions/src/platform/safeFetch';
import { FETCH_ALLOW_ORIGIN_ENV, problemsOf, readLocalValues, SECRET_NAMES } from './predeploy';
import { ROOT } from './stack';

const local = readLocalValues(ROOT);

describe('the predeploy check', () => {
  it('reads the committed local secrets and the demo configuration', () => {
    for (const name of SECRET_NAMES) expect(local.secrets.get(name)?.length).toBeGreaterThan(8);
    expect(local.demo.get('SPACES_FIREBASE_API_KEY')).toBeTruthy();
    expect(local.demo.get('SPACES_OPERATOR_NAME')).toBeTruthy();
  });

  it('lets a project with its own values deploy', () => {
    const env = new Map([
      ['SPACES_USE_EMULATOR', 'false'],
      ['SPACES_FIREBASE_API_KEY', 'AIza-real-key'],
      ['SPACES_OPERATOR_NAME', 'Real Operator KK'],
    ]);
    const secrets = new Map(SECRET_NAMES.map((name) => [name, `fresh-${name}`]));
    expect(problemsOf('spaces-prod', env, secrets, local)).toEqual([]);
  });

  it('refuses every committed value, wherever it is put', () => {
    const sender = local.secrets.get('SPACES_SENDER_KEY_SECRET')!;
    const env = new Map([
      ['SPACES_FIREBASE_API_KEY', local.demo.get('SPACES_FIREBASE_API_KEY')!],
      ['SPACES_OPERATOR_NAME', local.demo.get('SPACES_OPERATOR_NAME')!],
      ['SOME_OTHER_KEY', sender],
      ['SPACES_USE_EMULATOR', 'true'],
    ]);
    const secrets = new Map([
      ['SPACES_INSIGHTS_SECRET', local.secrets.get('SPACES_INSIGHTS_SECRET')!],
    ]);
    const problems = problemsOf('demo-spaces', env, secrets, local);
    expect(problems).toHaveLength(6);
    expect(problems.join('\n')).toMatch(
      /SOME_OTHER_KEY has the committed local value of SPACES_SENDER_KEY_SECRET/,
    );
    expect(problems.join('\n')).toMatch(
      /secret SPACES_INSIGHTS_SECRET is the committed local value/,
    );
  });

  it('refuses the safe fetch’s development allowance', () => {
    expect(FETCH_ALLOW_ORIGIN_ENV).toBe(ALLOW_ORIGIN_ENV);
    const env = new Map([[FETCH_ALLOW_ORIGIN_ENV, 'http://127.0.0.1:5009']]);
    const secrets = new Map(SECRET_NAMES.map((name) => [name, `fresh-${name}`]));
    expect(problemsOf('spaces-prod', env, secrets, local)).toEqual([
      `${FETCH_ALLOW_ORIGIN_ENV}=http://127.0.0.1:5009 would let the server fetch a local address`,
    ]);
    expect(
      problemsOf('spaces-prod', new Map([[FETCH_ALLOW_ORIGIN_ENV, ' ']]), secrets, local),
    ).toEqual([]);
  });

  it('runs before both codebases deploy', () => {
    const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
      functions: { source: string; predeploy?: string[] }[];
    };
    for (const codebase of config.functions)
      expect(codebase.predeploy?.join(' ')).toContain(`scripts/predeploy.ts" ${codebase.source}`);
  });

  it("is Hosting's hook too, which renders the prerendered pages with the project's values", () => {
    const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
      hosting: { predeploy?: string[] };
    };
    expect(config.hosting.predeploy?.join(' ')).toContain(
      'scripts/predeploy.ts" hosting --prerender',
    );
  });
});
