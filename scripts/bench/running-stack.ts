// A stack that is already up (npm test's, or `npm run emulators` in another terminal), as the
// benchmarks that measure through one find it: its environment from SPACES_PORT_OFFSET, its
// processes by the ports they listen on, and the reads its Firestore emulator counts.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { portsFor } from '../ports';
import { PROJECT_ID, stackEnv, type Stack } from '../stack';

/**
 * The stack at `offset`. Its `pids` are the processes that listen on its ports (our emulators,
 * firebase-tools), whose descendants are the rest of it (the Functions emulator's workers), as
 * startStack's are. Stopping it is for whoever started it: `stop` does nothing.
 */
export function runningStack(offset = Number(process.env.SPACES_PORT_OFFSET ?? 0)): Stack {
  const ports = portsFor(offset);
  const pids = listeners(new Set(Object.values(ports)));
  if (pids.length === 0)
    throw new Error(`no stack listens at SPACES_PORT_OFFSET=${offset}: start one first`);
  const env = stackEnv(ports);
  return {
    ports,
    dataDir: null,
    env,
    hostingOrigin: env.SPACES_HOSTING_ORIGIN!,
    pids,
    stop: () => Promise.resolve(),
  };
}

function read(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** The processes with a listening TCP socket on one of `ports` (Linux: /proc). */
function listeners(ports: ReadonlySet<number>): number[] {
  const sockets = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    // "sl local_address rem_address st … inode": the port is hex after the colon; 0A is LISTEN.
    for (const line of (read(table) ?? '').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const port = parseInt(fields[1]?.split(':')[1] ?? '', 16);
      if (fields[3] === '0A' && ports.has(port) && fields[9]) sockets.add(fields[9]);
    }
  }
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${name}/fd`);
    } catch {
      continue; // ended, or not ours to look at
    }
    const holds = fds.some((fd) => {
      try {
        const socket = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${name}/fd/${fd}`))?.[1];
        return socket !== undefined && sockets.has(socket);
      } catch {
        return false; // closed meanwhile
      }
    });
    if (holds) pids.push(Number(name));
  }
  return pids;
}

/** The Firestore emulator's count of document reads since it was last reset (GET …:documentReads). */
export async function documentReads(env: Record<string, string>, reset = false): Promise<number> {
  const endpoint = `http://${env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}/databases/(default):documentReads`;
  const response = await fetch(endpoint, { method: reset ? 'DELETE' : 'GET' });
  if (!response.ok) throw new Error(`${endpoint} answered ${response.status}`);
  return ((await response.json()) as { documentReads: number }).documentReads;
}
