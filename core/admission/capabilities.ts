import { encodeCapabilityId, validateCapabilityId, validateProviderName } from '../ids.ts';
import { isJsonObject, type JsonValue } from '../json/json-value.ts';
import { compareBytes, trimWhiteSpace } from '../text/text.ts';
import type { PublishedTool } from './classify-tool.ts';
import type { AdmissionTemplate, AdmittedDefinition, Effect, ProviderNameError } from './types.ts';

type CapabilityResult =
  | { ok: true; definitions: AdmittedDefinition[]; providerNameErrors: ProviderNameError[] }
  | { ok: false; cause: string; message: string; index: number };

/**
 * MCP-ADMISSION.md §5: each published tool becomes capability
 * `<extension id>.<tool name>`, in catalog order. The first invalid id ends the
 * catalog, then the first repeated id does; a provider name over 64 bytes is
 * only listed, never fatal.
 */
export function mapCapabilities(
  extensionId: string,
  tools: PublishedTool[],
  template: AdmissionTemplate,
): CapabilityResult {
  const definitions: AdmittedDefinition[] = [];
  for (let index = 0; index < tools.length; index++) {
    const tool = tools[index]!;
    const capabilityId = `${extensionId}.${tool.name}`;
    const invalid = validateCapabilityId(capabilityId);
    if (invalid !== null) {
      const message = `invalid extension manifest: discovered MCP tool ${tool.name} from ${extensionId} cannot be published as a Reborn capability: ${invalid}`;
      return { ok: false, cause: 'invalid_capability_id', message, index };
    }
    const effects = capabilityEffects(tool, template);
    definitions.push({
      capability_id: capabilityId,
      name: encodeCapabilityId(capabilityId),
      // A blank description gets upstream's default text; a truncated all-space one is not blank.
      description:
        trimWhiteSpace(tool.description) === '' ? `Invoke hosted MCP tool ${tool.name}` : tool.description,
      parameters: sortKeysDeep(tool.schema),
      external_write: effects.includes('external_write'),
      effects,
    });
  }
  const seen = new Set<string>();
  for (let index = 0; index < definitions.length; index++) {
    const id = definitions[index]!.capability_id;
    if (seen.has(id))
      return { ok: false, cause: 'duplicate_capability_id', message: `duplicate capability id ${id}`, index };
    seen.add(id);
  }
  const providerNameErrors: ProviderNameError[] = [];
  for (const d of definitions) {
    const error = validateProviderName(d.name);
    if (error !== null) providerNameErrors.push({ capability_id: d.capability_id, name: d.name, error });
  }
  return { ok: true, definitions, providerNameErrors };
}

/** §5 Effects: destructive or side effects win over read-only; the template decides unannotated tools. */
function capabilityEffects(tool: PublishedTool, template: AdmissionTemplate): Effect[] {
  const effects: Effect[] = ['dispatch_capability', 'network'];
  if (template.has_runtime_credentials) effects.push('use_secret');
  const { destructiveHint, sideEffectsHint, readOnlyHint } = tool.annotations;
  if (destructiveHint || sideEffectsHint || (!readOnlyHint && template.provider_declares_external_write))
    effects.push('external_write');
  return effects;
}

/** The schema in canonical (key-sorted) form, as `parameters` carries it (§5, DISCLOSURE.md §3). */
function sortKeysDeep(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (!isJsonObject(value)) return value;
  const out: Record<string, JsonValue> = {};
  for (const key of Object.keys(value).sort(compareBytes)) {
    // defineProperty keeps a `__proto__` key an ordinary key.
    Object.defineProperty(out, key, {
      value: sortKeysDeep(value[key]!),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}
