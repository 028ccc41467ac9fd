/**
 * Where to study in FR: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 *
 * Levels in France: `bachelor` is the first degree (Licence, 3 ans; diplôme d'ingénieur, 5 ans;
 * BUT, 3 ans, for careers taught at university level; diplôme d'État d'assistant de service social,
 * 3 ans; médecine after PASS/L.AS; docteur vétérinaire, 6 ans); `graduate` is the Master (2 ans),
 * the MSc of the grandes écoles and the MBA; `technical` is the BUT (IUT, 3 ans) and BTS (2 ans) for
 * technical careers, the DEUST (2 ans), the titres professionnels of the AFPA and the RNCP
 * certifications of specialised schools.
 *
 * Rows written or reviewed on 2026-11-26 from knowledge of the institutions' published programs;
 * the DEUST Préparateur/Technicien en pharmacie (Université Paris Cité, Montpellier, Aix-Marseille),
 * ATMA's Maquilleur artistique certification and the Bachelor International Business were checked
 * against public pages found in the stored index; the rest was not re-read online.
 * Rows dated 2026-11-27 (the `ADDED` block: masters in tourism, statistics, MEEF anglais and Sciences et
 * génie de l'environnement, the AFPA's Monteur dépanneur frigoriste, the Diplôme d'État de professeur de
 * musique of the PSPBB and the Pôle Aliénor) were written from knowledge of the
 * institutions' published programs, without re-reading the pages online; check them before relying on them.
 * Also dated 2026-11-27 and written the same way: Grenoble's BUT Réseaux et Télécommunications, the
 * Lycée Raymond-Poincaré's BTS SIO, Paris 8's ATI master and the masters Intervention et développement
 * social of Lille and Rennes 2.
 * Rows to check first: fr-paris8 "Master Arts et technologies de l'image virtuelle (ATI)" (the master's
 * mention has been renamed over the years); fr-uga BUT R&T (a networks degree, listed for IT support).
 * Rows dated 2026-11-28 (the `ADDED_28` block) rest on stored copies of public pages found with the search
 * tools (no live page was read): the Inetop (Cnam) page on its master Psychologie, Toulouse – Jean Jaurès's
 * page on the master Psychologie de l'éducation et de la formation, Rennes's ISTIC page on the master
 * Informatique parcours Cybersécurité, the CRYPTIS pages of the Université de Limoges, France compétences'
 * RNCP sheet 36130 (Le Conservatoire du maquillage, replaced by RNCP39371), the Onisep page naming the école
 * Sophie Lecomte's RNCP make-up course, and news pages on the Institut de Soudure's welder training; the
 * EnsAD row (Cinéma d'animation) rests on knowledge of the school's published programs.
 * Rows of 2026-11-28 to check first: fr-sophie-lecomte (the school's website address, taken from its public
 * contact address, and the certification's current title); fr-institut-soudure (which centre runs the
 * welder course in the current intake); fr-unilim CRYPTIS (the parcours' current name).
 * Row added on 2026-11-28 in a second pass (the `ADDED_28B` block): the CAP Maintenance des véhicules, option
 * véhicules légers, of the CFA de la Ville de Belfort, read from a stored copy of the CFA's own page
 * (cfa.mairie-belfort.com). Check first: its duration (2 ans, the usual CAP length, not stated on the page read).
 * Rows added on 2026-11-28 in a third pass (the `ADDED_S24` block: bachelor-level cybersecurity) each rest on a stored
 * page found with the search tools (this machine has no internet access; none was re-read online): France
 * compétences' RNCP sheet 37473 (ESIEA's level-6 title "Grade Licence – Sciences et Ingénierie – Cybersécurité",
 * registered until 31 August 2026), and the ANSSI's SecNumedu label pages for two licences professionnelles: the
 * IUT d'Orsay's (Université Paris-Saclay) licence pro Administration et sécurité des systèmes et des réseaux, parcours
 * Sécurité des réseaux et des systèmes informatiques (label 17-032, valid to July 2020; page stored under http:// and
 * cited over https://), and the IUT2 Grenoble's (Université Grenoble Alpes) licence pro MI-ASSR (read in the ssi.rip
 * archive of the former ANSSI site, cited as such).
 * Check first: that ESIEA's title was renewed after August 2026 and its campus (Paris–Ivry or Laval); that the two
 * licences pro still run under these parcours names (both pages are of the SecNumedu label's first years).
 * Not added, for want of a stored page naming the program at an institution: a bachelor in nutrition (the BUT Génie
 * biologique parcours Diététique et nutrition was read of only in general terms, with no IUT named) and a bachelor in
 * health-services administration (only masters and a licence in sciences sanitaires et sociales, a social-work
 * degree, were found). EPITA's Bachelor en Sécurité du Numérique (RNCP 37708) was read but its registration ran to
 * 31 August 2025, so it was left out.
 * The `ADDED_S26` rows (dated 2026-11-28) rest on stored copies of public pages found with the search tools (this
 * machine has no internet access): a Monaco-Matin report of 4 September 2020, read in its PressReader copy (stored
 * under http://, cited over https://), on the start of term at the IUT Nice Côte d'Azur's Carrières sociales
 * department in Menton, which names the students of its licence professionnelle « Gestion des structures sanitaires
 * et sociales » starting their year; the row lists it under health-services administration at bachelor level (a
 * bac+3 licence pro training managers of health and social establishments). No official website of the university
 * was seen on a stored page, so the institution has none.
 * Check first: that the licence pro still runs in Menton under this title (the report is of 2020; licence pro titles
 * were renamed in the national nomenclature) and whether it has been folded into the BUT Carrières sociales parcours
 * « Coordination et gestion des établissements et services sanitaires et sociaux ».
 * Left out: a bachelor in nutrition (pages on the BUT Génie biologique parcours Diététique et nutrition were read,
 * e.g. the CFA FHP Nouvelle-Aquitaine's métier page, but none named an IUT that teaches it; a dietitian's site on
 * GitHub naming the IUT de Nancy looked like an unpublished template and was not used); the BUT Carrières sociales
 * parcours CGE3S (read of only in general terms, lemediasocial-emploi.fr, with no IUT named); the Université de
 * Bourgogne's licence pro Logistique hospitalière (IUT de Chalon-sur-Saône; hospital logistics rather than health
 * services administration); the masters in health management of Lorraine, Dauphine and Bourgogne (graduate level,
 * not the gap).
 * Session 27 (2026-11-28): no rows added; the search budget ran out first. Pages read: the CFA FHP Nouvelle-Aquitaine's
 * page on the BUT Génie biologique parcours Diététique et nutrition (again, no IUT named); the IUT de Périgueux's own
 * page reproducing a Sud-Ouest article on its 2015 open day and a France 3 report on the Génie biologique department of
 * the campus Périgord opening its BUT third year (neither names the Diététique parcours); a Wicri page on the history of
 * the IUT de Nancy's Biologie appliquée department; an EUCOR page on the Université de Strasbourg's Licence Sciences pour
 * la santé – Sciences sociales (social sciences applied to health, not health-services management). Left out: nutrition
 * (bachelor): no page that names an IUT teaching the Diététique et nutrition parcours (dietitians' portfolio sites in
 * public repositories name the IUT de Nancy but were not used, as before); health-services administration (bachelor): a
 * second licence pro or BUT CGE3S site was not found (Perpignan's licence pro PRISS and Paris 13/Paris Descartes's licence
 * pro Assistance sociale are social-work degrees).
 * Verification pass of 2026-11-28 (session 27, the `VERIFIED_S27` block): the rows readers see most that were written
 * without reading their page were looked up in stored copies of public pages (search tools only; no page was re-read
 * online). A length the page read does not state was taken out. Rows re-read, each now citing the page named: the DEUST
 * Préparateur/Technicien en pharmacie of Université Paris Cité (its page on the universitarisation of the training: a
 * two-year university training set up by the UFR de pharmacie with the ACPPP and ACPPAV), of the Université de Montpellier
 * (its catalogue's page: Faculty of Pharmacy, 2 years) and of Aix-Marseille Université (the Faculté de pharmacie's page
 * on the DEUST Pharmacy Preparer/Technician; length not stated, "2 ans" taken out).
 * Withdrawn: none. Searched and not re-read: the GARAC's BTS Maintenance des véhicules, option voitures particulières
 * (Le Parisien, 2020, VO News, 2018, Brèves de garage and J2R Auto, 2025, describe the school's offer "du bac pro au
 * diplôme d'ingénieur en passant par le BTS" without naming this BTS); ATMA's Maquilleur artistique: France compétences'
 * sheet RNCP35258 ("Maquilleur artistique", niveau 4, ACADEMIE DES TECHNIQUES DU MAQUILLAGE ARTISTIQUE, ATMA) was read
 * but left uncited, because its registration ran to 10 February 2024 and no renewal was seen (check first whether the
 * certification was renewed under another number). Not reached (the search budget ran out): the rows from the Licence
 * Mécanique (Sorbonne, Grenoble Alpes, Lyon 1) and INSA Lyon's Génie mécanique down the worklist, among them the four
 * écoles vétérinaires, science politique, philosophy, mathematics, music and all graduate rows.
 */
