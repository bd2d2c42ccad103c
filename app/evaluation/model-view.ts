import { buildProviderTools, estimateTokens, type JsonObject, type Report } from '../../core/index.ts';
import type { ModelView } from './evaluation-types.ts';

/**
 * The tools as a provider request carries them this turn (the rule lives in
 * core/provider-tools.ts, which the review's prompt-cache comparison shares),
 * plus the protocol block, which rides along only when tool_search does.
 */
export function buildModelView(report: Report, scenario: JsonObject, protocol: string): ModelView {
  const provider = buildProviderTools(report, scenario);
  const tools = provider.tools.map(({ name, bridge, tokens, json }) => ({ name, bridge, tokens, json }));
  const searchAdvertised = !provider.layer_off && tools.some((t) => t.bridge && t.name === 'tool_search');
  return {
    layerOff: provider.layer_off,
    tools,
    toolTokens: tools.reduce((sum, t) => sum + t.tokens, 0),
    protocol: searchAdvertised ? protocol : null,
    protocolTokens: searchAdvertised ? estimateTokens(protocol) : 0,
  };
}
