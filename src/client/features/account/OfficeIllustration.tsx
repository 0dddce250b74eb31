/**
 * The sign-in modal's side image: a calm, clearly illustrative office (desk, plant, window on a
 * skyline). Inline SVG, so no request and never a broken image; purely decorative.
 */
export function OfficeIllustration() {
  return (
    <svg
      className="office-illustration"
      viewBox="0 0 320 400"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="320" height="400" fill="#eef3ff" />
      {/* Window with a skyline */}
      <rect x="40" y="40" width="240" height="170" rx="8" fill="#dbe6ff" />
      <g fill="#b6c9f5">
        <rect x="60" y="120" width="28" height="90" />
        <rect x="94" y="90" width="34" height="120" />
        <rect x="134" y="132" width="24" height="78" />
        <rect x="164" y="74" width="38" height="136" />
        <rect x="208" y="110" width="26" height="100" />
        <rect x="240" y="140" width="24" height="70" />
      </g>
      <g fill="#eef3ff" opacity="0.8">
        <rect x="102" y="100" width="6" height="8" />
        <rect x="114" y="100" width="6" height="8" />
        <rect x="102" y="118" width="6" height="8" />
        <rect x="172" y="86" width="6" height="8" />
        <rect x="186" y="86" width="6" height="8" />
        <rect x="172" y="104" width="6" height="8" />
        <rect x="186" y="122" width="6" height="8" />
      </g>
      <path d="M160 40v170M40 125h240" stroke="#ffffff" strokeWidth="6" />
      <rect x="40" y="40" width="240" height="170" rx="8" fill="none" stroke="#ffffff" strokeWidth="8" />
      {/* Floor */}
      <rect y="310" width="320" height="90" fill="#dfe7f7" />
      {/* Desk */}
      <rect x="56" y="262" width="208" height="12" rx="4" fill="#1d4ed8" />
      <rect x="72" y="274" width="10" height="76" fill="#1e3a8a" />
      <rect x="238" y="274" width="10" height="76" fill="#1e3a8a" />
      {/* Laptop */}
      <rect x="124" y="222" width="72" height="42" rx="4" fill="#111827" />
      <rect x="129" y="227" width="62" height="32" rx="2" fill="#60a5fa" />
      <rect x="112" y="262" width="96" height="5" rx="2" fill="#374151" />
      {/* Mug */}
      <rect x="214" y="244" width="16" height="18" rx="3" fill="#ffffff" />
      <path d="M230 248h4a4 4 0 0 1 0 8h-4" fill="none" stroke="#ffffff" strokeWidth="3" />
      {/* Plant */}
      <path d="M78 262l6-26h20l6 26z" fill="#f3f4f6" />
      <path d="M94 236c-14-8-18-26-12-38 10 6 14 22 12 38z" fill="#15803d" />
      <path d="M94 236c10-12 26-14 34-8-6 10-20 14-34 8z" fill="#22a05a" />
      <path d="M94 236c-2-16 4-30 14-36 4 12-2 28-14 36z" fill="#1c8c4e" />
      {/* Chair */}
      <rect x="140" y="286" width="48" height="30" rx="8" fill="#374151" />
      <rect x="160" y="316" width="8" height="26" fill="#4b5563" />
      <path d="M142 352l22-10 22 10" fill="none" stroke="#4b5563" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}
