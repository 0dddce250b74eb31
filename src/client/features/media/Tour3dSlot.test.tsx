// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_TILE_URL } from "../../../common/constants";
import { type ClientConfig, ClientConfigContext } from "../../system/clientConfig";
import { Tour3dSlot } from "./Tour3dSlot";

const showcase = { sdkUrl: null, appKey: null, showcaseUrl: "https://tours.example.test/show/?m={modelId}" };

function renderSlot(modelId: string | null, tour3d?: ClientConfig["tour3d"]) {
  return render(
    <ClientConfigContext.Provider value={{ tileUrl: DEFAULT_TILE_URL, demoMode: false, tour3d }}>
      <Tour3dSlot modelId={modelId} subject="120 Spring Street, Floor 3" />
    </ClientConfigContext.Provider>,
  );
}

describe("Tour3dSlot", () => {
  afterEach(cleanup);

  it("offers the 3D tour only for a listing with a model on a site with a showcase URL", () => {
    renderSlot("SxQL3iGyoDo");
    renderSlot(null, showcase);
    renderSlot("SxQL3iGyoDo", { ...showcase, showcaseUrl: null });
    // The slot decides before loading anything: with either missing it renders nothing at all.
    expect(screen.queryByRole("button", { name: "3D tour" })).toBeNull();
  });

  it("loads the viewer when asked: the showcase in a titled iframe", async () => {
    renderSlot("SxQL3iGyoDo", showcase);
    fireEvent.click(await screen.findByRole("button", { name: "3D tour" }));
    const frame = await screen.findByTitle("3D tour of 120 Spring Street, Floor 3");
    expect(frame.getAttribute("src")).toBe("https://tours.example.test/show/?m=SxQL3iGyoDo");
    expect(screen.queryByRole("button", { name: "3D tour" })).toBeNull();
  });
});
