// The runtime configuration, validated once when the server build loads: a misconfigured
// deploy fails at start-up instead of on the first request that needs a value.
import { parseEnv, toPublicEnv } from './env/parse';

export const env = parseEnv(process.env);
export const publicEnv = toPublicEnv(env);
