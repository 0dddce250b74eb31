import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "../../../common/site";
import { loadConfig } from "../../config";
import { sessionCookieFor } from "../../testing/sessions";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";

const SUBMIT = `mutation ($input: ContactFormInput!) {
  submitContactForm(input: $input) { ok errors { code field message } }
}`;

const CONTACT_EMAIL = "leads@squarely.test";

type Answer = { ok: boolean; errors: { code: string; field: string | null; message: string }[] };

let ipCounter = 0;
/** Each test writes from its own address, so the per-IP limit of one test never touches another. */
const freshIp = () => `203.0.113.${++ipCounter}`;

describe("CONTACT_EMAIL", () => {
  it("defaults to the address the footer shows, and can be set", () => {
    expect(loadConfig({}).contactEmail).toBe(site.contactEmail);
    expect(loadConfig({ CONTACT_EMAIL: "sales@example.com" }).contactEmail).toBe("sales@example.com");
    expect(() => loadConfig({ CONTACT_EMAIL: "not an address" })).toThrow(/CONTACT_EMAIL/);
  });
});

describe.each(testBackends())("submitContactForm on $name", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, {
      env: { TRUST_PROXY: "1", CONTACT_EMAIL, CONTACT_FORM_IP_LIMIT: "3" },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function submit(input: Record<string, unknown>, ip = freshIp(), cookie?: string): Promise<Answer> {
    const res = await server.graphql(
      { query: SUBMIT, variables: { input } },
      { headers: { "x-forwarded-for": ip }, cookie },
    );
    const body = (await res.json()) as { data: { submitContactForm: Answer }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data.submitContactForm;
  }

  async function rowsFor(email: string) {
    const { rows } = await server.database.query<{
      kind: string;
      name: string;
      email: string;
      phone: string | null;
      company_name: string | null;
      message: string | null;
      payload: Record<string, string>;
      user_id: number | null;
    }>("select * from contact_submissions where email = $1 order by id", [email]);
    return rows;
  }

  async function mailsAbout(text: string) {
    const { rows } = await server.database.query<{ to: string; subject: string; text: string; kind: string }>(
      "select * from email_outbox where text like $1 order by id",
      [`%${text}%`],
    );
    return rows;
  }

  it("stores a contact message and e-mails it to the contact address", async () => {
    const answer = await submit({
      kind: "CONTACT",
      name: "  Dana Whitfield ",
      email: "Dana@Example.COM",
      phone: "212 555 0199",
      companyName: "Whitfield Design",
      message: "We are 14 people looking in Chelsea from May.\n\nCan we talk this week?",
    });
    expect(answer).toEqual({ ok: true, errors: [] });
    const [row] = await rowsFor("Dana@example.com");
    expect(row).toMatchObject({
      kind: "contact",
      name: "Dana Whitfield",
      phone: "(212) 555-0199",
      company_name: "Whitfield Design",
      message: "We are 14 people looking in Chelsea from May.\n\nCan we talk this week?",
      payload: {},
      user_id: null,
    });
    const [mail] = await mailsAbout("Dana@example.com");
    expect(mail).toMatchObject({
      to: CONTACT_EMAIL,
      kind: "contact-form",
      subject: "Contact: Dana Whitfield, Whitfield Design",
    });
    expect(mail.text).toContain("We are 14 people looking in Chelsea from May.");
    expect(mail.text).toContain("mailto:Dana@example.com");
  });

  it("stores a list-with-us message with the building and the space", async () => {
    const answer = await submit({
      kind: "LIST_WITH_US",
      name: "Morgan Hale",
      email: "morgan.hale@example.net",
      buildingAddress: "120 Example Avenue, Brooklyn",
      availableSpace: "6,200 SF on the 4th floor, from June",
      // Fields of other forms are ignored.
      referredCompany: "Nobody",
    });
    expect(answer.ok).toBe(true);
    const [row] = await rowsFor("morgan.hale@example.net");
    expect(row.kind).toBe("list-with-us");
    expect(row.payload).toEqual({
      buildingAddress: "120 Example Avenue, Brooklyn",
      availableSpace: "6,200 SF on the 4th floor, from June",
    });
    const [mail] = await mailsAbout("morgan.hale@example.net");
    expect(mail.subject).toBe("List with us: 120 Example Avenue, Brooklyn (from Morgan Hale)");
    expect(mail.text).toContain("Available space: 6,200 SF on the 4th floor, from June");
  });

  it("stores a referral and links it to the signed-in user", async () => {
    const cookie = await sessionCookieFor(server.database, "client@squarely.test");
    const answer = await submit(
      {
        kind: "REFERRAL",
        name: "Alex Rivera",
        email: "referrer@example.org",
        referredCompany: "Northwind Labs",
        referredName: "Sam Okafor",
        referredEmail: "sam@example.org",
        message: "30 people, lease ends in March.",
      },
      freshIp(),
      cookie,
    );
    expect(answer.ok).toBe(true);
    const [row] = await rowsFor("referrer@example.org");
    expect(row.kind).toBe("referral");
    expect(row.user_id).not.toBeNull();
    expect(row.payload).toEqual({
      referredCompany: "Northwind Labs",
      referredName: "Sam Okafor",
      referredEmail: "sam@example.org",
    });
    expect((await mailsAbout("referrer@example.org"))[0].subject).toBe(
      "Referral: Northwind Labs (from Alex Rivera)",
    );
  });

  it("answers every problem at once, one per field, and stores nothing", async () => {
    const answer = await submit({ kind: "CONTACT", name: " ", email: "dana@", phone: "123", message: "" });
    expect(answer.ok).toBe(false);
    expect(answer.errors).toEqual([
      { code: "INVALID_INPUT", field: "name", message: "Enter your name." },
      { code: "INVALID_INPUT", field: "email", message: "Enter an e-mail address like name@example.com." },
      {
        code: "INVALID_INPUT",
        field: "phone",
        message: "Enter a phone number with its area code, e.g. (212) 555-0142.",
      },
      { code: "INVALID_INPUT", field: "message", message: "Tell us how we can help." },
    ]);
    expect(await rowsFor("dana@")).toEqual([]);

    const listing = await submit({ kind: "LIST_WITH_US", name: "Pat", email: "pat@example.com" });
    expect(listing.errors.map((e) => e.field)).toEqual(["buildingAddress", "availableSpace"]);
    const referral = await submit({ kind: "REFERRAL", email: "", referredEmail: "nope" });
    expect(referral.errors.map((e) => e.field)).toEqual([
      "name",
      "email",
      "referredCompany",
      "referredEmail",
    ]);
  });

  it("refuses line breaks in one-line fields and overlong text", async () => {
    const answer = await submit({
      kind: "CONTACT",
      name: "Eve\r\nBcc: victim@example.com",
      email: "eve@example.com",
      message: "x".repeat(5001),
    });
    expect(answer.errors).toEqual([
      { code: "INVALID_INPUT", field: "name", message: "Use one line of plain text." },
      { code: "INVALID_INPUT", field: "message", message: "Use at most 5000 characters." },
    ]);
  });

  it("pretends to accept a form whose hidden field was filled, and keeps nothing", async () => {
    const answer = await submit({
      kind: "CONTACT",
      name: "Bot",
      email: "bot@example.com",
      message: "Buy now",
      website: "http://spam.example",
    });
    expect(answer).toEqual({ ok: true, errors: [] });
    expect(await rowsFor("bot@example.com")).toEqual([]);
    expect(await mailsAbout("bot@example.com")).toEqual([]);
  });

  it("accepts three messages an hour from one address, then says to wait; typos do not count", async () => {
    const ip = freshIp();
    const message = (n: number) => ({
      kind: "CONTACT",
      name: "Rita Limit",
      email: `limit-${n}@example.com`,
      message: `Message ${n}`,
    });
    expect((await submit({ kind: "CONTACT", name: "Rita" }, ip)).ok).toBe(false);
    for (const n of [1, 2, 3]) expect((await submit(message(n), ip)).ok).toBe(true);
    const fourth = await submit(message(4), ip);
    expect(fourth.ok).toBe(false);
    expect(fourth.errors).toEqual([
      {
        code: "THROTTLED",
        field: null,
        message: `We have received several messages from your network in the last hour. Please try again later, or e-mail us at ${CONTACT_EMAIL}.`,
      },
    ]);
    expect(await rowsFor("limit-4@example.com")).toEqual([]);
    // Another address is not affected.
    expect((await submit(message(5))).ok).toBe(true);
  });

  it("rejects an unknown kind before anything runs", async () => {
    const res = await server.graphql({
      query: SUBMIT,
      variables: { input: { kind: "NEWSLETTER", email: "a@b.co" } },
    });
    const body = (await res.json()) as { errors: { message: string }[] };
    expect(body.errors[0].message).toMatch(/NEWSLETTER/);
  });
});
