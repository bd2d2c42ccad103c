import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import {
  CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  HEADER_ONLY_DIRECTIVES,
} from './scripts/content-security-policy.ts';

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

// The graph reaches all of core/ through core/index.ts, though the first page uses little of it:
// the importers of tool lists and hosted catalogs serve only the import dialog (all but admission's
// words for a fix, which the first page's findings read: in a later script, the first would import
// it back), other runtimes' rules only the Runtimes and Turns views, the review's Markdown writer and
// its helpers only its export (app/document/review-export.ts), and findability only the review's
// Worker and its view; each loads later.
const LATER_ONLY =
  /[\\/]core[\\/](?:admission[\\/](?!what-to-change\.ts$)|tool-formats[\\/]|runtimes[\\/]|review[\\/](?:review-markdown[\w-]*|markdown-[\w-]+|findability[\w-]*|what-if-fix|miss-cause|own-name-query)\.ts$)/;

/**
 * Everything the first page imports without waiting (start.tsx and what it imports, not what it
 * loads later) goes into start.tsx's one script. Left to itself the bundler made some 25 small
 * scripts of the modules start.tsx shares with later views, and the page fetched them after
 * start.tsx in waves of six (one server, six connections), the Worker's script queued behind
 * them. What the page's entry imports itself stays in the entry's script.
 */
function firstPageChunk() {
  const entry = fileURLToPath(new URL('./app/main.tsx', import.meta.url));
  const start = fileURLToPath(new URL('./app/start.tsx', import.meta.url));
  let firstPage: Set<string> | null = null;
  const reach = (from: string, graph: ModuleGraph, into = new Set<string>()) => {
    const stack = [from];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (into.has(id)) continue;
      into.add(id);
      stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return into;
  };
  return (id: string, graph: ModuleGraph): string | null => {
    if (firstPage === null) {
      const ofEntry = reach(entry, graph);
      firstPage = new Set([...reach(start, graph)].filter((m) => !ofEntry.has(m)));
    }
    return firstPage.has(id) && !LATER_ONLY.test(id) ? 'start' : null;
  };
}

/**
 * When the port asked for (`npm start`: 5173, the README's address) is taken, Vite moves to the next
 * free one and prints it among its other lines; this says it plainly, with the address to open.
 */
function announceMovedPort(): Plugin {
  return {
    name: 'announce-moved-port',
    apply: 'serve',
    configureServer(server) {
      // Read now: Vite writes the port it ends up on back into its config once it listens.
      const wanted = server.config.server.port;
      server.httpServer?.once('listening', () => {
        const address = server.httpServer?.address();
        if (
          address === null ||
          typeof address !== 'object' ||
          wanted === undefined ||
          address.port === wanted
        )
          return;
        server.config.logger.warn(
          `\n  Port ${wanted} is in use, so the playground is served at http://${server.config.server.host ?? 'localhost'}:${address.port}/ instead.\n`,
        );
      });
    },
  };
}

// The playground must work offline: every asset, Monaco included, is bundled.
export default defineConfig({
  plugins: [react(), tailwindcss(), contentSecurityPolicy(), announceMovedPort()],
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 4096,
    // core/ runs nothing on import (its modules only declare): what no script uses is dropped, and
    // what only a later view uses goes with it, except what the first page's group takes (above).
    rolldownOptions: {
      treeshake: { moduleSideEffects: [{ test: /[\\/]core[\\/]/, sideEffects: false }] },
      output: {
        codeSplitting: { groups: [{ name: firstPageChunk(), includeDependenciesRecursively: false }] },
      },
    },
  },
  server: { host: '127.0.0.1' },
  // The built page is previewed under the same policy, sent as a header as a real server would.
  preview: {
    headers: { 'Content-Security-Policy': `${CONTENT_SECURITY_POLICY}; ${HEADER_ONLY_DIRECTIVES}` },
  },
});
