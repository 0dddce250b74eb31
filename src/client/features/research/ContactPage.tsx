import { useQuery } from "@apollo/client/react";
import type { ReactNode } from "react";
import { PHONE_NUMBER_KIND_LABELS, type PhoneNumberKind } from "../../../common/enums";
import { CONTACT_BUILDINGS_MAX } from "../../../common/research/researchRules";
import { pathFor } from "../../../common/routes/matchRoute";
import { Link } from "../../system/router/router";
import type { ScreenProps } from "../../system/screenProps";
import { LoadProblem, ResearchShell, researchOnly } from "./ResearchShell";
import { contactTypeLabel } from "./researchFormat";
import { ResearchContactQuery } from "./researchOperations";
import { availabilityPath } from "./researchPaths";

/** /research-team/building-contacts/{id}: the contact's facts and the buildings it is kept for. */
function ContactScreen({ params }: ScreenProps) {
  const id = params.buildingContactId ?? "";
  const { data, loading, error, refetch } = useQuery(ResearchContactQuery, { variables: { id } });
  const contact = data?.researchContact;
  const buildings = contact?.buildings ?? [];
  const facts: [string, ReactNode][] = contact
    ? [
        ["First name", contact.firstName],
        ["Last name", contact.lastName],
        ["E-mail", contact.email],
        ["Title", contact.title],
        ["Company", contact.companyName],
        [
          "Office phone",
          contact.phone ? (
            <>
              <span className="phone-number">{contact.phone}</span>
              {contact.phoneType
                ? ` (${PHONE_NUMBER_KIND_LABELS[contact.phoneType as PhoneNumberKind] ?? contact.phoneType})`
                : ""}
            </>
          ) : null,
        ],
        [
          "Cell phone",
          contact.cellPhone ? (
            <span key="cell" className="phone-number">
              {contact.cellPhone}
            </span>
          ) : null,
        ],
        ["Contact type", contactTypeLabel(contact.contactType)],
      ]
    : [];
  return (
    <ResearchShell
      title={contact?.displayName ?? "Building contact"}
      crumbs={[
        { label: "Building contacts", to: pathFor("researchContacts") },
        { label: contact?.displayName ?? "Contact" },
      ]}
      actions={
        contact ? (
          <>
            <Link to={pathFor("researchContactEdit", { buildingContactId: id })} className="btn">
              Edit contact
            </Link>
            <Link
              to={pathFor("researchContactAddBuilding", { buildingContactId: id })}
              className="btn btn--primary"
            >
              Add building
            </Link>
          </>
        ) : null
      }
    >
      {loading && !data ? <p role="status">Loading the contact…</p> : null}
      {error ? <LoadProblem what="The contact" retry={() => void refetch()} /> : null}
      {data && !contact ? <p role="status">This contact does not exist.</p> : null}
      {contact ? (
        <>
          <dl className="research__facts">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value || "—"}</dd>
              </div>
            ))}
          </dl>
          <section aria-labelledby="contact-buildings">
            <h2 id="contact-buildings">Buildings</h2>
            {buildings.length === 0 ? (
              <p>No building yet. Add the buildings this contact leases or manages.</p>
            ) : (
              <>
                <ul className="research__buildings">
                  {buildings.map((building) => (
                    <li key={building.id}>
                      <Link to={availabilityPath(id, building.id)}>
                        {building.address}
                        {building.propertyName ? ` (${building.propertyName})` : ""}
                      </Link>
                      <span>
                        {building.city}, {building.state.toUpperCase()} · {building.market.name}
                      </span>
                    </li>
                  ))}
                </ul>
                {buildings.length >= CONTACT_BUILDINGS_MAX ? (
                  <p>A contact is kept for at most {CONTACT_BUILDINGS_MAX} buildings.</p>
                ) : null}
              </>
            )}
          </section>
        </>
      ) : null}
    </ResearchShell>
  );
}

export const ContactPage = researchOnly(ContactScreen);
