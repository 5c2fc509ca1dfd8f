// Imported first by index.ts: ESM evaluates imports in order, so every function module below
// sees the region before it defines its functions.
import { setGlobalOptions } from 'firebase-functions/v2';

const REGION = 'asia-northeast1';

setGlobalOptions({ region: REGION, maxInstances: 10 });
