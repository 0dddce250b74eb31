// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { integerRange, money, phone, required, requiredEmail } from "../../../common/validation/rules";
import { TextField } from "../TextField";
import { CheckboxField } from "./CheckboxField";
import { ComboboxField } from "./ComboboxField";
import { Form } from "./Form";
import { MoneyField } from "./MoneyField";
import { NumberField } from "./NumberField";
import { RadioGroupField } from "./RadioGroupField";
import { SelectField } from "./SelectField";
import { type FormApi, useForm } from "./useForm";

type Values = {
  email: string;
  password: string;
  phone: string;
  seats: string;
  budget: string;
  city: string;
  market: string;
  term: string;
  terms: boolean;
};

const EMPTY: Values = {
  email: "",
  password: "",
  phone: "",
  seats: "",
  budget: "",
  city: "",
  market: "",
  term: "",
  terms: false,
};

const CITIES = ["Austin", "Atlanta", "Boston", "New York"];

function KitForm({
  onSubmit,
  initialValues = EMPTY,
}: {
  onSubmit: (values: Values, form: FormApi<Values>) => unknown;
  initialValues?: Values;
}) {
  const form = useForm<Values>({
    initialValues,
    rules: {
      email: requiredEmail,
      password: required("Enter your password."),
      phone,
      seats: integerRange(1, 100, { invalid: "Whole seats only.", range: "Between 1 and 100 seats." }),
      budget: money(10_000),
      term: (value) => (value ? null : "Choose a term."),
    },
    onSubmit,
  });
  return (
    <Form form={form} action="/kit" aria-label="Kit">
      <TextField label="Email" type="email" autoComplete="email" {...form.field("email")} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...form.field("password")}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint="With area code."
        {...form.field("phone")}
      />
      <NumberField label="Seats" {...form.field("seats")} />
      <MoneyField label="Budget" {...form.field("budget")} />
      <ComboboxField label="City" options={CITIES} {...form.field("city")} />
      <SelectField
        label="Market"
        emptyLabel="Any"
        options={[
          { value: "ny", label: "New York" },
          { value: "tx", label: "Texas" },
        ]}
        {...form.field("market")}
      />
      <RadioGroupField
        legend="Term"
        options={[
          { value: "short", label: "Short" },
          { value: "long", label: "Long" },
        ]}
        {...form.field("term")}
      />
      <CheckboxField label="I agree" {...form.checkbox("terms")} />
      <button type="submit">Send</button>
    </Form>
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole("button", { name: "Send" }));
const describedText = (el: HTMLElement) =>
  (el.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent)
    .join(" | ");

