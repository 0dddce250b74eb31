import { describe, expect, it } from "vitest";
import type { Json } from "../../testing/accountClient";
import { testBackends } from "../../testing/testServer";
import { listingWorld } from "./listingTestSupport";

const CARD = `id status address floorAndSuite squareFeet psf path
  photos { id url thumbnailUrl width height alt }
  floorPlanCollection { id floorPlans { url width height alt } }
  building { id path slug zip photos { url } availableListings { id status } }
  neighborhood { slug } market { slug }`;

const BY_PATH = `query ByPath($state: String!, $city: String!, $zip: String!, $neighborhood: String!,
    $address: String!, $floorAndSuite: String!) {
  listingByPath(state: $state, city: $city, zip: $zip, neighborhood: $neighborhood, address: $address,
    floorAndSuite: $floorAndSuite) { id path }
  buildingByPath(state: $state, city: $city, zip: $zip, neighborhood: $neighborhood, address: $address) { id path }
  buildingByShortPath(state: $state, city: $city, address: $address) { id }
}`;

const pathArgs = (path: string) => {
  const [, , state, city, zip, neighborhood, address, floorAndSuite] = path.split("/");
  return { state, city, zip, neighborhood, address, floorAndSuite };
};

describe.each(testBackends())("listings and buildings on $name", (backend) => {
  const { w, cookies, gql } = listingWorld(backend);

  it("reads a listing by id with photos, floor plan, building and canonical paths", async () => {
    const { listing } = await gql(`query($id: ID!) { listing(id: $id) { ${CARD} } }`, {
      id: String(w.privateListingId),
    });
    expect(listing.id).toBe(String(w.privateListingId));
    expect(listing.photos).toHaveLength(3);
    for (const p of listing.photos) {
      expect(p.url).toMatch(/^\/uploads\/seed\/photo-\d\d\.webp$/);
      expect(p.thumbnailUrl).toMatch(/^\/uploads\/seed\/photo-\d\d-thumb\.webp$/);
      expect(p).toMatchObject({ width: 1200, height: 800 });
      expect(p.alt.length).toBeGreaterThan(10);
    }
    expect(new Set(listing.photos.map((p: Json) => p.url)).size).toBe(3);
    expect(listing.floorPlanCollection === null).toBe(w.privateListingId % 2 === 1);
    expect(listing.building.photos).toHaveLength(2);
    expect(listing.path).toBe(
      `/listings/ny/new-york/${listing.building.zip}/${listing.neighborhood.slug}/${listing.building.slug}/${listing.path.split("/").pop()}`,
    );
    expect(listing.building.path).toBe(
      listing.path.split("/").slice(0, 7).join("/").replace("/listings/", "/buildings/"),
    );
    expect(listing.building.availableListings.every((l: Json) => l.status === "AVAILABLE")).toBe(true);
    expect((await gql(`{ listing(id: "999999") { id } }`)).listing).toBeNull();
    expect((await gql(`{ listing(id: "abc") { id } }`)).listing).toBeNull();
  });

  it("gives the first photos of each listing with photos(first:), in order, and refuses a count outside 1–50", async () => {
    const ids = [w.privateListingId, w.privateListingId + 1, w.privateListingId + 2].map(String);
    const all = await gql(
      `query($a: ID!, $b: ID!, $c: ID!) {
      a: listing(id: $a) { id photos { id } } b: listing(id: $b) { id photos { id } } c: listing(id: $c) { id photos { id } } }`,
      { a: ids[0], b: ids[1], c: ids[2] },
    );
    const firstTwo = await gql(
      `query($a: ID!, $b: ID!, $c: ID!) {
      a: listing(id: $a) { id photos(first: 2) { id } } b: listing(id: $b) { id photos(first: 2) { id } }
      c: listing(id: $c) { id photos(first: 2) { id } } }`,
      { a: ids[0], b: ids[1], c: ids[2] },
    );
    for (const key of ["a", "b", "c"]) {
      if (all[key] === null) continue;
      expect(firstTwo[key].photos).toEqual(all[key].photos.slice(0, 2));
    }
    for (const first of [0, 51]) {
      const res = await w.server.graphql({
        query: `{ listing(id: "${ids[0]}") { photos(first: ${first}) { id } } }`,
      });
      const body: Json = await res.json();
      expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    }
  });

  it("finds the listing and building again from the paths it gives, and nothing when a segment is wrong", async () => {
    const { listing } = await gql(`query($id: ID!) { listing(id: $id) { id path building { id path } } }`, {
      id: String(w.privateListingId),
    });
    const args = pathArgs(listing.path);
    const found = await gql(BY_PATH, args);
    expect(found.listingByPath).toEqual({ id: listing.id, path: listing.path });
    expect(found.buildingByPath).toEqual(listing.building);
    expect(found.buildingByShortPath).toEqual({ id: listing.building.id });
    expect(
      (await gql(BY_PATH, { ...args, state: "NY", address: args.address.toUpperCase() })).listingByPath?.id,
    ).toBe(listing.id);
    for (const wrong of [
      { zip: "99999" },
      { neighborhood: "atlantis" },
      { city: "boston", state: "ma" },
      { floorAndSuite: "floor-999" },
    ]) {
      const result = await gql(BY_PATH, { ...args, ...wrong });
      expect(result.listingByPath, JSON.stringify(wrong)).toBeNull();
    }
    expect((await gql(BY_PATH, { ...args, zip: "99999" })).buildingByPath).toBeNull();
    const spaced = await gql(
      `{ buildingByShortPath(state: "ny", city: "new-york", address: "${args.address.replace(/-/g, " ")}") { id } }`,
    );
    expect(spaced.buildingByShortPath).toEqual({ id: listing.building.id });
  });

  it("hides a listing that is not AVAILABLE from everyone but brokers and admins", async () => {
    const query = `query($id: ID!) { listing(id: $id) { id status path } }`;
    const variables = { id: String(w.vettingId) };
    expect((await gql(query, variables)).listing).toBeNull();
    expect((await gql(query, variables, cookies.client)).listing).toBeNull();
    const seen = (await gql(query, variables, cookies.broker)).listing;
    expect(seen).toMatchObject({ id: String(w.vettingId), status: "VETTING" });
    expect((await gql(query, variables, cookies.admin)).listing.status).toBe("VETTING");
    const args = pathArgs(seen.path);
    expect((await gql(BY_PATH, args, cookies.client)).listingByPath).toBeNull();
    expect((await gql(BY_PATH, args, cookies.broker)).listingByPath.id).toBe(String(w.vettingId));
  });

  it("lists other available listings in the building and nearby in the neighbourhood, closest size first", async () => {
    const { rows } = await w.server.database.query<{ id: number }>(
      `select l.id from listings l where l.status = 'AVAILABLE' and exists (
         select 1 from listings o where o.building_id = l.building_id and o.id <> l.id and o.status = 'AVAILABLE')
       and exists (select 1 from listings o where o.neighborhood_id = l.neighborhood_id and o.building_id <> l.building_id
         and o.status = 'AVAILABLE') order by l.id limit 1`,
    );
    const { listing } = await gql(
      `query($id: ID!) { listing(id: $id) { id squareFeet building { id } neighborhood { id }
        sameBuildingListings { id status squareFeet building { id } }
        nearbyListings(limit: 3) { id status squareFeet building { id } neighborhood { id } } } }`,
      { id: String(rows[0].id) },
    );
    expect(listing.sameBuildingListings.length).toBeGreaterThan(0);
    expect(listing.nearbyListings.length).toBeGreaterThan(0);
    expect(listing.nearbyListings.length).toBeLessThanOrEqual(3);
    for (const l of listing.sameBuildingListings) {
      expect(l).toMatchObject({ status: "AVAILABLE", building: { id: listing.building.id } });
      expect(l.id).not.toBe(listing.id);
    }
    for (const l of listing.nearbyListings) {
      expect(l).toMatchObject({ status: "AVAILABLE", neighborhood: { id: listing.neighborhood.id } });
      expect(l.building.id).not.toBe(listing.building.id);
    }
    const gaps = listing.nearbyListings.map((l: Json) => Math.abs(l.squareFeet - listing.squareFeet));
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
  });

  it("lists a market's featured listings and refuses a bad limit", async () => {
    const { featuredListings } = await gql(
      `{ featuredListings(state: "ny", city: "new-york") { id status market { slug } } }`,
    );
    expect(featuredListings.length).toBeGreaterThan(0);
    for (const l of featuredListings)
      expect(l).toMatchObject({ status: "AVAILABLE", market: { slug: "new-york" } });
    expect((await gql(`{ featuredListings(state: "zz", city: "nowhere") { id } }`)).featuredListings).toEqual(
      [],
    );
    const bad: Json = await (
      await w.server.graphql({
        query: `{ featuredListings(state: "ny", city: "new-york", limit: 0) { id } }`,
      })
    ).json();
    expect(bad.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });

  it("lists only the featured listings of the property type asked for", async () => {
    const all = (
      await gql(`{ featuredListings(state: "ny", city: "new-york", limit: 24) { id propertyType } }`)
    ).featuredListings;
    for (const type of ["OFFICE", "RETAIL", "INDUSTRIAL"]) {
      const { featuredListings } = await gql(
        `{ featuredListings(state: "ny", city: "new-york", propertyType: ${type}, limit: 24) { id propertyType } }`,
      );
      expect(featuredListings.every((l: Json) => l.propertyType === type)).toBe(true);
      expect(featuredListings.map((l: Json) => l.id)).toEqual(
        all.filter((l: Json) => l.propertyType === type).map((l: Json) => l.id),
      );
    }
  });
});
