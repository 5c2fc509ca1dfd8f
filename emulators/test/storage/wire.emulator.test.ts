// Wire details of Google's Storage emulator that its own suites check (firebase-tools'
// scripts/storage-emulator-integration, run with `npm run conformance`), each pinned here so
// `npm test` keeps them: upload routing and protocol detection, upload status, decompressive
// transcoding, token rotation, GCS listing, copy and ACL answers, signed POST policy forms, and
// per-bucket rules.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { BUCKET, STORAGE_HOST, STORAGE_PORT, testFolder } from './backend';

const origin = `http://${STORAGE_HOST}:${STORAGE_PORT}`;
const folder = testFolder('wire');
const owner = { Authorization: 'Bearer owner' };
const v0 = (name?: string) =>
  `${origin}/v0/b/${BUCKET}/o${name === undefined ? '' : `/${encodeURIComponent(name)}`}`;
const gcs = `${origin}/storage/v1/b/${BUCKET}/o`;

async function startResumable(url: string, headers: Record<string, string> = owner) {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      ...headers,
      'X-Goog-Upload-Protocol': 'resumable',
      'X-Goog-Upload-Command': 'start',
    },
  });
  expect(res.status).toBe(200);
  return res.headers.get('x-goog-upload-url')!;
}

const command = (uploadUrl: string, cmd: string, body?: string, method = 'PUT') =>
  fetch(uploadUrl, {
    method,
    // Commands after the start need no credentials and no protocol header: the URL names the upload.
    headers: { 'X-Goog-Upload-Command': cmd, 'X-Goog-Upload-Offset': '0' },
    body,
  });

