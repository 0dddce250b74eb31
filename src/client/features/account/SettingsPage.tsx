import { Head } from "../../system/head";
import { useAppSelector } from "../../system/store/hooks";
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
      </div>
    </section>
  );
}
