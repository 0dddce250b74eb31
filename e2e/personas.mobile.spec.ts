import { test } from "./fixtures";
import { PERSONAS, walkFromSignInToWork } from "./support/personas";

test.use({ viewport: { width: 390, height: 844 } });

for (const persona of PERSONAS) {
  test(`on a phone, the ${persona.who} reaches their work from sign-in through the header's menu`, async ({
    page,
  }) => {
    await walkFromSignInToWork(page, persona);
  });
}
