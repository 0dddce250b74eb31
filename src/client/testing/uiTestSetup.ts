import { configure } from "@testing-library/react";

/*
 * UI tests (the "ui" Vitest project) wait for what a person would see with findBy…/waitFor. Their
 * default deadline is 1 s, which a loaded two-core machine misses while the suite's other worker runs
 * a database test (FloorPlanManager's announcement failed so at load 15). A passing wait returns as
 * soon as its condition holds, so a longer deadline costs nothing when the test passes.
 */
configure({ asyncUtilTimeout: 5_000 });
