import {
  BACK,
  backWindow,
  chair,
  desk,
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
  PHOTO_WIDTH as W,
} from "./svg";

/** Office interiors in soft colours: open plan, meeting room, lounge, private office and more. */

type Scene = { alt: string; colours: RoomColours; draw: (c: RoomColours) => string };

const WARM: RoomColours = {
  wall: "#f1ebe2",
  side: "#e6ded2",
  floor: "#c9a987",
  ceiling: "#f7f4ef",
  trim: "#a88c70",
};
const COOL: RoomColours = {
  wall: "#e8eef1",
  side: "#dbe3e8",
  floor: "#b9b4ad",
  ceiling: "#f5f7f8",
  trim: "#8b949b",
};
const SAGE: RoomColours = {
  wall: "#e9eee6",
  side: "#dde4d9",
  floor: "#cdb394",
  ceiling: "#f6f7f3",
  trim: "#97a08c",
};
const BRICK: RoomColours = {
  wall: "#c99b82",
  side: "#e4d9cc",
  floor: "#a98f77",
  ceiling: "#d9d6d1",
  trim: "#7e6a5a",
};

function windowsOnBack(frame: string, count = 3): string {
  const gap = 24;
  const w = (BACK.x1 - BACK.x0 - gap * (count + 1)) / count;
  let out = "";
  for (let i = 0; i < count; i++)
    out += backWindow(BACK.x0 + gap + i * (w + gap), BACK.y0 + 40, w, 230, frame, i + 3);
  return out;
}

function rug(t0: number, t1: number, u0: number, u1: number, colour: string): string {
  const a = onFloor(t0, u0);
  const b = onFloor(t0, u1);
  const c = onFloor(t1, u1);
  const d = onFloor(t1, u0);
  return poly(
    [
      [a.x, a.y],
      [b.x, b.y],
      [c.x, c.y],
      [d.x, d.y],
    ],
    colour,
    { opacity: 0.85 },
  );
}

function sofa(t: number, u: number, colour: string, width = 300): string {
  const { x, y, s } = onFloor(t, u);
  const w = width * s;
  return (
    rect(x - w / 2, y - 110 * s, w, 70 * s, shade(colour, -0.1), { rx: 14 * s }) +
    rect(x - w / 2 - 10 * s, y - 70 * s, w + 20 * s, 56 * s, colour, { rx: 12 * s }) +
    rect(x - w / 2 + 10 * s, y - 14 * s, 8 * s, 14 * s, "#6d5c4e") +
    rect(x + w / 2 - 18 * s, y - 14 * s, 8 * s, 14 * s, "#6d5c4e")
  );
}

function table(t: number, u: number, w: number, top: string): string {
  const { x, y, s } = onFloor(t, u);
  return (
    rect(x - 4 * s, y - 60 * s, 8 * s, 60 * s, "#6f6a64") +
    ellipse(x, y - 62 * s, (w / 2) * s, 16 * s, top) +
    ellipse(x, y - 2 * s, 30 * s, 6 * s, "#6f6a64")
  );
}

function shelf(x: number, y: number, w: number, h: number, wood: string, seed: number): string {
  let out = rect(x, y, w, h, wood);
  const rows = 4;
  const tones = ["#c9d6cf", "#e3c8a8", "#b8c4d6", "#d9b6a3", "#e8e2d4"];
  for (let r = 0; r < rows; r++) {
    const sy = y + 8 + r * ((h - 16) / rows);
    out += rect(x + 6, sy + (h - 16) / rows - 6, w - 12, 5, shade(wood, -0.2));
    let bx = x + 10;
    let i = 0;
    while (bx < x + w - 20) {
      const bw = 8 + ((seed + r * 5 + i * 3) % 10);
      const bh = (h - 16) / rows - 16 - ((seed + i) % 3) * 6;
      out += rect(bx, sy + (h - 16) / rows - 6 - bh, bw, bh, tones[(seed + r + i) % tones.length]);
      bx += bw + 3;
      i += 1;
    }
  }
  return out;
}

