import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/accountClient";
import { smallPng } from "../../testing/imageFixtures";
import { MEDIA_EDITORS, MEDIA_ROLES, type MediaRole, mediaFixture, postFile } from "../../testing/mediaRoles";
import { startTestServer, TEST_DATA_DIR, type TestServer, testBackends } from "../../testing/testServer";
import { errorCode } from "../../testing/tourbookRoles";

type Role = MediaRole;
const ROLES = MEDIA_ROLES;
const EDITORS = MEDIA_EDITORS;

const UPLOADS = `query U($id: ID!) { listing(id: $id) { canEditMedia tour3dModelId
  imageUploads { id status isCover position caption attachedTo { id kind } photo { url cardUrl thumbnailUrl alt } }
  photos { id } } }`;
const REORDER = `mutation R($t: ImageAttachmentInput!, $ids: [ID!]!) { reorderPhotos(attachedTo: $t, photoIds: $ids) { id position } }`;
const COVER = `mutation C($id: ID!) { setCoverPhoto(photoId: $id) { id isCover } }`;
const CAPTION = `mutation N($id: ID!, $c: String) { setPhotoCaption(photoId: $id, caption: $c) { id caption photo { alt } } }`;
const DELETE = `mutation D($id: ID!) { deletePhoto(photoId: $id) { id } }`;
const BY_IDS = `query I($ids: [ID!]!) { imageUploads2(ids: $ids) { id status attachedTo { id kind } } }`;

