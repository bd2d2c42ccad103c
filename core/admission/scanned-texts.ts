import { isJsonObject, type JsonValue } from '../json/json-value.ts';
import { compareBytes } from '../text/text.ts';
import type { PublishedTool } from './classify-tool.ts';
import { escapePointer } from './schema-bounds.ts';
import type { ScanField } from './types.ts';

/** One text the safety scan reads, and where it came from. */
interface ScannedText {
  toolIndex: number;
  tool: string;
  field: ScanField;
  /**
   * JSON Pointer into the tool as its server published it: `/name`, `/description`,
   * `/annotations/title`, or `/inputSchema/…` for a schema key or string. The one
   * convention the dialog, `disclosure admit` and every finding use.
   */
  path: string;
  text: string;
}

/**
 * MCP-ADMISSION.md §4.1: per published tool, in catalog order, its name, its
 * bounded description (`""` stays `""`, not the default text), its title, then
 * every schema key and every schema string; numbers, booleans and null are not
 * read. Keys are walked in byte order as serde_json's map holds them.
 */
export function scannedTexts(tools: PublishedTool[]): ScannedText[] {
  const out: ScannedText[] = [];
  tools.forEach((tool, toolIndex) => {
    const add = (field: ScanField, text: string, path: string) =>
      out.push({ toolIndex, tool: tool.name, field, path, text });
    add('tool_name', tool.name, '/name');
    add('tool_description', tool.description, '/description');
    if (tool.annotations.title !== null) add('tool_annotation', tool.annotations.title, '/annotations/title');
    const walk = (value: JsonValue, path: string): void => {
      if (typeof value === 'string') add('schema_string', value, path);
      else if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) walk(value[i]!, `${path}/${i}`);
      } else if (isJsonObject(value)) {
        for (const key of Object.keys(value).sort(compareBytes)) {
          const keyPath = `${path}/${escapePointer(key)}`;
          add('schema_key', key, keyPath);
          walk(value[key]!, keyPath);
        }
      }
    };
    walk(tool.schema, '/inputSchema');
  });
  return out;
}
