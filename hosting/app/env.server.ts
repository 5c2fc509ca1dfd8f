// The runtime configuration, validated once when the server build loads (the ssr function's
// first request): a misconfigured deploy fails every page at once, with every problem listed,
// instead of on whichever request first needs a missing value.
import { parseEnv, toPublicEnv } from './env/parse';

export const env = parseEnv(process.env);
export const publicEnv = toPublicEnv(env);
