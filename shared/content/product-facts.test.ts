import { describe, expect, it } from "vitest";
import { CAREERS } from "./careers";
import { PRODUCT_FACTS } from "./product-facts";
import { CATALOG } from "./programs/index";
import { QUESTION_SETS } from "./question-bank";
import { SCHOLARSHIPS } from "./scholarships";

describe("the product's own figures on the landing page", () => {
  it("are counts of the content the product ships", () => {
    expect(PRODUCT_FACTS).toEqual({
      careers: CAREERS.length,
      screens: QUESTION_SETS.length,
      countries: CATALOG.filter((c) => c.institutions.length > 0).length,
      scholarships: SCHOLARSHIPS.length,
    });
  });
});
