/**
 * Where to study in DE: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 *
 * Levels in Germany: `bachelor` is the first degree (Bachelor, 6-7 Semester; Staatsexamen for
 * Medizin, Tiermedizin, Pharmazie, Rechtswissenschaft and Lehramt in some Länder); `graduate` is
 * the Master (M.A./M.Sc., usually 4 Semester) or an MBA; `technical` is the vocational tier: the
 * Fachschule (Staatlich geprüfte/r Techniker/in, Agrarbetriebswirt/in, 2 Jahre after an
 * Ausbildung), the Berufsfachschule (PTA, 2,5 Jahre) and the Berufsschule or Bildungsträger of a
 * dual Ausbildung or Umschulung. Degrees of the Hochschulen für angewandte Wissenschaften are
 * Bachelor's and are listed as such.
 *
 * Rows written or reviewed on 2026-11-26 from knowledge of the institutions' published programs;
 * the vocational schools, the counselling master's and the PTA schools were checked against public
 * pages found in the stored index (school and state pages); the universities were not re-read online.
 * Rows dated 2026-11-27 (the `ADDED` block: master's programs in social work, tourism and Technischer
 * Umweltschutz, welder training at the GSI and SLV Halle; the international business masters of Fulda and
 * Paderborn, the Filmuniversität's animation directing master, the Kältetechnik classes of the Berufliche
 * Schulen Gelnhausen and the BSZ Vogtland, the Maskenbildner apprenticeship at the Theater Aachen) were
 * written from knowledge of the institutions' published programs, without re-reading the pages online;
 * check them before relying on them.
 * Rows to check first: de-filmuni "Animation Directing – Animationsregie (MFA)" (the program's German title);
 * de-hs-fulda International Management (M.Sc.) duration.
 * Rows dated 2026-11-28 (the `ADDED_28` block) rest on stored copies of public pages found with the search
 * tools, not re-read online: the Cologne Game Lab's page on its master 3D Animation for Film & Games (TH
 * Köln), the Handwerkskammer Konstanz's page on the Bäckermeisterschule of its Bildungsakademie Rottweil,
 * and the Erste Deutsche Bäckerfachschule Olpe's own site and press pages on its Meisterkurse.
 * Rows of 2026-11-28 to check first: de-baeckerfachschule-olpe and de-hwk-konstanz (master craftsman courses
 * for trained bakers: the dual Ausbildung comes first); de-th-koeln master title.
 * Verification pass of 2026-11-28 (session 27, the `VERIFIED_S27` block): the rows readers see most that were written
 * without reading their page were looked up in stored copies of public pages (search tools only; no page was re-read
 * online; pages stored at http addresses are cited at their https addresses, because sources must be https). A length
 * the page read does not state was taken out. Rows re-read, each now citing the page named:
 * - BSZ „August Horch“ Zwickau, Fachschule für Fahrzeugtechnik: the school's own news page of 8 March 2017 on its class
 *   FS 16 of the Fachschule für Fahrzeugtechnik, aiming at the Staatlich geprüfter Techniker für Fahrzeugtechnik (length
 *   not stated; "2 Jahre" taken out);
 * - Maschinenwesen (B.Sc.) at the TUM: tum.de's page on the Bachelor Mechanical Engineering (6 semesters); Maschinenbau
 *   (B.Sc.) at the KIT: the KIT's page on the Bachelor Maschinenbau/Mechanical Engineering (6 semesters); Maschinenbau
 *   (B.Sc.) at the TU Dortmund: only the TU Dortmund's page on its M.Sc. Mechanical Engineering, which names the
 *   Bachelor's program in Mechanical Engineering whose profiles continue in the master (a weak source; "7 Semester"
 *   taken out);
 * - Tiermedizin/Veterinärmedizin (Staatsexamen): LMU's press release of 17 September 2019 on the study of Tiermedizin at
 *   its Tierärztliche Fakultät; the FU's Fachbereich Veterinärmedizin page on admission to Veterinärmedizin; the Universität
 *   Leipzig's page on the Studiengang Veterinärmedizin (Staatsexamen, 11 Semester); the TiHo's page on applying to a
 *   higher semester of Tiermedizin (intake SS 2026); the JLU Gießen's page on Veterinary Medicine (State Examination).
 *   Only Leipzig's states the length; "11 Semester" was taken out of the four others;
 * - Politikwissenschaft (B.A.): LMU's Geschwister-Scholl-Institut (six semesters), Heidelberg (Regelstudienzeit 6), the
 *   FU (Mono-Bachelor; length not stated), Hamburg's Studienbüro Sozialwissenschaften (6 Semester), Frankfurt's page on
 *   the B.A. Political Science Major (6 semesters);
 * - Philosophie (B.A.): LMU's Fakultät für Philosophie (6 semesters), Heidelberg (Regelstudienzeit 6), the HU's programme
 *   description (6 semesters), the FU's Online-Self-Assessment for Philosophie (B.A.) (length not stated);
 * - Mathematik (B.Sc.): Heidelberg's Fakultät für Mathematik und Informatik (Bachelor Mathematics 100%, 6 semesters),
 *   RWTH's Fachgruppe Mathematik (6 Semester), the KIT (6 semesters); the HU's Fachspezifische Studienordnung for the
 *   Bachelor Mathematik (Monostudiengang, in force from WS 2014/15; a copy on pdfslide.org; length not stated); for the
 *   LMU only a student body's page (gaf.fs.lmu.de) on the B.Sc. Mathematik and its 2021 Prüfungsordnung (a weak source;
 *   length not stated).
 * Withdrawn: none. Searched and not re-read: Berufsbildende Schulen Stadthagen's Berufsfachschule dual, Kfz-technik
 * (news pages of the Schaumburger Wochenblatt, 2013, and the NDZ on the school's Kfz-Mechatroniker apprentices and
 * workshop, but none names the Berufsfachschule dual); Maschinenbau (B.Sc.) at the TU Berlin (only the Amtliches
 * Mitteilungsblatt of its Master Maschinenbau) and at the RWTH (only the Fakultät für Maschinenwesen's FAQ and a copy
 * of a Prüfungsausschuss list that does not name the university). Not reached (the search budget ran out): the rows from
 * music (UdK, HMTM) down the worklist, among them the Maskenbildner, Lehramt, Soziale Arbeit, nutrition, international
 * business, public administration, PTA, Wirtschaftsingenieurwesen rows and all graduate rows.
 */
import type { CountryCatalog } from "../types";
import { type CatalogPass, institutionPage, offered, sitedInstitutions, taggedPages, withPasses } from "./define";

const institution = sitedInstitutions("DE", { title: "Studienangebot (offizielle Seite)", retrieved: "2026-11-26" });

const SCHOOL = "Bildungsangebot (offizielle Seite)";

