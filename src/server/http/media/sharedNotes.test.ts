import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/accountClient";
import { smallPng } from "../../testing/imageFixtures";
import { type MediaRole, mediaFixture, postFile } from "../../testing/mediaRoles";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";
import { errorCode } from "../../testing/tourbookRoles";

const NOTES = `query N($id: ID!) { listing(id: $id) { sharedNotes { id text author { displayName } createdAt updatedAt
  viewerCanEdit file { id filename contentType byteSize url } } } }`;
const DELETE = `mutation D($id: ID!) { deleteSharedNote(noteId: $id) }`;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

/** Shared notes with files (issue 12): brokers only; author or admin edits; files behind a check. */
describe.each(testBackends())("shared notes on $name", (backend) => {
  let server: TestServer;
  let cookie: Partial<Record<MediaRole, string>>;

  beforeAll(async () => {
    server = await startTestServer(backend, { listings: 40 });
    ({ cookie } = await mediaFixture(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  /** An available listing with no notes yet (brokers of any market read them), so each test starts from none. */
  const noteFreeListing = async () =>
    (
      await server.database.query<{ id: number }>(
        `select l.id from listings l where l.status = 'AVAILABLE'
           and not exists (select 1 from notes n where n.record_type = 'Listing' and n.record_id = l.id)
         order by l.id limit 1`,
      )
    ).rows[0].id;
  const notes = async (listingId: number, role: MediaRole = "broker") =>
    (
      (await (
        await server.graphql({ query: NOTES, variables: { id: String(listingId) } }, { cookie: cookie[role] })
      ).json()) as Json
    ).data.listing.sharedNotes;
  async function post(
    target: string,
    role: MediaRole,
    fields: Record<string, string>,
    file?: { bytes: Buffer; name: string },
  ) {
    const res = await postFile(server, target, file ?? { bytes: Buffer.alloc(0), name: "" }, {
      cookie: cookie[role],
      fields,
    });
    return { status: res.status, body: (await res.json()) as Json };
  }
  /** A note-free listing to which the broker adds one note carrying a PDF. */
  async function listingWithNote() {
    const listingId = await noteFreeListing();
    const added = await post(
      `/media/listings/${listingId}/notes`,
      "broker",
      { text: "  Landlord open to a 3-year term. " },
      { bytes: PDF, name: "../terms.pdf" },
    );
    expect(added.status).toBe(201);
    return { listingId, added };
  }

  it("lets brokers add a note with a PDF, lists it with author and time, and serves the file to brokers only", async () => {
    const { listingId, added } = await listingWithNote();
    const [note] = await notes(listingId);
    expect(note).toMatchObject({
      id: added.body.note.id,
      text: "Landlord open to a 3-year term.",
      viewerCanEdit: true,
    });
    expect(note.author.displayName).toBeTruthy();
    expect(note.file).toMatchObject({
      filename: "terms.pdf",
      contentType: "application/pdf",
      byteSize: PDF.length,
    });
    expect(note.file.url).toBe(`/media/note-files/${note.file.id}`);

    const read = (role: MediaRole) =>
      fetch(server.url + note.file.url, { headers: cookie[role] ? { cookie: cookie[role]! } : {} });
    const ok = await read("otherBroker");
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-disposition")).toBe(
      `attachment; filename="terms.pdf"; filename*=UTF-8''terms.pdf`,
    );
    expect(ok.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await ok.arrayBuffer()).equals(PDF)).toBe(true);
    for (const role of ["signedOut", "client", "research"] as const)
      expect((await read(role)).status).toBe(404);
    // The stored file is never on the public uploads route.
    const { rows } = await server.database.query<{ storage_key: string }>(
      "select storage_key from note_files where id = $1",
      [Number(note.file.id)],
    );
    expect(rows[0].storage_key).toMatch(/^private\/notes\/[0-9a-f-]{36}\.pdf$/);
    expect((await fetch(`${server.url}/uploads/${rows[0].storage_key}`)).status).toBe(404);
  });

  it("shows notes to brokers and admins only, and refuses others' and bad posts", async () => {
    const { listingId } = await listingWithNote();
    for (const role of ["signedOut", "client", "research"] as const)
      expect(await notes(listingId, role)).toBeNull();
    expect(await notes(listingId, "admin")).toHaveLength(1);
    const target = `/media/listings/${listingId}/notes`;
    expect((await post(target, "signedOut", { text: "x" })).status).toBe(401);
    expect((await post(target, "client", { text: "x" })).status).toBe(403);
    expect((await post(target, "research", { text: "x" })).status).toBe(403);
    expect((await post("/media/listings/999999/notes", "broker", { text: "x" })).status).toBe(404);
    const empty = await post(target, "broker", { text: "   " });
    expect([empty.status, empty.body.error.message]).toEqual([400, "Write the note."]);
    const long = await post(target, "broker", { text: "x".repeat(5001) });
    expect([long.status, long.body.error.message]).toEqual([400, "Use at most 5000 characters."]);
    const exe = await post(
      target,
      "broker",
      { text: "see file" },
      { bytes: Buffer.from("MZ\x90\0binary", "latin1"), name: "terms.pdf" },
    );
    expect([exe.status, exe.body.error.code]).toEqual([415, "UNSUPPORTED_TYPE"]);
    const big = await post(
      target,
      "broker",
      { text: "big" },
      { bytes: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), name: "big.pdf" },
    );
    expect(big.status).toBe(413);
    expect(await notes(listingId)).toHaveLength(1);
  });

  it("lets the author or an admin change the text and the file, and delete the note", async () => {
    const { listingId } = await listingWithNote();
    const [note] = await notes(listingId);
    const edit = `/media/notes/${note.id}`;
    expect((await notes(listingId, "otherBroker"))[0].viewerCanEdit).toBe(false);
    expect((await post(edit, "otherBroker", { text: "mine now" })).status).toBe(403);
    expect((await post(edit, "client", { text: "mine now" })).status).toBe(403);
    const png = { bytes: await smallPng(), name: "plan.png" };
    expect((await post(edit, "broker", { text: "Term: 3 years, see plan." }, png)).status).toBe(200);
    const [changed] = await notes(listingId);
    expect(changed).toMatchObject({
      text: "Term: 3 years, see plan.",
      file: { filename: "plan.png", contentType: "image/png" },
    });
    // The replaced PDF is gone.
    expect((await fetch(server.url + note.file.url, { headers: { cookie: cookie.broker! } })).status).toBe(
      404,
    );
    expect((await post(edit, "admin", { text: "No file.", removeFile: "true" })).status).toBe(200);
    expect((await notes(listingId))[0]).toMatchObject({ text: "No file.", file: null });

    const del = async (role: MediaRole) =>
      (await server.graphql({ query: DELETE, variables: { id: note.id } }, { cookie: cookie[role] })).json();
    expect(errorCode(await del("otherBroker"))).toBe("FORBIDDEN");
    expect(errorCode(await del("signedOut"))).toBe("UNAUTHENTICATED");
    expect((await del("broker")).data.deleteSharedNote).toBe(note.id);
    expect(await notes(listingId)).toEqual([]);
    expect(errorCode(await del("broker"))).toBe("NOT_FOUND");
  });
});
