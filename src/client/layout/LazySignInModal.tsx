import { lazy, Suspense, useState } from "react";
import { selectSignInModal } from "../features/account/signInModalSlice";
import { useAppSelector } from "../system/store/hooks";

const SignInModal = lazy(() =>
  import("../features/account/SignInModal").then((m) => ({ default: m.SignInModal })),
);

/**
 * The sign-in modal's code (forms, validation, mutations) loads the first time someone opens it,
 * not with every page. Once loaded it stays mounted, so closing and reopening is instant.
 */
export function LazySignInModal() {
  const { isOpen } = useAppSelector(selectSignInModal);
  const [wanted, setWanted] = useState(isOpen);
  if (isOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SignInModal />
    </Suspense>
  );
}
