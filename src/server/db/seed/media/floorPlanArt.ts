import { artRandom, circle, line, path, rect, svgDocument } from "./svg";

/**
 * Architectural floor plans: outer walls with windows, a service core, enclosed offices along one
 * side, a meeting room and desk clusters in the open area. Each index draws a different layout.
 */

export const PLAN_WIDTH = 1200;
export const PLAN_HEIGHT = 900;

const WALL = "#4a5057";
const GLASS = "#8fb8d2";
const ROOM = "#f3efe8";
const FURNITURE = "#c9c1b5";

function door(x: number, y: number, size: number, flip: boolean): string {
  const d = flip
    ? `M ${x} ${y} L ${x} ${y - size} A ${size} ${size} 0 0 1 ${x + size} ${y}`
    : `M ${x} ${y} L ${x + size} ${y} A ${size} ${size} 0 0 1 ${x} ${y + size}`;
  return path(d, "none", { stroke: "#9aa0a6", "stroke-width": 1.5 });
}

function deskCluster(x: number, y: number, cols: number): string {
  let out = "";
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < 2; r++) {
      const dx = x + c * 64;
      const dy = y + r * 44;
      out += rect(dx, dy, 60, 40, "#ffffff", { stroke: FURNITURE, "stroke-width": 2 });
      out += circle(dx + 30, r === 0 ? dy - 12 : dy + 52, 11, "none", {
        stroke: FURNITURE,
        "stroke-width": 2,
      });
    }
  }
  return out;
}

function meetingTable(x: number, y: number, w: number, h: number): string {
  let out = rect(x, y, w, h, "#ffffff", { stroke: FURNITURE, "stroke-width": 2, rx: 10 });
  const seats = Math.max(2, Math.floor(w / 46));
  for (let i = 0; i < seats; i++) {
    const cx = x + ((i + 0.5) * w) / seats;
    out += circle(cx, y - 16, 11, "none", { stroke: FURNITURE, "stroke-width": 2 });
    out += circle(cx, y + h + 16, 11, "none", { stroke: FURNITURE, "stroke-width": 2 });
  }
  return out;
}

export function floorPlanSvg(index: number): string {
  const rng = artRandom(5000 + index);
  const margin = 70;
  const x0 = margin;
  const y0 = margin;
  const x1 = PLAN_WIDTH - margin;
  const y1 = PLAN_HEIGHT - margin;
  let body = rect(0, 0, PLAN_WIDTH, PLAN_HEIGHT, "#fbfaf7");
  body += rect(x0, y0, x1 - x0, y1 - y0, "#ffffff");

  // Enclosed offices along the top (or bottom) wall.
  const officesTop = index % 2 === 0;
  const officeDepth = rng.between(150, 190);
  const officeCount = rng.int(4, 7);
  const officeW = (x1 - x0) / officeCount;
  const oy0 = officesTop ? y0 : y1 - officeDepth;
  for (let i = 0; i < officeCount; i++) {
    const ox = x0 + i * officeW;
    const isMeeting = i === index % officeCount;
    body += rect(ox, oy0, officeW, officeDepth, isMeeting ? "#eef3f6" : ROOM);
    body += line(ox, oy0, ox, oy0 + officeDepth, WALL, 4);
    body += isMeeting
      ? meetingTable(ox + 24, oy0 + officeDepth / 2 - 22, officeW - 48, 44)
      : rect(ox + 20, officesTop ? oy0 + 24 : oy0 + officeDepth - 64, officeW * 0.5, 40, "#ffffff", {
          stroke: FURNITURE,
          "stroke-width": 2,
        });
    const doorY = officesTop ? oy0 + officeDepth : oy0;
    body += door(ox + officeW - 56, doorY, 40, officesTop);
  }
  const corridorY = officesTop ? oy0 + officeDepth : oy0;
  body += line(x0, corridorY, x1, corridorY, WALL, 4);

  // Service core: lifts, stairs and washrooms.
  const coreW = rng.between(220, 300);
  const coreH = rng.between(150, 190);
  const coreX = index % 3 === 0 ? x1 - coreW - 40 : (x0 + x1 - coreW) / 2 + rng.between(-160, 160);
  const coreY = officesTop ? y1 - coreH - 40 : y0 + 40;
  body += rect(coreX, coreY, coreW, coreH, "#e3e0da", { stroke: WALL, "stroke-width": 4 });
  for (let i = 0; i < 3; i++) {
    const lx = coreX + 14 + i * 50;
    body += rect(lx, coreY + 14, 42, 42, "#d3cec6", { stroke: WALL, "stroke-width": 2 });
    body +=
      line(lx, coreY + 14, lx + 42, coreY + 56, "#b3aca2", 1.5) +
      line(lx + 42, coreY + 14, lx, coreY + 56, "#b3aca2", 1.5);
  }
  for (let s = 0; s < 8; s++)
    body += line(
      coreX + coreW - 80,
      coreY + 20 + s * ((coreH - 40) / 8),
      coreX + coreW - 16,
      coreY + 20 + s * ((coreH - 40) / 8),
      "#b3aca2",
      1.5,
    );

  // Open area: desk clusters, avoiding the core.
  const openTop = officesTop ? corridorY + 90 : y0 + 70;
  const openBottom = officesTop ? y1 - 70 : corridorY - 90;
  for (let cy = openTop; cy + 90 < openBottom; cy += 150) {
    for (let cx = x0 + 50; cx + 200 < x1 - 40; cx += rng.int(260, 300)) {
      const overlapsCore =
        cx + 200 > coreX - 30 && cx < coreX + coreW + 30 && cy + 100 > coreY - 30 && cy < coreY + coreH + 30;
      if (!overlapsCore) body += deskCluster(cx, cy, 3);
    }
  }

  // Outer walls with window bands.
  body += rect(x0, y0, x1 - x0, y1 - y0, "none", { stroke: WALL, "stroke-width": 12 });
  for (let wx = x0 + 40; wx < x1 - 100; wx += 120) {
    body += line(wx, y0, wx + 80, y0, GLASS, 6) + line(wx, y1, wx + 80, y1, GLASS, 6);
  }
  for (let wy = y0 + 40; wy < y1 - 100; wy += 120) {
    body += line(x0, wy, x0, wy + 80, GLASS, 6) + line(x1, wy, x1, wy + 80, GLASS, 6);
  }
  // North arrow, drawn as shapes.
  body += circle(PLAN_WIDTH - 40, 40, 18, "none", { stroke: "#9aa0a6", "stroke-width": 2 });
  body += path(`M ${PLAN_WIDTH - 40} 26 L ${PLAN_WIDTH - 33} 46 L ${PLAN_WIDTH - 47} 46 Z`, "#9aa0a6");
  return svgDocument(PLAN_WIDTH, PLAN_HEIGHT, body);
}

export const FLOOR_PLAN_ALT =
  "Floor plan of the space showing offices, a meeting room, the core and open seating";
