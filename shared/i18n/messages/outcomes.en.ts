/** What careers lead to: pay and employment, only from published sources (DECISIONS 36). */
export const outcomesEn = {
  "outcomes.title": "Pay and employment",
  "outcomes.none": "There are no official published figures for {country}.",
  "outcomes.unknown": "We have no official pay or employment figures for {country}.",
  "outcomes.notReusable":
    "There are no official published figures for {country} that we may reproduce here: {publisher} publishes {publishes}, but its terms of use do not allow it. Look them up on its site.",
  "outcomes.notImported":
    "We do not show official figures for {country} yet: {publisher} publishes {publishes}. Look them up on its site.",
  "outcomes.portal": "Where to look them up: {name} ({publisher})",
  "outcomes.us.own": "United States figures, in U.S. dollars (USD):",
  "outcomes.us.foreign":
    "For reference, another country's figures: the United States, in U.S. dollars (USD). They do not describe the job market in {country}.",
  "outcomes.occupation": "Occupation: {title} (code {code})",
  "outcomes.median": "Median annual wage: {amount}",
  "outcomes.middle": "The middle half earns between {low} and {high} a year",
  "outcomes.employment": "Employment: {count} jobs, not counting the self-employed",
  "outcomes.atLeast": "{amount} or more",
  "outcomes.source":
    "Source: {publisher}, Occupational Employment and Wage Statistics (OEWS), {period}, national estimates; public domain.",
  "outcomes.period": "May {year}",
  "outcomes.noData": "No data",
  "outcomes.cell.pay": "{amount} a year: median in the United States",
  "outcomes.cell.employment": "{count} jobs in the United States",
  "outcomes.cell.source": "Source: U.S. Bureau of Labor Statistics (OEWS), {period}",
  "outcomes.outlook.change": "BLS projection {period}: {change} in employment over the decade",
  "outcomes.outlook.openings": "Openings a year (average {period}, from growth and replacement): {count}",
  "outcomes.outlook.education": "Typical education to enter: {education}",
  "outcomes.outlook.source":
    "Source: {publisher}, Employment Projections {period}, Table 1.2 (occupational projections); public domain.",
  "outcomes.education.noCredential": "no formal educational credential",
  "outcomes.education.highSchool": "high school diploma or equivalent",
  "outcomes.education.someCollege": "some college, no degree",
  "outcomes.education.nondegreeAward": "postsecondary nondegree award",
  "outcomes.education.associate": "associate's degree",
  "outcomes.education.bachelor": "bachelor's degree",
  "outcomes.education.master": "master's degree",
  "outcomes.education.doctoral": "doctoral or professional degree",
  "outcomes.cell.outlook": "{change} in employment over {period}: projection for the United States",
  "outcomes.cell.outlookSource": "Source: U.S. Bureau of Labor Statistics (Employment Projections {period})",
  "outcomes.partlyImported":
    "We show {imported} beside each university career that belongs to one of them; for the others, {publisher} publishes {publishes}. Look them up on its portal.",
  "outcomes.es.own":
    "Figures published in Spain by INE. They are of all graduates of this career's branch of knowledge, not of this career alone:",
  "outcomes.es.field": "University graduates in {rama} (branch of knowledge), class of {cohort}",
  "outcomes.es.employment": "Employment rate in {year}, about five years after graduating: {rate}",
  "outcomes.es.unemployment": "Unemployment rate in {year}: {rate}",
  "outcomes.es.source":
    "Source: INE, Encuesta de Inserción Laboral de Titulados Universitarios (EILU, its survey of university graduates' entry into work) {year}, rates by branch of knowledge; reuse allowed citing the source.",
  "outcomes.cell.esEmployment": "{rate} employed in {year} among graduates in {rama} in Spain",
  "outcomes.cell.esSource": "Source: INE (EILU {year}), by branch of knowledge",
  "outcomes.cell.coCost": "Published tuition per {period}: median {median} ({min} to {max}, {count} programs)",
  "outcomes.cell.coCostSectors":
    "Public: median {public} ({publicCount} programs); private: median {private} ({privateCount} programs)",
  "outcomes.cell.coCostIncome":
    "At public institutions, what each student pays often depends on their family's income.",
  "outcomes.cell.coCostSource":
    "Source: SNIES, Colombia's Ministry of National Education ({date}): active programs with a published tuition for new students",
  "outcomes.cost.period.semester": "semester",
  "outcomes.cost.period.year": "year",
  "outcomes.cost.period.four-month": "four-month term",
  "outcomes.cost.period.quarter": "quarter",
  "outcomes.cost.period.two-month": "two-month term",
  "outcomes.cost.period.month": "month",
};
