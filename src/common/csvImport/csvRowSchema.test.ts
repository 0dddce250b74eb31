import { describe, expect, it } from "vitest";
import { CSV_COLUMNS, columnOf } from "./csvColumns";
import { CSV_TEMPLATE_EXAMPLE, csvRowProblems, csvRowSchema } from "./csvRowSchema";

describe("the CSV row rules", () => {
  it("accept the template's example row, which fills every column", () => {
    expect(Object.keys(CSV_TEMPLATE_EXAMPLE).sort()).toEqual([...CSV_COLUMNS].sort());
    const parsed = csvRowSchema.safeParse(CSV_TEMPLATE_EXAMPLE);
    expect(parsed.success && parsed.data.fields).toMatchObject({
      squareFeet: 4500,
      hasWetPantry: true,
      amenities: ["Bike storage", "Gym"],
      estimatedPsf: 68.5,
    });
    expect(parsed.success && parsed.data.building).toMatchObject({ state: "ny", zip: "10167" });
  });

  it("report each bad cell as column: message, and read yes/no and enums without regard to case", () => {
    const parsed = csvRowSchema.safeParse({
      address: "Park Avenue",
      city: "New York",
      state: "New York",
      zip: "1016",
      floorAndSuite: "Floor 2",
      squareFeet: "12.5",
      hasWetPantry: "maybe",
      status: "available",
    });
    expect(parsed.success ? [] : csvRowProblems(parsed.error)).toEqual([
      "address: Enter the street address with its number, e.g. 245 Park Avenue.",
      "state: Enter the two-letter state code, e.g. NY.",
      "zip: Enter a 5-digit ZIP code.",
      "squareFeet: Enter a whole number.",
      "hasWetPantry: Choose yes or no.",
    ]);
  });

  it("read the kind of space a new listing is, office when empty, refusing other words", () => {
    const row = { buildingId: "7", floorAndSuite: "Unit 1", squareFeet: "900" };
    const kind = (propertyType: string) => {
      const parsed = csvRowSchema.safeParse({ ...row, propertyType });
      return parsed.success ? parsed.data.propertyType : csvRowProblems(parsed.error);
    };
    expect(kind("Retail")).toBe("retail");
    expect(kind(" industrial ")).toBe("industrial");
    expect(kind("")).toBeNull();
    expect(kind("warehouse")).toEqual([
      "propertyType: Enter one of office, retail, industrial, or leave it empty (office).",
    ]);
  });

  it("reads header cells whatever their case and separators", () => {
    expect(["Square Feet", "floor_and_suite", "ZIP", "price"].map(columnOf)).toEqual([
      "squareFeet",
      "floorAndSuite",
      "zip",
      undefined,
    ]);
  });
});
