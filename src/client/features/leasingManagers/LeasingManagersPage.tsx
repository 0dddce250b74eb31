import { useMutation, useQuery } from "@apollo/client/react";
import { type FormEvent, useState } from "react";
import type { LeasingManagerValues } from "../../../common/leasingManagers/leasingManagerRules";
import { CreateLeasingManagerMutationDocument } from "../../gql/documents/createLeasingManagerMutation";
import { LeasingManagerMarketsQueryDocument } from "../../gql/documents/leasingManagerMarketsQuery";
import { LeasingManagerQueryDocument } from "../../gql/documents/leasingManagerQuery";
import { LeasingManagersQueryDocument } from "../../gql/documents/leasingManagersQuery";
import { UpdateLeasingManagerMutationDocument } from "../../gql/documents/updateLeasingManagerMutation";
import { showToast } from "../../layout/toastSlice";
import { Head } from "../../system/head";
import { Link, useLocation, useNavigate } from "../../system/router/router";
import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { AdminSearchForm } from "../admin/AdminSearchForm";
import { LoadProblem } from "../admin/LoadProblem";
import { unauthorizedTitle } from "../status/statusTitles";
import { UnauthorizedPage } from "../status/UnauthorizedPage";
import { LeasingManagerBuildings } from "./LeasingManagerBuildings";
import { EMPTY_LEASING_MANAGER, LeasingManagerForm } from "./LeasingManagerForm";

export const LEASING_MANAGERS_PAGE_SIZE = 25;

const listHref = (search: string, managerId: string | null = null) => {
  const params = new URLSearchParams();
  if (search) params.set("q", search);
  if (managerId) params.set("manager", managerId);
  const query = params.toString();
  return query ? `/leasing-managers?${query}` : "/leasing-managers";
};

/**
 * /leasing-managers and /leasing-managers/new (client-rendered): the landlord side's leasing
 * managers for brokers, the research team and admins (docs/decisions.md, stop 21). Anyone else
 * signed in gets the Unauthorized page; the server refuses them whatever the page shows.
 */
export function LeasingManagersPage({ params }: { params: Record<string, string | undefined> }) {
  const user = useAppSelector((s) => s.user.currentUser);
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const search = query.get("q")?.slice(0, 100) ?? "";
  const managerId = /^[1-9]\d{0,9}$/.test(query.get("manager") ?? "") ? query.get("manager") : null;
  if (!user?.isBroker && !user?.isResearch && !user?.isAdmin) {
    return (
      <>
        <Head title={unauthorizedTitle} robots="noindex" />
        <UnauthorizedPage />
      </>
    );
  }
  return (
    <div className="container admin-page leasing-managers">
      {params.action === "new" ? (
        <NewLeasingManager />
      ) : managerId ? (
        <EditLeasingManager key={managerId} id={managerId} search={search} />
      ) : (
        <LeasingManagerList search={search} />
      )}
    </div>
  );
}