import type { CountryCatalog } from "../types";
import {
  type CatalogPass,
  institutionPage,
  institutionsOf,
  offered,
  sitedInstitutions,
  taggedPages,
  withPasses,
} from "./define";

const institution = sitedInstitutions("FR", { title: "Offre de formation (page officielle)", retrieved: "2026-11-26" });

const ALL = [
  institution("fr-sorbonne", "Sorbonne Université", "Paris", "public", "https://www.sorbonne-universite.fr"),
  institution(
    "fr-paris1",
    "Université Paris 1 Panthéon-Sorbonne",
    "Paris",
    "public",
    "https://www.pantheonsorbonne.fr",
  ),
  institution("fr-u-paris", "Université Paris Cité", "Paris", "public", "https://u-paris.fr"),
  institution("fr-sciencespo", "Sciences Po", "Paris", "public", "https://www.sciencespo.fr"),
  institution("fr-uga", "Université Grenoble Alpes", "Grenoble", "public", "https://www.univ-grenoble-alpes.fr"),
  institution("fr-grenoble-inp", "Grenoble INP – UGA", "Grenoble", "public", "https://www.grenoble-inp.fr"),
  institution("fr-lyon1", "Université Claude Bernard Lyon 1", "Villeurbanne", "public", "https://www.univ-lyon1.fr"),
  institution("fr-insa-lyon", "INSA Lyon", "Villeurbanne", "public", "https://www.insa-lyon.fr"),
  institution(
    "fr-paris-saclay",
    "Université Paris-Saclay",
    "Orsay",
    "public",
    "https://www.universite-paris-saclay.fr",
  ),
  institution("fr-ip-paris", "Institut Polytechnique de Paris", "Palaiseau", "public", "https://www.ip-paris.fr"),
  institution("fr-unistra", "Université de Strasbourg", "Strasbourg", "public", "https://www.unistra.fr"),
  institution("fr-icp", "Institut Catholique de Paris", "Paris", "private", "https://www.icp.fr"),
  institution("fr-umontpellier", "Université de Montpellier", "Montpellier", "public", "https://www.umontpellier.fr"),
  institution("fr-amu", "Aix-Marseille Université", "Marseille", "public", "https://www.univ-amu.fr"),
  institution("fr-dauphine", "Université Paris Dauphine – PSL", "Paris", "public", "https://dauphine.psl.eu"),
  institution("fr-lorraine", "Université de Lorraine", "Nancy", "public", "https://www.univ-lorraine.fr"),
  institution("fr-unicaen", "Université de Caen Normandie", "Caen", "public", "https://www.unicaen.fr"),
  institution(
    "fr-garac",
    "GARAC – École nationale des professions de l'automobile",
    "Argenteuil",
    "public",
    "https://www.garac.com",
  ),
  institution("fr-agroparistech", "AgroParisTech", "Palaiseau", "public", "https://www.agroparistech.fr"),
  institution(
    "fr-enva",
    "École nationale vétérinaire d'Alfort",
    "Maisons-Alfort",
    "public",
    "https://www.vet-alfort.fr",
  ),
  institution("fr-vetagro-sup", "VetAgro Sup", "Marcy-l'Étoile", "public", "https://www.vetagro-sup.fr"),
  institution("fr-oniris", "Oniris VetAgroBio Nantes", "Nantes", "public", "https://www.oniris-nantes.fr"),
  institution("fr-envt", "École nationale vétérinaire de Toulouse", "Toulouse", "public", "https://envt.fr"),
  institution(
    "fr-cnsmdp",
    "Conservatoire national supérieur de musique et de danse de Paris",
    "Paris",
    "public",
    "https://www.conservatoiredeparis.fr",
  ),
  institution(
    "fr-cnsmd-lyon",
    "Conservatoire national supérieur musique et danse de Lyon",
    "Lyon",
    "public",
    "https://www.cnsmd-lyon.fr",
  ),
  institution("fr-etsup", "ETSUP – École supérieure de travail social", "Paris", "private", "https://www.etsup.com"),
  institution("fr-gem", "Grenoble École de Management", "Grenoble", "private", "https://www.grenoble-em.com"),
  institution("fr-ieseg", "IÉSEG School of Management", "Lille", "private", "https://www.ieseg.fr"),
  institution("fr-skema", "SKEMA Business School", "Lille", "private", "https://www.skema.edu"),
  institution("fr-hec", "HEC Paris", "Jouy-en-Josas", "private", "https://www.hec.edu"),
  institution("fr-insead", "INSEAD", "Fontainebleau", "private", "https://www.insead.edu"),
  institution("fr-paul-bocuse", "Institut Paul Bocuse", "Écully", "private", "https://www.institutpaulbocuse.com"),
  institution(
    "fr-afpa",
    "Afpa – Agence nationale pour la formation professionnelle des adultes",
    "Montreuil",
    "public",
    "https://www.afpa.fr",
    "Formations et titres professionnels (page officielle)",
  ),
  institution(
    "fr-atma",
    "Académie des Techniques du Maquillage Artistique (ATMA)",
    "Marseille",
    "private",
    "https://www.atma-marseille.com",
    "Formations (page officielle)",
  ),
];

