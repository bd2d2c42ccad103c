/**
 * The longest text the plain area takes. Chromium lays a text area's whole text out
 * at once: 7,500 characters (the default page's) took 18–47 ms here, 105,000 (100
 * tools) 140–230 ms and 323,000 (300 tools) 400–500 ms, all of it on the way to the
 * first index of a link or of kept work. Past this the editor pane says it is loading
 * until Monaco, which lays out only the lines in view, takes over.
 */
export const PLAIN_AREA_MAX_CHARS = 20_000;
