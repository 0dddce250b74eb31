import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleAppError } from "./errorHandler";

/** Every error answers through the app's handler: a sentence, never the framework's text or a stack. */
describe("handleAppError", () => {
  let app: FastifyInstance;
  let url = "";
  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.setErrorHandler(handleAppError);
    // A download whose header Node refuses (a raw non-Latin-1 file name), failing as it is sent.
    app.get("/bad-header", (_req, reply) =>
      reply.header("content-disposition", 'attachment; filename="東京.csv"').send("a,b\r\n"),
    );
    // A download that fails after choosing its file name.
    app.get("/throws", async (_req, reply) => {
      reply.header("content-disposition", 'attachment; filename="x.csv"');
      throw new Error("secret detail at /srv/app/file.ts:12");
    });
    app.post("/json", async () => ({ ok: true }));
    url = await app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers a header Node refuses with the app's 500, without the header", async () => {
    const res = await fetch(`${url}/bad-header`);
    expect(res.status).toBe(500);
    expect(res.headers.get("content-disposition")).toBeNull();
    expect(await res.text()).toBe("Something went wrong.");
  });

  it("drops the failed download's file name and hides the error", async () => {
    const res = await fetch(`${url}/throws`);
    expect(res.status).toBe(500);
    expect(res.headers.get("content-disposition")).toBeNull();
    expect(await res.text()).toBe("Something went wrong.");
  });

  it("says a framework refusal in its own words", async () => {
    const res = await fetch(`${url}/json`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).toBe("The request could not be read.");
    expect(text).not.toMatch(/FST_|Unexpected|JSON/);
  });
});
