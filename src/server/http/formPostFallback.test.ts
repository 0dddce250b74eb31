import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, testBackends } from "../testing/testServer";

const backend = testBackends()[0];

/** What a browser sends for `<form method="post">` pressed before the scripts arrived. */
function postForm(
  server: TestServer,
  path: string,
  body: string,
  type = "application/x-www-form-urlencoded",
) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": type },
    body,
  });
}

describe("a form posted to a page before the scripts ran (until issue 14 handles it)", () => {
  let server: TestServer;
  const logs: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(backend, { listings: 0, onLog: (line: string) => logs.push(line) });
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each([
    ["/sign-in", "/sign-in"],
    ["/sign-in?redirectTo=%2Fsettings", "/sign-in?redirectTo=%2Fsettings"],
    ["/forgot-password", "/forgot-password"],
    ["//evil.example/x", "/"],
  ])("answers a POST to %s with 303 back to %s, never echoing the body", async (path, location) => {
    const res = await postForm(server, path, "email=a%40b.test&password=Secret-Pass-123");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(location);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = await res.text();
    expect(text).not.toContain("Secret-Pass-123");
    expect(logs.join("\n")).not.toContain("Secret-Pass-123");
  });

  it("does the same for multipart bodies, and refuses a body over 64 KB", async () => {
    const form = new FormData();
    form.set("password", "Secret-Pass-123");
    const multipart = await fetch(`${server.url}/contact-us`, {
      method: "POST",
      redirect: "manual",
      body: form,
    });
    expect(multipart.status).toBe(303);
    const big = await postForm(server, "/contact-us", `message=${"a".repeat(70 * 1024)}`);
    expect(big.status).toBe(413);
  });

  it("leaves /graphql's POST alone", async () => {
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { __typename: "Query" } });
  });
});
