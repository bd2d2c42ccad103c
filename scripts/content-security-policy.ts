import type { Plugin } from 'vite';

/**
 * The page's Content-Security-Policy: everything from its own origin, nothing
 * inline but styles, no eval, no remote origin. Scenario text is untrusted and
 * is only ever rendered as text; this is the second line of defence should that
 * ever slip, and it keeps the offline promise (nothing may be fetched from
 * elsewhere).
 *
 * The one exception is `style-src 'unsafe-inline'`: Monaco writes its theme and
 * per-editor rules into `<style>` elements it creates at run time, and renders
 * view lines as markup carrying `style` attributes (measured: 680 violations in
 * the CSP spec without it, all from the editor's chunk); without it the editor loses
 * its colours and layout. Inline scripts stay forbidden, so a style cannot run code.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
].join('; ');

/** Directives only a response header can carry (a `<meta>` policy ignores them). */
export const HEADER_ONLY_DIRECTIVES = "frame-ancestors 'none'";

/**
 * Adds the policy to the built index.html as a `<meta http-equiv>`, so it holds
 * wherever dist/ is served. Only the build: the dev server injects inline
 * scripts for hot reload, which this policy would rightly refuse.
 */
export function contentSecurityPolicy(): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
        injectTo: 'head-prepend',
      },
    ],
  };
}
