/*
 * The slices every page needs. Each registers itself with the store when its module loads
 * (system/store/registry.ts); importing them here, from App, makes sure they are in before the
 * first store is made on the server and in the browser. Slices of screens that load later
 * register with those screens.
 */
import "./features/account/signInModalSlice";
import "./features/account/userSlice";
import "./features/onboarding/onboardingState";
import "./features/search/searchSlice";
import "./layout/toastSlice";
