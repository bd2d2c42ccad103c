import { ADMISSION_LIMITS as L } from './limits.ts';

/**
 * For a refused catalog or a skipped tool, what to change for IronClaw to admit
 * it, by cause token. The limits are MCP-ADMISSION.md §2's constants; the words
 * are the playground's own. Shared by the import dialog, the findings and the CLI.
 */
const ADVICE: Record<string, string> = {
  invalid_registration_id: `Give a server id: non-empty, at most ${L.maxRegistrationIdBytes} bytes, without control characters.`,
  reserved_mcp_prefix: 'Drop the leading "mcp-" from the server id: IronClaw adds it itself.',
  invalid_extension_id: `Use a server id of lowercase letters, digits, "_", "-" and single dots, at most ${L.maxExtensionIdBytes - 4} bytes.`,
  invalid_template_capability_id:
    'Start every dot-separated part of the server id with a lowercase letter or digit.',
  missing_tools_array: 'Each tools/list result needs a "tools" array.',
  too_many_tools: `Publish at most ${L.maxTools} tools in all, and at most ${L.maxTools} entries per page.`,
  missing_input_schema: 'Give every tool an "inputSchema" that is a JSON object ({} is enough).',
  unsafe_input_schema: `Keep each inputSchema within depth ${L.maxSchemaDepth}, ${L.maxSchemaNodes} values and strings of ${L.maxSchemaStringBytes} bytes, without control characters other than tab and line breaks.`,
  invalid_cursor: `Make "nextCursor" absent, null, or a non-empty string of at most ${L.maxCursorBytes} bytes without control characters.`,
  too_many_pages: `Serve the catalog in at most ${L.maxPages} pages.`,
  catalog_too_large: `Keep the serialized tools under ${L.maxCatalogBytes} bytes in all.`,
  invalid_tool_name: `Rename the tools on that page to lowercase ASCII: letters, digits, "_" and "-", in dot-separated parts, at most ${L.maxNameBytes} bytes. When every tool on a page is skipped, the whole catalog is rejected.`,
  invalid_description: `Remove control characters (other than tab and line breaks) from the descriptions on that page; when every tool on a page is skipped, the whole catalog is rejected.`,
  invalid_annotations: `Make "annotations" an object and its "title" a string of at most ${L.maxTitleBytes} bytes, or leave them out; when every tool on a page is skipped, the whole catalog is rejected.`,
  no_discoverable_tools: 'Publish at least one tool.',
  rejected_by_safety_policy:
    'Reword the text with a high or critical finding: a name, description, title, schema key or schema string that reads like an instruction to the model.',
  duplicate_capability_id: 'Give every tool a different name across all pages.',
};

/** The advice for a cause token, or a generic sentence naming the stage. */
export function whatToChange(error: { cause: string; stage?: string }): string {
  return ADVICE[error.cause] ?? `Fix the ${error.stage ?? 'admission'} problem named above.`;
}
