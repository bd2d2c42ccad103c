import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  HEADER_ONLY_DIRECTIVES,
} from './scripts/content-security-policy.ts';

// The playground must work offline: every asset, Monaco included, is bundled.
export default defineConfig({
  plugins: [react(), tailwindcss(), contentSecurityPolicy()],
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 4096,
    // core/ runs nothing on import (its modules only declare): each of its modules can then go to the
    // script that uses it, rather than all of them with the first page because core/index.ts names them.
    rolldownOptions: { treeshake: { moduleSideEffects: [{ test: /[\\/]core[\\/]/, sideEffects: false }] } },
  },
  server: { host: '127.0.0.1' },
  // The built page is previewed under the same policy, sent as a header as a real server would.
  preview: {
    headers: { 'Content-Security-Policy': `${CONTENT_SECURITY_POLICY}; ${HEADER_ONLY_DIRECTIVES}` },
  },
});
