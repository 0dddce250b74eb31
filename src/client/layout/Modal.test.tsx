// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Modal } from "./Modal";

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        isOpen={open}
        title="All markets"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <p>Pick a city</p>
        <a href="/office-space/ny/new-york">New York</a>
        <button type="button">Last</button>
      </Modal>
    </>
  );
}

function openModal() {
  const opener = screen.getByRole("button", { name: "Open" });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole("dialog", { name: "All markets" }) };
}

function overlay(): HTMLElement {
  const el = document.querySelector<HTMLElement>(".modal-overlay");
  if (!el) throw new Error("overlay not rendered");
  return el;
}

describe("Modal", () => {
  afterEach(cleanup);

  it("renders nothing while closed", () => {
    render(<Harness />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is a labelled modal dialog that takes focus", () => {
    render(<Harness />);
    const { dialog } = openModal();
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.textContent).toBe("New York");
  });

  it("makes the page behind it inert while open, and gives it back on close", () => {
    const { container } = render(<Harness />);
    const page = container as HTMLElement & { inert: boolean };
    openModal();
    expect(page.inert).toBe(true);
    expect((overlay() as HTMLElement & { inert: boolean }).inert).toBeFalsy();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(page.inert).toBe(false);
  });

  it("closes on Escape and gives focus back to the opener", () => {
    render(<Harness />);
    const { opener } = openModal();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("closes on a click on the overlay", () => {
    render(<Harness />);
    openModal();
    fireEvent.mouseDown(overlay());
    fireEvent.click(overlay());
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes from the close button", () => {
    render(<Harness />);
    openModal();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("stays open for a click inside the dialog", () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    openModal();
    const text = screen.getByText("Pick a city");
    fireEvent.mouseDown(text);
    fireEvent.click(text);
    expect(screen.queryByRole("dialog")).not.toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("stays open when a press starts inside and ends on the overlay", () => {
    render(<Harness />);
    openModal();
    fireEvent.mouseDown(screen.getByText("Pick a city"));
    fireEvent.click(overlay());
    expect(screen.queryByRole("dialog")).not.toBeNull();
  });

  it("keeps Tab inside the dialog", () => {
    render(<Harness />);
    openModal();
    const last = screen.getByRole("button", { name: "Last" });
    last.focus();
    fireEvent.keyDown(document, { key: "Tab" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
    fireEvent.keyDown(document, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});