const ALL = [
  institution("de-lmu", "Ludwig-Maximilians-Universität München", "München", "public", "https://www.lmu.de"),
  institution("de-tum", "Technische Universität München", "München", "public", "https://www.tum.de"),
  institution("de-heidelberg", "Universität Heidelberg", "Heidelberg", "public", "https://www.uni-heidelberg.de"),
  institution("de-hu-berlin", "Humboldt-Universität zu Berlin", "Berlin", "public", "https://www.hu-berlin.de"),
  institution("de-fu-berlin", "Freie Universität Berlin", "Berlin", "public", "https://www.fu-berlin.de"),
  institution("de-tu-berlin", "Technische Universität Berlin", "Berlin", "public", "https://www.tu.berlin"),
  institution("de-rwth", "RWTH Aachen University", "Aachen", "public", "https://www.rwth-aachen.de"),
  institution("de-kit", "Karlsruher Institut für Technologie", "Karlsruhe", "public", "https://www.kit.edu"),
  institution("de-charite", "Charité – Universitätsmedizin Berlin", "Berlin", "public", "https://www.charite.de"),
  institution("de-uhh", "Universität Hamburg", "Hamburg", "public", "https://www.uni-hamburg.de"),
  institution("de-koeln", "Universität zu Köln", "Köln", "public", "https://www.uni-koeln.de"),
  institution(
    "de-frankfurt",
    "Goethe-Universität Frankfurt am Main",
    "Frankfurt am Main",
    "public",
    "https://www.uni-frankfurt.de",
  ),
  institution("de-mannheim", "Universität Mannheim", "Mannheim", "public", "https://www.uni-mannheim.de"),
  institution("de-leipzig", "Universität Leipzig", "Leipzig", "public", "https://www.uni-leipzig.de"),
  institution("de-tu-dortmund", "Technische Universität Dortmund", "Dortmund", "public", "https://www.tu-dortmund.de"),
  institution("de-potsdam", "Universität Potsdam", "Potsdam", "public", "https://www.uni-potsdam.de"),
  institution("de-konstanz", "Universität Konstanz", "Konstanz", "public", "https://www.uni-konstanz.de"),
  institution("de-bayreuth", "Universität Bayreuth", "Bayreuth", "public", "https://www.uni-bayreuth.de"),
  institution("de-saarland", "Universität des Saarlandes", "Saarbrücken", "public", "https://www.uni-saarland.de"),
  institution("de-rub", "Ruhr-Universität Bochum", "Bochum", "public", "https://www.ruhr-uni-bochum.de"),
  institution("de-mainz", "Johannes Gutenberg-Universität Mainz", "Mainz", "public", "https://www.uni-mainz.de"),
  institution(
    "de-tiho",
    "Stiftung Tierärztliche Hochschule Hannover",
    "Hannover",
    "public",
    "https://www.tiho-hannover.de",
  ),
  institution("de-giessen", "Justus-Liebig-Universität Gießen", "Gießen", "public", "https://www.uni-giessen.de"),
  institution("de-dshs", "Deutsche Sporthochschule Köln", "Köln", "public", "https://www.dshs-koeln.de"),
  institution("de-udk", "Universität der Künste Berlin", "Berlin", "public", "https://www.udk-berlin.de"),
  institution(
    "de-hmtm",
    "Hochschule für Musik und Theater München",
    "München",
    "public",
    "https://website.musikhochschule-muenchen.de",
  ),
  institution("de-ash", "Alice Salomon Hochschule Berlin", "Berlin", "public", "https://www.ash-berlin.eu"),
  institution(
    "de-haw-hamburg",
    "Hochschule für Angewandte Wissenschaften Hamburg",
    "Hamburg",
    "public",
    "https://www.haw-hamburg.de",
  ),
  institution("de-hm", "Hochschule München", "München", "public", "https://www.hm.edu"),
  institution(
    "de-frankfurt-uas",
    "Frankfurt University of Applied Sciences",
    "Frankfurt am Main",
    "public",
    "https://www.frankfurt-university.de",
  ),
  institution("de-hs-fulda", "Hochschule Fulda", "Fulda", "public", "https://www.hs-fulda.de"),
  institution(
    "de-eh-darmstadt",
    "Evangelische Hochschule Darmstadt",
    "Darmstadt",
    "private",
    "https://www.eh-darmstadt.de",
  ),
  institution(
    "de-hwr-berlin",
    "Hochschule für Wirtschaft und Recht Berlin",
    "Berlin",
    "public",
    "https://www.hwr-berlin.de",
  ),
  institution(
    "de-esb-reutlingen",
    "Hochschule Reutlingen – ESB Business School",
    "Reutlingen",
    "public",
    "https://www.esb-business-school.de",
  ),
  institution("de-pforzheim", "Hochschule Pforzheim", "Pforzheim", "public", "https://www.hs-pforzheim.de"),
  institution(
    "de-htw-berlin",
    "Hochschule für Technik und Wirtschaft Berlin",
    "Berlin",
    "public",
    "https://www.htw-berlin.de",
  ),
  institution("de-hertie", "Hertie School", "Berlin", "private", "https://www.hertie-school.org"),
  institution("de-esmt", "ESMT Berlin", "Berlin", "private", "https://esmt.berlin"),
  institution(
    "de-fs",
    "Frankfurt School of Finance & Management",
    "Frankfurt am Main",
    "private",
    "https://www.frankfurt-school.de",
  ),
  institution("de-hdba", "Hochschule der Bundesagentur für Arbeit", "Mannheim", "public", "https://www.hdba.de"),
  // Vocational tier (Fachschulen, Berufsfachschulen, Berufsschulen, Bildungsträger)
  institution(
    "de-bbs-bremervoerde",
    "Berufsbildende Schulen Bremervörde",
    "Bremervörde",
    "public",
    "https://bbsbrv.de",
    SCHOOL,
  ),
  institution(
    "de-bbs2-aurich",
    "Berufsbildende Schulen II Aurich",
    "Aurich",
    "public",
    "https://www.bbs2-aurich.de",
    SCHOOL,
  ),
  institution(
    "de-bbs-stadthagen",
    "Berufsbildende Schulen Stadthagen",
    "Stadthagen",
    "public",
    "https://bbs-stadthagen.de",
    SCHOOL,
  ),
  institution(
    "de-bs1-kempten",
    "Staatliche Berufsschule I Kempten",
    "Kempten (Allgäu)",
    "public",
    "https://www.bs1-kempten.de",
    SCHOOL,
  ),
  institution(
    "de-wss-stuttgart",
    "Werner-Siemens-Schule Stuttgart",
    "Stuttgart",
    "public",
    "https://wss-stuttgart.de",
    SCHOOL,
  ),
  institution(
    "de-bsz-horch",
    "Berufliches Schulzentrum für Technik „August Horch“ Zwickau",
    "Zwickau",
    "public",
    "https://www.bsz-technik.de",
    SCHOOL,
  ),
  institution(
    "de-ts-landsberg",
    "Technikerschule für Agrarwirtschaft Landsberg am Lech",
    "Landsberg am Lech",
    "public",
    "https://www.technikerschule-landsberg.bayern.de",
    SCHOOL,
  ),
  institution(
    "de-fsa-guestrow",
    "Fachschule für Agrarwirtschaft des Landes Mecklenburg-Vorpommern „Johann Heinrich von Thünen“",
    "Güstrow",
    "public",
    "https://www.agrarfachschule-mv.de",
    SCHOOL,
  ),
  institution(
    "de-hasso-von-hugo",
    "Hasso von Hugo Maskenbildnerschule",
    "Berlin",
    "private",
    "https://maskenbildnerschule.de",
    SCHOOL,
  ),
  institution("de-gfn", "GFN GmbH", "Heidelberg", "private", "https://www.gfn.de", SCHOOL),
];

const ADDED_ON = "2026-11-27";
/** The source of a row added on 2026-11-27: the institution's official site. */
const added = (id: string) => `${id}-${ADDED_ON}`;
const ADDED_FROM = ["de-tu-berlin", "de-ash", "de-hm", "de-hs-fulda"];
const addedInstitution = sitedInstitutions("DE", { title: "Studienangebot (offizielle Seite)", retrieved: ADDED_ON });
const NEW = [
  addedInstitution(
    "de-hnee",
    "Hochschule für nachhaltige Entwicklung Eberswalde",
    "Eberswalde",
    "public",
    "https://www.hnee.de",
  ),
  addedInstitution(
    "de-gsi-slv",
    "GSI – Gesellschaft für Schweißtechnik International (SLV)",
    "Duisburg",
    "private",
    "https://www.gsi-slv.de",
    "Lehrgänge (offizielle Seite)",
  ),
  addedInstitution(
    "de-slv-halle",
    "SLV Halle GmbH",
    "Halle (Saale)",
    "private",
    "https://www.slv-halle.de",
    "Lehrgänge (offizielle Seite)",
  ),
  addedInstitution(
    "de-theater-aachen",
    "Theater Aachen",
    "Aachen",
    "public",
    "https://www.theateraachen.de",
    "Ausbildung (offizielle Seite)",
  ),
  addedInstitution("de-paderborn", "Universität Paderborn", "Paderborn", "public", "https://www.uni-paderborn.de"),
  addedInstitution(
    "de-filmuni",
    "Filmuniversität Babelsberg KONRAD WOLF",
    "Potsdam",
    "public",
    "https://www.filmuniversitaet.de",
  ),
  addedInstitution(
    "de-bs-gelnhausen",
    "Berufliche Schulen Gelnhausen",
    "Gelnhausen",
    "public",
    "https://bs-gelnhausen.de",
    "Bildungsangebot (offizielle Seite)",
  ),
  addedInstitution(
    "de-bsz-vogtland",
    "Berufliches Schulzentrum Vogtland, Schulteil Reichenbach",
    "Reichenbach im Vogtland",
    "public",
    "https://bsz-vogtland.de",
    "Bildungsangebot (offizielle Seite)",
  ),
];

