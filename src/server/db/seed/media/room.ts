import { PHOTO_HEIGHT as H, line, poly, rect, vGradient, PHOTO_WIDTH as W } from "./svg";

/**
 * One-point perspective room: a back wall in the middle, walls, floor and ceiling around it.
 * Furniture is placed by depth t (0 = against the back wall, 1 = at the viewer) and across
 * position u (-1 = left wall, 1 = right wall).
 */
export const BACK = { x0: 320, y0: 200, x1: 880, y1: 540 } as const;

export type RoomColours = { wall: string; side: string; floor: string; ceiling: string; trim: string };

export function roomShell(c: RoomColours, floorBoards = true): string {
  let out = poly(
    [
      [0, 0],
      [W, 0],
      [BACK.x1, BACK.y0],
      [BACK.x0, BACK.y0],
    ],
    c.ceiling,
  );
  out += poly(
    [
      [0, H],
      [W, H],
      [BACK.x1, BACK.y1],
      [BACK.x0, BACK.y1],
    ],
    "url(#floor)",
  );
  out += poly(
    [
      [0, 0],
      [BACK.x0, BACK.y0],
      [BACK.x0, BACK.y1],
      [0, H],
    ],
    c.side,
  );
  out += poly(
    [
      [W, 0],
      [BACK.x1, BACK.y0],
      [BACK.x1, BACK.y1],
      [W, H],
    ],
    c.side,
    { opacity: 0.92 },
  );
  out += rect(BACK.x0, BACK.y0, BACK.x1 - BACK.x0, BACK.y1 - BACK.y0, c.wall);
  out += rect(BACK.x0, BACK.y1 - 10, BACK.x1 - BACK.x0, 10, c.trim, { opacity: 0.6 });
  if (floorBoards) {
    for (let i = -6; i <= 6; i++) {
      const bx = (BACK.x0 + BACK.x1) / 2 + i * ((BACK.x1 - BACK.x0) / 12);
      out += line(bx, BACK.y1, 600 + i * 200, H, c.trim, 1.2, { opacity: 0.25 });
    }
  }
  return out;
}

export const floorGradient = (c: RoomColours) => vGradient("floor", c.floor, shade(c.floor, -0.12));

/** Screen position of a point on the floor: depth t (0 back .. 1 front), across u (-1 .. 1). */
export function onFloor(t: number, u: number): { x: number; y: number; s: number } {
  const y = BACK.y1 + t * (H - BACK.y1);
  const half = (BACK.x1 - BACK.x0) / 2 + t * (W / 2 - (BACK.x1 - BACK.x0) / 2);
  return { x: 600 + u * half, y, s: 0.45 + t * 0.85 };
}

/** A window pane on the back wall with a soft skyline behind it. */
export function backWindow(x: number, y: number, w: number, h: number, frame: string, seed: number): string {
  let out = rect(x, y, w, h, "url(#sky)");
  let bx = x + 4;
  let i = 0;
  while (bx < x + w - 6) {
    const bw = Math.min(18 + ((seed * 7 + i * 13) % 26), x + w - 4 - bx);
    const bh = h * (0.2 + ((seed * 11 + i * 17) % 40) / 100);
    out += rect(bx, y + h - bh, bw, bh, "#c6d2dc", { opacity: 0.9 });
    bx += bw + 4;
    i += 1;
  }
  out += rect(x, y, w, h, "none", { stroke: frame, "stroke-width": 6 });
  out += rect(x + w / 2 - 2, y, 4, h, frame);
  return out;
}

export const skyGradient = vGradient("sky", "#dbe8f2", "#f6efe4");

/** A desk seen from the front at floor position (t, u), with a monitor when asked. */
export function desk(t: number, u: number, top: string, legs: string, monitor = true): string {
  const { x, y, s } = onFloor(t, u);
  const w = 170 * s;
  const h = 78 * s;
  let out = rect(x - w / 2 + 6 * s, y - h, 6 * s, h, legs) + rect(x + w / 2 - 12 * s, y - h, 6 * s, h, legs);
  out += poly(
    [
      [x - w / 2, y - h],
      [x + w / 2, y - h],
      [x + w / 2 - 14 * s, y - h - 22 * s],
      [x - w / 2 + 14 * s, y - h - 22 * s],
    ],
    top,
  );
  out += rect(x - w / 2, y - h, w, 6 * s, shade(top, -0.15));
  if (monitor) {
    out += rect(x - 34 * s, y - h - 70 * s, 68 * s, 44 * s, "#3f4a55");
    out += rect(x - 30 * s, y - h - 66 * s, 60 * s, 36 * s, "#8fb1c8");
    out += rect(x - 3 * s, y - h - 26 * s, 6 * s, 10 * s, "#3f4a55");
  }
  return out;
}

/** A task chair in front of a desk, seen from behind. */
export function chair(t: number, u: number, colour: string): string {
  const { x, y, s } = onFloor(t, u);
  return (
    rect(x - 4 * s, y - 40 * s, 8 * s, 40 * s, "#59616a") +
    rect(x - 26 * s, y - 4 * s, 52 * s, 5 * s, "#59616a") +
    rect(x - 30 * s, y - 56 * s, 60 * s, 16 * s, colour, { rx: 6 * s }) +
    rect(x - 26 * s, y - 112 * s, 52 * s, 56 * s, colour, { rx: 12 * s })
  );
}

/** A pendant lamp hanging from the ceiling above floor position u at depth t. */
export function pendant(t: number, u: number, colour: string): string {
  const { x, s } = onFloor(t, u);
  const ceilingY = BACK.y0 * (1 - t);
  const lampY = ceilingY + 120 * s;
  return (
    line(x, ceilingY, x, lampY, "#6b6f73", 1.5) +
    poly(
      [
        [x - 26 * s, lampY + 22 * s],
        [x + 26 * s, lampY + 22 * s],
        [x + 10 * s, lampY],
        [x - 10 * s, lampY],
      ],
      colour,
    )
  );
}

/** Lighter (amount > 0) or darker (amount < 0) version of a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const v = (n >> shift) & 0xff;
    const out = amount >= 0 ? v + (255 - v) * amount : v * (1 + amount);
    return Math.max(0, Math.min(255, Math.round(out)));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, "0")).join("")}`;
}
