import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import {
  CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  HEADER_ONLY_DIRECTIVES,
} from './scripts/content-security-policy.ts';
import { type ModuleGraph, staticallyReached } from './scripts/first-page-modules.ts';

/**
 * Everything the first page imports without waiting (start.tsx and what it imports, not what it
 * loads later) goes into start.tsx's one script. Through core/index.ts the graph reaches all of
 * core, though the first page uses a few of its exports: only the files behind the names a page
 * module imports are followed (scripts/first-page-modules.ts), and the rest of core goes with the
 * later views and Workers that use it. Left to itself the bundler made some 25 small
 * scripts of the modules start.tsx shares with later views, and the page fetched them after
 * start.tsx in waves of six (one server, six connections), the Worker's script queued behind
 * them. What the page's entry imports itself stays in the entry's script.
 */
function firstPageChunk() {
  const entry = fileURLToPath(new URL('./app/main.tsx', import.meta.url));
  const start = fileURLToPath(new URL('./app/start.tsx', import.meta.url));
  let firstPage: Set<string> | null = null;
  return (id: string, graph: ModuleGraph): string | null => {
    if (firstPage === null) {
      const ofEntry = staticallyReached(entry, graph);
      firstPage = new Set([...staticallyReached(start, graph)].filter((m) => !ofEntry.has(m)));
    }
    return firstPage.has(id) ? 'start' : null;
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
  // Every URL the built page asks for is relative to the page, so the same dist/ works at a
  // domain's root, under any sub-path (a GitHub project page) and from `disclosure serve`
  // (docs/hosting.md).
  base: './',
  plugins: [react(), tailwindcss(), contentSecurityPolicy(), announceMovedPort()],
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    // Tailwind 4's own floor (its compatibility page): older browsers miss the styles anyway, so no
    // colour fallbacks are written for them.
    cssTarget: ['chrome111', 'safari16.4', 'firefox128'],
    chunkSizeWarningLimit: 4096,
    // Every browser the build targets preloads modules itself; the polyfill only weighed on the first script.
    modulePreload: { polyfill: false },
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