/** A raw GET that keeps Content-Encoding and Content-Length as the server sent them. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('Firebase (/v0) uploads', () => {
  it('a resumable upload may name its object in the path, and continue with PUT', async () => {
    const name = `${folder}/path-named.txt`;
    const uploadUrl = await startResumable(v0(name));
    expect((await command(uploadUrl, 'query')).headers.get('x-goog-upload-status')).toBe('active');
    expect((await command(uploadUrl, 'upload', 'hello')).status).toBe(200);
    const final = await command(uploadUrl, 'finalize');
    expect(final.status).toBe(200);
    expect(final.headers.get('x-goog-upload-status')).toBe('final');
    expect((await command(uploadUrl, 'query')).headers.get('x-goog-upload-status')).toBe('final');
    const media = await fetch(`${v0(name)}?alt=media`, { headers: owner });
    expect(await media.text()).toBe('hello');
  });

  it('a cancelled upload reports cancelled, cancels again with 200 and refuses finalize', async () => {
    const uploadUrl = await startResumable(v0(`${folder}/cancelled.txt`));
    expect((await command(uploadUrl, 'cancel')).status).toBe(200);
    expect((await command(uploadUrl, 'cancel')).status).toBe(200);
    expect((await command(uploadUrl, 'query')).headers.get('x-goog-upload-status')).toBe(
      'cancelled',
    );
    expect((await command(uploadUrl, 'finalize')).status).toBe(400);
    expect((await command(uploadUrl, 'finalize')).status).toBe(400);
  });

  it('a finalized upload cannot be cancelled; an unknown one is 404', async () => {
    const uploadUrl = await startResumable(v0(`${folder}/final.txt`));
    expect((await command(uploadUrl, 'upload, finalize', 'x')).status).toBe(200);
    expect((await command(uploadUrl, 'cancel')).status).toBe(400);
    const unknown = uploadUrl.replace(/upload_id=[^&]+/, 'upload_id=nope');
    expect((await command(unknown, 'cancel')).status).toBe(404);
  });

  it('an upload started signed out is judged at finalize: 403, final, and 403 again', async () => {
    const uploadUrl = await startResumable(v0(`${folder}/denied.txt`), {});
    const first = await command(uploadUrl, 'upload, finalize', 'x');
    expect(first.status).toBe(403);
    expect(first.headers.get('x-goog-upload-status')).toBe('final');
    expect((await command(uploadUrl, 'finalize')).status).toBe(403);
  });

  it('a multipart upload whose content type is not multipart/related is refused', async () => {
    const res = await fetch(`${v0()}?name=${folder}/bad`, {
      method: 'POST',
      headers: { ...owner, 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': 'foo' },
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Bad content type.');
  });

  it('a one-shot upload is stored inline, with every default field', async () => {
    const name = `${folder}/dir/someFile`;
    await fetch(`${v0()}?name=${name}`, { method: 'POST', headers: owner, body: 'hello world' });
    const metadata = (await (await fetch(v0(name), { headers: owner })).json()) as Record<
      string,
      unknown
    >;
    expect(metadata).toMatchObject({
      name,
      size: '11',
      metageneration: '1',
      contentEncoding: 'identity',
      contentDisposition: 'inline',
    });
    expect(metadata.downloadTokens).toEqual(expect.any(String));
  });

  it('deleting the last download token mints a new one', async () => {
    const name = `${folder}/tokens.txt`;
    await fetch(`${v0()}?name=${name}`, { method: 'POST', headers: owner, body: 'x' });
    const { downloadTokens: token } = (await (
      await fetch(v0(name), { headers: owner })
    ).json()) as { downloadTokens: string };
    const res = await fetch(`${v0(name)}?delete_token=${token}`, {
      method: 'POST',
      headers: owner,
    });
    const { downloadTokens } = (await res.json()) as { downloadTokens: string };
    expect(downloadTokens.split(',')).toHaveLength(1);
    expect(downloadTokens).not.toBe(token);
  });
});

describe('gzip objects (decompressive transcoding)', () => {
  const name = `${folder}/gzipped.txt`;
  const contents = Buffer.from('hello world, '.repeat(20));

  it('are served unzipped, without a length, to a client that does not accept gzip', async () => {
    await fetch(`${origin}/upload/storage/v1/b/${BUCKET}/o?uploadType=media&name=${name}`, {
      method: 'POST',
      headers: { ...owner, 'Content-Type': 'text/plain' },
      body: gzipSync(contents),
    });
    await fetch(`${gcs}/${encodeURIComponent(name)}`, {
      method: 'PATCH',
      headers: { ...owner, 'Content-Type': 'application/json' },
      body: JSON.stringify({ contentEncoding: 'gzip' }),
    });
    const plain = await rawGet(`${v0(name)}?alt=media`, owner);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBeUndefined();
    expect(plain.body.equals(contents)).toBe(true);
  });

  it('are served as stored to a client that accepts gzip', async () => {
    const zipped = await rawGet(`${v0(name)}?alt=media`, { ...owner, 'Accept-Encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body.equals(contents)).toBe(false);
  });
});

describe('GCS JSON API', () => {
  const upload = (name: string, body = 'x', extra: Record<string, string> = {}) =>
    fetch(`${origin}/upload/storage/v1/b/${BUCKET}/o?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { ...owner, ...extra },
      body,
    });

  it('takes the upload protocol from X-Goog-Upload-Protocol', async () => {
    const boundary = 'b1d5';
    const body =
      `--${boundary}\r\ncontent-type: application/json\r\n\r\n{"name":"${folder}/by-header"}\r\n` +
      `--${boundary}\r\ncontent-type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`;
    const res = await fetch(`${origin}/upload/storage/v1/b/${BUCKET}/o`, {
      method: 'POST',
      headers: {
        ...owner,
        'Content-Type': `multipart/related; boundary=${boundary}`,
        'X-Goog-Upload-Protocol': 'multipart',
      },
      body,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { name: string }).name).toBe(`${folder}/by-header`);
  });

  it('leaves prefixes out of a listing without folders', async () => {
    await upload(`${folder}/list/a`);
    const res = await fetch(`${gcs}?prefix=${encodeURIComponent(`${folder}/list/`)}`, {
      headers: owner,
    });
    const listing = (await res.json()) as { items: unknown[]; prefixes?: unknown };
    expect(listing.items).toHaveLength(1);
    expect('prefixes' in listing).toBe(false);
  });

  it('a copy stores null custom metadata values as empty strings', async () => {
    await upload(`${folder}/copy-source`);
    const res = await fetch(
      `${gcs}/${encodeURIComponent(`${folder}/copy-source`)}/copyTo/b/${BUCKET}/o/${encodeURIComponent(`${folder}/copy-dest`)}`,
      {
        method: 'POST',
        headers: { ...owner, 'Content-Type': 'application/json' },
        body: JSON.stringify({ metadata: { foo: 'bar', nullMetadata: null } }),
      },
    );
    expect(((await res.json()) as { metadata: unknown }).metadata).toEqual({
      foo: 'bar',
      nullMetadata: '',
    });
  });

  it('refuses a rewrite token with 501: every rewrite completes at once', async () => {
    await upload(`${folder}/rewrite-source`);
    const res = await fetch(
      `${gcs}/${encodeURIComponent(`${folder}/rewrite-source`)}/rewriteTo/b/${BUCKET}/o/x?rewriteToken=foo`,
      { method: 'POST', headers: owner },
    );
    expect(res.status).toBe(501);
  });

  it("answers makePublic() with the ACL resource Google's emulator returns", async () => {
    const name = `${folder}/public`;
    await upload(name);
    const res = await fetch(`${gcs}/${encodeURIComponent(name)}/acl`, {
      method: 'POST',
      headers: { ...owner, 'Content-Type': 'application/json' },
      body: JSON.stringify({ entity: 'allUsers', role: 'READER' }),
    });
    const acl = (await res.json()) as Record<string, string>;
    expect(acl).toMatchObject({
      kind: 'storage#objectAccessControl',
      object: name,
      bucket: BUCKET,
      entity: 'allUsers',
      role: 'READER',
      id: `${BUCKET}/${name}/${acl.generation}/allUsers`,
      selfLink: `${origin}/storage/v1/b/${BUCKET}/o/${encodeURIComponent(name)}/acl/allUsers`,
    });
  });

  it('stores a form posted to a signed POST policy, with its fields as metadata', async () => {
    const name = `${folder}/posted.txt`;
    const boundary = 'policy-boundary';
    const field = (key: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`;
    const body =
      field('key', name) +
      field('Content-Type', 'text/plain') +
      field('Cache-Control', 'public, max-age=60') +
      field('x-goog-meta-color', 'blue') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f"\r\n` +
      `Content-Type: text/plain\r\n\r\nhello world\r\n--${boundary}--\r\n`;
    const post = (headers: Record<string, string> = {}) =>
      fetch(`${origin}/${BUCKET}`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        body,
      });
    // Decision 042: the signature goes unchecked, so only the admin's form is taken.
    expect((await post()).status).toBe(401);
    expect((await fetch(`${gcs}/${encodeURIComponent(name)}`, { headers: owner })).status).toBe(
      404,
    );
    expect((await post(owner)).status).toBe(204);
    const metadata = (await (
      await fetch(`${gcs}/${encodeURIComponent(name)}`, { headers: owner })
    ).json()) as Record<string, unknown>;
    expect(metadata).toMatchObject({
      contentType: 'text/plain',
      cacheControl: 'public, max-age=60',
      metadata: { color: 'blue' },
      size: '11',
    });
  });
});

describe('rules per bucket (deploy targets)', () => {
  const setRules = (files: unknown[]) =>
    fetch(`${origin}/internal/setRules`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files } }),
    });
  const rules = (allow: boolean) =>
    `rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o {\n    match /{all=**} { allow read: if ${allow}; }\n  }\n}\n`;

  afterAll(async () => {
    // Later suites expect the project's own rules, which the stack loaded at start.
    const content = readFileSync(new URL('../../../storage.rules', import.meta.url), 'utf8');
    expect((await setRules([{ name: 'storage.rules', content }])).status).toBe(200);
  });

  it('each bucket follows the rules named for it', async () => {
    const other = `other-${randomUUID().slice(0, 8)}.appspot.com`;
    const name = `${folder}/per-bucket`;
    for (const bucket of [BUCKET, other])
      await fetch(`${origin}/v0/b/${bucket}/o?name=${name}`, {
        method: 'POST',
        headers: owner,
        body: 'x',
      });
    const loaded = await setRules([
      { name: 'open.rules', content: rules(true), resource: BUCKET },
      { name: 'closed.rules', content: rules(false), resource: other },
    ]);
    expect(loaded.status).toBe(200);
    const read = (bucket: string) =>
      fetch(`${origin}/v0/b/${bucket}/o/${encodeURIComponent(name)}`).then((r) => r.status);
    expect(await read(BUCKET)).toBe(200);
    expect(await read(other)).toBe(403);
  });
});
