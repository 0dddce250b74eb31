import { describe, expect, it } from "vitest";
import { mailNoticeMessage } from "./mailNoticeMessage";

describe("mailNoticeMessage (issue 25: a toast names who was e-mailed, never more)", () => {
  it("names the client by name and address", () => {
    const notice = { recipients: [{ email: "ada@lumen.example", name: "Ada Lovelace", invited: false }] };
    expect(mailNoticeMessage("Survey sent.", notice)).toBe(
      "Survey sent. E-mailed Ada Lovelace (ada@lumen.example).",
    );
  });

  it("says what went and that an invited client's mail carries the invitation", () => {
    const notice = { recipients: [{ email: "pat@prospect.example", name: "Pat Prospect", invited: true }] };
    expect(mailNoticeMessage("Tour scheduled.", notice, "a calendar invitation")).toBe(
      "Tour scheduled. E-mailed a calendar invitation to Pat Prospect (pat@prospect.example). Their e-mail carries the invitation to join the campaign, which they have not accepted yet.",
    );
  });

  it("lists several people, an address alone when there is no name", () => {
    const notice = {
      recipients: [
        { email: "a@x.example", name: "Ann", invited: false },
        { email: "b@x.example", name: null, invited: false },
        { email: "c@x.example", name: "Cy", invited: false },
      ],
    };
    expect(mailNoticeMessage("Tour cancelled.", notice)).toBe(
      "Tour cancelled. E-mailed Ann (a@x.example), b@x.example and Cy (c@x.example).",
    );
  });

  it("says nobody was e-mailed, and why, instead of claiming a mail", () => {
    expect(
      mailNoticeMessage("Survey sent.", { recipients: [], nobodyReason: "The campaign has no client yet." }),
    ).toBe("Survey sent. Nobody was e-mailed: the campaign has no client yet.");
    expect(mailNoticeMessage("Survey sent.", null)).toBe("Survey sent. Nobody was e-mailed.");
  });
});
