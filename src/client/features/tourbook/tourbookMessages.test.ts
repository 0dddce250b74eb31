import { describe, expect, it } from "vitest";
import { addedToCampaignMessage, addedToTargetsMessage, addListingsErrorMessage } from "./tourbookMessages";

describe("tourbook messages", () => {
  it("words the add-listings notices as the spec does", () => {
    expect(addedToCampaignMessage(1, "Ada Lovelace")).toBe("Added 1 listing to Ada Lovelace's campaign.");
    expect(addedToCampaignMessage(3, "Ada Lovelace")).toBe("Added 3 listings to Ada Lovelace's campaign.");
    expect(addedToCampaignMessage(1, "Acme Robotics")).toBe("Added 1 listing to Acme Robotics' campaign.");
    expect(addListingsErrorMessage(1)).toBe("Error adding 1 listing(s). Please try again later!");
  });

  it("names every campaign, survey and tour a selection went to", () => {
    const targets = { campaigns: ["Lumen Design"], surveys: ["Flatiron shortlist"], tours: ["Acme tour"] };
    expect(addedToTargetsMessage(2, targets)).toBe(
      "Added 2 listings to Lumen Design's campaign, Flatiron shortlist and Acme tour.",
    );
    expect(addedToTargetsMessage(1, { campaigns: [], surveys: ["Flatiron shortlist"], tours: [] })).toBe(
      "Added 1 listing to Flatiron shortlist.",
    );
  });
});
