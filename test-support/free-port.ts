import { spawnSync } from 'node:child_process';

/**
 * A TCP port on 127.0.0.1 that nothing listens on now, found synchronously (a
 * config file cannot await): a child process binds port 0 and prints what it got.
 * Tests use it so they never take the ports `npm start` and `npm run preview` serve.
 */
export function freePort(): number {
  const probe =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  const run = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8' });
  const port = Number(run.stdout);
  if (run.status !== 0 || !Number.isInteger(port) || port <= 0)
    throw new Error(`could not find a free port: ${run.stderr || run.stdout}`);
  return port;
}
