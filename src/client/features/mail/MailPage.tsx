import { useQuery } from "@apollo/client/react";
import { MyMailQueryDocument } from "../../gql/documents/mailQueries";
import { useClientConfig } from "../../system/clientConfig";
import { Head } from "../../system/head";
import { AdminListStates, appendOlder } from "../admin/AdminListStates";
import { MailTable } from "./MailTable";

/**
 * /mail, "Your mail" (issue 25): in demo mode, the e-mail the site wrote to the signed-in person's
 * address (invitations, surveys, tours, confirmation links), so a newcomer can follow every link
 * without a mailbox. Outside demo mode the server answers nobody's mail here, and the page says so.
 */
export function MailPage() {
  const { demoMode } = useClientConfig();
  const { data, loading, error, fetchMore, refetch } = useQuery(MyMailQueryDocument, { skip: !demoMode });
  const page = data?.myMail;
  const entries = page?.entries ?? [];
  async function older() {
    const last = entries[entries.length - 1];
    if (last) await fetchMore({ variables: { before: last.id }, updateQuery: appendOlder("myMail") });
  }
  return (
    <div className="container admin-page mail-page">
      <Head title="Your mail" robots="noindex" />
      <h1>Your mail</h1>
      {demoMode ? (
        <>
          <p>
            This is a demo site: the e-mail it writes to your address is shown here
            {page && !page.deliveryEnabled ? ", and none of it is sent" : ""}. Follow its links to accept an
            invitation or open a survey.
          </p>
          <AdminListStates
            what="your mail"
            loading={loading && !data}
            failed={Boolean(error)}
            empty={Boolean(data) && entries.length === 0}
            onRetry={() => void refetch()}
          />
          {entries.length > 0 ? (
            <MailTable
              showTo={false}
              entries={entries}
              hasMore={Boolean(page?.hasMore)}
              onOlder={() => void older()}
            />
          ) : null}
        </>
      ) : (
        <p>Your e-mail goes to your own mailbox. This page shows it only on the demo site.</p>
      )}
    </div>
  );
}
