import { COUNTRY_CODES, COUNTRY_NAMES } from "@shared/i18n/countries";
import type { Lang } from "@shared/i18n/lang";
import { AGE_RANGES, EDUCATION_LEVELS } from "@shared/assessment/constants";
import type { MessageKey } from "@shared/i18n/client-catalog";
import { translate } from "@/lib/i18n";

/** The canonical option lists (one per field, used by every form), localized. Countries sorted by name, 'Other' last. */
export function countryOptions(lang: Lang) {
  const collator = new Intl.Collator(lang);
  const named = COUNTRY_CODES.filter((c) => c !== "OTHER")
    .map((code) => ({ value: code, label: COUNTRY_NAMES[code][lang] }))
    .sort((a, b) => collator.compare(a.label, b.label));
  return [...named, { value: "OTHER", label: COUNTRY_NAMES.OTHER[lang] }];
}

export function ageOptions(lang: Lang) {
  return AGE_RANGES.map((value) => ({ value, label: translate(lang, `age.${value}` as MessageKey) }));
}

export function educationOptions(lang: Lang) {
  return EDUCATION_LEVELS.map((value) => ({ value, label: translate(lang, `education.${value}` as MessageKey) }));
}