const ADDED_ON = "2026-11-27";
/** The source of a row added on 2026-11-27: the institution's official site. */
const added = (id: string) => `${id}-${ADDED_ON}`;
const ADDED_FROM = ["fr-paris1", "fr-sorbonne", "fr-uga", "fr-u-paris", "fr-afpa"];
const addedInstitution = sitedInstitutions("FR", {
  title: "Offre de formation (page officielle)",
  retrieved: ADDED_ON,
});
const NEW = [
  addedInstitution("fr-ut2j", "Université Toulouse – Jean Jaurès", "Toulouse", "public", "https://www.univ-tlse2.fr"),
  addedInstitution(
    "fr-pspbb",
    "Pôle supérieur d'enseignement artistique Paris Boulogne-Billancourt (PSPBB)",
    "Paris",
    "public",
    "https://www.pspbb.fr",
  ),
  addedInstitution(
    "fr-pole-alienor",
    "Pôle Aliénor (pôle d'enseignement supérieur de la musique et de la danse Poitiers-Tours)",
    "Poitiers",
    "public",
    "https://www.polealienor.eu",
  ),
  addedInstitution(
    "fr-enpc",
    "École nationale des ponts et chaussées (École des Ponts ParisTech)",
    "Champs-sur-Marne",
    "public",
    "https://ecoledesponts.fr",
  ),
  addedInstitution(
    "fr-paris8",
    "Université Paris 8 Vincennes-Saint-Denis",
    "Saint-Denis",
    "public",
    "https://www.univ-paris8.fr",
  ),
  addedInstitution("fr-ulille", "Université de Lille", "Lille", "public", "https://www.univ-lille.fr"),
  addedInstitution("fr-rennes2", "Université Rennes 2", "Rennes", "public", "https://www.univ-rennes2.fr"),
  addedInstitution(
    "fr-lycee-poincare-bar-le-duc",
    "Lycée Raymond-Poincaré",
    "Bar-le-Duc",
    "public",
    "https://sites.ac-nancy-metz.fr/lyc-poincare-bar-le-duc",
  ),
];

/** Rows added on 2026-11-27, written from knowledge of the institutions' published programs (see the header). */
const ADDED: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    ...ALL.filter((x) => ADDED_FROM.includes(x.institution.id)).map(({ institution: u }) =>
      institutionPage(added(u.id), u.name, "Offre de formation (page officielle)", u.website, ADDED_ON),
    ),
    ...NEW.map((x) => x.source),
  ],
  institutions: NEW.map((x) => x.institution),
  programs: [
    ...offered("fr-paris1", "graduate", added("fr-paris1"), [
      ["tourism", "Master Tourisme (IREST)", { duration: "2 ans" }],
    ]),
    ...offered("fr-ut2j", "graduate", "fr-ut2j-site", [["tourism", "Master Tourisme (ISTHIA)", { duration: "2 ans" }]]),
    ...offered("fr-sorbonne", "graduate", added("fr-sorbonne"), [
      ["statistics", "Master Mathématiques et applications, parcours Statistique", { duration: "2 ans" }],
      ["english-teaching", "Master MEEF second degré, parcours Anglais (INSPE de Paris)", { duration: "2 ans" }],
    ]),
    ...offered("fr-uga", "graduate", added("fr-uga"), [
      ["statistics", "Master Mathématiques appliquées, statistique", { duration: "2 ans" }],
      [
        "english-teaching",
        "Master MEEF second degré, parcours Anglais (INSPE de l'académie de Grenoble)",
        { duration: "2 ans" },
      ],
    ]),
    ...offered("fr-uga", "technical", added("fr-uga"), [
      ["it-support-technician", "BUT Réseaux et Télécommunications (IUT1 de Grenoble)", { duration: "3 ans" }],
    ]),
    ...offered("fr-lycee-poincare-bar-le-duc", "technical", "fr-lycee-poincare-bar-le-duc-site", [
      ["it-support-technician", "BTS Services informatiques aux organisations (SIO)", { duration: "2 ans" }],
    ]),
    ...offered("fr-paris8", "graduate", "fr-paris8-site", [
      ["animation", "Master Arts et technologies de l'image virtuelle (ATI)", { duration: "2 ans" }],
    ]),
    ...offered("fr-ulille", "graduate", "fr-ulille-site", [
      ["social-work", "Master Intervention et développement social", { duration: "2 ans" }],
    ]),
    ...offered("fr-rennes2", "graduate", "fr-rennes2-site", [
      [
        "social-work",
        "Master Intervention et développement social, parcours Chargé·e·s de projets collectifs et participatifs",
        { duration: "2 ans" },
      ],
    ]),
    ...offered("fr-u-paris", "graduate", added("fr-u-paris"), [
      ["environmental-engineering", "Master Sciences et génie de l'environnement", { duration: "2 ans" }],
    ]),
    ...offered("fr-enpc", "graduate", "fr-enpc-site", [
      [
        "environmental-engineering",
        "Master Sciences et génie de l'environnement (co-accrédité avec Université Paris Cité)",
        { duration: "2 ans" },
      ],
    ]),
    ...offered("fr-pspbb", "bachelor", "fr-pspbb-site", [
      ["music-education", "Diplôme d'État de professeur de musique", { duration: "3 ans" }],
    ]),
    ...offered("fr-pole-alienor", "bachelor", "fr-pole-alienor-site", [
      ["music-education", "Diplôme d'État de professeur de musique", { duration: "3 ans" }],
    ]),
    ...offered("fr-afpa", "technical", added("fr-afpa"), [
      ["refrigeration-air-conditioning", "Titre professionnel Monteur dépanneur frigoriste"],
    ]),
  ],
};

