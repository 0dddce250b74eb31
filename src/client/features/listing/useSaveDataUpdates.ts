import { useApolloClient } from "@apollo/client/react";
import { useState } from "react";
import { ERROR_TOAST_MS } from "../../../common/constants";
import { BrokerListingDrawerQueryDocument } from "../../gql/documents/brokerListingDrawerQuery";
import { ImporterJobsQueryDocument } from "../../gql/documents/importerJobsQuery";
import { UserChangeBrokerInsightDocument } from "../../gql/documents/userChangeBrokerInsightMutation";
import { UserChangeBuildingDocument } from "../../gql/documents/userChangeBuildingMutation";
import { UserChangeContactDocument } from "../../gql/documents/userChangeContactMutation";
import { UserChangeListingDocument } from "../../gql/documents/userChangeListingMutation";
import { showToast } from "../../layout/toastSlice";
import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { dataSaved, selectDataUpdates } from "./dataUpdatesSlice";
import { type SaveDeps, SaveFailedError, type SaveRequest, saveDataUpdates } from "./saveDataUpdates";

/** Spec section 8. */
export const SAVED_MESSAGE = "Changes saved!";
export const LISTING_UPDATE_FAILED =
  "There was a problem updating your listing. Please contact the #bugs channel on slack";

type ApolloClientLike = ReturnType<typeof useApolloClient>;

async function mutate(client: ApolloClientLike, request: SaveRequest): Promise<string> {
  const answer = (id: string | undefined) => {
    if (!id) throw new Error("The save answered no job.");
    return id;
  };
  switch (request.type) {
    case "Listing": {
      const { data } = await client.mutate({
        mutation: UserChangeListingDocument,
        variables: request.variables,
      });
      return answer(data?.userChangeListing.importerJobId);
    }
    case "Building": {
      const { data } = await client.mutate({
        mutation: UserChangeBuildingDocument,
        variables: request.variables,
      });
      return answer(data?.userChangeBuilding.importerJobId);
    }
    case "BrokerInsight": {
      const { data } = await client.mutate({
        mutation: UserChangeBrokerInsightDocument,
        variables: request.variables,
      });
      return answer(data?.userChangeBrokerInsight.importerJobId);
    }
    case "Contact": {
      const { data } = await client.mutate({
        mutation: UserChangeContactDocument,
        variables: request.variables,
      });
      return answer(data?.userChangeContact.importerJobId);
    }
  }
}

/** How a save runs its mutations and polls its jobs, with this Apollo client. */
export function saveDepsFor(client: ApolloClientLike): SaveDeps {
  return {
    mutate: (request) => mutate(client, request),
    fetchJobs: async (ids) => {
      const { data } = await client.query({
        query: ImporterJobsQueryDocument,
        variables: { ids },
        fetchPolicy: "no-cache",
      });
      return data?.importerJobs ?? [];
    },
    refetchListing: (listingId) =>
      client.query({
        query: BrokerListingDrawerQueryDocument,
        variables: { listingId },
        fetchPolicy: "network-only",
      }),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}

/**
 * Saves every pending edit (spec section 7) and tells the broker how it went: "Changes saved!", or
 * the listing-update failure toast with the failed jobs' own messages kept beside the Save button.
 * What the broker typed stays pending unless its job succeeded.
 */
export function useSaveDataUpdates(onSaved?: () => Promise<unknown>) {
  const client = useApolloClient();
  const dispatch = useAppDispatch();
  const records = useAppSelector((s) => selectDataUpdates(s).records);
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  const deps = saveDepsFor(client);

  async function save() {
    setSaving(true);
    setProblems([]);
    try {
      const saved = await saveDataUpdates(Object.values(records), deps);
      await onSaved?.();
      dispatch(dataSaved(saved));
      dispatch(showToast({ contents: SAVED_MESSAGE }));
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      if (error instanceof SaveFailedError) {
        await onSaved?.();
        dispatch(dataSaved(error.saved));
        setProblems([error.message, ...error.problems]);
      } else {
        setProblems([error instanceof Error ? error.message : String(error)]);
      }
      dispatch(showToast({ contents: LISTING_UPDATE_FAILED, isError: true, durationMs: ERROR_TOAST_MS }));
    } finally {
      setSaving(false);
    }
  }

  return { save, saving, problems };
}
