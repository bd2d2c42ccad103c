import { validateCapabilityId } from '../ids.ts';
import { trimWhiteSpace } from '../text/text.ts';
import { utf8Length } from '../text/utf8-length.ts';
import { hasControlCharacter } from './control-characters.ts';
import { ADMISSION_LIMITS, HOSTED_MCP_PREFIX } from './limits.ts';
import type { AdmissionError } from './types.ts';

type ExtensionIdResult = { ok: true; extensionId: string } | { ok: false; error: AdmissionError };

function registrationError(cause: string, message: string): ExtensionIdResult {
  return { ok: false, error: { stage: 'registration', cause, message } };
}

/** MCP-ADMISSION.md §1: the user's registration id becomes `mcp-<id>`, or the first rule it breaks. */
export function deriveExtensionId(raw: string): ExtensionIdResult {
  // §1.1: trimming uses Unicode White_Space, so a leading "\n" or U+0085 is trimmed, not refused.
  const trimmed = trimWhiteSpace(raw);
  const lifecycle = (reason: string) =>
    registrationError('invalid_registration_id', `invalid lifecycle_package id '${raw}': ${reason}`);
  if (trimmed.length === 0) return lifecycle('lifecycle package id must not be empty');
  // The length limit applies to the untrimmed input.
  if (utf8Length(raw) > ADMISSION_LIMITS.maxRegistrationIdBytes)
    return lifecycle(`lifecycle package id must be at most ${ADMISSION_LIMITS.maxRegistrationIdBytes} bytes`);
  if (hasControlCharacter(trimmed))
    return lifecycle('lifecycle package id must not contain NUL/control characters');

  // §1.2: the prefix check is case-sensitive.
  if (trimmed.startsWith(HOSTED_MCP_PREFIX)) {
    return registrationError(
      'reserved_mcp_prefix',
      `invalid hosted_mcp_extension_id id '${trimmed}': desired id must not include the reserved mcp- prefix`,
    );
  }

  const extensionId = HOSTED_MCP_PREFIX + trimmed;
  const reason = nameSegmentProblem(extensionId);
  if (reason !== null)
    return registrationError('invalid_extension_id', `invalid extension id '${extensionId}': ${reason}`);

  // §1.4: the manifest's template capability checks every dot segment's first byte.
  const template = validateCapabilityId(`${extensionId}.mcp_server`);
  if (template !== null) return registrationError('invalid_template_capability_id', template);
  return { ok: true, extensionId };
}

/** §1.3: the name-segment checks in upstream's order; dots are allowed, `..` and empty segments are not. */
function nameSegmentProblem(id: string): string | null {
  if (id.length === 0) return 'must not be empty';
  if (utf8Length(id) > ADMISSION_LIMITS.maxExtensionIdBytes)
    return `must be at most ${ADMISSION_LIMITS.maxExtensionIdBytes} bytes`;
  if (!/^[a-z0-9]/.test(id)) return 'must start with lowercase ASCII letter or digit';
  if (id === '.' || id === '..' || id.includes('..')) return 'dot-dot segments are not allowed';
  if (!/^[a-z0-9_.-]*$/.test(id))
    return "only lowercase ASCII letters, digits, '_', '-', and '.' are allowed";
  if (id.split('.').some((segment) => segment.length === 0)) return 'empty dot segments are not allowed';
  return null;
}
