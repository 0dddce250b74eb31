import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHOTO_CAPTION_MAX_LENGTH, PHOTO_CAPTION_TOO_LONG } from "../../../common/media/photoCaptionRules";
import type { Json } from "../../testing/accountClient";
import { smallPng } from "../../testing/imageFixtures";
import { MEDIA_EDITORS, MEDIA_ROLES, type MediaRole, mediaFixture, postFile } from "../../testing/mediaRoles";
import { sessionCookieFor } from "../../testing/sessions";
import { startTestServer, TEST_DATA_DIR, type TestServer, testBackends } from "../../testing/testServer";
import { errorCode } from "../../testing/tourbookRoles";

/** The media roles, and a broker of another market than the listing's. */
type Role = MediaRole | "otherMarketBroker";
const ROLES = MEDIA_ROLES;
const EDITORS = MEDIA_EDITORS;

const UPLOADS = `query U($id: ID!) { listing(id: $id) { canEditMedia tour3dModelId
  imageUploads { id status isCover position caption attachedTo { id kind } photo { url cardUrl thumbnailUrl alt } }
  photos { id } } }`;
const REORDER = `mutation R($t: ImageAttachmentInput!, $ids: [ID!]!) { reorderPhotos(attachedTo: $t, photoIds: $ids) { id position } }`;
const COVER = `mutation C($id: ID!) { setCoverPhoto(photoId: $id) { id isCover } }`;
const CAPTION = `mutation N($id: ID!, $c: String) { setPhotoCaption(photoId: $id, caption: $c) { id caption photo { alt } } }`;
const DELETE = `mutation D($id: ID!) { deletePhoto(photoId: $id) { id } }`;
const PLANS = `query P($id: ID!) { listing(id: $id) { floorPlanCollection { floorPlans { id } } } }`;
const REORDER_PLANS = `mutation RP($id: ID!, $ids: [ID!]!) { reorderFloorPlans(listingId: $id, floorPlanIds: $ids) { id url alt } }`;
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
    cookie = { ...fixture.cookie, otherMarketBroker: await brokerOfAnotherMarket(server, fixture.listingId) };
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
    expect(
      errorCode(await call(REORDER, { t: { id: listingId, kind: "LISTING" }, ids: [...ids, ids[0]] })),
    ).toBe("BAD_USER_INPUT");
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
  it("captions a photo: at most 200 characters on one line, said clearly; empty removes it", async () => {
    const [first] = (await uploads()).imageUploads.map((u: Json) => u.id);
    const longest = "A".repeat(PHOTO_CAPTION_MAX_LENGTH);
    // The limit counts the caption as stored, trimmed.
    expect((await call(CAPTION, { id: first, c: ` ${longest} ` })).data.setPhotoCaption.caption).toBe(
      longest,
    );
    const tooLong = await call(CAPTION, { id: first, c: `${longest}B` });
    expect(errorCode(tooLong)).toBe("BAD_USER_INPUT");
    expect(tooLong.errors[0].extensions.fields).toEqual([
      { path: "caption", message: PHOTO_CAPTION_TOO_LONG },
    ]);
    expect(errorCode(await call(CAPTION, { id: first, c: "Two\nlines" }))).toBe("BAD_USER_INPUT");
    // Refused captions changed nothing.
    const kept = (await uploads()).imageUploads.find((u: Json) => u.id === first);
    expect(kept.caption).toBe(longest);
    expect(errorCode(await call(CAPTION, { id: first, c: "x" }, "otherMarketBroker"))).toBe("FORBIDDEN");
    const cleared = await call(CAPTION, { id: first, c: "   " });
    expect(cleared.data.setPhotoCaption.caption).toBeNull();
    // Without a caption the alt text is the upload's own description, never empty.
    expect(cleared.data.setPhotoCaption.photo.alt).toMatch(/\S/);
  });

  it("reorders a listing's floor plans (editors of its market only, every plan once) and every reader follows", async () => {
    const png = { bytes: await smallPng(), name: "plan.png", type: "image/png" };
    const { rows } = await server.database.query<{ id: number }>(
      "select id from listings where id <> $1 and status = 'AVAILABLE' order by id limit 1",
      [Number(listingId)],
    );
    const otherListing = String(rows[0].id);
    const upload = async (listing: string) => {
      const res = await postFile(server, `/media/listings/${listing}/floor-plans`, png, {
        cookie: cookie.broker,
      });
      expect(res.status).toBe(201);
      return (await res.json()).floorPlan.id as string;
    };
    const mine = [await upload(listingId), await upload(listingId), await upload(listingId)];
    const elsewhere = await upload(otherListing);
    const plans = async (role: Role = "broker") =>
      (await call(PLANS, { id: listingId }, role)).data.listing.floorPlanCollection.floorPlans.map(
        (p: Json) => p.id,
      );
    const before: string[] = await plans();
    expect(before.slice(-3)).toEqual(mine);
    const wanted = [mine[2], ...before.filter((id) => id !== mine[2]).reverse()];

    for (const role of [...ROLES.filter((r) => !EDITORS.has(r)), "otherMarketBroker" as const]) {
      expect(errorCode(await call(REORDER_PLANS, { id: listingId, ids: wanted }, role))).toBe(
        role === "signedOut" ? "UNAUTHENTICATED" : "FORBIDDEN",
      );
    }
    // Not every plan, one twice, one of another listing, an unknown one: refused, order unchanged.
    for (const ids of [
      wanted.slice(1),
      [...wanted, wanted[0]],
      [...wanted.slice(1), wanted[1]],
      [...wanted, elsewhere],
      [...wanted.slice(1), elsewhere],
      [...wanted, "999999"],
      [],
    ]) {
      const refused = await call(REORDER_PLANS, { id: listingId, ids });
      expect(errorCode(refused)).toBe("BAD_USER_INPUT");
    }
    expect(errorCode(await call(REORDER_PLANS, { id: listingId, ids: ["0"] }))).toBe("BAD_USER_INPUT");
    expect(errorCode(await call(REORDER_PLANS, { id: "999999", ids: wanted }))).toBe("FORBIDDEN");
    expect(await plans()).toEqual(before);

    const research = await call(REORDER_PLANS, { id: listingId, ids: wanted }, "research");
    expect(research.data.reorderFloorPlans.map((p: Json) => p.id)).toEqual(wanted);
    // The order persists, and the listing page (anyone who sees the listing) reads it too.
    expect(await plans()).toEqual(wanted);
    expect(await plans("signedOut")).toEqual(wanted);
    const { rows: stored } = await server.database.query<{ id: number; position: number }>(
      "select id, position from floor_plans where listing_id = $1 order by position",
      [Number(listingId)],
    );
    expect(stored).toEqual(wanted.map((id, position) => ({ id: Number(id), position })));
    const back = await call(REORDER_PLANS, { id: listingId, ids: before }, "admin");
    expect(back.data.reorderFloorPlans.map((p: Json) => p.id)).toEqual(before);
  });
});

/** A session of a broker working a market other than the listing's (the demo has one per market). */
async function brokerOfAnotherMarket(server: TestServer, listingId: number): Promise<string> {
  const { rows } = await server.database.query<{ email: string }>(
    `select u.email from users u, listings l
      where l.id = $1 and u.is_broker and not u.is_admin and u.broker_market_id <> l.market_id
      order by u.id limit 1`,
    [listingId],
  );
  return sessionCookieFor(server.database, rows[0].email);
}
