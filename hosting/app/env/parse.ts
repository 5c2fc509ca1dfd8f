// The runtime configuration, read from SPACES_* environment variables (FIREBASE_* names are
// reserved in Cloud Functions .env files). Pure, so it can be tested with any source.
import type { PublicEnv } from '../lib/public-env';

/** Operator details shown on /tokushoho (Act on Specified Commercial Transactions). */
export interface Operator {
  name: string;
  representative: string;
  address: string;
  phone: string;
  email: string;
  hours: string;
}

/** The server's configuration: what the browser may see, and what only the server uses. */
export interface Env extends Omit<PublicEnv, 'emulators'> {
  useEmulator: boolean;
  emulatorHost: string;
  /** Added to every emulator port, as scripts/stack.ts does for side-by-side stacks. */
  emulatorPortOffset: number;
  operator: Operator;
  /**
   * The key public pages sign their insights hits with (the secret SPACES_INSIGHTS_SECRET, which
   * the callables' codebase verifies with); without it pages carry no counting pixel.
   */
  insightsSecret: string | null;
}

/** The local emulators' ports (the README's table), before the stack's offset. */
const EMULATOR_PORTS = {
  auth: 9099,
  firestore: 8080,
  storage: 9199,
  functions: 5001,
} as const;
/** The Hosting emulator's port: the site origin of a local stack. */
const HOSTING_EMULATOR_PORT = 5000;

type Source = Record<string, string | undefined>;

export function parseEnv(source: Source): Env {
  const problems: string[] = [];
  const required = (name: string): string => {
    const value = source[name]?.trim();
    if (!value) problems.push(`${name} is required`);
    return value ?? '';
  };
  const optional = (name: string): string | null => source[name]?.trim() || null;
  const flag = (name: string): boolean => {
    const value = optional(name);
    if (value === null) return false;
    if (value !== 'true' && value !== 'false') problems.push(`${name} must be true or false`);
    return value === 'true';
  };
  const integer = (name: string): number => {
    const value = optional(name) ?? '0';
    if (!/^\d+$/.test(value)) problems.push(`${name} must be a non-negative integer`);
    return Number(value);
  };
  const origin = (name: string, localDefault: string | null): string => {
    const value = localDefault === null ? required(name) : (optional(name) ?? localDefault);
    if (value && !isOrigin(value))
      problems.push(`${name} must be an origin such as https://example.com`);
    return value.replace(/\/$/, '');
  };

  const useEmulator = flag('SPACES_USE_EMULATOR');
  const emulatorHost = optional('SPACES_EMULATOR_HOST') ?? '127.0.0.1';
  const emulatorPortOffset = integer('SPACES_PORT_OFFSET');
  const env: Env = {
    firebaseApiKey: required('SPACES_FIREBASE_API_KEY'),
    firebaseAuthDomain: required('SPACES_FIREBASE_AUTH_DOMAIN'),
    firebaseProjectId: required('SPACES_FIREBASE_PROJECT_ID'),
    firebaseStorageBucket: required('SPACES_FIREBASE_STORAGE_BUCKET'),
    firebaseMessagingSenderId: required('SPACES_FIREBASE_MESSAGING_SENDER_ID'),
    firebaseAppId: required('SPACES_FIREBASE_APP_ID'),
    measurementId: optional('SPACES_MEASUREMENT_ID'),
    appCheckSiteKey: optional('SPACES_APP_CHECK_SITE_KEY'),
    useEmulator,
    emulatorHost,
    emulatorPortOffset,
    // A local stack is served by the Hosting emulator, wherever its port offset puts it.
    siteOrigin: origin(
      'SPACES_SITE_ORIGIN',
      useEmulator ? `http://${emulatorHost}:${HOSTING_EMULATOR_PORT + emulatorPortOffset}` : null,
    ),
    operator: {
      name: required('SPACES_OPERATOR_NAME'),
      representative: required('SPACES_OPERATOR_REPRESENTATIVE'),
      address: required('SPACES_OPERATOR_ADDRESS'),
      phone: required('SPACES_OPERATOR_PHONE'),
      email: required('SPACES_OPERATOR_EMAIL'),
      hours: required('SPACES_OPERATOR_HOURS'),
    },
    insightsSecret: optional('SPACES_INSIGHTS_SECRET'),
  };
  if (problems.length > 0) {
    throw new Error(`Invalid runtime configuration:\n  ${problems.join('\n  ')}`);
  }
  return env;
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.pathname.replace(/\/$/, '') === ''
    );
  } catch {
    return false;
  }
}

/** The subset sent to the browser: no operator details, no server-only switches. */
export function toPublicEnv(env: Env): PublicEnv {
  const offset = env.emulatorPortOffset;
  return {
    firebaseApiKey: env.firebaseApiKey,
    firebaseAuthDomain: env.firebaseAuthDomain,
    firebaseProjectId: env.firebaseProjectId,
    firebaseStorageBucket: env.firebaseStorageBucket,
    firebaseMessagingSenderId: env.firebaseMessagingSenderId,
    firebaseAppId: env.firebaseAppId,
    measurementId: env.measurementId,
    appCheckSiteKey: env.appCheckSiteKey,
    siteOrigin: env.siteOrigin,
    emulators: env.useEmulator
      ? {
          host: env.emulatorHost,
          authPort: EMULATOR_PORTS.auth + offset,
          firestorePort: EMULATOR_PORTS.firestore + offset,
          storagePort: EMULATOR_PORTS.storage + offset,
          functionsPort: EMULATOR_PORTS.functions + offset,
        }
      : null,
  };
}
