import { useMutation, useQuery } from "@apollo/client/react";
import { changedContactFields } from "../../../common/research/researchRules";
import { pathFor } from "../../../common/routes/matchRoute";
import { showToast } from "../../layout/toastSlice";
import { useNavigate } from "../../system/router/router";
import type { ScreenProps } from "../../system/screenProps";
import { useAppDispatch } from "../../system/store/hooks";
import { ContactForm } from "./ContactForm";
import { contactFormValues } from "./contactValues";
import { LoadProblem, ResearchShell, researchOnly } from "./ResearchShell";
import { ResearchChangeContactMutation, ResearchContactQuery } from "./researchOperations";
import { contactPath } from "./researchPaths";
import { useImporterSave } from "./useImporterSave";

/** /research-team/building-contacts/{id}/edit: the contact's fields, saved wherever it is kept. */
function ContactEditScreen({ params }: ScreenProps) {
  const id = params.buildingContactId ?? "";
  const { data, loading, error, refetch } = useQuery(ResearchContactQuery, { variables: { id } });
  const [change] = useMutation(ResearchChangeContactMutation);
  const save = useImporterSave();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const contact = data?.researchContact;
  const list = pathFor("researchContacts");
  const crumbs = [
    { label: "Building contacts", to: list },
    ...(contact ? [{ label: contact.displayName, to: contactPath(id) }] : []),
    { label: "Edit" },
  ];
  return (
    <ResearchShell title={contact ? `Edit ${contact.displayName}` : "Edit building contact"} crumbs={crumbs}>
      {loading && !data ? <p role="status">Loading the contact…</p> : null}
      {error ? <LoadProblem what="The contact" retry={() => void refetch()} /> : null}
      {data && !contact ? <p role="status">This contact does not exist.</p> : null}
      {contact ? (
        <ContactForm
          key={contact.id}
          initialValues={contactFormValues(contact)}
          submitLabel="Save changes"
          cancelTo={contactPath(id)}
          onSubmit={async (values, form) => {
            const changes = changedContactFields(contactFormValues(contact), values);
            if (Object.keys(changes).length === 0) {
              form.setFormError("Nothing to save: no field was changed.");
              return;
            }
            const outcome = await save(async () => {
              const { data: answer } = await change({
                variables: { action: "UPDATE", contactId: id, changes },
              });
              return answer?.userChangeContact.importerJobId;
            });
            if (!outcome.ok) {
              form.setFormError(outcome.problems.join(" "));
              return;
            }
            await refetch();
            dispatch(showToast({ contents: "Changes saved!" }));
            navigate(contactPath(id));
          }}
        />
      ) : null}
    </ResearchShell>
  );
}

export const ContactEditPage = researchOnly(ContactEditScreen);
