// The light declaration of a document path's trigger is the one `onDocumentWritten` would make,
// and a write delivered to it reaches its handlers through the Firestore provider, loaded then.
import './globalOptions';
import { getApps, initializeApp } from 'firebase-admin/app';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TRIGGER_OPTIONS, documentTrigger } from './documentTrigger';
import type { DocumentWrite, WriteHandler } from './triggers';

const PATH = 'spaces/{spaceId}/boards/{boardId}';

describe('a document path’s trigger', () => {
  it('declares exactly what onDocumentWritten declares', () => {
    const light = documentTrigger('onBoardWritten', PATH, []);
    const sdk = onDocumentWritten({ ...DOCUMENT_TRIGGER_OPTIONS, document: PATH }, () => undefined);
    expect(light.__endpoint).toEqual(sdk.__endpoint);
    // The comparison sees what matters: the region, the scaling and the document.
    expect(light.__endpoint).toMatchObject({
      region: ['asia-northeast1'],
      maxInstances: 10,
      eventTrigger: { eventFilterPathPatterns: { document: PATH }, retry: true },
    });
    expect('__requiredAPIs' in light).toBe(false);
  });

  it('hands a delivered write, parsed by the Firestore provider, to its handlers', async () => {
    if (getApps().length === 0) initializeApp({ projectId: 'demo-unit' });
    const seen: DocumentWrite<{ spaceId: string; boardId: string }>[] = [];
    const handler: WriteHandler<{ spaceId: string; boardId: string }> = {
      name: 'record',
      on: ['updated'],
      load: () =>
        Promise.resolve((write: DocumentWrite<{ spaceId: string; boardId: string }>) => {
          seen.push(write);
          return Promise.resolve();
        }),
    };
    const trigger = documentTrigger('onBoardWritten', PATH, [handler]);
    const name = 'projects/demo-unit/databases/(default)/documents/spaces/s1/boards/b1';
    const at = new Date().toISOString();
    const doc = (title: string) => ({
      name,
      fields: { title: { stringValue: title } },
      createTime: at,
      updateTime: at,
    });
    await trigger({
      specversion: '1.0',
      id: 'event-1',
      source: '//firestore.googleapis.com/projects/demo-unit/databases/(default)',
      type: 'google.cloud.firestore.document.v1.written',
      time: at,
      project: 'demo-unit',
      database: '(default)',
      namespace: '(default)',
      document: 'spaces/s1/boards/b1',
      datacontenttype: 'application/json',
      data: { value: doc('After'), oldValue: doc('Before') },
    });
    expect(seen).toEqual([
      {
        params: { spaceId: 's1', boardId: 'b1' },
        before: { title: 'Before' },
        after: { title: 'After' },
      },
    ]);
  });
});
