import { describe, expect, it } from "vitest";
import { asciiFallback, contentDisposition } from "./contentDisposition";

describe("contentDisposition", () => {
  it("gives an ASCII fallback and the UTF-8 name (RFC 6266 / 5987)", () => {
    expect(contentDisposition("東京 listings-report.csv")).toBe(
      `attachment; filename="__ listings-report.csv"; filename*=UTF-8''%E6%9D%B1%E4%BA%AC%20listings-report.csv`,
    );
    expect(contentDisposition("Café 'n' (1)*.pdf", "inline")).toBe(
      `inline; filename="Cafe 'n' (1)*.pdf"; filename*=UTF-8''Caf%C3%A9%20%27n%27%20%281%29%2A.pdf`,
    );
  });

  it("keeps quotes, backslashes and control characters out of the quoted name", () => {
    expect(asciiFallback('a"b\\c\r\nd.csv')).toBe("a_b_c__d.csv");
    expect(asciiFallback("日本")).toBe("__");
    expect(asciiFallback("")).toBe("download");
  });

  it("is a value Node accepts as a header", async () => {
    const { validateHeaderValue } = await import("node:http");
    for (const name of ["東京.csv", "naïve.csv", 'x"y.csv', "😀.csv", "a\u0000b"]) {
      expect(() => validateHeaderValue("content-disposition", contentDisposition(name))).not.toThrow();
    }
  });
});
