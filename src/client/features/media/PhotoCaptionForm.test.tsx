// @vitest-environment jsdom
import { MockedProvider } from "@apollo/client/testing/react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PHOTO_CAPTION_TOO_LONG } from "../../../common/media/photoCaptionRules";
import { SetPhotoCaptionMutationDocument } from "../../gql/documents/photoMutations";
import { CAPTION_NOT_SAVED, PhotoCaptionForm } from "./PhotoCaptionForm";

const save = (caption: string) => ({
  request: { query: SetPhotoCaptionMutationDocument, variables: { photoId: "7", caption } },
});

function renderForm(mocks: object[] = []) {
  const onSaved = vi.fn(async () => {});
  render(
    <MockedProvider mocks={mocks as never[]}>
      <PhotoCaptionForm photoId="7" caption="Lobby" label="photo 2" onSaved={onSaved} />
    </MockedProvider>,
  );
  const field = screen.getByRole("textbox", { name: "Caption of photo 2" }) as HTMLInputElement;
  const type = (value: string) => fireEvent.change(field, { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole("button", { name: "Save caption of photo 2" }));
  return { field, type, submit, onSaved };
}

describe("PhotoCaptionForm", () => {
  afterEach(cleanup);

  it("shows the limit and what is left of it, and refuses a caption over it before sending", async () => {
    const { field, type, submit, onSaved } = renderForm();
    expect(field.value).toBe("Lobby");
    const hint = () => document.getElementById(field.getAttribute("aria-describedby")?.split(" ")[0] ?? "");
    expect(hint()?.textContent).toMatch(/Up to 200 characters: 195 left\.$/);
    type("x".repeat(203));
    expect(hint()?.textContent).toMatch(/3 too many\.$/);
    submit();
    expect(await screen.findByText(PHOTO_CAPTION_TOO_LONG)).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.value).toHaveLength(203);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("keeps what was typed when the server refuses it (its words) or the request fails", async () => {
    const refused = {
      ...save("Two"),
      result: {
        errors: [
          new GraphQLError("caption: No.", {
            extensions: {
              code: "BAD_USER_INPUT",
              fields: [{ path: "caption", message: "Use one line of plain text." }],
            },
          }),
        ],
      },
    };
    const failed = { ...save("Three"), error: new Error("offline") };
    const { field, type, submit, onSaved } = renderForm([refused, failed]);
    type("Two");
    submit();
    expect(await screen.findByText("Use one line of plain text.")).toBeTruthy();
    expect(field.value).toBe("Two");
    type("Three");
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe(CAPTION_NOT_SAVED);
    expect(field.value).toBe("Three");
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("saves the caption as stored and announces it", async () => {
    const stored = {
      ...save("  Reception  "),
      result: {
        data: {
          setPhotoCaption: {
            __typename: "ImageUpload",
            id: "7",
            status: "READY",
            isCover: false,
            position: 1,
            caption: "Reception",
            originalFilename: null,
            attachedTo: { __typename: "ImageAttachment", id: "5", kind: "LISTING" },
            photo: null,
          },
        },
      },
    };
    const { field, type, submit, onSaved } = renderForm([stored]);
    type("  Reception  ");
    submit();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith("Caption of photo 2 saved."));
    expect(field.value).toBe("Reception");
  });
});
