import { useMutation } from "@apollo/client/react";
import { contactChangesOf, EMPTY_CONTACT } from "../../../common/research/researchRules";
import { pathFor } from "../../../common/routes/matchRoute";
import { showToast } from "../../layout/toastSlice";
import { useNavigate } from "../../system/router/router";
import { useAppDispatch } from "../../system/store/hooks";
import { ContactForm } from "./ContactForm";
import { ResearchShell, researchOnly } from "./ResearchShell";
import { ResearchChangeContactMutation } from "./researchOperations";
import { contactPath } from "./researchPaths";
import { useImporterSave } from "./useImporterSave";

/** /research-team/building-contacts/create: a contact with no building yet (add buildings from its page). */
function ContactCreateScreen() {
  const [change] = useMutation(ResearchChangeContactMutation);
  const save = useImporterSave();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const list = pathFor("researchContacts");
  return (
    <ResearchShell
      title="New building contact"
      crumbs={[{ label: "Building contacts", to: list }, { label: "New contact" }]}
    >
      <ContactForm
        initialValues={EMPTY_CONTACT}
        submitLabel="Create contact"
        cancelTo={list}
        onSubmit={async (values, form) => {
          const changes = Object.fromEntries(
            Object.entries(contactChangesOf(values)).filter(([, value]) => value !== null),
          );
          const outcome = await save(async () => {
            const { data } = await change({ variables: { action: "CREATE", changes } });
            return data?.userChangeContact.importerJobId;
          });
          if (!outcome.ok) {
            form.setFormError(outcome.problems.join(" "));
            return;
          }
          dispatch(showToast({ contents: "Contact created." }));
          navigate(outcome.recordId ? contactPath(outcome.recordId) : list);
        }}
      />
    </ResearchShell>
  );
}

export const ContactCreatePage = researchOnly(ContactCreateScreen);
