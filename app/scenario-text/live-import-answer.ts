import { type MergeHow, readLiveCatalogText, type UnreadServer } from '../../core/index.ts';
import { holdsLiveServer, sameButReadAt } from './holds-live-server.ts';
import { applyLiveCatalogs } from './live-import.ts';

/** What the page sends to import live catalogs: the catalogs, the servers not read, and the scenario text they go into (null: a new one). */
export interface LiveImportBody {
  text: string | null;
  /** Each catalog as serve writes it (writeLiveCatalogText): a structured clone would lose its exact numbers. */
  catalogs: readonly string[];
  unread: readonly UnreadServer[];
  how: MergeHow;
  /** The server whose import this is, when one: the answer says whether the text held it before. */
  id?: string;
}

/** The new text and its figures, or why it could not be made; `held` and `same` read from the text the import went into. */
export type LiveImportAnswer = ReturnType<typeof applyLiveCatalogs> & {
  /** Whether the text held a catalog read from the server `id` before this import. */
  held: boolean;
  /** Whether the new text differs from the old only in when the servers were read. */
  same: boolean;
};

/**
 * A live import as the Worker answers it: admission and import by core's one import
 * function (applyLiveCatalogs), and the two readings of the text the page needs to
 * decide what to write, so the page's thread never parses the scenario for it.
 */
export function answerLiveImport({ text, catalogs, unread, how, id }: LiveImportBody): LiveImportAnswer {
  const read = catalogs.map(readLiveCatalogText);
  if (read.some((c) => c === null)) throw new Error('a live catalog did not arrive whole');
  const result = applyLiveCatalogs(
    text,
    read.filter((c) => c !== null),
    unread,
    how,
  );
  const held = text !== null && id !== undefined && holdsLiveServer(text, id);
  const same = result.ok && text !== null && sameButReadAt(text, result.text);
  return { ...result, held, same };
}
