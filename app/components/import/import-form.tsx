import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { invalidJsonMessage, type MergeHow, suggestServerId } from '../../../core/index.ts';
import { readScenarioFile } from '../../document/scenario-file.ts';
import { useDocumentActions } from '../../hooks/services-context.ts';
import { PRESET_ORIGIN } from '../../presets/presets.ts';
import { usePlayground } from '../../state/store.ts';
import { HINT, TEXT_INPUT } from '../control-styles.ts';
import { applyImport } from './apply-import.ts';
import { previewImport, wasAdmissionRun } from './import-preview.ts';
import { LiveServers } from './live-servers.tsx';
import { ServerAdmission } from './server-admission.tsx';

const BUTTON = 'rounded border border-slate-300 px-2 py-1 dark:border-slate-700 disabled:opacity-50';

/** The dialog's body: the pasted catalog, the server id, the admission of each server and the two ways in. */
export function ImportForm({ initialText, onClose }: { initialText: string; onClose: () => void }) {
  const [text, setText] = useState(initialText);
  const [serverId, setServerId] = useState('');
  /** The id last suggested from a file's name, and that name: a typed id is never overwritten by the next file. */
  const [suggested, setSuggested] = useState<{ id: string; file: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { readText } = useDocumentActions();
  const textId = useId();
  // Admission of a thousand tools takes a moment: typing stays responsive, the preview follows.
  const deferredText = useDeferredValue(text);
  const deferredId = useDeferredValue(serverId);
  const preview = useMemo(() => previewImport(deferredText, deferredId), [deferredText, deferredId]);
  const servers = preview.kind === 'detected' ? preview.servers : [];
  // Every server of a multi-server input may carry its own id: then this field names nothing.
  const idUnused = servers.length > 0 && servers.every((s) => s.server.id !== null);
  // An empty id is still being typed (the form shows a hint), so nothing is recorded under it yet.
  const canApply =
    servers.some((s) => wasAdmissionRun(s) && s.registrationId !== '') &&
    deferredText === text &&
    deferredId === serverId;

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    const read = await readScenarioFile(file);
    if (read.ok) {
      setText(read.text);
      const id = suggestServerId(file.name);
      const own = previewImport(read.text, '');
      const allOwnIds = own.kind === 'detected' && own.servers.every((s) => s.server.id !== null);
      if (id !== '' && !allOwnIds && (serverId.trim() === '' || serverId === suggested?.id)) {
        setServerId(id);
        setSuggested({ id, file: file.name });
      }
    }
    setProblem(read.ok ? null : read.reason);
  };

  const apply = (how: MergeHow) => {
    if (preview.kind !== 'detected') return;
    const scenarioText = readText();
    const { replace, showNotice, origin, savedText } = usePlayground.getState();
    // An example opened from the preset list: its name, notes and questions go with its catalog.
    const result = applyImport(
      scenarioText,
      preview.servers,
      how,
      origin.startsWith(PRESET_ORIGIN) ? savedText : null,
    );
    if (!result.ok) {
      setProblem(result.reason);
      return;
    }
    replace(result.text, { source: 'import' });
    showNotice({ tone: 'info', text: importNotice(result, how) });
    onClose();
  };

  return (
    // Drops land in the text box here, not in the page-wide "open a scenario" handler.
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop zone; `Choose file…` is the keyboard way in
    <section
      className="flex h-full flex-col gap-2 p-4"
      onDragOver={(event) => {
        event.preventDefault();
        event.stopPropagation();
      }}
      onDrop={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void readFile(event.dataTransfer.files[0]);
      }}
    >
      <ImportHeader />
      <LiveServers />
      <div className="flex min-h-0 shrink-0 flex-col gap-3 sm:flex-row">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={textId} className="text-xs font-medium">
            Tools JSON
          </label>
          <textarea
            id={textId}
            value={text}
            onChange={(e) => setText(e.target.value)}
            spellCheck={false}
            placeholder="Paste a catalog, choose a file, or drop one here"
            className={`${TEXT_INPUT} h-36 resize-y`}
          />
        </div>
        <ServerIdColumn
          serverId={serverId}
          idUnused={idUnused}
          onServerId={setServerId}
          suggested={suggested}
          onFile={(file) => void readFile(file)}
        />
      </div>
      <DetectedFormat preview={preview} />
      <div className="min-h-0 flex-1 overflow-auto">
        {servers.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: servers have no identity but their place in the input
          <ServerAdmission key={`${i}:${s.registrationId}`} preview={s} exampleId={suggested?.id} />
        ))}
      </div>
      {problem ? (
        <p role="alert" className="text-xs text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
      <ImportActions canApply={canApply} onClose={onClose} onApply={apply} />
    </section>
  );
}

