export type SpinnerProps = {
  /** Read out by screen readers; the visible spinner is decorative. */
  label?: string;
  size?: "small" | "medium" | "large";
  /** Centres the spinner in a padded block, for a whole section that is loading. */
  block?: boolean;
  className?: string;
};

export function Spinner({ label = "Loading…", size = "medium", block = false, className }: SpinnerProps) {
  const classes = ["spinner", `spinner--${size}`, block ? "spinner--block" : "", className ?? ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={classes} role="status">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
