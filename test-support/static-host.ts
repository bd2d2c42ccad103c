import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

export interface StaticHost {
  /** The folder's address, ending in "/". */
  url: string;
  /** Every path the host was asked for, in order. */
  requested: string[];
  close(): Promise<void>;
}

/**
 * A plain static host, as GitHub Pages or any file server is: `folder` under `prefix`
 * ("/x/y/"), a directory answered by its index.html, nothing else, no headers of the
 * page's own (no Content-Security-Policy), 404 for anything outside the prefix.
 */
export function hostFolder(folder: string, prefix: string): Promise<StaticHost> {
  const requested: string[] = [];
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    requested.push(path);
    if (!path.startsWith(prefix)) return void res.writeHead(404).end();
    const relative = normalize(path.slice(prefix.length) || 'index.html').replace(/^(\.\.[/\\])+/, '');
    const file = join(folder, relative.endsWith('/') ? `${relative}index.html` : relative);
    void stat(file)
      .then((s) => (s.isFile() ? readFile(file) : Promise.reject(new Error('not a file'))))
      .then(
        (body) =>
          res
            .writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' })
            .end(body),
        () => res.writeHead(404).end(),
      );
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({
        url: `http://127.0.0.1:${port}${prefix}`,
        requested,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
