import {
  BACK,
  backWindow,
  floorGradient,
  onFloor,
  pendant,
  type RoomColours,
  roomShell,
  shade,
  skyGradient,
} from "./room";
import {
  circle,
  ellipse,
  PHOTO_HEIGHT as H,
  line,
  plant,
  poly,
  rect,
  svgDocument,
  tree,
  vGradient,
  PHOTO_WIDTH as W,
} from "./svg";

/** Retail and industrial spaces: storefronts, shops, a café, warehouses and loading docks. */

type Scene = { alt: string; svg: () => string };

const SHOP: RoomColours = {
  wall: "#f3ece3",
  side: "#eae1d5",
  floor: "#d9cbb8",
  ceiling: "#faf7f2",
  trim: "#b49e86",
};
const HALL: RoomColours = {
  wall: "#dfe3e5",
  side: "#d3d8db",
  floor: "#b8b6b1",
  ceiling: "#c9ced2",
  trim: "#8c9297",
};

const room = (c: RoomColours, body: string, boards = true) =>
  svgDocument(W, H, roomShell(c, boards) + body, skyGradient + floorGradient(c));

function goods(x: number, y: number, w: number, rows: number, seed: number): string {
  const tones = ["#d9a38b", "#9fbcb4", "#e6cf9c", "#b7a6c9", "#a9c1d9", "#e2b8b0"];
  let out = "";
  for (let r = 0; r < rows; r++) {
    const sy = y + r * 62;
    out += rect(x, sy + 50, w, 6, "#a58f78");
    for (let i = 0, bx = x + 6; bx < x + w - 26; i++) {
      const bw = 18 + ((seed + i * 7 + r) % 14);
      out += rect(
        bx,
        sy + 50 - (24 + ((i + r) % 3) * 8),
        bw,
        24 + ((i + r) % 3) * 8,
        tones[(seed + i + r) % tones.length],
        { rx: 3 },
      );
      bx += bw + 6;
    }
  }
  return out;
}

function racks(t: number, colour: string): string {
  let out = "";
  for (const u of [-0.75, -0.25, 0.25, 0.75]) {
    const p = onFloor(t, u);
    const w = 150 * p.s;
    const h = 360 * p.s;
    out +=
      rect(p.x - w / 2, p.y - h, 6 * p.s, h, colour) +
      rect(p.x + w / 2 - 6 * p.s, p.y - h, 6 * p.s, h, colour);
    for (let level = 0; level < 4; level++) {
      const ly = p.y - (level + 1) * (h / 4);
      out += rect(p.x - w / 2, ly, w, 7 * p.s, "#e08a4f");
      out += rect(p.x - w / 2 + 10 * p.s, ly - 50 * p.s, 56 * p.s, 50 * p.s, "#d8b88f");
      if (level % 2 === 0) out += rect(p.x + 6 * p.s, ly - 40 * p.s, 50 * p.s, 40 * p.s, "#c9a77c");
    }
  }
  return out;
}

function trusses(): string {
  let out = "";
  for (const t of [0.05, 0.3, 0.6, 0.95]) {
    const y = BACK.y0 * (1 - t) + 10;
    const l = onFloor(t, -1).x;
    const r = onFloor(t, 1).x;
    out += line(l, y, r, y, "#8d959b", 6);
    for (let i = 0; i < 8; i++) {
      const x0 = l + ((r - l) * i) / 8;
      const x1 = l + ((r - l) * (i + 1)) / 8;
      out +=
        line(x0, y, (x0 + x1) / 2, y + 26 * (1 - t * 0.5), "#9aa1a6", 2) +
        line((x0 + x1) / 2, y + 26 * (1 - t * 0.5), x1, y, "#9aa1a6", 2);
    }
  }
  return out;
}

