/** Decorative hero artwork: a heart for maternal care, a helix for genetics, a leaf for calm. */
export function HeroArtwork() {
  return (
    <svg
      viewBox="0 0 360 300"
      width="100%"
      height="100%"
      role="presentation"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="care-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe1ea" />
          <stop offset="1" stopColor="#cdeeea" />
        </linearGradient>
      </defs>
      <path
        d="M62 46c44-38 128-40 190-14s104 84 86 146-84 106-158 104S38 238 22 180 18 84 62 46z"
        fill="url(#care-bg)"
      />
      <circle cx="292" cy="58" r="16" fill="#fbc3d4" />
      <circle cx="58" cy="246" r="10" fill="#9fdcd4" />
      <g transform="translate(110 78)">
        <path
          d="M70 128C28 100 0 74 0 44A34 34 0 0 1 70 22a34 34 0 0 1 70 22c0 30-28 56-70 84z"
          fill="#b8325f"
        />
        <path
          d="M30 56h20l10-18 16 38 10-20h24"
          fill="none"
          stroke="#fff"
          strokeWidth="7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <g fill="none" stroke="#0f766e" strokeWidth="4" strokeLinecap="round" transform="translate(44 70)">
        <path d="M0 0c26 18 26 42 0 60s-26 42 0 60" />
        <path d="M36 0C10 18 10 42 36 60s26 42 0 60" />
        <path d="M8 14h20M8 46h20M8 74h20M8 106h20" stroke="#43b5a8" />
      </g>
      <g transform="translate(262 170) rotate(-20)">
        <path d="M0 60C-8 22 14 0 52 0c4 38-14 62-52 60z" fill="#28a193" />
        <path d="M4 56C18 40 30 26 44 8" fill="none" stroke="#e6f7f5" strokeWidth="3" strokeLinecap="round" />
      </g>
    </svg>
  );
}
