import {
  type ArtRandom,
  artRandom,
  circle,
  ellipse,
  PHOTO_HEIGHT as H,
  poly,
  rect,
  svgDocument,
  tree,
  vGradient,
  PHOTO_WIDTH as W,
} from "./svg";

/** Building exteriors: a soft sky, a street and one building in the middle, drawn from a few shapes. */

type FacadeStyle = {
  name: string;
  alt: string;
  sky: [string, string];
  body: string;
  glass: string;
  frame: string;
  floors: number;
  columns: number;
  width: number;
  height: number;
  /** Tall glass curtain wall instead of punched windows. */
  curtain?: boolean;
  arched?: boolean;
  setback?: boolean;
};

export const FACADE_STYLES: readonly FacadeStyle[] = [
  {
    name: "glass tower",
    alt: "Glass office tower against a pale blue sky",
    sky: ["#cfe0ef", "#f3ede4"],
    body: "#9fb7c9",
    glass: "#c3d6e4",
    frame: "#7f97aa",
    floors: 16,
    columns: 8,
    width: 420,
    height: 640,
    curtain: true,
  },
  {
    name: "brick loft",
    alt: "Red-brick loft building with tall arched windows",
    sky: ["#dfe9f2", "#f7efe3"],
    body: "#c58f74",
    glass: "#e9eef2",
    frame: "#8d5e4b",
    floors: 6,
    columns: 6,
    width: 640,
    height: 430,
    arched: true,
  },
  {
    name: "stone mid-rise",
    alt: "Limestone mid-rise office building with a canopy entrance",
    sky: ["#d6e4ee", "#f5efe6"],
    body: "#ddd2c0",
    glass: "#b9cad6",
    frame: "#a89b86",
    floors: 10,
    columns: 7,
    width: 520,
    height: 560,
    setback: true,
  },
  {
    name: "modern low-rise",
    alt: "Modern two-storey office building with wide windows and trees",
    sky: ["#d8e8e4", "#f4f0e8"],
    body: "#eae6df",
    glass: "#a9c3cf",
    frame: "#6f7d86",
    floors: 3,
    columns: 5,
    width: 760,
    height: 300,
  },
  {
    name: "teal tower",
    alt: "Slim teal-glass tower with a lobby at street level",
    sky: ["#e2ecf4", "#f6eee6"],
    body: "#8fb3b0",
    glass: "#b9d4d1",
    frame: "#6c9390",
    floors: 18,
    columns: 6,
    width: 360,
    height: 660,
    curtain: true,
  },
  {
    name: "warehouse conversion",
    alt: "Converted warehouse with large steel-framed windows",
    sky: ["#dde6ee", "#f4ece2"],
    body: "#b7a89a",
    glass: "#d5e0e6",
    frame: "#5d6167",
    floors: 4,
    columns: 5,
    width: 700,
    height: 380,
    arched: false,
  },
  {
    name: "terracotta mid-rise",
    alt: "Terracotta-clad mid-rise building on a tree-lined street",
    sky: ["#d7e5f0", "#f7ebdf"],
    body: "#d6a98c",
    glass: "#dbe5ea",
    frame: "#a4765d",
    floors: 8,
    columns: 6,
    width: 560,
    height: 500,
    setback: true,
  },
  {
    name: "campus building",
    alt: "Suburban office campus building with a lawn in front",
    sky: ["#d4e7ef", "#f3f1e6"],
    body: "#d9dedf",
    glass: "#9fbccb",
    frame: "#83939c",
    floors: 4,
    columns: 9,
    width: 820,
    height: 330,
    curtain: true,
  },
];

function neighbours(rng: ArtRandom, groundY: number): string {
  let out = "";
  for (const side of [0, 1]) {
    let x = side === 0 ? -20 : W - 200;
    for (let i = 0; i < 2; i++) {
      const w = rng.between(120, 200);
      const h = rng.between(220, 520);
      const tone = rng.pick(["#e4ded6", "#dcd9d3", "#e9e1d5", "#d9dfe3"]);
      out += rect(x, groundY - h, w, h, tone);
      for (let y = groundY - h + 24; y < groundY - 40; y += 38) {
        for (let wx = x + 16; wx < x + w - 24; wx += 30)
          out += rect(wx, y, 16, 20, "#f2f4f5", { opacity: 0.8 });
      }
      x += side === 0 ? w * 0.8 : -w * 0.5;
    }
  }
  return out;
}

