/**
 * The prompt texts the core renders with. They are passed in as strings (never
 * imported through a bundler) so the same core runs in the browser, a Worker,
 * Node and Vitest; `prompts/` holds the files.
 */
export interface Templates {
  /** prompts/tool_search_namespace_header.md */
  namespaceHeader: string;
  /** prompts/tool_search_empty_catalog.md */
  emptyCatalog: string;
  /** prompts/bridge_tools.json, as text */
  bridgeTools: string;
}
