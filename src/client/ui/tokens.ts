/**
 * Design tokens, mirrored one-for-one by CSS custom properties in `styles/tokens.css`.
 * Components style themselves with the CSS variables; this object exists so the /site-styles page can
 * list every token with its value, and `tokens.test.ts` keeps the two files from drifting apart.
 *
 * A token `tokens.group.key` is the CSS variable `--{group}-{key}` with camelCase turned into
 * kebab-case, e.g. `tokens.fontSize.xl` is `--font-size-xl`.
 */
export const tokens = {
  color: {
    // One accent colour; 6.7:1 on white, so it is safe for link text as well as buttons.
    accent: "#1d4ed8",
    accentHover: "#1e40af",
    accentActive: "#1e3a8a",
    accentSoft: "#eef3ff",
    onAccent: "#ffffff",
    ink: "#111827",
    text: "#1f2937",
    textMuted: "#4b5563",
    textSubtle: "#6b7280",
    border: "#d1d5db",
    borderSubtle: "#e5e7eb",
    surface: "#ffffff",
    surfaceMuted: "#f9fafb",
    surfaceSunken: "#f3f4f6",
    footer: "#0f172a",
    onFooter: "#e2e8f0",
    onFooterMuted: "#94a3b8",
    success: "#15803d",
    successSoft: "#ecfdf3",
    error: "#b91c1c",
    errorSoft: "#fef2f2",
    warningSoft: "#fef3c7",
    onWarning: "#78350f",
    warningBorder: "#d97706",
    overlay: "rgba(15, 23, 42, 0.55)",
    focus: "#2563eb",
  },
  // 8 px grid; `half` is the only off-grid step, for hairline gaps inside small controls.
  space: {
    half: "4px",
    "1": "8px",
    "2": "16px",
    "3": "24px",
    "4": "32px",
    "5": "40px",
    "6": "48px",
    "8": "64px",
    "10": "80px",
    "12": "96px",
  },
  radius: {
    sm: "4px",
    md: "8px",
    lg: "16px",
    pill: "999px",
  },
  shadow: {
    sm: "0 1px 2px rgba(15, 23, 42, 0.08)",
    md: "0 4px 12px rgba(15, 23, 42, 0.1)",
    lg: "0 16px 40px rgba(15, 23, 42, 0.18)",
  },
  font: {
    sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: "0.75rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.25rem",
    "2xl": "1.5rem",
    "3xl": "2rem",
    "4xl": "2.5rem",
    "5xl": "3rem",
  },
  fontWeight: {
    regular: "400",
    medium: "500",
    semibold: "600",
    bold: "700",
  },
  lineHeight: {
    tight: "1.2",
    snug: "1.35",
    normal: "1.55",
  },
  focus: {
    ring: "0 0 0 3px rgba(37, 99, 235, 0.45)",
    outline: "3px solid #2563eb",
    offset: "2px",
  },
  layout: {
    containerMax: "1200px",
    containerNarrow: "720px",
    headerHeight: "64px",
  },
  z: {
    header: "100",
    overlay: "1000",
    toast: "1100",
  },
  duration: {
    fast: "120ms",
    normal: "200ms",
  },
} as const;

export type Tokens = typeof tokens;
export type TokenGroup = keyof Tokens;

/**
 * Media queries cannot read custom properties, so breakpoints live here and are repeated as
 * literal values in the stylesheets (mobile first: styles apply from these widths up).
 */
export const breakpoints = {
  sm: 600,
  md: 768,
  lg: 1024,
} as const;

function kebab(value: string): string {
  return value.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

export function tokenVar(group: TokenGroup, key: string): string {
  return `--${kebab(group)}-${kebab(key)}`;
}

/** Every token as `[cssVariable, value]`, in declaration order, for the style guide and tests. */
export function tokenEntries(): Array<{ group: TokenGroup; key: string; name: string; value: string }> {
  const out: Array<{ group: TokenGroup; key: string; name: string; value: string }> = [];
  for (const group of Object.keys(tokens) as TokenGroup[]) {
    for (const [key, value] of Object.entries(tokens[group])) {
      out.push({ group, key, name: tokenVar(group, key), value });
    }
  }
  return out;
}
