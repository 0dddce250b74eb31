import { describe, expect, it } from "vitest";
import { countryOf, fullAddress, postalAddress } from "../places/placeSeo";
import { listingDescription, listingTitle } from "./listingSeo";
import { makeListing } from "./listingTestSupport";

describe("listing SEO", () => {
  it("titles a listing by address, size, kind and neighbourhood", () => {
    expect(listingTitle(makeListing())).toBe("120 Spring Street, Floor 3 – 4,500 SF office for rent in SoHo");
    expect(listingTitle(makeListing({ propertyType: "RETAIL", neighborhood: null }))).toBe(
      "120 Spring Street, Floor 3 – 4,500 SF retail space for rent in New York",
    );
  });

  it("describes price and availability", () => {
    const text = listingDescription(makeListing({ dateAvailable: "2099-05-01" }));
    expect(text).toContain("Estimated $64.50 /SF/yr.");
    expect(text).toContain("Available May 1, 2099.");
    expect(listingDescription(makeListing({ priceModel: "PER_MONTH", priceIsEstimated: false }))).toContain(
      "$24,188 /mo.",
    );
  });

  it("writes Canadian addresses without the route's digits-only postal code", () => {
    expect(countryOf("on")).toBe("CA");
    const toronto = { address: "100 King Street West", city: "Toronto", state: "on", zip: "5" };
    expect(postalAddress(toronto)).not.toHaveProperty("postalCode");
    expect(fullAddress(toronto)).toBe("100 King Street West, Toronto, ON");
  });
});
