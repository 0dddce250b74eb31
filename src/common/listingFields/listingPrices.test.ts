import { describe, expect, it } from "vitest";
import { monthlyFromPsf, pricesAgree, psfFromMonthly, resolvePrices } from "./listingPrices";

const stored = {
  priceModel: "PER_SQUARE_FOOT",
  squareFeet: 4500,
  accuratePsf: 58,
  accurateMonthlyPrice: 21750,
  estimatedPsf: null,
  estimatedMonthlyPrice: null,
};

/** Issue 25: a listing's price per SF and monthly rent are one figure and its consequence. */
describe("listing prices", () => {
  it("derives the month's rent to the dollar and the price per SF to the cent, rounding halves up", () => {
    expect(monthlyFromPsf(61, 4500)).toBe(22875);
    expect(monthlyFromPsf(58.5, 4500)).toBe(21938); // 21,937.5
    expect(monthlyFromPsf(0.07, 150)).toBe(1); // 0.875, whatever 0.07 × 150 is in binary
    expect(psfFromMonthly(22875, 4500)).toBe(61);
    expect(psfFromMonthly(12345.5, 1200)).toBe(123.46); // 123.455
    expect(psfFromMonthly(10, 1200)).toBe(0.1);
  });

  it("derives the monthly rent from a new price per SF on a PER_SQUARE_FOOT listing (the $21,750 bug)", () => {
    const { values, problems } = resolvePrices(stored, { accuratePsf: 61 });
    expect(problems).toEqual([]);
    expect(values).toMatchObject({ accuratePsf: 61, accurateMonthlyPrice: 22875 });
  });

  it("keeps the monthly rent of a PER_MONTH listing and derives its price per SF", () => {
    const { values } = resolvePrices(
      { ...stored, priceModel: "PER_MONTH" },
      { accurateMonthlyPrice: 20000, estimatedMonthlyPrice: 19000 },
    );
    expect(values).toEqual({
      accuratePsf: 53.33,
      accurateMonthlyPrice: 20000,
      estimatedPsf: 50.67,
      estimatedMonthlyPrice: 19000,
    });
  });

  it("recomputes the derived figure when the size changes, and switches the source with the model", () => {
    expect(resolvePrices(stored, { squareFeet: 5000 }).values.accurateMonthlyPrice).toBe(24167);
    const perMonth = resolvePrices(stored, { priceModel: "PER_MONTH", squareFeet: 3000 }).values;
    // The stored rent is now the given figure; the price per SF follows it on the new size.
    expect(perMonth).toMatchObject({ accurateMonthlyPrice: 21750, accuratePsf: 87 });
  });

  it("reads the other figure alone as the price model's one, and clears the pair with it", () => {
    expect(resolvePrices(stored, { accurateMonthlyPrice: 22900 }).values).toMatchObject({
      accuratePsf: 61.07,
      accurateMonthlyPrice: 22901,
    });
    expect(resolvePrices(stored, { accurateMonthlyPrice: null }).values).toMatchObject({
      accuratePsf: null,
      accurateMonthlyPrice: null,
    });
  });

  it("accepts both figures when they agree within rounding, keeping the model's and recomputing the other", () => {
    expect(pricesAgree(61, 22875, 4500)).toBe(true);
    expect(pricesAgree(61.004, 22875.99, 4500)).toBe(true);
    const { values, problems } = resolvePrices(
      {},
      { squareFeet: 4500, estimatedPsf: 61, estimatedMonthlyPrice: 22876 },
    );
    expect(problems).toEqual([]);
    expect(values).toMatchObject({ estimatedPsf: 61, estimatedMonthlyPrice: 22875, accuratePsf: null });
  });

  it("refuses two figures that disagree, naming the derived one, and a derived figure out of range", () => {
    expect(resolvePrices(stored, { accuratePsf: 61, accurateMonthlyPrice: 21750 }).problems).toEqual([
      {
        field: "accurateMonthlyPrice",
        message:
          "$21,750 /mo does not match $61 /SF/yr on 4,500 SF ($22,875 /mo). Give one of the two, or two that agree.",
      },
    ]);
    expect(resolvePrices(stored, { accuratePsf: 61, accurateMonthlyPrice: null }).problems[0].message).toBe(
      "Give both figures of the price, or neither.",
    );
    const tiny = resolvePrices(
      { priceModel: "PER_MONTH", squareFeet: 1 },
      { accurateMonthlyPrice: 1_000_000 },
    );
    expect(tiny.problems[0]).toEqual({
      field: "accuratePsf",
      message:
        "This price on 1 SF comes to $12,000,000 /SF/yr, more than a listing may ask: check the size and the price.",
    });
  });

  it("derives nothing from a size the field rules refuse", () => {
    expect(resolvePrices(stored, { squareFeet: 0 })).toEqual({
      values: {
        accuratePsf: 58,
        accurateMonthlyPrice: 21750,
        estimatedPsf: null,
        estimatedMonthlyPrice: null,
      },
      problems: [],
    });
  });
});
