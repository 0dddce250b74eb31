// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { PostedForm } from "../../../common/forms/postedForm";
import { keptValues } from "../../../common/forms/postedForm";
import { MemoryRouter, useLocation, useNavigate } from "../../system/router/router";
import { TextField } from "../TextField";
import { CheckboxField } from "./CheckboxField";
import { Form } from "./Form";
import { PostedFormScope } from "./postedForm";
import { postedValues, useForm } from "./useForm";

afterEach(cleanup);

type Values = { email: string; password: string; news: boolean };

let navigate: (to: string) => void = () => {};

function SignInLike({ name = "signIn" }: { name?: string }) {
  const form = useForm<Values>({
    name,
    initialValues: { email: "", password: "", news: false },
    onSubmit: () => {},
  });
  return (
    <Form form={form} aria-label="Sign in">
      <TextField label="Email" autoComplete="email" {...form.field("email")} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...form.field("password")}
      />
      <CheckboxField label="News" {...form.checkbox("news")} />
    </Form>
  );
}

const POSTED: PostedForm = {
  name: "signIn",
  values: { email: "early@squarely.test", news: "on" },
  errors: { password: "Enter your password." },
  formError: "We could not find that email/password combination.",
  notice: null,
};

/** The form on /sign-in only, as a screen would be. */
function Page({ name }: { name?: string }) {
  navigate = useNavigate();
  return useLocation().pathname === "/sign-in" ? <SignInLike name={name} /> : <p>Elsewhere</p>;
}

function renderWith(posted: PostedForm | null, name?: string) {
  return render(
    <MemoryRouter initialEntries={["/sign-in"]}>
      <PostedFormScope posted={posted}>
        <Page name={name} />
      </PostedFormScope>
    </MemoryRouter>,
  );
}

describe("a page that answers a post without scripts (issue 14)", () => {
  it("starts from what was posted, with the errors next to their fields and the first invalid one focused", () => {
    renderWith(POSTED);
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("early@squarely.test");
    expect((screen.getByLabelText("News") as HTMLInputElement).checked).toBe(true);
    const password = screen.getByLabelText("Password") as HTMLInputElement;
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter your password.")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("We could not find");
    expect(document.activeElement).toBe(password);
    expect((document.querySelector('input[name="_form"]') as HTMLInputElement).value).toBe("signIn");
  });

  it("belongs to its own form only, and to the page load only: after a navigation the form is fresh", () => {
    renderWith(POSTED, "forgotPassword");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("");
    cleanup();
    renderWith(POSTED);
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("early@squarely.test");
    act(() => navigate("/about"));
    act(() => navigate("/sign-in"));
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("");
    expect(screen.queryByText("Enter your password.")).toBeNull();
  });

  it("never keeps a password or its confirmation, nor the form's name", () => {
    expect(
      keptValues({
        _form: "x",
        email: "a@b.test",
        password: "p",
        newPassword: "p",
        confirmation: "p",
        token: "t",
      }),
    ).toEqual({ email: "a@b.test", token: "t" });
    expect(postedValues({ email: "", news: true }, { email: "x" })).toEqual({ email: "x", news: false });
  });
});
