import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useMutation } from "@apollo/client/react";
import {
  PHOTO_CAPTION_MAX_LENGTH,
  photoCaptionLength,
  photoCaptionProblem,
} from "../../../common/media/photoCaptionRules";
import { SetPhotoCaptionMutationDocument } from "../../gql/documents/photoMutations";
import { Form } from "../../ui/form/Form";
import { useForm } from "../../ui/form/useForm";
import { TextField } from "../../ui/TextField";

export const CAPTION_NOT_SAVED = "The caption was not saved. Please try again.";

/** The server's words for a caption it refused (its zod message), if that is why it failed. */
function refusal(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const refused = error.errors.find((e) => e.extensions?.code === "BAD_USER_INPUT");
  const fields = refused?.extensions?.fields as { message?: string }[] | undefined;
  return fields?.[0]?.message ?? refused?.message ?? null;
}

function remaining(caption: string): string {
  const left = PHOTO_CAPTION_MAX_LENGTH - photoCaptionLength(caption);
  return left >= 0 ? `${left} left` : `${-left} too many`;
}

/**
 * One photo's caption, which is its alt text: typed, checked by the same rule as the server's
 * (`photoCaptionProblem`), saved with `setPhotoCaption`. The limit and what is left of it are
 * shown under the field; a refusal or a failed request keeps what was typed. Empty removes it.
 */
export function PhotoCaptionForm({
  photoId,
  caption,
  label,
  onSaved,
}: {
  photoId: string;
  caption: string | null;
  /** Which photo, for screen readers ("photo 2"). */
  label: string;
  /** Re-reads the photos, then announces `done`. */
  onSaved: (done: string) => Promise<void>;
}) {
  const [save] = useMutation(SetPhotoCaptionMutationDocument);
  const form = useForm({
    initialValues: { caption: caption ?? "" },
    rules: { caption: photoCaptionProblem },
    onSubmit: async (values, api) => {
      let saved: string | null;
      try {
        const { data } = await save({ variables: { photoId, caption: values.caption } });
        saved = data?.setPhotoCaption.caption ?? null;
      } catch (error) {
        const problem = refusal(error);
        if (problem) api.showErrors({ caption: problem });
        else api.setFormError(CAPTION_NOT_SAVED);
        return;
      }
      // As stored (trimmed); a newer photo list must not undo what was just typed, so no re-mount.
      api.reset({ caption: saved ?? "" });
      await onSaved(saved ? `Caption of ${label} saved.` : `Caption of ${label} removed.`);
    },
  });
  const typed = form.values.caption;

  return (
    <Form form={form} className="photo-caption">
      <TextField
        {...form.field("caption")}
        label={
          <>
            Caption <span className="visually-hidden">of {label}</span>
          </>
        }
        autoComplete="off"
        hint={`The photo's alt text, read to people who cannot see it. Up to ${PHOTO_CAPTION_MAX_LENGTH} characters: ${remaining(typed)}.`}
        className="photo-caption__field"
      />
      <button type="submit" className="btn btn--small" disabled={form.pending}>
        {form.pending ? "Saving…" : "Save caption"} <span className="visually-hidden">of {label}</span>
      </button>
    </Form>
  );
}
