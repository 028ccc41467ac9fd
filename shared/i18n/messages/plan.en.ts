import type { planEs } from "./plan.es";

export const planEn: Record<keyof typeof planEs, string> = {
  // ---- frame -------------------------------------------------------------------------------
  "plan.stage.school": "Plan for someone finishing high school and choosing a first program",
  "plan.stage.student": "Plan for someone already studying who wants to confirm their program, switch or specialize",
  "plan.stage.graduate":
    "Plan for graduates looking for their next step: specialization, graduate school or a change of direction",
  "plan.stage.adult": "Plan for returning to study at your own pace, alongside work and family",

  "plan.intro.school":
    "Your code {code} (main type: {typeName}) points to careers such as {careers}. This plan takes you step by step, over one year, from curiosity to an informed decision about your first program.",
  "plan.intro.student":
    "Your code {code} (main type: {typeName}) matches careers such as {careers}. You are already studying: this plan helps you confirm your path, switch in time if you need to, or choose what to specialize in.",
  "plan.intro.student.unsure":
    "Your code {code} (main type: {typeName}) matches careers such as {careers}. If you are already studying, this plan helps you confirm your path, switch in time if you need to, or choose what to specialize in.",
  "plan.intro.graduate":
    "Your code {code} (main type: {typeName}) points to careers such as {careers}. Your education and experience already count: this plan helps you choose between specializing, a graduate degree or a change of direction, at a pace that fits your work.",
  "plan.intro.graduate.changer":
    "Your code {code} (main type: {typeName}) points to careers such as {careers}. Changing direction with experience behind you is more common than it seems: this plan looks for short, flexible routes that build on what you already know, instead of starting from scratch.",
  "plan.intro.adult":
    "Your code {code} (main type: {typeName}) points to careers such as {careers}. This plan puts flexible options first (evening, weekend or online) and short steps you can combine with work and family.",

  "plan.horizon.days30": "In the next 30 days",
  "plan.horizon.months3": "In the next 3 months",
  "plan.horizon.months6": "In the next 6 months",
  "plan.horizon.year1": "In the next year",

  "plan.fallback.career": "the career that interests you most",
  "plan.fallback.subjects": "its core subjects",
  "plan.fallback.work": "any of its fields",

  "plan.undifferentiated":
    "Retake the test calmly on another day and compare the results: your profile came out even across several types, so it is worth exploring careers beyond this top 3 before you decide.",

  // ---- school subjects to reinforce, by the top career's field ----------------------------
  "plan.schoolSubjects.agriculture": "biology, chemistry and math",
  "plan.schoolSubjects.architecture": "math, physics and technical drawing",
  "plan.schoolSubjects.arts": "art (the discipline you like), art history and English",
  "plan.schoolSubjects.business": "math, economics and English",
  "plan.schoolSubjects.communication": "English, social studies and a foreign language",
  "plan.schoolSubjects.computing": "math, physics and computer science",
  "plan.schoolSubjects.education": "English, math and social studies",
  "plan.schoolSubjects.engineering": "math, physics and chemistry",
  "plan.schoolSubjects.health": "biology, chemistry and math",
  "plan.schoolSubjects.humanities": "English, history and philosophy",
  "plan.schoolSubjects.law": "English, history and civics",
  "plan.schoolSubjects.natural_sciences": "math, biology, chemistry and physics",
  "plan.schoolSubjects.social_sciences": "English, history and math (statistics above all)",
  "plan.schoolSubjects.hospitality": "a foreign language, math and business basics",
  "plan.schoolSubjects.technical": "math, physics and technology",

  // ---- a project to show, by the top career's field (6 months) ------------------------------
  "plan.field.agriculture.project":
    "Grow something from start to finish (a vegetable garden, seedlings or potted plants), or spend a few days helping on a farm or at a plant nursery, and write down what you learned.",
  "plan.field.architecture.project":
    "Draw to scale or model in 3D a real space you know (your room, your home or a square) and show it to someone who works in the field.",
  "plan.field.arts.project":
    "Put together a portfolio of 5 to 10 of your best pieces (drawings, photos, music, writing or videos) and ask someone who works in the field for feedback.",
  "plan.field.business.project":
    "Run a small project with a goal, a budget and accounts (a sale, an event or a small business) and write down what you decided and how it turned out.",
  "plan.field.communication.project":
    "Publish a short series (articles, a podcast or videos) on a topic you care about and look at what worked with your audience.",
  "plan.field.computing.project":
    "Build something small that solves a real problem (a web page, a simple app or an automated spreadsheet) and publish it on GitHub.",
  "plan.field.education.project":
    "Tutor a small group or run a workshop for several weeks and write down what helped them learn.",
  "plan.field.engineering.project":
    "Design and build a prototype (a circuit, a structure or a simple machine), test it and document what you would improve.",
  "plan.field.health.project":
    "Take a first-aid course and volunteer at a clinic, the Red Cross or a senior home, to see care work up close.",
  "plan.field.humanities.project":
    "Research and write an essay or a project on a history, philosophy or literature topic you care about, and present it to a group.",
  "plan.field.law.project":
    "Take part in a Model UN, a debate or a mock trial, or volunteer at a free legal aid clinic.",
  "plan.field.natural_sciences.project":
    "Do a small research project: ask a question, collect data (from an experiment or public sources) and present what you found.",
  "plan.field.social_sciences.project":
    "Run a survey or a small study in your community on an issue you care about, analyze the results and share them.",
  "plan.field.hospitality.project":
    "Work or volunteer at an event, a restaurant or a hotel, or organize a meal or a guided tour for a group, and write down what you enjoyed.",
  "plan.field.technical.project":
    "Complete a hands-on job from start to finish (an installation, a repair or an assembly) and document it with before-and-after photos.",

  // ---- admission, from the study systems (the level of the recommended route) --------------
  "plan.exam.test":
    "Find out what result the {career} program asks for at the institutions you like and when registration opens. What counts in {country}: {exams}. {examNote}",
  "plan.exam.own":
    "Find out how admission to the {career} program works at the institutions you like, and note requirements and registration dates. {examNote}",
  "plan.exam.none":
    "Find out which documents the institutions you like ask for to enroll in the {career} program and when enrollment opens. {examNote}",
  "plan.exam.other":
    "Find out which admission test or exam the universities in {country} that offer {career} require, what it assesses and when registration opens.",
  "plan.exam.graduate.test":
    "Find out whether the graduate programs you like in the field of {career} require {exams} and when applications close. {examNote}",
  "plan.exam.graduate.own":
    "Find out what the graduate programs you like in the field of {career} require for admission and when applications close. {examNote}",

  // ---- the official lists of the level ({registries}: their names) --------------------------
  "plan.registry":
    "Check that the institution and the program you choose appear on the official list for {country}: {registries}.",
  "plan.registry.none":
    "Check with the ministry of education of {country} that the institution and the program you choose are recognized.",
  "plan.registry.graduate":
    "Check that the program and the institution you like appear on the official list for {country} before you apply: {registries}.",
  "plan.registry.graduate.none":
    "Check with the ministry of education of {country} that the program and the institution you like are recognized before you apply.",

  // ---- a first, small try of the main type (30 days) -----------------------------------------
  "plan.type.R.try.young":
    "Sign up for a hands-on workshop (electrics, carpentry, mechanics, robotics or cooking) and notice whether time flies when you work with your hands.",
  "plan.type.I.try.young":
    "Join a science club or start a free online course in science or technology, and write down the questions that keep going round in your head.",
  "plan.type.A.try.young":
    "Create something every week (a drawing, a song, a text, a video or a design) and keep it in a folder: it will be the start of your portfolio.",
  "plan.type.S.try.young":
    "Volunteer for a few hours at a foundation, a school, a community kitchen or a health center in your community, and notice whether helping other people gives you energy.",
  "plan.type.E.try.young":
    "Propose and lead a small activity, such as a food sale or an event in your community, and notice whether you enjoy persuading and organizing others.",
  "plan.type.C.try.young":
    "Organize something real with a spreadsheet (your monthly budget, the costs of a family event or the stock of a small business) and notice whether you enjoy putting things in order.",
  "plan.type.R.try.adult":
    "Sign up for a short hands-on workshop, for example at a technical training center, to check whether you enjoy working with tools, equipment or machines.",
  "plan.type.I.try.adult":
    "Take an introductory online course on a subject that intrigues you and give it a fixed time slot; notice whether you are still keen after two weeks.",
  "plan.type.A.try.adult":
    "Pick up or start a personal creative project and set aside a fixed time for it every week: what you produce can become your portfolio.",
  "plan.type.S.try.adult":
    "Volunteer or mentor for a few hours at a foundation, a school or a community center, and notice whether you want helping others to be at the heart of your work.",
  "plan.type.E.try.adult":
    "Propose a small project at work or in your community that you can lead from start to finish, or try selling a product or service on a small scale.",
  "plan.type.C.try.adult":
    "Offer to put a process in order at work or at home (a budget, a stock list or a filing system) with a spreadsheet, and notice whether you enjoy that kind of order.",

  // ---- school: finishing high school, choosing a first program ------------------------
  "plan.school.curriculum.withUnis":
    "Read the curriculum of {career} at institutions such as {universities} and mark the subjects that excite you and the ones that worry you; you will see, for example, {subjects}.",
  "plan.school.curriculum.noUnis":
    "Look up online the curriculum of {career} at two universities in {country} and mark the subjects that excite you and the ones that worry you; you will see, for example, {subjects}.",
  "plan.school.curriculum.tech.withUnis":
    "Ask institutions such as {universities} for the {career} program: length, schedule, workshop practice and the diploma or certification you get at the end. Also check how {subjects} are taught.",
  "plan.school.curriculum.tech.noUnis":
    "Find two technical institutes or training centers in {country} that offer {career} and compare length, schedule, practice and the diploma or certification they award. Also check how {subjects} are taught.",
  "plan.school.admission.tech.withUnis":
    "Find out what those institutions require to enroll in {career} (a high school diploma, an entrance test or an interview) and note when enrollment opens.",
  "plan.school.admission.tech.noUnis":
    "Find out what the technical institutes in {country} require to enroll in {career} (a high school diploma, an entrance test or an interview) and note when enrollment opens.",
  "plan.school.talk":
    "Talk for 20 minutes with someone who works in something related to {career} (for example: {work}) and ask them what a normal day is like and what they wish they had known at your age.",
  "plan.school.openDay.withUnis":
    "Go to an open day or ask for a guided tour at institutions such as {universities}; take questions about {career}: schedules, internships, first-year support and in-house scholarships.",
  "plan.school.openDay.noUnis":
    "Go to a college fair or an open day in {country} and visit at least two institutions that offer {career}, with your questions written down.",
  "plan.school.openDay.tech.withUnis":
    "Visit institutions such as {universities} and ask to see the workshops, labs or equipment used in the {career} program; ask how much of the time is hands-on practice and whether it includes an internship.",
  "plan.school.openDay.tech.noUnis":
    "Visit at least two technical institutes or training centers in {country} that offer {career} and ask to see the workshops where it is practiced; ask whether they include an internship.",
  "plan.school.reinforce":
    "Strengthen {schoolSubjects} with a fixed time each week: they are the groundwork for what you will study in the {career} program and often count in entrance tests.",
  "plan.school.mockTest":
    "Take at least one timed practice run of {mockExams}, using official guides or sample papers, and note which sections you miss most so you can practice them.",
  "plan.school.mockTest.tech":
    "Get your enrollment papers ready (identity document, school transcript and, if they ask for one, a motivation letter) and practice the entrance interview with someone you trust.",
  "plan.school.audition":
    "Prepare for the specific test for {career}: many arts schools ask for an audition, a portfolio or a practical test on top of the general exam; ask what they require and start practicing now.",
  "plan.school.mockTest.noExam":
    "Practice with exercises and past exams from the first-year courses of {career}, which many universities publish, so you start ahead.",
  "plan.school.family":
    "Talk with your parents, or whoever supports you, about costs: tuition, transportation, materials and whether you could study and work at the same time. Compare at least one public and one private option together.",
  "plan.school.grants.withGrants":
    "Prepare your applications to the programs that may fund you ({scholarships}) with what they require (see the scholarships section of this report) and verify the current dates on the official site.",
  "plan.school.grants.noGrants":
    "Ask the scholarship offices of the institutions you like and the ministry of education of {country} about scholarships, student loans or discounts for good grades, and note requirements and dates.",
  "plan.school.compare":
    "Compare {careers} in a simple table (subjects, length, cost, where to study and what work it leads to) and settle on a first choice and an alternative.",
  "plan.school.compare.single":
    "Compare {career} at two or three institutions in a simple table (subjects, length, cost and internships) and settle on a first choice and an alternative.",
  "plan.school.counselor":
    "Book an appointment with a counselor at your school or at an institution you like, take this report and go through your code {code} and your shortlist together.",
  "plan.school.apply.withUnis":
    "Apply for {career} at two or more of the institutions that convinced you most, so that you do not depend on a single answer.",
  "plan.school.apply.noUnis":
    "Apply for {career} at two institutions or more in {country}, so that you do not depend on a single answer.",
  "plan.school.apply.tech.withUnis":
    "Enroll in the {career} program that convinced you most and ask which diploma or certification you will get and whether it includes an internship.",
  "plan.school.apply.tech.noUnis":
    "Enroll in a {career} program at an institute in {country} and confirm which diploma or certification you will get and whether it includes an internship.",
  "plan.school.planB":
    "Have a clear plan B: {altCareer}, the second career on your list, or another institution that offers {career}, in case your first choice does not work out this year.",
  "plan.school.planB.single":
    "Have a clear plan B: another institution or a short technical program in the field of {career}, in case your first choice does not work out this year.",
  "plan.school.decide":
    "Make the final decision with your family with everything on the table: what you enjoy, your results in this test, the costs and any scholarships you obtain.",
  "plan.school.prep":
    "Take a free online course on {subject} before you start, so that you arrive well prepared for your first term in the {career} program.",

  // ---- student: already studying, confirm, switch or specialize ------------------------------
  "plan.student.compare":
    "Compare the curriculum of what you study now with that of {career}, which includes {subjects}: if they look alike, you are on a good track; if almost nothing matches, it is worth exploring further.",
  "plan.student.advisor":
    "Talk with your tutor, your program coordinator or the student counselor about your results and ask which electives, minors or concentrations come closest to {career}.",
  "plan.student.advisor.tech":
    "Talk with your coordinator or your instructors about your results and ask which modules, specialities or certifications come closest to {career}.",
  "plan.student.talk":
    "Ask someone who works in something related to {career} (for example: {work}) for a 20-minute conversation, and ask them which training helped them most and what they would do differently.",
  "plan.student.elective":
    "Take an elective, a short course or an online module related to {career} (for example, on {subject}) to try it out before making big decisions.",
  "plan.student.switch.withUnis":
    "Find out at your institution and at others such as {universities} how changing programs or transferring works and which courses would be credited to you, in case you decide to switch.",
  "plan.student.switch.noUnis":
    "Find out at your institution, and at others in {country}, how changing programs or transferring works and which courses would be credited to you, in case you decide to switch.",
  "plan.student.switch.tech.withUnis":
    "Find out at institutions such as {universities} whether you can take the {career} program alongside your studies (for example, in the evenings or on weekends), or which courses would be credited to you if you decide to switch.",
  "plan.student.switch.tech.noUnis":
    "Find out at technical institutes in {country} whether you can take the {career} program alongside your studies (for example, in the evenings or on weekends), or which courses would be credited to you if you decide to switch.",
  "plan.student.group":
    "Join a student group, a research group, a club or a volunteer program related to {career}, and take part in at least one activity a month.",
  "plan.student.skills":
    "Teach yourself a tool that is useful in the field of {career} and not taught in class (a piece of software, a technique or a language) with a short online course.",
  "plan.student.internship":
    "Get an internship or a part-time job close to {career} (for example: {work}); even a short one will tell you more than any test.",
  "plan.student.grants.withGrants":
    "Apply to the programs that may fund you ({scholarships}) if you meet the requirements (confirm the current dates on the official site) and also ask about your institution's in-house scholarships.",
  "plan.student.grants.noGrants":
    "Ask your institution's scholarship or student affairs office about merit scholarships, grants or student loans, and note requirements and dates.",
  "plan.student.decide":
    "Decide with what you have learned: confirm your program, switch or choose a specialization, and write down your three main reasons.",
  "plan.student.focus":
    "Choose your concentration, your electives or the topic of your final-year project with {career} and the kind of work you want in mind (for example: {work}).",
  "plan.student.focus.tech":
    "Choose your speciality or an additional certification with {career} and the kind of work you want in mind (for example: {work}).",
  "plan.student.transfer":
    "Complete the change of program or the transfer, if you decided on it, at the start of an academic term and with the course credits approved in writing.",
  "plan.student.cv":
    "Put together your first resume and a LinkedIn profile with your internships, projects and volunteering, and ask a professor to review it.",
  "plan.student.next":
    "Explore which specializations or graduate degrees open up after {career} and which scholarships exist for them, so you can choose your electives with that goal in mind.",
  "plan.student.next.tech":
    "Explore how to continue after {career}: advanced certifications or a university degree that credits part of what you studied.",

  // ---- graduate: next degree, specialization, postgraduate or career change -----------------
  "plan.graduate.audit":
    "Write down on one page which tasks in your work or studies you enjoy and which drain you, and mark the ones that resemble the work done in the field of {career} (for example: {work}).",
  "plan.graduate.informational":
    "Ask two people who work in something related to {career} for a 20-minute informational interview, and ask them how they got there and what training is expected today.",
  "plan.graduate.programs.withUnis":
    "List specializations, master's degrees or certificate programs related to {career} at institutions such as {universities}, with their format (on campus, evening, weekend or online) and their requirements.",
  "plan.graduate.programs.noUnis":
    "List specializations, master's degrees or certificate programs related to {career} at universities in {country} and in recognized online programs, with their format and their requirements.",
  "plan.graduate.programs.tech.withUnis":
    "List certifications and short {career} programs at institutions such as {universities}, with their schedule (evening, weekend or online) and what they require to get in.",
  "plan.graduate.programs.tech.noUnis":
    "List certifications and short {career} programs at institutes in {country} and online, with their schedule and what they require to get in.",
  "plan.graduate.course":
    "Take a short online course on {subject} to check whether the subject grips you before you invest in a long program.",
  "plan.graduate.level":
    "Weigh the level: you already hold a degree, so before starting another degree of several years, look at shorter routes into {career}: a specialization, a master's open to other majors, a certificate program or credit for courses you already took.",
  "plan.graduate.infoSession.withUnis":
    "Attend a graduate school information session at one of the universities on your list and ask about evening or online schedules, agreements with employers and payment options.",
  "plan.graduate.infoSession.noUnis":
    "Attend a graduate school information session or fair in {country}, in person or online, and ask about evening or online schedules, agreements with employers and payment options.",
  "plan.graduate.infoSession.tech.withUnis":
    "Ask one of the institutions on your list about its continuing-education programs in {career}: schedules, length, hands-on practice and certification.",
  "plan.graduate.infoSession.tech.noUnis":
    "Ask technical institutes and continuing-education centers in {country} about their {career} programs: schedules, length, hands-on practice and certification.",
  "plan.graduate.network":
    "Join a professional association or body, or an online community related to {career} in {country}, and attend at least one event or webinar.",
  "plan.graduate.cv":
    "Update your resume and your LinkedIn profile toward {career}: highlight the experience you already have that is useful in that field.",
  "plan.graduate.funding.withGrants":
    "Check the requirements of the programs that may fund you ({scholarships}) and confirm the current dates on the official site; compare them with a student loan or with the support your employer might give you.",
  "plan.graduate.funding.noGrants":
    "Draw up your funding plan: ask whether your employer supports study, compare student loans and look for graduate or continuing-education scholarships in {country} and abroad.",
  "plan.graduate.sideProject":
    "Take on a side project, a small freelance job or some skilled volunteering related to {career} to gain experience you can show.",
  "plan.graduate.mentor":
    "Find someone who has already walked the path that interests you and ask them to be your mentor, with one conversation a month.",
  "plan.graduate.enroll":
    "Apply to the specialization, master's degree or certificate program you chose and organize your work and study schedule before you start.",
  "plan.graduate.enroll.tech":
    "Complete a certification or a short {career} program and add it to your resume and your professional profile.",
  "plan.graduate.apply":
    "Apply for at least three jobs, projects or clients related to {career}, drawing on your new training and your network of contacts.",
  "plan.graduate.apply.changer":
    "Look for roles or assignments in the field of {career} where your experience counts, not only entry-level ones, and ask your network to introduce you to people who hire in that field.",
  "plan.graduate.review":
    "Review this plan with someone you trust, such as your mentor or a colleague: what worked, what you would change and what your steps are for the following year.",

  // ---- adult: returning to study (secundaria or técnico at 25+) ------------------------------
  "plan.adult.papers.secundaria":
    "Gather your high school diploma and your transcript; if you did not finish high school, ask about adult education programs or equivalency exams in {country}.",
  "plan.adult.papers.tecnico":
    "Gather your technical diplomas and certificates, and ask which institutions would credit your courses or experience so you can move faster through the {career} program.",
  "plan.adult.time":
    "Sit down with your family or your partner to work out how many hours a week you can really study, counting work, home and travel; that number tells you whether to choose evening, weekend or online study.",
  "plan.adult.talk":
    "Talk with someone who works in something related to {career} (for example: {work}) and ask them where someone with your experience should start.",
  "plan.adult.programs.withUnis":
    "Ask institutions such as {universities} about evening, weekend or online programs in {career}: schedules, length, requirements and payment options.",
  "plan.adult.programs.noUnis":
    "Look for evening, weekend or online programs in {career} at institutions in {country} and compare schedules, length, requirements and payment options.",
  "plan.adult.programs.tech.withUnis":
    "Ask institutions such as {universities} about their short {career} programs: schedules, length, requirements and the certification they award.",
  "plan.adult.programs.tech.noUnis":
    "Look for short {career} programs with evening or weekend schedules at institutes and training centers in {country}, and compare length, requirements and certification.",
  "plan.adult.techFirst":
    "Consider starting with a technical program or a short certificate program in the field of {career}, and ask whether those courses would later be credited toward the full degree.",
  "plan.adult.priorLearning.named":
    "Ask whether what you already know how to do from experience can be recognized: in {country}, look into {recognition}. It may shorten your way to {career}.",
  "plan.adult.priorLearning":
    "Ask about recognition of prior learning or certification of work skills in {country}: what you already know how to do from experience may be accredited.",
  "plan.adult.course":
    "Take a free online course on {subject} to get back into the habit of studying and to check that you like the subject.",
  "plan.adult.funding.withGrants":
    "Check whether you meet the requirements of the programs that may fund you ({scholarships}; confirm the current dates on the official site) and ask your employer whether they support study or offer flexible hours.",
  "plan.adult.funding.noGrants":
    "Draw up your funding plan: ask your employer whether they support study or offer flexible hours, compare student loans and look for scholarships for working people in {country}.",
  "plan.adult.enroll":
    "Enroll in the first module or term of the program you chose, even with only a few courses: moving slowly is still moving forward.",
  "plan.adult.routine":
    "Set a weekly study schedule and protect it like a work appointment; find a study partner to help you keep the pace.",
  "plan.adult.progress":
    "Complete your first term or module and review how it went: if you need to, adjust your course load instead of giving up.",
  "plan.adult.experience":
    "Look for a job, an internship or volunteering related to {career} (for example: {work}) to gain experience while you study.",
  "plan.adult.experience.changer":
    "Look for a project, volunteering or part-time work in the field of {career} (for example: {work}) where you can bring your experience while you study.",
  "plan.adult.cv":
    "Update your resume with what you are studying and present your previous experience as part of your path toward {career}.",
  "plan.adult.next":
    "Plan your next step according to how this year went: another certification, a higher level or the full {career} program.",
  "plan.adult.next.tech":
    "Plan your next step according to how this year went: a more advanced certification, a technical speciality or a university degree in the same field as {career}.",

  // ---- closing actions ---------------------------------------------------------------------
  "plan.next.first": "Choose one action from the next 30 days today and do it this very week.",
  "plan.next.share.school": "Share this report with your family and with a school counselor.",
  "plan.next.share.student":
    "Share your results with your tutor or your program coordinator before the next enrollment period.",
  "plan.next.share.graduate": "Write to someone in your network this week to ask for an informational interview.",
  "plan.next.share.adult":
    "Tell someone you trust about your plan, so they can help you keep going when time runs short.",
  "plan.next.verify":
    "Check dates, costs and requirements on the official site of each institution and scholarship, because they may change from one year to the next.",
  "plan.next.review": "Put a monthly review of this plan in your calendar and check off what you have done.",
};
