import { main } from './main.ts';
import { createNodeIo } from './node-io.ts';

// The thin entry: the real process's streams and files; everything else is main().

// A closed pipe (e.g. `| head`) ends the output quietly instead of with a stack trace.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});
process.exitCode = main(process.argv.slice(2), createNodeIo());
