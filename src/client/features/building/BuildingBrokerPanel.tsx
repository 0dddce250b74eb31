import { useQuery } from "@apollo/client/react";
import { useAppSelector } from "../../system/store/hooks";
import { selectCurrentUser } from "../account/userSlice";
import { BuildingContactsPanel } from "./BuildingContactsPanel";
import {
  BuildingBrokerByPathQuery,
  BuildingBrokerByShortPathQuery,
  type BuildingByPathVariables,
  type BuildingByShortPathVariables,
} from "./buildingQueries";

function useIsBroker(): boolean {
  const user = useAppSelector(selectCurrentUser);
  return Boolean(user?.isBroker || user?.isAdmin);
}

/** Broker panel of a building reached by its canonical path; nothing (and no query) for others. */
export function BuildingBrokerPanelByPath({ variables }: { variables: BuildingByPathVariables }) {
  const isBroker = useIsBroker();
  const { data } = useQuery(BuildingBrokerByPathQuery, { variables, skip: !isBroker });
  return isBroker ? <BuildingContactsPanel details={data?.buildingByPath} /> : null;
}

/** Broker panel of a building reached by a short path; nothing (and no query) for others. */
export function BuildingBrokerPanelByShortPath({ variables }: { variables: BuildingByShortPathVariables }) {
  const isBroker = useIsBroker();
  const { data } = useQuery(BuildingBrokerByShortPathQuery, { variables, skip: !isBroker });
  return isBroker ? <BuildingContactsPanel details={data?.buildingByShortPath} /> : null;
}
