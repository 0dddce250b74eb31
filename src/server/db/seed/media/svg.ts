/** Small helpers for the seed illustrations: every picture is plain SVG shapes, no text. */

export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 800;

type Attrs = Record<string, string | number | undefined>;

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${v}"`)
    .join("");
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  `<rect${attrs({ x: r(x), y: r(y), width: r(w), height: r(h), fill, ...extra })}/>`;

export const circle = (cx: number, cy: number, radius: number, fill: string, extra: Attrs = {}) =>
  `<circle${attrs({ cx: r(cx), cy: r(cy), r: r(radius), fill, ...extra })}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  `<ellipse${attrs({ cx: r(cx), cy: r(cy), rx: r(rx), ry: r(ry), fill, ...extra })}/>`;

export const poly = (points: readonly (readonly [number, number])[], fill: string, extra: Attrs = {}) =>
  `<polygon${attrs({ points: points.map(([x, y]) => `${r(x)},${r(y)}`).join(" "), fill, ...extra })}/>`;

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width = 2,
  extra: Attrs = {},
) =>
  `<line${attrs({ x1: r(x1), y1: r(y1), x2: r(x2), y2: r(y2), stroke, "stroke-width": width, "stroke-linecap": "round", ...extra })}/>`;

export const path = (d: string, fill: string, extra: Attrs = {}) => `<path${attrs({ d, fill, ...extra })}/>`;

export const group = (body: string, extra: Attrs = {}) => `<g${attrs(extra)}>${body}</g>`;

function r(n: number): number {
  return Math.round(n * 10) / 10;
}

/** A vertical two-stop gradient definition. */
export const vGradient = (id: string, top: string, bottom: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

export function svgDocument(width: number, height: number, body: string, defs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/** Deterministic variation for a picture: the same seed draws the same picture. */
export function artRandom(seed: number) {
  let a = (seed * 2654435761) >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min: number, max: number) => min + next() * (max - min),
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  };
}

export type ArtRandom = ReturnType<typeof artRandom>;

/** A leafy plant in a pot, standing on the floor at (x, y). */
export function plant(x: number, y: number, size: number, leaf = "#7fa88a", pot = "#d9c2a7"): string {
  const s = size;
  return (
    ellipse(x, y - s * 0.95, s * 0.42, s * 0.5, leaf) +
    ellipse(x - s * 0.3, y - s * 0.7, s * 0.3, s * 0.36, leaf, { opacity: 0.9 }) +
    ellipse(x + s * 0.32, y - s * 0.72, s * 0.3, s * 0.34, leaf, { opacity: 0.85 }) +
    poly(
      [
        [x - s * 0.26, y - s * 0.42],
        [x + s * 0.26, y - s * 0.42],
        [x + s * 0.2, y],
        [x - s * 0.2, y],
      ],
      pot,
    )
  );
}

/** A round-crowned street tree with its base at (x, y). */
export function tree(x: number, y: number, size: number, crown = "#8fb596"): string {
  return (
    rect(x - size * 0.06, y - size * 0.7, size * 0.12, size * 0.7, "#8a7564") +
    circle(x, y - size * 0.95, size * 0.42, crown) +
    circle(x - size * 0.28, y - size * 0.78, size * 0.3, crown, { opacity: 0.9 }) +
    circle(x + size * 0.3, y - size * 0.8, size * 0.3, crown, { opacity: 0.85 })
  );
}
