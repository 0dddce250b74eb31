import { pathFor } from "../../../common/routes/matchRoute";
import { Head } from "../../system/head";
import { Link } from "../../system/router/router";
import { useAppSelector } from "../../system/store/hooks";
import { ADMIN_TOOLS } from "../admin/AdminNav";
import { EmailSettingsForm } from "./EmailSettingsForm";
import { PasswordSettingsForm } from "./PasswordSettingsForm";
import { ProfileSettingsForm } from "./ProfileSettingsForm";
import { SessionsSettingsSection } from "./SessionsSettingsSection";

export const settingsTitle = "Settings";

/** /settings (signed in, rendered in the browser only): sections that each save on their own, and the list of sessions. */
export function SettingsPage() {
  const user = useAppSelector((s) => s.user.currentUser);
  // The route is signed-in only; App shows the signed-out screen before this could render without a user.
  if (!user) return null;
  return (
    <section className="account-page container container--narrow section">
      <Head title={settingsTitle} robots="noindex" />
      <h1>Settings</h1>
      <p className="lead">Your profile, e-mail address, password and where you're signed in.</p>
      <div className="settings-sections">
        <ProfileSettingsForm key={user.id} user={user} />
        <EmailSettingsForm user={user} />
        <PasswordSettingsForm user={user} />
        <SessionsSettingsSection />
        {user.isAdmin ? (
          <section aria-labelledby="admin-tools-heading">
            <h2 id="admin-tools-heading">Admin tools</h2>
            <ul>
              {ADMIN_TOOLS.map(({ id, name }) => (
                <li key={id}>
                  <Link to={pathFor(id)}>{name}</Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </section>
  );
}
