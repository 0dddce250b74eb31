import { describe, expect, it } from "vitest";
import { campaignTitle, possessive } from "./possessive";

describe("possessives", () => {
  it("adds ’s, or only the apostrophe to a name ending in s", () => {
    expect(possessive("Alex Rivera")).toBe("Alex Rivera’s");
    expect(possessive("Acme Robotics")).toBe("Acme Robotics’");
    expect(possessive("ACME LABS")).toBe("ACME LABS’");
    expect(possessive("Acme Robotics", "'")).toBe("Acme Robotics'");
  });

  it("titles a campaign as the spec does", () => {
    expect(campaignTitle("Acme Robotics")).toBe("Acme Robotics’ Campaign");
    expect(campaignTitle("Lumen Design")).toBe("Lumen Design’s Campaign");
  });
});
