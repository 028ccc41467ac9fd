import type { CountryCode } from "../i18n/countries";
import type { AgeRange } from "./constants";

/**
 * The age below which a person's own consent to the use of their data is not enough and a parent
 * or guardian must give it: 14 in Spain (LOPDGDD), 13 in the United States (COPPA) and the United
 * Kingdom, the GDPR's national ages in the EU countries listed, and 18 elsewhere (in the Dominican
 * Republic, Mexico and Colombia a minor's data is processed with the consent of the parents or
 * guardians).
 */
export const DIGITAL_CONSENT_AGE: Partial<Record<CountryCode, number>> = {
  ES: 14,
  US: 13,
  GB: 13,
  CA: 13,
  AU: 13,
  DE: 16,
  NL: 16,
  FR: 15,
  IT: 14,
};
export const DEFAULT_CONSENT_AGE = 18;

export function consentAgeOf(country: string): number {
  return DIGITAL_CONSENT_AGE[country as CountryCode] ?? DEFAULT_CONSENT_AGE;
}

/** The youngest age of each range. */
const RANGE_MIN: Record<AgeRange, number> = { "15-18": 15, "19-24": 19, "25-35": 25, "36-45": 36, "46+": 46 };

/** Whether someone of this age range in this country may be below the consent age (the form then asks). */
export function mayNeedGuardian(age: string, country: string): boolean {
  const min = RANGE_MIN[age as AgeRange];
  return min !== undefined && min < consentAgeOf(country);
}
