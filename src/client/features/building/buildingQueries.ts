import {
  BuildingBrokerByPathQueryDocument,
  BuildingBrokerByShortPathQueryDocument,
  BuildingByPathQueryDocument,
  BuildingByShortPathQueryDocument,
} from "../../gql/documents/buildingQueries";
import type * as G from "../../gql/graphql";

/*
 * The building page's queries: by canonical path (/buildings/...) and by short path (/building/...
 * and the listing short path /{state}/{city}/{address}). Each has a broker twin with the same
 * variables that asks for the broker-only fields, run only for brokers.
 */

type Params = Record<string, string | undefined>;

export type BuildingByPathVariables = G.BuildingByPathQueryQueryVariables;
export type BuildingByShortPathVariables = G.BuildingByShortPathQueryQueryVariables;

export const BuildingByPathQuery = BuildingByPathQueryDocument;

export const BuildingByShortPathQuery = BuildingByShortPathQueryDocument;

export const BuildingBrokerByPathQuery = BuildingBrokerByPathQueryDocument;

export const BuildingBrokerByShortPathQuery = BuildingBrokerByShortPathQueryDocument;

/** Variables of the canonical building route; the screen and the server's prefetch share them. */
export function buildingByPathVariables(params: Params): BuildingByPathVariables {
  return {
    state: (params.state ?? "").toLowerCase(),
    city: params.city ?? "",
    zip: params.zip ?? "",
    neighborhood: params.neighborhood ?? "",
    address: params.address ?? "",
  };
}

/** Variables of /building/{state}/{city}/{address} and /{state}/{city}/{address}. */
export function buildingByShortPathVariables(params: Params): BuildingByShortPathVariables {
  return {
    state: (params.state ?? "").toLowerCase(),
    city: params.city ?? "",
    address: params.address ?? "",
  };
}
