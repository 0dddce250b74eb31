import { CONTACT_TYPE_LABELS, PHONE_NUMBER_KIND_LABELS } from "../../../common/enums";
import { formatPhone } from "../../../common/format/phone";
import { telHref } from "../../layout/contactLinks";
import { enumLabel, paragraphs } from "../places/placeFormat";
import type { BuildingBrokerDetails } from "./buildingFields";

/** Broker-only building contacts and notes. The caller renders it only for brokers. */
export function BuildingContactsPanel({ details }: { details: BuildingBrokerDetails | null | undefined }) {
  const contacts = details?.contacts ?? [];
  if (!details || (contacts.length === 0 && !details.privateDescription)) return null;
  return (
    <section className="broker-panel" aria-labelledby="building-broker-title">
      <h2 id="building-broker-title" className="broker-panel__title">
        Broker details
      </h2>
      <p className="text-small text-muted">Only brokers see this panel.</p>
      {details.privateDescription ? (
        <div className="broker-panel__block">
          <h3>Private description</h3>
          {paragraphs(details.privateDescription).map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </div>
      ) : null}
      {contacts.length > 0 ? (
        <div className="broker-panel__block">
          <h3>Building contacts</h3>
          <ul className="contact-list">
            {contacts.map((contact, index) => {
              const role = [contact.title, contact.companyName].filter(Boolean).join(", ");
              const kind = enumLabel(CONTACT_TYPE_LABELS, contact.contactType);
              const phoneKind = enumLabel(PHONE_NUMBER_KIND_LABELS, contact.phoneType);
              return (
                <li key={`${contact.displayName}-${index}`} className="contact-list__item">
                  <p>
                    <strong>{contact.displayName}</strong>
                    {kind ? <span className="text-muted"> · {kind}</span> : null}
                  </p>
                  {role ? <p className="text-small text-muted">{role}</p> : null}
                  <p className="text-small">
                    {contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : null}
                    {contact.phone ? (
                      <>
                        {contact.email ? <br /> : null}
                        <a href={telHref(contact.phone)}>{formatPhone(contact.phone)}</a>
                        {phoneKind ? <span className="text-muted"> ({phoneKind})</span> : null}
                      </>
                    ) : null}
                    {contact.cellPhone ? (
                      <>
                        <br />
                        <a href={telHref(contact.cellPhone)}>{formatPhone(contact.cellPhone)}</a>
                        <span className="text-muted"> (cell)</span>
                      </>
                    ) : null}
                  </p>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
