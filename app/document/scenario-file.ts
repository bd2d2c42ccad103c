import { isJsonObject, parseJson, readTextBytes, tooLargeMessage } from '../../core/index.ts';
import { fileNameFor } from './download.ts';

/** A file name people recognise, from a text the Worker has not read: its own name when it has one. */
export function suggestFileName(text: string): string {
  const parsed = parseJson(text);
  return fileNameFor(parsed.ok && isJsonObject(parsed.value) ? parsed.value.name : undefined);
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
