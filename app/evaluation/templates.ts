import type { Templates } from '../../core/index.ts';
import bridgeTools from '../../prompts/bridge_tools.json?raw';
import protocol from '../../prompts/tool_disclosure_protocol.md?raw';
import emptyCatalog from '../../prompts/tool_search_empty_catalog.md?raw';
import namespaceHeader from '../../prompts/tool_search_namespace_header.md?raw';

/** The prompt files, bundled as text and handed to the core as strings: the core reads no files, so it runs anywhere. */
export const templates: Templates = { namespaceHeader, emptyCatalog, bridgeTools };

/** Appended to the system prompt only when tool_search is advertised. */
export const protocolText: string = protocol;
