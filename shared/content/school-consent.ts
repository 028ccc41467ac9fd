import type { CountryCode } from "../i18n/countries";
import type { DataSource, Localized } from "./types";

/**
 * Where a school may stand in for the guardian's email on the completion form of a class's test (the schools issue:
 * "the guardian's email and consent, or the school's written consent the counsellor confirms, per country").
 *
 * A country is listed only when its rule on a minor's data has been read and cited. In the countries listed, the
 * law asks for the parents' (or legal guardians') authorization and lets it be given in writing: the school
 * collects it on paper for each student under the age of consent, and the counsellor confirms, class by class,
 * that the school holds it. Elsewhere the option is not offered and each minor names a guardian as on any test.
 *
 * Written 2026-11-27 from the laws' texts as known, without re-reading them online: check the URLs first.
 */
export interface SchoolConsentRule {
  country: CountryCode;
  /** The school holds each parent's or guardian's written authorization (the only basis offered so far). */
  basis: "parents-written";
  /** The rule as the counsellor's confirmation names it ("la Ley 1581 de 2012 y el Decreto 1377 de 2013"). */
  law: Localized;
  /** What the law asks, in one sentence each language (shown beside the confirmation). */
  summary: Localized;
  sources: DataSource[];
}

const LICENCE = "Official text of a law (facts cited)";

export const SCHOOL_CONSENT_RULES: readonly SchoolConsentRule[] = [
  {
    country: "CO",
    basis: "parents-written",
    law: {
      es: "la Ley 1581 de 2012 (art. 7) y el Decreto 1377 de 2013 (arts. 7 y 12, hoy en el Decreto 1074 de 2015)",
      en: "Law 1581 of 2012 (art. 7) and Decree 1377 of 2013 (arts. 7 and 12, now in Decree 1074 of 2015)",
    },
    summary: {
      es: "En Colombia, los datos de un menor de 18 años se tratan con la autorización de su representante legal (madre, padre o tutor), dada después de escuchar al menor; la autorización puede darse por escrito.",
      en: "In Colombia, the data of someone under 18 is processed with the authorization of their legal representative (parent or guardian), given after hearing the minor; the authorization may be given in writing.",
    },
    sources: [
      {
        id: "co-ley-1581-2012",
        publisher: "Secretaría General del Senado de la República de Colombia",
        title: "Ley 1581 de 2012, por la cual se dictan disposiciones generales para la protección de datos personales",
        url: "http://www.secretariasenado.gov.co/senado/basedoc/ley_1581_2012.html",
        licence: LICENCE,
        retrieved: "2026-11-27",
        kind: "institution",
      },
      {
        id: "co-decreto-1377-2013",
        publisher: "Secretaría General del Senado de la República de Colombia",
        title: "Decreto 1377 de 2013, por el cual se reglamenta parcialmente la Ley 1581 de 2012",
        url: "http://www.secretariasenado.gov.co/senado/basedoc/decreto_1377_2013.html",
        licence: LICENCE,
        retrieved: "2026-11-27",
        kind: "institution",
      },
    ],
  },
];

/** The rule of the school's country, if one is known (the option is offered only then). */
export function schoolConsentRuleOf(country: string): SchoolConsentRule | undefined {
  return SCHOOL_CONSENT_RULES.find((rule) => rule.country === country);
}
