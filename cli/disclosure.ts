import { setFlagsFromString } from 'node:v8';
import { main } from './main.ts';
import { createNodeIo } from './node-io.ts';

// The thin entry: the real process's streams and files; everything else is main().

// One run reads one catalog and exits, so memory matters more than the last bit of speed:
// without this V8 lets the heap grow to several times what is live before collecting, and
// a large catalog's peak nearly doubles (docs/cli.md, "Limits").
// Set before anything is read, while the heap is still small.
setFlagsFromString('--optimize-for-size');

// A closed pipe (e.g. `| head`) ends the output quietly; any other failure to write (a full disk)
// is said in one line with exit status 2, as any input that cannot be used is, never with a stack trace.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(0);
  failed(`cannot write the output: ${writeError(err)}`);
});

/** Ends the run with status 2 and one line on standard error. */
function failed(message: string): never {
  try {
    process.stderr.write(`disclosure: ${message}\n`);
  } finally {
    process.exit(2);
  }
}

function writeError(err: NodeJS.ErrnoException): string {
  if (err.code === 'ENOSPC') return 'no space left on the device (ENOSPC)';
  return err.code ? `${err.message.split(',')[0]} (${err.code})` : err.message;
}

// A fault of the command itself is status 2 too: 1 means findings to a CI gate (`report --fail-on`).
try {
  const status = main(process.argv.slice(2), createNodeIo());
  process.exitCode = typeof status === 'number' ? status : await status;
} catch (err) {
  const errno = err as NodeJS.ErrnoException;
  if (errno.syscall === 'write') {
    if (errno.code === 'EPIPE') process.exit(0);
    failed(`cannot write the output: ${writeError(errno)}`);
  }
  failed(`internal error: ${err instanceof Error ? err.message : String(err)}`);
}
