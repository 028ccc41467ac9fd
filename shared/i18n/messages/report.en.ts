import type { reportEs } from "./report.es";

export const reportEn: Record<keyof typeof reportEs, string> = {
  "report.title": "Complete Career Report",
  "report.subtitle": "Your Holland (RIASEC) profile with careers, universities, scholarships and a study plan",
  "report.preparedFor": "Prepared for",
  "report.date": "Date",
  "report.code": "Your Holland code",
  "report.country": "Country",
  "report.method": "Holland (RIASEC) method · O*NET interest profiles",
  "report.contents": "Contents",
  "report.profile.title": "Your RIASEC profile",
  "report.profile.intro":
    "These are your scores on Holland's six types. They come from the activities you chose: each 'like' adds and each 'dislike' subtracts. What matters is the order of your types, not the exact number.",
  "report.profile.hexagon": "Your hexagon",
  "report.profile.bars": "Score per type (0 to 100)",
  "report.profile.consistency": "Consistency",
  "report.profile.differentiation": "Differentiation",
  "report.profile.indices":
    "Gap between your highest and lowest type: {holland} points out of 30 (the larger, the more defined your profile).",
  "report.profile.diff.high":
    "Your profile is well defined: one type clearly stands out, so your preferences are sharp.",
  "report.profile.diff.medium":
    "Your profile has a recognizable shape: there are types you prefer, though not by a wide margin.",
  "report.profile.validity.straight-line":
    "You chose the same kind of activity as your favorite and the same one as your least favorite on almost every screen. That is not enough to order your interests or to recommend careers with confidence: that is why this report shows you areas to explore rather than firm careers, and why taking the test again calmly is worth it.",
  "report.profile.validity.inconsistent":
    "Your answers show no clear pattern: several types appear as favorites on some screens and as least favorites on others. You may not have clear preferences yet, or you may have answered quickly. That is why this report shows you areas to explore rather than firm careers, and why taking the test again calmly is worth it.",
  "report.profile.howToRead":
    "How to read the hexagon: neighboring types (for example Realistic and Investigative) are alike; opposite ones (Realistic and Social) are the most different.",
  "report.types.title": "Your three main types",
  "report.types.intro": "Your Holland code sums up your three leading types, in order. This is what each one means:",
  "report.types.introUnclear":
    "With your answers, these three types do not make a clear code: read their descriptions as areas to explore, not as a portrait of you.",
  "report.types.position": "Type {position} of your code",
  "report.types.traits": "Traits",
  "report.types.environments": "Where you shine",
  "report.types.activities": "Activities you enjoy",
  "report.careers.title": "Your 3 recommended careers",
  "report.careers.intro":
    'We compare your whole profile with the interest profile of the real occupations each career leads to (O*NET data). The match is shown in three levels (high, medium, worth exploring), not as percentages; the page "How we calculated your results" explains why.',
  "report.career.heading": "Career {position}: {name}",
  "report.career.code": "Career code: {code}",
  "report.career.why": "Why this career appears",
  "report.career.subjects": "What you will study",
  "report.career.duration": "Typical length",
  "report.career.kind": "Type of program",
  "report.career.work": "Where you can work",
  "report.career.field": "Field",
  "report.universities.country": "Where to study it in {place}",
  "report.universities.some":
    "These institutions offer this program as a {level}; the official list has every accredited program.",
  "report.universities.one":
    "This institution offers this program as a {level}; the official list has every accredited program.",
  "report.universities.none":
    "We don't know of an institution in {place} that offers this program as a {level}. That doesn't mean there is none: look it up in the official list of accredited programs.",
  "report.universities.noneButNear":
    "We don't know of an institution in {place} that offers this program as a {level}; look it up in the official list too. The nearest options we know of:",
  "report.universities.level.technical": "technical program",
  "report.universities.level.bachelor": "bachelor's degree",
  "report.universities.level.graduate": "graduate program",
  "report.universities.alt.otherLevel": "The same program as a {level} in {place}",
  "report.universities.alt.related": "A related program in {place}: {career}",
  "report.universities.alt.relatedLevel": "A related program in {place}, as a {level}: {career}",
  "report.universities.alt.abroad": "The program in other countries",
  "report.universities.credential.certificate": "Undergraduate Certificate or Diploma",
  "report.universities.credential.associate": "Associate's Degree",
  "report.universities.credential.bachelor": "Bachelor's Degree",
  "report.universities.credential.postBaccalaureate": "Post-baccalaureate Certificate",
  "report.universities.credential.master": "Master's Degree",
  "report.universities.credential.doctoral": "Doctoral Degree",
  "report.universities.credential.firstProfessional": "First Professional Degree",
  "report.universities.credential.graduateCertificate": "Graduate/Professional Certificate",
  "report.universities.fundingIn":
    "A scholarship to study in {place} at this level: “{scholarship}”; check in its call whether it covers this program.",
  "report.universities.fundingInCheck":
    "A scholarship to study in {place} at this level, if you meet its requirements: “{scholarship}”; check in its call whether it covers this program.",
  "report.universities.fundingNone":
    "To study in {place} we know of no scholarship at this level for people living in {home}: ask the institution about scholarships and discounts.",
  "report.universities.sources": "Sources: {sources}.",
  "report.universities.source.registry": "{title} ({publisher}), read in {date}",
  "report.universities.source.page": "the institutions' official pages, read in {date}",
  "report.universities.source.press": "news reports and documents naming the program, read in {date}",
  "report.universities.source.offer":
    "the offer published on the institutions' official sites, noted in {date} without re-reading each program's page: confirm it there before applying",
  "report.universities.registry": "Official list: {registry}",
  "report.universities.abroad": "Institutions in other countries that offer this program",
  "report.universities.abroadNote":
    "Your country is not on our list, so these institutions are in other countries. Ask your country's ministry of education which institutions offer it there.",
  "report.universities.abroadNone":
    "We don't know of an institution on our list that offers this program. Ask your country's ministry of education which institutions offer it.",
  "report.universities.program": "Program: {program}",
  "report.universities.readOn": "No official website known; the program is named on: {url}",
  "report.universities.public": "Public",
  "report.universities.private": "Private",
  "report.scholarships.title": "Scholarships for you",
  "report.scholarships.intro":
    'Real programs you may qualify for, given your country, your age, your level of education and whether you are studying now. "You likely qualify" means you meet the conditions we know; "Check the requirements" means one of them depends on something we don\'t know. Grades, income and documents are up to each program.',
  "report.scholarships.likely": "You likely qualify",
  "report.scholarships.check": "Check the requirements",
  "report.scholarships.uncertain.age":
    "The program's age limit falls inside your age range: check whether you meet it.",
  "report.scholarships.uncertain.destination": "You must first be admitted to an institution in that country.",
  "report.scholarships.uncertain.education":
    "It depends on whether you are still in your degree program or have finished it.",
  "report.scholarships.uncertain.situation": "It depends on whether you are studying now.",
  "report.scholarships.uncertain.country": "Confirm that your country is among those accepted.",
  "report.scholarships.uncertain.work": "It depends on your work situation, which we do not know: see who can apply.",
  "report.scholarships.where": "Where you study",
  "report.scholarships.home": "In {country}",
  "report.scholarships.abroad": "Abroad",
  "report.scholarships.several": "Several countries, including {countries}",
  "report.scholarships.prepare": "What to prepare",
  "report.scholarships.who": "Who can apply",
  "report.scholarships.covers": "What it covers",
  "report.scholarships.levels": "Level",
  "report.scholarships.verify":
    "Verify the dates, requirements and amounts on the official site before applying: they change every year.",
  "report.scholarships.none":
    "We found no scholarship in our list for your country, age and level of study. Ask the scholarship office of your ministry of education.",
  "report.plan.title": "Your study plan",
  "report.next.title": "Next steps",
  "report.next.online": "Your results online",
  "report.next.onlineBody": "Open this link or scan the code to see your profile online at any time:",
  "report.next.support": "Questions? Write to {email} or call {phone} ({hours}).",
  "report.disclaimer":
    "This report is a guidance tool, not a diagnosis. Use it to talk with your family, teachers and counselors, and to explore options.",
  "report.footer": "{company} · {email} · {phone}",
  "report.page": "Page {page} of {pages}",
};
