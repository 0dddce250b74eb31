import { describe, expect, it } from "vitest";
import { sanitizeFilename, sniffImageType, sniffNoteFileType } from "./fileChecks";

describe("file checks", () => {
  it("knows JPEG, PNG, WebP and PDF by their first bytes, and nothing else", () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe("image/jpeg");
    expect(sniffImageType(Buffer.from("\x89PNG\r\n\x1a\n....", "latin1"))).toBe("image/png");
    expect(sniffImageType(Buffer.from("RIFF\0\0\0\0WEBPVP8 ", "latin1"))).toBe("image/webp");
    expect(sniffImageType(Buffer.from("RIFF\0\0\0\0WAVEfmt ", "latin1"))).toBeNull();
    expect(sniffImageType(Buffer.from("GIF89a", "latin1"))).toBeNull();
    expect(sniffImageType(Buffer.from("<svg xmlns=", "latin1"))).toBeNull();
    expect(sniffImageType(Buffer.from("MZ\x90\0", "latin1"))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
    expect(sniffImageType(Buffer.from("%PDF-1.7", "latin1"))).toBeNull();
    expect(sniffNoteFileType(Buffer.from("%PDF-1.7", "latin1"))).toBe("application/pdf");
    expect(sniffNoteFileType(Buffer.from("PK\x03\x04", "latin1"))).toBeNull();
  });

  it("keeps only a harmless last segment of the client's file name", () => {
    expect(sanitizeFilename("../../etc/passwd")).toBe("passwd");
    expect(sanitizeFilename("C:\\Users\\me\\photo.jpg")).toBe("photo.jpg");
    expect(sanitizeFilename("..\\..\\x.png")).toBe("x.png");
    expect(sanitizeFilename(".htaccess")).toBe("htaccess");
    expect(sanitizeFilename("a\u0000b\nc<d>.png")).toBe("abcd.png");
    expect(sanitizeFilename("")).toBe("file");
    expect(sanitizeFilename("../")).toBe("file");
    expect(sanitizeFilename("x".repeat(500))).toHaveLength(120);
  });
});
