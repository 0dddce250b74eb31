/* Small inline icons shared by the header and footer; inline SVG means no extra requests. */

export function LogoMark() {
  return (
    <svg
      className="logo-mark"
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="2" y="2" width="28" height="28" rx="7" fill="currentColor" />
      <rect x="8" y="8" width="7" height="7" rx="1.5" fill="#fff" />
      <rect x="17" y="8" width="7" height="7" rx="1.5" fill="#fff" opacity="0.7" />
      <rect x="8" y="17" width="7" height="7" rx="1.5" fill="#fff" opacity="0.7" />
      <rect x="17" y="17" width="7" height="7" rx="1.5" fill="#fff" />
    </svg>
  );
}

export function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

export function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z"
      />
    </svg>
  );
}

const SOCIAL_PATHS: Record<string, string> = {
  linkedin:
    "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.65 4.77 6.1V21h-4v-4.9c0-1.17-.02-2.68-1.63-2.68-1.64 0-1.89 1.28-1.89 2.6V21h-4z",
  x: "M17.5 3h3.1l-6.8 7.8L21.8 21h-6.3l-4.9-6.4L5 21H1.9l7.3-8.3L1.5 3h6.4l4.4 5.9zm-1.1 16.2h1.7L6.9 4.7H5.1z",
  instagram:
    "M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.9-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM12 3.6c2.7 0 3 0 4.1.06 2.7.12 4 1.42 4.1 4.1.06 1.07.07 1.4.07 4.14s0 3.07-.07 4.14c-.12 2.69-1.4 3.99-4.1 4.11-1.07.05-1.4.06-4.1.06s-3.07 0-4.14-.06c-2.71-.12-3.98-1.42-4.1-4.11C3.6 15.07 3.6 14.74 3.6 12s0-3.07.06-4.14c.13-2.69 1.4-3.98 4.1-4.1C8.93 3.6 9.26 3.6 12 3.6z",
  facebook:
    "M13.5 21v-7.6h2.6l.4-3h-3V8.5c0-.87.24-1.46 1.5-1.46h1.6V4.36A21.6 21.6 0 0 0 14.3 4.2c-2.31 0-3.9 1.41-3.9 4v2.2H7.8v3h2.6V21z",
};

export function SocialIcon({ network }: { network: string }) {
  const d = SOCIAL_PATHS[network];
  if (!d) return null;
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={d} />
    </svg>
  );
}
