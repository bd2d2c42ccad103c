import { MAX_CAPABILITY_SEGMENT_BYTES, MAX_PROVIDER_NAME_BYTES } from './limits.ts';
import { utf8Length } from './text/utf8-length.ts';

/** Id rules of the host API (DISCLOSURE.md §1). Each check returns an error text or null. */

const CAPABILITY_SHAPE = "must be '<extension>.<capability>[.<sub>...]'";
const SEGMENT_CHARS = /^[a-z0-9_-]*$/;
const SEGMENT_START = /^[a-z0-9]/;
const PROVIDER_CHARS = /^[A-Za-z0-9_-]*$/;

export function validateCapabilityId(id: string): string | null {
  if (id.length === 0 || !id.includes('.')) return `invalid capability id '${id}': ${CAPABILITY_SHAPE}`;
  const segments = id.split('.');
  if (segments.some((s) => s.length === 0)) {
    return `invalid capability id '${id}': empty dot segments are not allowed`;
  }
  for (const segment of segments) {
    // Per-segment reasons quote the offending segment, not the whole id.
    if (utf8Length(segment) > MAX_CAPABILITY_SEGMENT_BYTES) {
      return `invalid capability id '${segment}': must be at most ${MAX_CAPABILITY_SEGMENT_BYTES} bytes`;
    }
    if (!SEGMENT_START.test(segment)) {
      return `invalid capability id '${segment}': must start with lowercase ASCII letter or digit`;
    }
    if (!SEGMENT_CHARS.test(segment)) {
      return `invalid capability id '${segment}': only lowercase ASCII letters, digits, '_', '-', and '.' are allowed`;
    }
  }
  return null;
}

/** The provider (wire) name rule; used for definitions and for names the model emits. */
export function validateProviderName(name: string): string | null {
  if (name.length === 0) return `invalid provider_tool_name id '${name}': must not be empty`;
  // Checked in bytes before the character set, so a long non-ASCII name reports its length.
  if (utf8Length(name) > MAX_PROVIDER_NAME_BYTES) {
    return `invalid provider_tool_name id '${name}': must be at most ${MAX_PROVIDER_NAME_BYTES} bytes`;
  }
  if (!PROVIDER_CHARS.test(name)) {
    return `invalid provider_tool_name id '${name}': only ASCII letters, digits, '_', and '-' are allowed`;
  }
  return null;
}

const EXTERNAL_PREFIX = 'external_tool.';

/** A capability id as a wire name: `external_tool.` ids keep their rest, others turn `.` into `__`. */
export function encodeCapabilityId(id: string): string {
  if (id.startsWith(EXTERNAL_PREFIX)) return id.slice(EXTERNAL_PREFIX.length);
  return id.replaceAll('.', '__');
}
