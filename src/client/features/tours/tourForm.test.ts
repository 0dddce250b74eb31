import { describe, expect, it } from "vitest";
import { STOP_TIME_MISSING, TOUR_DATE_MISSING, TOUR_DATE_PAST } from "../../../common/tourbook/tourRules";
import { validate } from "../../ui/form/useForm";
import { moveStop, stopField, tourFormRules, updateTourInput } from "./tourForm";

const values = {
  date: "",
  meetingPoint: " Lobby ",
  notes: "",
  "time-1": "10:00",
  "duration-1": "30",
  "notes-1": " Front desk ",
  "time-2": "",
  "duration-2": "45",
  "notes-2": "",
};

describe("the broker's tour form", () => {
  it("moves a stop up or down, and not past either end", () => {
    expect(moveStop(["a", "b", "c"], "c", -1)).toEqual(["a", "c", "b"]);
    expect(moveStop(["a", "b", "c"], "a", 1)).toEqual(["b", "a", "c"]);
    expect(moveStop(["a", "b", "c"], "a", -1)).toEqual(["a", "b", "c"]);
    expect(moveStop(["a", "b", "c"], "c", 1)).toEqual(["a", "b", "c"]);
  });

  it("lets a draft be saved without a day or times, but asks for both to schedule", () => {
    const loose = tourFormRules(["1", "2"], { strict: false, today: "2026-05-10", savedDate: null });
    expect(validate(values, loose)).toEqual({});
    const strict = tourFormRules(["1", "2"], { strict: true, today: "2026-05-10", savedDate: null });
    expect(validate(values, strict)).toEqual({
      date: TOUR_DATE_MISSING,
      [stopField("time", "2")]: STOP_TIME_MISSING,
    });
    expect(validate({ ...values, date: "2026-05-09", "time-2": "11:00" }, strict)).toEqual({
      date: TOUR_DATE_PAST,
    });
    // A scheduled tour's own day may have passed (a note after the tour); a new day may not.
    const saved = tourFormRules(["1", "2"], { strict: true, today: "2026-05-10", savedDate: "2026-05-01" });
    expect(validate({ ...values, date: "2026-05-01", "time-2": "11:00" }, saved)).toEqual({});
    expect(validate({ ...values, "duration-1": "2", "time-1": "9:00" }, saved)).toMatchObject({
      "duration-1": "Enter minutes from 5 to 480.",
      "time-1": "Enter a time like 10:30.",
    });
  });

  it("sends the stops in the new order with their own fields", () => {
    expect(updateTourInput("7", values, ["2", "1"])).toEqual({
      tourId: "7",
      date: null,
      meetingPoint: "Lobby",
      notes: "",
      stops: [
        { id: "2", startTime: null, durationMinutes: 45, notes: "" },
        { id: "1", startTime: "10:00", durationMinutes: 30, notes: "Front desk" },
      ],
    });
  });
});
