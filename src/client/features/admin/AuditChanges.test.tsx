// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AuditChanges } from "./AuditChanges";

describe("AuditChanges", () => {
  afterEach(cleanup);

  it("shows a building edit as field, before and after, not JSON", () => {
    render(
      <AuditChanges
        before={{ fields: { propertyName: "Old Name" } }}
        after={{ importerJobId: 7, fields: { propertyName: "New Name" } }}
      />,
    );
    const row = screen.getByRole("row", { name: /propertyName/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Old Name", "New Name"]);
    const job = screen.getByRole("row", { name: /importerJobId/ });
    expect(
      within(job)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["—", "7"]);
    expect(document.body.textContent).not.toContain("{");
  });

  it("says — when nothing was kept", () => {
    const { container } = render(<AuditChanges before={null} after={null} />);
    expect(container.textContent).toBe("—");
  });
});
