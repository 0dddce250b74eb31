// @vitest-environment jsdom
import { MockedProvider } from "@apollo/client/testing/react";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ReorderFloorPlansMutationDocument } from "../../gql/documents/photoMutations";
import { FloorPlanManager } from "./FloorPlanManager";

const plans = ["11", "12", "13"].map((id) => ({ id, url: `/uploads/${id}.webp`, alt: `Plan ${id}` }));
const reorder = (floorPlanIds: string[]) => ({
  request: { query: ReorderFloorPlansMutationDocument, variables: { listingId: "5", floorPlanIds } },
});

function renderManager(mock: object, onChanged = vi.fn(async () => {})) {
  render(
    <MockedProvider mocks={[mock as never]}>
      <FloorPlanManager listingId="5" plans={plans} onChanged={onChanged} />
    </MockedProvider>,
  );
  return onChanged;
}

const shownOrder = () =>
  within(screen.getByRole("list"))
    .getAllByRole("img")
    .map((img) => img.getAttribute("alt"));

describe("FloorPlanManager", () => {
  afterEach(cleanup);

  it("moves a plan at once, keeps focus on it, saves the order and announces it", async () => {
    const saved = ["12", "11", "13"];
    const onChanged = renderManager({
      ...reorder(saved),
      result: {
        data: {
          reorderFloorPlans: saved.map((id) => ({
            __typename: "FloorPlan",
            ...plans.find((p) => p.id === id),
          })),
        },
      },
    });
    const down = screen.getByRole("button", { name: "Move down floor plan 1" });
    down.focus();
    fireEvent.click(down);
    expect(shownOrder()).toEqual(["Plan 12", "Plan 11", "Plan 13"]);
    expect(document.activeElement?.textContent).toBe("Move down floor plan 2");
    expect(await screen.findByText("Moved floor plan 1 to position 2 of 3.")).toBeTruthy();
    expect(onChanged).toHaveBeenCalledOnce();
  });

  it("puts the saved order back when the save fails, says so, and keeps focus on the plan", async () => {
    renderManager({ ...reorder(["11", "13", "12"]), error: new Error("offline") });
    const up = screen.getByRole("button", { name: "Move up floor plan 3" });
    up.focus();
    await act(async () => fireEvent.click(up));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The new order was not saved. Please try again.",
    );
    expect(shownOrder()).toEqual(["Plan 11", "Plan 12", "Plan 13"]);
    expect(document.activeElement?.textContent).toBe("Move up floor plan 3");
    // At the top, Move up cannot hold focus: the first plan's buttons start with a disabled one.
    expect((screen.getByRole("button", { name: "Move up floor plan 1" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
