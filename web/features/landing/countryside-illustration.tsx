/** Andean coffee country: mountains, a sun, a farmhouse, a wax palm and rows of crops. */
export function CountrysideIllustration({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 360 210" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="landing-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fdf1d6" />
          <stop offset="1" stopColor="#f1f7ee" />
        </linearGradient>
      </defs>
      <rect width="360" height="210" fill="url(#landing-sky)" />
      <circle cx="280" cy="56" r="24" fill="#eeb03e" />
      <circle cx="280" cy="56" r="34" fill="#eeb03e" opacity=".18" />
      <path d="M0 120 48 74l40 30 58-52 64 56 50-32 54 36 46-26v124H0z" fill="#bfdcb3" />
      <path d="M0 140c70-42 140-28 200-12s100-18 160-8v90H0z" fill="#6aa656" />
      <g fill="none" stroke="#4a8a38" strokeWidth="3" strokeLinecap="round">
        <path d="M24 150c50-26 110-24 160-10" />
        <path d="M40 162c50-22 100-20 150-8" />
        <path d="M214 134c40 4 80-10 130-8" />
      </g>
      <path
        d="M300 128q-2-30 0-62"
        fill="none"
        stroke="#75644d"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <g fill="none" stroke="#38702a" strokeWidth="3.5" strokeLinecap="round">
        <path d="M300 66c-9-7-21-6-28 3" />
        <path d="M300 66c9-7 21-6 28 3" />
        <path d="M300 66c-5-10-14-13-23-11" />
        <path d="M300 66c5-10 14-13 23-11" />
        <path d="M300 66c-2-9-1-15 4-19" />
        <path d="M300 66c-12-2-19 3-22 11" />
        <path d="M300 66c12-2 19 3 22 11" />
      </g>
      <path d="M226 112h32v20h-32z" fill="#fbfaf6" />
      <path d="m221 113 21-15 21 15z" fill="#b5452b" />
      <path d="M238 120h8v12h-8z" fill="#925716" />
      <path d="M0 172c90-30 220-26 360-12v50H0z" fill="#2d5823" />
      <g fill="#1f3a1b">
        <circle cx="40" cy="182" r="5" />
        <circle cx="66" cy="178" r="5" />
        <circle cx="92" cy="175" r="5" />
        <circle cx="54" cy="196" r="5" />
        <circle cx="80" cy="192" r="5" />
        <circle cx="106" cy="189" r="5" />
        <circle cx="250" cy="178" r="5" />
        <circle cx="276" cy="180" r="5" />
        <circle cx="302" cy="183" r="5" />
        <circle cx="262" cy="194" r="5" />
        <circle cx="288" cy="196" r="5" />
        <circle cx="314" cy="198" r="5" />
      </g>
      <g fill="#b5452b">
        <circle cx="43" cy="180" r="1.6" />
        <circle cx="95" cy="173" r="1.6" />
        <circle cx="83" cy="190" r="1.6" />
        <circle cx="279" cy="178" r="1.6" />
        <circle cx="265" cy="192" r="1.6" />
        <circle cx="305" cy="181" r="1.6" />
      </g>
    </svg>
  );
}
