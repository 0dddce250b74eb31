import { describe, expect, it } from "vitest";
import {
  clientLoginEmail,
  confirmAccountEmail,
  confirmEmailChangeEmail,
  resetPasswordEmail,
} from "./renderEmail";

const BASE = "https://squarely.example";

describe("e-mail templates", () => {
  it("links to the confirmation route, with the change-email flag for address changes", () => {
    expect(confirmAccountEmail(BASE, "Ann", "tok_1").text).toContain(`${BASE}/confirm-account/tok_1\n`);
    const change = confirmEmailChangeEmail(BASE, "new@example.com", "tok_2");
    expect(change.text).toContain(`${BASE}/confirm-account/tok_2/true`);
    expect(change.html).toContain(`href="${BASE}/confirm-account/tok_2/true"`);
  });

  it("links to the reset route with the token in the query string", () => {
    const mail = resetPasswordEmail(BASE, "abc-_123");
    expect(mail.subject).toBe("Reset your Squarely password");
    expect(mail.text).toContain(`${BASE}/change-password?token=abc-_123`);
    expect(mail.html).toContain(`${BASE}/change-password?token=abc-_123`);
  });

  it("tells the broker who signed in and links to the campaign", () => {
    const mail = clientLoginEmail(
      BASE,
      { name: "Alex Rivera", companyName: "Acme Robotics" },
      { uuid: "3f1c", displayName: "Acme Robotics" },
    );
    expect(mail.subject).toBe("Alex Rivera from Acme Robotics just signed in to Squarely");
    expect(mail.text).toContain(`${BASE}/tourbook/campaigns/3f1c`);
    const noCompany = clientLoginEmail(
      BASE,
      { name: "Sam Lee", companyName: null },
      { uuid: "x", displayName: "d" },
    );
    expect(noCompany.subject).toBe("Sam Lee just signed in to Squarely");
  });

  it("escapes what people typed in the HTML part", () => {
    const mail = clientLoginEmail(
      BASE,
      { name: "<script>alert(1)</script>", companyName: 'Tom & "Jerry"' },
      { uuid: "u", displayName: "<b>x</b>" },
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;");
    expect(mail.html).toContain("Tom &amp; &quot;Jerry&quot;");
    expect(mail.text).toContain('Tom & "Jerry"');
  });
});