/** Rows added on 2026-11-27, written from knowledge of the institutions' published programs (see the header). */
const ADDED: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    ...ALL.filter((x) => ADDED_FROM.includes(x.institution.id)).map(({ institution: u }) =>
      institutionPage(added(u.id), u.name, "Studienangebot (offizielle Seite)", u.website, ADDED_ON),
    ),
    ...NEW.map((x) => x.source),
  ],
  institutions: NEW.map((x) => x.institution),
  programs: [
    ...offered("de-tu-berlin", "graduate", added("de-tu-berlin"), [
      ["environmental-engineering", "Technischer Umweltschutz (M.Sc.)", { duration: "4 Semester" }],
    ]),
    ...offered("de-ash", "graduate", added("de-ash"), [
      ["social-work", "Soziale Arbeit als Menschenrechtsprofession (M.A.)", { duration: "4 Semester" }],
    ]),
    ...offered("de-hm", "graduate", added("de-hm"), [
      ["social-work", "Soziale Arbeit (M.A.)", { duration: "3 Semester" }],
      ["tourism", "Tourism Management (M.A.)", { duration: "3 Semester" }],
    ]),
    ...offered("de-hnee", "graduate", "de-hnee-site", [
      ["tourism", "Nachhaltiges Tourismusmanagement (M.A.)", { duration: "4 Semester" }],
    ]),
    ...offered("de-gsi-slv", "technical", "de-gsi-slv-site", [
      ["welding-technology", "Schweißerausbildung mit Schweißerprüfung nach DIN EN ISO 9606"],
    ]),
    ...offered("de-slv-halle", "technical", "de-slv-halle-site", [
      ["welding-technology", "Schweißerausbildung mit Schweißerprüfung nach DIN EN ISO 9606"],
    ]),
    ...offered("de-hs-fulda", "graduate", added("de-hs-fulda"), [
      ["international-business", "International Management (M.Sc.)", { duration: "3 Semester" }],
    ]),
    ...offered("de-theater-aachen", "technical", "de-theater-aachen-site", [
      ["makeup-artistry", "Ausbildung Maskenbildner/in (duale Ausbildung am Theater)", { duration: "3 Jahre" }],
    ]),
    ...offered("de-paderborn", "graduate", "de-paderborn-site", [
      ["international-business", "International Business Studies (M.Sc.)", { duration: "4 Semester" }],
    ]),
    ...offered("de-filmuni", "graduate", "de-filmuni-site", [
      ["animation", "Animation Directing – Animationsregie (MFA)"],
    ]),
    ...offered("de-bs-gelnhausen", "technical", "de-bs-gelnhausen-site", [
      [
        "refrigeration-air-conditioning",
        "Mechatroniker/in für Kältetechnik (duale Ausbildung, hessische Landesfachklasse)",
        { duration: "3,5 Jahre" },
      ],
    ]),
    ...offered("de-bsz-vogtland", "technical", "de-bsz-vogtland-site", [
      [
        "refrigeration-air-conditioning",
        "Mechatroniker/in für Kältetechnik (duale Ausbildung, länderübergreifende Fachklasse)",
        { duration: "3,5 Jahre" },
      ],
    ]),
  ],
};

const ADDED_28_ON = "2026-11-28";
const addedInstitution28 = sitedInstitutions("DE", {
  title: "Studienangebot (offizielle Seite)",
  retrieved: ADDED_28_ON,
});
const NEW_28 = [
  addedInstitution28("de-th-koeln", "TH Köln – Cologne Game Lab", "Köln", "public", "https://www.th-koeln.de"),
  addedInstitution28(
    "de-hwk-konstanz",
    "Handwerkskammer Konstanz – Bildungsakademie Rottweil",
    "Rottweil",
    "public",
    "https://www.hwk-konstanz.de",
    "Meistervorbereitung (offizielle Seite)",
  ),
  addedInstitution28(
    "de-baeckerfachschule-olpe",
    "Erste Deutsche Bäckerfachschule Olpe (Akademie Deutsches Bäckerhandwerk NRW)",
    "Olpe",
    "private",
    "https://akademie-baeckerhandwerk.nrw",
    "Meisterschule (offizielle Seite)",
  ),
];

/** Rows added on 2026-11-28, read from stored copies of public pages (see the header). */
const ADDED_28: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: NEW_28.map((x) => x.source),
  institutions: NEW_28.map((x) => x.institution),
  programs: [
    ...offered("de-th-koeln", "graduate", "de-th-koeln-site", [
      [
        "animation",
        "3D Animation for Film & Games (Master, M.A.)",
        {
          duration: "4 Semester",
          url: "https://colognegamelab.de/study-programs/post-graduate-programs/3d-animation-for-film-games-ma/modules/",
        },
      ],
    ]),
    ...offered("de-hwk-konstanz", "technical", "de-hwk-konstanz-site", [
      [
        "baking-pastry",
        "Bäckermeisterschule: Vorbereitung auf die Meisterprüfung im Bäckerhandwerk (Voll- oder Teilzeit)",
        {
          url: "https://www.hwk-konstanz.de/artikel/die-zukunft-des-baeckerhandwerks-sichern-64,669,3408.html",
        },
      ],
    ]),
    ...offered("de-baeckerfachschule-olpe", "technical", "de-baeckerfachschule-olpe-site", [
      [
        "baking-pastry",
        "Meisterkurs Bäckerhandwerk (Vorbereitung auf die Meisterprüfung)",
        { url: "https://akademie-baeckerhandwerk.nrw/olper-backwaren-designpreis-2020-i/" },
      ],
    ]),
  ],
};

