// Small hand-written SVG charts: no chart library, readable on a phone, labelled for screen readers.

export const PALETTE = ['#0e7490', '#f59e0b', '#10b981', '#ef4444', '#8b5cf6', '#64748b']

export interface Slice {
  key: string
  label: string
  value: number
  color: string
}

/** Ring chart with a legend; every slice's share is written next to it. */
export function DonutChart({ slices, title, centerLabel }: { slices: Slice[]; title: string; centerLabel: string }) {
  const total = slices.reduce((sum, s) => sum + s.value, 0)
  const radius = 42
  const circumference = 2 * Math.PI * radius
  let offset = 0
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row">
      <svg viewBox="0 0 120 120" className="h-36 w-36 shrink-0" role="img" aria-label={title}>
        <circle cx="60" cy="60" r={radius} fill="none" stroke="#e2e8f0" strokeWidth="16" />
        {total > 0
          ? slices.map((slice) => {
              const length = (slice.value / total) * circumference
              const circle = (
                <circle
                  key={slice.key}
                  cx="60"
                  cy="60"
                  r={radius}
                  fill="none"
                  stroke={slice.color}
                  strokeWidth="16"
                  strokeDasharray={`${length} ${circumference - length}`}
                  strokeDashoffset={-offset}
                  transform="rotate(-90 60 60)"
                />
              )
              offset += length
              return circle
            })
          : null}
        <text x="60" y="58" textAnchor="middle" className="fill-slate-900 text-[18px] font-bold">
          {total}
        </text>
        <text x="60" y="74" textAnchor="middle" className="fill-slate-500 text-[9px]">
          {centerLabel}
        </text>
      </svg>
      <ul className="w-full space-y-1.5 text-sm">
        {slices.map((slice) => (
          <li key={slice.key} className="flex items-center gap-2">
            <span className="h-3 w-3 shrink-0 rounded-sm" style={{ backgroundColor: slice.color }} aria-hidden="true" />
            <span className="flex-1 text-slate-700">{slice.label}</span>
            <span className="font-semibold text-slate-900 tabular-nums">{slice.value}</span>
            <span className="w-12 text-right text-xs text-slate-500 tabular-nums">
              {total ? Math.round((slice.value / total) * 100) : 0}%
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

export interface Bar {
  key: string
  label: string
  value: number
  display: string
  detail?: string
  highlight?: boolean
}

/** Horizontal bars scaled to the largest value, the label above each bar. */
export function BarList({ bars, title, color = PALETTE[0] }: { bars: Bar[]; title: string; color?: string }) {
  const max = Math.max(...bars.map((b) => b.value), 0) || 1
  return (
    <ul className="space-y-2.5" aria-label={title}>
      {bars.map((bar) => (
        <li key={bar.key}>
          <div className="mb-1 flex items-baseline justify-between gap-2 text-sm">
            <span className="truncate text-slate-800">{bar.label}</span>
            <span
              className={
                bar.highlight
                  ? 'rounded-full bg-emerald-100 px-2 text-xs font-semibold text-emerald-800 tabular-nums'
                  : 'text-xs font-semibold text-slate-700 tabular-nums'
              }
            >
              {bar.display}
            </span>
          </div>
          <svg viewBox="0 0 100 6" preserveAspectRatio="none" className="block h-2 w-full" aria-hidden="true">
            <rect x="0" y="0" width="100" height="6" rx="3" fill="#f1f5f9" />
            <rect
              x="0"
              y="0"
              width={Math.max(1.5, (bar.value / max) * 100)}
              height="6"
              rx="3"
              fill={bar.highlight ? '#10b981' : color}
            />
          </svg>
          {bar.detail ? <p className="mt-0.5 text-xs text-slate-500">{bar.detail}</p> : null}
        </li>
      ))}
    </ul>
  )
}

export interface StackRow {
  key: string
  label: string
  parts: { value: number; color: string; label: string }[]
}

/** One bar per row split into parts (sent / failed), with the numbers written out. */
export function StackedBars({ rows, title }: { rows: StackRow[]; title: string }) {
  const max = Math.max(...rows.map((r) => r.parts.reduce((s, p) => s + p.value, 0)), 0) || 1
  return (
    <ul className="space-y-2.5" aria-label={title}>
      {rows.map((row) => {
        let x = 0
        return (
          <li key={row.key}>
            <div className="mb-1 flex items-baseline justify-between gap-2 text-sm">
              <span className="truncate text-slate-800">{row.label}</span>
              <span className="flex gap-2 text-xs tabular-nums">
                {row.parts.map((p) => (
                  <span key={p.label} style={{ color: p.color }} className="font-semibold">
                    {p.label} {p.value}
                  </span>
                ))}
              </span>
            </div>
            <svg viewBox="0 0 100 6" preserveAspectRatio="none" className="block h-2 w-full" aria-hidden="true">
              <rect x="0" y="0" width="100" height="6" rx="3" fill="#f1f5f9" />
              {row.parts.map((p) => {
                const width = (p.value / max) * 100
                const rect = <rect key={p.label} x={x} y="0" width={width} height="6" fill={p.color} />
                x += width
                return rect
              })}
            </svg>
          </li>
        )
      })}
    </ul>
  )
}

export interface TrendPoint {
  key: string
  label: string
  bars: number
  line: number
}

/** Columns for bookings per month with a revenue line over them; both axes' maxima are written. */
export function TrendChart({
  points,
  title,
  barLabel,
  lineLabel,
  formatLine,
}: {
  points: TrendPoint[]
  title: string
  barLabel: string
  lineLabel: string
  formatLine: (v: number) => string
}) {
  const width = 600
  const height = 220
  const pad = { top: 16, right: 12, bottom: 28, left: 12 }
  const innerW = width - pad.left - pad.right
  const innerH = height - pad.top - pad.bottom
  const maxBar = Math.max(...points.map((p) => p.bars), 0) || 1
  const maxLine = Math.max(...points.map((p) => p.line), 0) || 1
  const step = innerW / Math.max(points.length, 1)
  const barW = Math.min(48, step * 0.55)
  const linePoints = points
    .map((p, i) => `${pad.left + step * i + step / 2},${pad.top + innerH - (p.line / maxLine) * innerH}`)
    .join(' ')
  return (
    <figure>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" role="img" aria-label={title}>
        {[0.25, 0.5, 0.75, 1].map((f) => (
          <line
            key={f}
            x1={pad.left}
            x2={width - pad.right}
            y1={pad.top + innerH * (1 - f)}
            y2={pad.top + innerH * (1 - f)}
            stroke="#e2e8f0"
            strokeDasharray="3 3"
          />
        ))}
        {points.map((p, i) => {
          const h = (p.bars / maxBar) * innerH
          const x = pad.left + step * i + (step - barW) / 2
          return (
            <g key={p.key}>
              <rect
                x={x}
                y={pad.top + innerH - h}
                width={barW}
                height={Math.max(h, p.bars ? 2 : 0)}
                rx="4"
                fill={PALETTE[0]}
                opacity="0.85"
              >
                <title>{`${p.label}: ${p.bars} · ${formatLine(p.line)}`}</title>
              </rect>
              {p.bars > 0 ? (
                <text
                  x={x + barW / 2}
                  y={pad.top + innerH - h - 4}
                  textAnchor="middle"
                  className="fill-slate-700 text-[11px] font-semibold"
                >
                  {p.bars}
                </text>
              ) : null}
              <text
                x={pad.left + step * i + step / 2}
                y={height - 8}
                textAnchor="middle"
                className="fill-slate-500 text-[11px]"
              >
                {p.label}
              </text>
            </g>
          )
        })}
        <polyline points={linePoints} fill="none" stroke={PALETTE[1]} strokeWidth="2.5" strokeLinejoin="round" />
        {points.map((p, i) => (
          <circle
            key={p.key}
            cx={pad.left + step * i + step / 2}
            cy={pad.top + innerH - (p.line / maxLine) * innerH}
            r="3.5"
            fill="#fff"
            stroke={PALETTE[1]}
            strokeWidth="2"
          />
        ))}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-xs text-slate-600">
        <span className="flex items-center gap-1.5">
          <span className="h-3 w-3 rounded-sm" style={{ backgroundColor: PALETTE[0] }} aria-hidden="true" />
          {barLabel}
        </span>
        <span className="flex items-center gap-1.5">
          <span className="h-0.5 w-4" style={{ backgroundColor: PALETTE[1] }} aria-hidden="true" />
          {lineLabel} (max {formatLine(maxLine)})
        </span>
      </figcaption>
    </figure>
  )
}