const ADDED_28_ON = "2026-11-28";
/** The source of a row added on 2026-11-28 for an institution already listed: its official site. */
const added28 = (id: string) => `${id}-${ADDED_28_ON}`;
const ADDED_28_FROM = ["fr-ut2j"];
const addedInstitution28 = sitedInstitutions("FR", {
  title: "Offre de formation (page officielle)",
  retrieved: ADDED_28_ON,
});
const NEW_28 = [
  addedInstitution28(
    "fr-conservatoire-maquillage",
    "Le Conservatoire du maquillage",
    "Paris",
    "private",
    "https://leconservatoiredumaquillage.fr",
    "Formations (page officielle)",
  ),
  addedInstitution28(
    "fr-sophie-lecomte",
    "École de maquillage artistique Sophie Lecomte",
    "Aix-en-Provence",
    "private",
    "https://www.sophie-lecomte.com",
    "Formations (page officielle)",
  ),
  addedInstitution28(
    "fr-cnam",
    "Conservatoire national des arts et métiers (Cnam) – Inetop",
    "Paris",
    "public",
    "https://inetop.cnam.fr",
  ),
  addedInstitution28("fr-univ-rennes", "Université de Rennes", "Rennes", "public", "https://www.univ-rennes.fr"),
  addedInstitution28("fr-unilim", "Université de Limoges", "Limoges", "public", "https://www.unilim.fr"),
  addedInstitution28(
    "fr-ensad",
    "École nationale supérieure des Arts Décoratifs (EnsAD)",
    "Paris",
    "public",
    "https://www.ensad.fr",
  ),
  addedInstitution28(
    "fr-institut-soudure",
    "Institut de Soudure",
    "Villepinte",
    "private",
    "https://www.isgroupe.com",
    "Formation (page officielle)",
  ),
];

/** Rows added on 2026-11-28, read from stored copies of public pages or from knowledge (see the header). */
const ADDED_28: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    ...[...ALL, ...NEW]
      .filter((x) => ADDED_28_FROM.includes(x.institution.id))
      .map(({ institution: u }) =>
        institutionPage(added28(u.id), u.name, "Offre de formation (page officielle)", u.website, ADDED_28_ON),
      ),
    ...NEW_28.map((x) => x.source),
  ],
  institutions: NEW_28.map((x) => x.institution),
  programs: [
    ...offered("fr-conservatoire-maquillage", "technical", "fr-conservatoire-maquillage-site", [
      [
        "makeup-artistry",
        "Maquilleur artistique professionnel (certification RNCP, niveau 4)",
        { url: "https://www.francecompetences.fr/recherche/rncp/36130/" },
      ],
    ]),
    ...offered("fr-sophie-lecomte", "technical", "fr-sophie-lecomte-site", [
      ["makeup-artistry", "Maquilleur artistique (formation certifiée RNCP)", { duration: "2 ans" }],
    ]),
    ...offered("fr-cnam", "graduate", "fr-cnam-site", [
      [
        "counselling",
        "Master Psychologie, parcours Psychologie de l'orientation et du conseil (Inetop)",
        {
          duration: "2 ans",
          url: "https://inetop.cnam.fr/inetop-travail-et-orientation-professionnelle--1433139.kjsp?RH=inetop",
        },
      ],
    ]),
    ...offered("fr-ut2j", "graduate", added28("fr-ut2j"), [
      [
        "counselling",
        "Master Psychologie de l'éducation et de la formation",
        {
          duration: "2 ans",
          url: "https://www.univ-tlse2.fr/accueil/navigation/formation-insertion/decouvrir-nos-formations/mention-psychologie-de-l-education-et-de-la-formation-427905.kjsp",
        },
      ],
    ]),
    ...offered("fr-univ-rennes", "graduate", "fr-univ-rennes-site", [
      [
        "cybersecurity",
        "Master Informatique, parcours Cybersécurité (ISTIC)",
        { duration: "2 ans", url: "https://istic.univ-rennes1.fr/master-informatique-parcours-cybersecurite-an1" },
      ],
    ]),
    ...offered("fr-unilim", "graduate", "fr-unilim-site", [
      ["cybersecurity", "Master Informatique, parcours Sécurité informatique (CRYPTIS)", { duration: "2 ans" }],
    ]),
    ...offered("fr-ensad", "graduate", "fr-ensad-site", [
      [
        "animation",
        "Diplôme de l'EnsAD conférant le grade de master, secteur Cinéma d'animation",
        { duration: "5 ans" },
      ],
    ]),
    ...offered("fr-institut-soudure", "technical", "fr-institut-soudure-site", [
      [
        "welding-technology",
        "Formation de soudeur (qualification de soudeur, centres de formation de l'Institut de Soudure)",
      ],
    ]),
  ],
};