function LeasingManagerList({ search }: { search: string }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState(search);
  const [page, setPage] = useState(0);
  const { data, previousData, loading, error, refetch } = useQuery(LeasingManagersQueryDocument, {
    variables: {
      search: search || null,
      limit: LEASING_MANAGERS_PAGE_SIZE,
      offset: page * LEASING_MANAGERS_PAGE_SIZE,
    },
    fetchPolicy: "cache-and-network",
  });
  const shown = (data ?? previousData)?.leasingManagers;
  const managers = shown?.managers ?? [];

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPage(0);
    navigate(listHref(typed.trim()));
  }

  return (
    <>
      <Head title="Leasing managers" />
      <div className="leasing-managers__head">
        <h1>Leasing managers</h1>
        <Link to="/leasing-managers/new" className="btn btn--primary">
          Add a leasing manager
        </Link>
      </div>
      <search>
        <AdminSearchForm
          id="leasing-manager-search"
          label="Search by name, company or e-mail"
          value={typed}
          onChange={setTyped}
          onSubmit={onSearch}
          action="/leasing-managers"
          name="q"
        />
      </search>
      {loading && !shown ? <p role="status">Loading leasing managers…</p> : null}
      {error ? <LoadProblem what="The leasing managers" onRetry={() => void refetch()} /> : null}
      {shown ? (
        <p className="admin-page__count" role="status">
          {managers.length === 0
            ? search
              ? `No leasing manager matches “${search}”.`
              : "No leasing managers yet."
            : `Showing ${page * LEASING_MANAGERS_PAGE_SIZE + 1}–${page * LEASING_MANAGERS_PAGE_SIZE + managers.length}${search ? ` matching “${search}”` : ""}, by last name.`}
        </p>
      ) : null}
      {managers.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Company</th>
                <th scope="col">E-mail</th>
                <th scope="col">Phone</th>
                <th scope="col">Market</th>
                <th scope="col">Buildings</th>
              </tr>
            </thead>
            <tbody>
              {managers.map((m) => (
                <tr key={m.id}>
                  <th scope="row">
                    <Link to={listHref(search, m.id)}>
                      {m.displayName}
                      <span className="visually-hidden">: edit</span>
                    </Link>
                  </th>
                  <td>{m.companyName ?? "—"}</td>
                  <td>
                    <a href={`mailto:${m.email}`}>{m.email}</a>
                  </td>
                  <td className="admin-table__nowrap">
                    {m.phone ? <a href={`tel:${m.phone.replace(/[^\d+]/g, "")}`}>{m.phone}</a> : "—"}
                  </td>
                  <td>{m.market?.name ?? "—"}</td>
                  <td>{m.buildingCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {page > 0 || shown?.hasMore ? (
        <nav className="leasing-managers__pages" aria-label="Pages of leasing managers">
          <button
            type="button"
            className="btn"
            disabled={page === 0 || loading}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </button>
          <button
            type="button"
            className="btn"
            disabled={!shown?.hasMore || loading}
            onClick={() => setPage(page + 1)}
          >
            Next
          </button>
        </nav>
      ) : null}
    </>
  );
}

const errorOf = (e: { message: string; field?: string | null } | null | undefined) =>
  e ? { error: { message: e.message, field: e.field } } : null;

function NewLeasingManager() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const markets = useQuery(LeasingManagerMarketsQueryDocument);
  const [create] = useMutation(CreateLeasingManagerMutationDocument);
  async function onSave(values: LeasingManagerValues) {
    const { data } = await create({ variables: { input: { ...values, marketId: values.marketId || null } } });
    const answer = data?.createLeasingManager;
    const refused = errorOf(answer?.error);
    if (refused) return refused;
    if (!answer?.leasingManager) throw new Error("No leasing manager in the answer.");
    dispatch(showToast({ contents: `${answer.leasingManager.displayName} added. Now add their buildings.` }));
    navigate(listHref("", answer.leasingManager.id));
    return { id: answer.leasingManager.id };
  }
  return (
    <>
      <Head title="Add a leasing manager" />
      <p>
        <Link to="/leasing-managers">← Back to the leasing managers</Link>
      </p>
      <h1>Add a leasing manager</h1>
      <LeasingManagerForm
        initialValues={EMPTY_LEASING_MANAGER}
        markets={markets.data?.markets ?? []}
        submitLabel="Add leasing manager"
        onSave={onSave}
      />
    </>
  );
}

function EditLeasingManager({ id, search }: { id: string; search: string }) {
  const dispatch = useAppDispatch();
  const { data, loading, error, refetch } = useQuery(LeasingManagerQueryDocument, { variables: { id } });
  const [update] = useMutation(UpdateLeasingManagerMutationDocument);
  const manager = data?.leasingManager;
  const back = (
    <p>
      <Link to={listHref(search)}>← Back to the leasing managers</Link>
    </p>
  );
  if (loading && !data) return <p role="status">Loading the leasing manager…</p>;
  if (error && !data) {
    return <LoadProblem what="The leasing manager" onRetry={() => void refetch()} />;
  }
  if (!manager) {
    return (
      <>
        {back}
        <h1>Leasing manager not found</h1>
      </>
    );
  }
  async function onSave(values: LeasingManagerValues) {
    const { data: saved } = await update({
      variables: { id, input: { ...values, marketId: values.marketId || null } },
    });
    const answer = saved?.updateLeasingManager;
    const refused = errorOf(answer?.error);
    if (refused) return refused;
    dispatch(showToast({ contents: "Changes saved!" }));
    return { id };
  }
  return (
    <>
      <Head title={`${manager.displayName} · Leasing managers`} />
      {back}
      <h1>{manager.displayName}</h1>
      <LeasingManagerForm
        initialValues={{
          firstName: manager.firstName,
          lastName: manager.lastName,
          email: manager.email,
          phone: manager.phone ?? "",
          companyName: manager.companyName ?? "",
          marketId: manager.market?.id ?? "",
        }}
        markets={data?.markets ?? []}
        submitLabel="Save changes"
        onSave={onSave}
      />
      <LeasingManagerBuildings managerId={manager.id} buildings={manager.buildings} />
    </>
  );
}
