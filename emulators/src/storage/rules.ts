// Storage rules: which ruleset applies to a bucket, and evaluating a non-admin request with it.
import { readFileSync, unwatchFile, watchFile } from 'node:fs';
import { compileRules } from '../rules/index';
import type {
  RulesDataAccess,
  RulesMethod,
  Ruleset,
  SourceIssue,
  StorageObject,
} from '../rules/types';
import type { Caller } from './auth';

export interface RulesFile {
  name?: string;
  content: string;
  /** With several files, the bucket each one governs. */
  resource?: string;
}

export type LoadResult = { ok: true } | { ok: false; issues: SourceIssue[] };

/** Firestore as seen from Storage rules without a wired Firestore: no document exists. */
const NO_FIRESTORE: RulesDataAccess = { getDocument: () => null };

export class StorageRules {
  /** The ruleset for buckets without their own; null means none loaded (everything denied). */
  private fallback: Ruleset | null = null;
  private readonly perBucket = new Map<string, Ruleset>();

  constructor(private readonly firestore: RulesDataAccess = NO_FIRESTORE) {}

  /** Compiles every file first, so a file with errors leaves the loaded rules untouched. */
  load(files: RulesFile[]): LoadResult {
    const compiled: Array<{ file: RulesFile; ruleset: Ruleset }> = [];
    const issues: SourceIssue[] = [];
    for (const file of files) {
      const result = compileRules(file.content, file.name ?? 'storage.rules');
      if (result.ok) compiled.push({ file, ruleset: result.ruleset });
      else issues.push(...result.issues);
    }
    if (issues.length || compiled.length === 0) return { ok: false, issues };
    this.perBucket.clear();
    this.fallback = null;
    for (const { file, ruleset } of compiled) {
      if (file.resource && compiled.length > 1) this.perBucket.set(file.resource, ruleset);
      else this.fallback = ruleset;
    }
    return { ok: true };
  }

  hasRules(): boolean {
    return this.fallback !== null || this.perBucket.size > 0;
  }

  async allows(check: {
    caller: Caller;
    method: RulesMethod;
    bucket: string;
    path: string;
    resource: StorageObject | null;
    requestResource?: StorageObject;
  }): Promise<boolean> {
    if (check.caller.kind === 'admin') return true;
    const ruleset = this.perBucket.get(check.bucket) ?? this.fallback;
    if (!ruleset) return false;
    const decision = await ruleset.evaluate(
      {
        service: 'firebase.storage',
        method: check.method,
        bucket: check.bucket,
        path: check.path,
        auth: check.caller.kind === 'user' ? check.caller.auth : null,
        time: new Date(),
        resource: check.resource,
        requestResource: check.requestResource,
      },
      this.firestore,
    );
    return decision.allowed;
  }
}

/** A rules file on disk and, with deploy targets, the bucket it governs. */
export interface RulesSource {
  path: string;
  bucket?: string;
}

export function readRulesFiles(sources: RulesSource[]): RulesFile[] {
  return sources.map(({ path, bucket }) => ({
    name: path,
    content: readFileSync(path, 'utf8'),
    resource: bucket,
  }));
}

/**
 * Reloads the rules when a file changes, as firebase-tools does for storage.rules. A version
 * that does not compile is reported and the loaded rules stay. Returns the function that stops.
 */
export function watchRulesFiles(
  sources: RulesSource[],
  rules: StorageRules,
  log: (line: string) => void,
): () => void {
  const reload = (changed: string) => {
    let files: RulesFile[];
    try {
      files = readRulesFiles(sources);
    } catch {
      return; // Mid-save by an editor that replaces the file; the next change event reloads.
    }
    const result = rules.load(files);
    if (result.ok) {
      log(`reloaded rules from ${changed}`);
      return;
    }
    for (const issue of result.issues) {
      const { fileName, line, column } = issue.sourcePosition;
      log(`rules not reloaded: ${fileName}:${line}:${column} ${issue.description}`);
    }
  };
  const paths = [...new Set(sources.map((source) => source.path))];
  // Polling survives editors that save by renaming a new file over the old one.
  for (const path of paths)
    watchFile(path, { interval: 500, persistent: false }, (current, previous) => {
      if (current.mtimeMs !== previous.mtimeMs) reload(path);
    });
  return () => paths.forEach((path) => unwatchFile(path));
}
