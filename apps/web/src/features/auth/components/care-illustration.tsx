// The side illustration of the sign-in and sign-up card: a heart holding a DNA helix
// (genetics), leaves (wellness), a pulse card and a chat bubble (care and counselling).
// Drawn inline because the app has no image CDN.

const HELIX_TOP = 138;
const HELIX_BOTTOM = 292;
const HELIX_X = 200;
const HELIX_AMPLITUDE = 30;
const HELIX_TURNS = 1.6;

function strand(phase: number): string {
  const points: string[] = [];
  for (let y = HELIX_TOP; y <= HELIX_BOTTOM; y += 4) {
    const t = ((y - HELIX_TOP) / (HELIX_BOTTOM - HELIX_TOP)) * Math.PI * 2 * HELIX_TURNS + phase;
    // The helix narrows towards the heart's tip so it stays inside the outline.
    const taper = 1 - ((y - HELIX_TOP) / (HELIX_BOTTOM - HELIX_TOP)) * 0.45;
    points.push(`${(HELIX_X + Math.sin(t) * HELIX_AMPLITUDE * taper).toFixed(1)},${y}`);
  }
  return `M${points.join(' L')}`;
}

function rungs(): { x1: number; x2: number; y: number }[] {
  const out: { x1: number; x2: number; y: number }[] = [];
  for (let y = HELIX_TOP + 8; y <= HELIX_BOTTOM - 8; y += 14) {
    const t = ((y - HELIX_TOP) / (HELIX_BOTTOM - HELIX_TOP)) * Math.PI * 2 * HELIX_TURNS;
    const taper = 1 - ((y - HELIX_TOP) / (HELIX_BOTTOM - HELIX_TOP)) * 0.45;
    out.push({
      x1: HELIX_X + Math.sin(t) * HELIX_AMPLITUDE * taper,
      x2: HELIX_X + Math.sin(t + Math.PI) * HELIX_AMPLITUDE * taper,
      y,
    });
  }
  return out;
}

const STRAND_A = strand(0);
const STRAND_B = strand(Math.PI);
const RUNGS = rungs();

function Sparkle({ x, y, size, color }: { x: number; y: number; size: number; color: string }) {
  const s = size;
  return (
    <path
      d={`M${x} ${y - s} Q${x} ${y} ${x + s} ${y} Q${x} ${y} ${x} ${y + s} Q${x} ${y} ${x - s} ${y} Q${x} ${y} ${x} ${y - s}Z`}
      fill={color}
    />
  );
}

export function CareIllustration({ width = '100%' }: { width?: number | string }) {
  return (
    <svg viewBox="0 0 400 420" width={width} role="img" aria-label="A heart holding a DNA helix, with leaves">
      <defs>
        <linearGradient id="care-heart" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#f9a8bb" />
          <stop offset="100%" stopColor="#e8708f" />
        </linearGradient>
        <linearGradient id="care-leaf" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#7fd1c3" />
          <stop offset="100%" stopColor="#2f9e8f" />
        </linearGradient>
        <filter id="care-shadow" x="-20%" y="-20%" width="140%" height="160%">
          <feDropShadow dx="0" dy="6" stdDeviation="8" floodColor="#b0415f" floodOpacity="0.15" />
        </filter>
      </defs>

      <path
        d="M62 196c-14-78 52-150 136-152 86-2 166 50 160 138-6 92-60 180-158 186C108 374 76 274 62 196z"
        fill="#fde4ea"
      />
      <circle cx="318" cy="318" r="64" fill="#d7f2ed" />
      <circle cx="86" cy="96" r="34" fill="#d7f2ed" />

      {/* leaves */}
      <g transform="translate(92 318) rotate(-35)">
        <ellipse cx="0" cy="0" rx="14" ry="34" fill="url(#care-leaf)" />
        <path d="M0 -30 L0 32" stroke="#e6f7f4" strokeWidth="2" />
      </g>
      <g transform="translate(122 338) rotate(20)">
        <ellipse cx="0" cy="0" rx="11" ry="26" fill="#9adccf" />
      </g>
      <g transform="translate(304 300) rotate(30)">
        <ellipse cx="0" cy="0" rx="12" ry="30" fill="url(#care-leaf)" />
        <path d="M0 -26 L0 28" stroke="#e6f7f4" strokeWidth="2" />
      </g>

      {/* heart with helix */}
      <path
        d="M200 330C122 274 82 226 82 174c0-40 30-70 68-70 24 0 40 12 50 28 10-16 26-28 50-28 38 0 68 30 68 70 0 52-40 100-118 156z"
        fill="url(#care-heart)"
        filter="url(#care-shadow)"
      />
      {RUNGS.map((r) => (
        <line
          key={r.y}
          x1={r.x1}
          x2={r.x2}
          y1={r.y}
          y2={r.y}
          stroke="#fff"
          strokeOpacity="0.55"
          strokeWidth="3"
          strokeLinecap="round"
        />
      ))}
      <path d={STRAND_A} fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      <path d={STRAND_B} fill="none" stroke="#ffe3ea" strokeWidth="5" strokeLinecap="round" />

      {/* pulse card */}
      <g filter="url(#care-shadow)">
        <rect x="262" y="64" width="118" height="64" rx="16" fill="#fff" />
      </g>
      <polyline
        points="276,100 296,100 304,84 314,116 324,92 332,100 366,100"
        fill="none"
        stroke="#2f9e8f"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />

      {/* chat bubble */}
      <g filter="url(#care-shadow)">
        <path
          d="M24 236h92a16 16 0 0 1 16 16v26a16 16 0 0 1-16 16H54l-16 14v-14h-14a16 16 0 0 1-16-16v-26a16 16 0 0 1 16-16z"
          fill="#fff"
        />
      </g>
      <circle cx="50" cy="265" r="5" fill="#e8708f" />
      <circle cx="70" cy="265" r="5" fill="#f3a2b6" />
      <circle cx="90" cy="265" r="5" fill="#f9c7d3" />

      <Sparkle x={330} y={186} size={9} color="#f3a2b6" />
      <Sparkle x={62} y={176} size={7} color="#7fd1c3" />
      <Sparkle x={240} y={46} size={6} color="#e8708f" />
      <Sparkle x={176} y={372} size={7} color="#7fd1c3" />
    </svg>
  );
}