/** What the notice says an import did: what was added or replaced, and which servers were refused. */
function importNotice(
  result: { added: readonly string[]; refused: readonly string[] },
  how: MergeHow,
): string {
  const refused = result.refused.length
    ? ` Not imported (rejected): ${result.refused.join(', ')}; recorded under "servers", with the rule and the fix in Problems.`
    : '';
  const added = result.added.length
    ? `${how === 'replace' ? 'Replaced the catalog with' : 'Added'} the tools of ${result.added.join(', ')}.`
    : `No tools were added${how === 'replace' ? '; the catalog was replaced by none' : ''}.`;
  return `${added}${refused}`;
}

function ImportHeader() {
  return (
    <header className="flex items-baseline gap-3">
      <h2 id="import-dialog-title" className="shrink-0 text-base font-semibold">
        Import tools
      </h2>
      <p className={HINT}>
        Third-party tools reach IronClaw as a hosted MCP server’s tools, so every format below goes through
        the same admission under the server id you give: MCP tools/list (a result, a JSON-RPC response, pages
        or a bare tool array), the admission input, several servers, OpenAI or Anthropic tools arrays.
      </p>
    </header>
  );
}

/** The server id the tools are admitted under (suggested from a file's name), and the file picker. */
function ServerIdColumn({
  serverId,
  idUnused,
  onServerId,
  suggested,
  onFile,
}: {
  serverId: string;
  /** Every server of the input carries its own id, so the field would be ignored. */
  idUnused: boolean;
  onServerId: (id: string) => void;
  suggested: { id: string; file: string } | null;
  onFile: (file: File | undefined) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const idId = useId();
  return (
    <div className="flex shrink-0 flex-col gap-2 sm:w-64">
      <label htmlFor={idId} className="text-xs font-medium">
        Server id
      </label>
      <input
        id={idId}
        value={idUnused ? '' : serverId}
        disabled={idUnused}
        onChange={(e) => onServerId(e.target.value)}
        placeholder={idUnused ? 'not used' : 'e.g. github'}
        className={TEXT_INPUT}
      />
      <p className={HINT} data-testid="server-id-use">
        {idUnused
          ? 'Every server in this input carries its own id, so this field is not used.'
          : `${suggested && serverId === suggested.id ? `Suggested from ${suggested.file}. ` : ''}Its tools become capabilities mcp-<id>.<tool>.`}
      </p>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        aria-label="Tools file"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <button type="button" className={BUTTON} onClick={() => fileInput.current?.click()}>
        Choose file…
      </button>
    </div>
  );
}

/** Close, or bring the admitted tools in: added to the catalog, or in place of it. */
function ImportActions({
  canApply,
  onClose,
  onApply,
}: {
  canApply: boolean;
  onClose: () => void;
  onApply: (how: MergeHow) => void;
}) {
  return (
    <footer className="flex flex-wrap items-center justify-end gap-2">
      <button type="button" className={BUTTON} onClick={onClose}>
        Close
      </button>
      <button type="button" className={BUTTON} disabled={!canApply} onClick={() => onApply('add')}>
        Add to scenario
      </button>
      <button
        type="button"
        disabled={!canApply}
        onClick={() => onApply('replace')}
        className="rounded bg-sky-600 px-2 py-1 font-medium text-white disabled:opacity-50"
      >
        Replace the catalog
      </button>
    </footer>
  );
}

function DetectedFormat({ preview }: { preview: ReturnType<typeof previewImport> }) {
  const line = (() => {
    switch (preview.kind) {
      case 'empty':
        return 'Waiting for a catalog.';
      case 'invalid-json':
        return `The pasted text: ${invalidJsonMessage({ ...preview, error: preview.message })}`;
      case 'unrecognised':
        return preview.message;
      case 'detected':
        return preview.label;
    }
  })();
  const bad = preview.kind === 'invalid-json' || preview.kind === 'unrecognised';
  return (
    <p
      data-testid="detected-format"
      className={`text-sm ${bad ? 'text-red-700 dark:text-red-400' : 'font-medium'}`}
    >
      {preview.kind === 'detected' ? 'Detected: ' : ''}
      {line}
    </p>
  );
}
