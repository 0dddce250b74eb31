import { type FormEvent, type Ref, useRef, useState } from "react";
import { formatThousands } from "../../../common/format/numbers";
import { MAX_EMPLOYEES } from "../../../common/onboarding/profileRules";
import { psfPerEmployeeProblem, SIZE_ERROR, seatsProblem } from "../../../common/onboarding/stepRules";
import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { TextField } from "../../ui/TextField";
import { parseAmount } from "./numberInput";
import { setNumEmployees, setPsfPerEmployee, setSizeError } from "./onboardingSlice";
import { StepActions, StepLayout } from "./StepLayout";
import { useContinue } from "./useStepNavigation";

const PSF_HINT =
  "About 100 sf suits open desks, 150 a mix of desks and a few offices, 250 mostly private offices.";

export const SIZE_TITLE = "How many people need a seat?";
export const SIZE_INTRO =
  "Count everyone who will work from the office, plus the hires you expect in the next year or two.";

type FieldBinding = {
  value: string;
  error?: string | null;
  onChange: (text: string) => void;
  inputRef?: Ref<HTMLInputElement>;
};

/** The Size step's two fields and its total, with scripts and in the plain form without them. */
export function SizeFields({
  seats,
  psf,
  totalSquareFeet,
}: {
  seats: FieldBinding;
  psf: FieldBinding;
  totalSquareFeet: number;
}) {
  return (
    <>
      <div className="onboarding-form__row">
        <TextField label="Seats" name="numEmployees" autoComplete="off" inputMode="numeric" {...seats} />
        <TextField
          label="Space per person (sf)"
          name="psfPerEmployee"
          autoComplete="off"
          inputMode="numeric"
          hint={PSF_HINT}
          {...psf}
        />
      </div>
      <p className="onboarding-form__total" aria-live="polite">
        {totalSquareFeet > 0 ? (
          <>
            You need about <strong>{formatThousands(totalSquareFeet)} sf</strong>.
          </>
        ) : (
          "Enter your seats to see the space you need."
        )}
      </p>
    </>
  );
}

/** Size: headcount and space per person make the total square feet (spec section 5). */
export function SizeStep() {
  const { numEmployees, psfPerEmployee, totalSquareFeet, sizeError } = useAppSelector((s) => s.onboarding);
  const dispatch = useAppDispatch();
  const goOn = useContinue("size");
  const [seatsText, setSeatsText] = useState(numEmployees === null ? "" : String(numEmployees));
  const [psfText, setPsfText] = useState(String(psfPerEmployee));
  const [seatsMessage, setSeatsMessage] = useState<string | null>(null);
  const [psfMessage, setPsfMessage] = useState<string | null>(null);
  const seatsRef = useRef<HTMLInputElement>(null);
  const psfRef = useRef<HTMLInputElement>(null);

  function changeSeats(text: string) {
    setSeatsText(text);
    setSeatsMessage(null);
    const { value, valid } = parseAmount(text, { integer: true });
    dispatch(setNumEmployees(valid && value !== null && value > 0 && value <= MAX_EMPLOYEES ? value : null));
  }

  function changePsf(text: string) {
    setPsfText(text);
    setPsfMessage(null);
    const { value } = parseAmount(text, { integer: true });
    if (psfPerEmployeeProblem(text) === null && value !== null) dispatch(setPsfPerEmployee(value));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const seatsError = seatsProblem(seatsText);
    const psfError = psfPerEmployeeProblem(psfText);
    // The spec's size error lives in the profile; other wording is this form's own.
    if (seatsError === SIZE_ERROR) dispatch(setSizeError());
    setSeatsMessage(seatsError === SIZE_ERROR ? null : seatsError);
    setPsfMessage(psfError);
    if (seatsError) {
      seatsRef.current?.focus();
      return;
    }
    if (psfError) {
      psfRef.current?.focus();
      return;
    }
    goOn();
  }

  return (
    <StepLayout title={SIZE_TITLE} intro={SIZE_INTRO}>
      <form className="onboarding-form" onSubmit={submit} noValidate>
        <SizeFields
          seats={{
            value: seatsText,
            error: seatsMessage ?? sizeError,
            onChange: changeSeats,
            inputRef: seatsRef,
          }}
          psf={{ value: psfText, error: psfMessage, onChange: changePsf, inputRef: psfRef }}
          totalSquareFeet={totalSquareFeet}
        />
        <StepActions step="size" />
      </form>
    </StepLayout>
  );
}
