import { describe, expect, it } from "vitest";
import { addPasted, FIRST_PERSON, newPerson, personError, zipRequest } from "./commuteTeam";

describe("the team's ZIP list", () => {
  it("fills the list with pasted codes, dropping empty rows, and reports bad ones as typed", () => {
    const outcome = addPasted([FIRST_PERSON, newPerson("10001")], "10013, 1234\nm5v 3l9 nope");
    expect(outcome.people.map((p) => p.zip)).toEqual(["10001", "10013", "M5V"]);
    expect(outcome).toMatchObject({ added: 2, invalid: ["1234", "nope"], overLimit: 0 });
  });

  it("stops at 200 people and says how many were left out", () => {
    const many = Array.from({ length: 198 }, () => newPerson("10001"));
    const outcome = addPasted(many, "10002 10003 10004 10005");
    expect(outcome.people).toHaveLength(200);
    expect(outcome).toMatchObject({ added: 2, overLimit: 2 });
  });

  it("keeps one empty row when nothing is left", () => {
    expect(addPasted([], "nope").people.map((p) => p.zip)).toEqual([""]);
  });

  it("sends only well-formed codes, remembering whose they are", () => {
    const people = [newPerson("10001"), newPerson("12"), newPerson(""), newPerson("10013-2222")];
    expect(zipRequest(people)).toEqual({ homeZips: ["10001", "10013"], personNumbers: [1, 4] });
  });

  it("explains a malformed code once the field is left, and an unknown one at once", () => {
    expect(personError({ key: 1, zip: "123", touched: false }, [])).toBeNull();
    expect(personError({ key: 1, zip: "123", touched: true }, [])).toBe(
      "Enter a 5-digit US ZIP code or a Canadian postal code such as M5V.",
    );
    expect(personError({ key: 1, zip: "99999", touched: false }, ["99999"])).toBe(
      "We could not find ZIP code 99999; this person is left out.",
    );
    expect(personError({ key: 1, zip: "", touched: true }, [])).toBeNull();
  });
});
