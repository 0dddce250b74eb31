import { createContext, type ReactNode, useContext, useState } from "react";
import type { PostedForm } from "../../../common/forms/postedForm";
import { useLocation } from "../../system/router/router";

/** The form the server answered on this page load (issue 14), if any: see common/forms/postedForm.ts. */
const PostedFormContext = createContext<PostedForm | null>(null);

/**
 * Hands the page load's posted form to the page it was rendered for, and to no other: once the
 * visitor navigates, it is gone (coming back to the page shows a fresh form, not old errors).
 * Inside the router, which tells a navigation apart.
 */
export function PostedFormScope({ posted, children }: { posted: PostedForm | null; children: ReactNode }) {
  const location = useLocation();
  const [first] = useState(location);
  return (
    <PostedFormContext.Provider value={location === first ? posted : null}>
      {children}
    </PostedFormContext.Provider>
  );
}

/** The posted form of this name, when this page load answers it. */
export function usePostedForm(name: string | undefined): PostedForm | null {
  const posted = useContext(PostedFormContext);
  return name && posted?.name === name ? posted : null;
}