function windows(style: FacadeStyle, x: number, top: number, groundY: number): string {
  const lobby = 70;
  const rows = style.floors;
  const cols = style.columns;
  const areaH = groundY - lobby - top - 20;
  const cellH = areaH / rows;
  const cellW = (style.width - 40) / cols;
  let out = "";
  if (style.curtain) {
    out += rect(x + 16, top + 16, style.width - 32, areaH + 4, style.glass);
    for (let c = 1; c < cols; c++)
      out += rect(x + 16 + c * ((style.width - 32) / cols) - 1.5, top + 16, 3, areaH + 4, style.frame, {
        opacity: 0.6,
      });
    for (let f = 1; f < rows; f++)
      out += rect(x + 16, top + 16 + f * cellH - 1, style.width - 32, 2, style.frame, { opacity: 0.45 });
    out += poly(
      [
        [x + 16, top + 16],
        [x + style.width * 0.55, top + 16],
        [x + 16, top + areaH * 0.6],
      ],
      "#ffffff",
      { opacity: 0.18 },
    );
    return out;
  }
  for (let f = 0; f < rows; f++) {
    for (let c = 0; c < cols; c++) {
      const wx = x + 20 + c * cellW + cellW * 0.18;
      const wy = top + 20 + f * cellH + cellH * 0.16;
      const ww = cellW * 0.64;
      const wh = cellH * 0.66;
      out += rect(wx - 3, wy - 3, ww + 6, wh + 6, style.frame, { opacity: 0.55 });
      const arch = Math.min(ww / 2, wh * 0.3);
      out += style.arched
        ? rect(wx, wy + arch, ww, wh - arch, style.glass) +
          ellipse(wx + ww / 2, wy + arch, ww / 2, arch, style.glass)
        : rect(wx, wy, ww, wh, style.glass);
      out += rect(wx + ww / 2 - 1, wy, 2, wh, style.frame, { opacity: 0.5 });
    }
  }
  return out;
}

export function facadeSvg(index: number): string {
  const style = FACADE_STYLES[index % FACADE_STYLES.length];
  const rng = artRandom(1000 + index);
  const groundY = 690;
  const x = (W - style.width) / 2;
  const top = groundY - style.height;
  let body = rect(0, 0, W, H, "url(#sky)");
  body += circle(rng.between(160, 1040), rng.between(90, 150), 46, "#fbf3df", { opacity: 0.9 });
  for (let i = 0; i < 3; i++) {
    const cx = rng.between(100, 1100);
    const cy = rng.between(70, 200);
    body +=
      ellipse(cx, cy, 90, 22, "#ffffff", { opacity: 0.6 }) +
      ellipse(cx + 40, cy - 12, 60, 20, "#ffffff", { opacity: 0.6 });
  }
  body += neighbours(rng, groundY);
  body += rect(x, top, style.width, style.height, style.body);
  if (style.setback)
    body += rect(x + style.width * 0.15, top - 60, style.width * 0.7, 62, style.body, { opacity: 0.92 });
  body += rect(x - 6, top - 8, style.width + 12, 12, style.frame);
  body += windows(style, x, top, groundY);
  // Lobby: glass doors under a canopy.
  const doorW = Math.min(180, style.width * 0.4);
  body += rect(x + (style.width - doorW) / 2, groundY - 70, doorW, 70, "#8ea4b2");
  body += rect(x + style.width / 2 - 1.5, groundY - 70, 3, 70, style.frame);
  body += rect(x + (style.width - doorW) / 2 - 20, groundY - 82, doorW + 40, 12, "#5d676e");
  // Street.
  body += rect(0, groundY, W, 40, "#d8d3cb") + rect(0, groundY + 40, W, H - groundY - 40, "#b9b6b1");
  for (let i = 0; i < 6; i++) body += rect(40 + i * 210, groundY + 70, 110, 8, "#e9e6df");
  const trees = style.height < 400 ? 4 : 2;
  for (let i = 0; i < trees; i++) {
    const tx = i % 2 === 0 ? x - 70 - (i >> 1) * 120 : x + style.width + 70 + (i >> 1) * 120;
    body += tree(tx, groundY + 14, rng.between(120, 160));
  }
  return svgDocument(W, H, body, vGradient("sky", style.sky[0], style.sky[1]));
}
