import { describe, expect, it } from "vitest";
import { brokerOnlyColumnProblem, CSV_COLUMNS, columnOf } from "./csvColumns";
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

  it("let a feed set a space on or off the market only: the brokerage's stages are refused", () => {
    const row = { buildingId: "7", floorAndSuite: "Unit 1", squareFeet: "900" };
    const status = (text: string) => {
      const parsed = csvRowSchema.safeParse({ ...row, status: text });
      return parsed.success ? (parsed.data.fields.status ?? null) : csvRowProblems(parsed.error);
    };
    expect(status("available")).toBe("AVAILABLE");
    expect(status("UNAVAILABLE")).toBe("UNAVAILABLE");
    expect(status("")).toBeNull();
    for (const stage of ["VETTING", "LEASE_OUT", "offers_in"]) {
      expect(status(stage)).toEqual([
        "status: Enter AVAILABLE or UNAVAILABLE, or leave it empty: our brokers set the other stages.",
      ]);
    }
  });

  it("have no broker-only column, and ignore one a stored row still carries", () => {
    for (const column of ["privateFloor", "privateSuite", "privateDescription", "brokerNotes"]) {
      expect(CSV_COLUMNS).not.toContain(column);
      expect(columnOf(column)).toBeUndefined();
      expect(brokerOnlyColumnProblem(column.toUpperCase())).toMatch(
        new RegExp(`^The column "${column}" is kept by Squarely's brokers`),
      );
    }
    expect(brokerOnlyColumnProblem("description")).toBeNull();
    const parsed = csvRowSchema.safeParse({
      buildingId: "7",
      floorAndSuite: "Unit 1",
      squareFeet: "900",
      brokerNotes: "x",
    });
    expect(parsed.success && parsed.data.fields).toEqual({ floorAndSuite: "Unit 1", squareFeet: 900 });
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