/** The first rows of the catalog; later passes are appended below. */
const FIRST_ROWS: CountryCatalog = {
  country: "DE",
  sources: ALL.map((x) => x.source),
  institutions: ALL.map((x) => x.institution),
  programs: [
    ...offered("de-lmu", "bachelor", "de-lmu-site", [
      ["medicine", "Humanmedizin (Staatsexamen)", { duration: "12 Semester und 3 Monate" }],
      ["dentistry", "Zahnmedizin (Staatsexamen)"],
      ["veterinary-medicine", "Tiermedizin (Staatsexamen)", { duration: "11 Semester" }],
      ["pharmacy", "Pharmazie (Staatsexamen)"],
      ["law", "Rechtswissenschaft (Staatsexamen)"],
      ["economics", "Volkswirtschaftslehre (B.Sc.)", { duration: "6 Semester" }],
      ["business-administration", "Betriebswirtschaftslehre (B.Sc.)", { duration: "6 Semester" }],
      ["psychology", "Psychologie (B.Sc.)", { duration: "6 Semester" }],
      ["political-science", "Politikwissenschaft (B.A.)", { duration: "6 Semester" }],
      ["sociology", "Soziologie (B.A.)", { duration: "6 Semester" }],
      ["history", "Geschichte (B.A.)", { duration: "6 Semester" }],
      ["philosophy", "Philosophie (B.A.)", { duration: "6 Semester" }],
      ["theology", "Katholische Theologie"],
      ["theology", "Evangelische Theologie"],
      ["communication-studies", "Kommunikationswissenschaft (B.A.)", { duration: "6 Semester" }],
      ["computer-science", "Informatik (B.Sc.)", { duration: "6 Semester" }],
      ["mathematics", "Mathematik (B.Sc.)", { duration: "6 Semester" }],
      ["statistics", "Statistik und Data Science (B.Sc.)", { duration: "6 Semester" }],
      ["physics", "Physik (B.Sc.)", { duration: "6 Semester" }],
      ["chemistry", "Chemie und Biochemie (B.Sc.)", { duration: "6 Semester" }],
      ["biology", "Biologie (B.Sc.)", { duration: "6 Semester" }],
      ["geology", "Geowissenschaften (B.Sc.)", { duration: "6 Semester" }],
      ["anthropology", "Ethnologie (B.A.)", { duration: "6 Semester" }],
      ["literature", "Germanistik (B.A.)", { duration: "6 Semester" }],
      ["primary-education", "Lehramt an Grundschulen"],
      ["special-education", "Lehramt für Sonderpädagogik"],
    ]),
    ...offered("de-lmu", "graduate", "de-lmu-site", [
      ["data-science", "Data Science (M.Sc.)", { duration: "4 Semester" }],
      ["political-science", "Politikwissenschaft (M.A.)", { duration: "4 Semester" }],
      ["economics", "Economics (M.Sc.)", { duration: "4 Semester" }],
      ["communication-studies", "Kommunikationswissenschaft (M.A.)", { duration: "4 Semester" }],
      ["sociology", "Soziologie (M.A.)", { duration: "4 Semester" }],
    ]),
    ...offered("de-tum", "bachelor", "de-tum-site", [
      ["mechanical-engineering", "Maschinenwesen (B.Sc.)", { duration: "6 Semester" }],
      ["electrical-engineering", "Elektrotechnik und Informationstechnik (B.Sc.)", { duration: "6 Semester" }],
      ["civil-engineering", "Bauingenieurwesen (B.Sc.)", { duration: "6 Semester" }],
      ["environmental-engineering", "Umweltingenieurwesen (B.Sc.)", { duration: "6 Semester" }],
      ["chemical-engineering", "Chemieingenieurwesen (B.Sc.)", { duration: "6 Semester" }],
      ["aerospace-engineering", "Aerospace (B.Sc.)", { duration: "6 Semester" }],
      ["computer-science", "Informatik (B.Sc.)", { duration: "6 Semester" }],
      ["information-systems", "Wirtschaftsinformatik (B.Sc.)", { duration: "6 Semester" }],
      ["mathematics", "Mathematik (B.Sc.)", { duration: "6 Semester" }],
      ["physics", "Physik (B.Sc.)", { duration: "6 Semester" }],
      ["chemistry", "Chemie (B.Sc.)", { duration: "6 Semester" }],
      ["biology", "Biologie (B.Sc.)", { duration: "6 Semester" }],
      ["architecture", "Architektur (B.A.)", { duration: "6 Semester" }],
      ["agronomy", "Agrarwissenschaften und Gartenbauwissenschaften (B.Sc.)", { duration: "6 Semester" }],
      ["forestry-engineering", "Forstwissenschaft und Ressourcenmanagement (B.Sc.)", { duration: "6 Semester" }],
      ["nutrition", "Ernährungswissenschaft (B.Sc.)", { duration: "6 Semester" }],
      ["sports-science", "Sportwissenschaft (B.Sc.)", { duration: "6 Semester" }],
      ["business-administration", "Management and Technology (B.Sc.)", { duration: "6 Semester" }],
    ]),
    ...offered("de-tum", "graduate", "de-tum-site", [
      ["data-science", "Data Engineering and Analytics (M.Sc.)", { duration: "4 Semester" }],
      ["data-science", "Mathematics in Data Science (M.Sc.)", { duration: "4 Semester" }],
      ["business-administration", "Management (M.Sc.)", { duration: "4 Semester" }],
      ["industrial-engineering", "Management and Technology (M.Sc.)", { duration: "4 Semester" }],
      ["environmental-engineering", "Umweltingenieurwesen (M.Sc.)", { duration: "4 Semester" }],
      ["political-science", "Politics & Technology (M.A.)", { duration: "4 Semester" }],
    ]),
    ...offered("de-heidelberg", "bachelor", "de-heidelberg-site", [
      ["medicine", "Humanmedizin (Staatsexamen)"],
      ["dentistry", "Zahnmedizin (Staatsexamen)"],
      ["pharmacy", "Pharmazie (Staatsexamen)"],
      ["law", "Rechtswissenschaft (Staatsexamen)"],
      ["economics", "Volkswirtschaftslehre (B.A.)", { duration: "6 Semester" }],
      ["psychology", "Psychologie (B.Sc.)", { duration: "6 Semester" }],
      ["political-science", "Politikwissenschaft (B.A.)", { duration: "6 Semester" }],
      ["sociology", "Soziologie (B.A.)", { duration: "6 Semester" }],
      ["history", "Geschichte (B.A.)", { duration: "6 Semester" }],
      ["philosophy", "Philosophie (B.A.)", { duration: "6 Semester" }],
      ["theology", "Evangelische Theologie"],
      ["computer-science", "Informatik (B.Sc.)", { duration: "6 Semester" }],
      ["mathematics", "Mathematik (B.Sc.)", { duration: "6 Semester" }],
      ["physics", "Physik (B.Sc.)", { duration: "6 Semester" }],
      ["chemistry", "Chemie (B.Sc.)", { duration: "6 Semester" }],
      ["biology", "Biowissenschaften (B.Sc.)", { duration: "6 Semester" }],
      ["geology", "Geowissenschaften (B.Sc.)", { duration: "6 Semester" }],
      ["translation", "Übersetzungswissenschaft (B.A.)", { duration: "6 Semester" }],
      ["anthropology", "Ethnologie (B.A.)", { duration: "6 Semester" }],
    ]),
    ...offered("de-heidelberg", "graduate", "de-heidelberg-site", [
      [
        "counselling",
        "Berufs- und organisationsbezogene Beratungswissenschaft (M.A.)",
        { duration: "5 Semester", modality: "blended" },
      ],
      ["political-science", "Politikwissenschaft (M.A.)", { duration: "4 Semester" }],
      ["translation", "Übersetzungswissenschaft (M.A.)", { duration: "4 Semester" }],
    ]),
    ...offered("de-hu-berlin", "bachelor", "de-hu-berlin-site", [
      ["law", "Rechtswissenschaft (Staatsexamen)"],
      ["economics", "Volkswirtschaftslehre (B.Sc.)", { duration: "6 Semester" }],
      ["business-administration", "Betriebswirtschaftslehre (B.Sc.)", { duration: "6 Semester" }],
      ["psychology", "Psychologie (B.Sc.)", { duration: "6 Semester" }],
      ["sociology", "Sozialwissenschaften (B.A.)", { duration: "6 Semester" }],
      ["history", "Geschichtswissenschaften (B.A.)", { duration: "6 Semester" }],
      ["philosophy", "Philosophie (B.A.)", { duration: "6 Semester" }],
      ["theology", "Evangelische Theologie"],
      ["literature", "Deutsche Literatur (B.A.)", { duration: "6 Semester" }],
      ["computer-science", "Informatik (B.Sc.)", { duration: "6 Semester" }],
      ["mathematics", "Mathematik (B.Sc.)", { duration: "6 Semester" }],
      ["physics", "Physik (B.Sc.)", { duration: "6 Semester" }],
      ["chemistry", "Chemie (B.Sc.)", { duration: "6 Semester" }],
      ["biology", "Biologie (B.Sc.)", { duration: "6 Semester" }],
      ["agronomy", "Agrarwissenschaften (B.Sc.)", { duration: "6 Semester" }],
      ["anthropology", "Europäische Ethnologie (B.A.)", { duration: "6 Semester" }],
      ["library-science", "Bibliotheks- und Informationswissenschaft (B.A.)", { duration: "6 Semester" }],
      ["sports-science", "Sportwissenschaft (B.A.)", { duration: "6 Semester" }],
      ["special-education", "Rehabilitationswissenschaften (B.A.)", { duration: "6 Semester" }],
    ]),
    ...offered("de-hu-berlin", "graduate", "de-hu-berlin-site", [
      ["library-science", "Bibliotheks- und Informationswissenschaft (M.A.)", { duration: "4 Semester" }],
      ["statistics", "Statistik (M.Sc.)", { duration: "4 Semester" }],
      ["sociology", "Sozialwissenschaften (M.A.)", { duration: "4 Semester" }],
    ]),
    ...offered("de-fu-berlin", "bachelor", "de-fu-berlin-site", [
      ["veterinary-medicine", "Veterinärmedizin (Staatsexamen)", { duration: "11 Semester" }],
      ["pharmacy", "Pharmazie (Staatsexamen)"],
      ["law", "Rechtswissenschaft (Staatsexamen)"],
      ["political-science", "Politikwissenschaft (B.A.)", { duration: "6 Semester" }],
      ["communication-studies", "Publizistik- und Kommunikationswissenschaft (B.A.)", { duration: "6 Semester" }],
      ["psychology", "Psychologie (B.Sc.)", { duration: "6 Semester" }],
      ["business-administration", "Betriebswirtschaftslehre (B.Sc.)", { duration: "6 Semester" }],
      ["economics", "Volkswirtschaftslehre (B.Sc.)", { duration: "6 Semester" }],
      ["philosophy", "Philosophie (B.A.)", { duration: "6 Semester" }],
      ["history", "Geschichte (B.A.)", { duration: "6 Semester" }],
      ["computer-science", "Informatik (B.Sc.)", { duration: "6 Semester" }],
      ["mathematics", "Mathematik (B.Sc.)", { duration: "6 Semester" }],
      ["biology", "Biologie (B.Sc.)", { duration: "6 Semester" }],
      ["chemistry", "Chemie (B.Sc.)", { duration: "6 Semester" }],
      ["physics", "Physik (B.Sc.)", { duration: "6 Semester" }],
      ["geology", "Geologische Wissenschaften (B.Sc.)", { duration: "6 Semester" }],
      ["primary-education", "Grundschulpädagogik (B.A.)", { duration: "6 Semester" }],
    ]),
    ...offered("de-fu-berlin", "graduate", "de-fu-berlin-site", [
      ["political-science", "Politikwissenschaft (M.A.)", { duration: "4 Semester" }],
      ["international-relations", "Internationale Beziehungen (M.A.)", { duration: "4 Semester" }],
      ["communication-studies", "Publizistik- und Kommunikationswissenschaft (M.A.)", { duration: "4 Semester" }],
      ["communication-studies", "Medien und politische Kommunikation (M.A.)", { duration: "4 Semester" }],
      ["data-science", "Data Science (M.Sc.)", { duration: "4 Semester" }],
    ]),
    ...offered("de-tu-berlin", "bachelor", "de-tu-berlin-site", [
      ["mechanical-engineering", "Maschinenbau (B.Sc.)", { duration: "6 Semester" }],
      ["industrial-engineering", "Wirtschaftsingenieurwesen (B.Sc.)", { duration: "6 Semester" }],
      ["civil-engineering", "Bauingenieurwesen (B.Sc.)", { duration: "6 Semester" }],
      ["urban-planning", "Stadt- und Regionalplanung (B.Sc.)", { duration: "6 Semester" }],
      ["architecture", "Architektur (B.Sc.)", { duration: "6 Semester" }],
      ["computer-science", "Informatik (B.Sc.)", { duration: "6 Semester" }],
    ]),
    ...offered("de-tu-berlin", "graduate", "de-tu-berlin-site", [
      ["industrial-engineering", "Wirtschaftsingenieurwesen (M.Sc.)", { duration: "4 Semester" }],
      ["urban-planning", "Stadt- und Regionalplanung (M.Sc.)", { duration: "4 Semester" }],
    ]),
    ...offered("de-rwth", "bachelor", "de-rwth-site", [
      ["mechanical-engineering", "Maschinenbau (B.Sc.)", { duration: "7 Semester" }],
      ["electrical-engineering", "Elektrotechnik und Informationstechnik (B.Sc.)", { duration: "7 Semester" }],
      ["civil-engineering", "Bauingenieurwesen (B.Sc.)", { duration: "6 Semester" }],
      ["chemical-engineering", "Verfahrenstechnik (B.Sc.)", { duration: "7 Semester" }],
      ["industrial-engineering", "Wirtschaftsingenieurwesen (B.Sc.)", { duration: "7 Semester" }],
      ["computer-science", "Informatik (B.Sc.)", { duration: "6 Semester" }],
      ["mining-engineering", "Rohstoffingenieurwesen (B.Sc.)", { duration: "7 Semester" }],
      ["architecture", "Architektur (B.Sc.)", { duration: "6 Semester" }],
      ["mathematics", "Mathematik (B.Sc.)", { duration: "6 Semester" }],
      ["physics", "Physik (B.Sc.)", { duration: "6 Semester" }],
      ["chemistry", "Chemie (B.Sc.)", { duration: "6 Semester" }],
      ["biology", "Biologie (B.Sc.)", { duration: "6 Semester" }],
      ["medicine", "Medizin (Staatsexamen)"],
      ["business-administration", "Betriebswirtschaftslehre (B.Sc.)", { duration: "6 Semester" }],
    ]),
    ...offered("de-rwth", "graduate", "de-rwth-site", [
      ["data-science", "Data Science (M.Sc.)", { duration: "4 Semester" }],
      [
        "industrial-engineering",
        "Wirtschaftsingenieurwesen Fachrichtung Maschinenbau (M.Sc.)",
        { duration: "4 Semester" },
      ],
    ]),
    ...offered("de-kit", "bachelor", "de-kit-site", [
      ["mechanical-engineering", "Maschinenbau (B.Sc.)", { duration: "6 Semester" }],
      ["electrical-engineering", "Elektrotechnik und Informationstechnik (B.Sc.)", { duration: "6 Semester" }],
      ["civil-engineering", "Bauingenieurwesen (B.Sc.)", { duration: "6 Semester" }],
      ["chemical-engineering", "Chemieingenieurwesen und Verfahrenstechnik (B.Sc.)", { duration: "7 Semester" }],
      ["mechatronics-engineering", "Mechatronik und Informationstechnik (B.Sc.)", { duration: "6 Semester" }],
      ["industrial-engineering", "Wirtschaftsingenieurwesen (B.Sc.)", { duration: "6 Semester" }],
      ["computer-science", "Informatik (B.Sc.)", { duration: "6 Semester" }],
      ["mathematics", "Mathematik (B.Sc.)", { duration: "6 Semester" }],
      ["physics", "Physik (B.Sc.)", { duration: "6 Semester" }],
      ["chemistry", "Chemie (B.Sc.)", { duration: "6 Semester" }],
      ["biology", "Biologie (B.Sc.)", { duration: "6 Semester" }],
      ["architecture", "Architektur (B.Sc.)", { duration: "6 Semester" }],
      ["geology", "Angewandte Geowissenschaften (B.Sc.)", { duration: "6 Semester" }],
    ]),
    ...offered("de-kit", "graduate", "de-kit-site", [
      ["industrial-engineering", "Wirtschaftsingenieurwesen (M.Sc.)", { duration: "4 Semester" }],
    ]),
    ...offered("de-charite", "bachelor", "de-charite-site", [
      ["medicine", "Humanmedizin (Modellstudiengang, Staatsexamen)"],
      ["dentistry", "Zahnmedizin (Staatsexamen)"],
    ]),
    ...offered("de-uhh", "bachelor", "de-uhh-site", [
      ["medicine", "Medizin (Staatsexamen)"],
      ["law", "Rechtswissenschaft (Staatsexamen)"],
      ["political-science", "Politikwissenschaft (B.A.)", { duration: "6 Semester" }],
      ["journalism", "Journalistik und Kommunikationswissenschaft (B.A.)", { duration: "6 Semester" }],
      ["economics", "Volkswirtschaftslehre (B.Sc.)", { duration: "6 Semester" }],
      ["business-administration", "Betriebswirtschaftslehre (B.Sc.)", { duration: "6 Semester" }],
      ["psychology", "Psychologie (B.Sc.)", { duration: "6 Semester" }],
      ["sociology", "Soziologie (B.A.)", { duration: "6 Semester" }],
      ["theology", "Evangelische Theologie"],
      ["information-systems", "Wirtschaftsinformatik (B.Sc.)", { duration: "6 Semester" }],
      ["computer-science", "Informatik (B.Sc.)", { duration: "6 Semester" }],
      ["special-education", "Lehramt für Sonderpädagogik"],
    ]),
    ...offered("de-uhh", "graduate", "de-uhh-site", [
      ["political-science", "Politikwissenschaft (M.A.)", { duration: "4 Semester" }],
      ["political-science", "Master of Peace and Security Studies (M.P.S.)", { duration: "2 Semester" }],
      ["journalism", "Journalistik und Kommunikationswissenschaft (M.A.)", { duration: "4 Semester" }],
      ["criminology", "Internationale Kriminologie (M.A.)", { duration: "4 Semester" }],
    ]),
    ...offered("de-koeln", "bachelor", "de-koeln-site", [
      ["medicine", "Humanmedizin (Staatsexamen)"],
      ["law", "Rechtswissenschaft (Staatsexamen)"],
      ["business-administration", "Betriebswirtschaftslehre (B.Sc.)", { duration: "6 Semester" }],
      ["economics", "Volkswirtschaftslehre (B.Sc.)", { duration: "6 Semester" }],
      ["sociology", "Sozialwissenschaften (B.Sc.)", { duration: "6 Semester" }],
      ["psychology", "Psychologie (B.Sc.)", { duration: "6 Semester" }],
      ["special-education", "Lehramt für sonderpädagogische Förderung"],
    ]),
    ...offered("de-koeln", "graduate", "de-koeln-site", [
      ["health-services-administration", "Health Economics (M.Sc.)", { duration: "4 Semester" }],
      ["political-science", "Political Science (M.Sc.)", { duration: "4 Semester" }],
      ["information-systems", "Information Systems (M.Sc.)", { duration: "4 Semester" }],
      ["economics", "Economics (M.Sc.)", { duration: "4 Semester" }],
    ]),
    ...offered("de-frankfurt", "bachelor", "de-frankfurt-site", [
      ["medicine", "Humanmedizin (Staatsexamen)"],
      ["pharmacy", "Pharmazie (Staatsexamen)"],
      ["law", "Rechtswissenschaft (Staatsexamen)"],
      ["political-science", "Politikwissenschaft (B.A.)", { duration: "6 Semester" }],
      ["sociology", "Soziologie (B.A.)", { duration: "6 Semester" }],
      ["psychology", "Psychologie (B.Sc.)", { duration: "6 Semester" }],
      ["economics", "Wirtschaftswissenschaften (B.Sc.)", { duration: "6 Semester" }],
      ["theology", "Katholische Theologie"],
      ["theology", "Evangelische Theologie"],
      ["computer-science", "Informatik (B.Sc.)", { duration: "6 Semester" }],
    ]),
    ...offered("de-frankfurt", "graduate", "de-frankfurt-site", [
      ["political-science", "Politikwissenschaft (M.A.)", { duration: "4 Semester" }],
      [
        "international-relations",
        "Internationale Studien / Friedens- und Konfliktforschung (M.A.)",
        { duration: "4 Semester" },
      ],
      ["finance", "Money and Finance (M.Sc.)", { duration: "4 Semester" }],
    ]),
    ...offered("de-mannheim", "bachelor", "de-mannheim-site", [
      ["business-administration", "Betriebswirtschaftslehre (B.Sc.)", { duration: "6 Semester" }],
      ["economics", "Volkswirtschaftslehre (B.Sc.)", { duration: "6 Semester" }],
      ["information-systems", "Wirtschaftsinformatik (B.Sc.)", { duration: "6 Semester" }],
      ["political-science", "Politikwissenschaft (B.A.)", { duration: "6 Semester" }],
      ["sociology", "Soziologie (B.A.)", { duration: "6 Semester" }],
      ["psychology", "Psychologie (B.Sc.)", { duration: "6 Semester" }],
    ]),
    ...offered("de-mannheim", "graduate", "de-mannheim-site", [
      ["business-administration", "Mannheim Full-Time MBA", { duration: "12 Monate" }],
      ["political-science", "Political Science (M.A.)", { duration: "4 Semester" }],
      ["data-science", "Mannheim Master in Data Science (M.Sc.)", { duration: "4 Semester" }],
      ["information-systems", "Business Informatics (M.Sc.)", { duration: "4 Semester" }],
      ["economics", "Economics (M.Sc.)", { duration: "4 Semester" }],
    ]),
    ...offered("de-leipzig", "bachelor", "de-leipzig-site", [
      ["veterinary-medicine", "Veterinärmedizin (Staatsexamen)", { duration: "11 Semester" }],
      ["medicine", "Humanmedizin (Staatsexamen)"],
      ["law", "Rechtswissenschaft (Staatsexamen)"],
      ["communication-studies", "Kommunikations- und Medienwissenschaft (B.A.)", { duration: "6 Semester" }],
      ["political-science", "Politikwissenschaft (B.A.)", { duration: "6 Semester" }],
      ["sociology", "Soziologie (B.A.)", { duration: "6 Semester" }],
      ["psychology", "Psychologie (B.Sc.)", { duration: "6 Semester" }],
      ["sports-science", "Sportwissenschaft (B.Sc.)", { duration: "6 Semester" }],
      ["physical-education", "Lehramt Sport"],
      ["theology", "Evangelische Theologie"],
      ["special-education", "Lehramt Sonderpädagogik"],
    ]),
    ...offered("de-leipzig", "graduate", "de-leipzig-site", [
      ["journalism", "Journalismus (M.A.)", { duration: "4 Semester" }],
      ["political-science", "Politikwissenschaft (M.A.)", { duration: "4 Semester" }],
    ]),
    ...offered("de-tu-dortmund", "bachelor", "de-tu-dortmund-site", [
      ["urban-planning", "Raumplanung (B.Sc.)", { duration: "6 Semester" }],
      ["journalism", "Journalistik (B.A.)", { duration: "8 Semester" }],
      ["statistics", "Statistik (B.Sc.)", { duration: "6 Semester" }],
      ["special-education", "Rehabilitationspädagogik (B.A.)", { duration: "6 Semester" }],
      ["music-education", "Lehramt Musik"],
      ["mechanical-engineering", "Maschinenbau (B.Sc.)", { duration: "7 Semester" }],
      ["computer-science", "Informatik (B.Sc.)", { duration: "6 Semester" }],
    ]),
    ...offered("de-tu-dortmund", "graduate", "de-tu-dortmund-site", [
      ["urban-planning", "Raumplanung (M.Sc.)", { duration: "4 Semester" }],
      ["statistics", "Statistik (M.Sc.)", { duration: "4 Semester" }],
      ["data-science", "Data Science (M.Sc.)", { duration: "4 Semester" }],
    ]),
    ...offered("de-potsdam", "bachelor", "de-potsdam-site", [
      ["public-administration", "Politik, Verwaltung und Organisation (B.A.)", { duration: "6 Semester" }],
    ]),
    ...offered("de-potsdam", "graduate", "de-potsdam-site", [
      ["public-administration", "Verwaltungswissenschaft (M.A.)", { duration: "4 Semester" }],
    ]),
    ...offered("de-konstanz", "bachelor", "de-konstanz-site", [
      ["public-administration", "Politik- und Verwaltungswissenschaft (B.A.)", { duration: "6 Semester" }],
      ["political-science", "Politik- und Verwaltungswissenschaft (B.A.)", { duration: "6 Semester" }],
    ]),
    ...offered("de-konstanz", "graduate", "de-konstanz-site", [
      ["public-administration", "Politik- und Verwaltungswissenschaft (M.A.)", { duration: "4 Semester" }],
    ]),
    ...offered("de-bayreuth", "bachelor", "de-bayreuth-site", [
      ["health-services-administration", "Gesundheitsökonomie (B.Sc.)", { duration: "6 Semester" }],
    ]),
    ...offered("de-bayreuth", "graduate", "de-bayreuth-site", [
      ["health-services-administration", "Gesundheitsökonomie (M.Sc.)", { duration: "4 Semester" }],
    ]),
    ...offered("de-saarland", "bachelor", "de-saarland-site", [
      ["cybersecurity", "Cybersicherheit (B.Sc.)", { duration: "6 Semester" }],
    ]),
    ...offered("de-saarland", "graduate", "de-saarland-site", [
      ["cybersecurity", "Cybersecurity (M.Sc.)", { duration: "4 Semester" }],
    ]),
    ...offered("de-rub", "bachelor", "de-rub-site", [
      ["cybersecurity", "IT-Sicherheit/Informationstechnik (B.Sc.)", { duration: "7 Semester" }],
    ]),
    ...offered("de-rub", "graduate", "de-rub-site", [
      ["cybersecurity", "IT-Sicherheit/Netze und Systeme (M.Sc.)", { duration: "4 Semester" }],
    ]),
    ...offered("de-mainz", "bachelor", "de-mainz-site", [
      [
        "translation",
        "Sprache, Kultur, Translation (B.A.)",
        { duration: "6 Semester", url: "https://www.fb06.uni-mainz.de" },
      ],
    ]),
    ...offered("de-mainz", "graduate", "de-mainz-site", [
      ["translation", "Translation (M.A.)", { duration: "4 Semester", url: "https://www.fb06.uni-mainz.de" }],
      ["translation", "Konferenzdolmetschen (M.A.)", { duration: "4 Semester", url: "https://www.fb06.uni-mainz.de" }],
    ]),
    ...offered("de-tiho", "bachelor", "de-tiho-site", [
      ["veterinary-medicine", "Tiermedizin (Staatsexamen)", { duration: "11 Semester" }],
    ]),
    ...offered("de-giessen", "bachelor", "de-giessen-site", [
      ["veterinary-medicine", "Tiermedizin (Staatsexamen)", { duration: "11 Semester" }],
      ["agronomy", "Agrarwissenschaften (B.Sc.)", { duration: "6 Semester" }],
      ["nutrition", "Ökotrophologie (B.Sc.)", { duration: "6 Semester" }],
    ]),
    ...offered("de-dshs", "bachelor", "de-dshs-site", [
      ["sports-science", "Sport und Leistung (B.Sc.)", { duration: "6 Semester" }],
      ["physical-education", "Lehramt Sport"],
    ]),
    ...offered("de-udk", "bachelor", "de-udk-site", [
      ["music", "Musik (Bachelor of Music)", { duration: "8 Semester" }],
      ["music-education", "Musik (Lehramtsbezogener Bachelor)"],
      ["fine-arts", "Bildende Kunst"],
      ["graphic-design", "Visuelle Kommunikation"],
      ["theatre", "Schauspiel"],
    ]),
    ...offered("de-hmtm", "bachelor", "de-hmtm-site", [
      ["music", "Bachelor of Music (Instrumentalstudium)", { duration: "8 Semester" }],
      ["music-education", "Lehramt Musik an Gymnasien"],
    ]),
    ...offered("de-ash", "bachelor", "de-ash-site", [
      ["social-work", "Soziale Arbeit (B.A.)", { duration: "7 Semester" }],
      ["early-childhood-education", "Erziehung und Bildung im Kindesalter (B.A.)", { duration: "6 Semester" }],
      ["health-services-administration", "Gesundheits- und Pflegemanagement (B.Sc.)", { duration: "6 Semester" }],
    ]),
    ...offered("de-haw-hamburg", "bachelor", "de-haw-hamburg-site", [
      ["social-work", "Soziale Arbeit (B.A.)", { duration: "7 Semester" }],
      ["library-science", "Bibliotheks- und Informationsmanagement (B.A.)", { duration: "7 Semester" }],
      ["mechanical-engineering", "Maschinenbau und Produktion (B.Sc.)", { duration: "7 Semester" }],
      ["international-business", "International Business (B.Sc.)", { duration: "7 Semester" }],
    ]),
    ...offered("de-haw-hamburg", "graduate", "de-haw-hamburg-site", [
      ["international-business", "International Business (M.Sc.)", { duration: "3 Semester" }],
    ]),
    ...offered("de-pforzheim", "bachelor", "de-pforzheim-site", [
      ["international-business", "International Business (B.Sc.)", { duration: "7 Semester" }],
    ]),
    ...offered("de-htw-berlin", "bachelor", "de-htw-berlin-site", [
      ["international-business", "International Business (Bachelor)"],
    ]),
    ...offered("de-hm", "bachelor", "de-hm-site", [
      ["social-work", "Soziale Arbeit (B.A.)", { duration: "7 Semester" }],
      ["tourism", "Tourismus-Management (B.A.)", { duration: "7 Semester" }],
      ["hotel-management", "Hospitality Management (B.A.)", { duration: "7 Semester" }],
      ["business-administration", "Betriebswirtschaft (B.A.)", { duration: "7 Semester" }],
    ]),
    ...offered("de-frankfurt-uas", "bachelor", "de-frankfurt-uas-site", [
      ["social-work", "Soziale Arbeit (B.A.)", { duration: "7 Semester" }],
    ]),
    ...offered("de-frankfurt-uas", "graduate", "de-frankfurt-uas-site", [
      ["counselling", "Psychosoziale Beratung und Recht (M.A.)", { duration: "4 Semester" }],
    ]),
    ...offered("de-hs-fulda", "graduate", "de-hs-fulda-site", [
      ["counselling", "Psychosoziale Beratung und Therapie (M.A.)", { duration: "5 Semester", modality: "blended" }],
    ]),
    ...offered("de-eh-darmstadt", "graduate", "de-eh-darmstadt-site", [
      ["counselling", "Psychosoziale Beratung (M.A.)"],
    ]),
    ...offered("de-hwr-berlin", "bachelor", "de-hwr-berlin-site", [
      ["public-administration", "Öffentliche Verwaltung (B.A.)", { duration: "6 Semester" }],
      ["business-administration", "Betriebswirtschaftslehre (B.A.)", { duration: "6 Semester" }],
    ]),
    ...offered("de-esb-reutlingen", "bachelor", "de-esb-reutlingen-site", [
      ["international-business", "International Business (B.Sc.)", { duration: "7 Semester" }],
    ]),
    ...offered("de-hertie", "graduate", "de-hertie-site", [
      ["public-administration", "Master of Public Policy (MPP)", { duration: "2 years" }],
      ["international-relations", "Master of International Affairs (MIA)", { duration: "2 years" }],
    ]),
    ...offered("de-esmt", "graduate", "de-esmt-site", [
      ["business-administration", "Full-time MBA", { duration: "1 year" }],
    ]),
    ...offered("de-fs", "graduate", "de-fs-site", [
      ["finance", "Master of Finance", { duration: "4 Semester" }],
      ["business-administration", "Full-time MBA", { duration: "1 year" }],
    ]),
    ...offered("de-hdba", "bachelor", "de-hdba-site", [
      ["counselling", "Beratung für Bildung, Beruf und Beschäftigung (B.A.)", { duration: "7 Semester" }],
    ]),
    ...offered("de-bbs-bremervoerde", "technical", "de-bbs-bremervoerde-site", [
      ["pharmacy-technician", "Berufsfachschule Pharmazeutisch-technische Assistenz (PTA)", { duration: "2,5 Jahre" }],
    ]),
    ...offered("de-bbs2-aurich", "technical", "de-bbs2-aurich-site", [
      [
        "pharmacy-technician",
        "Berufsfachschule Pharmazeutisch-technische Assistenten (PTA)",
        { duration: "2,5 Jahre" },
      ],
    ]),
    ...offered("de-bbs-stadthagen", "technical", "de-bbs-stadthagen-site", [
      [
        "it-support-technician",
        "Fachinformatiker/in Systemintegration (duale Ausbildung, Berufsschule)",
        { duration: "3 Jahre" },
      ],
      [
        "automotive-mechanics",
        "Berufsfachschule dual – Technik, Schwerpunkt Kraftfahrzeugtechnik (1. Ausbildungsjahr Kfz-Mechatroniker/in)",
        { duration: "1 Jahr" },
      ],
    ]),
    ...offered("de-gfn", "technical", "de-gfn-site", [
      ["it-support-technician", "Umschulung Fachinformatiker/in für Systemintegration (IHK)", { duration: "2 Jahre" }],
    ]),
    ...offered("de-bs1-kempten", "technical", "de-bs1-kempten-site", [
      [
        "mechatronics-technician",
        "Staatliche Fachschule für Mechatroniktechnik (Staatlich geprüfte/r Techniker/in)",
        { duration: "2 Jahre" },
      ],
    ]),
    ...offered("de-wss-stuttgart", "technical", "de-wss-stuttgart-site", [
      [
        "mechatronics-technician",
        "Fachschule für Technik (Staatlich geprüfte/r Techniker/in), für Elektroniker/innen und Mechatroniker/innen",
        { duration: "2 Jahre" },
      ],
      [
        "electrical-technician",
        "Fachschule für Technik, Elektrotechnik (Staatlich geprüfte/r Techniker/in)",
        { duration: "2 Jahre" },
      ],
    ]),
    ...offered("de-bsz-horch", "technical", "de-bsz-horch-site", [
      [
        "automotive-mechanics",
        "Fachschule für Fahrzeugtechnik (Staatlich geprüfte/r Techniker/in)",
        { duration: "2 Jahre" },
      ],
    ]),
    ...offered("de-ts-landsberg", "technical", "de-ts-landsberg-site", [
      ["agricultural-technician", "Staatlich geprüfte/r Techniker/in für Landbau", { duration: "2 Jahre" }],
    ]),
    ...offered("de-fsa-guestrow", "technical", "de-fsa-guestrow-site", [
      [
        "agricultural-technician",
        "Staatlich geprüfte/r Agrarbetriebswirt/in, Fachrichtung Landwirtschaft",
        { duration: "3 Wintersemester" },
      ],
    ]),
    ...offered("de-hasso-von-hugo", "technical", "de-hasso-von-hugo-site", [
      ["makeup-artistry", "Ausbildung Maskenbildner/in"],
    ]),
  ],
};

