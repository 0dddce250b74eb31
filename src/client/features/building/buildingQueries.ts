import { gql, type TypedDocumentNode } from "@apollo/client";
import {
  BUILDING_BROKER_FIELDS,
  BUILDING_PAGE_FIELDS,
  type BuildingBrokerDetails,
  type BuildingPageBuilding,
} from "./buildingFields";

/*
 * The building page's queries: by canonical path (/buildings/...) and by short path (/building/...
 * and the listing short path /{state}/{city}/{address}). Each has a broker twin with the same
 * variables that asks for the broker-only fields, run only for brokers.
 */

type Params = Record<string, string | undefined>;

export type BuildingByPathVariables = {
  state: string;
  city: string;
  zip: string;
  neighborhood: string;
  address: string;
};
export type BuildingByShortPathVariables = { state: string; city: string; address: string };

export const BuildingByPathQuery: TypedDocumentNode<
  { buildingByPath: BuildingPageBuilding | null },
  BuildingByPathVariables
> = gql`
  query BuildingByPathQuery($state: String!, $city: String!, $zip: String!, $neighborhood: String!, $address: String!) {
    buildingByPath(state: $state, city: $city, zip: $zip, neighborhood: $neighborhood, address: $address) {
      ...BuildingPageFields
    }
  }
  ${BUILDING_PAGE_FIELDS}
`;

export const BuildingByShortPathQuery: TypedDocumentNode<
  { buildingByShortPath: BuildingPageBuilding | null },
  BuildingByShortPathVariables
> = gql`
  query BuildingByShortPathQuery($state: String!, $city: String!, $address: String!) {
    buildingByShortPath(state: $state, city: $city, address: $address) {
      ...BuildingPageFields
    }
  }
  ${BUILDING_PAGE_FIELDS}
`;

export const BuildingBrokerByPathQuery: TypedDocumentNode<
  { buildingByPath: BuildingBrokerDetails | null },
  BuildingByPathVariables
> = gql`
  query BuildingBrokerByPathQuery($state: String!, $city: String!, $zip: String!, $neighborhood: String!, $address: String!) {
    buildingByPath(state: $state, city: $city, zip: $zip, neighborhood: $neighborhood, address: $address) {
      ...BuildingBrokerFields
    }
  }
  ${BUILDING_BROKER_FIELDS}
`;

export const BuildingBrokerByShortPathQuery: TypedDocumentNode<
  { buildingByShortPath: BuildingBrokerDetails | null },
  BuildingByShortPathVariables
> = gql`
  query BuildingBrokerByShortPathQuery($state: String!, $city: String!, $address: String!) {
    buildingByShortPath(state: $state, city: $city, address: $address) {
      ...BuildingBrokerFields
    }
  }
  ${BUILDING_BROKER_FIELDS}
`;

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