const SCENES: readonly Scene[] = [
  {
    alt: "Street-level shopfront with a striped awning and display windows",
    svg: () => {
      let out = rect(0, 0, W, H, "url(#sky)") + rect(120, 60, 960, 640, "#e9dccb");
      for (let i = 0; i < 4; i++)
        out += rect(170 + i * 230, 110, 170, 120, "#dfe8ee", { stroke: "#b39c83", "stroke-width": 6 });
      out += rect(150, 300, 900, 30, "#8f7d6c");
      for (let i = 0; i < 18; i++)
        out += poly(
          [
            [150 + i * 50, 330],
            [200 + i * 50, 330],
            [200 + i * 50, 390],
            [150 + i * 50, 390],
          ],
          i % 2 ? "#f4efe6" : "#7fa39a",
        );
      out += rect(170, 410, 360, 250, "#d5e2e9", { stroke: "#6d6258", "stroke-width": 8 });
      out += rect(670, 410, 360, 250, "#d5e2e9", { stroke: "#6d6258", "stroke-width": 8 });
      out += rect(550, 420, 100, 240, "#7e6b5a");
      out += goods(200, 470, 300, 2, 3) + goods(700, 470, 300, 2, 5);
      out += rect(0, 690, W, 110, "#cfc9c0") + plant(130, 700, 130) + plant(1070, 700, 130);
      return svgDocument(W, H, out, vGradient("sky", "#dbe8f2", "#f6efe4"));
    },
  },
  {
    alt: "Boutique shop interior with shelves of goods and a display table",
    svg: () => {
      let body = goods(BACK.x0 + 30, BACK.y0 + 40, BACK.x1 - BACK.x0 - 60, 4, 2);
      body +=
        poly(
          [
            [30, 180],
            [230, 250],
            [230, 560],
            [30, 650],
          ],
          "#efe5d8",
        ) + goods(40, 260, 170, 4, 4);
      const p = onFloor(0.5, 0);
      body +=
        rect(p.x - 150 * p.s, p.y - 90 * p.s, 300 * p.s, 90 * p.s, "#cdb08f") +
        rect(p.x - 160 * p.s, p.y - 100 * p.s, 320 * p.s, 14 * p.s, "#e9dcc9");
      body +=
        circle(p.x - 60 * p.s, p.y - 118 * p.s, 18 * p.s, "#9fbcb4") +
        rect(p.x + 10 * p.s, p.y - 140 * p.s, 50 * p.s, 40 * p.s, "#e6cf9c");
      for (const u of [-0.4, 0, 0.4]) body += pendant(0.3, u, "#e3c27f");
      body += plant(onFloor(0.85, 0.85).x, onFloor(0.85, 0.85).y, 170);
      return room(SHOP, body);
    },
  },
  {
    alt: "Café space with a counter, stools and small round tables",
    svg: () => {
      let body =
        rect(BACK.x0 + 40, BACK.y0 + 40, 240, 120, "#4d5a55") +
        rect(BACK.x0 + 300, BACK.y0 + 40, 200, 120, "#4d5a55");
      const a = onFloor(0.2, -0.6);
      const b = onFloor(0.2, 0.2);
      body +=
        rect(a.x, a.y - 130, b.x - a.x, 130, "#b98d6a") +
        rect(a.x - 10, a.y - 142, b.x - a.x + 20, 14, "#efe6da");
      body += circle(a.x + 60, a.y - 160, 16, "#8a6f5c") + rect(a.x + 120, a.y - 172, 40, 30, "#c9d6cf");
      for (const [t, u] of [
        [0.55, 0.45],
        [0.75, -0.2],
        [0.5, -0.75],
      ] as const) {
        const p = onFloor(t, u);
        body +=
          rect(p.x - 4, p.y - 80 * p.s, 8, 80 * p.s, "#4f4a45") +
          ellipse(p.x, p.y - 82 * p.s, 55 * p.s, 14 * p.s, "#efe6da");
        body +=
          rect(p.x - 90 * p.s, p.y - 60 * p.s, 30 * p.s, 60 * p.s, "#7fa39a", { rx: 6 }) +
          rect(p.x + 60 * p.s, p.y - 60 * p.s, 30 * p.s, 60 * p.s, "#7fa39a", { rx: 6 });
      }
      for (const u of [-0.5, -0.1, 0.3]) body += pendant(0.25, u, "#2f3a36");
      body += plant(onFloor(0.9, 0.9).x, onFloor(0.9, 0.9).y, 170);
      return room(SHOP, body);
    },
  },
  {
    alt: "Bright showroom with floor-to-ceiling windows and display plinths",
    svg: () => {
      let body = "";
      for (let i = 0; i < 4; i++)
        body += backWindow(
          BACK.x0 + 14 + i * 136,
          BACK.y0 + 14,
          124,
          BACK.y1 - BACK.y0 - 40,
          "#9aa0a5",
          i + 1,
        );
      for (const [t, u, h] of [
        [0.35, -0.5, 90],
        [0.45, 0.4, 120],
        [0.75, -0.1, 70],
      ] as const) {
        const p = onFloor(t, u);
        body += rect(p.x - 60 * p.s, p.y - h * p.s, 120 * p.s, h * p.s, "#f4f1ec", { stroke: "#d3cbc0" });
        body += ellipse(p.x, p.y - (h + 52) * p.s, 24 * p.s, 52 * p.s, shade("#c9a27c", (t - 0.4) * 0.5));
        body += rect(
          p.x - 10 * p.s,
          p.y - (h + 116) * p.s,
          20 * p.s,
          18 * p.s,
          shade("#c9a27c", (t - 0.4) * 0.5),
        );
      }
      body += plant(onFloor(0.9, -0.9).x, onFloor(0.9, -0.9).y, 180);
      return room({ ...SHOP, floor: "#e3ddd3" }, body, false);
    },
  },
  {
    alt: "Warehouse interior with tall pallet racks under a steel roof",
    svg: () => room(HALL, trusses() + racks(0.15, "#5f87a8") + racks(0.5, "#5f87a8"), false),
  },
  {
    alt: "Industrial building with loading docks and roll-up doors",
    svg: () => {
      let out =
        rect(0, 0, W, H, "url(#sky)") +
        rect(60, 200, 1080, 470, "#cfd3d2") +
        rect(60, 180, 1080, 24, "#9aa2a7");
      for (let i = 0; i < 4; i++) {
        const x = 120 + i * 250;
        out += rect(x, 400, 170, 230, "#a9b3b9");
        for (let s = 0; s < 9; s++) out += rect(x, 406 + s * 25, 170, 3, "#8c979e");
        out +=
          rect(x - 10, 630, 190, 40, "#6e7478") +
          rect(x + 10, 640, 20, 30, "#2f3336") +
          rect(x + 140, 640, 20, 30, "#2f3336");
        out += rect(x + 40, 250, 90, 60, "#dfe8ee", { stroke: "#8c979e", "stroke-width": 4 });
      }
      out += rect(0, 670, W, 130, "#bdb9b2");
      for (let i = 0; i < 5; i++) out += rect(100 + i * 240, 740, 120, 8, "#ece9e2");
      out += tree(40, 690, 160) + tree(1160, 690, 150);
      return svgDocument(W, H, out, vGradient("sky", "#dce7ef", "#f4ede3"));
    },
  },
  {
    alt: "Light-industrial workshop with workbenches and high windows",
    svg: () => {
      let body = trusses();
      for (let i = 0; i < 5; i++)
        body += backWindow(BACK.x0 + 20 + i * 106, BACK.y0 + 20, 90, 90, "#7c858b", i + 5);
      for (const [t, u] of [
        [0.3, -0.45],
        [0.3, 0.45],
        [0.65, 0],
      ] as const) {
        const p = onFloor(t, u);
        const w = 220 * p.s;
        body +=
          rect(p.x - w / 2, p.y - 90 * p.s, w, 14 * p.s, "#b9905f") +
          rect(p.x - w / 2 + 6, p.y - 76 * p.s, 8 * p.s, 76 * p.s, "#4f565c") +
          rect(p.x + w / 2 - 14, p.y - 76 * p.s, 8 * p.s, 76 * p.s, "#4f565c");
        body +=
          rect(p.x - 40 * p.s, p.y - 120 * p.s, 50 * p.s, 30 * p.s, "#7f9bb0") +
          circle(p.x + 50 * p.s, p.y - 104 * p.s, 14 * p.s, "#d38f5b");
      }
      return room({ ...HALL, wall: "#e6e4df" }, body, false);
    },
  },
  {
    alt: "Empty warehouse with concrete floor, columns and skylights",
    svg: () => {
      let body = trusses();
      for (const t of [0.1, 0.4, 0.75]) {
        const y = BACK.y0 * (1 - t);
        body += rect(onFloor(t, -0.2).x, y - 6, onFloor(t, 0.2).x - onFloor(t, -0.2).x, 12, "#f6f4ea", {
          opacity: 0.9,
        });
      }
      for (const t of [0.2, 0.55, 0.9]) {
        for (const u of [-0.5, 0.5]) {
          const p = onFloor(t, u);
          body += rect(
            p.x - 10 * p.s,
            BACK.y0 * (1 - t) + 20,
            20 * p.s,
            p.y - BACK.y0 * (1 - t) - 20,
            "#e5c45f",
          );
        }
      }
      body += rect(BACK.x0 + 180, BACK.y1 - 200, 200, 200, "#a9b3b9");
      return room({ ...HALL, floor: "#c4c1bb" }, body, false);
    },
  },
];

export const RETAIL_SCENES = [0, 1, 2, 3] as const;
export const INDUSTRIAL_SCENES = [4, 5, 6, 7] as const;

export function spaceAlt(index: number): string {
  return SCENES[index % SCENES.length].alt;
}

export function spaceSvg(index: number): string {
  return SCENES[index % SCENES.length].svg();
}
