import { type FormEvent, useRef, useState } from "react";
import { formatThousands } from "../../../common/format/numbers";
import { MAX_EMPLOYEES, PSF_PER_EMPLOYEE_RANGE } from "../../../common/onboarding/profileRules";
import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { TextField } from "../../ui/TextField";
import { parseAmount } from "./numberInput";
import { sizeErrorFor } from "./onboardingRules";
import { setNumEmployees, setPsfPerEmployee, setSizeError } from "./onboardingSlice";
import { StepActions, StepLayout } from "./StepLayout";
import { useContinue } from "./useStepNavigation";

const PSF_HINT =
  "About 100 sf suits open desks, 150 a mix of desks and a few offices, 250 mostly private offices.";

/** Size: headcount and space per person make the total square feet (spec section 5). */
export function SizeStep() {
  const { numEmployees, psfPerEmployee, totalSquareFeet, sizeError } = useAppSelector((s) => s.onboarding);
  const dispatch = useAppDispatch();
  const goOn = useContinue("size");
  const [seatsText, setSeatsText] = useState(numEmployees === null ? "" : String(numEmployees));
  const [psfText, setPsfText] = useState(String(psfPerEmployee));
  const [seatsProblem, setSeatsProblem] = useState<string | null>(null);
  const [psfProblem, setPsfProblem] = useState<string | null>(null);
  const seatsRef = useRef<HTMLInputElement>(null);
  const psfRef = useRef<HTMLInputElement>(null);

  function changeSeats(text: string) {
    setSeatsText(text);
    setSeatsProblem(null);
    const { value, valid } = parseAmount(text, { integer: true });
    dispatch(setNumEmployees(valid && value !== null && value > 0 && value <= MAX_EMPLOYEES ? value : null));
  }

  function changePsf(text: string) {
    setPsfText(text);
    setPsfProblem(null);
    const { value, valid } = parseAmount(text, { integer: true });
    if (
      valid &&
      value !== null &&
      value >= PSF_PER_EMPLOYEE_RANGE.min &&
      value <= PSF_PER_EMPLOYEE_RANGE.max
    ) {
      dispatch(setPsfPerEmployee(value));
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const seats = parseAmount(seatsText, { integer: true });
    const psf = parseAmount(psfText, { integer: true });
    let seatsError = sizeErrorFor(numEmployees);
    if (seats.valid && seats.value !== null && seats.value > MAX_EMPLOYEES) {
      seatsError = `Enter at most ${formatThousands(MAX_EMPLOYEES)} seats.`;
    } else if (!seats.valid) {
      seatsError = "Enter the number of seats as a whole number.";
    }
    const psfError =
      psf.valid &&
      psf.value !== null &&
      psf.value >= PSF_PER_EMPLOYEE_RANGE.min &&
      psf.value <= PSF_PER_EMPLOYEE_RANGE.max
        ? null
        : `Enter between ${PSF_PER_EMPLOYEE_RANGE.min} and ${formatThousands(PSF_PER_EMPLOYEE_RANGE.max)} sf a person.`;
    // The spec's size error lives in the profile; other wording is this form's own.
    if (seatsError === sizeErrorFor(null)) dispatch(setSizeError());
    setSeatsProblem(seatsError === sizeErrorFor(null) ? null : seatsError);
    setPsfProblem(psfError);
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
    <StepLayout
      title="How many people need a seat?"
      intro="Count everyone who will work from the office, plus the hires you expect in the next year or two."
    >
      <form className="onboarding-form" onSubmit={submit} noValidate>
        <div className="onboarding-form__row">
          <TextField
            label="Seats"
            name="numEmployees"
            autoComplete="off"
            inputMode="numeric"
            value={seatsText}
            error={seatsProblem ?? sizeError}
            inputRef={seatsRef}
            onChange={changeSeats}
          />
          <TextField
            label="Space per person (sf)"
            name="psfPerEmployee"
            autoComplete="off"
            inputMode="numeric"
            value={psfText}
            hint={PSF_HINT}
            error={psfProblem}
            inputRef={psfRef}
            onChange={changePsf}
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
        <StepActions step="size" />
      </form>
    </StepLayout>
  );
}
