import { setFlagsFromString } from 'node:v8';
import { main } from './main.ts';
import { createNodeIo } from './node-io.ts';

// The thin entry: the real process's streams and files; everything else is main().

// One run reads one catalog and exits, so memory matters more than the last bit of speed:
// without this V8 lets the heap grow to several times what is live before collecting, and
// a large catalog's peak nearly doubles (docs/cli.md, "Limits").
// Set before anything is read, while the heap is still small.
setFlagsFromString('--optimize-for-size');

// A closed pipe (e.g. `| head`) ends the output quietly instead of with a stack trace.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});
const status = main(process.argv.slice(2), createNodeIo());
if (typeof status === 'number') process.exitCode = status;
else process.exitCode = await status;