/** Rows added on 2026-11-28 in a second pass (see the header): read from a stored copy of the institution's page. */
const ADDED_28B: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "fr-cfa-belfort-cap-mv",
      "CFA de la Ville de Belfort",
      "CAP Maintenance des véhicules, option véhicules légers (page de la formation)",
      "https://cfa.mairie-belfort.com/index.php/nos-formations/metiers-de-l-automobile/maintenance-vehicules-particulier-cap",
      ADDED_28_ON,
    ),
  ],
  institutions: [
    {
      id: "fr-cfa-belfort",
      country: "FR",
      name: "Centre de formation d'apprentis (CFA) de la Ville de Belfort",
      city: "Belfort",
      kind: "public",
      website: "https://cfa.mairie-belfort.com",
      source: "fr-cfa-belfort-cap-mv",
    },
  ],
  programs: [
    ...offered("fr-cfa-belfort", "technical", "fr-cfa-belfort-cap-mv", [
      [
        "automotive-mechanics",
        "CAP Maintenance des véhicules, option véhicules légers (apprentissage)",
        { duration: "2 ans" },
      ],
    ]),
  ],
};

/**
 * Rows added on 2026-11-28 in a third pass (see the header): read from stored copies of registry pages (France
 * compétences' RNCP, the ANSSI's SecNumedu label list).
 */
const S24_ON = "2026-11-28";
const registryS24 = (id: string, publisher: string, title: string, url: string) => ({
  id: `${id}-s24`,
  publisher,
  title,
  url,
  licence: "Information publique (fiche du répertoire ou du label, citée pour le nom, le niveau et le lieu)",
  retrieved: S24_ON,
  kind: "registry" as const,
});
const ADDED_S24: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    registryS24(
      "fr-esiea-rncp37473",
      "France compétences",
      "RNCP 37473 : Grade Licence – Sciences et Ingénierie – Cybersécurité (ESIEA), niveau 6",
      "https://francecompetences.fr/recherche/rncp/37473",
    ),
    registryS24(
      "fr-paris-saclay-lp-assr",
      "ANSSI (SecNumedu)",
      "Licence professionnelle métiers de l'informatique : Administration et Sécurité des Systèmes et des Réseaux, parcours Sécurité des Réseaux et des Systèmes Informatique (IUT d'Orsay), label 17-032",
      "https://www.ssi.gouv.fr/particulier/formations/secnumedu/formations-labellisees-secnumedu/licence-professionnelle-metiers-de-linformatique-administration-et-securite-des-systemes-et-des-reseaux-parcours-securite-des-reseaux-et-des-systemes-informatique/",
    ),
    registryS24(
      "fr-uga-lp-assr",
      "ANSSI (SecNumedu), archive ssi.rip de l'ancien site",
      "Licence professionnelle Métiers de l'informatique (MI), mention Administration et sécurité des systèmes et des réseaux (ASSR), IUT2 Grenoble",
      "https://ssi.rip/particulier/formations/secnumedu/formations-labellisees-secnumedu/licence-professionnelle-metiers-de-linformatique-mi-mention-administration-et-securite-des-systemes-et-des-reseaux-assr/index.html",
    ),
  ],
  institutions: [
    {
      id: "fr-esiea",
      country: "FR",
      name: "ESIEA (École supérieure d'informatique, électronique, automatique)",
      city: "Paris",
      kind: "private",
      website: "https://www.esiea.fr",
      source: "fr-esiea-rncp37473-s24",
    },
  ],
  programs: [
    ...offered("fr-esiea", "bachelor", "fr-esiea-rncp37473-s24", [
      ["cybersecurity", "Sciences et Ingénierie – Cybersécurité (titre RNCP 37473, niveau 6, grade de licence)"],
    ]),
    ...offered("fr-paris-saclay", "bachelor", "fr-paris-saclay-lp-assr-s24", [
      [
        "cybersecurity",
        "Licence professionnelle Administration et sécurité des systèmes et des réseaux, parcours Sécurité des réseaux et des systèmes informatiques (IUT d'Orsay)",
      ],
    ]),
    ...offered("fr-uga", "bachelor", "fr-uga-lp-assr-s24", [
      [
        "cybersecurity",
        "Licence professionnelle Métiers de l'informatique : administration et sécurité des systèmes et des réseaux (MI-ASSR, IUT2 Grenoble)",
      ],
    ]),
  ],
};

/** The date of the rows in `ADDED_S26`. */
const ADDED_S26_ON = "2026-11-28";
/** Rows added on 2026-11-28 in a fourth pass, each resting on a stored copy of a public page (see the header). */
const ADDED_S26: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "fr-uca-lp-gsss-monacomatin-2026-11-28",
      "Monaco-Matin (copie PressReader)",
      "Dernier jour de rentrée pour l'IUT Carrières sociales (Menton, 4 septembre 2020 : rentrée de la licence pro « Gestion des structures sanitaires et sociales »)",
      "https://www.pressreader.com/monaco/monaco-matin/20200904/281655372471684",
      ADDED_S26_ON,
    ),
  ],
  institutions: [
    institutionsOf("FR")(
      "fr-univ-cotedazur",
      "Université Côte d'Azur (IUT Nice Côte d'Azur, département Carrières sociales)",
      "Menton",
      "public",
      undefined, // no official website seen on a stored page: the report links the news page the row rests on
      "fr-uca-lp-gsss-monacomatin-2026-11-28",
    ),
  ],
  programs: [
    ...offered("fr-univ-cotedazur", "bachelor", "fr-uca-lp-gsss-monacomatin-2026-11-28", [
      [
        "health-services-administration",
        "Licence professionnelle Gestion des structures sanitaires et sociales (IUT Nice Côte d'Azur, Menton)",
      ],
    ]),
  ],
};

