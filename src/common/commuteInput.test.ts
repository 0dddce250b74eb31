import { describe, expect, it } from "vitest";
import { normalizeZip, parseZipList, splitZipList } from "./commuteInput";

describe("normalizeZip", () => {
  it("keeps five-digit US ZIPs and cuts ZIP+4", () => {
    expect(normalizeZip("10001")).toBe("10001");
    expect(normalizeZip(" 02139 ")).toBe("02139");
    expect(normalizeZip("10001-1234")).toBe("10001");
    expect(normalizeZip("100011234")).toBe("10001");
  });

  it("reads Canadian codes as their forward sortation area, in capitals", () => {
    expect(normalizeZip("m5v")).toBe("M5V");
    expect(normalizeZip("M5V 3L9")).toBe("M5V");
    expect(normalizeZip("m5v3l9")).toBe("M5V");
  });

  it("refuses anything else", () => {
    for (const bad of ["", "1234", "123456", "ABCDE", "D5V", "M5", "10001-12", "M5V 3L"]) {
      expect(normalizeZip(bad), bad).toBeNull();
    }
  });
});

describe("splitZipList", () => {
  it("splits on commas, spaces, semicolons and new lines", () => {
    expect(splitZipList("10001, 10002\n10003;10004  10005\r\n")).toEqual([
      "10001",
      "10002",
      "10003",
      "10004",
      "10005",
    ]);
  });

  it("keeps a spaced Canadian postal code in one piece", () => {
    expect(splitZipList("M5V 3L9, 10001")).toEqual(["M5V3L9", "10001"]);
  });
});

describe("parseZipList", () => {
  it("keeps the good codes in order, duplicates included, and reports the bad ones as typed", () => {
    expect(parseZipList("10001, 1234, 10001\nnope M5V")).toEqual({
      zips: ["10001", "10001", "M5V"],
      invalid: ["1234", "nope"],
    });
  });

  it("is empty for blank text", () => {
    expect(parseZipList("  \n ")).toEqual({ zips: [], invalid: [] });
  });
});
