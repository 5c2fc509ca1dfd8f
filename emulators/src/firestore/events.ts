// Document events for v2 Firestore triggers in the Functions emulator, as Google's emulator sends
// them: binary-mode CloudEvents whose body is a base64 protobuf DocumentEventData (eventData.ts).
import { randomUUID } from 'node:crypto';
import {
  matchPathPattern,
  type EventTrigger,
  type FunctionsTriggers,
} from '../shared/functionsTriggers';
import type { Caller } from './auth';
import type { ProtoDocument } from './engine';
import { encodeDocumentEventData, type DocumentEventData } from './eventData';
import { fullName } from './paths';
import type { DocChange, Doc } from './store';
import { microsToTs, timestampToIso } from './values';
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
          const attributes: Record<string, string> = {
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
            ...(trigger.eventType.endsWith('.withAuthContext') ? authContext(caller) : {}),
          };
          const headers = Object.fromEntries(
            Object.entries(attributes).map(([name, value]) => [`ce-${name}`, value]),
          );
          const data = encodeDocumentEventData(eventData(database, change, kind));
          deliveries.push(
            triggers.deliver(trigger, {
              headers: { ...headers, 'Content-Type': 'application/protobuf' },
              body: Buffer.from(data).toString('base64'),
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

function protoDoc(database: string, path: string, doc: Doc): ProtoDocument {
  return {
    name: fullName(database, path),
    fields: doc.fields,
    createTime: microsToTs(doc.createTime),
    updateTime: microsToTs(doc.updateTime),
  };
}

function eventData(database: string, change: DocChange, kind: Kind): DocumentEventData {
  const data: DocumentEventData = {};
  if (change.after && kind !== 'deleted')
    data.value = protoDoc(database, change.path, change.after);
  if (change.before && kind !== 'created')
    data.oldValue = protoDoc(database, change.path, change.before);
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