/** The date of the pages read by the `VERIFIED_S27` pass. */
const VERIFIED_S27_ON = "2026-11-28";
/** A page read by the `VERIFIED_S27` pass (its id ends in `-s27`). */
const s27 = taggedPages("s27", VERIFIED_S27_ON);

/** The pages the session-27 verification pass read, one per row or per set of rows it bears out (see the header). */
const S27 = {
  bszHorch: s27(
    "de-bsz-horch-fahrzeugtechnik",
    "Berufliches Schulzentrum für Technik „August Horch“ Zwickau",
    "Die Techniker von morgen und die Technik von gestern (die Klasse FS 16 der Fachschule für Fahrzeugtechnik, mit dem Ziel des Abschlusses Staatlich geprüfter Techniker für Fahrzeugtechnik, im August Horch Museum), 8. März 2017",
    "https://www.bsz-technik.de/2017/03/08/techniker-von-morgen-und-technik-von-gestern/",
  ),
  tumMw: s27(
    "de-tum-maschinenwesen",
    "Technische Universität München",
    "Mechanical Engineering, Bachelor of Science (B.Sc.) (Maschinenwesen): 6 Semesters (Full Time)",
    "https://www.tum.de/en/studies/degree-programs/detail/mechanical-engineering-bachelor-of-science-bsc",
  ),
  kitMach: s27(
    "de-kit-maschinenbau",
    "Karlsruher Institut für Technologie, Studium und Lehre",
    "Maschinenbau / Mechanical Engineering, Bachelor of Science (B.Sc.): regular program length 6 semester",
    "https://sle.kit.edu/english/vorstudium/bachelor-mechanical-engineering.php",
  ),
  tuDoMach: s27(
    "de-tu-dortmund-maschinenbau",
    "Technische Universität Dortmund",
    "Mechanical Engineering, Master of Science (M.Sc.) (profiles of the Bachelor's program in Mechanical Engineering continued in the Master's)",
    "https://www.tu-dortmund.de/en/studies/degree-programs/msc-mechanical-engineering/",
  ),
  lmuVet: s27(
    "de-lmu-tiermedizin",
    "Ludwig-Maximilians-Universität München",
    "Sag zum Abschied leise Muh (das Studium der Tiermedizin an der Tierärztlichen Fakultät der LMU: das landwirtschaftliche Pflichtpraktikum am Lehr- und Versuchsgut), 17.09.2019",
    "https://www.lmu.de/de/die-lmu/struktur/zentrale-universitaetsverwaltung/kommunikation-und-presse/press-room/pressemitteilung/sag-zum-abschied-leise-muh.html",
  ),
  fuVet: s27(
    "de-fu-berlin-veterinaermedizin",
    "Freie Universität Berlin, Fachbereich Veterinärmedizin",
    "Zulassung Veterinärmedizin (Studienplatzvergabe Veterinärmedizin an der Freien Universität Berlin ab dem WS 2020/21)",
    "https://www.vetmed.fu-berlin.de/studium/studieninteressierte/zulassung-veterinaermedizin/index.html",
  ),
  leipzigVet: s27(
    "de-leipzig-veterinaermedizin",
    "Universität Leipzig, Veterinärmedizinische Fakultät",
    "Studiengang Veterinärmedizin (Staatsexamen): Abschluss Staatsexamen, Regelstudienzeit 11 Semester",
    "https://vetmed.uni-leipzig.de/studium/studiengang-veterinaermedizin-staatsexamen",
  ),
  tihoVet: s27(
    "de-tiho-tiermedizin",
    "Stiftung Tierärztliche Hochschule Hannover",
    "Tiermedizin studieren: Bewerbung auf ein höheres Fachsemester (Bewerbungszeitraum für das SS 2026)",
    "https://www.tiho-hannover.de/studium-lehre/fuer-studieninteressierte/tiermedizin-studieren/bewerbung-auf-ein-hoeheres-fachsemester",
  ),
  giessenVet: s27(
    "de-giessen-tiermedizin",
    "Justus-Liebig-Universität Gießen",
    "Veterinary Medicine (State Examination)",
    "https://www.uni-giessen.de/study/courses/stateexam/vetmed",
  ),
  lmuPol: s27(
    "de-lmu-politikwissenschaft-ba",
    "Ludwig-Maximilians-Universität München, Geschwister-Scholl-Institut für Politikwissenschaft",
    "Bachelor of Arts in Political Science (B.A.): a six semester Bachelor of Arts programme in political science",
    "https://www.en.gsi.uni-muenchen.de/studies/programmes/bachelor/index.html",
  ),
  heidelbergPol: s27(
    "de-heidelberg-politikwissenschaft-ba",
    "Universität Heidelberg",
    "Politikwissenschaft: Studienabschluss Bachelor of Arts, Regelstudienzeit 6 (75 %, 50 %, 25 %)",
    "https://www.uni-heidelberg.de/studium/interesse/faecher/polit_wiss.html",
  ),
  fuPol: s27(
    "de-fu-berlin-politikwissenschaft-ba",
    "Freie Universität Berlin",
    "Politikwissenschaft, Mono-Bachelor (Fachbereich Politik- und Sozialwissenschaften, Otto-Suhr-Institut für Politikwissenschaft)",
    "https://www.fu-berlin.de/studium/studienangebot/grundstaendige/politik_mono/index.html",
  ),
  uhhPol: s27(
    "de-uhh-politikwissenschaft-ba",
    "Universität Hamburg, Fakultät für Wirtschafts- und Sozialwissenschaften (Studienbüro Sozialwissenschaften)",
    "B.A.-Hauptfachstudiengang Politikwissenschaft: Abschluss Bachelor of Arts, Regelstudienzeit 6 Semester",
    "https://www.wiso.uni-hamburg.de/studienbuero-sozialwissenschaften/studiengaenge/ba-politikwissenschaft-hauptfach.html",
  ),
  frankfurtPol: s27(
    "de-frankfurt-politikwissenschaft-ba",
    "Goethe-Universität Frankfurt am Main",
    "Content & Structure B.A. Political Science Major (Study Regulations 2014): standard period of study 6 semesters",
    "https://www.goethe-university-frankfurt.de/120282633/Content___Structure_B_A__Political_Science_Major___Study_Regulations_2014",
  ),
  lmuPhil: s27(
    "de-lmu-philosophie-ba",
    "Ludwig-Maximilians-Universität München, Fakultät für Philosophie, Wissenschaftstheorie und Religionswissenschaft",
    "Bachelor in Philosophy (Philosophy major): Bachelor of Arts (B.A.), standard duration 6 semesters",
    "https://www.philosophie.lmu.de/en/study/degree-programs/bachelor-in-philosophy-philosophy-major/",
  ),
  heidelbergPhil: s27(
    "de-heidelberg-philosophie-ba",
    "Universität Heidelberg",
    "Philosophie sowie Philosophie/Ethik (Lehramt): Studienabschluss Bachelor of Arts, Regelstudienzeit 6",
    "https://www.uni-heidelberg.de/studium/interesse/faecher/philosophie.html",
  ),
  huPhil: s27(
    "de-hu-berlin-philosophie-ba",
    "Humboldt-Universität zu Berlin",
    "Philosophy: Bachelor of Arts (B.A.), standard time for completing course 6 semesters",
    "https://www.hu-berlin.de/en/studies/counselling/course-catalogue/programme-descriptions/philo",
  ),
  fuPhil: s27(
    "de-fu-berlin-philosophie-ba",
    "Freie Universität Berlin, Institut für Philosophie (Online-Self-Assessment)",
    "Philosophie (B.A.): Über das Studium",
    "https://www.osa.fu-berlin.de/philosophie/studium/ueber_das_studium/index.html",
  ),
  lmuMath: s27(
    "de-lmu-mathematik-bsc",
    "Fachschaft der LMU München (gaf.fs.lmu.de; a student body's page, not the university's)",
    "Mathematik Bachelor: B.Sc. Mathematik (Studiengangsseite des Mathematischen Instituts, Prüfungsordnung 2021)",
    "https://gaf.fs.lmu.de/rund-ums-studium/po-faq/mathe-ba?set_language=de",
  ),
  heidelbergMath: s27(
    "de-heidelberg-mathematik-bsc",
    "Universität Heidelberg, Fakultät für Mathematik und Informatik",
    "Bachelor Mathematics 100%: Bachelor of Science (B.Sc.), standard period of study 6 semesters",
    "https://www.mathinf.uni-heidelberg.de/en/studies/study-mathematics-in-heidelberg/bachelor-mathematics-100",
  ),
  huMath: s27(
    "de-hu-berlin-mathematik-bsc",
    "Humboldt-Universität zu Berlin, Mathematisch-Naturwissenschaftliche Fakultät (read in a copy on pdfslide.org)",
    "Fachspezifische Studienordnung für das Bachelorstudium im Fach Mathematik, Monostudiengang (in Kraft zum WS 2014/15)",
    "https://pdfslide.org/documents/fachspezifische-studienordnung-fr-das-bachelorstudium-im-mathematisch-naturwissenschaftliche.html",
  ),
  rwthMath: s27(
    "de-rwth-mathematik-bsc",
    "RWTH Aachen University, Fachgruppe Mathematik",
    "Mathematik Bachelor: Allgemeine Informationen (Abschluss Bachelor of Science, Regelstudienzeit 6 Semester)",
    "https://www.mathematik.rwth-aachen.de/cms/mathematik/Studium/Studiengaenge/Mathematik-Bachelor-/~caap/Allgemeine-Informationen/",
  ),
  kitMath: s27(
    "de-kit-mathematik-bsc",
    "Karlsruher Institut für Technologie, Studium und Lehre",
    "Mathematik / Mathematics, Bachelor of Science (B.Sc.): regular program length 6 semester",
    "https://www.sle.kit.edu/english/vorstudium/bachelor-mathematics.php",
  ),
};

