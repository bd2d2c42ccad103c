import { useEffect, useMemo } from 'react';
import { type LiveServerState, showInvisible } from '../../../core/index.ts';
import { useLiveServers } from '../../hooks/use-live-servers.ts';
import { holdsLiveServer } from '../../scenario-text/holds-live-server.ts';
import { usePlayground } from '../../state/store.ts';
import { HINT } from '../control-styles.ts';

const BUTTON =
  'rounded border border-slate-300 px-2 py-0.5 text-xs dark:border-slate-700 disabled:opacity-50';

const MODE_LINES = {
  static:
    'To import from running MCP servers, start the playground with “npx ironclaw-disclosure serve --config mcp.json” and open the address it prints.',
  untokened:
    'disclosure serve is running here, but this page was not opened at the address it printed: open that address (it carries this run’s token) to use its servers.',
  connecting: 'Connecting to disclosure serve…',
  refused:
    'This page’s token is not the one disclosure serve made for this run: open the address it printed.',
  lost: 'disclosure serve is not answering: start it again and open the address it prints.',
} as const;

/**
 * The Import dialog's running servers: each with its state, Import (or
 * Re-import once the scenario holds it). Without `disclosure serve` behind the
 * page, one line says how to start it.
 */
export function LiveServers() {
  const live = useLiveServers();
  const { probe } = live;
  // Whether serve runs behind a page opened without its token is asked only here, where the answer is read.
  useEffect(() => probe(), [probe]);
  const text = usePlayground((s) => s.text);
  const held = useMemo(
    () => new Set(live.servers.filter((s) => holdsLiveServer(text, s.id)).map((s) => s.id)),
    [text, live.servers],
  );
  return (
    <section aria-labelledby="live-servers-title" data-testid="live-servers" className="shrink-0">
      <h3 id="live-servers-title" className="text-xs font-medium">
        Live servers
      </h3>
      {live.mode !== 'live' ? (
        <p className={HINT}>{MODE_LINES[live.mode]}</p>
      ) : live.servers.length === 0 ? (
        <p className={HINT}>disclosure serve runs without servers: start it with --config FILE.</p>
      ) : (
        <>
          <p className="flex flex-wrap items-baseline gap-2 text-xs">
            <button
              type="button"
              className={BUTTON}
              disabled={live.busy.length > 0 || live.servers.some((s) => s.state === 'starting')}
              onClick={() => void live.replaceWithServers()}
            >
              Replace the scenario with these servers
            </button>
            <span className={HINT}>
              A new scenario of every server here, read afresh, as “disclosure import --config” writes it;
              Import adds one to the scenario as it is.
            </span>
          </p>
          <ul className="flex flex-col gap-1">
            {live.servers.map((server) => (
              <LiveServerRow
                key={server.id}
                server={server}
                held={held.has(server.id)}
                busy={live.busy.includes(server.id)}
                problem={live.problems[server.id] ?? null}
                onImport={() => void live.importServer(server.id)}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function LiveServerRow({
  server,
  held,
  busy,
  problem,
  onImport,
}: {
  server: LiveServerState;
  held: boolean;
  busy: boolean;
  problem: string | null;
  onImport: () => void;
}) {
  const label = held ? 'Re-import' : 'Import';
  return (
    <li
      data-testid="live-server"
      data-server={server.id}
      className="flex flex-wrap items-baseline gap-2 text-xs"
    >
      <span className="font-mono font-medium">{showInvisible(server.id)}</span>
      <span
        data-testid="live-server-state"
        className={server.state === 'failed' ? 'text-red-700 dark:text-red-400' : HINT}
      >
        {stateWords(server)}
      </span>
      <button
        type="button"
        className={BUTTON}
        disabled={busy || server.state === 'starting'}
        onClick={onImport}
        aria-label={`${label} ${server.id}`}
      >
        {busy ? 'Reading…' : label}
      </button>
      {problem ? (
        <span role="alert" className="basis-full text-red-700 dark:text-red-400">
          {showInvisible(problem)}
        </span>
      ) : null}
    </li>
  );
}

function stateWords(server: LiveServerState): string {
  const transport = server.source?.transport ?? server.transport;
  if (server.state === 'starting') return `starting (${transport})…`;
  if (server.state === 'failed') return `failed: ${showInvisible(server.failure ?? 'it could not be read')}`;
  const who = server.source?.server
    ? `${server.source.server.name} ${server.source.server.version}`
    : 'server';
  return `${showInvisible(who)} over ${transport}: ${server.tools ?? 0} tool(s) listed`;
}
