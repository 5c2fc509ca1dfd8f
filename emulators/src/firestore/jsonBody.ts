// A request body read whole and parsed as JSON, whatever its content type (rules-unit-testing
// sends JSON as text/plain); an empty body is {}. Each caller words its own 400 through `invalid`.
import type { IncomingMessage } from 'node:http';

export async function readJsonBody(req: IncomingMessage, invalid: () => Error): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    throw invalid();
  }
}
