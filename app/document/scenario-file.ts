import { isJsonObject, parseJson, readTextBytes, tooLargeMessage } from '../../core/index.ts';

/** A file name people recognise: the scenario's own name when it has one. */
export function suggestFileName(text: string): string {
  const parsed = parseJson(text);
  const name =
    parsed.ok && isJsonObject(parsed.value) && typeof parsed.value.name === 'string' ? parsed.value.name : '';
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'scenario'}.json`;
}

/**
 * The largest scenario file the page opens: well above the largest catalog the
 * playground is built for, below V8's limit on a string's length, with room in a
 * tab's heap for the text, its parse and the editor's copy.
 */
const MAX_SCENARIO_FILE_BYTES = 256 * 1024 * 1024;

/**
 * Reads a dropped or picked file by the command line's rule, in its words (core's
 * readTextBytes): its size checked before it is read, UTF-8 only, a byte-order mark
 * kept for the reader to refuse by name, UTF-16 and broken UTF-8 refused at their place.
 * Anything else is a reason, never an exception.
 */
export async function readScenarioFile(
  file: File,
): Promise<{ ok: true; text: string } | { ok: false; reason: string }> {
  if (file.size > MAX_SCENARIO_FILE_BYTES)
    return { ok: false, reason: tooLargeMessage(file.name, file.size, MAX_SCENARIO_FILE_BYTES) };
  try {
    const read = readTextBytes(new Uint8Array(await file.arrayBuffer()), file.name);
    return read.ok ? { ok: true, text: read.text } : { ok: false, reason: read.error };
  } catch (err) {
    return {
      ok: false,
      reason: `${file.name} could not be read (${err instanceof Error ? err.message : String(err)})`,
    };
  }
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
