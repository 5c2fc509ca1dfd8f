// How the editor's icon picker loads icons: from our own endpoint, and from Iconify's public API
// only when ours has not answered within 1.5 s (or failed). The fallback is logged to the console
// for us, never shown: the owner still gets the icons.
export interface IconsResponse {
  prefix: string;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  width?: number;
  height?: number;
  not_found?: string[];
}

export const OWN_ENDPOINT_TIMEOUT_MS = 1_500;
const PUBLIC_API = 'https://api.iconify.design';

const query = (set: string, names: readonly string[]) =>
  `/${encodeURIComponent(set)}.json?icons=${names.map(encodeURIComponent).join(',')}`;

async function getJson(url: string, signal: AbortSignal, fetcher: typeof fetch) {
  const response = await fetcher(url, { signal });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as IconsResponse;
}

export async function loadIcons(
  set: string,
  names: readonly string[],
  fetcher: typeof fetch = fetch,
): Promise<IconsResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), OWN_ENDPOINT_TIMEOUT_MS);
  try {
    return await getJson(`/api/icons${query(set, names)}`, controller.signal, fetcher);
  } catch (error) {
    console.warn('icons: our endpoint failed, using the public Iconify API', set, error);
  } finally {
    clearTimeout(timer);
  }
  return getJson(`${PUBLIC_API}${query(set, names)}`, new AbortController().signal, fetcher);
}
