// @vitest-environment jsdom
import { act, cleanup } from "@testing-library/react";
import { type ComponentType, memo, Suspense, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyComponent } from "./lazyComponent";
import { useFrozenUntilLoaded } from "./useFrozenUntilLoaded";

type Props = { label: string };

function Panel({ label }: Props) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      {label} {clicks}
    </button>
  );
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe("lazyComponent onDemand", () => {
  afterEach(cleanup);

  it("keeps the server's markup without fetching the code until asked, and takes updates only once loaded", async () => {
    const code = deferred<ComponentType<Props>>();
    const load = vi.fn(() => code.promise);
    const LazyPanel = lazyComponent(load, <p>Loading…</p>, { onDemand: true });
    const Slot = memo(LazyPanel);
    function Page(props: Props) {
      return (
        <section>
          <Slot {...useFrozenUntilLoaded(LazyPanel, props).props} />
        </section>
      );
    }

    const container = document.createElement("div");
    document.body.append(container);
    // What the server sends: the panel rendered in its Suspense boundary.
    container.innerHTML = renderToString(
      <section>
        <Suspense fallback={<p>Loading…</p>}>
          <Panel label="first" />
        </Suspense>
      </section>,
    );
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <Page label="first" />, { onRecoverableError: recoverable }),
    );
    expect(container.textContent).toBe("first 0");
    expect(load).not.toHaveBeenCalled();

    // The page changes before anybody opens the panel: the server's markup stays as it was.
    await act(async () => root.render(<Page label="second" />));
    expect(container.textContent).toBe("first 0");
    expect(load).not.toHaveBeenCalled();

    // Asked for: the code comes, the markup is hydrated, then it takes the live props.
    await act(async () => {
      void LazyPanel.load();
      code.resolve(Panel);
      await LazyPanel.whenLoaded();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe("second 0");
    await act(async () => container.querySelector("button")?.click());
    expect(container.textContent).toBe("second 1");
    expect(recoverable).not.toHaveBeenCalled();
    root.unmount();
  });

  it("fetches once however often it is asked, and renders at once when already loaded", async () => {
    const load = vi.fn(async () => Panel);
    const LazyPanel = lazyComponent(load, null, { onDemand: true });
    await Promise.all([LazyPanel.load(), LazyPanel.load()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(LazyPanel.isLoaded()).toBe(true);
  });
});
