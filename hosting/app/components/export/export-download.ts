// The browser's side of an export: ask exportSpace to write the file into the owner's private
// exports folder, then download it through the Storage SDK (a download URL that the rules give
// the owner alone) with its progress, and hand it over as a file.
import { exportSpace, type ExportColumns, type ExportFormat } from '@spaces/contracts';
import { getDownloadURL, ref } from 'firebase/storage';
import { call } from '../../lib/call';
import { signedInFunctions } from '../../lib/callables';
import { browserStorage } from '../../lib/firebase.client';
import { saveFile } from '../../lib/save-file';

export type ExportProgress =
  { phase: 'preparing' } | { phase: 'downloading'; received: number; total: number };

/** Thrown when the file was made but its bytes did not arrive; the call itself throws CallError. */
export class DownloadError extends Error {}

async function download(
  url: string,
  total: number,
  onProgress: (progress: ExportProgress) => void,
): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new DownloadError(`HTTP ${response.status}`);
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress({ phase: 'downloading', received, total });
  }
  return new Blob(chunks, { type });
}

/** Makes the export and saves it; answers the file's name. */
export async function exportAndSave(
  slug: string,
  format: ExportFormat,
  columns: ExportColumns,
  onProgress: (progress: ExportProgress) => void,
): Promise<string> {
  onProgress({ phase: 'preparing' });
  const made = await call(await signedInFunctions(), exportSpace, { slug, format, columns });
  onProgress({ phase: 'downloading', received: 0, total: made.bytes });
  let url: string;
  try {
    url = await getDownloadURL(ref(await browserStorage(), made.path));
  } catch (error) {
    throw new DownloadError(String(error));
  }
  const blob = await download(url, made.bytes, onProgress).catch((error: unknown) => {
    throw error instanceof DownloadError ? error : new DownloadError(String(error));
  });
  const name = made.path.split('/').at(-1) ?? `${slug}.${format}`;
  saveFile(blob, name);
  return name;
}
