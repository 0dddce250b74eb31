import { useQuery } from "@apollo/client/react";
import { pathFor } from "../../../common/routes/matchRoute";
import { Link, useLocation, useNavigate } from "../../system/router/router";
import { LoadProblem, ResearchShell, researchOnly } from "./ResearchShell";
import { contactTypeLabel } from "./researchFormat";
import { ResearchContactsQuery } from "./researchOperations";
import { contactPath, listState, withQuery } from "./researchPaths";
import { PageLinks, SearchBox } from "./SearchBox";

/**
 * /research-team/building-contacts: every building contact, searched by name, e-mail or company
 * (the search is the URL's `?q=`), 25 a page by name, at most 200 pages.
 */
function ContactsScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const { q, page } = listState(location.search);
  const base = pathFor("researchContacts");
  const { data, loading, error, refetch } = useQuery(ResearchContactsQuery, {
    variables: { search: q || null, page },
  });
  const result = data?.researchContacts;
  const contacts = result?.contacts ?? [];

  return (
    <ResearchShell
      title="Building contacts"
      actions={
        <Link to={pathFor("researchContactCreate")} className="btn btn--primary">
          New contact
        </Link>
      }
    >
      <SearchBox
        id="contact-search"
        label="Search by name, e-mail or company"
        action={base}
        value={q}
        onSearch={(text) => navigate(withQuery(base, { q: text }))}
      />
      {loading && !data ? <p role="status">Loading contacts…</p> : null}
      {error ? <LoadProblem what="The contacts" retry={() => void refetch()} /> : null}
      {result ? (
        <p className="research__count" role="status">
          {contacts.length === 0
            ? q
              ? `No contact matches “${q}”.`
              : "No contacts yet."
            : `${contacts.length} ${contacts.length === 1 ? "contact" : "contacts"}${q ? ` matching “${q}”` : ""} on page ${result.page}, by name.`}
        </p>
      ) : null}
      {contacts.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table research__table research__table--stack">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Company</th>
                <th scope="col">E-mail</th>
                <th scope="col">Phone</th>
                <th scope="col">Type</th>
              </tr>
            </thead>
            <tbody>
              {contacts.map((contact) => (
                <tr key={contact.id}>
                  <th scope="row">
                    <Link to={contactPath(contact.id)}>{contact.displayName}</Link>
                  </th>
                  <td data-label="Company">{contact.companyName ?? "—"}</td>
                  <td data-label="E-mail" className="research__email">
                    {contact.email ?? "—"}
                  </td>
                  <td data-label="Phone">
                    {contact.phone ? <span className="phone-number">{contact.phone}</span> : "—"}
                  </td>
                  <td data-label="Type">{contactTypeLabel(contact.contactType)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {result ? (
        <PageLinks
          label="Pages of contacts"
          page={result.page}
          hasMore={result.hasMore}
          hrefFor={(p) => withQuery(base, { q, page: p })}
        />
      ) : null}
    </ResearchShell>
  );
}

export const ContactsPage = researchOnly(ContactsScreen);
