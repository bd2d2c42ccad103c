import type { JsonValue } from '../../core/index.ts';

/** The scenario's file name from its `name`, when it has a string one; else scenario.json. */
export function fileNameFor(name: JsonValue | undefined): string {
  const slug = (typeof name === 'string' ? name : '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'scenario'}.json`;
}

/** Hands the text to the browser as a download; nothing leaves the page. */
export function downloadText(text: string, fileName: string): void {
  downloadBlob(new Blob([text], { type: 'application/json' }), fileName);
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