describe("the form kit", () => {
  afterEach(cleanup);

  it("renders a POST form with a name on every field", () => {
    render(<KitForm onSubmit={() => {}} />);
    const form = screen.getByRole("form", { name: "Kit" }) as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/kit");
    const controls = [...form.querySelectorAll("input, select, textarea")];
    expect(controls.length).toBeGreaterThan(9);
    for (const control of controls) expect(control.getAttribute("name"), control.outerHTML).toBeTruthy();
  });

  it("shows each rule's message next to its field, described and invalid, and focuses the first", () => {
    const onSubmit = vi.fn();
    render(<KitForm onSubmit={onSubmit} />);
    type("Email", "ann@example");
    type("Phone", "212-555-0142 ext. 12");
    type("Seats", "2.5");
    type("Budget", "0");
    send();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input("Email").getAttribute("aria-invalid")).toBe("true");
    expect(describedText(input("Email"))).toBe("Enter an e-mail address like name@example.com.");
    expect(describedText(input("Password"))).toBe("Enter your password.");
    // The extension is fine: the phone keeps its hint only.
    expect(input("Phone").getAttribute("aria-invalid")).toBeNull();
    expect(describedText(input("Phone"))).toBe("With area code.");
    expect(describedText(input("Seats"))).toBe("Whole seats only.");
    expect(describedText(input("Budget"))).toBe("Enter an amount in dollars, like 55 or 55.50.");
    const group = screen.getByRole("radiogroup", { name: "Term" });
    expect(group.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(group)).toBe("Choose a term.");
    expect(document.activeElement).toBe(input("Email"));
    // Typing clears that field's error only.
    type("Email", "ann@example.com");
    expect(input("Email").getAttribute("aria-invalid")).toBeNull();
    expect(input("Password").getAttribute("aria-invalid")).toBe("true");
  });

  it("focuses a radio of an invalid group when it is the first problem", () => {
    render(<KitForm onSubmit={() => {}} />);
    type("Email", "ann@example.com");
    type("Password", "secret");
    send();
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "Short" }));
  });

  it("submits the values of every kind and maps server errors to fields, keeping what was typed", async () => {
    const onSubmit = vi.fn(async (_values: Values, form: FormApi<Values>) => {
      const unplaced = form.showServerErrors([
        { field: "password", message: "That password is too common." },
        { field: null, message: "Slow down." },
      ]);
      form.setFormError(unplaced.map((e) => e.message).join(" "));
    });
    render(<KitForm onSubmit={onSubmit} />);
    type("Email", "ann@example.com");
    type("Password", "password1");
    type("Seats", "12");
    type("Budget", "$4,500");
    type("City", "Aus");
    fireEvent.keyDown(input("City"), { key: "ArrowDown" });
    fireEvent.keyDown(input("City"), { key: "Enter" });
    fireEvent.change(screen.getByLabelText("Market"), { target: { value: "tx" } });
    fireEvent.click(screen.getByRole("radio", { name: "Long" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "I agree" }));
    await act(async () => send());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toEqual({
      email: "ann@example.com",
      password: "password1",
      phone: "",
      seats: "12",
      budget: "$4,500",
      city: "Austin",
      market: "tx",
      term: "long",
      terms: true,
    });
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "Slow down.");
    expect(describedText(input("Password"))).toBe("That password is too common.");
    expect(document.activeElement).toBe(input("Password"));
    expect(input("Email").value).toBe("ann@example.com");
    expect(input("Password").value).toBe("password1");
    expect(input("City").value).toBe("Austin");
    expect((screen.getByRole("checkbox", { name: "I agree" }) as HTMLInputElement).checked).toBe(true);
  });

  it("combobox: arrows move through suggestions, Enter picks one without submitting, Escape closes then clears", () => {
    const onSubmit = vi.fn();
    render(<KitForm onSubmit={onSubmit} />);
    const city = input("City");
    expect(city.getAttribute("role")).toBe("combobox");
    expect(city.getAttribute("aria-expanded")).toBe("false");
    type("City", "a");
    expect(city.getAttribute("aria-expanded")).toBe("true");
    const listbox = screen.getByRole("listbox");
    expect(city.getAttribute("aria-controls")).toBe(listbox.id);
    // Those starting with "a", then those containing it.
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Austin", "Atlanta"]);
    type("City", "o");
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Boston", "New York"]);
    type("City", "a");
    fireEvent.keyDown(city, { key: "ArrowUp" });
    const active = () => document.getElementById(city.getAttribute("aria-activedescendant") ?? "");
    expect(active()?.textContent).toBe("Atlanta");
    fireEvent.keyDown(city, { key: "ArrowDown" });
    expect(active()?.textContent).toBe("Austin");
    expect(active()?.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(city, { key: "ArrowDown" });
    fireEvent.keyDown(city, { key: "Enter" });
    expect(city.value).toBe("Atlanta");
    expect(city.getAttribute("aria-expanded")).toBe("false");
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(city, { key: "ArrowDown", altKey: true });
    expect(city.getAttribute("aria-expanded")).toBe("true");
    expect(city.getAttribute("aria-activedescendant")).toBeNull();
    fireEvent.keyDown(city, { key: "Escape" });
    expect(city.getAttribute("aria-expanded")).toBe("false");
    expect(city.value).toBe("Atlanta");
    fireEvent.keyDown(city, { key: "Escape" });
    expect(city.value).toBe("");
    // A click on a suggestion picks it too.
    type("City", "bos");
    fireEvent.mouseDown(screen.getByRole("option", { name: "Boston" }));
    expect(city.value).toBe("Boston");
  });

  it("keeps what was typed before hydration, through later renders and into the submit", async () => {
    const onSubmit = vi.fn();
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<KitForm onSubmit={onSubmit} />);
    // The person types while the scripts are still on their way.
    const early = (name: string) => container.querySelector(`[name="${name}"]`) as HTMLInputElement;
    early("email").value = "early@example.com";
    early("password").value = "typed-before-js";
    early("budget").value = "55";
    (container.querySelector('[name="term"][value="long"]') as HTMLInputElement).checked = true;
    (container.querySelector('[name="terms"]') as HTMLInputElement).checked = true;
    const root = await act(async () => hydrateRoot(container, <KitForm onSubmit={onSubmit} />));
    // Another field changes: a re-render would write stale state over the DOM if it had not been taken over.
    fireEvent.change(early("seats"), { target: { value: "3" } });
    expect(early("email").value).toBe("early@example.com");
    expect(early("password").value).toBe("typed-before-js");
    await act(async () => fireEvent.submit(container.querySelector("form") as HTMLFormElement));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      email: "early@example.com",
      password: "typed-before-js",
      budget: "55",
      seats: "3",
      term: "long",
      terms: true,
    });
    act(() => root.unmount());
    container.remove();
  });
});
