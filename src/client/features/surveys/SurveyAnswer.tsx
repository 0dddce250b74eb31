import { useMutation } from "@apollo/client/react";
import { useId, useState } from "react";
import { formatUtcMonthDay } from "../../../common/format/dates";
import { SURVEY_COMMENT_MAX } from "../../../common/tourbook/surveyRules";
import { showToast } from "../../layout/toastSlice";
import { useAppDispatch } from "../../system/store/hooks";
import {
  AnswerSurveyListingMutation,
  type SurveyAnswerData,
  type SurveyListing,
  type SurveyRating,
} from "./surveyPageQuery";

/** Spec section 8's success and failure notices. */
const SAVED = "Changes saved!";
const SAVE_FAILED = "Saving failed, please try again later.";

export const RATING_LABELS: Record<SurveyRating, string> = {
  INTERESTED: "Interested",
  NOT_INTERESTED: "Not interested",
};

/**
 * One listing's answers. A respondent (the client or an invitee) rates it with two toggles (saved at
 * once, shown at once) and writes a note (saved with its button; a failed save keeps the text): their
 * own answer, which nobody else's changes. The broker reads everyone's, each with its author's name.
 */
export function SurveyAnswer({
  surveyListing,
  canRespond,
}: {
  surveyListing: SurveyListing;
  canRespond: boolean;
}) {
  if (!canRespond) return <AnswerList answers={surveyListing.answers} />;
  return <AnswerForm surveyListing={surveyListing} />;
}

function AnswerList({ answers }: { answers: SurveyAnswerData[] }) {
  if (answers.length === 0) {
    return (
      <div className="survey-answer">
        <p className="text-muted">No answer yet</p>
      </div>
    );
  }
  return (
    <ul className="survey-answer survey-answer__list" aria-label="Answers">
      {answers.map((answer) => (
        <li key={answer.id} className="survey-answer__item">
          <p className="survey-answer__who">
            <strong>{answer.respondentName ?? "A former member"}</strong>
            {answer.byClient ? <span className="text-muted"> · Client</span> : null}
          </p>
          {answer.rating ? (
            <p className={`survey-answer__badge survey-answer__badge--${answer.rating.toLowerCase()}`}>
              {RATING_LABELS[answer.rating]}
            </p>
          ) : null}
          {answer.comment ? <blockquote className="survey-answer__note">{answer.comment}</blockquote> : null}
          <p className="text-muted">Answered {formatUtcMonthDay(new Date(answer.answeredAt))}</p>
        </li>
      ))}
    </ul>
  );
}

function AnswerForm({ surveyListing }: { surveyListing: SurveyListing }) {
  const dispatch = useAppDispatch();
  const noteId = useId();
  const [note, setNote] = useState(surveyListing.clientComment ?? "");
  const [answer, { loading }] = useMutation(AnswerSurveyListingMutation);
  const savedNote = surveyListing.clientComment ?? "";

  async function save(rating: SurveyRating | null, clientComment: string, announce: boolean) {
    try {
      await answer({
        variables: { input: { surveyListingId: surveyListing.id, rating, clientComment } },
        optimisticResponse: {
          answerSurveyListing: {
            __typename: "SurveyListing",
            id: surveyListing.id,
            rating,
            clientComment: clientComment.trim() || null,
            ratedAt: surveyListing.ratedAt ?? new Date().toISOString(),
          },
        },
      });
      if (announce) dispatch(showToast({ contents: SAVED }));
    } catch {
      dispatch(showToast({ contents: SAVE_FAILED, isError: true }));
    }
  }

  return (
    <div className="survey-answer">
      <fieldset className="survey-answer__rating">
        <legend className="visually-hidden">Your answer</legend>
        {(Object.keys(RATING_LABELS) as SurveyRating[]).map((rating) => {
          const pressed = surveyListing.rating === rating;
          return (
            <button
              key={rating}
              type="button"
              className={`btn btn--small survey-answer__choice${pressed ? ` survey-answer__choice--${rating.toLowerCase()}` : ""}`}
              aria-pressed={pressed}
              onClick={() => void save(pressed ? null : rating, savedNote, false)}
            >
              {RATING_LABELS[rating]}
            </button>
          );
        })}
      </fieldset>
      <form
        className="survey-answer__form"
        onSubmit={(event) => {
          event.preventDefault();
          void save(surveyListing.rating ?? null, note, true);
        }}
      >
        <label htmlFor={noteId} className="field__label">
          Note for your broker<span className="field__optional"> (optional)</span>
        </label>
        <textarea
          id={noteId}
          className="input survey-answer__textarea"
          rows={2}
          maxLength={SURVEY_COMMENT_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <button type="submit" className="btn btn--small" disabled={loading || note.trim() === savedNote}>
          Save note
        </button>
      </form>
    </div>
  );
}
