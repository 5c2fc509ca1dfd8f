// Document events for v2 Firestore triggers in the Functions emulator, as structured CloudEvents
// with a JSON DocumentEventData payload (firebase-functions parses it with datacontenttype JSON).
import { randomUUID } from 'node:crypto';
import {
  matchPathPattern,
  type EventTrigger,
  type FunctionsTriggers,
} from '../shared/functionsTriggers';
import type { Caller } from './auth';
import { fullName } from './paths';
import type { DocChange, Doc } from './store';
import { microsToTs, timestampToIso, toJsonFields } from './values';
import { sameFields } from './writes';

const PREFIX = 'google.cloud.firestore.document.v1.';

type Kind = 'created' | 'updated' | 'deleted' | 'written';

function kindsOf(change: DocChange): Kind[] {
  if (!change.before && change.after) return ['created', 'written'];
  if (change.before && !change.after) return ['deleted', 'written'];
  if (change.before && change.after) return ['updated', 'written'];
  return [];
}

function triggerMatches(trigger: EventTrigger, databaseId: string, path: string): boolean {
  const f = trigger.eventFilters;
  if (f.database && f.database !== databaseId) return false;
  if (f.namespace && f.namespace !== '(default)') return false;
  if (f.document !== undefined) return f.document.replace(/^\/+/, '') === path;
  const pattern = trigger.eventFilterPathPatterns.document;
  return pattern !== undefined && matchPathPattern(pattern, path) !== null;
}

/** Queues delivery of every event one commit raised; never blocks or fails the commit. */
export function dispatchEvents(
  triggers: FunctionsTriggers,
  database: string,
  changes: DocChange[],
  commitTime: bigint,
  caller: Caller,
): void {
  if (!triggers.enabled || changes.length === 0) return;
  triggers.dispatch(async () => {
    const all = await triggers.list();
    if (all.length === 0) return;
    const [, project = '', , databaseId = '(default)'] = database.split('/');
    const time = timestampToIso(microsToTs(commitTime));
    const deliveries: Array<Promise<void>> = [];
    for (const change of changes) {
      for (const kind of kindsOf(change)) {
        for (const trigger of all) {
          const base = trigger.eventType.replace(/\.withAuthContext$/, '');
          if (base !== PREFIX + kind || !triggerMatches(trigger, databaseId, change.path)) continue;
          const event = {
            specversion: '1.0',
            id: randomUUID(),
            source: `//firestore.googleapis.com/projects/${project}/databases/${databaseId}`,
            type: trigger.eventType,
            time,
            subject: `documents/${change.path}`,
            project,
            database: databaseId,
            namespace: '(default)',
            document: change.path,
            datacontenttype: 'application/json',
            ...(trigger.eventType.endsWith('.withAuthContext') ? authContext(caller) : {}),
            data: eventData(database, change, kind),
          };
          deliveries.push(
            triggers.deliver(trigger, {
              headers: { 'Content-Type': 'application/cloudevents+json; charset=utf-8' },
              body: JSON.stringify(event),
            }),
          );
        }
      }
    }
    const failures = (await Promise.allSettled(deliveries)).filter((r) => r.status === 'rejected');
    if (failures[0]?.status === 'rejected') throw failures[0].reason;
  });
}

function authContext(caller: Caller): { authtype: string; authid: string } {
  if (caller.admin) return { authtype: 'service_account', authid: '' };
  if (!caller.auth) return { authtype: 'unauthenticated', authid: '' };
  return { authtype: 'unknown', authid: caller.auth.uid };
}

function jsonDoc(database: string, path: string, doc: Doc) {
  return {
    name: fullName(database, path),
    fields: toJsonFields(doc.fields),
    createTime: timestampToIso(microsToTs(doc.createTime)),
    updateTime: timestampToIso(microsToTs(doc.updateTime)),
  };
}

function eventData(database: string, change: DocChange, kind: Kind) {
  const data: Record<string, unknown> = {};
  if (change.after && kind !== 'deleted') data.value = jsonDoc(database, change.path, change.after);
  if (change.before && kind !== 'created')
    data.oldValue = jsonDoc(database, change.path, change.before);
  if (change.before && change.after) {
    data.updateMask = { fieldPaths: changedFields(change.before, change.after) };
  }
  return data;
}

/** Top-level fields whose value differs (added, removed or changed). */
function changedFields(before: Doc, after: Doc): string[] {
  const keys = new Set([...Object.keys(before.fields), ...Object.keys(after.fields)]);
  return [...keys].filter((k) => {
    const a = before.fields[k];
    const b = after.fields[k];
    return !a || !b || !sameFields({ k: a }, { k: b });
  });
}
