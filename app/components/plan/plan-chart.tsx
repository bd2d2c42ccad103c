import type { PlanPoint } from '../../discovery/discovery-protocol.ts';

/**
 * The plans evaluated, as a small chart: tokens up front (the first runtime's)
 * across, judged recall up; the frontier joined by a line, the design as it is
 * drawn as a square. Each point is a button: picking one shows its plan.
 */

const W = 480;
const H = 220;
const PAD = { left: 44, right: 12, top: 10, bottom: 30 };

interface ChartProps {
  plans: readonly PlanPoint[];
  frontier: readonly string[];
  runtime: 'ironclaw' | 'anthropic' | 'openai';
  picked: string | null;
  onPick: (id: string) => void;
}

const percent = (x: number | null) => (x === null ? 'n/a' : `${Math.round(x * 1000) / 10} %`);

export function PlanChart({ plans, frontier, runtime, picked, onPick }: ChartProps) {
  const tokensOf = (p: PlanPoint) => p.figures.upfront[runtime].tokens;
  const most = Math.max(1, ...plans.map(tokensOf));
  const x = (t: number) => PAD.left + (t / most) * (W - PAD.left - PAD.right);
  const y = (r: number | null) => H - PAD.bottom - (r ?? 0) * (H - PAD.top - PAD.bottom);
  const byId = new Map(plans.map((p) => [p.id, p]));
  const line = frontier
    .map((id) => byId.get(id))
    .filter((p): p is PlanPoint => p !== undefined)
    .map((p) => `${x(tokensOf(p)).toFixed(1)},${y(p.figures.recall).toFixed(1)}`)
    .join(' ');
  return (
    <figure aria-label="Plans: tokens up front against judged recall">
      <svg viewBox={`0 0 ${W} ${H}`} className="w-full max-w-xl text-slate-500">
        <title>Tokens up front against judged recall, one point per plan</title>
        <line
          x1={PAD.left}
          y1={H - PAD.bottom}
          x2={W - PAD.right}
          y2={H - PAD.bottom}
          stroke="currentColor"
        />
        <line x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={H - PAD.bottom} stroke="currentColor" />
        <text x={PAD.left} y={H - 8} fontSize="10" fill="currentColor">
          0
        </text>
        <text x={W - PAD.right} y={H - 8} fontSize="10" fill="currentColor" textAnchor="end">
          {most} tokens up front
        </text>
        <text x={PAD.left - 4} y={PAD.top + 8} fontSize="10" fill="currentColor" textAnchor="end">
          100 %
        </text>
        <text x={PAD.left - 4} y={H - PAD.bottom} fontSize="10" fill="currentColor" textAnchor="end">
          0 %
        </text>
        <polyline points={line} fill="none" stroke="#0284c7" strokeWidth="1.5" />
        {plans.map((p) => {
          const cx = x(tokensOf(p));
          const cy = y(p.figures.recall);
          const on = frontier.includes(p.id);
          const label = `${p.label}: ${tokensOf(p)} tokens up front, judged recall ${percent(p.figures.recall)}${on ? ', on the frontier' : ''}`;
          const common = {
            role: 'button',
            tabIndex: 0,
            'aria-label': label,
            'aria-pressed': picked === p.id,
            onClick: () => onPick(p.id),
            onKeyDown: (e: React.KeyboardEvent) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                onPick(p.id);
              }
            },
            className: 'cursor-pointer',
            stroke: picked === p.id ? '#000' : 'none',
            strokeWidth: 2,
          };
          return p.id === 'current' ? (
            <rect key={p.id} x={cx - 5} y={cy - 5} width={10} height={10} fill="#d97706" {...common}>
              <title>{label}</title>
            </rect>
          ) : (
            <circle key={p.id} cx={cx} cy={cy} r={on ? 5 : 3.5} fill={on ? '#0284c7' : '#94a3b8'} {...common}>
              <title>{label}</title>
            </circle>
          );
        })}
      </svg>
    </figure>
  );
}