/** The first rows of the catalog; later passes are appended below. */
const FIRST_ROWS: CountryCatalog = {
  country: "FR",
  sources: [...ALL.map((x) => x.source)],
  institutions: [...ALL.map((x) => x.institution)],
  programs: [
    ...offered("fr-sorbonne", "bachelor", "fr-sorbonne-site", [
      ["medicine", "Médecine (PASS ou L.AS, puis études de santé)"],
      ["literature", "Licence Lettres modernes", { duration: "3 ans" }],
      ["history", "Licence Histoire", { duration: "3 ans" }],
      ["philosophy", "Licence Philosophie", { duration: "3 ans" }],
      ["music", "Licence Musicologie", { duration: "3 ans" }],
      ["mathematics", "Licence Mathématiques", { duration: "3 ans" }],
      ["physics", "Licence Physique", { duration: "3 ans" }],
      ["chemistry", "Licence Chimie", { duration: "3 ans" }],
      ["biology", "Licence Sciences de la vie", { duration: "3 ans" }],
      ["geology", "Licence Sciences de la Terre", { duration: "3 ans" }],
      ["computer-science", "Licence Informatique", { duration: "3 ans" }],
      ["mechanical-engineering", "Licence Mécanique", { duration: "3 ans" }],
    ]),
    ...offered("fr-sorbonne", "graduate", "fr-sorbonne-site", [
      [
        "data-science",
        "Master Informatique, parcours Données, apprentissage et connaissances (DAC)",
        { duration: "2 ans" },
      ],
    ]),
    ...offered("fr-paris1", "bachelor", "fr-paris1-site", [
      ["law", "Licence Droit", { duration: "3 ans" }],
      ["economics", "Licence Économie", { duration: "3 ans" }],
      ["business-administration", "Licence Gestion", { duration: "3 ans" }],
      ["public-administration", "Licence Administration économique et sociale (AES)", { duration: "3 ans" }],
      ["political-science", "Licence Science politique", { duration: "3 ans" }],
      ["history", "Licence Histoire", { duration: "3 ans" }],
      ["philosophy", "Licence Philosophie", { duration: "3 ans" }],
      ["fine-arts", "Licence Arts plastiques", { duration: "3 ans" }],
      ["film", "Licence Cinéma", { duration: "3 ans" }],
    ]),
    ...offered("fr-paris1", "graduate", "fr-paris1-site", [
      ["political-science", "Master Science politique", { duration: "2 ans" }],
      ["international-relations", "Master Relations internationales", { duration: "2 ans" }],
      ["economics", "Master Économie", { duration: "2 ans" }],
    ]),
    ...offered("fr-u-paris", "bachelor", "fr-u-paris-site", [
      ["medicine", "Médecine (PASS ou L.AS, puis études de santé)"],
      ["dentistry", "Odontologie (PASS ou L.AS, puis études de santé)"],
      ["pharmacy", "Pharmacie (PASS ou L.AS, puis études de santé)"],
      ["psychology", "Licence Psychologie", { duration: "3 ans" }],
      ["sociology", "Licence Sociologie", { duration: "3 ans" }],
      ["anthropology", "Licence Anthropologie", { duration: "3 ans" }],
      ["history", "Licence Histoire", { duration: "3 ans" }],
      ["literature", "Licence Lettres", { duration: "3 ans" }],
      ["modern-languages", "Licence Langues étrangères appliquées (LEA)", { duration: "3 ans" }],
      ["computer-science", "Licence Informatique", { duration: "3 ans" }],
      ["mathematics", "Licence Mathématiques", { duration: "3 ans" }],
      ["physics", "Licence Physique", { duration: "3 ans" }],
      ["chemistry", "Licence Chimie", { duration: "3 ans" }],
      ["biology", "Licence Sciences de la vie", { duration: "3 ans" }],
      ["geology", "Licence Sciences de la Terre", { duration: "3 ans" }],
      ["law", "Licence Droit", { duration: "3 ans" }],
      ["economics", "Licence Économie", { duration: "3 ans" }],
      ["social-work", "BUT Carrières sociales (IUT de Paris – Rives de Seine)", { duration: "3 ans" }],
    ]),
    ...offered("fr-u-paris", "technical", "fr-u-paris-site", [
      [
        "pharmacy-technician",
        "DEUST Préparateur/Technicien en pharmacie",
        {
          duration: "2 ans",
          url: "https://u-paris.fr/sante/universitarisation-de-la-formation-des-preparateurs-en-pharmacie",
        },
      ],
      ["programming-technician", "BUT Informatique (IUT de Paris – Rives de Seine)", { duration: "3 ans" }],
    ]),
    ...offered("fr-sciencespo", "bachelor", "fr-sciencespo-site", [
      [
        "political-science",
        "Collège universitaire, Bachelor of Arts (sciences sociales et politiques)",
        { duration: "3 ans" },
      ],
      [
        "international-relations",
        "Collège universitaire, Bachelor of Arts (sciences sociales et politiques)",
        { duration: "3 ans" },
      ],
    ]),
    ...offered("fr-sciencespo", "graduate", "fr-sciencespo-site", [
      ["political-science", "Master Science politique", { duration: "2 ans" }],
      ["public-administration", "Master in Public Policy (Politiques publiques)", { duration: "2 ans" }],
      ["international-relations", "Master International Security", { duration: "2 ans" }],
      ["journalism", "Master Journalisme", { duration: "2 ans" }],
      ["urban-planning", "Master Governing the Large Metropolis", { duration: "2 ans" }],
    ]),
    ...offered("fr-uga", "bachelor", "fr-uga-site", [
      ["medicine", "Médecine (PASS ou L.AS, puis études de santé)"],
      ["pharmacy", "Pharmacie (PASS ou L.AS, puis études de santé)"],
      ["computer-science", "Licence Informatique", { duration: "3 ans" }],
      ["mathematics", "Licence Mathématiques", { duration: "3 ans" }],
      ["physics", "Licence Physique", { duration: "3 ans" }],
      ["chemistry", "Licence Chimie", { duration: "3 ans" }],
      ["biology", "Licence Sciences de la vie", { duration: "3 ans" }],
      ["geology", "Licence Sciences de la Terre", { duration: "3 ans" }],
      ["mechanical-engineering", "Licence Mécanique", { duration: "3 ans" }],
      ["law", "Licence Droit", { duration: "3 ans" }],
      ["economics", "Licence Économie et gestion", { duration: "3 ans" }],
      ["public-administration", "Licence Administration économique et sociale (AES)", { duration: "3 ans" }],
      ["psychology", "Licence Psychologie", { duration: "3 ans" }],
      ["sociology", "Licence Sociologie", { duration: "3 ans" }],
      ["history", "Licence Histoire", { duration: "3 ans" }],
      ["philosophy", "Licence Philosophie", { duration: "3 ans" }],
      ["literature", "Licence Lettres modernes", { duration: "3 ans" }],
      ["modern-languages", "Licence Langues étrangères appliquées (LEA)", { duration: "3 ans" }],
      ["sports-science", "Licence STAPS", { duration: "3 ans" }],
      ["physical-education", "Licence STAPS, parcours Éducation et motricité", { duration: "3 ans" }],
      ["social-work", "BUT Carrières sociales (IUT2 Grenoble)", { duration: "3 ans" }],
    ]),
    ...offered("fr-uga", "technical", "fr-uga-site", [
      ["electrical-technician", "BUT Génie électrique et informatique industrielle (GEII)", { duration: "3 ans" }],
      ["construction-technician", "BUT Génie civil – Construction durable", { duration: "3 ans" }],
      ["network-technician", "BUT Réseaux et télécommunications", { duration: "3 ans" }],
      ["programming-technician", "BUT Informatique", { duration: "3 ans" }],
      ["laboratory-technician", "BUT Chimie", { duration: "3 ans" }],
      ["accounting-technician", "BUT Gestion des entreprises et des administrations (GEA)", { duration: "3 ans" }],
      ["sales-technician", "BUT Techniques de commercialisation", { duration: "3 ans" }],
    ]),
    ...offered("fr-uga", "graduate", "fr-uga-site", [
      ["political-science", "Master Science politique (Sciences Po Grenoble – UGA)", { duration: "2 ans" }],
      ["industrial-engineering", "Master Génie industriel", { duration: "2 ans" }],
    ]),
    ...offered("fr-grenoble-inp", "bachelor", "fr-grenoble-inp-site", [
      [
        "industrial-engineering",
        "Diplôme d'ingénieur Grenoble INP – Génie industriel",
        { duration: "3 ans après une classe préparatoire" },
      ],
    ]),
    ...offered("fr-lyon1", "bachelor", "fr-lyon1-site", [
      ["medicine", "Médecine (PASS ou L.AS, puis études de santé)"],
      ["sports-science", "Licence STAPS", { duration: "3 ans" }],
      ["physical-education", "Licence STAPS, parcours Éducation et motricité", { duration: "3 ans" }],
      ["mechanical-engineering", "Licence Mécanique", { duration: "3 ans" }],
    ]),
    ...offered("fr-lyon1", "technical", "fr-lyon1-site", [
      ["electrical-technician", "BUT Génie électrique et informatique industrielle (GEII)", { duration: "3 ans" }],
      ["programming-technician", "BUT Informatique", { duration: "3 ans" }],
      ["laboratory-technician", "BUT Génie biologique", { duration: "3 ans" }],
      ["construction-technician", "BUT Génie civil – Construction durable", { duration: "3 ans" }],
    ]),
    ...offered("fr-insa-lyon", "bachelor", "fr-insa-lyon-site", [
      ["civil-engineering", "Diplôme d'ingénieur INSA, Génie civil et urbanisme", { duration: "5 ans" }],
      ["mechanical-engineering", "Diplôme d'ingénieur INSA, Génie mécanique", { duration: "5 ans" }],
      ["electrical-engineering", "Diplôme d'ingénieur INSA, Génie électrique", { duration: "5 ans" }],
      ["industrial-engineering", "Diplôme d'ingénieur INSA, Génie industriel", { duration: "5 ans" }],
      ["computer-science", "Diplôme d'ingénieur INSA, Informatique", { duration: "5 ans" }],
      [
        "telecommunications-engineering",
        "Diplôme d'ingénieur INSA, Télécommunications, services et usages",
        { duration: "5 ans" },
      ],
    ]),
    ...offered("fr-paris-saclay", "graduate", "fr-paris-saclay-site", [
      ["industrial-engineering", "Master Génie industriel", { duration: "2 ans" }],
    ]),
    ...offered("fr-ip-paris", "graduate", "fr-ip-paris-site", [
      ["data-science", "Master Data Science", { duration: "2 ans" }],
    ]),
    ...offered("fr-unistra", "bachelor", "fr-unistra-site", [
      ["theology", "Licence Théologie catholique", { duration: "3 ans" }],
      ["theology", "Licence Théologie protestante", { duration: "3 ans" }],
    ]),
    ...offered("fr-icp", "bachelor", "fr-icp-site", [["theology", "Licence de théologie", { duration: "3 ans" }]]),
    ...offered("fr-umontpellier", "technical", "fr-umontpellier-site", [
      ["pharmacy-technician", "DEUST Préparateur/Technicien en pharmacie", { duration: "2 ans" }],
    ]),
    ...offered("fr-umontpellier", "bachelor", "fr-umontpellier-site", [
      [
        "public-administration",
        "Licence Administration publique (IPAG, 3e année)",
        { duration: "1 an après un bac+2" },
      ],
    ]),
    ...offered("fr-umontpellier", "graduate", "fr-umontpellier-site", [
      ["public-administration", "Master Administration publique (IPAG)", { duration: "2 ans" }],
    ]),
    ...offered("fr-dauphine", "graduate", "fr-dauphine-site", [
      ["health-services-administration", "Master Économie et gestion de la santé", { duration: "2 ans" }],
    ]),
    ...offered("fr-lorraine", "graduate", "fr-lorraine-site", [
      [
        "health-services-administration",
        "Master Management des organisations du secteur sanitaire et social (MOSSS)",
        { duration: "2 ans" },
      ],
    ]),
    ...offered("fr-unicaen", "graduate", "fr-unicaen-site", [
      [
        "health-services-administration",
        "Master Santé, parcours Management des activités de santé",
        {
          duration: "2 ans",
          modality: "distance",
          url: "https://ufr-sante.unicaen.fr/formations/masters/master-sante-parcours-management-des-activites-de-sante/",
        },
      ],
    ]),
    ...offered("fr-garac", "technical", "fr-garac-site", [
      ["automotive-mechanics", "BTS Maintenance des véhicules, option voitures particulières", { duration: "2 ans" }],
    ]),
    ...offered("fr-amu", "technical", "fr-amu-site", [
      ["pharmacy-technician", "DEUST Préparateur/Technicien en pharmacie", { duration: "2 ans" }],
    ]),
    ...offered("fr-agroparistech", "bachelor", "fr-agroparistech-site", [
      [
        "agronomy",
        "Diplôme d'ingénieur AgroParisTech (ingénieur agronome)",
        { duration: "3 ans après une classe préparatoire" },
      ],
    ]),
    ...offered("fr-enva", "bachelor", "fr-enva-site", [
      ["veterinary-medicine", "Diplôme d'État de docteur vétérinaire", { duration: "6 ans" }],
    ]),
    ...offered("fr-vetagro-sup", "bachelor", "fr-vetagro-sup-site", [
      ["veterinary-medicine", "Diplôme d'État de docteur vétérinaire", { duration: "6 ans" }],
    ]),
    ...offered("fr-oniris", "bachelor", "fr-oniris-site", [
      ["veterinary-medicine", "Diplôme d'État de docteur vétérinaire", { duration: "6 ans" }],
    ]),
    ...offered("fr-envt", "bachelor", "fr-envt-site", [
      ["veterinary-medicine", "Diplôme d'État de docteur vétérinaire", { duration: "6 ans" }],
    ]),
    ...offered("fr-cnsmdp", "bachelor", "fr-cnsmdp-site", [
      ["music", "Diplôme national supérieur professionnel de musicien (DNSPM), premier cycle", { duration: "3 ans" }],
    ]),
    ...offered("fr-cnsmd-lyon", "bachelor", "fr-cnsmd-lyon-site", [
      ["music", "Diplôme national supérieur professionnel de musicien (DNSPM), premier cycle", { duration: "3 ans" }],
    ]),
    ...offered("fr-etsup", "bachelor", "fr-etsup-site", [
      ["social-work", "Diplôme d'État d'assistant de service social (DEASS)", { duration: "3 ans" }],
    ]),
    ...offered("fr-gem", "bachelor", "fr-gem-site", [
      ["international-business", "Bachelor in International Business", { duration: "4 ans" }],
    ]),
    ...offered("fr-gem", "graduate", "fr-gem-site", [
      ["international-business", "MSc International Business", { duration: "1 à 2 ans" }],
    ]),
    ...offered("fr-ieseg", "bachelor", "fr-ieseg-site", [
      ["international-business", "Bachelor in International Business", { duration: "3 ans" }],
    ]),
    ...offered("fr-skema", "graduate", "fr-skema-site", [
      ["international-business", "MSc International Business", { duration: "1 à 2 ans" }],
    ]),
    ...offered("fr-hec", "graduate", "fr-hec-site", [["business-administration", "MBA", { duration: "16 mois" }]]),
    ...offered("fr-insead", "graduate", "fr-insead-site", [
      ["business-administration", "MBA", { duration: "10 mois" }],
    ]),
    ...offered("fr-paul-bocuse", "technical", "fr-paul-bocuse-site", [
      ["culinary-arts", "Bachelor en Arts Culinaires", { duration: "3 ans" }],
    ]),
    ...offered("fr-paul-bocuse", "bachelor", "fr-paul-bocuse-site", [
      [
        "hotel-management",
        "Bachelor en Management International de l'Hôtellerie et de la Restauration",
        { duration: "3 ans" },
      ],
    ]),
    ...offered("fr-afpa", "technical", "fr-afpa-site", [
      ["it-support-technician", "Titre professionnel Technicien d'assistance en informatique"],
      ["network-technician", "Titre professionnel Technicien supérieur systèmes et réseaux"],
      ["electrical-technician", "Titre professionnel Électricien d'équipement du bâtiment"],
      ["welding-technology", "Titre professionnel Soudeur assembleur industriel"],
      ["culinary-arts", "Titre professionnel Cuisinier"],
    ]),
    ...offered("fr-atma", "technical", "fr-atma-site", [
      ["makeup-artistry", "Maquilleur artistique (certification RNCP, niveau 4)"],
    ]),
  ],
};

