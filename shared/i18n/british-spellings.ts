/**
 * British spellings a US reader would notice (DECISIONS.md 29: the product's English is US
 * English). Used by the tests that read every English message, all English content and the
 * English report. Words that are the same in both (analyses as a plural, specialist, toward or
 * towards) are not listed.
 */
const WORDS = [
  // -our
  "neighbours?",
  "neighbour(?:ing|hoods?|ly)",
  "colours?",
  "colour(?:ed|ful|ing)",
  "favour(?:s|ed|ing|able|ably|ites?)?",
  "behaviour(?:s|al)?",
  "labour(?:s|ed|er|ers|ing)?",
  "honour(?:s|ed|able|ing)?",
  "humour",
  "rumours?",
  "flavours?",
  "harbours?",
  "endeavours?",
  "vigour",
  "tumours?",
  "odours?",
  "vapours?",
  // -re
  "centres?",
  "centred",
  "theatres?",
  "metres?",
  "litres?",
  "fibres?",
  "calibre",
  "manoeuvres?",
  // -ise / -isation
  "organis(?:e|ed|es|ing|er|ers|ation|ations|ational)",
  "fertilis(?:e|ed|es|er|ers|ing|ation)",
  "specialis(?:e|ed|es|ing|ation|ations)",
  "recognis(?:e|ed|es|ing|able)",
  "realis(?:e|ed|es|ing)",
  "utilis(?:e|ed|es|ing|ation)",
  "prioritis(?:e|ed|es|ing)",
  "minimis(?:e|ed|es|ing)",
  "maximis(?:e|ed|es|ing)",
  "emphasis(?:e|ed|ing)",
  "summaris(?:e|ed|es|ing)",
  "categoris(?:e|ed|es|ing)",
  "familiaris(?:e|ed|es|ing)",
  "criticis(?:e|ed|es|ing)",
  "optimis(?:e|ed|es|ing|ation)",
  "visualis(?:e|ed|es|ing|ation)",
  "personalis(?:e|ed|es|ing)",
  "standardis(?:e|ed|es|ing|ation)",
  "digitalis(?:e|ed|es|ing|ation)",
  "customis(?:e|ed|es|ing)",
  "memoris(?:e|ed|es|ing)",
  "apologis(?:e|ed|es|ing)",
  "civilisations?",
  "globalisation",
  "analys(?:e|ed|ing)",
  "paralys(?:e|ed|ing)",
  // -ce / -se
  "licences?",
  "defences?",
  "offences?",
  "pretences?",
  "practis(?:e|ed|es|ing)",
  // doubled or single l
  "enrol(?:s|ment|ments)?",
  "travell(?:ed|ing|er|ers)",
  "modell(?:ed|ing|er|ers)",
  "cancell(?:ed|ing)",
  "label(?:led|ling)",
  "counsell(?:or|ors|ing|ed)",
  "fulfil(?:s|ment)?",
  "instalments?",
  "skilful(?:ly)?",
  // other
  "programmes?",
  "catalogues?",
  "analogue",
  "cheques?",
  "tyres?",
  "grey",
  "judgements?",
  "acknowledgements?",
  "learnt",
  "spelt",
  "whilst",
  "amongst",
  "ageing",
  "aluminium",
  "jewellery",
  "maths",
  "artefacts?",
  "moulds?",
  "ploughs?",
  "storeys?",
  "sceptic(?:al|s)?",
  "aeroplanes?",
  "paediatric\\w*",
  "orthopaedic\\w*",
  "anaesthe\\w*",
  "haemo\\w*",
  "oesophag\\w*",
  "encyclopaedias?",
];

const PATTERN = `\\b(?:${WORDS.join("|")})\\b`;

/**
 * Foreign terms kept in their own language, not British spellings: France's first degree, the
 * "licence" ("Licence: 3 years", "licence, BUT, BTS").
 */
const FOREIGN_TERMS = /\b[Ll]icence(?=: \d|, BUT\b)/g;

/** The British spellings found in a text ("neighbouring", "fertiliser"), in order. */
export function britishSpellingsIn(text: string): string[] {
  return [...text.replace(FOREIGN_TERMS, "").matchAll(new RegExp(PATTERN, "gi"))].map((m) => m[0]);
}

/** Whether a text has a British spelling (`test` of a regular expression, foreign terms excepted). */
export const BRITISH_SPELLINGS = { test: (text: string): boolean => britishSpellingsIn(text).length > 0 };
