// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useLoadWhenNear } from "./useLoadWhenNear";

/** A stand-in for the browser's observer: the test says when the element comes near. */
class FakeObserver {
  static last: FakeObserver | undefined;
  disconnected = false;
  constructor(
    readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  near(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting }]));
  }
}

function Part({ code }: { code: { load(): unknown; isLoaded(): boolean } }) {
  const ref = useRef<HTMLElement>(null);
  useLoadWhenNear(ref, code);
  return (
    <footer ref={ref}>
      <a href="/terms">Terms</a>
    </footer>
  );
}

describe("useLoadWhenNear", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("asks for the code only once the part comes within 400 px of the viewport", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const code = { load: vi.fn(), isLoaded: () => false };
    render(<Part code={code} />);
    const observer = FakeObserver.last as FakeObserver;
    expect(observer.options.rootMargin).toBe("400px 0px");
    observer.near(false);
    expect(code.load).not.toHaveBeenCalled();
    observer.near(true);
    expect(code.load).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
  });

  it("asks at once when something in the part is focused or touched before it scrolled near", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const code = { load: vi.fn(), isLoaded: () => false };
    render(<Part code={code} />);
    fireEvent.focusIn(screen.getByRole("link", { name: "Terms" }));
    expect(code.load).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(screen.getByRole("link", { name: "Terms" }));
    expect(code.load).toHaveBeenCalledTimes(2);
  });

  it("asks at once where the browser cannot tell, and not at all once the code is in", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const code = { load: vi.fn(), isLoaded: () => false };
    render(<Part code={code} />);
    expect(code.load).toHaveBeenCalledTimes(1);
    cleanup();
    const loaded = { load: vi.fn(), isLoaded: () => true };
    render(<Part code={loaded} />);
    expect(loaded.load).not.toHaveBeenCalled();
  });
});
