// Emulator-only endpoints: rules loading (rules-unit-testing), reset and export.
import type { RequestContext } from './firebaseApi';
import { readJson, sendJson, sendStatus } from './http';
import type { RulesFile, StorageRules } from './rules';

export interface ControlHooks {
  rules: StorageRules;
  reset(): void;
  exportTo(dir: string): Promise<void>;
}

export async function handleControl(
  ctx: RequestContext,
  segments: string[],
  hooks: ControlHooks,
): Promise<boolean> {
  const [internal, action] = segments;
  if (internal !== 'internal' || segments.length !== 2) return false;
  const method = ctx.req.method;
  if (action === 'setRules' && method === 'PUT') {
    const files = rulesFilesIn(await readJson(ctx.req));
    if (!files) {
      sendJson(ctx.res, 400, {
        message: 'Request body must include "rules.files" with "content".',
      });
      return true;
    }
    const result = hooks.rules.load(files);
    if (result.ok) {
      sendJson(ctx.res, 200, { message: 'Rules updated successfully' });
    } else {
      const detail = result.issues
        .map(
          (i) =>
            `${i.sourcePosition.fileName}:${i.sourcePosition.line}:${i.sourcePosition.column}: ${i.description}`,
        )
        .join('\n');
      sendJson(ctx.res, 400, {
        message: `There was an error updating rules, see logs for more details\n${detail}`,
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

function rulesFilesIn(body: unknown): RulesFile[] | undefined {
  const files = (body as { rules?: { files?: unknown } } | undefined)?.rules?.files;
  if (!Array.isArray(files) || files.length === 0) return undefined;
  const out: RulesFile[] = [];
  for (const file of files as unknown[]) {
    const f = file as { name?: unknown; content?: unknown; resource?: unknown };
    if (typeof f?.content !== 'string') return undefined;
    out.push({
      content: f.content,
      name: typeof f.name === 'string' ? f.name : undefined,
      resource: typeof f.resource === 'string' ? f.resource : undefined,
    });
  }
  return out;
}
