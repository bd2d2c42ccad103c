import { readFile, realpath } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.gz': 'application/gzip',
};

/**
 * Serves a file of the built playground; nothing outside `root` is reachable,
 * whatever the path says or a link placed in `root` points at.
 */
export async function sendStatic(root: string, pathname: string, head: boolean, res: ServerResponse) {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    res.writeHead(400).end();
    return;
  }
  const relative = normalize(decoded === '/' ? '/index.html' : decoded).replace(/^[/\\]+/, '');
  const path = join(root, relative);
  if (!path.startsWith(root.endsWith(sep) ? root : root + sep) || relative.includes('\0')) {
    res.writeHead(404).end();
    return;
  }
  try {
    // Where the path really leads, links followed, must still be under the root, itself read the same way.
    const [real, realRoot] = await Promise.all([realpath(path), realpath(root)]);
    if (!real.startsWith(realRoot.endsWith(sep) ? realRoot : realRoot + sep)) throw new Error('outside');
    const body = await readFile(real);
    res.writeHead(200, {
      'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control': 'no-cache',
    });
    res.end(head ? undefined : body);
  } catch {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
  }
}
