/** Rumo's auth-screen illustration: a compass over an open book, drawn in SVG so nothing loads from outside. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 400 320"
      className={className}
      role="img"
      aria-label="Ilustração: livro aberto com uma bússola"
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#eef2ff" />
          <stop offset="1" stopColor="#e0e7ff" />
        </linearGradient>
      </defs>
      <rect width="400" height="320" rx="28" fill="url(#hero-sky)" />
      <circle cx="330" cy="64" r="26" fill="#fde68a" />
      <path d="M60 230 L200 250 L200 118 L60 98 Z" fill="#ffffff" stroke="#c7d2fe" strokeWidth="3" />
      <path d="M340 230 L200 250 L200 118 L340 98 Z" fill="#ffffff" stroke="#c7d2fe" strokeWidth="3" />
      {[0, 1, 2, 3, 4].map((i) => (
        <g key={i} stroke="#c7d2fe" strokeWidth="4" strokeLinecap="round">
          <line x1="82" y1={126 + i * 20} x2="178" y2={139 + i * 20} />
          <line x1="222" y1={139 + i * 20} x2="318" y2={126 + i * 20} />
        </g>
      ))}
      <g transform="translate(200 92)">
        <circle r="52" fill="#4f46e5" />
        <circle r="42" fill="#ffffff" />
        <path d="M0 -34 L10 0 L0 34 L-10 0 Z" fill="#e0e7ff" />
        <path d="M0 -34 L10 0 L-10 0 Z" fill="#ef4444" />
        <circle r="5" fill="#312e81" />
        <text y="-14" x="0" fontSize="9" textAnchor="middle" fill="#312e81" fontWeight="700" dy="-22">
          N
        </text>
      </g>
      <path d="M40 270 Q200 300 360 270" stroke="#a5b4fc" strokeWidth="4" fill="none" strokeLinecap="round" />
    </svg>
  );
}
