import { MissingPage } from "../places/PageStates";

/** An unknown state, market, neighbourhood or page of the buildings directory. */
export function DirectoryNotFound() {
  return (
    <MissingPage title="Page not found" message="The buildings directory has no page at this address." />
  );
}
