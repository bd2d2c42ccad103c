import { spawn } from 'node:child_process';

interface PreviewServer {
  base: string;
  stop: () => void;
}

/** `vite preview` of dist/ on a port of its own, for the benchmarks; resolves once it answers. */
export async function startPreview(port: number): Promise<PreviewServer> {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(
    'npx',
    ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { stdio: 'ignore', detached: true },
  );
  const stop = () => {
    if (server.pid) process.kill(-server.pid);
  };
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(base)).ok) return { base, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error('vite preview did not start');
}
