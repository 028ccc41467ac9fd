import type { guidanceEs } from "./guidance.es";

export const guidanceEn: Record<keyof typeof guidanceEs, string> = {
  "guidance.band.high": "High match",
  "guidance.band.medium": "Medium match",
  "guidance.band.explore": "Worth exploring",
  "guidance.band.note.high":
    "Your main type is this career's, and your whole profile closely resembles that of the people who work in it.",
  "guidance.band.note.medium": "It shares one of your two main types and much of your profile.",
  "guidance.band.note.explore":
    "It has things in common with you, but your answers are not enough to recommend it with confidence: get to know it before you decide.",
  "guidance.tied": "Tied with the one above",
  "guidance.plain.R": "hands-on work with tools, machines or nature",
  "guidance.plain.I": "researching, analyzing and solving problems",
  "guidance.plain.A": "creating, designing and expressing yourself",
  "guidance.plain.S": "helping, teaching and caring for people",
  "guidance.plain.E": "leading, persuading and starting things",
  "guidance.plain.C": "organizing, keeping data in order and getting the details right",
  "guidance.plain3.R": "hands-on work with tools, machines or nature",
  "guidance.plain3.I": "researching, analyzing and solving problems",
  "guidance.plain3.A": "creating, designing and self-expression",
  "guidance.plain3.S": "helping, teaching and caring for people",
  "guidance.plain3.E": "leading, persuading and starting things",
  "guidance.plain3.C": "organizing, keeping data in order and getting the details right",
  "guidance.why.liked": "Among your favorites in the test were activities such as {activities}.",
  "guidance.why.evidence":
    "Among your favorites in the test were {activities}: activities that point straight to this career.",
  "guidance.why.none":
    "In the test you did not pick activities of this type as favorites; it appears because of your profile as a whole.",
  "guidance.why.focus": "This career centers on {first} and also calls for {second}.",
  "guidance.why.work": "It leads to work such as: {work}.",
  "guidance.route.degree": "University degree",
  "guidance.route.technical": "Technical program",
  "guidance.route.postgraduate": "Graduate program (certificate or master's)",
  "guidance.route.professional": "Professional school (entered with a degree)",
  "guidance.route.short": "Short technical program",
  "guidance.route.second-degree": "Second bachelor's degree",
  "guidance.route.note.technical":
    "A program of {duration} that lets you start working sooner; you can go on to university later.",
  "guidance.route.note.postgraduate":
    "For people who already hold a degree: {duration}. Some programs ask for prerequisite courses or experience.",
  "guidance.route.note.professional":
    "You enter it with a bachelor's degree in any field and the prerequisite courses each school asks for: {duration}.",
  "guidance.route.note.short": "A program of {duration}: a quick way to add a trade to your degree.",
  "guidance.route.note.after-study":
    "In {place}: {detail}. The {duration} include the university study that comes first.",
  "guidance.route.note.after-study-place": "In {place}: {detail}.",
  "guidance.route.note.to-practice": "In {place}, {detail}.",
  "guidance.route.note.second-degree":
    "It would be a second degree of {duration}: we know of no graduate program that leads to it without studying it, and it appears here because no graduate or short program fits you as well. Ask whether courses from your degree can be credited.",
  "guidance.route.note.later-technical":
    "It is a technical program of {duration}, longer than a graduate program: it appears here because no graduate or short program fits you as well.",
  "guidance.route.note.later-professional":
    "It is a professional school of {duration}, longer than a graduate program: it appears here because no graduate or short program fits you as well.",
  "guidance.route.note.later-degree":
    "It is a degree of {duration}, the longest route: it appears here because no shorter option fits you as well. Look for schedules for working adults and ask whether your experience can be credited.",
  "guidance.stage.school":
    "You are in high school or just finished it: we show university degrees ({uniSpan}) and technical programs ({techSpan}) side by side. Technical programs let you work sooner, and many let you continue to university later.",
  "guidance.stage.no-degree":
    "You finished high school and have no college degree: we show technical programs ({techSpan}, to start working soon) and university degrees side by side.",
  "guidance.stage.older.no-degree":
    "As you are 36 or older, a degree of four years or more appears only when no shorter option fits you as well, and we say so.",
  "guidance.stage.technical":
    "You already have technical training: we show university degrees, which often credit some of your courses, and other technical programs.",
  "guidance.stage.older.technical": "As you are 36 or older, the shorter options come slightly ahead.",
  "guidance.stage.university-student":
    "You are at university: degrees come first; technical programs appear as a complement.",
  "guidance.stage.graduate":
    "You already hold a university degree: graduate programs open to graduates (a certificate or a master's, {gradSpan}) and short technical programs (up to 2 years) come first; a second degree or a longer technical program appears only when none of those fits you as well, and we say so.",
  "guidance.ties.letters":
    'Your types in order: {order}. Types joined with "/" are tied: with 15 choices, a gap of 2 points or less is not meaningful.',
  "guidance.explore.flat":
    "Your answers do not put one type clearly above the others. Instead of confident careers, we suggest areas to explore: meet people who work in them, try activities and, if you like, retake the test later.",
  "guidance.explore.opposite":
    "Your two main types, {first} and {second}, are opposite on the hexagon: very different things attract you. Instead of confident careers, we suggest exploring both areas and looking for work that combines them.",
  "guidance.explore.invalid.straight-line":
    "You chose the same kind of activity as your favorite and the same one as your least favorite on almost every screen. That says something about those two types but nothing about the other four: we cannot order your interests or recommend careers with confidence. Here are areas to explore; take the test again calmly, looking at each activity.",
  "guidance.explore.invalid.inconsistent":
    "Your answers show no clear pattern: several kinds of activities appear as favorites on some screens and as least favorites on others, far more than when someone has clear preferences. You may not have them yet, or you may have answered quickly. We cannot recommend careers with confidence: here are areas to explore, and take the test again calmly.",
  "guidance.explore.invalid.impossible":
    "The age and education level on the form cannot go together (15 to 18 with a graduate degree), so we do not know which kind of program suits you. Here are areas to explore; take the test again with your correct details to get careers at your level.",
  "guidance.careers.exploreTitle": "3 careers to explore",
  "guidance.areas.title": "Areas to explore",
  "guidance.area.line": "{name}: {plain}. For example: {careers}.",
  "guidance.ranked.title": "Your longer list",
  "guidance.ranked.intro":
    "The {count} careers that fit you best, ordered by match; those marked “your 3” are your three careers: three different programs from at least two fields, two from one field only when the activities you chose point to the second. Those marked “~” are tied with the one before: the difference is so small that you should decide by what draws you, not by the position.",
  "guidance.ranked.coPrimary":
    "Your first types are tied ({types}): among your 3 careers, each of them leads at least one, even where another career on the list scores slightly higher.",
  "guidance.ranked.inTop": "your 3",
  "guidance.ranked.later":
    "If you wanted to start a longer route (a second degree or a technical program of more than 2 years), also by match:",
  "guidance.ranked.laterAdult": "If you wanted a university degree of four years or more, also by match:",
  "guidance.ranked.calling": "depends on a vocation, not on interests alone",
  "guidance.ranked.position": "Rank",
  "guidance.ranked.career": "Career",
  "guidance.ranked.route": "How to study it",
  "guidance.ranked.band": "Match",
  "guidance.method.title": "How we calculated your results",
  "guidance.method.scores":
    "Your score for each type is how many times you picked one of its activities as your favorite minus how many times you picked one as your least favorite (from −15 to +15). Your highest types make up your code.",
  "guidance.method.careers":
    "Before reading your answers we check how you gave them: if you always chose the same, or if the same types appear as favorites on some screens and as least favorites on others, we give you no confident careers. Each career has the interest profile of the real occupations it leads to (O*NET data from the U.S. Department of Labor). We rank careers by four equally weighted signals (how much the shape of your profile resembles the career's, how close the two profiles are, how many letters their codes share and in what order, and how much the career calls for what you like most) and by the specific activities you chose: if you liked engines and welding, mechanics and welding weigh more than other careers of the same type, and careers of that type that none of your chosen activities point to weigh less. Only careers whose main type is one of your two main types can read high or medium match, and a career with a higher match never comes after one with a lower match. Your three careers are three different programs from at least two fields of study: a second career of the same field comes in only when the activities you chose point to it; the longer list orders them all by match. Between careers that fit you almost equally, the ones that institutions in your country offer at your level come first (for the first place, only if the gap is smaller still) and, among those, the ones an activity you chose points to. When two careers are less than 0.02 points apart we treat them as tied. Careers that depend on a religious vocation are not recommended from interests alone.",
  "guidance.method.level":
    "Your age and education decide which kind of program comes first (university degrees and technical programs side by side if you are finishing high school; graduate programs first if you already hold a degree). If your profile is flat or your two main types are opposite on the hexagon, we suggest areas to explore instead of confident careers.",
  "guidance.method.bands":
    'The bands (high match, medium match, worth exploring) replace percentages. We calibrated them by simulating {randomCount} people who answer at random: only {randomHigh} of them would see "high match" on their first career.',
  "guidance.method.retest":
    "With {retestCount} simulated people who take the test twice, the first type repeats in {letter} of cases and the first career in {career} (in {inTop}, the first career of one test is among the other's top three). That is why we give you a list, not a single answer.",
  "guidance.parents.title": "For your family",
  "guidance.parents.kicker": "One page to read together",
  "guidance.parents.intro": "This page sums up {name}'s report in plain words, to talk it over as a family.",
  "guidance.parents.profile.title": "What the profile says",
  "guidance.parents.profile.body":
    "{name} is drawn above all to {first}, and also to {second}. It does not measure intelligence or ability: it shows which activities they enjoy most, and that helps choose something they can keep doing gladly for years.",
  "guidance.parents.profile.explore":
    "The answers do not show a clear preference yet. That is normal: it is worth exploring before choosing, and there is no need to decide now.",
  "guidance.parents.options.title": "Three options to talk about",
  "guidance.parents.option": "{name}: {route}, {duration}.",
  "guidance.parents.time.title": "How much time it takes",
  "guidance.parents.time.body":
    "A technical program takes {techSpan} and lets you work sooner; a university degree, {uniSpan}; a graduate program, {gradSpan} after the degree. Beyond time, think about commuting and whether studying and working at the same time is possible.",
  "guidance.parents.next.title": "What to do together",
  "guidance.parents.next.1":
    "Read the page on each of the three options together and ask what attracts them and what does not.",
  "guidance.parents.next.2": "Find someone who works in one of them and ask for a 20-minute conversation.",
  "guidance.parents.next.3":
    "Visit (in person or online) an institution that offers the program and check its requirements and costs.",
  "guidance.parents.next.4": "Agree on a date to decide the next steps, without pressure: the decision is {name}'s.",
  "guidance.parents.young.kicker": "One page to talk over as a family",
  "guidance.parents.young.intro":
    "This page sums up {name}'s report in plain words. At this age {name} decides what to study; the family can help think the options through.",
  "guidance.parents.young.next.title": "How to help",
  "guidance.parents.young.next.1":
    "Ask what attracts them in each of the three options and what does not, and listen to their reasons.",
  "guidance.parents.young.next.2":
    "If you know someone who works in one of them, offer to put them in touch for a 20-minute conversation.",
  "guidance.parents.young.next.3":
    "Talk plainly about the practical side: costs, commuting and whether studying and working at the same time is possible.",
  "guidance.parents.young.next.4": "{name} makes the decision; the family stands by and helps where it can.",
  "guidance.parents.adult.kicker": "One page for the people close to them",
  "guidance.parents.adult.intro":
    "This page sums up {name}'s report in plain words, for the people close to them who stand by their decision: a partner, children, family or friends.",
  "guidance.parents.adult.time.body":
    "A technical program takes {techSpan}; a university degree, {uniSpan}; a graduate program, {gradSpan} after the degree. For an adult, the schedule matters as much as the length: many programs run in the evening, on weekends or online, and can be combined with work and family.",
  "guidance.parents.adult.next.title": "How to support",
  "guidance.parents.adult.next.1":
    "Ask what attracts them in each of the three options, and listen to their reasons without judging.",
  "guidance.parents.adult.next.2":
    "If you know someone who works in one of them, offer to put them in touch for a 20-minute conversation.",
  "guidance.parents.adult.next.3":
    "Think through the practical side together: schedules, costs and how to share the work at home while they study.",
  "guidance.parents.adult.next.4":
    "{name} decides what to study and at what pace; the family supports with time, encouragement and practical help.",
};
