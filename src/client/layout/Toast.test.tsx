// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Provider } from "react-redux";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toast } from "./Toast";
import { makeTestStore } from "./testSupport";
import { showToast } from "./toastSlice";

function setup() {
  const store = makeTestStore();
  render(
    <Provider store={store}>
      <Toast />
    </Provider>,
  );
  return store;
}

describe("Toast", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("shows nothing until a toast is dispatched", () => {
    setup();
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows a success notice as a status and hides it after 3 seconds", () => {
    const store = setup();
    act(() => {
      store.dispatch(showToast({ contents: "Changes saved!" }));
    });
    expect(screen.getByRole("status").textContent).toContain("Changes saved!");
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.queryByRole("status")).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole("status")).toBeNull();
    expect(store.getState().toast.visible).toBe(false);
  });

  it("shows an error as an alert for 5 seconds", () => {
    const store = setup();
    act(() => {
      store.dispatch(showToast({ isError: true }));
    });
    expect(screen.getByRole("alert").textContent).toContain("Saving failed, please try again later.");
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.queryByRole("alert")).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("restarts the timer when a new message replaces the current one", () => {
    const store = setup();
    act(() => {
      store.dispatch(showToast({ contents: "First" }));
    });
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    act(() => {
      store.dispatch(showToast({ contents: "Second" }));
    });
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole("status").textContent).toContain("Second");
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("closes from its close button", () => {
    const store = setup();
    act(() => {
      store.dispatch(showToast());
    });
    fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(screen.queryByRole("status")).toBeNull();
    expect(store.getState().toast.visible).toBe(false);
  });

  it("stays while the pointer is over it or focus is inside it, and starts its timer again after", () => {
    const store = setup();
    act(() => {
      store.dispatch(showToast({ contents: "Changes saved!" }));
    });
    const toast = screen.getByRole("status");
    fireEvent.mouseEnter(toast);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.queryByRole("status")).not.toBeNull();
    act(() => {
      screen.getByRole("button", { name: "Dismiss notification" }).focus();
    });
    fireEvent.mouseLeave(toast);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.queryByRole("status")).not.toBeNull();
    act(() => {
      screen.getByRole("button", { name: "Dismiss notification" }).blur();
    });
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.queryByRole("status")).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("forgets a hover when it goes, so the next toast still hides by itself", () => {
    const store = setup();
    act(() => {
      store.dispatch(showToast({ contents: "First" }));
    });
    fireEvent.mouseEnter(screen.getByRole("status"));
    fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    act(() => {
      store.dispatch(showToast({ contents: "Second" }));
    });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByRole("status")).toBeNull();
  });
});
