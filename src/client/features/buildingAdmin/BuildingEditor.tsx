import { AdminBuildingQueryDocument } from "../../gql/documents/adminBuildingQuery";
import { Head } from "../../system/head";
import { useDeclaredQuery } from "../../system/screenData";
import { LoadProblem } from "../admin/LoadProblem";
import { ContactsEditor } from "../listing/ContactsEditor";
import { UnsavedBar } from "../listing/UnsavedBar";
import { PhotoListEditor } from "../media/PhotoListEditor";
import { BuildingFactsForm } from "./BuildingFactsForm";
import { BuildingMergePanel } from "./BuildingMergePanel";

/** One building in the building admin: facts and place, photos, contacts, and merging it away. */
export function BuildingEditor({ buildingId, search }: { buildingId: string; search: string }) {
  const { data, loading, error, refetch } = useDeclaredQuery(AdminBuildingQueryDocument, {
    variables: { id: buildingId },
  });
  const building = data?.adminBuilding;
  if (loading && !data) return <p role="status">Loading the building…</p>;
  if (error && !data) {
    return <LoadProblem what="The building" onRetry={() => void refetch()} />;
  }
  if (!building) {
    return (
      <>
        <Head title="Building admin" />
        <h1>Building not found</h1>
        <p>There is no building {buildingId}. It may have been merged into another one.</p>
      </>
    );
  }
  const facts = {
    ...building,
    neighborhoodId: building.neighborhood?.id ?? null,
    cmsContent: building.cmsContent?.content ?? null,
  };
  return (
    <>
      <Head title={`${building.address} · Building admin`} />
      <h1>{building.address}</h1>
      <p className="text-muted">
        {building.propertyName ? `${building.propertyName} · ` : ""}
        {building.city}, {building.state.toUpperCase()} {building.zip} · {building.market.name}
        {" · "}
        <a href={building.path}>Public page</a>
      </p>
      <BuildingFactsForm
        key={building.id}
        building={facts}
        neighborhoods={building.market.neighborhoods}
        onSaved={() => refetch()}
      />
      <PhotoListEditor
        attachedTo={{ kind: "BUILDING", id: building.id }}
        heading="h2"
        uploads={building.imageUploads ?? []}
        onChanged={async () => {
          await refetch();
        }}
      />
      <section className="building-contacts-admin" aria-labelledby="building-contacts-title">
        <h2 id="building-contacts-title">Contacts</h2>
        <ContactsEditor listingId="" building={building} />
        <UnsavedBar onSaved={() => refetch()} />
      </section>
      <BuildingMergePanel building={building} search={search} />
    </>
  );
}
