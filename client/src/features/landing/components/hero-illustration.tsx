/** The six Holland types on their hexagon, drawn as SVG. */
export function HeroIllustration() {
  const letters = ["R", "I", "A", "S", "E", "C"];
  const colors = ["#b45309", "#1d4ed8", "#9d174d", "#047857", "#b91c1c", "#4338ca"];
  const points = letters.map((_, i) => {
    const angle = (Math.PI / 3) * i - Math.PI / 2;
    return [200 + 140 * Math.cos(angle), 200 + 140 * Math.sin(angle)] as const;
  });
  return (
    <svg viewBox="0 0 400 400" className="mx-auto h-auto w-full max-w-sm" role="img" aria-label="RIASEC">
      <polygon points={points.map((p) => p.join(",")).join(" ")} fill="#eef2ff" stroke="#6366f1" strokeWidth="3" />
      <polygon
        points={points
          .map(
            ([x, y], i) =>
              `${200 + (x - 200) * [0.9, 0.5, 0.75, 0.4, 0.6, 0.3][i]!},${200 + (y - 200) * [0.9, 0.5, 0.75, 0.4, 0.6, 0.3][i]!}`,
          )
          .join(" ")}
        fill="#6366f133"
        stroke="#4338ca"
        strokeWidth="3"
      />
      {points.map(([x, y], i) => (
        <g key={letters[i]}>
          <circle cx={x} cy={y} r="26" fill={colors[i]} />
          <text x={x} y={y + 8} textAnchor="middle" fontSize="24" fontWeight="800" fill="#fff">
            {letters[i]}
          </text>
        </g>
      ))}
    </svg>
  );
}
