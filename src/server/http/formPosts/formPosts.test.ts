import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AccountClient,
  DEMO_PASSWORD,
  outboxFor,
  RESET_LINK,
  tokenFromMail,
  uniqueEmail,
} from "../../testing/accountClient";
import { inputValue, postForm as post } from "../../testing/formPost";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";

const SECRET = "Secret-Pass-123";

describe.each(testBackends())("forms posted without scripts on $name", (backend) => {
  let server: TestServer;
  const logs: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(backend, {
      env: { TRUST_PROXY: "1" },
      onLog: (line: string) => logs.push(line),
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  describe("sign in", () => {
    it("a wrong password renders the page again: the e-mail kept, the password gone, the spec's text, no session", async () => {
      const { res, cookies, html } = await post(server, "/sign-in", {
        _form: "signIn",
        email: "client@squarely.test",
        password: SECRET,
      });
      expect(res.status).toBe(400);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(html).toContain("We could not find that email/password combination.");
      expect(inputValue(html, "email")).toBe("client@squarely.test");
      expect(inputValue(html, "password")).toBe("");
      expect(html).not.toContain(SECRET);
      expect(cookies.find((c) => c.name === "sq_session")).toBeUndefined();
      expect(logs.join("\n")).not.toContain(SECRET);
    });

    it("empty fields get each their own message next to the field", async () => {
      const { res, html } = await post(server, "/sign-in", { _form: "signIn", email: "", password: "" });
      expect(res.status).toBe(400);
      expect(html).toContain("Enter your e-mail address.");
      expect(html).toContain("Enter your password.");
      expect(html).toMatch(/aria-invalid="true"/);
    });

    it("the right password signs in (session cookie) and answers 303 to redirectTo", async () => {
      const { res, cookies } = await post(server, "/sign-in?redirectTo=%2Fsettings", {
        _form: "signIn",
        email: "client@squarely.test",
        password: DEMO_PASSWORD,
      });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/settings");
      const session = cookies.find((c) => c.name === "sq_session");
      expect(session?.value).toBeTruthy();
      expect(session?.attributes.get("httponly")).toBe(true);
      const settings = await fetch(`${server.url}/settings`, {
        headers: { cookie: `sq_session=${session?.value}` },
      });
      expect(await settings.text()).toContain("Alex Rivera");
    });

    it("a broker lands on the campaigns, whatever redirectTo says; an outside redirectTo is ignored", async () => {
      const broker = await post(server, "/sign-in?redirectTo=%2Fsettings", {
        _form: "signIn",
        email: "broker@squarely.test",
        password: DEMO_PASSWORD,
      });
      expect(broker.res.headers.get("location")).toBe("/tourbook/campaigns");
      const client = await post(server, "/sign-in?redirectTo=%2F%2Fevil.example", {
        _form: "signIn",
        email: "client@squarely.test",
        password: DEMO_PASSWORD,
      });
      expect(client.res.headers.get("location")).toBe("/");
    });
  });

  describe("create an account", () => {
    const account = (email: string) => ({
      _form: "createAccount",
      firstName: "Nia",
      lastName: "Okafor",
      email,
      password: SECRET,
      companyName: "Okafor & Co",
      phone: "",
    });

    it("every bad field is explained next to it, what was typed kept, never the password", async () => {
      const { res, cookies, html } = await post(server, "/sign-in?view=create-account", {
        ...account("not-an-address"),
        firstName: "",
        password: "short",
      });
      expect(res.status).toBe(400);
      expect(html).toContain("Enter your first name.");
      expect(html).toContain("Use at least 8 characters.");
      expect(html).toContain("Enter an e-mail address like name@example.com.");
      expect(inputValue(html, "lastName")).toBe("Okafor");
      expect(inputValue(html, "email")).toBe("not-an-address");
      expect(inputValue(html, "password")).toBe("");
      expect(cookies.find((c) => c.name === "sq_session")).toBeUndefined();
    });

    it("creates the account, signs it in and lands on redirectTo (303)", async () => {
      const email = uniqueEmail("noscript-signup");
      const { res, cookies } = await post(
        server,
        "/sign-in?view=create-account&redirectTo=%2Fsettings",
        account(email),
      );
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/settings");
      const session = cookies.find((c) => c.name === "sq_session");
      expect(session?.attributes.get("httponly")).toBe(true);
      const settings = await fetch(`${server.url}/settings`, {
        headers: { cookie: `sq_session=${session?.value}` },
      });
      expect(await settings.text()).toContain("Nia Okafor");
      expect(logs.join("\n")).not.toContain(SECRET);
    });

    it("an address with an account goes to the sign-in view with the spec's text, shown once", async () => {
      const { res, cookies } = await post(
        server,
        "/sign-in?view=create-account&redirectTo=%2Fabout",
        account("client@squarely.test"),
      );
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/sign-in?redirectTo=%2Fabout");
      expect(cookies.find((c) => c.name === "sq_session")).toBeUndefined();
      const flash = cookies.find((c) => c.name === "sq_flash");
      const page = await fetch(`${server.url}/sign-in?redirectTo=%2Fabout`, {
        headers: { cookie: `sq_flash=${flash?.value}` },
      });
      const html = await page.text();
      expect(html).toContain("It looks like you already have an account.");
      expect(html).not.toContain("client@squarely.test");
    });
  });

  describe("CSRF", () => {
    it.each([
      ["another site's Origin", { origin: "https://evil.example", "sec-fetch-site": "cross-site" }],
      ["a same-site subdomain", { origin: "https://sub.squarely.test", "sec-fetch-site": "same-site" }],
      ["neither Origin nor Sec-Fetch-Site", { origin: "", "sec-fetch-site": "" }],
    ])("refuses a post with %s, before any password is checked", async (_name, headers) => {
      const clean = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== ""));
      const res = await fetch(`${server.url}/sign-in`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", ...clean },
        body: new URLSearchParams({
          _form: "signIn",
          email: "client@squarely.test",
          password: DEMO_PASSWORD,
        }),
      });
      expect(res.status).toBe(403);
      expect(res.headers.getSetCookie().some((c) => c.startsWith("sq_session="))).toBe(false);
    });
  });

  describe("forgot password and reset", () => {
    it("asks for a link, lands back with the notice shown once (flash), and the link's form sets a new password", async () => {
      const email = uniqueEmail("nojs");
      await new AccountClient(server).createAccount({ email, password: "first-password-42" });
      const asked = await post(server, "/forgot-password", { _form: "forgotPassword", email });
      expect(asked.res.status).toBe(303);
      expect(asked.res.headers.get("location")).toBe("/forgot-password");
      const flash = asked.cookies.find((c) => c.name === "sq_flash");
      expect(flash?.attributes.get("httponly")).toBe(true);
      const landed = await fetch(`${server.url}/forgot-password`, {
        headers: { cookie: `sq_flash=${flash?.value}` },
      });
      expect(landed.headers.get("cache-control")).toBe("private, no-store");
      expect(landed.headers.getSetCookie().some((c) => c.startsWith("sq_flash=;"))).toBe(true);
      expect(await landed.text()).toContain(`If an account exists for ${email}`);
      const again = await fetch(`${server.url}/forgot-password`);
      expect(await again.text()).not.toContain("If an account exists for");

      const token = await tokenFromMail(server, email, RESET_LINK);
      const resetWith = (link: string, password: string, confirmation: string) =>
        post(server, "/change-password", { _form: "resetPassword", token: link, password, confirmation });
      const differ = await resetWith(token, "second-password-42", "second-password-43");
      expect(differ.res.status).toBe(400);
      expect(differ.html).toContain("The passwords don&#x27;t match.");
      expect(differ.html).not.toContain("second-password-4");
      expect(inputValue(differ.html, "token")).toBe(token);

      const reset = await resetWith(token, "second-password-42", "second-password-42");
      expect(reset.res.status).toBe(303);
      expect(reset.res.headers.get("location")).toBe("/");
      expect(reset.cookies.find((c) => c.name === "sq_session")?.value).toBeTruthy();
      expect((await new AccountClient(server).signIn(email, "second-password-42")).currentUser).toBeTruthy();

      const used = await resetWith(token, "third-password-42", "third-password-42");
      expect(used.res.status).toBe(400);
      expect(used.html).toMatch(/link/i);
    });

    it("a malformed address is refused next to the field, with what was typed", async () => {
      const { res, html } = await post(server, "/forgot-password", {
        _form: "forgotPassword",
        email: "not-an-email",
      });
      expect(res.status).toBe(400);
      expect(html).toContain("Enter an e-mail address like name@example.com.");
      expect(inputValue(html, "email")).toBe("not-an-email");
    });
  });

  describe("contact forms", () => {
    it("a bad field is shown next to it, and everything typed is kept", async () => {
      const { res, html } = await post(server, "/contact-us", {
        _form: "CONTACT",
        name: "Robin Poster",
        email: "robin@",
        phone: "",
        message: "We need 5,000 SF in Midtown.",
        website: "",
      });
      expect(res.status).toBe(400);
      expect(html).toContain("Enter an e-mail address like name@example.com.");
      expect(inputValue(html, "name")).toBe("Robin Poster");
      expect(html).toContain("We need 5,000 SF in Midtown.");
    });

    it("a good post is stored, answers 303 back to the page, and the page thanks the sender once", async () => {
      const email = uniqueEmail("contact");
      const { res, cookies } = await post(server, "/referrals", {
        _form: "REFERRAL",
        name: "Robin Poster",
        email,
        referredCompany: "Acme Widgets",
        referredName: "Sam Lead",
        message: "They are growing.",
        website: "",
      });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/referrals");
      const { rows } = await server.database.query<{ n: number }>(
        "select count(*)::int as n from contact_submissions where email = $1",
        [email],
      );
      expect(rows[0].n).toBe(1);
      const flash = cookies.find((c) => c.name === "sq_flash");
      const page = await fetch(`${server.url}/referrals`, {
        headers: { cookie: `sq_flash=${flash?.value}` },
      });
      expect(await page.text()).toContain("Robin Poster");
      expect(await outboxFor(server, email)).toBeDefined();
    });
  });

  describe("anything else", () => {
    it.each([
      ["/sign-in", "email=a%40b.test&password=x", "/sign-in"],
      ["//evil.example/x", `_form=signIn&password=${SECRET}`, "/"],
      ["/about", "_form=signIn", "/about"],
    ])(
      "a post to %s that no form of the page answers goes 303 back, unread",
      async (path, body, location) => {
        const { res, html } = await post(server, path, body);
        expect(res.status).toBe(303);
        expect(res.headers.get("location")).toBe(location);
        expect(html).not.toContain(SECRET);
      },
    );

    it("refuses a body over 64 KB, takes multipart as unread, and leaves /graphql alone", async () => {
      const big = await post(server, "/contact-us", `_form=CONTACT&message=${"a".repeat(70 * 1024)}`);
      expect(big.res.status).toBe(413);
      const form = new FormData();
      form.set("password", SECRET);
      const multipart = await fetch(`${server.url}/contact-us`, {
        method: "POST",
        redirect: "manual",
        body: form,
      });
      expect(multipart.status).toBe(303);
      const gql = await server.graphql({ query: "{ __typename }" });
      expect(await gql.json()).toEqual({ data: { __typename: "Query" } });
    });

    it("a form with control characters or too many fields is not read", async () => {
      const nul = await post(server, "/sign-in", "_form=signIn&email=a%00b&password=x");
      expect(nul.res.status).toBe(303);
      const many = Array.from({ length: 50 }, (_, i) => `f${i}=x`).join("&");
      const flood = await post(server, "/sign-in", `_form=signIn&${many}`);
      expect(flood.res.status).toBe(303);
    });
  });
});