/** The date of the pages read by the `VERIFIED_S27` pass. */
const VERIFIED_S27_ON = "2026-11-28";
/** A page read by the `VERIFIED_S27` pass (its id ends in `-s27`). */
const s27 = taggedPages("s27", VERIFIED_S27_ON);

/** The pages the session-27 verification pass read, one per row it bears out (see the header). */
const S27 = {
  uParisDeust: s27(
    "fr-u-paris-deust-preparateur",
    "Université Paris Cité",
    "Universitarisation de la formation des préparateurs en pharmacie (l'UFR de pharmacie met en place un DEUST Préparateur/Technicien en pharmacie, formation universitaire de deux ans en alternance)",
    "https://u-paris.fr/sante/universitarisation-de-la-formation-des-preparateurs-en-pharmacie",
  ),
  umontpellierDeust: s27(
    "fr-umontpellier-deust-preparateur",
    "Université de Montpellier",
    "DEUST Préparateur/Technicien en pharmacie (Faculty of Pharmacy; BAC +2, 120 credits, duration 2 years)",
    "https://formations-en.umontpellier.fr/fr/formations/deust-CD/deust-preparateur-technicien-en-pharmacie-L11VDIJ5.html",
  ),
  amuDeust: s27(
    "fr-amu-deust-preparateur",
    "Aix-Marseille Université, Faculté de pharmacie",
    "DEUST Pharmacy Preparer/Technician (120 ECTS, in partnership with the apprentice training centres of the Provence-Alpes-Côte d'Azur region)",
    "https://pharmacie.univ-amu.fr/index.php/en/study-programs/pharmacy-studies/deust-pharmacy-technician",
  ),
};

/**
 * Session 27's verification pass (2026-11-28): the most-shown rows written without reading their page, each re-pointed to
 * a stored page that names the program at the institution and level (see the header). No row was withdrawn.
 */
const VERIFIED_S27: CatalogPass = {
  sources: Object.values(S27),
  reread: [
    { institution: "fr-u-paris", career: "pharmacy-technician", level: "technical", source: S27.uParisDeust.id },
    {
      institution: "fr-umontpellier",
      career: "pharmacy-technician",
      level: "technical",
      source: S27.umontpellierDeust.id,
    },
    {
      institution: "fr-amu",
      career: "pharmacy-technician",
      level: "technical",
      source: S27.amuDeust.id,
      set: { duration: null },
    },
  ],
  withdrawn: [],
};

export const CATALOG_FR: CountryCatalog = withPasses(
  FIRST_ROWS,
  ADDED,
  ADDED_28,
  ADDED_28B,
  ADDED_S24,
  ADDED_S26,
  VERIFIED_S27,
);
