import { groupDigits } from '../../scenario-text/group-digits.ts';
import { VisibleText } from '../visible-text.tsx';
import { BADGE_OK, BADGE_WARN, HEADING, PRE } from './discovery-styles.ts';

interface ModelOutputProps {
  label: string;
  json: string;
  /** UTF-8 bytes of `json`, with the bound it is held to (when it has one). */
  bytes?: number;
  bound?: number;
}

/** The exact text the model receives as a tool result, rendered as text (never as HTML). */
export function ModelOutput({ label, json, bytes, bound }: ModelOutputProps) {
  return (
    <section aria-label={label}>
      <h3 className={HEADING}>
        {label}
        {bytes !== undefined ? (
          <span className="ml-2 font-normal">
            {groupDigits(bytes)} bytes
            {bound !== undefined ? (
              <>
                {' '}
                of {groupDigits(bound)}{' '}
                <span className={bytes <= bound ? BADGE_OK : BADGE_WARN}>
                  {bytes <= bound ? 'within the bound' : 'over the bound'}
                </span>
              </>
            ) : null}
          </span>
        ) : null}
      </h3>
      <pre className={PRE}>
        <VisibleText text={json} />
      </pre>
    </section>
  );
}

/** A tool error as the model gets it: the message text, nothing added. */
export function ModelError({ label, error }: { label: string; error: string }) {
  return (
    <section aria-label={label}>
      <h3 className={HEADING}>{label} — the model receives this error</h3>
      <pre className={`${PRE} text-red-800 dark:text-red-300`}>
        <VisibleText text={error} />
      </pre>
    </section>
  );
}
