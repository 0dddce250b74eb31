import { useQuery } from "@apollo/client/react";
import { type FormEvent, useState } from "react";
import { Modal } from "../../layout/Modal";
import { Head } from "../../system/head";
import { useLocation, useNavigate } from "../../system/router/router";
import { AdminNav } from "./AdminNav";
import { AdminSearchForm } from "./AdminSearchForm";
import { LoadProblem } from "./LoadProblem";
import { MaintenanceSwitchPanel } from "./MaintenanceSwitchPanel";
import { UserEditor } from "./UserEditor";
import type { AdminUser } from "./userAdminQuery";
import { UserAdminQuery } from "./userAdminQuery";
import { VendorAdminPanel } from "./VendorAdminPanel";

function roleNames(user: AdminUser): string {
  const names = [
    user.isAdmin && "Admin",
    user.isBroker && "Broker",
    user.isResearch && "Research",
    user.isRenter && "Renter",
    user.vendor && `Vendor (${user.vendor.name})`,
  ].filter(Boolean);
  return names.length ? names.join(", ") : "No role";
}

/**
 * /user-admin (admins; the server refuses everyone else on every field): search users by name or
 * e-mail (the search is in the URL, `?q=`, so it can be shared and works as a plain GET form), see
 * their roles, market and state, and edit one in a dialog; create vendors and trust them (issue 24).
 */
export function UserAdminPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search).get("q")?.slice(0, 100) ?? "";
  const [typed, setTyped] = useState(search);
  const [editingId, setEditingId] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(UserAdminQuery, {
    variables: { search: search || null },
  });
  const users = data?.users ?? [];
  const editing = users.find((u) => u.id === editingId) ?? null;

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = typed.trim();
    navigate(q ? `/user-admin?q=${encodeURIComponent(q)}` : "/user-admin");
  }

  return (
    <div className="container admin-page">
      <Head title="User admin" />
      <AdminNav />
      <h1>User admin</h1>
      <MaintenanceSwitchPanel />
      {data ? <VendorAdminPanel vendors={data.adminVendors} /> : null}
      <search>
        <AdminSearchForm
          id="user-search"
          label="Search by name or e-mail"
          value={typed}
          onChange={setTyped}
          onSubmit={onSearch}
          action="/user-admin"
          name="q"
        />
      </search>

      {loading && !data ? <p role="status">Loading users…</p> : null}
      {error ? <LoadProblem what="The users" onRetry={() => void refetch()} /> : null}
      {data ? (
        <p className="admin-page__count" role="status">
          {users.length === 0
            ? search
              ? `No user matches “${search}”.`
              : "No users yet."
            : `${users.length === 50 ? "The newest 50" : users.length} ${users.length === 1 ? "user" : "users"}${search ? ` matching “${search}”` : ""}, newest first.`}
        </p>
      ) : null}
      {users.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--stack">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Roles</th>
                <th scope="col">Broker market</th>
                <th scope="col">State</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id}>
                  <th scope="row">{user.displayName}</th>
                  <td className="admin-table__email">{user.email}</td>
                  <td data-label="Roles">{roleNames(user)}</td>
                  <td data-label="Broker market">{user.brokerMarket ? user.brokerMarket.name : "—"}</td>
                  <td data-label="State">
                    {user.disabledAt ? (
                      <span className="badge badge--danger">Disabled</span>
                    ) : user.confirmed ? (
                      "Active"
                    ) : (
                      "Unconfirmed"
                    )}
                  </td>
                  <td>
                    <button type="button" className="btn btn--small" onClick={() => setEditingId(user.id)}>
                      Edit<span className="visually-hidden"> {user.displayName}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <Modal
        isOpen={editing !== null}
        onClose={() => setEditingId(null)}
        title={editing ? `${editing.displayName}` : "User"}
        className="modal--wide"
      >
        {editing ? (
          <UserEditor user={editing} markets={data?.markets ?? []} vendors={data?.adminVendors ?? []} />
        ) : null}
      </Modal>
    </div>
  );
}
