import { LOCKED_SCORE_PLACEHOLDER } from "@shared/assessment/constants";
import { HOLLAND_TYPES } from "@shared/content/types";

export const TYPE_COLORS: Record<string, string> = {
  R: "#b45309",
  I: "#1d4ed8",
  A: "#9d174d",
  S: "#047857",
  E: "#b91c1c",
  C: "#4338ca",
};

/**
 * The RIASEC hexagon as SVG: axes in hexagon order, the person's 0-100 scores as a polygon.
 * Only the `visible` types use their scores (the free preview shows two): a locked type's corner
 * sits at a placeholder and carries a "?", so neither the drawing nor its numbers hold a hidden score.
 */
export function HexagonChart({
  scores,
  visible,
  label,
}: {
  scores: Partial<Record<string, number>>;
  visible: string[];
  label: string;
}) {
  const size = 320;
  const center = size / 2;
  const radius = 110;
  const point = (index: number, value: number) => {
    const angle = (Math.PI / 3) * index - Math.PI / 2;
    const r = (radius * value) / 100;
    return [center + r * Math.cos(angle), center + r * Math.sin(angle)] as const;
  };
  const ring = (value: number) => HOLLAND_TYPES.map((_, i) => point(i, value).join(",")).join(" ");
  const shown = (type: string) => visible.includes(type);
  const drawn = (type: string) => (shown(type) ? Math.max(scores[type] ?? 0, 4) : LOCKED_SCORE_PLACEHOLDER);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      className="mx-auto h-auto w-full max-w-xs"
      role="img"
      aria-label={label}
      data-testid="hexagon-chart"
    >
      {[25, 50, 75, 100].map((v) => (
        <polygon key={v} points={ring(v)} fill="none" stroke="#cbd5e1" strokeWidth={v === 100 ? 2 : 1} />
      ))}
      {HOLLAND_TYPES.map((type, i) => {
        const [x, y] = point(i, 100);
        return <line key={type} x1={center} y1={center} x2={x} y2={y} stroke="#e2e8f0" />;
      })}
      <polygon
        points={HOLLAND_TYPES.map((type, i) => point(i, drawn(type)).join(",")).join(" ")}
        fill="#6366f14d"
        stroke="#4338ca"
        strokeWidth={3}
        strokeLinejoin="round"
      />
      {HOLLAND_TYPES.map((type, i) => {
        const [x, y] = point(i, 122);
        return (
          <g key={type}>
            <circle cx={x} cy={y} r={17} fill={TYPE_COLORS[type]} />
            <text x={x} y={y + 6} textAnchor="middle" fontSize={17} fontWeight={800} fill="#fff">
              {type}
            </text>
            <text
              x={point(i, drawn(type))[0]}
              y={point(i, drawn(type))[1] - 8}
              textAnchor="middle"
              fontSize={13}
              fontWeight={700}
              fill={shown(type) ? "#1e1b4b" : "#64748b"}
            >
              {shown(type) ? scores[type] : "?"}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
