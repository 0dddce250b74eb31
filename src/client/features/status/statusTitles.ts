/** Page titles of the status pages, apart from the pages so that setting a title does not load one. */
export const notFoundTitle = "Page not found";
export const signedOutTitle = "Sign in to continue";
export const unauthorizedTitle = "Not permitted";
