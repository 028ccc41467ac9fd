import { outcomesOf } from "@shared/content/outcome-portals";
import { translate } from "@shared/i18n/catalog";
import { countryInSentence, type CountryCode } from "@shared/i18n/countries";
import type { Lang } from "@shared/i18n/lang";
import type { OutcomeNoteDto } from "@shared/validators/outcomes";

/**
 * What the report, the results page, the compare view and the explorer say about pay and
 * employment in the reader's country (DECISIONS 36). A figure appears only with its source; where
 * the country publishes none the sentence says so, and where it publishes figures this report may
 * not reproduce (or has not imported), it names the portal where the reader finds them.
 */
export function outcomeNote(country: CountryCode, lang: Lang, hasOwnFigures = false): OutcomeNoteDto {
  const title = translate(lang, "outcomes.title");
  const place = countryInSentence(country, lang);
  const row = country === "OTHER" ? undefined : outcomesOf(country);
  if (!row) return { title, text: translate(lang, "outcomes.unknown", { country: place }), portal: null };
  if (row.status === "none" || !row.portal) {
    const note = row.note ? ` ${row.note[lang]}` : "";
    return { title, text: `${translate(lang, "outcomes.none", { country: place })}${note}`, portal: null };
  }
  const { portal } = row;
  const link = {
    label: translate(lang, "outcomes.portal", { name: portal.name, publisher: portal.publisher }),
    url: portal.url,
  };
  if (hasOwnFigures) return { title, text: "", portal: link };
  const key = portal.reusable ? "outcomes.notImported" : "outcomes.notReusable";
  const text = translate(lang, key, { country: place, publisher: portal.publisher, publishes: portal.publishes[lang] });
  return { title, text, portal: link };
}
