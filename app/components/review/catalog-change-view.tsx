import {
  type CatalogChange,
  describeParameterChange,
  type ServerChange,
  showInvisible,
  type ToolFigures,
  type WordPart,
} from '../../../core/index.ts';

const BREAKING = 'text-red-700 dark:text-red-400';

/**
 * What the catalog changed from A to B, from core's catalog diff (the same value
 * `disclosure report --against` prints): the breaking changes first, then each
 * server's tools added, removed, renamed and changed.
 */
export function CatalogChangeView({ change }: { change: CatalogChange }) {
  const { added, removed, renamed, changed } = change.counts;
  return (
    <section aria-label="What the catalog changed" className="flex flex-col gap-1">
      <h3 className="font-semibold">
        What the catalog changed: {added} added, {removed} removed, {renamed} renamed, {changed} changed
      </h3>
      {change.breaking.length > 0 ? (
        <ul aria-label="Breaking changes" className="flex flex-col gap-0.5">
          {change.breaking.map((b) => (
            <li
              key={`${b.kind}-${b.tool}-${b.message}`}
              data-kind={b.kind}
              className={b.severity === 'error' ? BREAKING : ''}
            >
              <strong>breaking ({b.severity})</strong> {showInvisible(b.message)}
            </li>
          ))}
        </ul>
      ) : change.servers.length > 0 ? (
        <p>No breaking change.</p>
      ) : null}
      {change.servers.map((s) => (
        <ServerChanges key={s.server} s={s} />
      ))}
    </section>
  );
}

function ServerChanges({ s }: { s: ServerChange }) {
  return (
    <div>
      <h4 className="font-medium">
        Server <span className="font-mono">{showInvisible(s.server)}</span>
      </h4>
      <ul aria-label={`Changes of ${s.server}`} className="flex flex-col gap-0.5">
        {s.added.map((t) => (
          <Item key={`a-${t.capability_id}`} kind="added" figures={<Figures b={t.b} />}>
            Added <Name n={t.name} />
          </Item>
        ))}
        {s.removed.map((t) => (
          <Item key={`r-${t.capability_id}`} kind="removed" figures={<Figures a={t.a} />}>
            Removed <Name n={t.name} />
          </Item>
        ))}
        {s.renamed.map((t) => (
          <Item key={`n-${t.from.capability_id}`} kind="renamed" figures={<Figures a={t.a} b={t.b} />}>
            Renamed <Name n={t.from.name} /> → <Name n={t.to.name} /> (same description and schema)
          </Item>
        ))}
        {s.changed.map((t) => (
          <Item key={`c-${t.capability_id}`} kind="changed" figures={<Figures a={t.a} b={t.b} />}>
            Changed <Name n={t.name} />
            <ul className="ml-4">
              {t.description ? (
                <li>
                  Description: <WordDiff parts={t.description} />
                </li>
              ) : null}
              {t.parameters.map((p) => (
                <li key={`${p.kind}-${p.parameter}`}>{showInvisible(describeParameterChange(p))}</li>
              ))}
              {t.annotations ? <li>Annotations changed</li> : null}
            </ul>
          </Item>
        ))}
      </ul>
    </div>
  );
}

/** Removed words struck through, added ones underlined, the rest as it reads. */
function WordDiff({ parts }: { parts: readonly WordPart[] }) {
  return (
    <>
      {parts.map((p, i) => {
        const text = showInvisible(p.text);
        // biome-ignore-start lint/suspicious/noArrayIndexKey: the parts are one fixed list, never reordered
        if (p.op === 'same') return <span key={i}>{text}</span>;
        if (p.op === 'removed')
          return (
            <del key={i} className="text-red-700 dark:text-red-400">
              {text}
            </del>
          );
        return (
          <ins key={i} className="text-green-700 dark:text-green-400">
            {text}
          </ins>
        );
        // biome-ignore-end lint/suspicious/noArrayIndexKey: the parts are one fixed list, never reordered
      })}
    </>
  );
}

function Item({
  kind,
  figures,
  children,
}: {
  kind: string;
  figures: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <li data-testid="catalog-change" data-kind={kind}>
      {children} {figures}
    </li>
  );
}

function Name({ n }: { n: string }) {
  return <span className="font-mono">{showInvisible(n)}</span>;
}

/** Its estimate, tier, place in the index and own-name rank, before → after where both sides have it. */
function Figures({ a = null, b = null }: { a?: ToolFigures | null; b?: ToolFigures | null }) {
  const pair = <T,>(get: (f: ToolFigures) => T, show: (v: T) => string) => {
    const x = a ? show(get(a)) : null;
    const y = b ? show(get(b)) : null;
    return x === null ? y : y === null || x === y ? x : `${x} → ${y}`;
  };
  if (a === null && b === null) return null;
  return (
    <span className="text-slate-500 dark:text-slate-400">
      (
      {pair(
        (f) => f.est_tokens,
        (v) => `≈ ${v}`,
      )}{' '}
      tokens est., {pair((f) => f.tier, String)}, index{' '}
      {pair(
        (f) => f.index_place,
        (v) => v.replaceAll('_', ' '),
      )}
      , own-name rank{' '}
      {pair(
        (f) => f.own_name_rank,
        (v) => (v === null ? 'none' : String(v)),
      )}
      )
    </span>
  );
}