/**
 * Session 27's verification pass (2026-11-28): the most-shown rows written without reading their page, each re-pointed to
 * a stored page that names the program at the institution and level (see the header). No row was withdrawn.
 */
const VERIFIED_S27: CatalogPass = {
  sources: Object.values(S27),
  reread: [
    {
      institution: "de-bsz-horch",
      career: "automotive-mechanics",
      level: "technical",
      source: S27.bszHorch.id,
      set: { duration: null },
    },
    { institution: "de-tum", career: "mechanical-engineering", level: "bachelor", source: S27.tumMw.id },
    { institution: "de-kit", career: "mechanical-engineering", level: "bachelor", source: S27.kitMach.id },
    {
      institution: "de-tu-dortmund",
      career: "mechanical-engineering",
      level: "bachelor",
      source: S27.tuDoMach.id,
      set: { duration: null },
    },
    {
      institution: "de-lmu",
      career: "veterinary-medicine",
      level: "bachelor",
      source: S27.lmuVet.id,
      set: { duration: null },
    },
    {
      institution: "de-fu-berlin",
      career: "veterinary-medicine",
      level: "bachelor",
      source: S27.fuVet.id,
      set: { duration: null },
    },
    { institution: "de-leipzig", career: "veterinary-medicine", level: "bachelor", source: S27.leipzigVet.id },
    {
      institution: "de-tiho",
      career: "veterinary-medicine",
      level: "bachelor",
      source: S27.tihoVet.id,
      set: { duration: null },
    },
    {
      institution: "de-giessen",
      career: "veterinary-medicine",
      level: "bachelor",
      source: S27.giessenVet.id,
      set: { duration: null },
    },
    { institution: "de-lmu", career: "political-science", level: "bachelor", source: S27.lmuPol.id },
    { institution: "de-heidelberg", career: "political-science", level: "bachelor", source: S27.heidelbergPol.id },
    {
      institution: "de-fu-berlin",
      career: "political-science",
      level: "bachelor",
      source: S27.fuPol.id,
      set: { duration: null },
    },
    { institution: "de-uhh", career: "political-science", level: "bachelor", source: S27.uhhPol.id },
    { institution: "de-frankfurt", career: "political-science", level: "bachelor", source: S27.frankfurtPol.id },
    { institution: "de-lmu", career: "philosophy", level: "bachelor", source: S27.lmuPhil.id },
    { institution: "de-heidelberg", career: "philosophy", level: "bachelor", source: S27.heidelbergPhil.id },
    { institution: "de-hu-berlin", career: "philosophy", level: "bachelor", source: S27.huPhil.id },
    {
      institution: "de-fu-berlin",
      career: "philosophy",
      level: "bachelor",
      source: S27.fuPhil.id,
      set: { duration: null },
    },
    {
      institution: "de-lmu",
      career: "mathematics",
      level: "bachelor",
      source: S27.lmuMath.id,
      set: { duration: null },
    },
    { institution: "de-heidelberg", career: "mathematics", level: "bachelor", source: S27.heidelbergMath.id },
    {
      institution: "de-hu-berlin",
      career: "mathematics",
      level: "bachelor",
      source: S27.huMath.id,
      set: { duration: null },
    },
    { institution: "de-rwth", career: "mathematics", level: "bachelor", source: S27.rwthMath.id },
    { institution: "de-kit", career: "mathematics", level: "bachelor", source: S27.kitMath.id },
  ],
  withdrawn: [],
};

export const CATALOG_DE: CountryCatalog = withPasses(FIRST_ROWS, ADDED, ADDED_28, VERIFIED_S27);
