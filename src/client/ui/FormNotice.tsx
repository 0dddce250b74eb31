import type { ReactNode } from "react";

export type FormNoticeProps = {
  tone: "error" | "info" | "success";
  children: ReactNode;
  id?: string;
};

/** A message about a whole form. Errors interrupt screen readers (alert); the rest wait (status). */
export function FormNotice({ tone, children, id }: FormNoticeProps) {
  return (
    <div id={id} role={tone === "error" ? "alert" : "status"} className={`form-notice form-notice--${tone}`}>
      {children}
    </div>
  );
}