const SCENES: readonly Scene[] = [
  {
    alt: "Open-plan office with rows of desks in front of tall windows",
    colours: WARM,
    draw: (c) => {
      let out = windowsOnBack("#8f8579");
      for (const t of [0.18, 0.45]) for (const u of [-0.55, 0, 0.55]) out += desk(t, u, "#efe6da", "#7d766f");
      for (const u of [-0.55, 0, 0.55]) out += chair(0.62, u, "#6f8fa6");
      out +=
        plant(onFloor(0.8, -0.9).x, onFloor(0.8, -0.9).y, 150) +
        plant(onFloor(0.55, 0.92).x, onFloor(0.55, 0.92).y, 110);
      for (const u of [-0.5, 0, 0.5]) out += pendant(0.35, u, "#d8b46a");
      return roomShell(c) + out;
    },
  },
  {
    alt: "Meeting room with a long table, chairs and a wall screen",
    colours: COOL,
    draw: (c) => {
      let out = rect(520, 270, 160, 96, "#3f4a55") + rect(526, 276, 148, 84, "#9bb8cc");
      const a = onFloor(0.05, -0.28);
      const b = onFloor(0.05, 0.28);
      const d = onFloor(0.7, -0.42);
      const e = onFloor(0.7, 0.42);
      for (const t of [0.15, 0.35, 0.55]) out += chair(t, -0.55, "#7e9aa8") + chair(t, 0.55, "#7e9aa8");
      out += poly(
        [
          [a.x, a.y - 40],
          [b.x, b.y - 40],
          [e.x, e.y - 70],
          [d.x, d.y - 70],
        ],
        "#d8c3a5",
      );
      out += poly(
        [
          [d.x, d.y - 70],
          [e.x, e.y - 70],
          [e.x, e.y - 58],
          [d.x, d.y - 58],
        ],
        "#b59d80",
      );
      out += plant(onFloor(0.85, 0.9).x, onFloor(0.85, 0.9).y, 160);
      return roomShell(c) + out;
    },
  },
  {
    alt: "Lounge area with a sofa, rug, coffee table and plants",
    colours: SAGE,
    draw: (c) => {
      let out = windowsOnBack("#8b9482", 2);
      out += rug(0.25, 0.75, -0.6, 0.6, "#e9d8c2");
      out += sofa(0.3, 0, "#8aa6a0", 360) + table(0.6, 0, 150, "#c8a27c");
      out +=
        plant(onFloor(0.4, -0.85).x, onFloor(0.4, -0.85).y, 170) +
        plant(onFloor(0.9, 0.85).x, onFloor(0.9, 0.85).y, 180);
      out += shelf(40, 260, 170, 300, "#c9ad8f", 4);
      return roomShell(c) + out;
    },
  },
  {
    alt: "Private office with a desk, bookshelf and a window",
    colours: WARM,
    draw: (c) => {
      let out = backWindow(BACK.x0 + 60, BACK.y0 + 40, 200, 230, "#8f8579", 9);
      out += shelf(BACK.x1 - 240, BACK.y0 + 60, 200, 270, "#b98f6b", 7);
      out += desk(0.35, 0, "#c7a07a", "#6a5a4c");
      out += chair(0.55, 0, "#556f80");
      out += plant(onFloor(0.7, -0.8).x, onFloor(0.7, -0.8).y, 160);
      return roomShell(c) + out;
    },
  },
  {
    alt: "Office pantry with a counter, stools and pendant lights",
    colours: COOL,
    draw: (c) => {
      let out = rect(BACK.x0 + 20, BACK.y0 + 30, BACK.x1 - BACK.x0 - 40, 90, "#dfe6ea");
      for (let i = 0; i < 6; i++)
        out += rect(BACK.x0 + 30 + i * 88, BACK.y0 + 38, 80, 74, "#eef2f4", { stroke: "#b9c3ca" });
      out += rect(BACK.x0 + 20, BACK.y1 - 150, BACK.x1 - BACK.x0 - 40, 140, "#c9d3d8");
      out += rect(BACK.x0 + 10, BACK.y1 - 160, BACK.x1 - BACK.x0 - 20, 14, "#f4f1ec");
      const island = [onFloor(0.35, -0.45), onFloor(0.35, 0.45)];
      out += rect(island[0].x, island[0].y - 120, island[1].x - island[0].x, 120, "#a6b6bf");
      out += rect(island[0].x - 10, island[0].y - 134, island[1].x - island[0].x + 20, 16, "#f4f1ec");
      for (const u of [-0.35, 0, 0.35]) {
        const p = onFloor(0.55, u);
        out +=
          rect(p.x - 3, p.y - 90 * p.s, 6, 90 * p.s, "#5f676e") +
          ellipse(p.x, p.y - 92 * p.s, 28 * p.s, 9 * p.s, "#d7a86e");
      }
      for (const u of [-0.35, 0, 0.35]) out += pendant(0.3, u, "#e1c07f");
      return roomShell(c) + out;
    },
  },
  {
    alt: "Bright reception area with a front desk, bench and artwork",
    colours: SAGE,
    draw: (c) => {
      let out = rect(470, 250, 260, 150, "#f7f4ee", { stroke: "#c1b8aa", "stroke-width": 6 });
      out +=
        circle(560, 320, 46, "#d9b39a", { opacity: 0.9 }) + circle(635, 345, 38, "#9fb9b2", { opacity: 0.9 });
      out += rect(520, 300, 120, 10, "#7f8f9c", { opacity: 0.6 });
      const a = onFloor(0.3, -0.4);
      const b = onFloor(0.3, 0.4);
      out +=
        rect(a.x, a.y - 120, b.x - a.x, 120, "#e8dccb") +
        rect(a.x - 8, a.y - 132, b.x - a.x + 16, 14, "#b89a7c");
      out += sofa(0.75, -0.75, "#b9a38d", 200) + plant(onFloor(0.65, 0.85).x, onFloor(0.65, 0.85).y, 190);
      return roomShell(c) + out;
    },
  },
  {
    alt: "Loft office with an exposed ceiling, ducts and long shared tables",
    colours: BRICK,
    draw: (c) => {
      let out = "";
      for (let row = 0; row < 9; row++) {
        for (let col = 0; col < 10; col++) {
          const x = BACK.x0 + col * 56 + (row % 2) * 28;
          if (x + 50 > BACK.x1) continue;
          out += rect(x + 2, BACK.y0 + 10 + row * 36, 50, 30, shade(c.wall, ((row + col) % 3) * 0.04), {
            opacity: 0.9,
          });
        }
      }
      out += windowsOnBack("#4f5358", 2).replace(/opacity="0\.9"/g, 'opacity="0.8"');
      for (const u of [-0.6, 0.6]) {
        const p = onFloor(0.2, u);
        const q = onFloor(1, u);
        out += line(p.x, 60 + (u > 0 ? 10 : 0), q.x, 10, "#9aa1a6", 26, { opacity: 0.9 });
      }
      for (const t of [0.25, 0.55])
        out += desk(t, -0.35, "#d2b48e", "#3f4347") + desk(t, 0.35, "#d2b48e", "#3f4347");
      out += plant(onFloor(0.85, -0.85).x, onFloor(0.85, -0.85).y, 170);
      for (const u of [-0.35, 0.35]) out += pendant(0.4, u, "#3f4347");
      return roomShell(c) + out;
    },
  },
  {
    alt: "Quiet focus area with glass phone booths and soft seating",
    colours: COOL,
    draw: (c) => {
      let out = windowsOnBack("#8b949b");
      for (const u of [-0.62, 0.62]) {
        const p = onFloor(0.3, u);
        const w = 170 * p.s;
        out += rect(p.x - w / 2, p.y - 330 * p.s, w, 330 * p.s, "#cfe0e6", {
          opacity: 0.65,
          stroke: "#7f98a6",
          "stroke-width": 4,
        });
        out += rect(p.x - w / 2 + 10, p.y - 150 * p.s, w - 20, 40 * p.s, "#8fa9b4");
      }
      out += sofa(0.65, 0, "#c2a58a", 240) + table(0.85, 0.45, 110, "#e4d6c3");
      out += plant(onFloor(0.75, -0.9).x, onFloor(0.75, -0.9).y, 150);
      return roomShell(c) + out;
    },
  },
];

export const OFFICE_SCENE_COUNT = SCENES.length;

export function officeAlt(index: number): string {
  return SCENES[index % SCENES.length].alt;
}

export function officeSvg(index: number): string {
  const scene = SCENES[index % SCENES.length];
  const body = scene.draw(scene.colours) + rect(0, 0, W, H, "none");
  return svgDocument(W, H, body, skyGradient + floorGradient(scene.colours));
}
