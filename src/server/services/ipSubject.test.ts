import { describe, expect, it } from "vitest";
import { ipSubject } from "./ipSubject";

describe("ipSubject", () => {
  it("counts IPv4 addresses one by one, mapped or not", () => {
    expect(ipSubject("203.0.113.7")).toBe("203.0.113.7");
    expect(ipSubject("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts IPv6 addresses by their /64", () => {
    expect(ipSubject("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(ipSubject("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(ipSubject("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(ipSubject("::1")).toBe("0:0:0:0::/64");
  });
});
