// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { formatInstant } from "../../common/format/instants";
import { LocalTime } from "./LocalTime";

const INSTANT = "2026-11-24T20:05:00.000Z";

describe("LocalTime", () => {
  afterEach(cleanup);

  it("renders on the server in UTC, naming it, whatever the server's own zone", () => {
    expect(renderToString(<LocalTime value={INSTANT} />)).toContain("Nov 24, 2026, 8:05 PM UTC");
  });

  it("renders in the viewer's zone, named, when mounted in the browser", () => {
    const { container } = render(<LocalTime value={INSTANT} />);
    const time = container.querySelector("time");
    expect(time?.getAttribute("dateTime")).toBe(INSTANT);
    expect(time?.textContent).toBe(formatInstant(INSTANT, undefined));
  });
});
