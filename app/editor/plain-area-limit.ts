/**
 * The longest text the plain area takes. Chromium lays a text area's whole text out
 * at once, in time that grows with its length, all of it on the way to the first
 * index of a link or of kept work; the default page's text stays well under this
 * (docs/performance.md, "The first page"). Past this the editor pane says it is loading
 * until Monaco, which lays out only the lines in view, takes over.
 */
export const PLAIN_AREA_MAX_CHARS = 20_000;
