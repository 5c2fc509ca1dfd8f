import { describe, expect, it } from 'vitest';
import { parseEnv, toPublicEnv } from './parse';
import { ENV_SOURCE } from './parse.fixtures';

const valid = { ...ENV_SOURCE, SPACES_SITE_ORIGIN: 'https://spaces.example/' };

describe('parseEnv', () => {
  it('reads a complete configuration', () => {
    const env = parseEnv(valid);
    expect(env.siteOrigin).toBe('https://spaces.example');
    expect(env.useEmulator).toBe(false);
    expect(env.measurementId).toBeNull();
    expect(env.operator.address).toBe('Tokyo');
  });

  it('defaults the site origin of a local stack to its Hosting emulator', () => {
    const { SPACES_SITE_ORIGIN: _origin, ...rest } = valid;
    expect(() => parseEnv(rest)).toThrow(/SPACES_SITE_ORIGIN is required/);
    expect(parseEnv({ ...rest, SPACES_USE_EMULATOR: 'true' }).siteOrigin).toBe(
      'http://127.0.0.1:5000',
    );
    expect(
      parseEnv({ ...rest, SPACES_USE_EMULATOR: 'true', SPACES_PORT_OFFSET: '30000' }).siteOrigin,
    ).toBe('http://127.0.0.1:35000');
    expect(parseEnv({ ...valid, SPACES_USE_EMULATOR: 'true' }).siteOrigin).toBe(
      'https://spaces.example',
    );
  });

  it('lists every problem at once', () => {
    const { SPACES_FIREBASE_API_KEY: _key, ...rest } = valid;
    const source = {
      ...rest,
      SPACES_USE_EMULATOR: 'yes',
      SPACES_SITE_ORIGIN: 'https://x.example/path',
    };
    expect(() => parseEnv(source)).toThrow('SPACES_FIREBASE_API_KEY is required');
    expect(() => parseEnv(source)).toThrow('SPACES_USE_EMULATOR must be true or false');
    expect(() => parseEnv(source)).toThrow('SPACES_SITE_ORIGIN must be an origin');
  });
});

describe('toPublicEnv', () => {
  it('sends no operator details or switches to the browser', () => {
    const pub = toPublicEnv(parseEnv({ ...valid, SPACES_MEASUREMENT_ID: 'G-TEST' }));
    expect(pub).not.toHaveProperty('operator');
    expect(pub.measurementId).toBe('G-TEST');
    expect(pub.emulators).toBeNull();
  });

  it('sends the App Check site key only when one is configured', () => {
    expect(toPublicEnv(parseEnv(valid)).appCheckSiteKey).toBeNull();
    const pub = toPublicEnv(parseEnv({ ...valid, SPACES_APP_CHECK_SITE_KEY: 'site-key-1' }));
    expect(pub.appCheckSiteKey).toBe('site-key-1');
  });

  it("points the client at the local emulators' ports, shifted with the stack", () => {
    const local = toPublicEnv(parseEnv({ ...valid, SPACES_USE_EMULATOR: 'true' }));
    expect(local.emulators).toEqual({
      host: '127.0.0.1',
      authPort: 9099,
      firestorePort: 8080,
      storagePort: 9199,
      functionsPort: 5001,
    });
    const shifted = toPublicEnv(
      parseEnv({
        ...valid,
        SPACES_USE_EMULATOR: 'true',
        SPACES_EMULATOR_HOST: 'localhost',
        SPACES_PORT_OFFSET: '30000',
      }),
    );
    expect(shifted.emulators).toMatchObject({
      host: 'localhost',
      authPort: 39099,
      functionsPort: 35001,
    });
  });
});
