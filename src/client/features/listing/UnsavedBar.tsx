import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { clearDataUpdates, selectDataUpdates, unsavedCount } from "./dataUpdatesSlice";
import { problemsIn } from "./saveDataUpdates";
import { useSaveDataUpdates } from "./useSaveDataUpdates";

/** "N unsaved changes", Discard and Save; the failed jobs' messages stay here after a failed save. */
export function UnsavedBar({ onSaved }: { onSaved?: () => Promise<unknown> } = {}) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectDataUpdates);
  const count = unsavedCount(state);
  const invalid = Object.values(state.records).some((r) => Object.keys(problemsIn(r)).length > 0);
  const { save, saving, problems } = useSaveDataUpdates(onSaved);
  return (
    <div className="unsaved-bar">
      <p className="unsaved-bar__count" role="status">
        {saving
          ? "Saving…"
          : count === 0
            ? "No unsaved changes"
            : `${count} unsaved ${count === 1 ? "change" : "changes"}`}
      </p>
      {invalid ? <p className="text-small">Fix the fields marked above before saving.</p> : null}
      <div className="unsaved-bar__actions">
        <button
          type="button"
          className="btn btn--small"
          disabled={count === 0 || saving}
          onClick={() => dispatch(clearDataUpdates())}
        >
          Discard
        </button>
        <button
          type="button"
          className="btn btn--primary btn--small"
          disabled={count === 0 || saving || invalid}
          onClick={() => void save()}
        >
          {saving ? "Saving…" : "Save changes"}
        </button>
      </div>
      {problems.length > 0 ? (
        <ul className="unsaved-bar__problems" aria-label="Why the save failed">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
