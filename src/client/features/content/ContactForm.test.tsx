// @vitest-environment jsdom
import type { MockLink } from "@apollo/client/testing";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SEND_FAILURE } from "../../../common/content/contactForms";
import { renderAt } from "../account/accountTestSupport";
import { ContactForm } from "./ContactForm";
import { type ContactFormInput, SubmitContactFormMutation } from "./submitContactFormMutation";

type FormError = { code: "INVALID_INPUT" | "THROTTLED"; field: string | null; message: string };

function answer(input: ContactFormInput, errors: FormError[] = []): MockLink.MockedResponse {
  return {
    request: { query: SubmitContactFormMutation, variables: { input } },
    result: {
      data: {
        submitContactForm: {
          __typename: "SubmitContactFormPayload",
          ok: errors.length === 0,
          errors: errors.map((e) => ({ __typename: "ContactFormError", ...e })),
        },
      },
    },
  };
}

const typed = { name: "Dana Whitfield", email: "dana@", message: "Looking for 3,000 SF." };

function fill(values: Record<string, string>) {
  const labels: Record<string, string> = {
    name: "Your name",
    email: "Your e-mail",
    message: "How can we help?",
  };
  for (const [field, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(labels[field]), { target: { value } });
  }
  fireEvent.click(screen.getByRole("button", { name: "Send message" }));
}

const typedIn = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe("ContactForm", () => {
  afterEach(cleanup);

  it("shows each server error next to its field, keeps what was typed and focuses the first", async () => {
    renderAt("/contact-us", <ContactForm kind="CONTACT" />, {
      mocks: [
        answer({ kind: "CONTACT", ...typed, website: "" }, [
          {
            code: "INVALID_INPUT",
            field: "email",
            message: "Enter an e-mail address like name@example.com.",
          },
        ]),
      ],
    });
    fill(typed);
    expect(await screen.findByText("Enter an e-mail address like name@example.com.")).toBeTruthy();
    const email = screen.getByLabelText("Your e-mail");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(email);
    expect(typedIn("Your name")).toBe("Dana Whitfield");
    expect(typedIn("Your e-mail")).toBe("dana@");
    expect(typedIn("How can we help?")).toBe("Looking for 3,000 SF.");
    // Typing in the field clears its error.
    fireEvent.change(email, { target: { value: "dana@example.com" } });
    expect(screen.queryByText("Enter an e-mail address like name@example.com.")).toBeNull();
  });

  it("shows a problem that is about no field above the form", async () => {
    const values = { ...typed, email: "dana@example.com" };
    renderAt("/contact-us", <ContactForm kind="CONTACT" />, {
      mocks: [
        answer({ kind: "CONTACT", ...values, website: "" }, [
          { code: "THROTTLED", field: null, message: "Wait an hour." },
        ]),
      ],
    });
    fill(values);
    expect((await screen.findByRole("alert")).textContent).toBe("Wait an hour.");
    expect(typedIn("Your e-mail")).toBe("dana@example.com");
  });

  it("says so when the message could not be sent at all", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const values = { ...typed, email: "dana@example.com" };
    renderAt("/contact-us", <ContactForm kind="CONTACT" />, {
      mocks: [
        {
          request: {
            query: SubmitContactFormMutation,
            variables: { input: { kind: "CONTACT", ...values, website: "" } },
          },
          error: new Error("offline"),
        },
      ],
    });
    fill(values);
    expect((await screen.findByRole("alert")).textContent).toBe(SEND_FAILURE);
    expect(typedIn("How can we help?")).toBe("Looking for 3,000 SF.");
    spy.mockRestore();
  });

  it("confirms a sent message and offers to send another", async () => {
    const values = { ...typed, email: "dana@example.com" };
    renderAt("/contact-us", <ContactForm kind="CONTACT" />, {
      mocks: [answer({ kind: "CONTACT", ...values, website: "" })],
    });
    fill(values);
    const notice = await screen.findByRole("status");
    expect(notice.textContent).toBe(
      "Thank you, Dana Whitfield. Your message is on its way to our team, and we will reply to dana@example.com within one business day.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Send another" }));
    expect(typedIn("Your name")).toBe("");
  });

  it("asks landlords for the building and the space, and referrers for the company", () => {
    renderAt("/contact-us", <ContactForm kind="LIST_WITH_US" />);
    expect(screen.getByRole("form", { name: "List your space" })).toBeTruthy();
    expect(screen.getByLabelText("Building address")).toBeTruthy();
    expect(screen.getByLabelText("Available space")).toBeTruthy();
    cleanup();
    renderAt("/referrals", <ContactForm kind="REFERRAL" />);
    expect(screen.getByLabelText("Company you are referring")).toBeTruthy();
    expect(screen.getByLabelText(/Their e-mail/)).toBeTruthy();
  });
});