/** Photo order, cover, caption and delete (issue 12) through GraphQL, for every role. */
describe.each(testBackends())("photo mutations on $name", (backend) => {
  let server: TestServer;
  let listingId: string;
  let cookie: Partial<Record<Role, string>>;

  beforeAll(async () => {
    server = await startTestServer(backend, { listings: 40 });
    const fixture = await mediaFixture(server);
    listingId = String(fixture.listingId);
    cookie = fixture.cookie;
    await server.database.query("update listings set tour3d_model_id = 'SxQL3iGyoDo' where id = $1", [
      fixture.listingId,
    ]);
  });
  afterAll(async () => {
    await server?.close();
  });

  const call = async (
    query: string,
    variables: Record<string, unknown>,
    role: Role = "broker",
  ): Promise<Json> => (await server.graphql({ query, variables }, { cookie: cookie[role] })).json();
  const uploads = async (role: Role = "broker") =>
    (await call(UPLOADS, { id: listingId }, role)).data.listing;

  it("shows every upload, the 3D tour id and the right to edit to editors only", async () => {
    for (const role of ROLES) {
      const listing = await uploads(role);
      expect(listing.canEditMedia).toBe(EDITORS.has(role));
      expect(listing.tour3dModelId).toBe("SxQL3iGyoDo");
      if (EDITORS.has(role)) {
        expect(listing.imageUploads).toHaveLength(3);
        expect(listing.imageUploads[0]).toMatchObject({
          status: "READY",
          attachedTo: { id: listingId, kind: "LISTING" },
        });
      } else expect(listing.imageUploads).toBeNull();
    }
  });

  it("reorders, sets the cover (one at a time) and captions, and refuses anyone who may not edit", async () => {
    const ids: string[] = (await uploads()).imageUploads.map((u: Json) => u.id);
    const reversed = [...ids].reverse();
    for (const role of ROLES.filter((r) => !EDITORS.has(r))) {
      const expected = role === "signedOut" ? "UNAUTHENTICATED" : "FORBIDDEN";
      expect(
        errorCode(await call(REORDER, { t: { id: listingId, kind: "LISTING" }, ids: reversed }, role)),
      ).toBe(expected);
      expect(errorCode(await call(COVER, { id: ids[1] }, role))).toBe(expected);
      expect(errorCode(await call(CAPTION, { id: ids[1], c: "x" }, role))).toBe(expected);
      expect(errorCode(await call(DELETE, { id: ids[1] }, role))).toBe(expected);
      expect((await call(BY_IDS, { ids }, role)).data?.imageUploads2 ?? []).toEqual([]);
    }
    const reordered = await call(REORDER, { t: { id: listingId, kind: "LISTING" }, ids: reversed });
    expect(reordered.data.reorderPhotos).toEqual(reversed.map((id, position) => ({ id, position })));
    // Not every photo, or one twice: refused.
    const partial = await call(REORDER, { t: { id: listingId, kind: "LISTING" }, ids: reversed.slice(1) });
    expect(errorCode(partial)).toBe("BAD_USER_INPUT");

    const covered = await call(COVER, { id: ids[1] }, "research");
    expect(covered.data.setCoverPhoto.filter((p: Json) => p.isCover).map((p: Json) => p.id)).toEqual([
      ids[1],
    ]);
    const again = await call(COVER, { id: ids[0] }, "admin");
    expect(again.data.setCoverPhoto.filter((p: Json) => p.isCover).map((p: Json) => p.id)).toEqual([ids[0]]);
    // Everyone's pages show the cover first, then the order.
    const publicPhotos = (await uploads("signedOut")).photos.map((p: Json) => p.id);
    expect(publicPhotos).toEqual([ids[0], ids[2], ids[1]]);

    const captioned = await call(CAPTION, { id: ids[2], c: "  Reception with city views  " });
    expect(captioned.data.setPhotoCaption).toEqual({
      id: ids[2],
      caption: "Reception with city views",
      photo: { alt: "Reception with city views" },
    });
    expect(errorCode(await call(CAPTION, { id: ids[2], c: "x".repeat(201) }))).toBe("BAD_USER_INPUT");
    expect(errorCode(await call(COVER, { id: "999999" }))).toBe("NOT_FOUND");
    expect(
      (await call(BY_IDS, { ids: [...ids, "999999"] })).data.imageUploads2.map((u: Json) => u.id),
    ).toEqual(ids);
  });

  it("deletes a photo with its files", async () => {
    const png = { bytes: await smallPng(), name: "p.png", type: "image/png" };
    const res = await postFile(server, `/media/listings/${listingId}/photos`, png, { cookie: cookie.broker });
    const id: string = (await res.json()).imageUpload.id;
    const { rows } = await server.database.query<{ k: string[] }>(
      "select array[storage_key, card_key, thumbnail_key] as k from image_uploads where id = $1",
      [Number(id)],
    );
    const files = rows[0].k.map((k) => path.join(TEST_DATA_DIR, "uploads", ...k.split("/")));
    expect(files.every((f) => fs.existsSync(f))).toBe(true);
    const remaining = await call(DELETE, { id });
    expect(remaining.data.deletePhoto.map((p: Json) => p.id)).not.toContain(id);
    expect(files.some((f) => fs.existsSync(f))).toBe(false);
    expect(errorCode(await call(DELETE, { id }))).toBe("NOT_FOUND");
  });

  it("uploads and deletes a floor plan (editors only), with its files", async () => {
    const png = { bytes: await smallPng(), name: "plan.png", type: "image/png" };
    const res = await postFile(server, `/media/listings/${listingId}/floor-plans`, png, {
      cookie: cookie.research,
    });
    expect(res.status).toBe(201);
    const id: string = (await res.json()).floorPlan.id;
    const plans = async () =>
      (
        await call(
          `query P($id: ID!) { listing(id: $id) { floorPlanCollection { floorPlans { id url } } } }`,
          { id: listingId },
        )
      ).data.listing.floorPlanCollection.floorPlans.map((p: Json) => p.id);
    expect(await plans()).toContain(id);
    const DEL = `mutation F($id: ID!) { deleteFloorPlan(floorPlanId: $id) }`;
    for (const role of ROLES.filter((r) => !EDITORS.has(r))) {
      expect(errorCode(await call(DEL, { id }, role))).toBe(
        role === "signedOut" ? "UNAUTHENTICATED" : "FORBIDDEN",
      );
    }
    expect((await call(DEL, { id })).data.deleteFloorPlan).toBe(id);
    expect(errorCode(await call(DEL, { id }))).toBe("NOT_FOUND");
  });
});
