import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeDocumentEventData } from './eventData';

// firebase-functions' own decoder (its protos/compiledFirestore), which a v2 trigger runs on the
// bytes: what it reads back is what a function sees.
const require = createRequire(import.meta.url);
// Its package exports hide the file: find the package from its main entry.
const main = require.resolve('firebase-functions');
const functionsRoot = main.slice(0, main.lastIndexOf(`${path.sep}lib${path.sep}`));
const { google } = require(path.join(functionsRoot, 'protos/compiledFirestore.js')) as {
  google: {
    events: {
      cloud: {
        firestore: {
          v1: {
            DocumentEventData: { decode(b: Uint8Array): { toJSON(): Record<string, unknown> } };
          };
        };
      };
    };
  };
};
const decode = (bytes: Uint8Array) =>
  google.events.cloud.firestore.v1.DocumentEventData.decode(bytes).toJSON();

const name = 'projects/p/databases/(default)/documents/triggerTests/a';
const fields = {
  n: { integerValue: '42' },
  x: { doubleValue: 1.5 },
  s: { stringValue: 'ja: こんにちは' },
  b: { booleanValue: true },
  z: { nullValue: 'NULL_VALUE' },
  t: { timestampValue: { seconds: '1795561414', nanos: 5000 } },
  r: { referenceValue: 'projects/p/databases/(default)/documents/users/u1' },
  g: { geoPointValue: { latitude: 35.68, longitude: 139.76 } },
  a: { arrayValue: { values: [{ integerValue: '1' }, { stringValue: 'two' }] } },
  m: { mapValue: { fields: { inner: { stringValue: 'v' } } } },
};
const times = {
  createTime: { seconds: '1795561400', nanos: 0 },
  updateTime: { seconds: '1795561414', nanos: 525000000 },
};

describe('encodeDocumentEventData', () => {
  it('encodes an update that firebase-functions decodes to the same documents and mask', () => {
    const decoded = decode(
      encodeDocumentEventData({
        value: { name, fields, ...times },
        oldValue: { name, fields: { n: { integerValue: '41' } }, ...times },
        updateMask: { fieldPaths: ['n', 'x'] },
      }),
    );
    expect(decoded).toMatchObject({
      value: {
        name,
        fields: {
          n: { integerValue: '42' },
          s: { stringValue: 'ja: こんにちは' },
          z: { nullValue: 'NULL_VALUE' },
          t: { timestampValue: { seconds: '1795561414', nanos: 5000 } },
          g: { geoPointValue: { latitude: 35.68, longitude: 139.76 } },
          a: { arrayValue: { values: [{ integerValue: '1' }, { stringValue: 'two' }] } },
          m: { mapValue: { fields: { inner: { stringValue: 'v' } } } },
        },
        updateTime: { seconds: '1795561414', nanos: 525000000 },
      },
      oldValue: { fields: { n: { integerValue: '41' } } },
      updateMask: { fieldPaths: ['n', 'x'] },
    });
  });

  it('encodes a delete with only the old document', () => {
    const decoded = decode(encodeDocumentEventData({ oldValue: { name, fields, ...times } }));
    expect(decoded.value).toBeUndefined();
    expect(decoded).toMatchObject({ oldValue: { name } });
  });
});
