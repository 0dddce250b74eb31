import { describe, expect, it } from "vitest";
import { PSF_OUT_OF_RANGE, SEATS_NOT_WHOLE, SIZE_ERROR } from "../../../common/onboarding/stepRules";
import { MONEY_INVALID } from "../../../common/validation/rules";
import { inputValue, postForm as post } from "../../testing/formPost";
import { testBackends } from "../../testing/testServer";
import {
  descriptionOf,
  draftOf,
  groupErrorOf,
  onboardingPostsWorld,
  rendered,
} from "./onboardingPostsTestSupport";

describe.each(testBackends())("onboarding steps refused without scripts on $name", (backend) => {
  const { t } = onboardingPostsWorld(backend);

  describe("a refused step shows the page again with what was typed and why, next to the field", () => {
    it("size: seats that are not a whole number and too little space per person", async () => {
      const { res, cookies, html } = await post(t.server, "/profile/size", {
        _form: "onboardingSize",
        numEmployees: "twenty",
        psfPerEmployee: "20",
      });
      expect(res.status).toBe(400);
      expect(inputValue(html, "numEmployees")).toBe("twenty");
      expect(inputValue(html, "psfPerEmployee")).toBe("20");
      expect(descriptionOf(html, "numEmployees")).toContain(SEATS_NOT_WHOLE);
      expect(descriptionOf(html, "psfPerEmployee")).toContain(PSF_OUT_OF_RANGE);
      expect(draftOf(cookies)).toBeUndefined();
    });

    it("size: no seats is the spec's message", async () => {
      const { res, html } = await post(t.server, "/profile/size", {
        _form: "onboardingSize",
        numEmployees: "",
        psfPerEmployee: "150",
      });
      expect(res.status).toBe(400);
      expect(descriptionOf(html, "numEmployees")).toBe(SIZE_ERROR);
      expect(inputValue(html, "psfPerEmployee")).toBe("150");
    });

    it("location: a city we do not have", async () => {
      const { res, html } = await post(t.server, "/profile/location", {
        _form: "onboardingLocation",
        marketId: "999999",
      });
      expect(res.status).toBe(400);
      expect(descriptionOf(html, "marketId")).toBe("Choose one of our cities.");
    });

    it("budget: $0 and words are not amounts", async () => {
      const { res, html } = await post(t.server, "/profile/budget", {
        _form: "onboardingBudget",
        budgetPsf: "0",
        budgetMonthly: "lots",
      });
      expect(res.status).toBe(400);
      expect(inputValue(html, "budgetPsf")).toBe("0");
      expect(inputValue(html, "budgetMonthly")).toBe("lots");
      expect(descriptionOf(html, "budgetPsf")).toBe(MONEY_INVALID);
      expect(descriptionOf(html, "budgetMonthly")).toContain(MONEY_INVALID);
    });

    it("timeframes: a lease term that is not one of ours, the move-in kept", async () => {
      const { res, html } = await post(t.server, "/profile/timeframes", {
        _form: "onboardingTimeframes",
        leaseTerm: "FOREVER",
        moveInDate: "THREE_TO_SIX_MONTHS",
      });
      expect(res.status).toBe(400);
      expect(groupErrorOf(html, "Lease term")).toBe("Choose a lease term.");
      expect(html).toMatch(/<input[^>]*checked=""[^>]*value="THREE_TO_SIX_MONTHS"/);
    });

    it("results: every bad contact field explained, what was typed kept, never the password", async () => {
      const { res, cookies, html } = await post(t.server, "/profile/results", {
        _form: "onboardingResults",
        name: "",
        companyName: "Quinn Labs",
        email: "robin@",
        phone: "",
        renterComments: "Near the subway.",
        password: "short",
      });
      expect(res.status).toBe(400);
      expect(descriptionOf(html, "name")).toBe("Enter your name.");
      expect(descriptionOf(html, "email")).toBe("Enter an e-mail address like name@example.com.");
      expect(descriptionOf(html, "password")).toContain("Use at least 8 characters.");
      expect(inputValue(html, "companyName")).toBe("Quinn Labs");
      expect(inputValue(html, "password")).toBe("");
      expect(rendered(html)).toContain("Near the subway.");
      expect(cookies.find((c) => c.name === "sq_session")).toBeUndefined();
    });

    it("a step's form posted to another step's address is not read", async () => {
      const { res } = await post(t.server, "/profile/budget", {
        _form: "onboardingSize",
        numEmployees: "12",
        psfPerEmployee: "150",
      });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/profile/budget");
    });
  });
});
