/** What careers lead to: pay and employment, only from published sources (DECISIONS 36). */
export const outcomesEn = {
  "outcomes.title": "Pay and employment",
  "outcomes.none": "There are no official published figures for {country}.",
  "outcomes.unknown": "We have no official pay or employment figures for {country}.",
  "outcomes.notReusable":
    "There are no official published figures for {country} that this report may reproduce: {publisher} publishes {publishes}, but its terms of use do not allow it. Look them up on its site.",
  "outcomes.notImported":
    "This report does not include official figures for {country} yet: {publisher} publishes {publishes}. Look them up on its site.",
  "outcomes.portal": "Where to look them up: {name} ({publisher})",
};
