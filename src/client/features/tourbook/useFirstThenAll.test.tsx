// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useFirstThenAll } from "./useFirstThenAll";

function List({ total }: { total: number }) {
  const count = useFirstThenAll(total, 3);
  return <p>{count}</p>;
}

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe("useFirstThenAll", () => {
  afterEach(cleanup);

  it("renders the first items at once and all of them after that", async () => {
    render(<List total={10} />);
    expect(screen.getByText("3")).toBeTruthy();
    await tick();
    expect(screen.getByText("10")).toBeTruthy();
  });

  it("renders a short list whole, and a list that grows later whole too", async () => {
    const { rerender } = render(<List total={2} />);
    expect(screen.getByText("2")).toBeTruthy();
    await tick();
    rerender(<List total={12} />);
    await tick();
    expect(screen.getByText("12")).toBeTruthy();
  });
});
