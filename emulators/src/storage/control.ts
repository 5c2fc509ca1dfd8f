// Emulator-only endpoints: rules loading (rules-unit-testing), reset and export; and, ours only,
// `GET /__spaces/settled` (see scripts/stackSettled.ts).
import type { RequestContext } from './firebaseApi';
import { readJson, sendJson, sendStatus } from './http';
import type { RulesFile, StorageRules } from './rules';

export interface ControlHooks {
  rules: StorageRules;
  reset(): void;
  exportTo(dir: string): Promise<void>;
  /** Waits for the object events in flight now; resolves with how many there were. */
  settled(): Promise<number>;
}

export async function handleControl(
  ctx: RequestContext,
  segments: string[],
  hooks: ControlHooks,
): Promise<boolean> {
  const [internal, action] = segments;
  const method = ctx.req.method;
  if (internal === '__spaces' && action === 'settled' && method === 'GET') {
    sendJson(ctx.res, 200, { waitedFor: await hooks.settled() });
    return true;
  }
  if (internal !== 'internal' || segments.length !== 2) return false;
  if (action === 'setRules' && method === 'PUT') {
    const files = rulesFilesIn(await readJson(ctx.req));
    if (typeof files === 'string') {
      sendJson(ctx.res, 400, { message: files });
      return true;
    }
    const result = hooks.rules.load(files);
    if (result.ok) {
      sendJson(ctx.res, 200, { message: 'Rules updated successfully' });
    } else {
      // Google's emulator logs the compile errors; its message names none. They are in `issues`.
      for (const { sourcePosition: at, description } of result.issues)
        console.error(`setRules: ${at.fileName}:${at.line}:${at.column}: ${description}`);
      sendJson(ctx.res, 400, {
        message: 'There was an error updating rules, see logs for more details',
        issues: result.issues,
      });
    }
    return true;
  }
  if (action === 'reset' && method === 'POST') {
    hooks.reset();
    sendStatus(ctx.res, 200);
    return true;
  }
  if (action === 'export' && method === 'POST') {
    const body = (await readJson(ctx.req)) as { path?: unknown };
    if (typeof body.path !== 'string' || !body.path) {
      sendJson(ctx.res, 400, { message: 'Export request body must include "path".' });
      return true;
    }
    await hooks.exportTo(body.path);
    sendStatus(ctx.res, 200);
    return true;
  }
  return false;
}

/**
 * The files of a setRules body, or the message of Google's emulator for a malformed one: a name
 * and content each, and a resource (the bucket) each when there are several.
 */
function rulesFilesIn(body: unknown): RulesFile[] | string {
  const files = (body as { rules?: { files?: unknown } } | undefined)?.rules?.files;
  if (!Array.isArray(files)) return "Request body must include 'rules.files' array";
  const members = files as Array<{ name?: unknown; content?: unknown; resource?: unknown }>;
  if (members.some((f) => typeof f?.name !== 'string' || typeof f.content !== 'string'))
    return "Each member of 'rules.files' array must contain 'name' and 'content'";
  if (members.length > 1 && members.some((f) => typeof f.resource !== 'string'))
    return "Each member of 'rules.files' array must contain 'name', 'content', and 'resource'";
  return members.map((f) => ({
    name: f.name as string,
    content: f.content as string,
    resource: typeof f.resource === 'string' ? f.resource : undefined,
  }));
}
