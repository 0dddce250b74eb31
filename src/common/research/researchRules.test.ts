import { describe, expect, it } from "vitest";
import { EMAIL_INVALID } from "../validation/rules";
import { changedContactFields, contactChangesOf, contactFieldProblem, EMPTY_CONTACT } from "./researchRules";

describe("research contact rules", () => {
  it("use the importer's own field rules", () => {
    expect(contactFieldProblem("displayName", "  ")).toBe("This field cannot be empty.");
    expect(contactFieldProblem("email", "")).toBeNull();
    expect(contactFieldProblem("email", "someone@")).toBe(EMAIL_INVALID);
    expect(contactFieldProblem("phoneType", "office")).toBe("Choose one of the listed values.");
    expect(contactFieldProblem("phoneType", "shared")).toBeNull();
    expect(contactFieldProblem("contactType", "LANDLORD")).toBeNull();
    expect(contactFieldProblem("title", "x".repeat(121))).toMatch(/120/);
  });

  it("save empty text as no value, and an edit only the fields that changed", () => {
    const typed = { ...EMPTY_CONTACT, displayName: "Robin", email: " robin@example.test " };
    expect(contactChangesOf(typed)).toMatchObject({
      displayName: "Robin",
      email: "robin@example.test",
      title: null,
    });
    expect(changedContactFields(typed, { ...typed, title: "Agent", email: "robin@example.test" })).toEqual({
      title: "Agent",
    });
    expect(changedContactFields(typed, { ...typed, email: "" })).toEqual({ email: null });
  });
});
